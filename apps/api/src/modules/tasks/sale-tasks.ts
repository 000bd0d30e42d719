import { and, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { auditLog, records, taskTemplates, tasks, type DbOrTx } from '@vetclinic/db';
import { ACTIVE_TASK_STATUSES, TaskStatus } from '@vetclinic/domain';
import { auditView } from './service';

/**
 * Follow-up tasks of charged services (issue #16, remove_irrelevant_tasks): the sales module calls these inside its
 * own transaction when a service line enters a draft, changes service or goes away.
 */
export interface SaleTaskCtx { groupId: number; clinicId: number; userId: number | null }
export interface SaleForTasks { id: number; petId: number | null; vetId: number | null; recordId: number | null }

type TaskRow = typeof tasks.$inferSelect;

const auditRows = (ctx: SaleTaskCtx, action: string, rows: TaskRow[], side: 'before' | 'after', extra?: Record<string, unknown>) =>
  rows.map((r) => ({
    groupId: ctx.groupId, clinicId: ctx.clinicId, actorType: 'staff', actorId: ctx.userId, action, entityType: 'task', entityId: r.id,
    before: side === 'before' ? auditView(r) : null, after: side === 'after' ? auditView(r) : (extra ?? null),
  }));

/**
 * One open task per line, from the template its service names: the template's title and description, due now + its
 * offset, for the sale's pet and vet (the record's when the sale has none, as closing a record does), linked by
 * sale_id, sale_line_id, template_id and the sale's record. A template deleted since is skipped. Audited
 * ('task.created'). Answers the new task ids.
 */
export async function createSaleLineTasksIn(
  tx: DbOrTx, ctx: SaleTaskCtx, sale: SaleForTasks, lines: { lineId: number; templateId: number }[], now = new Date(),
): Promise<number[]> {
  if (!lines.length) return [];
  const ids = [...new Set(lines.map((l) => l.templateId))];
  const tpls = await tx.select().from(taskTemplates)
    .where(and(inArray(taskTemplates.id, ids), eq(taskTemplates.clinicId, ctx.clinicId), isNull(taskTemplates.deletedAt)));
  const wanted = lines.filter((l) => tpls.some((t) => t.id === l.templateId));
  if (!wanted.length) return [];
  let { petId, vetId } = sale;
  if (sale.recordId && (!petId || !vetId)) {
    const [r] = await tx.select({ petId: records.petId, vetId: records.vetId }).from(records).where(eq(records.id, sale.recordId));
    petId ??= r?.petId ?? null;
    vetId ??= r?.vetId ?? null;
  }
  const created = await tx.insert(tasks).values(wanted.map((l) => {
    const t = tpls.find((x) => x.id === l.templateId)!;
    return {
      clinicId: ctx.clinicId, title: t.name, description: t.description, status: TaskStatus.OPEN, vetId, petId, recordId: sale.recordId,
      templateId: t.id, saleId: sale.id, saleLineId: l.lineId, datetimeStartUtc: new Date(now.getTime() + t.dueOffsetMinutes * 60_000),
      createdBy: ctx.userId, createdAt: now, updatedAt: now,
    };
  })).returning();
  await tx.insert(auditLog).values(auditRows(ctx, 'task.created', created, 'after'));
  return created.map((c) => c.id);
}

/**
 * The lines' tasks when the lines go away or change service. With `remove`, the OPEN and IN-PROGRESS ones are
 * soft-deleted (audited 'task.deleted', reason 'sale_line_removed'); done and cancelled tasks are never touched.
 * With `detach` (a line switched to another service: it stays, but is no longer what they were created for), the
 * remaining tasks lose their sale_line_id, as a deleted line's tasks do by the foreign key; sale_id is kept.
 * Answers how many tasks were removed.
 */
export async function releaseSaleLineTasksIn(
  tx: DbOrTx, ctx: SaleTaskCtx, lineIds: number[], opts: { remove: boolean; detach?: boolean }, now = new Date(),
): Promise<number> {
  if (!lineIds.length) return 0;
  const ofLines = and(eq(tasks.clinicId, ctx.clinicId), inArray(tasks.saleLineId, lineIds), isNull(tasks.deletedAt));
  let removed: TaskRow[] = [];
  if (opts.remove) {
    removed = await tx.update(tasks).set({ deletedAt: now, updatedAt: now })
      .where(and(ofLines, inArray(tasks.status, [...ACTIVE_TASK_STATUSES]))).returning();
    if (removed.length) await tx.insert(auditLog).values(auditRows(ctx, 'task.deleted', removed, 'before').map((r) => ({ ...r, after: { reason: 'sale_line_removed' } })));
  }
  if (opts.detach) await tx.update(tasks).set({ saleLineId: null, updatedAt: now }).where(and(eq(tasks.clinicId, ctx.clinicId), inArray(tasks.saleLineId, lineIds)));
  return removed.length;
}

/**
 * How many open or in-progress tasks a sale line has (a column of the sale's line read, so no extra round trip).
 * `lineId` must be qualified (`"sale_lines"."id"`): a bare column would name the tasks' own id inside the subquery.
 */
export const openTasksOfLine = (lineId: SQLWrapper): SQL<number> => sql<number>`(SELECT count(*)::int FROM ${tasks}
  WHERE ${tasks.saleLineId} = ${lineId} AND ${tasks.deletedAt} IS NULL AND ${tasks.status} IN (${sql.join(ACTIVE_TASK_STATUSES.map((s) => sql`${s}`), sql`, `)}))`;
