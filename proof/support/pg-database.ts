// A fresh PostgreSQL database per proof suite: created with a unique name, migrated by the app's
// own openDatabase, and dropped at the end — also when the suite fails or is interrupted.
import pg from 'pg';

export const PROOF_PG_ADMIN_URL = process.env.PROOF_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ProofDatabase {
  name: string;
  /** postgres://… of the fresh database. */
  url: string;
  /** A small pool for the suite's own checks (SQL assertions). */
  pool: pg.Pool;
  drop(): Promise<void>;
}

const live = new Set<ProofDatabase>();
let hooked = false;

function hookSignals() {
  if (hooked) return;
  hooked = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: dropping the proof databases`);
      void Promise.allSettled([...live].map((d) => d.drop())).finally(() => process.exit(130));
    });
  }
}

/** Creates `proof_<suite>_<pid>_<time>`; call drop() in a finally. */
export async function createProofDatabase(suite: string): Promise<ProofDatabase> {
  hookSignals();
  const name = `proof_${suite}_${process.pid}_${Date.now().toString(36)}`.replace(/[^a-z0-9_]/g, '_');
  const admin = new pg.Client({ connectionString: PROOF_PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(`PostgreSQL is not reachable at ${PROOF_PG_ADMIN_URL} (set PROOF_DATABASE_URL): ${(err as Error).message}`);
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PROOF_PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  pool.on('error', () => {});
  let dropped = false;
  const db: ProofDatabase = {
    name,
    url: url.toString(),
    pool,
    async drop() {
      if (dropped) return;
      dropped = true;
      live.delete(db);
      await pool.end().catch(() => {});
      const c = new pg.Client({ connectionString: PROOF_PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
  live.add(db);
  return db;
}

/** One query's rows. */
export async function rows<T = Record<string, unknown>>(pool: pg.Pool, text: string, values: unknown[] = []): Promise<T[]> {
  return (await pool.query(text, values)).rows as T[];
}

/**
 * Pairs of live (not cancelled / no-show) appointments of one vet whose times overlap, over the
 * whole database — the invariant the exclusion constraint guards. Must be empty.
 */
export async function vetOverlaps(pool: pg.Pool): Promise<{ a: number; b: number; vet_id: number }[]> {
  return rows(pool, `
    SELECT a.id AS a, b.id AS b, a.vet_id
    FROM appointments a
    JOIN appointments b ON b.vet_id = a.vet_id AND b.id > a.id
      AND a.starts_at < b.ends_at AND b.starts_at < a.ends_at
    WHERE a.status NOT IN (6, 7, 9) AND b.status NOT IN (6, 7, 9)`);
}
