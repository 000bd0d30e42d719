import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  appointmentServices, appointments, clientCreditMovements, clientSubscriptions, clinicPreferences, clinics, creditNotes, discounts, petParents, pets, products,
  recordAppointments, records, refunds, saleLines, salePayments, sales, servicePackages, services, staffUsers, type Db, type DbOrTx,
} from '@vetclinic/db';
import {
  PAGE_SIZE, PAYMENT_METHODS, PAYMENT_METHOD_CLIENT_CREDIT, PAYMENT_METHOD_CREDIT_NOTE, computeInvoiceIn, displayDigits, saleDue,
  type Discount, type PaymentMethodId, type TClientAccount, type TSale, type TSaleCreateInputParsed, type TSaleDiscountInput,
  type TSaleLine, type TSaleLineInputParsed, type TSaleListQuery, type TSalePaymentsInput, type TSaleSummary,
  type TSaleUpdateInputParsed, type TSoldProductInputParsed, type TSoldServiceInputParsed, type TaxApplyOrder, type TPageQuery,
} from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { remember, withIdempotency, type IdempotencyContext } from '../../lib/idempotency';
import { offsetOf, pageMeta, totalOver } from '../../lib/pagination';
import { insertRows } from '../../lib/bulk-insert';
import { postStockMovements } from '../inventory/stock-ledger';
import { applyPlanCoverage } from '../plans/coverage';
import { emitEvent } from '../webhooks/events';
import { executeNamed, preparedIn, runNamed, statement } from '../../lib/named-statement';
import { createSaleLineTasksIn, openTasksOfLine, releaseSaleLineTasksIn } from '../tasks/sale-tasks';

/** Where a sale is made and by whom: a TenantScope fits, and so does the estimates module's context. */
export interface SaleCtx { groupId: number; clinicId: number; userId: number | null }

type SaleRow = typeof sales.$inferSelect;
type LineRow = typeof saleLines.$inferSelect;
type PaymentRow = typeof salePayments.$inferSelect;
type LineValues = Omit<typeof saleLines.$inferInsert, 'saleId' | 'position'>;

const actor = (ctx: SaleCtx) => ({ type: 'staff' as const, id: ctx.userId });
const notDraft = () => new AppError('invalid_state', 'sales.errors.not_draft');
const pct = (bp: number) => bp / 100;
const toBp = (percent: number) => Math.round(percent * 100);
/** round_half_up(price / sub_units): what one sub-unit sells for (docs/decisions.md "Inventory"). */
const perSubUnit = (price: number, subUnits: number) => Math.floor((2 * price + subUnits) / (2 * subUnits));

interface Prefs {
  vatList: number[]; serviceTaxList: number[]; discountReasonRequired: boolean; currency: string;
  taxApplyOrder: TaxApplyOrder; pricesIncludeTax: boolean;
}

async function loadPrefs(tx: DbOrTx, clinicId: number): Promise<Prefs> {
  const [p] = await tx.select(prefsColumns).from(clinicPreferences).where(eq(clinicPreferences.clinicId, clinicId));
  return prefsOf(p);
}

const prefsColumns = {
  vatList: clinicPreferences.vatList, serviceTaxList: clinicPreferences.serviceTaxList, discountReasonRequired: clinicPreferences.discountReasonRequired,
  currency: clinicPreferences.currency, taxApplyOrder: clinicPreferences.taxApplyOrder, pricesIncludeTax: clinicPreferences.pricesIncludeTax,
};

/** The clinic's preferences a sale is priced with; the defaults where the clinic has no row. */
function prefsOf(p: { [K in keyof typeof prefsColumns]: (typeof prefsColumns)[K]['_']['data'] | null } | null | undefined): Prefs {
  return {
    vatList: p?.vatList ?? [0, 10],
    serviceTaxList: p?.serviceTaxList ?? [0],
    discountReasonRequired: p?.discountReasonRequired ?? false,
    currency: p?.currency ?? '$',
    taxApplyOrder: (p?.taxApplyOrder as TaxApplyOrder) ?? null,
    pricesIncludeTax: p?.pricesIncludeTax ?? false,
  };
}

// ---------- discounts ----------

interface DiscountValues { discountType: 'percent' | 'amount' | null; discountValueX100: number | null; discountId: number | null; discountName: string | null; discountReason: string | null }
const NO_DISCOUNT: DiscountValues = { discountType: null, discountValueX100: null, discountId: null, discountName: null, discountReason: null };

/** A discount as the sale keeps it: copied from the catalogue (enabled ones only) or typed; a reason when the clinic asks. */
async function resolveDiscount(tx: DbOrTx, ctx: SaleCtx, prefs: Prefs, input: TSaleDiscountInput | null | undefined, field: string): Promise<DiscountValues> {
  if (!input) return NO_DISCOUNT;
  let out: DiscountValues;
  if (input.discount_id) {
    const [d] = await tx.select().from(discounts)
      .where(and(eq(discounts.id, input.discount_id), eq(discounts.clinicId, ctx.clinicId), isNull(discounts.deletedAt), eq(discounts.enabled, true)));
    if (!d) throw validation({ [`${field}.discount_id`]: ['validation.invalid'] });
    out = { discountType: d.type, discountValueX100: d.valueX100, discountId: d.id, discountName: d.name, discountReason: input.reason ?? null };
  } else {
    const value = input.value ?? 0;
    out = { discountType: input.type ?? 'amount', discountValueX100: input.type === 'percent' ? toBp(value) : Math.round(value), discountId: null, discountName: null, discountReason: input.reason ?? null };
  }
  if (!out.discountValueX100) return NO_DISCOUNT;
  if (prefs.discountReasonRequired && !out.discountReason) throw validation({ [`${field}.reason`]: ['sales.validation.discount_reason_required'] });
  return out;
}

const discountOf = (type: string | null, valueX100: number | null): Discount | null => {
  if (!type || !valueX100) return null;
  return type === 'percent' ? { kind: 'percent', bp: valueX100 } : { kind: 'amount', minor: valueX100 };
};

// ---------- lines ----------

function rateBp(list: number[], percent: number | null | undefined, fallbackBp: number, field: string): number {
  if (percent === null || percent === undefined) return fallbackBp;
  if (!list.some((v) => toBp(v) === toBp(percent))) throw validation({ [field]: ['sales.validation.rate_not_in_list'] });
  return toBp(percent);
}

/** A resolved line and, for a service that names one, the task template of its task when charged. */
interface Resolved { values: LineValues; taskTemplateId: number | null }

/** A line input checked against the clinic's catalogue, with the task template its service names (if any). */
async function resolveLine(tx: DbOrTx, ctx: SaleCtx, prefs: Prefs, l: TSaleLineInputParsed, field: string): Promise<Resolved> {
  const [values, taskTemplateId] = await resolveLineValues(tx, ctx, prefs, l, field);
  return { values, taskTemplateId };
}

/** A line input checked against the clinic's catalogue: names, default prices and tax rates come from there. */
async function resolveLineValues(tx: DbOrTx, ctx: SaleCtx, prefs: Prefs, l: TSaleLineInputParsed, field: string): Promise<[LineValues, number | null]> {
  const discount = await resolveDiscount(tx, ctx, prefs, l.discount, `${field}.discount`);
  const common = { quantity: l.quantity, ...discount };
  if (l.kind === 'service') {
    const [s] = await tx.select().from(services).where(and(eq(services.id, l.service_id!), eq(services.clinicId, ctx.clinicId), isNull(services.deletedAt)));
    if (!s) throw validation({ [`${field}.service_id`]: ['validation.invalid'] });
    return [{
      ...common, kind: 'service', serviceId: s.id, productId: null, name: l.name ?? s.name, unit: 'unit', unitLabel: null, subUnitsPerUnit: 1,
      unitPriceMinor: l.unit_price ?? s.priceMinor,
      vatBp: rateBp(prefs.vatList, l.vat, s.vatBp, `${field}.vat`), serviceTaxBp: rateBp(prefs.serviceTaxList, l.service_tax, s.serviceTaxBp, `${field}.service_tax`),
    }, s.taskTemplateId];
  }
  if (l.kind === 'product') {
    const [p] = await tx.select().from(products).where(and(eq(products.id, l.product_id!), eq(products.clinicId, ctx.clinicId), isNull(products.archivedAt)));
    if (!p) throw validation({ [`${field}.product_id`]: ['validation.invalid'] });
    const bySub = l.unit === 'sub_unit';
    if (bySub && p.subUnits <= 1) throw validation({ [`${field}.unit`]: ['sales.validation.no_sub_units'] });
    const catalogue = p.sellingPrice ?? 0;
    return [{
      ...common, kind: 'product', serviceId: null, productId: p.id, name: l.name ?? p.name, unit: l.unit, unitLabel: bySub ? p.subUnit : p.unit,
      subUnitsPerUnit: p.subUnits, unitPriceMinor: l.unit_price ?? (bySub ? perSubUnit(catalogue, p.subUnits) : catalogue),
      vatBp: rateBp(prefs.vatList, l.vat, p.vatBp, `${field}.vat`), serviceTaxBp: rateBp(prefs.serviceTaxList, l.service_tax, 0, `${field}.service_tax`),
    }, null];
  }
  return [{
    ...common, kind: 'custom', serviceId: null, productId: null, name: l.name!, unit: 'unit', unitLabel: null, subUnitsPerUnit: 1,
    unitPriceMinor: l.unit_price ?? 0,
    vatBp: rateBp(prefs.vatList, l.vat, 0, `${field}.vat`), serviceTaxBp: rateBp(prefs.serviceTaxList, l.service_tax, 0, `${field}.service_tax`),
  }, null];
}

