import Stripe from 'stripe';
import { PAYMENT_FAILURE_CODES, type PaymentFailureCode } from '@vetclinic/domain';
import {
  PaymentProviderError, WebhookSignatureError, type CardSource, type IntentSnapshot, type PaymentProvider, type ProviderEvent, type RefundResult, type SavedCardRef,
} from './payment-provider';
import { toProviderEvent } from './simulated-provider';
import { currencyExponent } from '@vetclinic/domain/money/currency';

/**
 * Our amounts are hundredths of the major unit in every currency (DESIGN §4; docs/decisions.md, "Amounts in
 * zero-decimal currencies"); Stripe counts in the currency's own minor unit: whole won and yen, fils for BHD.
 */
export function toStripeAmount(hundredths: number, currency: string): number {
  const exp = currencyExponent(currency);
  if (exp === 2) return hundredths;
  if (exp > 2) return hundredths * 10 ** (exp - 2);
  const factor = 10 ** (2 - exp);
  if (hundredths % factor !== 0) throw new PaymentProviderError(`${currency} has no minor unit: ${hundredths / 100} cannot be charged`, false, 'parameter_invalid_integer');
  return hundredths / factor;
}

export function fromStripeAmount(amount: number, currency: string): number {
  const exp = currencyExponent(currency);
  return exp <= 2 ? amount * 10 ** (2 - exp) : Math.round(amount / 10 ** (exp - 2));
}

export interface StripeProviderConfig {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  /** e.g. http://127.0.0.1:12111 for a local server speaking Stripe's API (tests); default Stripe's own. */
  apiBase?: string;
  maxNetworkRetries?: number;
}

type StripeIntent = Stripe.PaymentIntent;
type StripeCharge = Stripe.Charge;

/** Stripe's decline reasons folded into the few our pages explain. */
function failureCode(err: { code?: string | null; decline_code?: string | null } | null | undefined): PaymentFailureCode | null {
  if (!err) return null;
  if (err.decline_code === 'insufficient_funds') return 'insufficient_funds';
  const known = PAYMENT_FAILURE_CODES as readonly string[];
  if (err.decline_code && known.includes(err.decline_code)) return err.decline_code as PaymentFailureCode;
  if (err.code && known.includes(err.code)) return err.code as PaymentFailureCode;
  return 'card_declined';
}

function wrap(err: unknown): PaymentProviderError {
  const e = err as { type?: string; message?: string; code?: string; statusCode?: number };
  const retryable = e.type === 'StripeConnectionError' || e.type === 'StripeAPIError' || e.type === 'StripeRateLimitError' || (e.statusCode ?? 0) >= 500;
  return new PaymentProviderError(e.message ?? 'Stripe request failed', retryable, e.code);
}

