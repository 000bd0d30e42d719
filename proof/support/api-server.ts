// The real API in this process on a fresh PostgreSQL database: migrations by openDatabase and the
// demo seed, exactly as `npm start` does, then app.listen on a free port for real HTTP traffic.
import { openDatabase, type DatabaseHandle } from '@vetclinic/db';
import { seedDemo, type DemoSummary } from '@vetclinic/db/seed/index';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app';
import { testConfig, type AppConfig } from '../../apps/api/src/config';

export interface InProcessApi {
  app: FastifyInstance;
  handle: DatabaseHandle;
  base: string;
  demo: DemoSummary;
  close(): Promise<void>;
}

/** Opens (migrates) and seeds the database, then listens on 127.0.0.1:0. */
export async function startInProcessApi(databaseUrl: string, overrides: Partial<AppConfig> = {}, opts: { poolSize?: number; seed?: boolean } = {}): Promise<InProcessApi> {
  const handle = await openDatabase({ url: databaseUrl, poolSize: opts.poolSize ?? 20 });
  const demo = opts.seed === false ? ({ groupName: '', clinics: [], logins: [] } as DemoSummary) : await seedDemo(handle.db);
  // Errors are logged (a 5xx is what the suites hunt); everything else stays quiet.
  const app = await buildApp(testConfig({ rateLimits: false, databaseUrl, logLevel: process.env.PROOF_LOG_LEVEL ?? 'error', ...overrides }), handle);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    app,
    handle,
    demo,
    base: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
