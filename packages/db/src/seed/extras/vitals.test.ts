import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, count, countDistinct, eq, max, min } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../client';
import { anesthesiaMeasurements, anesthesiaSessions, pets, vitals } from '../../schema/index';
import { seedDemo } from '../index';

// Each file seeds the whole demo on the embedded database (some twice): minutes on a busy 2-core CI machine.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const NOW = new Date('2025-03-12T10:20:00Z');

async function series(db: DatabaseHandle['db']) {
  const rows = await db.select({ petId: vitals.petId, at: vitals.measuredAt, w: vitals.weightGrams, t: vitals.temperatureDc, hr: vitals.heartRate })
    .from(vitals).orderBy(asc(vitals.petId), asc(vitals.measuredAt));
  return rows.map((r) => `${r.petId} ${r.at.toISOString()} ${r.w} ${r.t} ${r.hr}`);
}

/** Issue #14 demo data: every pet has two years of vitals, one anesthesia session has readings, and it is deterministic. */
describe('demo vitals', () => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await openDatabase({});
    await seedDemo(h.db, { now: NOW });
  });
  afterAll(() => h.close());

  it('should give every demo pet a series over the last two years ending at its recorded weight', async () => {
    const [{ pets: petCount }] = await h.db.select({ pets: count() }).from(pets);
    const [{ withVitals, first, last }] = await h.db.select({ withVitals: countDistinct(vitals.petId), first: min(vitals.measuredAt), last: max(vitals.measuredAt) }).from(vitals);
    expect(withVitals).toBe(petCount);
    expect(NOW.getTime() - first!.getTime()).toBeGreaterThan(600 * 24 * 3600_000);
    expect(last!.getTime()).toBeLessThan(NOW.getTime());
    const petRows = await h.db.select({ id: pets.id, w: pets.weightGrams }).from(pets);
    for (const p of petRows.slice(0, 30)) {
      const [latest] = await h.db.select({ w: vitals.weightGrams }).from(vitals).where(eq(vitals.petId, p.id)).orderBy(asc(vitals.measuredAt)).then((r) => r.slice(-1));
      expect(latest.w).toBe(p.w);
    }
  });

  it('should seed one anesthesia session with readings every five minutes', async () => {
    const sessions = await h.db.select().from(anesthesiaSessions);
    expect(sessions).toHaveLength(1);
    const [{ n }] = await h.db.select({ n: count() }).from(anesthesiaMeasurements).where(eq(anesthesiaMeasurements.sessionId, sessions[0].id));
    expect(n).toBeGreaterThanOrEqual(10);
  });

  it('should write the same series on a fresh database for the same now', async () => {
    const other = await openDatabase({});
    try {
      await seedDemo(other.db, { now: NOW });
      expect(await series(other.db)).toEqual(await series(h.db));
    } finally {
      await other.close();
    }
  });
});
