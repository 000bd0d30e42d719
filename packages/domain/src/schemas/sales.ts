import { z } from 'zod';
import { ZPageMeta, ZPageQuery, msg, zId, zIsoDate, zOptionalString, zQueryArray } from './common';
import { zVatPercent } from './inventory';

/**
 * Sales (invoices) and payments (#16). Amounts on the wire are integers in hundredths of the clinic's currency
 * (like products and purchase orders: `unit_price: 1250` is 12.50); percentages are numbers 0–100 with at most
 * two decimals; tax rates travel as percentages and must be in the clinic's vat_list / service_tax_list.
 */
const zMinor = z.coerce.number({ error: msg.invalid }).int({ error: msg.invalid }).min(0, { error: msg.min }).max(100_000_000_000, { error: msg.max });
const zPositiveMinor = z.coerce.number({ error: msg.invalid }).int({ error: msg.invalid }).min(1, { error: msg.min }).max(100_000_000_000, { error: msg.max });
const twoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

export const SALE_STATUSES = ['draft', 'issued'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];
export const SALE_EDIT_STATES = ['editable', 'frozen'] as const;
export const SALE_LINE_KINDS = ['service', 'product', 'custom'] as const;
export const SALE_UNITS = ['unit', 'sub_unit'] as const;

/**
 * Payment methods (spec §3 "ids 1, 2, 3, 6, 8 … which id maps to which label: not shown"; decided in
 * docs/decisions.md "Sales and payments"): the ids seen map to the five analytics methods' neighbours.
 */
export const PAYMENT_METHODS = {
  1: 'cash',
  2: 'card',
  3: 'check',
  4: 'eft',
  5: 'online_payment',
  6: 'client_credit',
  7: 'other',
  8: 'care_credit',
  9: 'credit_note',
} as const;
export type PaymentMethodId = keyof typeof PAYMENT_METHODS;
export const PAYMENT_METHOD_IDS = Object.keys(PAYMENT_METHODS).map(Number) as PaymentMethodId[];
export const PAYMENT_METHOD_CLIENT_CREDIT = 6;
export const PAYMENT_METHOD_CREDIT_NOTE = 9;
const zMethod = z.coerce.number({ error: msg.invalid }).int({ error: msg.invalid })
  .refine((v) => (PAYMENT_METHOD_IDS as number[]).includes(v), { error: msg.invalid });

/** A discount: picked from the catalogue (`discount_id`), or typed (`type` + `value`); `reason` when the clinic asks for one. */
export const ZSaleDiscountInput = z.object({
  discount_id: zId.nullish(),
  type: z.enum(['percent', 'amount'], { error: msg.invalid }).nullish(),
  /** 0–100 for a percentage; hundredths of the currency (an integer) for an amount. */
  value: z.coerce.number({ error: msg.invalid }).min(0, { error: msg.min }).max(100_000_000_000, { error: msg.max }).refine(twoDecimals, { error: msg.invalid }).nullish(),
  reason: zOptionalString(300),
}).superRefine((d, ctx) => {
  if (d.discount_id) return;
  if (!d.type) ctx.addIssue({ code: 'custom', path: ['type'], message: msg.required });
  if (d.value === null || d.value === undefined) ctx.addIssue({ code: 'custom', path: ['value'], message: msg.required });
  if (d.type === 'percent' && (d.value ?? 0) > 100) ctx.addIssue({ code: 'custom', path: ['value'], message: msg.max });
  if (d.type === 'amount' && d.value !== null && d.value !== undefined && !Number.isInteger(d.value)) ctx.addIssue({ code: 'custom', path: ['value'], message: msg.invalid });
});
export type TSaleDiscountInput = z.output<typeof ZSaleDiscountInput>;

/** What every line input carries, whatever its kind. */
const lineFields = {
  /** Required for a custom line; otherwise the catalogue's name unless given. */
  name: zOptionalString(200),
  quantity: z.coerce.number({ error: msg.invalid }).int({ error: msg.invalid }).min(1, { error: msg.min }).max(100_000, { error: msg.max }),
  /** Price of one unit (or one sub-unit); default the catalogue's. */
  unit_price: zMinor.nullish(),
  vat: zVatPercent.nullish(),
  service_tax: zVatPercent.nullish(),
  discount: ZSaleDiscountInput.nullish(),
};

