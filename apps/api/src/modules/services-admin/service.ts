import { and, asc, count, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import { clinicPreferences, serviceCategories, servicePackages, serviceVets, services, taskTemplates, type Db, type DbOrTx } from '@vetclinic/db';
import { DEFAULT_PREFERENCES, basisPointsToVat, displayDigits, vatToBasisPoints, type TAdminService, type TServiceListQuery, type TServicePackage, type TServiceValues } from '@vetclinic/domain';
import { notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { offsetOf } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';
import { toMajor, toServiceDto } from '../catalog/service';
import { assertPrintableFiles, printableFileNames } from '../documents/printable-files';
import { actorOf, assertCategory, assertClinicVets, likePattern, toMinor } from './shared';

type ServiceRow = typeof services.$inferSelect;
type PackageRow = typeof servicePackages.$inferSelect;

const packageDto = (p: PackageRow): TServicePackage => ({ id: p.id, service_id: p.serviceId, name: p.name, type: p.type, price: toMajor(p.priceMinor), is_enabled: p.isEnabled });

/** Services (hidden ones included) with their category, packages and vets, in the order given. */
async function toDtos(db: DbOrTx, rows: ServiceRow[]): Promise<TAdminService[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const categoryIds = [...new Set(rows.map((r) => r.categoryId).filter((c): c is number => c !== null))];
  const [packages, vets, categories] = await Promise.all([
    db.select().from(servicePackages).where(inArray(servicePackages.serviceId, ids)).orderBy(asc(servicePackages.id)),
    db.select().from(serviceVets).where(inArray(serviceVets.serviceId, ids)),
    categoryIds.length ? db.select().from(serviceCategories).where(inArray(serviceCategories.id, categoryIds)) : Promise.resolve([]),
  ]);
  const files = await printableFileNames(db, rows.flatMap((r) => r.printableFiles));
  return rows.map((s) => ({ aaha_code: s.aahaCode, vat: basisPointsToVat(s.vatBp), service_tax: basisPointsToVat(s.serviceTaxBp), task_template_id: s.taskTemplateId, ...toServiceDto(
    s,
    categories.find((x) => x.id === s.categoryId),
    packages.filter((p) => p.serviceId === s.id),
    vets.filter((v) => v.serviceId === s.id).map((v) => v.vetId).sort((a, b) => a - b),
  ), printable_files: files(s.printableFiles) }));
}

async function findService(db: DbOrTx, scope: TenantScope, id: number) {
  const [row] = await db.select().from(services).where(and(eq(services.id, id), eq(services.clinicId, scope.clinicId), isNull(services.deletedAt)));
  if (!row) throw notFound();
  return row;
}

/** A page of the clinic's live services, hidden ones included, filtered by category and name. */
export async function listServices(db: Db, scope: TenantScope, q: TServiceListQuery, perPage: number) {
  const where: (SQL | undefined)[] = [eq(services.clinicId, scope.clinicId), isNull(services.deletedAt)];
  if (q.filter?.category_id) where.push(eq(services.categoryId, q.filter.category_id));
  if (q.filter?.include_hidden === '0') where.push(eq(services.isVisible, true));
  if (q.search) where.push(ilike(services.name, likePattern(q.search)));
  const [{ total }] = await db.select({ total: count() }).from(services).where(and(...where));
  const rows = await db.select({ s: services }).from(services)
    .leftJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(and(...where))
    .orderBy(asc(serviceCategories.order), asc(services.order), asc(services.name), asc(services.id))
    .limit(perPage).offset(offsetOf(q.page, perPage));
  return { data: await toDtos(db, rows.map((r) => r.s)), total };
}

export async function getService(db: Db, scope: TenantScope, id: number) {
  return (await toDtos(db, [await findService(db, scope, id)]))[0];
}

/**
 * Rules that need the clinic's preferences: each tax rate given must be one of its lists (as a product's VAT
 * must), and a price or deposit must be whole in a currency without a minor unit (no 1,500.50 ₩), else the
 * service could never be sold (sales refuse the fraction). All problems come back together as a 422.
 */
async function assertMoneyRules(tx: DbOrTx, clinicId: number, input: TServiceValues) {
  const [p] = await tx.select({ vatList: clinicPreferences.vatList, serviceTaxList: clinicPreferences.serviceTaxList, currency: clinicPreferences.currency })
    .from(clinicPreferences).where(eq(clinicPreferences.clinicId, clinicId));
  const vatList = p?.vatList ?? DEFAULT_PREFERENCES.vat_list;
  const serviceTaxList = p?.serviceTaxList ?? DEFAULT_PREFERENCES.service_tax_list;
  const errors: Record<string, string[]> = {};
  const inList = (list: readonly number[], v: number) => list.some((x) => vatToBasisPoints(x) === vatToBasisPoints(v));
  if (input.vat !== undefined && !inList(vatList, input.vat)) errors.vat = ['services.errors.vat_unknown'];
  if (input.service_tax !== undefined && !inList(serviceTaxList, input.service_tax)) errors.service_tax = ['services.errors.service_tax_unknown'];
  const step = 10 ** Math.max(0, 2 - displayDigits(p?.currency ?? DEFAULT_PREFERENCES.currency));
  for (const field of ['price', 'deposit_for_online_booking'] as const) {
    if (toMinor(input[field]) % step !== 0) errors[field] = ['sales.validation.whole_units'];
  }
  if (Object.keys(errors).length) throw validation(errors);
}

/** Rates left out of an update keep their stored value. */
const taxValues = (input: TServiceValues) => ({
  ...(input.vat !== undefined ? { vatBp: vatToBasisPoints(input.vat) } : {}),
  ...(input.service_tax !== undefined ? { serviceTaxBp: vatToBasisPoints(input.service_tax) } : {}),
});

const serviceValues = (input: TServiceValues) => ({
  categoryId: input.category_id,
  name: input.name,
  duration: input.duration,
  color: input.color,
  description: input.description,
  order: input.order,
  priceMinor: toMinor(input.price),
  depositMinor: toMinor(input.deposit_for_online_booking),
  isVisible: input.is_visible,
  isNotifiable: input.is_notifiable,
  aahaCode: input.aaha_code ?? null,
  ...taxValues(input),
  ...(input.printable_files !== undefined ? { printableFiles: [...new Set(input.printable_files)] } : {}),
  ...(input.task_template_id !== undefined ? { taskTemplateId: input.task_template_id } : {}),
});

/** The task when charged names a live task template of the active clinic (another clinic's or a deleted one: 422). */
async function assertTaskTemplate(tx: DbOrTx, clinicId: number, templateId: number | null | undefined) {
  if (templateId == null) return;
  const [row] = await tx.select({ id: taskTemplates.id }).from(taskTemplates)
    .where(and(eq(taskTemplates.id, templateId), eq(taskTemplates.clinicId, clinicId), isNull(taskTemplates.deletedAt)));
  if (!row) throw validation({ task_template_id: ['validation.template_unknown'] });
}

async function replaceVets(tx: DbOrTx, serviceId: number, vetIds: number[]) {
  await tx.delete(serviceVets).where(eq(serviceVets.serviceId, serviceId));
  if (vetIds.length) await tx.insert(serviceVets).values(vetIds.map((vetId) => ({ serviceId, vetId })));
}

/** Creates a service with one enabled package of the same name and price, in one audited transaction. */
export async function createService(db: Db, scope: TenantScope, input: TServiceValues) {
  return db.transaction(async (tx) => {
    await assertCategory(tx, 'service', scope.clinicId, input.category_id);
    await assertMoneyRules(tx, scope.clinicId, input);
    const vetIds = await assertClinicVets(tx, scope.clinicId, input.vet_ids);
    await assertPrintableFiles(tx, scope.clinicId, input.printable_files);
    await assertTaskTemplate(tx, scope.clinicId, input.task_template_id);
    const [row] = await tx.insert(services).values({ clinicId: scope.clinicId, ...serviceValues(input) }).returning();
    await tx.insert(servicePackages).values({ clinicId: scope.clinicId, serviceId: row.id, name: row.name, priceMinor: row.priceMinor, isEnabled: true });
    await replaceVets(tx, row.id, vetIds);
    const [dto] = await toDtos(tx, [row]);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'service.created', entityType: 'service', entityId: row.id, after: dto });
    return dto;
  });
}

