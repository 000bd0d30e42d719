import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  appointmentPets, appointmentServices, appointments, outbox, petParents, recordFieldValues, recordTemplates, records, reminderRules, remindersSent,
  servicePackages, services,
} from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeTenant, staffHeaders } from '../../test/factories';
import { makeClientWithPet } from '../../test/tasks-factories';
import { runReminders } from './run';

type Headers = Record<string, string>;
const PUBLIC = 'http://clinic.test';
const DAY = 24 * 3600_000;

describe('reminders', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let b: Awaited<ReturnType<typeof makeTenant>>;
  let adminA: Headers;
  let adminB: Headers;
  let receptionA: Headers;
  let vaccTemplateA: number;

  const db = () => t.handle.db;
  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Headers = adminA) =>
    t.app.inject({ method, url: `/api/v1${url}`, ...(payload === undefined ? {} : { payload: payload as object }), headers });
  const rule = async (over: Record<string, unknown> = {}, headers = adminA) => {
    const res = await req('POST', '/reminder-rules', { name: 'Vaccination', kind: 'vaccination', send_mail: true, send_sms: false, enabled: true, lead_days: 7, interval_days: 365, service_id: null, ...over }, headers);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number };
  };
  const run = (at: string, clinicId = a.clinic.id) => runReminders(db(), { publicUrl: PUBLIC, now: new Date(at), clinicId });
  const vaccinate = async (petId: number, recordedAt: string, nextDue?: string) => {
    const [r] = await db().insert(records).values({ groupId: a.group.id, clinicId: a.clinic.id, petId, templateId: vaccTemplateA, templateSnapshot: [], title: 'Vaccination', recordedAt: new Date(recordedAt) }).returning();
    if (nextDue) await db().insert(recordFieldValues).values({ recordId: r.id, fieldKey: 'next_due', value: nextDue });
    return r;
  };
  const sentFor = async (ruleId: number) => db().select().from(remindersSent).where(eq(remindersSent.ruleId, ruleId));
  const mailsTo = async (to: string) => db().select().from(outbox).where(eq(outbox.recipient, to));

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(db());
    b = await makeTenant(db());
    adminA = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    adminB = await staffHeaders(t.app, b.admin.email, b.clinic.id);
    receptionA = await staffHeaders(t.app, a.receptionist.email, a.clinic.id);
    const [tpl] = await db().insert(recordTemplates).values({ clinicId: a.clinic.id, name: 'Vaccination', repoKey: 'vaccination', sections: [] }).returning();
    vaccTemplateA = tpl.id;
  });
  afterAll(() => t.close());
  // Each case starts with no rules and no live records at clinic A, so one case's pets never meet another's rules.
  afterEach(async () => {
    await db().update(reminderRules).set({ deletedAt: new Date() }).where(eq(reminderRules.clinicId, a.clinic.id));
    await db().update(records).set({ deletedAt: new Date() }).where(eq(records.clinicId, a.clinic.id));
  });

  it('should create, list, update and delete a rule, and refuse bad rules with field errors', async () => {
    const r = await rule({ name: 'Rabies booster' });
    expect((await req('GET', '/reminder-rules?filter[search]=rabies')).json().data.map((x: { id: number }) => x.id)).toEqual([r.id]);
    const upd = await req('PUT', `/reminder-rules/${r.id}`, { name: 'Rabies', kind: 'vaccination', send_mail: true, send_sms: true, enabled: false, lead_days: 14, interval_days: 730, service_id: null });
    expect(upd.json().data).toMatchObject({ name: 'Rabies', send_sms: true, enabled: false, lead_days: 14, interval_days: 730 });
    const none = await req('POST', '/reminder-rules', { name: 'x', kind: 'vaccination', send_mail: false, send_sms: false, enabled: true, lead_days: 7, interval_days: 365, service_id: null });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toHaveProperty('send_mail');
    const noService = await req('POST', '/reminder-rules', { name: 'x', kind: 'follow_up', send_mail: true, send_sms: false, enabled: true, lead_days: 0, interval_days: 10, service_id: null });
    expect(noService.json().errors).toHaveProperty('service_id');
    const [otherService] = await db().insert(services).values({ clinicId: b.clinic.id, name: 'B dental', duration: 30, color: '#ffffff' }).returning();
    const foreign = await req('POST', '/reminder-rules', { name: 'x', kind: 'follow_up', send_mail: true, send_sms: false, enabled: true, lead_days: 0, interval_days: 10, service_id: otherService.id });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty('service_id');
    expect((await req('GET', `/reminder-rules/${r.id}`, undefined, adminB)).statusCode).toBe(404);
    expect((await req('PUT', `/reminder-rules/${r.id}`, { name: 'Rabies', kind: 'vaccination', send_mail: true, send_sms: true, enabled: false, lead_days: 14, interval_days: 730, service_id: null }, adminB)).statusCode).toBe(404);
    expect((await req('DELETE', `/reminder-rules/${r.id}`, undefined, receptionA)).statusCode).toBe(403);
    expect((await req('DELETE', `/reminder-rules/${r.id}`)).statusCode).toBe(204);
    expect((await req('GET', `/reminder-rules/${r.id}`)).statusCode).toBe(404);
  });

  it('should send a vaccination reminder once, on its clinic-local send day, while a test clock walks over a month', async () => {
    const r = await rule({ name: 'Walk', lead_days: 7 });
    const { client, pet } = await makeClientWithPet(db(), a.group.id);
    // 22:30 UTC on 10 Jan is 00:30 on 11 Jan in Bucharest: the interval counts from the 11th, so due 11 Jan 2027 (365 days).
    await vaccinate(pet.id, '2026-01-10T22:30:00Z');
    const sentOn: string[] = [];
    for (let day = 0; day < 32; day += 1) {
      for (const hour of [6, 21, 22]) {
        const at = new Date(Date.UTC(2026, 11, 20 + day, hour, 30));
        const res = await run(at.toISOString());
        if (res.sent) sentOn.push(at.toISOString());
      }
    }
    // Send day 4 Jan 2027 (due − 7) starts at 22:00 UTC on 3 Jan; the 21:30 UTC run (23:30 local) is still the 3rd.
    expect(sentOn).toEqual(['2027-01-03T22:30:00.000Z']);
    const rows = await sentFor(r.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'mail', dueOn: '2027-01-11', petId: pet.id, clientId: client.id });
    const [mail] = await mailsTo(client.email!);
    expect(mail.subject).toContain(pet.nickname);
    expect(mail.links.map((l) => l.url)[0]).toBe(`${PUBLIC}/book/${a.clinic.slug}?pet=${pet.id}&utm_source=reminder`);
    expect(mail.links[1].url).toMatch(new RegExp(`^${PUBLIC}/book/${a.clinic.slug}/unsubscribe/[A-Za-z0-9_-]{43}$`));
    await db().update(records).set({ deletedAt: new Date() }).where(eq(records.petId, pet.id));
  });

  it('should take the due day from the last vaccination record\'s next date, else the rule\'s interval', async () => {
    const r = await rule({ name: 'Named date', lead_days: 0, interval_days: 30 });
    const named = await makeClientWithPet(db(), a.group.id);
    const byInterval = await makeClientWithPet(db(), a.group.id);
    await vaccinate(named.pet.id, '2025-03-01T10:00:00Z');
    await vaccinate(named.pet.id, '2025-06-01T10:00:00Z', '2025-09-15'); // the last one names 15 Sep
    await vaccinate(byInterval.pet.id, '2025-08-01T10:00:00Z'); // + 30 days = 31 Aug
    const up = await req('GET', `/reminders/upcoming?days=31&filter[rule_id]=${r.id}`, undefined, receptionA);
    expect(up.statusCode).toBe(200);
    // The upcoming list is as of the real today: both are long past their grace, so nothing is listed.
    expect(up.json().data).toEqual([]);
    expect((await run('2025-08-31T09:00:00Z')).sent).toBe(1);
    expect((await run('2025-09-15T09:00:00Z')).sent).toBe(1);
    const rows = await sentFor(r.id);
    expect(rows.map((x) => [x.petId, x.dueOn]).sort()).toEqual([[named.pet.id, '2025-09-15'], [byInterval.pet.id, '2025-08-31']].sort());
    await db().update(records).set({ deletedAt: new Date() }).where(inArray(records.petId, [named.pet.id, byInterval.pet.id]));
    await req('DELETE', `/reminder-rules/${r.id}`);
  });

  it('should send each reminder once when several job runs race for it', async () => {
    const r = await rule({ name: 'Race', send_sms: true, lead_days: 3 });
    const pairs = await Promise.all([0, 1, 2].map((i) => makeClientWithPet(db(), a.group.id, { phone: `+40 721 000 80${i}` })));
    for (const p of pairs) await vaccinate(p.pet.id, '2024-02-01T10:00:00Z', '2024-03-01');
    const results = await Promise.all(Array.from({ length: 6 }, () => run('2024-02-27T10:00:00Z')));
    expect(results.reduce((s, x) => s + x.sent, 0)).toBe(6); // 3 clients × mail and SMS
    expect(await sentFor(r.id)).toHaveLength(6);
    for (const p of pairs) {
      expect(await mailsTo(p.client.email!)).toHaveLength(1);
      expect(await mailsTo(p.client.phone!)).toHaveLength(1);
    }
    expect((await run('2024-02-28T10:00:00Z')).sent).toBe(0);
    await db().update(records).set({ deletedAt: new Date() }).where(inArray(records.petId, pairs.map((p) => p.pet.id)));
    await req('DELETE', `/reminder-rules/${r.id}`);
  });

  it('should never send by a channel the client opted out of, by staff toggle or by the unsubscribe link', async () => {
    const r = await rule({ name: 'Opt', send_sms: true, lead_days: 0 });
    const staffOpt = await makeClientWithPet(db(), a.group.id, { phone: '+40 721 000 901' });
    const linkOpt = await makeClientWithPet(db(), a.group.id, { phone: '+40 721 000 902' });
    expect((await req('PUT', `/pet-parents/${staffOpt.client.id}/reminder-opt-outs`, { mail: false, sms: true }, receptionA)).json().data).toEqual({ mail: false, sms: true });
    expect((await req('PUT', `/pet-parents/${staffOpt.client.id}/reminder-opt-outs`, { mail: false, sms: true }, adminB)).statusCode).toBe(404);
    await vaccinate(staffOpt.pet.id, '2023-01-01T10:00:00Z', '2023-02-01');
    await vaccinate(linkOpt.pet.id, '2023-01-01T10:00:00Z', '2023-02-01');
    const first = await run('2023-02-01T10:00:00Z');
    expect(first).toMatchObject({ sent: 3, skipped_opt_out: 1 });
    expect(await mailsTo(staffOpt.client.phone!)).toHaveLength(0);
    expect(await mailsTo(staffOpt.client.email!)).toHaveLength(1);

    // The link in linkOpt's mail opts them out of mails; their next reminder goes by SMS only.
    const [mail] = await mailsTo(linkOpt.client.email!);
    const token = mail.links[1].url.split('/').pop()!;
    const view = await t.app.inject({ method: 'GET', url: `/api/v1/public/reminders/unsubscribe/${token}` });
    expect(view.json().data).toEqual({ channel: 'mail', clinic_name: a.clinic.name, opted_out: false });
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/public/reminders/unsubscribe/${token}` })).json().data.opted_out).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/public/reminders/unsubscribe/${token}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/public/reminders/unsubscribe/not-a-token' })).statusCode).toBe(404);
    expect((await req('GET', `/pet-parents/${linkOpt.client.id}/reminder-opt-outs`)).json().data).toEqual({ mail: true, sms: false });
    await vaccinate(linkOpt.pet.id, '2023-02-01T10:00:00Z', '2023-03-01');
    expect(await run('2023-03-01T10:00:00Z')).toMatchObject({ sent: 1 });
    expect(await mailsTo(linkOpt.client.email!)).toHaveLength(1);
    expect(await mailsTo(linkOpt.client.phone!)).toHaveLength(2);
    await db().update(records).set({ deletedAt: new Date() }).where(inArray(records.petId, [staffOpt.pet.id, linkOpt.pet.id]));
    await req('DELETE', `/reminder-rules/${r.id}`);
  });

  it('should put a short opt-out link in every reminder text message, and stop the next texts (not the mails) once it is used', async () => {
    const r = await rule({ name: 'Sms stop', send_sms: true, lead_days: 0 });
    const p = await makeClientWithPet(db(), a.group.id, { phone: '+40 721 000 903' });
    await vaccinate(p.pet.id, '2021-01-01T10:00:00Z', '2021-02-01');
    expect(await run('2021-02-01T10:00:00Z')).toMatchObject({ sent: 2 });
    const [sms] = await mailsTo(p.client.phone!);
    const link = sms.text.split('\n').pop()!.split(' ').pop()!;
    expect(link).toMatch(new RegExp(`^${PUBLIC}/book/${a.clinic.slug}/unsubscribe/[A-Za-z0-9_-]{22}$`));
    expect(sms.text).toContain(`No more texts: ${link}`);
    expect(sms.links.map((l) => l.url)).toContain(link);
    const token = link.split('/').pop()!;
    const api = (method: 'GET' | 'POST') => t.app.inject({ method, url: `/api/v1/public/reminders/unsubscribe/${token}` });
    expect((await api('GET')).json().data).toEqual({ channel: 'sms', clinic_name: a.clinic.name, opted_out: false });
    expect((await api('POST')).json().data).toEqual({ channel: 'sms', clinic_name: a.clinic.name, opted_out: true });
    expect((await api('GET')).json().data.opted_out).toBe(true);
    expect((await req('GET', `/pet-parents/${p.client.id}/reminder-opt-outs`)).json().data).toEqual({ mail: false, sms: true });
    // The next reminder goes by mail only.
    await vaccinate(p.pet.id, '2021-02-01T10:00:00Z', '2021-03-01');
    expect(await run('2021-03-01T10:00:00Z')).toMatchObject({ sent: 1, skipped_opt_out: 1 });
    expect(await mailsTo(p.client.phone!)).toHaveLength(1);
    expect(await mailsTo(p.client.email!)).toHaveLength(2);
    await db().update(records).set({ deletedAt: new Date() }).where(eq(records.petId, p.pet.id));
    await req('DELETE', `/reminder-rules/${r.id}`);
  });

  it('should write the reminder in the client\'s language, else the clinic\'s', async () => {
    const r = await rule({ name: 'Lang', lead_days: 0 });
    const ro = await makeClientWithPet(db(), a.group.id, { language: 'ro' });
    const none = await makeClientWithPet(db(), a.group.id, { language: null });
    await vaccinate(ro.pet.id, '2022-01-01T10:00:00Z', '2022-02-01');
    await vaccinate(none.pet.id, '2022-01-01T10:00:00Z', '2022-02-01');
    await run('2022-02-01T10:00:00Z');
    const [roMail] = await mailsTo(ro.client.email!);
    expect(roMail.subject).toBe(`${ro.pet.nickname} are de făcut un vaccin`);
    expect(roMail.text).toContain('01-02-2022'); // the clinic's date format
    const [enMail] = await mailsTo(none.client.email!);
    expect(enMail.subject).toBe(`${none.pet.nickname} is due for a vaccination`);
    await db().update(records).set({ deletedAt: new Date() }).where(inArray(records.petId, [ro.pet.id, none.pet.id]));
    await req('DELETE', `/reminder-rules/${r.id}`);
  });

  it('should remind of an appointment 24 h before and of a follow-up N days after a service', async () => {
    const [svc] = await db().insert(services).values({ clinicId: a.clinic.id, name: 'Dental cleaning', duration: 30, color: '#ffffff' }).returning();
    const [pkg] = await db().insert(servicePackages).values({ clinicId: a.clinic.id, serviceId: svc.id, name: 'Dental cleaning' }).returning();
    const appt = await rule({ name: 'Tomorrow', kind: 'appointment', lead_days: 1, interval_days: null });
    const follow = await rule({ name: 'Dental recheck', kind: 'follow_up', lead_days: 0, interval_days: 10, service_id: svc.id });
    const { client, pet } = await makeClientWithPet(db(), a.group.id);
    const startsAt = new Date('2021-05-10T07:00:00Z');
    const [ap] = await db().insert(appointments).values({ clinicId: a.clinic.id, vetId: a.vet.id, clientId: client.id, status: 5, startsAt, endsAt: new Date(startsAt.getTime() + 1800_000) }).returning();
    await db().insert(appointmentPets).values({ appointmentId: ap.id, petId: pet.id });
    await db().insert(appointmentServices).values({ appointmentId: ap.id, servicePackageId: pkg.id });
    expect((await run(new Date(startsAt.getTime() - DAY - 60_000).toISOString())).sent).toBe(0);
    expect((await run(new Date(startsAt.getTime() - DAY + 60_000).toISOString())).sent).toBe(1);
    expect((await run(new Date(startsAt.getTime() - 3600_000).toISOString())).sent).toBe(0);
    expect(await sentFor(appt.id)).toHaveLength(1);
    expect((await run('2021-05-19T10:00:00Z')).sent).toBe(0);
    expect((await run('2021-05-20T10:00:00Z')).sent).toBe(1);
    const [f] = await sentFor(follow.id);
    expect(f).toMatchObject({ dueOn: '2021-05-20', petId: pet.id });
    const [followMail] = (await mailsTo(client.email!)).filter((m) => m.subject?.includes('Follow-up'));
    expect(followMail.links[0].url).toContain(`service=${svc.id}`);
    await req('DELETE', `/reminder-rules/${appt.id}`);
    await req('DELETE', `/reminder-rules/${follow.id}`);
  });

  it('should list what goes out in the next days and what was sent, searchable, for the active clinic only', async () => {
    const r = await rule({ name: 'Queue', lead_days: 2 });
    const { client, pet } = await makeClientWithPet(db(), a.group.id, { firstName: 'Queued' });
    const soon = new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10);
    await vaccinate(pet.id, new Date(Date.now() - 300 * DAY).toISOString(), soon);
    const week = (await req('GET', `/reminders/upcoming?days=7&filter[search]=queued`, undefined, receptionA)).json();
    expect(week.data).toHaveLength(1);
    expect(week.data[0]).toMatchObject({ rule_id: r.id, client_id: client.id, pet_name: pet.nickname, due_on: soon, channels: ['mail'], opted_out: [] });
    expect((await req('GET', '/reminders/upcoming?days=1&filter[search]=queued', undefined, receptionA)).json().data).toEqual([]);
    expect((await req('GET', '/reminders/upcoming?days=7&filter[search]=queued', undefined, adminB)).json().data).toEqual([]);
    expect((await req('GET', '/reminders/upcoming?days=99')).statusCode).toBe(422);
    await runReminders(db(), { publicUrl: PUBLIC, now: new Date(Date.now() + 4 * DAY), clinicId: a.clinic.id });
    const sent = (await req('GET', '/reminders/sent?filter[search]=queued', undefined, receptionA)).json();
    expect(sent.data).toHaveLength(1);
    expect(sent.data[0]).toMatchObject({ rule_name: 'Queue', client_name: client.firstName + ' ' + client.lastName, channel: 'mail', recipient: client.email });
    expect((await req('GET', '/reminders/sent?filter[search]=queued', undefined, adminB)).json().data).toEqual([]);
    const stillUpcoming = (await req('GET', `/reminders/upcoming?days=7&filter[search]=queued`)).json();
    expect(stillUpcoming.data).toEqual([]);
    const [row] = await db().select().from(petParents).where(and(eq(petParents.id, client.id)));
    expect(row.reminderMailOptOut).toBe(false);
  });

  it('should run the job through the dev test clock', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/dev/reminders/run', payload: { at: '2020-01-01T00:00:00Z' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: 0, skipped_opt_out: 0, already_sent: 0 });
    expect((await t.app.inject({ method: 'POST', url: '/dev/reminders/run', payload: { at: 'yesterday' } })).statusCode).toBe(422);
  });
});
