import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { estimateLines, estimates, petParents, pets, records, type Db, type DbOrTx } from '@vetclinic/db';
import {
  EstimateStatus, PAGE_SIZE, type TEstimate, type TEstimateInputParsed, type TEstimateListQuery, type TEstimatePeriodCount, type TEstimateSummary,
} from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import { writeAudit, type Actor } from '../../lib/audit';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';
import { clinicMoneyPrefs, resolveLines, toLine, totalsOf, type MoneyPrefs, type ResolvedLine } from './lines';
import { EstimateToSaleError, estimateToSaleLines } from './to-sale';

type EstimateRow = typeof estimates.$inferSelect;
type LineRow = typeof estimateLines.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const staff = (scope: TenantScope): Actor => ({ type: 'staff', id: scope.userId });
export const inClinic = (scope: { clinicId: number }, id: number) => and(eq(estimates.id, id), eq(estimates.clinicId, scope.clinicId), isNull(estimates.deletedAt));

/** The estimate's status from its lines': pending while a line waits; then approved if any line was, else rejected. */
export function deriveStatus(lineStatuses: readonly number[]): number {
  if (lineStatuses.some((s) => s === EstimateStatus.PENDING)) return EstimateStatus.PENDING;
  return lineStatuses.some((s) => s === EstimateStatus.APPROVED) ? EstimateStatus.APPROVED : EstimateStatus.REJECTED;
}

