// proof:crash — kill -9 mid-burst, restart, and check that what was acknowledged is whole and nothing
// is half-written, then that the outbox delivers each message once.
//   The real server (apps/api/src/server.ts) runs as a child on a fresh PostgreSQL database, with
//   SMTP pointing at a small SMTP sink started here. A burst of online bookings (two clinics), desk
//   bookings and desk confirmations runs from 12 parallel clients; after a random number of answers the
//   server is SIGKILLed with requests in flight. Then it is restarted on the same database and:
//   - every request that got a 2xx is in the database, whole (appointment + pets + services + audit + mail);
//   - nothing half-written exists: every new appointment has its audit row and mails, every new audit
//     row and client its appointment, each mail recipient got exactly one mail per recorded change;
//   - after the restart every queued message is delivered exactly once and nothing already marked sent
//     is sent again (counted per Message-ID at the sink); no vet is double-booked.
// Run: npm run proof:crash
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '@vetclinic/db/seed/index';
import { outboxMessageKey } from '../../apps/api/src/modules/messaging/delivery';
import { startSmtpTestServer, type SmtpTestServer } from '../../apps/api/src/modules/messaging/smtp-test-server';
import { freeTimes, guestDetails, plainService, publicClinic, type PublicClinicInfo } from '../support/booking-slots';
import { startChildServer, type ChildServer } from '../support/child-server';
import { createProofDatabase, rows, vetOverlaps, type ProofDatabase } from '../support/pg-database';
import { SuiteChecks, call, shuffle, tally } from '../support/suite-checks';

const WORKERS = 12;
/** The kill comes after this many answered requests (random in the range), with WORKERS more in flight. */
const KILL_AFTER = [50, 110] as const;
const MAIL_DOMAIN = 'crash.proof';
const GUEST_DOMAIN = 'crash-book.proof';

const checks = new SuiteChecks('crash');
const figures: string[] = [];
const live: { db: ProofDatabase | null; server: ChildServer | null; sink: SmtpTestServer | null; dataDir: string | null } = { db: null, server: null, sink: null, dataDir: null };

type Job =
  | { kind: 'book'; clinic: PublicClinicInfo; packageId: number; start: string; vetId: number; email: string }
  | { kind: 'desk'; packageId: number; start: string; vetId: number; clientId: number; petId: number }
  | { kind: 'confirm' };
interface Answer { kind: Job['kind']; status: number; id?: number; email?: string }

