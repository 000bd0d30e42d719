import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../client';
import { clinics, pets, prescriptions, recordAppointments, recordDiagnoses, recordFieldValues, recordTemplates, recordVersions, records, vitals } from '../../schema/index';
import { seedDemo } from '../index';
import { demoRecordIdsByPet } from './records';

// Each file seeds the whole demo on the embedded database (some twice): minutes on a busy 2-core CI machine.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const NOW = new Date('2025-03-12T10:20:00Z');

async function recordList(db: DatabaseHandle['db']) {
  const rows = await db.select({ petId: records.petId, recordedAt: records.recordedAt, status: records.status, title: records.title, vetId: records.vetId })
    .from(records).orderBy(asc(records.petId), asc(records.recordedAt));
  return rows.map((r) => `${r.petId} ${r.recordedAt.toISOString()} ${r.status} ${r.title} ${r.vetId}`);
}

describe('demo records', () => {
  let h: DatabaseHandle;

  beforeAll(async () => {
    h = await openDatabase({});
    await seedDemo(h.db, { now: NOW });
  });
  afterAll(() => h?.close());

  it('copies the six built-in templates into each clinic in its language, SOAP as the default', async () => {
    const rows = await h.db.select({ clinic: clinics.slug, name: recordTemplates.name, key: recordTemplates.repoKey, isDefault: recordTemplates.isDefault })
      .from(recordTemplates).innerJoin(clinics, eq(clinics.id, recordTemplates.clinicId)).orderBy(asc(recordTemplates.id));
    expect(rows.filter((r) => r.clinic === 'happy-paws')).toHaveLength(6);
    expect(rows.find((r) => r.clinic === 'happy-paws' && r.isDefault)?.name).toBe('Consultație SOAP');
    expect(rows.find((r) => r.clinic === 'city-vets' && r.isDefault)?.name).toBe('SOAP consultation');
  });

  it('gives every active pet 3–5 records over two years, the older closed and the latest open, with values and history', async () => {
    const active = await h.db.select({ id: pets.id }).from(pets).where(isNull(pets.archivedAt));
    const byPet = await demoRecordIdsByPet(h.db as never, (await h.db.select({ g: clinics.groupId }).from(clinics).limit(1))[0].g);
    expect(active.length).toBeGreaterThan(10);
    for (const p of active) {
      const ids = byPet.get(p.id) ?? [];
      expect(ids.length, `pet ${p.id}`).toBeGreaterThanOrEqual(3);
      // This seeder's records (the vitals seeder adds a completed surgery record of its own to one pet).
      const rows = await h.db.select().from(records).where(inArray(records.id, ids)).orderBy(asc(records.recordedAt));
      expect(rows.map((r) => r.status)).toEqual([...rows.slice(0, -1).map(() => 'closed'), 'in_progress']);
      expect(NOW.getTime() - rows[0].recordedAt.getTime()).toBeLessThan(731 * 86_400_000);
    }
    const [{ n: values }] = await h.db.select({ n: count() }).from(recordFieldValues);
    const [{ n: versions }] = await h.db.select({ n: count() }).from(recordVersions);
    expect(values).toBeGreaterThan(active.length * 3 * 3);
    expect(versions).toBeGreaterThan(active.length * 3 * 2);
    const [{ n: linked }] = await h.db.select({ n: count() }).from(recordAppointments);
    expect(linked).toBeGreaterThan(0);
  });

  it('is deterministic for the same now', async () => {
    const other = await openDatabase({});
    try {
      await seedDemo(other.db, { now: NOW });
      expect(await recordList(other.db)).toEqual(await recordList(h.db));
    } finally {
      await other.close();
    }
  });

  it('writes only values that fit their template fields', async () => {
    const { recordFieldValueError, recordFieldsByKey } = await import('@vetclinic/domain');
    // Read as text: drizzle's jsonb column parses a stored string once more ("2" would come back as 2).
    const rows = await h.db.select({ key: recordFieldValues.fieldKey, text: sql<string>`${recordFieldValues.value}::text`, snapshot: records.templateSnapshot }).from(recordFieldValues)
      .innerJoin(records, and(eq(records.id, recordFieldValues.recordId)));
    for (const { key, text, snapshot } of rows) {
      const field = recordFieldsByKey(snapshot).get(key);
      expect(field, key).toBeDefined();
      expect(recordFieldValueError(field!, JSON.parse(text)), `${key}=${text}`).toBeNull();
    }
  });

  it('shows on the records their vitals, diagnoses and prescriptions, and the closed ones are closed again', async () => {
    const recs = await h.db.select({ id: records.id, status: records.status, closedAt: records.closedAt, recordedAt: records.recordedAt }).from(records);
    expect(recs.filter((r) => r.closedAt !== null).every((r) => r.status === 'closed')).toBe(true);
    const withVitals = new Set((await h.db.select({ id: vitals.recordId }).from(vitals)).map((v) => v.id));
    const past = recs.filter((r) => r.recordedAt < NOW);
    expect(past.filter((r) => withVitals.has(r.id)).length / past.length, 'past records with vitals').toBeGreaterThan(0.9);
    expect(recs.some((r) => r.status === 'closed' && withVitals.has(r.id))).toBe(true);
    const [dx] = await h.db.select({ n: count() }).from(recordDiagnoses);
    expect(dx.n).toBeGreaterThan(10);
    const [rx] = await h.db.select({ n: count() }).from(prescriptions).where(sql`${prescriptions.recordId} IS NOT NULL`);
    expect(rx.n).toBeGreaterThan(10);
  });
});
