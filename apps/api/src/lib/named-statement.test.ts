import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '../test/make-app';
import { executeNamed } from './named-statement';

describe('executeNamed', () => {
  // A fresh database either way: PGlite, or PostgreSQL when TEST_DATABASE_URL is set (where names matter).
  let t: TestApp;
  beforeAll(async () => { t = await makeTestApp(); }, 120_000);
  afterAll(async () => { await t.close(); });
  const handle = { get db() { return t.handle.db; } };

  it('should answer rows with each call\'s own values, inside and outside a transaction', async () => {
    const run = (db: Parameters<typeof executeNamed>[0], n: number) => executeNamed<{ n: number; s: string }>(db, 'test_named_echo', sql`SELECT ${n}::int + 1 AS n, ${`v${n}`}::text AS s`);
    expect(await run(handle.db, 1)).toEqual([{ n: 2, s: 'v1' }]);
    expect(await run(handle.db, 41)).toEqual([{ n: 42, s: 'v41' }]);
    await handle.db.transaction(async (tx) => {
      expect(await run(tx, 9)).toEqual([{ n: 10, s: 'v9' }]);
    });
    // Many calls at once over the pool's connections: each prepares it once and keeps answering its own values.
    const many = await Promise.all(Array.from({ length: 30 }, (_, i) => run(handle.db, i)));
    expect(many.map((r) => r[0].n)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('should refuse a second text under the same name', async () => {
    await executeNamed(handle.db, 'test_named_once', sql`SELECT 1 AS one`);
    await expect(executeNamed(handle.db, 'test_named_once', sql`SELECT 2 AS two`)).rejects.toThrow(/second text/);
  });
});
