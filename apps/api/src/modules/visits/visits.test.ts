import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { appointmentPets, appointments, auditLog, roles, visitStageChanges, type Db } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeStaff, makeTenant, staffHeaders } from '../../test/factories';
import { makeClientWithPet } from '../../test/tasks-factories';

type Headers = Record<string, string>;
type Tenant = Awaited<ReturnType<typeof makeTenant>>;
let slot = 0;

/** An appointment of today (clinic-local), each in its own half hour so the vet is never double-booked. */
async function todaysAppointment(db: Db, t: Tenant, petId: number, clientId: number, over: Partial<typeof appointments.$inferInsert> = {}) {
  const start = DateTime.now().setZone(t.clinic.timezone).startOf('day').plus({ minutes: 30 * ++slot }).toJSDate();
  const [row] = await db.insert(appointments).values({
    clinicId: t.clinic.id, vetId: t.vet.id, clientId, status: 5, startsAt: start, endsAt: new Date(start.getTime() + 25 * 60_000), source: 'staff', userNote: 'Limping', ...over,
  }).returning();
  await db.insert(appointmentPets).values({ appointmentId: row.id, petId });
  return row;
}

describe('whiteboard visits', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let adminA: Headers;
  let adminB: Headers;
  let viewerA: Headers;
  let owner: Awaited<ReturnType<typeof makeClientWithPet>>;

  const db = () => t.handle.db;
  const post = (url: string, payload: unknown, headers: Headers = adminA) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });
  const get = (url: string, headers: Headers = adminA) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  const checkIn = async (over: Partial<typeof appointments.$inferInsert> = {}) => {
    const appt = await todaysAppointment(db(), a, owner.pet.id, owner.client.id, over);
    const res = await post('/visits', { appointment_id: appt.id });
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number; stage: string; appointment_id: number };
  };

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(db());
    b = await makeTenant(db());
    adminA = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    adminB = await staffHeaders(t.app, b.admin.email, b.clinic.id);
    const [viewerRole] = await db().insert(roles).values({ groupId: a.group.id, name: 'Board viewer', permissions: ['appointments.view', 'clients.view'] }).returning();
    const viewer = await makeStaff(db(), a.group.id, [{ clinicId: a.clinic.id, roleId: viewerRole.id }], { isVet: false });
    viewerA = await staffHeaders(t.app, viewer.email, a.clinic.id);
    owner = await makeClientWithPet(db(), a.group.id);
  });
  afterAll(() => t.close());

  it('should check a today appointment in at "checked in" and show it on the board with pet, client, vet and reason', async () => {
    const visit = await checkIn();
    expect(visit).toMatchObject({ stage: 'checked_in', can_undo: false, last_change: { kind: 'check_in' } });
    const board = await get('/visits');
    expect(board.statusCode).toBe(200);
    const card = board.json().data.find((v: { id: number }) => v.id === visit.id);
    expect(card).toMatchObject({
      stage: 'checked_in',
      pets: [{ id: owner.pet.id, nickname: owner.pet.nickname }],
      client: { id: owner.client.id },
      vet: { id: a.vet.id },
      appointment: { id: visit.appointment_id, reason: 'Limping' },
    });
    expect(board.json().meta.version).toEqual(expect.any(String));
  });

  it('should refuse a second check-in of one appointment with 409', async () => {
    const visit = await checkIn();
    const again = await post('/visits', { appointment_id: visit.appointment_id });
    expect(again.statusCode).toBe(409);
  });

  it('should refuse with 422 to check in a cancelled appointment or one of another day', async () => {
    const cancelled = await todaysAppointment(db(), a, owner.pet.id, owner.client.id, { status: 7 });
    expect((await post('/visits', { appointment_id: cancelled.id })).statusCode).toBe(422);
    const start = DateTime.now().plus({ days: 3 }).toJSDate();
    const [later] = await db().insert(appointments).values({ clinicId: a.clinic.id, vetId: a.admin.id, clientId: owner.client.id, status: 5, startsAt: start, endsAt: new Date(start.getTime() + 900_000), source: 'staff' }).returning();
    const res = await post('/visits', { appointment_id: later.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.appointment_id).toBeDefined();
  });

  it('should move a visit, record who and when, and undo only the last move', async () => {
    const visit = await checkIn();
    const moved = await post(`/visits/${visit.id}/stage`, { stage: 'in_consultation', expected_stage: 'checked_in' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ stage: 'in_consultation', can_undo: true, last_change: { kind: 'move', from_stage: 'checked_in', to_stage: 'in_consultation', changed_by: { id: a.admin.id } } });
    const undone = await post(`/visits/${visit.id}/undo-stage`, {});
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data).toMatchObject({ stage: 'checked_in', can_undo: false, last_change: { kind: 'undo' } });
    // An undo is never undone, and a check-in is not a move.
    const twice = await post(`/visits/${visit.id}/undo-stage`, {});
    expect(twice.statusCode).toBe(409);
    const history = await db().select().from(visitStageChanges).where(eq(visitStageChanges.visitId, visit.id)).orderBy(visitStageChanges.id);
    expect(history.map((h) => [h.kind, h.fromStage, h.toStage, h.changedBy])).toEqual([
      ['check_in', null, 'checked_in', a.admin.id],
      ['move', 'checked_in', 'in_consultation', a.admin.id],
      ['undo', 'in_consultation', 'checked_in', a.admin.id],
    ]);
    expect(history[1].undoneAt).not.toBeNull();
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'visit'), eq(auditLog.entityId, visit.id)));
    expect(audit.map((r) => r.action)).toEqual(['visit.checked_in', 'visit.stage_changed', 'visit.stage_undone']);
  });

  it('should restore the time the visit had entered its earlier stage on undo', async () => {
    const visit = await checkIn();
    const first = (await post(`/visits/${visit.id}/stage`, { stage: 'waiting' })).json().data;
    await post(`/visits/${visit.id}/stage`, { stage: 'in_treatment' });
    const back = (await post(`/visits/${visit.id}/undo-stage`, {})).json().data;
    expect(back).toMatchObject({ stage: 'waiting', entered_stage_at: first.entered_stage_at });
  });

  it('should let exactly one of two concurrent moves from the same stage win and refuse the other with 409', async () => {
    const visit = await checkIn();
    const [r1, r2] = await Promise.all([
      post(`/visits/${visit.id}/stage`, { stage: 'waiting', expected_stage: 'checked_in' }),
      post(`/visits/${visit.id}/stage`, { stage: 'in_consultation', expected_stage: 'checked_in' }),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
    const loser = r1.statusCode === 409 ? r1 : r2;
    const winner = r1.statusCode === 200 ? r1 : r2;
    expect(loser.json().stage).toBe(winner.json().data.stage);
    const after = await get(`/visits/${visit.id}`);
    expect(after.json().data.stage).toBe(winner.json().data.stage);
    const moves = await db().select().from(visitStageChanges).where(and(eq(visitStageChanges.visitId, visit.id), eq(visitStageChanges.kind, 'move')));
    expect(moves).toHaveLength(1);
  });

  it('should answer 422 for an unknown stage', async () => {
    const visit = await checkIn();
    expect((await post(`/visits/${visit.id}/stage`, { stage: 'on_the_roof' })).statusCode).toBe(422);
  });

  it('should change the board version when a visit moves', async () => {
    const before = (await get('/visits/board-version')).json().data.version;
    const visit = await checkIn();
    const mid = (await get('/visits/board-version')).json().data.version;
    await post(`/visits/${visit.id}/stage`, { stage: 'waiting' });
    const after = (await get('/visits/board-version')).json().data.version;
    expect(new Set([before, mid, after]).size).toBe(3);
  });

  it('should change the board version when a tag goes on or off a board pet or appointment, and not for others', async () => {
    const visit = await checkIn();
    const version = async () => (await get('/visits/board-version')).json().data.version as string;
    const del = (url: string) => t.app.inject({ method: 'DELETE', url: `/api/v1${url}`, headers: adminA });
    const tag = (await post('/tags', { name: `Board ${visit.id}`, colour: 'red', entity_types: ['pet', 'appointment'] })).json().data as { id: number };
    const v0 = await version();
    expect((await post('/taggables', { tag_id: tag.id, entity_type: 'pet', entity_id: owner.pet.id })).statusCode).toBe(201);
    const v1 = await version();
    expect(v1).not.toBe(v0);
    expect((await post('/taggables', { tag_id: tag.id, entity_type: 'appointment', entity_id: visit.appointment_id })).statusCode).toBe(201);
    const v2 = await version();
    expect(v2).not.toBe(v1);
    expect((await del(`/taggables?tag_id=${tag.id}&entity_type=pet&entity_id=${owner.pet.id}`)).statusCode).toBe(204);
    const v3 = await version();
    expect(new Set([v0, v1, v2, v3]).size).toBe(4);
    // A pet that is not on the board: its tags leave the version alone.
    const other = await makeClientWithPet(db(), a.group.id);
    expect((await post('/taggables', { tag_id: tag.id, entity_type: 'pet', entity_id: other.pet.id })).statusCode).toBe(201);
    expect(await version()).toBe(v3);
  });

  it('should answer 404 to another group for the visit, its moves and its appointment', async () => {
    const visit = await checkIn();
    expect((await get(`/visits/${visit.id}`, adminB)).statusCode).toBe(404);
    expect((await post(`/visits/${visit.id}/stage`, { stage: 'waiting' }, adminB)).statusCode).toBe(404);
    expect((await post(`/visits/${visit.id}/undo-stage`, {}, adminB)).statusCode).toBe(404);
    const appt = await todaysAppointment(db(), a, owner.pet.id, owner.client.id);
    expect((await post('/visits', { appointment_id: appt.id }, adminB)).statusCode).toBe(404);
    expect((await get('/visits', adminB)).json().data.some((v: { id: number }) => v.id === visit.id)).toBe(false);
  });

  it('should let a role without visits.manage see the board but not move it (403)', async () => {
    const visit = await checkIn();
    expect((await get('/visits', viewerA)).statusCode).toBe(200);
    expect((await post(`/visits/${visit.id}/stage`, { stage: 'waiting' }, viewerA)).statusCode).toBe(403);
    expect((await post(`/visits/${visit.id}/undo-stage`, {}, viewerA)).statusCode).toBe(403);
    const appt = await todaysAppointment(db(), a, owner.pet.id, owner.client.id);
    expect((await post('/visits', { appointment_id: appt.id }, viewerA)).statusCode).toBe(403);
  });
});
