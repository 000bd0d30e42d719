import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, isNull, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  clinicPreferences, clinics, productCategories, products, staffUsers, stockBatches, stockMovements, stockTransfers, suppliers, type Db, type DbOrTx,
} from '@vetclinic/db';
import {
  DEFAULT_PREFERENCES, PAGE_SIZE, basisPointsToVat, vatToBasisPoints,
  type StockReason, type TPageQuery, type TProduct, type TProductBulkVatInput, type TProductCategory, type TProductCategoryInputParsed,
  type TProductInputParsed, type TProductListQuery, type TProductStock, type TProductUpdateInputParsed, type TStockBatch,
  type TStockCountInput, type TStockMovement, type TStockReceiptInput, type TStockWriteOffInput,
} from '@vetclinic/domain';
import { DateTime } from 'luxon';
import { notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { countOf, offsetOf, pageMeta, pageTotal, totalOver } from '../../lib/pagination';
import { preparedIn } from '../../lib/named-statement';
import type { TenantScope } from '../../plugins/auth';
import { searchCatalog } from './search-index';
import { postStockMovement } from './stock-ledger';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const actor = (scope: TenantScope) => ({ type: 'staff' as const, id: scope.userId });

/** The clinic's calendar day, for expiry comparisons. */
const today = (scope: TenantScope, now = new Date()) => DateTime.fromJSDate(now).setZone(scope.timezone).toISODate()!;

// ---------- categories ----------

const toCategory = (r: typeof productCategories.$inferSelect): TProductCategory => ({ id: r.id, name: r.name, parent_id: r.parentId, position: r.position });

export async function listCategories(db: Db, scope: TenantScope) {
  const rows = await db.select().from(productCategories)
    .where(and(eq(productCategories.clinicId, scope.clinicId), isNull(productCategories.archivedAt)))
    .orderBy(asc(productCategories.position), asc(productCategories.name), asc(productCategories.id));
  return rows.map(toCategory);
}

async function checkParent(tx: DbOrTx, scope: TenantScope, parentId: number | null | undefined, selfId?: number) {
  if (parentId == null) return;
  if (parentId === selfId) throw validation({ parent_id: ['validation.invalid'] });
  const [p] = await tx.select({ id: productCategories.id }).from(productCategories)
    .where(and(eq(productCategories.id, parentId), eq(productCategories.clinicId, scope.clinicId), isNull(productCategories.archivedAt)));
  if (!p) throw validation({ parent_id: ['validation.invalid'] });
}

export async function createCategory(db: Db, scope: TenantScope, input: TProductCategoryInputParsed) {
  return db.transaction(async (tx) => {
    await checkParent(tx, scope, input.parent_id);
    const [row] = await tx.insert(productCategories).values({
      clinicId: scope.clinicId, name: input.name, parentId: input.parent_id ?? null, position: Number(input.position ?? 0),
    }).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'product_category.created', entityType: 'product_category', entityId: row.id, after: toCategory(row) });
    return toCategory(row);
  });
}

export async function updateCategory(db: Db, scope: TenantScope, id: number, input: TProductCategoryInputParsed) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(productCategories)
      .where(and(eq(productCategories.id, id), eq(productCategories.clinicId, scope.clinicId), isNull(productCategories.archivedAt)));
    if (!before) throw notFound();
    await checkParent(tx, scope, input.parent_id, id);
    const [row] = await tx.update(productCategories).set({
      name: input.name, parentId: input.parent_id ?? null, position: Number(input.position ?? before.position),
    }).where(eq(productCategories.id, id)).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'product_category.updated', entityType: 'product_category', entityId: id, before: toCategory(before), after: toCategory(row) });
    return toCategory(row);
  });
}

/** Archives a category; its products keep their history and lose the category; children move up. */
export async function archiveCategory(db: Db, scope: TenantScope, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx.update(productCategories).set({ archivedAt: new Date() })
      .where(and(eq(productCategories.id, id), eq(productCategories.clinicId, scope.clinicId), isNull(productCategories.archivedAt))).returning();
    if (!row) throw notFound();
    await tx.update(productCategories).set({ parentId: row.parentId }).where(eq(productCategories.parentId, id));
    await tx.update(products).set({ categoryId: null }).where(eq(products.categoryId, id));
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'product_category.archived', entityType: 'product_category', entityId: id, before: toCategory(row) });
  });
}

// ---------- products ----------

