import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  clinicPreferences, clinics, productSuppliers, products, purchaseOrderItems, purchaseOrderReceipts, purchaseOrders, suppliers,
  type Db, type DbOrTx,
} from '@vetclinic/db';
import {
  PAGE_SIZE, basisPointsToVat, vatToBasisPoints, type Language, type PurchaseOrderStatus, type TPurchaseOrder, type TPurchaseOrderInputParsed,
  type TPurchaseOrderItem, type TPurchaseOrderListQuery, type TPurchaseOrderReceiveInputParsed, type TPurchaseOrderSummary,
} from '@vetclinic/domain';
import { DateTime } from 'luxon';
import { AppError, notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { translate } from '../../lib/i18n';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';
import { postStockMovement } from '../inventory/stock-ledger';
import { enqueueMessage, notifyOutbox } from '../messaging/outbox';
import { purchaseOrderPdf, purchaseOrderXlsx, type ClinicHeader } from './documents';
import { lineTotals, sumTotals } from './money';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const actor = (scope: TenantScope) => ({ type: 'staff' as const, id: scope.userId });
const today = (scope: TenantScope) => DateTime.now().setZone(scope.timezone).toISODate()!;
export const orderNumber = (id: number) => `PO-${String(id).padStart(5, '0')}`;
const invalidState = () => new AppError('invalid_state', 'purchasing.errors.invalid_state');
const OPEN: PurchaseOrderStatus[] = ['sent', 'partially_received'];

type OrderRow = typeof purchaseOrders.$inferSelect;
type SupplierRow = { id: number; name: string; email: string | null };


function summary(o: OrderRow, s: SupplierRow, items: { net: number; vat_amount: number; gross: number }[]): TPurchaseOrderSummary {
  return {
    id: o.id, number: orderNumber(o.id), status: o.status as PurchaseOrderStatus, supplier: { id: s.id, name: s.name, email: s.email }, note: o.note,
    item_count: items.length, ...sumTotals(items),
    created_at: o.createdAt.toISOString(), sent_at: o.sentAt?.toISOString() ?? null, received_at: o.receivedAt?.toISOString() ?? null,
  };
}

export async function listOrders(db: Db, scope: TenantScope, query: TPurchaseOrderListQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const f = query.filter ?? {};
  const conditions: (SQL | undefined)[] = [eq(purchaseOrders.clinicId, scope.clinicId)];
  if (f.status?.length) conditions.push(inArray(purchaseOrders.status, f.status));
  if (f.supplier_id) conditions.push(eq(purchaseOrders.supplierId, f.supplier_id));
  if (f.search) {
    const term = `%${escapeLike(f.search)}%`;
    const num = /^(po-?)?0*(\d{1,9})$/i.exec(f.search.trim());
    conditions.push(or(
      ilike(suppliers.name, term), ilike(purchaseOrders.note, term),
      num ? eq(purchaseOrders.id, Number(num[2])) : undefined,
      sql`exists (select 1 from purchase_order_items i join products p on p.id = i.product_id where i.order_id = ${purchaseOrders.id} and (p.name ilike ${term} or p.sku ilike ${term}))`,
    ));
  }
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db.select({ o: purchaseOrders, s: { id: suppliers.id, name: suppliers.name, email: suppliers.email } }).from(purchaseOrders)
      .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId)).where(where)
      .orderBy(desc(purchaseOrders.id)).limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(purchaseOrders).innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId)).where(where),
  ]);
  const ids = rows.map((r) => r.o.id);
  const lines = ids.length
    ? await db.select({ orderId: purchaseOrderItems.orderId, quantity: purchaseOrderItems.quantity, unitCost: purchaseOrderItems.unitCost, vatBp: purchaseOrderItems.vatBp })
      .from(purchaseOrderItems).where(inArray(purchaseOrderItems.orderId, ids))
    : [];
  const data = rows.map((r) => summary(r.o, r.s, lines.filter((l) => l.orderId === r.o.id).map((l) => lineTotals(l.quantity, l.unitCost, l.vatBp))));
  return { data, meta: pageMeta(query.page, perPage, total) };
}

