import { and, asc, count, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { visitTypeCategories, visitTypeVets, visitTypes, type Db, type DbOrTx } from '@vetclinic/db';
import {
  VISIT_TYPE_REPOSITORY, type TAdminVisitType, type TCopyFromRepoResult, type TRepositoryItem, type TServiceListQuery,
  type TVisitTypeBulkValues, type TVisitTypeGroup, type TVisitTypeValues,
} from '@vetclinic/domain';
import { notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { offsetOf } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';
import { listClinicVets, toVisitTypeDto } from '../catalog/service';
import { assertPrintableFiles, printableFileNames } from '../documents/printable-files';
import { actorOf, assertCategory, assertClinicVets, likePattern, listCategories, toMinor } from './shared';

type VisitTypeRow = typeof visitTypes.$inferSelect;

async function toDtos(db: DbOrTx, rows: VisitTypeRow[]): Promise<TAdminVisitType[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const categoryIds = [...new Set(rows.map((r) => r.categoryId).filter((c): c is number => c !== null))];
  const [vets, categories] = await Promise.all([
    db.select().from(visitTypeVets).where(inArray(visitTypeVets.visitTypeId, ids)),
    categoryIds.length ? db.select().from(visitTypeCategories).where(inArray(visitTypeCategories.id, categoryIds)) : Promise.resolve([]),
  ]);
  const files = await printableFileNames(db, rows.flatMap((r) => r.printableFiles));
  return rows.map((v) => ({ ...toVisitTypeDto(v, categories.find((x) => x.id === v.categoryId), vets.filter((x) => x.visitTypeId === v.id).map((x) => x.vetId).sort((a, b) => a - b)), printable_files: files(v.printableFiles) }));
}

async function findVisitType(db: DbOrTx, scope: TenantScope, id: number) {
  const [row] = await db.select().from(visitTypes).where(and(eq(visitTypes.id, id), eq(visitTypes.clinicId, scope.clinicId), isNull(visitTypes.deletedAt)));
  if (!row) throw notFound();
  return row;
}

const liveOfClinic = (scope: TenantScope) => and(eq(visitTypes.clinicId, scope.clinicId), isNull(visitTypes.deletedAt));
const displayOrder = [asc(visitTypeCategories.order), asc(visitTypes.order), asc(visitTypes.name), asc(visitTypes.id)];

export async function listVisitTypes(db: Db, scope: TenantScope, q: TServiceListQuery, perPage: number) {
  const where: (SQL | undefined)[] = [liveOfClinic(scope)];
  if (q.filter?.category_id) where.push(eq(visitTypes.categoryId, q.filter.category_id));
  if (q.filter?.include_hidden === '0') where.push(eq(visitTypes.isVisible, true));
  if (q.search) where.push(ilike(visitTypes.name, likePattern(q.search)));
  const [{ total }] = await db.select({ total: count() }).from(visitTypes).where(and(...where));
  const rows = await db.select({ v: visitTypes }).from(visitTypes).leftJoin(visitTypeCategories, eq(visitTypeCategories.id, visitTypes.categoryId))
    .where(and(...where)).orderBy(...displayOrder).limit(perPage).offset(offsetOf(q.page, perPage));
  return { data: await toDtos(db, rows.map((r) => r.v)), total };
}

export async function getVisitType(db: Db, scope: TenantScope, id: number) {
  return (await toDtos(db, [await findVisitType(db, scope, id)]))[0];
}

/** Every live visit type grouped under its category (categories in order; uncategorised last). */
export async function groupVisitTypesByCategory(db: Db, scope: TenantScope, search?: string): Promise<TVisitTypeGroup[]> {
  const categories = await listCategories(db, scope, 'visit_type');
  const rows = await db.select({ v: visitTypes }).from(visitTypes).leftJoin(visitTypeCategories, eq(visitTypeCategories.id, visitTypes.categoryId))
    .where(and(liveOfClinic(scope), search ? ilike(visitTypes.name, likePattern(search)) : undefined)).orderBy(...displayOrder);
  const dtos = await toDtos(db, rows.map((r) => r.v));
  const groups: TVisitTypeGroup[] = categories.map((c) => ({ category: { id: c.id, name: c.name, order: c.order }, visit_types: dtos.filter((d) => d.category_id === c.id) }));
  const known = new Set(categories.map((c) => c.id));
  const loose = dtos.filter((d) => d.category_id === null || !known.has(d.category_id));
  if (loose.length) groups.push({ category: null, visit_types: loose });
  return search ? groups.filter((g) => g.visit_types.length) : groups;
}

const values = (input: TVisitTypeValues) => ({
  categoryId: input.category_id,
  name: input.name,
  duration: input.duration,
  color: input.color,
  description: input.description,
  order: input.order,
  depositMinor: toMinor(input.deposit_for_online_booking),
  isVisible: input.is_visible,
  isNotifiable: input.is_notifiable,
  ...(input.printable_files !== undefined ? { printableFiles: [...new Set(input.printable_files)] } : {}),
});

async function replaceVets(tx: DbOrTx, visitTypeId: number, vetIds: number[]) {
  await tx.delete(visitTypeVets).where(eq(visitTypeVets.visitTypeId, visitTypeId));
  if (vetIds.length) await tx.insert(visitTypeVets).values(vetIds.map((vetId) => ({ visitTypeId, vetId })));
}

export async function createVisitType(db: Db, scope: TenantScope, input: TVisitTypeValues) {
  return db.transaction(async (tx) => {
    await assertCategory(tx, 'visit_type', scope.clinicId, input.category_id);
    const vetIds = await assertClinicVets(tx, scope.clinicId, input.vet_ids);
    await assertPrintableFiles(tx, scope.clinicId, input.printable_files);
    const [row] = await tx.insert(visitTypes).values({ clinicId: scope.clinicId, ...values(input) }).returning();
    await replaceVets(tx, row.id, vetIds);
    const [dto] = await toDtos(tx, [row]);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'visit_type.created', entityType: 'visit_type', entityId: row.id, after: dto });
    return dto;
  });
}

