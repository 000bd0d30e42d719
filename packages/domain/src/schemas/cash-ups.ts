import { z } from 'zod';
import { ZPageMeta, ZPageQuery, msg, zIsoDate, zOptionalString } from './common';

/**
 * The client account statement and the day-end cash-up (#16). Amounts are integers in hundredths of the
 * clinic's currency (as sales); days are clinic-local dates (YYYY-MM-DD in the clinic's timezone).
 */

/**
 * What a statement line can be. `invoice` is a debit (an issued sale); `payment` a credit (money taken, by
 * method; a payment from client credit is not money received, so the statement shows it as `credit_used`);
 * `credit` a change of the client's credit (overpayment, adjustment). Credit notes and refunds plug in here
 * as `credit_note` (a credit) and `refund` (a debit: money given back) once their tables exist.
 */
export const STATEMENT_KINDS = ['invoice', 'payment', 'credit_used', 'credit', 'credit_note', 'refund'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

export const ZStatementQuery = ZPageQuery.extend({
  from: zIsoDate.optional(),
  to: zIsoDate.optional(),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { error: msg.invalid, path: ['to'] });
export type TStatementQuery = z.infer<typeof ZStatementQuery>;
export const ZStatementPdfQuery = z.object({ from: zIsoDate.optional(), to: zIsoDate.optional() });

export const ZStatementMovement = z.object({
  kind: z.enum(STATEMENT_KINDS),
  /** The row's id in its own table (sale, payment, credit movement…); (kind, id) is unique. */
  id: z.number(),
  at: z.string(),
  sale_id: z.number().nullable(),
  sale_number: z.number().nullable(),
  method: z.number().nullable(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  /** What the line adds to the balance due (invoice +, payment −); 0 for a credit movement. */
  debit: z.number(),
  credit: z.number(),
  /** The balance due after this line. */
  balance: z.number(),
  /** For credit movements: the change of the client's credit and the credit after it. */
  credit_delta: z.number().nullable(),
  credit_after: z.number().nullable(),
});
export type TStatementMovement = z.infer<typeof ZStatementMovement>;

export const ZStatement = z.object({
  data: z.object({
    client_id: z.number(),
    client_name: z.string(),
    currency: z.string(),
    currency_first: z.number(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    /** Balance due before `from`, after `to`, and now; the client's credit at `to` and now. */
    opening_balance: z.number(),
    closing_balance: z.number(),
    balance_due: z.number(),
    opening_credit: z.number(),
    closing_credit: z.number(),
    credit: z.number(),
    debits: z.number(),
    credits: z.number(),
    /** Oldest first within the period, each with the running balance due. */
    movements: z.array(ZStatementMovement),
  }),
  meta: ZPageMeta,
});
export type TStatement = z.infer<typeof ZStatement>;

export const ZStatementMailInput = z.object({
  to: z.string().trim().max(254, { error: msg.tooLong }).pipe(z.email({ error: msg.email })).nullish(),
  from: zIsoDate.nullish(),
  to_date: zIsoDate.nullish(),
});

// ---------- cash-up ----------

export const ZCashUpQuery = z.object({ date: zIsoDate.optional() });

export const ZCashUpMethodTotal = z.object({
  method: z.number(),
  count: z.number(),
  /** Money taken by this method that day, net of refunds by it. */
  total: z.number(),
});
export const ZCashUpStaffTotal = z.object({
  staff_id: z.number().nullable(),
  staff_name: z.string().nullable(),
  method: z.number(),
  count: z.number(),
  total: z.number(),
});

export const ZCashUp = z.object({
  id: z.number(),
  day: z.string(),
  currency: z.string(),
  counted_cash: z.number(),
  expected_cash: z.number(),
  difference: z.number(),
  totals: z.array(ZCashUpMethodTotal),
  note: z.string().nullable(),
  closed_by: z.number().nullable(),
  closed_by_name: z.string().nullable(),
  closed_at: z.string(),
});
export type TCashUp = z.infer<typeof ZCashUp>;

export const ZCashUpDay = z.object({
  data: z.object({
    day: z.string(),
    currency: z.string(),
    currency_first: z.number(),
    methods: z.array(ZCashUpMethodTotal),
    by_staff: z.array(ZCashUpStaffTotal),
    count: z.number(),
    total: z.number(),
    expected_cash: z.number(),
    /** The closed cash-up of this day, or null while it is open. */
    closed: ZCashUp.nullable(),
  }),
});
export type TCashUpDay = z.infer<typeof ZCashUpDay>['data'];

export const ZCashUpCloseInput = z.object({
  day: zIsoDate,
  counted_cash: z.coerce.number({ error: msg.invalid }).int({ error: msg.invalid }).min(0, { error: msg.min }).max(100_000_000_000, { error: msg.max }),
  note: zOptionalString(500),
});
export type TCashUpCloseInput = z.input<typeof ZCashUpCloseInput>;
export type TCashUpCloseParsed = z.output<typeof ZCashUpCloseInput>;

export const ZCashUpList = z.object({ data: z.array(ZCashUp), meta: ZPageMeta });