async function loadOrder(db: DbOrTx, scope: TenantScope, id: number, lock = false): Promise<{ row: OrderRow; order: TPurchaseOrder }> {
  const q = db.select().from(purchaseOrders).where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.clinicId, scope.clinicId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  const [s] = await db.select({ id: suppliers.id, name: suppliers.name, email: suppliers.email }).from(suppliers).where(eq(suppliers.id, row.supplierId));
  const lines = await db.select({ i: purchaseOrderItems, p: { name: products.name, sku: products.sku, barcode: products.barcode, unit: products.unit, subUnit: products.subUnit } })
    .from(purchaseOrderItems).innerJoin(products, eq(products.id, purchaseOrderItems.productId))
    .where(eq(purchaseOrderItems.orderId, id)).orderBy(asc(purchaseOrderItems.position), asc(purchaseOrderItems.id));
  const items: TPurchaseOrderItem[] = lines.map(({ i, p }) => ({
    id: i.id, product_id: i.productId, product_name: p.name, sku: p.sku, barcode: p.barcode, unit: p.unit, sub_unit: p.subUnit, supplier_code: i.supplierCode,
    quantity: i.quantity, sub_units: i.subUnits, quantity_sub_units: i.quantity * i.subUnits, received_sub_units: i.receivedSubUnits,
    unit_cost: i.unitCost, vat: basisPointsToVat(i.vatBp), vat_bp: i.vatBp, ...lineTotals(i.quantity, i.unitCost, i.vatBp),
  }));
  const receipts = await db.select().from(purchaseOrderReceipts).where(eq(purchaseOrderReceipts.orderId, id)).orderBy(asc(purchaseOrderReceipts.id));
  return {
    row,
    order: {
      ...summary(row, s, items), items,
      receipts: receipts.map((r) => ({ id: r.id, item_id: r.itemId, sub_units_changed: r.subUnitsChanged, batch_no: r.batchNo, expiration_date: r.expirationDate, reason: r.reason, created_at: r.createdAt.toISOString() })),
    },
  };
}

export const getOrder = async (db: Db, scope: TenantScope, id: number) => (await loadOrder(db, scope, id)).order;

async function clinicVatList(tx: DbOrTx, clinicId: number): Promise<number[]> {
  const [prefs] = await tx.select({ vatList: clinicPreferences.vatList }).from(clinicPreferences).where(eq(clinicPreferences.clinicId, clinicId));
  return prefs?.vatList ?? [0, 10];
}

async function checkSupplier(tx: DbOrTx, scope: TenantScope, supplierId: number, field = 'supplier_id') {
  const [s] = await tx.select().from(suppliers).where(and(eq(suppliers.id, supplierId), eq(suppliers.clinicId, scope.clinicId)));
  if (!s) throw validation({ [field]: ['validation.invalid'] });
  return s;
}

/** Resolves each line: the product must be the clinic's; cost and VAT default from the supplier link and the product. */
async function resolveLines(tx: DbOrTx, scope: TenantScope, supplierId: number, items: TPurchaseOrderInputParsed['items']) {
  const ids = [...new Set(items.map((i) => i.product_id))];
  const found = ids.length
    ? await tx.select({ p: products, link: { code: productSuppliers.supplierCode, price: productSuppliers.price } }).from(products)
      .leftJoin(productSuppliers, and(eq(productSuppliers.productId, products.id), eq(productSuppliers.supplierId, supplierId)))
      .where(and(inArray(products.id, ids), eq(products.clinicId, scope.clinicId)))
    : [];
  const byId = new Map(found.map((f) => [f.p.id, f]));
  const vatList = (await clinicVatList(tx, scope.clinicId)).map(vatToBasisPoints);
  const errors: Record<string, string[]> = {};
  items.forEach((it, n) => {
    if (!byId.has(it.product_id)) errors[`items.${n}.product_id`] = ['validation.invalid'];
    if (it.vat != null && !vatList.includes(vatToBasisPoints(it.vat))) errors[`items.${n}.vat`] = ['inventory.errors.vat_unknown'];
  });
  if (Object.keys(errors).length) throw validation(errors);
  return items.map((it, n) => {
    const f = byId.get(it.product_id)!;
    return {
      productId: it.product_id, quantity: it.quantity, subUnits: f.p.subUnits, position: n, clinicId: scope.clinicId,
      unitCost: it.unit_cost ?? f.link?.price ?? f.p.purchasePrice,
      vatBp: it.vat != null ? vatToBasisPoints(it.vat) : f.p.vatBp,
      supplierCode: f.link?.code ?? null,
    };
  });
}

