import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { simPspCards, simPspIntents, type Db } from '@vetclinic/db';
import type { PaymentFailureCode } from '@vetclinic/domain';
import {
  PaymentProviderError, WebhookSignatureError,
  type CardSource, type IntentSnapshot, type PaymentProvider, type ProviderEvent, type RefundResult, type SavedCardRef, type SimulatedCard,
} from './payment-provider';

type IntentRow = typeof simPspIntents.$inferSelect;

/** Stripe's documented test numbers and what they do; any other Luhn-valid number succeeds. */
const OUTCOMES: Record<string, PaymentFailureCode> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
};

export const SIMULATED_SIGNATURE_HEADER = 'x-simulated-signature';

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

export interface SimulatedEvent { id: string; type: string; data: { object: { id: string; object: 'payment_intent' } } }

/**
 * A fake payment provider for development and tests that behaves like a remote PSP: its books live
 * in their own table (so they survive our crashes, like a real provider's would), calls are
 * idempotent by key, and every state change emits a signed event that goes through the same
 * webhook handling as Stripe's. Card data never leaves this process.
 */
export class SimulatedPaymentProvider implements PaymentProvider {
  readonly name = 'simulated' as const;
  readonly publishableKey = null;
  /** Tests: false = events are still recorded but not delivered (a lost webhook). */
  deliverEvents = true;
  /** Every event emitted, newest last (bounded), so tests and tools can re-deliver them. */
  readonly emitted: SimulatedEvent[] = [];
  private listeners: ((event: SimulatedEvent) => Promise<void>)[] = [];
  /** The provider's clock: a saved card past its expiry month declines (tests set the payments clock). */
  clock: () => number = Date.now;

  constructor(private readonly db: Db, private readonly webhookSecret: string) {}

  onEvent(listener: (event: SimulatedEvent) => Promise<void>): () => void {
    this.listeners.push(listener);
    return () => { this.listeners = this.listeners.filter((l) => l !== listener); };
  }

