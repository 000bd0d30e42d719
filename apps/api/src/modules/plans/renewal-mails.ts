import { eq } from 'drizzle-orm';
import { clientSubscriptions, petParents, pets, subscriptionCardLinks, subscriptionPeriods, type DbOrTx } from '@vetclinic/db';
import { resolveLanguage } from '@vetclinic/domain';
import { formatMoney } from '@vetclinic/domain/money/format-money';
import { translate } from '../../lib/i18n';
import { newOpaqueToken, sha256 } from '../../lib/tokens';
import { enqueueMessage } from '../messaging/outbox';
import { renderMail } from '../messaging/mail-layout';
import { clinicMoney } from '../payments/view';
import type { PaymentsRuntime } from '../payments/runtime';

/** An "update your card" link works for 30 days. */
export const CARD_LINK_LIFETIME_MS = 30 * 24 * 3600_000;

export const cardLinkUrl = (publicUrl: string, slug: string, token: string) => `${publicUrl}/book/${slug}/plan-card/${token}`;

/** A new "update your card" link of the subscription (in the caller's transaction); answers its URL. */
export async function issueCardLink(tx: DbOrTx, rt: PaymentsRuntime, sub: typeof clientSubscriptions.$inferSelect, now: Date): Promise<string> {
  const token = newOpaqueToken();
  await tx.insert(subscriptionCardLinks).values({ tokenHash: sha256(token), subscriptionId: sub.id, expiresAt: new Date(now.getTime() + CARD_LINK_LIFETIME_MS), createdAt: now });
  const { clinic } = await clinicMoney(tx, sub.clinicId);
  return cardLinkUrl(rt.config.publicUrl, clinic.slug, token);
}

export type RenewalMail = 'receipt' | 'failed' | 'suspended' | 'card';

/**
 * Renewal mails in the client's language, queued in the caller's transaction: the receipt of a renewal charged to
 * the saved card, a failed charge (with the retry day and the link to change the card), the suspension, and the
 * clinic's request to give the card renewals are charged to.
 */
export async function queueRenewalMail(
  tx: DbOrTx, rt: PaymentsRuntime, kind: RenewalMail, sub: typeof clientSubscriptions.$inferSelect, period: typeof subscriptionPeriods.$inferSelect,
  extra: { last4?: string | null; retryOn?: string; link?: string },
): Promise<boolean> {
  const [who] = await tx.select({ email: petParents.email, language: petParents.language, pet: pets.nickname })
    .from(petParents).innerJoin(pets, eq(pets.id, sub.petId)).where(eq(petParents.id, sub.clientId));
  if (!who?.email) return false;
  const lang = resolveLanguage(who.language);
  const money = await clinicMoney(tx, sub.clinicId);
  const amount = formatMoney(period.priceMinor, money.symbol, money.currencyFirst);
  const t = (key: string) => translate(lang, `mail.plan_${kind}${key}`, {
    clinic: money.clinic.name, plan: period.planName, pet: who.pet, amount, last4: extra.last4 ?? '', date: extra.retryOn ?? '',
  });
  const actions = extra.link ? [{ label: translate(lang, 'mail.plan_update_card_action'), url: extra.link }] : [];
  const mail = renderMail({
    lang,
    clinic: { name: money.clinic.name, address: money.clinic.address ?? '', phone: money.clinic.phone ?? '' },
    heading: t('_heading'),
    paragraphs: [t('_text')],
    details: [
      { label: translate(lang, 'mail.plan_label'), value: `${period.planName} — ${who.pet}` },
      { label: translate(lang, 'mail.plan_period'), value: `${period.startDate} – ${period.endDate}` },
      { label: translate(lang, 'mail.plan_amount'), value: amount },
    ],
    actions,
    footer: translate(lang, 'mail.footer'),
  });
  await enqueueMessage(tx, { clinicId: sub.clinicId, channel: 'mail', to: who.email, subject: t(''), text: mail.text, html: mail.html, links: actions });
  return true;
}
