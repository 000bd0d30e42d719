import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  clientSubscriptions, clinics, saleCardPayments, salePayments, sales, savedCards, subscriptionPeriods, type Tx,
} from '@vetclinic/db';
import { periodRange, localDateOf, type Periodicity } from '@vetclinic/domain/plans/periods';
import { isoCurrency } from '@vetclinic/domain/money/currency';
import { PaymentProviderError, type IntentSnapshot } from '../../providers/payments';
import { writeAudit } from '../../lib/audit';
import { notifyOutbox } from '../messaging/outbox';
import { applySaleIntentTx, ONLINE_PAYMENT_METHOD } from '../payments/sale-card';
import type { PaymentsRuntime } from '../payments/runtime';
import { issueCardLink, queueRenewalMail } from './renewal-mails';
import { invoicePeriod, planTerms } from './subscriptions';

/**
 * Automatic renewal of wellness plan subscriptions (#17). Per subscription, three steps:
 *  A. under the subscription's row lock (SKIP LOCKED: another worker on it means "not now"), open the period that
 *     is due — one row per subscription and index (unique), invoiced once through the sales module — and claim its
 *     charge attempt (`charging_since`, `attempts`);
 *  B. outside any transaction, charge the saved card off-session with the key `renewal-{period}-{attempt}`;
 *  C. record the answer: the payment through the same path as every card payment of a sale, or the failure with
 *     the next retry (days 1, 3 and 7 after the due date), then suspension and an "update your card" mail.
 * A worker that dies between B and C leaves a claim; once the claim is stale the next run repeats B with the same
 * key, the provider answers the charge it already made, and C records it: one charge, one payment.
 */

/** Retries after the due date's attempt: on day 1, 3 and 7; a 4th failure suspends the subscription. */
export const RETRY_DAYS = [1, 3, 7] as const;
/** An attempt claimed longer ago than this is taken to have died with its worker (provider calls time out well before). */
export const CHARGE_LEASE_MS = 2 * 60_000;

type SubRow = typeof clientSubscriptions.$inferSelect;
type PeriodRow = typeof subscriptionPeriods.$inferSelect;
export type RenewalOutcome = 'busy' | 'idle' | 'ended' | 'paid' | 'retrying' | 'suspended' | 'error';

export interface RenewalRun { renewed: number; paid: number; retrying: number; suspended: number; ended: number; errors: number }

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Renews every subscription that is due (clinic-local today) and retries every failed charge whose day has come,
 * `concurrency` subscriptions at a time. Safe to run on several workers at once.
 */
export async function runRenewals(rt: PaymentsRuntime, opts: { limit?: number; concurrency?: number; stopAt?: number } = {}): Promise<RenewalRun> {
  const out: RenewalRun = { renewed: 0, paid: 0, retrying: 0, suspended: 0, ended: 0, errors: 0 };
  const limit = opts.limit ?? 1000;
  const concurrency = opts.concurrency ?? 4;
  const seen = new Set<number>();
  for (;;) {
    const ids = (await dueSubscriptions(rt, limit)).filter((id) => !seen.has(id));
    if (!ids.length) break;
    let next = 0;
    const worker = async () => {
      // `stopAt` (wall clock, benches): no new subscription is started after it; those under way finish.
      while (next < ids.length && !(opts.stopAt && Date.now() >= opts.stopAt)) {
        const id = ids[next++];
        seen.add(id);
        const r = await renewSubscription(rt, id).catch((err: unknown) => {
          rt.log.warn({ err, subscription: id }, 'renewal failed');
          return 'error' as const;
        });
        if (r === 'paid') { out.paid++; out.renewed++; } else if (r === 'retrying') out.retrying++;
        else if (r === 'suspended') out.suspended++;
        else if (r === 'ended') out.ended++;
        else if (r === 'error') out.errors++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, ids.length) }, worker));
    if (ids.length < limit || (opts.stopAt && Date.now() >= opts.stopAt)) break;
  }
  if (out.paid || out.retrying || out.suspended) notifyOutbox();
  return out;
}

