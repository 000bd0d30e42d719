import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { appointmentPets, appointments, auditLog, outbox, petRequests, pets, roles } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeStaff, staffHeaders } from '../../test/factories';
import { makeClientRow, makeClientsTenant, makePetRequestRow, makePetRow, type ClientsTenant } from '../../test/clients-factories';

type Headers = Record<string, string>;

describe('clients (pet parents) for staff', () => {
  let t: TestApp;
  let a: ClientsTenant;
  let b: ClientsTenant;
  let ha: Headers;
  let hb: Headers;

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeClientsTenant(t.handle.db);
    b = await makeClientsTenant(t.handle.db);
    ha = await staffHeaders(t.app, a.receptionist.email, a.clinic.id);
    hb = await staffHeaders(t.app, b.admin.email, b.clinic.id);
  });
  afterAll(() => t.close());

  const list = (headers: Headers, query: string) => t.app.inject({ method: 'GET', url: `/api/v1/pet-parents?${query}`, headers });
  const ids = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((c) => c.id);

  it('should find a client by a partial name, a partial e-mail or phone digits typed with or without spaces', async () => {
    const g = a.group.id;
    const ioana = await makeClientRow(t.handle.db, g, { firstName: 'Ioana', lastName: 'Popescu', email: 'ioana.popescu@mail.test', phone: '+40 721 555 013' });
    await makeClientRow(t.handle.db, g, { firstName: 'Mihai', lastName: 'Ionescu', email: 'mihai@other.test', phone: '+40 744 000 999' });
    expect(ids(await list(ha, 'search=popes'))).toEqual([ioana.id]);
    expect(ids(await list(ha, 'search=ioana.pop'))).toEqual([ioana.id]);
    expect(ids(await list(ha, `search=${encodeURIComponent('721 555')}`))).toEqual([ioana.id]);
    expect(ids(await list(ha, 'search=0721555013'))).toEqual([ioana.id]);
    expect(ids(await list(ha, `search=${encodeURIComponent('Ioana Pop')}`))).toEqual([ioana.id]);
  });

  it('should rank word starts first and try close names only when nothing matches as typed', async () => {
    const g = a.group.id;
    const xenia = await makeClientRow(t.handle.db, g, { firstName: 'Xenia', lastName: 'Quorra', email: 'fuzzy4567@mail.test' });
    const axenia = await makeClientRow(t.handle.db, g, { firstName: 'Axenia', lastName: 'Bell' });
    // "xenia" starts Xenia's first name but sits inside "Axenia": Xenia first although Bell sorts before Quorra.
    const both = await list(ha, 'search=xenia');
    expect(ids(both)).toEqual([xenia.id, axenia.id]);
    expect(both.json().meta.total).toBe(2);
    // A typo finds the close name only because nothing matches as typed.
    expect(ids(await list(ha, 'search=Quora'))).toEqual([xenia.id]);
    expect(ids(await list(ha, 'search=Quorr'))).toEqual([xenia.id]);
    // Typos are matched against names, not e-mails: one digit off is another client's address.
    expect(ids(await list(ha, 'search=fuzzy4568'))).toEqual([]);
    expect(ids(await list(ha, 'search=fuzzy4567'))).toEqual([xenia.id]);
    // A page past the end still tells the total.
    const past = await list(ha, 'search=xenia&page=3');
    expect(ids(past)).toEqual([]);
    expect(past.json().meta).toMatchObject({ current_page: 3, total: 2, last_page: 1 });
  });

  it('should answer the list in the shape the calendar reads, with active pets and species', async () => {
    const c = await makeClientRow(t.handle.db, a.group.id, { firstName: 'Shape', lastName: 'Tester', address: 'Str. Lungă 1' });
    await makePetRow(t.handle.db, c, { nickname: 'Rex', speciesId: a.dog.id });
    await makePetRow(t.handle.db, c, { nickname: 'Gone', archivedAt: new Date() });
    const res = await list(ha, 'search=Shape%20Tester');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toMatchObject({ current_page: 1, per_page: 15 });
    expect(res.json().data[0]).toEqual({
      id: c.id, first_name: 'Shape', last_name: 'Tester', full_name: 'Shape Tester', email: c.email, phone: c.phone, address: 'Str. Lungă 1',
      lead_source: null, needs_review: false, archived_at: null, pets: [{ id: expect.any(Number), nickname: 'Rex', species: { id: a.dog.id, name: 'Dog' } }],
    });
  });

  it('should never show another group\'s client in search results and answer 404 for it', async () => {
    const foreign = await makeClientRow(t.handle.db, b.group.id, { firstName: 'Foreign', lastName: 'Zebedeu' });
    expect(ids(await list(ha, 'search=Zebedeu'))).toEqual([]);
    expect(ids(await list(hb, 'search=Zebedeu'))).toEqual([foreign.id]);
    for (const [method, url] of [['GET', ''], ['POST', '/archive'], ['GET', '/communications']] as const) {
      const res = await t.app.inject({ method, url: `/api/v1/pet-parents/${foreign.id}${url}`, headers: ha });
      expect(res.statusCode).toBe(404);
    }
    const put = await t.app.inject({ method: 'PUT', url: `/api/v1/pet-parents/${foreign.id}`, headers: ha, payload: { first_name: 'X', last_name: 'Y' } });
    expect(put.statusCode).toBe(404);
  });

  it('should create a client with 201 and write an audit row', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/pet-parents', headers: ha, payload: { first_name: 'Elena', last_name: 'Dobre', email: 'elena.dobre@new.test', phone: '+40 733 123 456', lead_source: 'walk_in', notes: 'Prefers mornings' } });
    expect(res.statusCode).toBe(201);
    const body = res.json().data;
    expect(body).toMatchObject({ first_name: 'Elena', lead_source: 'walk_in', notes: 'Prefers mornings', pets: [], has_account: false, counts: { pets: 0, appointments: 0 } });
    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'pet_parent'), eq(auditLog.entityId, body.id)));
    expect(audit.map((r) => r.action)).toEqual(['client.created']);
  });

  it('should warn with 409 duplicate_client for the same e-mail in another case or the same phone digits, and create when forced', async () => {
    const existing = await makeClientRow(t.handle.db, a.group.id, { firstName: 'Dana', lastName: 'Matei', email: 'dana.matei@dup.test', phone: '+40 755 111 222' });
    const byEmail = await t.app.inject({ method: 'POST', url: '/api/v1/pet-parents', headers: ha, payload: { first_name: 'D', last_name: 'M', email: 'DANA.Matei@dup.test' } });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toMatchObject({ code: 'duplicate_client', duplicates: [{ id: existing.id, full_name: 'Dana Matei', email: existing.email, phone: existing.phone }] });
    const byPhone = await t.app.inject({ method: 'POST', url: '/api/v1/pet-parents', headers: ha, payload: { first_name: 'D', last_name: 'M', phone: '+40-755-111-222' } });
    expect(byPhone.statusCode).toBe(409);
    expect(byPhone.json().duplicates.map((d: { id: number }) => d.id)).toEqual([existing.id]);
    const forced = await t.app.inject({ method: 'POST', url: '/api/v1/pet-parents', headers: ha, payload: { first_name: 'D', last_name: 'M', phone: '+40 755 111 222', force: true } });
    expect(forced.statusCode).toBe(201);
  });

  it('should not count a client of another group as a duplicate', async () => {
    await makeClientRow(t.handle.db, b.group.id, { email: 'shared.person@dup.test' });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/pet-parents', headers: ha, payload: { first_name: 'Shared', last_name: 'Person', email: 'shared.person@dup.test' } });
    expect(res.statusCode).toBe(201);
  });

  it('should reject invalid client fields with 422 and a message per field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/pet-parents', headers: ha, payload: { first_name: ' ', last_name: 'X', email: 'not-an-email', phone: 'abc', lead_source: 'tv_ad' } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'first_name', 'lead_source', 'phone']);
  });

  it('should hide an archived client from the default list and show it under filter[archived]=1 until unarchived', async () => {
    const c = await makeClientRow(t.handle.db, a.group.id, { firstName: 'Archie', lastName: 'Vedmore' });
    const archive = await t.app.inject({ method: 'POST', url: `/api/v1/pet-parents/${c.id}/archive`, headers: ha });
    expect(archive.statusCode).toBe(200);
    expect(archive.json().data.archived_at).not.toBeNull();
    expect(ids(await list(ha, 'search=Vedmore'))).toEqual([]);
    expect(ids(await list(ha, 'search=Vedmore&filter[archived]=1'))).toEqual([c.id]);
    await t.app.inject({ method: 'POST', url: `/api/v1/pet-parents/${c.id}/unarchive`, headers: ha });
    expect(ids(await list(ha, 'search=Vedmore'))).toEqual([c.id]);
  });

  it('should save an edit and warn only when the new e-mail belongs to someone else', async () => {
    const c = await makeClientRow(t.handle.db, a.group.id, { firstName: 'Edit', lastName: 'Me', email: 'edit.me@x.test' });
    const other = await makeClientRow(t.handle.db, a.group.id, { email: 'taken@x.test' });
    const same = await t.app.inject({ method: 'PUT', url: `/api/v1/pet-parents/${c.id}`, headers: ha, payload: { first_name: 'Edited', last_name: 'Me', email: 'EDIT.ME@x.test', lead_source: 'referral' } });
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toMatchObject({ first_name: 'Edited', lead_source: 'referral', phone: null });
    const clash = await t.app.inject({ method: 'PUT', url: `/api/v1/pet-parents/${c.id}`, headers: ha, payload: { first_name: 'Edited', last_name: 'Me', email: 'taken@x.test' } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().duplicates[0].id).toBe(other.id);
  });

  it('should log communications and list them newest first', async () => {
    const c = await makeClientRow(t.handle.db, a.group.id);
    const url = `/api/v1/pet-parents/${c.id}/communications`;
    const first = await t.app.inject({ method: 'POST', url, headers: ha, payload: { type: 0, direction: 'in', body: 'Called about vaccines' } });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ type: 0, direction: 'in', subject: null, created_by: { id: a.receptionist.id }, clinic: { id: a.clinic.id } });
    await t.app.inject({ method: 'POST', url, headers: ha, payload: { type: 2, subject: 'Reminder', body: 'Sent the reminder' } });
    const res = await t.app.inject({ method: 'GET', url, headers: ha });
    expect(res.json().data.map((m: { type: number }) => m.type)).toEqual([2, 0]);
    expect(res.json().meta.total).toBe(2);
    const bad = await t.app.inject({ method: 'POST', url, headers: ha, payload: { type: 7, body: '' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['body', 'type']);
  });

  it('should answer 403 to a role that may only view clients when it tries to change one', async () => {
    const [role] = await t.handle.db.insert(roles).values({ groupId: a.group.id, name: 'Viewer', permissions: ['clients.view', 'pets.view'] }).returning();
    const viewer = await makeStaff(t.handle.db, a.group.id, [{ clinicId: a.clinic.id, roleId: role.id }]);
    const headers = await staffHeaders(t.app, viewer.email, a.clinic.id);
    expect((await list(headers, '')).statusCode).toBe(200);
    const c = await makeClientRow(t.handle.db, a.group.id);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/pet-parents', headers, payload: { first_name: 'A', last_name: 'B' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/pet-parents/${c.id}/archive`, headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/pets', headers, payload: { owner_id: c.id, nickname: 'X', species_id: a.dog.id } })).statusCode).toBe(403);
  });

  it('should answer 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/pet-parents' });
    expect(res.statusCode).toBe(401);
  });
});