const onHandSql = sql<number>`coalesce((select sum(b.on_hand) from stock_batches b where b.product_id = ${products.id}), 0)::bigint`;

/**
 * A batch with stock expires within the clinic's `expiring_within_days` of its own today (expired included):
 * read in the same statement (preference row + the FEFO index), so a product page costs no extra round trip.
 */
const expiringSoonSql = (timezone: string | Placeholder) => sql<boolean>`exists (select 1 from stock_batches b where b.product_id = ${products.id} and b.on_hand > 0
  and b.expiration_date <= (now() at time zone ${timezone})::date + coalesce((select cp.expiring_within_days from clinic_preferences cp where cp.clinic_id = ${products.clinicId}), ${DEFAULT_PREFERENCES.expiring_within_days}::int))`;

/** A product's columns for answers: all but the search text the database derives (0046). */
const { searchText: _searchText, ...productColumns } = getTableColumns(products);
const otherClinic = alias(clinics, 'other_clinic');

function selectProducts<Extra extends Record<string, SQL | SQL.Aliased>>(db: DbOrTx, scope: Pick<TenantScope, 'timezone'> | { timezone: Placeholder }, extra: Extra = {} as Extra) {
  return db.select({
    ...extra,
    p: productColumns,
    onHand: onHandSql,
    expiringSoon: expiringSoonSql(scope.timezone),
    category: { id: productCategories.id, name: productCategories.name },
    supplier: { id: suppliers.id, name: suppliers.name },
  }).from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .leftJoin(suppliers, eq(suppliers.id, products.supplierId));
}
type Joined = Awaited<ReturnType<ReturnType<typeof selectProducts>['execute']>>[number];

/** A search's page of products by id (the ids from the node's copy of the catalogue), built once per database. */
const productsByIdsQuery = (db: DbOrTx) => selectProducts(db, { timezone: sql.placeholder('timezone') })
  .where(and(eq(products.clinicId, sql.placeholder('clinicId')), sql`${products.id} = ANY(${sql.placeholder('ids')}::int[])`));

/** Sub-unit price = unit price / sub_units, rounded half up to a whole minor unit. */
export const subUnitPrice = (unitPrice: number, subUnits: number) => Math.floor((unitPrice * 2 + subUnits) / (2 * subUnits));

function toProduct(r: Joined): TProduct {
  const p = r.p;
  const onHand = Number(r.onHand);
  return {
    id: p.id, clinic_id: p.clinicId, name: p.name, sku: p.sku, barcode: p.barcode,
    category_id: p.categoryId, category: r.category?.id ? { id: r.category.id, name: r.category.name } : null,
    supplier_id: p.supplierId, supplier: r.supplier?.id ? { id: r.supplier.id, name: r.supplier.name } : null,
    unit: p.unit, sub_unit: p.subUnit, sub_units: p.subUnits,
    purchase_price: Number(p.purchasePrice), selling_price: p.sellingPrice == null ? null : Number(p.sellingPrice),
    sub_unit_price: p.sellingPrice == null ? null : subUnitPrice(Number(p.sellingPrice), p.subUnits),
    vat: basisPointsToVat(p.vatBp), vat_bp: p.vatBp,
    sellable: p.sellable, controlled: p.controlled, min_stock: p.minStock, reorder_quantity: p.reorderQuantity,
    on_hand: onHand, below_reorder_point: p.archivedAt == null && p.minStock > 0 && onHand < p.minStock,
    expiring_soon: p.archivedAt == null && Boolean(r.expiringSoon),
    aaha_code: p.aahaCode,
    archived: p.archivedAt != null,
    created_at: p.createdAt.toISOString(), updated_at: p.updatedAt.toISOString(),
  };
}

const productInClinic = (scope: TenantScope, id: number) => and(eq(products.id, id), eq(products.clinicId, scope.clinicId));

