import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointmentPets, appointments, clinics, documentTemplates, records } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeTenant, staffHeaders } from '../../test/factories';
import { makeClientWithPet } from '../../test/tasks-factories';

type Headers = Record<string, string>;

describe('document templates', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let b: Awaited<ReturnType<typeof makeTenant>>;
  let adminA: Headers;
  let adminB: Headers;
  let receptionA: Headers;
  let ownerA: Awaited<ReturnType<typeof makeClientWithPet>>;
  let ownerB: Awaited<ReturnType<typeof makeClientWithPet>>;

  const db = () => t.handle.db;
  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Headers = adminA) =>
    t.app.inject({ method, url: `/api/v1${url}`, ...(payload === undefined ? {} : { payload: payload as object }), headers });
  const create = async (over: Record<string, unknown> = {}, headers = adminA) => {
    const res = await req('POST', '/document-templates', { name: 'Consent', type: 'consent_form', language: 'en', body: 'Owner: {{client.full_name}}', ...over }, headers);
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number; version: number };
  };

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(db());
    b = await makeTenant(db());
    adminA = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    adminB = await staffHeaders(t.app, b.admin.email, b.clinic.id);
    receptionA = await staffHeaders(t.app, a.receptionist.email, a.clinic.id);
    ownerA = await makeClientWithPet(db(), a.group.id, { firstName: '<script>alert(1)</script>', lastName: 'O\'Hara & Sons' });
    ownerB = await makeClientWithPet(db(), b.group.id);
    await db().update(clinics).set({ timezone: 'Europe/Bucharest', clientDateFormat: 'DD.MM.YYYY', clientTimeFormat: 'HH:mm' }).where(eq(clinics.id, a.clinic.id));
  });
  afterAll(() => t.close());

  it('should create, read, list with search, update (version bump) and archive a template', async () => {
    const tpl = await create({ name: 'Dental consent' });
    expect((await req('GET', `/document-templates/${tpl.id}`)).json().data).toMatchObject({ name: 'Dental consent', type: 'consent_form', language: 'en', version: 1, built_in_key: null });
    const list = (await req('GET', '/document-templates?filter[search]=dental&filter[type]=consent_form')).json();
    expect(list.data.map((x: { id: number }) => x.id)).toEqual([tpl.id]);
    expect(list.meta.total).toBe(1);
    const upd = await req('PUT', `/document-templates/${tpl.id}`, { name: 'Dental consent v2', body: '# Hi {{pet.nickname}}' });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data).toMatchObject({ name: 'Dental consent v2', body: '# Hi {{pet.nickname}}', version: 2 });
    expect((await req('DELETE', `/document-templates/${tpl.id}`)).statusCode).toBe(204);
    expect((await req('GET', '/document-templates?filter[search]=dental')).json().data).toEqual([]);
    expect((await req('GET', '/document-templates?filter[search]=dental&filter[archived]=1')).json().data).toHaveLength(1);
    expect((await req('PUT', `/document-templates/${tpl.id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await req('DELETE', `/document-templates/${tpl.id}`)).statusCode).toBe(404);
  });

  it('should refuse an unknown placeholder with a 422 on body naming it, on create and on update', async () => {
    const res = await req('POST', '/document-templates', { name: 'Bad', type: 'other', language: 'en', body: 'Hi {{pet.nickname}} {{pet.colour}} {{owner}}' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.body[0]).toContain('pet.colour, owner');
    const tpl = await create();
    const upd = await req('PUT', `/document-templates/${tpl.id}`, { body: '{{ client.fullname }}' });
    expect(upd.statusCode).toBe(422);
    expect(upd.json().errors.body[0]).toContain('client.fullname');
    expect((await req('POST', '/document-templates', { name: 'x', type: 'letter', language: 'en', body: 'x' })).statusCode).toBe(422);
    expect((await req('POST', '/document-templates', { name: 'x', type: 'other', language: 'xx', body: 'x' })).statusCode).toBe(422);
    // Fuzz shapes: a lone surrogate or a NUL is a field error, never a 500.
    for (const payload of ['{"name":"\\ud800","type":"other","language":"en","body":"x"}', '{"name":"n","type":"other","language":"en","body":"a\\u0000b"}']) {
      const res2 = await t.app.inject({ method: 'POST', url: '/api/v1/document-templates', headers: { ...adminA, 'content-type': 'application/json' }, payload });
      expect(res2.statusCode).toBe(422);
    }
  });

  it('should render escaped values: a client named <script> stays text', async () => {
    const tpl = await create({ body: '**Owner:** {{client.full_name}}\nPet: {{pet.nickname}} chip [{{pet.microchip}}]\n\n<b>raw</b>' });
    const res = await req('POST', `/document-templates/${tpl.id}/render`, { pet_id: ownerA.pet.id });
    expect(res.statusCode).toBe(200);
    const { html, title } = res.json().data;
    expect(title).toBe('Consent');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; O&#39;Hara &amp; Sons');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;b&gt;raw&lt;/b&gt;');
    expect(html).toContain(`Pet: ${ownerA.pet.nickname} chip []`);
    expect(html).not.toMatch(/undefined|null/);
  });

  it('should fill appointment and record values in the clinic timezone, and a PDF of the same', async () => {
    const tpl = await create({ body: '{{appointment.start}} | {{appointment.vet}} | {{record.title}} | {{record.date}} | {{vet.full_name}}' });
    const [appt] = await db().insert(appointments).values({ clinicId: a.clinic.id, vetId: a.vet.id, clientId: ownerA.client.id, status: 1, startsAt: new Date('2026-03-01T22:30:00Z'), endsAt: new Date('2026-03-01T23:00:00Z') }).returning();
    await db().insert(appointmentPets).values({ appointmentId: appt.id, petId: ownerA.pet.id });
    const [rec] = await db().insert(records).values({ groupId: a.group.id, clinicId: a.clinic.id, petId: ownerA.pet.id, vetId: a.vet.id, templateSnapshot: [], title: 'Spay', recordedAt: new Date('2026-03-01T22:30:00Z') }).returning();
    const res = await req('POST', `/document-templates/${tpl.id}/render`, { pet_id: ownerA.pet.id, appointment_id: appt.id, record_id: rec.id });
    expect(res.statusCode).toBe(200);
    const vet = `${a.vet.firstName} ${a.vet.lastName}`;
    expect(res.json().data.html).toContain(`02.03.2026 00:30 | ${vet} | Spay | 02.03.2026 | ${vet}`);
    const pdf = await req('POST', `/document-templates/${tpl.id}/pdf`, { pet_id: ownerA.pet.id, appointment_id: appt.id });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // An appointment or record of another pet is the field's 422.
    const other = await makeClientWithPet(db(), a.group.id);
    expect((await req('POST', `/document-templates/${tpl.id}/render`, { pet_id: other.pet.id, appointment_id: appt.id })).statusCode).toBe(422);
    expect((await req('POST', `/document-templates/${tpl.id}/render`, { pet_id: other.pet.id, record_id: rec.id })).statusCode).toBe(422);
  });

  it('should answer 404 for another group\'s template, pet, appointment or record', async () => {
    const mine = await create();
    const theirs = await create({}, adminB);
    expect((await req('GET', `/document-templates/${theirs.id}`)).statusCode).toBe(404);
    expect((await req('PUT', `/document-templates/${theirs.id}`, { name: 'x', body: '{{nope}}' })).statusCode).toBe(404);
    expect((await req('DELETE', `/document-templates/${theirs.id}`)).statusCode).toBe(404);
    expect((await req('POST', `/document-templates/${theirs.id}/render`, { pet_id: ownerA.pet.id })).statusCode).toBe(404);
    expect((await req('POST', `/document-templates/${mine.id}/render`, { pet_id: ownerB.pet.id })).statusCode).toBe(404);
    expect((await req('POST', `/document-templates/${mine.id}/pdf`, { pet_id: ownerB.pet.id })).statusCode).toBe(404);
    expect((await req('GET', '/document-templates?per_page=100')).json().data.map((x: { id: number }) => x.id)).not.toContain(theirs.id);
  });

  it('should let a receptionist read and render but not write', async () => {
    const tpl = await create();
    expect((await req('GET', '/document-templates', undefined, receptionA)).statusCode).toBe(200);
    expect((await req('POST', `/document-templates/${tpl.id}/render`, { pet_id: ownerA.pet.id }, receptionA)).statusCode).toBe(200);
    expect((await req('POST', '/document-templates', { name: 'x', type: 'other', language: 'en', body: 'x' }, receptionA)).statusCode).toBe(403);
    expect((await req('PUT', `/document-templates/${tpl.id}`, { name: 'x' }, receptionA)).statusCode).toBe(403);
    expect((await req('DELETE', `/document-templates/${tpl.id}`, undefined, receptionA)).statusCode).toBe(403);
  });

  it('should give a new clinic the built-in templates in its language', async () => {
    const res = await req('POST', '/clinics', { name: 'Docs Nord', slug: `docs-nord-${Date.now()}`, timezone: 'Europe/Bucharest', country_iso_code: 'RO', default_language: 'ro' });
    expect(res.statusCode).toBe(201);
    const rows = await db().select().from(documentTemplates).where(eq(documentTemplates.clinicId, res.json().data.id));
    expect(rows.map((r) => r.builtInKey).sort()).toEqual(['discharge_instructions', 'euthanasia_consent', 'surgery_anesthesia_consent', 'vaccination_certificate']);
    expect(rows.every((r) => r.language === 'ro')).toBe(true);
    expect(rows.find((r) => r.builtInKey === 'euthanasia_consent')?.name).toBe('Consimțământ pentru eutanasie');
  });
});

describe('document PDF in every language', () => {
  it('draws each built-in, CJK included, without failing', async () => {
    const { documentPdf } = await import('./pdf');
    const { LANGUAGES, documentBuiltIns } = await import('@vetclinic/domain');
    for (const lang of LANGUAGES) {
      for (const tpl of documentBuiltIns(lang)) {
        const pdf = await documentPdf({ clinic: { name: 'Vets', address: null, phone: '1', email: null, timezone: 'UTC', dateFormat: 'DD-MM-YYYY', timeFormat: 'HH:mm', language: lang }, now: new Date() }, tpl.name, tpl.body);
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      }
    }
  });
});
