import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { productSuppliers, products, shoppingListItems, suppliers, type Db, type DbOrTx } from '@vetclinic/db';
import { PAGE_SIZE, type Language, type TShoppingListItem, type TShoppingListQuery } from '@vetclinic/domain';
import { notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { translate } from '../../lib/i18n';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';
import { enqueueMessage, notifyOutbox } from '../messaging/outbox';
import { shoppingListXlsx } from './documents';
import { clinicHeader, createOrderTx } from './orders';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const actor = (scope: TenantScope) => ({ type: 'staff' as const, id: scope.userId });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The supplier an item is bought from: its own, else the product's default. */
const effectiveSupplier = sql<number | null>`coalesce(${shoppingListItems.supplierId}, ${products.supplierId})`;

function selectItems(db: DbOrTx) {
  return db.select({
    i: shoppingListItems,
    p: { name: products.name, sku: products.sku, unit: products.unit, minStock: products.minStock, purchasePrice: products.purchasePrice },
    s: { id: suppliers.id, name: suppliers.name, email: suppliers.email },
    price: productSuppliers.price,
    onHand: sql<number>`coalesce((select sum(b.on_hand) from stock_batches b where b.product_id = ${products.id} and b.clinic_id = ${products.clinicId}), 0)::int`,
  }).from(shoppingListItems)
    .innerJoin(products, eq(products.id, shoppingListItems.productId))
    .leftJoin(suppliers, eq(suppliers.id, effectiveSupplier))
    .leftJoin(productSuppliers, and(eq(productSuppliers.productId, products.id), eq(productSuppliers.supplierId, effectiveSupplier)));
}
type Joined = Awaited<ReturnType<ReturnType<typeof selectItems>['where']>>[number];

const toItem = (r: Joined): TShoppingListItem => ({
  id: r.i.id, product_id: r.i.productId, product_name: r.p.name, sku: r.p.sku, unit: r.p.unit, quantity: r.i.quantity, on_hand: Number(r.onHand), min_stock: r.p.minStock,
  supplier: r.s?.id != null ? { id: r.s.id, name: r.s.name, email: r.s.email } : null,
  unit_cost: r.price ?? r.p.purchasePrice, source: r.i.source as 'manual' | 'auto', note: r.i.note, created_at: r.i.createdAt.toISOString(),
});

const openInClinic = (scope: TenantScope) => and(eq(shoppingListItems.clinicId, scope.clinicId), eq(shoppingListItems.status, 'open'));

export async function listShoppingList(db: Db, scope: TenantScope, query: TShoppingListQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const f = query.filter ?? {};
  const conditions: (SQL | undefined)[] = [openInClinic(scope)];
  if (f.supplier_id) conditions.push(sql`${effectiveSupplier} = ${f.supplier_id}`);
  if (f.search) {
    const term = `%${escapeLike(f.search)}%`;
    conditions.push(or(ilike(products.name, term), ilike(products.sku, term), ilike(products.barcode, term)));
  }
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    selectItems(db).where(where).orderBy(asc(products.name), asc(shoppingListItems.id)).limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(shoppingListItems).innerJoin(products, eq(products.id, shoppingListItems.productId)).where(where),
  ]);
  return { data: rows.map(toItem), meta: pageMeta(query.page, perPage, total) };
}

async function loadItem(tx: DbOrTx, scope: TenantScope, id: number) {
  const [r] = await selectItems(tx).where(and(eq(shoppingListItems.id, id), openInClinic(scope)));
  if (!r) throw notFound();
  return toItem(r);
}

async function checkRefs(tx: DbOrTx, scope: TenantScope, productId: number | null, supplierId: number | null | undefined) {
  const errors: Record<string, string[]> = {};
  if (productId != null) {
    const [p] = await tx.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.clinicId, scope.clinicId)));
    if (!p) errors.product_id = ['validation.invalid'];
  }
  if (supplierId != null) {
    const [s] = await tx.select({ id: suppliers.id }).from(suppliers).where(and(eq(suppliers.id, supplierId), eq(suppliers.clinicId, scope.clinicId)));
    if (!s) errors.supplier_id = ['validation.invalid'];
  }
  if (Object.keys(errors).length) throw validation(errors);
}

/** Adds a product by hand; when it is already on the list, the quantities are added up (one open item per product). */
export async function addShoppingListItem(db: Db, scope: TenantScope, input: { product_id: number; quantity: number; supplier_id?: number | null; note?: string | null }) {
  return db.transaction(async (tx) => {
    await checkRefs(tx, scope, input.product_id, input.supplier_id);
    const res = await tx.execute<{ id: number }>(sql`
      INSERT INTO shopping_list_items (clinic_id, product_id, supplier_id, quantity, source, note, created_by)
      VALUES (${scope.clinicId}, ${input.product_id}, ${input.supplier_id ?? null}, ${input.quantity}, 'manual', ${input.note ?? null}, ${scope.userId})
      ON CONFLICT (clinic_id, product_id) WHERE status = 'open' DO UPDATE SET
        quantity = LEAST(shopping_list_items.quantity + EXCLUDED.quantity, 1000000),
        supplier_id = COALESCE(EXCLUDED.supplier_id, shopping_list_items.supplier_id),
        note = COALESCE(EXCLUDED.note, shopping_list_items.note)
      RETURNING id`);
    const rows = (res as unknown as { rows?: { id: number }[] }).rows ?? (res as unknown as { id: number }[]);
    const item = await loadItem(tx, scope, Number(rows[0].id));
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'shopping_list_item.added', entityType: 'shopping_list_item', entityId: item.id, after: item });
    return item;
  });
}