/**
 * Recomputes a draft's totals with the shared invoice arithmetic and stores them on the lines and the sale.
 * A discount larger than what it discounts is a 422 (the arithmetic refuses it).
 */
async function recompute(tx: DbOrTx, sale: SaleRow, prefs: Prefs, now: Date, loaded?: LineRow[]): Promise<void> {
  const { changed, set } = draftTotals(sale, prefs, loaded ?? await draftLines(tx, sale.id));
  await writeLines(tx, sale.id, changed, new Map());
  await tx.update(sales).set({ ...set, updatedAt: now }).where(eq(sales.id, sale.id));
}

interface LineTotals { id: number; base: number; discount: number; net: number; vat: number; serviceTax: number; total: number }

/**
 * A draft's totals with these preferences (the shared arithmetic, in the currency's own unit): the lines whose
 * totals change, and the sale's new money columns.
 */
function draftTotals(sale: SaleRow, prefs: Prefs, lines: LineRow[]) {
  let totals;
  try {
    // In the currency's own unit: whole won or yen, so no total holds a fraction the currency cannot pay.
    totals = computeInvoiceIn(displayDigits(prefs.currency), {
      lines: lines.map((l) => ({ unitPriceMinor: l.unitPriceMinor, quantity: l.quantity, discount: discountOf(l.discountType, l.discountValueX100), vatBp: l.vatBp, serviceTaxBp: l.serviceTaxBp })),
      pricesIncludeTax: prefs.pricesIncludeTax,
      taxApplyOrder: prefs.taxApplyOrder,
      discount: discountOf(sale.discountType, sale.discountValueX100),
    });
  } catch (e) {
    if (e instanceof RangeError) throw validation({ discount: ['sales.validation.discount_too_large'] });
    throw e;
  }
  if (!totals) throw validation({ unit_price: ['sales.validation.whole_units'] });
  const changed = lines.flatMap((l, i): LineTotals[] => {
    const t = totals.lines[i];
    const discount = t.lineDiscount + t.invoiceDiscount;
    if (l.baseMinor === t.base && l.discountMinor === discount && l.netMinor === t.net && l.vatMinor === t.vat
      && l.serviceTaxMinor === t.serviceTax && l.totalMinor === t.total) return [];
    return [{ id: l.id, base: t.base, discount, net: t.net, vat: t.vat, serviceTax: t.serviceTax, total: t.total }];
  });
  const set = {
    pricesIncludeTax: prefs.pricesIncludeTax, taxApplyOrder: prefs.taxApplyOrder, currency: prefs.currency,
    subtotalMinor: totals.subtotal, discountMinor: totals.discount, netMinor: totals.net, taxMinor: totals.tax, totalMinor: totals.total,
    taxes: totals.taxes.map((r) => ({ kind: r.kind, rate_bp: r.rateBp, base: r.base, amount: r.amount })),
  };
  return { changed, set };
}

/**
 * The lines' new totals and (issuing) the cost of what they took from stock, written in ONE statement (an UPDATE …
 * FROM unnest), not one round trip each; nothing when nothing changed.
 */
async function writeLines(tx: DbOrTx, saleId: number, totals: LineTotals[], costs: Map<number, number>) {
  const rows = new Map<number, (number | null)[]>();
  for (const t of totals) rows.set(t.id, [t.id, t.base, t.discount, t.net, t.vat, t.serviceTax, t.total, costs.get(t.id) ?? null]);
  for (const [id, cost] of costs) if (!rows.has(id)) rows.set(id, [id, null, null, null, null, null, null, cost]);
  if (!rows.size) return;
  // One array per column (a fixed text whatever the number of lines, so it runs as a named statement).
  const column = (i: number) => `{${[...rows.values()].map((r) => r[i] ?? 'NULL').join(',')}}`;
  await executeNamed(tx, 'sale_lines_write', statement`UPDATE sale_lines AS l SET base_minor = coalesce(v.base, l.base_minor),
      discount_minor = coalesce(v.discount, l.discount_minor), net_minor = coalesce(v.net, l.net_minor), vat_minor = coalesce(v.vat, l.vat_minor),
      service_tax_minor = coalesce(v.service_tax, l.service_tax_minor), total_minor = coalesce(v.total, l.total_minor), cost_total = coalesce(v.cost, l.cost_total)
    FROM unnest(${column(0)}::int[], ${column(1)}::bigint[], ${column(2)}::bigint[], ${column(3)}::bigint[], ${column(4)}::bigint[], ${column(5)}::bigint[],
      ${column(6)}::bigint[], ${column(7)}::bigint[]) AS v(id, base, discount, net, vat, service_tax, total, cost)
    WHERE l.id = v.id AND l.sale_id = ${saleId}`);
}

/** A sale's lines in invoice order (the order the shared arithmetic and the invoice read them in). */
const draftLines = (tx: DbOrTx, saleId: number) =>
  tx.select().from(saleLines).where(eq(saleLines.saleId, saleId)).orderBy(asc(saleLines.position), asc(saleLines.id));

async function nextPosition(tx: DbOrTx, saleId: number) {
  const [{ max }] = await tx.select({ max: sql<number>`coalesce(max(${saleLines.position}), 0)::int` }).from(saleLines).where(eq(saleLines.saleId, saleId));
  return max + 1;
}

// ---------- reading ----------

const paidOf = sql<number>`(SELECT coalesce(sum(${salePayments.appliedMinor}), 0)::bigint FROM ${salePayments} WHERE ${salePayments.saleId} = ${sales.id})`;
/** Posted (not voided) credit notes of the sale, and refunds of it: the balance due is total − credited − (paid − refunded). */
export const creditedOf = sql<number>`(SELECT coalesce(sum(${creditNotes.totalMinor}), 0)::bigint FROM ${creditNotes} WHERE ${creditNotes.saleId} = ${sales.id} AND ${creditNotes.status} = 'posted')`;
export const refundedOf = sql<number>`(SELECT coalesce(sum(${refunds.amountMinor}), 0)::bigint FROM ${refunds} WHERE ${refunds.saleId} = ${sales.id})`;
const dueOf = sql<number>`GREATEST(0, ${sales.totalMinor} - ${creditedOf} - ${paidOf} + ${refundedOf})`;

/** The money of a sale that its balance due depends on (credit notes: posted, not voided). */
export async function saleMoney(tx: DbOrTx, saleId: number): Promise<{ paid: number; credited: number; refunded: number }> {
  const res = await tx.execute(sql`SELECT
    (SELECT coalesce(sum(applied_minor), 0)::bigint FROM sale_payments WHERE sale_id = ${saleId}) AS paid,
    (SELECT coalesce(sum(total_minor), 0)::bigint FROM credit_notes WHERE sale_id = ${saleId} AND status = 'posted') AS credited,
    (SELECT coalesce(sum(amount_minor), 0)::bigint FROM refunds WHERE sale_id = ${saleId}) AS refunded`);
  const row = ((res as unknown as { rows?: Record<string, unknown>[] }).rows ?? (res as unknown as Record<string, unknown>[]))[0];
  return { paid: Number(row.paid), credited: Number(row.credited), refunded: Number(row.refunded) };
}

function toDiscountOut(type: string | null, valueX100: number | null, id: number | null, name: string | null, reason: string | null) {
  if (!type || valueX100 === null) return null;
  return { type: type as 'percent' | 'amount', value: type === 'percent' ? valueX100 / 100 : valueX100, discount_id: id, name, reason };
}

function toSummary(row: SaleRow, clientName: string, paid: number, credited = 0, refunded = 0): TSaleSummary {
  return {
    id: row.id, clinic_id: row.clinicId, number: row.number, status: row.status, edit_state: row.editState,
    client_id: row.clientId, client_name: clientName, pet_id: row.petId, vet_id: row.vetId, appointment_id: row.appointmentId, record_id: row.recordId,
    currency: row.currency, subtotal: row.subtotalMinor, discount_total: row.discountMinor, net: row.netMinor, tax: row.taxMinor, total: row.totalMinor,
    paid, due: row.status === 'issued' ? saleDue({ total: row.totalMinor, credited, paid, refunded }) : row.totalMinor,
    issued_at: row.issuedAt?.toISOString() ?? null, created_at: row.createdAt.toISOString(),
  };
}

function toLine(l: LineRow, openTasks = 0): TSaleLine {
  return {
    id: l.id, position: l.position, kind: l.kind, service_id: l.serviceId, product_id: l.productId, name: l.name, quantity: l.quantity,
    unit: l.unit, unit_label: l.unitLabel, unit_price: l.unitPriceMinor, vat: pct(l.vatBp), service_tax: pct(l.serviceTaxBp),
    discount: toDiscountOut(l.discountType, l.discountValueX100, l.discountId, l.discountName, l.discountReason),
    base: l.baseMinor, discount_amount: l.discountMinor, net: l.netMinor, vat_amount: l.vatMinor, service_tax_amount: l.serviceTaxMinor, total: l.totalMinor,
    open_tasks: openTasks,
  };
}

