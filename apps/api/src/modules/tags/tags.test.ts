import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, records, roles, type Db } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeStaff, makeTenant, staffHeaders } from '../../test/factories';
import { makeClientWithPet } from '../../test/tasks-factories';

type Headers = Record<string, string>;
type Tenant = Awaited<ReturnType<typeof makeTenant>>;

async function makeRecord(db: Db, t: Tenant, petId: number, status: 'draft' | 'closed') {
  const [row] = await db.insert(records).values({ groupId: t.group.id, clinicId: t.clinic.id, petId, templateSnapshot: [], title: 'Consultation', status }).returning();
  return row;
}

describe('tags and taggables', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let adminA: Headers;
  let adminB: Headers;
  let viewerA: Headers;
  let ownerA: Awaited<ReturnType<typeof makeClientWithPet>>;
  let ownerB: Awaited<ReturnType<typeof makeClientWithPet>>;

  const db = () => t.handle.db;
  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Headers = adminA) =>
    t.app.inject({ method, url: `/api/v1${url}`, ...(payload === undefined ? {} : { payload: payload as object }), headers });
  const makeTag = async (name: string, entity_types = ['pet', 'client', 'record', 'appointment'], headers = adminA) => {
    const res = await req('POST', '/tags', { name, colour: 'red', entity_types }, headers);
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number };
  };

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(db());
    b = await makeTenant(db());
    adminA = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    adminB = await staffHeaders(t.app, b.admin.email, b.clinic.id);
    const [viewerRole] = await db().insert(roles).values({ groupId: a.group.id, name: 'Viewer', permissions: ['clients.view', 'pets.view'] }).returning();
    const viewer = await makeStaff(db(), a.group.id, [{ clinicId: a.clinic.id, roleId: viewerRole.id }], { isVet: false });
    viewerA = await staffHeaders(t.app, viewer.email, a.clinic.id);
    ownerA = await makeClientWithPet(db(), a.group.id);
    ownerB = await makeClientWithPet(db(), b.group.id);
  });
  afterAll(() => t.close());

  it('should answer 422 when tags are listed without an entity type', async () => {
    expect((await req('GET', '/tags')).statusCode).toBe(422);
    expect((await req('GET', '/tags?filter[search]=x')).statusCode).toBe(422);
    expect((await req('GET', '/tags?filter[entity_type]=horse')).statusCode).toBe(422);
  });

  it('should list only the tags allowed on the asked type, and all of them for any', async () => {
    await makeTag('Aggressive', ['pet']);
    await makeTag('VIP', ['client']);
    const petTags = (await req('GET', '/tags?filter[entity_type]=pet&per_page=100')).json().data.map((x: { name: string }) => x.name);
    expect(petTags).toContain('Aggressive');
    expect(petTags).not.toContain('VIP');
    const all = (await req('GET', '/tags?filter[entity_type]=any&per_page=100')).json().data.map((x: { name: string }) => x.name);
    expect(all).toEqual(expect.arrayContaining(['Aggressive', 'VIP']));
  });

  it('should answer 422 for a duplicate name (any case), a colour off the palette or no entity types', async () => {
    await makeTag('Diabetic', ['pet']);
    const dup = await req('POST', '/tags', { name: 'diabetic', colour: 'blue', entity_types: ['pet'] });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.name).toBeDefined();
    expect((await req('POST', '/tags', { name: 'Hex', colour: '#ff0000', entity_types: ['pet'] })).statusCode).toBe(422);
    expect((await req('POST', '/tags', { name: 'None', colour: 'blue', entity_types: [] })).statusCode).toBe(422);
    // A lone surrogate (fuzz finding): a field error, never a 500 from the audit row's JSON.
    const lone = await t.app.inject({ method: 'POST', url: '/api/v1/tags', headers: { ...adminA, 'content-type': 'application/json' }, payload: '{"name":"\\ud800","colour":"gray","entity_types":["pet"]}' });
    expect(lone.statusCode).toBe(422);
  });

  it('should answer 422 when an entity\'s tags are fetched without the entity id', async () => {
    expect((await req('GET', '/taggables?entity_type=pet')).statusCode).toBe(422);
    expect((await req('GET', `/taggables?entity_id=${ownerA.pet.id}`)).statusCode).toBe(422);
  });

  it('should tag and untag a pet, a client and an appointment, idempotently', async () => {
    const tag = await makeTag('Senior');
    const [appt] = await db().insert(appointments).values({ clinicId: a.clinic.id, vetId: a.vet.id, clientId: ownerA.client.id, status: 5, startsAt: new Date('2031-03-03T09:00:00Z'), endsAt: new Date('2031-03-03T09:30:00Z'), source: 'staff' }).returning();
    for (const [type, id] of [['pet', ownerA.pet.id], ['client', ownerA.client.id], ['appointment', appt.id]] as const) {
      const res = await req('POST', '/taggables', { tag_id: tag.id, entity_type: type, entity_id: id });
      expect(res.statusCode).toBe(201);
      expect((await req('POST', '/taggables', { tag_id: tag.id, entity_type: type, entity_id: id })).statusCode).toBe(201);
      const list = await req('GET', `/taggables?entity_type=${type}&entity_id=${id}`);
      expect(list.json().data).toEqual([{ id: tag.id, name: 'Senior', colour: 'red' }]);
      expect((await req('DELETE', `/taggables?tag_id=${tag.id}&entity_type=${type}&entity_id=${id}`)).statusCode).toBe(204);
      expect((await req('GET', `/taggables?entity_type=${type}&entity_id=${id}`)).json().data).toEqual([]);
    }
  });

  it('should refuse a tag not allowed on the entity type with 422', async () => {
    const tag = await makeTag('Only clients', ['client']);
    const res = await req('POST', '/taggables', { tag_id: tag.id, entity_type: 'pet', entity_id: ownerA.pet.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.tag_id).toBeDefined();
  });

  it('should answer 404 for another group\'s pet, client, record or tag', async () => {
    const tag = await makeTag('Mine');
    const recordB = await makeRecord(db(), b, ownerB.pet.id, 'draft');
    for (const [type, id] of [['pet', ownerB.pet.id], ['client', ownerB.client.id], ['record', recordB.id]] as const) {
      expect((await req('POST', '/taggables', { tag_id: tag.id, entity_type: type, entity_id: id })).statusCode).toBe(404);
      expect((await req('GET', `/taggables?entity_type=${type}&entity_id=${id}`)).statusCode).toBe(404);
    }
    expect((await req('GET', `/tags/${tag.id}`, undefined, adminB)).statusCode).toBe(404);
    expect((await req('PUT', `/tags/${tag.id}`, { name: 'Theirs', colour: 'blue', entity_types: ['pet'] }, adminB)).statusCode).toBe(404);
    expect((await req('DELETE', `/tags/${tag.id}`, undefined, adminB)).statusCode).toBe(404);
  });

  it('should refuse to tag or untag a closed record with 409, and tag an open one', async () => {
    const tag = await makeTag('Follow-up');
    const open = await makeRecord(db(), a, ownerA.pet.id, 'draft');
    expect((await req('POST', '/taggables', { tag_id: tag.id, entity_type: 'record', entity_id: open.id })).statusCode).toBe(201);
    const closed = await makeRecord(db(), a, ownerA.pet.id, 'closed');
    const res = await req('POST', '/taggables', { tag_id: tag.id, entity_type: 'record', entity_id: closed.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('record_closed');
    expect((await req('DELETE', `/taggables?tag_id=${tag.id}&entity_type=record&entity_id=${closed.id}`)).statusCode).toBe(409);
  });

  it('should let a role without tags.manage read tags but not write them (403)', async () => {
    const tag = await makeTag('Read only');
    expect((await req('GET', '/tags?filter[entity_type]=pet', undefined, viewerA)).statusCode).toBe(200);
    expect((await req('POST', '/tags', { name: 'Nope', colour: 'red', entity_types: ['pet'] }, viewerA)).statusCode).toBe(403);
    expect((await req('PUT', `/tags/${tag.id}`, { name: 'Nope', colour: 'red', entity_types: ['pet'] }, viewerA)).statusCode).toBe(403);
    expect((await req('POST', '/taggables', { tag_id: tag.id, entity_type: 'pet', entity_id: ownerA.pet.id }, viewerA)).statusCode).toBe(403);
  });

  it('should rename a tag and delete it, taking it off what it was on', async () => {
    const tag = await makeTag('Old name');
    await req('POST', '/taggables', { tag_id: tag.id, entity_type: 'pet', entity_id: ownerA.pet.id });
    const renamed = await req('PUT', `/tags/${tag.id}`, { name: 'New name', colour: 'green', entity_types: ['pet'] });
    expect(renamed.json().data).toMatchObject({ name: 'New name', colour: 'green', usage_count: 1 });
    expect((await req('DELETE', `/tags/${tag.id}`)).statusCode).toBe(204);
    const left = (await req('GET', `/taggables?entity_type=pet&entity_id=${ownerA.pet.id}`)).json().data;
    expect(left.some((x: { id: number }) => x.id === tag.id)).toBe(false);
  });
});
