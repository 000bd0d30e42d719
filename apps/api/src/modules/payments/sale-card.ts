import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  clientCreditMovements, clinicPreferences, clinics, isUniqueViolation, petParents, saleCardPayments, saleLines, salePayLinks, salePayments, sales,
  type DbOrTx, type Tx,
} from '@vetclinic/db';
import type { TPublicSalePay, TSalePayState, TSimulatedCardInput } from '@vetclinic/domain';
import { isoCurrency } from '@vetclinic/domain/money/currency';
import { formatMoney } from '@vetclinic/domain/money/format-money';
import { saleDue } from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { newOpaqueToken, sha256 } from '../../lib/tokens';
import { PaymentProviderError, type IntentSnapshot } from '../../providers/payments';
import { notifyOutbox } from '../messaging/outbox';
import { creditBalance, lockCredit, saleMoney } from '../sales/service';
import type { PaymentsRuntime } from './runtime';
import { emitEvent } from '../webhooks/events';

/**
 * Online card payment of an issued sale (issue #16): a payment link (notification type 1 with `sale_id`) opens
 * /book/{slug}/pay/{token}; paying creates the provider intent for exactly the balance due and confirms it. The
 * intent's success becomes one sale payment with the online method — recorded by `applySaleIntentTx`, the same
 * path webhooks and the reconciliation job take, idempotent on the intent id (unique sale_payments.provider_ref).
 */

/** Payment method id of "online payment" (PAYMENT_METHODS in @vetclinic/domain). */
export const ONLINE_PAYMENT_METHOD = 5;
/** "card": a card charged at the desk. */
export const CARD_METHOD = 2;
/** A sale's payment link works for 30 days after it was sent. */
export const SALE_LINK_LIFETIME_MS = 30 * 24 * 3600_000;

type CardRow = typeof saleCardPayments.$inferSelect;
type SaleRow = typeof sales.$inferSelect;

export const salePayUrl = (publicUrl: string, slug: string, token: string) => `${publicUrl}/book/${slug}/pay/${token}`;

/** A new payment link of the sale (in the caller's transaction); answers its URL. */
export async function issueSalePayLink(tx: DbOrTx, sale: { id: number; clinicId: number }, opts: { publicUrl: string; slug: string; userId: number | null; now?: Date }) {
  const now = opts.now ?? new Date();
  const token = newOpaqueToken();
  await tx.insert(salePayLinks).values({ tokenHash: sha256(token), saleId: sale.id, clinicId: sale.clinicId, expiresAt: new Date(now.getTime() + SALE_LINK_LIFETIME_MS), createdBy: opts.userId, createdAt: now });
  return salePayUrl(opts.publicUrl, opts.slug, token);
}

async function paidOf(db: DbOrTx, saleId: number): Promise<number> {
  const [{ paid }] = await db.select({ paid: sql<number>`coalesce(sum(${salePayments.appliedMinor}), 0)::bigint` }).from(salePayments).where(eq(salePayments.saleId, saleId));
  return Number(paid);
}

/**
 * The sale of a staff member's clinic that a payment link may point at: issued, of this client, with a balance due
 * (what is left after payments, posted credit notes and refunds), and what the mail says of it: the invoice number
 * and that balance in the clinic's currency format (docs/decisions.md "Payment link mail of an invoice").
 */
export async function payableSaleForLink(db: DbOrTx, clinicId: number, clientId: number, saleId: number): Promise<SaleRow & { mail: { number: number; amount: string } }> {
  const [sale] = await db.select().from(sales).where(and(eq(sales.id, saleId), eq(sales.clinicId, clinicId), eq(sales.clientId, clientId)));
  if (!sale) throw notFound();
  if (sale.status !== 'issued') throw new AppError('invalid_state', 'sales.errors.not_issued');
  const due = saleDue({ total: sale.totalMinor, ...(await saleMoney(db, sale.id)) });
  if (due <= 0) throw new AppError('invalid_state', 'sales.errors.already_paid');
  const { currencyFirst } = await clinicCurrency(db, clinicId);
  return { ...sale, mail: { number: sale.number!, amount: formatMoney(due, sale.currency, currencyFirst) } };
}

