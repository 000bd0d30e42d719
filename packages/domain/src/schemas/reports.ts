import { z } from 'zod';
import { ZPageMeta, ZPageQuery, msg, zId, zIsoDate } from './common';

/**
 * Reports (#18): kpi-metrics, aggregate and client-credit (spec §"reports (aggregate, kpi-metrics, client-credit)").
 * Periods are clinic-local days, both ends included; money is integer hundredths of the clinic's currency; rates are
 * basis points (2500 = 25 %) so a figure is exact. `filter[scope]=group` covers every clinic of the group (the caller needs
 * reports.view at each; clinics of one currency only).
 */
export const REPORT_SCOPES = ['clinic', 'group'] as const;
const zPeriod = z.object({
  date_from: zIsoDate,
  date_to: zIsoDate,
  scope: z.enum(REPORT_SCOPES, { error: msg.invalid }).optional(),
  /** Another clinic of the group than the active one (reports.view there; another group's clinic is 404). */
  clinic_id: zId.optional(),
});

export const ZKpiQuery = z.object({ filter: zPeriod });
export type TKpiQuery = z.infer<typeof ZKpiQuery>;

const ZCountAmount = z.object({ count: z.number(), amount: z.number() });
const ZRanked = z.object({ id: z.number(), name: z.string(), quantity: z.number(), total: z.number() });

export const ZKpiValues = z.object({
  revenue: z.object({
    /** Issued invoices' totals (tax included) on their issue day. */
    invoiced: z.number(),
    /** Posted (not voided) credit notes on their posting day. */
    credited: z.number(),
    /** invoiced − credited. */
    net: z.number(),
    tax: z.number(),
  }),
  invoices: z.object({ count: z.number(), average: z.number() }),
  appointments: z.object({
    total: z.number(),
    /** Attended: confirmed (5) or created at the desk for a walk-in (8). */
    visits: z.number(),
    no_show: z.number(),
    cancelled: z.number(),
    online: z.number(),
    no_show_rate_bp: z.number(),
    cancellation_rate_bp: z.number(),
    online_share_bp: z.number(),
  }),
  deposits: z.object({ count: z.number(), collected: z.number(), refunded: z.number() }),
  payments: z.array(ZCountAmount.extend({ method: z.number() })),
  refunds: ZCountAmount,
  new_clients: z.object({ total: z.number(), by_source: z.array(z.object({ source: z.string().nullable(), count: z.number() })) }),
  top_services: z.array(ZRanked),
  top_products: z.array(ZRanked),
  revenue_per_vet: z.array(z.object({ vet_id: z.number(), name: z.string().nullable(), invoices: z.number(), revenue: z.number() })),
  /** Stock at purchase price on the period's last day (end of that clinic-local day) and what was written off in it. */
  stock: z.object({ value_at_end: z.number(), write_offs: z.number(), written_off_units: z.number() }),
  /**
   * Gross margin on products sold: net revenue (before tax) of product lines less the cost of goods frozen on them at
   * the sale, credit notes taking off both in proportion; margin_bp = margin ÷ revenue in basis points.
   */
  margin: z.object({ revenue: z.number(), cost: z.number(), margin: z.number(), margin_bp: z.number() }),
  /**
   * Completed visits (status 5 or 8 with a pet, on a clinic-local day already over) and those whose pet had another
   * appointment at the clinic, not cancelled, starting later and booked no later than 7 days after the visit.
   */
  rebooking: z.object({ visits: z.number(), rebooked: z.number(), rate_bp: z.number() }),
});
export type TKpiValues = z.infer<typeof ZKpiValues>;

export const ZKpiMetrics = z.object({
  scope: z.enum(REPORT_SCOPES),
  clinic_ids: z.array(z.number()),
  currency: z.string(),
  period: z.object({ date_from: z.string(), date_to: z.string() }),
  /** The same number of days just before. */
  previous_period: z.object({ date_from: z.string(), date_to: z.string() }),
  current: ZKpiValues,
  previous: ZKpiValues,
});
export type TKpiMetrics = z.infer<typeof ZKpiMetrics>;

