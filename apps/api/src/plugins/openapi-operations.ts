import type { HTTPMethods } from 'fastify';

/** Error statuses the document describes with the shared error body (`{message, code, errors?}`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

/** What the OpenAPI document says about one operation beyond what its route declares. */
export interface OperationDoc {
  /** Unique across the document: the method name of generated clients. */
  operationId: string;
  /** One English sentence saying what the operation does. */
  summary: string;
  /**
   * Statuses the service can answer beyond those derived from the route (401/403 from its access,
   * 404 from path ids, 400/422 from its input, 429 from its rate limit): conflicts, expired links…
   */
  errors?: readonly ErrorStatus[];
  /** Takes an `Idempotency-Key` header (lib/idempotency.ts). */
  idempotent?: true;
}

/** `/a/:id/b` → `/a/{id}/b`, as the document writes paths. */
export const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The catalogue's key: method and path as the document writes them, e.g. `PUT /api/v1/tasks/{id}`. */
export const operationKey = (method: HTTPMethods | string, url: string) => `${method.toUpperCase()} ${openapiPath(url)}`;

/**
 * Summary, operationId and known extra error statuses of every documented operation, kept in one
 * place so route files stay as they are. `openapi.test.ts` fails when a documented route has no
 * entry here, or an entry names no route: a new route adds its line.
 */