export async function createOrderTx(tx: DbOrTx, scope: TenantScope, input: TPurchaseOrderInputParsed) {
  await checkSupplier(tx, scope, input.supplier_id);
  const lines = await resolveLines(tx, scope, input.supplier_id, input.items);
  const [row] = await tx.insert(purchaseOrders).values({ clinicId: scope.clinicId, supplierId: input.supplier_id, note: input.note ?? null, createdBy: scope.userId }).returning();
  if (lines.length) await tx.insert(purchaseOrderItems).values(lines.map((l) => ({ ...l, orderId: row.id })));
  const { order } = await loadOrder(tx, scope, row.id);
  await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'purchase_order.created', entityType: 'purchase_order', entityId: row.id, after: order });
  return order;
}

export const createOrder = (db: Db, scope: TenantScope, input: TPurchaseOrderInputParsed) => db.transaction((tx) => createOrderTx(tx, scope, input));

/** Only a draft is edited: supplier, note and the whole set of lines. */
export async function updateOrder(db: Db, scope: TenantScope, id: number, input: TPurchaseOrderInputParsed) {
  return db.transaction(async (tx) => {
    const { row, order: before } = await loadOrder(tx, scope, id, true);
    if (row.status !== 'draft') throw invalidState();
    await checkSupplier(tx, scope, input.supplier_id);
    const lines = await resolveLines(tx, scope, input.supplier_id, input.items);
    await tx.update(purchaseOrders).set({ supplierId: input.supplier_id, note: input.note ?? null, updatedAt: new Date() }).where(eq(purchaseOrders.id, id));
    await tx.delete(purchaseOrderItems).where(eq(purchaseOrderItems.orderId, id));
    if (lines.length) await tx.insert(purchaseOrderItems).values(lines.map((l) => ({ ...l, orderId: id })));
    const { order } = await loadOrder(tx, scope, id);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'purchase_order.updated', entityType: 'purchase_order', entityId: id, before, after: order });
    return order;
  });
}

export async function clinicHeader(db: DbOrTx, clinicId: number): Promise<ClinicHeader & { language: string }> {
  const [c] = await db.select({ clinic: clinics, prefs: clinicPreferences }).from(clinics).leftJoin(clinicPreferences, eq(clinicPreferences.clinicId, clinics.id)).where(eq(clinics.id, clinicId));
  return { name: c.clinic.name, address: c.clinic.address, phone: c.clinic.phone, email: c.clinic.email, currency: c.prefs?.currency ?? '$', currencyFirst: c.prefs?.currencyFirst ?? 0, language: c.clinic.defaultLanguage };
}

export async function orderDocument(db: Db, scope: TenantScope, id: number, format: 'pdf' | 'xlsx', lang: Language) {
  const { order } = await loadOrder(db, scope, id);
  const header = await clinicHeader(db, scope.clinicId);
  const file = format === 'pdf' ? await purchaseOrderPdf(order, header, lang) : await purchaseOrderXlsx(order, lang);
  return { fileName: `${order.number}.${format}`, file };
}

