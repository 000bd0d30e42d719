import { eq } from 'drizzle-orm';
import { petParents, type DbOrTx } from '@vetclinic/db';
import { AppointmentStatus, formatClinicDateTime, type Language } from '@vetclinic/domain';
import { translate } from '../../lib/i18n';
import { googleCalendarUrl } from '../../lib/ics';
import { enqueueMessage } from '../messaging/outbox';
import { renderMail } from '../messaging/mail-layout';
import { clientActions, type AppointmentDetails } from './appointment-view';
import { buildAppointmentInvite } from './appointment-invite';
import { manageUrl } from './manage-url';

export type ClientEvent = 'booked' | 'accepted' | 'cancelled' | 'rescheduled';
/** Changes made at the desk: the client is told; the clinic is not mailed about its own action. */
export type ClinicEvent = 'created_by_clinic' | 'updated_by_clinic' | 'confirmed_by_clinic' | 'declined_by_clinic' | 'proposed_by_clinic' | 'cancelled_by_clinic' | 'link_renewed';
export type BookingEvent = ClientEvent | ClinicEvent;

const CLINIC_EVENTS: readonly BookingEvent[] = ['created_by_clinic', 'updated_by_clinic', 'confirmed_by_clinic', 'declined_by_clinic', 'proposed_by_clinic', 'cancelled_by_clinic', 'link_renewed'];
const CANCELLING_EVENTS: readonly BookingEvent[] = ['cancelled', 'cancelled_by_clinic', 'declined_by_clinic'];

/** Human wording of when, in the clinic's zone and client formats, naming the zone: the booking page's own formatter. */
export function describeWhen(d: AppointmentDetails, lang: Language) {
  const { clinic, row } = d;
  const when = formatClinicDateTime(row.startsAt, { timezone: clinic.timezone, dateFormat: clinic.clientDateFormat, timeFormat: clinic.clientTimeFormat, language: lang });
  return `${when} (${clinic.timezone})`;
}

function clientSubjectKey(event: BookingEvent, status: number): string {
  if (event === 'booked') return status === AppointmentStatus.CONFIRMED ? 'mail.booked_confirmed' : 'mail.booked_request';
  if (event === 'rescheduled') return status === AppointmentStatus.CONFIRMED ? 'mail.rescheduled_confirmed' : 'mail.rescheduled_request';
  if (event === 'created_by_clinic' || event === 'updated_by_clinic') return `mail.${event}_${status === AppointmentStatus.CONFIRMED ? 'confirmed' : 'request'}`;
  return `mail.${event}`;
}

/**
 * Queues the client's mail (with manage links and a calendar invite) and the clinic's notice, in
 * the caller's transaction: they go out exactly when the change commits.
 */