export const ZSaleLineInput = z.object({
  kind: z.enum(SALE_LINE_KINDS, { error: msg.invalid }),
  service_id: zId.nullish(),
  product_id: zId.nullish(),
  ...lineFields,
  unit: z.enum(SALE_UNITS, { error: msg.invalid }).default('unit'),
}).superRefine((l, ctx) => {
  if (l.kind === 'service' && !l.service_id) ctx.addIssue({ code: 'custom', path: ['service_id'], message: msg.required });
  if (l.kind === 'product' && !l.product_id) ctx.addIssue({ code: 'custom', path: ['product_id'], message: msg.required });
  if (l.kind === 'custom' && !l.name) ctx.addIssue({ code: 'custom', path: ['name'], message: msg.required });
  if (l.kind === 'custom' && (l.unit_price === null || l.unit_price === undefined)) ctx.addIssue({ code: 'custom', path: ['unit_price'], message: msg.required });
  if (l.kind !== 'product' && l.unit === 'sub_unit') ctx.addIssue({ code: 'custom', path: ['unit'], message: msg.invalid });
});
export type TSaleLineInput = z.input<typeof ZSaleLineInput>;
export type TSaleLineInputParsed = z.output<typeof ZSaleLineInput>;

export const ZSaleCreateInput = z.object({
  /** Counter sale: the client (required unless the sale comes from an appointment or a record). */
  client_id: zId.nullish(),
  pet_id: zId.nullish(),
  vet_id: zId.nullish(),
  /** Charge an appointment: its services become lines. */
  appointment_id: zId.nullish(),
  /** Charge a record: the services of its appointments become lines. */
  record_id: zId.nullish(),
  note: zOptionalString(1000),
  lines: z.array(ZSaleLineInput, { error: msg.invalid }).max(200, { error: msg.max }).default([]),
}).superRefine((s, ctx) => {
  if (!s.client_id && !s.appointment_id && !s.record_id) ctx.addIssue({ code: 'custom', path: ['client_id'], message: msg.required });
});
export type TSaleCreateInput = z.input<typeof ZSaleCreateInput>;
export type TSaleCreateInputParsed = z.output<typeof ZSaleCreateInput>;

/**
 * remove_irrelevant_tasks (spec "Sale"): when a service line goes away (removed, replaced, switched to another
 * service, or its draft deleted), its open / in-progress follow-up tasks are soft-deleted too. Default false: they stay.
 */
const zRemoveTasks = z.boolean({ error: msg.invalid }).default(false);

/** sold_services item (PUT /sales/{id}): `id` of an existing service line updates it; without `id` a line is added. */
export const ZSoldServiceInput = z.object({ id: zId.nullish(), service_id: zId.nullish(), ...lineFields }).superRefine((l, ctx) => {
  if (!l.service_id) ctx.addIssue({ code: 'custom', path: ['service_id'], message: msg.required });
});
/** sold_products item (PUT /sales/{id}): `id` of an existing product line updates it; without `id` a line is added. */
export const ZSoldProductInput = z.object({
  id: zId.nullish(), product_id: zId.nullish(), ...lineFields, unit: z.enum(SALE_UNITS, { error: msg.invalid }).default('unit'),
}).superRefine((l, ctx) => {
  if (!l.product_id) ctx.addIssue({ code: 'custom', path: ['product_id'], message: msg.required });
});
export type TSoldServiceInputParsed = z.output<typeof ZSoldServiceInput>;
export type TSoldProductInputParsed = z.output<typeof ZSoldProductInput>;

/**
 * PUT /sales/{id}: the draft's header and its total discount (null removes it). `sold_services` / `sold_products`,
 * when present, replace the draft's lines of that kind (custom lines are never touched); lines left out are removed.
 */