/** The sale a link opens; a wrong, expired or unknown token is 404 (never says which). */
async function saleOfToken(db: DbOrTx, token: string, now: number): Promise<SaleRow> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound('errors.link_not_found');
  const [link] = await db.select().from(salePayLinks).where(eq(salePayLinks.tokenHash, sha256(token)));
  if (!link || link.expiresAt.getTime() <= now) throw notFound('errors.link_not_found');
  const [sale] = await db.select().from(sales).where(eq(sales.id, link.saleId));
  if (!sale) throw notFound('errors.link_not_found');
  return sale;
}

const liveCard = async (db: DbOrTx, saleId: number, forUpdate = false) => {
  const q = db.select().from(saleCardPayments).where(and(eq(saleCardPayments.saleId, saleId), inArray(saleCardPayments.status, ['open', 'processing']))).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
};

async function clinicCurrency(db: DbOrTx, clinicId: number) {
  const [row] = await db.select({ c: clinics, p: clinicPreferences }).from(clinics).leftJoin(clinicPreferences, eq(clinicPreferences.clinicId, clinics.id)).where(eq(clinics.id, clinicId));
  return { clinic: row.c, currencyFirst: Boolean(row.p?.currencyFirst ?? 0), country: row.c.countryIsoCode };
}

async function publicView(rt: PaymentsRuntime, sale: SaleRow): Promise<TPublicSalePay> {
  const [money, lines, paid, live, [client], [lastPaid]] = await Promise.all([
    clinicCurrency(rt.db, sale.clinicId),
    rt.db.select().from(saleLines).where(eq(saleLines.saleId, sale.id)).orderBy(asc(saleLines.position), asc(saleLines.id)),
    paidOf(rt.db, sale.id),
    liveCard(rt.db, sale.id),
    rt.db.select({ first: petParents.firstName }).from(petParents).where(eq(petParents.id, sale.clientId)),
    rt.db.select().from(saleCardPayments).where(and(eq(saleCardPayments.saleId, sale.id), eq(saleCardPayments.status, 'succeeded'))).orderBy(desc(saleCardPayments.updatedAt)).limit(1),
  ]);
  const due = sale.status === 'issued' ? Math.max(0, sale.totalMinor - paid) : 0;
  let state: TSalePayState = 'payable';
  if (sale.status !== 'issued') state = 'not_payable';
  else if (due <= 0) state = 'paid';
  else if (live?.status === 'processing') state = 'processing';
  const payable = state === 'payable';
  return {
    clinic: { name: money.clinic.name, slug: money.clinic.slug, phone: money.clinic.phone },
    number: sale.number,
    issued_at: sale.issuedAt?.toISOString() ?? null,
    client_first_name: client?.first ?? '',
    currency: sale.currency,
    currency_first: money.currencyFirst,
    lines: lines.map((l) => ({ name: l.name, quantity: l.quantity, unit_label: l.unitLabel, total: l.totalMinor })),
    total: sale.totalMinor,
    paid,
    due,
    state,
    provider: rt.provider.name,
    client_secret: payable && live?.amountMinor === due ? live.clientSecret : null,
    publishable_key: rt.provider.name === 'stripe' ? rt.provider.publishableKey : null,
    failure_code: payable && live?.method === ONLINE_PAYMENT_METHOD ? live.failureCode : null,
    paid_card_last4: lastPaid?.cardLast4 ?? null,
  };
}

/** GET /public/sale-payments/{token}. For Stripe, the intent for the balance due is created here (the browser confirms it). */
export async function readSalePay(rt: PaymentsRuntime, token: string): Promise<TPublicSalePay> {
  let sale = await saleOfToken(rt.db, token, rt.now());
  if (rt.provider.name === 'stripe' && sale.status === 'issued') {
    await ensureSaleIntent(rt, sale).catch((err: unknown) => rt.log.warn({ err, sale: sale.id }, 'sale intent not created yet'));
    sale = await saleOfToken(rt.db, token, rt.now());
  }
  return publicView(rt, sale);
}

