import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { externalProductImports, externalProducts } from '@vetclinic/db';
import { AAHA_CODE_VALUES } from '@vetclinic/domain';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeTenant, staffHeaders } from '../../test/factories';
import { runImport, settleImports } from './import-job';

type Headers = Record<string, string>;

function multipart(name: string, bytes: Buffer) {
  const boundary = '----catalogue-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const CATALOGUE = [
  'Cod produs;Denumire;Cod de bare;UM;Preț achiziție;Preț vânzare;TVA;Producător',
  'MSD-001;Nobivac Rabies 1 ml;5901234000011;doză;18,90;45,00;10;MSD',
  'ZOE-002;"Apoquel 16 mg; 20 tbl";5901234000028;cutie;210,50;320,00;10;Zoetis',
  'BAD-003;;5901234000035;cutie;abc;;10;Zoetis',
].join('\n');

describe('external products', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let b: Awaited<ReturnType<typeof makeTenant>>;
  let adminA: Headers;
  let adminB: Headers;
  let supplierA: number;
  const db = () => t.handle.db;
  const req = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const upload = (name: string, bytes: Buffer, supplierId = supplierA, h: Headers = adminA) => {
    const body = multipart(name, bytes);
    return t.app.inject({ method: 'POST', url: `/api/v1/external-products/imports?supplier_id=${supplierId}`, headers: { ...h, ...body.headers }, payload: body.payload });
  };
  const importFile = async (text: string) => {
    const up = await upload('catalogue.csv', Buffer.from(text));
    expect(up.statusCode, up.body).toBe(201);
    const { import: imp, suggested_mapping } = up.json().data;
    const start = await req('POST', `/external-products/imports/${imp.id}/start`, adminA, { mapping: suggested_mapping });
    expect(start.statusCode, start.body).toBe(202);
    await settleImports();
    return (await req('GET', `/external-products/imports/${imp.id}`, adminA)).json().data;
  };

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(db());
    b = await makeTenant(db());
    adminA = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    adminB = await staffHeaders(t.app, b.admin.email, b.clinic.id);
    supplierA = (await req('POST', '/suppliers', adminA, { name: 'Romvac Distribution' })).json().data.id;
  });
  afterAll(() => t.close());

  it('should answer a suggested mapping and a preview with the bad row marked', async () => {
    const res = await upload('catalogue.csv', Buffer.from(CATALOGUE));
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data.suggested_mapping).toMatchObject({ code: 0, name: 1, barcode: 2, unit: 3, purchase_price: 4, selling_price: 5, vat: 6, manufacturer: 7 });
    expect(data.import).toMatchObject({ status: 'uploaded', file_type: 'csv', total_rows: 3 });
    expect(data.rows[1].cells[1]).toBe('Apoquel 16 mg; 20 tbl');
    expect(data.rows[0].errors).toEqual([]);
    expect(data.rows[2].errors.map((e: { field: string }) => e.field).sort()).toEqual(['name', 'purchase_price']);
  });

  it('should refuse a file that is neither CSV nor XLSX, an empty one, a missing mapping and another clinic\'s supplier', async () => {
    expect((await upload('x.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]))).statusCode).toBe(415);
    const empty = await upload('x.csv', Buffer.from('code,name\n'));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.file).toBeDefined();
    const otherSupplier = (await req('POST', '/suppliers', adminB, { name: 'B supplier' })).json().data.id;
    const cross = await upload('c.csv', Buffer.from(CATALOGUE), otherSupplier);
    expect(cross.statusCode).toBe(422);
    expect(cross.json().errors.supplier_id).toBeDefined();
    const up = (await upload('c.csv', Buffer.from(CATALOGUE))).json().data;
    const noName = await req('POST', `/external-products/imports/${up.import.id}/start`, adminA, { mapping: { code: 0 } });
    expect(noName.statusCode).toBe(422);
    expect(Object.keys(noName.json().errors)).toContain('mapping.name');
    const outOfRange = await req('POST', `/external-products/imports/${up.import.id}/preview`, adminA, { mapping: { code: 0, name: 42 } });
    expect(outOfRange.statusCode).toBe(422);
  });

  it('should import in the background, skip bad rows with their reasons, and update by code on re-import', async () => {
    const first = await importFile(CATALOGUE);
    expect(first).toMatchObject({ status: 'completed', progress: 100, created_count: 2, updated_count: 0, skipped_count: 1 });
    expect(first.row_errors.map((e: { row: number }) => e.row)).toEqual([4, 4]);
    const again = await importFile(CATALOGUE.replace('18,90', '19,90'));
    expect(again).toMatchObject({ status: 'completed', created_count: 0, updated_count: 2 });
    const list = (await req('GET', `/external-products?filter[supplier_id]=${supplierA}&filter[search]=nobivac`, adminA)).json();
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({ code: 'MSD-001', purchase_price: 1990, selling_price: 4500, vat_bp: 1000, manufacturer: 'MSD', import_id: again.id });
  });

  it('should fail cleanly and keep none of the rows when the job breaks half-way', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `FAIL-${i};Item ${i};;;1,00;;10;X`);
    const up = (await upload('big.csv', Buffer.from([CATALOGUE.split('\n')[0], ...rows].join('\n')))).json().data;
    // A real database failure on the 2,500th row (a trigger), not a stub of our code.
    await db().execute(sql.raw(`CREATE FUNCTION fail_on_2500() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.code = 'FAIL-2500' THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$`));
    await db().execute(sql.raw(`CREATE TRIGGER fail_on_2500 BEFORE INSERT ON external_products FOR EACH ROW EXECUTE FUNCTION fail_on_2500()`));
    try {
      await db().update(externalProductImports).set({ status: 'queued', mapping: up.suggested_mapping }).where(eq(externalProductImports.id, up.import.id));
      await runImport(db(), up.import.id);
    } finally {
      await db().execute(sql.raw('DROP TRIGGER fail_on_2500 ON external_products'));
      await db().execute(sql.raw('DROP FUNCTION fail_on_2500()'));
    }
    const job = (await req('GET', `/external-products/imports/${up.import.id}`, adminA)).json().data;
    expect(job).toMatchObject({ status: 'failed', error: 'external_products.errors.job_failed' });
    const kept = await db().select().from(externalProducts).where(sql`${externalProducts.code} like 'FAIL-%'`);
    expect(kept).toHaveLength(0);
  });

  it('should show another group\'s import and items as 404 and never list them', async () => {
    const imp = (await req('GET', '/external-products/imports', adminA)).json().data[0];
    expect((await req('GET', `/external-products/imports/${imp.id}`, adminB)).statusCode).toBe(404);
    expect((await req('POST', `/external-products/imports/${imp.id}/start`, adminB, { mapping: { code: 0, name: 1 } })).statusCode).toBe(404);
    expect((await req('GET', '/external-products', adminB)).json().meta.total).toBe(0);
    const item = (await req('GET', '/external-products', adminA)).json().data[0];
    expect((await req('POST', '/external-products/to-products', adminB, { external_product_ids: [item.id] })).statusCode).toBe(404);
  });

  it('should turn an item into a clinic product with its supplier, and refuse a SKU or barcode already used with a 422 naming it', async () => {
    const items = (await req('GET', `/external-products?filter[search]=apoquel`, adminA)).json().data;
    const res = await req('POST', '/external-products/to-products', adminA, { external_product_ids: [items[0].id] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data[0]).toMatchObject({ name: 'Apoquel 16 mg; 20 tbl', sku: 'ZOE-002', barcode: '5901234000028', purchase_price: 21050, selling_price: 32000, vat: 10, supplier_id: supplierA });
    const linked = (await req('GET', `/external-products?filter[search]=apoquel`, adminA)).json().data[0];
    expect(linked.product_id).toBe(res.json().data[0].id);
    // The catalogue's supplier is linked to the product with its code and cost (purchase orders take them), as preferred.
    const suppliersOf = (await req('GET', `/products/${linked.product_id}/suppliers`, adminA)).json().data;
    expect(suppliersOf).toEqual([expect.objectContaining({ supplier_id: supplierA, supplier_code: 'ZOE-002', price: 21050, is_default: true })]);
    // The clinic already sells Nobivac under the distributor's code.
    await req('POST', '/products', adminA, { name: 'Nobivac (own)', sku: 'msd-001' });
    const nob = (await req('GET', `/external-products?filter[search]=nobivac`, adminA)).json().data[0];
    const dup = await req('POST', '/external-products/to-products', adminA, { external_product_ids: [nob.id] });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors[`external_product_ids.${nob.id}.sku`][0]).toContain('MSD-001');
    // All or none: the refused item left no product and no supplier link behind.
    expect((await req('GET', `/external-products?filter[search]=nobivac`, adminA)).json().data[0].product_id).toBeNull();
  });

  it('should list the AAHA codes and classify products and services with them', async () => {
    const codes = (await req('GET', '/aaha-codes', adminA)).json().data;
    expect(codes.map((c: { code: string }) => c.code)).toEqual(AAHA_CODE_VALUES);
    const p = await req('POST', '/products', adminA, { name: 'Rabies vaccine', aaha_code: 'VACC' });
    expect(p.json().data.aaha_code).toBe('VACC');
    const bad = await req('PUT', `/products/${p.json().data.id}`, adminA, { aaha_code: 'NOPE' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.aaha_code).toBeDefined();
    const cleared = await req('PUT', `/products/${p.json().data.id}`, adminA, { aaha_code: null });
    expect(cleared.json().data.aaha_code).toBeNull();
    const cat = (await req('POST', '/service-categories', adminA, { name: 'Consultations' })).json().data;
    const svc = await req('POST', '/services', adminA, {
      name: 'General exam', category_id: cat.id, duration: 30, color: '#336699', price: 50, deposit_for_online_booking: 0, aaha_code: 'EXAM',
    });
    expect(svc.statusCode, svc.body).toBe(201);
    expect(svc.json().data.aaha_code).toBe('EXAM');
  });
});