function summaryOf(row: EstimateRow, names: { client: string; pet: string | null }): TEstimateSummary {
  return {
    id: row.id,
    clinic_id: row.clinicId,
    client_id: row.clientId,
    client_name: names.client,
    pet_id: row.petId,
    pet_name: names.pet,
    record_id: row.recordId,
    template_id: row.templateId,
    status: row.status,
    title: row.title,
    notes: row.notes,
    valid_until: row.validUntil,
    prices_include_tax: row.pricesIncludeTax,
    low_total: row.lowTotal,
    high_total: row.highTotal,
    sent_at: row.sentAt?.toISOString() ?? null,
    answered_at: row.answeredAt?.toISOString() ?? null,
    answered_by: row.answeredBy ?? null,
    sale_id: row.saleId ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function loadLines(db: DbOrTx, estimateId: number): Promise<LineRow[]> {
  return db.select().from(estimateLines).where(eq(estimateLines.estimateId, estimateId)).orderBy(asc(estimateLines.position), asc(estimateLines.id));
}

async function namesOf(db: DbOrTx, row: EstimateRow) {
  const [c] = await db.select({ first: petParents.firstName, last: petParents.lastName }).from(petParents).where(eq(petParents.id, row.clientId));
  const [p] = row.petId ? await db.select({ nickname: pets.nickname }).from(pets).where(eq(pets.id, row.petId)) : [];
  return { client: c ? `${c.first} ${c.last}` : '', pet: p?.nickname ?? null };
}

export async function toEstimate(db: DbOrTx, row: EstimateRow, prefs?: MoneyPrefs): Promise<TEstimate> {
  const lines = await loadLines(db, row.id);
  const totals = totalsOf(lines, row.pricesIncludeTax, prefs ?? await clinicMoneyPrefs(db, row.clinicId));
  return { ...summaryOf(row, await namesOf(db, row)), lines: lines.map((l, i) => toLine(l, totals.lines[i])) };
}

/** The estimate of the active clinic, or 404 (another clinic's or group's is never shown). */
export async function findEstimate(db: DbOrTx, scope: { clinicId: number }, id: number, forUpdate = false): Promise<EstimateRow> {
  const q = db.select().from(estimates).where(inClinic(scope, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

export async function getEstimate(db: Db, scope: TenantScope, id: number): Promise<TEstimate> {
  return toEstimate(db, await findEstimate(db, scope, id));
}

const dayStart = (day: string, zone: string) => DateTime.fromISO(day, { zone }).startOf('day').toJSDate();
const dayEnd = (day: string, zone: string) => DateTime.fromISO(day, { zone }).plus({ days: 1 }).startOf('day').toJSDate();

function listConditions(scope: TenantScope, f: NonNullable<TEstimateListQuery['filter']>): SQL {
  const c: (SQL | undefined)[] = [eq(estimates.clinicId, scope.clinicId), isNull(estimates.deletedAt)];
  if (f.status?.length) c.push(inArray(estimates.status, f.status));
  if (f.client_id) c.push(eq(estimates.clientId, f.client_id));
  if (f.pet_id) c.push(eq(estimates.petId, f.pet_id));
  if (f.record_id) c.push(eq(estimates.recordId, f.record_id));
  if (f.from) c.push(gte(estimates.createdAt, dayStart(f.from, scope.timezone)));
  if (f.to) c.push(lt(estimates.createdAt, dayEnd(f.to, scope.timezone)));
  if (f.search) c.push(sql`lower(${estimates.title}) LIKE ${`%${escapeLike(f.search.toLowerCase())}%`}`);
  return and(...c)!;
}

/** The active clinic's estimates, newest first; patient- and record-scoped lists are this with a filter. */
export async function listEstimates(db: Db, scope: TenantScope, query: TEstimateListQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const where = listConditions(scope, query.filter ?? {});
  const [rows, [{ total }]] = await Promise.all([
    db.select({ e: estimates, first: petParents.firstName, last: petParents.lastName, pet: pets.nickname }).from(estimates)
      .innerJoin(petParents, eq(petParents.id, estimates.clientId)).leftJoin(pets, eq(pets.id, estimates.petId))
      .where(where).orderBy(desc(estimates.createdAt), desc(estimates.id)).limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(estimates).where(where),
  ]);
  return { data: rows.map((r) => summaryOf(r.e, { client: `${r.first} ${r.last}`, pet: r.pet })), meta: pageMeta(query.page, perPage, total) };
}

/** period-count: the estimates created in the clinic-local days from–to, by status, with their totals. */
export async function periodCount(db: Db, scope: TenantScope, f: { from: string; to: string; pet_id?: number; client_id?: number; record_id?: number }): Promise<TEstimatePeriodCount> {
  const where = listConditions(scope, f);
  const [r] = await db.select({
    total: count(),
    pending: sql<number>`count(*) FILTER (WHERE ${estimates.status} = 0)`.mapWith(Number),
    rejected: sql<number>`count(*) FILTER (WHERE ${estimates.status} = 1)`.mapWith(Number),
    approved: sql<number>`count(*) FILTER (WHERE ${estimates.status} = 2)`.mapWith(Number),
    low: sql<number>`coalesce(sum(${estimates.lowTotal}), 0)`.mapWith(Number),
    high: sql<number>`coalesce(sum(${estimates.highTotal}), 0)`.mapWith(Number),
    approvedHigh: sql<number>`coalesce(sum(${estimates.highTotal}) FILTER (WHERE ${estimates.status} = 2), 0)`.mapWith(Number),
  }).from(estimates).where(where);
  return { from: f.from, to: f.to, total: r.total, pending: r.pending, rejected: r.rejected, approved: r.approved, low_total: r.low, high_total: r.high, approved_high_total: r.approvedHigh };
}

/**
 * Who the estimate is for: the record names its pet and client, the pet its owner; whatever the input also
 * names must agree with them, and everything must be of the caller's group.
 */
export async function resolveParties(db: DbOrTx, scope: TenantScope, input: { client_id?: number | null; pet_id?: number | null; record_id?: number | null }) {
  let petId = input.pet_id ?? null;
  let clientId = input.client_id ?? null;
  const recordId = input.record_id ?? null;
  if (recordId) {
    const [rec] = await db.select().from(records).where(and(eq(records.id, recordId), eq(records.groupId, scope.groupId)));
    if (!rec) throw validation({ record_id: ['estimates.validation.record_unknown'] });
    if (petId && petId !== rec.petId) throw validation({ pet_id: ['estimates.validation.pet_not_in_record'] });
    petId = rec.petId;
    clientId = clientId ?? rec.clientId;
  }
  if (petId) {
    const [pet] = await db.select().from(pets).where(and(eq(pets.id, petId), eq(pets.groupId, scope.groupId)));
    if (!pet) throw validation({ pet_id: ['validation.pet_not_in_group'] });
    if (clientId && clientId !== pet.ownerId) throw validation({ pet_id: ['estimates.validation.pet_not_of_client'] });
    clientId = pet.ownerId;
  }
  if (!clientId) throw validation({ client_id: ['validation.required'] });
  const [client] = await db.select({ id: petParents.id }).from(petParents).where(and(eq(petParents.id, clientId), eq(petParents.groupId, scope.groupId)));
  if (!client) throw validation({ client_id: ['validation.client_unknown'] });
  return { clientId, petId, recordId };
}

async function insertLines(tx: DbOrTx, estimateId: number, lines: readonly (ResolvedLine & { status?: number })[]) {
  if (!lines.length) return [];
  return tx.insert(estimateLines).values(lines.map((l, i) => ({
    estimateId, position: i, serviceId: l.serviceId, productId: l.productId, name: l.name, qtyLow: l.qtyLow, qtyHigh: l.qtyHigh,
    unitPrice: l.unitPrice ?? 0, discountType: l.discountType, discountValueX100: l.discountValueX100, vatBp: l.vatBp, serviceTaxBp: l.serviceTaxBp,
    status: l.status ?? EstimateStatus.PENDING,
  }))).returning();
}

/** Recomputes the stored low/high totals and the status from the lines (after any change to them). */
export async function refreshEstimate(tx: DbOrTx, row: EstimateRow, now: Date, extra: Partial<typeof estimates.$inferInsert> = {}) {
  const lines = await loadLines(tx, row.id);
  const totals = totalsOf(lines, row.pricesIncludeTax, await clinicMoneyPrefs(tx, row.clinicId));
  const [updated] = await tx.update(estimates).set({
    lowTotal: totals.low, highTotal: totals.high, status: deriveStatus(lines.map((l) => l.status)), updatedAt: now, ...extra,
  }).where(eq(estimates.id, row.id)).returning();
  return updated;
}

export interface NewEstimate {
  parties: { clientId: number; petId: number | null; recordId: number | null };
  title: string;
  notes: string | null;
  validUntil: string | null;
  pricesIncludeTax: boolean;
  templateId?: number | null;
  lines: readonly (ResolvedLine & { status?: number })[];
}

/** Inserts an estimate with its lines and totals, audited, in the caller's transaction. */
export async function insertEstimate(tx: DbOrTx, scope: TenantScope, e: NewEstimate, action: string, now: Date) {
  const [row] = await tx.insert(estimates).values({
    groupId: scope.groupId, clinicId: scope.clinicId, clientId: e.parties.clientId, petId: e.parties.petId, recordId: e.parties.recordId,
    templateId: e.templateId ?? null, title: e.title, notes: e.notes, validUntil: e.validUntil, pricesIncludeTax: e.pricesIncludeTax,
    createdBy: scope.userId, createdAt: now, updatedAt: now,
  }).returning();
  await insertLines(tx, row.id, e.lines);
  const saved = await refreshEstimate(tx, row, now);
  await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: staff(scope), action, entityType: 'estimate', entityId: row.id, after: { title: e.title, lines: e.lines.length } });
  return saved;
}

/** Creates a pending estimate; lines take their name, price and VAT from the catalogue unless given. */
export async function createEstimate(db: Db, scope: TenantScope, input: TEstimateInputParsed, now = new Date()): Promise<TEstimate> {
  return db.transaction(async (tx) => {
    const parties = await resolveParties(tx, scope, input);
    const lines = await resolveLines(tx, scope.clinicId, input.lines);
    const row = await insertEstimate(tx, scope, {
      parties, title: input.title, notes: input.notes ?? null, validUntil: input.valid_until ?? null, pricesIncludeTax: input.prices_include_tax, lines,
    }, 'estimate.created', now);
    return toEstimate(tx, row);
  });
}

/**
 * Replaces an estimate's content. Only a pending estimate with no line answered yet changes: once the
 * client (or the desk) has answered a line, what was answered stays as it was — duplicate it instead.
 */
export async function updateEstimate(db: Db, scope: TenantScope, id: number, input: TEstimateInputParsed, now = new Date()): Promise<TEstimate> {
  return db.transaction(async (tx) => {
    const before = await findEstimate(tx, scope, id, true);
    const oldLines = await loadLines(tx, id);
    if (before.status !== EstimateStatus.PENDING || oldLines.some((l) => l.status !== EstimateStatus.PENDING)) {
      throw new AppError('invalid_state', 'estimates.errors.answered');
    }
    const parties = await resolveParties(tx, scope, input);
    const lines = await resolveLines(tx, scope.clinicId, input.lines);
    await tx.delete(estimateLines).where(eq(estimateLines.estimateId, id));
    await insertLines(tx, id, lines);
    const row = await refreshEstimate(tx, before, now, {
      clientId: parties.clientId, petId: parties.petId, recordId: parties.recordId, title: input.title, notes: input.notes ?? null,
      validUntil: input.valid_until ?? null, pricesIncludeTax: input.prices_include_tax,
    });
    // Totals depend on prices_include_tax, which may just have changed: compute once more from the saved row.
    const saved = await refreshEstimate(tx, row, now);
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: staff(scope), action: 'estimate.updated', entityType: 'estimate', entityId: id,
      before: { title: before.title, low_total: before.lowTotal, high_total: before.highTotal }, after: { title: saved.title, low_total: saved.lowTotal, high_total: saved.highTotal },
    });
    return toEstimate(tx, saved);
  });
}

/** Deletes an estimate (soft); its client link stops working with it. */
export async function deleteEstimate(db: Db, scope: TenantScope, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.update(estimates).set({ deletedAt: now, updatedAt: now }).where(inClinic(scope, id)).returning();
    if (!row) throw notFound();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: staff(scope), action: 'estimate.deleted', entityType: 'estimate', entityId: id, before: { title: row.title } });
  });
}