/** Subscriptions with something to do: a period to open, a retry whose day has come, or a stale claim. */
async function dueSubscriptions(rt: PaymentsRuntime, limit: number): Promise<number[]> {
  const now = new Date(rt.now());
  const localToday = sql`(${now.toISOString()}::timestamptz AT TIME ZONE ${clinics.timezone})::date`;
  const renewing = await rt.db.select({ id: clientSubscriptions.id }).from(clientSubscriptions)
    .innerJoin(clinics, eq(clinics.id, clientSubscriptions.clinicId))
    .where(and(inArray(clientSubscriptions.status, ['active', 'past_due']), isNotNull(clientSubscriptions.nextRenewalDate), sql`${clientSubscriptions.nextRenewalDate} <= ${localToday}`))
    .orderBy(asc(clientSubscriptions.nextRenewalDate), asc(clientSubscriptions.id)).limit(limit);
  const retrying = await rt.db.select({ id: subscriptionPeriods.subscriptionId }).from(subscriptionPeriods)
    .innerJoin(clientSubscriptions, eq(clientSubscriptions.id, subscriptionPeriods.subscriptionId))
    .innerJoin(clinics, eq(clinics.id, clientSubscriptions.clinicId))
    .where(and(
      eq(subscriptionPeriods.status, 'due'), isNotNull(subscriptionPeriods.nextAttemptDate), inArray(clientSubscriptions.status, ['active', 'past_due']),
      or(
        and(isNull(subscriptionPeriods.chargingSince), sql`${subscriptionPeriods.nextAttemptDate} <= ${localToday}`),
        lt(subscriptionPeriods.chargingSince, new Date(now.getTime() - CHARGE_LEASE_MS)),
      ),
    )).limit(limit);
  return [...new Set([...renewing.map((r) => r.id), ...retrying.map((r) => r.id)])];
}

interface Claim { period: PeriodRow; sub: SubRow; attempt: number; card: typeof savedCards.$inferSelect | null; currency: string; groupId: number }

/** Steps A–C for one subscription (see the module comment); answers what happened. */
export async function renewSubscription(rt: PaymentsRuntime, subscriptionId: number): Promise<RenewalOutcome> {
  const opened = await rt.db.transaction((tx) => openAndClaim(tx, rt, subscriptionId));
  if (opened.kind !== 'claim') return opened.kind;
  const claim = opened.claim;
  let intent: IntentSnapshot | null = null;
  if (claim.card) {
    try {
      intent = await rt.provider.chargeSavedCard({
        customerId: claim.card.customerRef, cardId: claim.card.cardRef, amountMinor: claim.period.priceMinor, currency: claim.currency,
        description: `${claim.period.planName} ${claim.period.startDate} – ${claim.period.endDate}`,
        metadata: { subscription_period_id: String(claim.period.id), sale_id: String(claim.period.saleId ?? ''), clinic_id: String(claim.sub.clinicId) },
        idempotencyKey: `renewal-${claim.period.id}-${claim.attempt}`,
      });
    } catch (err) {
      // Unreachable or 5xx: the claim stays, and once stale the same key is sent again (it may have charged).
      if (!(err instanceof PaymentProviderError) || err.retryable) {
        rt.log.warn({ err, period: claim.period.id }, 'renewal charge not answered; retried with the same key later');
        return 'error';
      }
      rt.log.warn({ err, period: claim.period.id }, 'renewal charge refused by the provider');
    }
  }
  if (rt.failpoints.afterProviderCharge) throw new Error('failpoint: stopped after the provider charged, before our write');
  const result = await rt.db.transaction((tx) => recordAttempt(tx, rt, claim, intent));
  notifyOutbox();
  return result;
}