describe('pets for staff', () => {
  let t: TestApp;
  let a: ClientsTenant;
  let b: ClientsTenant;
  let ha: Headers;

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeClientsTenant(t.handle.db);
    b = await makeClientsTenant(t.handle.db);
    ha = await staffHeaders(t.app, a.vet.email, a.clinic.id);
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/v1/pets', headers: ha, payload });

  it('should create a pet from an age with an estimated birthday, and store the weight in grams', async () => {
    const owner = await makeClientRow(t.handle.db, a.group.id);
    const res = await create({ owner_id: owner.id, nickname: 'Bruno', species_id: a.dog.id, breed_id: a.lab.id, gender: 'male', hormonal_status: 1, age: { years: 2, months: 3 }, weight: 12.45, color: 'Black', microchip: '642 0000 1234 5678' });
    expect(res.statusCode).toBe(201);
    const today = DateTime.now().setZone(a.clinic.timezone);
    const expected = today.startOf('day').minus({ years: 2, months: 3 }).toISODate();
    expect(res.json().data).toMatchObject({
      nickname: 'Bruno', species: { id: a.dog.id, name: 'Dog' }, breed: { id: a.lab.id, name: 'Labrador Retriever' }, gender: 'male', hormonal_status: 1,
      birthday: expected, birthday_is_estimated: true, weight_grams: 12450, microchip: '642000012345678', owner: { id: owner.id, full_name: owner.firstName + ' ' + owner.lastName },
    });
  });

  it('should keep an exact birthday as not estimated', async () => {
    const owner = await makeClientRow(t.handle.db, a.group.id);
    const res = await create({ owner_id: owner.id, nickname: 'Mimi', species_id: a.cat.id, birthday: '2020-02-29' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ birthday: '2020-02-29', birthday_is_estimated: false, gender: 'unknown', hormonal_status: null, weight_grams: null });
  });

  it('should reject with 422 a breed of another species, a species of another group, a future birthday and both birthday and age', async () => {
    const owner = await makeClientRow(t.handle.db, a.group.id);
    const breed = await create({ owner_id: owner.id, nickname: 'X', species_id: a.cat.id, breed_id: a.lab.id });
    expect(breed.statusCode).toBe(422);
    expect(breed.json().errors.breed_id).toBeDefined();
    const foreignSpecies = await create({ owner_id: owner.id, nickname: 'X', species_id: b.dog.id });
    expect(foreignSpecies.json().errors.species_id).toBeDefined();
    const future = await create({ owner_id: owner.id, nickname: 'X', species_id: a.dog.id, birthday: DateTime.now().plus({ days: 3 }).toISODate() });
    expect(future.json().errors.birthday).toBeDefined();
    const both = await create({ owner_id: owner.id, nickname: 'X', species_id: a.dog.id, birthday: '2020-01-01', age: { years: 1 } });
    expect(both.json().errors.age).toBeDefined();
    const foreignOwner = await create({ owner_id: (await makeClientRow(t.handle.db, b.group.id)).id, nickname: 'X', species_id: a.dog.id });
    expect(foreignOwner.json().errors.owner_id).toBeDefined();
  });

  it('should accept a small photo data URL and reject one over 1 MB or of another type', async () => {
    const owner = await makeClientRow(t.handle.db, a.group.id);
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const ok = await create({ owner_id: owner.id, nickname: 'Pic', species_id: a.dog.id, photo: png });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.photo).toBe(png);
    const big = `data:image/jpeg;base64,${'A'.repeat(Math.ceil((1024 * 1024 + 10) / 3) * 4)}`;
    const tooBig = await create({ owner_id: owner.id, nickname: 'Big', species_id: a.dog.id, photo: big });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors.photo).toBeDefined();
    const svg = await create({ owner_id: owner.id, nickname: 'Svg', species_id: a.dog.id, photo: 'data:image/svg+xml;base64,PHN2Zz4=' });
    expect(svg.statusCode).toBe(422);
  });

  it('should keep the photo when an edit leaves it out and remove it when sent as null', async () => {
    const owner = await makeClientRow(t.handle.db, a.group.id);
    const pet = await makePetRow(t.handle.db, owner, { speciesId: a.dog.id, photo: 'data:image/png;base64,AAAA' });
    const base = { owner_id: owner.id, nickname: 'Renamed', species_id: a.dog.id };
    const kept = await t.app.inject({ method: 'PUT', url: `/api/v1/pets/${pet.id}`, headers: ha, payload: base });
    expect(kept.json().data).toMatchObject({ nickname: 'Renamed', photo: 'data:image/png;base64,AAAA' });
    const removed = await t.app.inject({ method: 'PUT', url: `/api/v1/pets/${pet.id}`, headers: ha, payload: { ...base, photo: null } });
    expect(removed.json().data.photo).toBeNull();
  });

  it('should refuse a microchip another active pet of the group already has', async () => {
    const owner = await makeClientRow(t.handle.db, a.group.id);
    await makePetRow(t.handle.db, owner, { microchip: '985000000000777' });
    const res = await create({ owner_id: owner.id, nickname: 'Twin', species_id: a.dog.id, microchip: '985000000000777' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.microchip).toEqual([expect.any(String)]);
  });

  it('should search pets by partial name, exact microchip and owner name, 30 per page by default', async () => {
    const owner = await makeClientRow(t.handle.db, a.group.id, { firstName: 'Owner', lastName: 'Quintilian' });
    const fluffy = await makePetRow(t.handle.db, owner, { nickname: 'Fluffington', speciesId: a.cat.id, microchip: '642111122223333' });
    await makePetRow(t.handle.db, await makeClientRow(t.handle.db, b.group.id), { nickname: 'Fluffington' });
    const q = async (s: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/pets?search=${encodeURIComponent(s)}`, headers: ha });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    expect((await q('fluffing')).data.map((p: { id: number }) => p.id)).toEqual([fluffy.id]);
    expect((await q('642111122223333')).data.map((p: { id: number }) => p.id)).toEqual([fluffy.id]);
    const byOwner = await q('Quintilian');
    expect(byOwner.data[0]).toMatchObject({ id: fluffy.id, owner: { id: owner.id, full_name: 'Owner Quintilian' }, species: { name: 'Cat' } });
    expect(byOwner.meta.per_page).toBe(30);
  });

  it('should archive a pet out of the default list and answer 404 for another group\'s pet', async () => {
    const owner = await makeClientRow(t.handle.db, a.group.id);
    const pet = await makePetRow(t.handle.db, owner, { nickname: 'Ghostly' });
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/pets/${pet.id}/archive`, headers: ha });
    expect(res.json().data.archived_at).not.toBeNull();
    const listed = await t.app.inject({ method: 'GET', url: `/api/v1/pets?filter[owner_id]=${owner.id}`, headers: ha });
    expect(listed.json().data).toEqual([]);
    const archived = await t.app.inject({ method: 'GET', url: `/api/v1/pets?filter[owner_id]=${owner.id}&filter[archived]=1`, headers: ha });
    expect(archived.json().data.map((p: { id: number }) => p.id)).toEqual([pet.id]);
    const foreign = await makePetRow(t.handle.db, await makeClientRow(t.handle.db, b.group.id));
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/pets/${foreign.id}`, headers: ha })).statusCode).toBe(404);
  });

  it('should list the group\'s species with breeds', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/species?include=breeds', headers: ha });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: a.dog.id, name: 'Dog', breeds: [{ id: a.beagle.id, name: 'Beagle' }, { id: a.lab.id, name: 'Labrador Retriever' }] },
      { id: a.cat.id, name: 'Cat', breeds: [{ id: a.persian.id, name: 'Persian' }] },
    ]);
  });

  it('should filter a clinic\'s appointments by pet', async () => {
    const owner = await makeClientRow(t.handle.db, a.group.id);
    const pet = await makePetRow(t.handle.db, owner);
    const other = await makePetRow(t.handle.db, owner);
    const start = DateTime.now().plus({ days: 2 }).startOf('hour');
    const [mine] = await t.handle.db.insert(appointments).values({ clinicId: a.clinic.id, vetId: a.vet.id, clientId: owner.id, status: 5, startsAt: start.toJSDate(), endsAt: start.plus({ minutes: 30 }).toJSDate() }).returning();
    const [theirs] = await t.handle.db.insert(appointments).values({ clinicId: a.clinic.id, vetId: a.vet.id, clientId: owner.id, status: 5, startsAt: start.plus({ hours: 1 }).toJSDate(), endsAt: start.plus({ hours: 1, minutes: 30 }).toJSDate() }).returning();
    await t.handle.db.insert(appointmentPets).values([{ appointmentId: mine.id, petId: pet.id }, { appointmentId: theirs.id, petId: other.id }]);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/appointments?filter[pet_id]=${pet.id}`, headers: ha });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((x: { id: number }) => x.id)).toEqual([mine.id]);
  });
});

