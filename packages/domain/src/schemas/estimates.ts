import { z } from 'zod';
import { ZPageQuery, msg, zEmail, zId, zIsoDate, zOptionalString, zQueryArray, zRequiredString } from './common';
import { zVatPercent } from './inventory';

// Estimates (#16). Money on the wire is integer minor units (hundredths of the currency, like inventory and
// purchasing); VAT, service tax and percentage discounts are percentages (two decimals), stored as basis
// points. Quantities are integers (units of a service, sub-units of a product), a low–high range per line.
// Status codes (spec §3): 0 pending, 1 rejected, 2 approved — for the estimate and for each line.

export const ESTIMATE_STATUSES = [0, 1, 2] as const;
export const MAX_ESTIMATE_LINES = 100;

const zQty = (min: number) =>
  z.number({ error: msg.required }).int({ error: msg.invalid }).min(min, { error: msg.min }).max(100_000, { error: msg.max });
const zMinor = z.number({ error: msg.invalid }).int({ error: msg.invalid }).min(0, { error: msg.min }).max(100_000_000_00, { error: msg.max });

const lineFields = {
  service_id: zId.nullish(),
  product_id: zId.nullish(),
  /** Defaults to the catalogue item's name. */
  name: zOptionalString(200),
  qty_low: zQty(0),
  qty_high: zQty(1),
  /** Minor units per unit; default: the catalogue price (service price, product selling price). */
  unit_price: zMinor.nullish(),
  discount_percent: zVatPercent.nullish(),
  discount_amount: zMinor.nullish(),
  /** Percent; default: the product's VAT, 0 for a service. */
  vat: zVatPercent.nullish(),
  service_tax: zVatPercent.nullish(),
};

/**
 * The checks across a line's fields (a service or a product; high ≥ low; one kind of discount). The API runs
 * them after the tenant check, so a row of another group is a 404 whatever the body says.
 */
type LineShape = { service_id?: number | null; product_id?: number | null; qty_low: number; qty_high: number; discount_percent?: number | null; discount_amount?: number | null };
export function lineProblems(l: LineShape): Record<string, string> {
  const out: Record<string, string> = {};
  if ((l.service_id == null) === (l.product_id == null)) out.service_id = 'estimates.validation.service_or_product';
  if (l.qty_high < l.qty_low) out.qty_high = 'estimates.validation.high_below_low';
  if (l.discount_percent != null && l.discount_amount != null) out.discount_amount = 'estimates.validation.one_discount';
  return out;
}

export const ZEstimateLineInput = z.object(lineFields);
export type TEstimateLineInput = z.input<typeof ZEstimateLineInput>;
export type TEstimateLineInputParsed = z.output<typeof ZEstimateLineInput>;

const zLines = z.array(ZEstimateLineInput, { error: msg.required }).min(1, { error: 'estimates.validation.no_lines' }).max(MAX_ESTIMATE_LINES, { error: msg.max });

export const ZEstimateInput = z.object({
  /** Optional when a patient or a record names the client. */
  client_id: zId.nullish(),
  pet_id: zId.nullish(),
  record_id: zId.nullish(),
  title: zRequiredString(200),
  notes: zOptionalString(4000),
  valid_until: zIsoDate.nullish(),
  prices_include_tax: z.boolean({ error: msg.invalid }).default(false),
  lines: zLines,
});
export type TEstimateInput = z.input<typeof ZEstimateInput>;
export type TEstimateInputParsed = z.output<typeof ZEstimateInput>;

/** Patient- and record-scoped creation: the path names the pet or the record. */
export const ZScopedEstimateInput = ZEstimateInput.omit({ pet_id: true, record_id: true });

export const ZEstimateFromTemplateInput = z.object({
  template_id: zId,
  client_id: zId.nullish(),
  pet_id: zId.nullish(),
  record_id: zId.nullish(),
  /** Default: the template's title, else its name. */
  title: zOptionalString(200),
  valid_until: zIsoDate.nullish(),
});
export type TEstimateFromTemplateInput = z.input<typeof ZEstimateFromTemplateInput>;

/** Approve or decline: the named lines, or every pending line when none are named. */
export const ZEstimateAnswerInput = z.object({
  line_ids: z.array(zId, { error: msg.invalid }).min(1, { error: msg.min }).max(MAX_ESTIMATE_LINES, { error: msg.max }).optional(),
});
export type TEstimateAnswerInput = z.input<typeof ZEstimateAnswerInput>;

export const ZEstimateSendInput = z.object({
  /** Default: the client's address. */
  email: zEmail.optional(),
});

export const ZEstimateLine = z.object({
  id: z.number(),
  position: z.number(),
  service_id: z.number().nullable(),
  product_id: z.number().nullable(),
  name: z.string(),
  qty_low: z.number(),
  qty_high: z.number(),
  unit_price: z.number(),
  discount_percent: z.number().nullable(),
  discount_amount: z.number().nullable(),
  vat: z.number(),
  service_tax: z.number(),
  status: z.number(),
  total_low: z.number(),
  total_high: z.number(),
});
export type TEstimateLine = z.infer<typeof ZEstimateLine>;