export async function queueBookingMessages(
  tx: DbOrTx,
  event: BookingEvent,
  d: AppointmentDetails,
  opts: {
    publicUrl: string; token: string; lang: Language; to?: string | null;
    /** MAIL_FROM: the invite's organizer when the clinic has no address of its own. */
    mailFrom?: string;
    /** False: no mail to the client (the desk chose SMS only or nobody). */
    mailClient?: boolean;
    /** A phone number: also send the short SMS with the manage link. */
    smsTo?: string | null;
  },
) {
  const { clinic, row } = d;
  const lang = opts.lang;
  const t = (key: string, params: Record<string, string | number> = {}) => translate(lang, key, { clinic: clinic.name, ...params });
  const to = opts.mailClient === false ? null : (opts.to ?? (await clientEmail(tx, row.clientId, row.guestContact?.email)));
  const when = describeWhen(d, lang);
  // Several pets each get the whole selection (decisions.md, issue 22 #2): say so where the time is long.
  const what = `${d.services.map((s) => s.name).join(', ') || d.visitType?.name || ''}${d.pets.length > 1 ? ` × ${d.pets.length}` : ''}`;
  const details = [
    { label: t('mail.when'), value: when },
    { label: t('mail.with'), value: d.vet.fullName },
    { label: t('mail.what'), value: what },
    { label: t('mail.pets'), value: d.pets.map((p) => p.nickname).join(', ') },
    { label: t('mail.where'), value: [clinic.name, clinic.address].filter(Boolean).join(', ') },
  ];
  const links = [{ label: t('mail.view_appointment'), url: manageUrl(opts.publicUrl, clinic.slug, opts.token) }];
  // The mail offers exactly what the manage page allows now (inside the cutoff a proposal can be
  // accepted or declined, not moved).
  const allowed = clientActions(row, clinic, Date.now());
  if (allowed.accept) links.push({ label: t('mail.accept'), url: manageUrl(opts.publicUrl, clinic.slug, opts.token) });
  if (allowed.reschedule) links.push({ label: t('mail.reschedule'), url: manageUrl(opts.publicUrl, clinic.slug, opts.token, 'reschedule') });
  if (allowed.cancel) links.push({ label: t(allowed.accept ? 'mail.decline' : 'mail.cancel'), url: manageUrl(opts.publicUrl, clinic.slug, opts.token, 'cancel') });

  const summary = t('mail.ics_summary', { what: what || t('mail.appointment') });
  const isConfirmed = row.status === AppointmentStatus.CONFIRMED;
  const calendarLink = isConfirmed
    ? [{ label: t('mail.add_to_google'), url: googleCalendarUrl({ start: row.startsAt, end: row.endsAt, title: summary, details: links[0].url, location: details[4].value }) }]
    : [];
  const cancelling = CANCELLING_EVENTS.includes(event);
  // Every mail about an appointment carries its current invite (tentative, confirmed or cancelled).
  const attendeeName = row.guestContact ? `${row.guestContact.first_name} ${row.guestContact.last_name}` : await clientName_(tx, row.clientId);
  const invite = to
    ? buildAppointmentInvite(d, { publicUrl: opts.publicUrl, mailFrom: opts.mailFrom, lang, manageUrl: links[0].url, attendee: { name: attendeeName || to, email: to } })
    : null;

  if (to) {
    const subjectKey = clientSubjectKey(event, row.status);
    const mail = renderMail({
      lang,
      clinic: { name: clinic.name, address: clinic.address ?? '', phone: clinic.phone ?? '' },
      heading: t(`${subjectKey}_heading`),
      paragraphs: [
        t(`${subjectKey}_text`, { when }),
        ...(row.cancelReason && cancelling && event !== 'cancelled' ? [t('mail.reason_from_clinic', { reason: row.cancelReason })] : []),
      ],
      details,
      actions: [...links, ...calendarLink],
      footer: t('mail.footer', { phone: clinic.phone ?? '' }),
    });
    await enqueueMessage(tx, {
      clinicId: clinic.id,
      channel: 'mail',
      to,
      subject: t(subjectKey, { when }),
      text: mail.text,
      html: mail.html,
      links: [...links, ...calendarLink],
      attachments: invite ? [{ filename: 'appointment.ics', contentType: `text/calendar; charset=utf-8; method=${invite.method}`, content: invite.ics }] : undefined,
      clientId: row.clientId ?? undefined,
    });
  }

  if (opts.smsTo) {
    // One short message: what happened, when, and the page to act on it.
    const action = allowed.accept ? links.find((l) => l.label === t('mail.accept'))! : links[0];
    await enqueueMessage(tx, {
      clinicId: clinic.id,
      channel: 'sms',
      to: opts.smsTo,
      text: t('mail.sms', { subject: t(clientSubjectKey(event, row.status), { when }), url: action.url }),
      links: [action],
      clientId: row.clientId ?? undefined,
    });
  }

  if (clinic.email && !CLINIC_EVENTS.includes(event)) {
    // The clinic reads its own language, not the client's.
    const clinicLang = (clinic.defaultLanguage as Language) ?? 'en';
    const tc = (key: string, params: Record<string, string | number> = {}) => translate(clinicLang, key, { clinic: clinic.name, ...params });
    const clientName = row.guestContact ? `${row.guestContact.first_name} ${row.guestContact.last_name}` : await clientName_(tx, row.clientId);
    const clinicWhen = describeWhen(d, clinicLang);
    const notice = renderMail({
      lang: clinicLang,
      clinic: { name: clinic.name, address: clinic.address ?? '', phone: clinic.phone ?? '' },
      heading: tc(`mail.clinic_${event}`, { client: clientName, when: clinicWhen }),
      paragraphs: [row.status === AppointmentStatus.PENDING_CLINIC_APPROVAL || row.status === AppointmentStatus.RESCHEDULED_CLIENT_APPROVAL ? tc('mail.clinic_needs_approval') : tc('mail.clinic_no_action')],
      details: [
        { label: tc('mail.when'), value: clinicWhen },
        { label: tc('mail.with'), value: d.vet.fullName },
        { label: tc('mail.what'), value: what },
        { label: tc('mail.client'), value: clientName },
        { label: tc('mail.pets'), value: d.pets.map((p) => p.nickname).join(', ') },
        ...(row.userNote ? [{ label: tc('mail.note'), value: row.userNote }] : []),
        ...(row.cancelReason && event === 'cancelled' ? [{ label: tc('mail.reason'), value: row.cancelReason }] : []),
      ],
    });
    await enqueueMessage(tx, {
      clinicId: clinic.id,
      channel: 'mail',
      to: clinic.email,
      subject: tc(`mail.clinic_${event}`, { client: clientName, when: clinicWhen }),
      text: notice.text,
      html: notice.html,
      links: [],
      clientId: null,
    });
  }
}

async function clientEmail(tx: DbOrTx, clientId: number | null, guestEmail?: string): Promise<string | null> {
  if (guestEmail) return guestEmail;
  if (!clientId) return null;
  const [c] = await tx.select({ email: petParents.email }).from(petParents).where(eq(petParents.id, clientId));
  return c?.email ?? null;
}

async function clientName_(tx: DbOrTx, clientId: number | null): Promise<string> {
  if (!clientId) return '';
  const [c] = await tx.select({ firstName: petParents.firstName, lastName: petParents.lastName }).from(petParents).where(eq(petParents.id, clientId));
  return c ? `${c.firstName} ${c.lastName}` : '';
}