/**
 * Updates a service. While it has a single package, that package follows the service's name and
 * price (it is the service as sold); services with several packages keep their packages as they are.
 */
export async function updateService(db: Db, scope: TenantScope, id: number, input: TServiceValues) {
  return db.transaction(async (tx) => {
    const beforeRow = await findService(tx, scope, id);
    const [before] = await toDtos(tx, [beforeRow]);
    await assertCategory(tx, 'service', scope.clinicId, input.category_id);
    await assertMoneyRules(tx, scope.clinicId, input);
    const vetIds = await assertClinicVets(tx, scope.clinicId, input.vet_ids);
    await assertPrintableFiles(tx, scope.clinicId, input.printable_files);
    await assertTaskTemplate(tx, scope.clinicId, input.task_template_id);
    const [row] = await tx.update(services).set(serviceValues(input)).where(eq(services.id, id)).returning();
    const packages = await tx.select().from(servicePackages).where(eq(servicePackages.serviceId, id));
    if (packages.length === 1) await tx.update(servicePackages).set({ name: row.name, priceMinor: row.priceMinor }).where(eq(servicePackages.id, packages[0].id));
    await replaceVets(tx, id, vetIds);
    const [after] = await toDtos(tx, [row]);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'service.updated', entityType: 'service', entityId: id, before, after });
    return after;
  });
}