export const REPORT_MEASURES = ['revenue', 'quantity', 'visits', 'appointments', 'payments', 'taxes', 'write_offs', 'margin', 'rebooking'] as const;
export type ReportMeasure = (typeof REPORT_MEASURES)[number];
export const REPORT_GROUP_BYS = [
  'day', 'week', 'month', 'clinic', 'vet', 'service', 'product', 'method', 'status', 'source', 'category', 'aaha', 'species', 'tax_rate',
] as const;
export type ReportGroupBy = (typeof REPORT_GROUP_BYS)[number];
/**
 * Which groupings each measure has (anything else is 422 on group_by). `category` keys are `service:<id>` or
 * `product:<id>` (id 0: no category), `aaha` keys the AAHA code ('-': none) — both the item's current ones; `species`
 * the sale's pet's species when issued (0: no pet); `tax_rate` the line's VAT rate in basis points. `taxes` is the tax
 * (VAT + service tax) of issued lines less credited lines; `write_offs` the stock written off, valued at the product's
 * purchase price (count: sub-units).
 */
export const REPORT_GROUPINGS: Record<ReportMeasure, readonly ReportGroupBy[]> = {
  revenue: ['day', 'week', 'month', 'clinic', 'vet', 'service', 'product', 'category', 'aaha', 'species'],
  quantity: ['day', 'week', 'month', 'clinic', 'service', 'product', 'category', 'aaha'],
  visits: ['day', 'week', 'month', 'clinic', 'vet'],
  appointments: ['day', 'week', 'month', 'clinic', 'vet', 'status', 'source'],
  payments: ['day', 'week', 'month', 'clinic', 'method'],
  taxes: ['day', 'week', 'month', 'clinic', 'tax_rate'],
  write_offs: ['day', 'week', 'month', 'clinic', 'product', 'category'],
  /** Gross margin of product lines (value: margin; revenue and cost beside it; count: quantity). */
  margin: ['day', 'week', 'month', 'clinic', 'product', 'category'],
  /** Rebooked visits (value) of the completed visits (count). */
  rebooking: ['day', 'week', 'month', 'clinic'],
};

export const ZAggregateQuery = z.object({
  filter: zPeriod,
  measure: z.enum(REPORT_MEASURES, { error: msg.invalid }),
  group_by: z.enum(REPORT_GROUP_BYS, { error: msg.invalid }),
});
export type TAggregateQuery = z.infer<typeof ZAggregateQuery>;

export const ZAggregateRow = z.object({
  /** A day / week's Monday (yyyy-MM-dd), a month (yyyy-MM), an id, a method id, a status number or a source name. */
  key: z.string(),
  label: z.string().nullable(),
  /** Money in hundredths for revenue and payments; a count otherwise. */
  value: z.number(),
  /** Invoices, payments or appointments behind the value. */
  count: z.number(),
  /** margin only: net revenue and cost of goods behind the margin (value = revenue − cost). */
  revenue: z.number().optional(),
  cost: z.number().optional(),
});
export const ZAggregate = z.object({
  measure: z.enum(REPORT_MEASURES),
  group_by: z.enum(REPORT_GROUP_BYS),
  currency: z.string(),
  rows: z.array(ZAggregateRow),
  total: z.number(),
});
export type TAggregate = z.infer<typeof ZAggregate>;

export const ZClientCreditQuery = ZPageQuery.extend({
  filter: z.object({ search: z.string().trim().max(80).optional(), clinic_id: zId.optional() }).optional(),
});
export type TClientCreditQuery = z.infer<typeof ZClientCreditQuery>;

const ZAgeing = z.object({ d0_30: z.number(), d31_60: z.number(), d61_90: z.number(), d90_plus: z.number() });
export const ZClientCreditRow = z.object({
  client_id: z.number(),
  name: z.string(),
  /** What the client owes on issued invoices (negative: the clinic owes the client). */
  balance_due: z.number(),
  /** Client credit held in this clinic. */
  credit: z.number(),
  /** The positive balance due of each invoice by its age in clinic-local days since issue. */
  ageing: ZAgeing,
});
export const ZClientCredit = z.object({
  data: z.array(ZClientCreditRow),
  meta: ZPageMeta,
  totals: z.object({ clients: z.number(), balance_due: z.number(), credit: z.number(), ageing: ZAgeing }),
  currency: z.string(),
});
export type TClientCredit = z.infer<typeof ZClientCredit>;

/**
 * Drill-down: the rows behind a KPI or aggregate figure — invoices and credit notes (revenue), sale and credit-note
 * lines (revenue by service/product, quantity), appointments (visits, appointments) or payments — with the same
 * period, scope and clinic, optionally one vet, and optionally one aggregate row (`group_by` + `key`). `totals` are
 * over every row of every page and equal the figure: value and count as the aggregate row (or the KPI) shows them.
 */
