import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { aahaCodes, externalProductImports, externalProducts, suppliers, type Db } from '@vetclinic/db';
import {
  PAGE_SIZE, PREVIEW_ROWS, basisPointsToVat,
  type ExternalProductField, type TColumnMapping, type TExternalImport, type TExternalImportListQuery, type TExternalImportPreview,
  type TExternalProduct, type TExternalProductListQuery, type TProduct,
} from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';
import { createProduct } from '../inventory/service';
import { linkProductSupplier } from '../purchasing/product-suppliers';
import { failStaleImports, launchImport } from './import-job';
import { clinicVatBp } from './vat-list';
import { CATALOGUE_MAX_ROWS, mapRow, parseCatalogue, sniffFileType, suggestMapping } from './parse-catalogue';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

type ImportRow = typeof externalProductImports.$inferSelect;

function toImport(r: ImportRow, supplier: { id: number; name: string } | null): TExternalImport {
  const progress = r.status === 'completed' ? 100 : r.totalRows ? Math.min(99, Math.floor((r.processedRows * 100) / r.totalRows)) : 0;
  return {
    id: r.id, supplier_id: r.supplierId, supplier, file_name: r.fileName, file_type: r.fileType, status: r.status,
    headers: r.headers, mapping: r.mapping, total_rows: r.totalRows, processed_rows: r.processedRows, progress,
    created_count: r.createdCount, updated_count: r.updatedCount, skipped_count: r.skippedCount, row_errors: r.rowErrors,
    error: r.error, created_at: r.createdAt.toISOString(), finished_at: r.finishedAt?.toISOString() ?? null,
  };
}

async function supplierOf(db: Db, scope: TenantScope, id: number) {
  const [s] = await db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers)
    .where(and(eq(suppliers.id, id), eq(suppliers.clinicId, scope.clinicId), isNull(suppliers.archivedAt)));
  return s ?? null;
}

async function loadImport(db: Db, scope: TenantScope, id: number) {
  const [row] = await db.select().from(externalProductImports)
    .where(and(eq(externalProductImports.id, id), eq(externalProductImports.clinicId, scope.clinicId)));
  if (!row) throw notFound();
  return row;
}

function preview(rows: string[][], mapping: Partial<Record<ExternalProductField, number | null>>) {
  return rows.slice(1, 1 + PREVIEW_ROWS).map((cells, i) => ({ row: i + 2, cells, errors: mapRow(cells, mapping, i + 2).errors }));
}

/** Stores an uploaded catalogue (type sniffed from its bytes) and answers the suggested mapping and a preview. */
export async function uploadCatalogue(db: Db, scope: TenantScope, input: { supplierId: number; fileName: string; bytes: Buffer }): Promise<TExternalImportPreview> {
  const supplier = await supplierOf(db, scope, input.supplierId);
  if (!supplier) throw validation({ supplier_id: ['validation.invalid'] });
  const type = sniffFileType(input.bytes);
  if (!type) throw new AppError('unsupported_media_type', 'external_products.errors.file_type');
  let rows: string[][];
  try {
    rows = await parseCatalogue(input.bytes, type);
  } catch {
    throw validation({ file: ['external_products.errors.unreadable'] });
  }
  if (rows.length < 2) throw validation({ file: ['external_products.errors.no_rows'] });
  if (rows.length - 1 > CATALOGUE_MAX_ROWS) throw validation({ file: ['external_products.errors.too_many_rows'] });
  const headers = rows[0].map((h, i) => h || `#${i + 1}`);
  const mapping = suggestMapping(headers);
  const [row] = await db.insert(externalProductImports).values({
    clinicId: scope.clinicId, supplierId: supplier.id, fileName: input.fileName.slice(0, 200) || 'catalogue', fileType: type,
    fileBytes: input.bytes, headers, mapping, totalRows: rows.length - 1, createdBy: scope.userId,
  }).returning();
  return { import: toImport(row, supplier), suggested_mapping: mapping, rows: preview(rows, mapping) };
}

