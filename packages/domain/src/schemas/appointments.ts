import { z } from 'zod';
import { AppointmentStatus } from '../enums';
import { ZPageQuery, msg, zId, zIsoDate, zOptionalString, zQueryArray, zRequiredString, zTimeOfDay } from './common';
import { ZUtm } from '../lead-source';
import { ZDepositSummary } from './payments';
import { ZClientInput } from './clients';

export const ZAppointmentListQuery = ZPageQuery.extend({
  filter: z.object({
    /** Clinic-local day, yyyy-MM-dd: the whole day in the clinic's zone. */
    date: zIsoDate.optional(),
    /** Or an explicit UTC range. */
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    vet_id: zId.optional(),
    client_id: zId.optional(),
    pet_id: zId.optional(),
    status: zQueryArray(z.array(z.coerce.number().int().min(0).max(9)).max(10)).optional(),
  }).strict().optional(),
});
export type TAppointmentListQuery = z.infer<typeof ZAppointmentListQuery>;

export const ZAppointment = z.object({
  id: z.number(),
  clinic_id: z.number(),
  status: z.number(),
  datetime_start_utc: z.string(),
  datetime_end_utc: z.string(),
  source: z.string(),
  user_note: z.string().nullable(),
  /** Internal note of the clinic; never shown to the client. */
  staff_note: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  created_at: z.string(),
  vet: z.object({ id: z.number(), full_name: z.string() }),
  client: z.object({ id: z.number(), full_name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }).nullable(),
  pets: z.array(z.object({ id: z.number(), nickname: z.string() })),
  /** `id` is the service package booked; `service_id` its service. */
  services: z.array(z.object({ id: z.number(), service_id: z.number(), name: z.string(), color: z.string(), duration: z.number() })),
  visit_type: z.object({ id: z.number(), name: z.string(), color: z.string() }).nullable(),
  /** The appointment's payment deposit (latest), null when none was asked. */
  deposit: ZDepositSummary.nullable().optional(),
  /** The tracking parameters of the booking link (online bookings), null when it had none. */
  utm: ZUtm.nullable().optional(),
});
export type TAppointment = z.infer<typeof ZAppointment>;

export const ZVetListItem = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  job_title: z.string().nullable(),
  avatar: z.string().nullable(),
  is_vet: z.boolean(),
  role: z.object({ id: z.number(), name: z.string() }),
});
export type TVetListItem = z.infer<typeof ZVetListItem>;

// ---------- staff appointment rules (shared so the drawer shows exactly what the API allows) ----------

/** Cancelled by client, cancelled by clinic, no-show: nothing changes them any more. */
export const FINAL_APPOINTMENT_STATUSES: readonly number[] = [AppointmentStatus.CANCELED_BY_CLIENT, AppointmentStatus.CANCELED_BY_CLINIC, AppointmentStatus.NO_SHOW];
/** Online requests waiting for the clinic (the requests queue). */
export const CLINIC_REQUEST_STATUSES: readonly number[] = [AppointmentStatus.PENDING_CLINIC_APPROVAL, AppointmentStatus.RESCHEDULED_CLIENT_APPROVAL];
/** Statuses a staff member may give a new appointment (spec §3: pending 1, confirmed 5). */
export const STAFF_CREATE_STATUSES = [AppointmentStatus.PENDING_CLIENT_APPROVAL, AppointmentStatus.CONFIRMED] as const;

export interface AppointmentActions { edit: boolean; confirm: boolean; cancel: boolean; no_show: boolean; propose: boolean; new_link: boolean }

/** What staff may do with an appointment now: the API enforces exactly this. */
export function appointmentActions(a: { status: number; datetime_start_utc: string; datetime_end_utc?: string }, now = Date.now()): AppointmentActions {
  const open = !FINAL_APPOINTMENT_STATUSES.includes(a.status);
  const started = Date.parse(a.datetime_start_utc) <= now;
  const over = Date.parse(a.datetime_end_utc ?? a.datetime_start_utc) <= now;
  return {
    edit: open,
    confirm: open && a.status !== AppointmentStatus.CONFIRMED,
    cancel: open,
    no_show: open && started,
    propose: open,
    // A new manage link for the client (the old ones stop working): not for a visit that is over, or a
    // deposit hold, whose payment page keeps its own link (the API's canRenewManageLink).
    new_link: open && !over && a.status !== AppointmentStatus.HOLD,
  };
}

// ---------- staff payloads ----------

const zUtcInstant = z.iso.datetime({ offset: true, error: 'validation.datetime' });
const zPackageIds = z.array(zId).min(1, { error: 'validation.services_required' }).max(10, { error: msg.max });

/** Who hears about a change made by the clinic: mail (with the manage link) and/or SMS. */
export const ZNotify = z.object({ mail: z.boolean().default(true), sms: z.boolean().default(false) });
export type TNotify = z.infer<typeof ZNotify>;

