import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { shifts, type Db, type DbOrTx } from '@vetclinic/db';
import type { TShift, TShiftsQuery, TimeRange } from '@vetclinic/domain';
import { notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { TenantScope } from '../../plugins/auth';
import {
  assertActiveMembers, findShiftConflicts, localDate, localDateRange, localInstant, mapOverlap, shiftConflictsError, shiftDto, staffNames,
  type ShiftRow,
} from './shared';

export interface ShiftValues { vet_id: number; date: string; start_time: string; end_time: string; note: string | null; force?: boolean }

const actorOf = (scope: TenantScope) => ({ type: 'staff' as const, id: scope.userId });
const toRange = (r: { startsAt: Date; endsAt: Date }): TimeRange => ({ start: r.startsAt.getTime(), end: r.endsAt.getTime() });

export async function toShiftDtos(db: DbOrTx, scope: TenantScope, rows: ShiftRow[]): Promise<TShift[]> {
  const names = await staffNames(db, rows.map((r) => r.vetId));
  return rows.map((r) => shiftDto(scope.timezone, r, names.get(r.vetId) ?? ''));
}

/** Shifts (drafts and published) of the clinic that start on clinic-local dates [start, end]. */
export async function listShifts(db: Db, scope: TenantScope, q: TShiftsQuery): Promise<TShift[]> {
  const { from, to } = localDateRange(scope.timezone, q.start, q.end);
  const rows = await db.select().from(shifts).where(and(
    eq(shifts.clinicId, scope.clinicId), gte(shifts.startsAt, from), lt(shifts.startsAt, to),
    q.filter?.vet_id ? eq(shifts.vetId, q.filter.vet_id) : undefined,
    q.filter?.status ? eq(shifts.status, q.filter.status) : undefined,
  )).orderBy(asc(shifts.startsAt), asc(shifts.vetId), asc(shifts.id));
  return toShiftDtos(db, scope, rows);
}

async function findShift(db: DbOrTx, scope: TenantScope, id: number) {
  const [row] = await db.select().from(shifts).where(and(eq(shifts.id, id), eq(shifts.clinicId, scope.clinicId)));
  if (!row) throw notFound();
  return row;
}

const instants = (scope: TenantScope, v: ShiftValues) => ({
  startsAt: localInstant(scope.timezone, v.date, v.start_time).toJSDate(),
  endsAt: localInstant(scope.timezone, v.date, v.end_time).toJSDate(),
});

/** Adds a draft shift; it affects nobody's availability until published. */
export async function createShift(db: Db, scope: TenantScope, input: ShiftValues) {
  return mapOverlap(() => db.transaction(async (tx) => {
    await assertActiveMembers(tx, scope, [input.vet_id], () => 'vet_id');
    const [row] = await tx.insert(shifts).values({ clinicId: scope.clinicId, vetId: input.vet_id, ...instants(scope, input), status: 'draft', note: input.note, createdBy: scope.userId }).returning();
    const [dto] = await toShiftDtos(tx, scope, [row]);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'shift.created', entityType: 'shift', entityId: row.id, after: dto });
    return dto;
  }));
}

/**
 * Checks what changing a published shift does to the vets' appointments on the dates it touches;
 * `replacement` null means the shift is removed. Conflicts are a 409 unless forced.
 */
async function guardPublishedChange(tx: DbOrTx, scope: TenantScope, old: ShiftRow, replacement: { vetId: number; startsAt: Date; endsAt: Date } | null, force: boolean) {
  const zone = scope.timezone;
  const dates = new Set([localDate(zone, old.startsAt), ...(replacement ? [localDate(zone, replacement.startsAt)] : [])]);
  const sorted = [...dates].sort();
  const range = localDateRange(zone, DateTime.fromISO(sorted[0]).minus({ days: 1 }).toISODate()!, DateTime.fromISO(sorted[sorted.length - 1]).plus({ days: 1 }).toISODate()!);
  const vetIds = [...new Set([old.vetId, ...(replacement ? [replacement.vetId] : [])])];
  const current = await tx.select().from(shifts).where(and(
    eq(shifts.clinicId, scope.clinicId), eq(shifts.status, 'published'), inArray(shifts.vetId, vetIds), lt(shifts.startsAt, range.to), gte(shifts.startsAt, range.from),
  ));
  const after = new Map<number, TimeRange[]>(vetIds.map((v) => [v, current.filter((s) => s.vetId === v && s.id !== old.id).map(toRange)]));
  if (replacement) after.get(replacement.vetId)!.push(toRange(replacement));
  // A date left without any shift falls back to weekly hours, so removing its last shift cannot conflict.
  const conflicts = await findShiftConflicts(tx, scope, after, range, { onlyDates: dates });
  if (conflicts.length && !force) throw shiftConflictsError(conflicts);
  return conflicts;
}

