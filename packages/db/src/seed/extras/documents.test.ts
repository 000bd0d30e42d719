import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../client';
import { clinics, documentTemplates } from '../../schema/index';
import { seedDemo } from '../index';

// Each file seeds the whole demo on the embedded database (some twice): minutes on a busy 2-core CI machine.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

describe('demo document templates', () => {
  let h: DatabaseHandle;

  beforeAll(async () => {
    h = await openDatabase({});
    await seedDemo(h.db, { now: new Date('2025-03-12T10:20:00Z') });
  });
  afterAll(() => h?.close());

  it('gives each demo clinic the four built-in templates in its language', async () => {
    const rows = await h.db.select({ clinic: clinics.slug, name: documentTemplates.name, key: documentTemplates.builtInKey, language: documentTemplates.language })
      .from(documentTemplates).innerJoin(clinics, eq(clinics.id, documentTemplates.clinicId)).orderBy(asc(documentTemplates.id));
    expect(rows.filter((r) => r.clinic === 'happy-paws')).toHaveLength(4);
    expect(rows.find((r) => r.clinic === 'happy-paws' && r.key === 'surgery_anesthesia_consent')?.name).toBe('Consimțământ pentru chirurgie și anestezie');
    expect(rows.find((r) => r.clinic === 'city-vets' && r.key === 'vaccination_certificate')).toMatchObject({ name: 'Vaccination certificate', language: 'en' });
  });
});