async function uploadedImport(db: Db, scope: TenantScope, id: number) {
  const row = await loadImport(db, scope, id);
  if (row.status !== 'uploaded' || !row.fileBytes) throw new AppError('invalid_state', 'external_products.errors.already_started');
  return row;
}

function checkMappingColumns(row: ImportRow, mapping: TColumnMapping) {
  const errors: Record<string, string[]> = {};
  for (const [field, col] of Object.entries(mapping)) if (col != null && col >= row.headers.length) errors[`mapping.${field}`] = ['validation.invalid'];
  if (Object.keys(errors).length) throw validation(errors);
}

/** The preview again with another mapping (what the mapping step shows as the user changes columns). */
export async function previewImport(db: Db, scope: TenantScope, id: number, mapping: TColumnMapping): Promise<TExternalImportPreview> {
  const row = await uploadedImport(db, scope, id);
  checkMappingColumns(row, mapping);
  const rows = await parseCatalogue(row.fileBytes!, row.fileType);
  const [saved] = await db.update(externalProductImports).set({ mapping }).where(eq(externalProductImports.id, id)).returning();
  return { import: toImport(saved, await supplierOf(db, scope, row.supplierId)), suggested_mapping: suggestMapping(row.headers), rows: preview(rows, mapping) };
}

/** Queues the import with the chosen mapping and starts the background job; answers at once. */
export async function startImport(db: Db, scope: TenantScope, id: number, mapping: TColumnMapping): Promise<TExternalImport> {
  const row = await uploadedImport(db, scope, id);
  checkMappingColumns(row, mapping);
  const [queued] = await db.update(externalProductImports).set({ mapping, status: 'queued', heartbeatAt: new Date() })
    .where(and(eq(externalProductImports.id, id), eq(externalProductImports.status, 'uploaded'))).returning();
  if (!queued) throw new AppError('invalid_state', 'external_products.errors.already_started');
  launchImport(db, id);
  return toImport(queued, await supplierOf(db, scope, row.supplierId));
}

export async function getImport(db: Db, scope: TenantScope, id: number): Promise<TExternalImport> {
  await failStaleImports(db, scope.clinicId);
  const row = await loadImport(db, scope, id);
  const [s] = await db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(eq(suppliers.id, row.supplierId));
  return toImport(row, s ?? null);
}

export async function listImports(db: Db, scope: TenantScope, query: TExternalImportListQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const conditions: (SQL | undefined)[] = [eq(externalProductImports.clinicId, scope.clinicId)];
  if (query.filter?.supplier_id) conditions.push(eq(externalProductImports.supplierId, query.filter.supplier_id));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db.select({ r: externalProductImports, s: { id: suppliers.id, name: suppliers.name } }).from(externalProductImports)
      .leftJoin(suppliers, eq(suppliers.id, externalProductImports.supplierId))
      .where(where).orderBy(desc(externalProductImports.id)).limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(externalProductImports).where(where),
  ]);
  return { data: rows.map(({ r, s }) => toImport(r, s?.id ? s : null)), meta: pageMeta(query.page, perPage, total) };
}

// ---------- external products ----------

const toExternal = (r: typeof externalProducts.$inferSelect, s: { id: number; name: string } | null): TExternalProduct => ({
  id: r.id, supplier_id: r.supplierId, supplier: s, import_id: r.importId, code: r.code, name: r.name, barcode: r.barcode,
  unit: r.unit, sub_unit: r.subUnit, sub_units: r.subUnits,
  purchase_price: r.purchasePrice == null ? null : Number(r.purchasePrice), selling_price: r.sellingPrice == null ? null : Number(r.sellingPrice),
  vat_bp: r.vatBp, manufacturer: r.manufacturer, category: r.category, product_id: r.productId, updated_at: r.updatedAt.toISOString(),
});

