import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DateTime } from 'luxon';
import { clinicMemberships, petParents, pets, records, staffUsers, taskTemplates, tasks, type Db, type DbOrTx } from '@vetclinic/db';
import {
  ACTIVE_TASK_STATUSES, PAGE_SIZE, TASK_TRANSITIONS, TaskStatus,
  type TTask, type TTaskInputParsed, type TTaskListQuery, type TTaskUpdateInputParsed,
} from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';

type TaskRow = typeof tasks.$inferSelect;

const creator = alias(staffUsers, 'task_creator');
const owner = alias(petParents, 'task_pet_owner');

const fullName = (p: { firstName: string; lastName: string } | null) => (p ? `${p.firstName} ${p.lastName}` : '');
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One task with the names the list shows: vet, pet and owner, template, creator. */
function selectTasks(db: DbOrTx) {
  return db
    .select({
      task: tasks,
      vet: { id: staffUsers.id, firstName: staffUsers.firstName, lastName: staffUsers.lastName },
      pet: { id: pets.id, nickname: pets.nickname },
      owner: { id: owner.id, firstName: owner.firstName, lastName: owner.lastName },
      template: { id: taskTemplates.id, name: taskTemplates.name },
      creator: { id: creator.id, firstName: creator.firstName, lastName: creator.lastName },
    })
    .from(tasks)
    .leftJoin(staffUsers, eq(staffUsers.id, tasks.vetId))
    .leftJoin(pets, eq(pets.id, tasks.petId))
    .leftJoin(owner, eq(owner.id, pets.ownerId))
    .leftJoin(taskTemplates, eq(taskTemplates.id, tasks.templateId))
    .leftJoin(creator, eq(creator.id, tasks.createdBy));
}
type Joined = Awaited<ReturnType<ReturnType<typeof selectTasks>['execute']>>[number];

const isOverdue = (row: TaskRow, now: Date) =>
  (ACTIVE_TASK_STATUSES as readonly number[]).includes(row.status) && !!row.datetimeStartUtc && row.datetimeStartUtc < now;

function toTask(r: Joined, now: Date): TTask {
  const t = r.task;
  return {
    id: t.id,
    clinic_id: t.clinicId,
    title: t.title,
    description: t.description,
    status: t.status,
    vet_id: t.vetId,
    vet: r.vet ? { id: r.vet.id, full_name: fullName(r.vet) } : null,
    pet_id: t.petId,
    pet: r.pet ? { id: r.pet.id, nickname: r.pet.nickname, owner: { id: r.owner?.id ?? 0, full_name: fullName(r.owner) } } : null,
    record_id: t.recordId,
    template_id: t.templateId,
    sale_id: t.saleId,
    sale_line_id: t.saleLineId,
    template: r.template ? { id: r.template.id, name: r.template.name } : null,
    datetime_start_utc: t.datetimeStartUtc?.toISOString() ?? null,
    is_overdue: isOverdue(t, now),
    completed_at: t.completedAt?.toISOString() ?? null,
    created_by: r.creator ? { id: r.creator.id, full_name: fullName(r.creator) } : null,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  };
}

const inClinic = (scope: TenantScope, id: number) => and(eq(tasks.id, id), eq(tasks.clinicId, scope.clinicId), isNull(tasks.deletedAt));

