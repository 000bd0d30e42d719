// proof:fleet — the platform as a fleet (npm run fleet: primary + streaming replica, pgbouncer, 3 API nodes,
// 2 workers, haproxy; scripts/fleet.ts) under proof:load's booking and public mixes through the balancer for
// FLEET_SECONDS (default 60), while one API node and one worker are killed with kill -9 and started again and
// the replica cluster restarts. Then it checks:
//   - errors: no 5xx and no connection error through the balancer, no 4xx but 409 slot_taken on booking;
//   - double bookings: no vet has overlapping live appointments (in the primary); every 201 is stored;
//   - mails: every booking's mail reaches the SMTP sink exactly once (per Message-ID), but for at most one
//     message in flight per killed delivering process (proof:crash's rule: the resend keeps its Message-ID);
//   - rate limits across nodes: a login-failure burst and an online-booking burst, spread over the three API
//     nodes directly (bypassing haproxy), get 429 right after the configured limit — true only when the
//     nodes share their counters (REDIS_URL);
//   - read-your-own-write: after each booking the same visitor (address and cookies) reads its confirmation
//     page and the vet's timeslots through haproxy, and must see the booking.
// Each visitor has its own loopback source address (127.10.x.y) and keeps at most BOOKINGS_PER_VISITOR bookings, so
// the per-address rate limits hold for the load, as for real visitors; the nodes learn the address from haproxy's
// X-Forwarded-For (TRUST_PROXY). Prints one line at the end; exit 1 when a check fails. Stops the fleet always.
// Run: npm run proof:fleet          (FLEET_SECONDS=20 for a quick run; needs root for the replica cluster)
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { DateTime } from 'luxon';
import pg from 'pg';
import { outboxMessageKey } from '../../apps/api/src/modules/messaging/delivery';
import { BALANCER_PORT, MAIL_LOG, NODES, PRIMARY_URL, SINGLE, killNode, restartReplica, start, startNode, stop } from '../../scripts/fleet';
import { publicClinic, type PublicClinicInfo } from '../support/booking-slots';
import { bookingBody, bookingPairs, clinicPagePaths, timeslotPaths, type BookingPair } from '../support/load-mix';
import { rows, vetOverlaps } from '../support/pg-database';
import { SuiteChecks, tally } from '../support/suite-checks';

const SECONDS = Number(process.env.FLEET_SECONDS ?? 60);
const BOOKERS = Number(process.env.FLEET_BOOKERS ?? 15);
const BROWSERS = Number(process.env.FLEET_BROWSERS ?? 15);
/** Below the booking route's 10 a minute per address, also when every node counts together. */
const BOOKINGS_PER_VISITOR = 5;
const REQUESTS_PER_BROWSER = 50;
const LOGIN_RATE_LIMIT = 10; // the server's default LOGIN_RATE_LIMIT, which the fleet keeps
const BOOKING_RATE_LIMIT = 10; // apps/api/src/modules/booking/routes.ts: limit(10) on the online booking
const GUEST_DOMAIN = 'fleet-book.proof';
const MAIL_DOMAIN = 'fleet.proof';

const checks = new SuiteChecks('fleet');
const figures: string[] = [];
let started = false;

// ---------- visitors: one source address, keep-alive connections and a cookie jar each ----------

interface Answer { status: number; body: any; ms: number }

let visitorCount = 0;
class Visitor {
  readonly address: string;
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private readonly cookies = new Map<string, string>();
  uses = 0;

