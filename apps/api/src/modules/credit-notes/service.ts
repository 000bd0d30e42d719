import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  clientCreditMovements, clinics, creditNoteLines, creditNotes, petParents, productReturns, refunds, refundsInProgress, saleLines, salePayments, sales,
  type Db, type DbOrTx,
} from '@vetclinic/db';
import {
  PAGE_SIZE, PAYMENT_METHODS, PAYMENT_METHOD_CLIENT_CREDIT, PAYMENT_METHOD_CREDIT_NOTE, creditPosting, creditShare, displayDigits, refundLimit, saleDue,
  type PaymentMethodId, type TCreditNote, type TCreditNoteCreateInputParsed, type TCreditNoteListQuery, type TCreditNoteRefundInput,
  type TCreditNoteSummary, type TCreditNoteVoidInput, type TProductReturnInput, type TProductReturns, type TReturnCreditItems,
} from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { remember, withIdempotency, type IdempotencyContext } from '../../lib/idempotency';
import { offsetOf, pageMeta } from '../../lib/pagination';
import { sha256 } from '../../lib/tokens';
import { isoCurrency } from '@vetclinic/domain/money/currency';
import { postStockMovement } from '../inventory/stock-ledger';
import { existingPaymentsRuntime } from '../payments/runtime';
import { creditBalance, lockCredit, saleMoney, toRefund, type SaleCtx } from '../sales/service';
import { emitEvent } from '../webhooks/events';

/**
 * Credit notes, refunds and product returns of issued sales (#16; docs/decisions.md "Credit notes and refunds").
 * Every change takes the sale's row lock first (SELECT … FOR UPDATE), so credit notes, refunds, returns and
 * payments of one sale serialize: the limits below are read and enforced under that lock.
 */

type SaleRow = typeof sales.$inferSelect;
type LineRow = typeof saleLines.$inferSelect;
type NoteRow = typeof creditNotes.$inferSelect;

const actor = (ctx: SaleCtx) => ({ type: 'staff' as const, id: ctx.userId });
const methodLabel = (m: number) => PAYMENT_METHODS[m as PaymentMethodId] ?? 'other';
const subUnitsOf = (l: LineRow, quantity: number) => (l.unit === 'unit' ? quantity * l.subUnitsPerUnit : quantity);
const rowsOf = <T>(res: unknown): T[] => (res as { rows?: T[] }).rows ?? (res as T[]);

const hasHint = (e: unknown, hint: string) => {
  let c: unknown = e;
  for (let i = 0; i < 4 && c; i++) {
    if ((c as { hint?: string }).hint === hint) return true;
    c = (c as { cause?: unknown }).cause;
  }
  return false;
};

async function lockSale(tx: DbOrTx, clinicId: number, saleId: number): Promise<SaleRow | undefined> {
  const [sale] = await tx.select().from(sales).where(and(eq(sales.id, saleId), eq(sales.clinicId, clinicId))).for('update');
  return sale;
}

async function lockNote(tx: DbOrTx, clinicId: number, id: number): Promise<NoteRow> {
  const [note] = await tx.select().from(creditNotes).where(and(eq(creditNotes.id, id), eq(creditNotes.clinicId, clinicId))).for('update');
  if (!note) throw notFound();
  return note;
}

interface LineState {
  line: LineRow;
  credited: { quantity: number; total: number; tax: number };
  /** Units back on the shelf: live credit notes' return_to_stock lines and product returns. */
  returned: number;
}

/** Each line of a sale with what live (posted, not voided) credit notes took of it and what went back to stock. */
async function lineStates(tx: DbOrTx, saleId: number): Promise<LineState[]> {
  const [lines, credited, returned] = await Promise.all([
    tx.select().from(saleLines).where(eq(saleLines.saleId, saleId)).orderBy(asc(saleLines.position), asc(saleLines.id)),
    tx.select({
      lineId: creditNoteLines.saleLineId,
      quantity: sql<number>`sum(${creditNoteLines.quantity})::int`,
      total: sql<number>`sum(${creditNoteLines.totalMinor})::bigint`,
      tax: sql<number>`sum(${creditNoteLines.taxMinor})::bigint`,
      returned: sql<number>`coalesce(sum(CASE WHEN ${creditNoteLines.returnToStock} THEN ${creditNoteLines.quantity} ELSE 0 END), 0)::int`,
    }).from(creditNoteLines).innerJoin(creditNotes, eq(creditNotes.id, creditNoteLines.creditNoteId))
      .where(and(eq(creditNotes.saleId, saleId), eq(creditNotes.status, 'posted'))).groupBy(creditNoteLines.saleLineId),
    tx.select({ lineId: productReturns.saleLineId, quantity: sql<number>`sum(${productReturns.quantity})::int` })
      .from(productReturns).where(eq(productReturns.saleId, saleId)).groupBy(productReturns.saleLineId),
  ]);
  return lines.map((line) => {
    const c = credited.find((x) => x.lineId === line.id);
    const r = returned.find((x) => x.lineId === line.id);
    return {
      line,
      credited: { quantity: Number(c?.quantity ?? 0), total: Number(c?.total ?? 0), tax: Number(c?.tax ?? 0) },
      returned: Number(c?.returned ?? 0) + Number(r?.quantity ?? 0),
    };
  });
}