async function openAndClaim(tx: Tx, rt: PaymentsRuntime, subscriptionId: number): Promise<{ kind: 'claim'; claim: Claim } | { kind: 'busy' | 'idle' | 'ended' }> {
  const now = new Date(rt.now());
  const [sub0] = await tx.select().from(clientSubscriptions).where(eq(clientSubscriptions.id, subscriptionId)).for('update', { skipLocked: true });
  if (!sub0) return { kind: 'busy' };
  let sub = sub0;
  if (sub.status !== 'active' && sub.status !== 'past_due') return { kind: 'idle' };
  const [clinic] = await tx.select().from(clinics).where(eq(clinics.id, sub.clinicId));
  const today = localDateOf(now, clinic.timezone);
  const actor = { type: 'system' as const, id: null };
  if (sub.nextRenewalDate && sub.nextRenewalDate <= today) {
    if (sub.cancelAtPeriodEnd || !sub.autoRenew) {
      await tx.update(clientSubscriptions).set({ status: 'cancelled', cancelledAt: now, nextRenewalDate: null, updatedAt: now }).where(eq(clientSubscriptions.id, sub.id));
      await writeAudit(tx, { groupId: clinic.groupId, clinicId: sub.clinicId, actor, action: 'subscription.ended', entityType: 'client_subscription', entityId: sub.id, after: { on: sub.nextRenewalDate } });
      return { kind: 'ended' };
    }
    const [last] = await tx.select({ index: subscriptionPeriods.index }).from(subscriptionPeriods)
      .where(eq(subscriptionPeriods.subscriptionId, sub.id)).orderBy(desc(subscriptionPeriods.index)).limit(1);
    const range = periodRange(sub.anchorDate, sub.periodicity as Periodicity, (last?.index ?? -1) + 1);
    // The plan's terms as they are now: a plan change applies from the next period.
    const terms = await planTerms(tx, sub.planId);
    const [period] = await tx.insert(subscriptionPeriods).values({
      subscriptionId: sub.id, index: range.index, startDate: range.start, endDate: range.end, ...terms,
      status: terms.priceMinor > 0 ? 'due' : 'waived', nextAttemptDate: terms.priceMinor > 0 ? range.start : null, createdAt: now,
    }).onConflictDoNothing().returning();
    if (period) {
      const saleId = await invoicePeriod(tx, { groupId: clinic.groupId, clinicId: sub.clinicId, userId: null }, { clientId: sub.clientId, petId: sub.petId, vetId: sub.vetId }, terms, range, now);
      if (saleId) await tx.update(subscriptionPeriods).set({ saleId }).where(eq(subscriptionPeriods.id, period.id));
    }
    [sub] = await tx.update(clientSubscriptions).set({ nextRenewalDate: range.end, updatedAt: now }).where(eq(clientSubscriptions.id, sub.id)).returning();
    await writeAudit(tx, { groupId: clinic.groupId, clinicId: sub.clinicId, actor, action: 'subscription.renewed', entityType: 'client_subscription', entityId: sub.id, after: { index: range.index, start: range.start, end: range.end, price_minor: terms.priceMinor } });
  }
  // The oldest unpaid period whose attempt day has come, or whose claim went stale.
  const stale = new Date(now.getTime() - CHARGE_LEASE_MS);
  const [period] = await tx.select().from(subscriptionPeriods).where(and(
    eq(subscriptionPeriods.subscriptionId, sub.id), eq(subscriptionPeriods.status, 'due'), isNotNull(subscriptionPeriods.saleId),
    or(and(isNull(subscriptionPeriods.chargingSince), lte(subscriptionPeriods.nextAttemptDate, today)), lt(subscriptionPeriods.chargingSince, stale)),
  )).orderBy(asc(subscriptionPeriods.index)).limit(1).for('update');
  if (!period) return { kind: 'idle' };
  if (!period.chargingSince) {
    // Paid meanwhile another way (the desk, the invoice's payment link): nothing to charge. A stale claim is never
    // settled this way — its charge may have gone through, so it is read back with its own key below.
    const [{ total }] = await tx.select({ total: sales.totalMinor }).from(sales).where(eq(sales.id, period.saleId!));
    const [{ paid }] = await tx.select({ paid: sql<number>`coalesce(sum(${salePayments.appliedMinor}), 0)::bigint` }).from(salePayments).where(eq(salePayments.saleId, period.saleId!));
    if (total - Number(paid) <= 0) {
      await tx.update(subscriptionPeriods).set({ status: 'paid', nextAttemptDate: null, failureCode: null }).where(eq(subscriptionPeriods.id, period.id));
      if (sub.status === 'past_due') await tx.update(clientSubscriptions).set({ status: 'active', statusReason: null, updatedAt: now }).where(eq(clientSubscriptions.id, sub.id));
      return { kind: 'idle' };
    }
  }
  // A stale claim repeats its own attempt (same key); otherwise this is a new attempt.
  const attempt = period.chargingSince ? period.attempts : period.attempts + 1;
  const [claimed] = await tx.update(subscriptionPeriods).set({ chargingSince: now, attempts: attempt }).where(eq(subscriptionPeriods.id, period.id)).returning();
  const [card] = sub.cardId
    ? await tx.select().from(savedCards).where(and(eq(savedCards.provider, rt.provider.name), eq(savedCards.cardRef, sub.cardId), eq(savedCards.clientId, sub.clientId), isNull(savedCards.removedAt)))
    : [];
  const [sale] = await tx.select({ currency: sales.currency }).from(sales).where(eq(sales.id, period.saleId!));
  return { kind: 'claim', claim: { period: claimed, sub, attempt, card: card ?? null, currency: isoCurrency(sale.currency, clinic.countryIsoCode), groupId: clinic.groupId } };
}

