import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@vetclinic/db';
import { executeNamed } from '../../lib/named-statement';

/**
 * Product search from memory. A clinic's catalogue (every product's lower-cased name and SKU, barcode and the flags
 * the list filters on, in the list's order) is held by each API node, per database handle, and a term is matched
 * against it there: 50,000 products in under a millisecond, where PostgreSQL took every trigram match from the
 * index and rechecked, counted and sorted them (bench/inventory: 'spot-on', 12,481 matches, 7–14 ms of database
 * time a search). Only the page's products are then read from the database, by id.
 *
 * The copy is never served stale: each search first reads the clinic's catalogue version (one row, moved by
 * triggers in every transaction that changes the clinic's products; migration 0064) and uses the copy only if it
 * was loaded at that version. The version is read BEFORE the products when loading, so a change committed in
 * between leaves the copy labelled older than what it holds — at worst one needless reload, never stale answers.
 * A search that finds no current copy is answered by the database (the caller's query) while the copy loads in
 * the background: a change of the catalogue never makes a search wait for a reload.
 */

/** The list filters the index answers; the stock filters need on-hand and stay with the database. */
export interface CatalogFilter {
  search: string;
  archived?: '0' | '1' | 'all';
  sellable?: '0' | '1';
  /** The sellable-products list: sellable, priced and not archived. */
  sellableOnly?: boolean;
  categoryIds?: number[];
  supplierId?: number;
}

const ARCHIVED = 1;
const SELLABLE = 2;
const PRICED = 4;

/** One clinic's catalogue at one version, as columns in the list's order (name, then id). */
interface Catalog {
  version: number;
  ids: Int32Array;
  /** `products.search_text`: PostgreSQL's lower(name) + newline + lower(sku). */
  texts: string[];
  barcodes: (string | null)[];
  flags: Uint8Array;
  categoryIds: Int32Array;
  supplierIds: Int32Array;
}

interface Slot { catalog: Catalog | null; loading: Promise<void> | null }

/** Clinics kept per database handle; the least recently searched one is dropped beyond this. */
export const CATALOGS_PER_DATABASE = 64;
const byDatabase = new WeakMap<object, Map<number, Slot>>();

function slotOf(db: DbOrTx, clinicId: number): Slot {
  let clinics = byDatabase.get(db);
  if (!clinics) byDatabase.set(db, (clinics = new Map()));
  let slot = clinics.get(clinicId);
  if (slot) clinics.delete(clinicId); // re-inserted below: Map order is the recency order
  else slot = { catalog: null, loading: null };
  clinics.set(clinicId, slot);
  if (clinics.size > CATALOGS_PER_DATABASE) clinics.delete(clinics.keys().next().value!);
  return slot;
}

async function catalogVersion(db: DbOrTx, clinicId: number): Promise<number> {
  const rows = await executeNamed<{ version: string | number }>(db, 'product_catalog_version',
    sql`SELECT version FROM product_catalog_versions WHERE clinic_id = ${clinicId}`);
  return rows.length ? Number(rows[0].version) : 0;
}

interface CatalogRow { id: number; search_text: string; barcode: string | null; flags: number; category_id: number | null; supplier_id: number | null }

async function loadCatalog(db: DbOrTx, clinicId: number): Promise<Catalog> {
  const version = await catalogVersion(db, clinicId);
  // Ordered as the list orders a search (name, then id) in the database's collation: the page is a slice of it.
  const rows = await executeNamed<CatalogRow>(db, 'product_catalog_load', sql`
    SELECT id, search_text, barcode, category_id, supplier_id,
      (CASE WHEN archived_at IS NOT NULL THEN ${ARCHIVED}::int ELSE 0 END
       + CASE WHEN sellable THEN ${SELLABLE}::int ELSE 0 END
       + CASE WHEN selling_price IS NOT NULL THEN ${PRICED}::int ELSE 0 END) AS flags
    FROM products WHERE clinic_id = ${clinicId} ORDER BY name, id`);
  const n = rows.length;
  const catalog: Catalog = {
    version, ids: new Int32Array(n), texts: new Array<string>(n), barcodes: new Array<string | null>(n),
    flags: new Uint8Array(n), categoryIds: new Int32Array(n), supplierIds: new Int32Array(n),
  };
  rows.forEach((r, i) => {
    catalog.ids[i] = Number(r.id);
    catalog.texts[i] = r.search_text;
    catalog.barcodes[i] = r.barcode;
    catalog.flags[i] = Number(r.flags);
    catalog.categoryIds[i] = r.category_id ?? 0;
    catalog.supplierIds[i] = r.supplier_id ?? 0;
  });
  return catalog;
}