const lineTax = (l: LineRow) => l.vatMinor + l.serviceTaxMinor;

/** GET /sales/{id}/return-credit-items: per line sold, credited, remaining (quantity and money) and returnable to stock. */
export async function returnCreditItems(db: Db, clinicId: number, saleId: number): Promise<TReturnCreditItems> {
  const [sale] = await db.select().from(sales).where(and(eq(sales.id, saleId), eq(sales.clinicId, clinicId)));
  if (!sale) throw notFound();
  const states = await lineStates(db, saleId);
  const lines = states.map(({ line: l, credited, returned }) => ({
    sale_line_id: l.id, position: l.position, kind: l.kind, product_id: l.productId, name: l.name, unit: l.unit, unit_label: l.unitLabel,
    sold_quantity: l.quantity, credited_quantity: credited.quantity, remaining_quantity: l.quantity - credited.quantity,
    line_total: l.totalMinor, credited_amount: credited.total, remaining_amount: l.totalMinor - credited.total,
    returned_quantity: returned, returnable_quantity: l.kind === 'product' ? Math.max(0, l.quantity - returned) : 0,
  }));
  const credited = lines.reduce((a, l) => a + l.credited_amount, 0);
  return {
    sale_id: saleId, currency: sale.currency, creditable: sale.status === 'issued' && lines.some((l) => l.remaining_quantity > 0),
    lines, totals: { total: sale.totalMinor, credited, remaining: sale.totalMinor - credited },
  };
}

interface PlannedLine { saleLineId: number; quantity: number; returnToStock: boolean; net: number; tax: number; total: number }

/**
 * The lines of a credit note checked against the sale as it is now (under its lock) and their money: a line is
 * never credited beyond its sold quantity less what live credit notes took, and never returned to stock beyond
 * what is still on the client's side. `conflict` turns a broken limit into a 409 (the sale changed since the
 * draft) instead of a 422 (the input asks too much).
 */
async function planLines(tx: DbOrTx, sale: SaleRow, wanted: { saleLineId: number; quantity: number; returnToStock: boolean }[], conflict: boolean): Promise<PlannedLine[]> {
  const states = await lineStates(tx, sale.id);
  const digits = displayDigits(sale.currency);
  const fail = (field: string, message: string) => {
    if (conflict) throw new AppError('invalid_state', message);
    throw validation({ [field]: [message] });
  };
  return wanted.map((w, i) => {
    const st = states.find((s) => s.line.id === w.saleLineId);
    if (!st) throw validation({ [`lines.${i}.sale_line_id`]: ['validation.invalid'] });
    const remaining = st.line.quantity - st.credited.quantity;
    if (w.quantity > remaining) fail(`lines.${i}.quantity`, 'credit_notes.validation.beyond_remaining');
    if (w.returnToStock && st.line.kind !== 'product') throw validation({ [`lines.${i}.return_to_stock`]: ['credit_notes.validation.not_a_product'] });
    if (w.returnToStock && st.returned + w.quantity > st.line.quantity) fail(`lines.${i}.quantity`, 'credit_notes.validation.beyond_returnable');
    const share = creditShare({ quantity: st.line.quantity, total: st.line.totalMinor, tax: lineTax(st.line) }, st.credited, w.quantity, digits);
    return { saleLineId: w.saleLineId, quantity: w.quantity, returnToStock: w.returnToStock, ...share };
  });
}

const sum = (xs: PlannedLine[], k: 'net' | 'tax' | 'total') => xs.reduce((a, x) => a + x[k], 0);

/** POST /credit-notes: a draft credit note of an issued sale (no number, no money moved yet). */
export async function createCreditNote(db: Db, ctx: SaleCtx, input: TCreditNoteCreateInputParsed, now = new Date()): Promise<TCreditNote> {
  return db.transaction(async (tx) => {
    const sale = await lockSale(tx, ctx.clinicId, input.sale_id);
    if (!sale) throw validation({ sale_id: ['validation.invalid'] });
    if (sale.status !== 'issued') throw new AppError('invalid_state', 'credit_notes.errors.sale_not_issued');
    const planned = await planLines(tx, sale, input.lines.map((l) => ({ saleLineId: l.sale_line_id, quantity: l.quantity, returnToStock: l.return_to_stock })), false);
    const [note] = await tx.insert(creditNotes).values({
      clinicId: ctx.clinicId, saleId: sale.id, clientId: sale.clientId, reason: input.reason, currency: sale.currency,
      netMinor: sum(planned, 'net'), taxMinor: sum(planned, 'tax'), totalMinor: sum(planned, 'total'),
      createdBy: ctx.userId, createdAt: now, updatedAt: now,
    }).returning();
    await tx.insert(creditNoteLines).values(planned.map((p) => ({
      creditNoteId: note.id, saleLineId: p.saleLineId, quantity: p.quantity, returnToStock: p.returnToStock, netMinor: p.net, taxMinor: p.tax, totalMinor: p.total,
    })));
    await writeAudit(tx, { groupId: ctx.groupId, clinicId: ctx.clinicId, actor: actor(ctx), action: 'credit_note.created', entityType: 'credit_note', entityId: note.id, after: input });
    return getCreditNote(tx, ctx.clinicId, note.id);
  });
}

