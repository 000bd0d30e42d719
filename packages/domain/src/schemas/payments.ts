import { z } from 'zod';

/**
 * Payment deposits (issue #5). Amounts travel both as major units (`amount`, a decimal number in the
 * clinic's currency, like every price on the wire) and as exact minor units (`amount_minor`).
 */
export const PAYMENT_DEPOSIT_STATUSES = ['due', 'processing', 'paid', 'failed', 'expired', 'refunded', 'cancelled'] as const;
export type PaymentDepositStatus = (typeof PAYMENT_DEPOSIT_STATUSES)[number];
// due: waiting for payment (slot held, appointment status 0 HOLD); processing: provider is working on it;
// paid: charged, appointment moved to clinic's normal status (5 if auto-confirm else 2);
// failed: last attempt declined — still payable (retry) until expires_at; expired: not paid in time, hold released
// (appointment cancelled/removed from calendar, slot free again); refunded: money returned (fully);
// cancelled: deposit no longer needed (appointment cancelled before payment).

/** Deposits that can still be paid (a card form is shown). */
export const PAYABLE_DEPOSIT_STATUSES: readonly PaymentDepositStatus[] = ['due', 'failed'];

export const PAYMENT_PROVIDERS = ['simulated', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_FAILURE_CODES = ['card_declined', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'processing_error'] as const;
export type PaymentFailureCode = (typeof PAYMENT_FAILURE_CODES)[number];

export const ZPaymentCharge = z.object({
  id: z.string(),                       // our row id (uuid)
  kind: z.enum(['charge', 'refund']),
  status: z.enum(['pending', 'succeeded', 'failed']),
  amount: z.number(), amount_minor: z.number().int(), currency: z.string(),
  failure_code: z.string().nullable(),  // 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'processing_error' | null
  card_last4: z.string().nullable(), card_brand: z.string().nullable(),
  created_at: z.string(),               // ISO UTC
});
export type TPaymentCharge = z.infer<typeof ZPaymentCharge>;

export const ZPaymentDeposit = z.object({
  id: z.string(),                       // uuid, unguessable: it is the capability in the public URL
  status: z.enum(PAYMENT_DEPOSIT_STATUSES),
  amount: z.number(), amount_minor: z.number().int(), currency: z.string(),  // ISO 4217 upper-case, e.g. 'USD'
  refunded_amount_minor: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDERS),
  client_secret: z.string().nullable(), // only while payable (due/failed); null otherwise
  publishable_key: z.string().nullable(), // Stripe publishable key when provider = stripe, else null
  expires_at: z.string(), paid_at: z.string().nullable(),
  purpose: z.enum(['booking', 'reschedule', 'clinic_request']),
  appointment: z.object({
    id: z.number(), status: z.number(), datetime_start_utc: z.string(), datetime_end_utc: z.string(),
    vet: z.object({ id: z.number(), full_name: z.string() }),
    services: z.array(z.object({ id: z.number(), name: z.string() })),
    pets: z.array(z.object({ nickname: z.string() })),
  }),
  clinic: z.object({ id: z.number(), name: z.string(), slug: z.string(), timezone: z.string(), currency_symbol: z.string(), currency_first: z.boolean() }),
  /** Manage link of the appointment (token), present only in the answer to the creating request and after payment to the creator; null otherwise */
  manage_url: z.string().nullable(),
  charges: z.array(ZPaymentCharge).optional(),   // present with ?include=charges
});
export type TPaymentDeposit = z.infer<typeof ZPaymentDeposit>;
export type PaymentDepositPurpose = TPaymentDeposit['purpose'];

/** The deposit as shown next to an appointment (manage page, staff views). */
export const ZDepositSummary = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_DEPOSIT_STATUSES),
  amount: z.number(),
  amount_minor: z.number().int(),
  currency: z.string(),
  refunded_amount_minor: z.number().int(),
});
export type TDepositSummary = z.infer<typeof ZDepositSummary>;

/** Luhn check over the digits of a card number (spaces and dashes allowed). */
export function isLuhnValid(cardNumber: string): boolean {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card is valid through the last day of its expiry month. */
export function isCardExpired(expMonth: number, expYear: number, now = new Date()): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  return year < y || (year === y && expMonth < m);
}

/** The simulated provider's card form (never used with Stripe: card data then goes to Stripe Elements only). */
export const ZSimulatedCardInput = z.object({
  card_number: z.string({ error: 'validation.required' }).max(40, { error: 'validation.card_number' })
    .refine(isLuhnValid, { error: 'validation.card_number' }),  // digits, spaces allowed; Luhn-checked → 422 field error 'validation.card_number'
  exp_month: z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).min(1, { error: 'validation.invalid' }).max(12, { error: 'validation.invalid' }),
  exp_year: z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).min(0, { error: 'validation.invalid' }).max(9999, { error: 'validation.invalid' }),
  cvc: z.string({ error: 'validation.required' }).regex(/^\d{3,4}$/, { error: 'validation.card_cvc' }),
  name: z.string().max(200, { error: 'validation.too_long' }).optional(),
}).refine((c) => !isCardExpired(c.exp_month, c.exp_year), { error: 'validation.card_expired', path: ['exp_month'] });
export type TSimulatedCardInput = z.infer<typeof ZSimulatedCardInput>;

export const ZDepositIncludeQuery = z.object({ include: z.string().max(100).optional() });

/** Staff manual refund: the whole remaining amount unless `amount` (major units) is given. */
export const ZDepositRefundInput = z.object({
  amount: z.number({ error: 'validation.invalid' }).positive({ error: 'validation.min' }).max(1_000_000, { error: 'validation.max' }).optional(),
  reason: z.string().trim().max(500, { error: 'validation.too_long' }).optional(),
});
export type TDepositRefundInput = z.infer<typeof ZDepositRefundInput>;
