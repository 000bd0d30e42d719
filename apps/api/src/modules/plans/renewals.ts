import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  auditLog, clientSubscriptions, clinics, saleCardPayments, salePayments, sales, savedCards, subscriptionPeriods, type Tx,
} from '@vetclinic/db';
import { periodRange, localDateOf, type Periodicity } from '@vetclinic/domain/plans/periods';
import { isoCurrency } from '@vetclinic/domain/money/currency';
import { PaymentProviderError, type IntentSnapshot } from '../../providers/payments';
import { writeAudit } from '../../lib/audit';
import { notifyOutbox } from '../messaging/outbox';
import { applySaleIntentTx, ONLINE_PAYMENT_METHOD } from '../payments/sale-card';
import type { PaymentsRuntime } from '../payments/runtime';
import { issueCardLink, queueRenewalMail, queueRenewalReceipts } from './renewal-mails';
import { issueCustomSalesIn } from '../sales/service';
import { insertRows } from '../../lib/bulk-insert';
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
 * Renews every subscription that is due (clinic-local today) and retries every failed charge whose day has come.
 * Safe to run on several workers at once.
 *  1. The bulk — active subscriptions with nothing unpaid whose renewal day has come — goes by batches of `batch`
 *     (`renewBatch`): opened, invoiced and claimed in ONE transaction (one block of invoice numbers per clinic),
 *     charged outside any transaction, and the charges recorded in ONE more. `pipelines` batches (2) are under way
 *     at once, so some are charged while others are written; `concurrency` charges at most are in flight over all
 *     of them. A batch's time is mostly round trips waiting on the database, not work: overlapping them is what
 *     pays (bench/renewals: 2 → 3 pipelines of 250, +25 %; batches of 500 did worse than 250). The run holds up to
 *     `pipelines` + `concurrency` connections of the pool while it works.
 *  2. What is left — retries whose day has come, stale claims, past-due subscriptions reaching a new period, and
 *     what a batch set aside — goes one subscription at a time (`renewSubscription`), `concurrency` at a time.
 */
export async function runRenewals(rt: PaymentsRuntime, opts: { limit?: number; concurrency?: number; stopAt?: number; batch?: number; pipelines?: number } = {}): Promise<RenewalRun> {
  const out: RenewalRun = { renewed: 0, paid: 0, retrying: 0, suspended: 0, ended: 0, errors: 0 };
  const limit = opts.limit ?? 1000;
  const concurrency = opts.concurrency ?? 4;
  const batch = opts.batch ?? 250;
  const stopped = () => Boolean(opts.stopAt && Date.now() >= opts.stopAt);
  const count = (r: RenewalOutcome) => {
    if (r === 'paid') { out.paid++; out.renewed++; } else if (r === 'retrying') out.retrying++;
    else if (r === 'suspended') out.suspended++;
    else if (r === 'ended') out.ended++;
    else if (r === 'error') out.errors++;
  };
  const setAside = new Set<number>();
  // The charges in flight, `concurrency` at most over both pipelines: one batch's charges take the permits the other
  // batch's writes leave free.
  const charging = limiter(concurrency);
  const pipeline = async () => {
    while (!stopped()) {
      let r: Batch;
      try {
        r = await renewBatch(rt, batch, charging);
      } catch (err) {
        // A batch that fails leaves its subscriptions as they were (step A rolled back) or claimed (taken up once
        // stale, with the same keys); this pipeline stops and step 2 works what is due one at a time.
        rt.log.warn({ err }, 'renewal batch failed');
        out.errors++;
        break;
      }
      for (const o of r.outcomes) count(o);
      for (const id of r.setAside) setAside.add(id);
      // A short batch was the last; so was one that changed nothing (all set aside: taking them again would loop).
      if (r.locked < batch || r.setAside.length === r.locked) break;
    }
  };
  await Promise.all(Array.from({ length: opts.pipelines ?? 2 }, pipeline));
  const seen = new Set<number>();
  for (;;) {
    if (stopped()) break;
    const due = await dueSubscriptions(rt, limit);
    const ids = [...new Set([...setAside, ...due])].filter((id) => !seen.has(id));
    setAside.clear();
    if (!ids.length) break;
    let next = 0;
    const worker = async () => {
      // `stopAt` (wall clock, benches): no new subscription is started after it; those under way finish.
      while (next < ids.length && !stopped()) {
        const id = ids[next++];
        seen.add(id);
        count(await renewSubscription(rt, id).catch((err: unknown) => {
          rt.log.warn({ err, subscription: id }, 'renewal failed');
          return 'error' as const;
        }));
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, ids.length) }, worker));
    if (due.length < limit) break;
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
  const intent = await chargeClaim(rt, claim);
  if (intent === 'unanswered') return 'error';
  if (rt.failpoints.afterProviderCharge) throw new Error('failpoint: stopped after the provider charged, before our write');
  const result = await rt.db.transaction((tx) => recordAttempt(tx, rt, claim, intent));
  notifyOutbox();
  return result;
}

