import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { openDatabase, openReplica, type DatabaseHandle } from '@vetclinic/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { LSN_COOKIE, parseLsn } from '../../lib/read-replica';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { guest, makeBookableClinic, type BookableClinic } from '../../test/booking-factories';
import { makeTenant, staffHeaders } from '../../test/factories';

/**
 * DATABASE_REPLICA_URL (lib/read-replica.ts) through the API: the public pages read the replica, a client's own
 * write comes back with the vc-lsn cookie, and its next reads see that write. The proof needs a real streaming
 * replica (TEST_REPLICA_URL, docs/scaling.md "Read replica" says how to make one); without it the same flow runs
 * with the "replica" pointed at the primary, and a dead replica on any database.
 */

let ip = 0;
const nextIp = () => `10.9.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
const day = DateTime.now().setZone('Europe/Bucharest').plus({ days: 3 }).toISODate()!;

function lsnCookie(res: { cookies: { name: string; value: string; maxAge?: number; httpOnly?: boolean; sameSite?: string; path?: string }[] }) {
  return res.cookies.find((c) => c.name === LSN_COOKIE);
}

async function slotsOf(app: FastifyInstance, c: BookableClinic, cookie?: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/public/clinics/${c.clinic.slug}/vets-timeslots?start_date=${day}&end_date=${day}&service_package_ids[0]=${c.consult.packageId}&vet_id=${c.vets[0].id}`,
    headers: cookie ? { cookie: `${LSN_COOKIE}=${cookie}` } : {},
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { schedule: Record<string, string[]> }[])[0]?.schedule[day] ?? [];
}

async function book(app: FastifyInstance, c: BookableClinic, start: string) {
  const res = await app.inject({
    method: 'POST', url: '/api/v1/for-pet-parents/appointments', remoteAddress: nextIp(),
    payload: { clinic_id: c.clinic.id, datetime_start_utc: start, vet_id: c.vets[0].id, service_package_ids: [c.consult.packageId], pets: [{ nickname: 'Rex', species_id: c.dog.id, breed_id: c.lab.id, gender: 'male' }], ...guest() },
  });
  expect(res.statusCode).toBe(201);
  return res;
}

const utc = (slot: string) => DateTime.fromISO(slot).toUTC().toISO({ suppressMilliseconds: true })!;
const onPostgres = !!process.env.TEST_DATABASE_URL;
const replicaUrl = process.env.TEST_REPLICA_URL;

describe('read replica down', () => {
  let handle: DatabaseHandle;
  let replica: DatabaseHandle;
  let app: FastifyInstance;
  let c: BookableClinic;

  beforeAll(async () => {
    // Any primary will do (the embedded one here): the replica is what fails.
    handle = await openDatabase({});
    // Nothing listens on port 1: every replica read fails to connect.
    replica = await openReplica({ url: 'postgres://postgres@127.0.0.1:1/none', poolSize: 2 });
    app = await buildApp(testConfig({ webDist: '/nonexistent' }), handle, { replica });
    await app.ready();
    c = await makeBookableClinic(handle.db);
  });
  afterAll(async () => {
    await app.close();
    await replica.close();
    await handle.close();
  });

  it('answers from the primary, never a 500, and rests the replica', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/public/clinics/${c.clinic.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.slug).toBe(c.clinic.slug);
    expect(app.reads.stats).toMatchObject({ fallbacks: 1, replicaErrors: 1 });
    expect(await slotsOf(app, c)).not.toHaveLength(0);
    // Resting: straight to the primary, no second failure.
    expect(app.reads.stats).toMatchObject({ fallbacks: 1, replicaErrors: 1 });
  });
});

describe.runIf(onPostgres)('read replica pointed at the primary itself', () => {
  let t: TestApp;
  let c: BookableClinic;

  beforeAll(async () => {
    t = await makeTestApp({}, { replica: 'primary' });
    c = await makeBookableClinic(t.handle.db);
  });
  afterAll(() => t.close());

  it('reads without the cookie go to the "replica" and answer as the primary would', async () => {
    const before = { ...t.app.reads.stats };
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/public/vets?filter[clinic_slug]=${c.clinic.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(2);
    expect(lsnCookie(res)).toBeUndefined();
    expect(t.app.reads.stats.replica).toBe(before.replica + 1);
  });

  it('a booking answers with the write position; with it the confirmation and the slots read the primary (a server not replaying is no replica to trust)', async () => {
    const slots = await slotsOf(t.app, c);
    const res = await book(t.app, c, utc(slots[0]));
    const cookie = lsnCookie(res)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 });
    expect(parseLsn(cookie.value)).not.toBeNull();
    const before = { ...t.app.reads.stats };
    const view = await t.app.inject({ method: 'GET', url: `/api/v1/public/appointments/${res.json().data.token}`, headers: { cookie: `${LSN_COOKIE}=${cookie.value}` } });
    expect(view.statusCode).toBe(200);
    expect(await slotsOf(t.app, c, cookie.value)).not.toContain(slots[0]);
    expect(t.app.reads.stats.primary).toBe(before.primary + 2);
    expect(t.app.reads.stats.replica).toBe(before.replica);
  });

  it('reports read the replica; after the staff member\'s own write, the primary', async () => {
    const a = await makeTenant(t.handle.db);
    const h = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    const kpi = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/v1/reports/kpi-metrics?filter[date_from]=2026-10-01&filter[date_to]=2026-10-31', headers: { ...h, ...(cookie ? { cookie: `${LSN_COOKIE}=${cookie}` } : {}) } });
    let before = { ...t.app.reads.stats };
    expect((await kpi()).statusCode).toBe(200);
    expect(t.app.reads.stats.replica).toBe(before.replica + 1);
    // Any staff write answers with the cookie (here: a service category).
    const write = await t.app.inject({ method: 'POST', url: '/api/v1/service-categories', headers: h, payload: { name: 'Surgery' } });
    expect(write.statusCode).toBeLessThan(300);
    before = { ...t.app.reads.stats };
    expect((await kpi(lsnCookie(write)!.value)).statusCode).toBe(200);
    expect(t.app.reads.stats.primary).toBe(before.primary + 1);
  });

  it('a failed write sets no cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/for-pet-parents/appointments', remoteAddress: nextIp(), payload: { clinic_id: c.clinic.id } });
    expect(res.statusCode).toBe(422);
    expect(lsnCookie(res)).toBeUndefined();
  });
});