/**
 * The sale's live intent for exactly its balance due, created once: a live intent for another amount (the
 * balance changed since: a payment at the desk) is cancelled first, unless it is being confirmed (409).
 */
interface IntentFor { amount?: number; method?: 2 | 5; userId?: number | null }

async function ensureSaleIntent(rt: PaymentsRuntime, sale0: SaleRow, opts: IntentFor = {}): Promise<CardRow> {
  const method = opts.method ?? ONLINE_PAYMENT_METHOD;
  const now = new Date(rt.now());
  let row: CardRow;
  let stale: CardRow | null = null;
  try {
    row = await rt.db.transaction(async (tx) => {
      const [sale] = await tx.select().from(sales).where(eq(sales.id, sale0.id)).for('update');
      if (sale.status !== 'issued') throw new AppError('invalid_state', 'sales.errors.not_issued');
      const due = sale.totalMinor - (await paidOf(tx, sale.id));
      if (due <= 0) throw new AppError('invalid_state', 'sales.errors.already_paid');
      const amount = opts.amount ?? due;
      if (amount > due) throw validation({ amount: ['sales.validation.card_above_due'] });
      const live = await liveCard(tx, sale.id, true);
      if (live && live.amountMinor === amount && live.method === method && live.provider === rt.provider.name) return live;
      if (live?.status === 'processing') throw new AppError('payment_in_progress');
      if (live) {
        await tx.update(saleCardPayments).set({ status: 'cancelled', clientSecret: null, updatedAt: now }).where(eq(saleCardPayments.id, live.id));
        stale = live;
      }
      const { country } = await clinicCurrency(tx, sale.clinicId);
      const [created] = await tx.insert(saleCardPayments).values({
        clinicId: sale.clinicId, saleId: sale.id, clientId: sale.clientId, amountMinor: amount, currency: isoCurrency(sale.currency, country),
        provider: rt.provider.name, status: 'open', method, createdBy: opts.userId ?? null, createdAt: now, updatedAt: now,
      }).returning();
      return created;
    });
  } catch (err) {
    // Two first visits at once: the other one created the live intent.
    if (isUniqueViolation(err, 'sale_card_payments_live_idx')) {
      const again = await liveCard(rt.db, sale0.id);
      if (again) return ensureProviderIntent(rt, again);
    }
    throw err;
  }
  const old = stale as CardRow | null;
  if (old?.providerRef) await rt.provider.cancelIntent(old.providerRef, `sale-card-${old.id}-cancel`).catch((err: unknown) => rt.log.warn({ err, card: old.id }, 'stale sale intent not cancelled'));
  return ensureProviderIntent(rt, row);
}

/** The provider's intent of a card row, created once (idempotency key per row). */
async function ensureProviderIntent(rt: PaymentsRuntime, row: CardRow): Promise<CardRow> {
  if (row.providerRef) return row;
  const [clinic] = await rt.db.select({ name: clinics.name }).from(clinics).where(eq(clinics.id, row.clinicId));
  const [sale] = await rt.db.select({ number: sales.number }).from(sales).where(eq(sales.id, row.saleId));
  let intent: IntentSnapshot;
  try {
    intent = await rt.provider.createIntent({
      amountMinor: row.amountMinor,
      currency: row.currency,
      description: `Invoice ${sale?.number ?? row.saleId} — ${clinic?.name ?? 'clinic'}`,
      metadata: { sale_card_payment_id: row.id, sale_id: String(row.saleId), clinic_id: String(row.clinicId) },
      idempotencyKey: `sale-card-${row.id}-intent`,
    });
  } catch (err) {
    rt.log.warn({ err, card: row.id }, 'the provider did not create the sale payment intent');
    throw new AppError('upstream_unavailable', 'errors.payment_provider_unavailable');
  }
  const [updated] = await rt.db.update(saleCardPayments).set({ providerRef: intent.id, clientSecret: intent.clientSecret, updatedAt: new Date(rt.now()) })
    .where(and(eq(saleCardPayments.id, row.id), sql`${saleCardPayments.providerRef} IS NULL`)).returning();
  if (updated) return updated;
  const [now] = await rt.db.select().from(saleCardPayments).where(eq(saleCardPayments.id, row.id));
  return now;
}