export const toRefund = (r: typeof refunds.$inferSelect) => ({
  id: r.id, sale_id: r.saleId, credit_note_id: r.creditNoteId, sale_payment_id: r.salePaymentId, method: r.method,
  method_label: PAYMENT_METHODS[r.method as PaymentMethodId] ?? 'other', amount: r.amountMinor, provider_ref: r.providerRef, reference: r.reference,
  created_at: r.createdAt.toISOString(),
});

const toPayment = (p: PaymentRow) => ({
  id: p.id, method: p.method, method_label: PAYMENT_METHODS[p.method as PaymentMethodId] ?? 'other', amount: p.amountMinor, applied: p.appliedMinor,
  to_credit: p.amountMinor - p.appliedMinor, reference: p.reference, created_at: p.createdAt.toISOString(),
});

/** `draft`: the caller holds the draft locked — it has no payments, credit notes or refunds (taken on issued sales only). */
export async function getSale(db: DbOrTx, clinicId: number, id: number, opts: { draft?: boolean } = {}): Promise<TSale> {
  const [row] = await db.select({ sale: sales, first: petParents.firstName, last: petParents.lastName }).from(sales)
    .innerJoin(petParents, eq(petParents.id, sales.clientId)).where(and(eq(sales.id, id), eq(sales.clinicId, clinicId)));
  if (!row) throw notFound();
  const none = Promise.resolve([]);
  const [lines, payments, notes, refundRows] = await Promise.all([
    linesWithTasks(db, id),
    opts.draft ? none as Promise<(typeof salePayments.$inferSelect)[]> : db.select().from(salePayments).where(eq(salePayments.saleId, id)).orderBy(asc(salePayments.id)),
    opts.draft ? none as Promise<(typeof creditNotes.$inferSelect)[]> : db.select().from(creditNotes).where(eq(creditNotes.saleId, id)).orderBy(asc(creditNotes.id)),
    opts.draft ? none as Promise<(typeof refunds.$inferSelect)[]> : db.select().from(refunds).where(eq(refunds.saleId, id)).orderBy(asc(refunds.id)),
  ]);
  return toSale(row.sale, `${row.first} ${row.last}`, lines, payments, notes, refundRows);
}

/** A sale's lines in invoice order, each with how many of its follow-up tasks are still open. */
const linesWithTasks = (db: DbOrTx, saleId: number) => runNamed(
  db.select({ line: saleLines, openTasks: openTasksOfLine(sql`"sale_lines"."id"`) }).from(saleLines).where(eq(saleLines.saleId, saleId))
    .orderBy(asc(saleLines.position), asc(saleLines.id)),
  'sale_lines_with_tasks',
);
type LineWithTasks = Awaited<ReturnType<typeof linesWithTasks>>[number];

/** The answer of a sale from its rows (`getSale` reads them; issuing builds them as it writes them). */
function toSale(
  s: SaleRow, clientName: string, lines: LineWithTasks[], payments: PaymentRow[],
  notes: (typeof creditNotes.$inferSelect)[], refundRows: (typeof refunds.$inferSelect)[],
): TSale {
  const paid = payments.reduce((a, p) => a + p.appliedMinor, 0);
  const credited = notes.filter((n) => n.status === 'posted').reduce((a, n) => a + n.totalMinor, 0);
  const refunded = refundRows.reduce((a, r) => a + r.amountMinor, 0);
  return {
    ...toSummary(s, clientName, paid, credited, refunded),
    prices_include_tax: s.pricesIncludeTax,
    tax_apply_order: (s.taxApplyOrder as TSale['tax_apply_order']) ?? null,
    discount: toDiscountOut(s.discountType, s.discountValueX100, s.discountId, s.discountName, s.discountReason),
    taxes: s.taxes.map((t) => ({ kind: t.kind, rate: pct(t.rate_bp), base: t.base, amount: t.amount })),
    note: s.note,
    lines: lines.map((l) => toLine(l.line, Number(l.openTasks))),
    payments: payments.map(toPayment),
    credited,
    refunded,
    credit_notes: notes.map((n) => {
      const noteRefunded = refundRows.filter((r) => r.creditNoteId === n.id).reduce((a, r) => a + r.amountMinor, 0);
      return {
        id: n.id, number: n.number, status: n.status, reason: n.reason, total: n.totalMinor, applied: n.appliedMinor, excess: n.excessMinor,
        refunded: noteRefunded, refundable: n.status === 'posted' ? Math.max(0, n.excessMinor - noteRefunded) : 0,
        void_reason: n.voidReason, void_date: n.voidDate, posted_at: n.postedAt?.toISOString() ?? null, created_at: n.createdAt.toISOString(),
      };
    }),
    refunds: refundRows.map(toRefund),
    updated_at: s.updatedAt.toISOString(),
  };
}

/** Which of the list's filters are given (and how many methods): what its statement's text depends on. */
const listShape = (f: NonNullable<TSaleListQuery['filter']>) =>
  `${f.status ? 's' : ''}${f.client_id ? 'c' : ''}${f.vet_id ? 'v' : ''}${f.date_from ? 'f' : ''}${f.date_to ? 't' : ''}${f.search ? 'q' : ''}m${f.method?.length ?? 0}`;

/** The invoice list: filters on status, client, vet, clinic-local days and payment method; totals over every match. */
export async function listSales(db: Db, clinicId: number, query: TSaleListQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const f = query.filter ?? {};
  // A clinic-local day is a range of instants (its local midnight to the next), so the list index on
  // (clinic, coalesce(issued_at, created_at)) finds one day among years of invoices and gives the order.
  const tz = sql`(SELECT ${clinics.timezone} FROM ${clinics} WHERE ${clinics.id} = ${clinicId})`;
  const at = sql`coalesce(${sales.issuedAt}, ${sales.createdAt})`;
  const conditions: (SQL | undefined)[] = [eq(sales.clinicId, clinicId)];
  if (f.status) conditions.push(eq(sales.status, f.status));
  if (f.client_id) conditions.push(eq(sales.clientId, f.client_id));
  if (f.vet_id) conditions.push(eq(sales.vetId, f.vet_id));
  if (f.date_from) conditions.push(sql`${at} >= (${f.date_from}::date)::timestamp AT TIME ZONE ${tz}`);
  if (f.date_to) conditions.push(sql`${at} < (${f.date_to}::date + 1)::timestamp AT TIME ZONE ${tz}`);
  if (f.method?.length) {
    conditions.push(sql`EXISTS (SELECT 1 FROM ${salePayments} WHERE ${salePayments.saleId} = ${sales.id} AND ${salePayments.method} IN (${sql.join(f.method.map((m) => sql`${m}`), sql`, `)}))`);
  }
  if (f.search) {
    const like = `%${f.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(lower(${petParents.firstName} || ' ' || ${petParents.lastName}) LIKE ${like} OR ${sales.number}::text = ${f.search})`);
  }
  const where = and(...conditions);
  const issuedDue = sql<number>`CASE WHEN ${sales.status} = 'issued' THEN ${dueOf} ELSE 0 END`;
  // Each match's payments, credit notes and refunds summed ONCE (a lateral subquery): the row's columns and the
  // window totals below read them, where repeating the subqueries in each expression ran them 5 to 7 times a match.
  const money = db.select({
    paid: sql<number>`${paidOf}`.as('paid'), credited: sql<number>`${creditedOf}`.as('credited'), refunded: sql<number>`${refundedOf}`.as('refunded'),
  }).from(sql`(SELECT 1) AS one`).limit(1).as('money'); // LIMIT: a fence, or PostgreSQL inlines the subqueries back into each expression
  const due = sql<number>`CASE WHEN ${sales.status} = 'issued' THEN GREATEST(0, ${sales.totalMinor} - ${money.credited} - ${money.paid} + ${money.refunded}) ELSE 0 END`;
  // The page carries the totals over every match (window aggregates), so one round trip answers the list;
  // only a page past the end, which has no row to carry them, asks for them separately. Named by the filters given
  // (they shape its text): PostgreSQL planned it on every call, 1.8 ms for the day's list on bench/billing.
  const rows = await runNamed(db.select({
    sale: sales, first: petParents.firstName, last: petParents.lastName, paid: money.paid, credited: money.credited, refunded: money.refunded,
    total: totalOver(),
    sumTotal: sql<number>`coalesce(sum(${sales.totalMinor}) OVER (), 0)::bigint`,
    sumPaid: sql<number>`coalesce(sum(${money.paid}) OVER (), 0)::bigint`,
    sumDue: sql<number>`coalesce(sum(${due}) OVER (), 0)::bigint`,
  }).from(sales)
    .innerJoin(petParents, eq(petParents.id, sales.clientId))
    .crossJoinLateral(money)
    .where(where)
    .orderBy(desc(at), desc(sales.id))
    .limit(perPage).offset(offsetOf(query.page, perPage)), `sales_list_${listShape(f)}${query.page > 1 ? 'o' : ''}`); // drizzle writes no OFFSET 0
  const agg = rows.length
    ? { count: Number(rows[0].total), total: rows[0].sumTotal, paid: rows[0].sumPaid, due: rows[0].sumDue }
    : query.page <= 1
      ? { count: 0, total: 0, paid: 0, due: 0 }
      : (await db.select({
        count: sql<number>`count(*)::int`,
        total: sql<number>`coalesce(sum(${sales.totalMinor}), 0)::bigint`,
        paid: sql<number>`coalesce(sum(${paidOf}), 0)::bigint`,
        due: sql<number>`coalesce(sum(${issuedDue}), 0)::bigint`,
      }).from(sales).innerJoin(petParents, eq(petParents.id, sales.clientId)).where(where))[0];
  const paid = Number(agg.paid);
  return {
    data: rows.map((r) => toSummary(r.sale, `${r.first} ${r.last}`, Number(r.paid), Number(r.credited), Number(r.refunded))),
    meta: pageMeta(query.page, perPage, agg.count),
    totals: { count: agg.count, total: Number(agg.total), paid, due: Number(agg.due) },
  };
}