  /** The raw body and headers of an event as the provider would POST it to our webhook URL. */
  signedDelivery(event: SimulatedEvent): { body: string; headers: Record<string, string> } {
    const body = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: this.webhookSecret });
    return { body, headers: { 'content-type': 'application/json', [SIMULATED_SIGNATURE_HEADER]: signature } };
  }

  async createIntent(input: { amountMinor: number; currency: string; metadata: Record<string, string>; idempotencyKey: string }): Promise<IntentSnapshot> {
    if (!Number.isInteger(input.amountMinor) || input.amountMinor <= 0) throw new PaymentProviderError('amount must be a positive integer', false, 'parameter_invalid_integer');
    const id = `sim_pi_${randomBytes(12).toString('hex')}`;
    const [row] = await this.db.insert(simPspIntents).values({
      id,
      idempotencyKey: input.idempotencyKey,
      amountMinor: input.amountMinor,
      currency: input.currency.toUpperCase(),
      status: 'requires_payment_method',
      clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      metadata: input.metadata,
    }).onConflictDoNothing({ target: simPspIntents.idempotencyKey }).returning();
    if (row) return snapshot(row);
    // Same key again: the first answer, as Stripe does.
    const [existing] = await this.db.select().from(simPspIntents).where(eq(simPspIntents.idempotencyKey, input.idempotencyKey));
    return snapshot(existing);
  }

  async retrieveIntent(id: string): Promise<IntentSnapshot> {
    const [row] = await this.db.select().from(simPspIntents).where(eq(simPspIntents.id, id));
    if (!row) throw new PaymentProviderError(`No such payment_intent: '${id}'`, false, 'resource_missing');
    return snapshot(row);
  }

  async cancelIntent(id: string): Promise<IntentSnapshot> {
    const changed = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(simPspIntents).where(eq(simPspIntents.id, id)).for('update');
      if (!row) throw new PaymentProviderError(`No such payment_intent: '${id}'`, false, 'resource_missing');
      if (row.status === 'succeeded' || row.status === 'canceled') return { row, event: null };
      const [updated] = await tx.update(simPspIntents).set({ status: 'canceled' }).where(eq(simPspIntents.id, id)).returning();
      return { row: updated, event: 'payment_intent.canceled' };
    });
    if (changed.event) this.emit(changed.event, id);
    return snapshot(changed.row);
  }

  async confirmWithCard(intentId: string, card: SimulatedCard, idempotencyKey: string): Promise<IntentSnapshot> {
    const digits = card.card_number.replace(/[\s-]/g, '');
    const out = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(simPspIntents).where(eq(simPspIntents.id, intentId)).for('update');
      if (!row) throw new PaymentProviderError(`No such payment_intent: '${intentId}'`, false, 'resource_missing');
      if (row.requests[idempotencyKey]) return { row, event: null };
      if (row.status === 'succeeded' || row.status === 'canceled') {
        throw new PaymentProviderError(`This PaymentIntent's status is ${row.status}`, false, 'payment_intent_unexpected_state');
      }
      const failure = OUTCOMES[digits] ?? null;
      const chargeId = `sim_ch_${randomBytes(12).toString('hex')}`;
      const [updated] = await tx.update(simPspIntents).set({
        status: failure ? 'requires_payment_method' : 'succeeded',
        latestCharge: chargeId,
        lastErrorCode: failure,
        cardLast4: digits.slice(-4),
        cardBrand: brandOf(digits),
        requests: { ...row.requests, [idempotencyKey]: { charge: chargeId } },
      }).where(eq(simPspIntents.id, intentId)).returning();
      return { row: updated, event: failure ? 'payment_intent.payment_failed' : 'payment_intent.succeeded' };
    });
    if (out.event) this.emit(out.event, intentId);
    return snapshot(out.row);
  }

  async saveCard(input: { customerId: string | null; source: CardSource; email: string | null; name: string; idempotencyKey: string }): Promise<SavedCardRef> {
    if (!('card' in input.source)) throw new PaymentProviderError('The simulated provider saves cards from its own card form', false, 'parameter_invalid');
    const card = input.source.card;
    const digits = card.card_number.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits)) throw new PaymentProviderError('Your card number is incorrect.', false, 'incorrect_number');
    const [row] = await this.db.insert(simPspCards).values({
      id: `sim_pm_${randomBytes(12).toString('hex')}`,
      idempotencyKey: input.idempotencyKey,
      customerId: input.customerId ?? `sim_cus_${randomBytes(12).toString('hex')}`,
      brand: brandOf(digits),
      last4: digits.slice(-4),
      expMonth: card.exp_month,
      expYear: card.exp_year,
      // What the card will do when charged, as Stripe's test numbers do; the number itself is not kept.
      outcome: OUTCOMES[digits] ?? null,
    }).onConflictDoNothing({ target: simPspCards.idempotencyKey }).returning();
    const saved = row ?? (await this.db.select().from(simPspCards).where(eq(simPspCards.idempotencyKey, input.idempotencyKey)))[0];
    return { cardId: saved.id, customerId: saved.customerId, brand: saved.brand, last4: saved.last4, expMonth: saved.expMonth, expYear: saved.expYear };
  }

  async chargeSavedCard(input: {
    customerId: string; cardId: string; amountMinor: number; currency: string; metadata: Record<string, string>; idempotencyKey: string;
  }): Promise<IntentSnapshot> {
    if (!Number.isInteger(input.amountMinor) || input.amountMinor <= 0) throw new PaymentProviderError('amount must be a positive integer', false, 'parameter_invalid_integer');
    const id = `sim_pi_${randomBytes(12).toString('hex')}`;
    const at = new Date(this.clock());
    // One statement (a remote PSP's one request): the card looked up, its outcome (its test number's, or expired by
    // the provider's clock) and the intent inserted once per key; the same key again inserts nothing.
    const res = await this.db.execute(sql`
      WITH card AS (
        SELECT last4, brand, coalesce(outcome, CASE WHEN exp_year < ${at.getUTCFullYear()} OR (exp_year = ${at.getUTCFullYear()} AND exp_month < ${at.getUTCMonth() + 1})
          THEN 'expired_card' END) AS failure
        FROM ${simPspCards} WHERE id = ${input.cardId} AND customer_id = ${input.customerId}
      ), created AS (
        INSERT INTO ${simPspIntents} (id, idempotency_key, amount_minor, currency, status, client_secret, latest_charge, last_error_code, card_last4, card_brand, metadata)
        SELECT ${id}, ${input.idempotencyKey}, ${input.amountMinor}, ${input.currency.toUpperCase()},
          CASE WHEN failure IS NULL THEN 'succeeded' ELSE 'requires_payment_method' END, ${`${id}_secret_${randomBytes(12).toString('hex')}`},
          ${`sim_ch_${randomBytes(12).toString('hex')}`}, failure, last4, brand, ${JSON.stringify({ ...input.metadata, off_session: 'true' })}::jsonb
        FROM card
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING status, client_secret, latest_charge, last_error_code, card_last4, card_brand, metadata
      )
      SELECT EXISTS (SELECT 1 FROM card) AS found, (SELECT row_to_json(created) FROM created) AS created`);
    type Created = { status: string; client_secret: string; latest_charge: string; last_error_code: string | null; card_last4: string; card_brand: string; metadata: Record<string, string> };
    const [{ found, created }] = ((res as unknown as { rows?: { found: boolean; created: Created | null }[] }).rows ?? (res as unknown as { found: boolean; created: Created | null }[]));
    if (!found) throw new PaymentProviderError(`No such PaymentMethod: '${input.cardId}'`, false, 'resource_missing');
    if (created) {
      this.emit(created.last_error_code ? 'payment_intent.payment_failed' : 'payment_intent.succeeded', id);
      return snapshot({
        id, idempotencyKey: input.idempotencyKey, amountMinor: input.amountMinor, currency: input.currency.toUpperCase(), status: created.status,
        clientSecret: created.client_secret, latestCharge: created.latest_charge, lastErrorCode: created.last_error_code, cardLast4: created.card_last4,
        cardBrand: created.card_brand, metadata: created.metadata, requests: {}, refundedMinor: 0, createdAt: at,
      });
    }
    // Same key again: the first answer, and no second charge.
    const [existing] = await this.db.select().from(simPspIntents).where(eq(simPspIntents.idempotencyKey, input.idempotencyKey));
    return snapshot(existing);
  }

  async refund(input: { intentId: string; amountMinor: number; idempotencyKey: string }): Promise<RefundResult> {
    const out = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(simPspIntents).where(eq(simPspIntents.id, input.intentId)).for('update');
      if (!row) throw new PaymentProviderError(`No such payment_intent: '${input.intentId}'`, false, 'resource_missing');
      const before = row.requests[input.idempotencyKey] as RefundResult | undefined;
      if (before) return { result: before, fresh: false };
      if (row.status !== 'succeeded') throw new PaymentProviderError('This PaymentIntent has no successful charge to refund', false, 'charge_not_refundable');
      if (input.amountMinor <= 0 || row.refundedMinor + input.amountMinor > row.amountMinor) {
        throw new PaymentProviderError('Refund amount is greater than the unrefunded amount', false, 'amount_too_large');
      }
      const result: RefundResult = { id: `sim_re_${randomBytes(12).toString('hex')}`, status: 'succeeded', amountMinor: input.amountMinor };
      await tx.update(simPspIntents).set({
        refundedMinor: row.refundedMinor + input.amountMinor,
        requests: { ...row.requests, [input.idempotencyKey]: result },
      }).where(eq(simPspIntents.id, input.intentId));
      return { result, fresh: true };
    });
    if (out.fresh) this.emit('charge.refunded', input.intentId);
    return out.result;
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent {
    const header = headers[SIMULATED_SIGNATURE_HEADER];
    if (typeof header !== 'string') throw new WebhookSignatureError('missing signature');
    let event: SimulatedEvent;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, header, this.webhookSecret) as unknown as SimulatedEvent;
    } catch {
      throw new WebhookSignatureError('signature mismatch');
    }
    return toProviderEvent(event);
  }

  private emit(type: string, intentId: string) {
    const event: SimulatedEvent = { id: `sim_evt_${randomUUID()}`, type, data: { object: { id: intentId, object: 'payment_intent' } } };
    this.emitted.push(event);
    if (this.emitted.length > 500) this.emitted.shift();
    if (!this.deliverEvents) return;
    // After the caller's commit and answer, like a real webhook: never inside the request.
    setImmediate(() => {
      for (const l of this.listeners) l(event).catch(() => undefined);
    });
  }
}

