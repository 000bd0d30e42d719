import pg from 'pg';
import { openDatabase } from '@vetclinic/db';

/**
 * A scratch PostgreSQL database for one bench run (BENCH_DATABASE_URL's server, default the local one), created
 * under `name` and migrated; `drop()` closes it and drops it, whatever the bench did.
 */
export async function benchDatabase(name: string, poolSize = 20) {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const url = new URL(base);
  url.pathname = `/${name}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const handle = await openDatabase({ url: url.toString(), poolSize });
  const drop = async () => {
    await handle.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  return { url, handle, drop };
}
