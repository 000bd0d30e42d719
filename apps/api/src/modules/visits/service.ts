import { and, asc, desc, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DateTime } from 'luxon';
import { appointmentPets, appointments, petParents, pets, staffUsers, taggables, tags, visitStageChanges, visitTypes, visits, type Db, type DbOrTx } from '@vetclinic/db';
import {
  FREEING_APPOINTMENT_STATUSES,
  type TCheckInInput, type TVisit, type TVisitListQuery, type TVisitStageInput, type TVisitUndoInput, type VisitStage,
} from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { TenantScope } from '../../plugins/auth';
import { tagPillsFor } from '../tags/service';

type VisitRow = typeof visits.$inferSelect;

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
const changer = alias(staffUsers, 'visit_changer');
const actor = (scope: TenantScope) => ({ type: 'staff' as const, id: scope.userId });

/** The clinic-local day `date` (default today) as a UTC range. */
function dayRange(scope: TenantScope, date: string | undefined, now: Date) {
  const start = date
    ? DateTime.fromISO(date, { zone: scope.timezone }).startOf('day')
    : DateTime.fromJSDate(now).setZone(scope.timezone).startOf('day');
  return { date: start.toISODate() ?? '', start: start.toUTC().toJSDate(), end: start.plus({ days: 1 }).toUTC().toJSDate() };
}

/** Visits on the board of a day: checked in that day, or earlier and still not discharged (in-patients stay). */
function boardWhere(scope: TenantScope, range: { start: Date; end: Date }, vetId?: number): SQL | undefined {
  return and(
    eq(visits.clinicId, scope.clinicId),
    or(
      and(gte(visits.checkedInAt, range.start), lt(visits.checkedInAt, range.end)),
      and(ne(visits.stage, 'discharged'), lt(visits.checkedInAt, range.start)),
    ),
    vetId ? eq(appointments.vetId, vetId) : undefined,
  );
}

/**
 * A cheap fingerprint of a day's board: any check-in, move or undo changes it (polled every few seconds), and
 * so does a tag put on or taken off a board item's pet or appointment, or such a tag renamed, recoloured or
 * deleted (count + latest time of those taggables and their tags), so a new tag shows without waiting for a move.
 */