/**
 * Step B: the claimed attempt charged off-session with its own key. Answers the provider's intent, null when there
 * is no card or the provider refused, or 'unanswered' (unreachable, 5xx): the claim stays and, once stale, the same
 * key is sent again — it may have charged.
 */
async function chargeClaim(rt: PaymentsRuntime, claim: Claim): Promise<IntentSnapshot | null | 'unanswered'> {
  if (!claim.card) return null;
  try {
    return await rt.provider.chargeSavedCard({
      customerId: claim.card.customerRef, cardId: claim.card.cardRef, amountMinor: claim.period.priceMinor, currency: claim.currency,
      description: `${claim.period.planName} ${claim.period.startDate} – ${claim.period.endDate}`,
      metadata: { subscription_period_id: String(claim.period.id), sale_id: String(claim.period.saleId ?? ''), clinic_id: String(claim.sub.clinicId) },
      idempotencyKey: `renewal-${claim.period.id}-${claim.attempt}`,
    });
  } catch (err) {
    if (!(err instanceof PaymentProviderError) || err.retryable) {
      rt.log.warn({ err, period: claim.period.id }, 'renewal charge not answered; retried with the same key later');
      return 'unanswered';
    }
    rt.log.warn({ err, period: claim.period.id }, 'renewal charge refused by the provider');
    return null;
  }
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


// ---------- the batch path (runRenewals step 1) ----------

type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

/** Runs the tasks given to it at most `n` at a time, in the order given. */
function limiter(n: number): Limiter {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (active >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

interface Batch { locked: number; outcomes: RenewalOutcome[]; setAside: number[] }

/**
 * One batch of due subscriptions, the three steps of the module comment done for many at once:
 *  A. one transaction: lock up to `size` active subscriptions whose renewal day has come (SKIP LOCKED), end those
 *     cancelled at period end, open the next period of the others with its claim (attempt 1) and invoice them all
 *     through the sales module (`issueCustomSalesIn`: one block of numbers per clinic, taken last);
 *  B. no transaction: charge the claims through `charging` (the run's limit of charges in flight), each with its key
 *     `renewal-{period}-{attempt}`;
 *  C. one transaction records every successful charge (`recordPaidBatch`); a refused charge takes the path of one
 *     (`recordAttempt`: retry day, mail, suspension). A charge not answered keeps its claim for the stale-claim path.
 * A subscription with a period still unpaid is set aside for `renewSubscription`, which knows which to charge.
 */
async function renewBatch(rt: PaymentsRuntime, size: number, charging: Limiter): Promise<Batch> {
  const opened = await rt.db.transaction((tx) => openBatch(tx, rt, size));
  const outcomes: RenewalOutcome[] = [...opened.outcomes];
  const intents = await Promise.all(opened.claims.map((claim) => charging(() => chargeClaim(rt, claim))));
  if (rt.failpoints.afterProviderCharge && opened.claims.length) throw new Error('failpoint: stopped after the provider charged, before our write');
  const paid: { claim: Claim; intent: IntentSnapshot }[] = [];
  const refused: { claim: Claim; intent: IntentSnapshot | null }[] = [];
  opened.claims.forEach((claim, i) => {
    const intent = intents[i];
    if (intent === 'unanswered') outcomes.push('error');
    else if (intent?.status === 'succeeded') paid.push({ claim, intent });
    else refused.push({ claim, intent });
  });
  if (paid.length) outcomes.push(...await rt.db.transaction((tx) => recordPaidBatch(tx, rt, paid)));
  for (const r of refused) {
    outcomes.push(await rt.db.transaction((tx) => recordAttempt(tx, rt, r.claim, r.intent)).catch((err: unknown) => {
      rt.log.warn({ err, subscription: r.claim.sub.id }, 'renewal failure not recorded; the stale claim is taken up later');
      return 'error' as const;
    }));
  }
  if (paid.length || refused.length) notifyOutbox();
  return { locked: opened.locked, outcomes, setAside: opened.setAside };
}

/** Step A of a batch, in the caller's transaction. */
async function openBatch(tx: Tx, rt: PaymentsRuntime, size: number): Promise<{ locked: number; claims: Claim[]; outcomes: RenewalOutcome[]; setAside: number[] }> {
  const now = new Date(rt.now());
  const localToday = sql`(${now.toISOString()}::timestamptz AT TIME ZONE ${clinics.timezone})::date`;
  // No zone is ahead of UTC by more than 14 hours: a bound the due index can range-scan before the zone's own test.
  const latestToday = new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
  const rows = await tx.select({ sub: clientSubscriptions, tz: clinics.timezone, groupId: clinics.groupId, country: clinics.countryIsoCode })
    .from(clientSubscriptions).innerJoin(clinics, eq(clinics.id, clientSubscriptions.clinicId))
    .where(and(
      eq(clientSubscriptions.status, 'active'), lte(clientSubscriptions.nextRenewalDate, latestToday), sql`${clientSubscriptions.nextRenewalDate} <= ${localToday}`,
      // Something unpaid still: the one-at-a-time path's (never locked here, so a batch never takes the same rows twice).
      sql`NOT EXISTS (SELECT 1 FROM ${subscriptionPeriods} WHERE ${subscriptionPeriods.subscriptionId} = ${clientSubscriptions.id} AND ${subscriptionPeriods.status} = 'due')`,
    ))
    // By due day (the index's order: no sort of every due row for each batch); within a day, any order.
    .orderBy(asc(clientSubscriptions.nextRenewalDate)).limit(size)
    .for('update', { of: clientSubscriptions, skipLocked: true });
  const outcomes: RenewalOutcome[] = [];
  const setAside: number[] = [];
  if (!rows.length) return { locked: 0, claims: [], outcomes, setAside };
  const actor = { type: 'system' as const, id: null };
  // The locked rows are their latest versions: what is still active and due today is worked, the rest left.
  const due = rows.filter((r) => r.sub.status === 'active' && r.sub.nextRenewalDate && r.sub.nextRenewalDate <= localDateOf(now, r.tz));
  const ending = due.filter((r) => r.sub.cancelAtPeriodEnd || !r.sub.autoRenew);
  if (ending.length) {
    await tx.update(clientSubscriptions).set({ status: 'cancelled', cancelledAt: now, nextRenewalDate: null, updatedAt: now })
      .where(inArray(clientSubscriptions.id, ending.map((r) => r.sub.id)));
    await insertRows(tx, auditLog, ending.map((r) => ({
      groupId: r.groupId, clinicId: r.sub.clinicId, actorType: actor.type, actorId: actor.id, action: 'subscription.ended', entityType: 'client_subscription',
      entityId: r.sub.id, after: { on: r.sub.nextRenewalDate },
    })));
    outcomes.push(...ending.map(() => 'ended' as const));
  }
  const renewing0 = due.filter((r) => !r.sub.cancelAtPeriodEnd && r.sub.autoRenew);
  if (!renewing0.length) return { locked: rows.length, claims: [], outcomes, setAside };
  const known = await tx.select({
    subscriptionId: subscriptionPeriods.subscriptionId, last: sql<number>`max(${subscriptionPeriods.index})::int`,
    unpaid: sql<boolean>`bool_or(${subscriptionPeriods.status} = 'due')`,
  }).from(subscriptionPeriods).where(inArray(subscriptionPeriods.subscriptionId, renewing0.map((r) => r.sub.id))).groupBy(subscriptionPeriods.subscriptionId);
  const last = new Map(known.map((k) => [k.subscriptionId, k]));
  // Something unpaid since the lock's snapshot (a claim in flight, a period the desk has not taken): one at a time
  // decides which to charge.
  const renewing = renewing0.filter((r) => {
    if (!last.get(r.sub.id)?.unpaid) return true;
    setAside.push(r.sub.id);
    return false;
  });
  if (!renewing.length) return { locked: rows.length, claims: [], outcomes, setAside };
  // The plans' terms as they are now (a plan change applies from the next period), read once per plan.
  const terms = new Map<number, Awaited<ReturnType<typeof planTerms>>>();
  for (const planId of new Set(renewing.map((r) => r.sub.planId))) terms.set(planId, await planTerms(tx, planId));
  const planned = renewing.map((r) => {
    const range = periodRange(r.sub.anchorDate, r.sub.periodicity as Periodicity, (last.get(r.sub.id)?.last ?? -1) + 1);
    return { ...r, range, terms: terms.get(r.sub.planId)! };
  });
  const values = planned.map((p): PeriodRow => {
    const priced = p.terms.priceMinor > 0;
    return {
      id: 0, subscriptionId: p.sub.id, index: p.range.index, startDate: p.range.start, endDate: p.range.end, ...p.terms, status: priced ? 'due' : 'waived', saleId: null,
      // Claimed as it opens: attempt 1 of a priced period (step A's claim, as `openAndClaim` makes it).
      nextAttemptDate: priced ? p.range.start : null, chargingSince: priced ? now : null, attempts: priced ? 1 : 0, failureCode: null, intentRef: null, createdAt: now,
    };
  });
  const inserted = await insertRows<typeof subscriptionPeriods, { id: number; subscription_id: number }>(
    tx, subscriptionPeriods, values.map(({ id: _id, ...v }) => v), sql`ON CONFLICT DO NOTHING RETURNING id, subscription_id`,
  );
  const idOf = new Map(inserted.map((r) => [Number(r.subscription_id), Number(r.id)]));
  const periodOf = new Map(values.filter((v) => idOf.has(v.subscriptionId)).map((v) => [v.subscriptionId, { ...v, id: idOf.get(v.subscriptionId)! }]));
  const opened = planned.filter((p) => {
    if (periodOf.has(p.sub.id)) return true;
    setAside.push(p.sub.id);
    return false;
  });
  if (!opened.length) return { locked: rows.length, claims: [], outcomes, setAside };
  const next = opened.map((p) => sql`(${p.sub.id}::int, ${p.range.end}::date)`);
  await tx.execute(sql`UPDATE client_subscriptions AS s SET next_renewal_date = v.next, updated_at = ${now.toISOString()}::timestamptz
    FROM (VALUES ${sql.join(next, sql`, `)}) AS v(id, next) WHERE s.id = v.id`);
  await insertRows(tx, auditLog, opened.map((p) => ({
    groupId: p.groupId, clinicId: p.sub.clinicId, actorType: actor.type, actorId: actor.id, action: 'subscription.renewed', entityType: 'client_subscription', entityId: p.sub.id,
    after: { index: p.range.index, start: p.range.start, end: p.range.end, price_minor: p.terms.priceMinor },
  })));
  const cardRefs = [...new Set(opened.flatMap((p) => (p.sub.cardId ? [p.sub.cardId] : [])))];
  const cards = cardRefs.length
    ? await tx.select().from(savedCards).where(and(eq(savedCards.provider, rt.provider.name), inArray(savedCards.cardRef, cardRefs), isNull(savedCards.removedAt)))
    : [];
  // Invoiced per clinic, in clinic order (the number blocks are always locked in one order).
  const priced = opened.filter((p) => p.terms.priceMinor > 0);
  const currency = new Map<number, string>();
  for (const clinicId of [...new Set(priced.map((p) => p.sub.clinicId))].sort((a, b) => a - b)) {
    const mine = priced.filter((p) => p.sub.clinicId === clinicId);
    const issued = await issueCustomSalesIn(tx, { groupId: mine[0].groupId, clinicId, userId: null }, mine.map((p) => ({
      clientId: p.sub.clientId, petId: p.sub.petId, vetId: p.sub.vetId, note: `${p.terms.planName}: ${p.range.start} – ${p.range.end}`,
      lineName: `${p.terms.planName} (${p.range.start} – ${p.range.end})`, unitPriceMinor: p.terms.priceMinor,
    })), now, async (saleIds) => {
      const links = mine.map((p, i) => sql`(${periodOf.get(p.sub.id)!.id}::int, ${saleIds[i]}::int)`);
      await tx.execute(sql`UPDATE subscription_periods AS p SET sale_id = v.sale FROM (VALUES ${sql.join(links, sql`, `)}) AS v(id, sale) WHERE p.id = v.id`);
      mine.forEach((p, i) => { periodOf.get(p.sub.id)!.saleId = saleIds[i]; });
    });
    currency.set(clinicId, isoCurrency(issued.currency, mine[0].country));
  }
  const claims = priced.map((p): Claim => ({
    period: periodOf.get(p.sub.id)!, sub: { ...p.sub, nextRenewalDate: p.range.end, updatedAt: now }, attempt: 1,
    card: cards.find((c) => c.cardRef === p.sub.cardId && c.clientId === p.sub.clientId) ?? null, currency: currency.get(p.sub.clinicId)!, groupId: p.groupId,
  }));
  return { locked: rows.length, claims, outcomes, setAside };
}

/**
 * Step C of a batch for the charges that succeeded, in the caller's transaction: the same rows as `recordAttempt`
 * and `recordPayment` → `applySaleIntentTx` write for one (the card row naming the intent, one sale payment per
 * intent, its audit row, the period paid, the receipt), set-based. Locks in the one order: the subscriptions, their
 * periods, their sales. A claim recorded meanwhile by someone else is left alone; a charge that pays beyond what
 * is due, or whose payment exists already, takes the path of one.
 */
async function recordPaidBatch(tx: Tx, rt: PaymentsRuntime, paid: { claim: Claim; intent: IntentSnapshot }[]): Promise<RenewalOutcome[]> {
  const now = new Date(rt.now());
  const subIds = [...new Set(paid.map((p) => p.claim.sub.id))];
  const subs = await tx.select().from(clientSubscriptions).where(inArray(clientSubscriptions.id, subIds)).orderBy(asc(clientSubscriptions.id)).for('update');
  const periods = await tx.select().from(subscriptionPeriods).where(inArray(subscriptionPeriods.id, paid.map((p) => p.claim.period.id)))
    .orderBy(asc(subscriptionPeriods.id)).for('update');
  const subOf = new Map(subs.map((s) => [s.id, s]));
  const periodOf = new Map(periods.map((p) => [p.id, p]));
  const outcomes: RenewalOutcome[] = [];
  const live = paid.flatMap(({ claim, intent }) => {
    const period = periodOf.get(claim.period.id)!;
    if (period.status !== 'due' || !period.chargingSince || period.attempts !== claim.attempt || !period.saleId) {
      outcomes.push('idle');
      return [];
    }
    return [{ claim, intent, period, sub: subOf.get(claim.sub.id)!, saleId: period.saleId }];
  });
  if (!live.length) return outcomes;
  const saleIds = live.map((l) => l.saleId).sort((a, b) => a - b);
  const dueRows = await tx.execute(sql`SELECT s.id, s.total_minor - (SELECT coalesce(sum(p.applied_minor), 0) FROM sale_payments p WHERE p.sale_id = s.id) AS due
    FROM sales s WHERE s.id IN (${sql.join(saleIds.map((id) => sql`${id}`), sql`, `)}) ORDER BY s.id FOR UPDATE OF s`);
  const dueOf = new Map(((dueRows as unknown as { rows?: { id: number; due: string | number }[] }).rows ?? (dueRows as unknown as { id: number; due: string | number }[]))
    .map((r) => [Number(r.id), Math.max(0, Number(r.due))]));
  // A payment link of these invoices the client opened but never paid gives way to the charge that paid it.
  await tx.update(saleCardPayments).set({ status: 'cancelled', clientSecret: null, updatedAt: now })
    .where(and(inArray(saleCardPayments.saleId, saleIds), eq(saleCardPayments.status, 'open')));
  const plain = live.filter((l) => l.intent.amountMinor <= (dueOf.get(l.saleId) ?? 0));
  const reference = (i: IntentSnapshot) => `card${i.latestCharge?.brand ? ` ${i.latestCharge.brand}` : ''}${i.latestCharge?.last4 ? ` •••• ${i.latestCharge.last4}` : ''}`.slice(0, 120);
  const payments = await insertRows<typeof salePayments, { id: number; provider_ref: string }>(tx, salePayments, plain.map((l) => ({
    clinicId: l.sub.clinicId, saleId: l.saleId, clientId: l.sub.clientId, method: ONLINE_PAYMENT_METHOD, amountMinor: l.intent.amountMinor, appliedMinor: l.intent.amountMinor,
    reference: reference(l.intent), providerRef: l.intent.id, createdBy: null, createdAt: now,
  })), sql`ON CONFLICT DO NOTHING RETURNING id, provider_ref`);
  const paymentOf = new Map(payments.map((p) => [p.provider_ref, Number(p.id)]));
  const batched = plain.filter((l) => paymentOf.has(l.intent.id));
  if (batched.length) {
    await insertRows(tx, saleCardPayments, batched.map((l) => ({
      clinicId: l.sub.clinicId, saleId: l.saleId, clientId: l.sub.clientId, amountMinor: l.intent.amountMinor, currency: l.intent.currency, provider: rt.provider.name,
      providerRef: l.intent.id, status: 'succeeded' as const, method: ONLINE_PAYMENT_METHOD, attempts: 1, salePaymentId: paymentOf.get(l.intent.id)!,
      cardLast4: l.intent.latestCharge?.last4 ?? null, cardBrand: l.intent.latestCharge?.brand ?? null, createdAt: now, updatedAt: now,
    })));
    await insertRows(tx, auditLog, batched.map((l) => ({
      groupId: l.claim.groupId, clinicId: l.sub.clinicId, actorType: 'parent' as const, actorId: l.sub.clientId, action: 'sale.paid_online', entityType: 'sale', entityId: l.saleId,
      after: { payment_id: paymentOf.get(l.intent.id), amount_minor: l.intent.amountMinor, applied_minor: l.intent.amountMinor, intent: l.intent.id, card_last4: l.intent.latestCharge?.last4 ?? null },
    })));
  }
  // Beyond what is due (paid meanwhile in part), or its payment recorded already: the path of one charge.
  for (const l of live.filter((x) => !paymentOf.has(x.intent.id))) await recordPayment(tx, rt, l.period, l.sub, l.intent, now);
  const settled = sql.join(live.map((l) => sql`(${l.period.id}::int, ${l.intent.id}::varchar)`), sql`, `);
  await tx.execute(sql`UPDATE subscription_periods AS p SET status = 'paid', charging_since = NULL, next_attempt_date = NULL, failure_code = NULL, intent_ref = v.intent
    FROM (VALUES ${settled}) AS v(id, intent) WHERE p.id = v.id`);
  const pastDue = live.filter((l) => l.sub.status === 'past_due').map((l) => l.sub.id);
  if (pastDue.length) await tx.update(clientSubscriptions).set({ status: 'active', statusReason: null, updatedAt: now }).where(inArray(clientSubscriptions.id, pastDue));
  await queueRenewalReceipts(tx, live.map((l) => ({ sub: l.sub, period: l.period, last4: l.intent.latestCharge?.last4 ?? l.claim.card?.last4 ?? null })));
  outcomes.push(...live.map(() => 'paid' as const));
  return outcomes;
}
