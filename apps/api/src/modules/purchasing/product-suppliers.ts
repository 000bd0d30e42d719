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

type LinkInput = { supplier_id: number; supplier_code: string | null; price?: number | null; is_default?: boolean };

/**
 * The preferred supplier after a replace: the one flagged `is_default`; none when the current one was
 * unflagged or its link removed; otherwise unchanged (a default set on the product form without a link stays).
 */
function nextDefault(current: number | null, wasLinked: boolean, input: LinkInput[]): number | null {
  const flagged = input.find((s) => s.is_default === true);
  if (flagged) return flagged.supplier_id;
  if (current == null) return null;
  const entry = input.find((s) => s.supplier_id === current);
  return entry?.is_default === false || (!entry && wasLinked) ? null : current;
}

/** Replaces the product's supplier links (the whole set) and, with `is_default`, its preferred supplier. */
export async function setProductSuppliers(db: Db, scope: TenantScope, productId: number, input: { suppliers: LinkInput[] }) {
  return db.transaction(async (tx) => {
    const [p] = await tx.select({ id: products.id, supplierId: products.supplierId }).from(products).where(and(eq(products.id, productId), eq(products.clinicId, scope.clinicId))).for('update');
    if (!p) throw notFound();
    const ids = input.suppliers.map((s) => s.supplier_id);
    const known = ids.length ? await tx.select({ id: suppliers.id }).from(suppliers).where(and(inArray(suppliers.id, ids), eq(suppliers.clinicId, scope.clinicId))) : [];
    const errors: Record<string, string[]> = {};
    const seen = new Set<number>();
    let defaults = 0;
    input.suppliers.forEach((s, n) => {
      if (!known.some((k) => k.id === s.supplier_id) || seen.has(s.supplier_id)) errors[`suppliers.${n}.supplier_id`] = ['validation.invalid'];
      seen.add(s.supplier_id);
      if (s.is_default && ++defaults > 1) errors[`suppliers.${n}.is_default`] = ['purchasing.errors.one_default_supplier'];
    });
    if (Object.keys(errors).length) throw validation(errors);
    const before = await links(tx, productId, p.supplierId);
    const supplierId = nextDefault(p.supplierId, before.some((b) => b.supplier_id === p.supplierId), input.suppliers);
    if (supplierId !== p.supplierId) await tx.update(products).set({ supplierId, updatedAt: new Date() }).where(eq(products.id, productId));
    await tx.delete(productSuppliers).where(eq(productSuppliers.productId, productId));
    if (input.suppliers.length) {
      await tx.insert(productSuppliers).values(input.suppliers.map((s) => ({ clinicId: scope.clinicId, productId, supplierId: s.supplier_id, supplierCode: s.supplier_code, price: s.price ?? null })));
    }
    const after = await links(tx, productId, supplierId);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'product.suppliers_set', entityType: 'product', entityId: productId, before, after });
    return after;
  });
}

/**
 * Links one supplier to a product of the clinic inside the caller's transaction (a product made from a
 * supplier's catalogue item): the supplier's code and price, kept as they are when the link already exists.
 */
export async function linkProductSupplier(tx: DbOrTx, scope: TenantScope, link: { productId: number; supplierId: number; supplierCode: string | null; price: number | null }) {
  const [row] = await tx.insert(productSuppliers).values({
    clinicId: scope.clinicId, productId: link.productId, supplierId: link.supplierId, supplierCode: link.supplierCode, price: link.price,
  }).onConflictDoNothing().returning({ id: productSuppliers.id });
  if (!row) return;
  await writeAudit(tx, {
    groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'product.supplier_linked', entityType: 'product',
    entityId: link.productId, after: { supplier_id: link.supplierId, supplier_code: link.supplierCode, price: link.price },
  });
}
