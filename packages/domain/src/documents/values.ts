import { formatClinicDate, formatClinicDateTime, formatClinicTime } from '../time-format';
import type { DocumentValues } from './render';

/** What the API loads for one rendering; every part but the clinic is optional. */
export interface DocumentContext {
  clinic: { name: string; address: string | null; phone: string | null; email: string | null; timezone: string; dateFormat: string; timeFormat: string; language: string };
  client?: { firstName: string; lastName: string; email: string | null; phone: string | null; address: string | null } | null;
  pet?: { nickname: string; species: string | null; breed: string | null; gender: string | null; birthday: string | null; microchip: string | null; color: string | null } | null;
  appointment?: { startsAt: Date | string; services: string[]; vet: string | null } | null;
  record?: { title: string; recordedAt: Date | string; vet: string | null; clientSummary: string | null } | null;
  /** The vet the document is about: the record's, else the appointment's, else the staff member printing it. */
  vet?: string | null;
  now: Date;
}

/**
 * The placeholder values for one document: instants in the clinic's timezone and formats, a birthday (a
 * calendar date) in the clinic's date format, anything missing as null (rendered empty, never "undefined").
 */
export function documentValues(ctx: DocumentContext): DocumentValues {
  const c = ctx.clinic;
  const fmt = { timezone: c.timezone, dateFormat: c.dateFormat, timeFormat: c.timeFormat, language: c.language };
  const date = (d: Date | string) => formatClinicDate(d, fmt);
  const fullName = ctx.client ? `${ctx.client.firstName} ${ctx.client.lastName}`.trim() : null;
  return {
    'clinic.name': c.name,
    'clinic.address': c.address,
    'clinic.phone': c.phone,
    'clinic.email': c.email,
    'client.full_name': fullName,
    'client.first_name': ctx.client?.firstName,
    'client.last_name': ctx.client?.lastName,
    'client.email': ctx.client?.email,
    'client.phone': ctx.client?.phone,
    'client.address': ctx.client?.address,
    'pet.nickname': ctx.pet?.nickname,
    'pet.species': ctx.pet?.species,
    'pet.breed': ctx.pet?.breed,
    'pet.gender': ctx.pet?.gender,
    'pet.birthday': ctx.pet?.birthday ? formatClinicDate(`${ctx.pet.birthday}T12:00:00Z`, { timezone: 'UTC', dateFormat: c.dateFormat }) : null,
    'pet.microchip': ctx.pet?.microchip,
    'pet.color': ctx.pet?.color,
    'appointment.start': ctx.appointment ? formatClinicDateTime(ctx.appointment.startsAt, fmt) : null,
    'appointment.date': ctx.appointment ? date(ctx.appointment.startsAt) : null,
    'appointment.time': ctx.appointment ? formatClinicTime(ctx.appointment.startsAt, fmt) : null,
    'appointment.service': ctx.appointment ? ctx.appointment.services.join(', ') : null,
    'appointment.vet': ctx.appointment?.vet,
    'record.title': ctx.record?.title,
    'record.date': ctx.record ? date(ctx.record.recordedAt) : null,
    'record.vet': ctx.record?.vet,
    'record.client_summary': ctx.record?.clientSummary,
    'vet.full_name': ctx.record?.vet ?? ctx.appointment?.vet ?? ctx.vet ?? null,
    today: date(ctx.now),
  };
}
