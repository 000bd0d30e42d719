import { and, asc, count, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { suppliers, type Db } from '@vetclinic/db';
import { PAGE_SIZE, type TSupplier, type TSupplierInputParsed, type TSupplierListQuery } from '@vetclinic/domain';
import { notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const toSupplier = (r: typeof suppliers.$inferSelect): TSupplier => ({
  id: r.id, name: r.name, email: r.email, phone: r.phone, account_number: r.accountNumber, lead_time_days: r.leadTimeDays, archived: r.archivedAt != null,
});
const values = (i: TSupplierInputParsed) => ({ name: i.name, email: i.email ?? null, phone: i.phone ?? null, accountNumber: i.account_number ?? null, leadTimeDays: i.lead_time_days ?? null });

export async function listSuppliers(db: Db, scope: TenantScope, query: TSupplierListQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const f = query.filter ?? {};
  const conditions: (SQL | undefined)[] = [eq(suppliers.clinicId, scope.clinicId)];
  if (f.archived === '1') conditions.push(isNotNull(suppliers.archivedAt));
  else if (f.archived !== 'all') conditions.push(isNull(suppliers.archivedAt));
  if (f.search) {
    const term = `%${escapeLike(f.search)}%`;
    conditions.push(or(ilike(suppliers.name, term), ilike(suppliers.email, term), ilike(suppliers.accountNumber, term)));
  }
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(suppliers).where(where).orderBy(asc(suppliers.name), asc(suppliers.id)).limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(suppliers).where(where),
  ]);
  return { data: rows.map(toSupplier), meta: pageMeta(query.page, perPage, total) };
}

export async function getSupplier(db: Db, scope: TenantScope, id: number) {
  const [row] = await db.select().from(suppliers).where(and(eq(suppliers.id, id), eq(suppliers.clinicId, scope.clinicId)));
  if (!row) throw notFound();
  return toSupplier(row);
}

export async function createSupplier(db: Db, scope: TenantScope, input: TSupplierInputParsed) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(suppliers).values({ ...values(input), clinicId: scope.clinicId }).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'supplier.created', entityType: 'supplier', entityId: row.id, after: toSupplier(row) });
    return toSupplier(row);
  });
}

export async function updateSupplier(db: Db, scope: TenantScope, id: number, input: TSupplierInputParsed) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(suppliers).where(and(eq(suppliers.id, id), eq(suppliers.clinicId, scope.clinicId))).for('update');
    if (!before) throw notFound();
    const [row] = await tx.update(suppliers).set(values(input)).where(eq(suppliers.id, id)).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'supplier.updated', entityType: 'supplier', entityId: id, before: toSupplier(before), after: toSupplier(row) });
    return toSupplier(row);
  });
}

/** Suppliers are archived, never deleted: products and orders keep pointing at them. */
export async function archiveSupplier(db: Db, scope: TenantScope, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx.update(suppliers).set({ archivedAt: new Date() })
      .where(and(eq(suppliers.id, id), eq(suppliers.clinicId, scope.clinicId), isNull(suppliers.archivedAt))).returning();
    if (!row) throw notFound();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'supplier.archived', entityType: 'supplier', entityId: id, before: toSupplier(row) });
  });
}