export async function updateShoppingListItem(db: Db, scope: TenantScope, id: number, input: { quantity: number; supplier_id?: number | null; note?: string | null }) {
  return db.transaction(async (tx) => {
    const before = await loadItem(tx, scope, id);
    await checkRefs(tx, scope, null, input.supplier_id);
    await tx.update(shoppingListItems).set({ quantity: input.quantity, supplierId: input.supplier_id ?? null, note: input.note ?? null }).where(eq(shoppingListItems.id, id));
    const after = await loadItem(tx, scope, id);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'shopping_list_item.updated', entityType: 'shopping_list_item', entityId: id, before, after });
    return after;
  });
}

/** Deletes open items of the clinic; ids that are not (another clinic's, already bought) are a 404 and nothing is deleted. */
export async function deleteShoppingListItems(db: Db, scope: TenantScope, ids: number[]) {
  return db.transaction(async (tx) => {
    const unique = [...new Set(ids)];
    const rows = await tx.delete(shoppingListItems).where(and(inArray(shoppingListItems.id, unique), openInClinic(scope))).returning();
    if (rows.length !== unique.length) throw notFound();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'shopping_list_item.deleted', entityType: 'shopping_list_item', before: rows.map((r) => ({ id: r.id, product_id: r.productId, quantity: r.quantity })) });
    return { deleted: rows.length };
  });
}

async function selectedItems(tx: DbOrTx, scope: TenantScope, ids: number[]) {
  const unique = [...new Set(ids)];
  await tx.select({ id: shoppingListItems.id }).from(shoppingListItems).where(and(inArray(shoppingListItems.id, unique), openInClinic(scope))).for('update');
  const rows = await selectItems(tx).where(and(inArray(shoppingListItems.id, unique), openInClinic(scope))).orderBy(asc(products.name));
  if (rows.length !== unique.length) throw notFound();
  return rows.map(toItem);
}

/** Items without a supplier (or, for e-mail, without an address): a 422 naming each product. */
function requireSuppliers(items: TShoppingListItem[], needEmail: boolean) {
  const bad = items.filter((i) => !i.supplier || (needEmail && !i.supplier.email));
  if (!bad.length) return;
  const errors: Record<string, string[]> = { ids: [needEmail ? 'purchasing.errors.items_without_supplier_email' : 'purchasing.errors.items_without_supplier'] };
  for (const i of bad) errors[`items.${i.id}`] = [i.product_name];
  throw validation(errors);
}

const groupBySupplier = (items: TShoppingListItem[]) => {
  const groups = new Map<number, TShoppingListItem[]>();
  for (const i of items) groups.set(i.supplier!.id, [...(groups.get(i.supplier!.id) ?? []), i]);
  return groups;
};

/** Turns the selected items into draft purchase orders, one per supplier; the items leave the list (status ordered). */
export async function buyShoppingListItems(db: Db, scope: TenantScope, ids: number[]) {
  return db.transaction(async (tx) => {
    const items = await selectedItems(tx, scope, ids);
    requireSuppliers(items, false);
    const orders = [];
    for (const [supplierId, group] of groupBySupplier(items)) {
      const order = await createOrderTx(tx, scope, { supplier_id: supplierId, note: null, items: group.map((i) => ({ product_id: i.product_id, quantity: i.quantity, unit_cost: i.unit_cost })) });
      await tx.update(shoppingListItems).set({ status: 'ordered', purchaseOrderId: order.id }).where(inArray(shoppingListItems.id, group.map((i) => i.id)));
      orders.push(order);
    }
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'shopping_list_item.bought', entityType: 'shopping_list_item', after: { ids, orders: orders.map((o) => o.id) } });
    return orders.map(({ items: _items, receipts: _receipts, ...summary }) => summary);
  });
}

/** The open list (or the selected items) as XLSX. */
export async function exportShoppingList(db: Db, scope: TenantScope, ids: number[] | undefined, lang: Language) {
  const where = ids?.length ? and(openInClinic(scope), inArray(shoppingListItems.id, ids)) : openInClinic(scope);
  const rows = await selectItems(db).where(where).orderBy(asc(products.name)).limit(10_000);
  return shoppingListXlsx(rows.map(toItem), lang);
}

/** E-mails each supplier its selected items as XLSX (one message per supplier); the items stay on the list. */
export async function sendShoppingListEmail(db: Db, scope: TenantScope, ids: number[], lang: Language) {
  const result = await db.transaction(async (tx) => {
    const items = await selectedItems(tx, scope, ids);
    requireSuppliers(items, true);
    const header = await clinicHeader(tx, scope.clinicId);
    let sent = 0;
    for (const group of groupBySupplier(items).values()) {
      const supplier = group[0].supplier!;
      const xlsx = await shoppingListXlsx(group, lang);
      const t = (key: string) => translate(lang, `purchasing.mail.${key}`, { clinic: header.name, supplier: supplier.name, count: group.length });
      const lines = group.map((i) => `- ${i.product_name}${i.sku ? ` (${i.sku})` : ''}: ${i.quantity} ${i.unit}`).join('\n');
      await enqueueMessage(tx, {
        clinicId: scope.clinicId, channel: 'mail', to: supplier.email!, subject: t('list_subject'), text: `${t('list_body')}\n\n${lines}`, clientId: null, sentBy: scope.userId,
        attachments: [{ filename: 'shopping-list.xlsx', contentType: XLSX, content: xlsx.toString('base64'), encoding: 'base64' }],
      });
      sent++;
    }
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'shopping_list_item.emailed', entityType: 'shopping_list_item', after: { ids, messages: sent } });
    return { sent };
  });
  notifyOutbox();
  return result;
}

