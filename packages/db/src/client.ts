import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
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
    await migrate(db as any, { migrationsFolder: MIGRATIONS_DIR });
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
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { citext } = await import('@electric-sql/pglite/contrib/citext');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: opts.dataDir ? path.resolve(opts.dataDir, 'pg') : undefined,
    extensions: { btree_gist, citext, pg_trgm },
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as any, { migrationsFolder: MIGRATIONS_DIR });
  return { db, kind: 'pglite', raw: client, close: () => client.close() };
}
