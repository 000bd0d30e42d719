import { z } from 'zod';
import { ZPageQuery, msg, zId, zIsoDate, zOptionalString, zRequiredString } from './common';
import { zVatPercent } from './inventory';

// Wellness plans (#17). A plan is sold per pet for a period: periodicity 1 monthly (spec §3 "periodicity (1)"), 2 yearly.
// Money on the wire is integer minor units (like sales and estimates); the discount on what the plan does not
// include is a percentage with at most two decimals, stored as basis points.

export const PLAN_PERIODICITIES = [1, 2] as const;
export type PlanPeriodicity = (typeof PLAN_PERIODICITIES)[number];
export const MAX_PLAN_ITEMS = 50;
export const PLAN_STATUSES = ['active', 'archived', 'all'] as const;

const zMonths = z.number({ error: msg.invalid }).int({ error: msg.invalid }).min(0, { error: msg.min }).max(600, { error: msg.max });

export const ZPlanItemInput = z.object({
  service_id: zId.nullish(),
  product_id: zId.nullish(),
  quantity: z.number({ error: msg.required }).int({ error: msg.invalid }).min(1, { error: msg.min }).max(1000, { error: msg.max }),
});
export type TPlanItemInput = z.input<typeof ZPlanItemInput>;

export const ZPlanInput = z.object({
  name: zRequiredString(120),
  description: zOptionalString(2000),
  /** The species the plan suits; none = any. */
  species_id: zId.nullish(),
  min_age_months: zMonths.nullish(),
  max_age_months: zMonths.nullish(),
  periodicity: z.union([z.literal(1), z.literal(2)], { error: msg.invalid }).default(1),
  /** Price per period, minor units. */
  price: z.number({ error: msg.required }).int({ error: 'validation.money' }).min(0, { error: msg.min }).max(100_000_000_00, { error: msg.max }),
  /** Percent off whatever the plan does not include. */
  discount_percent: zVatPercent.default(0),
  /** Periods the client commits to before a cancellation takes effect. */
  min_term_periods: z.number({ error: msg.invalid }).int({ error: msg.invalid }).min(1, { error: msg.min }).max(120, { error: msg.max }).default(1),
  items: z.array(ZPlanItemInput, { error: msg.invalid }).max(MAX_PLAN_ITEMS, { error: msg.max }).default([]),
});

/**
 * The checks across a plan's fields (ages in order; each item a service or a product, once). The API runs them
 * after the tenant check, so a plan of another clinic is a 404 whatever the body says.
 */
type PlanShape = { min_age_months?: number | null; max_age_months?: number | null; items: { service_id?: number | null; product_id?: number | null }[] };
export function planProblems(p: PlanShape): Record<string, string> {
  const out: Record<string, string> = {};
  if (p.min_age_months != null && p.max_age_months != null && p.max_age_months < p.min_age_months) out.max_age_months = 'plans.validation.age_order';
  const seen = new Set<string>();
  p.items.forEach((item, i) => {
    if ((item.service_id == null) === (item.product_id == null)) {
      out[`items.${i}.service_id`] = 'plans.validation.service_or_product';
      return;
    }
    const key = item.service_id != null ? `s${item.service_id}` : `p${item.product_id}`;
    if (seen.has(key)) out[`items.${i}.service_id`] = 'plans.validation.duplicate_item';
    seen.add(key);
  });
  return out;
}
export type TPlanInput = z.input<typeof ZPlanInput>;
export type TPlanInputParsed = z.output<typeof ZPlanInput>;

export const ZPlanItem = z.object({
  id: z.number(),
  service_id: z.number().nullable(),
  product_id: z.number().nullable(),
  /** The catalogue item's current name. */
  name: z.string(),
  quantity: z.number(),
  /** The item's catalogue price (minor units), what the plan saves per unit. */
  unit_price: z.number(),
});

