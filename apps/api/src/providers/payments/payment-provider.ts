import type { PaymentFailureCode, PaymentProviderName } from '@vetclinic/domain';

/**
 * A payment service provider as our deposit code sees it: PaymentIntent-shaped (one intent per
 * deposit, confirmed by the browser or by our simulated card form, possibly several attempts),
 * refunds against the intent, and signed webhook events. Every create call carries an idempotency
 * key so a retried call never charges or refunds twice.
 */
export type IntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface IntentSnapshot {
  id: string;
  status: IntentStatus;
  amountMinor: number;
  /** ISO 4217, upper-case. */
  currency: string;
  clientSecret: string | null;
  /** The last attempt's charge (failed or succeeded), if any. */
  latestCharge: { id: string; status: 'pending' | 'succeeded' | 'failed'; failureCode: PaymentFailureCode | null; last4: string | null; brand: string | null } | null;
  metadata: Record<string, string>;
}

export interface RefundResult {
  id: string;
  status: 'pending' | 'succeeded' | 'failed';
  amountMinor: number;
}

/** A verified webhook event, reduced to what we act on. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The PaymentIntent the event is about, when it is about one. */
  intentId: string | null;
}

/** The simulated card form (card data reaches our server only with the simulated provider). */
export interface SimulatedCard {
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** A card saved at the provider for a customer: its ids and what a person recognises, never the number. */
export interface SavedCardRef {
  cardId: string;
  customerId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * What saves a card: with Stripe a PaymentMethod the browser made with Elements (card data never reaches us); with
 * the simulated provider the card form's data, which stays inside the simulated provider.
 */
export type CardSource = { paymentMethodId: string } | { card: SimulatedCard };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** For the browser (Stripe Elements); null for the simulated provider. */
  readonly publishableKey: string | null;
  createIntent(input: { amountMinor: number; currency: string; description: string; metadata: Record<string, string>; idempotencyKey: string }): Promise<IntentSnapshot>;
  retrieveIntent(id: string): Promise<IntentSnapshot>;
  /** Cancels an unpaid intent; answers the intent as it is afterwards (a succeeded one stays succeeded). */
  cancelIntent(id: string, idempotencyKey: string): Promise<IntentSnapshot>;
  refund(input: { intentId: string; amountMinor: number; currency: string; idempotencyKey: string; reason?: string }): Promise<RefundResult>;
  /** Verifies the signature over the exact raw bytes; throws WebhookSignatureError when it does not match. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent;
  /**
   * Saves a card for a customer (made when `customerId` is null; the answer names it) so it can be charged later
   * without the client. Retried with the same key, it answers the same card.
   */
  saveCard(input: { customerId: string | null; source: CardSource; email: string | null; name: string; idempotencyKey: string }): Promise<SavedCardRef>;
  /**
   * Charges a saved card with the client away (off-session): one intent created and confirmed at once. A decline is
   * an answer (status requires_payment_method, latestCharge failed with its code), not an error; retried with the same
   * key it answers the same intent and never charges twice.
   */
  chargeSavedCard(input: {
    customerId: string; cardId: string; amountMinor: number; currency: string; description: string; metadata: Record<string, string>; idempotencyKey: string;
  }): Promise<IntentSnapshot>;
  /** Simulated provider only: our own card form confirms the intent. */
  confirmWithCard?(intentId: string, card: SimulatedCard, idempotencyKey: string): Promise<IntentSnapshot>;
}

export class WebhookSignatureError extends Error {}

/** The provider refused or could not be reached; the caller decides what the user sees. */
export class PaymentProviderError extends Error {
  constructor(message: string, readonly retryable: boolean, readonly code?: string) {
    super(message);
  }
}
