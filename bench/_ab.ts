import { measurer, startBenchApi } from './support/autocannon-api';
import pg from 'pg';
const url = 'postgres://postgres@127.0.0.1:5432/vet_bench_bill_keep';
const c = new pg.Client(url); await c.connect();
const server = await startBenchApi(url);
const measure = measurer(server.headers, 6);
let d = Number(process.argv[2] ?? 190002);
for (const mode of ['on', 'off', 'on', 'off']) {
  await c.query(`ALTER TABLE sales ${mode === 'on' ? 'ENABLE' : 'DISABLE'} TRIGGER sales_report`);
  const m = await measure({ url: `${server.api}/sales/1/issue`, method: 'POST', headers: { ...server.headers, 'content-type': 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, method: 'POST', path: `/api/v1/sales/${d++}/issue`, body: '{}' }) }] });
  console.log('report trigger', mode, 'p50', m.p50, 'p95', m.p95, 'rps', m.rps, 'errors', m.errors);
}
await c.query('ALTER TABLE sales ENABLE TRIGGER sales_report'); await c.end();
await server.stop();