export const ZPlan = z.object({
  id: z.number(),
  clinic_id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  species_id: z.number().nullable(),
  species_name: z.string().nullable(),
  min_age_months: z.number().nullable(),
  max_age_months: z.number().nullable(),
  periodicity: z.number(),
  price: z.number(),
  discount_percent: z.number(),
  min_term_periods: z.number(),
  archived_at: z.string().nullable(),
  items: z.array(ZPlanItem),
  /** Catalogue value of what is included each period (minor units). */
  included_value: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TPlan = z.infer<typeof ZPlan>;

export const ZPlanListQuery = ZPageQuery.extend({
  filter: z.object({
    search: z.string().trim().max(120).optional(),
    /** Default: active plans only. */
    status: z.enum(PLAN_STATUSES).optional(),
    /** Plans for this species (and those for any species). */
    species_id: zId.optional(),
  }).optional(),
});
export type TPlanListQuery = z.infer<typeof ZPlanListQuery>;

// ---------- client subscriptions (spec §3: card_id, pet_id, auto_renew, clinic_id, vet_id) ----------

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'suspended', 'paused', 'cancelled'] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const ZSubscriptionInput = z.object({
  pet_id: zId,
  plan_id: zId,
  vet_id: zId.nullish(),
  /** Clinic-local date the first period starts; default today. */
  start_date: zIsoDate.nullish(),
  auto_renew: z.boolean({ error: msg.invalid }).default(true),
  /** A payment method saved at the payment provider (never card data); none = the desk or a payment link takes each period. */
  card_id: zOptionalString(120),
});
export type TSubscriptionInput = z.input<typeof ZSubscriptionInput>;
export type TSubscriptionInputParsed = z.output<typeof ZSubscriptionInput>;

export const ZSubscriptionUpdateInput = z.object({
  vet_id: zId.nullish(),
  auto_renew: z.boolean({ error: msg.invalid }),
  card_id: zOptionalString(120),
});
export type TSubscriptionUpdateInput = z.input<typeof ZSubscriptionUpdateInput>;
export type TSubscriptionUpdateInputParsed = z.output<typeof ZSubscriptionUpdateInput>;

export const ZSubscriptionCancelInput = z.object({
  /** 'now' ends it today; 'period_end' lets the paid period run out and stops renewal. */
  when: z.enum(['now', 'period_end'], { error: msg.invalid }),
  reason: zRequiredString(300),
});
export type TSubscriptionCancelInput = z.input<typeof ZSubscriptionCancelInput>;

export const ZSubscriptionReasonInput = z.object({ reason: zRequiredString(300) });

export const ZSubscriptionPeriod = z.object({
  index: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  plan_name: z.string(),
  price: z.number(),
  discount_percent: z.number(),
  /** What the period includes and, of that, what is left (sales issued this period used the rest). */
  items: z.array(z.object({ service_id: z.number().nullable(), product_id: z.number().nullable(), name: z.string(), quantity: z.number(), remaining: z.number() })),
  status: z.enum(['due', 'paid', 'failed', 'waived']),
  sale_id: z.number().nullable(),
});

export const ZSubscription = z.object({
  id: z.number(),
  clinic_id: z.number(),
  client_id: z.number(),
  client_name: z.string(),
  pet_id: z.number(),
  pet_name: z.string(),
  plan_id: z.number(),
  plan_name: z.string(),
  vet_id: z.number().nullable(),
  card_id: z.string().nullable(),
  /** The card renewals are charged to, as staff may see it (null: none, or the client removed it). */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  auto_renew: z.boolean(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  status_reason: z.string().nullable(),
  periodicity: z.number(),
  anchor_date: z.string(),
  min_term_periods: z.number(),
  /** The period today falls in (null before the start date). */
  current_period: ZSubscriptionPeriod.nullable(),
  next_renewal_date: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

export const ZSubscriptionListQuery = ZPageQuery.extend({
  filter: z.object({
    pet_id: zId.optional(),
    client_id: zId.optional(),
    plan_id: zId.optional(),
    /** Default: every status but cancelled. */
    status: z.enum([...SUBSCRIPTION_STATUSES, 'live', 'all']).optional(),
  }).optional(),
});
export type TSubscriptionListQuery = z.infer<typeof ZSubscriptionListQuery>;

/** A card saved at the payment provider, as anyone may see it: the provider's id, brand, last 4 digits and expiry. */
export const ZSavedCard = z.object({ id: z.string(), brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int() });
export type TSavedCard = z.infer<typeof ZSavedCard>;

/** What the client's "update your card" page of a plan shows (the link's token is the capability). */
export const ZPublicPlanCard = z.object({
  clinic: z.object({ name: z.string(), slug: z.string() }),
  /** The clinic's currency symbol and whether it goes before the amount. */
  currency: z.string(),
  currency_first: z.boolean(),
  pet_name: z.string(),
  plan_name: z.string().nullable(),
  status: z.enum(['active', 'past_due', 'suspended', 'paused', 'cancelled']),
  /** The unpaid period's price (minor units), charged to the new card at once; 0 when nothing is waiting. */
  amount_due: z.number().int(),
  card: ZSavedCard.nullable(),
  provider: z.enum(['simulated', 'stripe']),
  publishable_key: z.string().nullable(),
});
export type TPublicPlanCard = z.infer<typeof ZPublicPlanCard>;

/**
 * The new card: with Stripe the PaymentMethod Elements made in the browser; with the simulated provider its card form
 * (number, expiry, CVC are checked after the link is found, as ZSimulatedCardInput).
 */
export const ZPlanCardInput = z.union([
  z.object({ payment_method_id: z.string().min(3).max(120) }),
  z.object({ card_number: z.string().max(40), exp_month: z.number().int(), exp_year: z.number().int(), cvc: z.string().max(4), name: z.string().max(200).optional() }),
]);
export type TPlanCardInput = z.infer<typeof ZPlanCardInput>;

export const ZPlanCardResult = z.object({
  status: z.enum(['active', 'past_due', 'suspended', 'paused', 'cancelled']),
  outcome: z.string(),
  card: ZSavedCard,
});

/** A pet's plan as its parent sees it on the account pages: what is left this period, the next renewal and amount. */
export const ZParentPlan = z.object({
  id: z.number().int(),
  clinic_name: z.string(),
  pet_name: z.string(),
  plan_name: z.string(),
  status: z.enum(['active', 'past_due', 'suspended', 'paused', 'cancelled']),
  auto_renew: z.boolean(),
  next_renewal_date: z.string().nullable(),
  /** What the next period will cost (the plan's price today), minor units; null when it will not renew. */
  next_amount: z.number().int().nullable(),
  currency: z.string(),
  currency_first: z.boolean(),
  period: z.object({
    start_date: z.string(),
    end_date: z.string(),
    items: z.array(z.object({ name: z.string(), quantity: z.number().int(), used: z.number().int(), remaining: z.number().int() })),
  }).nullable(),
  /** The saved card renewals are charged to; `id` is what DELETE /for-pet-parents/saved-cards/{id} removes. */
  card: z.object({ id: z.number().int(), brand: z.string(), last4: z.string() }).nullable(),
});
export type TParentPlan = z.infer<typeof ZParentPlan>;

/** POST /dev/plans/renewals/run: run the renewal job as if it were `at` (a test clock; dev and e2e only). */
export const ZRenewalRunInput = z.object({ at: z.iso.datetime({ offset: true, error: msg.invalid }).optional() });
export const ZRenewalRunResult = z.object({
  renewed: z.number(), paid: z.number(), retrying: z.number(), suspended: z.number(), ended: z.number(), errors: z.number(),
});
export type TRenewalRunResult = z.infer<typeof ZRenewalRunResult>;
