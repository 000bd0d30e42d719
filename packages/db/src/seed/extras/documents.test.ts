import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../client';
import { clinics, consentRequests, documentTemplates } from '../../schema/index';
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

  it('gives each demo clinic two consent forms waiting for a signature, filled with the pet and owner', async () => {
    const rows = await h.db.select({ clinic: clinics.slug, status: consentRequests.status, html: consentRequests.html }).from(consentRequests)
      .innerJoin(clinics, eq(clinics.id, consentRequests.clinicId)).orderBy(asc(consentRequests.id));
    expect(rows.filter((r) => r.clinic === 'happy-paws').map((r) => r.status).sort()).toEqual(['opened', 'sent']);
    expect(rows.every((r) => r.html.includes('<h1>') && !r.html.includes('{{'))).toBe(true);
  });
});