  constructor(subnet = 10) {
    const n = ++visitorCount;
    this.address = `127.${subnet}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  }

  request(port: number, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const t0 = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve) => {
      const req = http.request({
        host: '127.0.0.1', port, method, path, localAddress: this.address, agent: this.agent, timeout: 30_000,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
          ...headers,
        },
      }, (res) => {
        for (const c of res.headers['set-cookie'] ?? []) {
          const [pair] = c.split(';');
          const i = pair.indexOf('=');
          if (i > 0) this.cookies.set(pair.slice(0, i).trim(), pair.slice(i + 1).trim());
        }
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch { /* not JSON: keep the text */ }
          resolve({ status: res.statusCode ?? 0, body: parsed, ms: performance.now() - t0 });
        });
        res.on('error', () => resolve({ status: 0, body: null, ms: performance.now() - t0 }));
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (err) => resolve({ status: 0, body: { error: err.message }, ms: performance.now() - t0 }));
      req.end(payload);
    });
  }

  close() {
    this.agent.destroy();
  }
}

// ---------- bookkeeping ----------

interface Tally { statuses: number[]; latencies: number[] }
const groups: Record<'booking' | 'public' | 'read-back', Tally> = {
  booking: { statuses: [], latencies: [] }, public: { statuses: [], latencies: [] }, 'read-back': { statuses: [], latencies: [] },
};
const isError = (status: number) => status === 0 || status >= 500;
/** What the errors were: the client's connection error or the server's code, with how many. */
const errorKinds = new Map<string, number>();
const note = (group: keyof typeof groups, a: Answer) => {
  groups[group].statuses.push(a.status);
  groups[group].latencies.push(a.ms);
  if (isError(a.status)) {
    const kind = `${group} ${a.status} ${String(a.body?.error ?? a.body?.code ?? a.body).slice(0, 80)}`;
    errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
  }
};
const pct = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]) : 0;
};

interface Booked { id: number; email: string; pair: BookingPair }
const booked: Booked[] = [];
const readBack = { seen: 0, missed: [] as string[], unanswered: 0 };

/** The visitor's own booking, read back at once through the balancer: its confirmation page and the vet's timeslots. */
async function readOwnWrite(v: Visitor, b: Booked, token: string, clinic: PublicClinicInfo) {
  const page = await v.request(BALANCER_PORT, 'GET', `/api/v1/public/appointments/${token}`);
  note('read-back', page);
  const day = DateTime.fromISO(b.pair.start).setZone(clinic.timezone).toISODate();
  const slots = await v.request(BALANCER_PORT, 'GET', `/api/v1/public/clinics/${clinic.slug}/vets-timeslots?start_date=${day}&end_date=${day}&service_package_ids[0]=${b.pair.packageId}`);
  note('read-back', slots);
  if (page.status !== 200 || slots.status !== 200) {
    // An unanswered read (counted as an error above if 5xx) neither proves nor disproves the read-back.
    if (isError(page.status) || isError(slots.status)) readBack.unanswered++;
    else readBack.missed.push(`appointment ${b.id}: page ${page.status}, timeslots ${slots.status}`);
    return;
  }
  const pageOk = page.body?.data?.id === b.id;
  const vet = (slots.body?.data as { id: number; schedule: Record<string, string[]> }[]).find((x) => x.id === b.pair.vetId);
  const stillOffered = Object.values(vet?.schedule ?? {}).flat().some((t) => new Date(t).toISOString() === b.pair.start);
  if (pageOk && !stillOffered) readBack.seen++;
  else readBack.missed.push(`appointment ${b.id}: ${pageOk ? '' : 'page without it, '}${stillOffered ? 'its time still offered' : ''}`);
}

// ---------- the run ----------

async function main() {
  console.log(`proof:fleet — ${SECONDS} s of booking (${BOOKERS} visitors at a time) and public (${BROWSERS}) mixes through haproxy, with kill -9 of a node and a worker and a replica restart`);
  const t0 = performance.now();
  started = true;
  for (const n of await start()) console.log(`  note: ${n}`);
  figures.push(`fleet up in ${Math.round((performance.now() - t0) / 1000)} s`);
  const base = `http://127.0.0.1:${BALANCER_PORT}`;
  const primary = new pg.Pool({ connectionString: PRIMARY_URL, max: 3 });
  primary.on('error', () => {});
  try {
    const clinics = [await publicClinic(base, 'happy-paws'), await publicClinic(base, 'city-vets')];
    const publicPaths = [...clinicPagePaths(clinics), ...timeslotPaths(clinics)];
    const pairs = await bookingPairs(base, clinics);
    // The demo's own jobs queue their first messages at start: the mail accounting counts from here.
    const [{ before }] = await rows<{ before: number }>(primary, `SELECT coalesce(max(id), 0)::int AS before FROM outbox`);

    let stopped = false;
    let next = 0;
    /** One visitor after another, each making `uses` requests with `step` (its own address and cookies), until stopped. */
    const visiting = (uses: number, step: (v: Visitor) => Promise<void>) => async () => {
      let v = new Visitor();
      while (!stopped) {
        if (v.uses >= uses) {
          v.close();
          v = new Visitor();
        }
        v.uses++;
        await step(v);
      }
      v.close();
    };
    const booker = visiting(BOOKINGS_PER_VISITOR, async (v) => {
      const pair = pairs[next++ % pairs.length];
      const body = bookingBody(pair, GUEST_DOMAIN, 'f');
      // As the booking page does: one key per booking, so a retry (haproxy's, after a node died) books once.
      const a = await v.request(BALANCER_PORT, 'POST', '/api/v1/for-pet-parents/appointments', body, { 'idempotency-key': randomUUID() });
      note('booking', a);
      if (a.status === 201) {
        const b = { id: a.body.data.id as number, email: body.email, pair };
        booked.push(b);
        await readOwnWrite(v, b, a.body.data.token, pair.clinic);
      }
    });
    const browser = visiting(REQUESTS_PER_BROWSER, async (v) => {
      note('public', await v.request(BALANCER_PORT, 'GET', publicPaths[Math.floor(Math.random() * publicPaths.length)]));
    });

    // ---- chaos, on a clock, while the mixes run ----
    const events: string[] = [];
    const at = (s: number) => new Promise((r) => setTimeout(r, s * 1000));
    const t = () => `${((performance.now() - loadStart) / 1000).toFixed(0)} s`;
    const api = NODES.find((n) => n.name === 'api2')!;
    const worker = NODES.find((n) => n.name === 'worker1')!;
    const chaos = async () => {
      if (SINGLE) { events.push('none (FLEET_SINGLE: one process, nothing to kill over to)'); return; }
      await at(SECONDS * 0.15);
      await killNode(api.name);
      events.push(`kill -9 ${api.name} at ${t()}`);
      const apiBack = startNode(api).then(() => events.push(`${api.name} back at ${t()}`));
      await at(SECONDS * 0.15);
      await killNode(worker.name);
      events.push(`kill -9 ${worker.name} at ${t()}`);
      const workerBack = startNode(worker).then(() => events.push(`${worker.name} back at ${t()}`));
      await at(SECONDS * 0.15);
      await restartReplica();
      events.push(`replica restarted at ${t()}`);
      await Promise.all([apiBack, workerBack]);
    };
    const loadStart = performance.now();
    const chaosDone = chaos();
    const mixes = Promise.all([...Array.from({ length: BOOKERS }, booker), ...Array.from({ length: BROWSERS }, browser)]);
    await at(SECONDS);
    stopped = true;
    await mixes;
    const loadSeconds = (performance.now() - loadStart) / 1000;
    await chaosDone;
    console.log(`  chaos: ${events.join(', ')}`);

    // ---- 1. errors through the balancer ----
    let requests = 0;
    let errors = 0;
    for (const [name, g] of Object.entries(groups)) {
      const e = g.statuses.filter(isError).length;
      requests += g.statuses.length;
      errors += e;
      console.log(`  ${name.padEnd(10)} ${String(g.statuses.length).padStart(6)} requests  ${(g.statuses.length / loadSeconds).toFixed(0).padStart(4)} req/s  p50 ${pct(g.latencies, 50)} ms  p99 ${pct(g.latencies, 99)} ms  errors ${e}  statuses ${tally(g.statuses)}`);
    }
    checks.check('no 5xx and no connection error through the balancer while a node, a worker and the replica went down', errors === 0 && requests > 0,
      `${errors} of ${requests} requests${errors ? `: ${[...errorKinds].map(([k, n]) => `${n}× ${k}`).join('; ')}` : ''}`);
    const unexpected4xx = [...groups.booking.statuses.filter((s) => s >= 400 && s < 500 && s !== 409), ...groups.public.statuses.filter((s) => s >= 400 && s < 500)];
    // A 429 here would mean the nodes counted the balancer's address instead of each visitor's.
    checks.check('no 4xx but 409 slot_taken (each visitor under its own address: no 429)', unexpected4xx.length === 0, tally(unexpected4xx) || 'none');
    figures.push(`${requests} requests (${(requests / loadSeconds).toFixed(0)}/s), ${errors} errors`);

    // ---- 2. double bookings, and every 201 stored ----
    const overlaps = await vetOverlaps(primary);
    const stored = new Set((await rows<{ id: number }>(primary, `SELECT id FROM appointments WHERE guest_contact->>'email' LIKE '%@' || $1`, [GUEST_DOMAIN])).map((r) => r.id));
    const lost = booked.filter((b) => !stored.has(b.id));
    checks.check('no vet double-booked, every 201 stored', overlaps.length === 0 && lost.length === 0 && booked.length > 0,
      `${booked.length} bookings answered 201, ${stored.size} stored, ${lost.length} lost, ${overlaps.length} overlapping pairs`);
    figures.push(`${booked.length} bookings, ${overlaps.length} double bookings`);

    // ---- 3. read-your-own-write ----
    checks.check('read-your-own-write: right after its booking the visitor sees it (confirmation page, time gone from the vet\'s timeslots)',
      readBack.missed.length === 0 && readBack.seen > 0,
      `${readBack.seen} seen, ${readBack.missed.length} not seen, ${readBack.unanswered} reads unanswered${readBack.missed.length ? `: ${readBack.missed.slice(0, 3).join('; ')}` : ''}`);
    figures.push(`read-your-own-write ${readBack.seen}/${readBack.seen + readBack.missed.length}`);

    // ---- 4. rate limits across nodes: straight to the three API nodes, one address each burst ----
    const apiPorts = NODES.filter((n) => n.role !== 'worker').map((n) => n.port);
    const firstRefusal = async (limit: number, send: (v: Visitor, port: number) => Promise<Answer>) => {
      const v = new Visitor(20);
      const statuses: number[] = [];
      // Three times the limit and one: where per-node counters would refuse at the latest.
      for (let i = 0; i < limit * apiPorts.length + 1; i++) {
        const a = await send(v, apiPorts[i % apiPorts.length]);
        statuses.push(a.status);
        if (a.status === 429) break;
      }
      v.close();
      return { at: statuses.indexOf(429) + 1, statuses };
    };
    const email = `rate.${process.pid}@${GUEST_DOMAIN}`;
    const logins = await firstRefusal(LOGIN_RATE_LIMIT, (v, port) => v.request(port, 'POST', '/api/v1/auth/login', { email, password: 'not-the-password' }));
    const bookings = await firstRefusal(BOOKING_RATE_LIMIT, (v, port) => v.request(port, 'POST', '/api/v1/for-pet-parents/appointments', {}));
    const say = (r: { at: number; statuses: number[] }, limit: number) => (r.at ? `first 429 at attempt ${r.at} (limit ${limit})` : `no 429 in ${r.statuses.length} attempts (limit ${limit})`);
    checks.check('rate limits hold across nodes: login failures and online bookings spread over the 3 API nodes get 429 right after the limit',
      logins.at === LOGIN_RATE_LIMIT + 1 && bookings.at === BOOKING_RATE_LIMIT + 1,
      `logins: ${say(logins, LOGIN_RATE_LIMIT)} [${tally(logins.statuses)}]; bookings: ${say(bookings, BOOKING_RATE_LIMIT)} [${tally(bookings.statuses)}]`);
    figures.push(`rate limits across nodes: logins ${say(logins, LOGIN_RATE_LIMIT)}, bookings ${say(bookings, BOOKING_RATE_LIMIT)}`);

    // ---- 5. mail: every message of the run delivered once ----
    let queued = -1;
    for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
      [{ queued }] = await rows<{ queued: number }>(primary, `SELECT count(*)::int AS queued FROM outbox WHERE channel = 'mail' AND status = 'queued' AND id > $1`, [before]);
      if (queued === 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    // Longer than two delivery sweeps: a duplicate send would show up here.
    await new Promise((r) => setTimeout(r, 5_000));
    const outbox = await rows<{ id: number; recipient: string; status: string; created_at: Date }>(primary, `SELECT id, recipient, status, created_at FROM outbox WHERE channel = 'mail' AND id > $1`, [before]);
    const deliveries = new Map<string, number>();
    for (const line of readFileSync(MAIL_LOG, 'utf8').split('\n').filter(Boolean)) {
      const { messageId } = JSON.parse(line) as { messageId: string };
      deliveries.set(messageId, (deliveries.get(messageId) ?? 0) + 1);
    }
    const timesSent = (r: { id: number; created_at: Date }) => deliveries.get(`${outboxMessageKey({ id: r.id, createdAt: r.created_at })}@${MAIL_DOMAIN}`) ?? 0;
    const guests = new Set(booked.map((b) => b.email));
    const bookingMails = outbox.filter((r) => guests.has(r.recipient));
    const withoutMail = booked.filter((b) => !bookingMails.some((r) => r.recipient === b.email));
    const once = outbox.filter((r) => timesSent(r) === 1).length;
    const never = outbox.filter((r) => timesSent(r) === 0);
    const twice = outbox.filter((r) => timesSent(r) > 1);
    const bookingOnce = bookingMails.filter((r) => timesSent(r) === 1).length;
    // Today every node delivers; with ROLE only the workers do. Either way one kill -9 can repeat the one message in flight.
    const killedDeliverers = 2;
    checks.check('every booking\'s mail delivered exactly once (a killed deliverer may repeat its one message in flight, same Message-ID)',
      queued === 0 && never.length === 0 && withoutMail.length === 0 && twice.length <= killedDeliverers && twice.every((r) => timesSent(r) === 2),
      `${outbox.length} mails queued in the run (${bookingMails.length} to booking guests), ${once} delivered once, ${never.length} never, ${twice.length} twice; ${withoutMail.length} bookings without a mail; ${queued} still queued`);
    figures.push(`mails exactly once ${bookingOnce}/${bookingMails.length} booking mails (${once}/${outbox.length} all, ${twice.length} resent)`);
  } finally {
    await primary.end();
  }
}

const stopFleet = async () => {
  if (!started) return;
  started = false;
  await stop({ keepDb: Boolean(process.env.FLEET_KEEP_DB) }).catch((err: unknown) => console.error('could not stop the fleet:', err));
};
process.once('SIGINT', () => void stopFleet().finally(() => process.exit(130)));
try {
  await main();
} catch (err) {
  checks.crash('fleet suite', err);
} finally {
  await stopFleet();
}
figures.push(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log(checks.summary(figures.join('; ')));
process.exit(checks.ok ? 0 : 1);
