import { eq } from 'drizzle-orm';
import { appointments, petParents, type clinics, type Tx } from '@vetclinic/db';
import { resolveLanguage, type TNotify } from '@vetclinic/domain';
import { loadAppointmentDetails } from '../booking/appointment-view';
import { issueManageLink } from '../booking/manage-link';
import { queueBookingMessages, type ClinicEvent } from '../booking/notifications';

type AppointmentRow = typeof appointments.$inferSelect;
type Clinic = typeof clinics.$inferSelect;

/** The client's contact for an appointment: the linked client, else what a guest typed. */
export async function clientContact(tx: Tx, row: AppointmentRow) {
  if (row.clientId) {
    const [c] = await tx.select({ email: petParents.email, phone: petParents.phone, language: petParents.language }).from(petParents).where(eq(petParents.id, row.clientId));
    if (c) return { email: c.email ?? row.guestContact?.email ?? null, phone: c.phone ?? row.guestContact?.phone ?? null, language: c.language };
  }
  return { email: row.guestContact?.email ?? null, phone: row.guestContact?.phone ?? null, language: null };
}

/**
 * Tells the client about a change the desk made, in the appointment's language, inside the caller's
 * transaction. Manage links are stored only as hashes, so the message carries a further link while
 * every earlier one (the first mail's, the calendar event's) keeps working. Returns false when a
 * requested channel had no address, so the desk can be warned.
 */
export async function notifyClient(tx: Tx, event: ClinicEvent, row: AppointmentRow, clinic: Clinic, notify: TNotify, publicUrl: string, mailFrom?: string): Promise<boolean> {
  if (!notify.mail && !notify.sms) return true;
  const contact = await clientContact(tx, row);
  const mailTo = notify.mail ? contact.email : null;
  const smsTo = notify.sms ? contact.phone : null;
  const complete = (!notify.mail || !!mailTo) && (!notify.sms || !!smsTo);
  if (!mailTo && !smsTo) return false;
  const token = await issueManageLink(tx, row.id);
  const details = await loadAppointmentDetails(tx, row);
  const lang = resolveLanguage(row.language ?? contact.language ?? clinic.defaultLanguage);
  await queueBookingMessages(tx, event, details, { publicUrl, mailFrom, token, lang, to: mailTo, mailClient: !!mailTo, smsTo });
  return complete;
}
