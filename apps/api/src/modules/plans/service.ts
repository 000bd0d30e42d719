import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { clinicPreferences, planItems, plans, products, services, species, type Db, type DbOrTx } from '@vetclinic/db';
import {
  PAGE_SIZE, basisPointsToVat, displayDigits, planProblems, vatToBasisPoints, type TPlan, type TPlanInputParsed, type TPlanListQuery,
} from '@vetclinic/domain';
import { notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';

type PlanRow = typeof plans.$inferSelect;
type ItemView = TPlan['items'][number];

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const actor = (scope: TenantScope) => ({ type: 'staff' as const, id: scope.userId });

/** The items of these plans with their catalogue names and prices, in each plan's order. */
async function itemsOf(db: DbOrTx, planIds: readonly number[]): Promise<Map<number, ItemView[]>> {
  const out = new Map<number, ItemView[]>(planIds.map((id) => [id, []]));
  if (!planIds.length) return out;
  const rows = await db.select({
    id: planItems.id, planId: planItems.planId, serviceId: planItems.serviceId, productId: planItems.productId, quantity: planItems.quantity,
    serviceName: services.name, servicePrice: services.priceMinor, productName: products.name, productPrice: products.sellingPrice,
  }).from(planItems)
    .leftJoin(services, eq(services.id, planItems.serviceId))
    .leftJoin(products, eq(products.id, planItems.productId))
    .where(inArray(planItems.planId, [...planIds]))
    .orderBy(asc(planItems.planId), asc(planItems.position), asc(planItems.id));
  for (const r of rows) {
    out.get(r.planId)!.push({
      id: r.id, service_id: r.serviceId, product_id: r.productId, name: r.serviceName ?? r.productName ?? '',
      quantity: r.quantity, unit_price: Number(r.servicePrice ?? r.productPrice ?? 0),
    });
  }
  return out;
}

function toPlan(row: PlanRow, speciesName: string | null, items: ItemView[]): TPlan {
  return {
    id: row.id,
    clinic_id: row.clinicId,
    name: row.name,
    description: row.description,
    species_id: row.speciesId,
    species_name: speciesName,
    min_age_months: row.minAgeMonths,
    max_age_months: row.maxAgeMonths,
    periodicity: row.periodicity,
    price: row.priceMinor,
    discount_percent: basisPointsToVat(row.discountBp),
    min_term_periods: row.minTermPeriods,
    archived_at: row.archivedAt?.toISOString() ?? null,
    items,
    included_value: items.reduce((sum, i) => sum + i.quantity * i.unit_price, 0),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The clinic's plans by name: active ones unless `filter[status]` says otherwise; page size 100 (spec §6). */
export async function listPlans(db: Db, scope: TenantScope, query: TPlanListQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.plans;
  const f = query.filter ?? {};
  const conditions: (SQL | undefined)[] = [eq(plans.clinicId, scope.clinicId)];
  const status = f.status ?? 'active';
  if (status === 'active') conditions.push(isNull(plans.archivedAt));
  if (status === 'archived') conditions.push(isNotNull(plans.archivedAt));
  if (f.search) conditions.push(sql`lower(${plans.name}) LIKE ${`%${escapeLike(f.search.toLowerCase())}%`}`);
  if (f.species_id) conditions.push(or(isNull(plans.speciesId), eq(plans.speciesId, f.species_id)));
  const where = and(...conditions);
  const rows = await db.select({ plan: plans, speciesName: species.name, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(plans).leftJoin(species, eq(species.id, plans.speciesId)).where(where)
    .orderBy(asc(sql`lower(${plans.name})`), asc(plans.id)).limit(perPage).offset(offsetOf(query.page, perPage));
  // Past the last page the window has no row to carry the total: count on its own then.
  const total = rows.length ? rows[0].total : (query.page > 1 ? (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(plans).where(where))[0].n : 0);
  const items = await itemsOf(db, rows.map((r) => r.plan.id));
  return { data: rows.map((r) => toPlan(r.plan, r.speciesName, items.get(r.plan.id) ?? [])), meta: pageMeta(query.page, perPage, total) };
}

async function findPlan(db: DbOrTx, scope: TenantScope, id: number, forUpdate = false): Promise<PlanRow> {
  const q = db.select().from(plans).where(and(eq(plans.id, id), eq(plans.clinicId, scope.clinicId)));
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

async function viewOf(db: DbOrTx, row: PlanRow): Promise<TPlan> {
  const [sp] = row.speciesId ? await db.select({ name: species.name }).from(species).where(eq(species.id, row.speciesId)) : [];
  const items = await itemsOf(db, [row.id]);
  return toPlan(row, sp?.name ?? null, items.get(row.id) ?? []);
}

export async function getPlan(db: Db, scope: TenantScope, id: number): Promise<TPlan> {
  return viewOf(db, await findPlan(db, scope, id));
}

/**
 * The checks that need the database: a unique name among the clinic's plans (any case), the species is the group's, and every
 * included service or product is the clinic's own and current (a deleted service or archived product cannot be promised).
 */
async function assertReferences(tx: DbOrTx, scope: TenantScope, input: TPlanInputParsed, exceptId?: number) {
  const errors: Record<string, string[]> = {};
  for (const [field, key] of Object.entries(planProblems(input))) errors[field] = [key];
  const [clash] = await tx.select({ id: plans.id }).from(plans).where(and(
    eq(plans.clinicId, scope.clinicId), isNull(plans.archivedAt), sql`lower(${plans.name}) = lower(${input.name})`,
    exceptId ? ne(plans.id, exceptId) : undefined,
  ));
  if (clash) errors.name = ['plans.validation.name_taken'];
  // Whole won and yen: a plan's price must be payable in the clinic's currency (money columns hold hundredths).
  const [pref] = await tx.select({ currency: clinicPreferences.currency }).from(clinicPreferences).where(eq(clinicPreferences.clinicId, scope.clinicId));
  const step = 10 ** Math.max(0, 2 - displayDigits(pref?.currency ?? '$'));
  if (input.price % step !== 0) errors.price = ['sales.validation.whole_units'];
  if (input.species_id) {
    const [sp] = await tx.select({ id: species.id }).from(species).where(and(eq(species.id, input.species_id), eq(species.groupId, scope.groupId)));
    if (!sp) errors.species_id = ['plans.validation.species_unknown'];
  }
  const serviceIds = input.items.flatMap((i) => (i.service_id ? [i.service_id] : []));
  const productIds = input.items.flatMap((i) => (i.product_id ? [i.product_id] : []));
  const svc = new Set(serviceIds.length ? (await tx.select({ id: services.id }).from(services)
    .where(and(inArray(services.id, serviceIds), eq(services.clinicId, scope.clinicId), isNull(services.deletedAt)))).map((r) => r.id) : []);
  const prod = new Set(productIds.length ? (await tx.select({ id: products.id }).from(products)
    .where(and(inArray(products.id, productIds), eq(products.clinicId, scope.clinicId), isNull(products.archivedAt)))).map((r) => r.id) : []);
  input.items.forEach((item, i) => {
    if (item.service_id && !svc.has(item.service_id)) errors[`items.${i}.service_id`] = ['plans.validation.service_unknown'];
    if (item.product_id && !prod.has(item.product_id)) errors[`items.${i}.product_id`] = ['plans.validation.product_unknown'];
  });
  if (Object.keys(errors).length) throw validation(errors);
}

const columnsOf = (input: TPlanInputParsed) => ({
  name: input.name,
  description: input.description,
  speciesId: input.species_id ?? null,
  minAgeMonths: input.min_age_months ?? null,
  maxAgeMonths: input.max_age_months ?? null,
  periodicity: input.periodicity,
  priceMinor: input.price,
  discountBp: vatToBasisPoints(input.discount_percent),
  minTermPeriods: input.min_term_periods,
});

async function writeItems(tx: DbOrTx, planId: number, input: TPlanInputParsed) {
  await tx.delete(planItems).where(eq(planItems.planId, planId));
  if (input.items.length) {
    await tx.insert(planItems).values(input.items.map((item, i) => ({
      planId, serviceId: item.service_id ?? null, productId: item.product_id ?? null, quantity: item.quantity, position: i,
    })));
  }
}

/** Names are unique among a clinic's active plans; the advisory lock makes two simultaneous creations of one name fail one. */
const lockNames = (tx: DbOrTx, clinicId: number) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('plans'), ${clinicId})`);

export async function createPlan(db: Db, scope: TenantScope, input: TPlanInputParsed, now = new Date()): Promise<TPlan> {
  return db.transaction(async (tx) => {
    await lockNames(tx, scope.clinicId);
    await assertReferences(tx, scope, input);
    const [row] = await tx.insert(plans).values({ clinicId: scope.clinicId, ...columnsOf(input), createdAt: now, updatedAt: now }).returning();
    await writeItems(tx, row.id, input);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'plan.created', entityType: 'plan', entityId: row.id, after: input });
    return viewOf(tx, row);
  });
}

/**
 * Edits a plan. Subscriptions copy the terms they signed, so the change applies to new subscriptions and, for running
 * ones, from their next period (decision in docs/decisions.md). An archived plan is read-only until restored.
 */
export async function updatePlan(db: Db, scope: TenantScope, id: number, input: TPlanInputParsed, now = new Date()): Promise<TPlan> {
  return db.transaction(async (tx) => {
    await lockNames(tx, scope.clinicId);
    const before = await findPlan(tx, scope, id, true);
    if (before.archivedAt) throw validation({ name: ['plans.validation.archived'] });
    await assertReferences(tx, scope, input, id);
    const beforeView = await viewOf(tx, before);
    const [row] = await tx.update(plans).set({ ...columnsOf(input), updatedAt: now }).where(eq(plans.id, id)).returning();
    await writeItems(tx, id, input);
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'plan.updated', entityType: 'plan', entityId: id,
      before: beforeView, after: input,
    });
    return viewOf(tx, row);
  });
}

/** Archive (no new subscriptions; running ones keep their terms) or restore; restoring checks the name is still free. */
export async function setPlanArchived(db: Db, scope: TenantScope, id: number, archived: boolean, now = new Date()): Promise<TPlan> {
  return db.transaction(async (tx) => {
    await lockNames(tx, scope.clinicId);
    const before = await findPlan(tx, scope, id, true);
    if (!archived && before.archivedAt) {
      const [clash] = await tx.select({ id: plans.id }).from(plans).where(and(
        eq(plans.clinicId, scope.clinicId), isNull(plans.archivedAt), sql`lower(${plans.name}) = lower(${before.name})`, ne(plans.id, id),
      ));
      if (clash) throw validation({ name: ['plans.validation.name_taken'] });
    }
    const [row] = await tx.update(plans).set({ archivedAt: archived ? (before.archivedAt ?? now) : null, updatedAt: now }).where(eq(plans.id, id)).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: archived ? 'plan.archived' : 'plan.restored', entityType: 'plan', entityId: id });
    return viewOf(tx, row);
  });
}