/** A new pending estimate with the same client, patient, record and lines (all pending again). */
export async function duplicateEstimate(db: Db, scope: TenantScope, id: number, now = new Date()): Promise<TEstimate> {
  return db.transaction(async (tx) => {
    const src = await findEstimate(tx, scope, id);
    const lines = await loadLines(tx, id);
    const row = await insertEstimate(tx, scope, {
      parties: { clientId: src.clientId, petId: src.petId, recordId: src.recordId }, title: src.title, notes: src.notes, validUntil: src.validUntil,
      pricesIncludeTax: src.pricesIncludeTax, templateId: src.templateId,
      lines: lines.map((l) => ({ ...l, status: EstimateStatus.PENDING })),
    }, 'estimate.duplicated', now);
    return toEstimate(tx, row);
  });
}

/**
 * Approves (2) or declines (1) the named pending lines, or every pending line. A line already answered,
 * or an estimate with nothing pending, is a 409: an answer is given once. Returns the estimate as saved.
 */
export async function answerLines(tx: DbOrTx, row: EstimateRow, answer: 1 | 2, lineIds: readonly number[] | undefined, by: 'client' | 'staff', now: Date) {
  const lines = await loadLines(tx, row.id);
  const pending = lines.filter((l) => l.status === EstimateStatus.PENDING);
  if (!pending.length) throw new AppError('invalid_state', 'estimates.errors.answered');
  let target = pending;
  if (lineIds) {
    const unknown = lineIds.filter((lid) => !lines.some((l) => l.id === lid));
    if (unknown.length) throw validation({ line_ids: ['estimates.validation.line_unknown'] });
    if (lineIds.some((lid) => !pending.some((l) => l.id === lid))) throw new AppError('invalid_state', 'estimates.errors.line_answered');
    target = pending.filter((l) => lineIds.includes(l.id));
  }
  await tx.update(estimateLines).set({ status: answer }).where(inArray(estimateLines.id, target.map((l) => l.id)));
  return refreshEstimate(tx, row, now, { answeredAt: now, answeredBy: by });
}

