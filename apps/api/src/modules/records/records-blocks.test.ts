import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { clinics, prescriptions, recordDiagnoses, recordTemplates, records, vitals } from '@vetclinic/db';
import { repoTemplate } from '@vetclinic/domain';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeTenant, staffHeaders } from '../../test/factories';
import { makeClientWithPet } from '../../test/tasks-factories';
import { pdfFonts } from './pdf';

type Headers = Record<string, string>;
type Section = { key: string; title: string; fields: { key: string; label: string; type: string }[] };

/** Issue #14: the anesthesia block reachable from surgery/dental records, and tags on records. */
describe('record blocks and tags', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let admin: Headers;
  let vet: Headers;
  let petId: number;
  const db = () => t.handle.db;
  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Headers = vet) =>
    t.app.inject({ method, url: `/api/v1${url}`, payload: payload as object, headers });
  const templateId = async (key: string) => {
    const list = (await req('GET', '/record-templates', undefined, admin)).json().data as { id: number; repo_key: string }[];
    return list.find((x) => x.repo_key === key)!.id;
  };

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(db());
    admin = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    vet = await staffHeaders(t.app, a.vet.email, a.clinic.id);
    petId = (await makeClientWithPet(db(), a.group.id)).pet.id;
    const copy = await req('POST', '/record-templates/copy-from-repo', { repo_keys: ['soap', 'surgery', 'dental'] }, admin);
    expect(copy.statusCode, copy.body).toBe(201);
  });
  afterAll(() => t.close());

  it('should put the anesthesia block in the surgery and dental templates, labelled in every language', () => {
    for (const key of ['surgery', 'dental'] as const) {
      const en = repoTemplate(key, 'en').sections.find((s) => s.key === 'procedure')!;
      expect(en.fields[0]).toEqual({ key: 'anesthesia', label: 'Anesthesia', type: 'anesthesia' });
      expect(repoTemplate(key, 'ko').sections.find((s) => s.key === 'procedure')!.fields[0].label).toBe('마취');
    }
    expect(repoTemplate('soap', 'en').sections.flatMap((s) => s.fields).some((f) => f.type === 'anesthesia')).toBe(false);
  });

  it('should give a new surgery record the anesthesia field, start a session on it and refuse anesthesia writes once closed', async () => {
    const created = await req('POST', '/records', { pet_id: petId, template_id: await templateId('surgery') });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json().data as { id: number; template_snapshot: Section[] };
    expect(record.template_snapshot.flatMap((s) => s.fields).filter((f) => f.type === 'anesthesia')).toHaveLength(1);
    const session = { asa_class: 'II', asa_emergency: false, started_at: '2026-03-02T08:00:00Z', drugs: [{ phase: 'induction', name: 'Propofol', dose: 4, unit: 'mg/kg', route: 'IV' }] };
    expect((await req('POST', `/records/${record.id}/anesthesia`, session)).statusCode).toBe(201);
    await db().update(records).set({ status: 'closed', closedAt: new Date() }).where(eq(records.id, record.id));
    const refused = await req('PUT', `/records/${record.id}/anesthesia`, session);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('record_closed');
    expect((await req('GET', `/records/${record.id}/anesthesia`)).json().data).toMatchObject({ asa_class: 'II' });
  });

  it('should refuse an anesthesia field value through save-values like any block (422)', async () => {
    const record = (await req('POST', '/records', { pet_id: petId, template_id: await templateId('dental') })).json().data as { id: number };
    const res = await req('POST', `/patients/${petId}/${record.id}/save-values`, { fields: [{ field_key: 'anesthesia', value: 'x', version: 0 }] });
    expect(res.statusCode).toBe(422);
  });

  it('migration 0026 adds the field to a clinic\'s older surgery copy in the clinic language, once, and leaves written records alone', async () => {
    await db().update(clinics).set({ defaultLanguage: 'fr' }).where(eq(clinics.id, a.clinic.id));
    const old = repoTemplate('surgery', 'fr').sections.map((s) => ({ ...s, fields: s.fields.filter((f) => f.type !== 'anesthesia') }));
    const [tpl] = await db().insert(recordTemplates).values({ clinicId: a.clinic.id, name: 'Old surgery', repoKey: 'surgery', sections: old }).returning();
    const written = (await req('POST', '/records', { pet_id: petId, template_id: tpl.id })).json().data as { id: number; template_snapshot: Section[] };
    const migration = readFileSync(fileURLToPath(new URL('../../../../../packages/db/migrations/0026_record_anesthesia_field.sql', import.meta.url)), 'utf8');
    await db().execute(sql.raw(migration));
    await db().execute(sql.raw(migration));
    const [after] = await db().select().from(recordTemplates).where(eq(recordTemplates.id, tpl.id));
    expect(after.version).toBe(2);
    const proc = (after.sections as Section[]).find((s) => s.key === 'procedure')!;
    expect(proc.fields[0]).toEqual({ key: 'anesthesia', label: 'Anesthésie', type: 'anesthesia' });
    expect(proc.fields.slice(1)).toEqual(old.find((s) => s.key === 'procedure')!.fields);
    expect((await req('GET', `/records/${written.id}`)).json().data.template_snapshot).toEqual(written.template_snapshot);
    await db().update(clinics).set({ defaultLanguage: 'en' }).where(eq(clinics.id, a.clinic.id));
  });

  it('should filter the records list by tag, and refuse tagging a closed record (409) while an open one takes it', async () => {
    const tag = (await req('POST', '/tags', { name: 'Follow-up', colour: 'blue', entity_types: ['record'] }, admin)).json().data as { id: number };
    const one = (await req('POST', '/records', { pet_id: petId })).json().data as { id: number };
    const two = (await req('POST', '/records', { pet_id: petId })).json().data as { id: number };
    expect((await req('POST', '/taggables', { tag_id: tag.id, entity_type: 'record', entity_id: one.id }, admin)).statusCode).toBe(201);
    const list = await req('GET', `/records?filter[tag_id]=${tag.id}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([one.id]);
    expect(list.json().meta.total).toBe(1);
    expect((await req('GET', '/records?filter[tag_id]=abc')).statusCode).toBe(422);
    await db().update(records).set({ status: 'closed', closedAt: new Date() }).where(eq(records.id, two.id));
    const refused = await req('POST', '/taggables', { tag_id: tag.id, entity_type: 'record', entity_id: two.id }, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('record_closed');
  });

  it('should give the pet one timeline of records, vitals, diagnoses and prescriptions, newest first, paged and filtered by kind', async () => {
    const pet = (await makeClientWithPet(db(), a.group.id)).pet;
    const rec = (await req('POST', '/records', { pet_id: pet.id, recorded_at: '2026-02-01T09:00:00Z' })).json().data as { id: number; title: string };
    const base = { groupId: a.group.id, clinicId: a.clinic.id, petId: pet.id };
    await db().update(records).set({ recordedAt: new Date('2026-02-01T09:00:00Z') }).where(eq(records.id, rec.id));
    await db().insert(vitals).values([
      { ...base, recordId: rec.id, measuredAt: new Date('2026-02-01T09:05:00Z'), weightGrams: 12_500, heartRate: 96 },
      { ...base, measuredAt: new Date('2026-01-15T10:00:00Z'), weightGrams: 12_300 },
    ]);
    await db().insert(recordDiagnoses).values({ recordId: rec.id, kind: 'final', name: 'Otitis externa', createdAt: new Date('2026-02-01T09:10:00Z') });
    await db().insert(prescriptions).values({ ...base, recordId: rec.id, drug: 'Enrofloxacin', dose: '5', unit: 'mg/kg', route: 'PO', frequency: 'SID', prescribedAt: new Date('2026-02-01T09:20:00Z') });
    const res = await req('GET', `/patients/${pet.id}/medical-history`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data as { kind: string; record_id: number | null; record_title: string | null; data: Record<string, unknown> }[];
    expect(items.map((i) => i.kind)).toEqual(['prescription', 'diagnosis', 'vitals', 'record', 'vitals']);
    expect(items[0]).toMatchObject({ record_id: rec.id, record_title: rec.title, data: { drug: 'Enrofloxacin', frequency: 'SID' } });
    expect(items[2].data).toMatchObject({ weight_grams: 12_500, heart_rate: 96 });
    expect(items[4]).toMatchObject({ record_id: null, data: { weight_grams: 12_300 } });
    expect(res.json().meta.total).toBe(5);
    const paged = (await req('GET', `/patients/${pet.id}/medical-history?per_page=2&page=2`)).json();
    expect(paged.data.map((i: { kind: string }) => i.kind)).toEqual(['vitals', 'record']);
    expect(paged.meta).toMatchObject({ total: 5, last_page: 3 });
    // Past the end: no rows to carry the count, which is still every entry's.
    const pastEnd = (await req('GET', `/patients/${pet.id}/medical-history?per_page=2&page=9`)).json();
    expect(pastEnd.data).toEqual([]);
    expect(pastEnd.meta).toMatchObject({ total: 5, last_page: 3 });
    expect((await req('GET', `/patients/99999999/medical-history`)).statusCode).toBe(404);
    const onlyRes = await req('GET', `/patients/${pet.id}/medical-history?filter[kind][]=vitals&filter[kind][]=diagnosis`);
    expect(onlyRes.statusCode, onlyRes.body).toBe(200);
    const only = onlyRes.json();
    expect(only.data.map((i: { kind: string }) => i.kind)).toEqual(['diagnosis', 'vitals', 'vitals']);
    expect((await req('GET', `/patients/${pet.id}/medical-history?filter[kind]=nope`)).statusCode).toBe(422);
    const other = await makeTenant(db());
    const otherHeaders = await staffHeaders(t.app, other.admin.email, other.clinic.id);
    expect((await req('GET', `/patients/${pet.id}/medical-history`, undefined, otherHeaders)).statusCode).toBe(404);
  });

  it('should embed the CJK font in a record PDF only when its text has Korean or Chinese', async () => {
    const cjk = pdfFonts().cjk;
    if (!cjk) return; // the machine has no CJK font (the fallback prints the labels in English)
    const latin = (await req('POST', '/records', { pet_id: petId, title: 'Plain check' })).json().data as { id: number };
    const korean = (await req('POST', '/records', { pet_id: petId, title: '수술 기록 麻醉' })).json().data as { id: number };
    const pdf = async (id: number) => (await req('GET', `/records/${id}/pdf`)).rawPayload.toString('latin1');
    const fontName = cjk.includes('wqy') ? 'WenQuanYiMicroHei' : cjk.includes('Noto') ? 'NotoSansCJK' : 'Gothic';
    expect(await pdf(korean.id)).toContain(fontName);
    expect(await pdf(latin.id)).not.toContain(fontName);
  });
});