/**
 * POST /public/sale-payments/{token}/pay (simulated provider's card form). One attempt at a time per sale: the
 * live intent is claimed (open → processing) in one conditional UPDATE, so simultaneous submits charge once and
 * the others answer 409 payment_in_progress. A crash after the provider charged leaves the row in processing
 * for the reconciliation job, which reads the provider's truth and records the payment.
 */
export async function paySaleByCard(rt: PaymentsRuntime, token: string, card: TSimulatedCardInput): Promise<TPublicSalePay> {
  if (rt.provider.name !== 'simulated' || !rt.provider.confirmWithCard) throw new AppError('wrong_provider');
  const sale = await saleOfToken(rt.db, token, rt.now());
  await confirmCard(rt, await ensureSaleIntent(rt, sale), card);
  return publicView(rt, await saleOfToken(rt.db, token, rt.now()));
}

/**
 * The desk charges a card through the provider (simulated provider only: a card-present terminal is not a
 * PaymentIntent confirmed with typed card data) for `amount`, at most what is due. Same claim, same apply path,
 * same reconciliation as the client's link; recorded as a card payment (method 2) by this staff member.
 */
export async function chargeSaleAtDesk(rt: PaymentsRuntime, scope: { clinicId: number; userId: number | null }, saleId: number, input: { amount: number; card: TSimulatedCardInput }) {
  if (rt.provider.name !== 'simulated' || !rt.provider.confirmWithCard) throw new AppError('wrong_provider');
  const [sale] = await rt.db.select().from(sales).where(and(eq(sales.id, saleId), eq(sales.clinicId, scope.clinicId)));
  if (!sale) throw notFound();
  if (sale.status !== 'issued') throw new AppError('invalid_state', 'sales.errors.not_issued');
  const live = await ensureSaleIntent(rt, sale, { amount: input.amount, method: CARD_METHOD, userId: scope.userId });
  await confirmCard(rt, live, input.card);
  const [after] = await rt.db.select().from(saleCardPayments).where(eq(saleCardPayments.id, live.id));
  return { status: after.status, failure_code: after.status === 'open' ? after.failureCode : null };
}

async function confirmCard(rt: PaymentsRuntime, live: CardRow, card: TSimulatedCardInput) {
  if (!rt.provider.confirmWithCard) throw new AppError('wrong_provider');
  if (!live.providerRef) throw new AppError('upstream_unavailable', 'errors.payment_provider_unavailable');
  const [claimed] = await rt.db.update(saleCardPayments)
    .set({ status: 'processing', attempts: sql`${saleCardPayments.attempts} + 1`, failureCode: null, updatedAt: new Date(rt.now()) })
    .where(and(eq(saleCardPayments.id, live.id), eq(saleCardPayments.status, 'open'))).returning();
  if (!claimed) throw new AppError('payment_in_progress');
  let intent: IntentSnapshot;
  try {
    intent = await rt.provider.confirmWithCard(live.providerRef, card, `sale-card-${live.id}-attempt-${claimed.attempts}`);
  } catch (err) {
    rt.log.warn({ err, card: live.id }, 'sale confirm failed; reading the intent back');
    try {
      intent = await rt.provider.retrieveIntent(live.providerRef);
    } catch {
      throw new AppError('upstream_unavailable', 'errors.payment_provider_unavailable');
    }
  }
  if (rt.failpoints.afterProviderCharge) throw new Error('failpoint: stopped after the provider charged, before our write');
  await applySaleIntent(rt, intent);
}

