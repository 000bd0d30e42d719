import { asc, eq, sql } from 'drizzle-orm';
import { clinics, productSuppliers, products, purchaseOrderItems, purchaseOrders, shoppingListItems, suppliers } from '../../schema/index';
import type { ExtrasSeeder } from './index';

// Purchasing demo (#15): every product linked to its supplier with the supplier's code and price (pharma
// products also offered by the second supplier, a little dearer), the low-stock products on the shopping
// list (as the ledger hook would have put them) plus two added by hand, one order sent to the pharma
// distributor and still open, and a draft for the consumables supplier.
export const seedPurchasing: ExtrasSeeder = async (tx, { groupId, now }) => {
  const clinicRows = await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.groupId, groupId)).orderBy(asc(clinics.id));
  const day = 86_400_000;
  for (const clinic of clinicRows) {
    const supplierRows = await tx.select().from(suppliers).where(eq(suppliers.clinicId, clinic.id)).orderBy(asc(suppliers.id));
    if (supplierRows.length < 2) continue;
    const [pharma, supplies] = supplierRows;
    const productRows = await tx.select({
      p: products,
      onHand: sql<number>`coalesce((select sum(b.on_hand) from stock_batches b where b.product_id = ${products.id}), 0)::int`,
    }).from(products).where(eq(products.clinicId, clinic.id)).orderBy(asc(products.id));

    const links = productRows.flatMap(({ p }, n) => {
      const own = { clinicId: clinic.id, productId: p.id, supplierId: p.supplierId ?? pharma.id, supplierCode: `${p.supplierId === supplies.id ? 'CS' : 'VP'}-${1000 + n}`, price: p.purchasePrice - Math.floor(p.purchasePrice / 20), createdAt: now };
      return p.supplierId === pharma.id && n % 3 === 0
        ? [own, { clinicId: clinic.id, productId: p.id, supplierId: supplies.id, supplierCode: `CS-${5000 + n}`, price: p.purchasePrice + Math.floor(p.purchasePrice / 10), createdAt: now }]
        : [own];
    });
    if (links.length) await tx.insert(productSuppliers).values(links);

    const low = productRows.filter(({ p, onHand }) => p.minStock > 0 && onHand < p.minStock);
    const units = (subUnits: number, q: number) => Math.max(1, Math.ceil(q / subUnits));
    // The sent order takes the first two low products, so they are not on the list (the hook skips products on an open order).
    const ordered = low.slice(0, 2).map((r) => r.p).filter((p) => p.supplierId === pharma.id);
    const onList = low.filter(({ p }) => !ordered.some((o) => o.id === p.id));
    if (onList.length) {
      await tx.insert(shoppingListItems).values(onList.map(({ p }) => ({
        clinicId: clinic.id, productId: p.id, supplierId: null, quantity: units(p.subUnits, p.reorderQuantity || p.minStock), source: 'auto', createdAt: new Date(now.getTime() - day),
      })));
    }
    const manual = productRows.filter(({ p }) => !low.some((l) => l.p.id === p.id)).slice(3, 5);
    if (manual.length) {
      await tx.insert(shoppingListItems).values(manual.map(({ p }, n) => ({
        clinicId: clinic.id, productId: p.id, supplierId: null, quantity: 2 + n, source: 'manual', note: n === 0 ? 'Ask for the autumn price list' : null, createdAt: now,
      })));
    }

    const pharmaProducts = productRows.filter(({ p }) => p.supplierId === pharma.id).map((r) => r.p);
    const sentLines = [...ordered, ...pharmaProducts.filter((p) => !ordered.includes(p)).slice(0, 3 - ordered.length)];
    const [sent] = await tx.insert(purchaseOrders).values({
      clinicId: clinic.id, supplierId: pharma.id, status: 'sent', note: 'Monthly restock', sentAt: new Date(now.getTime() - 2 * day), createdAt: new Date(now.getTime() - 3 * day), updatedAt: new Date(now.getTime() - 2 * day),
    }).returning();
    const priceOf = (productId: number, supplierId: number) => links.find((l) => l.productId === productId && l.supplierId === supplierId)?.price ?? 0;
    const codeOf = (productId: number, supplierId: number) => links.find((l) => l.productId === productId && l.supplierId === supplierId)?.supplierCode ?? null;
    await tx.insert(purchaseOrderItems).values(sentLines.map((p, position) => ({
      orderId: sent.id, clinicId: clinic.id, productId: p.id, quantity: units(p.subUnits, p.reorderQuantity || p.minStock || p.subUnits), subUnits: p.subUnits,
      unitCost: priceOf(p.id, pharma.id), vatBp: p.vatBp, supplierCode: codeOf(p.id, pharma.id), position,
    })));

    const draftLines = productRows.filter(({ p }) => p.supplierId === supplies.id && !onList.some((l) => l.p.id === p.id)).slice(0, 2).map((r) => r.p);
    const [draft] = await tx.insert(purchaseOrders).values({ clinicId: clinic.id, supplierId: supplies.id, status: 'draft', note: 'Consumables for the surgery week', createdAt: now, updatedAt: now }).returning();
    if (draftLines.length) {
      await tx.insert(purchaseOrderItems).values(draftLines.map((p, position) => ({
        orderId: draft.id, clinicId: clinic.id, productId: p.id, quantity: 2, subUnits: p.subUnits, unitCost: priceOf(p.id, supplies.id), vatBp: p.vatBp, supplierCode: codeOf(p.id, supplies.id), position,
      })));
    }
  }
};
