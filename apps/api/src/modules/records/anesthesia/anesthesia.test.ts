import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { records } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../../test/make-app';
import { makeTenant, staffHeaders } from '../../../test/factories';
import { makeClientWithPet } from '../../../test/tasks-factories';
import { makeRecordRow, setPetSpecies } from '../vitals/test-records';

/** Issue #14: a record's anesthesia session, its readings over time and the printable sheet. */
describe('anesthesia', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let b: Awaited<ReturnType<typeof makeTenant>>;
  let vet: Record<string, string>;
  let desk: Record<string, string>;
  let otherVet: Record<string, string>;
  let recordId: number;
  const url = (rid = recordId, tail = '') => `/api/v1/records/${rid}/anesthesia${tail}`;
  const session = {
    asa_class: 'II', asa_emergency: false, started_at: '2026-03-02T08:00:00Z', notes: 'Routine spay',
    drugs: [
      { phase: 'premedication', name: 'Medetomidine', dose: 0.01, unit: 'mg/kg', route: 'IM' },
      { phase: 'induction', name: 'Propofol', dose: 4, unit: 'mg/kg', route: 'IV', given_at: '2026-03-02T08:05:00Z' },
      { phase: 'maintenance', name: 'Isoflurane', dose: 1.5, unit: '%', route: 'inhaled' },
    ],
  };
  const reading = (min: number, over: Record<string, unknown> = {}) => ({
    measured_at: new Date(Date.parse('2026-03-02T08:10:00Z') + min * 60_000).toISOString(),
    heart_rate: 100 - min, respiratory_rate: 12, spo2: 98, etco2: 40, temperature_c: 37.8, bp_systolic: 110, bp_diastolic: 60, bp_mean: 80, anesthetic_pct: 1.5, ...over,
  });

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(t.handle.db);
    b = await makeTenant(t.handle.db);
    const { pet } = await makeClientWithPet(t.handle.db, a.group.id);
    await setPetSpecies(t.handle.db, a.group.id, pet.id, 'Dog');
    recordId = (await makeRecordRow(t.handle.db, { groupId: a.group.id, clinicId: a.clinic.id, petId: pet.id, vetId: a.vet.id })).id;
    vet = await staffHeaders(t.app, a.vet.email, a.clinic.id);
    desk = await staffHeaders(t.app, a.receptionist.email, a.clinic.id);
    otherVet = await staffHeaders(t.app, b.vet.email, b.clinic.id);
  });
  afterAll(() => t.close());

  it('should start one session per record, take readings every few minutes and return them in time order', async () => {
    expect((await t.app.inject({ method: 'GET', url: url(), headers: vet })).json()).toEqual({ data: null });
    const created = await t.app.inject({ method: 'POST', url: url(), headers: vet, payload: session });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ asa_class: 'II', drugs: [{ name: 'Medetomidine', route: 'IM', given_at: null }, { name: 'Propofol' }, { name: 'Isoflurane', dose: 1.5 }], measurements: [] });
    const again = await t.app.inject({ method: 'POST', url: url(), headers: vet, payload: session });
    expect(again.statusCode).toBe(409);
    for (const min of [10, 0, 5]) {
      const res = await t.app.inject({ method: 'POST', url: url(recordId, '/measurements'), headers: vet, payload: reading(min) });
      expect(res.statusCode, res.body).toBe(201);
    }
    const got = (await t.app.inject({ method: 'GET', url: url(), headers: vet })).json().data;
    expect(got.measurements.map((m: { heart_rate: number }) => m.heart_rate)).toEqual([100, 95, 90]);
    expect(got.measurements[0]).toMatchObject({ temperature_c: 37.8, anesthetic_pct: 1.5, spo2: 98 });

    const put = await t.app.inject({ method: 'PUT', url: url(), headers: vet, payload: { ...session, asa_class: 'III', asa_emergency: true, ended_at: '2026-03-02T09:00:00Z' } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ asa_class: 'III', asa_emergency: true, ended_at: '2026-03-02T09:00:00.000Z' });
    expect(put.json().data.measurements).toHaveLength(3);
  });

  it('should answer 422 per field for impossible readings and bad session input', async () => {
    const res = await t.app.inject({ method: 'POST', url: url(recordId, '/measurements'), headers: vet, payload: reading(1, { spo2: 101, heart_rate: 0, temperature_c: 60, anesthetic_pct: 11 }) });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['spo2', 'heart_rate', 'temperature_c', 'anesthetic_pct']));
    const far = await t.app.inject({ method: 'POST', url: url(recordId, '/measurements'), headers: vet, payload: reading(60 * 24 * 3, { heart_rate: 80 }) });
    expect(far.json().errors.measured_at).toBeDefined();
    const bad = await t.app.inject({ method: 'PUT', url: url(), headers: vet, payload: { ...session, asa_class: 'VI', drugs: [{ phase: 'later', name: '', dose: -1, unit: '' }] } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['asa_class', 'drugs.0.phase', 'drugs.0.name', 'drugs.0.dose', 'drugs.0.unit']));
    const backwards = await t.app.inject({ method: 'PUT', url: url(), headers: vet, payload: { ...session, started_at: '2026-03-02T08:00:00Z', ended_at: '2026-03-02T07:00:00Z' } });
    expect(backwards.json().errors.ended_at).toBeDefined();
  });

  it('should print the sheet as a PDF with the clinic header', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(recordId, '/pdf'), headers: { ...vet, 'accept-language': 'ro' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const ko = await t.app.inject({ method: 'GET', url: url(recordId, '/pdf'), headers: { ...vet, 'accept-language': 'ko' } });
    expect(ko.statusCode).toBe(200);
  });

  it('should hide the session from another group (404) and refuse the desk without records rights (403)', async () => {
    for (const [method, tail] of [['GET', ''], ['PUT', ''], ['POST', '/measurements'], ['GET', '/pdf']] as const) {
      const res = await t.app.inject({ method, url: url(recordId, tail), headers: otherVet, payload: method === 'GET' ? undefined : tail ? reading(2) : session });
      expect(res.statusCode, `${method} ${tail}`).toBe(404);
    }
    expect((await t.app.inject({ method: 'POST', url: url(recordId, '/measurements'), headers: desk, payload: reading(2) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url(), headers: desk })).statusCode).toBe(403);
  });

  it('should answer 409 record_closed on every anesthesia write once the record is closed', async () => {
    const m = (await t.app.inject({ method: 'POST', url: url(recordId, '/measurements'), headers: vet, payload: reading(15) })).json().data;
    await t.handle.db.update(records).set({ status: 'closed' }).where(eq(records.id, recordId));
    const { pet } = await makeClientWithPet(t.handle.db, a.group.id);
    const closedFresh = await makeRecordRow(t.handle.db, { groupId: a.group.id, clinicId: a.clinic.id, petId: pet.id, status: 'closed' });
    try {
      const writes = [
        t.app.inject({ method: 'POST', url: url(closedFresh.id), headers: vet, payload: session }),
        t.app.inject({ method: 'PUT', url: url(), headers: vet, payload: session }),
        t.app.inject({ method: 'POST', url: url(recordId, '/measurements'), headers: vet, payload: reading(20) }),
        t.app.inject({ method: 'DELETE', url: url(recordId, `/measurements/${m.id}`), headers: vet }),
      ];
      for (const res of await Promise.all(writes)) {
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().code).toBe('record_closed');
      }
      expect((await t.app.inject({ method: 'GET', url: url(recordId, '/pdf'), headers: vet })).statusCode).toBe(200);
    } finally {
      await t.handle.db.update(records).set({ status: 'in_progress' }).where(eq(records.id, recordId));
    }
    const del = await t.app.inject({ method: 'DELETE', url: url(recordId, `/measurements/${m.id}`), headers: vet });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: url(recordId, `/measurements/${m.id}`), headers: vet })).statusCode).toBe(404);
  });
});