export const OPERATIONS: Readonly<Record<string, OperationDoc>> = {
  // ---------- health and dev tooling ----------
  'GET /api/health': { operationId: 'getHealth', summary: 'Reports whether the server and its database are answering.' },
  'GET /dev/mailbox.json': { operationId: 'listDevMailbox', summary: 'Lists every message the product would have sent (development only).' },
  'POST /dev/payments/run-expiry': { operationId: 'runDepositExpiry', summary: 'Runs the unpaid-deposit expiry as if the given minutes had passed (development only).' },
  'POST /dev/payments/reconcile': { operationId: 'runDepositReconciliation', summary: 'Runs the deposit reconciliation with the payment provider now (development only).' },

  // ---------- staff authentication ----------
  'POST /api/v1/auth/login': { operationId: 'loginStaff', summary: 'Signs a staff user in with e-mail and password and returns an access and a refresh token.', errors: [401, 429] },
  'POST /api/v1/auth/refresh': { operationId: 'refreshStaffToken', summary: 'Exchanges a staff refresh token for a new token pair.', errors: [401] },
  'POST /api/v1/auth/pin-unlock': { operationId: 'pinUnlockStaff', summary: 'Signs a clinic member in on a device already signed in at that clinic with their PIN (quick switch at a shared desk); five wrong PINs lock the PIN until it is renewed.', errors: [401, 403, 404, 409] },
  'POST /api/v1/auth/logout': { operationId: 'logoutStaff', summary: 'Ends the staff session so its tokens stop working.' },
  'GET /api/v1/auth/me': { operationId: 'getStaffMe', summary: 'Returns the signed-in staff user with the clinics and permissions they hold.' },
  'GET /api/v1/auth/invites/{token}': { operationId: 'getStaffInvite', summary: 'Shows the clinic invitation behind an invite token before it is accepted.', errors: [410] },
  'POST /api/v1/auth/accept-invite': { operationId: 'acceptStaffInvite', summary: 'Accepts a clinic invitation, setting the password of a new staff login, and signs in.', errors: [404, 410] },

  // ---------- clinics, settings, roles ----------
  'GET /api/v1/clinics': { operationId: 'listMyClinics', summary: 'Lists the clinics of the group the signed-in staff user belongs to.' },
  'GET /api/v1/clinics/{id}/preferences': { operationId: 'getClinicPreferences', summary: 'Returns the booking preferences of a clinic.' },
  'PUT /api/v1/clinics/{id}/preferences': { operationId: 'updateClinicPreferences', summary: 'Replaces the booking preferences of a clinic.' },
  'GET /api/v1/clinics/{id}/closures': { operationId: 'listClinicClosures', summary: 'Lists the holidays and closures of a clinic that have not ended, soonest first.' },
  'POST /api/v1/clinics/{id}/closures': { operationId: 'createClinicClosure', summary: 'Adds a holiday or closure (clinic-local dates, optionally partial days) during which the clinic offers and takes no online bookings.' },
  'PUT /api/v1/clinics/{id}/closures/{closureId}': { operationId: 'updateClinicClosure', summary: 'Replaces the dates, times or reason of a clinic closure.' },
  'DELETE /api/v1/clinics/{id}/closures/{closureId}': { operationId: 'deleteClinicClosure', summary: 'Removes a clinic closure, opening its time to bookings again.' },
  'GET /api/v1/clinics/{id}/client-link': { operationId: 'getClinicClientLink', summary: 'Returns the link where a clinic\'s clients connect to its app, and the app\'s store pages.' },
  'PUT /api/v1/clinics/{id}/client-link': { operationId: 'updateClinicClientLink', summary: 'Replaces a clinic\'s client/app link and store pages; an empty value removes one.' },
  'GET /api/v1/settings': { operationId: 'getClinicSettings', summary: 'Returns the settings of the active clinic.' },
  'PUT /api/v1/settings': { operationId: 'updateClinicSettings', summary: 'Replaces the settings of the active clinic.' },
  'GET /api/v1/settings/chat': { operationId: 'getChatSettings', summary: 'Returns the chat widget of the active clinic without its auth key, or null when none is configured.' },
  'PUT /api/v1/settings/chat': { operationId: 'updateChatSettings', summary: 'Configures the chat widget of the active clinic; the auth key is write-only.' },
  'DELETE /api/v1/settings/chat': { operationId: 'deleteChatSettings', summary: 'Removes the chat widget of the active clinic.' },
  'GET /api/v1/roles': { operationId: 'listRoles', summary: 'Lists the roles of the group with their permissions.' },
  'GET /api/v1/for-pet-parents/chat-identity': { operationId: 'getChatIdentity', summary: 'Returns the signed-in pet parent\'s identity signed for the clinic\'s chat, or null when the clinic has no chat secret.' },
  'POST /api/v1/roles': { operationId: 'createRole', summary: 'Creates a role with permissions the caller holds.' },
  'PUT /api/v1/roles/{id}': { operationId: 'updateRole', summary: 'Renames a role or changes its permissions.', errors: [409] },
  'DELETE /api/v1/roles/{id}': { operationId: 'deleteRole', summary: 'Deletes a role nobody holds.', errors: [409] },
  'GET /api/v1/permissions': { operationId: 'listPermissions', summary: 'Lists every permission a role can grant.' },

  // ---------- team, hours, time off ----------
  'GET /api/v1/vets': { operationId: 'listStaff', summary: 'Lists the vets and users of the active clinic.' },
  'POST /api/v1/vets/invite': { operationId: 'inviteStaff', summary: 'Invites a person by e-mail to join the clinic with a role.' },
  'PUT /api/v1/vets/{id}': { operationId: 'updateStaff', summary: 'Updates a team member\'s profile and role at the clinic.', errors: [409] },
  'POST /api/v1/vets/{id}/deactivate': { operationId: 'deactivateStaff', summary: 'Deactivates a team member, ending their sessions.', errors: [409] },
  'POST /api/v1/vets/{id}/activate': { operationId: 'activateStaff', summary: 'Reactivates a deactivated team member.', errors: [409] },
  'POST /api/v1/vets/{id}/generate-pin': { operationId: 'generateStaffPin', summary: 'Generates a new PIN for a team member.' },
  'GET /api/v1/vets/{id}/working-hours': { operationId: 'getWorkingHours', summary: 'Returns a vet\'s weekly working hours at the clinic.' },
  'PUT /api/v1/vets/{id}/working-hours': { operationId: 'updateWorkingHours', summary: 'Replaces a vet\'s weekly working hours at the clinic.' },
  'GET /api/v1/vets/{id}/time-off': { operationId: 'listTimeOff', summary: 'Lists a vet\'s time off in a date range.' },
  'POST /api/v1/vets/{id}/time-off': { operationId: 'createTimeOff', summary: 'Records time off for a vet.' },
  'DELETE /api/v1/time-off/{id}': { operationId: 'deleteTimeOff', summary: 'Deletes a time-off entry.' },

  // ---------- appointments (staff) ----------
  'GET /api/v1/appointments': { operationId: 'listAppointments', summary: 'Lists the clinic\'s appointments for a day or range, filtered by vet, client, pet or status.' },
  'GET /api/v1/appointments/search': { operationId: 'searchAppointments', summary: 'Finds appointments by client, pet or phone text, clinic-local days, statuses and vet, newest first.' },
  'GET /api/v1/appointments/requests': { operationId: 'listAppointmentRequests', summary: 'Lists online booking requests waiting for the clinic\'s answer.' },
  'GET /api/v1/appointments/last-conducted': { operationId: 'getLastConductedAppointment', summary: 'Returns the last conducted appointment of a pet or client.', errors: [404] },
  'GET /api/v1/appointments/options': { operationId: 'getAppointmentOptions', summary: 'Returns what the appointment form offers: vets, their hours, services and packages.' },
  'GET /api/v1/appointments/{id}': { operationId: 'getAppointment', summary: 'Returns one appointment of the clinic.' },
  'POST /api/v1/appointments': { operationId: 'createAppointment', summary: 'Books an appointment from the desk.', errors: [409], idempotent: true },
  'PUT /api/v1/appointments/{id}': { operationId: 'updateAppointment', summary: 'Changes an appointment\'s time, vet, services, pets or notes.', errors: [409] },
  'POST /api/v1/appointments/{id}/confirm': { operationId: 'confirmAppointment', summary: 'Confirms a requested appointment and tells the client.', errors: [409] },
  'POST /api/v1/appointments/{id}/cancel': { operationId: 'cancelAppointment', summary: 'Cancels an appointment and tells the client.', errors: [409] },
  'POST /api/v1/appointments/{id}/no-show': { operationId: 'markAppointmentNoShow', summary: 'Marks an appointment as a no-show.', errors: [409] },
  'POST /api/v1/appointments/walk-in': { operationId: 'createWalkInAppointment', summary: 'Books a walk-in from the desk: a new client, their pet and the appointment in one step.', errors: [409], idempotent: true },
  'POST /api/v1/appointments/{id}/propose-time': { operationId: 'proposeAppointmentTime', summary: 'Proposes another time for a requested appointment to the client.', errors: [409] },
  'POST /api/v1/appointments/{id}/manage-link': { operationId: 'renewManageLink', summary: 'Mails the client a new manage link on their request, voiding the earlier ones.', errors: [409] },
  'GET /api/v1/ws/{vetId}/bookable': { operationId: 'checkBookable', summary: 'Checks whether a vet can take an appointment at a given start and length.' },
  'GET /api/v1/clinics/{id}/vets-timeslots': { operationId: 'listStaffTimeslots', summary: 'Lists each vet\'s free start times for the chosen services, as the desk sees them.' },

  // ---------- public booking page ----------
  'GET /api/v1/public/clinics/{clinic}': { operationId: 'getPublicClinic', summary: 'Returns what a clinic\'s booking page shows: its details, services, visit types and species.' },
  'GET /api/v1/public/vets': { operationId: 'listPublicVets', summary: 'Lists the vets a client can book at a clinic.', errors: [404] },
  'GET /api/v1/public/vets/{vet}/available-services': { operationId: 'listVetServices', summary: 'Lists the services a vet offers online.' },
  'GET /api/v1/public/clinics/{clinic}/vets-timeslots': { operationId: 'listPublicTimeslots', summary: 'Lists the free start times per vet and day for the chosen services or visit type.' },
  'GET /api/v1/public/clinics/{clinic}/client-link': { operationId: 'getClientLink', summary: 'Returns the clinic\'s link for existing clients, if it has one.' },
  'GET /api/v1/public/species': { operationId: 'listPublicSpecies', summary: 'Lists species with their breeds for the pet pickers.' },

  // ---------- online booking and manage links ----------
  'POST /api/v1/for-pet-parents/appointments': { operationId: 'bookAppointment', summary: 'Books an appointment online as a guest or a signed-in pet parent.', errors: [403, 404, 409], idempotent: true },
  'GET /api/v1/public/appointments/{token}': { operationId: 'getManagedAppointment', summary: 'Returns the appointment behind a manage link.', errors: [410] },
  'GET /api/v1/public/appointments/{token}/calendar.ics': { operationId: 'downloadAppointmentInvite', summary: 'Downloads the appointment\'s calendar invite (iCalendar) through its manage link.', errors: [409, 410] },
  'GET /api/v1/public/appointments/{token}/accept': { operationId: 'acceptProposedTime', summary: 'Accepts the time the clinic proposed, through the manage link.', errors: [409, 410] },
  'POST /api/v1/public/appointments/{token}/cancel': { operationId: 'cancelManagedAppointment', summary: 'Cancels an appointment through its manage link before the cancel cutoff.', errors: [409, 410] },
  'POST /api/v1/public/appointments/{token}/reschedule': { operationId: 'rescheduleManagedAppointment', summary: 'Moves an appointment to another free time through its manage link.', errors: [409, 410] },

  // ---------- services, packages, visit types ----------
  'GET /api/v1/service-categories': { operationId: 'listServiceCategories', summary: 'Lists the clinic\'s service categories.' },
  'POST /api/v1/service-categories': { operationId: 'createServiceCategory', summary: 'Creates a service category.' },
  'PUT /api/v1/service-categories/{id}': { operationId: 'updateServiceCategory', summary: 'Renames a service category.' },
  'DELETE /api/v1/service-categories/{id}': { operationId: 'deleteServiceCategory', summary: 'Deletes a service category that holds no services.', errors: [409] },
  'GET /api/v1/visit-type-categories': { operationId: 'listVisitTypeCategories', summary: 'Lists the clinic\'s visit type categories.' },
  'POST /api/v1/visit-type-categories': { operationId: 'createVisitTypeCategory', summary: 'Creates a visit type category.' },
  'PUT /api/v1/visit-type-categories/{id}': { operationId: 'updateVisitTypeCategory', summary: 'Renames a visit type category.' },
  'DELETE /api/v1/visit-type-categories/{id}': { operationId: 'deleteVisitTypeCategory', summary: 'Deletes a visit type category that holds no visit types.', errors: [409] },
  'GET /api/v1/services': { operationId: 'listServices', summary: 'Lists the clinic\'s services.' },
  'POST /api/v1/services': { operationId: 'createService', summary: 'Creates a service with its default package and the vets who perform it.' },
  'GET /api/v1/services/{id}': { operationId: 'getService', summary: 'Returns one service with its packages and vets.' },
  'PUT /api/v1/services/{id}': { operationId: 'updateService', summary: 'Updates a service, its packages and the vets who perform it.' },
  'DELETE /api/v1/services/{id}': { operationId: 'deleteService', summary: 'Deletes a service; past appointments keep it.' },
  'GET /api/v1/service-packages': { operationId: 'listServicePackages', summary: 'Lists the bookable packages of the clinic\'s services.' },
  'POST /api/v1/service-packages/{id}/enable': { operationId: 'enableServicePackage', summary: 'Makes a service package bookable again.' },
  'POST /api/v1/service-packages/{id}/disable': { operationId: 'disableServicePackage', summary: 'Stops a service package from being booked.' },
  'GET /api/v1/visit-types': { operationId: 'listVisitTypes', summary: 'Lists the clinic\'s visit types.' },
  'GET /api/v1/visit-types/group-by-category': { operationId: 'listVisitTypesByCategory', summary: 'Lists the clinic\'s visit types grouped by category.' },
  'GET /api/v1/visit-types/repository': { operationId: 'listVisitTypeRepository', summary: 'Lists the ready-made visit types a clinic can copy.' },
  'POST /api/v1/visit-types/bulk': { operationId: 'updateVisitTypesBulk', summary: 'Updates several visit types at once.' },
  'POST /api/v1/visit-types/copy-from-repo': { operationId: 'copyVisitTypesFromRepository', summary: 'Copies ready-made visit types into the clinic.' },
  'POST /api/v1/visit-types': { operationId: 'createVisitType', summary: 'Creates a visit type.' },
  'GET /api/v1/visit-types/{id}': { operationId: 'getVisitType', summary: 'Returns one visit type.' },
  'PUT /api/v1/visit-types/{id}': { operationId: 'updateVisitType', summary: 'Updates a visit type.' },
  'DELETE /api/v1/visit-types/{id}': { operationId: 'deleteVisitType', summary: 'Deletes a visit type.' },

  // ---------- shifts ----------
  'GET /api/v1/shifts': { operationId: 'listShifts', summary: 'Lists the shifts in a date range, drafts included.' },
  'POST /api/v1/shifts': { operationId: 'createShift', summary: 'Creates a draft shift for a team member.', errors: [409] },
  'POST /api/v1/shifts/publish': { operationId: 'publishShifts', summary: 'Publishes the draft shifts of a date range, with force to override conflicts.', errors: [409] },
  'PUT /api/v1/shifts/{id}': { operationId: 'updateShift', summary: 'Changes a shift\'s time or person.', errors: [409] },
  'DELETE /api/v1/shifts/{id}': { operationId: 'deleteShift', summary: 'Deletes a shift; a published one that upcoming appointments rely on needs force.', errors: [409] },
  'GET /api/v1/shift-templates': { operationId: 'listShiftTemplates', summary: 'Lists the clinic\'s weekly shift templates.' },
  'POST /api/v1/shift-templates': { operationId: 'createShiftTemplate', summary: 'Creates a weekly shift template.' },
  'PUT /api/v1/shift-templates/{id}': { operationId: 'updateShiftTemplate', summary: 'Updates a weekly shift template.' },
  'DELETE /api/v1/shift-templates/{id}': { operationId: 'deleteShiftTemplate', summary: 'Deletes a weekly shift template.' },
  'POST /api/v1/shift-templates/{id}/apply': { operationId: 'applyShiftTemplate', summary: 'Creates a week\'s draft shifts from a template.', errors: [409] },

  // ---------- clients, pets, communications, pet requests ----------
  'GET /api/v1/pet-parents': { operationId: 'listClients', summary: 'Lists and searches the group\'s clients.' },
  'POST /api/v1/pet-parents': { operationId: 'createClient', summary: 'Creates a client, refusing a likely duplicate unless confirmed.', errors: [409] },
  'GET /api/v1/pet-parents/{id}': { operationId: 'getClient', summary: 'Returns one client with their pets.' },
  'PUT /api/v1/pet-parents/{id}': { operationId: 'updateClient', summary: 'Updates a client\'s details.', errors: [409] },
  'POST /api/v1/pet-parents/{id}/archive': { operationId: 'archiveClient', summary: 'Archives a client, hiding them from the default list.' },
  'POST /api/v1/pet-parents/{id}/unarchive': { operationId: 'unarchiveClient', summary: 'Restores an archived client.' },
  'GET /api/v1/pet-parents/{id}/communications': { operationId: 'listClientCommunications', summary: 'Lists the messages and notes exchanged with a client.' },
  'POST /api/v1/pet-parents/{id}/communications': { operationId: 'createClientCommunication', summary: 'Records a communication with a client.' },
  'GET /api/v1/pets': { operationId: 'listPets', summary: 'Lists and searches the group\'s pets.' },
  'POST /api/v1/pets': { operationId: 'createPet', summary: 'Creates a pet for a client.' },
  'GET /api/v1/pets/{id}': { operationId: 'getPet', summary: 'Returns one pet.' },
  'PUT /api/v1/pets/{id}': { operationId: 'updatePet', summary: 'Updates a pet\'s details.' },
  'POST /api/v1/pets/{id}/archive': { operationId: 'archivePet', summary: 'Archives a pet.' },
  'POST /api/v1/pets/{id}/unarchive': { operationId: 'unarchivePet', summary: 'Restores an archived pet.' },
  'GET /api/v1/species': { operationId: 'listSpecies', summary: 'Lists the group\'s species, with breeds on request.' },
  'GET /api/v1/pet-requests': { operationId: 'listPetRequests', summary: 'Lists the pets pet parents added online, waiting for review.' },
  'GET /api/v1/pet-requests/pending-count': { operationId: 'countPendingPetRequests', summary: 'Counts the pet requests waiting for review.' },
  'POST /api/v1/pet-requests/{id}/accept': { operationId: 'acceptPetRequest', summary: 'Accepts a pet request into a client\'s record.', errors: [409] },
  'POST /api/v1/pet-requests/{id}/deny': { operationId: 'denyPetRequest', summary: 'Denies a pet request.', errors: [409] },

  // ---------- tasks ----------
  'GET /api/v1/tasks': { operationId: 'listTasks', summary: 'Lists the clinic\'s tasks, filtered by status, assignee, pet or due date.' },
  'POST /api/v1/tasks': { operationId: 'createTask', summary: 'Creates a task.' },
  'GET /api/v1/tasks/{id}': { operationId: 'getTask', summary: 'Returns one task.' },
  'PUT /api/v1/tasks/{id}': { operationId: 'updateTask', summary: 'Updates a task.', errors: [409] },
  'POST /api/v1/tasks/{id}/status': { operationId: 'setTaskStatus', summary: 'Moves a task to another status.', errors: [409] },
  'DELETE /api/v1/tasks/{id}': { operationId: 'deleteTask', summary: 'Deletes a task.' },
  'GET /api/v1/task-templates': { operationId: 'listTaskTemplates', summary: 'Lists the clinic\'s task templates.' },
  'POST /api/v1/task-templates': { operationId: 'createTaskTemplate', summary: 'Creates a task template.' },
  'PUT /api/v1/task-templates/{id}': { operationId: 'updateTaskTemplate', summary: 'Updates a task template.' },
  'DELETE /api/v1/task-templates/{id}': { operationId: 'deleteTaskTemplate', summary: 'Deletes a task template.' },

  // ---------- medical records (#14) ----------
  'GET /api/v1/record-templates': { operationId: 'listRecordTemplates', summary: 'Lists the active clinic\'s record templates, the default first.' },
  'POST /api/v1/record-templates': { operationId: 'createRecordTemplate', summary: 'Creates a record template with ordered sections of typed fields.' },
  'GET /api/v1/record-templates/repository': { operationId: 'listRecordTemplateRepository', summary: 'Lists the built-in record templates in the caller\'s language, marked when the clinic has a copy.' },
  'POST /api/v1/record-templates/copy-from-repo': { operationId: 'copyRecordTemplatesFromRepo', summary: 'Copies built-in record templates into the active clinic in its default language.' },
  'GET /api/v1/record-templates/{id}': { operationId: 'getRecordTemplate', summary: 'Returns one record template.' },
  'PUT /api/v1/record-templates/{id}': { operationId: 'updateRecordTemplate', summary: 'Changes a record template and bumps its version; records already written keep their copy.' },
  'DELETE /api/v1/record-templates/{id}': { operationId: 'archiveRecordTemplate', summary: 'Archives a record template; records written with it are unchanged.' },
  'GET /api/v1/records': { operationId: 'listRecords', summary: 'Lists medical records filtered by pet, client, vet, status, template and date range, newest first.' },
  'GET /api/v1/patients/{petId}/medical-history': { operationId: 'petMedicalHistory', summary: 'The pet\'s medical history timeline: records, vitals, diagnoses and prescriptions, newest first, filterable by kind.' },
  'GET /api/v1/records/quick-search': { operationId: 'quickSearchRecords', summary: 'Finds records as you type by pet, client, title or record text.' },
  'GET /api/v1/records/search': { operationId: 'searchRecords', summary: 'Searches records with every list filter and free text.' },
  'POST /api/v1/records': { operationId: 'createRecord', summary: 'Starts a record for a pet or from an appointment, with the clinic\'s default template unless one is chosen.', errors: [409] },
  'GET /api/v1/records/{id}': { operationId: 'getRecord', summary: 'Returns a record with its template copy, field values, appointments and linked tasks.' },
  'DELETE /api/v1/records/{id}': { operationId: 'deleteRecord', summary: 'Deletes an open record with a payments disposition (default delete); a closed record is refused.', errors: [409] },
  'PUT /api/v1/record/{id}/change-status': { operationId: 'changeRecordStatus', summary: 'Moves a record to another status along the allowed transitions.', errors: [409] },
  'POST /api/v1/records/{id}/close': { operationId: 'closeRecord', summary: 'Closes a record, optionally creating tasks from task templates; a closed record is immutable.', errors: [409] },
  'POST /api/v1/records/{id}/reopen': { operationId: 'reopenRecord', summary: 'Reopens a closed record with a reason, kept in its history and the audit log.', errors: [409] },
  'POST /api/v1/records/{id}/duplicate': { operationId: 'duplicateRecord', summary: 'Starts a new draft for the same pet with the record\'s template copy and values.' },
  'POST /api/v1/records/{id}/attach-source-appointment': { operationId: 'attachRecordAppointment', summary: 'Links another appointment of the same pet at the same clinic to a record.', errors: [409] },
  'GET /api/v1/records/{id}/appointments': { operationId: 'listRecordAppointments', summary: 'Lists the appointments a record covers.' },
  'POST /api/v1/records/{id}/sync-client-communication': { operationId: 'syncRecordClientCommunication', summary: 'Writes the record\'s client summary into the client\'s communications log, by e-mail or as another contact.' },
  'GET /api/v1/records/{id}/history': { operationId: 'listRecordHistory', summary: 'Lists every change of a record: who, when, what before and after, newest first.' },
  'GET /api/v1/records/{id}/pdf': { operationId: 'getRecordPdf', summary: 'Returns the record as a PDF with the clinic\'s header.' },
  'GET /api/v1/records/{id}/field-values': { operationId: 'getRecordFieldValues', summary: 'Returns a record\'s field values with their versions.' },
  'PUT /api/v1/records/{id}/field-values': { operationId: 'putRecordFieldValues', summary: 'Saves field values with a version check per field; a stale version answers 409 with the current values.', errors: [409] },
  'POST /api/v1/patients/{petId}/{recordId}/save-values': { operationId: 'saveRecordValues', summary: 'Saves a record\'s own fields and field values (versioned per field) and optionally closes it.', errors: [409] },

  // ---------- notifications ----------
  'POST /api/v1/notification': { operationId: 'sendNotification', summary: 'Sends a message to a client by e-mail or SMS.', errors: [404, 409] },
  'POST /api/v1/notification/preview': { operationId: 'previewNotification', summary: 'Shows the messages a notification would send without sending them.', errors: [404, 409] },

  // ---------- pet parent accounts ----------
  'GET /api/v1/notification/payables': { operationId: 'listNotificationPayables', summary: 'Lists the client\'s unpaid, unexpired deposits at the active clinic that a payment link can point at.', errors: [404] },
  'POST /api/v1/for-pet-parents/auth/register': { operationId: 'registerParent', summary: 'Registers a pet parent account and mails an activation code.', errors: [403, 409, 429] },
  'POST /api/v1/for-pet-parents/auth/activate': { operationId: 'activateParent', summary: 'Activates a pet parent account with the mailed code and signs in.', errors: [409] },
  'POST /api/v1/for-pet-parents/auth/resend-code': { operationId: 'resendActivationCode', summary: 'Mails a new activation code.', errors: [404, 409, 429] },
  'GET /api/v1/for-pet-parents/auth/check-activation': { operationId: 'checkParentActivation', summary: 'Tells whether a pet parent account is activated.', errors: [404] },
  'GET /api/v1/for-pet-parents/auth/check-email': { operationId: 'checkParentEmail', summary: 'Tells whether an e-mail already has a pet parent account at the clinic.' },
  'POST /api/v1/for-pet-parents/auth/login': { operationId: 'loginParent', summary: 'Signs a pet parent in and returns an access and a refresh token.', errors: [401, 403, 429] },
  'POST /api/v1/for-pet-parents/auth/refresh': { operationId: 'refreshParentToken', summary: 'Exchanges a pet parent refresh token for a new token pair.', errors: [401] },
  'POST /api/v1/for-pet-parents/auth/logout': { operationId: 'logoutParent', summary: 'Ends the pet parent session so its tokens stop working.' },
  'GET /api/v1/for-pet-parents/auth/me': { operationId: 'getParentMe', summary: 'Returns the signed-in pet parent\'s profile.' },
  'POST /api/v1/for-pet-parents/auth/change-password': { operationId: 'changeParentPassword', summary: 'Changes the signed-in pet parent\'s password, ending their other sessions.' },
  'POST /api/v1/for-pet-parents/auth/forgot-password': { operationId: 'forgotParentPassword', summary: 'Mails a password reset link if the account exists, answering the same either way.' },
  'POST /api/v1/for-pet-parents/auth/reset-password': { operationId: 'resetParentPassword', summary: 'Sets a new password with a reset token.' },
  'GET /api/v1/for-pet-parents/pets': { operationId: 'listParentPets', summary: 'Lists the signed-in pet parent\'s pets.' },
  'GET /api/v1/for-pet-parents/pets/{id}': { operationId: 'getParentPet', summary: 'Returns one of the signed-in pet parent\'s pets.' },
  'POST /api/v1/for-pet-parents/pets': { operationId: 'requestParentPet', summary: 'Adds a pet as a request the clinic reviews.' },
  'GET /api/v1/for-pet-parents/printed-files': { operationId: 'listParentFiles', summary: 'Lists the documents the clinic shared with the pet parent and their own uploads.' },
  'GET /api/v1/for-pet-parents/printed-files/{id}/download': { operationId: 'downloadParentFile', summary: 'Downloads one of the pet parent\'s documents.' },
  'POST /api/v1/for-pet-parents/printed-files': { operationId: 'uploadParentFile', summary: 'Uploads a document as multipart form data, within the pet parent\'s quota.', errors: [409, 413, 415, 422, 429] },
  'DELETE /api/v1/for-pet-parents/printed-files/{id}': { operationId: 'deleteParentFile', summary: 'Deletes one of the pet parent\'s own uploads.' },

  // ---------- address picker ----------
  'POST /api/v1/address/parse': { operationId: 'parseAddress', summary: 'Splits a typed address into its parts.' },
  'GET /api/v1/address/search': { operationId: 'searchAddresses', summary: 'Suggests places matching typed text.', errors: [503] },
  'GET /api/v1/address/place/{placeId}': { operationId: 'getAddressPlace', summary: 'Returns the address and position of a suggested place.', errors: [503] },
  'GET /api/v1/address/reverse': { operationId: 'reverseGeocode', summary: 'Returns the address at a position on the map.', errors: [503] },

  // ---------- payment deposits ----------
  'POST /api/v1/for-pet-parents/appointments/payment-deposits': { operationId: 'bookWithDeposit', summary: 'Books an appointment that holds its time until the deposit is paid.', errors: [403, 404, 409], idempotent: true },
  'GET /api/v1/for-pet-parents/appointments/payment-deposits/{id}': { operationId: 'getParentDeposit', summary: 'Returns a deposit with its appointment for the payment page.' },
  'GET /api/v1/public/payment-deposits/{id}': { operationId: 'getPublicDeposit', summary: 'Returns a deposit by its link for the payment page.' },
  'POST /api/v1/public/payment-deposits/{id}/pay': { operationId: 'payDeposit', summary: 'Pays a deposit with a card.', errors: [409, 503], idempotent: true },
  'POST /api/v1/public/payment-deposits/{id}/sync': { operationId: 'syncDeposit', summary: 'Reads a deposit\'s payment state from the provider again.', errors: [409, 503] },
  'POST /api/v1/public/appointments/{token}/reschedule/payment-deposits': { operationId: 'rescheduleWithDeposit', summary: 'Moves an appointment through its manage link to a time that needs a deposit.', errors: [409, 410] },
  'GET /api/v1/payment-deposits/{id}': { operationId: 'getDeposit', summary: 'Returns a deposit with its charges and refunds.' },
  'POST /api/v1/payment-deposits/{id}/refund': { operationId: 'refundDeposit', summary: 'Refunds a paid deposit in full or in part.', errors: [409] },
  'POST /api/v1/webhooks/payments/{provider}': { operationId: 'receivePaymentWebhook', summary: 'Receives a signed event from the payment provider.', errors: [400, 503] },

  // ---------- clinic group administration ----------
  'GET /api/v1/group': { operationId: 'getGroup', summary: 'Returns the caller\'s clinic group: its name, logo, clinics and the defaults a new clinic starts from.' },
  'PUT /api/v1/group': { operationId: 'updateGroup', summary: 'Renames the caller\'s clinic group.' },
  'PUT /api/v1/group/logo': { operationId: 'uploadGroupLogo', summary: 'Replaces the group\'s logo with an uploaded PNG, JPEG or WebP image of at most 1 MB (multipart form data, field "file").', errors: [413, 415, 422, 429] },
  'DELETE /api/v1/group/logo': { operationId: 'deleteGroupLogo', summary: 'Removes the group\'s logo.' },
  'POST /api/v1/clinics': { operationId: 'createClinic', summary: 'Opens a new clinic in the caller\'s group with default hours and preferences, the caller as a member with their current role.', errors: [409] },
  'GET /api/v1/public/group-logos/{key}': { operationId: 'getGroupLogo', summary: 'Returns one version of a group\'s logo; the URL changes with every new logo, so it is cached for good.' },
  // ---------- billing: discounts ----------
  'GET /api/v1/discounts': { operationId: 'listDiscounts', summary: 'Lists the clinic\'s discounts by name (filter enabled ones for the checkout).' },
  'POST /api/v1/discounts': { operationId: 'createDiscount', summary: 'Adds a percentage or amount discount to the clinic\'s catalogue.' },
  'GET /api/v1/discounts/{id}': { operationId: 'getDiscount', summary: 'Returns one discount of the catalogue.' },
  'PUT /api/v1/discounts/{id}': { operationId: 'updateDiscount', summary: 'Renames a discount or changes its type or value (sales keep what they applied).' },
  'PUT /api/v1/discounts/{id}/status': { operationId: 'setDiscountStatus', summary: 'Switches a discount on or off for the checkout.' },
  'DELETE /api/v1/discounts/{id}': { operationId: 'deleteDiscount', summary: 'Removes a discount from the catalogue.' },
  // ---------- tags ----------
  'GET /api/v1/tags': { operationId: 'listTags', summary: 'Lists the clinic\'s tags for an entity type (required; `any` for all).' },
  'POST /api/v1/tags': { operationId: 'createTag', summary: 'Creates a tag with a palette colour and the entity types it may go on.' },
  'GET /api/v1/tags/{id}': { operationId: 'getTag', summary: 'Returns one tag with how many things carry it.' },
  'PUT /api/v1/tags/{id}': { operationId: 'updateTag', summary: 'Renames or recolours a tag, or changes what it may go on.' },
  'DELETE /api/v1/tags/{id}': { operationId: 'deleteTag', summary: 'Deletes a tag and takes it off everything except closed records.' },
  'GET /api/v1/taggables': { operationId: 'listEntityTags', summary: 'Lists the tags on one pet, client, record or appointment (entity type and id required).' },
  'POST /api/v1/taggables': { operationId: 'tagEntity', summary: 'Puts a tag on a pet, client, record or appointment.', errors: [409] },
  'DELETE /api/v1/taggables': { operationId: 'untagEntity', summary: 'Takes a tag off a pet, client, record or appointment.', errors: [409] },

  // ---------- whiteboard (visits) ----------
  'GET /api/v1/visits': { operationId: 'listVisits', summary: 'Lists the whiteboard of a clinic-local day: visits with pet, client, vet, appointment, stage and time entered.' },
  'GET /api/v1/visits/board-version': { operationId: 'getVisitBoardVersion', summary: 'Returns a cheap fingerprint of a day\'s whiteboard that changes with every check-in, move or undo.' },
  'POST /api/v1/visits': { operationId: 'checkInAppointment', summary: 'Checks an appointment of today in, putting its visit on the whiteboard.', errors: [409] },
  'GET /api/v1/visits/{id}': { operationId: 'getVisit', summary: 'Returns one visit of the whiteboard.' },
  'POST /api/v1/visits/{id}/stage': { operationId: 'changeVisitStage', summary: 'Moves a visit to another stage; refused when it is no longer at the expected stage.', errors: [409] },
  'POST /api/v1/visits/{id}/undo-stage': { operationId: 'undoVisitStage', summary: 'Undoes the visit\'s last move (not a check-in, not an undo).', errors: [409] },
  // ---------- diagnoses and problem list (#14) ----------
  'GET /api/v1/diagnoses': { operationId: 'listDiagnoses', summary: 'Lists and searches (as you type) the clinic\'s diagnosis catalogue.' },
  'POST /api/v1/diagnoses': { operationId: 'createDiagnosis', summary: 'Adds a diagnosis to the clinic\'s catalogue.' },
  'POST /api/v1/diagnoses/import-built-in': { operationId: 'importBuiltInDiagnoses', summary: 'Copies the built-in diagnoses the clinic does not have yet into its catalogue.' },
  'GET /api/v1/diagnoses/{id}': { operationId: 'getDiagnosis', summary: 'Returns one catalogue diagnosis.' },
  'PUT /api/v1/diagnoses/{id}': { operationId: 'updateDiagnosis', summary: 'Edits or deactivates a catalogue diagnosis.' },
  'GET /api/v1/records/{id}/diagnoses': { operationId: 'listRecordDiagnoses', summary: 'Lists a record\'s differential and final diagnoses.' },
  'POST /api/v1/records/{id}/diagnoses': { operationId: 'addRecordDiagnosis', summary: 'Adds a differential or final diagnosis to an open record; a final one joins the pet\'s problem list.', errors: [409] },
  'DELETE /api/v1/records/{id}/diagnoses/{entryId}': { operationId: 'deleteRecordDiagnosis', summary: 'Removes a diagnosis from an open record.', errors: [409] },
  'GET /api/v1/pets/{id}/problems': { operationId: 'listPetProblems', summary: 'Lists the pet\'s problem list.' },
  'POST /api/v1/pets/{id}/problems': { operationId: 'addPetProblem', summary: 'Adds a problem to the pet\'s problem list.' },
  'PUT /api/v1/pets/{id}/problems/{problemId}': { operationId: 'updatePetProblem', summary: 'Changes a problem\'s status, onset date or notes.' },

  // ---------- prescriptions (#14) ----------
  'GET /api/v1/prescriptions': { operationId: 'listPrescriptions', summary: 'Lists prescriptions, by pet and status, three a page unless asked.' },
  'POST /api/v1/prescriptions': { operationId: 'createPrescription', summary: 'Writes a prescription, on an open record or on its own.', errors: [409] },
  'GET /api/v1/prescriptions/{id}': { operationId: 'getPrescription', summary: 'Returns one prescription.' },
  'PUT /api/v1/prescriptions/{id}': { operationId: 'updatePrescription', summary: 'Edits an active prescription.', errors: [409] },
  'POST /api/v1/prescriptions/{id}/status': { operationId: 'setPrescriptionStatus', summary: 'Completes or cancels an active prescription.', errors: [409] },
  'GET /api/v1/prescriptions/{id}/pdf': { operationId: 'getPrescriptionPdf', summary: 'Returns the prescription as a printable A4 sheet or an 89 × 36 mm label (PDF).' },
  // ---------- inventory ----------
  'GET /api/v1/product-categories': { operationId: 'listProductCategories', summary: 'Lists the clinic\'s product categories in order.' },
  'POST /api/v1/product-categories': { operationId: 'createProductCategory', summary: 'Creates a product category.' },
  'PUT /api/v1/product-categories/{id}': { operationId: 'updateProductCategory', summary: 'Renames or moves a product category.' },
  'DELETE /api/v1/product-categories/{id}': { operationId: 'archiveProductCategory', summary: 'Archives a product category; its products keep their history.' },
  'GET /api/v1/products': { operationId: 'listProducts', summary: 'Lists the clinic\'s products with on-hand stock, searchable and filtered.' },
  'GET /api/v1/sellable-products': { operationId: 'listSellableProducts', summary: 'Lists the active products with a sale price, for checkout and estimates.' },
  'POST /api/v1/products': { operationId: 'createProduct', summary: 'Creates a product.' },
  'POST /api/v1/products/bulk-vat': { operationId: 'bulkSetProductVat', summary: 'Sets one VAT rate from the clinic\'s list on the selected products.' },
  'GET /api/v1/products/{id}': { operationId: 'getProduct', summary: 'Returns one product with its on-hand stock.' },
  'PUT /api/v1/products/{id}': { operationId: 'updateProduct', summary: 'Updates, archives or restores a product.' },
  'GET /api/v1/products/{id}/stock': { operationId: 'getProductStock', summary: 'Returns a product\'s on-hand stock per batch, first-expiring first.' },
  'GET /api/v1/products/{id}/movements': { operationId: 'listProductMovements', summary: 'Lists a product\'s stock ledger, newest first.' },
  'POST /api/v1/products/{id}/stock/receipts': { operationId: 'receiveProductStock', summary: 'Receives stock into a batch by hand.' },
  'POST /api/v1/products/{id}/stock/counts': { operationId: 'countProductStock', summary: 'Posts a stock-take of one batch: the difference between the count and the books.', errors: [409] },
  'POST /api/v1/products/{id}/stock/write-offs': { operationId: 'writeOffProductStock', summary: 'Writes off expired or damaged stock of one batch.', errors: [409] },
  'GET /api/v1/stock/expiring': { operationId: 'listExpiringStock', summary: 'Lists batches with stock expiring within a number of days.' },
  'GET /api/v1/suppliers': { operationId: 'listSuppliers', summary: 'Lists the clinic\'s suppliers, searchable.' },
  'POST /api/v1/suppliers': { operationId: 'createSupplier', summary: 'Creates a supplier.' },
  'GET /api/v1/suppliers/{id}': { operationId: 'getSupplier', summary: 'Returns one supplier.' },
  'PUT /api/v1/suppliers/{id}': { operationId: 'updateSupplier', summary: 'Updates a supplier.' },
  'DELETE /api/v1/suppliers/{id}': { operationId: 'archiveSupplier', summary: 'Archives a supplier; its products and orders keep it.' },
  // ---------- external products (distributor catalogues) and AAHA codes ----------
  'GET /api/v1/aaha-codes': { operationId: 'listAahaCodes', summary: 'Lists the AAHA-style revenue category codes products and services are classified with.' },
  'GET /api/v1/external-products': { operationId: 'listExternalProducts', summary: 'Lists the items of imported supplier catalogues, searchable, by supplier or import.' },
  'POST /api/v1/external-products/to-products': { operationId: 'externalProductsToProducts', summary: 'Turns catalogue items into clinic products (all or none); a SKU or barcode already used is a 422 naming it.' },
  'GET /api/v1/external-products/imports': { operationId: 'listExternalProductImports', summary: 'Lists catalogue imports, newest first.' },
  'POST /api/v1/external-products/imports': { operationId: 'uploadExternalProductCatalogue', summary: 'Uploads a supplier catalogue (CSV or XLSX, type sniffed, 10 MB): answers the suggested column mapping and a preview of the first rows with their errors.', errors: [413, 415, 429] },
  'GET /api/v1/external-products/imports/{id}': { operationId: 'getExternalProductImport', summary: 'Returns an import with its status and progress (polled by the progress bar).' },
  'POST /api/v1/external-products/imports/{id}/preview': { operationId: 'previewExternalProductImport', summary: 'Previews the first rows of an uploaded catalogue with another column mapping.', errors: [409] },
  'POST /api/v1/external-products/imports/{id}/start': { operationId: 'startExternalProductImport', summary: 'Starts importing an uploaded catalogue as a background job; re-importing a supplier updates items by code.', errors: [409] },
  'GET /api/v1/products/{id}/suppliers': { operationId: 'listProductSuppliers', summary: 'Lists the suppliers of a product with their codes and prices.' },
  'PUT /api/v1/products/{id}/suppliers': { operationId: 'setProductSuppliers', summary: 'Replaces the suppliers of a product (codes and prices).' },
  'GET /api/v1/purchase-orders': { operationId: 'listPurchaseOrders', summary: 'Lists purchase orders, filtered by status and supplier, searchable.' },
  'POST /api/v1/purchase-orders': { operationId: 'createPurchaseOrder', summary: 'Creates a draft purchase order.' },
  'GET /api/v1/purchase-orders/{id}': { operationId: 'getPurchaseOrder', summary: 'Returns a purchase order with its lines and receipts.' },
  'PUT /api/v1/purchase-orders/{id}': { operationId: 'updatePurchaseOrder', summary: 'Updates a draft purchase order.' },
  'POST /api/v1/purchase-orders/{id}/send': { operationId: 'sendPurchaseOrder', summary: 'Sends a draft order to the supplier by e-mail (PDF and XLSX).' },
  'POST /api/v1/purchase-orders/{id}/receive': { operationId: 'receivePurchaseOrder', summary: 'Receives order lines with batch and expiry into stock.' },
  'POST /api/v1/purchase-orders/{id}/cancel': { operationId: 'cancelPurchaseOrder', summary: 'Cancels a draft or sent order before anything arrived.' },
  'GET /api/v1/purchase-orders/{id}/pdf': { operationId: 'purchaseOrderPdf', summary: 'The purchase order as a PDF.' },
  'GET /api/v1/purchase-orders/{id}/xlsx': { operationId: 'purchaseOrderXlsx', summary: 'The purchase order as an XLSX workbook.' },
  'GET /api/v1/shopping-list-items': { operationId: 'listShoppingListItems', summary: 'Lists the open shopping list, searchable.' },
  'POST /api/v1/shopping-list-items': { operationId: 'addShoppingListItem', summary: 'Adds a product to the shopping list (adds up when already there).' },
  'GET /api/v1/shopping-list-items/export': { operationId: 'exportShoppingList', summary: 'The shopping list as an XLSX workbook.' },
  'POST /api/v1/shopping-list-items/buy': { operationId: 'buyShoppingListItems', summary: 'Turns selected items into draft purchase orders, one per supplier.' },
  'POST /api/v1/shopping-list-items/send-email': { operationId: 'emailShoppingListItems', summary: 'E-mails selected items to their suppliers as XLSX.' },
  'POST /api/v1/shopping-list-items/bulk-delete': { operationId: 'deleteShoppingListItems', summary: 'Deletes selected shopping-list items.' },
  'PUT /api/v1/shopping-list-items/{id}': { operationId: 'updateShoppingListItem', summary: 'Updates a shopping-list item.' },
  'DELETE /api/v1/shopping-list-items/{id}': { operationId: 'deleteShoppingListItem', summary: 'Deletes a shopping-list item.' },
  // ---------- vitals and anesthesia (records) ----------
  'GET /api/v1/records/{id}/vitals': { operationId: 'listRecordVitals', summary: 'Lists the vitals written in a record, oldest first, each with the fields outside the species\' normal range flagged.' },
  'POST /api/v1/records/{id}/vitals': { operationId: 'createRecordVitals', summary: 'Adds a set of vitals to an open record; a weight also becomes the pet\'s current weight.', errors: [409] },
  'PUT /api/v1/records/{id}/vitals/{vitalId}': { operationId: 'updateRecordVitals', summary: 'Replaces a set of vitals of an open record.', errors: [409] },
  'DELETE /api/v1/records/{id}/vitals/{vitalId}': { operationId: 'deleteRecordVitals', summary: 'Removes a set of vitals from an open record.', errors: [409] },
  'GET /api/v1/pets/{petId}/vitals': { operationId: 'listPetVitals', summary: 'Lists a pet\'s vitals across the group\'s clinics, oldest first, optionally within a period (for charts).' },
  'GET /api/v1/clinics/{id}/vitals-settings': { operationId: 'getVitalsSettings', summary: 'Returns how a clinic shows vitals: temperature unit and body condition scale (the country\'s default until saved).' },
  'PUT /api/v1/clinics/{id}/vitals-settings': { operationId: 'updateVitalsSettings', summary: 'Saves a clinic\'s temperature unit and body condition scale.' },
  'GET /api/v1/records/{id}/anesthesia': { operationId: 'getRecordAnesthesia', summary: 'Returns the anesthesia session of a record with its measurements, or null.' },
  'POST /api/v1/records/{id}/anesthesia': { operationId: 'createRecordAnesthesia', summary: 'Starts the anesthesia session of an open record (one per record).', errors: [409] },
  'PUT /api/v1/records/{id}/anesthesia': { operationId: 'updateRecordAnesthesia', summary: 'Replaces the ASA class, drugs, times and notes of a record\'s anesthesia session.', errors: [409] },
  'POST /api/v1/records/{id}/anesthesia/measurements': { operationId: 'addAnesthesiaMeasurement', summary: 'Adds a reading (heart and breathing rate, SpO2, EtCO2, temperature, blood pressure, agent %) to a record\'s anesthesia session.', errors: [409] },
  'DELETE /api/v1/records/{id}/anesthesia/measurements/{measurementId}': { operationId: 'deleteAnesthesiaMeasurement', summary: 'Removes a reading from a record\'s anesthesia session.', errors: [409] },
  'GET /api/v1/records/{id}/anesthesia/pdf': { operationId: 'getAnesthesiaSheetPdf', summary: 'Returns the printable anesthesia sheet of a record as a PDF with the clinic\'s header.' },
};