export async function boardVersion(db: Db, scope: TenantScope, query: TVisitListQuery, now = new Date()): Promise<string> {
  const range = dayRange(scope, query.date, now);
  const board = db.select({ id: appointments.id }).from(visits).innerJoin(appointments, eq(appointments.id, visits.appointmentId))
    .where(boardWhere(scope, range, query.vet_id));
  const boardPets = db.select({ id: appointmentPets.petId }).from(appointmentPets).where(inArray(appointmentPets.appointmentId, board));
  const [[row], [tagRow]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int`, v: sql<number>`coalesce(sum(${visits.version}), 0)::int`, t: sql<string>`coalesce(floor(extract(epoch from max(${visits.updatedAt})) * 1000000), 0)::bigint::text` })
      .from(visits).innerJoin(appointments, eq(appointments.id, visits.appointmentId))
      .where(boardWhere(scope, range, query.vet_id)),
    db.select({
      n: sql<number>`count(*)::int`,
      t: sql<string>`coalesce(floor(extract(epoch from greatest(max(${taggables.createdAt}), max(${tags.updatedAt}), max(${tags.deletedAt}))) * 1000000), 0)::bigint::text`,
    }).from(taggables).innerJoin(tags, eq(tags.id, taggables.tagId))
      .where(or(
        and(eq(taggables.entityType, 'appointment'), inArray(taggables.entityId, board)),
        and(eq(taggables.entityType, 'pet'), inArray(taggables.entityId, boardPets)),
      )),
  ]);
  // Times as microseconds since the epoch, computed by Postgres (its text form is not one Date.parse reads).
  return `${range.date}.${row.n}.${row.v}.${row.t}.${tagRow.n}.${tagRow.t}`;
}

async function hydrate(db: DbOrTx, scope: TenantScope, rows: { visit: VisitRow; appointment: typeof appointments.$inferSelect; vet: { id: number; firstName: string; lastName: string }; client: { id: number; firstName: string; lastName: string } | null; visitType: string | null }[]): Promise<TVisit[]> {
  if (!rows.length) return [];
  const visitIds = rows.map((r) => r.visit.id);
  const apptIds = rows.map((r) => r.appointment.id);
  const [petRows, changeRows] = await Promise.all([
    db.select({ appointmentId: appointmentPets.appointmentId, id: pets.id, nickname: pets.nickname })
      .from(appointmentPets).innerJoin(pets, eq(pets.id, appointmentPets.petId))
      .where(inArray(appointmentPets.appointmentId, apptIds)).orderBy(asc(pets.nickname)),
    db.selectDistinctOn([visitStageChanges.visitId], {
      change: visitStageChanges, by: { id: changer.id, firstName: changer.firstName, lastName: changer.lastName },
    }).from(visitStageChanges).leftJoin(changer, eq(changer.id, visitStageChanges.changedBy))
      .where(inArray(visitStageChanges.visitId, visitIds))
      .orderBy(visitStageChanges.visitId, desc(visitStageChanges.id)),
  ]);
  const [petTags, clientTags] = await Promise.all([
    tagPillsFor(db, scope, 'pet', petRows.map((p) => p.id)),
    tagPillsFor(db, scope, 'client', rows.flatMap((r) => (r.client ? [r.client.id] : []))),
  ]);
  const lastChange = new Map(changeRows.map((c) => [c.change.visitId, c]));
  return rows.map(({ visit: v, appointment: a, vet, client, visitType }) => {
    const last = lastChange.get(v.id);
    return {
      id: v.id,
      clinic_id: v.clinicId,
      appointment_id: v.appointmentId,
      stage: v.stage as VisitStage,
      entered_stage_at: v.enteredStageAt.toISOString(),
      checked_in_at: v.checkedInAt.toISOString(),
      discharged_at: v.dischargedAt?.toISOString() ?? null,
      version: v.version,
      can_undo: last?.change.kind === 'move',
      last_change: last ? {
        kind: last.change.kind,
        from_stage: last.change.fromStage as VisitStage | null,
        to_stage: last.change.toStage as VisitStage,
        changed_at: last.change.changedAt.toISOString(),
        changed_by: last.by ? { id: last.by.id, full_name: fullName(last.by) } : null,
      } : null,
      appointment: {
        id: a.id, status: a.status, datetime_start_utc: a.startsAt.toISOString(), datetime_end_utc: a.endsAt.toISOString(),
        reason: visitType ?? a.userNote ?? null,
      },
      pets: petRows.filter((p) => p.appointmentId === a.id).map((p) => ({ id: p.id, nickname: p.nickname, tags: petTags.get(p.id) ?? [] })),
      client: client ? { id: client.id, full_name: fullName(client), tags: clientTags.get(client.id) ?? [] } : null,
      vet: { id: vet.id, full_name: fullName(vet) },
    };
  });
}

function selectVisits(db: DbOrTx) {
  return db.select({
    visit: visits,
    appointment: appointments,
    vet: { id: staffUsers.id, firstName: staffUsers.firstName, lastName: staffUsers.lastName },
    client: { id: petParents.id, firstName: petParents.firstName, lastName: petParents.lastName },
    visitType: visitTypes.name,
  }).from(visits)
    .innerJoin(appointments, eq(appointments.id, visits.appointmentId))
    .innerJoin(staffUsers, eq(staffUsers.id, appointments.vetId))
    .leftJoin(petParents, eq(petParents.id, appointments.clientId))
    .leftJoin(visitTypes, eq(visitTypes.id, appointments.visitTypeId));
}

/** The whiteboard of a clinic-local day, longest in their stage first, with the board's version. */
export async function listVisits(db: Db, scope: TenantScope, query: TVisitListQuery, now = new Date()) {
  const range = dayRange(scope, query.date, now);
  const [rows, version] = await Promise.all([
    selectVisits(db).where(boardWhere(scope, range, query.vet_id)).orderBy(asc(visits.enteredStageAt), asc(visits.id)),
    boardVersion(db, scope, query, now),
  ]);
  return { data: await hydrate(db, scope, rows), meta: { date: range.date, version } };
}

async function loadVisit(db: DbOrTx, scope: TenantScope, id: number): Promise<TVisit> {
  const rows = await selectVisits(db).where(and(eq(visits.id, id), eq(visits.clinicId, scope.clinicId)));
  if (!rows.length) throw notFound();
  return (await hydrate(db, scope, rows))[0];
}

export const getVisit = (db: Db, scope: TenantScope, id: number) => loadVisit(db, scope, id);

/**
 * Checks an appointment of the active clinic in: its visit starts on the board at "checked in". Only
 * today's (clinic-local) appointments that are not cancelled or a no-show; a second check-in is a 409.
 */
export async function checkIn(db: Db, scope: TenantScope, input: TCheckInInput, now = new Date()): Promise<TVisit> {
  const id = await db.transaction(async (tx) => {
    const [appt] = await tx.select().from(appointments)
      .where(and(eq(appointments.id, input.appointment_id), eq(appointments.clinicId, scope.clinicId))).for('update');
    if (!appt) throw notFound();
    if ((FREEING_APPOINTMENT_STATUSES as readonly number[]).includes(appt.status)) throw validation({ appointment_id: ['visits.validation.not_active'] });
    const today = dayRange(scope, undefined, now);
    if (appt.startsAt < today.start || appt.startsAt >= today.end) throw validation({ appointment_id: ['visits.validation.not_today'] });
    const [existing] = await tx.select({ id: visits.id }).from(visits).where(eq(visits.appointmentId, appt.id));
    if (existing) throw new AppError('conflict', 'visits.errors.already_checked_in', undefined, { visit_id: existing.id });
    const [visit] = await tx.insert(visits).values({
      clinicId: scope.clinicId, appointmentId: appt.id, stage: 'checked_in', enteredStageAt: now, checkedInAt: now, checkedInBy: scope.userId, createdAt: now, updatedAt: now,
    }).returning();
    await tx.insert(visitStageChanges).values({ visitId: visit.id, kind: 'check_in', fromStage: null, toStage: 'checked_in', changedBy: scope.userId, changedAt: now });
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'visit.checked_in', entityType: 'visit', entityId: visit.id, after: { appointment_id: appt.id } });
    return visit.id;
  });
  return loadVisit(db, scope, id);
}

async function lockVisit(tx: DbOrTx, scope: TenantScope, id: number): Promise<VisitRow> {
  const [row] = await tx.select().from(visits).where(and(eq(visits.id, id), eq(visits.clinicId, scope.clinicId))).for('update');
  if (!row) throw notFound();
  return row;
}

function assertExpected(row: VisitRow, expected: VisitStage | undefined) {
  if (expected && row.stage !== expected) {
    throw new AppError('conflict', 'visits.errors.stage_conflict', undefined, { stage: row.stage, version: row.version });
  }
}

/**
 * Moves a visit to another stage (any stage: a board is moved back and forth in real life). With
 * `expected_stage`, a move that raced another one is refused (409), so two screens never overwrite each other.
 */
export async function changeStage(db: Db, scope: TenantScope, id: number, input: TVisitStageInput, now = new Date()): Promise<TVisit> {
  await db.transaction(async (tx) => {
    const before = await lockVisit(tx, scope, id);
    assertExpected(before, input.expected_stage);
    if (before.stage === input.stage) return;
    await tx.update(visits).set({
      stage: input.stage, enteredStageAt: now, version: before.version + 1, updatedAt: now,
      dischargedAt: input.stage === 'discharged' ? now : null,
    }).where(eq(visits.id, id));
    await tx.insert(visitStageChanges).values({
      visitId: id, kind: 'move', fromStage: before.stage, toStage: input.stage, previousEnteredAt: before.enteredStageAt, changedBy: scope.userId, changedAt: now,
    });
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'visit.stage_changed', entityType: 'visit', entityId: id, before: { stage: before.stage }, after: { stage: input.stage } });
  });
  return loadVisit(db, scope, id);
}

/**
 * Undoes the visit's last move: back to the stage it came from, with the time it had entered that stage.
 * Only a move can be undone: the check-in is not (a mistaken check-in is moved, not erased) and an undo is
 * not (that would be a redo; moving again does the same, visibly). Otherwise 409 nothing_to_undo.
 */
export async function undoStage(db: Db, scope: TenantScope, id: number, input: TVisitUndoInput, now = new Date()): Promise<TVisit> {
  await db.transaction(async (tx) => {
    const before = await lockVisit(tx, scope, id);
    assertExpected(before, input.expected_stage);
    const [last] = await tx.select().from(visitStageChanges).where(eq(visitStageChanges.visitId, id)).orderBy(desc(visitStageChanges.id)).limit(1);
    if (!last || last.kind !== 'move' || !last.fromStage) throw new AppError('invalid_state', 'visits.errors.nothing_to_undo');
    const stage = last.fromStage as VisitStage;
    await tx.update(visits).set({
      stage, enteredStageAt: last.previousEnteredAt ?? now, version: before.version + 1, updatedAt: now,
      dischargedAt: stage === 'discharged' ? before.dischargedAt ?? now : null,
    }).where(eq(visits.id, id));
    await tx.update(visitStageChanges).set({ undoneAt: now }).where(eq(visitStageChanges.id, last.id));
    await tx.insert(visitStageChanges).values({
      visitId: id, kind: 'undo', fromStage: before.stage, toStage: stage, previousEnteredAt: before.enteredStageAt, changedBy: scope.userId, changedAt: now,
    });
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'visit.stage_undone', entityType: 'visit', entityId: id, before: { stage: before.stage }, after: { stage } });
  });
  return loadVisit(db, scope, id);
}
