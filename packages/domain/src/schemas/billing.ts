import { z } from 'zod';
import { ZPageQuery, msg, zRequiredString } from './common';

/**
 * Billing (#16). Amounts travel as decimal numbers in the clinic's currency, like every price; percentages as
 * numbers 0–100. Both are stored as integers ×100 (basis points, hundredths), so neither may carry more
 * than two decimals.
 */
const twoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

export const DISCOUNT_TYPES = ['percent', 'amount'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const ZDiscount = z.object({
  id: z.number(),
  clinic_id: z.number(),
  name: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  /** 0–100 for a percentage; an amount in the clinic's currency. */
  value: z.number(),
  enabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TDiscount = z.infer<typeof ZDiscount>;

export const ZDiscountInput = z.object({
  name: zRequiredString(80),
  type: z.enum(DISCOUNT_TYPES, { error: msg.invalid }),
  value: z.number({ error: msg.required }).positive({ error: msg.min }).max(1_000_000_000, { error: msg.max })
    .refine(twoDecimals, { error: 'validation.money' }),
  enabled: z.boolean().default(true),
}).superRefine((d, ctx) => {
  if (d.type === 'percent' && d.value > 100) ctx.addIssue({ code: 'custom', path: ['value'], message: 'billing.discounts.validation.percent_max' });
});
export type TDiscountInput = z.input<typeof ZDiscountInput>;
export type TDiscountInputParsed = z.output<typeof ZDiscountInput>;

export const ZDiscountStatusInput = z.object({ enabled: z.boolean({ error: msg.required }) });

export const ZDiscountListQuery = ZPageQuery.extend({
  filter: z.object({
    search: z.string().trim().max(80).optional(),
    /** '1' enabled only (what the checkout offers), '0' disabled only, 'all' (default) both. */
    enabled: z.enum(['0', '1', 'all']).optional(),
  }).optional(),
});
export type TDiscountListQuery = z.infer<typeof ZDiscountListQuery>;