/** Soft delete: past appointments keep pointing at it; it disappears from lists and booking at once. */
export async function deleteService(db: Db, scope: TenantScope, id: number) {
  await db.transaction(async (tx) => {
    const row = await findService(tx, scope, id);
    const [before] = await toDtos(tx, [row]);
    await tx.update(services).set({ deletedAt: new Date() }).where(eq(services.id, id));
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'service.deleted', entityType: 'service', entityId: id, before });
  });
}

// ---------- packages ----------

export async function listPackages(db: Db, scope: TenantScope, serviceId: number | undefined, page: number, perPage: number) {
  const where = and(eq(servicePackages.clinicId, scope.clinicId), isNull(services.deletedAt), serviceId ? eq(servicePackages.serviceId, serviceId) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(servicePackages).innerJoin(services, eq(services.id, servicePackages.serviceId)).where(where);
  const rows = await db.select({ p: servicePackages }).from(servicePackages).innerJoin(services, eq(services.id, servicePackages.serviceId))
    .where(where).orderBy(asc(servicePackages.serviceId), asc(servicePackages.id)).limit(perPage).offset(offsetOf(page, perPage));
  return { data: rows.map((r) => packageDto(r.p)), total };
}

/** Enables or disables a package; a disabled package can no longer be booked online. Audited. */
export async function setPackageEnabled(db: Db, scope: TenantScope, id: number, enabled: boolean) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ p: servicePackages }).from(servicePackages).innerJoin(services, eq(services.id, servicePackages.serviceId))
      .where(and(eq(servicePackages.id, id), eq(servicePackages.clinicId, scope.clinicId), isNull(services.deletedAt)));
    if (!row) throw notFound();
    const [updated] = await tx.update(servicePackages).set({ isEnabled: enabled }).where(eq(servicePackages.id, id)).returning();
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: enabled ? 'service_package.enabled' : 'service_package.disabled',
      entityType: 'service_package', entityId: id, before: packageDto(row.p), after: packageDto(updated),
    });
    return packageDto(updated);
  });
}
