import { startBenchApi } from './support/autocannon-api';
const server = await startBenchApi('postgres://postgres@127.0.0.1:5432/vet_bench_bill_keep');
const id = Number(process.argv[2]);
const r = await fetch(`${server.api}/sales/${id}/issue`, { method: 'POST', headers: { ...server.headers, 'content-type': 'application/json' }, body: '{}' });
console.log(r.status, (await r.text()).length);
await server.stop();