export function toProviderEvent(event: { id: string; type: string; data?: { object?: { id?: string; object?: string; payment_intent?: string | { id: string } | null } } }): ProviderEvent {
  const obj = event.data?.object;
  let intentId: string | null = null;
  if (obj?.object === 'payment_intent' && obj.id) intentId = obj.id;
  else if (obj && (obj.object === 'charge' || obj.object === 'refund') && obj.payment_intent) {
    intentId = typeof obj.payment_intent === 'string' ? obj.payment_intent : obj.payment_intent.id;
  }
  if (typeof event.id !== 'string' || !event.id) throw new WebhookSignatureError('event without an id');
  return { id: event.id, type: typeof event.type === 'string' ? event.type : 'unknown', intentId: typeof intentId === 'string' ? intentId : null };
}

function snapshot(row: IntentRow): IntentSnapshot {
  const charged = row.latestCharge
    ? {
        id: row.latestCharge,
        status: row.lastErrorCode ? 'failed' as const : row.status === 'succeeded' ? 'succeeded' as const : 'pending' as const,
        failureCode: (row.lastErrorCode as PaymentFailureCode | null) ?? null,
        last4: row.cardLast4,
        brand: row.cardBrand,
      }
    : null;
  return {
    id: row.id,
    status: row.status as IntentSnapshot['status'],
    amountMinor: row.amountMinor,
    currency: row.currency,
    clientSecret: row.clientSecret,
    latestCharge: charged,
    metadata: row.metadata,
  };
}