// ---------- drafts ----------

async function assertClient(tx: DbOrTx, ctx: SaleCtx, clientId: number) {
  const [c] = await tx.select({ id: petParents.id }).from(petParents).where(and(eq(petParents.id, clientId), eq(petParents.groupId, ctx.groupId)));
  if (!c) throw validation({ client_id: ['validation.invalid'] });
}
async function assertPet(tx: DbOrTx, clientId: number, petId: number | null | undefined) {
  if (!petId) return;
  const [p] = await tx.select({ id: pets.id }).from(pets).where(and(eq(pets.id, petId), eq(pets.ownerId, clientId)));
  if (!p) throw validation({ pet_id: ['validation.invalid'] });
}
async function assertVet(tx: DbOrTx, ctx: SaleCtx, vetId: number | null | undefined) {
  if (!vetId) return;
  const [v] = await tx.select({ id: staffUsers.id }).from(staffUsers).where(and(eq(staffUsers.id, vetId), eq(staffUsers.groupId, ctx.groupId)));
  if (!v) throw validation({ vet_id: ['validation.invalid'] });
}

/** The services booked on appointments, as sale line inputs (one per service package, at the package's price). */
async function appointmentLines(tx: DbOrTx, appointmentIds: number[]): Promise<TSaleLineInputParsed[]> {
  if (!appointmentIds.length) return [];
  const rows = await tx.select({ serviceId: servicePackages.serviceId, price: servicePackages.priceMinor, name: servicePackages.name, serviceName: services.name })
    .from(appointmentServices)
    .innerJoin(servicePackages, eq(servicePackages.id, appointmentServices.servicePackageId))
    .innerJoin(services, eq(services.id, servicePackages.serviceId))
    .where(inArray(appointmentServices.appointmentId, appointmentIds))
    .orderBy(asc(appointmentServices.appointmentId), asc(servicePackages.id));
  return rows.map((r) => ({ kind: 'service', service_id: r.serviceId, name: r.name || r.serviceName, quantity: 1, unit: 'unit', unit_price: r.price }));
}

/** The task when charged of each new service line whose service names a template (tasks module; same transaction). */
async function createLineTasks(tx: DbOrTx, ctx: SaleCtx, sale: SaleRow, lines: { lineId: number; taskTemplateId: number | null }[], now: Date) {
  const wanted = lines.flatMap((l) => (l.taskTemplateId ? [{ lineId: l.lineId, templateId: l.taskTemplateId }] : []));
  if (wanted.length) await createSaleLineTasksIn(tx, ctx, sale, wanted, now);
}

export interface DraftSaleInput {
  clientId: number;
  petId?: number | null;
  vetId?: number | null;
  appointmentId?: number | null;
  recordId?: number | null;
  note?: string | null;
  lines: TSaleLineInputParsed[];
}

/**
 * Creates a draft sale with its lines inside the caller's transaction and returns its id. This is the entry
 * point for other modules (estimates → sale): pass line inputs as the API takes them (`kind`, `service_id` /
 * `product_id`, `quantity`, `unit`, `unit_price`, `vat`, `discount`); prices and rates default to the catalogue.
 */
export async function createDraftSale(tx: DbOrTx, ctx: SaleCtx, input: DraftSaleInput, now = new Date()): Promise<number> {
  const prefs = await loadPrefs(tx, ctx.clinicId);
  await assertClient(tx, ctx, input.clientId);
  await assertPet(tx, input.clientId, input.petId);
  await assertVet(tx, ctx, input.vetId);
  const resolved: Resolved[] = [];
  for (const [i, l] of input.lines.entries()) resolved.push(await resolveLine(tx, ctx, prefs, l, `lines.${i}`));
  const [sale] = await tx.insert(sales).values({
    clinicId: ctx.clinicId, clientId: input.clientId, petId: input.petId ?? null, vetId: input.vetId ?? null,
    appointmentId: input.appointmentId ?? null, recordId: input.recordId ?? null, currency: prefs.currency,
    pricesIncludeTax: prefs.pricesIncludeTax, taxApplyOrder: prefs.taxApplyOrder, note: input.note ?? null,
    createdBy: ctx.userId, createdAt: now, updatedAt: now,
  }).returning();
  if (resolved.length) {
    const inserted = await tx.insert(saleLines).values(resolved.map((r, i) => ({ ...r.values, saleId: sale.id, position: i + 1 })))
      .returning({ id: saleLines.id, position: saleLines.position });
    await createLineTasks(tx, ctx, sale, inserted.map((l) => ({ lineId: l.id, taskTemplateId: resolved[l.position - 1].taskTemplateId })), now);
  }
  await recompute(tx, sale, prefs, now);
  await writeAudit(tx, { groupId: ctx.groupId, clinicId: ctx.clinicId, actor: actor(ctx), action: 'sale.created', entityType: 'sale', entityId: sale.id });
  return sale.id;
}

/**
 * An appointment or a record is charged once: while a sale made from it exists (a draft can be deleted, an issued
 * one is corrected by credit notes), charging it again is a 409 that names that sale, so the desk opens it instead.
 */
async function assertNotCharged(tx: DbOrTx, clinicId: number, from: SQL) {
  const [existing] = await tx.select({ id: sales.id }).from(sales).where(and(eq(sales.clinicId, clinicId), from)).orderBy(asc(sales.id)).limit(1);
  if (existing) throw new AppError('invalid_state', 'sales.errors.already_charged', undefined, { sale_id: existing.id });
}

/** POST /sales: a draft from an appointment (its services), a record (its appointments' services) or the counter. */
export async function createSale(db: Db, ctx: SaleCtx, input: TSaleCreateInputParsed): Promise<TSale> {
  return db.transaction(async (tx) => {
    let clientId = input.client_id ?? null;
    let petId = input.pet_id ?? null;
    let vetId = input.vet_id ?? null;
    let fromSource: TSaleLineInputParsed[] = [];
    let appointmentId = input.appointment_id ?? null;
    if (input.record_id) {
      // Locked: two "Charge" clicks at once make one sale, the second is told which.
      const [r] = await tx.select().from(records).where(and(eq(records.id, input.record_id), eq(records.clinicId, ctx.clinicId), isNull(records.deletedAt))).for('update');
      if (!r) throw validation({ record_id: ['validation.invalid'] });
      await assertNotCharged(tx, ctx.clinicId, eq(sales.recordId, r.id));
      clientId ??= r.clientId;
      petId ??= r.petId;
      vetId ??= r.vetId;
      const linked = await tx.select({ id: recordAppointments.appointmentId }).from(recordAppointments).where(eq(recordAppointments.recordId, r.id));
      if (linked.length) await assertNotCharged(tx, ctx.clinicId, inArray(sales.appointmentId, linked.map((x) => x.id)));
      appointmentId ??= linked[0]?.id ?? null;
      fromSource = await appointmentLines(tx, linked.map((x) => x.id));
    } else if (input.appointment_id) {
      const [a] = await tx.select().from(appointments).where(and(eq(appointments.id, input.appointment_id), eq(appointments.clinicId, ctx.clinicId))).for('update');
      if (!a) throw validation({ appointment_id: ['validation.invalid'] });
      await assertNotCharged(tx, ctx.clinicId, eq(sales.appointmentId, a.id));
      clientId ??= a.clientId;
      vetId ??= a.vetId;
      fromSource = await appointmentLines(tx, [a.id]);
    }
    if (!clientId) throw validation({ client_id: ['validation.required'] });
    const id = await createDraftSale(tx, ctx, {
      clientId, petId, vetId, appointmentId, recordId: input.record_id ?? null, note: input.note, lines: [...fromSource, ...input.lines],
    });
    return getSale(tx, ctx.clinicId, id);
  });
}

async function lockDraft(tx: DbOrTx, clinicId: number, id: number): Promise<SaleRow> {
  const [sale] = await tx.select().from(sales).where(and(eq(sales.id, id), eq(sales.clinicId, clinicId))).for('update');
  if (!sale) throw notFound();
  assertEditable(sale);
  return sale;
}

/** A frozen draft is being issued (its number is being taken): final, like an issued sale. */
function assertEditable(sale: SaleRow) {
  if (sale.status !== 'draft' || sale.editState === 'frozen') throw notDraft();
}

/**
 * PUT /sales/{id}: a draft's pet, vet, note and total discount; with `sold_services` / `sold_products`, the draft's
 * lines of that kind become the list given (`replaceLinesOfKind`), all in one transaction.
 */