/** Tasks of the active clinic: overdue first, then by due time (undated last). */
export async function listTasks(db: Db, scope: TenantScope, query: TTaskListQuery, now = new Date()) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const f = query.filter ?? {};
  const conditions: (SQL | undefined)[] = [eq(tasks.clinicId, scope.clinicId), isNull(tasks.deletedAt)];
  if (f.scope === 'mine') conditions.push(eq(tasks.vetId, scope.userId));
  if (f.vet_id) conditions.push(eq(tasks.vetId, f.vet_id));
  if (f.pet_id) conditions.push(eq(tasks.petId, f.pet_id));
  if (f.sale_id) conditions.push(eq(tasks.saleId, f.sale_id));
  if (f.status !== undefined) conditions.push(inArray(tasks.status, f.status));
  if (f.search) {
    const term = `%${escapeLike(f.search)}%`;
    conditions.push(or(ilike(tasks.title, term), ilike(tasks.description, term)));
  }
  const nowIso = now.toISOString();
  if (f.due === 'overdue') {
    conditions.push(inArray(tasks.status, [...ACTIVE_TASK_STATUSES]), sql`${tasks.datetimeStartUtc} < ${nowIso}::timestamptz`);
  } else if (f.due === 'today') {
    const day = DateTime.fromJSDate(now).setZone(scope.timezone).startOf('day');
    conditions.push(
      sql`${tasks.datetimeStartUtc} >= ${day.toUTC().toISO()}::timestamptz`,
      sql`${tasks.datetimeStartUtc} < ${day.plus({ days: 1 }).toUTC().toISO()}::timestamptz`,
    );
  } else if (f.due === 'upcoming') {
    conditions.push(sql`${tasks.datetimeStartUtc} >= ${nowIso}::timestamptz`);
  }
  const where = and(...conditions);
  const overdueFirst = sql`case when ${tasks.status} in (${TaskStatus.OPEN}, ${TaskStatus.IN_PROGRESS}) and ${tasks.datetimeStartUtc} < ${nowIso}::timestamptz then 0 else 1 end`;
  const [rows, [{ total }]] = await Promise.all([
    selectTasks(db).where(where)
      .orderBy(overdueFirst, sql`${tasks.datetimeStartUtc} asc nulls last`, asc(tasks.id))
      .limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(tasks).where(where),
  ]);
  return { data: rows.map((r) => toTask(r, now)), meta: pageMeta(query.page, perPage, total) };
}

async function loadTask(db: DbOrTx, scope: TenantScope, id: number, now = new Date()): Promise<TTask> {
  const [row] = await selectTasks(db).where(inClinic(scope, id));
  if (!row) throw notFound();
  return toTask(row, now);
}

/** One task of the active clinic; another clinic's (or a deleted) task is a 404. */
export function getTask(db: Db, scope: TenantScope, id: number): Promise<TTask> {
  return loadTask(db, scope, id);
}

/** Checks the references a task may carry; every failure is a field error (422), never a leak. */
async function checkReferences(tx: DbOrTx, scope: TenantScope, input: { vet_id?: number | null; pet_id?: number | null; record_id?: number | null; template_id?: number | null }) {
  const errors: Record<string, string[]> = {};
  if (input.record_id != null) {
    // A medical record of the active clinic (issue #14); closing a record links its follow-up tasks too.
    const [record] = await tx.select({ id: records.id }).from(records)
      .where(and(eq(records.id, input.record_id), eq(records.clinicId, scope.clinicId), isNull(records.deletedAt)));
    if (!record) errors.record_id = ['validation.record_unknown'];
  }
  if (input.vet_id != null) {
    const [member] = await tx
      .select({ id: staffUsers.id })
      .from(clinicMemberships)
      .innerJoin(staffUsers, eq(staffUsers.id, clinicMemberships.userId))
      .where(and(eq(clinicMemberships.clinicId, scope.clinicId), eq(clinicMemberships.userId, input.vet_id), eq(staffUsers.isActive, true), isNull(staffUsers.deletedAt)));
    if (!member) errors.vet_id = ['validation.staff_not_member'];
  }
  if (input.pet_id != null) {
    const [pet] = await tx.select({ id: pets.id }).from(pets).where(and(eq(pets.id, input.pet_id), eq(pets.groupId, scope.groupId)));
    if (!pet) errors.pet_id = ['validation.pet_not_in_group'];
  }
  let template: typeof taskTemplates.$inferSelect | undefined;
  if (input.template_id != null) {
    [template] = await tx.select().from(taskTemplates)
      .where(and(eq(taskTemplates.id, input.template_id), eq(taskTemplates.clinicId, scope.clinicId), isNull(taskTemplates.deletedAt)));
    if (!template) errors.template_id = ['validation.template_unknown'];
  }
  if (Object.keys(errors).length) throw validation(errors);
  return { template };
}

const completedAtFor = (status: number, previous: TaskRow | null, now: Date) =>
  status === TaskStatus.DONE ? (previous?.status === TaskStatus.DONE ? previous.completedAt : now) : null;

export const auditView = (r: TaskRow) => ({
  title: r.title, status: r.status, vet_id: r.vetId, pet_id: r.petId, template_id: r.templateId,
  ...(r.saleId ? { sale_id: r.saleId, sale_line_id: r.saleLineId } : {}),
  datetime_start_utc: r.datetimeStartUtc?.toISOString() ?? null, completed_at: r.completedAt?.toISOString() ?? null,
});