export const DRILLDOWN_KINDS = ['invoice', 'credit_note', 'line', 'credit_line', 'appointment', 'payment', 'write_off', 'visit'] as const;
export const ZDrilldownQuery = ZPageQuery.extend({
  filter: zPeriod.extend({
    /** One vet (0: invoices and appointments without a vet). */
    vet_id: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  }),
  measure: z.enum(REPORT_MEASURES, { error: msg.invalid }),
  group_by: z.enum(REPORT_GROUP_BYS, { error: msg.invalid }).optional(),
  /** The aggregate row's key (needs group_by). */
  key: z.string().trim().min(1).max(40).optional(),
});
export type TDrilldownQuery = z.infer<typeof ZDrilldownQuery>;

export const ZDrilldownRow = z.object({
  kind: z.enum(DRILLDOWN_KINDS),
  /** The invoice, credit note, line, appointment or payment id. */
  id: z.number(),
  /** The invoice it belongs to (null for an appointment). */
  sale_id: z.number().nullable(),
  /** The invoice's or credit note's number (null while none or for appointments and payments). */
  number: z.number().nullable(),
  clinic_id: z.number(),
  /** The instant (UTC ISO) and its clinic-local date-time (yyyy-MM-ddTHH:mm) that put the row in the period. */
  at: z.string(),
  local_at: z.string(),
  client_id: z.number().nullable(),
  client_name: z.string().nullable(),
  vet_id: z.number().nullable(),
  vet_name: z.string().nullable(),
  /** The line's item name, the payment method name, or the appointment's source. */
  label: z.string().nullable(),
  /** Appointment status. */
  status: z.number().nullable(),
  /** Payment method (1 cash, 2 card, …). */
  method: z.number().nullable(),
  /** Quantity of a line (negative for a credit-note line). */
  quantity: z.number().nullable(),
  /** Money in hundredths, signed as it counts in the figure (a credit note or its line is negative). */
  amount: z.number().nullable(),
  /** margin: the line's cost of goods (a credit line's share negative); amount is then its net revenue − cost. */
  cost: z.number().nullable().optional(),
  /** rebooking: whether the visit's pet left with its next appointment booked, and that appointment's start (UTC ISO). */
  rebooked: z.boolean().nullable().optional(),
  next_at: z.string().nullable().optional(),
});
export type TDrilldownRow = z.infer<typeof ZDrilldownRow>;
export const ZDrilldown = z.object({
  data: z.array(ZDrilldownRow),
  meta: ZPageMeta,
  /** Over all pages: `value` and `count` are the aggregate row's (or the KPI's) figure. */
  totals: z.object({ rows: z.number(), value: z.number(), count: z.number() }),
  currency: z.string(),
  measure: z.enum(REPORT_MEASURES),
});
export type TDrilldown = z.infer<typeof ZDrilldown>;

/** Every report exports to Excel or PDF: the report's own query and `format`. */
export const REPORT_EXPORT_FORMATS = ['xlsx', 'pdf'] as const;
const zFormat = z.enum(REPORT_EXPORT_FORMATS, { error: msg.invalid });
export const ZKpiExportQuery = ZKpiQuery.extend({ format: zFormat });
export const ZAggregateExportQuery = ZAggregateQuery.extend({ format: zFormat });
export const ZDrilldownExportQuery = ZDrilldownQuery.omit({ page: true, per_page: true }).extend({ format: zFormat });
export const ZClientCreditExportQuery = z.object({ filter: ZClientCreditQuery.shape.filter, format: zFormat });
/** The most rows a drill-down or client credit export writes; more is 422 (a shorter period). */
export const REPORT_EXPORT_MAX_ROWS = 20_000;

/** A period's issued invoices (clinic-local issue days) as a ZIP of their PDFs, made in the background. */
export const ZInvoiceZipInput = z.object({ date_from: zIsoDate, date_to: zIsoDate });
export type TInvoiceZipInput = z.infer<typeof ZInvoiceZipInput>;
export const INVOICE_ZIP_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export const ZInvoiceZip = z.object({
  id: z.number(),
  status: z.enum(INVOICE_ZIP_STATUSES),
  date_from: z.string(),
  date_to: z.string(),
  /** Invoices in the period, and how many are in the ZIP so far. */
  total: z.number(),
  processed: z.number(),
  /** 0–100, for the progress bar. */
  progress: z.number(),
  /** An i18n key when the job failed. */
  error: z.string().nullable(),
  file_name: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TInvoiceZip = z.infer<typeof ZInvoiceZip>;