/** draft → sent: the order goes to the supplier's e-mail through the outbox, as PDF and XLSX, in the same transaction. */
export async function sendOrder(db: Db, scope: TenantScope, id: number, lang: Language) {
  const result = await db.transaction(async (tx) => {
    const { row, order } = await loadOrder(tx, scope, id, true);
    if (row.status !== 'draft') throw invalidState();
    if (!order.items.length) throw validation({ items: ['purchasing.errors.no_items'] });
    const to = order.supplier.email?.trim();
    if (!to) throw validation({ supplier_id: ['purchasing.errors.supplier_no_email'] });
    const header = await clinicHeader(tx, scope.clinicId);
    const [pdf, xlsx] = await Promise.all([purchaseOrderPdf(order, header, lang), purchaseOrderXlsx(order, lang)]);
    const t = (key: string) => translate(lang, `purchasing.mail.${key}`, { number: order.number, clinic: header.name, supplier: order.supplier.name });
    await enqueueMessage(tx, {
      clinicId: scope.clinicId, channel: 'mail', to, subject: t('order_subject'), text: t('order_body'), clientId: null, sentBy: scope.userId,
      attachments: [
        { filename: `${order.number}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64'), encoding: 'base64' },
        { filename: `${order.number}.xlsx`, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: xlsx.toString('base64'), encoding: 'base64' },
      ],
    });
    await tx.update(purchaseOrders).set({ status: 'sent', sentAt: new Date(), updatedAt: new Date() }).where(eq(purchaseOrders.id, id));
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'purchase_order.sent', entityType: 'purchase_order', entityId: id, after: { to } });
    return (await loadOrder(tx, scope, id)).order;
  });
  notifyOutbox();
  return result;
}

/** A draft, or a sent order before anything arrived, can be cancelled. */
export async function cancelOrder(db: Db, scope: TenantScope, id: number) {
  return db.transaction(async (tx) => {
    const { row } = await loadOrder(tx, scope, id, true);
    if (row.status !== 'draft' && row.status !== 'sent') throw invalidState();
    await tx.update(purchaseOrders).set({ status: 'cancelled', cancelledAt: new Date(), updatedAt: new Date() }).where(eq(purchaseOrders.id, id));
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'purchase_order.cancelled', entityType: 'purchase_order', entityId: id, before: { status: row.status } });
    return (await loadOrder(tx, scope, id)).order;
  });
}

/**
 * Receives (part of) a sent order. The order row is locked FOR UPDATE first, so two receivers of the same
 * line serialize: the second sees the first one's received_sub_units (and needs a reason to go beyond the
 * ordered quantity). Each line's receipt posts a 'receipt' to the ledger (source purchase_order) in this
 * same transaction; an expired batch is refused; the order becomes partially_received or received.
 */
export async function receiveOrder(db: Db, scope: TenantScope, id: number, input: TPurchaseOrderReceiveInputParsed) {
  return db.transaction(async (tx) => {
    const { row } = await loadOrder(tx, scope, id, true);
    if (!OPEN.includes(row.status as PurchaseOrderStatus)) throw invalidState();
    const lines = await tx.select().from(purchaseOrderItems).where(eq(purchaseOrderItems.orderId, id)).for('update');
    const byId = new Map(lines.map((l) => [l.id, { ...l }]));
    const day = today(scope);
    const errors: Record<string, string[]> = {};
    input.items.forEach((r, n) => {
      const line = byId.get(r.item_id);
      if (!line) { errors[`items.${n}.item_id`] = ['validation.invalid']; return; }
      if (r.expiration_date && r.expiration_date < day) errors[`items.${n}.expiration_date`] = ['inventory.errors.expired_batch'];
      line.receivedSubUnits += r.sub_units_changed;
      if (line.receivedSubUnits > line.quantity * line.subUnits && !r.reason) errors[`items.${n}.reason`] = ['purchasing.errors.over_receipt_reason'];
    });
    if (Object.keys(errors).length) throw validation(errors);
    const stockScope = { clinicId: scope.clinicId, userId: scope.userId };
    for (const r of input.items) {
      const line = byId.get(r.item_id)!;
      await postStockMovement(tx, stockScope, {
        product_id: line.productId, batch_no: r.batch_no ?? '', expiration_date: r.expiration_date ?? null, quantity_delta: r.sub_units_changed,
        reason: 'receipt', source_type: 'purchase_order', source_id: id, note: r.reason ?? null,
      });
      await tx.insert(purchaseOrderReceipts).values({
        orderId: id, itemId: line.id, subUnitsChanged: r.sub_units_changed, batchNo: r.batch_no ?? '', expirationDate: r.expiration_date ?? null, reason: r.reason ?? null, createdBy: scope.userId,
      });
    }
    for (const line of byId.values()) {
      await tx.update(purchaseOrderItems).set({ receivedSubUnits: line.receivedSubUnits }).where(eq(purchaseOrderItems.id, line.id));
    }
    const complete = [...byId.values()].every((l) => l.receivedSubUnits >= l.quantity * l.subUnits);
    await tx.update(purchaseOrders).set({ status: complete ? 'received' : 'partially_received', receivedAt: complete ? new Date() : null, updatedAt: new Date() }).where(eq(purchaseOrders.id, id));
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'purchase_order.received', entityType: 'purchase_order', entityId: id, after: input });
    return (await loadOrder(tx, scope, id)).order;
  });
}
