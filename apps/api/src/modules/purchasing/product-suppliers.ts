import { and, asc, eq, inArray } from 'drizzle-orm';
import { productSuppliers, products, suppliers, type Db, type DbOrTx } from '@vetclinic/db';
import type { TProductSupplier } from '@vetclinic/domain';
import { notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { TenantScope } from '../../plugins/auth';

async function productOf(tx: DbOrTx, scope: TenantScope, productId: number) {
  const [p] = await tx.select({ id: products.id, supplierId: products.supplierId }).from(products).where(and(eq(products.id, productId), eq(products.clinicId, scope.clinicId)));
  if (!p) throw notFound();
  return p;
}

async function links(tx: DbOrTx, productId: number, defaultSupplierId: number | null): Promise<TProductSupplier[]> {
  const rows = await tx.select({ l: productSuppliers, name: suppliers.name }).from(productSuppliers).innerJoin(suppliers, eq(suppliers.id, productSuppliers.supplierId))
    .where(eq(productSuppliers.productId, productId)).orderBy(asc(suppliers.name));
  return rows.map(({ l, name }) => ({ supplier_id: l.supplierId, supplier_name: name, supplier_code: l.supplierCode, price: l.price, is_default: l.supplierId === defaultSupplierId }));
}

/** A product's suppliers with their codes and prices; products.supplier_id stays the default one. */
export async function listProductSuppliers(db: Db, scope: TenantScope, productId: number) {
  const p = await productOf(db, scope, productId);
  return links(db, productId, p.supplierId);
}

/** Replaces the product's supplier links (the whole set). */
export async function setProductSuppliers(db: Db, scope: TenantScope, productId: number, input: { suppliers: { supplier_id: number; supplier_code: string | null; price?: number | null }[] }) {
  return db.transaction(async (tx) => {
    const [p] = await tx.select({ id: products.id, supplierId: products.supplierId }).from(products).where(and(eq(products.id, productId), eq(products.clinicId, scope.clinicId))).for('update');
    if (!p) throw notFound();
    const ids = input.suppliers.map((s) => s.supplier_id);
    const known = ids.length ? await tx.select({ id: suppliers.id }).from(suppliers).where(and(inArray(suppliers.id, ids), eq(suppliers.clinicId, scope.clinicId))) : [];
    const errors: Record<string, string[]> = {};
    const seen = new Set<number>();
    input.suppliers.forEach((s, n) => {
      if (!known.some((k) => k.id === s.supplier_id) || seen.has(s.supplier_id)) errors[`suppliers.${n}.supplier_id`] = ['validation.invalid'];
      seen.add(s.supplier_id);
    });
    if (Object.keys(errors).length) throw validation(errors);
    const before = await links(tx, productId, p.supplierId);
    await tx.delete(productSuppliers).where(eq(productSuppliers.productId, productId));
    if (input.suppliers.length) {
      await tx.insert(productSuppliers).values(input.suppliers.map((s) => ({ clinicId: scope.clinicId, productId, supplierId: s.supplier_id, supplierCode: s.supplier_code, price: s.price ?? null })));
    }
    const after = await links(tx, productId, p.supplierId);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'product.suppliers_set', entityType: 'product', entityId: productId, before, after });
    return after;
  });
}