export async function listExternalProducts(db: Db, scope: TenantScope, query: TExternalProductListQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const f = query.filter ?? {};
  const conditions: (SQL | undefined)[] = [eq(externalProducts.clinicId, scope.clinicId)];
  if (f.supplier_id) conditions.push(eq(externalProducts.supplierId, f.supplier_id));
  if (f.import_id) conditions.push(eq(externalProducts.importId, f.import_id));
  if (f.linked === '1') conditions.push(isNotNull(externalProducts.productId));
  if (f.linked === '0') conditions.push(isNull(externalProducts.productId));
  if (f.search) {
    const term = `%${escapeLike(f.search)}%`;
    conditions.push(or(ilike(externalProducts.name, term), ilike(externalProducts.code, term), eq(externalProducts.barcode, f.search), ilike(externalProducts.manufacturer, term)));
  }
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db.select({ r: externalProducts, s: { id: suppliers.id, name: suppliers.name } }).from(externalProducts)
      .leftJoin(suppliers, eq(suppliers.id, externalProducts.supplierId))
      .where(where).orderBy(asc(externalProducts.name), asc(externalProducts.id)).limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(externalProducts).where(where),
  ]);
  return { data: rows.map(({ r, s }) => toExternal(r, s?.id ? s : null)), meta: pageMeta(query.page, perPage, total) };
}

/**
 * Turns catalogue items into clinic products, all or none: name, code as SKU, barcode, unit, sub-units,
 * cost, price; VAT only when it is one of the clinic's rates (else 0, staff fix it); the supplier is
 * set on the product as its preferred one and linked with its code and cost (product_suppliers). A SKU or barcode the clinic already uses is a 422 naming the item and the value.
 */
export async function toClinicProducts(db: Db, scope: TenantScope, ids: number[]): Promise<TProduct[]> {
  const unique = [...new Set(ids)];
  const rows = await db.select().from(externalProducts)
    .where(and(eq(externalProducts.clinicId, scope.clinicId), inArray(externalProducts.id, unique)));
  if (rows.length !== unique.length) throw notFound();
  const linked = rows.filter((r) => r.productId != null);
  if (linked.length) throw validation(Object.fromEntries(linked.map((r) => [`external_product_ids.${r.id}`, ['external_products.errors.already_product']])));
  return db.transaction(async (tx) => {
    const out: TProduct[] = [];
    const txDb = tx as unknown as Db;
    const vatList = await clinicVatBp(txDb, scope.clinicId);
    for (const r of rows) {
      try {
        const product = await createProduct(txDb, scope, {
          name: r.name, sku: r.code, barcode: r.barcode, category_id: null, supplier_id: r.supplierId, unit: r.unit ?? 'unit',
          sub_unit: r.subUnit, sub_units: r.subUnits, purchase_price: Number(r.purchasePrice ?? 0),
          selling_price: r.sellingPrice == null ? null : Number(r.sellingPrice),
          vat: r.vatBp != null && vatList.includes(r.vatBp) ? basisPointsToVat(r.vatBp) : 0,
          sellable: r.sellingPrice != null, controlled: false, min_stock: 0, reorder_quantity: 0, aaha_code: null,
        });
        await tx.update(externalProducts).set({ productId: product.id }).where(eq(externalProducts.id, r.id));
        // The catalogue's supplier becomes a supplier of the product, with its code and cost (purchase orders use them).
        await linkProductSupplier(tx, scope, { productId: product.id, supplierId: r.supplierId, supplierCode: r.code, price: r.purchasePrice == null ? null : Number(r.purchasePrice) });
        out.push(product);
      } catch (err) {
        if (err instanceof AppError && err.code === 'validation_failed' && err.errors) {
          const named: Record<string, string[]> = {};
          for (const [field, msgs] of Object.entries(err.errors)) {
            const value = field === 'sku' ? r.code : field === 'barcode' ? r.barcode : null;
            named[`external_product_ids.${r.id}.${field}`] = value ? msgs.map((m) => `${m}: ${value}`) : msgs;
          }
          throw validation(named);
        }
        throw err;
      }
    }
    return out;
  });
}

// ---------- AAHA codes ----------

export async function listAahaCodes(db: Db) {
  const rows = await db.select().from(aahaCodes).orderBy(asc(aahaCodes.position));
  return rows.map((r) => ({ code: r.code, name: r.name, position: r.position }));
}