export const ZSaleUpdateInput = z.object({
  pet_id: zId.nullish(),
  vet_id: zId.nullish(),
  note: zOptionalString(1000),
  discount: ZSaleDiscountInput.nullish(),
  sold_services: z.array(ZSoldServiceInput, { error: msg.invalid }).max(200, { error: msg.max }).optional(),
  sold_products: z.array(ZSoldProductInput, { error: msg.invalid }).max(200, { error: msg.max }).optional(),
  remove_irrelevant_tasks: zRemoveTasks,
});
export type TSaleUpdateInput = z.input<typeof ZSaleUpdateInput>;
export type TSaleUpdateInputParsed = z.output<typeof ZSaleUpdateInput>;

/**
 * DELETE /sales/{id}, DELETE and PUT /sales/{id}/lines/{lineId}: `?remove_irrelevant_tasks=true` (or 1) also removes
 * the open follow-up tasks of the lines that go away (a DELETE has no body; the line PUT's body is the line).
 */
export const ZSaleTasksQuery = z.object({
  remove_irrelevant_tasks: z.enum(['true', 'false', '1', '0'], { error: msg.invalid }).optional().transform((v) => v === 'true' || v === '1'),
});
export type TSaleTasksQuery = z.output<typeof ZSaleTasksQuery>;

export const ZSaleLineParams = z.object({ id: zId, lineId: zId });

const ZDiscountOut = z.object({
  type: z.enum(['percent', 'amount']), value: z.number(), discount_id: z.number().nullable(), name: z.string().nullable(), reason: z.string().nullable(),
});

export const ZSaleLine = z.object({
  id: z.number(),
  position: z.number(),
  kind: z.enum(SALE_LINE_KINDS),
  service_id: z.number().nullable(),
  product_id: z.number().nullable(),
  name: z.string(),
  quantity: z.number(),
  unit: z.enum(SALE_UNITS),
  unit_label: z.string().nullable(),
  unit_price: z.number(),
  vat: z.number(),
  service_tax: z.number(),
  discount: ZDiscountOut.nullable(),
  base: z.number(),
  discount_amount: z.number(),
  net: z.number(),
  vat_amount: z.number(),
  service_tax_amount: z.number(),
  total: z.number(),
  /** Open or in-progress follow-up tasks created for this line (a service's task when charged). */
  open_tasks: z.number(),
});
export type TSaleLine = z.infer<typeof ZSaleLine>;

export const ZSalePayment = z.object({
  id: z.number(),
  method: z.number(),
  method_label: z.string(),
  amount: z.number(),
  applied: z.number(),
  to_credit: z.number(),
  reference: z.string().nullable(),
  created_at: z.string(),
});
export type TSalePayment = z.infer<typeof ZSalePayment>;

/** Money paid back (#16, credit notes): to a payment method, or into client credit (method 6). */
export const ZRefund = z.object({
  id: z.number(),
  sale_id: z.number(),
  credit_note_id: z.number().nullable(),
  sale_payment_id: z.number().nullable(),
  method: z.number(),
  method_label: z.string(),
  amount: z.number(),
  provider_ref: z.string().nullable(),
  reference: z.string().nullable(),
  created_at: z.string(),
});
export type TRefund = z.infer<typeof ZRefund>;

/** A credit note as its sale shows it. */
export const ZSaleCreditNote = z.object({
  id: z.number(),
  number: z.number().nullable(),
  status: z.enum(['draft', 'posted', 'voided']),
  reason: z.string(),
  total: z.number(),
  applied: z.number(),
  excess: z.number(),
  refunded: z.number(),
  refundable: z.number(),
  void_reason: z.string().nullable(),
  void_date: z.string().nullable(),
  posted_at: z.string().nullable(),
  created_at: z.string(),
});
export type TSaleCreditNote = z.infer<typeof ZSaleCreditNote>;

export const ZSaleTax = z.object({ kind: z.enum(['vat', 'service_tax']), rate: z.number(), base: z.number(), amount: z.number() });

