import { eq } from 'drizzle-orm';
import { petParents, type DbOrTx } from '@vetclinic/db';
import type { Language } from '@vetclinic/domain';
import { formatMoney } from '@vetclinic/domain/money/format-money';
import { translate } from '../../lib/i18n';
import { enqueueMessage } from '../messaging/outbox';
import { renderMail } from '../messaging/mail-layout';
import type { AppointmentDetails } from '../booking/appointment-view';
import { describeWhen } from '../booking/notifications';
import { clinicMoney, type DepositRow } from './view';

export type DepositMail = 'link' | 'refunded' | 'expired';

/** The client's address: what a guest typed, else the linked client's e-mail. */
export async function depositRecipient(db: DbOrTx, d: AppointmentDetails): Promise<string | null> {
  if (d.row.guestContact?.email) return d.row.guestContact.email;
  if (!d.row.clientId) return null;
  const [c] = await db.select({ email: petParents.email }).from(petParents).where(eq(petParents.id, d.row.clientId));
  return c?.email ?? null;
}

export const paymentPageUrl = (publicUrl: string, slug: string, depositId: string) => `${publicUrl}/book/${slug}/payment-deposits/${depositId}`;

/**
 * Deposit mails in the client's language, queued in the caller's transaction (they go out exactly
 * when the change commits): the payment link a clinic sends, a refund notice, an expired hold.
 * A paid deposit reuses the booking confirmation mail (notifications.ts).
 */
export async function queueDepositMail(
  tx: DbOrTx, kind: DepositMail, dep: DepositRow, d: AppointmentDetails,
  opts: { publicUrl: string; lang: Language; amountMinor?: number },
): Promise<boolean> {
  const to = await depositRecipient(tx, d);
  if (!to) return false;
  const { clinic } = d;
  const money = await clinicMoney(tx, clinic.id);
  const amount = formatMoney(opts.amountMinor ?? dep.amountMinor, money.symbol, money.currencyFirst);
  const when = describeWhen(d, opts.lang);
  const t = (key: string) => translate(opts.lang, key, { clinic: clinic.name, amount, when, phone: clinic.phone ?? '' });
  const what = d.services.map((s) => s.name).join(', ') || d.visitType?.name || '';
  const details = [
    { label: t('mail.when'), value: when },
    { label: t('mail.with'), value: d.vet.fullName },
    ...(what ? [{ label: t('mail.what'), value: what }] : []),
    { label: t('mail.pets'), value: d.pets.map((p) => p.nickname).join(', ') },
    { label: t('mail.deposit_amount'), value: amount },
  ];
  const actions = kind === 'link'
    ? [{ label: t('mail.deposit_link_action'), url: paymentPageUrl(opts.publicUrl, clinic.slug, dep.id) }]
    : kind === 'expired'
      ? [{ label: t('mail.deposit_expired_action'), url: `${opts.publicUrl}/book/${clinic.slug}` }]
      : [];
  const mail = renderMail({
    lang: opts.lang,
    clinic: { name: clinic.name, address: clinic.address ?? '', phone: clinic.phone ?? '' },
    heading: t(`mail.deposit_${kind}_heading`),
    paragraphs: [t(`mail.deposit_${kind}_text`)],
    details,
    actions,
    footer: t('mail.footer'),
  });
  await enqueueMessage(tx, {
    clinicId: clinic.id,
    channel: 'mail',
    to,
    subject: t(`mail.deposit_${kind}`),
    text: mail.text,
    html: mail.html,
    links: actions,
  });
  return true;
}