/** DELETE /credit-notes/{id}: a draft only (a posted note is voided, never removed). */
export async function deleteCreditNote(db: Db, ctx: SaleCtx, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const note = await lockNote(tx, ctx.clinicId, id);
    if (note.status !== 'draft') throw new AppError('invalid_state', 'credit_notes.errors.not_draft');
    await tx.delete(creditNotes).where(eq(creditNotes.id, id));
    await writeAudit(tx, { groupId: ctx.groupId, clinicId: ctx.clinicId, actor: actor(ctx), action: 'credit_note.deleted', entityType: 'credit_note', entityId: id });
  });
}

/**
 * Posts a draft: its lines are re-checked and re-priced against the sale as it is now (another note may have
 * been posted since), the clinic's next credit-note number is taken (its own gapless series), the credited
 * amount first reduces the sale's balance due and the excess (money already paid beyond the new total) becomes
 * refundable; product lines with return_to_stock go back to the stock ledger (reason 'return').
 */
export async function postCreditNote(db: Db, ctx: SaleCtx, id: number, now = new Date()): Promise<TCreditNote> {
  return db.transaction(async (tx) => {
    const draft = await lockNote(tx, ctx.clinicId, id);
    if (draft.status !== 'draft') throw new AppError('invalid_state', 'credit_notes.errors.not_draft');
    const sale = await lockSale(tx, ctx.clinicId, draft.saleId);
    if (!sale) throw notFound();
    const lines = await tx.select().from(creditNoteLines).where(eq(creditNoteLines.creditNoteId, id)).orderBy(asc(creditNoteLines.id));
    const planned = await planLines(tx, sale, lines.map((l) => ({ saleLineId: l.saleLineId, quantity: l.quantity, returnToStock: l.returnToStock })), true);
    for (const [i, p] of planned.entries()) {
      const l = lines[i];
      if (l.netMinor !== p.net || l.taxMinor !== p.tax || l.totalMinor !== p.total) {
        await tx.update(creditNoteLines).set({ netMinor: p.net, taxMinor: p.tax, totalMinor: p.total }).where(eq(creditNoteLines.id, l.id));
      }
    }
    const total = sum(planned, 'total');
    const due = saleDue({ total: sale.totalMinor, ...(await saleMoney(tx, sale.id)) });
    const { applied, excess } = creditPosting(due, total);
    const counter = await tx.execute(sql`
      INSERT INTO credit_note_counters (clinic_id, last_number) VALUES (${ctx.clinicId}, 1)
      ON CONFLICT (clinic_id) DO UPDATE SET last_number = credit_note_counters.last_number + 1
      RETURNING last_number`);
    const number = Number(rowsOf<{ last_number: number }>(counter)[0].last_number);
    try {
      await tx.update(creditNotes).set({
        status: 'posted', number, netMinor: sum(planned, 'net'), taxMinor: sum(planned, 'tax'), totalMinor: total, appliedMinor: applied, excessMinor: excess,
        postedAt: now, postedBy: ctx.userId, updatedAt: now,
      }).where(eq(creditNotes.id, id));
    } catch (e) {
      // The database's own guard (0036): a sale line credited beyond its sold quantity.
      if (hasHint(e, 'over_credit')) throw new AppError('invalid_state', 'credit_notes.validation.beyond_remaining');
      throw e;
    }
    const byId = new Map((await tx.select().from(saleLines).where(eq(saleLines.saleId, sale.id))).map((l) => [l.id, l]));
    for (const p of planned) {
      const l = byId.get(p.saleLineId)!;
      if (!p.returnToStock || !l.productId) continue;
      await postStockMovement(tx, { clinicId: ctx.clinicId, userId: ctx.userId }, {
        product_id: l.productId, quantity_delta: subUnitsOf(l, p.quantity), reason: 'return', source_type: 'credit_note', source_id: id,
      });
    }
    await writeAudit(tx, { groupId: ctx.groupId, clinicId: ctx.clinicId, actor: actor(ctx), action: 'credit_note.posted', entityType: 'credit_note', entityId: id, after: { number, total, applied, excess } });
    await emitEvent(tx, { clinicId: ctx.clinicId, type: 'credit_note.posted', data: {
      credit_note_id: id, number, sale_id: sale.id, client_id: draft.clientId, total_minor: total, applied_minor: applied, excess_minor: excess,
      currency: draft.currency, posted_at: now.toISOString(),
    } }, now);
    return getCreditNote(tx, ctx.clinicId, id);
  });
}