export async function updateVisitType(db: Db, scope: TenantScope, id: number, input: TVisitTypeValues) {
  return db.transaction(async (tx) => {
    const [before] = await toDtos(tx, [await findVisitType(tx, scope, id)]);
    await assertCategory(tx, 'visit_type', scope.clinicId, input.category_id);
    const vetIds = await assertClinicVets(tx, scope.clinicId, input.vet_ids);
    await assertPrintableFiles(tx, scope.clinicId, input.printable_files);
    const [row] = await tx.update(visitTypes).set(values(input)).where(eq(visitTypes.id, id)).returning();
    await replaceVets(tx, id, vetIds);
    const [after] = await toDtos(tx, [row]);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'visit_type.updated', entityType: 'visit_type', entityId: id, before, after });
    return after;
  });
}

export async function deleteVisitType(db: Db, scope: TenantScope, id: number) {
  await db.transaction(async (tx) => {
    const [before] = await toDtos(tx, [await findVisitType(tx, scope, id)]);
    await tx.update(visitTypes).set({ deletedAt: new Date() }).where(eq(visitTypes.id, id));
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'visit_type.deleted', entityType: 'visit_type', entityId: id, before });
  });
}

/** Applies the same changes to every selected visit type (all must be this clinic's: else 404), one audit row each. */
export async function bulkUpdateVisitTypes(db: Db, scope: TenantScope, input: TVisitTypeBulkValues) {
  const ids = [...new Set(input.ids)];
  const { changes } = input;
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(visitTypes).where(and(liveOfClinic(scope), inArray(visitTypes.id, ids)));
    if (rows.length !== ids.length) throw notFound();
    if (changes.category_id !== undefined) await assertCategory(tx, 'visit_type', scope.clinicId, changes.category_id);
    const befores = await toDtos(tx, rows);
    const set: Partial<typeof visitTypes.$inferInsert> = {};
    if (changes.is_visible !== undefined) set.isVisible = changes.is_visible;
    if (changes.category_id !== undefined) set.categoryId = changes.category_id;
    if (changes.duration !== undefined) set.duration = changes.duration;
    if (changes.deposit_for_online_booking !== undefined) set.depositMinor = toMinor(changes.deposit_for_online_booking);
    const updated = await tx.update(visitTypes).set(set).where(inArray(visitTypes.id, ids)).returning();
    const afters = await toDtos(tx, updated);
    for (const after of afters) {
      await writeAudit(tx, {
        groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'visit_type.bulk_updated', entityType: 'visit_type', entityId: after.id,
        before: befores.find((b) => b.id === after.id), after,
      });
    }
    return afters.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  });
}

