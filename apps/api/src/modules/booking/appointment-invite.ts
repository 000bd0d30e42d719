import { eq } from 'drizzle-orm';
import { petParents, type Db, type DbOrTx } from '@vetclinic/db';
import { AppointmentStatus, type Language } from '@vetclinic/domain';
import { AppError } from '../../lib/app-error';
import { translate } from '../../lib/i18n';
import { buildIcs, type IcsEventStatus, type IcsPerson } from '../../lib/ics';
import { loadAppointmentDetails, type AppointmentDetails } from './appointment-view';
import { findByToken } from './manage-link';
import { manageUrl } from './manage-url';

/**
 * The invite an appointment in a status gets (decisions.md, #13): requests and proposals that still
 * wait for an answer (1–4) are TENTATIVE, a confirmed visit (5, 8) CONFIRMED, a cancelled one a
 * CANCEL. A deposit hold (0) is not an appointment yet, a no-show (9) is past: no invite.
 */
export function inviteKindFor(status: number): { method: 'REQUEST' | 'CANCEL'; status: IcsEventStatus } | null {
  switch (status) {
    case AppointmentStatus.PENDING_CLIENT_APPROVAL:
    case AppointmentStatus.PENDING_CLINIC_APPROVAL:
    case AppointmentStatus.RESCHEDULED_CLINIC_APPROVAL:
    case AppointmentStatus.RESCHEDULED_CLIENT_APPROVAL:
      return { method: 'REQUEST', status: 'TENTATIVE' };
    case AppointmentStatus.CONFIRMED:
    case AppointmentStatus.AUTOMATICALLY_CREATED:
      return { method: 'REQUEST', status: 'CONFIRMED' };
    case AppointmentStatus.CANCELED_BY_CLIENT:
    case AppointmentStatus.CANCELED_BY_CLINIC:
      return { method: 'CANCEL', status: 'CANCELLED' };
    default:
      return null;
  }
}

/** One UID per appointment, from PUBLIC_URL: the mail's invite and the page's download are one event. */
export const appointmentUid = (publicUrl: string, appointmentId: number) => `appointment-${appointmentId}@${new URL(publicUrl).hostname}`;

/** `Clinic <no-reply@clinic.local>` → its name and address (a bare address names itself). */
export function parseMailbox(from: string): IcsPerson {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return m ? { name: m[1] || m[2], email: m[2].trim() } : { name: from.trim(), email: from.trim() };
}

/** The clinic organizes: its own address, else the platform's sender (MAIL_FROM), else no-reply at PUBLIC_URL's host. */
export function inviteOrganizer(clinic: { name: string; email: string | null }, publicUrl: string, mailFrom?: string): IcsPerson {
  if (clinic.email) return { name: clinic.name, email: clinic.email };
  const email = mailFrom ? parseMailbox(mailFrom).email : `no-reply@${new URL(publicUrl).hostname}`;
  return { name: clinic.name, email };
}

/** The client as the invite's attendee: the linked client's name and address, else what the guest typed. */
export async function inviteAttendee(db: DbOrTx, row: AppointmentDetails['row']): Promise<IcsPerson | null> {
  if (row.clientId) {
    const [c] = await db.select({ firstName: petParents.firstName, lastName: petParents.lastName, email: petParents.email }).from(petParents).where(eq(petParents.id, row.clientId));
    const email = c?.email ?? row.guestContact?.email;
    if (c && email) return { name: `${c.firstName} ${c.lastName}`.trim(), email };
  }
  const g = row.guestContact;
  return g?.email ? { name: `${g.first_name} ${g.last_name}`.trim(), email: g.email } : null;
}

export interface InviteOptions {
  publicUrl: string;
  mailFrom?: string;
  lang: Language;
  /** The manage page the event links to. */
  manageUrl: string;
  attendee: IcsPerson | null;
  stamp?: Date;
}

/**
 * The one calendar invite of an appointment, as mails attach it and the page downloads it: same UID,
 * the appointment's own SEQUENCE, METHOD and STATUS from its status, the clinic as ORGANIZER and the
 * client as ATTENDEE. Null when the status gets no invite.
 */
export function buildAppointmentInvite(d: AppointmentDetails, opts: InviteOptions): { ics: string; method: 'REQUEST' | 'CANCEL' } | null {
  const kind = inviteKindFor(d.row.status);
  if (!kind) return null;
  const { clinic, row } = d;
  const t = (key: string, params: Record<string, string | number> = {}) => translate(opts.lang, key, { clinic: clinic.name, ...params });
  const what = d.services.map((s) => s.name).join(', ') || d.visitType?.name || '';
  const ics = buildIcs({
    uid: appointmentUid(opts.publicUrl, row.id),
    start: row.startsAt,
    end: row.endsAt,
    summary: t('mail.ics_summary', { what: what || t('mail.appointment') }),
    description: `${t('mail.with')}: ${d.vet.fullName}\n${opts.manageUrl}`,
    location: [clinic.name, clinic.address].filter(Boolean).join(', '),
    url: opts.manageUrl,
    method: kind.method,
    status: kind.status,
    sequence: row.inviteSequence,
    organizer: inviteOrganizer(clinic, opts.publicUrl, opts.mailFrom),
    attendee: opts.attendee,
    stamp: opts.stamp,
  });
  return { ics, method: kind.method };
}

/**
 * The invite behind the page's "download .ics" (success page, paid deposit page, manage page): the
 * very event the mails carry, in its current state, so adding it twice never makes two events.
 */
export async function inviteByToken(db: Db, token: string, opts: { publicUrl: string; mailFrom?: string; lang: Language }) {
  const row = await findByToken(db, token, false);
  const d = await loadAppointmentDetails(db, row);
  const invite = buildAppointmentInvite(d, {
    publicUrl: opts.publicUrl,
    mailFrom: opts.mailFrom,
    lang: (row.language as Language | null) ?? opts.lang,
    manageUrl: manageUrl(opts.publicUrl, d.clinic.slug, token),
    attendee: await inviteAttendee(db, row),
  });
  if (!invite) throw new AppError('invalid_state', 'errors.no_calendar_invite');
  return { ...invite, fileName: `appointment-${row.id}.ics` };
}