export async function updateSale(db: Db, ctx: SaleCtx, id: number, input: TSaleUpdateInputParsed, now = new Date()): Promise<TSale> {
  return db.transaction(async (tx) => {
    const sale = await lockDraft(tx, ctx.clinicId, id);
    const prefs = await loadPrefs(tx, ctx.clinicId);
    await assertPet(tx, sale.clientId, input.pet_id);
    await assertVet(tx, ctx, input.vet_id);
    // An absent discount keeps the one applied; null removes it.
    const d = input.discount === undefined ? {} : await resolveDiscount(tx, ctx, prefs, input.discount, 'discount');
    const [updated] = await tx.update(sales).set({
      petId: input.pet_id === undefined ? sale.petId : input.pet_id, vetId: input.vet_id === undefined ? sale.vetId : input.vet_id,
      note: input.note === undefined ? sale.note : input.note, ...d, updatedAt: now,
    }).where(eq(sales.id, id)).returning();
    if (input.sold_services || input.sold_products) {
      const existing = await draftLines(tx, id);
      const plans = [
        input.sold_services && await planReplace(tx, ctx, prefs, existing, 'service', input.sold_services.map(soldServiceLine), 'sold_services'),
        input.sold_products && await planReplace(tx, ctx, prefs, existing, 'product', input.sold_products.map(soldProductLine), 'sold_products'),
      ].filter((x): x is ReplacePlan => !!x);
      const after = existing.length + plans.reduce((n, p) => n + p.inserts.length - p.removed.length, 0);
      if (after > 200) throw validation({ lines: ['validation.max'] });
      for (const p of plans) await applyReplace(tx, ctx, updated, p, input.remove_irrelevant_tasks, now);
    }
    await recompute(tx, updated, prefs, now);
    await writeAudit(tx, { groupId: ctx.groupId, clinicId: ctx.clinicId, actor: actor(ctx), action: 'sale.updated', entityType: 'sale', entityId: id, after: input });
    return getSale(tx, ctx.clinicId, id);
  });
}

type LineItem = TSaleLineInputParsed & { id?: number | null };
const soldServiceLine = ({ id, service_id, ...rest }: TSoldServiceInputParsed): LineItem =>
  ({ ...rest, id, kind: 'service', service_id, product_id: null, unit: 'unit' });
const soldProductLine = ({ id, product_id, ...rest }: TSoldProductInputParsed): LineItem =>
  ({ ...rest, id, kind: 'product', service_id: null, product_id });

interface ReplacePlan { updates: { line: LineRow; resolved: Resolved }[]; inserts: Resolved[]; removed: LineRow[] }

/** Every item checked (catalogue, rates, discount, `id` naming a line of that kind of this draft) before anything is written. */
async function planReplace(
  tx: DbOrTx, ctx: SaleCtx, prefs: Prefs, existing: LineRow[], kind: 'service' | 'product', items: LineItem[], field: string,
): Promise<ReplacePlan> {
  const current = existing.filter((l) => l.kind === kind);
  const plan: ReplacePlan = { updates: [], inserts: [], removed: [] };
  const kept = new Set<number>();
  for (const [i, { id, ...item }] of items.entries()) {
    const line = id ? current.find((l) => l.id === id) : undefined;
    if (id && (!line || kept.has(id))) throw validation({ [`${field}.${i}.id`]: ['validation.invalid'] });
    const resolved = await resolveLine(tx, ctx, prefs, item, `${field}.${i}`);
    if (line) { kept.add(line.id); plan.updates.push({ line, resolved }); } else plan.inserts.push(resolved);
  }
  plan.removed = current.filter((l) => !kept.has(l.id));
  return plan;
}

async function applyReplace(tx: DbOrTx, ctx: SaleCtx, sale: SaleRow, plan: ReplacePlan, removeTasks: boolean, now: Date) {
  if (plan.removed.length) {
    const ids = plan.removed.map((l) => l.id);
    await releaseSaleLineTasksIn(tx, ctx, ids, { remove: removeTasks }, now);
    await tx.delete(saleLines).where(and(inArray(saleLines.id, ids), eq(saleLines.saleId, sale.id)));
  }
  for (const { line, resolved } of plan.updates) await rewriteLine(tx, ctx, sale, line, resolved, removeTasks, now);
  if (plan.inserts.length) {
    const first = await nextPosition(tx, sale.id);
    const inserted = await tx.insert(saleLines).values(plan.inserts.map((r, i) => ({ ...r.values, saleId: sale.id, position: first + i })))
      .returning({ id: saleLines.id, position: saleLines.position });
    await createLineTasks(tx, ctx, sale, inserted.map((l) => ({ lineId: l.id, taskTemplateId: plan.inserts[l.position - first].taskTemplateId })), now);
  }
}

/**
 * Writes a line's new values. A service line switched to another service (or to another kind) lets its tasks go as
 * `removeTasks` says — the line stays but is no longer what they were made for, so kept ones lose their line link —
 * and a line that becomes this service gets the new service's task. Same service: no new task (a quantity change).
 */
async function rewriteLine(tx: DbOrTx, ctx: SaleCtx, sale: SaleRow, before: LineRow, resolved: Resolved, removeTasks: boolean, now: Date) {
  await tx.update(saleLines).set(resolved.values).where(and(eq(saleLines.id, before.id), eq(saleLines.saleId, sale.id)));
  const switched = resolved.values.kind !== before.kind || resolved.values.serviceId !== before.serviceId;
  if (!switched) return;
  if (before.kind === 'service') await releaseSaleLineTasksIn(tx, ctx, [before.id], { remove: removeTasks, detach: true }, now);
  await createLineTasks(tx, ctx, sale, [{ lineId: before.id, taskTemplateId: resolved.taskTemplateId }], now);
}

export async function addLine(db: Db, ctx: SaleCtx, id: number, input: TSaleLineInputParsed, now = new Date()): Promise<TSale> {
  return db.transaction(async (tx) => {
    const sale = await lockDraft(tx, ctx.clinicId, id);
    const prefs = await loadPrefs(tx, ctx.clinicId);
    const r = await resolveLine(tx, ctx, prefs, input, 'line');
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(saleLines).where(eq(saleLines.saleId, id));
    if (n >= 200) throw validation({ lines: ['validation.max'] });
    const [line] = await tx.insert(saleLines).values({ ...r.values, saleId: id, position: await nextPosition(tx, id) }).returning({ id: saleLines.id });
    await createLineTasks(tx, ctx, sale, [{ lineId: line.id, taskTemplateId: r.taskTemplateId }], now);
    await recompute(tx, sale, prefs, now);
    return getSale(tx, ctx.clinicId, id);
  });
}

/** Changes a draft's line; switching its service lets the old task go (`removeTasks`) and creates the new one's. */
export async function updateLine(db: Db, ctx: SaleCtx, id: number, lineId: number, input: TSaleLineInputParsed, opts: { removeTasks?: boolean } = {}, now = new Date()): Promise<TSale> {
  return db.transaction(async (tx) => {
    const sale = await lockDraft(tx, ctx.clinicId, id);
    const prefs = await loadPrefs(tx, ctx.clinicId);
    const r = await resolveLine(tx, ctx, prefs, input, 'line');
    const [before] = await tx.select().from(saleLines).where(and(eq(saleLines.id, lineId), eq(saleLines.saleId, id)));
    if (!before) throw notFound();
    await rewriteLine(tx, ctx, sale, before, r, opts.removeTasks ?? false, now);
    await recompute(tx, sale, prefs, now);
    return getSale(tx, ctx.clinicId, id);
  });
}

/** Removes a draft's line; with `removeTasks` its open follow-up tasks go too, otherwise they stay (unlinked from the line). */
export async function removeLine(db: Db, ctx: SaleCtx, id: number, lineId: number, opts: { removeTasks?: boolean } = {}, now = new Date()): Promise<TSale> {
  return db.transaction(async (tx) => {
    const sale = await lockDraft(tx, ctx.clinicId, id);
    const prefs = await loadPrefs(tx, ctx.clinicId);
    const [line] = await tx.select({ id: saleLines.id }).from(saleLines).where(and(eq(saleLines.id, lineId), eq(saleLines.saleId, id)));
    if (!line) throw notFound();
    await releaseSaleLineTasksIn(tx, ctx, [lineId], { remove: opts.removeTasks ?? false }, now);
    await tx.delete(saleLines).where(and(eq(saleLines.id, lineId), eq(saleLines.saleId, id)));
    await recompute(tx, sale, prefs, now);
    return getSale(tx, ctx.clinicId, id);
  });
}

/**
 * Deletes a draft (an issued sale is corrected by a credit note, never deleted). Payments are taken on issued
 * sales only, so a draft has none: the spec's payments disposition has nothing to move (docs/decisions.md).
 * With `removeTasks` the open follow-up tasks of its lines are removed; otherwise they stay, unlinked from it.
 */
export async function deleteSale(db: Db, ctx: SaleCtx, id: number, opts: { removeTasks?: boolean } = {}, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDraft(tx, ctx.clinicId, id);
    if (opts.removeTasks) {
      const lines = await tx.select({ id: saleLines.id }).from(saleLines).where(eq(saleLines.saleId, id));
      await releaseSaleLineTasksIn(tx, ctx, lines.map((l) => l.id), { remove: true }, now);
    }
    await tx.delete(sales).where(eq(sales.id, id));
    await writeAudit(tx, { groupId: ctx.groupId, clinicId: ctx.clinicId, actor: actor(ctx), action: 'sale.deleted', entityType: 'sale', entityId: id });
  });
}

