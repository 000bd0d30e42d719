import { and, asc, count, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import { taskTemplates, type Db, type DbOrTx } from '@vetclinic/db';
import { PAGE_SIZE, type TTaskTemplate, type TTaskTemplateInputParsed, type TTaskTemplateListQuery } from '@vetclinic/domain';
import { notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';

type TemplateRow = typeof taskTemplates.$inferSelect;

const toTemplate = (r: TemplateRow): TTaskTemplate => ({
  id: r.id, name: r.name, description: r.description, due_offset_minutes: r.dueOffsetMinutes, created_at: r.createdAt.toISOString(),
});
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const inClinic = (scope: TenantScope, id: number) => and(eq(taskTemplates.id, id), eq(taskTemplates.clinicId, scope.clinicId), isNull(taskTemplates.deletedAt));

/** Task templates of the active clinic by name; 10 a page by default (spec §9). */
export async function listTaskTemplates(db: Db, scope: TenantScope, query: TTaskTemplateListQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.taskTemplates;
  const conditions: SQL[] = [eq(taskTemplates.clinicId, scope.clinicId), isNull(taskTemplates.deletedAt)];
  if (query.filter?.search) conditions.push(ilike(taskTemplates.name, `%${escapeLike(query.filter.search)}%`));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(taskTemplates).where(where).orderBy(asc(taskTemplates.name), asc(taskTemplates.id)).limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(taskTemplates).where(where),
  ]);
  return { data: rows.map(toTemplate), meta: pageMeta(query.page, perPage, total) };
}

const audit = (tx: DbOrTx, scope: TenantScope, action: string, id: number, before?: TemplateRow, after?: TemplateRow) =>
  writeAudit(tx, {
    groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action, entityType: 'task_template', entityId: id,
    before: before ? toTemplate(before) : undefined, after: after ? toTemplate(after) : undefined,
  });

/** Creates a template in the active clinic (audited). */
export async function createTaskTemplate(db: Db, scope: TenantScope, input: TTaskTemplateInputParsed): Promise<TTaskTemplate> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(taskTemplates).values({
      clinicId: scope.clinicId, name: input.name, description: input.description ?? null, dueOffsetMinutes: input.due_offset_minutes,
    }).returning();
    await audit(tx, scope, 'task_template.created', row.id, undefined, row);
    return toTemplate(row);
  });
}

/** Replaces a template's fields; tasks already made from it keep their own copy. */
export async function updateTaskTemplate(db: Db, scope: TenantScope, id: number, input: TTaskTemplateInputParsed): Promise<TTaskTemplate> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(taskTemplates).where(inClinic(scope, id)).for('update');
    if (!before) throw notFound();
    const [after] = await tx.update(taskTemplates)
      .set({ name: input.name, description: input.description ?? null, dueOffsetMinutes: input.due_offset_minutes })
      .where(eq(taskTemplates.id, id)).returning();
    await audit(tx, scope, 'task_template.updated', id, before, after);
    return toTemplate(after);
  });
}

/** Soft-deletes a template; tasks keep their link and their copied title. */
export async function deleteTaskTemplate(db: Db, scope: TenantScope, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(taskTemplates).where(inClinic(scope, id)).for('update');
    if (!before) throw notFound();
    await tx.update(taskTemplates).set({ deletedAt: now }).where(eq(taskTemplates.id, id));
    await audit(tx, scope, 'task_template.deleted', id, before);
  });
}