export async function listProducts(db: Db, scope: TenantScope, query: TProductListQuery, opts: { sellableOnly?: boolean } = {}) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const f = query.filter ?? {};
  const conditions: (SQL | undefined)[] = [eq(products.clinicId, scope.clinicId)];
  if (f.archived === '1') conditions.push(isNotNull(products.archivedAt));
  else if (f.archived !== 'all' || opts.sellableOnly) conditions.push(isNull(products.archivedAt));
  if (opts.sellableOnly) conditions.push(eq(products.sellable, true), isNotNull(products.sellingPrice));
  else if (f.sellable) conditions.push(eq(products.sellable, f.sellable === '1'));
  if (f.category_id?.length) conditions.push(inArray(products.categoryId, f.category_id));
  if (f.supplier_id) conditions.push(eq(products.supplierId, f.supplier_id));
  if (f.search) {
    const term = `%${escapeLike(f.search)}%`;
    // Name or SKU through the lower-cased search_text (0046), or the exact barcode. Each arm of the OR must be
    // answerable by an index for PostgreSQL to combine them (BitmapOr) instead of reading every product: the
    // barcode arm repeats the clinic so the (clinic_id, barcode) index answers it.
    conditions.push(or(sql`${products.searchText} like lower(${term})`, and(eq(products.clinicId, scope.clinicId), eq(products.barcode, f.search))));
  }
  if (f.stock === 'below_reorder_point') conditions.push(sql`${products.minStock} > 0 and ${onHandSql} < ${products.minStock}`);
  if (f.stock === 'out_of_stock') conditions.push(sql`${onHandSql} <= 0`);
  const where = and(...conditions);
  const counted = () => db.select({ total: count() }).from(products).where(where);
  // The count rides in the page query (one round trip; a page past the end asks for it alone). A list without a
  // search walks the (clinic_id, name) index for its page and counts apart, in the same statement.
  // A search is ordered by an expression, so PostgreSQL cannot walk the (clinic_id, name) index looking for
  // matches (for 'meloxicam' that read 30,000 products past A–L: 68 ms): it takes the matches from the trigram
  // indexes, counts them on the way (count(*) OVER ()) and sorts them — in a subquery of ids only, so the on-hand
  // and expiry columns are read for the page's 15 products, not for every match ('spot-on' matches thousands:
  // p95 101 ms with them in the sorted set, bench/inventory).
  // A search without a stock filter is matched against this node's copy of the catalogue (search-index.ts); the
  // database reads only the page's products. Without a current copy, the database answers as below.
  if (f.search && !f.stock) {
    const found = await searchCatalog(db, scope.clinicId, {
      search: f.search, archived: f.archived, sellable: f.sellable, sellableOnly: opts.sellableOnly, categoryIds: f.category_id, supplierId: f.supplier_id,
    }, offsetOf(query.page, perPage), perPage);
    if (found) {
      const order = new Map(found.ids.map((id, i) => [id, i]));
      const pageRows = found.ids.length
        ? await preparedIn(db, 'products_page_by_ids', productsByIdsQuery).execute({ clinicId: scope.clinicId, timezone: scope.timezone, ids: `{${found.ids.join(',')}}` })
        : [];
      pageRows.sort((a, b) => order.get(a.p.id)! - order.get(b.p.id)!);
      return { data: pageRows.map(toProduct), meta: pageMeta(query.page, perPage, found.total) };
    }
  }
  let rows;
  if (f.search) {
    const byName = [sql`${products.name} || ''`, asc(products.id)] as const;
    const page = db.select({ id: products.id, total: totalOver().as('total') }).from(products).where(where)
      .orderBy(...byName).limit(perPage).offset(offsetOf(query.page, perPage)).as('page');
    rows = await selectProducts(db, scope, { total: page.total }).innerJoin(page, eq(page.id, products.id)).orderBy(...byName);
  } else {
    rows = await selectProducts(db, scope, { total: countOf(counted()) }).where(where)
      .orderBy(asc(products.name), asc(products.id)).limit(perPage).offset(offsetOf(query.page, perPage));
  }
  const total = await pageTotal(rows, query.page, async () => (await counted())[0].total);
  return { data: rows.map(toProduct), meta: pageMeta(query.page, perPage, total) };
}

async function loadProduct(db: DbOrTx, scope: TenantScope, id: number) {
  const [row] = await selectProducts(db, scope).where(productInClinic(scope, id));
  if (!row) throw notFound();
  return toProduct(row);
}
export const getProduct = (db: Db, scope: TenantScope, id: number) => loadProduct(db, scope, id);

async function expiringWithinDays(db: DbOrTx, clinicId: number): Promise<number> {
  const [prefs] = await db.select({ days: clinicPreferences.expiringWithinDays }).from(clinicPreferences).where(eq(clinicPreferences.clinicId, clinicId));
  return prefs?.days ?? DEFAULT_PREFERENCES.expiring_within_days;
}

async function clinicVatList(tx: DbOrTx, clinicId: number): Promise<number[]> {
  const [prefs] = await tx.select({ vatList: clinicPreferences.vatList }).from(clinicPreferences).where(eq(clinicPreferences.clinicId, clinicId));
  return prefs?.vatList ?? [0, 10];
}