async function main() {
  console.log('proof:crash — kill -9 mid-burst on PostgreSQL, restart, verify');
  const sink = (live.sink = await startSmtpTestServer());
  const db = (live.db = await createProofDatabase('crash'));
  const dataDir = (live.dataDir = mkdtempSync(path.join(os.tmpdir(), 'proof-crash-')));
  const env = {
    DATABASE_URL: db.url, SEED_DEMO: '1', JWT_SECRET: 'proof-crash-jwt-secret-0123456789abcdef', DATA_DIR: dataDir,
    SMTP_URL: sink.url, MAIL_FROM: `Clinic <no-reply@${MAIL_DOMAIN}>`, RATE_LIMITS: '0', LOG_LEVEL: 'warn', DEV_MAILBOX: '0',
  };
  let server = (live.server = await startChildServer(env));

  // ---- plan the burst: distinct free (time, vet) pairs on a 30-minute grid, so jobs rarely collide ----
  const base = server.base;
  const login = await call('POST', `${base}/api/v1/auth/login`, { email: 'admin@happypaws.test', password: DEMO_PASSWORD });
  if (login.status !== 200) throw new Error(`staff login → ${login.status}`);
  const happyPaws = await publicClinic(base, 'happy-paws');
  const cityVets = await publicClinic(base, 'city-vets');
  const staffHeaders = { authorization: `Bearer ${login.body.access_token}`, 'x-clinic-id': String(happyPaws.id) };
  const pairs = async (clinic: PublicClinicInfo, packageId: number) => {
    const out: { start: string; vetId: number }[] = [];
    for (const [start, vets] of await freeTimes(base, clinic, packageId, 2, 55)) {
      if (new Date(start).getUTCMinutes() % 30 === 0) for (const vetId of vets) out.push({ start, vetId });
    }
    return shuffle(out);
  };
  const hpService = plainService(happyPaws, 30);
  const cvService = plainService(cityVets, 30);
  const hpPairs = await pairs(happyPaws, hpService.packageId);
  const cvPairs = await pairs(cityVets, cvService.packageId);
  const clients = await rows<{ client_id: number; pet_id: number }>(db.pool, `
    SELECT c.id AS client_id, min(p.id) AS pet_id FROM pet_parents c JOIN pets p ON p.owner_id = c.id AND p.archived_at IS NULL
    WHERE c.group_id = (SELECT group_id FROM clinics WHERE id = $1) AND c.email IS NOT NULL AND c.archived_at IS NULL
    GROUP BY c.id ORDER BY c.id`, [happyPaws.id]);
  const jobs: Job[] = [];
  for (let i = 0; jobs.length < 600 && (hpPairs.length || cvPairs.length); i++) {
    if (i % 3 === 1 && hpPairs.length) {
      const p = hpPairs.pop()!;
      const c = clients[i % clients.length];
      jobs.push({ kind: 'desk', packageId: hpService.packageId, start: p.start, vetId: p.vetId, clientId: c.client_id, petId: c.pet_id });
    } else {
      const clinic = i % 2 === 0 && cvPairs.length ? cityVets : happyPaws;
      const p = (clinic === cityVets ? cvPairs : hpPairs).pop();
      if (!p) continue;
      jobs.push({ kind: 'book', clinic, packageId: clinic === cityVets ? cvService.packageId : hpService.packageId, start: p.start, vetId: i % 4 === 0 ? -1 : p.vetId, email: '' });
    }
    if (i % 5 === 4) jobs.push({ kind: 'confirm' });
  }

  // The server's own jobs start with it (reminders of the demo's due vaccinations, renewals) and queue their messages
  // in the first seconds: let that settle, so the burst's accounting below starts after them.
  for (let last = -1, stable = 0, deadline = Date.now() + 30_000; stable < 3 && Date.now() < deadline;) {
    const [{ max }] = await rows<{ max: number }>(db.pool, `SELECT coalesce(max(id), 0)::int AS max FROM outbox`);
    stable = max === last ? stable + 1 : 0;
    last = max;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const [before] = await rows<{ appt: number; audit: number; outbox: number }>(db.pool, `
    SELECT (SELECT coalesce(max(id), 0) FROM appointments) AS appt, (SELECT coalesce(max(id), 0) FROM audit_log) AS audit, (SELECT coalesce(max(id), 0) FROM outbox) AS outbox`);

  // ---- the burst, and the kill ----
  const answers: Answer[] = [];
  const toConfirm: number[] = []; // happy-paws online requests (status 2) answered 201
  const killAt = KILL_AFTER[0] + Math.floor(Math.random() * (KILL_AFTER[1] - KILL_AFTER[0]));
  let killed = false;
  let killing: Promise<void> | null = null;
  let inFlightAtKill = 0;
  let inFlight = 0;
  let next = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (!killed && next < jobs.length) {
      const job = jobs[next++];
      let answer: Answer;
      inFlight++;
      if (job.kind === 'book') {
        const guest = guestDetails(GUEST_DOMAIN, 'c');
        job.email = guest.email;
        const r = await call('POST', `${base}/api/v1/for-pet-parents/appointments`, {
          clinic_id: job.clinic.id, datetime_start_utc: job.start, vet_id: job.vetId, service_package_ids: [job.packageId],
          pets: [{ nickname: 'Crashy', species_id: job.clinic.species[0].id }], ...guest,
        });
        answer = { kind: 'book', status: r.status, id: r.body?.data?.id, email: guest.email };
        if (r.status === 201 && job.clinic === happyPaws) toConfirm.push(r.body.data.id);
      } else if (job.kind === 'desk') {
        const r = await call('POST', `${base}/api/v1/appointments`, {
          client_id: job.clientId, pet_ids: [job.petId], service_package_ids: [job.packageId], vet_id: job.vetId,
          datetime_start_utc: job.start, status: 5, notify: { mail: true, sms: false },
        }, staffHeaders);
        answer = { kind: 'desk', status: r.status, id: r.body?.data?.id };
      } else {
        const id = toConfirm.shift();
        if (id === undefined) {
          inFlight--;
          continue;
        }
        const r = await call('POST', `${base}/api/v1/appointments/${id}/confirm`, { notify: { mail: true, sms: false } }, staffHeaders);
        answer = { kind: 'confirm', status: r.status, id };
      }
      inFlight--;
      answers.push(answer);
      if (!killed && answers.length >= killAt) {
        killed = true;
        inFlightAtKill = inFlight;
        killing = server.kill9();
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  if (!killed) throw new Error(`the burst ended (${answers.length} answers) before the kill point ${killAt}`);
  await killing;
  const burstMs = performance.now() - t0;
  const acked = answers.filter((a) => a.status >= 200 && a.status < 300);
  const cut = answers.filter((a) => a.status === 0);
  figures.push(`killed after ${answers.length - cut.length} answers (${acked.length} × 2xx) with ${inFlightAtKill} in flight, ${Math.round(burstMs)} ms into the burst`);
  console.log(`  burst: ${tally(answers.map((a) => a.status))} (0 = cut by the kill); kinds: ${tally(acked.map((a) => (a.kind === 'book' ? 1 : a.kind === 'desk' ? 2 : 3)))} (1 book, 2 desk, 3 confirm)`);
  checks.check('no 5xx before the kill', answers.every((a) => a.status < 500), tally(answers.map((a) => a.status)));

  // ---- what the database holds right after the crash ----
  const sinkAtKill = sink.received.length;
  // Mail only: the SMTP sink is what receives; this run has no SMS provider, so text messages are 'kept' by design.
  const outboxAtKill = new Map((await rows<{ id: number; status: string }>(db.pool, `SELECT id, status FROM outbox WHERE channel = 'mail'`)).map((r) => [r.id, r.status]));

  // ---- restart and let the outbox drain ----
  server = live.server = await startChildServer(env);
  const restartedAt = performance.now();
  const sinkAtRestart = sink.received.length;
  let queued = -1;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    [{ queued }] = await rows<{ queued: number }>(db.pool, `SELECT count(*)::int AS queued FROM outbox WHERE status = 'queued'`);
    if (queued === 0) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const drainMs = performance.now() - restartedAt;
  // Longer than two sweeps (2 s each): a duplicate send would show up here.
  await new Promise((r) => setTimeout(r, 5_000));
  await server.stop();
  live.server = null;
  if (process.env.PROOF_SHOW_SERVER_LOG) console.log(server.output());
  figures.push(`outbox drained ${Math.round(drainMs)} ms after the restart`);

  // ---- 1. acknowledged = stored whole ----
  const ackedIds = acked.filter((a) => a.kind !== 'confirm').map((a) => a.id!);
  const stored = await rows<{ id: number; status: number; email: string | null; pets: number; services: number; creations: number }>(db.pool, `
    SELECT a.id, a.status, coalesce(a.guest_contact->>'email', c.email) AS email,
      (SELECT count(*)::int FROM appointment_pets WHERE appointment_id = a.id) AS pets,
      (SELECT count(*)::int FROM appointment_services WHERE appointment_id = a.id) AS services,
      (SELECT count(*)::int FROM audit_log WHERE entity_type = 'appointment' AND entity_id = a.id AND action IN ('appointment.booked_online', 'appointment.created')) AS creations
    FROM appointments a JOIN pet_parents c ON c.id = a.client_id WHERE a.id > $1`, [before.appt]);
  const byId = new Map(stored.map((s) => [s.id, s]));
  const missing = ackedIds.filter((id) => !byId.has(id));
  const wrongGuest = acked.filter((a) => a.kind === 'book' && byId.get(a.id!)?.email !== a.email);
  const confirmed = acked.filter((a) => a.kind === 'confirm');
  const confirmAudits = await rows<{ entity_id: number }>(db.pool, `SELECT entity_id FROM audit_log WHERE action = 'appointment.confirmed' AND id > $1`, [before.audit]);
  const lostConfirms = confirmed.filter((a) => byId.get(a.id!)?.status !== 5 || !confirmAudits.some((r) => r.entity_id === a.id));
  checks.check('every 2xx booking / desk booking / confirmation is in the database after the restart',
    missing.length === 0 && wrongGuest.length === 0 && lostConfirms.length === 0,
    `${ackedIds.length} appointments + ${confirmed.length} confirmations acknowledged; missing ${missing.length}, wrong client ${wrongGuest.length}, lost confirmations ${lostConfirms.length}`);

  // ---- 2. nothing half-written ----
  const partial = stored.filter((s) => s.pets < 1 || s.services < 1 || s.creations !== 1);
  checks.check('every appointment written in the burst is whole (pets, services, exactly one creation audit row)', partial.length === 0,
    `${stored.length} new appointments (${stored.length - ackedIds.length} committed without an answer: cut by the kill), ${partial.length} partial ${JSON.stringify(partial.slice(0, 3))}`);
  const [orphans] = await rows<{ audits: number; clients: number; pets: number }>(db.pool, `
    SELECT
      (SELECT count(*)::int FROM audit_log l WHERE l.id > $1 AND l.entity_type = 'appointment' AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.id = l.entity_id)) AS audits,
      (SELECT count(*)::int FROM pet_parents c WHERE c.email LIKE '%@' || $2 AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.client_id = c.id)) AS clients,
      (SELECT count(*)::int FROM pets p JOIN pet_parents c ON c.id = p.owner_id WHERE c.email LIKE '%@' || $2 AND NOT EXISTS (SELECT 1 FROM appointment_pets ap WHERE ap.pet_id = p.id)) AS pets`,
  [before.audit, GUEST_DOMAIN]);
  checks.check('no orphans: every new audit row, guest client and pet belongs to an appointment', orphans.audits + orphans.clients + orphans.pets === 0, JSON.stringify(orphans));
  // One client mail per recorded change (booked, created at the desk, confirmed), one clinic notice per online booking.
  const mailBalance = await rows<{ recipient: string; mails: number; changes: number }>(db.pool, `
    WITH changes AS (
      SELECT coalesce(a.guest_contact->>'email', c.email) AS recipient, count(*)::int AS changes
      FROM audit_log l JOIN appointments a ON a.id = l.entity_id JOIN pet_parents c ON c.id = a.client_id
      WHERE l.id > $1 AND l.entity_type = 'appointment' GROUP BY 1
      UNION ALL
      SELECT k.email, count(*)::int FROM audit_log l JOIN clinics k ON k.id = l.clinic_id
      WHERE l.id > $1 AND l.action = 'appointment.booked_online' GROUP BY 1
    ), mails AS (SELECT recipient, count(*)::int AS mails FROM outbox WHERE id > $2 AND channel = 'mail' GROUP BY 1)
    SELECT coalesce(c.recipient, m.recipient) AS recipient, coalesce(m.mails, 0) AS mails, coalesce(c.changes, 0) AS changes
    FROM (SELECT recipient, sum(changes)::int AS changes FROM changes GROUP BY 1) c FULL JOIN mails m ON m.recipient = c.recipient`,
  [before.audit, before.outbox]);
  const unbalanced = mailBalance.filter((r) => r.mails !== r.changes);
  checks.check('each recipient has exactly one queued mail per committed change (no mail without its change, no change without its mail)',
    unbalanced.length === 0, `${mailBalance.length} recipients, ${mailBalance.reduce((s, r) => s + r.mails, 0)} mails; unbalanced ${JSON.stringify(unbalanced.slice(0, 3))}`);
  const overlaps = await vetOverlaps(db.pool);
  checks.check('no vet double-booked', overlaps.length === 0, `${overlaps.length} overlapping pairs`);

  // ---- 3. the outbox after the restart ----
  const outboxRows = await rows<{ id: number; status: string; created_at: Date }>(db.pool, `SELECT id, status, created_at FROM outbox WHERE channel = 'mail' ORDER BY id`);
  const idOf = (data: string) => /^message-id:\s*<([^>]*)>/im.exec(data.split(/\r?\n\r?\n/)[0])?.[1] ?? '';
  const deliveries = sink.received.map((m, i) => ({ key: idOf(m.data), afterRestart: i >= sinkAtRestart, beforeKill: i < sinkAtKill }));
  const known = new Map(outboxRows.map((r) => [`${outboxMessageKey({ id: r.id, createdAt: r.created_at })}@${MAIL_DOMAIN}`, r]));
  const unknown = deliveries.filter((d) => !known.has(d.key));
  let resentAfterSent = 0;
  let notOnceAfterRestart = 0;
  let inFlightResends = 0;
  let undelivered = 0;
  let moreThanTwice = 0;
  for (const [key, row] of known) {
    const mine = deliveries.filter((d) => d.key === key);
    const after = mine.filter((d) => d.afterRestart).length;
    const wasSent = outboxAtKill.get(row.id) === 'sent';
    if (mine.length === 0) undelivered++;
    if (wasSent && after > 0) resentAfterSent++;
    if (!wasSent && after !== 1) notOnceAfterRestart++;
    if (!wasSent && mine.some((d) => d.beforeKill)) inFlightResends++;
    if (mine.length > 2) moreThanTwice++;
  }
  const queuedAtKill = [...outboxAtKill.values()].filter((s) => s === 'queued').length;
  checks.check('after the restart every message is sent (none left queued or failed)', queued === 0 && outboxRows.every((r) => r.status === 'sent'),
    `${outboxRows.length} outbox rows: ${tally(outboxRows.map((r) => (r.status === 'sent' ? 1 : r.status === 'queued' ? 2 : 3)))} (1 sent, 2 queued, 3 other)`);
  checks.check('after the restart the outbox delivers each message once: every message queued at the kill exactly once, nothing already sent again',
    notOnceAfterRestart === 0 && resentAfterSent === 0 && undelivered === 0 && unknown.length === 0 && moreThanTwice === 0,
    `${queuedAtKill} queued at the kill, ${sink.received.length - sinkAtRestart} delivered after the restart; not exactly once ${notOnceAfterRestart}, sent-again ${resentAfterSent}, never delivered ${undelivered}, unknown Message-ID ${unknown.length}`);
  // One delivery run per process, one message per claim transaction: only the mail in flight can repeat.
  checks.check('at most one message (the one in flight at the kill) was sent twice, with the same Message-ID', inFlightResends <= 1,
    `${inFlightResends} resent`);
  figures.push(`${sinkAtKill} mails before the kill, ${queuedAtKill} queued at the kill, ${inFlightResends} in-flight resend(s) with the same Message-ID`);
}

try {
  await main();
} catch (err) {
  checks.crash('crash suite', err);
  if (live.server) console.log(live.server.output().slice(-3000));
} finally {
  await live.server?.stop().catch(() => {});
  await live.sink?.close().catch(() => {});
  await live.db?.drop().catch((err: unknown) => console.error('could not drop the proof database:', err));
  if (live.dataDir) rmSync(live.dataDir, { recursive: true, force: true });
}
console.log(checks.summary(figures.join('; ')));
process.exit(checks.ok ? 0 : 1);
