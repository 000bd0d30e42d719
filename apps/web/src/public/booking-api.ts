import type { TBookingInput, TBookingResult, TPublicAppointment, TPublicClinic, TPublicVet, TRescheduleInput, TVetTimeslots } from '@vetclinic/domain';
import { createHttp, HttpError } from '../ui/http';

// Typed fetchers for the public booking API (packages/domain/src/schemas/public-booking.ts).
// Domain imports here are types only, so the first screen does not pull the zod schemas.

const http = createHttp();

export const CLINIC_INCLUDES = 'services_categories,schedules,schedules.intervals,services,visit_types,visit_type_categories,species';

export type PublicClinic = TPublicClinic;
export type ClientLink = { url: string; qr_svg: string; app_store_url: string | null; google_play_url: string | null };

export interface TimeslotQuery {
  start_date: string;
  end_date: string;
  service_package_ids?: number[];
  visit_type_id?: number;
  /** A vet id, or -1 for "any staff" (sent as any_staff=1). */
  vet_id?: number;
  /** Pets in the booking (sent when more than one). */
  pets?: number;
}

export const fetchClinic = (slug: string) =>
  http.get<{ data: TPublicClinic }>(`/public/clinics/${encodeURIComponent(slug)}`, { include: CLINIC_INCLUDES }).then((r) => r.data);

export const fetchVets = (slug: string) =>
  http.get<{ data: TPublicVet[] }>('/public/vets', { 'filter[clinic_slug]': slug }).then((r) => r.data);

export const fetchTimeslots = (slug: string, q: TimeslotQuery) =>
  http
    .get<{ data: TVetTimeslots[] }>(`/public/clinics/${encodeURIComponent(slug)}/vets-timeslots`, {
      start_date: q.start_date,
      end_date: q.end_date,
      service_package_ids: q.service_package_ids,
      visit_type_id: q.visit_type_id,
      vet_id: q.vet_id !== undefined && q.vet_id > 0 ? q.vet_id : undefined,
      any_staff: q.vet_id === -1 ? 1 : undefined,
      pets: q.pets !== undefined && q.pets > 1 ? q.pets : undefined,
    })
    .then((r) => r.data);

export const createBooking = (input: TBookingInput, idempotencyKey: string) =>
  createHttp({ getHeaders: () => ({ 'Idempotency-Key': idempotencyKey }) })
    .post<{ data: TBookingResult }>('/for-pet-parents/appointments', input)
    .then((r) => r.data);

const appointmentUrl = (token: string) => `/public/appointments/${encodeURIComponent(token)}`;

export const fetchAppointment = (token: string) => http.get<{ data: TPublicAppointment }>(appointmentUrl(token)).then((r) => r.data);
/** Only ever called from a click: mail scanners open links, and opening must not accept. */
export const acceptAppointment = (token: string) => http.get<{ data: TPublicAppointment }>(`${appointmentUrl(token)}/accept`).then((r) => r.data);
export const cancelAppointment = (token: string, reason: string | null) =>
  http.post<{ data: TPublicAppointment }>(`${appointmentUrl(token)}/cancel`, { reason }).then((r) => r.data);
export const rescheduleAppointment = (token: string, input: TRescheduleInput) =>
  http.post<{ data: TPublicAppointment }>(`${appointmentUrl(token)}/reschedule`, input).then((r) => r.data);

/** The clinic's pet-parent app link, or null when the clinic has none (404). */
export async function fetchClientLink(clinicId: number, size = 80): Promise<ClientLink | null> {
  try {
    return (await http.get<{ data: ClientLink }>(`/public/clinics/${clinicId}/client-link`, { size })).data;
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  }
}

export const isHttpStatus = (err: unknown, ...statuses: number[]) => err instanceof HttpError && statuses.includes(err.status);
export const hasErrorCode = (err: unknown, code: string) => err instanceof HttpError && err.code === code;