/** Field rules that need the database: VAT from the clinic's list, category and supplier of the clinic, SKU and barcode unique. */
async function checkProduct(tx: DbOrTx, scope: TenantScope, input: Partial<TProductInputParsed>, selfId?: number) {
  const errors: Record<string, string[]> = {};
  if (input.vat !== undefined) {
    const list = await clinicVatList(tx, scope.clinicId);
    if (!list.some((v) => vatToBasisPoints(v) === vatToBasisPoints(input.vat!))) errors.vat = ['inventory.errors.vat_unknown'];
  }
  if (input.category_id != null) {
    const [c] = await tx.select({ id: productCategories.id }).from(productCategories)
      .where(and(eq(productCategories.id, input.category_id), eq(productCategories.clinicId, scope.clinicId), isNull(productCategories.archivedAt)));
    if (!c) errors.category_id = ['validation.invalid'];
  }
  if (input.supplier_id != null) {
    const [s] = await tx.select({ id: suppliers.id }).from(suppliers)
      .where(and(eq(suppliers.id, input.supplier_id), eq(suppliers.clinicId, scope.clinicId), isNull(suppliers.archivedAt)));
    if (!s) errors.supplier_id = ['validation.invalid'];
  }
  const notSelf = selfId ? ne(products.id, selfId) : undefined;
  if (input.sku) {
    const [dup] = await tx.select({ id: products.id }).from(products)
      .where(and(eq(products.clinicId, scope.clinicId), sql`lower(${products.sku}) = lower(${input.sku})`, notSelf));
    if (dup) errors.sku = ['inventory.errors.sku_taken'];
  }
  if (input.barcode) {
    const [dup] = await tx.select({ id: products.id }).from(products)
      .where(and(eq(products.clinicId, scope.clinicId), eq(products.barcode, input.barcode), notSelf));
    if (dup) errors.barcode = ['inventory.errors.barcode_taken'];
  }
  if (Object.keys(errors).length) throw validation(errors);
}

function productValues(input: Partial<TProductInputParsed>) {
  const v: Partial<typeof products.$inferInsert> = {};
  if (input.name !== undefined) v.name = input.name;
  if (input.sku !== undefined) v.sku = input.sku;
  if (input.barcode !== undefined) v.barcode = input.barcode;
  if (input.category_id !== undefined) v.categoryId = input.category_id ?? null;
  if (input.supplier_id !== undefined) v.supplierId = input.supplier_id ?? null;
  if (input.unit !== undefined) v.unit = input.unit;
  if (input.sub_unit !== undefined) v.subUnit = input.sub_unit;
  if (input.sub_units !== undefined) v.subUnits = input.sub_units;
  if (input.purchase_price !== undefined) v.purchasePrice = input.purchase_price;
  if (input.selling_price !== undefined) v.sellingPrice = input.selling_price;
  if (input.vat !== undefined) v.vatBp = vatToBasisPoints(input.vat);
  if (input.sellable !== undefined) v.sellable = input.sellable;
  if (input.controlled !== undefined) v.controlled = input.controlled;
  if (input.min_stock !== undefined) v.minStock = input.min_stock;
  if (input.reorder_quantity !== undefined) v.reorderQuantity = input.reorder_quantity;
  if (input.aaha_code !== undefined) v.aahaCode = input.aaha_code;
  return v;
}

export async function createProduct(db: Db, scope: TenantScope, input: TProductInputParsed) {
  return db.transaction(async (tx) => {
    await checkProduct(tx, scope, input);
    const [row] = await tx.insert(products).values({ ...productValues(input), name: input.name, clinicId: scope.clinicId }).returning({ id: products.id });
    const product = await loadProduct(tx, scope, row.id);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'product.created', entityType: 'product', entityId: row.id, after: product });
    return product;
  });
}

export async function updateProduct(db: Db, scope: TenantScope, id: number, input: TProductUpdateInputParsed) {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: products.id }).from(products).where(productInClinic(scope, id)).for('update');
    if (!locked) throw notFound();
    const before = await loadProduct(tx, scope, id);
    await checkProduct(tx, scope, input, id);
    const values = productValues(input);
    if (input.archived !== undefined) values.archivedAt = input.archived ? (before.archived ? undefined : new Date()) : null;
    await tx.update(products).set({ ...values, updatedAt: new Date() }).where(eq(products.id, id));
    const after = await loadProduct(tx, scope, id);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'product.updated', entityType: 'product', entityId: id, before, after });
    return after;
  });
}