/** Stripe path (and a manual "check again"): read the live intent back from the provider and apply it. */
export async function syncSalePay(rt: PaymentsRuntime, token: string): Promise<TPublicSalePay> {
  const sale = await saleOfToken(rt.db, token, rt.now());
  // Stripe: no intent yet (the provider was down when the page was read): make it now, for the browser to confirm.
  if (rt.provider.name === 'stripe' && sale.status === 'issued' && !(await liveCard(rt.db, sale.id))?.providerRef) {
    await ensureSaleIntent(rt, sale).catch((err: unknown) => {
      if (err instanceof AppError && err.code !== 'upstream_unavailable') return;
      throw err;
    });
  }
  const rows = await rt.db.select().from(saleCardPayments)
    .where(and(eq(saleCardPayments.saleId, sale.id), eq(saleCardPayments.provider, rt.provider.name), inArray(saleCardPayments.status, ['open', 'processing'])));
  for (const r of rows) {
    if (!r.providerRef) continue;
    const intent = await rt.provider.retrieveIntent(r.providerRef).catch((err: unknown) => {
      rt.log.warn({ err, card: r.id }, 'sale sync: provider unreachable');
      throw new AppError('upstream_unavailable', 'errors.payment_provider_unavailable');
    });
    await applySaleIntent(rt, intent);
  }
  return publicView(rt, await saleOfToken(rt.db, token, rt.now()));
}

export async function applySaleIntent(rt: PaymentsRuntime, intent: IntentSnapshot) {
  await rt.db.transaction((tx) => applySaleIntentTx(tx, rt, intent));
  notifyOutbox();
}

/**
 * The one place a provider's sale intent becomes ours (pay answer, webhook, reconciliation). Idempotent: a
 * succeeded intent inserts its sale payment once (ON CONFLICT on the intent id); an older state after a newer
 * one changes nothing. What the charge pays beyond what is still due (the balance changed meanwhile) becomes
 * the client's credit, as at the desk. Answers whether an intent of ours was found.
 */