describe('pet requests from parents', () => {
  let t: TestApp;
  let a: ClientsTenant;
  let b: ClientsTenant;
  let ha: Headers;

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeClientsTenant(t.handle.db);
    b = await makeClientsTenant(t.handle.db);
    ha = await staffHeaders(t.app, a.receptionist.email, a.clinic.id);
  });
  afterAll(() => t.close());

  const payload = (over: Record<string, unknown> = {}) => ({ nickname: 'Nala', species_id: a.cat.id, breed_id: null, gender: 'female', birthday: '2022-05-01', birthday_is_estimated: false, hormonal_status: 1, color: 'Grey', ...over });
  const decide = (id: number, action: 'accept' | 'deny', body: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1/pet-requests/${id}/${action}`, headers: ha, payload: body });

  it('should list the clinic\'s pending requests with parent, pet and payload', async () => {
    const parent = await makeClientRow(t.handle.db, a.group.id, { firstName: 'Paula', lastName: 'Parent' });
    const { request, pet } = await makePetRequestRow(t.handle.db, a.clinic, parent, payload());
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/pet-requests?filter[status]=0', headers: ha });
    expect(res.statusCode).toBe(200);
    const row = res.json().data.find((r: { id: number }) => r.id === request.id);
    expect(row).toMatchObject({ status: 0, parent: { id: parent.id, full_name: 'Paula Parent' }, pet: { id: pet!.id, nickname: 'Nala' }, payload: { nickname: 'Nala' }, linked_pet: null });
    const count = await t.app.inject({ method: 'GET', url: '/api/v1/pet-requests/pending-count', headers: ha });
    expect(count.json().data.count).toBeGreaterThanOrEqual(1);
  });

  it('should accept a request keeping the parent\'s pet, then answer 409 to a second decision', async () => {
    const parent = await makeClientRow(t.handle.db, a.group.id);
    const { request, pet } = await makePetRequestRow(t.handle.db, a.clinic, parent, payload());
    const res = await decide(request.id, 'accept');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 1, decided_by: { id: a.receptionist.id }, pet: { id: pet!.id, archived_at: null }, linked_pet: null });
    expect((await decide(request.id, 'accept')).statusCode).toBe(409);
    expect((await decide(request.id, 'deny')).statusCode).toBe(409);
    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'pet_request'), eq(auditLog.entityId, request.id)));
    expect(audit.map((r) => r.action)).toEqual(['pet_request.accepted']);
  });

  it('should create the pet from the payload when the request came without one', async () => {
    const parent = await makeClientRow(t.handle.db, a.group.id);
    const { request } = await makePetRequestRow(t.handle.db, a.clinic, parent, payload({ nickname: 'Created' }), { withPet: false });
    const res = await decide(request.id, 'accept');
    expect(res.json().data.pet).toMatchObject({ nickname: 'Created', species: { id: a.cat.id }, gender: 'female', birthday: '2022-05-01', hormonal_status: 1, owner: { id: parent.id } });
  });

  it('should link to a known pet: archive the parent\'s duplicate and move its appointments', async () => {
    const parent = await makeClientRow(t.handle.db, a.group.id);
    const known = await makePetRow(t.handle.db, parent, { nickname: 'Nala', speciesId: a.cat.id });
    const { request, pet } = await makePetRequestRow(t.handle.db, a.clinic, parent, payload());
    const start = DateTime.now().plus({ days: 5 }).startOf('hour');
    const [appt] = await t.handle.db.insert(appointments).values({ clinicId: a.clinic.id, vetId: a.vet.id, clientId: parent.id, status: 2, startsAt: start.toJSDate(), endsAt: start.plus({ minutes: 30 }).toJSDate() }).returning();
    await t.handle.db.insert(appointmentPets).values({ appointmentId: appt.id, petId: pet!.id });
    const res = await decide(request.id, 'accept', { link_pet_id: known.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 1, linked_pet: { id: known.id, nickname: 'Nala' } });
    const [duplicate] = await t.handle.db.select().from(pets).where(eq(pets.id, pet!.id));
    expect(duplicate.archivedAt).not.toBeNull();
    const links = await t.handle.db.select().from(appointmentPets).where(eq(appointmentPets.appointmentId, appt.id));
    expect(links.map((l) => l.petId)).toEqual([known.id]);
  });

  it('should refuse to link to another group\'s pet with 422', async () => {
    const parent = await makeClientRow(t.handle.db, a.group.id);
    const foreign = await makePetRow(t.handle.db, await makeClientRow(t.handle.db, b.group.id));
    const { request } = await makePetRequestRow(t.handle.db, a.clinic, parent, payload());
    const res = await decide(request.id, 'accept', { link_pet_id: foreign.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.link_pet_id).toBeDefined();
    const [row] = await t.handle.db.select().from(petRequests).where(eq(petRequests.id, request.id));
    expect(row.status).toBe(0);
  });

  it('should deny a request: archive the parent\'s pet and mail the parent with the reason', async () => {
    const parent = await makeClientRow(t.handle.db, a.group.id, { email: 'denied.parent@example.test' });
    const { request, pet } = await makePetRequestRow(t.handle.db, a.clinic, parent, payload({ nickname: 'Ozzy' }));
    const res = await decide(request.id, 'deny', { reason: 'We only treat cats and dogs.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe(2);
    const [p] = await t.handle.db.select().from(pets).where(eq(pets.id, pet!.id));
    expect(p.archivedAt).not.toBeNull();
    const mails = await t.handle.db.select().from(outbox).where(eq(outbox.recipient, 'denied.parent@example.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Ozzy');
    expect(mails[0].text).toContain('We only treat cats and dogs.');
  });

  it('should answer 404 for another clinic\'s request', async () => {
    const parent = await makeClientRow(t.handle.db, b.group.id);
    const { request } = await makePetRequestRow(t.handle.db, b.clinic, parent, payload({ species_id: b.cat.id }));
    expect((await decide(request.id, 'accept')).statusCode).toBe(404);
    expect((await decide(request.id, 'deny')).statusCode).toBe(404);
  });
});