/** Sets one VAT rate on the listed products of the clinic; an id of another clinic is a 422 on product_ids. */
export async function bulkVat(db: Db, scope: TenantScope, input: TProductBulkVatInput & { vat: number; product_ids: number[] }) {
  return db.transaction(async (tx) => {
    await checkProduct(tx, scope, { vat: input.vat });
    const ids = [...new Set(input.product_ids)];
    const found = await tx.select({ id: products.id, vatBp: products.vatBp }).from(products)
      .where(and(eq(products.clinicId, scope.clinicId), inArray(products.id, ids))).for('update');
    if (found.length !== ids.length) throw validation({ product_ids: ['validation.invalid'] });
    const vatBp = vatToBasisPoints(input.vat);
    await tx.update(products).set({ vatBp, updatedAt: new Date() }).where(inArray(products.id, ids));
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'product.bulk_vat', entityType: 'product', before: found.map((f) => ({ id: f.id, vat_bp: f.vatBp })), after: { product_ids: ids, vat_bp: vatBp } });
    return { updated: ids.length };
  });
}

// ---------- stock ----------

function toBatch(b: typeof stockBatches.$inferSelect, day: string): TStockBatch {
  return { id: b.id, product_id: b.productId, batch_no: b.batchNo, expiration_date: b.expirationDate, on_hand: b.onHand, is_expired: b.expirationDate != null && b.expirationDate < day };
}

export async function productStock(db: DbOrTx, scope: TenantScope, productId: number): Promise<TProductStock> {
  const [p] = await db.select({ id: products.id }).from(products).where(productInClinic(scope, productId));
  if (!p) throw notFound();
  const rows = await db.select().from(stockBatches)
    .where(and(eq(stockBatches.clinicId, scope.clinicId), eq(stockBatches.productId, productId)))
    .orderBy(sql`${stockBatches.expirationDate} asc nulls last`, asc(stockBatches.id));
  const day = today(scope);
  // A batch below zero (the clinic allows negative stock) stays visible: it is what a count or receipt must correct.
  const batches = rows.filter((b) => b.onHand !== 0).map((b) => toBatch(b, day));
  return { product_id: productId, on_hand: batches.reduce((s, b) => s + b.on_hand, 0), batches };
}

export async function listMovements(db: Db, scope: TenantScope, productId: number, query: TPageQuery) {
  const [p] = await db.select({ id: products.id }).from(products).where(productInClinic(scope, productId));
  if (!p) throw notFound();
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const where = and(eq(stockMovements.clinicId, scope.clinicId), eq(stockMovements.productId, productId));
  const [rows, [{ total }]] = await Promise.all([
    db.select({
      m: stockMovements, b: stockBatches, u: { id: staffUsers.id, firstName: staffUsers.firstName, lastName: staffUsers.lastName },
      t: { fromClinicId: stockTransfers.fromClinicId }, other: { id: otherClinic.id, name: otherClinic.name },
    })
      .from(stockMovements).innerJoin(stockBatches, eq(stockBatches.id, stockMovements.batchId))
      .leftJoin(staffUsers, eq(staffUsers.id, stockMovements.createdBy))
      // A transfer's movement names the other clinic (the source's says where it went, the destination's where from).
      .leftJoin(stockTransfers, and(eq(stockMovements.sourceType, 'stock_transfer'), eq(stockTransfers.id, stockMovements.sourceId)))
      .leftJoin(otherClinic, eq(otherClinic.id, sql`case when ${stockTransfers.fromClinicId} = ${stockMovements.clinicId} then ${stockTransfers.toClinicId} else ${stockTransfers.fromClinicId} end`))
      .where(where).orderBy(desc(stockMovements.id)).limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(stockMovements).where(where),
  ]);
  const data: TStockMovement[] = rows.map(({ m, b, u, t, other }) => ({
    id: m.id, product_id: m.productId, batch_id: m.batchId, batch_no: b.batchNo, expiration_date: b.expirationDate,
    quantity_delta: m.quantityDelta, reason: m.reason as StockReason, source_type: m.sourceType, source_id: m.sourceId, note: m.note,
    created_by: u?.id ? { id: u.id, full_name: `${u.firstName} ${u.lastName}` } : null, created_at: m.createdAt.toISOString(),
    transfer: t?.fromClinicId && other?.id ? { direction: t.fromClinicId === m.clinicId ? 'out' : 'in', clinic: { id: other.id, name: other.name } } : null,
  }));
  return { data, meta: pageMeta(query.page, perPage, total) };
}

