import { and, asc, count, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { discounts, type Db, type DbOrTx } from '@vetclinic/db';
import { PAGE_SIZE, type TDiscount, type TDiscountInputParsed, type TDiscountListQuery } from '@vetclinic/domain';
import { notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';

type DiscountRow = typeof discounts.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const inClinic = (scope: TenantScope, id: number) => and(eq(discounts.id, id), eq(discounts.clinicId, scope.clinicId), isNull(discounts.deletedAt));
const actor = (scope: TenantScope) => ({ type: 'staff' as const, id: scope.userId });

/** Wire value (12.5 → 1250): percentages and amounts both carry at most two decimals (the schema checks). */
const toX100 = (v: number) => Math.round(v * 100);

export function toDiscount(row: DiscountRow): TDiscount {
  return {
    id: row.id,
    clinic_id: row.clinicId,
    name: row.name,
    type: row.type,
    value: row.valueX100 / 100,
    enabled: row.enabled,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The active clinic's discounts by name; `filter[enabled]=1` is what the checkout offers. */
export async function listDiscounts(db: Db, scope: TenantScope, query: TDiscountListQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const f = query.filter ?? {};
  const conditions: (SQL | undefined)[] = [eq(discounts.clinicId, scope.clinicId), isNull(discounts.deletedAt)];
  if (f.enabled === '1') conditions.push(eq(discounts.enabled, true));
  if (f.enabled === '0') conditions.push(eq(discounts.enabled, false));
  if (f.search) conditions.push(sql`lower(${discounts.name}) LIKE ${`%${escapeLike(f.search.toLowerCase())}%`}`);
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(discounts).where(where).orderBy(asc(sql`lower(${discounts.name})`), asc(discounts.id))
      .limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(discounts).where(where),
  ]);
  return { data: rows.map(toDiscount), meta: pageMeta(query.page, perPage, total) };
}

export async function getDiscount(db: DbOrTx, scope: TenantScope, id: number): Promise<TDiscount> {
  const [row] = await db.select().from(discounts).where(inClinic(scope, id));
  if (!row) throw notFound();
  return toDiscount(row);
}

async function assertNameFree(tx: DbOrTx, scope: TenantScope, name: string, exceptId?: number) {
  const [clash] = await tx.select({ id: discounts.id }).from(discounts).where(and(
    eq(discounts.clinicId, scope.clinicId), isNull(discounts.deletedAt), sql`lower(${discounts.name}) = lower(${name})`,
    exceptId ? ne(discounts.id, exceptId) : undefined,
  ));
  if (clash) throw validation({ name: ['billing.discounts.validation.name_taken'] });
}

/**
 * Creates a discount in the active clinic. Names are unique per clinic regardless of case (the checkout
 * picks them by name). The clinic row is locked so two simultaneous creations of one name cannot both pass.
 */
export async function createDiscount(db: Db, scope: TenantScope, input: TDiscountInputParsed, now = new Date()): Promise<TDiscount> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('discounts'), ${scope.clinicId})`);
    await assertNameFree(tx, scope, input.name);
    const [row] = await tx.insert(discounts).values({
      clinicId: scope.clinicId, name: input.name, type: input.type, valueX100: toX100(input.value), enabled: input.enabled, createdAt: now, updatedAt: now,
    }).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'discount.created', entityType: 'discount', entityId: row.id, after: input });
    return toDiscount(row);
  });
}

/** Edits a discount. Sales keep their own copy of what they applied, so an issued invoice never changes. */
export async function updateDiscount(db: Db, scope: TenantScope, id: number, input: TDiscountInputParsed, now = new Date()): Promise<TDiscount> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('discounts'), ${scope.clinicId})`);
    const [before] = await tx.select().from(discounts).where(inClinic(scope, id)).for('update');
    if (!before) throw notFound();
    await assertNameFree(tx, scope, input.name, id);
    const [row] = await tx.update(discounts).set({ name: input.name, type: input.type, valueX100: toX100(input.value), enabled: input.enabled, updatedAt: now })
      .where(eq(discounts.id, id)).returning();
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'discount.updated', entityType: 'discount', entityId: id,
      before: toDiscount(before), after: input,
    });
    return toDiscount(row);
  });
}

/** The status toggle (spec §4): a disabled discount stays in the catalogue but the checkout no longer offers it. */
export async function setDiscountEnabled(db: Db, scope: TenantScope, id: number, enabled: boolean, now = new Date()): Promise<TDiscount> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(discounts).set({ enabled, updatedAt: now }).where(inClinic(scope, id)).returning();
    if (!row) throw notFound();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: enabled ? 'discount.enabled' : 'discount.disabled', entityType: 'discount', entityId: id });
    return toDiscount(row);
  });
}

/** Deletes a discount (soft: the audit trail and sales that named it keep their copy). */
export async function deleteDiscount(db: Db, scope: TenantScope, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.update(discounts).set({ deletedAt: now, updatedAt: now }).where(inClinic(scope, id)).returning();
    if (!row) throw notFound();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'discount.deleted', entityType: 'discount', entityId: id, before: { name: row.name } });
  });
}