async function recordAttempt(tx: Tx, rt: PaymentsRuntime, claim: Claim, intent: IntentSnapshot | null): Promise<RenewalOutcome> {
  const now = new Date(rt.now());
  // The subscription, then its period: the order step A takes them in (the other order deadlocks two overlapping runs).
  const [sub] = await tx.select().from(clientSubscriptions).where(eq(clientSubscriptions.id, claim.sub.id)).for('update');
  const [period] = await tx.select().from(subscriptionPeriods).where(eq(subscriptionPeriods.id, claim.period.id)).for('update');
  // Someone else recorded this attempt already (a slow worker's claim was taken over): nothing to add.
  if (period.status !== 'due' || !period.chargingSince || period.attempts !== claim.attempt) return 'idle';
  const actor = { type: 'system' as const, id: null };
  if (intent?.status === 'succeeded') {
    await recordPayment(tx, rt, period, sub, intent, now);
    await tx.update(subscriptionPeriods).set({ status: 'paid', chargingSince: null, nextAttemptDate: null, failureCode: null, intentRef: intent.id }).where(eq(subscriptionPeriods.id, period.id));
    if (sub.status === 'past_due') await tx.update(clientSubscriptions).set({ status: 'active', statusReason: null, updatedAt: now }).where(eq(clientSubscriptions.id, sub.id));
    await queueRenewalMail(tx, rt, 'receipt', sub, period, { last4: intent.latestCharge?.last4 ?? claim.card?.last4 ?? null });
    return 'paid';
  }
  const failure = !claim.card ? 'no_saved_card' : intent?.latestCharge?.failureCode ?? 'card_declined';
  const [clinic] = await tx.select({ tz: clinics.timezone }).from(clinics).where(eq(clinics.id, sub.clinicId));
  const today = localDateOf(now, clinic.tz);
  const retryIn = RETRY_DAYS[claim.attempt - 1];
  if (retryIn !== undefined) {
    const retryOn = [addDays(period.startDate, retryIn), addDays(today, 1)].sort()[1];
    await tx.update(subscriptionPeriods).set({ chargingSince: null, failureCode: failure, intentRef: intent?.id ?? null, nextAttemptDate: retryOn }).where(eq(subscriptionPeriods.id, period.id));
    await tx.update(clientSubscriptions).set({ status: 'past_due', updatedAt: now }).where(eq(clientSubscriptions.id, sub.id));
    await writeAudit(tx, { groupId: claim.groupId, clinicId: sub.clinicId, actor, action: 'subscription.charge_failed', entityType: 'client_subscription', entityId: sub.id, after: { period: period.index, attempt: claim.attempt, failure, retry_on: retryOn } });
    const link = await issueCardLink(tx, rt, sub, now);
    await queueRenewalMail(tx, rt, 'failed', sub, period, { retryOn, link });
    return 'retrying';
  }
  await tx.update(subscriptionPeriods).set({ status: 'failed', chargingSince: null, failureCode: failure, intentRef: intent?.id ?? null, nextAttemptDate: null }).where(eq(subscriptionPeriods.id, period.id));
  await tx.update(clientSubscriptions).set({ status: 'suspended', statusReason: 'subscriptions.reasons.payment_failed', updatedAt: now }).where(eq(clientSubscriptions.id, sub.id));
  await writeAudit(tx, { groupId: claim.groupId, clinicId: sub.clinicId, actor, action: 'subscription.suspended', entityType: 'client_subscription', entityId: sub.id, after: { period: period.index, attempts: claim.attempt, failure } });
  const link = await issueCardLink(tx, rt, sub, now);
  await queueRenewalMail(tx, rt, 'suspended', sub, period, { link });
  return 'suspended';
}

/**
 * The charge becomes the sale's payment through the path every card payment of a sale takes (`applySaleIntentTx`:
 * one payment per intent, audited, overpayment to credit), from a card row naming the intent.
 */
async function recordPayment(tx: Tx, rt: PaymentsRuntime, period: PeriodRow, sub: SubRow, intent: IntentSnapshot, now: Date) {
  if (!period.saleId) return;
  await tx.select({ id: sales.id }).from(sales).where(eq(sales.id, period.saleId)).for('update');
  // A payment link of this invoice the client opened but never paid gives way to the charge that paid it.
  await tx.update(saleCardPayments).set({ status: 'cancelled', clientSecret: null, updatedAt: now })
    .where(and(eq(saleCardPayments.saleId, period.saleId), eq(saleCardPayments.status, 'open')));
  await tx.insert(saleCardPayments).values({
    clinicId: sub.clinicId, saleId: period.saleId, clientId: sub.clientId, amountMinor: intent.amountMinor, currency: intent.currency, provider: rt.provider.name,
    providerRef: intent.id, status: 'processing', method: ONLINE_PAYMENT_METHOD, attempts: 1, cardLast4: intent.latestCharge?.last4 ?? null,
    cardBrand: intent.latestCharge?.brand ?? null, createdAt: now, updatedAt: now,
  }).onConflictDoNothing();
  await applySaleIntentTx(tx, rt, intent);
}

