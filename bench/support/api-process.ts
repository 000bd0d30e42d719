// The API on a bench database in a process of its own (forked by a bench), so the load generator's
// work (parsing hundreds of KB per response) never shares the server's event loop. Sends
// `{ port }` when listening; exits on 'stop'.
import type { AddressInfo } from 'node:net';
import { openDatabase } from '@vetclinic/db';
import { buildApp } from '../../apps/api/src/app';
import { testConfig } from '../../apps/api/src/config';

const handle = await openDatabase({ url: process.env.BENCH_API_DATABASE_URL!, poolSize: 20 });
const app = await buildApp(testConfig({ rateLimits: false, loginRateLimit: 1000 }), handle);
await app.listen({ port: 0, host: '127.0.0.1' });
process.send!({ port: (app.server.address() as AddressInfo).port });
process.on('message', async (message) => {
  if (message !== 'stop') return;
  await app.close();
  await handle.close();
  process.exit(0);
});