/** Edits a shift. A published one stays published (availability changes at once) after the conflict check. */
export async function updateShift(db: Db, scope: TenantScope, id: number, input: ShiftValues) {
  return mapOverlap(() => db.transaction(async (tx) => {
    const old = await findShift(tx, scope, id);
    await assertActiveMembers(tx, scope, [input.vet_id], () => 'vet_id');
    const next = { vetId: input.vet_id, ...instants(scope, input) };
    const [before] = await toShiftDtos(tx, scope, [old]);
    if (old.status === 'published') await guardPublishedChange(tx, scope, old, next, input.force ?? false);
    const [row] = await tx.update(shifts).set({ ...next, note: input.note, publishedAt: old.status === 'published' ? new Date() : null }).where(eq(shifts.id, id)).returning();
    const [after] = await toShiftDtos(tx, scope, [row]);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'shift.updated', entityType: 'shift', entityId: id, before, after: { ...after, forced: input.force ?? false } });
    return after;
  }));
}

export async function deleteShift(db: Db, scope: TenantScope, id: number, force: boolean) {
  await db.transaction(async (tx) => {
    const old = await findShift(tx, scope, id);
    if (old.status === 'published') await guardPublishedChange(tx, scope, old, null, force);
    const [before] = await toShiftDtos(tx, scope, [old]);
    await tx.delete(shifts).where(eq(shifts.id, id));
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'shift.deleted', entityType: 'shift', entityId: id, before });
  });
}

/**
 * Publishes the drafts starting on clinic-local dates [start, end]. For every vet with a draft there,
 * the drafts replace that vet's previously published shifts in the range. If an upcoming appointment
 * of such a vet would lie outside their shifts on a date that has shifts, nothing changes and the
 * conflicts are answered (409 shift_conflicts) — unless `force`.
 */
export async function publishShifts(db: Db, scope: TenantScope, input: { start: string; end: string; force: boolean }) {
  const range = localDateRange(scope.timezone, input.start, input.end);
  return mapOverlap(() => db.transaction(async (tx) => {
    const inRange = and(eq(shifts.clinicId, scope.clinicId), gte(shifts.startsAt, range.from), lt(shifts.startsAt, range.to));
    const drafts = await tx.select().from(shifts).where(and(inRange, eq(shifts.status, 'draft')));
    if (!drafts.length) return { published: 0, replaced: 0 };
    const vetIds = [...new Set(drafts.map((d) => d.vetId))];
    const old = await tx.select().from(shifts).where(and(inRange, eq(shifts.status, 'published'), inArray(shifts.vetId, vetIds)));
    const after = new Map<number, TimeRange[]>(vetIds.map((v) => [v, drafts.filter((d) => d.vetId === v).map(toRange)]));
    const conflicts = await findShiftConflicts(tx, scope, after, range);
    if (conflicts.length && !input.force) throw shiftConflictsError(conflicts);
    if (old.length) await tx.delete(shifts).where(inArray(shifts.id, old.map((o) => o.id)));
    await tx.update(shifts).set({ status: 'published', publishedAt: new Date() }).where(inArray(shifts.id, drafts.map((d) => d.id)));
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'shifts.published', entityType: 'shift', entityId: null,
      before: { published: await toShiftDtos(tx, scope, old) },
      after: { start: input.start, end: input.end, published_ids: drafts.map((d) => d.id), forced: input.force, conflicts },
    });
    return { published: drafts.length, replaced: old.length };
  }));
}