/**
 * Stripe through its SDK: PaymentIntents (card), confirmed in the browser with Stripe Elements so
 * card data never touches our server; refunds; webhook signatures checked over the raw body.
 * Every create/cancel/refund carries our idempotency key.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string | null;
  private readonly stripe: Stripe;

  constructor(private readonly cfg: StripeProviderConfig) {
    this.publishableKey = cfg.publishableKey;
    const options: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: cfg.maxNetworkRetries ?? 2, timeout: 20_000, telemetry: false };
    if (cfg.apiBase) {
      const url = new URL(cfg.apiBase);
      options.host = url.hostname;
      options.port = url.port || (url.protocol === 'https:' ? 443 : 80);
      options.protocol = url.protocol === 'http:' ? 'http' : 'https';
    }
    this.stripe = new Stripe(cfg.secretKey, options);
  }

  async createIntent(input: { amountMinor: number; currency: string; description: string; metadata: Record<string, string>; idempotencyKey: string }): Promise<IntentSnapshot> {
    try {
      const intent = await this.stripe.paymentIntents.create({
        amount: toStripeAmount(input.amountMinor, input.currency),
        currency: input.currency.toLowerCase(),
        description: input.description,
        metadata: input.metadata,
        // Card Element confirms with confirmCardPayment; no redirect-based methods.
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      }, { idempotencyKey: input.idempotencyKey });
      return this.snapshot(intent);
    } catch (err) {
      throw wrap(err);
    }
  }

  async retrieveIntent(id: string): Promise<IntentSnapshot> {
    try {
      return this.snapshot(await this.stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
    } catch (err) {
      throw wrap(err);
    }
  }

  async cancelIntent(id: string, idempotencyKey: string): Promise<IntentSnapshot> {
    try {
      return this.snapshot(await this.stripe.paymentIntents.cancel(id, {}, { idempotencyKey }));
    } catch (err) {
      // Already succeeded or cancelled: Stripe refuses; the current state is the answer.
      if ((err as { code?: string }).code === 'payment_intent_unexpected_state') return this.retrieveIntent(id);
      throw wrap(err);
    }
  }

  async refund(input: { intentId: string; amountMinor: number; currency: string; idempotencyKey: string; reason?: string }): Promise<RefundResult> {
    try {
      const refund = await this.stripe.refunds.create({
        payment_intent: input.intentId,
        amount: toStripeAmount(input.amountMinor, input.currency),
        reason: 'requested_by_customer',
        metadata: input.reason ? { reason: input.reason.slice(0, 400) } : undefined,
      }, { idempotencyKey: input.idempotencyKey });
      const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
      return { id: refund.id, status, amountMinor: fromStripeAmount(refund.amount, refund.currency ?? input.currency) };
    } catch (err) {
      throw wrap(err);
    }
  }

  /**
   * Attaches the PaymentMethod the browser created (Elements) to the client's Customer, made first when there is none.
   * Card data sent to us is refused: with Stripe our server never sees a card number.
   */
  async saveCard(input: { customerId: string | null; source: CardSource; email: string | null; name: string; idempotencyKey: string }): Promise<SavedCardRef> {
    if (!('paymentMethodId' in input.source)) throw new PaymentProviderError('Card data must go to Stripe through Elements', false, 'wrong_provider');
    try {
      const customerId = input.customerId
        ?? (await this.stripe.customers.create({ email: input.email ?? undefined, name: input.name }, { idempotencyKey: `${input.idempotencyKey}-customer` })).id;
      const pm = await this.stripe.paymentMethods.attach(input.source.paymentMethodId, { customer: customerId }, { idempotencyKey: `${input.idempotencyKey}-attach` });
      const card = pm.card;
      if (!card) throw new PaymentProviderError('Only cards can be saved', false, 'parameter_invalid');
      return { cardId: pm.id, customerId, brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
    } catch (err) {
      if (err instanceof PaymentProviderError) throw err;
      throw wrap(err);
    }
  }

  /** PaymentIntent created and confirmed off-session on the saved PaymentMethod; a decline answers the failed intent. */
  async chargeSavedCard(input: {
    customerId: string; cardId: string; amountMinor: number; currency: string; description: string; metadata: Record<string, string>; idempotencyKey: string;
  }): Promise<IntentSnapshot> {
    try {
      const intent = await this.stripe.paymentIntents.create({
        amount: toStripeAmount(input.amountMinor, input.currency),
        currency: input.currency.toLowerCase(),
        description: input.description,
        metadata: input.metadata,
        customer: input.customerId,
        payment_method: input.cardId,
        off_session: true,
        confirm: true,
        expand: ['latest_charge'],
      }, { idempotencyKey: input.idempotencyKey });
      return this.snapshot(intent);
    } catch (err) {
      // A declined off-session charge is a card error carrying the failed intent: that is the answer.
      const raw = (err as { type?: string; raw?: { payment_intent?: StripeIntent } }).raw?.payment_intent;
      if ((err as { type?: string }).type === 'StripeCardError' && raw) return this.snapshot(raw);
      throw wrap(err);
    }
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent {
    const signature = headers['stripe-signature'];
    if (!this.cfg.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not configured');
    if (typeof signature !== 'string') throw new WebhookSignatureError('missing Stripe-Signature');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.cfg.webhookSecret);
    } catch {
      throw new WebhookSignatureError('signature mismatch');
    }
    return toProviderEvent(event as unknown as Parameters<typeof toProviderEvent>[0]);
  }

  private snapshot(intent: StripeIntent): IntentSnapshot {
    const raw = intent.latest_charge as string | StripeCharge | null;
    const charge = raw && typeof raw === 'object' ? raw : null;
    const card = charge?.payment_method_details?.card ?? null;
    const failed = intent.last_payment_error ?? null;
    let latestCharge: IntentSnapshot['latestCharge'] = null;
    if (raw) {
      const status: 'pending' | 'succeeded' | 'failed' = charge
        ? charge.status === 'succeeded' ? 'succeeded' : charge.status === 'failed' ? 'failed' : 'pending'
        : intent.status === 'succeeded' ? 'succeeded' : failed ? 'failed' : 'pending';
      latestCharge = {
        id: typeof raw === 'string' ? raw : raw.id,
        status,
        failureCode: status === 'failed' ? failureCode(failed ?? { code: charge?.failure_code ?? null, decline_code: charge?.outcome?.reason ?? null }) : null,
        last4: card?.last4 ?? failed?.payment_method?.card?.last4 ?? null,
        brand: card?.brand ?? failed?.payment_method?.card?.brand ?? null,
      };
    }
    return {
      id: intent.id,
      status: intent.status as IntentSnapshot['status'],
      amountMinor: fromStripeAmount(intent.amount, intent.currency),
      currency: intent.currency.toUpperCase(),
      clientSecret: intent.client_secret,
      latestCharge,
      metadata: (intent.metadata ?? {}) as Record<string, string>,
    };
  }
}