export const ZStaffAppointmentInput = z.object({
  client_id: zId,
  pet_ids: z.array(zId).min(1, { error: 'validation.pet_required' }).max(10, { error: msg.max }),
  service_package_ids: zPackageIds,
  vet_id: zId,
  datetime_start_utc: zUtcInstant,
  /** Defaults to start + the services' total duration. */
  datetime_end_utc: zUtcInstant.optional(),
  status: z.union([z.literal(AppointmentStatus.PENDING_CLIENT_APPROVAL), z.literal(AppointmentStatus.CONFIRMED)], { error: msg.invalid }),
  staff_note: zOptionalString(2000),
  notify: ZNotify.default({ mail: true, sms: false }),
  /** Pending (1) only: ask the client for a deposit by a payment link; paying it confirms the appointment. */
  require_deposit: z.boolean().optional(),
  /** Major units; default = the services' online deposits × pets. */
  deposit_amount: z.number({ error: msg.invalid }).positive({ error: msg.min }).max(1_000_000, { error: msg.max }).optional(),
});
export type TStaffAppointmentInput = z.input<typeof ZStaffAppointmentInput>;

/**
 * A walk-in: the desk books for someone not yet a client. The client (the clients form's name, phone
 * and e-mail rules; `force` after the duplicate warning) and one pet are created with the appointment.
 */
export const ZWalkInClient = ZClientInput.pick({ first_name: true, last_name: true, email: true, phone: true, force: true }).extend({
  pet: z.object({ nickname: zRequiredString(80), species_id: zId }),
});
export type TWalkInClient = z.input<typeof ZWalkInClient>;
export const ZStaffWalkInInput = ZStaffAppointmentInput.omit({ client_id: true, pet_ids: true }).extend({ client: ZWalkInClient });
export type TStaffWalkInInput = z.input<typeof ZStaffWalkInInput>;

/** Edit, drag or resize: send only what changes. Without an end, a move keeps the duration. */
export const ZStaffAppointmentUpdate = z.object({
  client_id: zId.optional(),
  pet_ids: z.array(zId).min(1, { error: 'validation.pet_required' }).max(10, { error: msg.max }).optional(),
  service_package_ids: zPackageIds.optional(),
  vet_id: zId.optional(),
  datetime_start_utc: zUtcInstant.optional(),
  datetime_end_utc: zUtcInstant.optional(),
  /** Absent: unchanged; null or empty: removed. */
  staff_note: z.string({ error: msg.invalid }).trim().max(2000, { error: msg.tooLong }).nullable().optional(),
  notify: ZNotify.default({ mail: false, sms: false }),
});
export type TStaffAppointmentUpdate = z.input<typeof ZStaffAppointmentUpdate>;

/**
 * The create/edit dialog: clinic-local date and time, a duration, and notify switches. The web turns it
 * into ZStaffAppointmentInput (UTC instants) with the clinic's zone; the server validates that again.
 */
export const ZAppointmentForm = z.object({
  client_id: z.number({ error: msg.required }).int().positive({ error: msg.required }),
  pet_ids: z.array(z.number().int().positive()).min(1, { error: 'validation.pet_required' }).max(10, { error: msg.max }),
  service_package_ids: z.array(z.number().int().positive()).min(1, { error: 'validation.services_required' }).max(10, { error: msg.max }),
  vet_id: z.coerce.number({ error: msg.required }).int().positive({ error: msg.required }),
  date: zIsoDate,
  time: zTimeOfDay,
  duration: z.coerce.number({ error: msg.invalid }).int({ error: msg.invalid }).min(5, { error: msg.min }).max(24 * 60, { error: msg.max }),
  status: z.coerce.number().refine((v) => v === AppointmentStatus.PENDING_CLIENT_APPROVAL || v === AppointmentStatus.CONFIRMED, { error: msg.invalid }),
  staff_note: zOptionalString(2000),
  notify_mail: z.boolean(),
  notify_sms: z.boolean(),
});
export type TAppointmentFormIn = z.input<typeof ZAppointmentForm>;
export type TAppointmentFormOut = z.output<typeof ZAppointmentForm>;

/** Propose another time / move dialog: clinic-local date and time, optionally another vet. */
export const ZProposeForm = z.object({
  vet_id: z.coerce.number({ error: msg.required }).int().positive({ error: msg.required }),
  date: zIsoDate,
  time: zTimeOfDay,
  notify_mail: z.boolean(),
  notify_sms: z.boolean(),
});
export type TProposeFormIn = z.input<typeof ZProposeForm>;
export type TProposeFormOut = z.output<typeof ZProposeForm>;

export const ZCancelForm = z.object({ reason: zOptionalString(1000), notify_mail: z.boolean(), notify_sms: z.boolean() });
export type TCancelFormIn = z.input<typeof ZCancelForm>;
export type TCancelFormOut = z.output<typeof ZCancelForm>;