/**
 * Issues a draft (POST /sales/{id}/issue) in two transactions. The first does the invoice's work — totals recomputed
 * with today's preferences, plan coverage, sold products posted to the stock ledger (source 'sale') — and freezes
 * the draft (edit_state 'frozen', issued_at, issued_by): from there triggers refuse any change of it or its lines
 * but taking its number (0062). The second takes the clinic's next numbers for EVERY frozen draft waiting
 * (`numberFrozenSales`). The counter row and the report summary rows are written by every issue of a clinic and
 * stay locked until commit, so when the number was taken in the issue's own transaction each invoice waited for
 * the one before it to be flushed to disk (one WAL flush each, ≈ 5 ms here: bench/billing's ceiling); now
 * invoices frozen at the same time share one numbering transaction and one flush. Numbers stay gapless: they are
 * only ever taken in a transaction that also makes those sales issued. A frozen draft whose numbering never ran
 * (a crash between the two) is numbered by the next issue of the clinic, by asking to issue it again, or by the
 * housekeeping sweep.
 */
export async function issueSale(db: Db, ctx: SaleCtx, id: number, now = new Date()): Promise<TSale> {
  const draft = await db.transaction(async (tx) => {
    const locked = await lockForIssue(tx, ctx.clinicId, id);
    const row = locked.sale;
    // Already frozen: a first attempt's numbering did not finish; number it now (below).
    if (row.status === 'draft' && row.editState === 'frozen') return null;
    if (row.status !== 'draft') throw notDraft();
    return prepareIssueIn(tx, ctx, locked, now, { freeze: true });
  });
  const numbers = await numberFrozenSales(db, ctx.clinicId, ctx.groupId);
  if (!draft) return getSale(db, ctx.clinicId, id);
  // Numbered here or by another request's numbering that ran first (it held the counter until it committed).
  const number = numbers.get(id) ?? (await executeNamed<{ number: number | null }>(db, 'sales_number_of', statement`SELECT number FROM sales WHERE id = ${id}`))[0]?.number;
  if (number == null) throw new Error(`sale ${id} was frozen but not numbered`);
  return asIssued(draft, number, now);
}

/** The answer for a draft just issued under `number`: nothing is paid, credited or refunded yet, so all of it is due. */
const asIssued = (draft: TSale, number: number, now: Date): TSale => ({
  ...draft, number, status: 'issued', edit_state: 'frozen', issued_at: now.toISOString(), updated_at: now.toISOString(),
  due: saleDue({ total: draft.total, credited: 0, paid: 0, refunded: 0 }),
});

/**
 * Takes the clinic's next invoice numbers for every frozen draft waiting (in the order they were frozen) and makes
 * them issued, with their audit rows and 'sale.issued' webhook deliveries, in one statement of one transaction. Two numberings at once are safe:
 * the waiting drafts are locked in one order, so the second waits for the first's drafts, then (read committed)
 * finds them issued and leaves them; the numbers come from the counter row, locked by the numbering statement until
 * commit (as `issueSaleIn` locks it). A numbering that finds nothing left (another one took its sale along) writes
 * nothing, so its commit waits for no disk flush. Answers each sale this numbering numbered.
 */
export async function numberFrozenSales(db: DbOrTx, clinicId: number, groupId: number, now = new Date()): Promise<Map<number, number>> {
  // ONE statement, so outside a transaction it is its own (one round trip, where BEGIN, the lock, the numbering and
  // COMMIT were four). The waiting drafts are locked in the order they were frozen; a draft another numbering issued
  // while this one waited for its lock is re-read and left out (read committed). Their ids go through an array, which
  // the planner sizes small (a join with the waiting set was estimated at thousands of rows and read every sale of
  // the clinic); the counter moves by how many there are, and only when there are any, so a numbering that finds
  // nothing left writes nothing and its commit waits for no disk flush.
  const rows = await executeNamed<IssuedRow & { waiting: number }>(db, 'sales_number_frozen', statement`
    WITH waiting AS (
      SELECT id, issued_at FROM sales WHERE clinic_id = ${clinicId} AND status = 'draft' AND edit_state = 'frozen'
      ORDER BY issued_at, id FOR UPDATE
    ), list AS (
      SELECT array_agg(id ORDER BY issued_at, id) AS ids FROM waiting
    ), counter AS (
      INSERT INTO sale_counters (clinic_id, last_number)
      SELECT ${clinicId}, cardinality(ids) FROM list WHERE cardinality(ids) > 0
      ON CONFLICT (clinic_id) DO UPDATE SET last_number = sale_counters.last_number + EXCLUDED.last_number
      RETURNING last_number
    ), numbered AS (
      SELECT w.id, counter.last_number - cardinality(list.ids) + w.ord AS number
      FROM list, counter, unnest(list.ids) WITH ORDINALITY AS w(id, ord)
    ), issued AS (
      UPDATE sales s SET status = 'issued', number = numbered.number
      FROM numbered WHERE s.id = numbered.id AND s.status = 'draft' AND s.edit_state = 'frozen'
      RETURNING s.id, s.number, s.client_id, s.total_minor, s.currency, s.issued_by
    ), audit AS (
      INSERT INTO audit_log (group_id, clinic_id, actor_type, actor_id, action, entity_type, entity_id, after)
      SELECT ${groupId}, ${clinicId}, 'staff', issued_by, 'sale.issued', 'sale', id, jsonb_build_object('number', number) FROM issued
    ), events AS (
      SELECT id, number, client_id, total_minor, currency, gen_random_uuid() AS event_id FROM issued
    ), deliveries AS (
      -- 'sale.issued' for every endpoint of the clinic that wants it: the rows webhooks/events.ts writeEvents writes.
      INSERT INTO webhook_deliveries (clinic_id, endpoint_id, event_id, event_type, payload, next_attempt_at)
      SELECT ${clinicId}, e.id, ev.event_id, 'sale.issued', jsonb_build_object(
          'id', ev.event_id, 'type', 'sale.issued', 'created_at', ${now.toISOString()}::text, 'clinic_id', ${clinicId}::int,
          'data', jsonb_build_object('sale_id', ev.id, 'number', ev.number, 'client_id', ev.client_id, 'total_minor', ev.total_minor, 'currency', ev.currency)),
        ${now.toISOString()}::timestamptz
      FROM events ev JOIN webhook_endpoints e ON e.clinic_id = ${clinicId} AND e.is_active AND e.deleted_at IS NULL AND 'sale.issued' = ANY(e.events)
    )
    SELECT id, number, (SELECT cardinality(ids) FROM list) AS waiting FROM issued ORDER BY number`);
  const waiting = rows.length ? Number(rows[0].waiting) : 0;
  if (rows.length !== waiting) throw new Error(`numbering ${waiting} frozen sales of clinic ${clinicId} issued ${rows.length}`);
  return new Map(rows.map((r) => [Number(r.id), Number(r.number)]));
}
/**
 * Numbers the frozen drafts a crash left between issuing's two steps (the housekeeping run at start-up and every
 * hour; the next issue of the clinic would number them too). Only drafts frozen over a minute ago: younger ones
 * belong to issues still running. Answers how many were numbered.
 */
export async function numberStrandedSales(db: Db, now = new Date()): Promise<number> {
  const clinicsWaiting = await db.execute(sql`
    SELECT DISTINCT s.clinic_id, c.group_id FROM sales s JOIN clinics c ON c.id = s.clinic_id
    WHERE s.status = 'draft' AND s.edit_state = 'frozen' AND s.issued_at < ${new Date(now.getTime() - 60_000).toISOString()}::timestamptz`);
  const rows = (clinicsWaiting as unknown as { rows?: { clinic_id: number; group_id: number }[] }).rows ?? (clinicsWaiting as unknown as { clinic_id: number; group_id: number }[]);
  let numbered = 0;
  for (const r of rows) numbered += (await numberFrozenSales(db, Number(r.clinic_id), Number(r.group_id), now)).size;
  return numbered;
}
interface IssuedRow { id: number; number: number }

const lockForIssueQuery = (tx: DbOrTx) => tx.select({
  sale: sales, prefs: prefsColumns, first: petParents.firstName, last: petParents.lastName,
  mayHavePlan: sql<boolean>`EXISTS (SELECT 1 FROM ${clientSubscriptions} WHERE ${clientSubscriptions.clinicId} = ${sales.clinicId}
    AND ${clientSubscriptions.petId} = ${sales.petId} AND ${clientSubscriptions.status} IN ('active', 'past_due'))`,
  line: saleLines, openTasks: openTasksOfLine(sql`"sale_lines"."id"`),
}).from(sales)
  .innerJoin(petParents, eq(petParents.id, sales.clientId))
  .leftJoin(clinicPreferences, eq(clinicPreferences.clinicId, sales.clinicId))
  .leftJoin(saleLines, eq(saleLines.saleId, sales.id))
  .where(and(eq(sales.id, sql.placeholder('id')), eq(sales.clinicId, sql.placeholder('clinicId'))))
  .orderBy(asc(saleLines.position), asc(saleLines.id))
  .for('update', { of: sales });

/** The issue's write of the sale: its totals, and with `freeze` the freeze; built once per connection (preparedIn). */
const issueWriteQuery = (freeze: boolean) => (tx: DbOrTx) => {
  const value = (name: string) => sql`${sql.placeholder(name)}`;
  return tx.update(sales).set({
    pricesIncludeTax: value('pricesIncludeTax'), taxApplyOrder: value('taxApplyOrder'), currency: value('currency'),
    subtotalMinor: value('subtotalMinor'), discountMinor: value('discountMinor'), netMinor: value('netMinor'), taxMinor: value('taxMinor'),
    totalMinor: value('totalMinor'), taxes: sql`${sql.placeholder('taxes')}::jsonb`, updatedAt: value('now'),
    ...(freeze ? { editState: 'frozen' as const, issuedAt: value('now'), issuedBy: value('userId') } : {}),
  }).where(and(eq(sales.id, sql.placeholder('id')), eq(sales.status, 'draft'), eq(sales.editState, 'editable'))).returning();
};