export async function applySaleIntentTx(tx: Tx, rt: PaymentsRuntime, intent: IntentSnapshot): Promise<boolean> {
  const ofIntent = and(eq(saleCardPayments.provider, rt.provider.name), eq(saleCardPayments.providerRef, intent.id));
  const [found] = await tx.select({ saleId: saleCardPayments.saleId }).from(saleCardPayments).where(ofIntent);
  if (!found) return false;
  // One lock order everywhere: the sale, then its card rows (as ensureSaleIntent takes them). Card first here
  // deadlocked against a second payer opening the page (PostgreSQL 40P01 under 20 simultaneous confirms).
  await tx.select({ id: sales.id }).from(sales).where(eq(sales.id, found.saleId)).for('update');
  const [row] = await tx.select().from(saleCardPayments).where(ofIntent).for('update');
  if (!row) return false;
  const now = new Date(rt.now());
  const lc = intent.latestCharge;
  if (intent.status === 'succeeded') {
    if (row.status === 'succeeded') return true;
    const [sale] = await tx.select().from(sales).where(eq(sales.id, row.saleId)).for('update');
    const due = Math.max(0, sale.totalMinor - (await paidOf(tx, sale.id)));
    const amount = intent.amountMinor;
    const applied = Math.min(amount, due);
    const reference = `card${lc?.brand ? ` ${lc.brand}` : ''}${lc?.last4 ? ` •••• ${lc.last4}` : ''}`.slice(0, 120);
    const [payment] = await tx.insert(salePayments).values({
      clinicId: row.clinicId, saleId: row.saleId, clientId: row.clientId, method: row.method, amountMinor: amount, appliedMinor: applied,
      reference, providerRef: intent.id, createdBy: row.createdBy, createdAt: now,
    }).onConflictDoNothing().returning();
    let paymentId = payment?.id ?? null;
    if (payment && amount > applied) {
      await lockCredit(tx, row.clinicId, row.clientId);
      const credit = await creditBalance(tx, row.clinicId, row.clientId);
      await tx.insert(clientCreditMovements).values({
        clinicId: row.clinicId, clientId: row.clientId, deltaMinor: amount - applied, balanceAfterMinor: credit + amount - applied, kind: 'overpayment',
        saleId: row.saleId, paymentId: payment.id, note: 'online card payment beyond the balance due', createdAt: now,
      });
    }
    if (!payment) [{ id: paymentId }] = await tx.select({ id: salePayments.id }).from(salePayments).where(eq(salePayments.providerRef, intent.id));
    await tx.update(saleCardPayments).set({
      status: 'succeeded', salePaymentId: paymentId, clientSecret: null, failureCode: null, cardLast4: lc?.last4 ?? row.cardLast4, cardBrand: lc?.brand ?? row.cardBrand, updatedAt: now,
    }).where(eq(saleCardPayments.id, row.id));
    if (payment) {
      const [clinic] = await tx.select({ groupId: clinics.groupId }).from(clinics).where(eq(clinics.id, row.clinicId));
      await writeAudit(tx, {
        groupId: clinic.groupId, clinicId: row.clinicId, entityType: 'sale', entityId: row.saleId,
        ...(row.method === CARD_METHOD ? { actor: { type: 'staff' as const, id: row.createdBy }, action: 'sale.card_charged' } : { actor: { type: 'parent' as const, id: row.clientId }, action: 'sale.paid_online' }),
        after: { payment_id: payment.id, amount_minor: amount, applied_minor: applied, intent: intent.id, card_last4: lc?.last4 ?? null },
      });
      await emitEvent(tx, { clinicId: row.clinicId, type: 'payment.received', data: {
        sale_id: row.saleId, client_id: row.clientId, payment_id: payment.id, amount_minor: amount, currency: sale.currency, methods: [row.method],
      } }, now);
    }
    return true;
  }
  if (intent.status === 'processing') {
    if (row.status === 'open') await tx.update(saleCardPayments).set({ status: 'processing', updatedAt: now }).where(eq(saleCardPayments.id, row.id));
    return true;
  }
  if (intent.status === 'canceled') {
    if (row.status === 'open' || row.status === 'processing') await tx.update(saleCardPayments).set({ status: 'cancelled', clientSecret: null, updatedAt: now }).where(eq(saleCardPayments.id, row.id));
    return true;
  }
  // requires_payment_method / requires_action: no money moved by this attempt; the client may try again.
  if (row.status === 'processing') {
    const failure = lc?.status === 'failed' ? lc.failureCode ?? 'card_declined' : 'processing_error';
    await tx.update(saleCardPayments).set({ status: 'open', failureCode: failure, cardLast4: lc?.last4 ?? row.cardLast4, cardBrand: lc?.brand ?? row.cardBrand, updatedAt: now })
      .where(eq(saleCardPayments.id, row.id));
  }
  return true;
}

/** Reconciliation: sale intents left in processing (a crash after the charge, a lost webhook) take the provider's state. */
export async function reconcileSaleCards(rt: PaymentsRuntime, cutoff: Date) {
  const stuck = await rt.db.select().from(saleCardPayments)
    .where(and(eq(saleCardPayments.status, 'processing'), eq(saleCardPayments.provider, rt.provider.name), lte(saleCardPayments.updatedAt, cutoff))).limit(500);
  const out = { reconciled: 0, errors: 0 };
  for (const r of stuck) {
    try {
      if (!r.providerRef) {
        await rt.db.update(saleCardPayments).set({ status: 'open', failureCode: 'processing_error', updatedAt: new Date(rt.now()) })
          .where(and(eq(saleCardPayments.id, r.id), eq(saleCardPayments.status, 'processing')));
      } else {
        await applySaleIntent(rt, await rt.provider.retrieveIntent(r.providerRef));
      }
      out.reconciled++;
    } catch (err) {
      if (err instanceof PaymentProviderError && !err.retryable) rt.log.error({ err, card: r.id }, 'sale intent unknown to the provider');
      out.errors++;
      rt.log.warn({ err, card: r.id }, 'reconciliation failed for a sale card payment');
    }
  }
  return out;
}
