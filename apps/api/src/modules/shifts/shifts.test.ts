import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { appointments, auditLog } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeStaff, makeTenant, staffHeaders } from '../../test/factories';
import { makeBookableClinic, makeClient, type BookableClinic } from '../../test/booking-factories';

/** Consecutive 15-minute slot starts "HH:mm" from `first` to `last` inclusive. */
function steps(first: string, last: string) {
  const out: string[] = [];
  for (let t = DateTime.fromISO(`2000-01-01T${first}`); t.toFormat('HH:mm') <= last; t = t.plus({ minutes: 15 })) out.push(t.toFormat('HH:mm'));
  return out;
}

describe('shifts and shift templates', () => {
  let t: TestApp;
  let c: BookableClinic;
  let admin: Record<string, string>;
  let zone: string;
  /** A Monday two weeks ahead, and its days. */
  let monday: DateTime;
  const d = (offset: number) => monday.plus({ days: offset }).toISODate()!;
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...headers, 'accept-language': 'en' }, payload: payload as object });
  const slots = async (date: string, vetId: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${c.clinic.slug}/vets-timeslots?start_date=${date}&end_date=${date}&service_package_ids[0]=${c.consult.packageId}&vet_id=${vetId}` });
    expect(res.statusCode).toBe(200);
    return (res.json().data[0].schedule[date] as string[]).map((iso) => DateTime.fromISO(iso, { zone }).toFormat('HH:mm'));
  };
  const local = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone }).toJSDate();

  beforeAll(async () => {
    t = await makeTestApp();
    c = await makeBookableClinic(t.handle.db);
    zone = c.clinic.timezone;
    const boss = await makeStaff(t.handle.db, c.group.id, [{ clinicId: c.clinic.id, roleId: c.group.roleId('admin') }], { isVet: false });
    admin = await staffHeaders(t.app, boss.email, c.clinic.id);
    monday = DateTime.now().setZone(zone).startOf('week').plus({ weeks: 2 });
  });
  afterAll(() => t.close());

  it('should apply a template as drafts, publish it, and make online booking offer exactly the shift hours on those dates', async () => {
    const [vet, colleague] = c.vets;
    const tpl = await api('POST', '/shift-templates', {
      name: 'Short week',
      entries: [{ vet_id: vet.id, day: 1, start_time: '09:00', end_time: '12:00' }, { vet_id: vet.id, day: 3, start_time: '14:00', end_time: '17:00' }],
    });
    expect(tpl.statusCode).toBe(201);
    const applied = await api('POST', `/shift-templates/${tpl.json().data.id}/apply`, { week_start: d(0) });
    expect(applied.statusCode).toBe(201);
    expect(applied.json().data.map((s: { date: string; start_time: string; end_time: string; status: string }) => [s.date, s.start_time, s.end_time, s.status]))
      .toEqual([[d(0), '09:00', '12:00', 'draft'], [d(2), '14:00', '17:00', 'draft']]);

    // Drafts change nothing for the public.
    expect((await slots(d(0), vet.id))[0]).toBe('08:00');

    const published = await api('POST', '/shifts/publish', { start: d(0), end: d(6) });
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toEqual({ published: 2, replaced: 0 });

    expect(await slots(d(0), vet.id)).toEqual(steps('09:00', '11:30'));
    expect(await slots(d(2), vet.id)).toEqual(steps('14:00', '16:30'));
    // Dates without a shift keep the weekly hours (08:00–20:00), and other vets are untouched.
    expect(await slots(d(1), vet.id)).toEqual(steps('08:00', '19:30'));
    expect(await slots(d(0), colleague.id)).toEqual(steps('08:00', '19:30'));

    const listed = await api('GET', `/shifts?start=${d(0)}&end=${d(6)}&filter[vet_id]=${vet.id}`);
    expect(listed.json().data.every((s: { status: string; published_at: string | null }) => s.status === 'published' && s.published_at)).toBe(true);
  });

  it('should answer 409 shift_conflicts listing the appointments left outside, change nothing, and publish with force', async () => {
    const vet = c.vets[1];
    const client = await makeClient(t.handle.db, c.group.id, { firstName: 'Ana', lastName: 'Pop' });
    const [late] = await t.handle.db.insert(appointments).values({ clinicId: c.clinic.id, vetId: vet.id, clientId: client.id, status: 5, startsAt: local(d(3), '18:00'), endsAt: local(d(3), '18:30') }).returning();
    await t.handle.db.insert(appointments).values({ clinicId: c.clinic.id, vetId: vet.id, status: 6, startsAt: local(d(3), '19:00'), endsAt: local(d(3), '19:30') });
    // Inside the shift: no conflict. Another date without a shift: no conflict either.
    await t.handle.db.insert(appointments).values({ clinicId: c.clinic.id, vetId: vet.id, status: 1, startsAt: local(d(3), '10:00'), endsAt: local(d(3), '10:30') });
    await t.handle.db.insert(appointments).values({ clinicId: c.clinic.id, vetId: vet.id, status: 5, startsAt: local(d(4), '18:00'), endsAt: local(d(4), '18:30') });
    const draft = await api('POST', '/shifts', { vet_id: vet.id, date: d(3), start_time: '09:00', end_time: '13:00' });
    expect(draft.statusCode).toBe(201);

    const refused = await api('POST', '/shifts/publish', { start: d(3), end: d(3) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'shift_conflicts',
      conflicts: [{ appointment_id: late.id, vet_id: vet.id, datetime_start_utc: late.startsAt.toISOString(), client: { id: client.id, full_name: 'Ana Pop' } }],
    });
    expect(refused.json().conflicts).toHaveLength(1);
    const still = await api('GET', `/shifts?start=${d(3)}&end=${d(3)}&filter[vet_id]=${vet.id}`);
    expect(still.json().data.map((s: { status: string }) => s.status)).toEqual(['draft']);

    const forced = await api('POST', '/shifts/publish', { start: d(3), end: d(3), force: true });
    expect(forced.statusCode).toBe(200);
    expect(forced.json().data.published).toBe(1);
    const audit = await t.handle.db.select().from(auditLog);
    expect(audit.some((a) => a.action === 'shifts.published' && (a.after as { forced: boolean }).forced)).toBe(true);
  });

  it('should replace the previously published shifts of the same vets in the range when publishing again', async () => {
    const vet = c.vets[0];
    await api('POST', '/shifts', { vet_id: vet.id, date: d(0), start_time: '13:00', end_time: '15:00' });
    const res = await api('POST', '/shifts/publish', { start: d(0), end: d(0) });
    expect(res.json().data).toEqual({ published: 1, replaced: 1 });
    expect(await slots(d(0), vet.id)).toEqual(steps('13:00', '14:30'));
    // Wednesday was outside the published range: still published.
    expect(await slots(d(2), vet.id)).toEqual(steps('14:00', '16:30'));
  });

  it('should guard edits and deletions of a published shift with the same conflict check', async () => {
    const vet = c.vets[1];
    const [shift] = (await api('GET', `/shifts?start=${d(3)}&end=${d(3)}&filter[vet_id]=${vet.id}&filter[status]=published`)).json().data;
    // Shrinking 09:00–13:00 to 11:00–13:00 would leave the 10:00 appointment outside.
    const shrink = await api('PUT', `/shifts/${shift.id}`, { vet_id: vet.id, date: d(3), start_time: '11:00', end_time: '13:00' });
    expect(shrink.statusCode).toBe(409);
    expect(shrink.json().code).toBe('shift_conflicts');
    const widen = await api('PUT', `/shifts/${shift.id}`, { vet_id: vet.id, date: d(3), start_time: '08:00', end_time: '19:00', note: 'Long day' });
    expect(widen.statusCode).toBe(200);
    expect(widen.json().data).toMatchObject({ status: 'published', start_time: '08:00', end_time: '19:00', note: 'Long day' });
    // Removing the day's last shift falls back to weekly hours: nothing is left outside.
    expect((await api('DELETE', `/shifts/${shift.id}`)).statusCode).toBe(204);
  });

  it('should refuse overlapping drafts of one vet (409) and vets who are not members (422)', async () => {
    const vet = c.vets[0];
    await api('POST', '/shifts', { vet_id: vet.id, date: d(5), start_time: '09:00', end_time: '12:00' });
    const overlap = await api('POST', '/shifts', { vet_id: vet.id, date: d(5), start_time: '11:00', end_time: '14:00' });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe('This vet already has a shift at that time.');
    const stranger = await makeTenant(t.handle.db);
    const foreign = await api('POST', '/shifts', { vet_id: stranger.vet.id, date: d(5), start_time: '09:00', end_time: '12:00' });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.vet_id).toBeDefined();
    const theirs = await staffHeaders(t.app, stranger.admin.email, stranger.clinic.id);
    const [mine] = (await api('GET', `/shifts?start=${d(5)}&end=${d(5)}`)).json().data;
    expect((await api('DELETE', `/shifts/${mine.id}`, undefined, theirs)).statusCode).toBe(404);
    const order = await api('POST', '/shifts', { vet_id: vet.id, date: d(6), start_time: '12:00', end_time: '09:00' });
    expect(order.json().errors.end_time).toEqual(['The end must be after the start.']);
  });

  it('should validate templates and the week start', async () => {
    const vet = c.vets[0];
    const overlap = await api('POST', '/shift-templates', { name: 'Bad', entries: [{ vet_id: vet.id, day: 2, start_time: '08:00', end_time: '12:00' }, { vet_id: vet.id, day: 2, start_time: '10:00', end_time: '14:00' }] });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors['entries.1.start_time']).toBeDefined();
    const tpl = (await api('POST', '/shift-templates', { name: 'Weekend', entries: [{ vet_id: vet.id, day: 6, start_time: '10:00', end_time: '14:00' }] })).json().data;
    const tuesday = await api('POST', `/shift-templates/${tpl.id}/apply`, { week_start: d(1) });
    expect(tuesday.statusCode).toBe(422);
    expect(tuesday.json().errors.week_start).toEqual(['Week must be a Monday.']);
    const renamed = await api('PUT', `/shift-templates/${tpl.id}`, { name: 'Weekend rota', entries: [] });
    expect(renamed.json().data).toMatchObject({ name: 'Weekend rota', entries: [] });
    expect((await api('DELETE', `/shift-templates/${tpl.id}`)).statusCode).toBe(204);
    expect((await api('GET', '/shift-templates')).json().data.map((x: { id: number }) => x.id)).not.toContain(tpl.id);
  });

  it('should convert template times on their own dates across a DST change', async () => {
    const vet = c.vets[0];
    const tpl = (await api('POST', '/shift-templates', { name: 'DST', entries: [{ vet_id: vet.id, day: 6, start_time: '09:00', end_time: '17:00' }, { vet_id: vet.id, day: 7, start_time: '09:00', end_time: '24:00' }] })).json().data;
    // Europe/Bucharest moves to summer time on Sunday 2030-03-31.
    const res = await api('POST', `/shift-templates/${tpl.id}/apply`, { week_start: '2030-03-25' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.map((s: { datetime_start_utc: string; datetime_end_utc: string; end_time: string }) => [s.datetime_start_utc, s.datetime_end_utc, s.end_time])).toEqual([
      ['2030-03-30T07:00:00.000Z', '2030-03-30T15:00:00.000Z', '17:00'],
      ['2030-03-31T06:00:00.000Z', '2030-03-31T21:00:00.000Z', '24:00'],
    ]);
  });

  it('should let a vet read shifts but not change them', async () => {
    const vet = await staffHeaders(t.app, c.vets[0].email, c.clinic.id);
    expect((await api('GET', `/shifts?start=${d(0)}&end=${d(6)}`, undefined, vet)).statusCode).toBe(200);
    expect((await api('POST', '/shifts/publish', { start: d(0), end: d(6) }, vet)).statusCode).toBe(403);
    expect((await api('GET', `/shifts?start=${d(6)}&end=${d(0)}`)).statusCode).toBe(422);
  });
});