/**
 * Creates a task in the active clinic. From a template, the title and description default to
 * the template's and the due time to now + its offset, unless the caller gave them.
 */
export async function createTask(db: Db, scope: TenantScope, input: TTaskInputParsed, now = new Date()): Promise<TTask> {
  const id = await db.transaction(async (tx) => {
    const { template } = await checkReferences(tx, scope, input);
    const title = input.title ?? template?.name;
    if (!title) throw validation({ title: ['validation.required'] });
    const status = input.status ?? TaskStatus.OPEN;
    const due = input.datetime_start_utc !== undefined
      ? (input.datetime_start_utc ? new Date(input.datetime_start_utc) : null)
      : template ? new Date(now.getTime() + template.dueOffsetMinutes * 60_000) : null;
    const [row] = await tx.insert(tasks).values({
      clinicId: scope.clinicId,
      title,
      description: input.description ?? template?.description ?? null,
      status,
      vetId: input.vet_id ?? null,
      petId: input.pet_id ?? null,
      recordId: input.record_id ?? null,
      templateId: template?.id ?? null,
      datetimeStartUtc: due,
      createdBy: scope.userId,
      createdAt: now,
      updatedAt: now,
      completedAt: completedAtFor(status, null, now),
    }).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'task.created', entityType: 'task', entityId: row.id, after: auditView(row) });
    return row.id;
  });
  return loadTask(db, scope, id, now);
}

async function lockTask(tx: DbOrTx, scope: TenantScope, id: number): Promise<TaskRow> {
  const [row] = await tx.select().from(tasks).where(inClinic(scope, id)).for('update');
  if (!row) throw notFound();
  return row;
}

function assertTransition(from: number, to: number) {
  if (from === to) return;
  const allowed = TASK_TRANSITIONS[from as TaskStatus] ?? [];
  if (!(allowed as readonly number[]).includes(to)) throw new AppError('invalid_state', 'errors.task_transition');
}

/** Changes the fields sent (PUT semantics per field); a status change follows the same rules as `changeTaskStatus`. */
export async function updateTask(db: Db, scope: TenantScope, id: number, input: TTaskUpdateInputParsed, now = new Date()): Promise<TTask> {
  await db.transaction(async (tx) => {
    const before = await lockTask(tx, scope, id);
    await checkReferences(tx, scope, input);
    const patch: Partial<typeof tasks.$inferInsert> = { updatedAt: now };
    if (input.title !== undefined) patch.title = input.title;
    if (input.description !== undefined) patch.description = input.description;
    if (input.vet_id !== undefined) patch.vetId = input.vet_id;
    if (input.pet_id !== undefined) patch.petId = input.pet_id;
    if (input.template_id !== undefined) patch.templateId = input.template_id;
    if (input.record_id !== undefined) patch.recordId = input.record_id;
    if (input.datetime_start_utc !== undefined) patch.datetimeStartUtc = input.datetime_start_utc ? new Date(input.datetime_start_utc) : null;
    if (input.status !== undefined) {
      assertTransition(before.status, input.status);
      patch.status = input.status;
      patch.completedAt = completedAtFor(input.status, before, now);
    }
    const [after] = await tx.update(tasks).set(patch).where(eq(tasks.id, id)).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'task.updated', entityType: 'task', entityId: id, before: auditView(before), after: auditView(after) });
  });
  return loadTask(db, scope, id, now);
}

/** Moves a task along TASK_TRANSITIONS; done stamps completed_at, leaving done clears it. Same status is a no-op. */
export async function changeTaskStatus(db: Db, scope: TenantScope, id: number, status: TaskStatus, now = new Date()): Promise<TTask> {
  await db.transaction(async (tx) => {
    const before = await lockTask(tx, scope, id);
    if (before.status === status) return;
    assertTransition(before.status, status);
    const [after] = await tx.update(tasks).set({ status, completedAt: completedAtFor(status, before, now), updatedAt: now }).where(eq(tasks.id, id)).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'task.status_changed', entityType: 'task', entityId: id, before: auditView(before), after: auditView(after) });
  });
  return loadTask(db, scope, id, now);
}

/** Soft-deletes a task of the active clinic. */
export async function deleteTask(db: Db, scope: TenantScope, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockTask(tx, scope, id);
    await tx.update(tasks).set({ deletedAt: now, updatedAt: now }).where(eq(tasks.id, id));
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'task.deleted', entityType: 'task', entityId: id, before: auditView(before) });
  });
}
