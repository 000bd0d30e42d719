import { z } from 'zod';
import { msg } from './common';

/**
 * The public page of a sale's payment link (/book/{slug}/pay/{token}, issue #16): the invoice as the client
 * sees it and what can be done. state: payable (card form), processing (a charge is being settled), paid
 * (nothing due), not_payable (not an issued sale any more).
 */
export const SALE_PAY_STATES = ['payable', 'processing', 'paid', 'not_payable'] as const;
export type TSalePayState = (typeof SALE_PAY_STATES)[number];

export const ZPublicSalePay = z.object({
  clinic: z.object({ name: z.string(), slug: z.string(), phone: z.string().nullable() }),
  number: z.number().nullable(),
  issued_at: z.string().nullable(),
  client_first_name: z.string(),
  /** The clinic's display currency and its placement (formatMoney). Amounts: hundredths, as everywhere. */
  currency: z.string(),
  currency_first: z.boolean(),
  lines: z.array(z.object({ name: z.string(), quantity: z.number(), unit_label: z.string().nullable(), total: z.number() })),
  total: z.number(),
  paid: z.number(),
  due: z.number(),
  state: z.enum(SALE_PAY_STATES),
  provider: z.enum(['simulated', 'stripe']),
  /** Stripe: the intent's secret for the browser to confirm (only while payable). */
  client_secret: z.string().nullable(),
  publishable_key: z.string().nullable(),
  /** Why the last card attempt failed (a decline), while it can be retried. */
  failure_code: z.string().nullable(),
  /** The card that paid online, when paid by card through this link. */
  paid_card_last4: z.string().nullable(),
});
export type TPublicSalePay = z.infer<typeof ZPublicSalePay>;

/**
 * POST /sales/{id}/card-charges: the desk charges a card through the provider (simulated provider: the card is
 * typed at the desk) for `amount` hundredths, at most what is due; recorded as a card payment (method 2).
 */
export const ZSaleCardChargeInput = z.object({
  amount: z.coerce.number({ error: msg.invalid }).int({ error: msg.invalid }).min(1, { error: msg.min }).max(100_000_000_000, { error: msg.max }),
  /**
   * The card's shape only: its number (Luhn), expiry and CVC are checked by ZSimulatedCardInput after the sale is
   * found in the caller's clinic, so a probe of another clinic's sale is a 404 whatever card it sends.
   */
  card: z.object({
    card_number: z.string({ error: msg.required }).max(40, { error: 'validation.card_number' }),
    exp_month: z.number({ error: msg.invalid }).int({ error: msg.invalid }),
    exp_year: z.number({ error: msg.invalid }).int({ error: msg.invalid }),
    cvc: z.string({ error: msg.required }).max(8, { error: 'validation.card_cvc' }),
    name: z.string().max(200, { error: msg.tooLong }).optional(),
  }),
});
export type TSaleCardChargeInput = z.output<typeof ZSaleCardChargeInput>;
