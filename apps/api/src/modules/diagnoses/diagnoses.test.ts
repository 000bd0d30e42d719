import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DIAGNOSIS_CATALOGUE, copyDiagnosisCatalogue, diagnoses, petProblems, recordVersions, records } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeClinic, makeStaff, makeTenant, staffHeaders } from '../../test/factories';
import { makeClientWithPet } from '../../test/tasks-factories';
import { makeRecordRow } from './test-support';

type Headers = Record<string, string>;

describe('diagnoses', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let b: Awaited<ReturnType<typeof makeTenant>>;
  let adminA: Headers;
  let vetA: Headers;
  let deskA: Headers;
  let adminB: Headers;
  let petA: { id: number };
  let petB: { id: number };

  const db = () => t.handle.db;
  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const openRecord = (over = {}) => makeRecordRow(db(), { groupId: a.group.id, clinicId: a.clinic.id, petId: petA.id, vetId: a.vet.id }, over);
  const idOf = async (name: string, clinicId = a.clinic.id) => (await db().select().from(diagnoses).where(and(eq(diagnoses.clinicId, clinicId), eq(diagnoses.name, name))))[0].id;

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(db());
    b = await makeTenant(db());
    adminA = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    vetA = await staffHeaders(t.app, a.vet.email, a.clinic.id);
    deskA = await staffHeaders(t.app, a.receptionist.email, a.clinic.id);
    adminB = await staffHeaders(t.app, b.admin.email, b.clinic.id);
    petA = (await makeClientWithPet(db(), a.group.id)).pet;
    petB = (await makeClientWithPet(db(), b.group.id)).pet;
    await copyDiagnosisCatalogue(db(), a.clinic.id);
  });
  afterAll(() => t.close());

  describe('catalogue', () => {
    it('should hold several hundred built-in diagnoses with a description and a recommendation each', () => {
      expect(DIAGNOSIS_CATALOGUE.length).toBeGreaterThanOrEqual(300);
      expect(new Set(DIAGNOSIS_CATALOGUE.map((e) => e.key)).size).toBe(DIAGNOSIS_CATALOGUE.length);
      for (const e of DIAGNOSIS_CATALOGUE) expect(e.description && e.recommendation && e.category, e.key).toBeTruthy();
    });

    it('should find diagnoses as you type, any word order, prefix matches first', async () => {
      const res = await req('GET', '/diagnoses?filter[q]=kidney chronic', vetA);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((d: { name: string }) => d.name)).toContain('Chronic kidney disease');
      const prefix = await req('GET', '/diagnoses?filter[q]=otitis', vetA);
      expect(prefix.json().data[0].name).toMatch(/^Otitis/);
      expect(prefix.json().meta.per_page).toBe(15);
      const none = await req('GET', '/diagnoses?filter[q]=%25_zzz', vetA);
      expect(none.json().data).toEqual([]);
    });

    it('should filter by species hint, keeping entries meant for any species', async () => {
      const res = await req('GET', '/diagnoses?filter[species]=rabbit&per_page=1000', vetA);
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data as { species: string[] }[];
      expect(rows.length).toBeGreaterThan(50);
      for (const r of rows) expect(r.species.length === 0 || r.species.includes('rabbit')).toBe(true);
    });

    it('should copy only the missing built-in entries when imported again', async () => {
      const again = await req('POST', '/diagnoses/import-built-in', adminA);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.added).toBe(0);
      const fresh = await makeClinic(db(), a.group.id);
      const admin = await makeStaff(db(), a.group.id, [{ clinicId: fresh.id, roleId: a.group.roleId('admin') }]);
      const res = await req('POST', '/diagnoses/import-built-in', await staffHeaders(t.app, admin.email, fresh.id));
      expect(res.json().data.added).toBe(DIAGNOSIS_CATALOGUE.length);
    });

    it('should create, edit and deactivate an entry with diagnoses.manage', async () => {
      const created = await req('POST', '/diagnoses', adminA, { name: 'Clinic-specific syndrome', description: 'Ours', recommendation: 'Rest', category: 'neurology', species: ['dog'] });
      expect(created.statusCode).toBe(201);
      const d = created.json().data;
      expect(d).toMatchObject({ name: 'Clinic-specific syndrome', built_in: false, is_active: true, species: ['dog'] });
      const edited = await req('PUT', `/diagnoses/${d.id}`, adminA, { name: 'Clinic syndrome', is_active: false });
      expect(edited.json().data).toMatchObject({ name: 'Clinic syndrome', is_active: false, description: null });
      const active = await req('GET', '/diagnoses?filter[q]=clinic syndrome&filter[is_active]=true', vetA);
      expect(active.json().data).toEqual([]);
    });

    it('should refuse catalogue writes without diagnoses.manage (403) and reads without records.view (403)', async () => {
      expect((await req('POST', '/diagnoses', vetA, { name: 'X' })).statusCode).toBe(403);
      expect((await req('PUT', `/diagnoses/${await idOf('Otitis externa')}`, vetA, { name: 'X' })).statusCode).toBe(403);
      expect((await req('POST', '/diagnoses/import-built-in', vetA)).statusCode).toBe(403);
      expect((await req('GET', '/diagnoses', deskA)).statusCode).toBe(403);
    });

    it('should answer 404 for another group\'s entry and 422 for a bad one', async () => {
      const id = await idOf('Otitis externa');
      expect((await req('GET', `/diagnoses/${id}`, adminB)).statusCode).toBe(404);
      expect((await req('PUT', `/diagnoses/${id}`, adminB, { name: 'Hacked' })).statusCode).toBe(404);
      const bad = await req('POST', '/diagnoses', adminA, { name: '', category: 'nope' });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['name', 'category']));
    });
  });

  describe('record diagnoses and the problem list', () => {
    it('should add a differential and a final diagnosis; the final one joins the problem list once', async () => {
      const record = await openRecord();
      const otitis = await idOf('Otitis externa');
      const diff = await req('POST', `/records/${record.id}/diagnoses`, vetA, { kind: 'differential', name: 'Ear mites?' });
      expect(diff.statusCode).toBe(201);
      const fin = await req('POST', `/records/${record.id}/diagnoses`, vetA, { kind: 'final', diagnosis_id: otitis, notes: 'Left ear' });
      expect(fin.statusCode).toBe(201);
      expect(fin.json().data).toMatchObject({ kind: 'final', name: 'Otitis externa', diagnosis_id: otitis, notes: 'Left ear', recommendation: expect.any(String) });
      await req('POST', `/records/${record.id}/diagnoses`, vetA, { kind: 'final', diagnosis_id: otitis });
      const list = await req('GET', `/records/${record.id}/diagnoses`, vetA);
      expect(list.json().data.map((d: { kind: string }) => d.kind)).toEqual(['differential', 'final', 'final']);
      const problems = await req('GET', `/pets/${petA.id}/problems`, vetA);
      const otitisProblems = problems.json().data.filter((p: { diagnosis_id: number }) => p.diagnosis_id === otitis);
      expect(otitisProblems).toHaveLength(1);
      expect(otitisProblems[0]).toMatchObject({ status: 'active', source_record_id: record.id });
      const versions = await db().select().from(recordVersions).where(eq(recordVersions.recordId, record.id));
      expect(versions.map((v) => v.action)).toEqual(['diagnosis.added', 'diagnosis.added', 'diagnosis.added']);
    });

    it('should remove a diagnosis from an open record', async () => {
      const record = await openRecord();
      const { data } = (await req('POST', `/records/${record.id}/diagnoses`, vetA, { kind: 'differential', name: 'Allergy' })).json();
      expect((await req('DELETE', `/records/${record.id}/diagnoses/${data.id}`, vetA)).statusCode).toBe(204);
      expect((await req('DELETE', `/records/${record.id}/diagnoses/${data.id}`, vetA)).statusCode).toBe(404);
    });

    it('should answer 409 for every diagnosis write on a closed record, and the database refuses too', async () => {
      const record = await openRecord();
      const { data } = (await req('POST', `/records/${record.id}/diagnoses`, vetA, { kind: 'differential', name: 'Allergy' })).json();
      await db().update(records).set({ status: 'closed', closedAt: new Date() }).where(eq(records.id, record.id));
      const add = await req('POST', `/records/${record.id}/diagnoses`, vetA, { kind: 'final', name: 'Allergy' });
      expect(add.statusCode).toBe(409);
      expect(add.json().code).toBe('record_closed');
      expect((await req('DELETE', `/records/${record.id}/diagnoses/${data.id}`, vetA)).statusCode).toBe(409);
      expect((await req('GET', `/records/${record.id}/diagnoses`, vetA)).statusCode).toBe(200);
      await expect(db().execute(`DELETE FROM record_diagnoses WHERE id = ${data.id}`)).rejects.toThrow();
    });

    it('should answer 404 for another group\'s record or pet, 403 without the right, 422 for a foreign catalogue entry', async () => {
      const record = await openRecord();
      expect((await req('GET', `/records/${record.id}/diagnoses`, adminB)).statusCode).toBe(404);
      expect((await req('POST', `/records/${record.id}/diagnoses`, adminB, { kind: 'final', name: 'X' })).statusCode).toBe(404);
      expect((await req('GET', `/pets/${petA.id}/problems`, adminB)).statusCode).toBe(404);
      expect((await req('GET', `/pets/${petB.id}/problems`, adminA)).statusCode).toBe(404);
      expect((await req('POST', `/records/${record.id}/diagnoses`, deskA, { kind: 'final', name: 'X' })).statusCode).toBe(403);
      await copyDiagnosisCatalogue(db(), b.clinic.id);
      const foreign = await idOf('Otitis externa', b.clinic.id);
      const res = await req('POST', `/records/${record.id}/diagnoses`, vetA, { kind: 'final', diagnosis_id: foreign });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.diagnosis_id).toBeDefined();
      const empty = await req('POST', `/records/${record.id}/diagnoses`, vetA, { kind: 'maybe' });
      expect(empty.statusCode).toBe(422);
    });

    it('should refuse a record of another clinic of the same group with a 404 on writes but let it be read', async () => {
      const sibling = await makeClinic(db(), a.group.id);
      const record = await makeRecordRow(db(), { groupId: a.group.id, clinicId: sibling.id, petId: petA.id });
      expect((await req('GET', `/records/${record.id}/diagnoses`, vetA)).statusCode).toBe(200);
      expect((await req('POST', `/records/${record.id}/diagnoses`, vetA, { kind: 'final', name: 'X' })).statusCode).toBe(404);
    });

    it('should add problems by hand and move them between active, chronic and resolved with an onset date', async () => {
      const added = await req('POST', `/pets/${petA.id}/problems`, vetA, { name: 'Heart murmur grade II', status: 'chronic', onset_date: '2024-05-01' });
      expect(added.statusCode).toBe(201);
      const p = added.json().data;
      const res = await req('PUT', `/pets/${petA.id}/problems/${p.id}`, vetA, { status: 'resolved', onset_date: '2024-04-01' });
      expect(res.json().data).toMatchObject({ status: 'resolved', onset_date: '2024-04-01' });
      expect((await req('PUT', `/pets/${petA.id}/problems/${p.id}`, vetA, { status: 'gone' })).statusCode).toBe(422);
      expect((await req('PUT', `/pets/${petA.id}/problems/${p.id}`, adminB, { status: 'active' })).statusCode).toBe(404);
      expect((await req('PUT', `/pets/${petA.id}/problems/${p.id}`, deskA, { status: 'active' })).statusCode).toBe(403);
      const [row] = await db().select().from(petProblems).where(eq(petProblems.id, p.id));
      expect(row.status).toBe('resolved');
    });
  });
});