async function lockProduct(tx: DbOrTx, scope: TenantScope, productId: number) {
  const [p] = await tx.select({ id: products.id, archivedAt: products.archivedAt }).from(products).where(productInClinic(scope, productId));
  if (!p) throw notFound();
  return p;
}

async function lockBatch(tx: DbOrTx, scope: TenantScope, productId: number, batchId: number) {
  const [b] = await tx.select().from(stockBatches)
    .where(and(eq(stockBatches.id, batchId), eq(stockBatches.clinicId, scope.clinicId), eq(stockBatches.productId, productId))).for('update');
  if (!b) throw validation({ batch_id: ['validation.invalid'] });
  return b;
}

/** Stock received by hand (not through a purchase order); an expired batch is refused. */
export async function receiveStock(db: Db, scope: TenantScope, productId: number, input: TStockReceiptInput & { sub_units_changed: number }) {
  return db.transaction(async (tx) => {
    await lockProduct(tx, scope, productId);
    if (input.expiration_date && input.expiration_date < today(scope)) throw validation({ expiration_date: ['inventory.errors.expired_batch'] });
    await postStockMovement(tx, { clinicId: scope.clinicId, userId: scope.userId }, {
      product_id: productId, batch_no: input.batch_no ?? '', expiration_date: input.expiration_date ?? null,
      quantity_delta: input.sub_units_changed, reason: 'receipt', source_type: 'manual', note: input.note ?? null,
    });
    return productStock(tx, scope, productId);
  });
}

/** A stock-take of one batch: posts the difference between the count and the books (nothing when equal). */
export async function countStock(db: Db, scope: TenantScope, productId: number, input: TStockCountInput & { batch_id: number; counted: number; reason: string }) {
  return db.transaction(async (tx) => {
    await lockProduct(tx, scope, productId);
    const b = await lockBatch(tx, scope, productId, input.batch_id);
    const diff = input.counted - b.onHand;
    if (diff !== 0) {
      await postStockMovement(tx, { clinicId: scope.clinicId, userId: scope.userId }, {
        product_id: productId, batch_id: b.id, quantity_delta: diff, reason: 'count', source_type: 'stock_count', note: input.reason,
      });
    }
    return productStock(tx, scope, productId);
  });
}

export async function writeOffStock(db: Db, scope: TenantScope, productId: number, input: TStockWriteOffInput & { batch_id: number; sub_units_changed: number; reason: string }) {
  return db.transaction(async (tx) => {
    await lockProduct(tx, scope, productId);
    const b = await lockBatch(tx, scope, productId, input.batch_id);
    if (input.sub_units_changed > b.onHand) throw validation({ sub_units_changed: ['validation.max'] });
    await postStockMovement(tx, { clinicId: scope.clinicId, userId: scope.userId }, {
      product_id: productId, batch_id: b.id, quantity_delta: -input.sub_units_changed, reason: 'write_off', source_type: 'write_off', note: input.reason,
    });
    return productStock(tx, scope, productId);
  });
}

/**
 * Batches with stock that expire within `days` of the clinic's today (already expired included), first-expiring
 * first; without `days`, the clinic's `expiring_within_days` preference (default 30).
 */
export async function listExpiring(db: Db, scope: TenantScope, query: TPageQuery & { days?: number }) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const day = today(scope);
  const days = query.days ?? await expiringWithinDays(db, scope.clinicId);
  const until = DateTime.fromISO(day).plus({ days }).toISODate()!;
  const where = and(eq(stockBatches.clinicId, scope.clinicId), sql`${stockBatches.onHand} > 0`, isNotNull(stockBatches.expirationDate),
    sql`${stockBatches.expirationDate} <= ${until}::date`, isNull(products.archivedAt));
  const [rows, [{ total }]] = await Promise.all([
    db.select({ b: stockBatches, name: products.name }).from(stockBatches).innerJoin(products, eq(products.id, stockBatches.productId))
      .where(where).orderBy(asc(stockBatches.expirationDate), asc(stockBatches.id)).limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(stockBatches).innerJoin(products, eq(products.id, stockBatches.productId)).where(where),
  ]);
  return { data: rows.map((r) => ({ ...toBatch(r.b, day), product_name: r.name })), meta: pageMeta(query.page, perPage, total) };
}
