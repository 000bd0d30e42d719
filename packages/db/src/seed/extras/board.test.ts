import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../client';
import { appointments, clinics, taggables, tags, visits } from '../../schema/index';
import { seedDemo } from '../index';

// Each file seeds the whole demo on the embedded database (some twice): minutes on a busy 2-core CI machine.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

// Same Wednesday as seed.test.ts: the seed's "now" decides today's board.
const NOW = new Date('2025-03-12T10:20:00Z');

describe('demo whiteboard and tags', () => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await openDatabase({});
    await seedDemo(h.db, { now: NOW });
  });
  afterAll(() => h?.close());

  it('should put today\'s appointments of every clinic on the board at several stages, none entered in the future', async () => {
    const clinicRows = await h.db.select().from(clinics).orderBy(asc(clinics.id));
    for (const c of clinicRows) {
      const rows = await h.db.select({ visit: visits, startsAt: appointments.startsAt }).from(visits)
        .innerJoin(appointments, eq(appointments.id, visits.appointmentId)).where(eq(visits.clinicId, c.id));
      expect(new Set(rows.map((r) => r.visit.stage)).size).toBeGreaterThanOrEqual(4);
      for (const r of rows) {
        expect(r.visit.enteredStageAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
        expect(r.visit.checkedInAt.getTime()).toBeLessThanOrEqual(r.visit.enteredStageAt.getTime());
      }
    }
  });

  it('should give every clinic its tags and tag some pets and clients', async () => {
    const tagRows = await h.db.select().from(tags);
    expect(tagRows.length).toBeGreaterThanOrEqual(16);
    const used = await h.db.select().from(taggables);
    expect(new Set(used.map((u) => u.entityType))).toEqual(new Set(['pet', 'client', 'appointment']));
  });

  it('should seed the same board on a fresh database for the same now', async () => {
    const other = await openDatabase({});
    try {
      await seedDemo(other.db, { now: NOW });
      const list = async (db: typeof h.db) => (await db.select().from(visits).orderBy(asc(visits.id))).map((v) => `${v.appointmentId} ${v.stage} ${v.enteredStageAt.toISOString()}`);
      expect(await list(other.db)).toEqual(await list(h.db));
      const tagged = async (db: typeof h.db) => (await db.select().from(taggables).orderBy(asc(taggables.tagId), asc(taggables.entityType), asc(taggables.entityId))).map((t) => `${t.tagId} ${t.entityType} ${t.entityId}`);
      expect(await tagged(other.db)).toEqual(await tagged(h.db));
    } finally {
      await other.close();
    }
  });
});