/** A sale about to be issued, locked, with what issuing it reads alongside: its lines, the clinic's preferences, the client's name. */
interface LockedSale { sale: SaleRow; lines: LineWithTasks[]; prefs: Prefs; clientName: string; mayHavePlan: boolean }

/**
 * Locks the sale (FOR UPDATE) and reads in the same round trip its lines (with their open tasks), the clinic's
 * preferences, the client's name for the answer and whether the pet has a live plan subscription at all (most
 * sales: no, so the plan's coverage is not looked up): one row per line, the sale's columns on each. A sale of
 * another clinic is a 404.
 */
async function lockForIssue(tx: DbOrTx, clinicId: number, id: number): Promise<LockedSale> {
  const rows = await preparedIn(tx, 'sales_lock_for_issue', lockForIssueQuery).execute({ id, clinicId });
  if (!rows.length) throw notFound();
  const [row] = rows;
  return {
    sale: row.sale, prefs: prefsOf(row.prefs), clientName: `${row.first} ${row.last}`, mayHavePlan: row.mayHavePlan,
    lines: rows.flatMap((r) => (r.line ? [{ line: r.line, openTasks: r.openTasks }] : [])),
  };
}

/**
 * The invoice's work before its number, inside the caller's transaction, the draft locked: plan coverage applied,
 * totals recomputed with today's preferences, sold products posted to the stock ledger, the lines' totals and costs
 * and the sale's totals written (with `freeze`, the sale frozen in the same statement). Answers the sale as it will
 * be issued, built from the rows written (a draft has no payments, credit notes or refunds), not read again.
 */
async function prepareIssueIn(tx: DbOrTx, ctx: SaleCtx, locked: LockedSale, now: Date, opts: { freeze: boolean }): Promise<TSale> {
  const { sale, prefs } = locked;
  let lines = locked.lines;
  if (!lines.length) throw validation({ lines: ['sales.validation.no_lines'] });
  // Wellness plans (#17): the pet's plan covers its included items and discounts the rest (plans/coverage.ts);
  // it may reprice and split lines, which are then read again for the totals and the stock.
  if (locked.mayHavePlan && await applyPlanCoverage(tx, sale, now, lines.map((l) => l.line))) lines = await linesWithTasks(tx, sale.id);
  const { changed, set } = draftTotals(sale, prefs, lines.map((l) => l.line));
  const sold = lines.map((l) => l.line).filter((l) => l.kind === 'product' && l.productId);
  const posted = await postStockMovements(tx, { clinicId: ctx.clinicId, userId: ctx.userId }, sold.map((l) => ({
    product_id: l.productId!, quantity_delta: -(l.unit === 'unit' ? l.quantity * l.subUnitsPerUnit : l.quantity), reason: 'sale' as const,
    source_type: 'sale', source_id: sale.id,
  })));
  // The cost of what left the shelf, frozen on the line now (reports' margin; migration 0061): a later change of the
  // product's purchase price never touches it (the line is immutable once the sale is issued).
  const costs = new Map<number, number>();
  sold.forEach((l, i) => {
    const cost = posted[i].reduce((a, m) => a + Number(m.cost), 0);
    if (cost !== l.costTotal) costs.set(l.id, cost);
  });
  await writeLines(tx, sale.id, changed, costs);
  // Frozen (issueSale): from here triggers refuse any change of the sale or its lines but taking its number (0062).
  const [written] = await preparedIn(tx, opts.freeze ? 'sales_issue_freeze' : 'sales_issue_totals', issueWriteQuery(opts.freeze)).execute({
    ...set, taxes: JSON.stringify(set.taxes), id: sale.id, now, userId: ctx.userId,
  });
  if (!written) throw notDraft();
  const byId = new Map(changed.map((t) => [t.id, t]));
  return toSale(written, locked.clientName, lines.map(({ line, openTasks }) => {
    const t = byId.get(line.id);
    return {
      line: t ? { ...line, baseMinor: t.base, discountMinor: t.discount, netMinor: t.net, vatMinor: t.vat, serviceTaxMinor: t.serviceTax, totalMinor: t.total } : line,
      openTasks,
    };
  }), [], [], []);
}

/**
 * Issues a draft inside the caller's transaction, number included (other modules: a plan's period is invoiced as it
 * opens, in the transaction that opens it). The number is taken LAST, in one statement with the freeze and the audit
 * row, so the counter row is locked for one round trip and the commit.
 */
export async function issueSaleIn(tx: DbOrTx, ctx: SaleCtx, id: number, now = new Date()): Promise<TSale> {
  const locked = await lockForIssue(tx, ctx.clinicId, id);
  assertEditable(locked.sale);
  const draft = await prepareIssueIn(tx, ctx, locked, now, { freeze: false });
  const rows = await executeNamed<{ number: number }>(tx, 'sales_issue_one', statement`
    WITH counter AS (
      INSERT INTO sale_counters (clinic_id, last_number) VALUES (${ctx.clinicId}, 1)
      ON CONFLICT (clinic_id) DO UPDATE SET last_number = sale_counters.last_number + 1
      RETURNING last_number
    ), issued AS (
      UPDATE sales SET status = 'issued', edit_state = 'frozen', number = (SELECT last_number FROM counter),
        issued_at = ${now.toISOString()}::timestamptz, issued_by = ${ctx.userId}, updated_at = ${now.toISOString()}::timestamptz
      WHERE id = ${id} AND status = 'draft'
      RETURNING number
    ), audit AS (
      INSERT INTO audit_log (group_id, clinic_id, actor_type, actor_id, action, entity_type, entity_id, after)
      SELECT ${ctx.groupId}, ${ctx.clinicId}, 'staff', ${ctx.userId}, 'sale.issued', 'sale', ${id}, jsonb_build_object('number', number) FROM issued
    )
    SELECT number FROM issued`);
  if (!rows.length) throw notDraft();
  const number = Number(rows[0].number);
  await emitEvent(tx, { clinicId: ctx.clinicId, type: 'sale.issued', data: { sale_id: id, number, client_id: draft.client_id, total_minor: draft.total, currency: draft.currency } }, now);
  return asIssued(draft, number, now);
}

/** One invoice of a single custom line (a plan's period): what `issueCustomSalesIn` issues, many at once. */
export interface CustomSaleDraft { clientId: number; petId: number | null; vetId: number | null; note: string; lineName: string; unitPriceMinor: number }

/**
 * Issues many single-custom-line sales of one clinic inside the caller's transaction, set-based (the renewal job:
 * hundreds of plan periods invoiced at once). Same arithmetic (`computeInvoiceIn` with today's preferences), same
 * rows (draft sale, its line, 'sale.created' and 'sale.issued' audit rows) and the same number rule as `issueSaleIn`:
 * the block of numbers is taken LAST, in ONE statement with the freeze and the audit rows — the counter moves by the
 * number of sales, and they get its numbers in order — so the lock is held for one round trip and the commit, and
 * a rollback gives the whole block back (gapless, no duplicates). A custom line is never covered by a plan, carries
 * no stock and, like `resolveLine`'s custom lines, the rate 0 for both taxes. `beforeNumbers` runs the caller's writes
 * that name the new sales before the numbers are taken. Answers the sale ids in draft order.
 */
