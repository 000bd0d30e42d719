import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { clinicMemberships, serviceCategories, services, visitTypeCategories, visitTypes, type Db, type DbOrTx } from '@vetclinic/db';
import type { TAdminCategory, TCategoryValues } from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { TenantScope } from '../../plugins/auth';

/** Major units on the wire → integer minor units in the database. */
export const toMinor = (major: number) => Math.round(major * 100);

export const actorOf = (scope: TenantScope) => ({ type: 'staff' as const, id: scope.userId });

/** `%term%` for ILIKE with the user's own % and _ taken literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every vet id must be a member of the clinic; anything else is a field error, never a 500. */
export async function assertClinicVets(tx: DbOrTx, clinicId: number, vetIds: number[], field = 'vet_ids') {
  const ids = [...new Set(vetIds)];
  if (!ids.length) return ids;
  const rows = await tx.select({ id: clinicMemberships.userId }).from(clinicMemberships)
    .where(and(eq(clinicMemberships.clinicId, clinicId), inArray(clinicMemberships.userId, ids)));
  if (rows.length !== ids.length) throw validation({ [field]: ['validation.vet_unknown'] });
  return ids;
}

// ---------- categories: services and visit types have the same kind of category ----------

export type CategoryKind = 'service' | 'visit_type';

const CATEGORY = {
  service: { table: serviceCategories, items: services, entity: 'service_category' },
  visit_type: { table: visitTypeCategories, items: visitTypes, entity: 'visit_type_category' },
} as const;

/** The category must be a live one of this clinic; otherwise a field error on category_id. */
export async function assertCategory(tx: DbOrTx, kind: CategoryKind, clinicId: number, categoryId: number | null) {
  if (categoryId === null) return;
  const { table } = CATEGORY[kind];
  const [row] = await tx.select({ id: table.id }).from(table).where(and(eq(table.id, categoryId), eq(table.clinicId, clinicId), isNull(table.deletedAt)));
  if (!row) throw validation({ category_id: ['validation.category_unknown'] });
}

/** Live categories of the clinic in display order, each with how many live items it holds. */
export async function listCategories(db: DbOrTx, scope: TenantScope, kind: CategoryKind): Promise<TAdminCategory[]> {
  const { table, items } = CATEGORY[kind];
  const rows = await db.select().from(table).where(and(eq(table.clinicId, scope.clinicId), isNull(table.deletedAt))).orderBy(asc(table.order), asc(table.name), asc(table.id));
  const counts = await db.select({ categoryId: items.categoryId, n: count() }).from(items)
    .where(and(eq(items.clinicId, scope.clinicId), isNull(items.deletedAt))).groupBy(items.categoryId);
  return rows.map((r) => ({ id: r.id, name: r.name, order: r.order, items_count: counts.find((c) => c.categoryId === r.id)?.n ?? 0 }));
}

async function findCategory(tx: DbOrTx, scope: TenantScope, kind: CategoryKind, id: number) {
  const { table } = CATEGORY[kind];
  const [row] = await tx.select().from(table).where(and(eq(table.id, id), eq(table.clinicId, scope.clinicId), isNull(table.deletedAt)));
  if (!row) throw notFound();
  return row;
}

const categoryDto = (r: { id: number; name: string; order: number }, itemsCount = 0): TAdminCategory => ({ id: r.id, name: r.name, order: r.order, items_count: itemsCount });

/** Adds a category at the end unless an order is given. Audited. */
export async function createCategory(db: Db, scope: TenantScope, kind: CategoryKind, input: TCategoryValues) {
  const { table, entity } = CATEGORY[kind];
  return db.transaction(async (tx) => {
    const [{ max }] = await tx.select({ max: sql<number | null>`max(${table.order})` }).from(table).where(eq(table.clinicId, scope.clinicId));
    const [row] = await tx.insert(table).values({ clinicId: scope.clinicId, name: input.name, order: input.order ?? Math.min(32_767, (max ?? -1) + 1) }).returning();
    const dto = categoryDto(row);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: `${entity}.created`, entityType: entity, entityId: row.id, after: dto });
    return dto;
  });
}

export async function updateCategory(db: Db, scope: TenantScope, kind: CategoryKind, id: number, input: TCategoryValues) {
  const { table, items, entity } = CATEGORY[kind];
  return db.transaction(async (tx) => {
    const before = await findCategory(tx, scope, kind, id);
    const [row] = await tx.update(table).set({ name: input.name, order: input.order ?? before.order }).where(eq(table.id, id)).returning();
    const [{ n }] = await tx.select({ n: count() }).from(items).where(and(eq(items.categoryId, id), isNull(items.deletedAt)));
    const dto = categoryDto(row, n);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: `${entity}.updated`, entityType: entity, entityId: id, before: categoryDto(before, n), after: dto });
    return dto;
  });
}

/** Soft-deletes an empty category; one that still holds live items is a 409. */
export async function deleteCategory(db: Db, scope: TenantScope, kind: CategoryKind, id: number) {
  const { table, items, entity } = CATEGORY[kind];
  await db.transaction(async (tx) => {
    const before = await findCategory(tx, scope, kind, id);
    const [{ n }] = await tx.select({ n: count() }).from(items).where(and(eq(items.categoryId, id), isNull(items.deletedAt)));
    if (n > 0) throw new AppError('conflict', kind === 'service' ? 'errors.category_has_services' : 'errors.category_has_visit_types');
    await tx.update(table).set({ deletedAt: new Date() }).where(eq(table.id, id));
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: `${entity}.deleted`, entityType: entity, entityId: id, before: categoryDto(before) });
  });
}