export const ZSaleSummary = z.object({
  id: z.number(),
  clinic_id: z.number(),
  number: z.number().nullable(),
  status: z.enum(SALE_STATUSES),
  edit_state: z.enum(SALE_EDIT_STATES),
  client_id: z.number(),
  client_name: z.string(),
  pet_id: z.number().nullable(),
  vet_id: z.number().nullable(),
  appointment_id: z.number().nullable(),
  record_id: z.number().nullable(),
  currency: z.string(),
  subtotal: z.number(),
  discount_total: z.number(),
  net: z.number(),
  tax: z.number(),
  total: z.number(),
  paid: z.number(),
  due: z.number(),
  issued_at: z.string().nullable(),
  created_at: z.string(),
});
export type TSaleSummary = z.infer<typeof ZSaleSummary>;

export const ZSale = ZSaleSummary.extend({
  prices_include_tax: z.boolean(),
  tax_apply_order: z.enum(['discount_before_tax', 'discount_after_tax']).nullable(),
  discount: ZDiscountOut.nullable(),
  taxes: z.array(ZSaleTax),
  note: z.string().nullable(),
  lines: z.array(ZSaleLine),
  payments: z.array(ZSalePayment),
  /** Posted, not voided credit notes' totals; refunds of them (to a method or into client credit). */
  credited: z.number(),
  refunded: z.number(),
  credit_notes: z.array(ZSaleCreditNote),
  refunds: z.array(ZRefund),
  updated_at: z.string(),
});
export type TSale = z.infer<typeof ZSale>;

export const ZSaleListQuery = ZPageQuery.extend({
  filter: z.object({
    status: z.enum(SALE_STATUSES, { error: msg.invalid }).optional(),
    client_id: zId.optional(),
    vet_id: zId.optional(),
    /** Clinic-local days, on the issue date (the creation date for drafts). */
    date_from: zIsoDate.optional(),
    date_to: zIsoDate.optional(),
    /** Sales with a payment by any of these methods. */
    method: zQueryArray(z.array(zMethod).max(9, { error: msg.max })).optional(),
    search: z.string().trim().max(80).optional(),
  }).optional(),
});
export type TSaleListQuery = z.infer<typeof ZSaleListQuery>;

export const ZSaleList = z.object({
  data: z.array(ZSaleSummary),
  meta: ZPageMeta,
  /** Over every sale the filters match, not just this page. */
  totals: z.object({ count: z.number(), total: z.number(), paid: z.number(), due: z.number() }),
});

export const ZSalePaymentsInput = z.object({
  /** One part per method (a split payment); all or none are recorded. */
  payments: z.array(z.object({
    method: zMethod,
    amount: zPositiveMinor,
    reference: zOptionalString(120),
  }), { error: msg.invalid }).min(1, { error: msg.required }).max(10, { error: msg.max }),
});
export type TSalePaymentsInput = z.output<typeof ZSalePaymentsInput>;

export const ZCreditMovement = z.object({
  id: z.number(), delta: z.number(), balance_after: z.number(), kind: z.enum(['overpayment', 'payment', 'adjustment', 'credit_note', 'refund']),
  sale_id: z.number().nullable(), payment_id: z.number().nullable(), credit_note_id: z.number().nullable(), refund_id: z.number().nullable(), note: z.string().nullable(), created_at: z.string(),
});

export const ZClientAccount = z.object({
  data: z.object({
    client_id: z.number(),
    currency: z.string(),
    /** Issued sales' totals, what was paid on them, and what is still due. */
    invoiced: z.number(),
    paid: z.number(),
    /** Live credit notes of those sales and refunds paid back (balance_due = invoiced − credited − paid + refunded, per sale never below 0). */
    credited: z.number(),
    refunded: z.number(),
    balance_due: z.number(),
    credit: z.number(),
    movements: z.array(ZCreditMovement),
  }),
  meta: ZPageMeta,
});
export type TClientAccount = z.infer<typeof ZClientAccount>;

/** POST /sales/{id}/send: to the client's e-mail unless another address is given. */
export const ZSaleMailInput = z.object({ to: z.string().trim().max(254, { error: msg.tooLong }).pipe(z.email({ error: msg.email })).nullish() });
