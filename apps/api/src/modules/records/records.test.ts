import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { appointmentPets, appointments, auditLog, clinics, communications, outbox, recordVersions, tasks, type Db } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeTenant, staffHeaders } from '../../test/factories';
import { makeClientWithPet, makeTaskTemplate } from '../../test/tasks-factories';
import { pdfFonts } from './pdf';

type Headers = Record<string, string>;
const DAY = 86_400_000;

let apptN = 0;
/** An appointment of a clinic for a pet (status 3, in the past, one hour). */
export async function makeAppointment(db: Db, clinicId: number, vetId: number, clientId: number, petId: number) {
  const start = new Date(Date.UTC(2026, 0, 5, 8, 0) + (apptN++) * 2 * 3_600_000);
  const [a] = await db.insert(appointments).values({ clinicId, vetId, clientId, status: 3, startsAt: start, endsAt: new Date(start.getTime() + 3_600_000), source: 'staff' }).returning();
  await db.insert(appointmentPets).values({ appointmentId: a.id, petId });
  return a;
}

describe('medical records', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let b: Awaited<ReturnType<typeof makeTenant>>;
  let adminA: Headers;
  let vetA: Headers;
  let deskA: Headers;
  let adminB: Headers;
  let petA: { id: number; ownerId: number; nickname: string };
  let clientA: { id: number; email: string | null };

  const db = () => t.handle.db;
  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Headers = adminA) =>
    t.app.inject({ method, url: `/api/v1${url}`, ...(payload !== undefined ? { payload: payload as object } : {}), headers });
  const get = (url: string, headers: Headers = adminA) => req('GET', url, undefined, headers);
  const post = (url: string, payload: unknown = {}, headers: Headers = adminA) => req('POST', url, payload, headers);
  const put = (url: string, payload: unknown, headers: Headers = adminA) => req('PUT', url, payload, headers);

  const newRecord = async (over: Record<string, unknown> = {}, headers: Headers = vetA) => {
    const res = await post('/records', { pet_id: petA.id, ...over }, headers);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; version: number; status: string; template_snapshot: { fields: { key: string }[] }[] };
  };
  const save = (recordId: number, fields: { field_key: string; value: unknown; version: number }[], extra: Record<string, unknown> = {}, headers: Headers = vetA) =>
    post(`/patients/${petA.id}/${recordId}/save-values`, { fields, ...extra }, headers);

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(db());
    b = await makeTenant(db());
    await db().update(clinics).set({ defaultLanguage: 'ro' }).where(eq(clinics.id, b.clinic.id));
    adminA = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    vetA = await staffHeaders(t.app, a.vet.email, a.clinic.id);
    deskA = await staffHeaders(t.app, a.receptionist.email, a.clinic.id);
    adminB = await staffHeaders(t.app, b.admin.email, b.clinic.id);
    const made = await makeClientWithPet(db(), a.group.id);
    petA = made.pet;
    clientA = made.client;
    const copy = await post('/record-templates/copy-from-repo', { repo_keys: ['soap', 'vaccination', 'surgery', 'dental', 'hospitalisation_day', 'euthanasia'] });
    expect(copy.statusCode, copy.body).toBe(201);
  });
  afterAll(() => t.close());

  describe('templates', () => {
    it('should list the built-in repository in the caller\'s language, marking what the clinic copied', async () => {
      const res = await get('/record-templates/repository', { ...adminA, 'accept-language': 'ko' });
      expect(res.statusCode).toBe(200);
      const repo = res.json().data as { repo_key: string; name: string; copied: boolean; is_default: boolean }[];
      expect(repo.map((r) => r.repo_key)).toEqual(['soap', 'vaccination', 'surgery', 'dental', 'hospitalisation_day', 'euthanasia']);
      expect(repo[0]).toMatchObject({ name: 'SOAP 진료', is_default: true, copied: true });
    });

    it('should copy repository templates in the clinic\'s default language, SOAP as the default', async () => {
      const res = await post('/record-templates/copy-from-repo', { repo_keys: ['soap', 'dental'] }, adminB);
      expect(res.statusCode).toBe(201);
      const [soap, dental] = res.json().data;
      expect(soap).toMatchObject({ name: 'Consultație SOAP', is_default: true, repo_key: 'soap', version: 1 });
      expect(dental.sections[0].title).toBe('Examinare orală');
      const list = await get('/record-templates', adminB);
      expect(list.json().data[0].is_default).toBe(true);
    });

    it('should bump the version on edit and leave records written with it unchanged', async () => {
      const list = (await get('/record-templates')).json().data as { id: number; repo_key: string; sections: unknown[] }[];
      const vacc = list.find((x) => x.repo_key === 'vaccination')!;
      const record = await newRecord({ template_id: vacc.id });
      const edited = await put(`/record-templates/${vacc.id}`, { sections: [{ key: 'only', title: 'Only', fields: [{ key: 'note', label: 'Note', type: 'markdown' }] }] });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data.version).toBe(2);
      const again = (await get(`/records/${record.id}`)).json().data;
      expect(again.template_snapshot).toEqual(vacc.sections);
    });

    it('should refuse template writes without records.templates.manage, and bad sections with 422', async () => {
      expect((await post('/record-templates', { name: 'X', sections: [{ key: 's', title: 'S', fields: [] }] }, vetA)).statusCode).toBe(403);
      const dup = await post('/record-templates', { name: 'X', sections: [{ key: 's', title: 'S', fields: [{ key: 'a', label: 'A', type: 'markdown' }, { key: 'a', label: 'B', type: 'number' }] }] });
      expect(dup.statusCode).toBe(422);
      const sel = await post('/record-templates', { name: 'X', sections: [{ key: 's', title: 'S', fields: [{ key: 'a', label: 'A', type: 'select' }] }] });
      expect(sel.statusCode).toBe(422);
    });

    it('should archive a template: gone from the list, still readable', async () => {
      const created = (await post('/record-templates', { name: 'Temp', sections: [{ key: 's', title: 'S', fields: [] }] })).json().data;
      expect((await req('DELETE', `/record-templates/${created.id}`)).statusCode).toBe(204);
      const list = (await get('/record-templates?per_page=100')).json().data as { id: number }[];
      expect(list.some((x) => x.id === created.id)).toBe(false);
      expect((await get(`/record-templates/${created.id}`)).json().data.archived_at).not.toBeNull();
    });
  });

  describe('records', () => {
    it('should start a record from a pet with the default template, titled after it, with a history row', async () => {
      const r = await newRecord();
      const full = (await get(`/records/${r.id}`)).json().data;
      expect(full).toMatchObject({ status: 'draft', version: 1, title: 'SOAP consultation', pet: { id: petA.id }, client: { id: petA.ownerId }, vet: { id: a.vet.id }, writable: true, fields: [], appointments: [] });
      expect(full.template_snapshot.map((s: { key: string }) => s.key)).toEqual(['subjective', 'objective', 'assessment', 'plan']);
      const hist = (await get(`/records/${r.id}/history`)).json();
      expect(hist.data.map((h: { action: string }) => h.action)).toEqual(['created']);
    });

    it('should start a record from an appointment, link it, and refuse a second record for it (409)', async () => {
      const appt = await makeAppointment(db(), a.clinic.id, a.vet.id, petA.ownerId, petA.id);
      const res = await post('/records', { appointment_id: appt.id }, vetA);
      expect(res.statusCode, res.body).toBe(201);
      const rec = res.json().data;
      expect(rec.pet.id).toBe(petA.id);
      expect(rec.recorded_at).toBe(appt.startsAt.toISOString());
      expect(rec.appointments.map((x: { id: number }) => x.id)).toEqual([appt.id]);
      expect((await get(`/records?filter[appointment_id]=${appt.id}`)).json().data.map((x: { id: number }) => x.id)).toEqual([rec.id]);
      expect((await post('/records', { appointment_id: appt.id }, vetA)).statusCode).toBe(409);
      // Attaching it to another record: 409 too.
      const other = await newRecord();
      expect((await post(`/records/${other.id}/attach-source-appointment`, { appointment_id: appt.id }, vetA)).statusCode).toBe(409);
      // Another appointment of the same pet attaches; one of another pet is a 422.
      const appt2 = await makeAppointment(db(), a.clinic.id, a.vet.id, petA.ownerId, petA.id);
      const att = await post(`/records/${rec.id}/attach-source-appointment`, { appointment_id: appt2.id }, vetA);
      expect(att.statusCode, att.body).toBe(200);
      expect((await get(`/records/${rec.id}/appointments`)).json().data).toHaveLength(2);
      const stranger = await makeClientWithPet(db(), a.group.id);
      const appt3 = await makeAppointment(db(), a.clinic.id, a.vet.id, stranger.client.id, stranger.pet.id);
      expect((await post(`/records/${rec.id}/attach-source-appointment`, { appointment_id: appt3.id }, vetA)).statusCode).toBe(422);
    });

    it('should save values and associated fields, bump the version and keep before/after in the history', async () => {
      const r = await newRecord();
      const res = await save(r.id, [{ field_key: 'complaint', value: 'Limping, left hind', version: 0 }, { field_key: 'recheck', value: '2026-02-01', version: 0 }], { associatedFields: { client_summary: 'Rest for a week.' } });
      expect(res.statusCode, res.body).toBe(200);
      const out = res.json().data;
      expect(out.record_version).toBe(2);
      expect(out.fields.find((f: { field_key: string }) => f.field_key === 'complaint')).toMatchObject({ value: 'Limping, left hind', version: 1, updated_by: { id: a.vet.id } });
      const again = await save(r.id, [{ field_key: 'complaint', value: 'Limping, left hind, 3 days', version: 1 }]);
      expect(again.json().data.fields.find((f: { field_key: string }) => f.field_key === 'complaint').version).toBe(2);
      const hist = (await get(`/records/${r.id}/history`)).json().data;
      expect(hist[0]).toMatchObject({ action: 'fields', version: 3, before: { complaint: 'Limping, left hind' }, after: { complaint: 'Limping, left hind, 3 days' }, changed_by: { id: a.vet.id } });
      expect(hist[1].after).toMatchObject({ client_summary: 'Rest for a week.', recheck: '2026-02-01' });
      expect((await get(`/records/${r.id}/field-values`)).json().data.record_version).toBe(3);
    });

    it('should refuse unknown field keys, block fields and wrong values with 422', async () => {
      const r = await newRecord();
      expect((await save(r.id, [{ field_key: 'nope', value: 'x', version: 0 }])).statusCode).toBe(422);
      expect((await save(r.id, [{ field_key: 'vitals', value: 'x', version: 0 }])).statusCode).toBe(422);
      expect((await save(r.id, [{ field_key: 'recheck', value: '2026-02-31', version: 0 }])).statusCode).toBe(422);
      expect((await save(r.id, [{ field_key: 'complaint', value: 12, version: 0 }])).statusCode).toBe(422);
      expect((await save(r.id, [{ field_key: 'complaint', value: 'x'.repeat(20_001), version: 0 }])).statusCode).toBe(422);
      const dental = ((await get('/record-templates?per_page=100')).json().data as { id: number; repo_key: string }[]).find((x) => x.repo_key === 'dental')!;
      const d = await newRecord({ template_id: dental.id });
      expect((await save(d.id, [{ field_key: 'periodontal', value: '7', version: 0 }])).statusCode).toBe(422);
      expect((await save(d.id, [{ field_key: 'periodontal', value: '2', version: 0 }, { field_key: 'dental_procedures', value: ['Extractions'], version: 0 }])).statusCode).toBe(200);
      // A string that looks like JSON stays a string (drizzle's jsonb would parse it again).
      await save(d.id, [{ field_key: 'teeth', value: '108', version: 0 }, { field_key: 'findings', value: 'true', version: 0 }]);
      const vals = (await get(`/records/${d.id}/field-values`)).json().data.fields as { field_key: string; value: unknown }[];
      expect(Object.fromEntries(vals.map((v) => [v.field_key, v.value]))).toMatchObject({ periodontal: '2', teeth: '108', findings: 'true' });
      expect((await save(d.id, [{ field_key: 'periodontal', value: '2', version: 1 }])).statusCode).toBe(200);
      // A pet that is not the record's: 404.
      const other = await makeClientWithPet(db(), a.group.id);
      expect((await post(`/patients/${other.pet.id}/${d.id}/save-values`, { fields: [] }, vetA)).statusCode).toBe(404);
    });

    it('two tabs: different fields are both kept; the same field with the same version gives one 200 and one 409 with the current value', async () => {
      const r = await newRecord();
      const [t1, t2] = await Promise.all([
        save(r.id, [{ field_key: 'complaint', value: 'Tab one', version: 0 }]),
        put(`/records/${r.id}/field-values`, { fields: [{ field_key: 'history', value: 'Tab two', version: 0 }] }, vetA),
      ]);
      expect([t1.statusCode, t2.statusCode]).toEqual([200, 200]);
      const values = (await get(`/records/${r.id}/field-values`)).json().data;
      expect(values.fields.map((f: { field_key: string; value: unknown }) => [f.field_key, f.value])).toEqual([['complaint', 'Tab one'], ['history', 'Tab two']]);
      expect(values.record_version).toBe(3);

      const [s1, s2] = await Promise.all([
        save(r.id, [{ field_key: 'exam', value: 'From tab one', version: 0 }, { field_key: 'complaint', value: 'Tab one again', version: 1 }]),
        save(r.id, [{ field_key: 'exam', value: 'From tab two', version: 0 }]),
      ]);
      const codes = [s1.statusCode, s2.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const loser = s1.statusCode === 409 ? s1 : s2;
      const winnerValue = s1.statusCode === 200 ? 'From tab one' : 'From tab two';
      expect(loser.json()).toMatchObject({ code: 'record_field_conflict', conflicts: [{ field_key: 'exam', value: winnerValue, version: 1 }] });
      // The refused request saved nothing (atomic): when tab one lost, its complaint change is not there either.
      const after = (await get(`/records/${r.id}/field-values`)).json().data.fields as { field_key: string; value: unknown }[];
      expect(after.find((f) => f.field_key === 'complaint')!.value).toBe(s1.statusCode === 200 ? 'Tab one again' : 'Tab one');
    });

    it('should enforce status transitions (422) and close with tasks from templates', async () => {
      const r = await newRecord();
      const up = await put(`/record/${r.id}/change-status`, { status: 'in_progress' }, vetA);
      expect(up.statusCode, up.body).toBe(200);
      expect((await put(`/record/${r.id}/change-status`, { status: 'draft' }, vetA)).statusCode).toBe(422);
      expect((await put(`/record/${r.id}/change-status`, { status: 'completed' }, vetA)).json().data.status).toBe('completed');
      expect((await put(`/record/${r.id}/change-status`, { status: 'in_progress' }, vetA)).json().data.status).toBe('in_progress');
      const tpl = await makeTaskTemplate(db(), a.clinic.id, { name: 'Call owner with lab results', dueOffsetMinutes: 24 * 60 });
      const foreignTpl = await makeTaskTemplate(db(), b.clinic.id);
      expect((await post(`/records/${r.id}/close`, { task_template_ids: [foreignTpl.id] }, vetA)).statusCode).toBe(422);
      const closed = await post(`/records/${r.id}/close`, { task_template_ids: [tpl.id] }, vetA);
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json().data).toMatchObject({ status: 'closed', writable: false, closed_by: { id: a.vet.id }, tasks: [{ title: 'Call owner with lab results', status: 0 }] });
      const [task] = await db().select().from(tasks).where(eq(tasks.recordId, r.id));
      expect(task).toMatchObject({ petId: petA.id, templateId: tpl.id, clinicId: a.clinic.id });
      // A task can name a record of the clinic by hand, too (tasks module).
      const linked = await post('/tasks', { title: 'Send the lab report', record_id: r.id }, vetA);
      expect(linked.statusCode, linked.body).toBe(201);
      expect(linked.json().data.record_id).toBe(r.id);
      expect((await post('/tasks', { title: 'x', record_id: r.id }, adminB)).statusCode).toBe(422);
    });

    it('closeRecord=true saves then closes in one request', async () => {
      const r = await newRecord();
      const res = await save(r.id, [{ field_key: 'complaint', value: 'Final words', version: 0 }], { closeRecord: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'closed', fields: [{ field_key: 'complaint', value: 'Final words' }] });
    });

    it('a closed record answers 409 on every write route of the records module; reopening needs the right and a reason, and is audited', async () => {
      const r = await newRecord();
      await save(r.id, [{ field_key: 'complaint', value: 'Before closing', version: 0 }]);
      const appt = await makeAppointment(db(), a.clinic.id, a.vet.id, petA.ownerId, petA.id);
      expect((await post(`/records/${r.id}/close`, {}, vetA)).statusCode).toBe(200);
      const version = (await get(`/records/${r.id}`)).json().data.version;

      // Every route that writes to a record (not to a copy of it, not to the client's log).
      const writes: [string, () => ReturnType<typeof get>][] = [
        ['save-values', () => save(r.id, [{ field_key: 'complaint', value: 'After closing', version: 1 }])],
        ['save-values associatedFields only', () => post(`/patients/${petA.id}/${r.id}/save-values`, { associatedFields: { title: 'Renamed' } }, vetA)],
        ['save-values closeRecord', () => post(`/patients/${petA.id}/${r.id}/save-values`, { closeRecord: true }, vetA)],
        ['PUT field-values', () => put(`/records/${r.id}/field-values`, { fields: [{ field_key: 'history', value: 'x', version: 0 }] }, vetA)],
        ['change-status', () => put(`/record/${r.id}/change-status`, { status: 'in_progress' }, vetA)],
        ['change-status to closed', () => put(`/record/${r.id}/change-status`, { status: 'closed' }, vetA)],
        ['close', () => post(`/records/${r.id}/close`, {}, vetA)],
        ['attach-source-appointment', () => post(`/records/${r.id}/attach-source-appointment`, { appointment_id: appt.id }, vetA)],
        ['DELETE', () => req('DELETE', `/records/${r.id}`, undefined, vetA)],
        ['DELETE payments=keep', () => req('DELETE', `/records/${r.id}?payments=keep`, undefined, vetA)],
      ];
      for (const [name, call] of writes) {
        const res = await call();
        expect({ name, status: res.statusCode }).toEqual({ name, status: 409 });
        expect(res.json().code).toBe('record_closed');
      }
      const still = (await get(`/records/${r.id}`)).json().data;
      expect(still).toMatchObject({ status: 'closed', version, title: 'SOAP consultation', fields: [{ field_key: 'complaint', value: 'Before closing' }], appointments: [] });

      // Reading from it is fine: duplicating makes a new draft, the summary can be sent.
      const dup = await post(`/records/${r.id}/duplicate`, {}, vetA);
      expect(dup.statusCode, dup.body).toBe(201);
      expect(dup.json().data).toMatchObject({ status: 'draft', fields: [{ field_key: 'complaint', value: 'Before closing', version: 1 }] });
      expect((await get(`/records/${r.id}`)).json().data.version).toBe(version);

      // Reopen: a vet lacks records.reopen; a reason is required; then audited with the reason.
      expect((await post(`/records/${r.id}/reopen`, { reason: 'Lab results arrived' }, vetA)).statusCode).toBe(403);
      expect((await post(`/records/${r.id}/reopen`, { reason: '  ' })).statusCode).toBe(422);
      const reopened = await post(`/records/${r.id}/reopen`, { reason: 'Lab results arrived' });
      expect(reopened.statusCode, reopened.body).toBe(200);
      expect(reopened.json().data).toMatchObject({ status: 'in_progress', closed_at: null });
      const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'record'), eq(auditLog.entityId, r.id), eq(auditLog.action, 'record.reopened')));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorId: a.admin.id, after: { reason: 'Lab results arrived', status: 'in_progress' } });
      const [v] = await db().select().from(recordVersions).where(and(eq(recordVersions.recordId, r.id), eq(recordVersions.action, 'reopened')));
      expect(v.reason).toBe('Lab results arrived');
      expect((await post(`/records/${r.id}/reopen`, { reason: 'again' })).statusCode).toBe(409);
      // Writable again.
      expect((await save(r.id, [{ field_key: 'complaint', value: 'After reopening', version: 1 }])).statusCode).toBe(200);
    });

    it('should soft-delete an open record and free its appointments', async () => {
      const appt = await makeAppointment(db(), a.clinic.id, a.vet.id, petA.ownerId, petA.id);
      const r = (await post('/records', { appointment_id: appt.id }, vetA)).json().data;
      expect((await req('DELETE', `/records/${r.id}`, undefined, vetA)).statusCode).toBe(204);
      expect((await get(`/records/${r.id}`)).statusCode).toBe(404);
      expect((await post('/records', { appointment_id: appt.id }, vetA)).statusCode).toBe(201);
      expect((await req('DELETE', `/records/${r.id}?payments=shred`, undefined, vetA)).statusCode).toBe(422);
    });

    it('should write the client summary to the communications log, by e-mail through the outbox or as other', async () => {
      const r = await newRecord();
      expect((await post(`/records/${r.id}/sync-client-communication`, { type: 'other' }, vetA)).statusCode).toBe(422);
      await save(r.id, [], { associatedFields: { client_summary: 'Give the tablets twice a day with food.' } });
      const other = await post(`/records/${r.id}/sync-client-communication`, { type: 'other' }, vetA);
      expect(other.statusCode, other.body).toBe(200);
      expect(other.json().data).toMatchObject({ type: 'other', emailed: false });
      const mail = await post(`/records/${r.id}/sync-client-communication`, { type: 'email' }, vetA);
      expect(mail.statusCode, mail.body).toBe(200);
      expect(mail.json().data.emailed).toBe(true);
      const log = await db().select().from(communications).where(eq(communications.clientId, clientA.id));
      expect(log.map((c) => c.type).sort()).toEqual([1, 2]);
      const queued = await db().select().from(outbox).where(eq(outbox.recipient, clientA.email!));
      expect(queued.at(-1)!.text).toContain('Give the tablets twice a day with food.');
    });

    it('should list, filter and search', async () => {
      const stranger = await makeClientWithPet(db(), a.group.id, { firstName: 'Zoltan', lastName: 'Quickfinder' });
      const r = (await post('/records', { pet_id: stranger.pet.id, title: 'Ear check' }, vetA)).json().data;
      await post(`/patients/${stranger.pet.id}/${r.id}/save-values`, { fields: [{ field_key: 'exam', value: 'Otitis externa, both ears', version: 0 }] }, vetA);
      const byPet = (await get(`/records?filter[pet_id]=${stranger.pet.id}`)).json();
      expect(byPet.data.map((x: { id: number }) => x.id)).toEqual([r.id]);
      expect(byPet.meta.per_page).toBe(15);
      expect(byPet.meta).toMatchObject({ total: 1, last_page: 1 });
      // The count rides on the page's rows; past the end (no rows) and a free-text search still count every match.
      expect((await get(`/records?filter[pet_id]=${stranger.pet.id}&page=3`)).json().meta).toMatchObject({ total: 1, current_page: 3 });
      expect((await get('/records/search?filter[text]=quickfinder&sort=-recorded_at')).json().meta.total).toBe(1);
      expect((await get(`/records/${r.id}/history?page=4`)).json()).toMatchObject({ data: [], meta: { total: 2, current_page: 4 } });
      expect((await get('/records?filter[status]=closed')).json().data.every((x: { status: string }) => x.status === 'closed')).toBe(true);
      const qres = await get('/records/quick-search?q=otitis');
      expect(qres.statusCode, qres.body).toBe(200);
      const q = qres.json().data;
      expect(q).toHaveLength(1);
      expect(q[0]).toMatchObject({ id: r.id, match: expect.stringContaining('Otitis') });
      expect((await get('/records/quick-search?q=quickfinder')).json().data[0].id).toBe(r.id);
      const s = (await get(`/records/search?filter[text]=both%20ears&filter[vet_id]=${a.vet.id}`)).json();
      expect(s.data.map((x: { id: number }) => x.id)).toEqual([r.id]);
      // Date filters are the clinic's days (Europe/Bucharest here): after 22:00 UTC its today is UTC's tomorrow.
      const today = DateTime.now().setZone(a.clinic.timezone).toISODate()!;
      const ranged = (await get(`/records?filter[date_from]=${today}&filter[date_to]=${today}&filter[pet_id]=${stranger.pet.id}`)).json();
      expect(ranged.data).toHaveLength(1);
      const old = (await get(`/records?filter[date_to]=${new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10)}&filter[pet_id]=${stranger.pet.id}`)).json();
      expect(old.data).toHaveLength(0);
    });

    it('should print a PDF with the clinic header', async () => {
      const r = await newRecord();
      await save(r.id, [{ field_key: 'complaint', value: '# Heading\n- **Bold** item\n- Romanian ș ț ă î â' , version: 0 }]);
      const res = await get(`/records/${r.id}/pdf`, vetA);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.headers['content-disposition']).toContain(`record-${r.id}-`);
      // A Unicode font is embedded when the machine has one (Romanian ș/ț need it).
      if (pdfFonts().regular.endsWith('.ttf')) expect(res.rawPayload.toString('latin1')).toContain('DejaVuSans');
    });
  });

  describe('access', () => {
    it('another group\'s record is a 404 for reading and writing', async () => {
      const r = await newRecord();
      expect((await get(`/records/${r.id}`, adminB)).statusCode).toBe(404);
      expect((await get(`/records/${r.id}/history`, adminB)).statusCode).toBe(404);
      expect((await get(`/records/${r.id}/pdf`, adminB)).statusCode).toBe(404);
      expect((await post(`/patients/${petA.id}/${r.id}/save-values`, { fields: [] }, adminB)).statusCode).toBe(404);
      expect((await put(`/records/${r.id}/field-values`, { fields: [{ field_key: 'complaint', value: 'x', version: 0 }] }, adminB)).statusCode).toBe(404);
      expect((await post(`/records/${r.id}/close`, {}, adminB)).statusCode).toBe(404);
      expect((await post(`/records/${r.id}/duplicate`, {}, adminB)).statusCode).toBe(404);
      expect((await post('/records', { pet_id: petA.id }, adminB)).statusCode).toBe(422);
      expect((await get(`/records?filter[pet_id]=${petA.id}`, adminB)).json().data).toEqual([]);
    });

    it('a receptionist (no records rights) gets 403 for writing and reading', async () => {
      const r = await newRecord();
      expect((await post('/records', { pet_id: petA.id }, deskA)).statusCode).toBe(403);
      expect((await post(`/patients/${petA.id}/${r.id}/save-values`, { fields: [] }, deskA)).statusCode).toBe(403);
      expect((await put(`/record/${r.id}/change-status`, { status: 'in_progress' }, deskA)).statusCode).toBe(403);
      expect((await get(`/records/${r.id}`, deskA)).statusCode).toBe(403);
    });
  });
});
