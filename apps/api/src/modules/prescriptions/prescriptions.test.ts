import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, prescriptions, records } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeClinic, makeTenant, staffHeaders } from '../../test/factories';
import { makeClientWithPet } from '../../test/tasks-factories';
import { makeRecordRow } from '../diagnoses/test-support';
import { pdfFonts } from '../../lib/pdf-document';

type Headers = Record<string, string>;

const RX = { drug: 'Meloxicam oral suspension', strength: '1.5 mg/ml', dose: '0.1', unit: 'mg/kg', route: 'oral', frequency: 'once daily', duration_days: 14, quantity: '32 ml', refills: 1, expires_on: '2031-01-31', instructions: 'With food.' };

describe('prescriptions', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let b: Awaited<ReturnType<typeof makeTenant>>;
  let vetA: Headers;
  let deskA: Headers;
  let adminB: Headers;
  let petA: { id: number; nickname: string };
  let otherPetA: { id: number };
  let petB: { id: number };

  const db = () => t.handle.db;
  const req = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const openRecord = (petId = petA.id) => makeRecordRow(db(), { groupId: a.group.id, clinicId: a.clinic.id, petId, vetId: a.vet.id });
  const create = async (over: Record<string, unknown> = {}, headers = vetA) => {
    const res = await req('POST', '/prescriptions', headers, { pet_id: petA.id, ...RX, ...over });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; status: string };
  };

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(db());
    b = await makeTenant(db());
    vetA = await staffHeaders(t.app, a.vet.email, a.clinic.id);
    deskA = await staffHeaders(t.app, a.receptionist.email, a.clinic.id);
    adminB = await staffHeaders(t.app, b.admin.email, b.clinic.id);
    petA = (await makeClientWithPet(db(), a.group.id)).pet;
    otherPetA = (await makeClientWithPet(db(), a.group.id)).pet;
    petB = (await makeClientWithPet(db(), b.group.id)).pet;
  });
  afterAll(() => t.close());

  it('should write a prescription with every field, the caller as vet, ACTIVE and audited', async () => {
    const record = await openRecord();
    const res = await req('POST', '/prescriptions', vetA, { pet_id: petA.id, record_id: record.id, ...RX });
    expect(res.statusCode).toBe(201);
    const rx = res.json().data;
    expect(rx).toMatchObject({ ...RX, pet_id: petA.id, record_id: record.id, vet_id: a.vet.id, status: 'ACTIVE', editable: true, pet: { nickname: petA.nickname } });
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'prescription'), eq(auditLog.entityId, rx.id)));
    expect(audit.map((r) => r.action)).toEqual(['prescription.created']);
  });

  it('should list a pet\'s prescriptions 3 a page by default, filtered by status ACTIVE', async () => {
    for (let i = 0; i < 4; i++) await create({ drug: `Drug ${i}` });
    const done = await create({ drug: 'Old drug' });
    await req('POST', `/prescriptions/${done.id}/status`, vetA, { status: 'COMPLETED' });
    const page = await req('GET', `/prescriptions?filter[pet_id]=${petA.id}&filter[status]=ACTIVE`, vetA);
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.meta).toMatchObject({ per_page: 3, current_page: 1 });
    expect(body.data).toHaveLength(3);
    expect(body.data.every((p: { status: string }) => p.status === 'ACTIVE')).toBe(true);
    const completed = await req('GET', `/prescriptions?filter[pet_id]=${petA.id}&filter[status]=COMPLETED`, vetA);
    expect(completed.json().data.map((p: { drug: string }) => p.drug)).toEqual(['Old drug']);
  });

  it('should edit an active prescription and refuse edits once completed or cancelled', async () => {
    const rx = await create();
    const edit = await req('PUT', `/prescriptions/${rx.id}`, vetA, { dose: '0.05', instructions: null });
    expect(edit.json().data).toMatchObject({ dose: '0.05', instructions: null, drug: RX.drug });
    const cancelled = await req('POST', `/prescriptions/${rx.id}/status`, vetA, { status: 'CANCELLED', reason: 'Vomiting' });
    expect(cancelled.json().data).toMatchObject({ status: 'CANCELLED', status_reason: 'Vomiting', editable: false });
    expect((await req('PUT', `/prescriptions/${rx.id}`, vetA, { dose: '1' })).statusCode).toBe(409);
    expect((await req('POST', `/prescriptions/${rx.id}/status`, vetA, { status: 'COMPLETED' })).statusCode).toBe(409);
    expect((await req('POST', `/prescriptions/${rx.id}/status`, vetA, { status: 'ACTIVE' })).statusCode).toBe(422);
  });

  it('should answer 409 for every write touching a closed record', async () => {
    const record = await openRecord();
    const rx = await create({ record_id: record.id });
    await db().update(records).set({ status: 'closed', closedAt: new Date() }).where(eq(records.id, record.id));
    const created = await req('POST', '/prescriptions', vetA, { pet_id: petA.id, record_id: record.id, ...RX });
    expect(created.statusCode).toBe(409);
    expect(created.json().code).toBe('record_closed');
    expect((await req('PUT', `/prescriptions/${rx.id}`, vetA, { dose: '1' })).statusCode).toBe(409);
    expect((await req('POST', `/prescriptions/${rx.id}/status`, vetA, { status: 'COMPLETED' })).statusCode).toBe(409);
    expect((await req('GET', `/prescriptions/${rx.id}`, vetA)).json().data.editable).toBe(false);
    await expect(db().update(prescriptions).set({ dose: '9' }).where(eq(prescriptions.id, rx.id))).rejects.toThrow();
  });

  it('should answer 422 for a record of another pet, an unknown record, a foreign pet or vet, and bad fields', async () => {
    const record = await openRecord(otherPetA.id);
    const wrongPet = await req('POST', '/prescriptions', vetA, { pet_id: petA.id, record_id: record.id, ...RX });
    expect(wrongPet.statusCode).toBe(422);
    expect(wrongPet.json().errors.record_id).toBeDefined();
    const foreign = await req('POST', '/prescriptions', vetA, { ...RX, pet_id: petB.id, vet_id: b.vet.id, record_id: 999999 });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors).sort()).toEqual(['pet_id', 'record_id', 'vet_id']);
    const bad = await req('POST', '/prescriptions', vetA, { pet_id: petA.id, drug: '', dose: '', unit: '', route: 'nose', frequency: '', refills: -1, expires_on: '2030-02-30' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['drug', 'dose', 'unit', 'route', 'frequency', 'refills', 'expires_on']));
  });

  it('should hide another group\'s prescriptions (404) and refuse writes without records.manage (403)', async () => {
    const rx = await create();
    expect((await req('GET', `/prescriptions/${rx.id}`, adminB)).statusCode).toBe(404);
    expect((await req('PUT', `/prescriptions/${rx.id}`, adminB, { dose: '1' })).statusCode).toBe(404);
    expect((await req('POST', `/prescriptions/${rx.id}/status`, adminB, { status: 'COMPLETED' })).statusCode).toBe(404);
    expect((await req('GET', `/prescriptions/${rx.id}/pdf`, adminB)).statusCode).toBe(404);
    expect((await req('GET', `/prescriptions?filter[pet_id]=${petA.id}`, adminB)).json().data).toEqual([]);
    expect((await req('POST', '/prescriptions', deskA, { pet_id: petA.id, ...RX })).statusCode).toBe(403);
    expect((await req('GET', '/prescriptions', deskA)).statusCode).toBe(403);
  });

  it('should let another clinic of the group read a pet\'s prescription but not change it', async () => {
    const rx = await create();
    const sibling = await makeClinic(db(), a.group.id);
    const { makeStaff } = await import('../../test/factories');
    const vet = await makeStaff(db(), a.group.id, [{ clinicId: sibling.id, roleId: a.group.roleId('vet') }]);
    const h = await staffHeaders(t.app, vet.email, sibling.id);
    const read = await req('GET', `/prescriptions/${rx.id}`, h);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.editable).toBe(false);
    expect((await req('PUT', `/prescriptions/${rx.id}`, h, { dose: '1' })).statusCode).toBe(404);
  });

  it('should print an A4 sheet and an 89 × 36 mm label as PDF with the clinic header', async () => {
    const rx = await create({ drug: 'Amoxicilină ― Ελληνικά Ж', instructions: 'Give with food, twice a day, and call us if vomiting, diarrhoea or lethargy appear. '.repeat(8) });
    const sheet = await req('GET', `/prescriptions/${rx.id}/pdf`, vetA);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
    expect(sheet.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const label = await req('GET', `/prescriptions/${rx.id}/pdf?format=label`, vetA);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-disposition']).toContain('label');
    // 89 × 36 mm = 252.28 × 102.05 pt
    expect(label.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 252\.28\d* 102\.04\d*\]/);
    // Long instructions are shortened on the label, never spilled onto a second label.
    expect(label.rawPayload.toString('latin1')).toMatch(/\/Type \/Pages\s*\/Count 1\b/);
    expect((await req('GET', `/prescriptions/${rx.id}/pdf?format=poster`, vetA)).statusCode).toBe(422);
  });

  it('should print a Korean drug name and directions in the CJK font, on the sheet and the label, when the machine has one', async () => {
    const cjk = pdfFonts().cjk;
    if (!cjk) return; // no CJK font here (CI installs fonts-wqy-microhei)
    const fontName = cjk.includes('wqy') ? 'WenQuanYiMicroHei' : 'NotoSansCJK';
    const rx = await create({ drug: '아목시실린', instructions: '하루 두 번 음식과 함께' });
    for (const format of ['sheet', 'label']) {
      const pdf = await req('GET', `/prescriptions/${rx.id}/pdf?format=${format}`, vetA);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.toString('latin1')).toContain(fontName);
    }
    const latin = await create({ drug: 'Amoxicillin' });
    expect((await req('GET', `/prescriptions/${latin.id}/pdf`, vetA)).rawPayload.toString('latin1')).not.toContain(fontName);
  });
});