export async function answerEstimate(db: Db, scope: TenantScope, id: number, answer: 1 | 2, lineIds: number[] | undefined, now = new Date()): Promise<TEstimate> {
  return db.transaction(async (tx) => {
    const row = await findEstimate(tx, scope, id, true);
    const saved = await answerLines(tx, row, answer, lineIds, 'staff', now);
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: staff(scope), action: answer === 2 ? 'estimate.approved' : 'estimate.declined',
      entityType: 'estimate', entityId: id, after: { line_ids: lineIds ?? 'all_pending', status: saved.status },
    });
    return toEstimate(tx, saved);
  });
}

/**
 * For the sales module (move-to-sale, wired after merging): inside the caller's transaction, locks the
 * estimate, applies `estimateToSaleLines` (approve_all approves what is pending), saves the lines' and the
 * estimate's statuses and returns the sale lines to create. 409 when nothing can be sold.
 */
export async function takeEstimateForSale(tx: DbOrTx, scope: TenantScope, id: number, opts: { approveAll: boolean }, now = new Date()) {
  const row = await findEstimate(tx, scope, id, true);
  const lines = await loadLines(tx, id);
  const result = (() => {
    try {
      return estimateToSaleLines(row, lines, opts);
    } catch (e) {
      if (e instanceof EstimateToSaleError) throw new AppError('invalid_state', `estimates.errors.${e.code}`);
      throw e;
    }
  })();
  const approvedNow = result.lineStatuses.filter((s, i) => s.status !== lines[i].status).map((s) => s.id);
  if (approvedNow.length) await tx.update(estimateLines).set({ status: EstimateStatus.APPROVED }).where(inArray(estimateLines.id, approvedNow));
  const saved = await refreshEstimate(tx, row, now, approvedNow.length ? { answeredAt: now, answeredBy: 'staff' } : {});
  await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: staff(scope), action: 'estimate.moved_to_sale', entityType: 'estimate', entityId: id, after: { approve_all: opts.approveAll, lines: result.lines.length } });
  return { estimate: saved, saleLines: result.lines, clientId: row.clientId, petId: row.petId, recordId: row.recordId };
}
