import { and, eq, gt, notInArray } from 'drizzle-orm';
import { appointments, type DbOrTx } from '@vetclinic/db';
import { AppointmentStatus, resolveLanguage } from '@vetclinic/domain';
import { loadAppointmentDetails } from './appointment-view';
import { rotateManageLinks } from './manage-link';
import { queueBookingMessages } from './notifications';

type AppointmentRow = typeof appointments.$inferSelect;
export interface RenewalContext { publicUrl: string; mailFrom?: string }

/** No renewal for an appointment that is over, cancelled or missed, or a deposit hold (its payment page keeps its own link). */
const NO_RENEWAL_STATUSES: number[] = [AppointmentStatus.HOLD, AppointmentStatus.CANCELED_BY_CLIENT, AppointmentStatus.CANCELED_BY_CLINIC, AppointmentStatus.NO_SHOW];
export const canRenewManageLink = (row: Pick<AppointmentRow, 'status' | 'endsAt'>, now = Date.now()) => !NO_RENEWAL_STATUSES.includes(row.status) && row.endsAt.getTime() > now;

/** Every earlier manage link of the appointment stops working; the one new link goes by mail to `to`. */
export async function renewManageLink(tx: DbOrTx, row: AppointmentRow, to: string, ctx: RenewalContext, language?: string | null) {
  const token = await rotateManageLinks(tx, row.id);
  const details = await loadAppointmentDetails(tx, row);
  const lang = resolveLanguage(row.language ?? language ?? details.clinic.defaultLanguage);
  await queueBookingMessages(tx, 'link_renewed', details, { publicUrl: ctx.publicUrl, mailFrom: ctx.mailFrom, token, lang, to });
}

/**
 * The client's e-mail changed: the links of their upcoming appointments, which went to the old
 * address, stop working and the new address gets one new link each. Appointments a guest booked
 * with another address they typed keep theirs (their mails go there, not to the account).
 */
export async function renewLinksAfterEmailChange(
  tx: DbOrTx, client: { id: number; oldEmail: string | null; newEmail: string | null; language?: string | null }, ctx: RenewalContext, now = Date.now(),
): Promise<number> {
  const newEmail = client.newEmail;
  if (!newEmail || newEmail.toLowerCase() === client.oldEmail?.toLowerCase()) return 0;
  const rows = await tx.select().from(appointments).where(and(eq(appointments.clientId, client.id), gt(appointments.endsAt, new Date(now)), notInArray(appointments.status, NO_RENEWAL_STATUSES)));
  const sentToAccount = rows.filter((r) => !r.guestContact?.email || r.guestContact.email.toLowerCase() === client.oldEmail?.toLowerCase());
  for (const row of sentToAccount) await renewManageLink(tx, row, newEmail, ctx, client.language);
  return sentToAccount.length;
}
