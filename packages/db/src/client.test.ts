import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase } from './client';

const baseUrl = process.env.TEST_DATABASE_URL;

// PostgreSQL only (npm run test:api:pg -- packages/db/src/client.test.ts): the embedded database has one process.
describe.skipIf(!baseUrl)('migrations on PostgreSQL', () => {
  it('should migrate once when five processes open a fresh database at the same moment', { timeout: 180_000 }, async () => {
    const { default: pg } = await import('pg');
    const name = `vet_migrate_lock_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    try {
      // Pools of one: each start then has only the connection that holds (or waits on) the lock.
      const opened = await Promise.allSettled(Array.from({ length: 5 }, () => openDatabase({ url: url.toString(), poolSize: 1 })));
      const handles = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
      const failures = opened.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []));
      for (const h of handles) await h.close();
      expect(failures).toEqual([]);

      const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query<{ hash: string; n: string }>('SELECT hash, count(*) AS n FROM drizzle.__drizzle_migrations GROUP BY hash');
      await check.end();
      expect(rows.length).toBe(journal.entries.length);
      expect(rows.filter((r) => Number(r.n) !== 1)).toEqual([]);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
