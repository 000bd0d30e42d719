import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@vetclinic/db';
import { executeNamed, statement } from '../../lib/named-statement';

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
  /**
   * Every product's `products.search_text` (PostgreSQL's lower(name) + newline + lower(sku)), in order, each followed
   * by a NUL: one string that `indexOf` scans at memory speed (a term never holds a NUL, so a hit never spans two
   * products), and `starts[i]` where product i's text begins (plus the end, at n).
   */
  haystack: string;
  starts: Int32Array;
  /** Barcode → the indexes of the products carrying it, ascending. */
  barcodes: Map<string, number[]>;
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
    statement`SELECT version FROM product_catalog_versions WHERE clinic_id = ${clinicId}`);
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
  const ids = new Int32Array(n);
  const starts = new Int32Array(n + 1);
  const flags = new Uint8Array(n);
  const categoryIds = new Int32Array(n);
  const supplierIds = new Int32Array(n);
  const barcodes = new Map<string, number[]>();
  const texts: string[] = new Array<string>(n);
  let at = 0;
  rows.forEach((r, i) => {
    ids[i] = Number(r.id);
    starts[i] = at;
    texts[i] = r.search_text;
    at += texts[i].length + 1;
    flags[i] = Number(r.flags);
    categoryIds[i] = r.category_id ?? 0;
    supplierIds[i] = r.supplier_id ?? 0;
    if (r.barcode !== null) {
      const list = barcodes.get(r.barcode);
      if (list) list.push(i);
      else barcodes.set(r.barcode, [i]);
    }
  });
  starts[n] = at;
  // PostgreSQL's text never holds a NUL, so it separates products unambiguously.
  const haystack = texts.length ? texts.join('\0') + '\0' : '';
  return { version, ids, haystack, starts, barcodes, flags, categoryIds, supplierIds };
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
  if (!term) return null;
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
  const { ids, haystack, starts, flags, categoryIds, supplierIds } = catalog;
  const page: number[] = [];
  let total = 0;
  const take = (i: number) => {
    if ((flags[i] & wantMask) !== wantValue) return;
    if (supplierId && supplierIds[i] !== supplierId) return;
    if (categories && !categories.has(categoryIds[i])) return;
    if (total >= offset && page.length < limit) page.push(ids[i]);
    total++;
  };
  // The products carrying the term as a barcode, merged in order with those whose text holds it.
  const byBarcode = catalog.barcodes.get(barcode) ?? [];
  let b = 0;
  if (!term.includes('\0')) {
    let from = 0;
    let i = 0;
    for (;;) {
      const hit = haystack.indexOf(term, from);
      if (hit < 0) break;
      // Hits come in order: walk to the product holding this one (cheaper than a binary search per hit).
      while (starts[i + 1] <= hit) i++;
      while (b < byBarcode.length && byBarcode[b] < i) take(byBarcode[b++]);
      if (b < byBarcode.length && byBarcode[b] === i) b++;
      take(i);
      from = starts[i + 1];
    }
  }
  while (b < byBarcode.length) take(byBarcode[b++]);
  return { ids: page, total };
}

