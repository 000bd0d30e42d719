import { z } from 'zod';
import { ZPageMeta, ZPageQuery, msg, zId, zIsoDate, zOptionalString, zRequiredString } from './common';
import { PAYMENT_METHOD_IDS, SALE_LINE_KINDS, SALE_UNITS, ZRefund } from './sales';

/**
 * Credit notes, refunds and product returns of issued sales (#16; spec §3 "Credit note: void reason and date",
 * §4 "Credit note: post, void, refund", §7 credit-notes, refunds, return-credit-items, product-returns).
 * Amounts are integer hundredths of the sale's currency; quantities are in the sale line's unit.
 */
export const CREDIT_NOTE_STATUSES = ['draft', 'posted', 'voided'] as const;
export type CreditNoteStatus = (typeof CREDIT_NOTE_STATUSES)[number];

const zQty = z.coerce.number({ error: msg.invalid }).int({ error: msg.invalid }).min(1, { error: msg.min }).max(100_000, { error: msg.max });
const zPositiveMinor = z.coerce.number({ error: msg.invalid }).int({ error: msg.invalid }).min(1, { error: msg.min }).max(100_000_000_000, { error: msg.max });
const zMethod = z.coerce.number({ error: msg.invalid }).int({ error: msg.invalid })
  .refine((v) => (PAYMENT_METHOD_IDS as number[]).includes(v), { error: msg.invalid });

export const ZCreditNoteCreateInput = z.object({
  sale_id: zId,
  reason: zRequiredString(500),
  lines: z.array(z.object({
    sale_line_id: zId,
    quantity: zQty,
    /** Product lines only: the units go back on the shelf when the note is posted. */
    return_to_stock: z.boolean({ error: msg.invalid }).default(false),
  }), { error: msg.invalid }).min(1, { error: msg.required }).max(200, { error: msg.max }),
}).superRefine((v, ctx) => {
  const seen = new Set<number>();
  v.lines.forEach((l, i) => {
    if (seen.has(l.sale_line_id)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'sale_line_id'], message: msg.invalid });
    seen.add(l.sale_line_id);
  });
});
export type TCreditNoteCreateInput = z.input<typeof ZCreditNoteCreateInput>;
export type TCreditNoteCreateInputParsed = z.output<typeof ZCreditNoteCreateInput>;

export const ZCreditNoteVoidInput = z.object({
  void_reason: zRequiredString(500),
  void_date: zIsoDate,
});
export type TCreditNoteVoidInput = z.infer<typeof ZCreditNoteVoidInput>;

export const ZCreditNoteRefundInput = z.object({
  amount: zPositiveMinor,
  /** Default: the method of the sale's latest payment that can take it back. 6 (client credit) keeps the money as credit. */
  method: zMethod.nullish(),
  reference: zOptionalString(120),
});
export type TCreditNoteRefundInput = z.output<typeof ZCreditNoteRefundInput>;

export const ZCreditNoteLine = z.object({
  id: z.number(),
  sale_line_id: z.number(),
  name: z.string(),
  kind: z.enum(SALE_LINE_KINDS),
  product_id: z.number().nullable(),
  unit: z.enum(SALE_UNITS),
  quantity: z.number(),
  return_to_stock: z.boolean(),
  net: z.number(),
  tax: z.number(),
  total: z.number(),
});


export const ZCreditNoteSummary = z.object({
  id: z.number(),
  clinic_id: z.number(),
  sale_id: z.number(),
  sale_number: z.number().nullable(),
  client_id: z.number(),
  client_name: z.string(),
  number: z.number().nullable(),
  status: z.enum(CREDIT_NOTE_STATUSES),
  reason: z.string(),
  currency: z.string(),
  net: z.number(),
  tax: z.number(),
  total: z.number(),
  /** At posting: what reduced the sale's balance due, and the excess that may be refunded. */
  applied: z.number(),
  excess: z.number(),
  refunded: z.number(),
  /** Of the excess, what is still refundable (0 once voided). */
  refundable: z.number(),
  void_reason: z.string().nullable(),
  void_date: z.string().nullable(),
  posted_at: z.string().nullable(),
  created_at: z.string(),
});
export type TCreditNoteSummary = z.infer<typeof ZCreditNoteSummary>;

export const ZCreditNote = ZCreditNoteSummary.extend({
  lines: z.array(ZCreditNoteLine),
  refunds: z.array(ZRefund),
  /** Refund methods offered and the most each may take now (from the sale's payments). */
  refund_methods: z.array(z.object({ method: z.number(), method_label: z.string(), max: z.number() })),
  updated_at: z.string(),
});
export type TCreditNote = z.infer<typeof ZCreditNote>;

export const ZCreditNoteListQuery = ZPageQuery.extend({
  filter: z.object({
    status: z.enum(CREDIT_NOTE_STATUSES, { error: msg.invalid }).optional(),
    sale_id: zId.optional(),
    client_id: zId.optional(),
    /** Clinic-local days, on the posting date (creation for drafts). */
    date_from: zIsoDate.optional(),
    date_to: zIsoDate.optional(),
  }).optional(),
});
export type TCreditNoteListQuery = z.infer<typeof ZCreditNoteListQuery>;
export const ZCreditNoteList = z.object({ data: z.array(ZCreditNoteSummary), meta: ZPageMeta });

/** GET /sales/{id}/return-credit-items: per line what was sold, credited and returned, and what still can be. */
export const ZReturnCreditItem = z.object({
  sale_line_id: z.number(),
  position: z.number(),
  kind: z.enum(SALE_LINE_KINDS),
  product_id: z.number().nullable(),
  name: z.string(),
  unit: z.enum(SALE_UNITS),
  unit_label: z.string().nullable(),
  sold_quantity: z.number(),
  credited_quantity: z.number(),
  remaining_quantity: z.number(),
  line_total: z.number(),
  credited_amount: z.number(),
  remaining_amount: z.number(),
  returned_quantity: z.number(),
  returnable_quantity: z.number(),
});
export const ZReturnCreditItems = z.object({
  sale_id: z.number(),
  currency: z.string(),
  /** Constraints: a credit note credits at most remaining_quantity of a line; stock returns at most returnable_quantity. */
  creditable: z.boolean(),
  lines: z.array(ZReturnCreditItem),
  totals: z.object({ total: z.number(), credited: z.number(), remaining: z.number() }),
});
export type TReturnCreditItems = z.infer<typeof ZReturnCreditItems>;

export const ZProductReturnInput = z.object({
  /** back_to_stock (default true): the units go back on the shelf; false records them returned without a stock movement. */
  lines: z.array(z.object({ sale_line_id: zId, quantity: zQty, back_to_stock: z.boolean().default(true) }), { error: msg.invalid }).min(1, { error: msg.required }).max(200, { error: msg.max }),
  note: zOptionalString(300),
});
export type TProductReturnInput = z.output<typeof ZProductReturnInput>;

export const ZProductReturn = z.object({
  id: z.number(),
  sale_id: z.number(),
  sale_line_id: z.number(),
  product_id: z.number(),
  name: z.string(),
  quantity: z.number(),
  back_to_stock: z.boolean(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export const ZProductReturns = z.object({
  data: z.object({
    returns: z.array(ZProductReturn),
    /** Product lines: how many units may still go back (sold less returned by credit notes and returns). */
    lines: z.array(z.object({ sale_line_id: z.number(), name: z.string(), sold_quantity: z.number(), returned_quantity: z.number(), returnable_quantity: z.number() })),
  }),
});
export type TProductReturns = z.infer<typeof ZProductReturns>;
