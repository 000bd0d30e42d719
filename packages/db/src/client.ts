import path from 'node:path';
import os from 'node:os';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Either driver: PGlite (embedded) and node-postgres share the pg-core API. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw client, for pg-boss adapters and diagnostics. */
  raw: unknown;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** The PostgreSQL advisory lock taken around migrations (any constant bigint, unique to this purpose). */
export const MIGRATION_LOCK_KEY = 7_281_946_305;

export interface OpenOptions {
  /** postgres://… — when absent, the embedded PGlite is used. */
  url?: string;
  /** Directory for the embedded database; absent means in memory (tests). */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

/** Opens the database and applies every committed migration. */
export async function openDatabase(opts: OpenOptions): Promise<DatabaseHandle> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    let closing = false;
    pool.on('error', (err) => {
      if (!closing) console.warn('database connection lost:', err.message);
    });
    const db = drizzle(pool, { schema }) as unknown as Db;
    // Several processes starting at once (a fleet's API nodes and workers) would each run the same migrations: one
    // holds this lock and migrates, the others wait on it and then find nothing left to apply. Lock and migration
    // use one connection, so a pool of one cannot deadlock, and the lock dies with that session if the process does.
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migrate(drizzle(client, { schema }) as any, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
    return {
      db,
      kind: 'postgres',
      raw: pool,
      close: async () => {
        closing = true;
        await pool.end();
      },
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  // An in-memory database (the tests: one per test file) starts from a copy of a freshly migrated one instead of
  // running every migration again: 2 s instead of 11–15 s on a loaded machine, for each of a hundred test files.
  const template = opts.dataDir ? null : await migratedTemplate().catch(() => null);
  return openPglite(opts.dataDir ? path.resolve(opts.dataDir, 'pg') : undefined, template);
}

/**
 * A read-only pool on a PostgreSQL streaming replica (DATABASE_REPLICA_URL): no migrations (a standby refuses writes
 * and replays the primary's schema anyway), and a short connect timeout, because a replica that does not answer must
 * send its reads back to the primary quickly rather than hold a public page for the pool's default of forever.
 */
export async function openReplica(opts: { url: string; poolSize?: number }): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10, connectionTimeoutMillis: 2_000 });
  let closing = false;
  pool.on('error', (err) => {
    if (!closing) console.warn('replica connection lost:', err.message);
  });
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    raw: pool,
    close: async () => {
      closing = true;
      await pool.end();
    },
  };
}

/** An embedded PGlite with our extensions, from `template` if given, with every committed migration applied. */
async function openPglite(dataDir: string | undefined, template: Blob | null): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { citext } = await import('@electric-sql/pglite/contrib/citext');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create({ dataDir, ...(template ? { loadDataDir: template } : {}), extensions: { btree_gist, citext, pg_trgm } });
  const db = drizzle(client, { schema }) as unknown as Db;
  // From the template this finds every migration applied and does nothing.
  await migrate(db as any, { migrationsFolder: MIGRATIONS_DIR });
  return { db, kind: 'pglite', raw: client, close: () => client.close() };
}

let templateOfProcess: Promise<Blob> | null = null;

/**
 * 24 hex digits that change whenever a migration file or the journal does (and with `extra`): the name under which a
 * migrated copy of the database may be kept and reused (tests on PGlite and on PostgreSQL).
 */
export function migrationsFingerprint(extra = ''): string {
  const hash = createHash('sha256').update(extra);
  for (const name of readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort()) {
    hash.update(name).update(readFileSync(path.join(MIGRATIONS_DIR, name)));
  }
  hash.update(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json')));
  return hash.digest('hex').slice(0, 24);
}

/**
 * The data directory of an in-memory PGlite with every committed migration applied, as PGlite dumps it: made once and
 * kept in the system's temporary directory under the hash of the migrations and of PGlite's version (so a new or
 * changed migration makes a new one), shared by the test processes, and held by each process once read.
 */
function migratedTemplate(): Promise<Blob> {
  templateOfProcess ??= (async () => {
    const pgliteVersion = JSON.parse(readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8')).version;
    const file = path.join(os.tmpdir(), `vetclinic-pglite-${migrationsFingerprint(String(pgliteVersion))}.tar`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      // Not made yet: migrate a fresh one, dump it, and publish it whole (rename) for the other processes.
      const fresh = await openPglite(undefined, null);
      const dump = await (fresh.raw as { dumpDataDir(compression: 'none'): Promise<Blob> }).dumpDataDir('none');
      await fresh.close();
      const bytes = Buffer.from(await dump.arrayBuffer());
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, file);
      return new Blob([bytes]);
    }
  })();
  templateOfProcess.catch(() => { templateOfProcess = null; });
  return templateOfProcess;
}
