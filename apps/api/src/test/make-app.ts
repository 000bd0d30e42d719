import { migrationsFingerprint, openDatabase, openReplica, type DatabaseHandle } from '@vetclinic/db';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig, type AppConfig } from '../config';

/**
 * No web build for the API tests unless a test gives one (`webDist`): left to the default, every test
 * app served apps/web/dist when `npm run build` had run, and so imported the booking page's 6 MB
 * server renderer while starting — ≈ 13 s per test file through vitest, beyond avvio's 10 s plugin
 * timeout on a loaded machine ('Plugin did not start in time: staticWebPlugin'). Now a test run is the
 * same with or without a build, as in CI (which runs the tests before building).
 */
const NO_WEB_BUILD = fileURLToPath(new URL('./no-web-build', import.meta.url));

export interface TestApp { app: FastifyInstance; handle: DatabaseHandle; close(): Promise<void> }

let pgCounter = 0;
let templateOfProcess: Promise<string> | null = null;

/**
 * The name of a PostgreSQL database with every committed migration applied, to copy for each test app
 * (`CREATE DATABASE … TEMPLATE`): migrating each of ~100 test files' databases took 1.5 s apiece. Named after the
 * migrations' fingerprint, so a changed migration makes a new one (older ones stay: another checkout's run may be
 * copying one; each is a few megabytes). Made by whichever test process gets the advisory lock first; the others wait
 * for it and reuse it, as do later runs on the same server.
 */
function postgresTemplate(baseUrl: string): Promise<string> {
  templateOfProcess ??= (async () => {
    const { default: pg } = await import('pg');
    const name = `vet_tpl_${migrationsFingerprint()}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query(`SELECT pg_advisory_lock(hashtext('vetclinic test template'))`);
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!rowCount) {
        const building = `${name}_${process.pid}`;
        await admin.query(`DROP DATABASE IF EXISTS ${building}`);
        await admin.query(`CREATE DATABASE ${building}`);
        const url = new URL(baseUrl);
        url.pathname = `/${building}`;
        await (await openDatabase({ url: url.toString(), poolSize: 2 })).close();
        // Published whole under its final name only once migrated: a process that dies half-way leaves no template.
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
      return name;
    } finally {
      await admin.query(`SELECT pg_advisory_unlock(hashtext('vetclinic test template'))`).catch(() => undefined);
      await admin.end();
    }
  })();
  templateOfProcess.catch(() => { templateOfProcess = null; });
  return templateOfProcess;
}

/**
 * A fresh app on a fresh database: in-memory PGlite, or a new PostgreSQL database when
 * TEST_DATABASE_URL is set (the CI runs the API suite both ways). On PostgreSQL, `replica` gives the app a read
 * replica pool: 'primary' on the test's own database (the routing without lag), or a replica server's URL, whose
 * database of the same name is the test's as replicated.
 */
export async function makeTestApp(overrides: Partial<AppConfig> = {}, opts: { replica?: 'primary' | string } = {}): Promise<TestApp> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  let handle: DatabaseHandle;
  let dropDb: (() => Promise<void>) | null = null;
  let dbName: string | null = null;
  if (baseUrl) {
    const { default: pg } = await import('pg');
    const name = `vet_test_${process.pid}_${Date.now()}_${pgCounter++}`;
    dbName = name;
    const template = await postgresTemplate(baseUrl);
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({ url: url.toString(), poolSize: 20 });
    dropDb = async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    handle = await openDatabase({});
  }
  let replica: DatabaseHandle | null = null;
  if (opts.replica) {
    if (!baseUrl || !dbName) throw new Error('a read replica needs PostgreSQL (TEST_DATABASE_URL)');
    const url = new URL(opts.replica === 'primary' ? baseUrl : opts.replica);
    url.pathname = `/${dbName}`;
    replica = await openReplica({ url: url.toString(), poolSize: 5 });
  }
  const app = await buildApp(testConfig({ webDist: NO_WEB_BUILD, ...overrides }), handle, { replica });
  await app.ready();
  return {
    app,
    handle,
    async close() {
      await app.close();
      await replica?.close();
      await handle.close();
      if (dropDb) await dropDb();
    },
  };
}

/**
 * Another API node on the database of `t` (a fleet behind a load balancer): the caller closes it,
 * before `t`. Give both the same `redisUrl` and `redisPrefix` to share their limits.
 */
export async function makeTestNode(t: TestApp, overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig({ webDist: NO_WEB_BUILD, ...overrides }), t.handle);
  await app.ready();
  return app;
}
