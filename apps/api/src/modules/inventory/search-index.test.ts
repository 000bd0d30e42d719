import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeTenant, staffHeaders } from '../../test/factories';
import { dropSearchIndex, loadSearchIndex } from './search-index';

type Headers = Record<string, string>;
interface Page { data: { id: number; name: string }[]; meta: { total: number; last_page: number } }

// The in-memory product search must answer exactly what the database answers: the same products, in the same
// order, with the same count, for every filter it takes — and never an answer older than the catalogue.
describe('product search from memory', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let b: Awaited<ReturnType<typeof makeTenant>>;
  let admin: Headers;
  let adminB: Headers;
  const categories: number[] = [];
  const suppliers: number[] = [];
  const db = () => t.handle.db;
  const get = async (url: string, h: Headers = admin): Promise<Page> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: h });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** The database's answer: no copy held, so the list asks PostgreSQL (and starts a load, awaited after). */
  const fromDatabase = async (url: string) => {
    dropSearchIndex(db());
    const page = await get(url);
    await loadSearchIndex(db(), a.clinic.id);
    dropSearchIndex(db());
    return page;
  };
  const fromMemory = async (url: string) => {
    await loadSearchIndex(db(), a.clinic.id);
    return get(url);
  };

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(db());
    b = await makeTenant(db());
    admin = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    adminB = await staffHeaders(t.app, b.admin.email, b.clinic.id);
    for (const name of ['Antiparasitics', 'Antibiotics']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/product-categories', headers: admin, payload: { name } });
      categories.push(res.json().data.id);
    }
    for (const name of ['VetPharma', 'Animed']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/suppliers', headers: admin, payload: { name } });
      expect(res.statusCode, res.body).toBe(201);
      suppliers.push(res.json().data.id);
    }
    // 400 products whose names repeat in mixed case (the order must break ties by id), with SKUs, barcodes, archived,
    // unsellable and unpriced ones, in two categories and from two suppliers; and a LIKE wildcard in some names.
    const words = ['Amoxicillin', 'MELOXICAM', 'carprofen', 'Spot-on', 'Ivermectin 1%', 'Gaba_pentin', 'Émulsion', 'Zinc'];
    await db().execute(sql.raw(`
      INSERT INTO products (clinic_id, name, sku, barcode, unit, sub_units, purchase_price, selling_price, sellable, archived_at, category_id, supplier_id)
      SELECT ${a.clinic.id},
        (ARRAY['${words.join("','")}'])[1 + i % ${words.length}] || CASE WHEN i % 5 = 0 THEN '' ELSE ' ' || (i % 13) END,
        CASE WHEN i % 4 = 0 THEN NULL ELSE 'SKU-' || lpad(i::text, 4, '0') END,
        CASE WHEN i % 3 = 0 THEN '5940' || lpad(i::text, 9, '0') ELSE NULL END,
        'box', 10, 100, CASE WHEN i % 7 = 0 THEN NULL ELSE 200 + i END, i % 6 <> 0,
        CASE WHEN i % 9 = 0 THEN now() ELSE NULL END,
        CASE i % 3 WHEN 0 THEN NULL WHEN 1 THEN ${categories[0]} ELSE ${categories[1]} END,
        CASE i % 4 WHEN 0 THEN NULL WHEN 1 THEN ${suppliers[0]} ELSE ${suppliers[1]} END
      FROM generate_series(1, 400) i`));
    // A barcode that is also a word of names: the barcode arm merges in order and a product matched by both counts once.
    await db().execute(sql.raw(`INSERT INTO products (clinic_id, name, barcode, unit, sub_units, purchase_price, selling_price) VALUES
      (${a.clinic.id}, 'Alpha tag', 'Zinc', 'box', 1, 100, 200), (${a.clinic.id}, 'Zinc oxide', 'zinc', 'box', 1, 100, 200)`));
    // Another clinic's products never show.
    await db().execute(sql.raw(`INSERT INTO products (clinic_id, name, unit, sub_units, purchase_price, selling_price)
      SELECT ${b.clinic.id}, 'Amoxicillin other clinic ' || i, 'box', 10, 100, 200 FROM generate_series(1, 20) i`));
  });
  afterAll(() => t.close());

  it('should answer every term and filter exactly as the database does, page by page', async () => {
    const terms = ['amox', 'AMOX', 'meloxicam 1', 'spot-on', '1%', 'a_p', '%', '_', 'émul', 'sku-00', 'SKU-0123', '5940000000009', '594000000000', 'zzz', 'i', 'n 1', 'Zinc', 'zinc'];
    const filters = ['', '&filter[archived]=1', '&filter[archived]=all', '&filter[sellable]=0', '&filter[sellable]=1',
      `&filter[category_id][]=${categories[0]}`, `&filter[category_id][]=${categories[0]}&filter[category_id][]=${categories[1]}`,
      `&filter[supplier_id]=${suppliers[1]}`, '&per_page=7'];
    let compared = 0;
    for (const term of terms) {
      for (const filter of filters) {
        const base = `/products?filter[search]=${encodeURIComponent(term)}${filter}`;
        const first = await fromDatabase(base);
        for (let page = 1; page <= Math.min(first.meta.last_page + 1, 4); page++) {
          const url = `${base}&page=${page}`;
          const [dbPage, memPage] = [await fromDatabase(url), await fromMemory(url)];
          expect(memPage.data.map((p) => p.id), url).toEqual(dbPage.data.map((p) => p.id));
          expect(memPage.meta, url).toEqual(dbPage.meta);
          expect(memPage.data, url).toEqual(dbPage.data);
          compared++;
        }
      }
    }
    // The sellable list (checkout, estimates) too.
    for (const term of ['amox', 'carprofen', '5940000000021', 'zzz']) {
      const url = `/sellable-products?filter[search]=${encodeURIComponent(term)}`;
      const dbPage = await (async () => { dropSearchIndex(db()); const p = await get(url); await loadSearchIndex(db(), a.clinic.id); return p; })();
      const memPage = await get(url);
      expect(memPage, url).toEqual(dbPage);
      compared++;
    }
    expect(compared).toBeGreaterThan(150);
    const some = await fromMemory('/products?filter[search]=amox');
    expect(some.meta.total).toBeGreaterThan(20);
    expect(some.data.every((p) => /amox/i.test(p.name))).toBe(true);
  }, 120_000);

  it('should never answer from a copy older than the catalogue: a rename, an archive and a new product show at once', async () => {
    await loadSearchIndex(db(), a.clinic.id);
    const before = await get('/products?filter[search]=quokka');
    expect(before.meta.total).toBe(0);
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/products', headers: admin, payload: { name: 'Quokka balm', unit: 'tube', sub_units: 1 } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    // Straight after the change (the copy is now older than the version): the database answers.
    expect((await get('/products?filter[search]=quokka')).data.map((p) => p.id)).toEqual([id]);
    // And once the copy is reloaded, memory answers the same.
    await loadSearchIndex(db(), a.clinic.id);
    expect((await get('/products?filter[search]=quokka')).data.map((p) => p.id)).toEqual([id]);
    const renamed = await t.app.inject({ method: 'PUT', url: `/api/v1/products/${id}`, headers: admin, payload: { name: 'Wombat balm' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await get('/products?filter[search]=quokka')).meta.total).toBe(0);
    expect((await get('/products?filter[search]=wombat')).data.map((p) => p.id)).toEqual([id]);
    await loadSearchIndex(db(), a.clinic.id);
    const archived = await t.app.inject({ method: 'PUT', url: `/api/v1/products/${id}`, headers: admin, payload: { archived: true } });
    expect(archived.statusCode, archived.body).toBe(200);
    expect((await get('/products?filter[search]=wombat')).meta.total).toBe(0);
    expect((await get('/products?filter[search]=wombat&filter[archived]=1')).data.map((p) => p.id)).toEqual([id]);
  });

  it('should keep each clinic to its own products', async () => {
    await loadSearchIndex(db(), a.clinic.id);
    await loadSearchIndex(db(), b.clinic.id);
    const other = await get('/products?filter[search]=amoxicillin other', adminB);
    expect(other.meta.total).toBe(20);
    expect((await get('/products?filter[search]=amoxicillin other')).meta.total).toBe(0);
  });

  it('should move the catalogue version once per statement, in the changing transaction', async () => {
    const version = async () => Number(((await db().execute(sql`SELECT version FROM product_catalog_versions WHERE clinic_id = ${a.clinic.id}`)) as unknown as { rows: { version: string }[] }).rows[0].version);
    const v0 = await version();
    await db().execute(sql`UPDATE products SET min_stock = min_stock + 1 WHERE clinic_id = ${a.clinic.id}`);
    expect(await version()).toBe(v0 + 1);
    await db().transaction(async (tx) => {
      await tx.execute(sql`UPDATE products SET min_stock = 0 WHERE clinic_id = ${a.clinic.id}`);
      tx.rollback();
    }).catch(() => undefined);
    expect(await version()).toBe(v0 + 1);
  });
});
