import { eq, inArray } from 'drizzle-orm';
import { clientSubscriptions, petParents, pets, subscriptionCardLinks, subscriptionPeriods, type DbOrTx } from '@vetclinic/db';
import { resolveLanguage } from '@vetclinic/domain';
import { formatMoney } from '@vetclinic/domain/money/format-money';
import { translate } from '../../lib/i18n';
import { newOpaqueToken, sha256 } from '../../lib/tokens';
import { enqueueMails, enqueueMessage } from '../messaging/outbox';
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
  const money = await clinicMoney(tx, sub.clinicId);
  await enqueueMessage(tx, renewalMail(kind, { email: who.email, language: who.language, pet: who.pet }, money, sub.clinicId, period, extra));
  return true;
}

type ClinicMoney = Awaited<ReturnType<typeof clinicMoney>>;

/** One renewal mail, rendered in the client's language. */
function renewalMail(
  kind: RenewalMail, who: { email: string; language: string | null; pet: string }, money: ClinicMoney, clinicId: number,
  period: { planName: string; priceMinor: number; startDate: string; endDate: string }, extra: { last4?: string | null; retryOn?: string; link?: string },
) {
  const lang = resolveLanguage(who.language);
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
  return { clinicId, channel: 'mail' as const, to: who.email, subject: t(''), text: mail.text, html: mail.html, links: actions };
}

/**
 * The receipts of many renewals charged at once (the renewal job's batch), in the caller's transaction: the same
 * mail as `queueRenewalMail(…, 'receipt', …)`, with the clients, pets and clinics read in one query each.
 */
export async function queueRenewalReceipts(
  tx: DbOrTx, items: { sub: typeof clientSubscriptions.$inferSelect; period: typeof subscriptionPeriods.$inferSelect; last4: string | null }[],
): Promise<number> {
  if (!items.length) return 0;
  const people = await tx.select({ sub: clientSubscriptions.id, email: petParents.email, language: petParents.language, pet: pets.nickname })
    .from(clientSubscriptions).innerJoin(petParents, eq(petParents.id, clientSubscriptions.clientId)).innerJoin(pets, eq(pets.id, clientSubscriptions.petId))
    .where(inArray(clientSubscriptions.id, items.map((i) => i.sub.id)));
  const bySub = new Map(people.map((p) => [p.sub, p]));
  const money = new Map<number, ClinicMoney>();
  for (const clinicId of new Set(items.map((i) => i.sub.clinicId))) money.set(clinicId, await clinicMoney(tx, clinicId));
  const mails = items.flatMap((i) => {
    const who = bySub.get(i.sub.id);
    if (!who?.email) return [];
    return [renewalMail('receipt', { email: who.email, language: who.language, pet: who.pet }, money.get(i.sub.clinicId)!, i.sub.clinicId, i.period, { last4: i.last4 })];
  });
  await enqueueMails(tx, mails);
  return mails.length;
}