export const ZConfirmInput = z.object({ notify: ZNotify.default({ mail: true, sms: false }) });
export const ZClinicCancelInput = z.object({ reason: zOptionalString(1000), notify: ZNotify.default({ mail: true, sms: false }) });
export type TClinicCancelInput = z.input<typeof ZClinicCancelInput>;
export const ZProposeTimeInput = z.object({
  datetime_start_utc: zUtcInstant,
  datetime_end_utc: zUtcInstant.optional(),
  /** Another vet; the same one when omitted. */
  vet_id: zId.optional(),
  notify: ZNotify.default({ mail: true, sms: false }),
});
export type TProposeTimeInput = z.input<typeof ZProposeTimeInput>;

/**
 * Staff booking rules (DESIGN §5 + decisions): an overlap with the vet's other appointments is refused
 * (409 slot_taken); these only warn, because the desk knows better than the online rules.
 */
export const APPOINTMENT_WARNINGS = ['outside_working_hours', 'vet_time_off', 'vet_not_assigned', 'in_past', 'client_not_notified', 'clinic_closed'] as const;
export type AppointmentWarning = (typeof APPOINTMENT_WARNINGS)[number];

export const ZAppointmentWriteResult = z.object({ data: ZAppointment, warnings: z.array(z.enum(APPOINTMENT_WARNINGS)) });
export type TAppointmentWriteResult = z.infer<typeof ZAppointmentWriteResult>;

/**
 * The staff appointment search (issue 22): any mix of a text (client or pet name, or phone digits),
 * clinic-local days, statuses and a vet; with none of them, every appointment of the clinic.
 */
export const ZAppointmentSearchQuery = ZPageQuery.extend({
  /** Client or pet name, or phone digits. */
  search: z.string().trim().max(100, { error: msg.tooLong }).optional(),
  filter: z.object({
    /** First clinic-local day, yyyy-MM-dd (inclusive). */
    date_from: zIsoDate.optional(),
    /** Last clinic-local day, yyyy-MM-dd (inclusive). */
    date_to: zIsoDate.optional(),
    vet_id: zId.optional(),
    status: zQueryArray(z.array(z.coerce.number().int().min(0).max(9)).max(10)).optional(),
  }).strict().refine((f) => !f.date_from || !f.date_to || f.date_from <= f.date_to, { error: 'validation.interval_order', path: ['date_to'] }).optional(),
});
export type TAppointmentSearchQuery = z.infer<typeof ZAppointmentSearchQuery>;

export const ZRequestsQuery = ZPageQuery.extend({ search: z.string().trim().max(100).optional() });
export type TRequestsQuery = z.infer<typeof ZRequestsQuery>;

export const ZLastConductedQuery = z.object({
  filter: z.object({ pet_id: zId.optional(), client_id: zId.optional() }).strict()
    .refine((f) => f.pet_id !== undefined || f.client_id !== undefined, { error: msg.required, path: ['pet_id'] }),
});
export type TLastConductedQuery = z.infer<typeof ZLastConductedQuery>;

export const ZBookableQuery = z.object({
  datetime_start_utc: zUtcInstant,
  /** Minutes; or the services' total when service_package_ids are given. */
  duration: z.coerce.number().int().min(1).max(24 * 60).optional(),
  service_package_ids: zQueryArray(z.array(zId).max(10)).optional(),
  /** Ignore this appointment (it is the one being moved). */
  exclude_appointment_id: zId.optional(),
}).refine((q) => q.duration !== undefined || q.service_package_ids?.length, { error: 'validation.services_required', path: ['duration'] });
export type TBookableQuery = z.infer<typeof ZBookableQuery>;

export const ZBookable = z.object({
  bookable: z.boolean(),
  /** Why not, when not: the vet already has an appointment then, or is not a vet of this clinic. */
  reason: z.enum(['slot_taken', 'not_a_vet']).nullable(),
  warnings: z.array(z.enum(APPOINTMENT_WARNINGS)),
});
export type TBookable = z.infer<typeof ZBookable>;

/** What the calendar and the create dialog need once: vets with their hours, bookable services. */
export const ZCalendarOptions = z.object({
  /** The clinic's country (lower case, e.g. "ro"): where a walk-in's phone number is read. */
  country_iso_code: z.string(),
  vets: z.array(z.object({
    id: z.number(),
    full_name: z.string(),
    job_title: z.string().nullable(),
    avatar: z.string().nullable(),
    working_hours: z.array(z.object({ day: z.number(), start_time: z.string(), end_time: z.string() })),
  })),
  opening_hours: z.array(z.object({ day: z.number(), start_time: z.string(), end_time: z.string() })),
  services: z.array(z.object({
    id: z.number(),
    name: z.string(),
    color: z.string(),
    duration: z.number(),
    category: z.string().nullable(),
    is_visible: z.boolean(),
    vets: z.array(z.number()),
    packages: z.array(z.object({ id: z.number(), name: z.string(), price: z.number() })),
  })),
});
export type TCalendarOptions = z.infer<typeof ZCalendarOptions>;