if (!onPostgres || !replicaUrl) {
  console.info(`read-replica.test: ${onPostgres ? '' : 'not on PostgreSQL (npm run test:api:pg): the cookie flow and '}the streaming-replica test skipped; `
    + 'it needs TEST_REPLICA_URL, a streaming replica of TEST_DATABASE_URL (docs/scaling.md "Read replica" says how to make one)');
}

describe.runIf(onPostgres && !!replicaUrl)('a real streaming replica (TEST_REPLICA_URL)', () => {
  let t: TestApp;
  let c: BookableClinic;
  let replicaAdmin: DatabaseHandle;

  /** One text column of a one-row query (node-postgres answers execute() with { rows }). */
  const one = async (handle: DatabaseHandle, query: SQL) => ((await handle.db.execute(query)) as unknown as { rows: { v: string }[] }).rows[0].v;

  /** Waits until the replica has replayed everything the primary has written so far. */
  async function caughtUp() {
    const lsn = await one(t.handle, sql`SELECT pg_current_wal_insert_lsn()::text AS v`);
    for (let i = 0; i < 200; i++) {
      const replayed = await one(replicaAdmin, sql`SELECT pg_last_wal_replay_lsn()::text AS v`);
      if (parseLsn(replayed)! >= parseLsn(lsn)!) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`replica did not replay ${lsn} in 10 s`);
  }
  const replay = (on: boolean) => replicaAdmin.db.execute(on ? sql`SELECT pg_wal_replay_resume()` : sql`SELECT pg_wal_replay_pause()`);

  beforeAll(async () => {
    t = await makeTestApp({}, { replica: replicaUrl });
    c = await makeBookableClinic(t.handle.db);
    // The replica's maintenance database, to watch and pause its replay.
    replicaAdmin = await openReplica({ url: replicaUrl!, poolSize: 1 });
    await caughtUp();
  });
  afterAll(async () => {
    await replay(true);
    await replicaAdmin.close();
    await t.close();
  });

  it('the client reads its booking while the replica lags; others read the replica until it catches up', async () => {
    const slots = await slotsOf(t.app, c);
    expect(t.app.reads.stats.replica).toBeGreaterThan(0);
    // Replay paused: the replica lags behind the booking for as long as the test wants.
    await replay(false);
    const res = await book(t.app, c, utc(slots[0]));
    const lsn = lsnCookie(res)!.value;
    const token = res.json().data.token as string;

    const before = { ...t.app.reads.stats };
    // The client, with its cookie: the primary, so its confirmation exists and its slot is gone.
    const view = await t.app.inject({ method: 'GET', url: `/api/v1/public/appointments/${token}`, headers: { cookie: `${LSN_COOKIE}=${lsn}` } });
    expect(view.statusCode).toBe(200);
    expect(await slotsOf(t.app, c, lsn)).not.toContain(slots[0]);
    expect(t.app.reads.stats.primary).toBe(before.primary + 2);
    // Anyone else: the lagging replica, which still offers the slot (the booking re-checks it anyway) — and the
    // primary's newer answer in the timeslots cache was neither served to it nor displaced by its older one.
    expect(await slotsOf(t.app, c)).toContain(slots[0]);
    expect(await slotsOf(t.app, c, lsn)).not.toContain(slots[0]);
    expect(t.app.reads.stats.replica).toBe(before.replica + 1);

    await replay(true);
    await caughtUp();
    // Caught up: the client's reads go to the replica again (its position is read again after replayCacheMs).
    await new Promise((r) => setTimeout(r, 30));
    const after = { ...t.app.reads.stats };
    expect(await slotsOf(t.app, c, lsn)).not.toContain(slots[0]);
    expect(await slotsOf(t.app, c)).not.toContain(slots[0]);
    expect(t.app.reads.stats.replica).toBe(after.replica + 2);
    expect(t.app.reads.stats.primary).toBe(after.primary);
  });

  it('a manage link opened without the cookie, before the replica has the booking, is found on the primary', async () => {
    const slots = await slotsOf(t.app, c);
    await replay(false);
    const res = await book(t.app, c, utc(slots.at(-1)!));
    const view = await t.app.inject({ method: 'GET', url: `/api/v1/public/appointments/${res.json().data.token}` });
    expect(view.statusCode).toBe(200);
    await replay(true);
  });
});