function startLoading(db: DbOrTx, clinicId: number, slot: Slot): Promise<void> {
  slot.loading ??= loadCatalog(db, clinicId)
    .then((catalog) => { if (!slot.catalog || slot.catalog.version <= catalog.version) slot.catalog = catalog; })
    // A failed load leaves the database answering; the next search tries again.
    .catch(() => undefined)
    .finally(() => { slot.loading = null; });
  return slot.loading;
}

/**
 * The clinic's catalogue if this node holds it at the current version; otherwise null, and a load is started so
 * that a later search finds it.
 */
async function currentCatalog(db: DbOrTx, clinicId: number): Promise<Catalog | null> {
  const slot = slotOf(db, clinicId);
  if (!slot.catalog && !slot.loading) {
    void startLoading(db, clinicId, slot);
    return null;
  }
  const version = await catalogVersion(db, clinicId);
  if (slot.catalog?.version === version) return slot.catalog;
  void startLoading(db, clinicId, slot);
  return null;
}

/** Loads (or reloads) a clinic's catalogue now and waits for it: tests, and warming a node. */
export async function loadSearchIndex(db: DbOrTx, clinicId: number): Promise<void> {
  const slot = slotOf(db, clinicId);
  await slot.loading;
  slot.catalog = null;
  await startLoading(db, clinicId, slot);
}

/** Forgets every clinic's catalogue held for this database handle. */
export function dropSearchIndex(db: DbOrTx): void {
  byDatabase.delete(db);
}

/**
 * The ids of one page of products matching the filter, in the list's order, and how many match — the same answer
 * as the list's SQL (`search_text LIKE lower('%term%')` or the exact barcode, the archived/sellable/category/
 * supplier filters, ordered by name then id) — or null when this node holds no current copy of the catalogue
 * (the caller asks the database).
 */
export async function searchCatalog(db: DbOrTx, clinicId: number, filter: CatalogFilter, offset: number, limit: number): Promise<{ ids: number[]; total: number } | null> {
  const catalog = await currentCatalog(db, clinicId);
  if (!catalog) return null;
  const term = filter.search.toLowerCase();
  const barcode = filter.search;
  let wantMask = 0;
  let wantValue = 0;
  if (filter.sellableOnly) {
    wantMask = ARCHIVED | SELLABLE | PRICED;
    wantValue = SELLABLE | PRICED;
  } else {
    if (filter.archived === '1') { wantMask |= ARCHIVED; wantValue |= ARCHIVED; } else if (filter.archived !== 'all') wantMask |= ARCHIVED;
    if (filter.sellable) { wantMask |= SELLABLE; if (filter.sellable === '1') wantValue |= SELLABLE; }
  }
  const categories = filter.categoryIds?.length ? new Set(filter.categoryIds) : null;
  const supplierId = filter.supplierId ?? 0;
  const { ids, texts, barcodes, flags, categoryIds, supplierIds } = catalog;
  const page: number[] = [];
  let total = 0;
  for (let i = 0; i < ids.length; i++) {
    if ((flags[i] & wantMask) !== wantValue) continue;
    if (supplierId && supplierIds[i] !== supplierId) continue;
    if (categories && !categories.has(categoryIds[i])) continue;
    if (!texts[i].includes(term) && barcodes[i] !== barcode) continue;
    if (total >= offset && page.length < limit) page.push(ids[i]);
    total++;
  }
  return { ids: page, total };
}
