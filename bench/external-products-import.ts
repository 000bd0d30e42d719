// bench/external-products-import: a 10,000-row distributor catalogue (CSV, semicolons, decimal commas)
// uploaded, mapped and imported through the HTTP API as the background job, polled like the progress
// bar does; then the same file again (every row an update by code). Prints one line.
// Goal: 10,000 rows well under 10 s. Run: npx tsx bench/external-products-import.ts
// (embedded PGlite by default; TEST_DATABASE_URL=postgres://… runs it on a PostgreSQL server).
import { makeTestApp } from '../apps/api/src/test/make-app';
import { makeTenant, staffHeaders } from '../apps/api/src/test/factories';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);

function catalogue(priceBump: number): Buffer {
  const lines = ['Cod produs;Denumire;Cod de bare;UM;Bucăți;Preț achiziție;Preț vânzare;TVA;Producător;Categorie'];
  for (let i = 0; i < ROWS; i++) {
    lines.push(`VET-${String(i).padStart(6, '0')};"Product ${i}; 10 tbl";59${String(1e10 + i)};cutie;10;${12 + (i % 50) + priceBump},50;${30 + (i % 70)},00;10;Maker ${i % 40};Group ${i % 12}`);
  }
  return Buffer.from(lines.join('\n'));
}

async function main() {
  const t = await makeTestApp();
  try {
    const tenant = await makeTenant(t.handle.db);
    const h = await staffHeaders(t.app, tenant.admin.email, tenant.clinic.id);
    const supplier = (await t.app.inject({ method: 'POST', url: '/api/v1/suppliers', headers: h, payload: { name: 'Bench Distribution' } })).json().data.id;
    const run = async (bytes: Buffer) => {
      const boundary = '----bench';
      const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\n`), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      const t0 = performance.now();
      const up = await t.app.inject({ method: 'POST', url: `/api/v1/external-products/imports?supplier_id=${supplier}`, headers: { ...h, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
      if (up.statusCode !== 201) throw new Error(up.body);
      const { import: imp, suggested_mapping } = up.json().data;
      const t1 = performance.now();
      await t.app.inject({ method: 'POST', url: `/api/v1/external-products/imports/${imp.id}/start`, headers: h, payload: { mapping: suggested_mapping } });
      for (;;) {
        const job = (await t.app.inject({ method: 'GET', url: `/api/v1/external-products/imports/${imp.id}`, headers: h })).json().data;
        if (job.status === 'completed' || job.status === 'failed') {
          if (job.status === 'failed') throw new Error(job.error);
          return { upload: t1 - t0, total: performance.now() - t0, created: job.created_count, updated: job.updated_count };
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const first = await run(catalogue(0));
    const second = await run(catalogue(1));
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(`external-products-import (${t.handle.kind}): ${ROWS} rows: upload+preview ${s(first.upload)}, import ${s(first.total)} (${first.created} created); re-import ${s(second.total)} (${second.updated} updated); goal < 10 s`);
  } finally {
    await t.close();
  }
}

main().catch((err) => { console.error(err); process.exit(1); });