async function liveNames(db: DbOrTx, scope: TenantScope) {
  const rows = await db.select({ name: visitTypes.name }).from(visitTypes).where(liveOfClinic(scope));
  return new Set(rows.map((r) => r.name.trim().toLowerCase()));
}

/** The built-in repository, each entry marked when the clinic already has a visit type of that name. */
export async function listRepository(db: Db, scope: TenantScope): Promise<TRepositoryItem[]> {
  const names = await liveNames(db, scope);
  return VISIT_TYPE_REPOSITORY.map((r) => ({ ...r, already_added: names.has(r.name.toLowerCase()) }));
}

/**
 * Copies repository entries into the clinic: their categories are matched by name or created, every
 * active vet of the clinic performs them, and names that already exist are skipped (reported back).
 * Copies are hidden from online booking until someone reviews them: a generic "Euthanasia" or
 * "Surgery" must not become bookable by the public the moment it is copied.
 */
export async function copyFromRepository(db: Db, scope: TenantScope, keys: string[]): Promise<TCopyFromRepoResult> {
  return db.transaction(async (tx) => {
    const names = await liveNames(tx, scope);
    const picked = VISIT_TYPE_REPOSITORY.filter((r) => keys.includes(r.key));
    const skipped = picked.filter((r) => names.has(r.name.toLowerCase())).map((r) => r.name);
    const toCreate = picked.filter((r) => !names.has(r.name.toLowerCase()));
    if (!toCreate.length) return { created: [], skipped };
    const categories = await tx.select().from(visitTypeCategories).where(and(eq(visitTypeCategories.clinicId, scope.clinicId), isNull(visitTypeCategories.deletedAt)));
    const categoryId = new Map(categories.map((c) => [c.name.trim().toLowerCase(), c.id]));
    let [{ nextOrder }] = await tx.select({ nextOrder: sql<number>`coalesce(max(${visitTypeCategories.order}), -1) + 1` }).from(visitTypeCategories).where(eq(visitTypeCategories.clinicId, scope.clinicId));
    for (const name of new Set(toCreate.map((r) => r.category))) {
      if (categoryId.has(name.toLowerCase())) continue;
      const [c] = await tx.insert(visitTypeCategories).values({ clinicId: scope.clinicId, name, order: Math.min(32_767, Number(nextOrder)) }).returning();
      nextOrder = Number(nextOrder) + 1;
      categoryId.set(name.toLowerCase(), c.id);
      await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'visit_type_category.created', entityType: 'visit_type_category', entityId: c.id, after: { id: c.id, name: c.name, order: c.order } });
    }
    const vetIds = (await listClinicVets(tx, scope.clinicId)).map((v) => v.id);
    const rows = await tx.insert(visitTypes).values(toCreate.map((r, i) => ({
      clinicId: scope.clinicId, categoryId: categoryId.get(r.category.toLowerCase())!, name: r.name, duration: r.duration, color: r.color,
      description: r.description, order: i, depositMinor: 0, isVisible: false, isNotifiable: true,
    }))).returning();
    if (vetIds.length) await tx.insert(visitTypeVets).values(rows.flatMap((row) => vetIds.map((vetId) => ({ visitTypeId: row.id, vetId }))));
    const created = await toDtos(tx, rows);
    for (const dto of created) {
      await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'visit_type.copied_from_repository', entityType: 'visit_type', entityId: dto.id, after: dto });
    }
    return { created, skipped };
  });
}
