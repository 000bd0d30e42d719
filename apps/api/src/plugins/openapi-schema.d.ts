// Generated from /api/docs/json by openapi-typescript (`npm run openapi:types`). Do not edit: change the
// route schemas or apps/api/src/plugins/openapi-operations.ts, then regenerate.
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reports whether the server and its database are answering. */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs a staff user in with e-mail and password and returns an access and a refresh token. */
        post: operations["loginStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchanges a staff refresh token for a new token pair. */
        post: operations["refreshStaffToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the staff session so its tokens stop working. */
        post: operations["logoutStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/pin-unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs a clinic member in on a device already signed in at that clinic with their PIN (quick switch at a shared desk); five wrong PINs lock the PIN until it is renewed. */
        post: operations["pinUnlockStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the signed-in staff user with the clinics and permissions they hold. */
        get: operations["getStaffMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clinics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the clinics of the group the signed-in staff user belongs to. */
        get: operations["listMyClinics"];
        put?: never;
        /** Opens a new clinic in the caller's group with default hours and preferences, the caller as a member with their current role. */
        post: operations["createClinic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clinics/{id}/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the booking preferences of a clinic. */
        get: operations["getClinicPreferences"];
        /** Replaces the booking preferences of a clinic. */
        put: operations["updateClinicPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the settings of the active clinic. */
        get: operations["getClinicSettings"];
        /** Replaces the settings of the active clinic. */
        put: operations["updateClinicSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the chat widget of the active clinic without its auth key, or null when none is configured. */
        get: operations["getChatSettings"];
        /** Configures the chat widget of the active clinic; the auth key is write-only. */
        put: operations["updateChatSettings"];
        post?: never;
        /** Removes the chat widget of the active clinic. */
        delete: operations["deleteChatSettings"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/for-pet-parents/chat-identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the signed-in pet parent's identity signed for the clinic's chat, or null when the clinic has no chat secret. */
        get: operations["getChatIdentity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the roles of the group with their permissions. */
        get: operations["listRoles"];
        put?: never;
        /** Creates a role with permissions the caller holds. */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clinics/{id}/closures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the holidays and closures of a clinic that have not ended, soonest first. */
        get: operations["listClinicClosures"];
        put?: never;
        /** Adds a holiday or closure (clinic-local dates, optionally partial days) during which the clinic offers and takes no online bookings. */
        post: operations["createClinicClosure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clinics/{id}/closures/{closureId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replaces the dates, times or reason of a clinic closure. */
        put: operations["updateClinicClosure"];
        post?: never;
        /** Removes a clinic closure, opening its time to bookings again. */
        delete: operations["deleteClinicClosure"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clinics/{id}/client-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the link where a clinic's clients connect to its app, and the app's store pages. */
        get: operations["getClinicClientLink"];
        /** Replaces a clinic's client/app link and store pages; an empty value removes one. */
        put: operations["updateClinicClientLink"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the vets and users of the active clinic. */
        get: operations["listStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vets/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invites a person by e-mail to join the clinic with a role. */
        post: operations["inviteStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Updates a team member's profile and role at the clinic. */
        put: operations["updateStaff"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vets/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivates a team member, ending their sessions. */
        post: operations["deactivateStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vets/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reactivates a deactivated team member. */
        post: operations["activateStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vets/{id}/generate-pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generates a new PIN for a team member. */
        post: operations["generateStaffPin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vets/{id}/working-hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns a vet's weekly working hours at the clinic. */
        get: operations["getWorkingHours"];
        /** Replaces a vet's weekly working hours at the clinic. */
        put: operations["updateWorkingHours"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vets/{id}/time-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists a vet's time off in a date range. */
        get: operations["listTimeOff"];
        put?: never;
        /** Records time off for a vet. */
        post: operations["createTimeOff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time-off/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a time-off entry. */
        delete: operations["deleteTimeOff"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists every permission a role can grant. */
        get: operations["listPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Renames a role or changes its permissions. */
        put: operations["updateRole"];
        post?: never;
        /** Deletes a role nobody holds. */
        delete: operations["deleteRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/invites/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shows the clinic invitation behind an invite token before it is accepted. */
        get: operations["getStaffInvite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/accept-invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts a clinic invitation, setting the password of a new staff login, and signs in. */
        post: operations["acceptStaffInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the clinic's appointments for a day or range, filtered by vet, client, pet or status. */
        get: operations["listAppointments"];
        put?: never;
        /** Books an appointment from the desk. */
        post: operations["createAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/appointments/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Finds appointments by client, pet or phone text, clinic-local days, statuses and vet, newest first. */
        get: operations["searchAppointments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/appointments/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists online booking requests waiting for the clinic's answer. */
        get: operations["listAppointmentRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/appointments/last-conducted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the last conducted appointment of a pet or client. */
        get: operations["getLastConductedAppointment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/appointments/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns what the appointment form offers: vets, their hours, services and packages. */
        get: operations["getAppointmentOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/appointments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns one appointment of the clinic. */
        get: operations["getAppointment"];
        /** Changes an appointment's time, vet, services, pets or notes. */
        put: operations["updateAppointment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/appointments/walk-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Books a walk-in from the desk: a new client, their pet and the appointment in one step. */
        post: operations["createWalkInAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/appointments/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms a requested appointment and tells the client. */
        post: operations["confirmAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/appointments/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels an appointment and tells the client. */
        post: operations["cancelAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/appointments/{id}/no-show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks an appointment as a no-show. */
        post: operations["markAppointmentNoShow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/appointments/{id}/propose-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Proposes another time for a requested appointment to the client. */
        post: operations["proposeAppointmentTime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/appointments/{id}/manage-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails the client a new manage link on their request, voiding the earlier ones. */
        post: operations["renewManageLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ws/{vetId}/bookable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checks whether a vet can take an appointment at a given start and length. */
        get: operations["checkBookable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clinics/{id}/vets-timeslots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists each vet's free start times for the chosen services, as the desk sees them. */
        get: operations["listStaffTimeslots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/clinics/{clinic}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns what a clinic's booking page shows: its details, services, visit types and species. */
        get: operations["getPublicClinic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/vets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the vets a client can book at a clinic. */
        get: operations["listPublicVets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/vets/{vet}/available-services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the services a vet offers online. */
        get: operations["listVetServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/clinics/{clinic}/vets-timeslots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the free start times per vet and day for the chosen services or visit type. */
        get: operations["listPublicTimeslots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/clinics/{clinic}/client-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the clinic's link for existing clients, if it has one. */
        get: operations["getClientLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/for-pet-parents/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Books an appointment online as a guest or a signed-in pet parent. */
        post: operations["bookAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/appointments/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the appointment behind a manage link. */
        get: operations["getManagedAppointment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/appointments/{token}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads the appointment's calendar invite (iCalendar) through its manage link. */
        get: operations["downloadAppointmentInvite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/appointments/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accepts the time the clinic proposed, through the manage link. */
        get: operations["acceptProposedTime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/appointments/{token}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels an appointment through its manage link before the cancel cutoff. */
        post: operations["cancelManagedAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/appointments/{token}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves an appointment to another free time through its manage link. */
        post: operations["rescheduleManagedAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/service-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the clinic's service categories. */
        get: operations["listServiceCategories"];
        put?: never;
        /** Creates a service category. */
        post: operations["createServiceCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/service-categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Renames a service category. */
        put: operations["updateServiceCategory"];
        post?: never;
        /** Deletes a service category that holds no services. */
        delete: operations["deleteServiceCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/visit-type-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the clinic's visit type categories. */
        get: operations["listVisitTypeCategories"];
        put?: never;
        /** Creates a visit type category. */
        post: operations["createVisitTypeCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/visit-type-categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Renames a visit type category. */
        put: operations["updateVisitTypeCategory"];
        post?: never;
        /** Deletes a visit type category that holds no visit types. */
        delete: operations["deleteVisitTypeCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the clinic's services. */
        get: operations["listServices"];
        put?: never;
        /** Creates a service with its default package and the vets who perform it. */
        post: operations["createService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns one service with its packages and vets. */
        get: operations["getService"];
        /** Updates a service, its packages and the vets who perform it. */
        put: operations["updateService"];
        post?: never;
        /** Deletes a service; past appointments keep it. */
        delete: operations["deleteService"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/service-packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the bookable packages of the clinic's services. */
        get: operations["listServicePackages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/service-packages/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes a service package bookable again. */
        post: operations["enableServicePackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/service-packages/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stops a service package from being booked. */
        post: operations["disableServicePackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/visit-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the clinic's visit types. */
        get: operations["listVisitTypes"];
        put?: never;
        /** Creates a visit type. */
        post: operations["createVisitType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/visit-types/group-by-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the clinic's visit types grouped by category. */
        get: operations["listVisitTypesByCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/visit-types/repository": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the ready-made visit types a clinic can copy. */
        get: operations["listVisitTypeRepository"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/visit-types/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Updates several visit types at once. */
        post: operations["updateVisitTypesBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/visit-types/copy-from-repo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copies ready-made visit types into the clinic. */
        post: operations["copyVisitTypesFromRepository"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/visit-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns one visit type. */
        get: operations["getVisitType"];
        /** Updates a visit type. */
        put: operations["updateVisitType"];
        post?: never;
        /** Deletes a visit type. */
        delete: operations["deleteVisitType"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shifts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the shifts in a date range, drafts included. */
        get: operations["listShifts"];
        put?: never;
        /** Creates a draft shift for a team member. */
        post: operations["createShift"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shifts/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publishes the draft shifts of a date range, with force to override conflicts. */
        post: operations["publishShifts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shifts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a shift's time or person. */
        put: operations["updateShift"];
        post?: never;
        /** Deletes a shift; a published one that upcoming appointments rely on needs force. */
        delete: operations["deleteShift"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shift-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the clinic's weekly shift templates. */
        get: operations["listShiftTemplates"];
        put?: never;
        /** Creates a weekly shift template. */
        post: operations["createShiftTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shift-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Updates a weekly shift template. */
        put: operations["updateShiftTemplate"];
        post?: never;
        /** Deletes a weekly shift template. */
        delete: operations["deleteShiftTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shift-templates/{id}/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates a week's draft shifts from a template. */
        post: operations["applyShiftTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pet-parents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists and searches the group's clients. */
        get: operations["listClients"];
        put?: never;
        /** Creates a client, refusing a likely duplicate unless confirmed. */
        post: operations["createClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pet-parents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns one client with their pets. */
        get: operations["getClient"];
        /** Updates a client's details. */
        put: operations["updateClient"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pet-parents/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archives a client, hiding them from the default list. */
        post: operations["archiveClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pet-parents/{id}/unarchive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restores an archived client. */
        post: operations["unarchiveClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pet-parents/{id}/communications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the messages and notes exchanged with a client. */
        get: operations["listClientCommunications"];
        put?: never;
        /** Records a communication with a client. */
        post: operations["createClientCommunication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists and searches the group's pets. */
        get: operations["listPets"];
        put?: never;
        /** Creates a pet for a client. */
        post: operations["createPet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns one pet. */
        get: operations["getPet"];
        /** Updates a pet's details. */
        put: operations["updatePet"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pets/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archives a pet. */
        post: operations["archivePet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pets/{id}/unarchive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restores an archived pet. */
        post: operations["unarchivePet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/species": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the group's species, with breeds on request. */
        get: operations["listSpecies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pet-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the pets pet parents added online, waiting for review. */
        get: operations["listPetRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pet-requests/pending-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts the pet requests waiting for review. */
        get: operations["countPendingPetRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pet-requests/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts a pet request into a client's record. */
        post: operations["acceptPetRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pet-requests/{id}/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Denies a pet request. */
        post: operations["denyPetRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the clinic's tasks, filtered by status, assignee, pet or due date. */
        get: operations["listTasks"];
        put?: never;
        /** Creates a task. */
        post: operations["createTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns one task. */
        get: operations["getTask"];
        /** Updates a task. */
        put: operations["updateTask"];
        post?: never;
        /** Deletes a task. */
        delete: operations["deleteTask"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves a task to another status. */
        post: operations["setTaskStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/task-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the clinic's task templates. */
        get: operations["listTaskTemplates"];
        put?: never;
        /** Creates a task template. */
        post: operations["createTaskTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/task-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Updates a task template. */
        put: operations["updateTaskTemplate"];
        post?: never;
        /** Deletes a task template. */
        delete: operations["deleteTaskTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a message to a client by e-mail or SMS. */
        post: operations["sendNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notification/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Shows the messages a notification would send without sending them. */
        post: operations["previewNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notification/payables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the client's unpaid, unexpired deposits at the active clinic that a payment link can point at. */
        get: operations["listNotificationPayables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/for-pet-parents/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registers a pet parent account and mails an activation code. */
        post: operations["registerParent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/for-pet-parents/auth/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activates a pet parent account with the mailed code and signs in. */
        post: operations["activateParent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/for-pet-parents/auth/resend-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a new activation code. */
        post: operations["resendActivationCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/for-pet-parents/auth/check-activation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tells whether a pet parent account is activated. */
        get: operations["checkParentActivation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/for-pet-parents/auth/check-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tells whether an e-mail already has a pet parent account at the clinic. */
        get: operations["checkParentEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/for-pet-parents/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs a pet parent in and returns an access and a refresh token. */
        post: operations["loginParent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/for-pet-parents/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchanges a pet parent refresh token for a new token pair. */
        post: operations["refreshParentToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/for-pet-parents/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the pet parent session so its tokens stop working. */
        post: operations["logoutParent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/for-pet-parents/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the signed-in pet parent's profile. */
        get: operations["getParentMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/for-pet-parents/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the signed-in pet parent's password, ending their other sessions. */
        post: operations["changeParentPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/for-pet-parents/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a password reset link if the account exists, answering the same either way. */
        post: operations["forgotParentPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/for-pet-parents/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password with a reset token. */
        post: operations["resetParentPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/for-pet-parents/pets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the signed-in pet parent's pets. */
        get: operations["listParentPets"];
        put?: never;
        /** Adds a pet as a request the clinic reviews. */
        post: operations["requestParentPet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/for-pet-parents/pets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns one of the signed-in pet parent's pets. */
        get: operations["getParentPet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/for-pet-parents/printed-files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the documents the clinic shared with the pet parent and their own uploads. */
        get: operations["listParentFiles"];
        put?: never;
        /** Uploads a document as multipart form data, within the pet parent's quota. */
        post: operations["uploadParentFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/for-pet-parents/printed-files/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads one of the pet parent's documents. */
        get: operations["downloadParentFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/for-pet-parents/printed-files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes one of the pet parent's own uploads. */
        delete: operations["deleteParentFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/species": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists species with their breeds for the pet pickers. */
        get: operations["listPublicSpecies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/address/parse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Splits a typed address into its parts. */
        post: operations["parseAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/address/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Suggests places matching typed text. */
        get: operations["searchAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/address/place/{placeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the address and position of a suggested place. */
        get: operations["getAddressPlace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/address/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the address at a position on the map. */
        get: operations["reverseGeocode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/for-pet-parents/appointments/payment-deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Books an appointment that holds its time until the deposit is paid. */
        post: operations["bookWithDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/for-pet-parents/appointments/payment-deposits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns a deposit with its appointment for the payment page. */
        get: operations["getParentDeposit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/payment-deposits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns a deposit by its link for the payment page. */
        get: operations["getPublicDeposit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/payment-deposits/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pays a deposit with a card. */
        post: operations["payDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/payment-deposits/{id}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reads a deposit's payment state from the provider again. */
        post: operations["syncDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/appointments/{token}/reschedule/payment-deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves an appointment through its manage link to a time that needs a deposit. */
        post: operations["rescheduleWithDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-deposits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns a deposit with its charges and refunds. */
        get: operations["getDeposit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-deposits/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refunds a paid deposit in full or in part. */
        post: operations["refundDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/payments/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Receives a signed event from the payment provider. */
        post: operations["receivePaymentWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the caller's clinic group: its name, logo, clinics and the defaults a new clinic starts from. */
        get: operations["getGroup"];
        /** Renames the caller's clinic group. */
        put: operations["updateGroup"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/group/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replaces the group's logo with an uploaded PNG, JPEG or WebP image of at most 1 MB (multipart form data, field "file"). */
        put: operations["uploadGroupLogo"];
        post?: never;
        /** Removes the group's logo. */
        delete: operations["deleteGroupLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/group-logos/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns one version of a group's logo; the URL changes with every new logo, so it is cached for good. */
        get: operations["getGroupLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the clinic's tags for an entity type (required; `any` for all). */
        get: operations["listTags"];
        put?: never;
        /** Creates a tag with a palette colour and the entity types it may go on. */
        post: operations["createTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns one tag with how many things carry it. */
        get: operations["getTag"];
        /** Renames or recolours a tag, or changes what it may go on. */
        put: operations["updateTag"];
        post?: never;
        /** Deletes a tag and takes it off everything except closed records. */
        delete: operations["deleteTag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/taggables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the tags on one pet, client, record or appointment (entity type and id required). */
        get: operations["listEntityTags"];
        put?: never;
        /** Puts a tag on a pet, client, record or appointment. */
        post: operations["tagEntity"];
        /** Takes a tag off a pet, client, record or appointment. */
        delete: operations["untagEntity"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the whiteboard of a clinic-local day: visits with pet, client, vet, appointment, stage and time entered. */
        get: operations["listVisits"];
        put?: never;
        /** Checks an appointment of today in, putting its visit on the whiteboard. */
        post: operations["checkInAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/visits/board-version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns a cheap fingerprint of a day's whiteboard that changes with every check-in, move or undo. */
        get: operations["getVisitBoardVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/visits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns one visit of the whiteboard. */
        get: operations["getVisit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/visits/{id}/stage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves a visit to another stage; refused when it is no longer at the expected stage. */
        post: operations["changeVisitStage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/visits/{id}/undo-stage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undoes the visit's last move (not a check-in, not an undo). */
        post: operations["undoVisitStage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/record-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the active clinic's record templates, the default first. */
        get: operations["listRecordTemplates"];
        put?: never;
        /** Creates a record template with ordered sections of typed fields. */
        post: operations["createRecordTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/record-templates/repository": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the built-in record templates in the caller's language, marked when the clinic has a copy. */
        get: operations["listRecordTemplateRepository"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/record-templates/copy-from-repo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copies built-in record templates into the active clinic in its default language. */
        post: operations["copyRecordTemplatesFromRepo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/record-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns one record template. */
        get: operations["getRecordTemplate"];
        /** Changes a record template and bumps its version; records already written keep their copy. */
        put: operations["updateRecordTemplate"];
        post?: never;
        /** Archives a record template; records written with it are unchanged. */
        delete: operations["archiveRecordTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists medical records filtered by pet, client, vet, status, template and date range, newest first. */
        get: operations["listRecords"];
        put?: never;
        /** Starts a record for a pet or from an appointment, with the clinic's default template unless one is chosen. */
        post: operations["createRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/patients/{petId}/medical-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pet's medical history timeline: records, vitals, diagnoses and prescriptions, newest first, filterable by kind. */
        get: operations["petMedicalHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/quick-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Finds records as you type by pet, client, title or record text. */
        get: operations["quickSearchRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Searches records with every list filter and free text. */
        get: operations["searchRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns a record with its template copy, field values, appointments and linked tasks. */
        get: operations["getRecord"];
        put?: never;
        post?: never;
        /** Deletes an open record with a payments disposition (default delete); a closed record is refused. */
        delete: operations["deleteRecord"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/record/{id}/change-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Moves a record to another status along the allowed transitions. */
        put: operations["changeRecordStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Closes a record, optionally creating tasks from task templates; a closed record is immutable. */
        post: operations["closeRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reopens a closed record with a reason, kept in its history and the audit log. */
        post: operations["reopenRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts a new draft for the same pet with the record's template copy and values. */
        post: operations["duplicateRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/{id}/attach-source-appointment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Links another appointment of the same pet at the same clinic to a record. */
        post: operations["attachRecordAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/{id}/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the appointments a record covers. */
        get: operations["listRecordAppointments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/{id}/sync-client-communication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Writes the record's client summary into the client's communications log, by e-mail or as another contact. */
        post: operations["syncRecordClientCommunication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists every change of a record: who, when, what before and after, newest first. */
        get: operations["listRecordHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the record as a PDF with the clinic's header. */
        get: operations["getRecordPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/{id}/field-values": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns a record's field values with their versions. */
        get: operations["getRecordFieldValues"];
        /** Saves field values with a version check per field; a stale version answers 409 with the current values. */
        put: operations["putRecordFieldValues"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/patients/{petId}/{recordId}/save-values": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves a record's own fields and field values (versioned per field) and optionally closes it. */
        post: operations["saveRecordValues"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/diagnoses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists and searches (as you type) the clinic's diagnosis catalogue. */
        get: operations["listDiagnoses"];
        put?: never;
        /** Adds a diagnosis to the clinic's catalogue. */
        post: operations["createDiagnosis"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/diagnoses/import-built-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copies the built-in diagnoses the clinic does not have yet into its catalogue. */
        post: operations["importBuiltInDiagnoses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/diagnoses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns one catalogue diagnosis. */
        get: operations["getDiagnosis"];
        /** Edits or deactivates a catalogue diagnosis. */
        put: operations["updateDiagnosis"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/{id}/diagnoses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists a record's differential and final diagnoses. */
        get: operations["listRecordDiagnoses"];
        put?: never;
        /** Adds a differential or final diagnosis to an open record; a final one joins the pet's problem list. */
        post: operations["addRecordDiagnosis"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/{id}/diagnoses/{entryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a diagnosis from an open record. */
        delete: operations["deleteRecordDiagnosis"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pets/{id}/problems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the pet's problem list. */
        get: operations["listPetProblems"];
        put?: never;
        /** Adds a problem to the pet's problem list. */
        post: operations["addPetProblem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pets/{id}/problems/{problemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a problem's status, onset date or notes. */
        put: operations["updatePetProblem"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/prescriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists prescriptions, by pet and status, three a page unless asked. */
        get: operations["listPrescriptions"];
        put?: never;
        /** Writes a prescription, on an open record or on its own. */
        post: operations["createPrescription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/prescriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns one prescription. */
        get: operations["getPrescription"];
        /** Edits an active prescription. */
        put: operations["updatePrescription"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/prescriptions/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Completes or cancels an active prescription. */
        post: operations["setPrescriptionStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/prescriptions/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the prescription as a printable A4 sheet or an 89 × 36 mm label (PDF). */
        get: operations["getPrescriptionPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the clinic's product categories in order. */
        get: operations["listProductCategories"];
        put?: never;
        /** Creates a product category. */
        post: operations["createProductCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product-categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Renames or moves a product category. */
        put: operations["updateProductCategory"];
        post?: never;
        /** Archives a product category; its products keep their history. */
        delete: operations["archiveProductCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the clinic's products with on-hand stock, searchable and filtered. */
        get: operations["listProducts"];
        put?: never;
        /** Creates a product. */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sellable-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the active products with a sale price, for checkout and estimates. */
        get: operations["listSellableProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/bulk-vat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets one VAT rate from the clinic's list on the selected products. */
        post: operations["bulkSetProductVat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns one product with its on-hand stock. */
        get: operations["getProduct"];
        /** Updates, archives or restores a product. */
        put: operations["updateProduct"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{id}/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns a product's on-hand stock per batch, first-expiring first. */
        get: operations["getProductStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{id}/movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists a product's stock ledger, newest first. */
        get: operations["listProductMovements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{id}/stock/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Receives stock into a batch by hand. */
        post: operations["receiveProductStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{id}/stock/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Posts a stock-take of one batch: the difference between the count and the books. */
        post: operations["countProductStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{id}/stock/write-offs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Writes off expired or damaged stock of one batch. */
        post: operations["writeOffProductStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stock/expiring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists batches with stock expiring within a number of days. */
        get: operations["listExpiringStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the clinic's suppliers, searchable. */
        get: operations["listSuppliers"];
        put?: never;
        /** Creates a supplier. */
        post: operations["createSupplier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/suppliers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns one supplier. */
        get: operations["getSupplier"];
        /** Updates a supplier. */
        put: operations["updateSupplier"];
        post?: never;
        /** Archives a supplier; its products and orders keep it. */
        delete: operations["archiveSupplier"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/discounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the clinic's discounts by name (filter enabled ones for the checkout). */
        get: operations["listDiscounts"];
        put?: never;
        /** Adds a percentage or amount discount to the clinic's catalogue. */
        post: operations["createDiscount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/discounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns one discount of the catalogue. */
        get: operations["getDiscount"];
        /** Renames a discount or changes its type or value (sales keep what they applied). */
        put: operations["updateDiscount"];
        post?: never;
        /** Removes a discount from the catalogue. */
        delete: operations["deleteDiscount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/discounts/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Switches a discount on or off for the checkout. */
        put: operations["setDiscountStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/estimates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the clinic's estimates, newest first, filtered by status, client, patient, record, creation days or title. */
        get: operations["listEstimates"];
        put?: never;
        /** Creates a pending estimate with low–high quantities; lines take name, price and VAT from the catalogue unless given. */
        post: operations["createEstimate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/estimates/period-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts the estimates created in a range of clinic-local days by status, with their low and high totals. */
        get: operations["countEstimatesInPeriod"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/estimates/from-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Builds a pending estimate from a template, with today's catalogue prices where the template leaves them open. */
        post: operations["createEstimateFromTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/estimates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns one estimate with its lines and their low and high totals. */
        get: operations["getEstimate"];
        /** Replaces an estimate's content while nothing of it has been answered. */
        put: operations["updateEstimate"];
        post?: never;
        /** Deletes an estimate; its client link stops working. */
        delete: operations["deleteEstimate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/estimates/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves the named pending lines, or all pending lines, at the desk. */
        post: operations["approveEstimate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/estimates/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Declines the named pending lines, or all pending lines, at the desk. */
        post: operations["declineEstimate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/estimates/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copies an estimate into a new pending one with the same client, patient, record and lines. */
        post: operations["duplicateEstimate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/estimates/{id}/move-to-sale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves the approved lines (with approve_all, the pending ones too) to a new draft sale; needs sales.manage too; 409 once moved. */
        post: operations["moveEstimateToSale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/estimates/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails the estimate to the client with a link to answer it; earlier links stop working. */
        post: operations["sendEstimate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/patients/{petId}/estimates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the clinic's estimates for one patient. */
        get: operations["listPatientEstimates"];
        put?: never;
        /** Creates a pending estimate for a patient (the client is its owner). */
        post: operations["createPatientEstimate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/{id}/estimates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the clinic's estimates made from one medical record. */
        get: operations["listRecordEstimates"];
        put?: never;
        /** Creates a pending estimate from a medical record (its patient and client). */
        post: operations["createRecordEstimate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/estimate-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the clinic's estimate templates by name. */
        get: operations["listEstimateTemplates"];
        put?: never;
        /** Creates an estimate template; a line without a price takes the catalogue price when used. */
        post: operations["createEstimateTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/estimate-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns one estimate template with its lines. */
        get: operations["getEstimateTemplate"];
        /** Edits an estimate template; estimates built from it keep their lines. */
        put: operations["updateEstimateTemplate"];
        post?: never;
        /** Deletes an estimate template. */
        delete: operations["deleteEstimateTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/estimates/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shows the client the estimate behind a mailed link: lines, low–high totals, what can still be answered. */
        get: operations["getPublicEstimate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/estimates/{token}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The client approves the named pending lines, or all of them, through the mailed link. */
        post: operations["approvePublicEstimate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/estimates/{token}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The client declines the named pending lines, or all of them, through the mailed link. */
        post: operations["declinePublicEstimate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/aaha-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the AAHA-style revenue category codes products and services are classified with. */
        get: operations["listAahaCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the items of imported supplier catalogues, searchable, by supplier or import. */
        get: operations["listExternalProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external-products/to-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turns catalogue items into clinic products (all or none); a SKU or barcode already used is a 422 naming it. */
        post: operations["externalProductsToProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external-products/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists catalogue imports, newest first. */
        get: operations["listExternalProductImports"];
        put?: never;
        /** Uploads a supplier catalogue (CSV or XLSX, type sniffed, 10 MB): answers the suggested column mapping and a preview of the first rows with their errors. */
        post: operations["uploadExternalProductCatalogue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external-products/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns an import with its status and progress (polled by the progress bar). */
        get: operations["getExternalProductImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external-products/imports/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Previews the first rows of an uploaded catalogue with another column mapping. */
        post: operations["previewExternalProductImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external-products/imports/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts importing an uploaded catalogue as a background job; re-importing a supplier updates items by code. */
        post: operations["startExternalProductImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{id}/suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the suppliers of a product with their codes and prices. */
        get: operations["listProductSuppliers"];
        /** Replaces the suppliers of a product (codes and prices). */
        put: operations["setProductSuppliers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists purchase orders, filtered by status and supplier, searchable. */
        get: operations["listPurchaseOrders"];
        put?: never;
        /** Creates a draft purchase order. */
        post: operations["createPurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns a purchase order with its lines and receipts. */
        get: operations["getPurchaseOrder"];
        /** Updates a draft purchase order. */
        put: operations["updatePurchaseOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a draft order to the supplier by e-mail (PDF and XLSX). */
        post: operations["sendPurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/{id}/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Receives order lines with batch and expiry into stock. */
        post: operations["receivePurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels a draft or sent order before anything arrived. */
        post: operations["cancelPurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The purchase order as a PDF. */
        get: operations["purchaseOrderPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/{id}/xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The purchase order as an XLSX workbook. */
        get: operations["purchaseOrderXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shopping-list-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the open shopping list, searchable. */
        get: operations["listShoppingListItems"];
        put?: never;
        /** Adds a product to the shopping list (adds up when already there). */
        post: operations["addShoppingListItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shopping-list-items/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shopping list as an XLSX workbook. */
        get: operations["exportShoppingList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shopping-list-items/buy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turns selected items into draft purchase orders, one per supplier. */
        post: operations["buyShoppingListItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shopping-list-items/send-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mails selected items to their suppliers as XLSX. */
        post: operations["emailShoppingListItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shopping-list-items/bulk-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes selected shopping-list items. */
        post: operations["deleteShoppingListItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shopping-list-items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Updates a shopping-list item. */
        put: operations["updateShoppingListItem"];
        post?: never;
        /** Deletes a shopping-list item. */
        delete: operations["deleteShoppingListItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/{id}/vitals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the vitals written in a record, oldest first, each with the fields outside the species' normal range flagged. */
        get: operations["listRecordVitals"];
        put?: never;
        /** Adds a set of vitals to an open record; a weight also becomes the pet's current weight. */
        post: operations["createRecordVitals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/{id}/vitals/{vitalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replaces a set of vitals of an open record. */
        put: operations["updateRecordVitals"];
        post?: never;
        /** Removes a set of vitals from an open record. */
        delete: operations["deleteRecordVitals"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pets/{petId}/vitals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists a pet's vitals across the group's clinics, oldest first, optionally within a period (for charts). */
        get: operations["listPetVitals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clinics/{id}/vitals-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns how a clinic shows vitals: temperature unit and body condition scale (the country's default until saved). */
        get: operations["getVitalsSettings"];
        /** Saves a clinic's temperature unit and body condition scale. */
        put: operations["updateVitalsSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/{id}/anesthesia": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the anesthesia session of a record with its measurements, or null. */
        get: operations["getRecordAnesthesia"];
        /** Replaces the ASA class, drugs, times and notes of a record's anesthesia session. */
        put: operations["updateRecordAnesthesia"];
        /** Starts the anesthesia session of an open record (one per record). */
        post: operations["createRecordAnesthesia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/{id}/anesthesia/measurements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a reading (heart and breathing rate, SpO2, EtCO2, temperature, blood pressure, agent %) to a record's anesthesia session. */
        post: operations["addAnesthesiaMeasurement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/{id}/anesthesia/measurements/{measurementId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a reading from a record's anesthesia session. */
        delete: operations["deleteAnesthesiaMeasurement"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/{id}/anesthesia/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the printable anesthesia sheet of a record as a PDF with the clinic's header. */
        get: operations["getAnesthesiaSheetPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists invoices by status, client, vet, clinic-local day and payment method, with totals over every match. */
        get: operations["listSales"];
        put?: never;
        /** Starts a draft sale from an appointment, a record or the counter. */
        post: operations["createSale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sales/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns a sale with its lines, taxes and payments. */
        get: operations["getSale"];
        /** Changes a draft's pet, vet, note or total discount. */
        put: operations["updateSale"];
        post?: never;
        /** Deletes a draft sale (issued sales are corrected by credit notes). */
        delete: operations["deleteSale"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sales/{id}/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a service, product or custom line to a draft. */
        post: operations["addSaleLine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sales/{id}/lines/{lineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a draft's line. */
        put: operations["updateSaleLine"];
        post?: never;
        /** Removes a line from a draft. */
        delete: operations["removeSaleLine"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sales/{id}/issue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issues a draft: the next gapless invoice number, sold products leave stock, the sale is frozen. */
        post: operations["issueSale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sales/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records a full, partial or split payment (Idempotency-Key); overpayment becomes client credit. */
        post: operations["paySale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sales/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invoice as a PDF: clinic header, lines, tax breakdown, totals in the clinic's currency format. */
        get: operations["getSalePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sales/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails an issued invoice (PDF attached) to its client through the outbox. */
        post: operations["sendSale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pet-parents/{id}/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A client's account in the clinic: invoiced, paid, balance due, credit and its movements. */
        get: operations["getClientAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pet-parents/{id}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A client's account statement between clinic-local days: opening, movements with running balance, closing, credit. */
        get: operations["getClientStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pet-parents/{id}/statement/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The client's account statement as a PDF. */
        get: operations["getClientStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pet-parents/{id}/statement/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails the client's account statement (PDF attached) through the outbox. */
        post: operations["mailClientStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sales/cash-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A clinic-local day's takings per payment method and staff member, the expected cash, and its close. */
        get: operations["getCashUpDay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cash-ups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists closed days, newest first. */
        get: operations["listCashUps"];
        put?: never;
        /** Closes a day with the counted cash; a closed day never changes (409 day_closed for a second close). */
        post: operations["closeCashUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/mailbox.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists every message the product would have sent (development only). */
        get: operations["listDevMailbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/payments/run-expiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Runs the unpaid-deposit expiry as if the given minutes had passed (development only). */
        post: operations["runDepositExpiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/payments/reconcile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Runs the deposit reconciliation with the payment provider now (development only). */
        post: operations["runDepositReconciliation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Every error answer: a translated `message`, a stable `code`, and for invalid input `errors` (field → messages). */
        Error: {
            message: string;
            code: string;
            errors?: {
                [key: string]: string[];
            };
        } & {
            [key: string]: unknown;
        };
    };
    responses: {
        /** @description The request body is not readable. Codes: `malformed_json`, `invalid_signature`. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No valid access token, or the session has ended. Codes: `unauthenticated`, `invalid_credentials`, `token_expired`. */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller may not do this: not a member of the clinic, a role without the permission, or the clinic does not allow it. Codes: `forbidden`, `clinic_forbidden`, `registration_disabled`, `not_activated`, `booking_disabled`. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Nothing with this id or token exists for the caller. Codes: `not_found`. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request conflicts with the current state (the time was taken, the appointment moved on, the name is used). Codes: `conflict`, `record_closed`, `record_field_conflict`, `no_client_link`, `duplicate_client`, `slot_taken`, `invalid_state`, `cutoff_passed`, `upload_quota_exceeded`, `account_exists`, `code_locked`, `deposit_required`, `deposit_expired`, `deposit_already_paid`, `wrong_provider`, `payment_in_progress`, `day_closed`. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The link has expired. Codes: `link_expired`. */
        Gone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body or upload is larger than allowed. Codes: `payload_too_large`, `json_too_many_elements`. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body or upload has a type this operation does not take. Codes: `unsupported_media_type`. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The input is not valid; `errors` names each field with its messages. Codes: `validation_failed`, `json_too_deep`. */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests; `Retry-After` says how many seconds to wait. Codes: `too_many_requests`. */
        TooManyRequests: {
            headers: {
                /** @description Seconds until a retry may succeed. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An outside service (payments, maps) did not answer; try again later. Codes: `upstream_unavailable`. */
        UpstreamUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The clinic the staff request acts at; the token's user must be a member of it. */
        ClinicId: number;
        /** @description Any unique string per intended request: a retry with the same key and body answers the first result instead of acting twice (24 hours). */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        database: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "down";
                        database: string;
                    };
                };
            };
        };
    };
    loginStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        refresh_token: string;
                        /** @enum {string} */
                        token_type: "Bearer";
                        expires_in: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    refreshStaffToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        refresh_token: string;
                        /** @enum {string} */
                        token_type: "Bearer";
                        expires_in: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    logoutStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    pinUnlockStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clinic_id: number;
                    user_id: number;
                    pin: string;
                    refresh_token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        refresh_token: string;
                        /** @enum {string} */
                        token_type: "Bearer";
                        expires_in: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getStaffMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            email: string;
                            first_name: string;
                            last_name: string;
                            full_name: string;
                            job_title: string | null;
                            avatar: string | null;
                            is_vet: boolean;
                            language: string | null;
                            group: {
                                id: number;
                                name: string;
                                logo_url: string | null;
                            };
                            clinics: {
                                id: number;
                                name: string;
                                slug: string;
                                timezone: string;
                                role: {
                                    id: number;
                                    name: string;
                                };
                                permissions: string[];
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    listMyClinics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            group_id: number;
                            name: string;
                            slug: string;
                            address: string | null;
                            phone: string | null;
                            email: string | null;
                            country: {
                                iso_code: string;
                            };
                            timezone: string;
                            client_date_format: string;
                            client_time_format: string;
                            default_language: string;
                            logo: string | null;
                            online_booking_enabled: boolean;
                            registration_enabled: boolean;
                            any_staff_enabled: boolean;
                            visit_types_active: boolean;
                            auto_confirm: boolean;
                            min_notice_minutes: number;
                            booking_horizon_days: number;
                            cancel_cutoff_hours: number;
                            embed_origins: string[];
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    createClinic: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    slug: string;
                    timezone: string;
                    country_iso_code: string;
                    /** @enum {string} */
                    default_language: "en" | "ro" | "ca" | "id" | "es" | "fr" | "zh-TW" | "pl" | "cs" | "sv" | "bg" | "pt" | "hu" | "ko";
                    address?: string | null;
                    /** @enum {string} */
                    client_date_format?: "DD-MM-YYYY" | "DD/MM/YYYY" | "DD.MM.YYYY" | "MM/DD/YYYY" | "MM-DD-YYYY" | "YYYY-MM-DD";
                    /** @enum {string} */
                    client_time_format?: "HH:mm" | "hh:mm A";
                    currency?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            group_id: number;
                            name: string;
                            slug: string;
                            address: string | null;
                            phone: string | null;
                            email: string | null;
                            country: {
                                iso_code: string;
                            };
                            timezone: string;
                            client_date_format: string;
                            client_time_format: string;
                            default_language: string;
                            logo: string | null;
                            online_booking_enabled: boolean;
                            registration_enabled: boolean;
                            any_staff_enabled: boolean;
                            visit_types_active: boolean;
                            auto_confirm: boolean;
                            min_notice_minutes: number;
                            booking_horizon_days: number;
                            cancel_cutoff_hours: number;
                            embed_origins: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getClinicPreferences: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            date_format: "DD-MM-YYYY" | "DD/MM/YYYY" | "DD.MM.YYYY" | "MM/DD/YYYY" | "MM-DD-YYYY" | "YYYY-MM-DD";
                            /** @enum {string} */
                            time_format: "HH:mm" | "hh:mm A";
                            currency: string;
                            currency_first: 0 | 1;
                            vat_list: number[];
                            service_tax_list: number[];
                            discount_reason_required: boolean;
                            show_record_bundle_items: boolean;
                            tax_apply_order: ("discount_before_tax" | "discount_after_tax") | null;
                            allow_negative_stock: boolean;
                            expiring_within_days: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateClinicPreferences: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    date_format: "DD-MM-YYYY" | "DD/MM/YYYY" | "DD.MM.YYYY" | "MM/DD/YYYY" | "MM-DD-YYYY" | "YYYY-MM-DD";
                    /** @enum {string} */
                    time_format: "HH:mm" | "hh:mm A";
                    currency: string;
                    currency_first: 0 | 1;
                    vat_list: number[];
                    service_tax_list: number[];
                    discount_reason_required: boolean;
                    show_record_bundle_items: boolean;
                    tax_apply_order: ("discount_before_tax" | "discount_after_tax") | null;
                    allow_negative_stock?: boolean;
                    expiring_within_days?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            date_format: "DD-MM-YYYY" | "DD/MM/YYYY" | "DD.MM.YYYY" | "MM/DD/YYYY" | "MM-DD-YYYY" | "YYYY-MM-DD";
                            /** @enum {string} */
                            time_format: "HH:mm" | "hh:mm A";
                            currency: string;
                            currency_first: 0 | 1;
                            vat_list: number[];
                            service_tax_list: number[];
                            discount_reason_required: boolean;
                            show_record_bundle_items: boolean;
                            tax_apply_order: ("discount_before_tax" | "discount_after_tax") | null;
                            allow_negative_stock: boolean;
                            expiring_within_days: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getClinicSettings: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            group_id: number;
                            name: string;
                            slug: string;
                            address: string | null;
                            phone: string | null;
                            email: string | null;
                            country: {
                                iso_code: string;
                            };
                            timezone: string;
                            client_date_format: string;
                            client_time_format: string;
                            default_language: string;
                            logo: string | null;
                            online_booking_enabled: boolean;
                            registration_enabled: boolean;
                            any_staff_enabled: boolean;
                            visit_types_active: boolean;
                            auto_confirm: boolean;
                            min_notice_minutes: number;
                            booking_horizon_days: number;
                            cancel_cutoff_hours: number;
                            embed_origins: string[];
                            schedules: {
                                day: number;
                                is_open: boolean;
                                intervals: {
                                    start_time: string;
                                    end_time: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateClinicSettings: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    address?: string | null;
                    phone?: string | null;
                    email?: (string | null) | "";
                    country_iso_code: string;
                    timezone: string;
                    /** @enum {string} */
                    client_date_format: "DD-MM-YYYY" | "DD/MM/YYYY" | "DD.MM.YYYY" | "MM/DD/YYYY" | "MM-DD-YYYY" | "YYYY-MM-DD";
                    /** @enum {string} */
                    client_time_format: "HH:mm" | "hh:mm A";
                    /** @enum {string} */
                    default_language: "en" | "ro" | "ca" | "id" | "es" | "fr" | "zh-TW" | "pl" | "cs" | "sv" | "bg" | "pt" | "hu" | "ko";
                    schedules?: {
                        day: number;
                        is_open: boolean;
                        intervals: {
                            start_time: string;
                            end_time: string;
                        }[];
                    }[];
                    online_booking_enabled: boolean;
                    registration_enabled: boolean;
                    any_staff_enabled: boolean;
                    visit_types_active: boolean;
                    auto_confirm: boolean;
                    min_notice_minutes: number;
                    booking_horizon_days: number;
                    cancel_cutoff_hours: number;
                    embed_origins: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            group_id: number;
                            name: string;
                            slug: string;
                            address: string | null;
                            phone: string | null;
                            email: string | null;
                            country: {
                                iso_code: string;
                            };
                            timezone: string;
                            client_date_format: string;
                            client_time_format: string;
                            default_language: string;
                            logo: string | null;
                            online_booking_enabled: boolean;
                            registration_enabled: boolean;
                            any_staff_enabled: boolean;
                            visit_types_active: boolean;
                            auto_confirm: boolean;
                            min_notice_minutes: number;
                            booking_horizon_days: number;
                            cancel_cutoff_hours: number;
                            embed_origins: string[];
                            schedules: {
                                day: number;
                                is_open: boolean;
                                intervals: {
                                    start_time: string;
                                    end_time: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getChatSettings: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            provider: "intercom";
                            /** @enum {string} */
                            region: "us" | "eu" | "au";
                            app_id: string;
                            has_auth_key: boolean;
                            can_schedule_messages: boolean;
                        } | null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateChatSettings: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    provider: "intercom";
                    /** @enum {string} */
                    region: "us" | "eu" | "au";
                    app_id: string;
                    auth_key?: string | null;
                    /** @default false */
                    can_schedule_messages?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            provider: "intercom";
                            /** @enum {string} */
                            region: "us" | "eu" | "au";
                            app_id: string;
                            has_auth_key: boolean;
                            can_schedule_messages: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteChatSettings: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getChatIdentity: {
        parameters: {
            query: {
                clinic_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            user_id: string;
                            user_hash: string;
                            email: string | null;
                            name: string;
                        } | null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listRoles: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            is_built_in: boolean;
                            permissions: string[];
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    createRole: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    permissions: ("clinic.settings.view" | "clinic.settings.edit" | "staff.view" | "staff.manage" | "roles.manage" | "appointments.view" | "appointments.manage" | "clients.view" | "clients.manage" | "pets.view" | "pets.manage" | "services.manage" | "schedules.manage" | "tasks.view" | "tasks.manage" | "records.view" | "records.manage" | "records.reopen" | "records.templates.manage" | "diagnoses.manage" | "visits.manage" | "tags.manage" | "sales.view" | "sales.manage" | "estimates.view" | "estimates.edit" | "inventory.view" | "inventory.manage" | "payments.refund" | "reports.view" | "audit.view" | "group.manage")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            is_built_in: boolean;
                            permissions: string[];
                            members_count: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listClinicClosures: {
        parameters: {
            query?: {
                from?: string;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            start_date: string;
                            end_date: string;
                            start_time: string | null;
                            end_time: string | null;
                            reason: string;
                            starts_at_utc: string;
                            ends_at_utc: string;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createClinicClosure: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    start_date: string;
                    end_date: string;
                    start_time?: string | null;
                    end_time?: string | null;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            start_date: string;
                            end_date: string;
                            start_time: string | null;
                            end_time: string | null;
                            reason: string;
                            starts_at_utc: string;
                            ends_at_utc: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateClinicClosure: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
                closureId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    start_date: string;
                    end_date: string;
                    start_time?: string | null;
                    end_time?: string | null;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            start_date: string;
                            end_date: string;
                            start_time: string | null;
                            end_time: string | null;
                            reason: string;
                            starts_at_utc: string;
                            ends_at_utc: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteClinicClosure: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
                closureId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getClinicClientLink: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            client_link_url: string | null;
                            app_store_url: string | null;
                            google_play_url: string | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateClinicClientLink: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_link_url?: "" | null | string;
                    app_store_url?: "" | null | string;
                    google_play_url?: "" | null | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            client_link_url: string | null;
                            app_store_url: string | null;
                            google_play_url: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listStaff: {
        parameters: {
            query?: {
                filter?: {
                    /** @enum {string} */
                    is_vet?: "0" | "1";
                    /** @enum {string} */
                    include_inactive?: "0" | "1";
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            first_name: string;
                            last_name: string;
                            full_name: string;
                            email: string;
                            job_title: string | null;
                            avatar: string | null;
                            is_vet: boolean;
                            role: {
                                id: number;
                                name: string;
                            };
                            is_active: boolean;
                            invite_pending: boolean;
                            has_pin: boolean;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    inviteStaff: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    first_name: string;
                    last_name: string;
                    job_title?: string | null;
                    /** @default false */
                    is_vet?: boolean;
                    role_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            first_name: string;
                            last_name: string;
                            full_name: string;
                            email: string;
                            job_title: string | null;
                            avatar: string | null;
                            is_vet: boolean;
                            role: {
                                id: number;
                                name: string;
                            };
                            is_active: boolean;
                            invite_pending: boolean;
                            has_pin: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateStaff: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name: string;
                    last_name: string;
                    job_title?: string | null;
                    /** @default false */
                    is_vet?: boolean;
                    role_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            first_name: string;
                            last_name: string;
                            full_name: string;
                            email: string;
                            job_title: string | null;
                            avatar: string | null;
                            is_vet: boolean;
                            role: {
                                id: number;
                                name: string;
                            };
                            is_active: boolean;
                            invite_pending: boolean;
                            has_pin: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deactivateStaff: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            first_name: string;
                            last_name: string;
                            full_name: string;
                            email: string;
                            job_title: string | null;
                            avatar: string | null;
                            is_vet: boolean;
                            role: {
                                id: number;
                                name: string;
                            };
                            is_active: boolean;
                            invite_pending: boolean;
                            has_pin: boolean;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    activateStaff: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            first_name: string;
                            last_name: string;
                            full_name: string;
                            email: string;
                            job_title: string | null;
                            avatar: string | null;
                            is_vet: boolean;
                            role: {
                                id: number;
                                name: string;
                            };
                            is_active: boolean;
                            invite_pending: boolean;
                            has_pin: boolean;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    generateStaffPin: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            pin: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getWorkingHours: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            vet_id: number;
                            intervals: {
                                day: number;
                                start_time: string;
                                end_time: string;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateWorkingHours: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    intervals: {
                        day: number;
                        start_time: string;
                        end_time: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            vet_id: number;
                            intervals: {
                                day: number;
                                start_time: string;
                                end_time: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listTimeOff: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    /** @enum {string} */
                    include_past?: "0" | "1";
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            vet_id: number;
                            datetime_start_utc: string;
                            datetime_end_utc: string;
                            reason: string | null;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createTimeOff: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    datetime_start_utc: string;
                    /** Format: date-time */
                    datetime_end_utc: string;
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            vet_id: number;
                            datetime_start_utc: string;
                            datetime_end_utc: string;
                            reason: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteTimeOff: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listPermissions: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            key: string;
                            label_key: string;
                            group: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateRole: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    permissions: ("clinic.settings.view" | "clinic.settings.edit" | "staff.view" | "staff.manage" | "roles.manage" | "appointments.view" | "appointments.manage" | "clients.view" | "clients.manage" | "pets.view" | "pets.manage" | "services.manage" | "schedules.manage" | "tasks.view" | "tasks.manage" | "records.view" | "records.manage" | "records.reopen" | "records.templates.manage" | "diagnoses.manage" | "visits.manage" | "tags.manage" | "sales.view" | "sales.manage" | "estimates.view" | "estimates.edit" | "inventory.view" | "inventory.manage" | "payments.refund" | "reports.view" | "audit.view" | "group.manage")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            is_built_in: boolean;
                            permissions: string[];
                            members_count: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteRole: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getStaffInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            first_name: string;
                            clinic_name: string;
                        };
                    };
                };
            };
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    acceptStaffInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        refresh_token: string;
                        /** @enum {string} */
                        token_type: "Bearer";
                        expires_in: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listAppointments: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    date?: string;
                    /** Format: date-time */
                    from?: string;
                    /** Format: date-time */
                    to?: string;
                    vet_id?: number;
                    client_id?: number;
                    pet_id?: number;
                    status?: number[];
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            status: number;
                            datetime_start_utc: string;
                            datetime_end_utc: string;
                            source: string;
                            user_note: string | null;
                            staff_note: string | null;
                            cancel_reason: string | null;
                            created_at: string;
                            vet: {
                                id: number;
                                full_name: string;
                            };
                            client: {
                                id: number;
                                full_name: string;
                                phone: string | null;
                                email: string | null;
                            } | null;
                            pets: {
                                id: number;
                                nickname: string;
                            }[];
                            services: {
                                id: number;
                                service_id: number;
                                name: string;
                                color: string;
                                duration: number;
                            }[];
                            visit_type: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            deposit?: {
                                id: string;
                                /** @enum {string} */
                                status: "due" | "processing" | "paid" | "failed" | "expired" | "refunded" | "cancelled";
                                amount: number;
                                amount_minor: number;
                                currency: string;
                                refunded_amount_minor: number;
                            } | null;
                            utm?: {
                                utm_source?: string;
                                utm_medium?: string;
                                utm_campaign?: string;
                                utm_id?: string;
                                utm_term?: string;
                                utm_content?: string;
                            } | null;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createAppointment: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
                /** @description Any unique string per intended request: a retry with the same key and body answers the first result instead of acting twice (24 hours). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id: number;
                    pet_ids: number[];
                    service_package_ids: number[];
                    vet_id: number;
                    /** Format: date-time */
                    datetime_start_utc: string;
                    /** Format: date-time */
                    datetime_end_utc?: string;
                    status: 1 | 5;
                    staff_note?: string | null;
                    /**
                     * @default {
                     *       "mail": true,
                     *       "sms": false
                     *     }
                     */
                    notify?: {
                        /** @default true */
                        mail?: boolean;
                        /** @default false */
                        sms?: boolean;
                    };
                    require_deposit?: boolean;
                    deposit_amount?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            status: number;
                            datetime_start_utc: string;
                            datetime_end_utc: string;
                            source: string;
                            user_note: string | null;
                            staff_note: string | null;
                            cancel_reason: string | null;
                            created_at: string;
                            vet: {
                                id: number;
                                full_name: string;
                            };
                            client: {
                                id: number;
                                full_name: string;
                                phone: string | null;
                                email: string | null;
                            } | null;
                            pets: {
                                id: number;
                                nickname: string;
                            }[];
                            services: {
                                id: number;
                                service_id: number;
                                name: string;
                                color: string;
                                duration: number;
                            }[];
                            visit_type: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            deposit?: {
                                id: string;
                                /** @enum {string} */
                                status: "due" | "processing" | "paid" | "failed" | "expired" | "refunded" | "cancelled";
                                amount: number;
                                amount_minor: number;
                                currency: string;
                                refunded_amount_minor: number;
                            } | null;
                            utm?: {
                                utm_source?: string;
                                utm_medium?: string;
                                utm_campaign?: string;
                                utm_id?: string;
                                utm_term?: string;
                                utm_content?: string;
                            } | null;
                        };
                        warnings: ("outside_working_hours" | "vet_time_off" | "vet_not_assigned" | "in_past" | "client_not_notified" | "clinic_closed")[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    searchAppointments: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                search?: string;
                filter?: {
                    date_from?: string;
                    date_to?: string;
                    vet_id?: number;
                    status?: number[];
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            status: number;
                            datetime_start_utc: string;
                            datetime_end_utc: string;
                            source: string;
                            user_note: string | null;
                            staff_note: string | null;
                            cancel_reason: string | null;
                            created_at: string;
                            vet: {
                                id: number;
                                full_name: string;
                            };
                            client: {
                                id: number;
                                full_name: string;
                                phone: string | null;
                                email: string | null;
                            } | null;
                            pets: {
                                id: number;
                                nickname: string;
                            }[];
                            services: {
                                id: number;
                                service_id: number;
                                name: string;
                                color: string;
                                duration: number;
                            }[];
                            visit_type: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            deposit?: {
                                id: string;
                                /** @enum {string} */
                                status: "due" | "processing" | "paid" | "failed" | "expired" | "refunded" | "cancelled";
                                amount: number;
                                amount_minor: number;
                                currency: string;
                                refunded_amount_minor: number;
                            } | null;
                            utm?: {
                                utm_source?: string;
                                utm_medium?: string;
                                utm_campaign?: string;
                                utm_id?: string;
                                utm_term?: string;
                                utm_content?: string;
                            } | null;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listAppointmentRequests: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                search?: string;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            status: number;
                            datetime_start_utc: string;
                            datetime_end_utc: string;
                            source: string;
                            user_note: string | null;
                            staff_note: string | null;
                            cancel_reason: string | null;
                            created_at: string;
                            vet: {
                                id: number;
                                full_name: string;
                            };
                            client: {
                                id: number;
                                full_name: string;
                                phone: string | null;
                                email: string | null;
                            } | null;
                            pets: {
                                id: number;
                                nickname: string;
                            }[];
                            services: {
                                id: number;
                                service_id: number;
                                name: string;
                                color: string;
                                duration: number;
                            }[];
                            visit_type: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            deposit?: {
                                id: string;
                                /** @enum {string} */
                                status: "due" | "processing" | "paid" | "failed" | "expired" | "refunded" | "cancelled";
                                amount: number;
                                amount_minor: number;
                                currency: string;
                                refunded_amount_minor: number;
                            } | null;
                            utm?: {
                                utm_source?: string;
                                utm_medium?: string;
                                utm_campaign?: string;
                                utm_id?: string;
                                utm_term?: string;
                                utm_content?: string;
                            } | null;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getLastConductedAppointment: {
        parameters: {
            query: {
                filter: {
                    pet_id?: number;
                    client_id?: number;
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            status: number;
                            datetime_start_utc: string;
                            datetime_end_utc: string;
                            source: string;
                            user_note: string | null;
                            staff_note: string | null;
                            cancel_reason: string | null;
                            created_at: string;
                            vet: {
                                id: number;
                                full_name: string;
                            };
                            client: {
                                id: number;
                                full_name: string;
                                phone: string | null;
                                email: string | null;
                            } | null;
                            pets: {
                                id: number;
                                nickname: string;
                            }[];
                            services: {
                                id: number;
                                service_id: number;
                                name: string;
                                color: string;
                                duration: number;
                            }[];
                            visit_type: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            deposit?: {
                                id: string;
                                /** @enum {string} */
                                status: "due" | "processing" | "paid" | "failed" | "expired" | "refunded" | "cancelled";
                                amount: number;
                                amount_minor: number;
                                currency: string;
                                refunded_amount_minor: number;
                            } | null;
                            utm?: {
                                utm_source?: string;
                                utm_medium?: string;
                                utm_campaign?: string;
                                utm_id?: string;
                                utm_term?: string;
                                utm_content?: string;
                            } | null;
                        } | null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getAppointmentOptions: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            country_iso_code: string;
                            vets: {
                                id: number;
                                full_name: string;
                                job_title: string | null;
                                avatar: string | null;
                                working_hours: {
                                    day: number;
                                    start_time: string;
                                    end_time: string;
                                }[];
                            }[];
                            opening_hours: {
                                day: number;
                                start_time: string;
                                end_time: string;
                            }[];
                            services: {
                                id: number;
                                name: string;
                                color: string;
                                duration: number;
                                category: string | null;
                                is_visible: boolean;
                                vets: number[];
                                packages: {
                                    id: number;
                                    name: string;
                                    price: number;
                                }[];
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAppointment: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            status: number;
                            datetime_start_utc: string;
                            datetime_end_utc: string;
                            source: string;
                            user_note: string | null;
                            staff_note: string | null;
                            cancel_reason: string | null;
                            created_at: string;
                            vet: {
                                id: number;
                                full_name: string;
                            };
                            client: {
                                id: number;
                                full_name: string;
                                phone: string | null;
                                email: string | null;
                            } | null;
                            pets: {
                                id: number;
                                nickname: string;
                            }[];
                            services: {
                                id: number;
                                service_id: number;
                                name: string;
                                color: string;
                                duration: number;
                            }[];
                            visit_type: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            deposit?: {
                                id: string;
                                /** @enum {string} */
                                status: "due" | "processing" | "paid" | "failed" | "expired" | "refunded" | "cancelled";
                                amount: number;
                                amount_minor: number;
                                currency: string;
                                refunded_amount_minor: number;
                            } | null;
                            utm?: {
                                utm_source?: string;
                                utm_medium?: string;
                                utm_campaign?: string;
                                utm_id?: string;
                                utm_term?: string;
                                utm_content?: string;
                            } | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateAppointment: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id?: number;
                    pet_ids?: number[];
                    service_package_ids?: number[];
                    vet_id?: number;
                    /** Format: date-time */
                    datetime_start_utc?: string;
                    /** Format: date-time */
                    datetime_end_utc?: string;
                    staff_note?: string | null;
                    /**
                     * @default {
                     *       "mail": false,
                     *       "sms": false
                     *     }
                     */
                    notify?: {
                        /** @default true */
                        mail?: boolean;
                        /** @default false */
                        sms?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            status: number;
                            datetime_start_utc: string;
                            datetime_end_utc: string;
                            source: string;
                            user_note: string | null;
                            staff_note: string | null;
                            cancel_reason: string | null;
                            created_at: string;
                            vet: {
                                id: number;
                                full_name: string;
                            };
                            client: {
                                id: number;
                                full_name: string;
                                phone: string | null;
                                email: string | null;
                            } | null;
                            pets: {
                                id: number;
                                nickname: string;
                            }[];
                            services: {
                                id: number;
                                service_id: number;
                                name: string;
                                color: string;
                                duration: number;
                            }[];
                            visit_type: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            deposit?: {
                                id: string;
                                /** @enum {string} */
                                status: "due" | "processing" | "paid" | "failed" | "expired" | "refunded" | "cancelled";
                                amount: number;
                                amount_minor: number;
                                currency: string;
                                refunded_amount_minor: number;
                            } | null;
                            utm?: {
                                utm_source?: string;
                                utm_medium?: string;
                                utm_campaign?: string;
                                utm_id?: string;
                                utm_term?: string;
                                utm_content?: string;
                            } | null;
                        };
                        warnings: ("outside_working_hours" | "vet_time_off" | "vet_not_assigned" | "in_past" | "client_not_notified" | "clinic_closed")[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createWalkInAppointment: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
                /** @description Any unique string per intended request: a retry with the same key and body answers the first result instead of acting twice (24 hours). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    service_package_ids: number[];
                    vet_id: number;
                    /** Format: date-time */
                    datetime_start_utc: string;
                    /** Format: date-time */
                    datetime_end_utc?: string;
                    status: 1 | 5;
                    staff_note?: string | null;
                    /**
                     * @default {
                     *       "mail": true,
                     *       "sms": false
                     *     }
                     */
                    notify?: {
                        /** @default true */
                        mail?: boolean;
                        /** @default false */
                        sms?: boolean;
                    };
                    require_deposit?: boolean;
                    deposit_amount?: number;
                    client: {
                        first_name: string;
                        last_name: string;
                        email?: string | null;
                        phone?: string | null;
                        force?: boolean;
                        pet: {
                            nickname: string;
                            species_id: number;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            status: number;
                            datetime_start_utc: string;
                            datetime_end_utc: string;
                            source: string;
                            user_note: string | null;
                            staff_note: string | null;
                            cancel_reason: string | null;
                            created_at: string;
                            vet: {
                                id: number;
                                full_name: string;
                            };
                            client: {
                                id: number;
                                full_name: string;
                                phone: string | null;
                                email: string | null;
                            } | null;
                            pets: {
                                id: number;
                                nickname: string;
                            }[];
                            services: {
                                id: number;
                                service_id: number;
                                name: string;
                                color: string;
                                duration: number;
                            }[];
                            visit_type: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            deposit?: {
                                id: string;
                                /** @enum {string} */
                                status: "due" | "processing" | "paid" | "failed" | "expired" | "refunded" | "cancelled";
                                amount: number;
                                amount_minor: number;
                                currency: string;
                                refunded_amount_minor: number;
                            } | null;
                            utm?: {
                                utm_source?: string;
                                utm_medium?: string;
                                utm_campaign?: string;
                                utm_id?: string;
                                utm_term?: string;
                                utm_content?: string;
                            } | null;
                        };
                        warnings: ("outside_working_hours" | "vet_time_off" | "vet_not_assigned" | "in_past" | "client_not_notified" | "clinic_closed")[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    confirmAppointment: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default {
                     *       "mail": true,
                     *       "sms": false
                     *     }
                     */
                    notify?: {
                        /** @default true */
                        mail?: boolean;
                        /** @default false */
                        sms?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            status: number;
                            datetime_start_utc: string;
                            datetime_end_utc: string;
                            source: string;
                            user_note: string | null;
                            staff_note: string | null;
                            cancel_reason: string | null;
                            created_at: string;
                            vet: {
                                id: number;
                                full_name: string;
                            };
                            client: {
                                id: number;
                                full_name: string;
                                phone: string | null;
                                email: string | null;
                            } | null;
                            pets: {
                                id: number;
                                nickname: string;
                            }[];
                            services: {
                                id: number;
                                service_id: number;
                                name: string;
                                color: string;
                                duration: number;
                            }[];
                            visit_type: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            deposit?: {
                                id: string;
                                /** @enum {string} */
                                status: "due" | "processing" | "paid" | "failed" | "expired" | "refunded" | "cancelled";
                                amount: number;
                                amount_minor: number;
                                currency: string;
                                refunded_amount_minor: number;
                            } | null;
                            utm?: {
                                utm_source?: string;
                                utm_medium?: string;
                                utm_campaign?: string;
                                utm_id?: string;
                                utm_term?: string;
                                utm_content?: string;
                            } | null;
                        };
                        warnings: ("outside_working_hours" | "vet_time_off" | "vet_not_assigned" | "in_past" | "client_not_notified" | "clinic_closed")[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    cancelAppointment: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string | null;
                    /**
                     * @default {
                     *       "mail": true,
                     *       "sms": false
                     *     }
                     */
                    notify?: {
                        /** @default true */
                        mail?: boolean;
                        /** @default false */
                        sms?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            status: number;
                            datetime_start_utc: string;
                            datetime_end_utc: string;
                            source: string;
                            user_note: string | null;
                            staff_note: string | null;
                            cancel_reason: string | null;
                            created_at: string;
                            vet: {
                                id: number;
                                full_name: string;
                            };
                            client: {
                                id: number;
                                full_name: string;
                                phone: string | null;
                                email: string | null;
                            } | null;
                            pets: {
                                id: number;
                                nickname: string;
                            }[];
                            services: {
                                id: number;
                                service_id: number;
                                name: string;
                                color: string;
                                duration: number;
                            }[];
                            visit_type: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            deposit?: {
                                id: string;
                                /** @enum {string} */
                                status: "due" | "processing" | "paid" | "failed" | "expired" | "refunded" | "cancelled";
                                amount: number;
                                amount_minor: number;
                                currency: string;
                                refunded_amount_minor: number;
                            } | null;
                            utm?: {
                                utm_source?: string;
                                utm_medium?: string;
                                utm_campaign?: string;
                                utm_id?: string;
                                utm_term?: string;
                                utm_content?: string;
                            } | null;
                        };
                        warnings: ("outside_working_hours" | "vet_time_off" | "vet_not_assigned" | "in_past" | "client_not_notified" | "clinic_closed")[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    markAppointmentNoShow: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            status: number;
                            datetime_start_utc: string;
                            datetime_end_utc: string;
                            source: string;
                            user_note: string | null;
                            staff_note: string | null;
                            cancel_reason: string | null;
                            created_at: string;
                            vet: {
                                id: number;
                                full_name: string;
                            };
                            client: {
                                id: number;
                                full_name: string;
                                phone: string | null;
                                email: string | null;
                            } | null;
                            pets: {
                                id: number;
                                nickname: string;
                            }[];
                            services: {
                                id: number;
                                service_id: number;
                                name: string;
                                color: string;
                                duration: number;
                            }[];
                            visit_type: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            deposit?: {
                                id: string;
                                /** @enum {string} */
                                status: "due" | "processing" | "paid" | "failed" | "expired" | "refunded" | "cancelled";
                                amount: number;
                                amount_minor: number;
                                currency: string;
                                refunded_amount_minor: number;
                            } | null;
                            utm?: {
                                utm_source?: string;
                                utm_medium?: string;
                                utm_campaign?: string;
                                utm_id?: string;
                                utm_term?: string;
                                utm_content?: string;
                            } | null;
                        };
                        warnings: ("outside_working_hours" | "vet_time_off" | "vet_not_assigned" | "in_past" | "client_not_notified" | "clinic_closed")[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    proposeAppointmentTime: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    datetime_start_utc: string;
                    /** Format: date-time */
                    datetime_end_utc?: string;
                    vet_id?: number;
                    /**
                     * @default {
                     *       "mail": true,
                     *       "sms": false
                     *     }
                     */
                    notify?: {
                        /** @default true */
                        mail?: boolean;
                        /** @default false */
                        sms?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            status: number;
                            datetime_start_utc: string;
                            datetime_end_utc: string;
                            source: string;
                            user_note: string | null;
                            staff_note: string | null;
                            cancel_reason: string | null;
                            created_at: string;
                            vet: {
                                id: number;
                                full_name: string;
                            };
                            client: {
                                id: number;
                                full_name: string;
                                phone: string | null;
                                email: string | null;
                            } | null;
                            pets: {
                                id: number;
                                nickname: string;
                            }[];
                            services: {
                                id: number;
                                service_id: number;
                                name: string;
                                color: string;
                                duration: number;
                            }[];
                            visit_type: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            deposit?: {
                                id: string;
                                /** @enum {string} */
                                status: "due" | "processing" | "paid" | "failed" | "expired" | "refunded" | "cancelled";
                                amount: number;
                                amount_minor: number;
                                currency: string;
                                refunded_amount_minor: number;
                            } | null;
                            utm?: {
                                utm_source?: string;
                                utm_medium?: string;
                                utm_campaign?: string;
                                utm_id?: string;
                                utm_term?: string;
                                utm_content?: string;
                            } | null;
                        };
                        warnings: ("outside_working_hours" | "vet_time_off" | "vet_not_assigned" | "in_past" | "client_not_notified" | "clinic_closed")[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    renewManageLink: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            status: number;
                            datetime_start_utc: string;
                            datetime_end_utc: string;
                            source: string;
                            user_note: string | null;
                            staff_note: string | null;
                            cancel_reason: string | null;
                            created_at: string;
                            vet: {
                                id: number;
                                full_name: string;
                            };
                            client: {
                                id: number;
                                full_name: string;
                                phone: string | null;
                                email: string | null;
                            } | null;
                            pets: {
                                id: number;
                                nickname: string;
                            }[];
                            services: {
                                id: number;
                                service_id: number;
                                name: string;
                                color: string;
                                duration: number;
                            }[];
                            visit_type: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            deposit?: {
                                id: string;
                                /** @enum {string} */
                                status: "due" | "processing" | "paid" | "failed" | "expired" | "refunded" | "cancelled";
                                amount: number;
                                amount_minor: number;
                                currency: string;
                                refunded_amount_minor: number;
                            } | null;
                            utm?: {
                                utm_source?: string;
                                utm_medium?: string;
                                utm_campaign?: string;
                                utm_id?: string;
                                utm_term?: string;
                                utm_content?: string;
                            } | null;
                        };
                        warnings: ("outside_working_hours" | "vet_time_off" | "vet_not_assigned" | "in_past" | "client_not_notified" | "clinic_closed")[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    checkBookable: {
        parameters: {
            query: {
                datetime_start_utc: string;
                duration?: number;
                service_package_ids?: number[];
                exclude_appointment_id?: number;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                vetId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bookable: boolean;
                            reason: ("slot_taken" | "not_a_vet") | null;
                            warnings: ("outside_working_hours" | "vet_time_off" | "vet_not_assigned" | "in_past" | "client_not_notified" | "clinic_closed")[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listStaffTimeslots: {
        parameters: {
            query: {
                start_date: string;
                end_date: string;
                service_package_ids?: number[];
                visit_type_id?: number;
                vet_id?: number;
                any_staff?: "0" | "1";
                pets?: number;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            first_name: string;
                            last_name: string;
                            job_title: string | null;
                            avatar: string | null;
                            schedule: {
                                [key: string]: string[];
                            };
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getPublicClinic: {
        parameters: {
            query?: {
                include?: string;
            };
            header?: never;
            path: {
                clinic: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            slug: string;
                            address: string | null;
                            phone: string | null;
                            email: string | null;
                            logo: string | null;
                            country: {
                                iso_code: string;
                            };
                            timezone: string;
                            client_date_format: string;
                            client_time_format: string;
                            default_language: string;
                            currency: string;
                            currency_first: number;
                            online_booking_enabled: boolean;
                            registration_enabled: boolean;
                            any_staff_enabled: boolean;
                            visit_types_active: boolean;
                            auto_confirm: boolean;
                            min_notice_minutes: number;
                            booking_horizon_days: number;
                            cancel_cutoff_hours: number;
                            schedules?: {
                                day: number;
                                is_open: boolean;
                                intervals: {
                                    start_time: string;
                                    end_time: string;
                                }[];
                            }[];
                            services_categories?: {
                                id: number;
                                name: string;
                                order: number;
                            }[];
                            services?: {
                                id: number;
                                category: {
                                    id: number;
                                    name: string;
                                } | null;
                                category_id: number | null;
                                name: string;
                                duration: number;
                                color: string;
                                description: string | null;
                                order: number;
                                price: number;
                                deposit_for_online_booking: number;
                                service_packages: {
                                    id: number;
                                    name: string;
                                    price: number;
                                    is_enabled: boolean;
                                }[];
                                printable_files: {
                                    id: number;
                                    name: string;
                                }[];
                                vets: number[];
                                is_visible: boolean;
                                is_notifiable: boolean;
                                deleted_at: string | null;
                            }[];
                            visit_type_categories?: {
                                id: number;
                                name: string;
                                order: number;
                            }[];
                            visit_types?: {
                                id: number;
                                category: {
                                    id: number;
                                    name: string;
                                } | null;
                                category_id: number | null;
                                name: string;
                                duration: number;
                                color: string;
                                description: string | null;
                                order: number;
                                deposit_for_online_booking: number;
                                printable_files: {
                                    id: number;
                                    name: string;
                                }[];
                                vets: number[];
                                is_visible: boolean;
                                is_notifiable: boolean;
                                deleted_at: string | null;
                            }[];
                            species?: {
                                id: number;
                                name: string;
                                breeds: {
                                    id: number;
                                    name: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listPublicVets: {
        parameters: {
            query: {
                filter: {
                    clinic_slug?: string;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            first_name: string;
                            last_name: string;
                            full_name: string;
                            job_title: string | null;
                            avatar: string | null;
                            service_ids: number[];
                            visit_type_ids: number[];
                        }[];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listVetServices: {
        parameters: {
            query?: {
                clinic?: string;
                filter?: {
                    clinic_slug?: string;
                };
            };
            header?: never;
            path: {
                vet: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            category: {
                                id: number;
                                name: string;
                            } | null;
                            category_id: number | null;
                            name: string;
                            duration: number;
                            color: string;
                            description: string | null;
                            order: number;
                            price: number;
                            deposit_for_online_booking: number;
                            service_packages: {
                                id: number;
                                name: string;
                                price: number;
                                is_enabled: boolean;
                            }[];
                            printable_files: {
                                id: number;
                                name: string;
                            }[];
                            vets: number[];
                            is_visible: boolean;
                            is_notifiable: boolean;
                            deleted_at: string | null;
                        }[];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listPublicTimeslots: {
        parameters: {
            query: {
                start_date: string;
                end_date: string;
                service_package_ids?: number[];
                visit_type_id?: number;
                vet_id?: number;
                any_staff?: "0" | "1";
                pets?: number;
            };
            header?: never;
            path: {
                clinic: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            first_name: string;
                            last_name: string;
                            job_title: string | null;
                            avatar: string | null;
                            schedule: {
                                [key: string]: string[];
                            };
                        }[];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getClientLink: {
        parameters: {
            query?: {
                size?: number;
            };
            header?: never;
            path: {
                clinic: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                            qr_svg: string;
                            app_store_url: string | null;
                            google_play_url: string | null;
                        };
                    };
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    bookAppointment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string per intended request: a retry with the same key and body answers the first result instead of acting twice (24 hours). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clinic_id: number;
                    /** Format: date-time */
                    datetime_start_utc: string;
                    vet_id: number;
                    service_package_ids?: number[];
                    visit_type_id?: number;
                    pet_ids?: number[];
                    pets?: {
                        nickname: string;
                        species_id: number;
                        breed_id?: number | null;
                        color?: string | null;
                        /**
                         * @default unknown
                         * @enum {string}
                         */
                        gender?: "male" | "female" | "unknown";
                        birthday?: string | null;
                        /** @default false */
                        birthday_is_estimated?: boolean;
                        hormonal_status?: (0 | 1) | null;
                    }[];
                    first_name?: string;
                    last_name?: string;
                    email?: string;
                    phone?: string;
                    user_note?: string | null;
                    language?: string;
                    utm_source?: string | null;
                    utm_medium?: string | null;
                    utm_campaign?: string | null;
                    utm_id?: string | null;
                    utm_term?: string | null;
                    utm_content?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            status: number;
                            datetime_start_utc: string;
                            datetime_end_utc: string;
                            vet: {
                                id: number;
                                full_name: string;
                            };
                            token: string;
                            manage_url: string;
                            clinic: {
                                id: number;
                                name: string;
                                address: string | null;
                                phone: string | null;
                                timezone: string;
                            };
                            services: {
                                id: number;
                                name: string;
                            }[];
                            visit_type: {
                                id: number;
                                name: string;
                            } | null;
                            pets: {
                                id: number;
                                nickname: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getManagedAppointment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            status: number;
                            datetime_start_utc: string;
                            datetime_end_utc: string;
                            pet: {
                                nickname: string;
                            } | null;
                            pets: {
                                nickname: string;
                            }[];
                            vet: {
                                id: number;
                                full_name: string;
                            };
                            clinic: {
                                id: number;
                                name: string;
                                slug: string;
                                address: string | null;
                                phone: string | null;
                                timezone: string;
                            };
                            user_note: string | null;
                            service: {
                                id: number;
                                name: string;
                            } | null;
                            services: {
                                id: number;
                                name: string;
                                service_package_id: number;
                            }[];
                            visit_type: {
                                id: number;
                                name: string;
                            } | null;
                            can_accept: boolean;
                            can_cancel: boolean;
                            can_reschedule: boolean;
                            change_deadline_utc: string;
                            deposit?: {
                                id: string;
                                /** @enum {string} */
                                status: "due" | "processing" | "paid" | "failed" | "expired" | "refunded" | "cancelled";
                                amount: number;
                                amount_minor: number;
                                currency: string;
                                refunded_amount_minor: number;
                            } | null;
                        };
                    };
                };
            };
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    downloadAppointmentInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    acceptProposedTime: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            status: number;
                            datetime_start_utc: string;
                            datetime_end_utc: string;
                            pet: {
                                nickname: string;
                            } | null;
                            pets: {
                                nickname: string;
                            }[];
                            vet: {
                                id: number;
                                full_name: string;
                            };
                            clinic: {
                                id: number;
                                name: string;
                                slug: string;
                                address: string | null;
                                phone: string | null;
                                timezone: string;
                            };
                            user_note: string | null;
                            service: {
                                id: number;
                                name: string;
                            } | null;
                            services: {
                                id: number;
                                name: string;
                                service_package_id: number;
                            }[];
                            visit_type: {
                                id: number;
                                name: string;
                            } | null;
                            can_accept: boolean;
                            can_cancel: boolean;
                            can_reschedule: boolean;
                            change_deadline_utc: string;
                            deposit?: {
                                id: string;
                                /** @enum {string} */
                                status: "due" | "processing" | "paid" | "failed" | "expired" | "refunded" | "cancelled";
                                amount: number;
                                amount_minor: number;
                                currency: string;
                                refunded_amount_minor: number;
                            } | null;
                        };
                    };
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    cancelManagedAppointment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            status: number;
                            datetime_start_utc: string;
                            datetime_end_utc: string;
                            pet: {
                                nickname: string;
                            } | null;
                            pets: {
                                nickname: string;
                            }[];
                            vet: {
                                id: number;
                                full_name: string;
                            };
                            clinic: {
                                id: number;
                                name: string;
                                slug: string;
                                address: string | null;
                                phone: string | null;
                                timezone: string;
                            };
                            user_note: string | null;
                            service: {
                                id: number;
                                name: string;
                            } | null;
                            services: {
                                id: number;
                                name: string;
                                service_package_id: number;
                            }[];
                            visit_type: {
                                id: number;
                                name: string;
                            } | null;
                            can_accept: boolean;
                            can_cancel: boolean;
                            can_reschedule: boolean;
                            change_deadline_utc: string;
                            deposit?: {
                                id: string;
                                /** @enum {string} */
                                status: "due" | "processing" | "paid" | "failed" | "expired" | "refunded" | "cancelled";
                                amount: number;
                                amount_minor: number;
                                currency: string;
                                refunded_amount_minor: number;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    rescheduleManagedAppointment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    datetime_start_utc: string;
                    vet_id: number;
                    service_package_ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            status: number;
                            datetime_start_utc: string;
                            datetime_end_utc: string;
                            pet: {
                                nickname: string;
                            } | null;
                            pets: {
                                nickname: string;
                            }[];
                            vet: {
                                id: number;
                                full_name: string;
                            };
                            clinic: {
                                id: number;
                                name: string;
                                slug: string;
                                address: string | null;
                                phone: string | null;
                                timezone: string;
                            };
                            user_note: string | null;
                            service: {
                                id: number;
                                name: string;
                            } | null;
                            services: {
                                id: number;
                                name: string;
                                service_package_id: number;
                            }[];
                            visit_type: {
                                id: number;
                                name: string;
                            } | null;
                            can_accept: boolean;
                            can_cancel: boolean;
                            can_reschedule: boolean;
                            change_deadline_utc: string;
                            deposit?: {
                                id: string;
                                /** @enum {string} */
                                status: "due" | "processing" | "paid" | "failed" | "expired" | "refunded" | "cancelled";
                                amount: number;
                                amount_minor: number;
                                currency: string;
                                refunded_amount_minor: number;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listServiceCategories: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            order: number;
                            items_count: number;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createServiceCategory: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    order?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            order: number;
                            items_count: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateServiceCategory: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    order?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            order: number;
                            items_count: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteServiceCategory: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listVisitTypeCategories: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            order: number;
                            items_count: number;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createVisitTypeCategory: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    order?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            order: number;
                            items_count: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateVisitTypeCategory: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    order?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            order: number;
                            items_count: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteVisitTypeCategory: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listServices: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    category_id?: number;
                    /** @enum {string} */
                    include_hidden?: "0" | "1";
                };
                search?: string;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            category: {
                                id: number;
                                name: string;
                            } | null;
                            category_id: number | null;
                            name: string;
                            duration: number;
                            color: string;
                            description: string | null;
                            order: number;
                            price: number;
                            deposit_for_online_booking: number;
                            service_packages: {
                                id: number;
                                name: string;
                                price: number;
                                is_enabled: boolean;
                            }[];
                            printable_files: {
                                id: number;
                                name: string;
                            }[];
                            vets: number[];
                            is_visible: boolean;
                            is_notifiable: boolean;
                            deleted_at: string | null;
                            aaha_code: string | null;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createService: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    duration: number;
                    color: string;
                    description?: string | null;
                    deposit_for_online_booking: number;
                    /** @default [] */
                    vet_ids?: number[];
                    /** @default true */
                    is_visible?: boolean;
                    /** @default true */
                    is_notifiable?: boolean;
                    /** @default 0 */
                    order?: number;
                    category_id: number;
                    price: number;
                    aaha_code?: ("EXAM" | "EXAM-EM" | "VACC" | "PREV" | "PARA" | "PHARM" | "INJ" | "DIET" | "FOOD" | "LAB-IN" | "LAB-REF" | "IMG-RAD" | "IMG-US" | "IMG-ADV" | "ANES" | "SURG" | "SURG-ORTH" | "SPAY" | "DENT" | "HOSP" | "ICU" | "FLUID" | "BOARD" | "GROOM" | "RETAIL" | "SUPPLY" | "MICRO" | "EUTH" | "BEHAV" | "REHAB" | "REPRO" | "CERT" | "HOUSE" | "MISC") | "" | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            category: {
                                id: number;
                                name: string;
                            } | null;
                            category_id: number | null;
                            name: string;
                            duration: number;
                            color: string;
                            description: string | null;
                            order: number;
                            price: number;
                            deposit_for_online_booking: number;
                            service_packages: {
                                id: number;
                                name: string;
                                price: number;
                                is_enabled: boolean;
                            }[];
                            printable_files: {
                                id: number;
                                name: string;
                            }[];
                            vets: number[];
                            is_visible: boolean;
                            is_notifiable: boolean;
                            deleted_at: string | null;
                            aaha_code: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getService: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            category: {
                                id: number;
                                name: string;
                            } | null;
                            category_id: number | null;
                            name: string;
                            duration: number;
                            color: string;
                            description: string | null;
                            order: number;
                            price: number;
                            deposit_for_online_booking: number;
                            service_packages: {
                                id: number;
                                name: string;
                                price: number;
                                is_enabled: boolean;
                            }[];
                            printable_files: {
                                id: number;
                                name: string;
                            }[];
                            vets: number[];
                            is_visible: boolean;
                            is_notifiable: boolean;
                            deleted_at: string | null;
                            aaha_code: string | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateService: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    duration: number;
                    color: string;
                    description?: string | null;
                    deposit_for_online_booking: number;
                    /** @default [] */
                    vet_ids?: number[];
                    /** @default true */
                    is_visible?: boolean;
                    /** @default true */
                    is_notifiable?: boolean;
                    /** @default 0 */
                    order?: number;
                    category_id: number;
                    price: number;
                    aaha_code?: ("EXAM" | "EXAM-EM" | "VACC" | "PREV" | "PARA" | "PHARM" | "INJ" | "DIET" | "FOOD" | "LAB-IN" | "LAB-REF" | "IMG-RAD" | "IMG-US" | "IMG-ADV" | "ANES" | "SURG" | "SURG-ORTH" | "SPAY" | "DENT" | "HOSP" | "ICU" | "FLUID" | "BOARD" | "GROOM" | "RETAIL" | "SUPPLY" | "MICRO" | "EUTH" | "BEHAV" | "REHAB" | "REPRO" | "CERT" | "HOUSE" | "MISC") | "" | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            category: {
                                id: number;
                                name: string;
                            } | null;
                            category_id: number | null;
                            name: string;
                            duration: number;
                            color: string;
                            description: string | null;
                            order: number;
                            price: number;
                            deposit_for_online_booking: number;
                            service_packages: {
                                id: number;
                                name: string;
                                price: number;
                                is_enabled: boolean;
                            }[];
                            printable_files: {
                                id: number;
                                name: string;
                            }[];
                            vets: number[];
                            is_visible: boolean;
                            is_notifiable: boolean;
                            deleted_at: string | null;
                            aaha_code: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteService: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listServicePackages: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    service_id?: number;
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            service_id: number;
                            name: string;
                            type: number;
                            price: number;
                            is_enabled: boolean;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    enableServicePackage: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            service_id: number;
                            name: string;
                            type: number;
                            price: number;
                            is_enabled: boolean;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    disableServicePackage: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            service_id: number;
                            name: string;
                            type: number;
                            price: number;
                            is_enabled: boolean;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listVisitTypes: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    category_id?: number;
                    /** @enum {string} */
                    include_hidden?: "0" | "1";
                };
                search?: string;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            category: {
                                id: number;
                                name: string;
                            } | null;
                            category_id: number | null;
                            name: string;
                            duration: number;
                            color: string;
                            description: string | null;
                            order: number;
                            deposit_for_online_booking: number;
                            printable_files: {
                                id: number;
                                name: string;
                            }[];
                            vets: number[];
                            is_visible: boolean;
                            is_notifiable: boolean;
                            deleted_at: string | null;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createVisitType: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    duration: number;
                    color: string;
                    description?: string | null;
                    deposit_for_online_booking: number;
                    /** @default [] */
                    vet_ids?: number[];
                    /** @default true */
                    is_visible?: boolean;
                    /** @default true */
                    is_notifiable?: boolean;
                    /** @default 0 */
                    order?: number;
                    category_id: "" | null | number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            category: {
                                id: number;
                                name: string;
                            } | null;
                            category_id: number | null;
                            name: string;
                            duration: number;
                            color: string;
                            description: string | null;
                            order: number;
                            deposit_for_online_booking: number;
                            printable_files: {
                                id: number;
                                name: string;
                            }[];
                            vets: number[];
                            is_visible: boolean;
                            is_notifiable: boolean;
                            deleted_at: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listVisitTypesByCategory: {
        parameters: {
            query?: {
                search?: string;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            category: {
                                id: number;
                                name: string;
                                order: number;
                            } | null;
                            visit_types: {
                                id: number;
                                category: {
                                    id: number;
                                    name: string;
                                } | null;
                                category_id: number | null;
                                name: string;
                                duration: number;
                                color: string;
                                description: string | null;
                                order: number;
                                deposit_for_online_booking: number;
                                printable_files: {
                                    id: number;
                                    name: string;
                                }[];
                                vets: number[];
                                is_visible: boolean;
                                is_notifiable: boolean;
                                deleted_at: string | null;
                            }[];
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listVisitTypeRepository: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            key: string;
                            name: string;
                            category: string;
                            duration: number;
                            color: string;
                            description: string;
                            already_added: boolean;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateVisitTypesBulk: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                    changes: {
                        is_visible?: boolean;
                        category_id?: number | null;
                        duration?: number;
                        deposit_for_online_booking?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            category: {
                                id: number;
                                name: string;
                            } | null;
                            category_id: number | null;
                            name: string;
                            duration: number;
                            color: string;
                            description: string | null;
                            order: number;
                            deposit_for_online_booking: number;
                            printable_files: {
                                id: number;
                                name: string;
                            }[];
                            vets: number[];
                            is_visible: boolean;
                            is_notifiable: boolean;
                            deleted_at: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    copyVisitTypesFromRepository: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    keys: ("general_consultation" | "new_patient_exam" | "puppy_kitten_check" | "senior_wellness" | "second_opinion" | "behaviour_consultation" | "nutrition_consultation" | "emergency_visit" | "vaccination" | "rabies_vaccination" | "deworming" | "flea_tick_treatment" | "microchipping" | "travel_certificate" | "blood_test" | "ultrasound" | "x_ray" | "allergy_dermatology" | "dental_check" | "dental_cleaning" | "spay_neuter" | "surgery_consultation" | "minor_surgery" | "nail_trim" | "anal_gland_expression" | "ear_cleaning" | "post_op_check" | "suture_removal" | "follow_up" | "euthanasia")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created: {
                                id: number;
                                category: {
                                    id: number;
                                    name: string;
                                } | null;
                                category_id: number | null;
                                name: string;
                                duration: number;
                                color: string;
                                description: string | null;
                                order: number;
                                deposit_for_online_booking: number;
                                printable_files: {
                                    id: number;
                                    name: string;
                                }[];
                                vets: number[];
                                is_visible: boolean;
                                is_notifiable: boolean;
                                deleted_at: string | null;
                            }[];
                            skipped: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getVisitType: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            category: {
                                id: number;
                                name: string;
                            } | null;
                            category_id: number | null;
                            name: string;
                            duration: number;
                            color: string;
                            description: string | null;
                            order: number;
                            deposit_for_online_booking: number;
                            printable_files: {
                                id: number;
                                name: string;
                            }[];
                            vets: number[];
                            is_visible: boolean;
                            is_notifiable: boolean;
                            deleted_at: string | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateVisitType: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    duration: number;
                    color: string;
                    description?: string | null;
                    deposit_for_online_booking: number;
                    /** @default [] */
                    vet_ids?: number[];
                    /** @default true */
                    is_visible?: boolean;
                    /** @default true */
                    is_notifiable?: boolean;
                    /** @default 0 */
                    order?: number;
                    category_id: "" | null | number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            category: {
                                id: number;
                                name: string;
                            } | null;
                            category_id: number | null;
                            name: string;
                            duration: number;
                            color: string;
                            description: string | null;
                            order: number;
                            deposit_for_online_booking: number;
                            printable_files: {
                                id: number;
                                name: string;
                            }[];
                            vets: number[];
                            is_visible: boolean;
                            is_notifiable: boolean;
                            deleted_at: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteVisitType: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listShifts: {
        parameters: {
            query: {
                start: string;
                end: string;
                filter?: {
                    vet_id?: number;
                    /** @enum {string} */
                    status?: "draft" | "published";
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            vet_id: number;
                            vet: {
                                id: number;
                                full_name: string;
                            };
                            /** @enum {string} */
                            status: "draft" | "published";
                            date: string;
                            start_time: string;
                            end_time: string;
                            datetime_start_utc: string;
                            datetime_end_utc: string;
                            note: string | null;
                            published_at: string | null;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createShift: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    vet_id: number;
                    date: string;
                    start_time: string;
                    end_time: string;
                    note?: string | null;
                    force?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            vet_id: number;
                            vet: {
                                id: number;
                                full_name: string;
                            };
                            /** @enum {string} */
                            status: "draft" | "published";
                            date: string;
                            start_time: string;
                            end_time: string;
                            datetime_start_utc: string;
                            datetime_end_utc: string;
                            note: string | null;
                            published_at: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    publishShifts: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    start: string;
                    end: string;
                    /** @default false */
                    force?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            published: number;
                            replaced: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateShift: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    vet_id: number;
                    date: string;
                    start_time: string;
                    end_time: string;
                    note?: string | null;
                    force?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            vet_id: number;
                            vet: {
                                id: number;
                                full_name: string;
                            };
                            /** @enum {string} */
                            status: "draft" | "published";
                            date: string;
                            start_time: string;
                            end_time: string;
                            datetime_start_utc: string;
                            datetime_end_utc: string;
                            note: string | null;
                            published_at: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteShift: {
        parameters: {
            query?: {
                force?: "0" | "1";
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listShiftTemplates: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            entries: {
                                id: number;
                                vet_id: number;
                                day: number;
                                start_time: string;
                                end_time: string;
                            }[];
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createShiftTemplate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    entries: {
                        vet_id: number;
                        day: number;
                        start_time: string;
                        end_time: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            entries: {
                                id: number;
                                vet_id: number;
                                day: number;
                                start_time: string;
                                end_time: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateShiftTemplate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    entries: {
                        vet_id: number;
                        day: number;
                        start_time: string;
                        end_time: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            entries: {
                                id: number;
                                vet_id: number;
                                day: number;
                                start_time: string;
                                end_time: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteShiftTemplate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    applyShiftTemplate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    week_start: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            vet_id: number;
                            vet: {
                                id: number;
                                full_name: string;
                            };
                            /** @enum {string} */
                            status: "draft" | "published";
                            date: string;
                            start_time: string;
                            end_time: string;
                            datetime_start_utc: string;
                            datetime_end_utc: string;
                            note: string | null;
                            published_at: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listClients: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                search?: string;
                filter?: {
                    /** @enum {string} */
                    archived?: "0" | "1";
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            first_name: string;
                            last_name: string;
                            full_name: string;
                            email: string | null;
                            phone: string | null;
                            address: string | null;
                            lead_source: string | null;
                            needs_review: boolean;
                            archived_at: string | null;
                            pets: {
                                id: number;
                                nickname: string;
                                species: {
                                    id: number;
                                    name: string;
                                } | null;
                            }[];
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createClient: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name: string;
                    last_name: string;
                    email?: string | null;
                    phone?: string | null;
                    address?: string | null;
                    address_2?: string | null;
                    lead_source?: ("google_search" | "social_media" | "referral" | "walk_in" | "local_event" | "paid_ad" | "blog" | "signage" | "walk_by" | "online_reviews" | "vet_referral" | "other") | null;
                    lead_source_details?: string | null;
                    notes?: string | null;
                    language?: ("en" | "ro" | "ca" | "id" | "es" | "fr" | "zh-TW" | "pl" | "cs" | "sv" | "bg" | "pt" | "hu" | "ko") | null;
                    force?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            first_name: string;
                            last_name: string;
                            full_name: string;
                            email: string | null;
                            phone: string | null;
                            address: string | null;
                            lead_source: string | null;
                            needs_review: boolean;
                            archived_at: string | null;
                            address_2: string | null;
                            lead_source_details: string | null;
                            notes: string | null;
                            language: string | null;
                            has_account: boolean;
                            created_at: string;
                            pets: {
                                id: number;
                                nickname: string;
                                species: {
                                    id: number;
                                    name: string;
                                } | null;
                                breed: {
                                    id: number;
                                    name: string;
                                } | null;
                                gender: string;
                                hormonal_status: number | null;
                                birthday: string | null;
                                birthday_is_estimated: boolean;
                                color: string | null;
                                microchip: string | null;
                                weight_grams: number | null;
                                photo: string | null;
                                archived_at: string | null;
                                owner: {
                                    id: number;
                                    full_name: string;
                                    phone: string | null;
                                };
                            }[];
                            counts: {
                                pets: number;
                                appointments: number;
                                upcoming_appointments: number;
                                communications: number;
                            };
                            utm?: {
                                utm_source?: string;
                                utm_medium?: string;
                                utm_campaign?: string;
                                utm_id?: string;
                                utm_term?: string;
                                utm_content?: string;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getClient: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            first_name: string;
                            last_name: string;
                            full_name: string;
                            email: string | null;
                            phone: string | null;
                            address: string | null;
                            lead_source: string | null;
                            needs_review: boolean;
                            archived_at: string | null;
                            address_2: string | null;
                            lead_source_details: string | null;
                            notes: string | null;
                            language: string | null;
                            has_account: boolean;
                            created_at: string;
                            pets: {
                                id: number;
                                nickname: string;
                                species: {
                                    id: number;
                                    name: string;
                                } | null;
                                breed: {
                                    id: number;
                                    name: string;
                                } | null;
                                gender: string;
                                hormonal_status: number | null;
                                birthday: string | null;
                                birthday_is_estimated: boolean;
                                color: string | null;
                                microchip: string | null;
                                weight_grams: number | null;
                                photo: string | null;
                                archived_at: string | null;
                                owner: {
                                    id: number;
                                    full_name: string;
                                    phone: string | null;
                                };
                            }[];
                            counts: {
                                pets: number;
                                appointments: number;
                                upcoming_appointments: number;
                                communications: number;
                            };
                            utm?: {
                                utm_source?: string;
                                utm_medium?: string;
                                utm_campaign?: string;
                                utm_id?: string;
                                utm_term?: string;
                                utm_content?: string;
                            } | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateClient: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name: string;
                    last_name: string;
                    email?: string | null;
                    phone?: string | null;
                    address?: string | null;
                    address_2?: string | null;
                    lead_source?: ("google_search" | "social_media" | "referral" | "walk_in" | "local_event" | "paid_ad" | "blog" | "signage" | "walk_by" | "online_reviews" | "vet_referral" | "other") | null;
                    lead_source_details?: string | null;
                    notes?: string | null;
                    language?: ("en" | "ro" | "ca" | "id" | "es" | "fr" | "zh-TW" | "pl" | "cs" | "sv" | "bg" | "pt" | "hu" | "ko") | null;
                    force?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            first_name: string;
                            last_name: string;
                            full_name: string;
                            email: string | null;
                            phone: string | null;
                            address: string | null;
                            lead_source: string | null;
                            needs_review: boolean;
                            archived_at: string | null;
                            address_2: string | null;
                            lead_source_details: string | null;
                            notes: string | null;
                            language: string | null;
                            has_account: boolean;
                            created_at: string;
                            pets: {
                                id: number;
                                nickname: string;
                                species: {
                                    id: number;
                                    name: string;
                                } | null;
                                breed: {
                                    id: number;
                                    name: string;
                                } | null;
                                gender: string;
                                hormonal_status: number | null;
                                birthday: string | null;
                                birthday_is_estimated: boolean;
                                color: string | null;
                                microchip: string | null;
                                weight_grams: number | null;
                                photo: string | null;
                                archived_at: string | null;
                                owner: {
                                    id: number;
                                    full_name: string;
                                    phone: string | null;
                                };
                            }[];
                            counts: {
                                pets: number;
                                appointments: number;
                                upcoming_appointments: number;
                                communications: number;
                            };
                            utm?: {
                                utm_source?: string;
                                utm_medium?: string;
                                utm_campaign?: string;
                                utm_id?: string;
                                utm_term?: string;
                                utm_content?: string;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    archiveClient: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            first_name: string;
                            last_name: string;
                            full_name: string;
                            email: string | null;
                            phone: string | null;
                            address: string | null;
                            lead_source: string | null;
                            needs_review: boolean;
                            archived_at: string | null;
                            address_2: string | null;
                            lead_source_details: string | null;
                            notes: string | null;
                            language: string | null;
                            has_account: boolean;
                            created_at: string;
                            pets: {
                                id: number;
                                nickname: string;
                                species: {
                                    id: number;
                                    name: string;
                                } | null;
                                breed: {
                                    id: number;
                                    name: string;
                                } | null;
                                gender: string;
                                hormonal_status: number | null;
                                birthday: string | null;
                                birthday_is_estimated: boolean;
                                color: string | null;
                                microchip: string | null;
                                weight_grams: number | null;
                                photo: string | null;
                                archived_at: string | null;
                                owner: {
                                    id: number;
                                    full_name: string;
                                    phone: string | null;
                                };
                            }[];
                            counts: {
                                pets: number;
                                appointments: number;
                                upcoming_appointments: number;
                                communications: number;
                            };
                            utm?: {
                                utm_source?: string;
                                utm_medium?: string;
                                utm_campaign?: string;
                                utm_id?: string;
                                utm_term?: string;
                                utm_content?: string;
                            } | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    unarchiveClient: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            first_name: string;
                            last_name: string;
                            full_name: string;
                            email: string | null;
                            phone: string | null;
                            address: string | null;
                            lead_source: string | null;
                            needs_review: boolean;
                            archived_at: string | null;
                            address_2: string | null;
                            lead_source_details: string | null;
                            notes: string | null;
                            language: string | null;
                            has_account: boolean;
                            created_at: string;
                            pets: {
                                id: number;
                                nickname: string;
                                species: {
                                    id: number;
                                    name: string;
                                } | null;
                                breed: {
                                    id: number;
                                    name: string;
                                } | null;
                                gender: string;
                                hormonal_status: number | null;
                                birthday: string | null;
                                birthday_is_estimated: boolean;
                                color: string | null;
                                microchip: string | null;
                                weight_grams: number | null;
                                photo: string | null;
                                archived_at: string | null;
                                owner: {
                                    id: number;
                                    full_name: string;
                                    phone: string | null;
                                };
                            }[];
                            counts: {
                                pets: number;
                                appointments: number;
                                upcoming_appointments: number;
                                communications: number;
                            };
                            utm?: {
                                utm_source?: string;
                                utm_medium?: string;
                                utm_campaign?: string;
                                utm_id?: string;
                                utm_term?: string;
                                utm_content?: string;
                            } | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listClientCommunications: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            type: number;
                            direction: string;
                            subject: string | null;
                            body: string;
                            created_at: string;
                            created_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            clinic: {
                                id: number;
                                name: string;
                            };
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createClientCommunication: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type: 0 | 1 | 2 | 3;
                    /**
                     * @default out
                     * @enum {string}
                     */
                    direction?: "in" | "out";
                    subject?: string | null;
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            type: number;
                            direction: string;
                            subject: string | null;
                            body: string;
                            created_at: string;
                            created_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            clinic: {
                                id: number;
                                name: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listPets: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                search?: string;
                filter?: {
                    owner_id?: number;
                    species_id?: number;
                    /** @enum {string} */
                    archived?: "0" | "1";
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            nickname: string;
                            species: {
                                id: number;
                                name: string;
                            } | null;
                            breed: {
                                id: number;
                                name: string;
                            } | null;
                            gender: string;
                            hormonal_status: number | null;
                            birthday: string | null;
                            birthday_is_estimated: boolean;
                            color: string | null;
                            microchip: string | null;
                            weight_grams: number | null;
                            photo: string | null;
                            archived_at: string | null;
                            owner: {
                                id: number;
                                full_name: string;
                                phone: string | null;
                            };
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createPet: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    owner_id: number;
                    nickname: string;
                    species_id: number;
                    breed_id?: number | null;
                    /**
                     * @default unknown
                     * @enum {string}
                     */
                    gender?: "male" | "female" | "unknown";
                    hormonal_status?: (0 | 1) | null;
                    birthday?: string | null;
                    /** @default false */
                    birthday_is_estimated?: boolean;
                    age?: {
                        /** @default 0 */
                        years?: number;
                        /** @default 0 */
                        months?: number;
                        /** @default 0 */
                        days?: number;
                    } | null;
                    color?: string | null;
                    microchip?: string | null;
                    weight?: number | null;
                    photo?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            nickname: string;
                            species: {
                                id: number;
                                name: string;
                            } | null;
                            breed: {
                                id: number;
                                name: string;
                            } | null;
                            gender: string;
                            hormonal_status: number | null;
                            birthday: string | null;
                            birthday_is_estimated: boolean;
                            color: string | null;
                            microchip: string | null;
                            weight_grams: number | null;
                            photo: string | null;
                            archived_at: string | null;
                            owner: {
                                id: number;
                                full_name: string;
                                phone: string | null;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getPet: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            nickname: string;
                            species: {
                                id: number;
                                name: string;
                            } | null;
                            breed: {
                                id: number;
                                name: string;
                            } | null;
                            gender: string;
                            hormonal_status: number | null;
                            birthday: string | null;
                            birthday_is_estimated: boolean;
                            color: string | null;
                            microchip: string | null;
                            weight_grams: number | null;
                            photo: string | null;
                            archived_at: string | null;
                            owner: {
                                id: number;
                                full_name: string;
                                phone: string | null;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updatePet: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    owner_id: number;
                    nickname: string;
                    species_id: number;
                    breed_id?: number | null;
                    /**
                     * @default unknown
                     * @enum {string}
                     */
                    gender?: "male" | "female" | "unknown";
                    hormonal_status?: (0 | 1) | null;
                    birthday?: string | null;
                    /** @default false */
                    birthday_is_estimated?: boolean;
                    age?: {
                        /** @default 0 */
                        years?: number;
                        /** @default 0 */
                        months?: number;
                        /** @default 0 */
                        days?: number;
                    } | null;
                    color?: string | null;
                    microchip?: string | null;
                    weight?: number | null;
                    photo?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            nickname: string;
                            species: {
                                id: number;
                                name: string;
                            } | null;
                            breed: {
                                id: number;
                                name: string;
                            } | null;
                            gender: string;
                            hormonal_status: number | null;
                            birthday: string | null;
                            birthday_is_estimated: boolean;
                            color: string | null;
                            microchip: string | null;
                            weight_grams: number | null;
                            photo: string | null;
                            archived_at: string | null;
                            owner: {
                                id: number;
                                full_name: string;
                                phone: string | null;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    archivePet: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            nickname: string;
                            species: {
                                id: number;
                                name: string;
                            } | null;
                            breed: {
                                id: number;
                                name: string;
                            } | null;
                            gender: string;
                            hormonal_status: number | null;
                            birthday: string | null;
                            birthday_is_estimated: boolean;
                            color: string | null;
                            microchip: string | null;
                            weight_grams: number | null;
                            photo: string | null;
                            archived_at: string | null;
                            owner: {
                                id: number;
                                full_name: string;
                                phone: string | null;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    unarchivePet: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            nickname: string;
                            species: {
                                id: number;
                                name: string;
                            } | null;
                            breed: {
                                id: number;
                                name: string;
                            } | null;
                            gender: string;
                            hormonal_status: number | null;
                            birthday: string | null;
                            birthday_is_estimated: boolean;
                            color: string | null;
                            microchip: string | null;
                            weight_grams: number | null;
                            photo: string | null;
                            archived_at: string | null;
                            owner: {
                                id: number;
                                full_name: string;
                                phone: string | null;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listSpecies: {
        parameters: {
            query?: {
                include?: string;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            breeds?: {
                                id: number;
                                name: string;
                            }[];
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listPetRequests: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    /** @enum {string} */
                    status?: "0" | "1" | "2";
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            status: number;
                            created_at: string;
                            decided_at: string | null;
                            decided_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            parent: {
                                id: number;
                                full_name: string;
                                email: string | null;
                                phone: string | null;
                            };
                            pet: {
                                id: number;
                                nickname: string;
                                species: {
                                    id: number;
                                    name: string;
                                } | null;
                                breed: {
                                    id: number;
                                    name: string;
                                } | null;
                                gender: string;
                                hormonal_status: number | null;
                                birthday: string | null;
                                birthday_is_estimated: boolean;
                                color: string | null;
                                microchip: string | null;
                                weight_grams: number | null;
                                photo: string | null;
                                archived_at: string | null;
                                owner: {
                                    id: number;
                                    full_name: string;
                                    phone: string | null;
                                };
                            } | null;
                            payload: {
                                [key: string]: unknown;
                            };
                            linked_pet: {
                                id: number;
                                nickname: string;
                            } | null;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    countPendingPetRequests: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    acceptPetRequest: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    link_pet_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            status: number;
                            created_at: string;
                            decided_at: string | null;
                            decided_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            parent: {
                                id: number;
                                full_name: string;
                                email: string | null;
                                phone: string | null;
                            };
                            pet: {
                                id: number;
                                nickname: string;
                                species: {
                                    id: number;
                                    name: string;
                                } | null;
                                breed: {
                                    id: number;
                                    name: string;
                                } | null;
                                gender: string;
                                hormonal_status: number | null;
                                birthday: string | null;
                                birthday_is_estimated: boolean;
                                color: string | null;
                                microchip: string | null;
                                weight_grams: number | null;
                                photo: string | null;
                                archived_at: string | null;
                                owner: {
                                    id: number;
                                    full_name: string;
                                    phone: string | null;
                                };
                            } | null;
                            payload: {
                                [key: string]: unknown;
                            };
                            linked_pet: {
                                id: number;
                                nickname: string;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    denyPetRequest: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            status: number;
                            created_at: string;
                            decided_at: string | null;
                            decided_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            parent: {
                                id: number;
                                full_name: string;
                                email: string | null;
                                phone: string | null;
                            };
                            pet: {
                                id: number;
                                nickname: string;
                                species: {
                                    id: number;
                                    name: string;
                                } | null;
                                breed: {
                                    id: number;
                                    name: string;
                                } | null;
                                gender: string;
                                hormonal_status: number | null;
                                birthday: string | null;
                                birthday_is_estimated: boolean;
                                color: string | null;
                                microchip: string | null;
                                weight_grams: number | null;
                                photo: string | null;
                                archived_at: string | null;
                                owner: {
                                    id: number;
                                    full_name: string;
                                    phone: string | null;
                                };
                            } | null;
                            payload: {
                                [key: string]: unknown;
                            };
                            linked_pet: {
                                id: number;
                                nickname: string;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listTasks: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    /** @enum {string} */
                    scope?: "mine" | "all";
                    status?: number[];
                    vet_id?: number;
                    pet_id?: number;
                    /** @enum {string} */
                    due?: "overdue" | "today" | "upcoming";
                    search?: string;
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            title: string;
                            description: string | null;
                            status: number;
                            vet_id: number | null;
                            vet: {
                                id: number;
                                full_name: string;
                            } | null;
                            pet_id: number | null;
                            pet: {
                                id: number;
                                nickname: string;
                                owner: {
                                    id: number;
                                    full_name: string;
                                };
                            } | null;
                            record_id: number | null;
                            template_id: number | null;
                            template: {
                                id: number;
                                name: string;
                            } | null;
                            datetime_start_utc: string | null;
                            is_overdue: boolean;
                            completed_at: string | null;
                            created_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createTask: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string | null;
                    description?: string | null;
                    status?: 0 | 1 | 2 | 3;
                    vet_id?: number | null;
                    pet_id?: number | null;
                    record_id?: number | null;
                    template_id?: number | null;
                    datetime_start_utc?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            title: string;
                            description: string | null;
                            status: number;
                            vet_id: number | null;
                            vet: {
                                id: number;
                                full_name: string;
                            } | null;
                            pet_id: number | null;
                            pet: {
                                id: number;
                                nickname: string;
                                owner: {
                                    id: number;
                                    full_name: string;
                                };
                            } | null;
                            record_id: number | null;
                            template_id: number | null;
                            template: {
                                id: number;
                                name: string;
                            } | null;
                            datetime_start_utc: string | null;
                            is_overdue: boolean;
                            completed_at: string | null;
                            created_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getTask: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            title: string;
                            description: string | null;
                            status: number;
                            vet_id: number | null;
                            vet: {
                                id: number;
                                full_name: string;
                            } | null;
                            pet_id: number | null;
                            pet: {
                                id: number;
                                nickname: string;
                                owner: {
                                    id: number;
                                    full_name: string;
                                };
                            } | null;
                            record_id: number | null;
                            template_id: number | null;
                            template: {
                                id: number;
                                name: string;
                            } | null;
                            datetime_start_utc: string | null;
                            is_overdue: boolean;
                            completed_at: string | null;
                            created_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateTask: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    description?: string | null;
                    status?: 0 | 1 | 2 | 3;
                    vet_id?: number | null;
                    pet_id?: number | null;
                    record_id?: number | null;
                    template_id?: number | null;
                    datetime_start_utc?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            title: string;
                            description: string | null;
                            status: number;
                            vet_id: number | null;
                            vet: {
                                id: number;
                                full_name: string;
                            } | null;
                            pet_id: number | null;
                            pet: {
                                id: number;
                                nickname: string;
                                owner: {
                                    id: number;
                                    full_name: string;
                                };
                            } | null;
                            record_id: number | null;
                            template_id: number | null;
                            template: {
                                id: number;
                                name: string;
                            } | null;
                            datetime_start_utc: string | null;
                            is_overdue: boolean;
                            completed_at: string | null;
                            created_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteTask: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    setTaskStatus: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    status: 0 | 1 | 2 | 3;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            title: string;
                            description: string | null;
                            status: number;
                            vet_id: number | null;
                            vet: {
                                id: number;
                                full_name: string;
                            } | null;
                            pet_id: number | null;
                            pet: {
                                id: number;
                                nickname: string;
                                owner: {
                                    id: number;
                                    full_name: string;
                                };
                            } | null;
                            record_id: number | null;
                            template_id: number | null;
                            template: {
                                id: number;
                                name: string;
                            } | null;
                            datetime_start_utc: string | null;
                            is_overdue: boolean;
                            completed_at: string | null;
                            created_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listTaskTemplates: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    search?: string;
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            description: string | null;
                            due_offset_minutes: number;
                            created_at: string;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createTaskTemplate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    /** @default 0 */
                    due_offset_minutes?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            description: string | null;
                            due_offset_minutes: number;
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateTaskTemplate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    /** @default 0 */
                    due_offset_minutes?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            description: string | null;
                            due_offset_minutes: number;
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteTaskTemplate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    sendNotification: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id: number;
                    type: 1 | 2;
                    /**
                     * @default both
                     * @enum {string}
                     */
                    via?: "sms" | "mail" | "both";
                    deposit_id?: string | null;
                    message?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            queued: {
                                /** @enum {string} */
                                channel: "mail" | "sms";
                                to: string;
                            }[];
                            skipped: {
                                /** @enum {string} */
                                channel: "mail" | "sms";
                                /** @enum {string} */
                                reason: "no_email" | "no_phone";
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    previewNotification: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id: number;
                    type: 1 | 2;
                    /**
                     * @default both
                     * @enum {string}
                     */
                    via?: "sms" | "mail" | "both";
                    deposit_id?: string | null;
                    message?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            language: string;
                            messages: {
                                /** @enum {string} */
                                channel: "mail" | "sms";
                                to: string;
                                subject: string | null;
                                text: string;
                            }[];
                            skipped: {
                                /** @enum {string} */
                                channel: "mail" | "sms";
                                /** @enum {string} */
                                reason: "no_email" | "no_phone";
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listNotificationPayables: {
        parameters: {
            query: {
                client_id: number;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deposit_id: string;
                            amount_minor: number;
                            currency: string;
                            expires_at: string;
                            appointment: {
                                id: number;
                                datetime_start_utc: string;
                            };
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    registerParent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clinic_id: number;
                    email: string;
                    first_name: string;
                    last_name: string;
                    password: string;
                    password_confirmation: string;
                    phone: string;
                    address?: string | null;
                    address_2?: string | null;
                    /** @enum {boolean} */
                    terms_and_conditions: true;
                    pets?: {
                        nickname: string;
                        color?: string | null;
                        species_id: number;
                        breed_id?: number | null;
                        /** @default false */
                        birthday_is_estimated?: boolean;
                        birthday?: string | null;
                        age?: {
                            /** @default 0 */
                            years?: number;
                            /** @default 0 */
                            months?: number;
                            /** @default 0 */
                            days?: number;
                        } | null;
                        /**
                         * @default unknown
                         * @enum {string}
                         */
                        gender?: "male" | "female" | "unknown";
                        hormonal_status?: unknown;
                    }[];
                    referral_source_type?: ("google_search" | "social_media" | "referral" | "walk_in" | "local_event" | "paid_ad" | "blog" | "signage" | "walk_by" | "online_reviews" | "vet_referral" | "other") | null;
                    referral_source_details?: string | null;
                    google_place_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            user_id: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    activateParent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            access_token: string;
                            refresh_token: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                            expires_in: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resendActivationCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: string;
                    clinic_id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            sent: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    checkParentActivation: {
        parameters: {
            query: {
                user_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            activated: boolean;
                        };
                    };
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    checkParentEmail: {
        parameters: {
            query: {
                email: string;
                clinic_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            exists: boolean;
                            activated: boolean;
                        };
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    loginParent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    clinic_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            access_token: string;
                            refresh_token: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                            expires_in: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    refreshParentToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            access_token: string;
                            refresh_token: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                            expires_in: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    logoutParent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getParentMe: {
        parameters: {
            query?: {
                include?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            first_name: string;
                            last_name: string;
                            email: string | null;
                            phone: string | null;
                            address: string | null;
                            address_2: string | null;
                            google_place_id: string | null;
                            language: string | null;
                            activated: boolean;
                            pets?: {
                                id: number;
                                nickname: string;
                                color: string | null;
                                species_id: number | null;
                                species: {
                                    id: number;
                                    name: string;
                                } | null;
                                breed_id: number | null;
                                breed: {
                                    id: number;
                                    name: string;
                                } | null;
                                gender: string;
                                hormonal_status: number | null;
                                birthday: string | null;
                                birthday_is_estimated: boolean;
                                archived_at: string | null;
                                pending_approval: boolean;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    changeParentPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    old_password: string;
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            access_token: string;
                            refresh_token: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                            expires_in: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    forgotParentPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    clinic_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            sent: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resetParentPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    email: string;
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reset: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listParentPets: {
        parameters: {
            query?: {
                filter?: {
                    nickname?: string;
                };
                include?: string;
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            nickname: string;
                            color: string | null;
                            species_id: number | null;
                            species: {
                                id: number;
                                name: string;
                            } | null;
                            breed_id: number | null;
                            breed: {
                                id: number;
                                name: string;
                            } | null;
                            gender: string;
                            hormonal_status: number | null;
                            birthday: string | null;
                            birthday_is_estimated: boolean;
                            archived_at: string | null;
                            pending_approval: boolean;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    requestParentPet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clinic_id: number;
                    pets: {
                        nickname: string;
                        color?: string | null;
                        species_id: number;
                        breed_id?: number | null;
                        /** @default false */
                        birthday_is_estimated?: boolean;
                        birthday?: string | null;
                        age?: {
                            /** @default 0 */
                            years?: number;
                            /** @default 0 */
                            months?: number;
                            /** @default 0 */
                            days?: number;
                        } | null;
                        /**
                         * @default unknown
                         * @enum {string}
                         */
                        gender?: "male" | "female" | "unknown";
                        hormonal_status?: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            nickname: string;
                            color: string | null;
                            species_id: number | null;
                            species: {
                                id: number;
                                name: string;
                            } | null;
                            breed_id: number | null;
                            breed: {
                                id: number;
                                name: string;
                            } | null;
                            gender: string;
                            hormonal_status: number | null;
                            birthday: string | null;
                            birthday_is_estimated: boolean;
                            archived_at: string | null;
                            pending_approval: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getParentPet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            nickname: string;
                            color: string | null;
                            species_id: number | null;
                            species: {
                                id: number;
                                name: string;
                            } | null;
                            breed_id: number | null;
                            breed: {
                                id: number;
                                name: string;
                            } | null;
                            gender: string;
                            hormonal_status: number | null;
                            birthday: string | null;
                            birthday_is_estimated: boolean;
                            archived_at: string | null;
                            pending_approval: boolean;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listParentFiles: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            source: string;
                            content_type: string;
                            size: number;
                            clinic_id: number | null;
                            pet_id: number | null;
                            created_at: string;
                            download_url: string;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    uploadParentFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            source: string;
                            content_type: string;
                            size: number;
                            clinic_id: number | null;
                            pet_id: number | null;
                            created_at: string;
                            download_url: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    downloadParentFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteParentFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listPublicSpecies: {
        parameters: {
            query: {
                filter: {
                    clinic_id?: string;
                    clinic_slug?: string;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            breeds: {
                                id: number;
                                name: string;
                            }[];
                        }[];
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    parseAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            place_id: string;
                            formatted_address: string;
                            address_components: {
                                zip_code: string | null;
                                city: string | null;
                                street: string | null;
                                street_number: string | null;
                                region: string | null;
                                region_short_code: string | null;
                                country_id: string | null;
                            };
                            geometry: {
                                latitude: number;
                                longitude: number;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    searchAddresses: {
        parameters: {
            query: {
                q: string;
                country?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            place_id: string;
                            description: string;
                            main_text: string;
                            secondary_text: string | null;
                        }[];
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["UpstreamUnavailable"];
        };
    };
    getAddressPlace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                placeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            place_id: string;
                            formatted_address: string;
                            address_components: {
                                zip_code: string | null;
                                city: string | null;
                                street: string | null;
                                street_number: string | null;
                                region: string | null;
                                region_short_code: string | null;
                                country_id: string | null;
                            };
                            geometry: {
                                latitude: number;
                                longitude: number;
                            } | null;
                        };
                    };
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["UpstreamUnavailable"];
        };
    };
    reverseGeocode: {
        parameters: {
            query: {
                lat: number;
                lng: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            place_id: string;
                            formatted_address: string;
                            address_components: {
                                zip_code: string | null;
                                city: string | null;
                                street: string | null;
                                street_number: string | null;
                                region: string | null;
                                region_short_code: string | null;
                                country_id: string | null;
                            };
                            geometry: {
                                latitude: number;
                                longitude: number;
                            } | null;
                        };
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["UpstreamUnavailable"];
        };
    };
    bookWithDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string per intended request: a retry with the same key and body answers the first result instead of acting twice (24 hours). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clinic_id: number;
                    /** Format: date-time */
                    datetime_start_utc: string;
                    vet_id: number;
                    service_package_ids?: number[];
                    visit_type_id?: number;
                    pet_ids?: number[];
                    pets?: {
                        nickname: string;
                        species_id: number;
                        breed_id?: number | null;
                        color?: string | null;
                        /**
                         * @default unknown
                         * @enum {string}
                         */
                        gender?: "male" | "female" | "unknown";
                        birthday?: string | null;
                        /** @default false */
                        birthday_is_estimated?: boolean;
                        hormonal_status?: (0 | 1) | null;
                    }[];
                    first_name?: string;
                    last_name?: string;
                    email?: string;
                    phone?: string;
                    user_note?: string | null;
                    language?: string;
                    utm_source?: string | null;
                    utm_medium?: string | null;
                    utm_campaign?: string | null;
                    utm_id?: string | null;
                    utm_term?: string | null;
                    utm_content?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "due" | "processing" | "paid" | "failed" | "expired" | "refunded" | "cancelled";
                            amount: number;
                            amount_minor: number;
                            currency: string;
                            refunded_amount_minor: number;
                            /** @enum {string} */
                            provider: "simulated" | "stripe";
                            client_secret: string | null;
                            publishable_key: string | null;
                            expires_at: string;
                            paid_at: string | null;
                            /** @enum {string} */
                            purpose: "booking" | "reschedule" | "clinic_request";
                            appointment: {
                                id: number;
                                status: number;
                                datetime_start_utc: string;
                                datetime_end_utc: string;
                                vet: {
                                    id: number;
                                    full_name: string;
                                };
                                services: {
                                    id: number;
                                    name: string;
                                }[];
                                pets: {
                                    nickname: string;
                                }[];
                            };
                            clinic: {
                                id: number;
                                name: string;
                                slug: string;
                                timezone: string;
                                currency_symbol: string;
                                currency_first: boolean;
                            };
                            manage_url: string | null;
                            charges?: {
                                id: string;
                                /** @enum {string} */
                                kind: "charge" | "refund";
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                amount: number;
                                amount_minor: number;
                                currency: string;
                                failure_code: string | null;
                                card_last4: string | null;
                                card_brand: string | null;
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getParentDeposit: {
        parameters: {
            query?: {
                include?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "due" | "processing" | "paid" | "failed" | "expired" | "refunded" | "cancelled";
                            amount: number;
                            amount_minor: number;
                            currency: string;
                            refunded_amount_minor: number;
                            /** @enum {string} */
                            provider: "simulated" | "stripe";
                            client_secret: string | null;
                            publishable_key: string | null;
                            expires_at: string;
                            paid_at: string | null;
                            /** @enum {string} */
                            purpose: "booking" | "reschedule" | "clinic_request";
                            appointment: {
                                id: number;
                                status: number;
                                datetime_start_utc: string;
                                datetime_end_utc: string;
                                vet: {
                                    id: number;
                                    full_name: string;
                                };
                                services: {
                                    id: number;
                                    name: string;
                                }[];
                                pets: {
                                    nickname: string;
                                }[];
                            };
                            clinic: {
                                id: number;
                                name: string;
                                slug: string;
                                timezone: string;
                                currency_symbol: string;
                                currency_first: boolean;
                            };
                            manage_url: string | null;
                            charges?: {
                                id: string;
                                /** @enum {string} */
                                kind: "charge" | "refund";
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                amount: number;
                                amount_minor: number;
                                currency: string;
                                failure_code: string | null;
                                card_last4: string | null;
                                card_brand: string | null;
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPublicDeposit: {
        parameters: {
            query?: {
                include?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "due" | "processing" | "paid" | "failed" | "expired" | "refunded" | "cancelled";
                            amount: number;
                            amount_minor: number;
                            currency: string;
                            refunded_amount_minor: number;
                            /** @enum {string} */
                            provider: "simulated" | "stripe";
                            client_secret: string | null;
                            publishable_key: string | null;
                            expires_at: string;
                            paid_at: string | null;
                            /** @enum {string} */
                            purpose: "booking" | "reschedule" | "clinic_request";
                            appointment: {
                                id: number;
                                status: number;
                                datetime_start_utc: string;
                                datetime_end_utc: string;
                                vet: {
                                    id: number;
                                    full_name: string;
                                };
                                services: {
                                    id: number;
                                    name: string;
                                }[];
                                pets: {
                                    nickname: string;
                                }[];
                            };
                            clinic: {
                                id: number;
                                name: string;
                                slug: string;
                                timezone: string;
                                currency_symbol: string;
                                currency_first: boolean;
                            };
                            manage_url: string | null;
                            charges?: {
                                id: string;
                                /** @enum {string} */
                                kind: "charge" | "refund";
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                amount: number;
                                amount_minor: number;
                                currency: string;
                                failure_code: string | null;
                                card_last4: string | null;
                                card_brand: string | null;
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    payDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string per intended request: a retry with the same key and body answers the first result instead of acting twice (24 hours). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    card_number: string;
                    exp_month: number;
                    exp_year: number;
                    cvc: string;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "due" | "processing" | "paid" | "failed" | "expired" | "refunded" | "cancelled";
                            amount: number;
                            amount_minor: number;
                            currency: string;
                            refunded_amount_minor: number;
                            /** @enum {string} */
                            provider: "simulated" | "stripe";
                            client_secret: string | null;
                            publishable_key: string | null;
                            expires_at: string;
                            paid_at: string | null;
                            /** @enum {string} */
                            purpose: "booking" | "reschedule" | "clinic_request";
                            appointment: {
                                id: number;
                                status: number;
                                datetime_start_utc: string;
                                datetime_end_utc: string;
                                vet: {
                                    id: number;
                                    full_name: string;
                                };
                                services: {
                                    id: number;
                                    name: string;
                                }[];
                                pets: {
                                    nickname: string;
                                }[];
                            };
                            clinic: {
                                id: number;
                                name: string;
                                slug: string;
                                timezone: string;
                                currency_symbol: string;
                                currency_first: boolean;
                            };
                            manage_url: string | null;
                            charges?: {
                                id: string;
                                /** @enum {string} */
                                kind: "charge" | "refund";
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                amount: number;
                                amount_minor: number;
                                currency: string;
                                failure_code: string | null;
                                card_last4: string | null;
                                card_brand: string | null;
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["UpstreamUnavailable"];
        };
    };
    syncDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "due" | "processing" | "paid" | "failed" | "expired" | "refunded" | "cancelled";
                            amount: number;
                            amount_minor: number;
                            currency: string;
                            refunded_amount_minor: number;
                            /** @enum {string} */
                            provider: "simulated" | "stripe";
                            client_secret: string | null;
                            publishable_key: string | null;
                            expires_at: string;
                            paid_at: string | null;
                            /** @enum {string} */
                            purpose: "booking" | "reschedule" | "clinic_request";
                            appointment: {
                                id: number;
                                status: number;
                                datetime_start_utc: string;
                                datetime_end_utc: string;
                                vet: {
                                    id: number;
                                    full_name: string;
                                };
                                services: {
                                    id: number;
                                    name: string;
                                }[];
                                pets: {
                                    nickname: string;
                                }[];
                            };
                            clinic: {
                                id: number;
                                name: string;
                                slug: string;
                                timezone: string;
                                currency_symbol: string;
                                currency_first: boolean;
                            };
                            manage_url: string | null;
                            charges?: {
                                id: string;
                                /** @enum {string} */
                                kind: "charge" | "refund";
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                amount: number;
                                amount_minor: number;
                                currency: string;
                                failure_code: string | null;
                                card_last4: string | null;
                                card_brand: string | null;
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["UpstreamUnavailable"];
        };
    };
    rescheduleWithDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    datetime_start_utc: string;
                    vet_id: number;
                    service_package_ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "due" | "processing" | "paid" | "failed" | "expired" | "refunded" | "cancelled";
                            amount: number;
                            amount_minor: number;
                            currency: string;
                            refunded_amount_minor: number;
                            /** @enum {string} */
                            provider: "simulated" | "stripe";
                            client_secret: string | null;
                            publishable_key: string | null;
                            expires_at: string;
                            paid_at: string | null;
                            /** @enum {string} */
                            purpose: "booking" | "reschedule" | "clinic_request";
                            appointment: {
                                id: number;
                                status: number;
                                datetime_start_utc: string;
                                datetime_end_utc: string;
                                vet: {
                                    id: number;
                                    full_name: string;
                                };
                                services: {
                                    id: number;
                                    name: string;
                                }[];
                                pets: {
                                    nickname: string;
                                }[];
                            };
                            clinic: {
                                id: number;
                                name: string;
                                slug: string;
                                timezone: string;
                                currency_symbol: string;
                                currency_first: boolean;
                            };
                            manage_url: string | null;
                            charges?: {
                                id: string;
                                /** @enum {string} */
                                kind: "charge" | "refund";
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                amount: number;
                                amount_minor: number;
                                currency: string;
                                failure_code: string | null;
                                card_last4: string | null;
                                card_brand: string | null;
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDeposit: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "due" | "processing" | "paid" | "failed" | "expired" | "refunded" | "cancelled";
                            amount: number;
                            amount_minor: number;
                            currency: string;
                            refunded_amount_minor: number;
                            /** @enum {string} */
                            provider: "simulated" | "stripe";
                            client_secret: string | null;
                            publishable_key: string | null;
                            expires_at: string;
                            paid_at: string | null;
                            /** @enum {string} */
                            purpose: "booking" | "reschedule" | "clinic_request";
                            appointment: {
                                id: number;
                                status: number;
                                datetime_start_utc: string;
                                datetime_end_utc: string;
                                vet: {
                                    id: number;
                                    full_name: string;
                                };
                                services: {
                                    id: number;
                                    name: string;
                                }[];
                                pets: {
                                    nickname: string;
                                }[];
                            };
                            clinic: {
                                id: number;
                                name: string;
                                slug: string;
                                timezone: string;
                                currency_symbol: string;
                                currency_first: boolean;
                            };
                            manage_url: string | null;
                            charges?: {
                                id: string;
                                /** @enum {string} */
                                kind: "charge" | "refund";
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                amount: number;
                                amount_minor: number;
                                currency: string;
                                failure_code: string | null;
                                card_last4: string | null;
                                card_brand: string | null;
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    refundDeposit: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount?: number;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "due" | "processing" | "paid" | "failed" | "expired" | "refunded" | "cancelled";
                            amount: number;
                            amount_minor: number;
                            currency: string;
                            refunded_amount_minor: number;
                            /** @enum {string} */
                            provider: "simulated" | "stripe";
                            client_secret: string | null;
                            publishable_key: string | null;
                            expires_at: string;
                            paid_at: string | null;
                            /** @enum {string} */
                            purpose: "booking" | "reschedule" | "clinic_request";
                            appointment: {
                                id: number;
                                status: number;
                                datetime_start_utc: string;
                                datetime_end_utc: string;
                                vet: {
                                    id: number;
                                    full_name: string;
                                };
                                services: {
                                    id: number;
                                    name: string;
                                }[];
                                pets: {
                                    nickname: string;
                                }[];
                            };
                            clinic: {
                                id: number;
                                name: string;
                                slug: string;
                                timezone: string;
                                currency_symbol: string;
                                currency_first: boolean;
                            };
                            manage_url: string | null;
                            charges?: {
                                id: string;
                                /** @enum {string} */
                                kind: "charge" | "refund";
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                amount: number;
                                amount_minor: number;
                                currency: string;
                                failure_code: string | null;
                                card_last4: string | null;
                                card_brand: string | null;
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    receivePaymentWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        received: boolean;
                        duplicate: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["UpstreamUnavailable"];
        };
    };
    getGroup: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            logo_url: string | null;
                            clinics: {
                                id: number;
                                name: string;
                                slug: string;
                            }[];
                            new_clinic_defaults: {
                                timezone: string;
                                country_iso_code: string;
                                default_language: string;
                                client_date_format: string;
                                client_time_format: string;
                                currency: string;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateGroup: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            logo_url: string | null;
                            clinics: {
                                id: number;
                                name: string;
                                slug: string;
                            }[];
                            new_clinic_defaults: {
                                timezone: string;
                                country_iso_code: string;
                                default_language: string;
                                client_date_format: string;
                                client_time_format: string;
                                currency: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    uploadGroupLogo: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            logo_url: string | null;
                            clinics: {
                                id: number;
                                name: string;
                                slug: string;
                            }[];
                            new_clinic_defaults: {
                                timezone: string;
                                country_iso_code: string;
                                default_language: string;
                                client_date_format: string;
                                client_time_format: string;
                                currency: string;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteGroupLogo: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getGroupLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listTags: {
        parameters: {
            query: {
                page?: number;
                per_page?: number;
                filter: {
                    /** @enum {string} */
                    entity_type?: "pet" | "client" | "record" | "appointment" | "any";
                    search?: string;
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            colour: string;
                            entity_types: string[];
                            usage_count: number;
                            created_at: string;
                            updated_at: string;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createTag: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    colour: "gray" | "red" | "orange" | "yellow" | "green" | "teal" | "blue" | "purple" | "pink" | "black";
                    entity_types: ("pet" | "client" | "record" | "appointment")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            colour: string;
                            entity_types: string[];
                            usage_count: number;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getTag: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            colour: string;
                            entity_types: string[];
                            usage_count: number;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateTag: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    colour: "gray" | "red" | "orange" | "yellow" | "green" | "teal" | "blue" | "purple" | "pink" | "black";
                    entity_types: ("pet" | "client" | "record" | "appointment")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            colour: string;
                            entity_types: string[];
                            usage_count: number;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteTag: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listEntityTags: {
        parameters: {
            query: {
                entity_type: "pet" | "client" | "record" | "appointment";
                entity_id: number;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            colour: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    tagEntity: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tag_id: number;
                    /** @enum {string} */
                    entity_type: "pet" | "client" | "record" | "appointment";
                    entity_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            colour: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    untagEntity: {
        parameters: {
            query: {
                tag_id: number;
                entity_type: "pet" | "client" | "record" | "appointment";
                entity_id: number;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listVisits: {
        parameters: {
            query?: {
                date?: string;
                vet_id?: number;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            appointment_id: number;
                            /** @enum {string} */
                            stage: "checked_in" | "waiting" | "in_consultation" | "in_treatment" | "ready_for_discharge" | "discharged";
                            entered_stage_at: string;
                            checked_in_at: string;
                            discharged_at: string | null;
                            version: number;
                            can_undo: boolean;
                            last_change: {
                                kind: string;
                                from_stage: ("checked_in" | "waiting" | "in_consultation" | "in_treatment" | "ready_for_discharge" | "discharged") | null;
                                /** @enum {string} */
                                to_stage: "checked_in" | "waiting" | "in_consultation" | "in_treatment" | "ready_for_discharge" | "discharged";
                                changed_at: string;
                                changed_by: {
                                    id: number;
                                    full_name: string;
                                } | null;
                            } | null;
                            appointment: {
                                id: number;
                                status: number;
                                datetime_start_utc: string;
                                datetime_end_utc: string;
                                reason: string | null;
                            };
                            pets: {
                                id: number;
                                nickname: string;
                                tags: {
                                    id: number;
                                    name: string;
                                    colour: string;
                                }[];
                            }[];
                            client: {
                                id: number;
                                full_name: string;
                                tags: {
                                    id: number;
                                    name: string;
                                    colour: string;
                                }[];
                            } | null;
                            vet: {
                                id: number;
                                full_name: string;
                            };
                        }[];
                        meta: {
                            date: string;
                            version: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    checkInAppointment: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    appointment_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            appointment_id: number;
                            /** @enum {string} */
                            stage: "checked_in" | "waiting" | "in_consultation" | "in_treatment" | "ready_for_discharge" | "discharged";
                            entered_stage_at: string;
                            checked_in_at: string;
                            discharged_at: string | null;
                            version: number;
                            can_undo: boolean;
                            last_change: {
                                kind: string;
                                from_stage: ("checked_in" | "waiting" | "in_consultation" | "in_treatment" | "ready_for_discharge" | "discharged") | null;
                                /** @enum {string} */
                                to_stage: "checked_in" | "waiting" | "in_consultation" | "in_treatment" | "ready_for_discharge" | "discharged";
                                changed_at: string;
                                changed_by: {
                                    id: number;
                                    full_name: string;
                                } | null;
                            } | null;
                            appointment: {
                                id: number;
                                status: number;
                                datetime_start_utc: string;
                                datetime_end_utc: string;
                                reason: string | null;
                            };
                            pets: {
                                id: number;
                                nickname: string;
                                tags: {
                                    id: number;
                                    name: string;
                                    colour: string;
                                }[];
                            }[];
                            client: {
                                id: number;
                                full_name: string;
                                tags: {
                                    id: number;
                                    name: string;
                                    colour: string;
                                }[];
                            } | null;
                            vet: {
                                id: number;
                                full_name: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getVisitBoardVersion: {
        parameters: {
            query?: {
                date?: string;
                vet_id?: number;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            version: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getVisit: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            appointment_id: number;
                            /** @enum {string} */
                            stage: "checked_in" | "waiting" | "in_consultation" | "in_treatment" | "ready_for_discharge" | "discharged";
                            entered_stage_at: string;
                            checked_in_at: string;
                            discharged_at: string | null;
                            version: number;
                            can_undo: boolean;
                            last_change: {
                                kind: string;
                                from_stage: ("checked_in" | "waiting" | "in_consultation" | "in_treatment" | "ready_for_discharge" | "discharged") | null;
                                /** @enum {string} */
                                to_stage: "checked_in" | "waiting" | "in_consultation" | "in_treatment" | "ready_for_discharge" | "discharged";
                                changed_at: string;
                                changed_by: {
                                    id: number;
                                    full_name: string;
                                } | null;
                            } | null;
                            appointment: {
                                id: number;
                                status: number;
                                datetime_start_utc: string;
                                datetime_end_utc: string;
                                reason: string | null;
                            };
                            pets: {
                                id: number;
                                nickname: string;
                                tags: {
                                    id: number;
                                    name: string;
                                    colour: string;
                                }[];
                            }[];
                            client: {
                                id: number;
                                full_name: string;
                                tags: {
                                    id: number;
                                    name: string;
                                    colour: string;
                                }[];
                            } | null;
                            vet: {
                                id: number;
                                full_name: string;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    changeVisitStage: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    stage: "checked_in" | "waiting" | "in_consultation" | "in_treatment" | "ready_for_discharge" | "discharged";
                    /** @enum {string} */
                    expected_stage?: "checked_in" | "waiting" | "in_consultation" | "in_treatment" | "ready_for_discharge" | "discharged";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            appointment_id: number;
                            /** @enum {string} */
                            stage: "checked_in" | "waiting" | "in_consultation" | "in_treatment" | "ready_for_discharge" | "discharged";
                            entered_stage_at: string;
                            checked_in_at: string;
                            discharged_at: string | null;
                            version: number;
                            can_undo: boolean;
                            last_change: {
                                kind: string;
                                from_stage: ("checked_in" | "waiting" | "in_consultation" | "in_treatment" | "ready_for_discharge" | "discharged") | null;
                                /** @enum {string} */
                                to_stage: "checked_in" | "waiting" | "in_consultation" | "in_treatment" | "ready_for_discharge" | "discharged";
                                changed_at: string;
                                changed_by: {
                                    id: number;
                                    full_name: string;
                                } | null;
                            } | null;
                            appointment: {
                                id: number;
                                status: number;
                                datetime_start_utc: string;
                                datetime_end_utc: string;
                                reason: string | null;
                            };
                            pets: {
                                id: number;
                                nickname: string;
                                tags: {
                                    id: number;
                                    name: string;
                                    colour: string;
                                }[];
                            }[];
                            client: {
                                id: number;
                                full_name: string;
                                tags: {
                                    id: number;
                                    name: string;
                                    colour: string;
                                }[];
                            } | null;
                            vet: {
                                id: number;
                                full_name: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    undoVisitStage: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    expected_stage?: "checked_in" | "waiting" | "in_consultation" | "in_treatment" | "ready_for_discharge" | "discharged";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            appointment_id: number;
                            /** @enum {string} */
                            stage: "checked_in" | "waiting" | "in_consultation" | "in_treatment" | "ready_for_discharge" | "discharged";
                            entered_stage_at: string;
                            checked_in_at: string;
                            discharged_at: string | null;
                            version: number;
                            can_undo: boolean;
                            last_change: {
                                kind: string;
                                from_stage: ("checked_in" | "waiting" | "in_consultation" | "in_treatment" | "ready_for_discharge" | "discharged") | null;
                                /** @enum {string} */
                                to_stage: "checked_in" | "waiting" | "in_consultation" | "in_treatment" | "ready_for_discharge" | "discharged";
                                changed_at: string;
                                changed_by: {
                                    id: number;
                                    full_name: string;
                                } | null;
                            } | null;
                            appointment: {
                                id: number;
                                status: number;
                                datetime_start_utc: string;
                                datetime_end_utc: string;
                                reason: string | null;
                            };
                            pets: {
                                id: number;
                                nickname: string;
                                tags: {
                                    id: number;
                                    name: string;
                                    colour: string;
                                }[];
                            }[];
                            client: {
                                id: number;
                                full_name: string;
                                tags: {
                                    id: number;
                                    name: string;
                                    colour: string;
                                }[];
                            } | null;
                            vet: {
                                id: number;
                                full_name: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listRecordTemplates: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    search?: string;
                    /** @enum {string} */
                    archived?: "0" | "1";
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            description: string | null;
                            repo_key: string | null;
                            is_default: boolean;
                            sections: {
                                key: string;
                                title: string;
                                fields: {
                                    key: string;
                                    label: string;
                                    /** @enum {string} */
                                    type: "markdown" | "number" | "select" | "multiselect" | "checkbox" | "date" | "vitals" | "diagnoses" | "prescriptions" | "items" | "anesthesia";
                                    unit?: string;
                                    options?: string[];
                                    required?: boolean;
                                    help?: string;
                                }[];
                            }[];
                            version: number;
                            archived_at: string | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createRecordTemplate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    /** @default false */
                    is_default?: boolean;
                    sections: {
                        key: string;
                        title: string;
                        fields: {
                            key: string;
                            label: string;
                            /** @enum {string} */
                            type: "markdown" | "number" | "select" | "multiselect" | "checkbox" | "date" | "vitals" | "diagnoses" | "prescriptions" | "items" | "anesthesia";
                            unit?: string;
                            options?: string[];
                            required?: boolean;
                            help?: string;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            description: string | null;
                            repo_key: string | null;
                            is_default: boolean;
                            sections: {
                                key: string;
                                title: string;
                                fields: {
                                    key: string;
                                    label: string;
                                    /** @enum {string} */
                                    type: "markdown" | "number" | "select" | "multiselect" | "checkbox" | "date" | "vitals" | "diagnoses" | "prescriptions" | "items" | "anesthesia";
                                    unit?: string;
                                    options?: string[];
                                    required?: boolean;
                                    help?: string;
                                }[];
                            }[];
                            version: number;
                            archived_at: string | null;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listRecordTemplateRepository: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            repo_key: "soap" | "vaccination" | "surgery" | "dental" | "hospitalisation_day" | "euthanasia";
                            name: string;
                            description: string;
                            is_default: boolean;
                            sections: {
                                key: string;
                                title: string;
                                fields: {
                                    key: string;
                                    label: string;
                                    /** @enum {string} */
                                    type: "markdown" | "number" | "select" | "multiselect" | "checkbox" | "date" | "vitals" | "diagnoses" | "prescriptions" | "items" | "anesthesia";
                                    unit?: string;
                                    options?: string[];
                                    required?: boolean;
                                    help?: string;
                                }[];
                            }[];
                            copied: boolean;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    copyRecordTemplatesFromRepo: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    repo_keys: ("soap" | "vaccination" | "surgery" | "dental" | "hospitalisation_day" | "euthanasia")[];
                    language?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            description: string | null;
                            repo_key: string | null;
                            is_default: boolean;
                            sections: {
                                key: string;
                                title: string;
                                fields: {
                                    key: string;
                                    label: string;
                                    /** @enum {string} */
                                    type: "markdown" | "number" | "select" | "multiselect" | "checkbox" | "date" | "vitals" | "diagnoses" | "prescriptions" | "items" | "anesthesia";
                                    unit?: string;
                                    options?: string[];
                                    required?: boolean;
                                    help?: string;
                                }[];
                            }[];
                            version: number;
                            archived_at: string | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getRecordTemplate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            description: string | null;
                            repo_key: string | null;
                            is_default: boolean;
                            sections: {
                                key: string;
                                title: string;
                                fields: {
                                    key: string;
                                    label: string;
                                    /** @enum {string} */
                                    type: "markdown" | "number" | "select" | "multiselect" | "checkbox" | "date" | "vitals" | "diagnoses" | "prescriptions" | "items" | "anesthesia";
                                    unit?: string;
                                    options?: string[];
                                    required?: boolean;
                                    help?: string;
                                }[];
                            }[];
                            version: number;
                            archived_at: string | null;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateRecordTemplate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string | null;
                    is_default?: boolean;
                    sections?: {
                        key: string;
                        title: string;
                        fields: {
                            key: string;
                            label: string;
                            /** @enum {string} */
                            type: "markdown" | "number" | "select" | "multiselect" | "checkbox" | "date" | "vitals" | "diagnoses" | "prescriptions" | "items" | "anesthesia";
                            unit?: string;
                            options?: string[];
                            required?: boolean;
                            help?: string;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            description: string | null;
                            repo_key: string | null;
                            is_default: boolean;
                            sections: {
                                key: string;
                                title: string;
                                fields: {
                                    key: string;
                                    label: string;
                                    /** @enum {string} */
                                    type: "markdown" | "number" | "select" | "multiselect" | "checkbox" | "date" | "vitals" | "diagnoses" | "prescriptions" | "items" | "anesthesia";
                                    unit?: string;
                                    options?: string[];
                                    required?: boolean;
                                    help?: string;
                                }[];
                            }[];
                            version: number;
                            archived_at: string | null;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    archiveRecordTemplate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listRecords: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    pet_id?: number;
                    client_id?: number;
                    vet_id?: number;
                    template_id?: number;
                    appointment_id?: number;
                    tag_id?: number;
                    status?: ("draft" | "in_progress" | "completed" | "closed")[];
                    date_from?: string;
                    date_to?: string;
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            clinic_name: string;
                            pet: {
                                id: number;
                                nickname: string;
                                species: string | null;
                            };
                            client: {
                                id: number;
                                full_name: string;
                            } | null;
                            vet: {
                                id: number;
                                full_name: string;
                            } | null;
                            template: {
                                id: number;
                                name: string;
                            } | null;
                            title: string;
                            /** @enum {string} */
                            status: "draft" | "in_progress" | "completed" | "closed";
                            recorded_at: string;
                            closed_at: string | null;
                            updated_at: string;
                            version: number;
                            match?: string | null;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createRecord: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pet_id?: number;
                    appointment_id?: number;
                    template_id?: number;
                    vet_id?: number | null;
                    title?: string | null;
                    /** Format: date-time */
                    recorded_at?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            clinic_name: string;
                            pet: {
                                id: number;
                                nickname: string;
                                species: string | null;
                            };
                            client: {
                                id: number;
                                full_name: string;
                            } | null;
                            vet: {
                                id: number;
                                full_name: string;
                            } | null;
                            template: {
                                id: number;
                                name: string;
                            } | null;
                            title: string;
                            /** @enum {string} */
                            status: "draft" | "in_progress" | "completed" | "closed";
                            recorded_at: string;
                            closed_at: string | null;
                            updated_at: string;
                            version: number;
                            match?: string | null;
                            pet_id: number;
                            client_id: number | null;
                            vet_id: number | null;
                            template_id: number | null;
                            template_snapshot: {
                                key: string;
                                title: string;
                                fields: {
                                    key: string;
                                    label: string;
                                    /** @enum {string} */
                                    type: "markdown" | "number" | "select" | "multiselect" | "checkbox" | "date" | "vitals" | "diagnoses" | "prescriptions" | "items" | "anesthesia";
                                    unit?: string;
                                    options?: string[];
                                    required?: boolean;
                                    help?: string;
                                }[];
                            }[];
                            client_summary: string | null;
                            closed_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            created_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            created_at: string;
                            fields: {
                                field_key: string;
                                value: unknown;
                                version: number;
                                updated_at: string;
                                updated_by: {
                                    id: number;
                                    full_name: string;
                                } | null;
                            }[];
                            appointments: {
                                id: number;
                                clinic_id: number;
                                status: number;
                                datetime_start_utc: string;
                                datetime_end_utc: string;
                                vet: {
                                    id: number;
                                    full_name: string;
                                } | null;
                                services: string[];
                            }[];
                            writable: boolean;
                            tasks: {
                                id: number;
                                title: string;
                                status: number;
                            }[];
                            vitals?: unknown;
                            anesthesia?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    petMedicalHistory: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    kind?: ("record" | "vitals" | "diagnosis" | "prescription")[];
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                petId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            kind: "record" | "vitals" | "diagnosis" | "prescription";
                            id: number;
                            at: string;
                            record_id: number | null;
                            record_title: string | null;
                            data: {
                                [key: string]: string | number | null;
                            };
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    quickSearchRecords: {
        parameters: {
            query: {
                q: string;
                limit?: number;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            clinic_name: string;
                            pet: {
                                id: number;
                                nickname: string;
                                species: string | null;
                            };
                            client: {
                                id: number;
                                full_name: string;
                            } | null;
                            vet: {
                                id: number;
                                full_name: string;
                            } | null;
                            template: {
                                id: number;
                                name: string;
                            } | null;
                            title: string;
                            /** @enum {string} */
                            status: "draft" | "in_progress" | "completed" | "closed";
                            recorded_at: string;
                            closed_at: string | null;
                            updated_at: string;
                            version: number;
                            match?: string | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    searchRecords: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    pet_id?: number;
                    client_id?: number;
                    vet_id?: number;
                    template_id?: number;
                    appointment_id?: number;
                    tag_id?: number;
                    status?: ("draft" | "in_progress" | "completed" | "closed")[];
                    date_from?: string;
                    date_to?: string;
                    text?: string;
                };
                sort?: "recorded_at" | "-recorded_at" | "updated_at" | "-updated_at";
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            clinic_name: string;
                            pet: {
                                id: number;
                                nickname: string;
                                species: string | null;
                            };
                            client: {
                                id: number;
                                full_name: string;
                            } | null;
                            vet: {
                                id: number;
                                full_name: string;
                            } | null;
                            template: {
                                id: number;
                                name: string;
                            } | null;
                            title: string;
                            /** @enum {string} */
                            status: "draft" | "in_progress" | "completed" | "closed";
                            recorded_at: string;
                            closed_at: string | null;
                            updated_at: string;
                            version: number;
                            match?: string | null;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getRecord: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            clinic_name: string;
                            pet: {
                                id: number;
                                nickname: string;
                                species: string | null;
                            };
                            client: {
                                id: number;
                                full_name: string;
                            } | null;
                            vet: {
                                id: number;
                                full_name: string;
                            } | null;
                            template: {
                                id: number;
                                name: string;
                            } | null;
                            title: string;
                            /** @enum {string} */
                            status: "draft" | "in_progress" | "completed" | "closed";
                            recorded_at: string;
                            closed_at: string | null;
                            updated_at: string;
                            version: number;
                            match?: string | null;
                            pet_id: number;
                            client_id: number | null;
                            vet_id: number | null;
                            template_id: number | null;
                            template_snapshot: {
                                key: string;
                                title: string;
                                fields: {
                                    key: string;
                                    label: string;
                                    /** @enum {string} */
                                    type: "markdown" | "number" | "select" | "multiselect" | "checkbox" | "date" | "vitals" | "diagnoses" | "prescriptions" | "items" | "anesthesia";
                                    unit?: string;
                                    options?: string[];
                                    required?: boolean;
                                    help?: string;
                                }[];
                            }[];
                            client_summary: string | null;
                            closed_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            created_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            created_at: string;
                            fields: {
                                field_key: string;
                                value: unknown;
                                version: number;
                                updated_at: string;
                                updated_by: {
                                    id: number;
                                    full_name: string;
                                } | null;
                            }[];
                            appointments: {
                                id: number;
                                clinic_id: number;
                                status: number;
                                datetime_start_utc: string;
                                datetime_end_utc: string;
                                vet: {
                                    id: number;
                                    full_name: string;
                                } | null;
                                services: string[];
                            }[];
                            writable: boolean;
                            tasks: {
                                id: number;
                                title: string;
                                status: number;
                            }[];
                            vitals?: unknown;
                            anesthesia?: unknown;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteRecord: {
        parameters: {
            query?: {
                payments?: "delete" | "keep";
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    changeRecordStatus: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "draft" | "in_progress" | "completed" | "closed";
                    task_template_ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            clinic_name: string;
                            pet: {
                                id: number;
                                nickname: string;
                                species: string | null;
                            };
                            client: {
                                id: number;
                                full_name: string;
                            } | null;
                            vet: {
                                id: number;
                                full_name: string;
                            } | null;
                            template: {
                                id: number;
                                name: string;
                            } | null;
                            title: string;
                            /** @enum {string} */
                            status: "draft" | "in_progress" | "completed" | "closed";
                            recorded_at: string;
                            closed_at: string | null;
                            updated_at: string;
                            version: number;
                            match?: string | null;
                            pet_id: number;
                            client_id: number | null;
                            vet_id: number | null;
                            template_id: number | null;
                            template_snapshot: {
                                key: string;
                                title: string;
                                fields: {
                                    key: string;
                                    label: string;
                                    /** @enum {string} */
                                    type: "markdown" | "number" | "select" | "multiselect" | "checkbox" | "date" | "vitals" | "diagnoses" | "prescriptions" | "items" | "anesthesia";
                                    unit?: string;
                                    options?: string[];
                                    required?: boolean;
                                    help?: string;
                                }[];
                            }[];
                            client_summary: string | null;
                            closed_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            created_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            created_at: string;
                            fields: {
                                field_key: string;
                                value: unknown;
                                version: number;
                                updated_at: string;
                                updated_by: {
                                    id: number;
                                    full_name: string;
                                } | null;
                            }[];
                            appointments: {
                                id: number;
                                clinic_id: number;
                                status: number;
                                datetime_start_utc: string;
                                datetime_end_utc: string;
                                vet: {
                                    id: number;
                                    full_name: string;
                                } | null;
                                services: string[];
                            }[];
                            writable: boolean;
                            tasks: {
                                id: number;
                                title: string;
                                status: number;
                            }[];
                            vitals?: unknown;
                            anesthesia?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    closeRecord: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    task_template_ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            clinic_name: string;
                            pet: {
                                id: number;
                                nickname: string;
                                species: string | null;
                            };
                            client: {
                                id: number;
                                full_name: string;
                            } | null;
                            vet: {
                                id: number;
                                full_name: string;
                            } | null;
                            template: {
                                id: number;
                                name: string;
                            } | null;
                            title: string;
                            /** @enum {string} */
                            status: "draft" | "in_progress" | "completed" | "closed";
                            recorded_at: string;
                            closed_at: string | null;
                            updated_at: string;
                            version: number;
                            match?: string | null;
                            pet_id: number;
                            client_id: number | null;
                            vet_id: number | null;
                            template_id: number | null;
                            template_snapshot: {
                                key: string;
                                title: string;
                                fields: {
                                    key: string;
                                    label: string;
                                    /** @enum {string} */
                                    type: "markdown" | "number" | "select" | "multiselect" | "checkbox" | "date" | "vitals" | "diagnoses" | "prescriptions" | "items" | "anesthesia";
                                    unit?: string;
                                    options?: string[];
                                    required?: boolean;
                                    help?: string;
                                }[];
                            }[];
                            client_summary: string | null;
                            closed_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            created_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            created_at: string;
                            fields: {
                                field_key: string;
                                value: unknown;
                                version: number;
                                updated_at: string;
                                updated_by: {
                                    id: number;
                                    full_name: string;
                                } | null;
                            }[];
                            appointments: {
                                id: number;
                                clinic_id: number;
                                status: number;
                                datetime_start_utc: string;
                                datetime_end_utc: string;
                                vet: {
                                    id: number;
                                    full_name: string;
                                } | null;
                                services: string[];
                            }[];
                            writable: boolean;
                            tasks: {
                                id: number;
                                title: string;
                                status: number;
                            }[];
                            vitals?: unknown;
                            anesthesia?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    reopenRecord: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            clinic_name: string;
                            pet: {
                                id: number;
                                nickname: string;
                                species: string | null;
                            };
                            client: {
                                id: number;
                                full_name: string;
                            } | null;
                            vet: {
                                id: number;
                                full_name: string;
                            } | null;
                            template: {
                                id: number;
                                name: string;
                            } | null;
                            title: string;
                            /** @enum {string} */
                            status: "draft" | "in_progress" | "completed" | "closed";
                            recorded_at: string;
                            closed_at: string | null;
                            updated_at: string;
                            version: number;
                            match?: string | null;
                            pet_id: number;
                            client_id: number | null;
                            vet_id: number | null;
                            template_id: number | null;
                            template_snapshot: {
                                key: string;
                                title: string;
                                fields: {
                                    key: string;
                                    label: string;
                                    /** @enum {string} */
                                    type: "markdown" | "number" | "select" | "multiselect" | "checkbox" | "date" | "vitals" | "diagnoses" | "prescriptions" | "items" | "anesthesia";
                                    unit?: string;
                                    options?: string[];
                                    required?: boolean;
                                    help?: string;
                                }[];
                            }[];
                            client_summary: string | null;
                            closed_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            created_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            created_at: string;
                            fields: {
                                field_key: string;
                                value: unknown;
                                version: number;
                                updated_at: string;
                                updated_by: {
                                    id: number;
                                    full_name: string;
                                } | null;
                            }[];
                            appointments: {
                                id: number;
                                clinic_id: number;
                                status: number;
                                datetime_start_utc: string;
                                datetime_end_utc: string;
                                vet: {
                                    id: number;
                                    full_name: string;
                                } | null;
                                services: string[];
                            }[];
                            writable: boolean;
                            tasks: {
                                id: number;
                                title: string;
                                status: number;
                            }[];
                            vitals?: unknown;
                            anesthesia?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    duplicateRecord: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    recorded_at?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            clinic_name: string;
                            pet: {
                                id: number;
                                nickname: string;
                                species: string | null;
                            };
                            client: {
                                id: number;
                                full_name: string;
                            } | null;
                            vet: {
                                id: number;
                                full_name: string;
                            } | null;
                            template: {
                                id: number;
                                name: string;
                            } | null;
                            title: string;
                            /** @enum {string} */
                            status: "draft" | "in_progress" | "completed" | "closed";
                            recorded_at: string;
                            closed_at: string | null;
                            updated_at: string;
                            version: number;
                            match?: string | null;
                            pet_id: number;
                            client_id: number | null;
                            vet_id: number | null;
                            template_id: number | null;
                            template_snapshot: {
                                key: string;
                                title: string;
                                fields: {
                                    key: string;
                                    label: string;
                                    /** @enum {string} */
                                    type: "markdown" | "number" | "select" | "multiselect" | "checkbox" | "date" | "vitals" | "diagnoses" | "prescriptions" | "items" | "anesthesia";
                                    unit?: string;
                                    options?: string[];
                                    required?: boolean;
                                    help?: string;
                                }[];
                            }[];
                            client_summary: string | null;
                            closed_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            created_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            created_at: string;
                            fields: {
                                field_key: string;
                                value: unknown;
                                version: number;
                                updated_at: string;
                                updated_by: {
                                    id: number;
                                    full_name: string;
                                } | null;
                            }[];
                            appointments: {
                                id: number;
                                clinic_id: number;
                                status: number;
                                datetime_start_utc: string;
                                datetime_end_utc: string;
                                vet: {
                                    id: number;
                                    full_name: string;
                                } | null;
                                services: string[];
                            }[];
                            writable: boolean;
                            tasks: {
                                id: number;
                                title: string;
                                status: number;
                            }[];
                            vitals?: unknown;
                            anesthesia?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    attachRecordAppointment: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    appointment_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            clinic_name: string;
                            pet: {
                                id: number;
                                nickname: string;
                                species: string | null;
                            };
                            client: {
                                id: number;
                                full_name: string;
                            } | null;
                            vet: {
                                id: number;
                                full_name: string;
                            } | null;
                            template: {
                                id: number;
                                name: string;
                            } | null;
                            title: string;
                            /** @enum {string} */
                            status: "draft" | "in_progress" | "completed" | "closed";
                            recorded_at: string;
                            closed_at: string | null;
                            updated_at: string;
                            version: number;
                            match?: string | null;
                            pet_id: number;
                            client_id: number | null;
                            vet_id: number | null;
                            template_id: number | null;
                            template_snapshot: {
                                key: string;
                                title: string;
                                fields: {
                                    key: string;
                                    label: string;
                                    /** @enum {string} */
                                    type: "markdown" | "number" | "select" | "multiselect" | "checkbox" | "date" | "vitals" | "diagnoses" | "prescriptions" | "items" | "anesthesia";
                                    unit?: string;
                                    options?: string[];
                                    required?: boolean;
                                    help?: string;
                                }[];
                            }[];
                            client_summary: string | null;
                            closed_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            created_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            created_at: string;
                            fields: {
                                field_key: string;
                                value: unknown;
                                version: number;
                                updated_at: string;
                                updated_by: {
                                    id: number;
                                    full_name: string;
                                } | null;
                            }[];
                            appointments: {
                                id: number;
                                clinic_id: number;
                                status: number;
                                datetime_start_utc: string;
                                datetime_end_utc: string;
                                vet: {
                                    id: number;
                                    full_name: string;
                                } | null;
                                services: string[];
                            }[];
                            writable: boolean;
                            tasks: {
                                id: number;
                                title: string;
                                status: number;
                            }[];
                            vitals?: unknown;
                            anesthesia?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listRecordAppointments: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            status: number;
                            datetime_start_utc: string;
                            datetime_end_utc: string;
                            vet: {
                                id: number;
                                full_name: string;
                            } | null;
                            services: string[];
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    syncRecordClientCommunication: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "email" | "other";
                    subject?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            communication_id: number;
                            /** @enum {string} */
                            type: "email" | "other";
                            emailed: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listRecordHistory: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            version: number;
                            action: string;
                            changed_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            changed_at: string;
                            reason: string | null;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getRecordPdf: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getRecordFieldValues: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            record_id: number;
                            record_version: number;
                            /** @enum {string} */
                            status: "draft" | "in_progress" | "completed" | "closed";
                            fields: {
                                field_key: string;
                                value: unknown;
                                version: number;
                                updated_at: string;
                                updated_by: {
                                    id: number;
                                    full_name: string;
                                } | null;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    putRecordFieldValues: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fields: {
                        field_key: string;
                        value: unknown;
                        version: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            record_id: number;
                            record_version: number;
                            /** @enum {string} */
                            status: "draft" | "in_progress" | "completed" | "closed";
                            fields: {
                                field_key: string;
                                value: unknown;
                                version: number;
                                updated_at: string;
                                updated_by: {
                                    id: number;
                                    full_name: string;
                                } | null;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    saveRecordValues: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                petId: number;
                recordId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    associatedFields?: {
                        title?: string;
                        client_summary?: string | null;
                        vet_id?: number | null;
                        /** Format: date-time */
                        recorded_at?: string;
                    };
                    /** @default false */
                    closeRecord?: boolean;
                    /** @default [] */
                    fields?: {
                        field_key: string;
                        value: unknown;
                        version: number;
                    }[];
                    task_template_ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            record_id: number;
                            record_version: number;
                            /** @enum {string} */
                            status: "draft" | "in_progress" | "completed" | "closed";
                            fields: {
                                field_key: string;
                                value: unknown;
                                version: number;
                                updated_at: string;
                                updated_by: {
                                    id: number;
                                    full_name: string;
                                } | null;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listDiagnoses: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    q?: string;
                    /** @enum {string} */
                    category?: "cardiovascular" | "respiratory" | "gastrointestinal" | "hepatobiliary_pancreas" | "urinary" | "reproductive" | "dermatology" | "ear" | "eye" | "musculoskeletal" | "neurology" | "endocrine" | "hematology_immunology" | "infectious" | "parasitic" | "oncology" | "dental_oral" | "behavior" | "toxicology" | "trauma_emergency" | "nutrition_metabolic" | "preventive" | "exotic";
                    /** @enum {string} */
                    species?: "dog" | "cat" | "rabbit" | "ferret" | "rodent" | "bird" | "reptile" | "horse";
                    /** @enum {string} */
                    is_active?: "true" | "false";
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            description: string | null;
                            recommendation: string | null;
                            code: string | null;
                            category: string | null;
                            species: string[];
                            is_active: boolean;
                            built_in: boolean;
                            updated_at: string;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createDiagnosis: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    recommendation?: string | null;
                    code?: string | null;
                    category?: ("cardiovascular" | "respiratory" | "gastrointestinal" | "hepatobiliary_pancreas" | "urinary" | "reproductive" | "dermatology" | "ear" | "eye" | "musculoskeletal" | "neurology" | "endocrine" | "hematology_immunology" | "infectious" | "parasitic" | "oncology" | "dental_oral" | "behavior" | "toxicology" | "trauma_emergency" | "nutrition_metabolic" | "preventive" | "exotic") | null;
                    /** @default [] */
                    species?: ("dog" | "cat" | "rabbit" | "ferret" | "rodent" | "bird" | "reptile" | "horse")[];
                    /** @default true */
                    is_active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            description: string | null;
                            recommendation: string | null;
                            code: string | null;
                            category: string | null;
                            species: string[];
                            is_active: boolean;
                            built_in: boolean;
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    importBuiltInDiagnoses: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            added: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getDiagnosis: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            description: string | null;
                            recommendation: string | null;
                            code: string | null;
                            category: string | null;
                            species: string[];
                            is_active: boolean;
                            built_in: boolean;
                            updated_at: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateDiagnosis: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    recommendation?: string | null;
                    code?: string | null;
                    category?: ("cardiovascular" | "respiratory" | "gastrointestinal" | "hepatobiliary_pancreas" | "urinary" | "reproductive" | "dermatology" | "ear" | "eye" | "musculoskeletal" | "neurology" | "endocrine" | "hematology_immunology" | "infectious" | "parasitic" | "oncology" | "dental_oral" | "behavior" | "toxicology" | "trauma_emergency" | "nutrition_metabolic" | "preventive" | "exotic") | null;
                    /** @default [] */
                    species?: ("dog" | "cat" | "rabbit" | "ferret" | "rodent" | "bird" | "reptile" | "horse")[];
                    /** @default true */
                    is_active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            description: string | null;
                            recommendation: string | null;
                            code: string | null;
                            category: string | null;
                            species: string[];
                            is_active: boolean;
                            built_in: boolean;
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listRecordDiagnoses: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            record_id: number;
                            /** @enum {string} */
                            kind: "differential" | "final";
                            diagnosis_id: number | null;
                            name: string;
                            notes: string | null;
                            description: string | null;
                            recommendation: string | null;
                            created_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            created_at: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    addRecordDiagnosis: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "differential" | "final";
                    diagnosis_id?: number | null;
                    name?: string | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            record_id: number;
                            /** @enum {string} */
                            kind: "differential" | "final";
                            diagnosis_id: number | null;
                            name: string;
                            notes: string | null;
                            description: string | null;
                            recommendation: string | null;
                            created_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteRecordDiagnosis: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
                entryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listPetProblems: {
        parameters: {
            query?: {
                filter?: {
                    /** @enum {string} */
                    status?: "active" | "resolved" | "chronic";
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            pet_id: number;
                            diagnosis_id: number | null;
                            name: string;
                            /** @enum {string} */
                            status: "active" | "resolved" | "chronic";
                            onset_date: string | null;
                            notes: string | null;
                            source_record_id: number | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    addPetProblem: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    diagnosis_id?: number | null;
                    name?: string | null;
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "resolved" | "chronic";
                    onset_date?: string | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            pet_id: number;
                            diagnosis_id: number | null;
                            name: string;
                            /** @enum {string} */
                            status: "active" | "resolved" | "chronic";
                            onset_date: string | null;
                            notes: string | null;
                            source_record_id: number | null;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updatePetProblem: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
                problemId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status?: "active" | "resolved" | "chronic";
                    onset_date?: string | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            pet_id: number;
                            diagnosis_id: number | null;
                            name: string;
                            /** @enum {string} */
                            status: "active" | "resolved" | "chronic";
                            onset_date: string | null;
                            notes: string | null;
                            source_record_id: number | null;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listPrescriptions: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    pet_id?: number;
                    record_id?: number;
                    /** @enum {string} */
                    status?: "ACTIVE" | "COMPLETED" | "CANCELLED";
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            pet_id: number;
                            pet: {
                                id: number;
                                nickname: string;
                            };
                            record_id: number | null;
                            vet_id: number | null;
                            vet: {
                                id: number;
                                full_name: string;
                            } | null;
                            drug: string;
                            strength: string | null;
                            dose: string;
                            unit: string;
                            route: string;
                            frequency: string;
                            duration_days: number | null;
                            quantity: string | null;
                            refills: number;
                            expires_on: string | null;
                            instructions: string | null;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "CANCELLED";
                            status_reason: string | null;
                            status_changed_at: string | null;
                            prescribed_at: string;
                            editable: boolean;
                            created_at: string;
                            updated_at: string;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createPrescription: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pet_id: number;
                    record_id?: number | null;
                    vet_id?: number | null;
                    drug: string;
                    strength?: string | null;
                    dose: string;
                    unit: string;
                    /** @enum {string} */
                    route: "oral" | "topical" | "ophthalmic" | "otic" | "subcutaneous" | "intramuscular" | "intravenous" | "inhaled" | "rectal" | "transdermal" | "other";
                    frequency: string;
                    duration_days?: number | null;
                    quantity?: string | null;
                    /** @default 0 */
                    refills?: number;
                    expires_on?: string | null;
                    instructions?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            pet_id: number;
                            pet: {
                                id: number;
                                nickname: string;
                            };
                            record_id: number | null;
                            vet_id: number | null;
                            vet: {
                                id: number;
                                full_name: string;
                            } | null;
                            drug: string;
                            strength: string | null;
                            dose: string;
                            unit: string;
                            route: string;
                            frequency: string;
                            duration_days: number | null;
                            quantity: string | null;
                            refills: number;
                            expires_on: string | null;
                            instructions: string | null;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "CANCELLED";
                            status_reason: string | null;
                            status_changed_at: string | null;
                            prescribed_at: string;
                            editable: boolean;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getPrescription: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            pet_id: number;
                            pet: {
                                id: number;
                                nickname: string;
                            };
                            record_id: number | null;
                            vet_id: number | null;
                            vet: {
                                id: number;
                                full_name: string;
                            } | null;
                            drug: string;
                            strength: string | null;
                            dose: string;
                            unit: string;
                            route: string;
                            frequency: string;
                            duration_days: number | null;
                            quantity: string | null;
                            refills: number;
                            expires_on: string | null;
                            instructions: string | null;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "CANCELLED";
                            status_reason: string | null;
                            status_changed_at: string | null;
                            prescribed_at: string;
                            editable: boolean;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updatePrescription: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    vet_id?: number | null;
                    drug?: string;
                    strength?: string | null;
                    dose?: string;
                    unit?: string;
                    /** @enum {string} */
                    route?: "oral" | "topical" | "ophthalmic" | "otic" | "subcutaneous" | "intramuscular" | "intravenous" | "inhaled" | "rectal" | "transdermal" | "other";
                    frequency?: string;
                    duration_days?: number | null;
                    quantity?: string | null;
                    /** @default 0 */
                    refills?: number;
                    expires_on?: string | null;
                    instructions?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            pet_id: number;
                            pet: {
                                id: number;
                                nickname: string;
                            };
                            record_id: number | null;
                            vet_id: number | null;
                            vet: {
                                id: number;
                                full_name: string;
                            } | null;
                            drug: string;
                            strength: string | null;
                            dose: string;
                            unit: string;
                            route: string;
                            frequency: string;
                            duration_days: number | null;
                            quantity: string | null;
                            refills: number;
                            expires_on: string | null;
                            instructions: string | null;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "CANCELLED";
                            status_reason: string | null;
                            status_changed_at: string | null;
                            prescribed_at: string;
                            editable: boolean;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    setPrescriptionStatus: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "COMPLETED" | "CANCELLED";
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            pet_id: number;
                            pet: {
                                id: number;
                                nickname: string;
                            };
                            record_id: number | null;
                            vet_id: number | null;
                            vet: {
                                id: number;
                                full_name: string;
                            } | null;
                            drug: string;
                            strength: string | null;
                            dose: string;
                            unit: string;
                            route: string;
                            frequency: string;
                            duration_days: number | null;
                            quantity: string | null;
                            refills: number;
                            expires_on: string | null;
                            instructions: string | null;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "CANCELLED";
                            status_reason: string | null;
                            status_changed_at: string | null;
                            prescribed_at: string;
                            editable: boolean;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getPrescriptionPdf: {
        parameters: {
            query?: {
                format?: "sheet" | "label";
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listProductCategories: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            parent_id: number | null;
                            position: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    createProductCategory: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    parent_id?: number | null;
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            parent_id: number | null;
                            position: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateProductCategory: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    parent_id?: number | null;
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            parent_id: number | null;
                            position: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    archiveProductCategory: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listProducts: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    search?: string;
                    category_id?: number[];
                    supplier_id?: number;
                    /** @enum {string} */
                    archived?: "0" | "1" | "all";
                    /** @enum {string} */
                    sellable?: "0" | "1";
                    /** @enum {string} */
                    stock?: "below_reorder_point" | "out_of_stock";
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            sku: string | null;
                            barcode: string | null;
                            category_id: number | null;
                            category: {
                                id: number;
                                name: string;
                            } | null;
                            supplier_id: number | null;
                            supplier: {
                                id: number;
                                name: string;
                            } | null;
                            unit: string;
                            sub_unit: string | null;
                            sub_units: number;
                            purchase_price: number;
                            selling_price: number | null;
                            sub_unit_price: number | null;
                            vat: number;
                            vat_bp: number;
                            sellable: boolean;
                            controlled: boolean;
                            min_stock: number;
                            reorder_quantity: number;
                            on_hand: number;
                            below_reorder_point: boolean;
                            expiring_soon: boolean;
                            aaha_code: string | null;
                            archived: boolean;
                            created_at: string;
                            updated_at: string;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    sku?: string | null;
                    barcode?: string | null;
                    category_id?: number | null;
                    supplier_id?: number | null;
                    /** @default unit */
                    unit?: string;
                    sub_unit?: string | null;
                    /** @default 1 */
                    sub_units?: number;
                    /** @default 0 */
                    purchase_price?: number;
                    /** @default null */
                    selling_price?: number | null;
                    /** @default 0 */
                    vat?: number;
                    /** @default true */
                    sellable?: boolean;
                    /** @default false */
                    controlled?: boolean;
                    /** @default 0 */
                    min_stock?: number;
                    /** @default 0 */
                    reorder_quantity?: number;
                    aaha_code?: ("EXAM" | "EXAM-EM" | "VACC" | "PREV" | "PARA" | "PHARM" | "INJ" | "DIET" | "FOOD" | "LAB-IN" | "LAB-REF" | "IMG-RAD" | "IMG-US" | "IMG-ADV" | "ANES" | "SURG" | "SURG-ORTH" | "SPAY" | "DENT" | "HOSP" | "ICU" | "FLUID" | "BOARD" | "GROOM" | "RETAIL" | "SUPPLY" | "MICRO" | "EUTH" | "BEHAV" | "REHAB" | "REPRO" | "CERT" | "HOUSE" | "MISC") | "" | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            sku: string | null;
                            barcode: string | null;
                            category_id: number | null;
                            category: {
                                id: number;
                                name: string;
                            } | null;
                            supplier_id: number | null;
                            supplier: {
                                id: number;
                                name: string;
                            } | null;
                            unit: string;
                            sub_unit: string | null;
                            sub_units: number;
                            purchase_price: number;
                            selling_price: number | null;
                            sub_unit_price: number | null;
                            vat: number;
                            vat_bp: number;
                            sellable: boolean;
                            controlled: boolean;
                            min_stock: number;
                            reorder_quantity: number;
                            on_hand: number;
                            below_reorder_point: boolean;
                            expiring_soon: boolean;
                            aaha_code: string | null;
                            archived: boolean;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listSellableProducts: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    search?: string;
                    category_id?: number[];
                    supplier_id?: number;
                    /** @enum {string} */
                    archived?: "0" | "1" | "all";
                    /** @enum {string} */
                    sellable?: "0" | "1";
                    /** @enum {string} */
                    stock?: "below_reorder_point" | "out_of_stock";
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            sku: string | null;
                            barcode: string | null;
                            category_id: number | null;
                            category: {
                                id: number;
                                name: string;
                            } | null;
                            supplier_id: number | null;
                            supplier: {
                                id: number;
                                name: string;
                            } | null;
                            unit: string;
                            sub_unit: string | null;
                            sub_units: number;
                            purchase_price: number;
                            selling_price: number | null;
                            sub_unit_price: number | null;
                            vat: number;
                            vat_bp: number;
                            sellable: boolean;
                            controlled: boolean;
                            min_stock: number;
                            reorder_quantity: number;
                            on_hand: number;
                            below_reorder_point: boolean;
                            expiring_soon: boolean;
                            aaha_code: string | null;
                            archived: boolean;
                            created_at: string;
                            updated_at: string;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    bulkSetProductVat: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product_ids: number[];
                    vat: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            updated: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            sku: string | null;
                            barcode: string | null;
                            category_id: number | null;
                            category: {
                                id: number;
                                name: string;
                            } | null;
                            supplier_id: number | null;
                            supplier: {
                                id: number;
                                name: string;
                            } | null;
                            unit: string;
                            sub_unit: string | null;
                            sub_units: number;
                            purchase_price: number;
                            selling_price: number | null;
                            sub_unit_price: number | null;
                            vat: number;
                            vat_bp: number;
                            sellable: boolean;
                            controlled: boolean;
                            min_stock: number;
                            reorder_quantity: number;
                            on_hand: number;
                            below_reorder_point: boolean;
                            expiring_soon: boolean;
                            aaha_code: string | null;
                            archived: boolean;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    sku?: string | null;
                    barcode?: string | null;
                    category_id?: number | null;
                    supplier_id?: number | null;
                    unit?: string;
                    sub_unit?: string | null;
                    sub_units?: number;
                    purchase_price?: number;
                    selling_price?: number | null;
                    vat?: number;
                    sellable?: boolean;
                    controlled?: boolean;
                    min_stock?: number;
                    reorder_quantity?: number;
                    aaha_code?: ("EXAM" | "EXAM-EM" | "VACC" | "PREV" | "PARA" | "PHARM" | "INJ" | "DIET" | "FOOD" | "LAB-IN" | "LAB-REF" | "IMG-RAD" | "IMG-US" | "IMG-ADV" | "ANES" | "SURG" | "SURG-ORTH" | "SPAY" | "DENT" | "HOSP" | "ICU" | "FLUID" | "BOARD" | "GROOM" | "RETAIL" | "SUPPLY" | "MICRO" | "EUTH" | "BEHAV" | "REHAB" | "REPRO" | "CERT" | "HOUSE" | "MISC") | "" | null;
                    archived?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            sku: string | null;
                            barcode: string | null;
                            category_id: number | null;
                            category: {
                                id: number;
                                name: string;
                            } | null;
                            supplier_id: number | null;
                            supplier: {
                                id: number;
                                name: string;
                            } | null;
                            unit: string;
                            sub_unit: string | null;
                            sub_units: number;
                            purchase_price: number;
                            selling_price: number | null;
                            sub_unit_price: number | null;
                            vat: number;
                            vat_bp: number;
                            sellable: boolean;
                            controlled: boolean;
                            min_stock: number;
                            reorder_quantity: number;
                            on_hand: number;
                            below_reorder_point: boolean;
                            expiring_soon: boolean;
                            aaha_code: string | null;
                            archived: boolean;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getProductStock: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            product_id: number;
                            on_hand: number;
                            batches: {
                                id: number;
                                product_id: number;
                                batch_no: string;
                                expiration_date: string | null;
                                on_hand: number;
                                is_expired: boolean;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listProductMovements: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            product_id: number;
                            batch_id: number;
                            batch_no: string;
                            expiration_date: string | null;
                            quantity_delta: number;
                            /** @enum {string} */
                            reason: "receipt" | "sale" | "return" | "usage" | "adjustment" | "count" | "transfer" | "write_off";
                            source_type: string | null;
                            source_id: number | null;
                            note: string | null;
                            created_by: {
                                id: number;
                                full_name: string;
                            } | null;
                            created_at: string;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    receiveProductStock: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sub_units_changed: number;
                    batch_no?: string | null;
                    expiration_date?: string | null;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            product_id: number;
                            on_hand: number;
                            batches: {
                                id: number;
                                product_id: number;
                                batch_no: string;
                                expiration_date: string | null;
                                on_hand: number;
                                is_expired: boolean;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    countProductStock: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    batch_id: number;
                    counted: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            product_id: number;
                            on_hand: number;
                            batches: {
                                id: number;
                                product_id: number;
                                batch_no: string;
                                expiration_date: string | null;
                                on_hand: number;
                                is_expired: boolean;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    writeOffProductStock: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    batch_id: number;
                    sub_units_changed: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            product_id: number;
                            on_hand: number;
                            batches: {
                                id: number;
                                product_id: number;
                                batch_no: string;
                                expiration_date: string | null;
                                on_hand: number;
                                is_expired: boolean;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listExpiringStock: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                days?: number;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            product_id: number;
                            batch_no: string;
                            expiration_date: string | null;
                            on_hand: number;
                            is_expired: boolean;
                            product_name: string;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listSuppliers: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    search?: string;
                    /** @enum {string} */
                    archived?: "0" | "1" | "all";
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            account_number: string | null;
                            lead_time_days: number | null;
                            archived: boolean;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createSupplier: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email?: ("" | string) | null;
                    phone?: string | null;
                    account_number?: string | null;
                    lead_time_days?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            account_number: string | null;
                            lead_time_days: number | null;
                            archived: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getSupplier: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            account_number: string | null;
                            lead_time_days: number | null;
                            archived: boolean;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateSupplier: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email?: ("" | string) | null;
                    phone?: string | null;
                    account_number?: string | null;
                    lead_time_days?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            account_number: string | null;
                            lead_time_days: number | null;
                            archived: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    archiveSupplier: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listDiscounts: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    search?: string;
                    /** @enum {string} */
                    enabled?: "0" | "1" | "all";
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            /** @enum {string} */
                            type: "percent" | "amount";
                            value: number;
                            enabled: boolean;
                            created_at: string;
                            updated_at: string;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createDiscount: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    type: "percent" | "amount";
                    value: number;
                    /** @default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            /** @enum {string} */
                            type: "percent" | "amount";
                            value: number;
                            enabled: boolean;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getDiscount: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            /** @enum {string} */
                            type: "percent" | "amount";
                            value: number;
                            enabled: boolean;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateDiscount: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    type: "percent" | "amount";
                    value: number;
                    /** @default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            /** @enum {string} */
                            type: "percent" | "amount";
                            value: number;
                            enabled: boolean;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteDiscount: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    setDiscountStatus: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            /** @enum {string} */
                            type: "percent" | "amount";
                            value: number;
                            enabled: boolean;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listEstimates: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    status?: number[];
                    client_id?: number;
                    pet_id?: number;
                    record_id?: number;
                    from?: string;
                    to?: string;
                    search?: string;
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            client_id: number;
                            client_name: string;
                            pet_id: number | null;
                            pet_name: string | null;
                            record_id: number | null;
                            template_id: number | null;
                            status: number;
                            title: string;
                            notes: string | null;
                            valid_until: string | null;
                            prices_include_tax: boolean;
                            low_total: number;
                            high_total: number;
                            sent_at: string | null;
                            answered_at: string | null;
                            answered_by: ("client" | "staff") | null;
                            sale_id: number | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createEstimate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id?: number | null;
                    pet_id?: number | null;
                    record_id?: number | null;
                    title: string;
                    notes?: string | null;
                    valid_until?: string | null;
                    /** @default false */
                    prices_include_tax?: boolean;
                    lines: {
                        service_id?: number | null;
                        product_id?: number | null;
                        name?: string | null;
                        qty_low: number;
                        qty_high: number;
                        unit_price?: number | null;
                        discount_percent?: number | null;
                        discount_amount?: number | null;
                        vat?: number | null;
                        service_tax?: number | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            client_id: number;
                            client_name: string;
                            pet_id: number | null;
                            pet_name: string | null;
                            record_id: number | null;
                            template_id: number | null;
                            status: number;
                            title: string;
                            notes: string | null;
                            valid_until: string | null;
                            prices_include_tax: boolean;
                            low_total: number;
                            high_total: number;
                            sent_at: string | null;
                            answered_at: string | null;
                            answered_by: ("client" | "staff") | null;
                            sale_id: number | null;
                            created_at: string;
                            updated_at: string;
                            lines: {
                                id: number;
                                position: number;
                                service_id: number | null;
                                product_id: number | null;
                                name: string;
                                qty_low: number;
                                qty_high: number;
                                unit_price: number;
                                discount_percent: number | null;
                                discount_amount: number | null;
                                vat: number;
                                service_tax: number;
                                status: number;
                                total_low: number;
                                total_high: number;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    countEstimatesInPeriod: {
        parameters: {
            query: {
                filter: {
                    from?: string;
                    to?: string;
                    pet_id?: number;
                    client_id?: number;
                    record_id?: number;
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            from: string;
                            to: string;
                            total: number;
                            pending: number;
                            rejected: number;
                            approved: number;
                            low_total: number;
                            high_total: number;
                            approved_high_total: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createEstimateFromTemplate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    template_id: number;
                    client_id?: number | null;
                    pet_id?: number | null;
                    record_id?: number | null;
                    title?: string | null;
                    valid_until?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            client_id: number;
                            client_name: string;
                            pet_id: number | null;
                            pet_name: string | null;
                            record_id: number | null;
                            template_id: number | null;
                            status: number;
                            title: string;
                            notes: string | null;
                            valid_until: string | null;
                            prices_include_tax: boolean;
                            low_total: number;
                            high_total: number;
                            sent_at: string | null;
                            answered_at: string | null;
                            answered_by: ("client" | "staff") | null;
                            sale_id: number | null;
                            created_at: string;
                            updated_at: string;
                            lines: {
                                id: number;
                                position: number;
                                service_id: number | null;
                                product_id: number | null;
                                name: string;
                                qty_low: number;
                                qty_high: number;
                                unit_price: number;
                                discount_percent: number | null;
                                discount_amount: number | null;
                                vat: number;
                                service_tax: number;
                                status: number;
                                total_low: number;
                                total_high: number;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getEstimate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            client_id: number;
                            client_name: string;
                            pet_id: number | null;
                            pet_name: string | null;
                            record_id: number | null;
                            template_id: number | null;
                            status: number;
                            title: string;
                            notes: string | null;
                            valid_until: string | null;
                            prices_include_tax: boolean;
                            low_total: number;
                            high_total: number;
                            sent_at: string | null;
                            answered_at: string | null;
                            answered_by: ("client" | "staff") | null;
                            sale_id: number | null;
                            created_at: string;
                            updated_at: string;
                            lines: {
                                id: number;
                                position: number;
                                service_id: number | null;
                                product_id: number | null;
                                name: string;
                                qty_low: number;
                                qty_high: number;
                                unit_price: number;
                                discount_percent: number | null;
                                discount_amount: number | null;
                                vat: number;
                                service_tax: number;
                                status: number;
                                total_low: number;
                                total_high: number;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateEstimate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id?: number | null;
                    pet_id?: number | null;
                    record_id?: number | null;
                    title: string;
                    notes?: string | null;
                    valid_until?: string | null;
                    /** @default false */
                    prices_include_tax?: boolean;
                    lines: {
                        service_id?: number | null;
                        product_id?: number | null;
                        name?: string | null;
                        qty_low: number;
                        qty_high: number;
                        unit_price?: number | null;
                        discount_percent?: number | null;
                        discount_amount?: number | null;
                        vat?: number | null;
                        service_tax?: number | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            client_id: number;
                            client_name: string;
                            pet_id: number | null;
                            pet_name: string | null;
                            record_id: number | null;
                            template_id: number | null;
                            status: number;
                            title: string;
                            notes: string | null;
                            valid_until: string | null;
                            prices_include_tax: boolean;
                            low_total: number;
                            high_total: number;
                            sent_at: string | null;
                            answered_at: string | null;
                            answered_by: ("client" | "staff") | null;
                            sale_id: number | null;
                            created_at: string;
                            updated_at: string;
                            lines: {
                                id: number;
                                position: number;
                                service_id: number | null;
                                product_id: number | null;
                                name: string;
                                qty_low: number;
                                qty_high: number;
                                unit_price: number;
                                discount_percent: number | null;
                                discount_amount: number | null;
                                vat: number;
                                service_tax: number;
                                status: number;
                                total_low: number;
                                total_high: number;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteEstimate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    approveEstimate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    line_ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            client_id: number;
                            client_name: string;
                            pet_id: number | null;
                            pet_name: string | null;
                            record_id: number | null;
                            template_id: number | null;
                            status: number;
                            title: string;
                            notes: string | null;
                            valid_until: string | null;
                            prices_include_tax: boolean;
                            low_total: number;
                            high_total: number;
                            sent_at: string | null;
                            answered_at: string | null;
                            answered_by: ("client" | "staff") | null;
                            sale_id: number | null;
                            created_at: string;
                            updated_at: string;
                            lines: {
                                id: number;
                                position: number;
                                service_id: number | null;
                                product_id: number | null;
                                name: string;
                                qty_low: number;
                                qty_high: number;
                                unit_price: number;
                                discount_percent: number | null;
                                discount_amount: number | null;
                                vat: number;
                                service_tax: number;
                                status: number;
                                total_low: number;
                                total_high: number;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    declineEstimate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    line_ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            client_id: number;
                            client_name: string;
                            pet_id: number | null;
                            pet_name: string | null;
                            record_id: number | null;
                            template_id: number | null;
                            status: number;
                            title: string;
                            notes: string | null;
                            valid_until: string | null;
                            prices_include_tax: boolean;
                            low_total: number;
                            high_total: number;
                            sent_at: string | null;
                            answered_at: string | null;
                            answered_by: ("client" | "staff") | null;
                            sale_id: number | null;
                            created_at: string;
                            updated_at: string;
                            lines: {
                                id: number;
                                position: number;
                                service_id: number | null;
                                product_id: number | null;
                                name: string;
                                qty_low: number;
                                qty_high: number;
                                unit_price: number;
                                discount_percent: number | null;
                                discount_amount: number | null;
                                vat: number;
                                service_tax: number;
                                status: number;
                                total_low: number;
                                total_high: number;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    duplicateEstimate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            client_id: number;
                            client_name: string;
                            pet_id: number | null;
                            pet_name: string | null;
                            record_id: number | null;
                            template_id: number | null;
                            status: number;
                            title: string;
                            notes: string | null;
                            valid_until: string | null;
                            prices_include_tax: boolean;
                            low_total: number;
                            high_total: number;
                            sent_at: string | null;
                            answered_at: string | null;
                            answered_by: ("client" | "staff") | null;
                            sale_id: number | null;
                            created_at: string;
                            updated_at: string;
                            lines: {
                                id: number;
                                position: number;
                                service_id: number | null;
                                product_id: number | null;
                                name: string;
                                qty_low: number;
                                qty_high: number;
                                unit_price: number;
                                discount_percent: number | null;
                                discount_amount: number | null;
                                vat: number;
                                service_tax: number;
                                status: number;
                                total_low: number;
                                total_high: number;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    moveEstimateToSale: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default false */
                    approve_all?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            number: number | null;
                            /** @enum {string} */
                            status: "draft" | "issued";
                            /** @enum {string} */
                            edit_state: "editable" | "frozen";
                            client_id: number;
                            client_name: string;
                            pet_id: number | null;
                            vet_id: number | null;
                            appointment_id: number | null;
                            record_id: number | null;
                            currency: string;
                            subtotal: number;
                            discount_total: number;
                            net: number;
                            tax: number;
                            total: number;
                            paid: number;
                            due: number;
                            issued_at: string | null;
                            created_at: string;
                            prices_include_tax: boolean;
                            tax_apply_order: ("discount_before_tax" | "discount_after_tax") | null;
                            discount: {
                                /** @enum {string} */
                                type: "percent" | "amount";
                                value: number;
                                discount_id: number | null;
                                name: string | null;
                                reason: string | null;
                            } | null;
                            taxes: {
                                /** @enum {string} */
                                kind: "vat" | "service_tax";
                                rate: number;
                                base: number;
                                amount: number;
                            }[];
                            note: string | null;
                            lines: {
                                id: number;
                                position: number;
                                /** @enum {string} */
                                kind: "service" | "product" | "custom";
                                service_id: number | null;
                                product_id: number | null;
                                name: string;
                                quantity: number;
                                /** @enum {string} */
                                unit: "unit" | "sub_unit";
                                unit_label: string | null;
                                unit_price: number;
                                vat: number;
                                service_tax: number;
                                discount: {
                                    /** @enum {string} */
                                    type: "percent" | "amount";
                                    value: number;
                                    discount_id: number | null;
                                    name: string | null;
                                    reason: string | null;
                                } | null;
                                base: number;
                                discount_amount: number;
                                net: number;
                                vat_amount: number;
                                service_tax_amount: number;
                                total: number;
                            }[];
                            payments: {
                                id: number;
                                method: number;
                                method_label: string;
                                amount: number;
                                applied: number;
                                to_credit: number;
                                reference: string | null;
                                created_at: string;
                            }[];
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    sendEstimate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            client_id: number;
                            client_name: string;
                            pet_id: number | null;
                            pet_name: string | null;
                            record_id: number | null;
                            template_id: number | null;
                            status: number;
                            title: string;
                            notes: string | null;
                            valid_until: string | null;
                            prices_include_tax: boolean;
                            low_total: number;
                            high_total: number;
                            sent_at: string | null;
                            answered_at: string | null;
                            answered_by: ("client" | "staff") | null;
                            sale_id: number | null;
                            created_at: string;
                            updated_at: string;
                            lines: {
                                id: number;
                                position: number;
                                service_id: number | null;
                                product_id: number | null;
                                name: string;
                                qty_low: number;
                                qty_high: number;
                                unit_price: number;
                                discount_percent: number | null;
                                discount_amount: number | null;
                                vat: number;
                                service_tax: number;
                                status: number;
                                total_low: number;
                                total_high: number;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listPatientEstimates: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    status?: number[];
                    client_id?: number;
                    pet_id?: number;
                    record_id?: number;
                    from?: string;
                    to?: string;
                    search?: string;
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                petId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            client_id: number;
                            client_name: string;
                            pet_id: number | null;
                            pet_name: string | null;
                            record_id: number | null;
                            template_id: number | null;
                            status: number;
                            title: string;
                            notes: string | null;
                            valid_until: string | null;
                            prices_include_tax: boolean;
                            low_total: number;
                            high_total: number;
                            sent_at: string | null;
                            answered_at: string | null;
                            answered_by: ("client" | "staff") | null;
                            sale_id: number | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createPatientEstimate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                petId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id?: number | null;
                    title: string;
                    notes?: string | null;
                    valid_until?: string | null;
                    /** @default false */
                    prices_include_tax?: boolean;
                    lines: {
                        service_id?: number | null;
                        product_id?: number | null;
                        name?: string | null;
                        qty_low: number;
                        qty_high: number;
                        unit_price?: number | null;
                        discount_percent?: number | null;
                        discount_amount?: number | null;
                        vat?: number | null;
                        service_tax?: number | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            client_id: number;
                            client_name: string;
                            pet_id: number | null;
                            pet_name: string | null;
                            record_id: number | null;
                            template_id: number | null;
                            status: number;
                            title: string;
                            notes: string | null;
                            valid_until: string | null;
                            prices_include_tax: boolean;
                            low_total: number;
                            high_total: number;
                            sent_at: string | null;
                            answered_at: string | null;
                            answered_by: ("client" | "staff") | null;
                            sale_id: number | null;
                            created_at: string;
                            updated_at: string;
                            lines: {
                                id: number;
                                position: number;
                                service_id: number | null;
                                product_id: number | null;
                                name: string;
                                qty_low: number;
                                qty_high: number;
                                unit_price: number;
                                discount_percent: number | null;
                                discount_amount: number | null;
                                vat: number;
                                service_tax: number;
                                status: number;
                                total_low: number;
                                total_high: number;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listRecordEstimates: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    status?: number[];
                    client_id?: number;
                    pet_id?: number;
                    record_id?: number;
                    from?: string;
                    to?: string;
                    search?: string;
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            client_id: number;
                            client_name: string;
                            pet_id: number | null;
                            pet_name: string | null;
                            record_id: number | null;
                            template_id: number | null;
                            status: number;
                            title: string;
                            notes: string | null;
                            valid_until: string | null;
                            prices_include_tax: boolean;
                            low_total: number;
                            high_total: number;
                            sent_at: string | null;
                            answered_at: string | null;
                            answered_by: ("client" | "staff") | null;
                            sale_id: number | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createRecordEstimate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id?: number | null;
                    title: string;
                    notes?: string | null;
                    valid_until?: string | null;
                    /** @default false */
                    prices_include_tax?: boolean;
                    lines: {
                        service_id?: number | null;
                        product_id?: number | null;
                        name?: string | null;
                        qty_low: number;
                        qty_high: number;
                        unit_price?: number | null;
                        discount_percent?: number | null;
                        discount_amount?: number | null;
                        vat?: number | null;
                        service_tax?: number | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            client_id: number;
                            client_name: string;
                            pet_id: number | null;
                            pet_name: string | null;
                            record_id: number | null;
                            template_id: number | null;
                            status: number;
                            title: string;
                            notes: string | null;
                            valid_until: string | null;
                            prices_include_tax: boolean;
                            low_total: number;
                            high_total: number;
                            sent_at: string | null;
                            answered_at: string | null;
                            answered_by: ("client" | "staff") | null;
                            sale_id: number | null;
                            created_at: string;
                            updated_at: string;
                            lines: {
                                id: number;
                                position: number;
                                service_id: number | null;
                                product_id: number | null;
                                name: string;
                                qty_low: number;
                                qty_high: number;
                                unit_price: number;
                                discount_percent: number | null;
                                discount_amount: number | null;
                                vat: number;
                                service_tax: number;
                                status: number;
                                total_low: number;
                                total_high: number;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listEstimateTemplates: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    search?: string;
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            title: string | null;
                            notes: string | null;
                            lines: {
                                id: number;
                                position: number;
                                service_id: number | null;
                                product_id: number | null;
                                name: string;
                                qty_low: number;
                                qty_high: number;
                                unit_price: number | null;
                                discount_percent: number | null;
                                discount_amount: number | null;
                                vat: number;
                                service_tax: number;
                            }[];
                            created_at: string;
                            updated_at: string;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createEstimateTemplate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    title?: string | null;
                    notes?: string | null;
                    lines: {
                        service_id?: number | null;
                        product_id?: number | null;
                        name?: string | null;
                        qty_low: number;
                        qty_high: number;
                        unit_price?: number | null;
                        discount_percent?: number | null;
                        discount_amount?: number | null;
                        vat?: number | null;
                        service_tax?: number | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            title: string | null;
                            notes: string | null;
                            lines: {
                                id: number;
                                position: number;
                                service_id: number | null;
                                product_id: number | null;
                                name: string;
                                qty_low: number;
                                qty_high: number;
                                unit_price: number | null;
                                discount_percent: number | null;
                                discount_amount: number | null;
                                vat: number;
                                service_tax: number;
                            }[];
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getEstimateTemplate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            title: string | null;
                            notes: string | null;
                            lines: {
                                id: number;
                                position: number;
                                service_id: number | null;
                                product_id: number | null;
                                name: string;
                                qty_low: number;
                                qty_high: number;
                                unit_price: number | null;
                                discount_percent: number | null;
                                discount_amount: number | null;
                                vat: number;
                                service_tax: number;
                            }[];
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateEstimateTemplate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    title?: string | null;
                    notes?: string | null;
                    lines: {
                        service_id?: number | null;
                        product_id?: number | null;
                        name?: string | null;
                        qty_low: number;
                        qty_high: number;
                        unit_price?: number | null;
                        discount_percent?: number | null;
                        discount_amount?: number | null;
                        vat?: number | null;
                        service_tax?: number | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            title: string | null;
                            notes: string | null;
                            lines: {
                                id: number;
                                position: number;
                                service_id: number | null;
                                product_id: number | null;
                                name: string;
                                qty_low: number;
                                qty_high: number;
                                unit_price: number | null;
                                discount_percent: number | null;
                                discount_amount: number | null;
                                vat: number;
                                service_tax: number;
                            }[];
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteEstimateTemplate: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getPublicEstimate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            clinic: {
                                name: string;
                                slug: string;
                                address: string | null;
                                phone: string | null;
                            };
                            currency: string;
                            currency_first: boolean;
                            title: string;
                            notes: string | null;
                            valid_until: string | null;
                            status: number;
                            pet_name: string | null;
                            lines: {
                                id: number;
                                name: string;
                                qty_low: number;
                                qty_high: number;
                                unit_price: number;
                                status: number;
                                total_low: number;
                                total_high: number;
                            }[];
                            low_total: number;
                            high_total: number;
                            prices_include_tax: boolean;
                            can_answer: boolean;
                        };
                    };
                };
            };
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    approvePublicEstimate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    line_ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            clinic: {
                                name: string;
                                slug: string;
                                address: string | null;
                                phone: string | null;
                            };
                            currency: string;
                            currency_first: boolean;
                            title: string;
                            notes: string | null;
                            valid_until: string | null;
                            status: number;
                            pet_name: string | null;
                            lines: {
                                id: number;
                                name: string;
                                qty_low: number;
                                qty_high: number;
                                unit_price: number;
                                status: number;
                                total_low: number;
                                total_high: number;
                            }[];
                            low_total: number;
                            high_total: number;
                            prices_include_tax: boolean;
                            can_answer: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    declinePublicEstimate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    line_ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            clinic: {
                                name: string;
                                slug: string;
                                address: string | null;
                                phone: string | null;
                            };
                            currency: string;
                            currency_first: boolean;
                            title: string;
                            notes: string | null;
                            valid_until: string | null;
                            status: number;
                            pet_name: string | null;
                            lines: {
                                id: number;
                                name: string;
                                qty_low: number;
                                qty_high: number;
                                unit_price: number;
                                status: number;
                                total_low: number;
                                total_high: number;
                            }[];
                            low_total: number;
                            high_total: number;
                            prices_include_tax: boolean;
                            can_answer: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listAahaCodes: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            code: string;
                            name: string;
                            position: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    listExternalProducts: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    search?: string;
                    supplier_id?: number;
                    import_id?: number;
                    /** @enum {string} */
                    linked?: "0" | "1";
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            supplier_id: number;
                            supplier: {
                                id: number;
                                name: string;
                            } | null;
                            import_id: number | null;
                            code: string;
                            name: string;
                            barcode: string | null;
                            unit: string | null;
                            sub_unit: string | null;
                            sub_units: number;
                            purchase_price: number | null;
                            selling_price: number | null;
                            vat_bp: number | null;
                            manufacturer: string | null;
                            category: string | null;
                            product_id: number | null;
                            updated_at: string;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    externalProductsToProducts: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    external_product_ids: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            name: string;
                            sku: string | null;
                            barcode: string | null;
                            category_id: number | null;
                            category: {
                                id: number;
                                name: string;
                            } | null;
                            supplier_id: number | null;
                            supplier: {
                                id: number;
                                name: string;
                            } | null;
                            unit: string;
                            sub_unit: string | null;
                            sub_units: number;
                            purchase_price: number;
                            selling_price: number | null;
                            sub_unit_price: number | null;
                            vat: number;
                            vat_bp: number;
                            sellable: boolean;
                            controlled: boolean;
                            min_stock: number;
                            reorder_quantity: number;
                            on_hand: number;
                            below_reorder_point: boolean;
                            expiring_soon: boolean;
                            aaha_code: string | null;
                            archived: boolean;
                            created_at: string;
                            updated_at: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listExternalProductImports: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    supplier_id?: number;
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            supplier_id: number;
                            supplier: {
                                id: number;
                                name: string;
                            } | null;
                            file_name: string;
                            /** @enum {string} */
                            file_type: "csv" | "xlsx";
                            /** @enum {string} */
                            status: "uploaded" | "queued" | "running" | "completed" | "failed";
                            headers: string[];
                            mapping: {
                                [key: string]: number | null;
                            };
                            total_rows: number;
                            processed_rows: number;
                            progress: number;
                            created_count: number;
                            updated_count: number;
                            skipped_count: number;
                            row_errors: {
                                row: number;
                                field: string;
                                message: string;
                            }[];
                            error: string | null;
                            created_at: string;
                            finished_at: string | null;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    uploadExternalProductCatalogue: {
        parameters: {
            query: {
                supplier_id: number;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            import: {
                                id: number;
                                supplier_id: number;
                                supplier: {
                                    id: number;
                                    name: string;
                                } | null;
                                file_name: string;
                                /** @enum {string} */
                                file_type: "csv" | "xlsx";
                                /** @enum {string} */
                                status: "uploaded" | "queued" | "running" | "completed" | "failed";
                                headers: string[];
                                mapping: {
                                    [key: string]: number | null;
                                };
                                total_rows: number;
                                processed_rows: number;
                                progress: number;
                                created_count: number;
                                updated_count: number;
                                skipped_count: number;
                                row_errors: {
                                    row: number;
                                    field: string;
                                    message: string;
                                }[];
                                error: string | null;
                                created_at: string;
                                finished_at: string | null;
                            };
                            suggested_mapping: {
                                [key: string]: number | null;
                            };
                            rows: {
                                row: number;
                                cells: string[];
                                errors: {
                                    row: number;
                                    field: string;
                                    message: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getExternalProductImport: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            supplier_id: number;
                            supplier: {
                                id: number;
                                name: string;
                            } | null;
                            file_name: string;
                            /** @enum {string} */
                            file_type: "csv" | "xlsx";
                            /** @enum {string} */
                            status: "uploaded" | "queued" | "running" | "completed" | "failed";
                            headers: string[];
                            mapping: {
                                [key: string]: number | null;
                            };
                            total_rows: number;
                            processed_rows: number;
                            progress: number;
                            created_count: number;
                            updated_count: number;
                            skipped_count: number;
                            row_errors: {
                                row: number;
                                field: string;
                                message: string;
                            }[];
                            error: string | null;
                            created_at: string;
                            finished_at: string | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    previewExternalProductImport: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mapping: {
                        [key: string]: number | null;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            import: {
                                id: number;
                                supplier_id: number;
                                supplier: {
                                    id: number;
                                    name: string;
                                } | null;
                                file_name: string;
                                /** @enum {string} */
                                file_type: "csv" | "xlsx";
                                /** @enum {string} */
                                status: "uploaded" | "queued" | "running" | "completed" | "failed";
                                headers: string[];
                                mapping: {
                                    [key: string]: number | null;
                                };
                                total_rows: number;
                                processed_rows: number;
                                progress: number;
                                created_count: number;
                                updated_count: number;
                                skipped_count: number;
                                row_errors: {
                                    row: number;
                                    field: string;
                                    message: string;
                                }[];
                                error: string | null;
                                created_at: string;
                                finished_at: string | null;
                            };
                            suggested_mapping: {
                                [key: string]: number | null;
                            };
                            rows: {
                                row: number;
                                cells: string[];
                                errors: {
                                    row: number;
                                    field: string;
                                    message: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    startExternalProductImport: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mapping: {
                        [key: string]: number | null;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            supplier_id: number;
                            supplier: {
                                id: number;
                                name: string;
                            } | null;
                            file_name: string;
                            /** @enum {string} */
                            file_type: "csv" | "xlsx";
                            /** @enum {string} */
                            status: "uploaded" | "queued" | "running" | "completed" | "failed";
                            headers: string[];
                            mapping: {
                                [key: string]: number | null;
                            };
                            total_rows: number;
                            processed_rows: number;
                            progress: number;
                            created_count: number;
                            updated_count: number;
                            skipped_count: number;
                            row_errors: {
                                row: number;
                                field: string;
                                message: string;
                            }[];
                            error: string | null;
                            created_at: string;
                            finished_at: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listProductSuppliers: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            supplier_id: number;
                            supplier_name: string;
                            supplier_code: string | null;
                            price: number | null;
                            is_default: boolean;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    setProductSuppliers: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    suppliers: {
                        supplier_id: number;
                        supplier_code?: string | null;
                        price?: number | null;
                        is_default?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            supplier_id: number;
                            supplier_name: string;
                            supplier_code: string | null;
                            price: number | null;
                            is_default: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listPurchaseOrders: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    search?: string;
                    status?: ("draft" | "sent" | "partially_received" | "received" | "cancelled")[];
                    supplier_id?: number;
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            number: string;
                            /** @enum {string} */
                            status: "draft" | "sent" | "partially_received" | "received" | "cancelled";
                            supplier: {
                                id: number;
                                name: string;
                                email: string | null;
                            };
                            note: string | null;
                            item_count: number;
                            net: number;
                            vat_amount: number;
                            gross: number;
                            created_at: string;
                            sent_at: string | null;
                            received_at: string | null;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createPurchaseOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    supplier_id: number;
                    note?: string | null;
                    /** @default [] */
                    items?: {
                        product_id: number;
                        quantity: number;
                        unit_cost?: number | null;
                        vat?: number | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            number: string;
                            /** @enum {string} */
                            status: "draft" | "sent" | "partially_received" | "received" | "cancelled";
                            supplier: {
                                id: number;
                                name: string;
                                email: string | null;
                            };
                            note: string | null;
                            item_count: number;
                            net: number;
                            vat_amount: number;
                            gross: number;
                            created_at: string;
                            sent_at: string | null;
                            received_at: string | null;
                            items: {
                                id: number;
                                product_id: number;
                                product_name: string;
                                sku: string | null;
                                barcode: string | null;
                                unit: string;
                                sub_unit: string | null;
                                supplier_code: string | null;
                                quantity: number;
                                sub_units: number;
                                quantity_sub_units: number;
                                received_sub_units: number;
                                unit_cost: number;
                                vat: number;
                                vat_bp: number;
                                net: number;
                                vat_amount: number;
                                gross: number;
                            }[];
                            receipts: {
                                id: number;
                                item_id: number;
                                sub_units_changed: number;
                                batch_no: string;
                                expiration_date: string | null;
                                reason: string | null;
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getPurchaseOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            number: string;
                            /** @enum {string} */
                            status: "draft" | "sent" | "partially_received" | "received" | "cancelled";
                            supplier: {
                                id: number;
                                name: string;
                                email: string | null;
                            };
                            note: string | null;
                            item_count: number;
                            net: number;
                            vat_amount: number;
                            gross: number;
                            created_at: string;
                            sent_at: string | null;
                            received_at: string | null;
                            items: {
                                id: number;
                                product_id: number;
                                product_name: string;
                                sku: string | null;
                                barcode: string | null;
                                unit: string;
                                sub_unit: string | null;
                                supplier_code: string | null;
                                quantity: number;
                                sub_units: number;
                                quantity_sub_units: number;
                                received_sub_units: number;
                                unit_cost: number;
                                vat: number;
                                vat_bp: number;
                                net: number;
                                vat_amount: number;
                                gross: number;
                            }[];
                            receipts: {
                                id: number;
                                item_id: number;
                                sub_units_changed: number;
                                batch_no: string;
                                expiration_date: string | null;
                                reason: string | null;
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updatePurchaseOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    supplier_id: number;
                    note?: string | null;
                    /** @default [] */
                    items?: {
                        product_id: number;
                        quantity: number;
                        unit_cost?: number | null;
                        vat?: number | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            number: string;
                            /** @enum {string} */
                            status: "draft" | "sent" | "partially_received" | "received" | "cancelled";
                            supplier: {
                                id: number;
                                name: string;
                                email: string | null;
                            };
                            note: string | null;
                            item_count: number;
                            net: number;
                            vat_amount: number;
                            gross: number;
                            created_at: string;
                            sent_at: string | null;
                            received_at: string | null;
                            items: {
                                id: number;
                                product_id: number;
                                product_name: string;
                                sku: string | null;
                                barcode: string | null;
                                unit: string;
                                sub_unit: string | null;
                                supplier_code: string | null;
                                quantity: number;
                                sub_units: number;
                                quantity_sub_units: number;
                                received_sub_units: number;
                                unit_cost: number;
                                vat: number;
                                vat_bp: number;
                                net: number;
                                vat_amount: number;
                                gross: number;
                            }[];
                            receipts: {
                                id: number;
                                item_id: number;
                                sub_units_changed: number;
                                batch_no: string;
                                expiration_date: string | null;
                                reason: string | null;
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    sendPurchaseOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            number: string;
                            /** @enum {string} */
                            status: "draft" | "sent" | "partially_received" | "received" | "cancelled";
                            supplier: {
                                id: number;
                                name: string;
                                email: string | null;
                            };
                            note: string | null;
                            item_count: number;
                            net: number;
                            vat_amount: number;
                            gross: number;
                            created_at: string;
                            sent_at: string | null;
                            received_at: string | null;
                            items: {
                                id: number;
                                product_id: number;
                                product_name: string;
                                sku: string | null;
                                barcode: string | null;
                                unit: string;
                                sub_unit: string | null;
                                supplier_code: string | null;
                                quantity: number;
                                sub_units: number;
                                quantity_sub_units: number;
                                received_sub_units: number;
                                unit_cost: number;
                                vat: number;
                                vat_bp: number;
                                net: number;
                                vat_amount: number;
                                gross: number;
                            }[];
                            receipts: {
                                id: number;
                                item_id: number;
                                sub_units_changed: number;
                                batch_no: string;
                                expiration_date: string | null;
                                reason: string | null;
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    receivePurchaseOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        item_id: number;
                        sub_units_changed: number;
                        batch_no?: string | null;
                        expiration_date?: string | null;
                        reason?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            number: string;
                            /** @enum {string} */
                            status: "draft" | "sent" | "partially_received" | "received" | "cancelled";
                            supplier: {
                                id: number;
                                name: string;
                                email: string | null;
                            };
                            note: string | null;
                            item_count: number;
                            net: number;
                            vat_amount: number;
                            gross: number;
                            created_at: string;
                            sent_at: string | null;
                            received_at: string | null;
                            items: {
                                id: number;
                                product_id: number;
                                product_name: string;
                                sku: string | null;
                                barcode: string | null;
                                unit: string;
                                sub_unit: string | null;
                                supplier_code: string | null;
                                quantity: number;
                                sub_units: number;
                                quantity_sub_units: number;
                                received_sub_units: number;
                                unit_cost: number;
                                vat: number;
                                vat_bp: number;
                                net: number;
                                vat_amount: number;
                                gross: number;
                            }[];
                            receipts: {
                                id: number;
                                item_id: number;
                                sub_units_changed: number;
                                batch_no: string;
                                expiration_date: string | null;
                                reason: string | null;
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    cancelPurchaseOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            number: string;
                            /** @enum {string} */
                            status: "draft" | "sent" | "partially_received" | "received" | "cancelled";
                            supplier: {
                                id: number;
                                name: string;
                                email: string | null;
                            };
                            note: string | null;
                            item_count: number;
                            net: number;
                            vat_amount: number;
                            gross: number;
                            created_at: string;
                            sent_at: string | null;
                            received_at: string | null;
                            items: {
                                id: number;
                                product_id: number;
                                product_name: string;
                                sku: string | null;
                                barcode: string | null;
                                unit: string;
                                sub_unit: string | null;
                                supplier_code: string | null;
                                quantity: number;
                                sub_units: number;
                                quantity_sub_units: number;
                                received_sub_units: number;
                                unit_cost: number;
                                vat: number;
                                vat_bp: number;
                                net: number;
                                vat_amount: number;
                                gross: number;
                            }[];
                            receipts: {
                                id: number;
                                item_id: number;
                                sub_units_changed: number;
                                batch_no: string;
                                expiration_date: string | null;
                                reason: string | null;
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    purchaseOrderPdf: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    purchaseOrderXlsx: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listShoppingListItems: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    search?: string;
                    supplier_id?: number;
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            product_id: number;
                            product_name: string;
                            sku: string | null;
                            unit: string;
                            quantity: number;
                            on_hand: number;
                            min_stock: number;
                            supplier: {
                                id: number;
                                name: string;
                                email: string | null;
                            } | null;
                            unit_cost: number;
                            /** @enum {string} */
                            source: "manual" | "auto";
                            note: string | null;
                            created_at: string;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    addShoppingListItem: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product_id: number;
                    quantity: number;
                    supplier_id?: number | null;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            product_id: number;
                            product_name: string;
                            sku: string | null;
                            unit: string;
                            quantity: number;
                            on_hand: number;
                            min_stock: number;
                            supplier: {
                                id: number;
                                name: string;
                                email: string | null;
                            } | null;
                            unit_cost: number;
                            /** @enum {string} */
                            source: "manual" | "auto";
                            note: string | null;
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    exportShoppingList: {
        parameters: {
            query?: {
                ids?: number[];
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    buyShoppingListItems: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            number: string;
                            /** @enum {string} */
                            status: "draft" | "sent" | "partially_received" | "received" | "cancelled";
                            supplier: {
                                id: number;
                                name: string;
                                email: string | null;
                            };
                            note: string | null;
                            item_count: number;
                            net: number;
                            vat_amount: number;
                            gross: number;
                            created_at: string;
                            sent_at: string | null;
                            received_at: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    emailShoppingListItems: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            sent: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteShoppingListItems: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deleted: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateShoppingListItem: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quantity: number;
                    supplier_id?: number | null;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            product_id: number;
                            product_name: string;
                            sku: string | null;
                            unit: string;
                            quantity: number;
                            on_hand: number;
                            min_stock: number;
                            supplier: {
                                id: number;
                                name: string;
                                email: string | null;
                            } | null;
                            unit_cost: number;
                            /** @enum {string} */
                            source: "manual" | "auto";
                            note: string | null;
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteShoppingListItem: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listRecordVitals: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            pet_id: number;
                            clinic_id: number;
                            record_id: number | null;
                            measured_at: string;
                            weight_grams: number | null;
                            temperature_c: number | null;
                            heart_rate: number | null;
                            respiratory_rate: number | null;
                            crt_seconds: number | null;
                            mucous_membranes: ("pink" | "pale" | "white" | "cyanotic" | "icteric" | "injected" | "brick_red" | "grey") | null;
                            pain_score: number | null;
                            bcs: number | null;
                            bcs_scale: number | null;
                            bp_systolic: number | null;
                            bp_diastolic: number | null;
                            bp_mean: number | null;
                            bp_method: ("doppler" | "oscillometric" | "invasive") | null;
                            notes: string | null;
                            flags: {
                                [key: string]: "low" | "high" | "abnormal";
                            };
                            created_by: number | null;
                            created_at: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createRecordVitals: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    measured_at?: string | null;
                    weight_grams?: number | null;
                    temperature_c?: number | null;
                    heart_rate?: number | null;
                    respiratory_rate?: number | null;
                    crt_seconds?: number | null;
                    mucous_membranes?: ("pink" | "pale" | "white" | "cyanotic" | "icteric" | "injected" | "brick_red" | "grey") | null;
                    pain_score?: number | null;
                    bcs?: number | null;
                    bp_systolic?: number | null;
                    bp_diastolic?: number | null;
                    bp_mean?: number | null;
                    bp_method?: ("doppler" | "oscillometric" | "invasive") | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            pet_id: number;
                            clinic_id: number;
                            record_id: number | null;
                            measured_at: string;
                            weight_grams: number | null;
                            temperature_c: number | null;
                            heart_rate: number | null;
                            respiratory_rate: number | null;
                            crt_seconds: number | null;
                            mucous_membranes: ("pink" | "pale" | "white" | "cyanotic" | "icteric" | "injected" | "brick_red" | "grey") | null;
                            pain_score: number | null;
                            bcs: number | null;
                            bcs_scale: number | null;
                            bp_systolic: number | null;
                            bp_diastolic: number | null;
                            bp_mean: number | null;
                            bp_method: ("doppler" | "oscillometric" | "invasive") | null;
                            notes: string | null;
                            flags: {
                                [key: string]: "low" | "high" | "abnormal";
                            };
                            created_by: number | null;
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateRecordVitals: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
                vitalId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    measured_at?: string | null;
                    weight_grams?: number | null;
                    temperature_c?: number | null;
                    heart_rate?: number | null;
                    respiratory_rate?: number | null;
                    crt_seconds?: number | null;
                    mucous_membranes?: ("pink" | "pale" | "white" | "cyanotic" | "icteric" | "injected" | "brick_red" | "grey") | null;
                    pain_score?: number | null;
                    bcs?: number | null;
                    bp_systolic?: number | null;
                    bp_diastolic?: number | null;
                    bp_mean?: number | null;
                    bp_method?: ("doppler" | "oscillometric" | "invasive") | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            pet_id: number;
                            clinic_id: number;
                            record_id: number | null;
                            measured_at: string;
                            weight_grams: number | null;
                            temperature_c: number | null;
                            heart_rate: number | null;
                            respiratory_rate: number | null;
                            crt_seconds: number | null;
                            mucous_membranes: ("pink" | "pale" | "white" | "cyanotic" | "icteric" | "injected" | "brick_red" | "grey") | null;
                            pain_score: number | null;
                            bcs: number | null;
                            bcs_scale: number | null;
                            bp_systolic: number | null;
                            bp_diastolic: number | null;
                            bp_mean: number | null;
                            bp_method: ("doppler" | "oscillometric" | "invasive") | null;
                            notes: string | null;
                            flags: {
                                [key: string]: "low" | "high" | "abnormal";
                            };
                            created_by: number | null;
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteRecordVitals: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
                vitalId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listPetVitals: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                from?: string;
                to?: string;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                petId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            pet_id: number;
                            clinic_id: number;
                            record_id: number | null;
                            measured_at: string;
                            weight_grams: number | null;
                            temperature_c: number | null;
                            heart_rate: number | null;
                            respiratory_rate: number | null;
                            crt_seconds: number | null;
                            mucous_membranes: ("pink" | "pale" | "white" | "cyanotic" | "icteric" | "injected" | "brick_red" | "grey") | null;
                            pain_score: number | null;
                            bcs: number | null;
                            bcs_scale: number | null;
                            bp_systolic: number | null;
                            bp_diastolic: number | null;
                            bp_mean: number | null;
                            bp_method: ("doppler" | "oscillometric" | "invasive") | null;
                            notes: string | null;
                            flags: {
                                [key: string]: "low" | "high" | "abnormal";
                            };
                            created_by: number | null;
                            created_at: string;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getVitalsSettings: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            clinic_id: number;
                            /** @enum {string} */
                            temperature_unit: "c" | "f";
                            bcs_scale: 5 | 9;
                            is_default: boolean;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateVitalsSettings: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    temperature_unit: "c" | "f";
                    bcs_scale: 5 | 9;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            clinic_id: number;
                            /** @enum {string} */
                            temperature_unit: "c" | "f";
                            bcs_scale: 5 | 9;
                            is_default: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getRecordAnesthesia: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            record_id: number;
                            pet_id: number;
                            clinic_id: number;
                            /** @enum {string} */
                            asa_class: "I" | "II" | "III" | "IV" | "V";
                            asa_emergency: boolean;
                            drugs: {
                                /** @enum {string} */
                                phase: "premedication" | "induction" | "maintenance";
                                name: string;
                                dose: number;
                                unit: string;
                                route: string | null;
                                given_at: string | null;
                            }[];
                            started_at: string | null;
                            ended_at: string | null;
                            notes: string | null;
                            measurements: {
                                id: number;
                                measured_at: string;
                                heart_rate: number | null;
                                respiratory_rate: number | null;
                                spo2: number | null;
                                etco2: number | null;
                                temperature_c: number | null;
                                bp_systolic: number | null;
                                bp_diastolic: number | null;
                                bp_mean: number | null;
                                anesthetic_pct: number | null;
                                created_by: number | null;
                            }[];
                            updated_at: string;
                        } | null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateRecordAnesthesia: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    asa_class: "I" | "II" | "III" | "IV" | "V";
                    /** @default false */
                    asa_emergency?: boolean;
                    drugs?: {
                        /** @enum {string} */
                        phase: "premedication" | "induction" | "maintenance";
                        name: string;
                        dose: number;
                        unit: string;
                        route?: string | null;
                        given_at?: string | null;
                    }[];
                    started_at?: string | null;
                    ended_at?: string | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            record_id: number;
                            pet_id: number;
                            clinic_id: number;
                            /** @enum {string} */
                            asa_class: "I" | "II" | "III" | "IV" | "V";
                            asa_emergency: boolean;
                            drugs: {
                                /** @enum {string} */
                                phase: "premedication" | "induction" | "maintenance";
                                name: string;
                                dose: number;
                                unit: string;
                                route: string | null;
                                given_at: string | null;
                            }[];
                            started_at: string | null;
                            ended_at: string | null;
                            notes: string | null;
                            measurements: {
                                id: number;
                                measured_at: string;
                                heart_rate: number | null;
                                respiratory_rate: number | null;
                                spo2: number | null;
                                etco2: number | null;
                                temperature_c: number | null;
                                bp_systolic: number | null;
                                bp_diastolic: number | null;
                                bp_mean: number | null;
                                anesthetic_pct: number | null;
                                created_by: number | null;
                            }[];
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createRecordAnesthesia: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    asa_class: "I" | "II" | "III" | "IV" | "V";
                    /** @default false */
                    asa_emergency?: boolean;
                    drugs?: {
                        /** @enum {string} */
                        phase: "premedication" | "induction" | "maintenance";
                        name: string;
                        dose: number;
                        unit: string;
                        route?: string | null;
                        given_at?: string | null;
                    }[];
                    started_at?: string | null;
                    ended_at?: string | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            record_id: number;
                            pet_id: number;
                            clinic_id: number;
                            /** @enum {string} */
                            asa_class: "I" | "II" | "III" | "IV" | "V";
                            asa_emergency: boolean;
                            drugs: {
                                /** @enum {string} */
                                phase: "premedication" | "induction" | "maintenance";
                                name: string;
                                dose: number;
                                unit: string;
                                route: string | null;
                                given_at: string | null;
                            }[];
                            started_at: string | null;
                            ended_at: string | null;
                            notes: string | null;
                            measurements: {
                                id: number;
                                measured_at: string;
                                heart_rate: number | null;
                                respiratory_rate: number | null;
                                spo2: number | null;
                                etco2: number | null;
                                temperature_c: number | null;
                                bp_systolic: number | null;
                                bp_diastolic: number | null;
                                bp_mean: number | null;
                                anesthetic_pct: number | null;
                                created_by: number | null;
                            }[];
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    addAnesthesiaMeasurement: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    measured_at: string;
                    heart_rate?: number | null;
                    respiratory_rate?: number | null;
                    spo2?: number | null;
                    etco2?: number | null;
                    temperature_c?: number | null;
                    bp_systolic?: number | null;
                    bp_diastolic?: number | null;
                    bp_mean?: number | null;
                    anesthetic_pct?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            measured_at: string;
                            heart_rate: number | null;
                            respiratory_rate: number | null;
                            spo2: number | null;
                            etco2: number | null;
                            temperature_c: number | null;
                            bp_systolic: number | null;
                            bp_diastolic: number | null;
                            bp_mean: number | null;
                            anesthetic_pct: number | null;
                            created_by: number | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteAnesthesiaMeasurement: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
                measurementId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getAnesthesiaSheetPdf: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listSales: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                filter?: {
                    /** @enum {string} */
                    status?: "draft" | "issued";
                    client_id?: number;
                    vet_id?: number;
                    date_from?: string;
                    date_to?: string;
                    method?: number[];
                    search?: string;
                };
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            number: number | null;
                            /** @enum {string} */
                            status: "draft" | "issued";
                            /** @enum {string} */
                            edit_state: "editable" | "frozen";
                            client_id: number;
                            client_name: string;
                            pet_id: number | null;
                            vet_id: number | null;
                            appointment_id: number | null;
                            record_id: number | null;
                            currency: string;
                            subtotal: number;
                            discount_total: number;
                            net: number;
                            tax: number;
                            total: number;
                            paid: number;
                            due: number;
                            issued_at: string | null;
                            created_at: string;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                        totals: {
                            count: number;
                            total: number;
                            paid: number;
                            due: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createSale: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id?: number | null;
                    pet_id?: number | null;
                    vet_id?: number | null;
                    appointment_id?: number | null;
                    record_id?: number | null;
                    note?: string | null;
                    lines?: {
                        /** @enum {string} */
                        kind: "service" | "product" | "custom";
                        service_id?: number | null;
                        product_id?: number | null;
                        name?: string | null;
                        quantity: number;
                        /**
                         * @default unit
                         * @enum {string}
                         */
                        unit?: "unit" | "sub_unit";
                        unit_price?: number | null;
                        vat?: number | null;
                        service_tax?: number | null;
                        discount?: {
                            discount_id?: number | null;
                            type?: ("percent" | "amount") | null;
                            value?: number | null;
                            reason?: string | null;
                        } | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            number: number | null;
                            /** @enum {string} */
                            status: "draft" | "issued";
                            /** @enum {string} */
                            edit_state: "editable" | "frozen";
                            client_id: number;
                            client_name: string;
                            pet_id: number | null;
                            vet_id: number | null;
                            appointment_id: number | null;
                            record_id: number | null;
                            currency: string;
                            subtotal: number;
                            discount_total: number;
                            net: number;
                            tax: number;
                            total: number;
                            paid: number;
                            due: number;
                            issued_at: string | null;
                            created_at: string;
                            prices_include_tax: boolean;
                            tax_apply_order: ("discount_before_tax" | "discount_after_tax") | null;
                            discount: {
                                /** @enum {string} */
                                type: "percent" | "amount";
                                value: number;
                                discount_id: number | null;
                                name: string | null;
                                reason: string | null;
                            } | null;
                            taxes: {
                                /** @enum {string} */
                                kind: "vat" | "service_tax";
                                rate: number;
                                base: number;
                                amount: number;
                            }[];
                            note: string | null;
                            lines: {
                                id: number;
                                position: number;
                                /** @enum {string} */
                                kind: "service" | "product" | "custom";
                                service_id: number | null;
                                product_id: number | null;
                                name: string;
                                quantity: number;
                                /** @enum {string} */
                                unit: "unit" | "sub_unit";
                                unit_label: string | null;
                                unit_price: number;
                                vat: number;
                                service_tax: number;
                                discount: {
                                    /** @enum {string} */
                                    type: "percent" | "amount";
                                    value: number;
                                    discount_id: number | null;
                                    name: string | null;
                                    reason: string | null;
                                } | null;
                                base: number;
                                discount_amount: number;
                                net: number;
                                vat_amount: number;
                                service_tax_amount: number;
                                total: number;
                            }[];
                            payments: {
                                id: number;
                                method: number;
                                method_label: string;
                                amount: number;
                                applied: number;
                                to_credit: number;
                                reference: string | null;
                                created_at: string;
                            }[];
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getSale: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            number: number | null;
                            /** @enum {string} */
                            status: "draft" | "issued";
                            /** @enum {string} */
                            edit_state: "editable" | "frozen";
                            client_id: number;
                            client_name: string;
                            pet_id: number | null;
                            vet_id: number | null;
                            appointment_id: number | null;
                            record_id: number | null;
                            currency: string;
                            subtotal: number;
                            discount_total: number;
                            net: number;
                            tax: number;
                            total: number;
                            paid: number;
                            due: number;
                            issued_at: string | null;
                            created_at: string;
                            prices_include_tax: boolean;
                            tax_apply_order: ("discount_before_tax" | "discount_after_tax") | null;
                            discount: {
                                /** @enum {string} */
                                type: "percent" | "amount";
                                value: number;
                                discount_id: number | null;
                                name: string | null;
                                reason: string | null;
                            } | null;
                            taxes: {
                                /** @enum {string} */
                                kind: "vat" | "service_tax";
                                rate: number;
                                base: number;
                                amount: number;
                            }[];
                            note: string | null;
                            lines: {
                                id: number;
                                position: number;
                                /** @enum {string} */
                                kind: "service" | "product" | "custom";
                                service_id: number | null;
                                product_id: number | null;
                                name: string;
                                quantity: number;
                                /** @enum {string} */
                                unit: "unit" | "sub_unit";
                                unit_label: string | null;
                                unit_price: number;
                                vat: number;
                                service_tax: number;
                                discount: {
                                    /** @enum {string} */
                                    type: "percent" | "amount";
                                    value: number;
                                    discount_id: number | null;
                                    name: string | null;
                                    reason: string | null;
                                } | null;
                                base: number;
                                discount_amount: number;
                                net: number;
                                vat_amount: number;
                                service_tax_amount: number;
                                total: number;
                            }[];
                            payments: {
                                id: number;
                                method: number;
                                method_label: string;
                                amount: number;
                                applied: number;
                                to_credit: number;
                                reference: string | null;
                                created_at: string;
                            }[];
                            updated_at: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateSale: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pet_id?: number | null;
                    vet_id?: number | null;
                    note?: string | null;
                    discount?: {
                        discount_id?: number | null;
                        type?: ("percent" | "amount") | null;
                        value?: number | null;
                        reason?: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            number: number | null;
                            /** @enum {string} */
                            status: "draft" | "issued";
                            /** @enum {string} */
                            edit_state: "editable" | "frozen";
                            client_id: number;
                            client_name: string;
                            pet_id: number | null;
                            vet_id: number | null;
                            appointment_id: number | null;
                            record_id: number | null;
                            currency: string;
                            subtotal: number;
                            discount_total: number;
                            net: number;
                            tax: number;
                            total: number;
                            paid: number;
                            due: number;
                            issued_at: string | null;
                            created_at: string;
                            prices_include_tax: boolean;
                            tax_apply_order: ("discount_before_tax" | "discount_after_tax") | null;
                            discount: {
                                /** @enum {string} */
                                type: "percent" | "amount";
                                value: number;
                                discount_id: number | null;
                                name: string | null;
                                reason: string | null;
                            } | null;
                            taxes: {
                                /** @enum {string} */
                                kind: "vat" | "service_tax";
                                rate: number;
                                base: number;
                                amount: number;
                            }[];
                            note: string | null;
                            lines: {
                                id: number;
                                position: number;
                                /** @enum {string} */
                                kind: "service" | "product" | "custom";
                                service_id: number | null;
                                product_id: number | null;
                                name: string;
                                quantity: number;
                                /** @enum {string} */
                                unit: "unit" | "sub_unit";
                                unit_label: string | null;
                                unit_price: number;
                                vat: number;
                                service_tax: number;
                                discount: {
                                    /** @enum {string} */
                                    type: "percent" | "amount";
                                    value: number;
                                    discount_id: number | null;
                                    name: string | null;
                                    reason: string | null;
                                } | null;
                                base: number;
                                discount_amount: number;
                                net: number;
                                vat_amount: number;
                                service_tax_amount: number;
                                total: number;
                            }[];
                            payments: {
                                id: number;
                                method: number;
                                method_label: string;
                                amount: number;
                                applied: number;
                                to_credit: number;
                                reference: string | null;
                                created_at: string;
                            }[];
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteSale: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    addSaleLine: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "service" | "product" | "custom";
                    service_id?: number | null;
                    product_id?: number | null;
                    name?: string | null;
                    quantity: number;
                    /**
                     * @default unit
                     * @enum {string}
                     */
                    unit?: "unit" | "sub_unit";
                    unit_price?: number | null;
                    vat?: number | null;
                    service_tax?: number | null;
                    discount?: {
                        discount_id?: number | null;
                        type?: ("percent" | "amount") | null;
                        value?: number | null;
                        reason?: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            number: number | null;
                            /** @enum {string} */
                            status: "draft" | "issued";
                            /** @enum {string} */
                            edit_state: "editable" | "frozen";
                            client_id: number;
                            client_name: string;
                            pet_id: number | null;
                            vet_id: number | null;
                            appointment_id: number | null;
                            record_id: number | null;
                            currency: string;
                            subtotal: number;
                            discount_total: number;
                            net: number;
                            tax: number;
                            total: number;
                            paid: number;
                            due: number;
                            issued_at: string | null;
                            created_at: string;
                            prices_include_tax: boolean;
                            tax_apply_order: ("discount_before_tax" | "discount_after_tax") | null;
                            discount: {
                                /** @enum {string} */
                                type: "percent" | "amount";
                                value: number;
                                discount_id: number | null;
                                name: string | null;
                                reason: string | null;
                            } | null;
                            taxes: {
                                /** @enum {string} */
                                kind: "vat" | "service_tax";
                                rate: number;
                                base: number;
                                amount: number;
                            }[];
                            note: string | null;
                            lines: {
                                id: number;
                                position: number;
                                /** @enum {string} */
                                kind: "service" | "product" | "custom";
                                service_id: number | null;
                                product_id: number | null;
                                name: string;
                                quantity: number;
                                /** @enum {string} */
                                unit: "unit" | "sub_unit";
                                unit_label: string | null;
                                unit_price: number;
                                vat: number;
                                service_tax: number;
                                discount: {
                                    /** @enum {string} */
                                    type: "percent" | "amount";
                                    value: number;
                                    discount_id: number | null;
                                    name: string | null;
                                    reason: string | null;
                                } | null;
                                base: number;
                                discount_amount: number;
                                net: number;
                                vat_amount: number;
                                service_tax_amount: number;
                                total: number;
                            }[];
                            payments: {
                                id: number;
                                method: number;
                                method_label: string;
                                amount: number;
                                applied: number;
                                to_credit: number;
                                reference: string | null;
                                created_at: string;
                            }[];
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateSaleLine: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
                lineId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "service" | "product" | "custom";
                    service_id?: number | null;
                    product_id?: number | null;
                    name?: string | null;
                    quantity: number;
                    /**
                     * @default unit
                     * @enum {string}
                     */
                    unit?: "unit" | "sub_unit";
                    unit_price?: number | null;
                    vat?: number | null;
                    service_tax?: number | null;
                    discount?: {
                        discount_id?: number | null;
                        type?: ("percent" | "amount") | null;
                        value?: number | null;
                        reason?: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            number: number | null;
                            /** @enum {string} */
                            status: "draft" | "issued";
                            /** @enum {string} */
                            edit_state: "editable" | "frozen";
                            client_id: number;
                            client_name: string;
                            pet_id: number | null;
                            vet_id: number | null;
                            appointment_id: number | null;
                            record_id: number | null;
                            currency: string;
                            subtotal: number;
                            discount_total: number;
                            net: number;
                            tax: number;
                            total: number;
                            paid: number;
                            due: number;
                            issued_at: string | null;
                            created_at: string;
                            prices_include_tax: boolean;
                            tax_apply_order: ("discount_before_tax" | "discount_after_tax") | null;
                            discount: {
                                /** @enum {string} */
                                type: "percent" | "amount";
                                value: number;
                                discount_id: number | null;
                                name: string | null;
                                reason: string | null;
                            } | null;
                            taxes: {
                                /** @enum {string} */
                                kind: "vat" | "service_tax";
                                rate: number;
                                base: number;
                                amount: number;
                            }[];
                            note: string | null;
                            lines: {
                                id: number;
                                position: number;
                                /** @enum {string} */
                                kind: "service" | "product" | "custom";
                                service_id: number | null;
                                product_id: number | null;
                                name: string;
                                quantity: number;
                                /** @enum {string} */
                                unit: "unit" | "sub_unit";
                                unit_label: string | null;
                                unit_price: number;
                                vat: number;
                                service_tax: number;
                                discount: {
                                    /** @enum {string} */
                                    type: "percent" | "amount";
                                    value: number;
                                    discount_id: number | null;
                                    name: string | null;
                                    reason: string | null;
                                } | null;
                                base: number;
                                discount_amount: number;
                                net: number;
                                vat_amount: number;
                                service_tax_amount: number;
                                total: number;
                            }[];
                            payments: {
                                id: number;
                                method: number;
                                method_label: string;
                                amount: number;
                                applied: number;
                                to_credit: number;
                                reference: string | null;
                                created_at: string;
                            }[];
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    removeSaleLine: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
                lineId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            number: number | null;
                            /** @enum {string} */
                            status: "draft" | "issued";
                            /** @enum {string} */
                            edit_state: "editable" | "frozen";
                            client_id: number;
                            client_name: string;
                            pet_id: number | null;
                            vet_id: number | null;
                            appointment_id: number | null;
                            record_id: number | null;
                            currency: string;
                            subtotal: number;
                            discount_total: number;
                            net: number;
                            tax: number;
                            total: number;
                            paid: number;
                            due: number;
                            issued_at: string | null;
                            created_at: string;
                            prices_include_tax: boolean;
                            tax_apply_order: ("discount_before_tax" | "discount_after_tax") | null;
                            discount: {
                                /** @enum {string} */
                                type: "percent" | "amount";
                                value: number;
                                discount_id: number | null;
                                name: string | null;
                                reason: string | null;
                            } | null;
                            taxes: {
                                /** @enum {string} */
                                kind: "vat" | "service_tax";
                                rate: number;
                                base: number;
                                amount: number;
                            }[];
                            note: string | null;
                            lines: {
                                id: number;
                                position: number;
                                /** @enum {string} */
                                kind: "service" | "product" | "custom";
                                service_id: number | null;
                                product_id: number | null;
                                name: string;
                                quantity: number;
                                /** @enum {string} */
                                unit: "unit" | "sub_unit";
                                unit_label: string | null;
                                unit_price: number;
                                vat: number;
                                service_tax: number;
                                discount: {
                                    /** @enum {string} */
                                    type: "percent" | "amount";
                                    value: number;
                                    discount_id: number | null;
                                    name: string | null;
                                    reason: string | null;
                                } | null;
                                base: number;
                                discount_amount: number;
                                net: number;
                                vat_amount: number;
                                service_tax_amount: number;
                                total: number;
                            }[];
                            payments: {
                                id: number;
                                method: number;
                                method_label: string;
                                amount: number;
                                applied: number;
                                to_credit: number;
                                reference: string | null;
                                created_at: string;
                            }[];
                            updated_at: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    issueSale: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            number: number | null;
                            /** @enum {string} */
                            status: "draft" | "issued";
                            /** @enum {string} */
                            edit_state: "editable" | "frozen";
                            client_id: number;
                            client_name: string;
                            pet_id: number | null;
                            vet_id: number | null;
                            appointment_id: number | null;
                            record_id: number | null;
                            currency: string;
                            subtotal: number;
                            discount_total: number;
                            net: number;
                            tax: number;
                            total: number;
                            paid: number;
                            due: number;
                            issued_at: string | null;
                            created_at: string;
                            prices_include_tax: boolean;
                            tax_apply_order: ("discount_before_tax" | "discount_after_tax") | null;
                            discount: {
                                /** @enum {string} */
                                type: "percent" | "amount";
                                value: number;
                                discount_id: number | null;
                                name: string | null;
                                reason: string | null;
                            } | null;
                            taxes: {
                                /** @enum {string} */
                                kind: "vat" | "service_tax";
                                rate: number;
                                base: number;
                                amount: number;
                            }[];
                            note: string | null;
                            lines: {
                                id: number;
                                position: number;
                                /** @enum {string} */
                                kind: "service" | "product" | "custom";
                                service_id: number | null;
                                product_id: number | null;
                                name: string;
                                quantity: number;
                                /** @enum {string} */
                                unit: "unit" | "sub_unit";
                                unit_label: string | null;
                                unit_price: number;
                                vat: number;
                                service_tax: number;
                                discount: {
                                    /** @enum {string} */
                                    type: "percent" | "amount";
                                    value: number;
                                    discount_id: number | null;
                                    name: string | null;
                                    reason: string | null;
                                } | null;
                                base: number;
                                discount_amount: number;
                                net: number;
                                vat_amount: number;
                                service_tax_amount: number;
                                total: number;
                            }[];
                            payments: {
                                id: number;
                                method: number;
                                method_label: string;
                                amount: number;
                                applied: number;
                                to_credit: number;
                                reference: string | null;
                                created_at: string;
                            }[];
                            updated_at: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    paySale: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    payments: {
                        method: number;
                        amount: number;
                        reference?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            clinic_id: number;
                            number: number | null;
                            /** @enum {string} */
                            status: "draft" | "issued";
                            /** @enum {string} */
                            edit_state: "editable" | "frozen";
                            client_id: number;
                            client_name: string;
                            pet_id: number | null;
                            vet_id: number | null;
                            appointment_id: number | null;
                            record_id: number | null;
                            currency: string;
                            subtotal: number;
                            discount_total: number;
                            net: number;
                            tax: number;
                            total: number;
                            paid: number;
                            due: number;
                            issued_at: string | null;
                            created_at: string;
                            prices_include_tax: boolean;
                            tax_apply_order: ("discount_before_tax" | "discount_after_tax") | null;
                            discount: {
                                /** @enum {string} */
                                type: "percent" | "amount";
                                value: number;
                                discount_id: number | null;
                                name: string | null;
                                reason: string | null;
                            } | null;
                            taxes: {
                                /** @enum {string} */
                                kind: "vat" | "service_tax";
                                rate: number;
                                base: number;
                                amount: number;
                            }[];
                            note: string | null;
                            lines: {
                                id: number;
                                position: number;
                                /** @enum {string} */
                                kind: "service" | "product" | "custom";
                                service_id: number | null;
                                product_id: number | null;
                                name: string;
                                quantity: number;
                                /** @enum {string} */
                                unit: "unit" | "sub_unit";
                                unit_label: string | null;
                                unit_price: number;
                                vat: number;
                                service_tax: number;
                                discount: {
                                    /** @enum {string} */
                                    type: "percent" | "amount";
                                    value: number;
                                    discount_id: number | null;
                                    name: string | null;
                                    reason: string | null;
                                } | null;
                                base: number;
                                discount_amount: number;
                                net: number;
                                vat_amount: number;
                                service_tax_amount: number;
                                total: number;
                            }[];
                            payments: {
                                id: number;
                                method: number;
                                method_label: string;
                                amount: number;
                                applied: number;
                                to_credit: number;
                                reference: string | null;
                                created_at: string;
                            }[];
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getSalePdf: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    sendSale: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    to?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            to: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getClientAccount: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            client_id: number;
                            currency: string;
                            invoiced: number;
                            paid: number;
                            balance_due: number;
                            credit: number;
                            movements: {
                                id: number;
                                delta: number;
                                balance_after: number;
                                /** @enum {string} */
                                kind: "overpayment" | "payment" | "adjustment";
                                sale_id: number | null;
                                payment_id: number | null;
                                note: string | null;
                                created_at: string;
                            }[];
                        };
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getClientStatement: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                from?: string;
                to?: string;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            client_id: number;
                            client_name: string;
                            currency: string;
                            currency_first: number;
                            from: string | null;
                            to: string | null;
                            opening_balance: number;
                            closing_balance: number;
                            balance_due: number;
                            opening_credit: number;
                            closing_credit: number;
                            credit: number;
                            debits: number;
                            credits: number;
                            movements: {
                                /** @enum {string} */
                                kind: "invoice" | "payment" | "credit_used" | "credit" | "credit_note" | "refund";
                                id: number;
                                at: string;
                                sale_id: number | null;
                                sale_number: number | null;
                                method: number | null;
                                reference: string | null;
                                note: string | null;
                                debit: number;
                                credit: number;
                                balance: number;
                                credit_delta: number | null;
                                credit_after: number | null;
                            }[];
                        };
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getClientStatementPdf: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    mailClientStatement: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    to?: string | null;
                    from?: string | null;
                    to_date?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            to: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getCashUpDay: {
        parameters: {
            query?: {
                date?: string;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            day: string;
                            currency: string;
                            currency_first: number;
                            methods: {
                                method: number;
                                count: number;
                                total: number;
                            }[];
                            by_staff: {
                                staff_id: number | null;
                                staff_name: string | null;
                                method: number;
                                count: number;
                                total: number;
                            }[];
                            count: number;
                            total: number;
                            expected_cash: number;
                            closed: {
                                id: number;
                                day: string;
                                currency: string;
                                counted_cash: number;
                                expected_cash: number;
                                difference: number;
                                totals: {
                                    method: number;
                                    count: number;
                                    total: number;
                                }[];
                                note: string | null;
                                closed_by: number | null;
                                closed_by_name: string | null;
                                closed_at: string;
                            } | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listCashUps: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            day: string;
                            currency: string;
                            counted_cash: number;
                            expected_cash: number;
                            difference: number;
                            totals: {
                                method: number;
                                count: number;
                                total: number;
                            }[];
                            note: string | null;
                            closed_by: number | null;
                            closed_by_name: string | null;
                            closed_at: string;
                        }[];
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    closeCashUp: {
        parameters: {
            query?: never;
            header: {
                /** @description The clinic the staff request acts at; the token's user must be a member of it. */
                "X-Clinic-Id": components["parameters"]["ClinicId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    day: string;
                    counted_cash: number;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            day: string;
                            currency: string;
                            counted_cash: number;
                            expected_cash: number;
                            difference: number;
                            totals: {
                                method: number;
                                count: number;
                                total: number;
                            }[];
                            note: string | null;
                            closed_by: number | null;
                            closed_by_name: string | null;
                            closed_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listDevMailbox: {
        parameters: {
            query?: {
                to?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            channel: string;
                            to: string;
                            subject: string | null;
                            text: string;
                            html: string | null;
                            links: {
                                label: string;
                                url: string;
                            }[];
                            attachments: {
                                filename: string;
                                contentType: string;
                                content: string;
                                /** @enum {string} */
                                encoding?: "base64";
                            }[];
                            status: string;
                            attempts: number;
                            last_error: string | null;
                            created_at: string;
                        }[];
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    runDepositExpiry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    advance_minutes?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expired: number;
                        paid: number;
                        skipped: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    runDepositReconciliation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reconciled: number;
                        refunds: number;
                        errors: number;
                    };
                };
            };
        };
    };
}