export async function issueCustomSalesIn(
  tx: DbOrTx, ctx: SaleCtx, drafts: CustomSaleDraft[], now = new Date(), beforeNumbers?: (ids: number[]) => Promise<void>,
): Promise<{ ids: number[]; currency: string }> {
  const prefs = await loadPrefs(tx, ctx.clinicId);
  if (!drafts.length) return { ids: [], currency: prefs.currency };
  const digits = displayDigits(prefs.currency);
  const computed = drafts.map((d) => {
    const totals = computeInvoiceIn(digits, {
      lines: [{ unitPriceMinor: d.unitPriceMinor, quantity: 1, discount: null, vatBp: 0, serviceTaxBp: 0 }],
      pricesIncludeTax: prefs.pricesIncludeTax, taxApplyOrder: prefs.taxApplyOrder, discount: null,
    });
    if (!totals) throw validation({ unit_price: ['sales.validation.whole_units'] });
    return totals;
  });
  const created = await insertRows<typeof sales, { id: number; client_id: number }>(tx, sales, drafts.map((d, i) => {
    const t = computed[i];
    return {
      clinicId: ctx.clinicId, clientId: d.clientId, petId: d.petId, vetId: d.vetId, currency: prefs.currency, pricesIncludeTax: prefs.pricesIncludeTax,
      taxApplyOrder: prefs.taxApplyOrder, note: d.note, subtotalMinor: t.subtotal, discountMinor: t.discount, netMinor: t.net, taxMinor: t.tax, totalMinor: t.total,
      taxes: t.taxes.map((r) => ({ kind: r.kind, rate_bp: r.rateBp, base: r.base, amount: r.amount })), createdBy: ctx.userId, createdAt: now, updatedAt: now,
    };
  }), sql`RETURNING id, client_id`);
  // Identity values are drawn in the order the rows are inserted: ascending ids are the drafts' order (checked).
  const ids = created.map((r) => Number(r.id)).sort((a, b) => a - b);
  const byId = new Map(created.map((r) => [Number(r.id), Number(r.client_id)]));
  if (ids.length !== drafts.length || ids.some((id, i) => byId.get(id) !== drafts[i].clientId)) throw new Error('issueCustomSalesIn: inserted sales out of order');
  await insertRows(tx, saleLines, drafts.map((d, i) => {
    const t = computed[i].lines[0];
    return {
      saleId: ids[i], position: 1, kind: 'custom' as const, serviceId: null, productId: null, name: d.lineName, quantity: 1, unit: 'unit' as const, unitLabel: null,
      subUnitsPerUnit: 1, unitPriceMinor: d.unitPriceMinor, vatBp: 0, serviceTaxBp: 0, baseMinor: t.base, discountMinor: t.lineDiscount + t.invoiceDiscount,
      netMinor: t.net, vatMinor: t.vat, serviceTaxMinor: t.serviceTax, totalMinor: t.total,
    };
  }));
  // The caller's own writes that name these sales (a period's sale_id) go before the numbers, not while they are held.
  if (beforeNumbers) await beforeNumbers(ids);
  const n = ids.length;
  const res = await tx.execute(sql`
    WITH counter AS (
      INSERT INTO sale_counters (clinic_id, last_number) VALUES (${ctx.clinicId}, ${n})
      ON CONFLICT (clinic_id) DO UPDATE SET last_number = sale_counters.last_number + ${n}
      RETURNING last_number
    ), numbered AS (
      SELECT s.id, (SELECT last_number FROM counter) - ${n} + s.ord AS number
      FROM unnest(${`{${ids.join(',')}}`}::int[]) WITH ORDINALITY AS s(id, ord)
    ), created AS (
      INSERT INTO audit_log (group_id, clinic_id, actor_type, actor_id, action, entity_type, entity_id)
      SELECT ${ctx.groupId}, ${ctx.clinicId}, 'staff', ${ctx.userId}, 'sale.created', 'sale', id FROM numbered
    ), issued AS (
      UPDATE sales SET status = 'issued', edit_state = 'frozen', number = numbered.number,
        issued_at = ${now.toISOString()}::timestamptz, issued_by = ${ctx.userId}, updated_at = ${now.toISOString()}::timestamptz
      FROM numbered WHERE sales.id = numbered.id AND sales.status = 'draft'
      RETURNING sales.id, sales.number
    ), audit AS (
      INSERT INTO audit_log (group_id, clinic_id, actor_type, actor_id, action, entity_type, entity_id, after)
      SELECT ${ctx.groupId}, ${ctx.clinicId}, 'staff', ${ctx.userId}, 'sale.issued', 'sale', id, jsonb_build_object('number', number) FROM issued
    )
    SELECT count(*)::int AS n FROM issued`);
  const rows = (res as unknown as { rows?: { n: number }[] }).rows ?? (res as unknown as { n: number }[]);
  if (Number(rows[0].n) !== n) throw notDraft();
  return { ids, currency: prefs.currency };
}

// ---------- payments and client credit ----------

export async function lockCredit(tx: DbOrTx, clinicId: number, clientId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`client_credit:${clinicId}`}), ${clientId})`);
}

export async function creditBalance(tx: DbOrTx, clinicId: number, clientId: number): Promise<number> {
  const [last] = await tx.select({ b: clientCreditMovements.balanceAfterMinor }).from(clientCreditMovements)
    .where(and(eq(clientCreditMovements.clinicId, clinicId), eq(clientCreditMovements.clientId, clientId)))
    .orderBy(desc(clientCreditMovements.id)).limit(1);
  return last?.b ?? 0;
}

/**
 * Records a payment of an issued sale in one or more parts (a split payment), all or none. Each part is applied
 * to what is still due in order; what a part pays beyond it becomes client credit (an 'overpayment' movement).
 * Client credit as a method takes from the client's credit, never below zero and never beyond what is due.
 * The sale row is locked, so two payments of one sale serialize; a retried Idempotency-Key answers the first
 * result without paying twice.
 */
export async function paySale(db: Db, ctx: SaleCtx, id: number, input: TSalePaymentsInput, idem: IdempotencyContext | null, now = new Date()): Promise<TSale> {
  return withIdempotency(db, idem, () => db.transaction(async (tx) => {
    const [sale] = await tx.select().from(sales).where(and(eq(sales.id, id), eq(sales.clinicId, ctx.clinicId))).for('update');
    if (!sale) throw notFound();
    if (sale.status !== 'issued') throw new AppError('invalid_state', 'sales.errors.not_issued');
    let due = saleDue({ total: sale.totalMinor, ...(await saleMoney(tx, id)) });
    if (due <= 0) throw new AppError('invalid_state', 'sales.errors.already_paid');
    await lockCredit(tx, ctx.clinicId, sale.clientId);
    let credit = await creditBalance(tx, ctx.clinicId, sale.clientId);
    for (const [i, part] of input.payments.entries()) {
      if (part.method === PAYMENT_METHOD_CREDIT_NOTE) throw validation({ [`payments.${i}.method`]: ['sales.validation.method_unavailable'] });
      const fromCredit = part.method === PAYMENT_METHOD_CLIENT_CREDIT;
      if (fromCredit && part.amount > due) throw validation({ [`payments.${i}.amount`]: ['sales.validation.credit_above_due'] });
      if (fromCredit && part.amount > credit) throw validation({ [`payments.${i}.amount`]: ['sales.validation.credit_insufficient'] });
      const applied = Math.min(part.amount, due);
      const [payment] = await tx.insert(salePayments).values({
        clinicId: ctx.clinicId, saleId: id, clientId: sale.clientId, method: part.method, amountMinor: part.amount, appliedMinor: applied,
        reference: part.reference ?? null, createdBy: ctx.userId, createdAt: now,
      }).returning();
      due -= applied;
      const delta = fromCredit ? -part.amount : part.amount - applied;
      if (delta !== 0) {
        credit += delta;
        await tx.insert(clientCreditMovements).values({
          clinicId: ctx.clinicId, clientId: sale.clientId, deltaMinor: delta, balanceAfterMinor: credit, kind: fromCredit ? 'payment' : 'overpayment',
          saleId: id, paymentId: payment.id, createdBy: ctx.userId, createdAt: now,
        });
      }
    }
    await writeAudit(tx, { groupId: ctx.groupId, clinicId: ctx.clinicId, actor: actor(ctx), action: 'sale.paid', entityType: 'sale', entityId: id, after: input });
    await emitEvent(tx, { clinicId: ctx.clinicId, type: 'payment.received', data: {
      sale_id: id, client_id: sale.clientId, amount_minor: input.payments.reduce((sum, p) => sum + p.amount, 0), currency: sale.currency, methods: input.payments.map((p) => p.method),
    } }, now);
    const result = await getSale(tx, ctx.clinicId, id);
    if (idem) await remember(tx, idem, 201, result);
    return result;
  }));
}

/** A client's account in the active clinic: invoiced, paid, balance due, credit and the credit movements (newest first). */
export async function clientAccount(db: Db, ctx: SaleCtx, clientId: number, query: TPageQuery): Promise<TClientAccount> {
  const [client] = await db.select({ id: petParents.id }).from(petParents).where(and(eq(petParents.id, clientId), eq(petParents.groupId, ctx.groupId)));
  if (!client) throw notFound();
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const where = and(eq(clientCreditMovements.clinicId, ctx.clinicId), eq(clientCreditMovements.clientId, clientId));
  const [prefs, [sums], movements, [{ total }], credit] = await Promise.all([
    loadPrefs(db, ctx.clinicId),
    db.select({
      invoiced: sql<number>`coalesce(sum(${sales.totalMinor}), 0)::bigint`,
      paid: sql<number>`coalesce(sum(${paidOf}), 0)::bigint`,
      credited: sql<number>`coalesce(sum(${creditedOf}), 0)::bigint`,
      refunded: sql<number>`coalesce(sum(${refundedOf}), 0)::bigint`,
      due: sql<number>`coalesce(sum(${dueOf}), 0)::bigint`,
    }).from(sales).where(and(eq(sales.clinicId, ctx.clinicId), eq(sales.clientId, clientId), eq(sales.status, 'issued'))),
    db.select().from(clientCreditMovements).where(where).orderBy(desc(clientCreditMovements.id)).limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: sql<number>`count(*)::int` }).from(clientCreditMovements).where(where),
    creditBalance(db, ctx.clinicId, clientId),
  ]);
  const invoiced = Number(sums.invoiced);
  const paid = Number(sums.paid);
  return {
    data: {
      client_id: clientId, currency: prefs.currency, invoiced, paid, credited: Number(sums.credited), refunded: Number(sums.refunded),
      balance_due: Number(sums.due), credit,
      movements: movements.map((m) => ({
        id: m.id, delta: m.deltaMinor, balance_after: m.balanceAfterMinor, kind: m.kind, sale_id: m.saleId, payment_id: m.paymentId,
        credit_note_id: m.creditNoteId, refund_id: m.refundId, note: m.note,
        created_at: m.createdAt.toISOString(),
      })),
    },
    meta: pageMeta(query.page, perPage, total),
  };
}
