import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, pets, records } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../../test/make-app';
import { makeClinic, makeStaff, makeTenant, staffHeaders } from '../../../test/factories';
import { makeClientWithPet } from '../../../test/tasks-factories';
import { makeRecordRow, setPetSpecies } from './test-records';

type Tenant = Awaited<ReturnType<typeof makeTenant>>;

/** Issue #14: vitals of a record — limits, species flags, the closed-record rule, tenancy and the pet's history. */
describe('vitals', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let vet: Record<string, string>;
  let desk: Record<string, string>;
  let otherVet: Record<string, string>;
  let petId: number;
  let recordId: number;
  let closedId: number;

  const post = (rid: number, payload: unknown, headers = vet) => t.app.inject({ method: 'POST', url: `/api/v1/records/${rid}/vitals`, headers, payload: payload as object });

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(t.handle.db);
    b = await makeTenant(t.handle.db);
    const { pet } = await makeClientWithPet(t.handle.db, a.group.id);
    petId = pet.id;
    await setPetSpecies(t.handle.db, a.group.id, petId, 'Dog');
    recordId = (await makeRecordRow(t.handle.db, { groupId: a.group.id, clinicId: a.clinic.id, petId })).id;
    closedId = (await makeRecordRow(t.handle.db, { groupId: a.group.id, clinicId: a.clinic.id, petId, status: 'closed' })).id;
    vet = await staffHeaders(t.app, a.vet.email, a.clinic.id);
    desk = await staffHeaders(t.app, a.receptionist.email, a.clinic.id);
    otherVet = await staffHeaders(t.app, b.vet.email, b.clinic.id);
  });
  afterAll(() => t.close());

  it('should save vitals, flag the values outside a dog\'s normal range and make the weight the pet\'s current weight', async () => {
    const res = await post(recordId, {
      weight_grams: 31500, temperature_c: 40.1, heart_rate: 90, respiratory_rate: 60, crt_seconds: 1.5, mucous_membranes: 'pale',
      pain_score: 5, bcs: 5, bp_systolic: 140, bp_diastolic: 80, bp_mean: 100, bp_method: 'doppler',
    });
    expect(res.statusCode, res.body).toBe(201);
    const v = res.json().data;
    expect(v).toMatchObject({ weight_grams: 31500, temperature_c: 40.1, crt_seconds: 1.5, bcs: 5, bcs_scale: 9, record_id: recordId, pet_id: petId });
    expect(v.flags).toEqual({ temperature_c: 'high', respiratory_rate: 'high', pain_score: 'high', mucous_membranes: 'abnormal' });
    const [p] = await t.handle.db.select({ w: pets.weightGrams }).from(pets).where(eq(pets.id, petId));
    expect(p.w).toBe(31500);
    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'vitals'), eq(auditLog.entityId, v.id)));
    expect(audit.map((x) => x.action)).toEqual(['vitals.created']);
  });

  it('should answer 422 per field for values no animal can have', async () => {
    const res = await post(recordId, { weight_grams: 0, temperature_c: 50, heart_rate: 401, pain_score: 11, bcs: 10, crt_seconds: 1.25, mucous_membranes: 'purple' });
    expect(res.statusCode, res.body).toBe(422);
    const errors = res.json().errors;
    for (const f of ['weight_grams', 'temperature_c', 'heart_rate', 'pain_score', 'bcs', 'crt_seconds', 'mucous_membranes']) expect(errors[f], f).toBeDefined();
    expect((await post(recordId, { weight_grams: 2_000_001 })).statusCode).toBe(422);
    expect((await post(recordId, { temperature_c: 24.9 })).statusCode).toBe(422);
    expect((await post(recordId, {})).json().errors.weight_grams).toBeDefined();
    expect((await post(recordId, { bp_systolic: 80, bp_diastolic: 90 })).json().errors.bp_diastolic).toBeDefined();
  });

  it('should refuse a BCS above the clinic\'s 5-point scale and default a US clinic to °F', async () => {
    const admin = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    const def = await t.app.inject({ method: 'GET', url: `/api/v1/clinics/${a.clinic.id}/vitals-settings`, headers: vet });
    expect(def.json().data).toMatchObject({ temperature_unit: 'c', bcs_scale: 9, is_default: true });
    const us = await makeClinic(t.handle.db, a.group.id, { countryIsoCode: 'us', timezone: 'America/New_York' });
    const boss = await makeStaff(t.handle.db, a.group.id, [{ clinicId: us.id, roleId: a.group.roleId('admin') }]);
    const usHeaders = await staffHeaders(t.app, boss.email, us.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/clinics/${us.id}/vitals-settings`, headers: usHeaders })).json().data.temperature_unit).toBe('f');

    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/clinics/${a.clinic.id}/vitals-settings`, headers: vet, payload: { temperature_unit: 'c', bcs_scale: 5 } })).statusCode).toBe(403);
    const put = await t.app.inject({ method: 'PUT', url: `/api/v1/clinics/${a.clinic.id}/vitals-settings`, headers: admin, payload: { temperature_unit: 'c', bcs_scale: 5 } });
    expect(put.json().data).toMatchObject({ bcs_scale: 5, is_default: false });
    const res = await post(recordId, { bcs: 7 });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.bcs).toBeDefined();
    const ok = await post(recordId, { bcs: 5 });
    expect(ok.json().data).toMatchObject({ bcs: 5, bcs_scale: 5, flags: { bcs: 'high' } });
    await t.app.inject({ method: 'PUT', url: `/api/v1/clinics/${a.clinic.id}/vitals-settings`, headers: admin, payload: { temperature_unit: 'c', bcs_scale: 9 } });
  });

  it('should answer 409 record_closed on every write to a closed record, and the database refuses what slips past', async () => {
    const open = await post(recordId, { heart_rate: 100 });
    const vitalId = open.json().data.id;
    expect((await post(closedId, { heart_rate: 100 })).json().code).toBe('record_closed');
    // A vital written while open, then the record closed: update and delete are refused.
    await t.handle.db.update(records).set({ status: 'closed' }).where(eq(records.id, recordId));
    try {
      const put = await t.app.inject({ method: 'PUT', url: `/api/v1/records/${recordId}/vitals/${vitalId}`, headers: vet, payload: { heart_rate: 120 } });
      expect(put.statusCode).toBe(409);
      expect(put.json().code).toBe('record_closed');
      const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/records/${recordId}/vitals/${vitalId}`, headers: vet });
      expect(del.statusCode).toBe(409);
      const raw = await t.handle.db.execute(`update vitals set heart_rate = 1 where id = ${vitalId}`).then(() => null, (e: Error) => e);
      expect(String((raw?.cause as Error | undefined)?.message ?? raw)).toMatch(/record \d+ is closed/);
    } finally {
      await t.handle.db.update(records).set({ status: 'in_progress' }).where(eq(records.id, recordId));
    }
  });

  it('should update and delete a set of vitals, keeping the pet\'s weight on the latest weighing left', async () => {
    const first = (await post(recordId, { weight_grams: 30000, measured_at: '2025-01-01T10:00:00Z' })).json().data;
    const [p0] = await t.handle.db.select({ w: pets.weightGrams }).from(pets).where(eq(pets.id, petId));
    expect(p0.w).toBe(31500); // back-dated: not the latest
    const last = (await post(recordId, { weight_grams: 32000 })).json().data;
    const put = await t.app.inject({ method: 'PUT', url: `/api/v1/records/${recordId}/vitals/${last.id}`, headers: vet, payload: { weight_grams: 32500 } });
    expect(put.statusCode, put.body).toBe(200);
    expect((await t.handle.db.select({ w: pets.weightGrams }).from(pets).where(eq(pets.id, petId)))[0].w).toBe(32500);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/records/${recordId}/vitals/${last.id}`, headers: vet });
    expect(del.statusCode).toBe(204);
    expect((await t.handle.db.select({ w: pets.weightGrams }).from(pets).where(eq(pets.id, petId)))[0].w).toBe(31500);
    const list = await t.app.inject({ method: 'GET', url: `/api/v1/records/${recordId}/vitals`, headers: vet });
    expect(list.json().data.map((v: { id: number }) => v.id)).toContain(first.id);
    expect(list.json().data.map((v: { id: number }) => v.id)).not.toContain(last.id);
    // Another record's vital is not addressable through this record.
    const other = await makeRecordRow(t.handle.db, { groupId: a.group.id, clinicId: a.clinic.id, petId });
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/records/${other.id}/vitals/${first.id}`, headers: vet, payload: { heart_rate: 80 } })).statusCode).toBe(404);
  });

  it('should hide another group\'s record and pet (404) and refuse the desk without records rights (403)', async () => {
    expect((await post(recordId, { heart_rate: 100 }, otherVet)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/records/${recordId}/vitals`, headers: otherVet })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/pets/${petId}/vitals`, headers: otherVet })).statusCode).toBe(404);
    expect((await post(recordId, { heart_rate: 100 }, desk)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/pets/${petId}/vitals`, headers: desk })).statusCode).toBe(403);
  });

  it('should give a pet\'s history across the group\'s clinics for charts, oldest first, by period and page', async () => {
    const { pet } = await makeClientWithPet(t.handle.db, a.group.id);
    await setPetSpecies(t.handle.db, a.group.id, pet.id, 'Pisică');
    const here = await makeRecordRow(t.handle.db, { groupId: a.group.id, clinicId: a.clinic.id, petId: pet.id });
    const branch = await makeClinic(t.handle.db, a.group.id);
    const branchVet = await makeStaff(t.handle.db, a.group.id, [{ clinicId: branch.id, roleId: a.group.roleId('vet') }]);
    const there = await makeRecordRow(t.handle.db, { groupId: a.group.id, clinicId: branch.id, petId: pet.id });
    // A vet of this clinic cannot write into the branch's record (404), the branch's own vet can.
    expect((await post(there.id, { weight_grams: 4000 })).statusCode).toBe(404);
    const branchHeaders = await staffHeaders(t.app, branchVet.email, branch.id);
    for (const [i, grams] of [4000, 4200, 4400, 4600].entries()) {
      const rid = i % 2 ? there.id : here.id;
      const res = await post(rid, { weight_grams: grams, heart_rate: 250, measured_at: `2025-0${i + 1}-15T10:00:00Z` }, i % 2 ? branchHeaders : vet);
      expect(res.statusCode, res.body).toBe(201);
    }
    const all = await t.app.inject({ method: 'GET', url: `/api/v1/pets/${pet.id}/vitals`, headers: vet });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.map((v: { weight_grams: number }) => v.weight_grams)).toEqual([4000, 4200, 4400, 4600]);
    expect(all.json().data[0].flags).toEqual({ heart_rate: 'high' }); // "Pisică" is a cat: 250 bpm is fast
    const ranged = await t.app.inject({ method: 'GET', url: `/api/v1/pets/${pet.id}/vitals?from=2025-02-01T00:00:00Z&to=2025-03-31T00:00:00Z`, headers: vet });
    expect(ranged.json().data.map((v: { weight_grams: number }) => v.weight_grams)).toEqual([4200, 4400]);
    const page2 = await t.app.inject({ method: 'GET', url: `/api/v1/pets/${pet.id}/vitals?per_page=3&page=2`, headers: vet });
    expect(page2.json()).toMatchObject({ data: [{ weight_grams: 4600 }], meta: { current_page: 2, per_page: 3, total: 4, last_page: 2 } });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/pets/${pet.id}/vitals?from=2025-03-01T00:00:00Z&to=2025-01-01T00:00:00Z`, headers: vet })).statusCode).toBe(422);
  });
});