const clinicToday = (tz: string, now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/**
 * Voids a posted credit note (void_reason and void_date, once): the sale owes again what the note had taken
 * off, and units it returned to stock leave stock again. Refused (409 credit_notes.errors.refunded) once any
 * of it was refunded: money that left cannot be un-credited by a void (docs/decisions.md).
 */
export async function voidCreditNote(db: Db, ctx: SaleCtx, id: number, input: TCreditNoteVoidInput, now = new Date()): Promise<TCreditNote> {
  return db.transaction(async (tx) => {
    const note = await lockNote(tx, ctx.clinicId, id);
    if (note.status === 'voided') throw new AppError('invalid_state', 'credit_notes.errors.already_voided');
    if (note.status !== 'posted') throw new AppError('invalid_state', 'credit_notes.errors.not_posted');
    await lockSale(tx, ctx.clinicId, note.saleId);
    const [clinic] = await tx.select({ timezone: clinics.timezone }).from(clinics).where(eq(clinics.id, ctx.clinicId));
    const tz = clinic?.timezone ?? 'UTC';
    if (input.void_date < clinicToday(tz, note.postedAt!)) throw validation({ void_date: ['credit_notes.validation.void_before_post'] });
    if (input.void_date > clinicToday(tz, now)) throw validation({ void_date: ['credit_notes.validation.void_in_future'] });
    const [{ refunded }] = await tx.select({ refunded: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)::bigint` }).from(refunds).where(eq(refunds.creditNoteId, id));
    if (Number(refunded) > 0) throw new AppError('invalid_state', 'credit_notes.errors.refunded');
    await tx.update(creditNotes).set({ status: 'voided', voidReason: input.void_reason, voidDate: input.void_date, voidedAt: now, voidedBy: ctx.userId, updatedAt: now })
      .where(eq(creditNotes.id, id));
    const lines = await tx.select({ line: saleLines, quantity: creditNoteLines.quantity }).from(creditNoteLines)
      .innerJoin(saleLines, eq(saleLines.id, creditNoteLines.saleLineId))
      .where(and(eq(creditNoteLines.creditNoteId, id), eq(creditNoteLines.returnToStock, true)));
    for (const { line, quantity } of lines) {
      if (!line.productId) continue;
      await postStockMovement(tx, { clinicId: ctx.clinicId, userId: ctx.userId }, {
        product_id: line.productId, quantity_delta: -subUnitsOf(line, quantity), reason: 'sale', source_type: 'credit_note_void', source_id: id,
      });
    }
    await writeAudit(tx, { groupId: ctx.groupId, clinicId: ctx.clinicId, actor: actor(ctx), action: 'credit_note.voided', entityType: 'credit_note', entityId: id, after: input });
    // The void reason is staff's free text: it stays out of the event like every note does.
    await emitEvent(tx, { clinicId: ctx.clinicId, type: 'credit_note.voided', data: {
      credit_note_id: id, number: note.number, sale_id: note.saleId, client_id: note.clientId, total_minor: note.totalMinor, currency: note.currency,
      void_date: input.void_date, voided_at: now.toISOString(),
    } }, now);
    return getCreditNote(tx, ctx.clinicId, id);
  });
}

interface RefundContext { paidByMethod: Record<number, number>; refundedByMethod: Record<number, number>; refundedOfNote: number; overpaid: number; lastPaymentByMethod: Map<number, number> }

async function refundContext(tx: DbOrTx, sale: SaleRow, noteId: number): Promise<RefundContext> {
  const [payments, refundRows] = await Promise.all([
    tx.select().from(salePayments).where(eq(salePayments.saleId, sale.id)).orderBy(asc(salePayments.id)),
    tx.select().from(refunds).where(eq(refunds.saleId, sale.id)),
  ]);
  const paidByMethod: Record<number, number> = {};
  const refundedByMethod: Record<number, number> = {};
  const lastPaymentByMethod = new Map<number, number>();
  for (const p of payments) {
    paidByMethod[p.method] = (paidByMethod[p.method] ?? 0) + p.appliedMinor;
    if (p.appliedMinor > 0) lastPaymentByMethod.set(p.method, p.id);
  }
  for (const r of refundRows) refundedByMethod[r.method] = (refundedByMethod[r.method] ?? 0) + r.amountMinor;
  const money = await saleMoney(tx, sale.id);
  return {
    paidByMethod, refundedByMethod, lastPaymentByMethod,
    refundedOfNote: refundRows.filter((r) => r.creditNoteId === noteId).reduce((a, r) => a + r.amountMinor, 0),
    // What was paid beyond what the sale still charges: a refund never takes more (so never more than was paid).
    overpaid: Math.max(0, money.paid - money.refunded - (sale.totalMinor - money.credited)),
  };
}

function limitFor(note: NoteRow, rc: RefundContext, method: number): number {
  if (note.status !== 'posted' || method === PAYMENT_METHOD_CREDIT_NOTE) return 0;
  return Math.min(rc.overpaid, refundLimit({
    excess: note.excessMinor, refundedOfNote: rc.refundedOfNote, method, clientCreditMethod: PAYMENT_METHOD_CLIENT_CREDIT,
    paidByMethod: rc.paidByMethod, refundedByMethod: rc.refundedByMethod,
  }));
}

/** The methods a refund of this note may go to now and the most each may take: the sale's payment methods, then client credit. */
function refundMethods(note: NoteRow, rc: RefundContext) {
  const methods = [...rc.lastPaymentByMethod.entries()].sort((a, b) => b[1] - a[1]).map(([m]) => m).filter((m) => m !== PAYMENT_METHOD_CLIENT_CREDIT);
  methods.push(PAYMENT_METHOD_CLIENT_CREDIT);
  return methods.map((method) => ({ method, method_label: methodLabel(method), max: limitFor(note, rc, method) }));
}

/**
 * The parts of a refund to `method` that go back through the payment provider: the sale's payments of that method
 * with a provider intent (a card charged at the desk or paid online), newest first, each up to what it charged
 * less what was already refunded against it.
 */
interface ProviderPiece { paymentId: number; intentId: string; amount: number; refundedBefore: number }
async function providerPieces(tx: DbOrTx, saleId: number, method: number, amount: number): Promise<ProviderPiece[]> {
  const [payments, done] = await Promise.all([
    tx.select().from(salePayments).where(and(eq(salePayments.saleId, saleId), eq(salePayments.method, method), isNotNull(salePayments.providerRef))).orderBy(desc(salePayments.id)),
    tx.select({ paymentId: refunds.salePaymentId, sum: sql<number>`sum(${refunds.amountMinor})::bigint` }).from(refunds).where(eq(refunds.saleId, saleId)).groupBy(refunds.salePaymentId),
  ]);
  const pieces: ProviderPiece[] = [];
  let left = amount;
  for (const p of payments) {
    if (left <= 0) break;
    const refundedBefore = Number(done.find((d) => d.paymentId === p.id)?.sum ?? 0);
    const take = Math.min(left, p.amountMinor - refundedBefore);
    if (take <= 0) continue;
    pieces.push({ paymentId: p.id, intentId: p.providerRef!, amount: take, refundedBefore });
    left -= take;
  }
  return pieces;
}

/**
 * Refunds (part of) a posted credit note's excess: to the method of the original payment by default (the
 * latest payment whose method can still take it back), never more than the note's unrefunded excess, nor than
 * what that method paid less what was refunded to it, nor than the sale's overpayment; to client credit
 * (method 6) the money becomes the client's credit. The sale row is locked, so two refunds serialize and only
 * what is refundable passes; a retried Idempotency-Key answers the first result.
 * A refund to a method whose payments went through the PaymentProvider (card at the desk, online payment) is
 * made through the provider against those intents (one refund row per intent, its provider_ref); a card payment
 * the desk recorded by hand is refunded by hand and recorded (its `reference`).
 */
export async function refundCreditNote(db: Db, ctx: SaleCtx, id: number, input: TCreditNoteRefundInput, idem: IdempotencyContext | null, now = new Date()): Promise<TCreditNote> {
  // The claim's owner: a retry of the same request (same Idempotency-Key) may take its own claim back.
  const requestKey = idem ? sha256(`${idem.scope}\n${idem.key}`) : randomUUID();
  return withIdempotency(db, idem, async () => {
    // 1. Checked under the sale's lock: the method, the limits, and which intents the provider gives back from;
    // a refund through the provider claims the sale until it is recorded (refunds_in_progress, 0055).
    const plan = await db.transaction(async (tx) => {
      const { sale, method } = await checkRefund(tx, ctx, id, input);
      const [clinic] = await tx.select({ country: clinics.countryIsoCode }).from(clinics).where(eq(clinics.id, ctx.clinicId));
      const pieces = await providerPieces(tx, sale.id, method, input.amount);
      if (pieces.length) await claimProviderRefund(tx, sale.id, id, requestKey, now);
      return { saleId: sale.id, currency: isoCurrency(sale.currency, clinic?.country ?? ''), pieces };
    });
    const release = () => db.delete(refundsInProgress).where(and(eq(refundsInProgress.saleId, plan.saleId), eq(refundsInProgress.requestKey, requestKey)));
    // 2. The provider's refunds, outside any transaction (no lock is held across a network call). Each key is fixed
    // by what was recorded against the payment, so a retry after a failure before step 3 gets the same refund back.
    const made: { piece: ProviderPiece; ref: string }[] = [];
    if (plan.pieces.length) {
      const rt = existingPaymentsRuntime(db);
      if (!rt) {
        await release();
        throw new AppError('upstream_unavailable', 'errors.payment_provider_unavailable');
      }
      for (const piece of plan.pieces) {
        try {
          const done = await rt.provider.refund({
            intentId: piece.intentId, amountMinor: piece.amount, currency: plan.currency, reason: 'requested_by_customer',
            idempotencyKey: `sale-payment-${piece.paymentId}-refund-after-${piece.refundedBefore}-of-${piece.amount}`,
          });
          made.push({ piece, ref: done.id });
        } catch (err) {
          rt.log.warn({ err, payment: piece.paymentId }, 'card refund through the provider failed');
          if (!made.length) {
            await release();
            throw new AppError('upstream_unavailable', 'errors.payment_provider_unavailable');
          }
          break; // what the provider already gave back is recorded below; the rest stays refundable
        }
      }
    }
    // 3. Recorded under the lock, and the claim released with it. Money the provider gave back is always recorded
    // (it left); the part by hand is checked again against the limits as they are now.
    const record = () => db.transaction(async (tx) => {
      const viaProvider = made.reduce((a, m) => a + m.piece.amount, 0);
      const partial = made.length < plan.pieces.length;
      const byHand = partial ? 0 : input.amount - viaProvider;
      const { sale, rc, method } = await checkRefund(tx, ctx, id, { ...input, amount: byHand > 0 ? input.amount : 0 }, viaProvider > 0);
      // Released under the note's and the sale's locks, taken in the same order as step 1 (no deadlock with a claim).
      if (plan.pieces.length) await tx.delete(refundsInProgress).where(and(eq(refundsInProgress.saleId, plan.saleId), eq(refundsInProgress.requestKey, requestKey)));
      const rows: (typeof refunds.$inferSelect)[] = [];
      // Two refunds of the same amount at once carry the same provider key, so the provider gave one refund back to
      // both: the second finds it recorded (under the sale's lock) and does not record it again.
      const recorded = made.length ? new Set((await tx.select({ ref: refunds.providerRef }).from(refunds)
        .where(and(eq(refunds.saleId, sale.id), inArray(refunds.providerRef, made.map((m) => m.ref))))).map((r) => r.ref)) : new Set<string | null>();
      for (const { piece, ref } of made) {
        if (recorded.has(ref)) continue;
        rows.push((await tx.insert(refunds).values({
          clinicId: ctx.clinicId, saleId: sale.id, clientId: sale.clientId, creditNoteId: id, salePaymentId: piece.paymentId, method, amountMinor: piece.amount,
          providerRef: ref, reference: input.reference ?? null, createdBy: ctx.userId, createdAt: now,
        }).returning())[0]);
      }
      if (byHand > 0) {
        // Against the latest payment of the method the desk recorded by hand (when the method has provider payments too).
        const [manual] = await tx.select({ id: salePayments.id }).from(salePayments)
          .where(and(eq(salePayments.saleId, sale.id), eq(salePayments.method, method), isNull(salePayments.providerRef), gt(salePayments.appliedMinor, 0)))
          .orderBy(desc(salePayments.id)).limit(1);
        rows.push((await tx.insert(refunds).values({
          clinicId: ctx.clinicId, saleId: sale.id, clientId: sale.clientId, creditNoteId: id, salePaymentId: manual?.id ?? rc.lastPaymentByMethod.get(method) ?? null,
          method, amountMinor: byHand, reference: input.reference ?? null, createdBy: ctx.userId, createdAt: now,
        }).returning())[0]);
      }
      if (method === PAYMENT_METHOD_CLIENT_CREDIT) {
        await lockCredit(tx, ctx.clinicId, sale.clientId);
        const balance = await creditBalance(tx, ctx.clinicId, sale.clientId);
        await tx.insert(clientCreditMovements).values({
          clinicId: ctx.clinicId, clientId: sale.clientId, deltaMinor: input.amount, balanceAfterMinor: balance + input.amount, kind: 'refund',
          saleId: sale.id, creditNoteId: id, refundId: rows[0].id, createdBy: ctx.userId, createdAt: now,
        });
      }
      await writeAudit(tx, {
        groupId: ctx.groupId, clinicId: ctx.clinicId, actor: actor(ctx), action: 'credit_note.refunded', entityType: 'credit_note', entityId: id,
        after: { refund_ids: rows.map((r) => r.id), method, amount: viaProvider + byHand, via_provider: viaProvider },
      });
      // One event per refund row (a row is one movement of money: one provider intent, or the part given back by hand).
      for (const r of rows) {
        await emitEvent(tx, { clinicId: ctx.clinicId, type: 'refund.created', data: {
          refund_id: r.id, source: 'credit_note', credit_note_id: id, sale_id: sale.id, client_id: sale.clientId, payment_id: r.salePaymentId,
          method: r.method, amount_minor: r.amountMinor, currency: sale.currency, via_provider: r.providerRef !== null,
        } }, now);
      }
      const result = await getCreditNote(tx, ctx.clinicId, id);
      if (idem) await remember(tx, idem, 201, result);
      return result;
    });
    try {
      return await record();
    } catch (err) {
      if (plan.pieces.length) await release().catch(() => undefined); // the next refund need not wait out the claim
      throw err;
    }
  });
}

/** How long a provider refund may stay unrecorded before its claim counts as a crashed request's. */
const REFUND_CLAIM_MS = 2 * 60_000;

/**
 * Claims the sale for one refund through the provider (the caller holds the sale's lock): refused with 409 while
 * another request's claim is younger than REFUND_CLAIM_MS, so two refunds of different amounts started together
 * cannot both pass the limits and both reach the provider. The same request (a retry) takes its claim back.
 */
async function claimProviderRefund(tx: DbOrTx, saleId: number, creditNoteId: number, requestKey: string, now: Date) {
  const stale = new Date(now.getTime() - REFUND_CLAIM_MS);
  const claimed = await tx.insert(refundsInProgress).values({ saleId, creditNoteId, requestKey, startedAt: now })
    .onConflictDoUpdate({
      target: refundsInProgress.saleId,
      set: { creditNoteId, requestKey, startedAt: now },
      setWhere: or(lt(refundsInProgress.startedAt, stale), eq(refundsInProgress.requestKey, requestKey)),
    }).returning({ saleId: refundsInProgress.saleId });
  if (!claimed.length) throw new AppError('invalid_state', 'credit_notes.errors.refund_in_progress');
}

/** The sale and note of a refund, locked, and the method it goes to; 404/409/422 when it cannot be made (`recordOnly`: money already left through the provider, only the sale's existence is required). */
async function checkRefund(tx: DbOrTx, ctx: SaleCtx, id: number, input: TCreditNoteRefundInput, recordOnly = false) {
  const note = await lockNote(tx, ctx.clinicId, id);
  const sale = await lockSale(tx, ctx.clinicId, note.saleId);
  if (!sale) throw notFound();
  const rc = await refundContext(tx, sale, id);
  const method = input.method ?? (refundMethods(note, rc).find((o) => o.max > 0)?.method ?? PAYMENT_METHOD_CLIENT_CREDIT);
  if (recordOnly && input.amount === 0) return { sale, note, rc, method };
  if (note.status !== 'posted') throw new AppError('invalid_state', 'credit_notes.errors.not_posted');
  if (method === PAYMENT_METHOD_CREDIT_NOTE) throw validation({ method: ['sales.validation.method_unavailable'] });
  const max = limitFor(note, rc, method);
  if (max <= 0) throw new AppError('invalid_state', 'credit_notes.errors.nothing_refundable');
  if (input.amount > max) throw validation({ amount: ['credit_notes.validation.refund_above_refundable'] });
  return { sale, note, rc, method };
}

// ---------- reading ----------

const refundedOfNote = sql<number>`(SELECT coalesce(sum(${refunds.amountMinor}), 0)::bigint FROM ${refunds} WHERE ${refunds.creditNoteId} = ${creditNotes.id})`;

function toSummary(n: NoteRow, saleNumber: number | null, clientName: string, refunded: number): TCreditNoteSummary {
  return {
    id: n.id, clinic_id: n.clinicId, sale_id: n.saleId, sale_number: saleNumber, client_id: n.clientId, client_name: clientName,
    number: n.number, status: n.status, reason: n.reason, currency: n.currency, net: n.netMinor, tax: n.taxMinor, total: n.totalMinor,
    applied: n.appliedMinor, excess: n.excessMinor, refunded, refundable: n.status === 'posted' ? Math.max(0, n.excessMinor - refunded) : 0,
    void_reason: n.voidReason, void_date: n.voidDate, posted_at: n.postedAt?.toISOString() ?? null, created_at: n.createdAt.toISOString(),
  };
}

export async function getCreditNote(db: DbOrTx, clinicId: number, id: number): Promise<TCreditNote> {
  const [row] = await db.select({ note: creditNotes, sale: sales, first: petParents.firstName, last: petParents.lastName }).from(creditNotes)
    .innerJoin(sales, eq(sales.id, creditNotes.saleId)).innerJoin(petParents, eq(petParents.id, creditNotes.clientId))
    .where(and(eq(creditNotes.id, id), eq(creditNotes.clinicId, clinicId)));
  if (!row) throw notFound();
  const [lines, refundRows, rc] = await Promise.all([
    db.select({ cl: creditNoteLines, sl: saleLines }).from(creditNoteLines).innerJoin(saleLines, eq(saleLines.id, creditNoteLines.saleLineId))
      .where(eq(creditNoteLines.creditNoteId, id)).orderBy(asc(saleLines.position), asc(creditNoteLines.id)),
    db.select().from(refunds).where(eq(refunds.creditNoteId, id)).orderBy(asc(refunds.id)),
    refundContext(db, row.sale, id),
  ]);
  const n = row.note;
  return {
    ...toSummary(n, row.sale.number, `${row.first} ${row.last}`, rc.refundedOfNote),
    lines: lines.map(({ cl, sl }) => ({
      id: cl.id, sale_line_id: cl.saleLineId, name: sl.name, kind: sl.kind, product_id: sl.productId, unit: sl.unit, quantity: cl.quantity,
      return_to_stock: cl.returnToStock, net: cl.netMinor, tax: cl.taxMinor, total: cl.totalMinor,
    })),
    refunds: refundRows.map(toRefund),
    refund_methods: n.status === 'posted' ? refundMethods(n, rc) : [],
    updated_at: n.updatedAt.toISOString(),
  };
}

/** GET /credit-notes: newest first, filtered by status, sale, client and clinic-local day (posting day, creation for drafts). */
export async function listCreditNotes(db: Db, clinicId: number, query: TCreditNoteListQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const f = query.filter ?? {};
  const [clinic] = await db.select({ timezone: clinics.timezone }).from(clinics).where(eq(clinics.id, clinicId));
  const day = sql`(coalesce(${creditNotes.postedAt}, ${creditNotes.createdAt}) AT TIME ZONE ${clinic?.timezone ?? 'UTC'})::date`;
  const conditions: (SQL | undefined)[] = [eq(creditNotes.clinicId, clinicId)];
  if (f.status) conditions.push(eq(creditNotes.status, f.status));
  if (f.sale_id) conditions.push(eq(creditNotes.saleId, f.sale_id));
  if (f.client_id) conditions.push(eq(creditNotes.clientId, f.client_id));
  if (f.date_from) conditions.push(sql`${day} >= ${f.date_from}::date`);
  if (f.date_to) conditions.push(sql`${day} <= ${f.date_to}::date`);
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db.select({ note: creditNotes, saleNumber: sales.number, first: petParents.firstName, last: petParents.lastName, refunded: refundedOfNote })
      .from(creditNotes).innerJoin(sales, eq(sales.id, creditNotes.saleId)).innerJoin(petParents, eq(petParents.id, creditNotes.clientId))
      .where(where).orderBy(desc(sql`coalesce(${creditNotes.postedAt}, ${creditNotes.createdAt})`), desc(creditNotes.id))
      .limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: sql<number>`count(*)::int` }).from(creditNotes).where(where),
  ]);
  return {
    data: rows.map((r) => toSummary(r.note, r.saleNumber, `${r.first} ${r.last}`, Number(r.refunded))),
    meta: pageMeta(query.page, perPage, total),
  };
}

// ---------- product returns ----------

/** GET /sales/{id}/product-returns: the returns made and, per product line, how many units may still go back. */
export async function listProductReturns(db: DbOrTx, clinicId: number, saleId: number): Promise<TProductReturns> {
  const [sale] = await db.select({ id: sales.id }).from(sales).where(and(eq(sales.id, saleId), eq(sales.clinicId, clinicId)));
  if (!sale) throw notFound();
  const [rows, states] = await Promise.all([
    db.select({ r: productReturns, name: saleLines.name }).from(productReturns).innerJoin(saleLines, eq(saleLines.id, productReturns.saleLineId))
      .where(eq(productReturns.saleId, saleId)).orderBy(desc(productReturns.id)),
    lineStates(db, saleId),
  ]);
  return {
    data: {
      returns: rows.map(({ r, name }) => ({
        id: r.id, sale_id: r.saleId, sale_line_id: r.saleLineId, product_id: r.productId, name, quantity: r.quantity, back_to_stock: r.backToStock, note: r.note, created_at: r.createdAt.toISOString(),
      })),
      lines: states.filter((s) => s.line.kind === 'product').map((s) => ({
        sale_line_id: s.line.id, name: s.line.name, sold_quantity: s.line.quantity, returned_quantity: s.returned,
        returnable_quantity: Math.max(0, s.line.quantity - s.returned),
      })),
    },
  };
}

/**
 * POST /sales/{id}/product-returns: units of sold products taken back without money (a credit note with
 * return_to_stock is the way with money), on the shelf again unless a line says back_to_stock false (opened,
 * damaged). Never more than sold less what credit notes and returns took back.
 */
export async function createProductReturn(db: Db, ctx: SaleCtx, saleId: number, input: TProductReturnInput, now = new Date()): Promise<TProductReturns> {
  return db.transaction(async (tx) => {
    const sale = await lockSale(tx, ctx.clinicId, saleId);
    if (!sale) throw notFound();
    if (sale.status !== 'issued') throw new AppError('invalid_state', 'credit_notes.errors.sale_not_issued');
    const states = await lineStates(tx, saleId);
    const taken = new Map<number, number>();
    for (const [i, l] of input.lines.entries()) {
      const st = states.find((s) => s.line.id === l.sale_line_id);
      if (!st || st.line.kind !== 'product' || !st.line.productId) throw validation({ [`lines.${i}.sale_line_id`]: ['validation.invalid'] });
      const already = st.returned + (taken.get(st.line.id) ?? 0);
      if (already + l.quantity > st.line.quantity) throw validation({ [`lines.${i}.quantity`]: ['credit_notes.validation.beyond_returnable'] });
      taken.set(st.line.id, (taken.get(st.line.id) ?? 0) + l.quantity);
      const [row] = await tx.insert(productReturns).values({
        clinicId: ctx.clinicId, saleId, saleLineId: st.line.id, productId: st.line.productId, quantity: l.quantity, backToStock: l.back_to_stock,
        note: input.note ?? null, createdBy: ctx.userId, createdAt: now,
      }).returning({ id: productReturns.id });
      // Units not put back on the shelf count as returned (never twice) but move no stock.
      if (l.back_to_stock) await postStockMovement(tx, { clinicId: ctx.clinicId, userId: ctx.userId }, {
        product_id: st.line.productId, quantity_delta: subUnitsOf(st.line, l.quantity), reason: 'return', source_type: 'product_return', source_id: row.id,
      });
    }
    await writeAudit(tx, { groupId: ctx.groupId, clinicId: ctx.clinicId, actor: actor(ctx), action: 'sale.products_returned', entityType: 'sale', entityId: saleId, after: input });
    return listProductReturns(tx, ctx.clinicId, saleId);
  });
}
