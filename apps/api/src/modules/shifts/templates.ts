import { and, asc, count, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { shiftTemplateEntries, shiftTemplates, shifts, type Db, type DbOrTx } from '@vetclinic/db';
import type { TShiftTemplate, TShiftTemplateEntry } from '@vetclinic/domain';
import { notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { offsetOf } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';
import { toShiftDtos } from './service';
import { activeMemberIds, assertActiveMembers, localDateRange, localInstant, mapOverlap } from './shared';

export interface TemplateValues { name: string; entries: TShiftTemplateEntry[] }

const actorOf = (scope: TenantScope) => ({ type: 'staff' as const, id: scope.userId });
const hhmm = (t: string) => t.slice(0, 5);

async function toDtos(db: DbOrTx, rows: (typeof shiftTemplates.$inferSelect)[]): Promise<TShiftTemplate[]> {
  if (!rows.length) return [];
  const entries = await db.select().from(shiftTemplateEntries).where(inArray(shiftTemplateEntries.templateId, rows.map((r) => r.id)))
    .orderBy(asc(shiftTemplateEntries.day), asc(shiftTemplateEntries.startTime), asc(shiftTemplateEntries.vetId));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    entries: entries.filter((e) => e.templateId === r.id).map((e) => ({ id: e.id, vet_id: e.vetId, day: e.day, start_time: hhmm(e.startTime), end_time: hhmm(e.endTime) })),
  }));
}

async function findTemplate(db: DbOrTx, scope: TenantScope, id: number) {
  const [row] = await db.select().from(shiftTemplates).where(and(eq(shiftTemplates.id, id), eq(shiftTemplates.clinicId, scope.clinicId), isNull(shiftTemplates.deletedAt)));
  if (!row) throw notFound();
  return row;
}

const live = (scope: TenantScope) => and(eq(shiftTemplates.clinicId, scope.clinicId), isNull(shiftTemplates.deletedAt));

export async function listTemplates(db: Db, scope: TenantScope, page: number, perPage: number) {
  const [{ total }] = await db.select({ total: count() }).from(shiftTemplates).where(live(scope));
  const rows = await db.select().from(shiftTemplates).where(live(scope)).orderBy(asc(shiftTemplates.name), asc(shiftTemplates.id)).limit(perPage).offset(offsetOf(page, perPage));
  return { data: await toDtos(db, rows), total };
}

async function writeEntries(tx: DbOrTx, scope: TenantScope, templateId: number, entries: TShiftTemplateEntry[]) {
  await assertActiveMembers(tx, scope, entries.map((e) => e.vet_id), (id) => `entries.${entries.findIndex((e) => e.vet_id === id)}.vet_id`);
  await tx.delete(shiftTemplateEntries).where(eq(shiftTemplateEntries.templateId, templateId));
  if (entries.length) {
    await tx.insert(shiftTemplateEntries).values(entries.map((e) => ({ templateId, vetId: e.vet_id, day: e.day, startTime: e.start_time, endTime: e.end_time })));
  }
}

export async function createTemplate(db: Db, scope: TenantScope, input: TemplateValues) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(shiftTemplates).values({ clinicId: scope.clinicId, name: input.name }).returning();
    await writeEntries(tx, scope, row.id, input.entries);
    const [dto] = await toDtos(tx, [row]);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'shift_template.created', entityType: 'shift_template', entityId: row.id, after: dto });
    return dto;
  });
}

export async function updateTemplate(db: Db, scope: TenantScope, id: number, input: TemplateValues) {
  return db.transaction(async (tx) => {
    const [before] = await toDtos(tx, [await findTemplate(tx, scope, id)]);
    const [row] = await tx.update(shiftTemplates).set({ name: input.name }).where(eq(shiftTemplates.id, id)).returning();
    await writeEntries(tx, scope, id, input.entries);
    const [after] = await toDtos(tx, [row]);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'shift_template.updated', entityType: 'shift_template', entityId: id, before, after });
    return after;
  });
}

export async function deleteTemplate(db: Db, scope: TenantScope, id: number) {
  await db.transaction(async (tx) => {
    const [before] = await toDtos(tx, [await findTemplate(tx, scope, id)]);
    await tx.update(shiftTemplates).set({ deletedAt: new Date() }).where(eq(shiftTemplates.id, id));
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'shift_template.deleted', entityType: 'shift_template', entityId: id, before });
  });
}

/**
 * Turns a template into draft shifts for the week starting Monday `weekStart` (clinic-local; each
 * wall-clock time converted on its own date, so DST weeks are right). The template's vets' earlier
 * drafts of that week are replaced; published shifts are untouched until the week is published.
 * Entries of people no longer active in the clinic are skipped.
 */
export async function applyTemplate(db: Db, scope: TenantScope, id: number, weekStart: string) {
  return mapOverlap(() => db.transaction(async (tx) => {
    const [template] = await toDtos(tx, [await findTemplate(tx, scope, id)]);
    const zone = scope.timezone;
    const weekEnd = DateTime.fromISO(weekStart).plus({ days: 6 }).toISODate()!;
    const range = localDateRange(zone, weekStart, weekEnd);
    const activeIds = await activeMemberIds(tx, scope, template.entries.map((e) => e.vet_id));
    const entries = template.entries.filter((e) => activeIds.has(e.vet_id));
    if (activeIds.size) {
      await tx.delete(shifts).where(and(eq(shifts.clinicId, scope.clinicId), eq(shifts.status, 'draft'), inArray(shifts.vetId, [...activeIds]), gte(shifts.startsAt, range.from), lt(shifts.startsAt, range.to)));
    }
    const rows = entries.length
      ? await tx.insert(shifts).values(entries.map((e) => {
        const date = DateTime.fromISO(weekStart).plus({ days: e.day - 1 }).toISODate()!;
        return {
          clinicId: scope.clinicId, vetId: e.vet_id, status: 'draft', createdBy: scope.userId, note: null,
          startsAt: localInstant(zone, date, e.start_time).toJSDate(), endsAt: localInstant(zone, date, e.end_time).toJSDate(),
        };
      })).returning()
      : [];
    const created = await toShiftDtos(tx, scope, rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.vetId - b.vetId));
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'shift_template.applied', entityType: 'shift_template', entityId: id,
      after: { week_start: weekStart, created_ids: created.map((c) => c.id) },
    });
    return created;
  }));
}
