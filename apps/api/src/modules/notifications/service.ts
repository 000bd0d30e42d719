import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { appointments, clinics, paymentDeposits, petParents, type Db, type DbOrTx } from '@vetclinic/db';
import {
  NotificationKind, resolveLanguage,
  type Language, type TNotificationChannel, type TNotificationInputParsed, type TNotificationPreview, type TNotificationResult, type TPayable,
} from '@vetclinic/domain';
import { AppError, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { TenantScope } from '../../plugins/auth';
import { enqueueMessage, notifyOutbox } from '../messaging/outbox';
import { paymentPageUrl } from '../payments/mails';
import { issueSalePayLink, payableSaleForLink, salePayUrl } from '../payments/sale-card';
import { renderNotification, type NotificationContent } from './content';

/** A deposit the client can pay now: waiting for payment (or a failed try) and not expired. */
const payable = (now: Date) => and(inArray(paymentDeposits.status, ['due', 'failed']), gt(paymentDeposits.expiresAt, now));

/** The client's deposits at the active clinic that a payment link can point at, soonest expiry first. */
export async function listPayables(db: DbOrTx, scope: TenantScope, clientId: number): Promise<TPayable[]> {
  const [client] = await db.select({ id: petParents.id }).from(petParents).where(and(eq(petParents.id, clientId), eq(petParents.groupId, scope.groupId)));
  if (!client) throw notFound();
  const rows = await db
    .select({ id: paymentDeposits.id, amountMinor: paymentDeposits.amountMinor, currency: paymentDeposits.currency, expiresAt: paymentDeposits.expiresAt, appointmentId: appointments.id, startsAt: appointments.startsAt })
    .from(paymentDeposits)
    .innerJoin(appointments, eq(appointments.id, paymentDeposits.appointmentId))
    .where(and(eq(paymentDeposits.clinicId, scope.clinicId), eq(paymentDeposits.clientId, clientId), payable(new Date())))
    .orderBy(asc(paymentDeposits.expiresAt));
  return rows.map((r) => ({
    deposit_id: r.id, amount_minor: r.amountMinor, currency: r.currency, expires_at: r.expiresAt.toISOString(),
    appointment: { id: r.appointmentId, datetime_start_utc: r.startsAt.toISOString() },
  }));
}

/**
 * The payment page of the client's deposit at the active clinic. Another clinic's or group's deposit,
 * or another client's, is 404; a paid or expired one is 409 as on the payment page itself.
 */
async function paymentLinkOf(db: DbOrTx, scope: TenantScope, clientId: number, depositId: string, publicUrl: string, slug: string): Promise<string> {
  const [d] = await db.select().from(paymentDeposits)
    .where(and(eq(paymentDeposits.id, depositId), eq(paymentDeposits.clinicId, scope.clinicId), eq(paymentDeposits.clientId, clientId)));
  if (!d) throw notFound();
  if (d.status === 'paid') throw new AppError('deposit_already_paid');
  if (!['due', 'failed'].includes(d.status) || d.expiresAt.getTime() <= Date.now()) throw new AppError('deposit_expired');
  return paymentPageUrl(publicUrl, slug, d.id);
}

interface Plan {
  language: Language;
  content: NotificationContent;
  sends: { channel: TNotificationChannel; to: string }[];
  skipped: TNotificationResult['skipped'];
}

/**
 * Decides language, channels and texts of a notification. A channel the client has no address
 * for is skipped and reported, not an error; app instructions need the clinic's client link.
 */
async function planNotification(db: DbOrTx, scope: TenantScope, input: TNotificationInputParsed, publicUrl: string, send = false): Promise<Plan> {
  const [client] = await db
    .select({ firstName: petParents.firstName, email: petParents.email, phone: petParents.phone, language: petParents.language })
    .from(petParents)
    .where(and(eq(petParents.id, input.client_id), eq(petParents.groupId, scope.groupId)));
  if (!client) throw notFound();
  const [clinic] = await db.select().from(clinics).where(eq(clinics.id, scope.clinicId));
  if (input.type === NotificationKind.APP_DOWNLOAD && !clinic.clientLinkUrl) throw new AppError('no_client_link', 'errors.no_client_link');

  const language = resolveLanguage(client.language ?? clinic.defaultLanguage);
  let paymentUrl: string | null = null;
  let invoice: { number: number; amount: string } | null = null;
  if (input.type === NotificationKind.PAYMENT_LINK && input.sale_id) {
    // An invoice: a new link token per send (kept only as its hash), so the preview shows where it goes without one.
    const sale = await payableSaleForLink(db, scope.clinicId, input.client_id, input.sale_id);
    paymentUrl = send ? await issueSalePayLink(db, sale, { publicUrl, slug: clinic.slug, userId: scope.userId }) : salePayUrl(publicUrl, clinic.slug, '…');
    invoice = sale.mail;
  } else if (input.type === NotificationKind.PAYMENT_LINK) {
    paymentUrl = await paymentLinkOf(db, scope, input.client_id, input.deposit_id!, publicUrl, clinic.slug);
  }
  const content = renderNotification(language, clinic, client.firstName, { ...input, payment_url: paymentUrl, invoice });
  const channels: TNotificationChannel[] = input.via === 'both' ? ['mail', 'sms'] : [input.via];
  const sends: Plan['sends'] = [];
  const skipped: Plan['skipped'] = [];
  for (const channel of channels) {
    const to = (channel === 'mail' ? client.email : client.phone)?.trim();
    if (to) sends.push({ channel, to });
    else skipped.push({ channel, reason: channel === 'mail' ? 'no_email' : 'no_phone' });
  }
  return { language, content, sends, skipped };
}

/** What `sendNotification` would queue for these inputs, rendered the same way; nothing is written. */
export async function previewNotification(db: Db, scope: TenantScope, input: TNotificationInputParsed, publicUrl: string): Promise<TNotificationPreview> {
  const plan = await planNotification(db, scope, input, publicUrl);
  return {
    language: plan.language,
    messages: plan.sends.map(({ channel, to }) => ({
      channel,
      to,
      subject: channel === 'mail' ? plan.content.mail.subject : null,
      text: channel === 'mail' ? plan.content.mail.text : plan.content.sms.text,
    })),
    skipped: plan.skipped,
  };
}

/**
 * Queues the notification's mail and/or SMS in the outbox and logs each in the client's
 * communications, all in one transaction: either every message is queued and logged, or none.
 */
export async function sendNotification(db: Db, scope: TenantScope, input: TNotificationInputParsed, publicUrl: string): Promise<TNotificationResult> {
  const result = await db.transaction(async (tx) => {
    const plan = await planNotification(tx, scope, input, publicUrl, true);
    for (const { channel, to } of plan.sends) {
      const message = channel === 'mail' ? plan.content.mail : plan.content.sms;
      await enqueueMessage(tx, {
        clinicId: scope.clinicId,
        channel,
        to,
        subject: channel === 'mail' ? plan.content.mail.subject : undefined,
        text: message.text,
        html: channel === 'mail' ? plan.content.mail.html : undefined,
        links: message.links,
        // The outbox logs it in the client's communications, as sent by this staff member.
        clientId: input.client_id,
        sentBy: scope.userId,
      });
    }
    const outcome: TNotificationResult = { queued: plan.sends, skipped: plan.skipped };
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'notification.sent',
      entityType: 'client', entityId: input.client_id, after: { type: input.type, via: input.via, ...(input.deposit_id ? { deposit_id: input.deposit_id } : {}), ...(input.sale_id ? { sale_id: input.sale_id } : {}), ...outcome },
    });
    return outcome;
  });
  if (result.queued.length) notifyOutbox();
  return result;
}