export const ZEstimateSummary = z.object({
  id: z.number(),
  clinic_id: z.number(),
  client_id: z.number(),
  client_name: z.string(),
  pet_id: z.number().nullable(),
  pet_name: z.string().nullable(),
  record_id: z.number().nullable(),
  template_id: z.number().nullable(),
  status: z.number(),
  title: z.string(),
  notes: z.string().nullable(),
  valid_until: z.string().nullable(),
  prices_include_tax: z.boolean(),
  low_total: z.number(),
  high_total: z.number(),
  sent_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  answered_by: z.enum(['client', 'staff']).nullable(),
  /** The sale it was moved to, while that sale exists. */
  sale_id: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TEstimateSummary = z.infer<typeof ZEstimateSummary>;

export const ZEstimate = ZEstimateSummary.extend({ lines: z.array(ZEstimateLine) });
export type TEstimate = z.infer<typeof ZEstimate>;

export const ZEstimateListQuery = ZPageQuery.extend({
  filter: z.object({
    status: zQueryArray(z.array(z.coerce.number().int().min(0).max(2)).max(3)).optional(),
    client_id: zId.optional(),
    pet_id: zId.optional(),
    record_id: zId.optional(),
    /** Created on or after / on or before these clinic-local days. */
    from: zIsoDate.optional(),
    to: zIsoDate.optional(),
    search: z.string().trim().max(100).optional(),
  }).optional(),
});
export type TEstimateListQuery = z.infer<typeof ZEstimateListQuery>;

/** period-count: how many estimates were created in the clinic-local days from–to, by status, and their totals. */
export const ZEstimatePeriodCountQuery = z.object({
  filter: z.object({ from: zIsoDate, to: zIsoDate, pet_id: zId.optional(), client_id: zId.optional(), record_id: zId.optional() }),
}).superRefine((q, ctx) => {
  if (q.filter.to < q.filter.from) ctx.addIssue({ code: 'custom', path: ['filter', 'to'], message: 'estimates.validation.to_before_from' });
});
export const ZEstimatePeriodCount = z.object({
  from: z.string(), to: z.string(), total: z.number(), pending: z.number(), rejected: z.number(), approved: z.number(),
  low_total: z.number(), high_total: z.number(), approved_high_total: z.number(),
});
export type TEstimatePeriodCount = z.infer<typeof ZEstimatePeriodCount>;

// ---------- templates ----------

export const ZEstimateTemplateLineInput = z.object(lineFields);
export const ZEstimateTemplateInput = z.object({
  name: zRequiredString(120),
  title: zOptionalString(200),
  notes: zOptionalString(4000),
  lines: z.array(ZEstimateTemplateLineInput, { error: msg.required }).min(1, { error: 'estimates.validation.no_lines' }).max(MAX_ESTIMATE_LINES, { error: msg.max }),
});
export type TEstimateTemplateInput = z.input<typeof ZEstimateTemplateInput>;
export type TEstimateTemplateInputParsed = z.output<typeof ZEstimateTemplateInput>;

export const ZEstimateTemplateLine = ZEstimateLine.omit({ status: true, total_low: true, total_high: true }).extend({ unit_price: z.number().nullable() });
export const ZEstimateTemplate = z.object({
  id: z.number(),
  clinic_id: z.number(),
  name: z.string(),
  title: z.string().nullable(),
  notes: z.string().nullable(),
  lines: z.array(ZEstimateTemplateLine),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TEstimateTemplate = z.infer<typeof ZEstimateTemplate>;
export const ZEstimateTemplateListQuery = ZPageQuery.extend({
  filter: z.object({ search: z.string().trim().max(100).optional() }).optional(),
});
export type TEstimateTemplateListQuery = z.infer<typeof ZEstimateTemplateListQuery>;

// ---------- the client's page ----------

export const ZPublicEstimate = z.object({
  clinic: z.object({ name: z.string(), slug: z.string(), address: z.string().nullable(), phone: z.string().nullable() }),
  currency: z.string(),
  currency_first: z.boolean(),
  title: z.string(),
  notes: z.string().nullable(),
  valid_until: z.string().nullable(),
  status: z.number(),
  pet_name: z.string().nullable(),
  lines: z.array(ZEstimateLine.pick({ id: true, name: true, qty_low: true, qty_high: true, unit_price: true, status: true, total_low: true, total_high: true })),
  low_total: z.number(),
  high_total: z.number(),
  prices_include_tax: z.boolean(),
  /** False once nothing is pending or the estimate is no longer valid. */
  can_answer: z.boolean(),
});
export type TPublicEstimate = z.infer<typeof ZPublicEstimate>;

/** POST /estimates/{id}/move-to-sale: with approve_all the pending lines are approved first (spec §4). */
export const ZEstimateMoveToSaleInput = z.object({
  approve_all: z.boolean({ error: msg.invalid }).default(false),
}).default({ approve_all: false });
