// proof:race — concurrency on PostgreSQL through real HTTP against the real API (in-process listen).
//   1. 200 simultaneous booking attempts over 5 slots, specific vets and "any staff" mixed: exactly
//      5 × 201, the rest 409 slot_taken, no vet overlaps in the whole database, the losers left nothing.
//   2. Simultaneous accept / cancel / reschedule of one appointment through its manage token (several
//      rounds): one consistent final state, the audit trail a single chain, one client mail per success.
//   3. Simultaneous payments of one deposit: charged once (when the payments module is present).
//   4. With the rate limiter on, a burst is answered 429, never 5xx.
//   5. The last unit of a product taken 2 and 20 times at once (write-offs over HTTP, sales through
//      postStockMovement's FEFO as the sales module posts them): exactly one succeeds, stock never
//      negative, the ledger sum equals the on-hand.
//   6. Sales (#16): 12 drafts issued at once get gapless numbers; one sale paid 20 times at once with one
//      Idempotency-Key is paid once; 20 full payments without a key: one 201, the rest 409; two sales
//      spending one client's credit at once: the credit never goes below zero.
//   7. An invoice paid online through its payment link by 20 payers at once: one provider charge of the balance
//      due, one online sale payment, the rest 409 (payment in progress / already paid), no 5xx.
// Run: npm run proof:race   (PROOF_DATABASE_URL overrides postgres://postgres@127.0.0.1:5432/postgres)
import { DateTime } from 'luxon';
import { DEMO_PASSWORD } from '@vetclinic/db/seed/index';
import { buildApp } from '../../apps/api/src/app';
import { testConfig } from '../../apps/api/src/config';
import { postStockMovement } from '../../apps/api/src/modules/inventory/stock-ledger';
import { startInProcessApi, type InProcessApi } from '../support/api-server';
import { freeTimes, guestDetails, plainService, publicClinic, singleVetTimes, type PublicClinicInfo } from '../support/booking-slots';
import { createProofDatabase, rows, vetOverlaps, type ProofDatabase } from '../support/pg-database';
import { SuiteChecks, call, shuffle, tally } from '../support/suite-checks';

const ATTEMPTS = 200;
const SLOTS = 5;
const MANAGE_ROUNDS = Number(process.env.RACE_MANAGE_ROUNDS ?? 6);
const PAYERS = 20;

const checks = new SuiteChecks('race');
const figures: string[] = [];
const live: { db: ProofDatabase | null; api: InProcessApi | null } = { db: null, api: null };

async function staffLogin(base: string, email: string): Promise<string> {
  const r = await call('POST', `${base}/api/v1/auth/login`, { email, password: DEMO_PASSWORD });
  if (r.status !== 200) throw new Error(`staff login ${email} → ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.access_token as string;
}

// ---------- 1. 200 bookings over 5 slots ----------
async function bookingStorm(api: InProcessApi, pool: ProofDatabase['pool']) {
  const cityVets = await publicClinic(api.base, 'city-vets');
  const happyPaws = await publicClinic(api.base, 'happy-paws');
  // Three slots at one clinic, two at the other; each time free for exactly one vet, so an "any
  // staff" request can only land on the same vet as the specific ones.
  const pick = async (clinic: PublicClinicInfo, n: number) => {
    const service = plainService(clinic, 30);
    const times = await freeTimes(api.base, clinic, service.packageId, 2, 31);
    return singleVetTimes(times, n, 120).map((t) => ({ ...t, clinic, service }));
  };
  const slots = [...(await pick(cityVets, 3)), ...(await pick(happyPaws, 2))];
  if (slots.length !== SLOTS) throw new Error(`found only ${slots.length} single-vet slots in the next month`);

  const domain = 'race-book.proof';
  const attempts = shuffle(Array.from({ length: ATTEMPTS }, (_, i) => {
    const slot = slots[i % SLOTS];
    return {
      slot,
      body: {
        clinic_id: slot.clinic.id,
        datetime_start_utc: slot.start,
        vet_id: i % 2 === 0 ? slot.vetId : -1,
        service_package_ids: [slot.service.packageId],
        pets: [{ nickname: `Racer ${i}`, species_id: slot.clinic.species[0].id }],
        ...guestDetails(domain, `b${i}`),
      },
    };
  }));
  const t0 = performance.now();
  const answers = await Promise.all(attempts.map((a) => call('POST', `${api.base}/api/v1/for-pet-parents/appointments`, a.body)));
  const ms = performance.now() - t0;
  const statuses = answers.map((a) => a.status);
  const won = answers.map((a, i) => ({ a, attempt: attempts[i] })).filter((x) => x.a.status === 201);
  figures.push(`bookings ${won.length}/${ATTEMPTS} won in ${Math.round(ms)} ms`);

  checks.check('200 simultaneous bookings over 5 slots: exactly 5 × 201', won.length === SLOTS, tally(statuses));
  checks.check('every other attempt is 409 slot_taken (no 5xx, no other answer)',
    answers.filter((a) => a.status === 409 && a.body?.code === 'slot_taken').length === ATTEMPTS - SLOTS,
    JSON.stringify(answers.find((a) => a.status !== 201 && !(a.status === 409 && a.body?.code === 'slot_taken'))?.body ?? null).slice(0, 300));
  checks.check('one winner per slot, on the slot\'s vet, any-staff or specific',
    slots.every((s) => won.filter((w) => w.attempt.slot === s).length === 1 && won.find((w) => w.attempt.slot === s)?.a.body.data.vet.id === s.vetId),
    `winners by request kind: ${won.filter((w) => w.attempt.body.vet_id === -1).length} any-staff, ${won.filter((w) => w.attempt.body.vet_id !== -1).length} specific`);

  const overlaps = await vetOverlaps(pool);
  checks.check('no two live appointments of one vet overlap (whole database, SQL)', overlaps.length === 0, overlaps.length ? JSON.stringify(overlaps.slice(0, 5)) : '0 overlapping pairs');

  const ids = won.map((w) => w.a.body.data.id as number);
  const [persisted] = await rows<{ appts: number; clients: number; pets: number; audits: number; mails: number; stray_mails: number }>(pool, `
    SELECT
      (SELECT count(*)::int FROM appointments WHERE guest_contact->>'email' LIKE '%@' || $1) AS appts,
      (SELECT count(*)::int FROM pet_parents WHERE email LIKE '%@' || $1) AS clients,
      (SELECT count(*)::int FROM pets p JOIN pet_parents c ON c.id = p.owner_id WHERE c.email LIKE '%@' || $1) AS pets,
      (SELECT count(*)::int FROM audit_log WHERE entity_type = 'appointment' AND action = 'appointment.booked_online' AND entity_id = ANY($2::int[])) AS audits,
      (SELECT count(*)::int FROM outbox o JOIN appointments a ON a.guest_contact->>'email' = o.recipient WHERE a.id = ANY($2::int[])) AS mails,
      (SELECT count(*)::int FROM outbox WHERE recipient LIKE '%@' || $1 AND recipient NOT IN (SELECT guest_contact->>'email' FROM appointments WHERE id = ANY($2::int[]))) AS stray_mails`,
  [domain, ids]);
  checks.check('winners stored whole, losers left nothing (clients, pets, audit, mails)',
    persisted.appts === SLOTS && persisted.clients === SLOTS && persisted.pets === SLOTS && persisted.audits === SLOTS && persisted.mails === SLOTS && persisted.stray_mails === 0,
    JSON.stringify(persisted));
}

// ---------- 2. accept / cancel / reschedule of one appointment at once ----------
interface AuditRow { id: number; action: string; before: { status: number } | null; after: { status: number; vet_id?: number; starts_at?: string } | null }

async function manageRaces(api: InProcessApi, pool: ProofDatabase['pool']) {
  const clinic = await publicClinic(api.base, 'happy-paws'); // not auto-confirming: 1 → 4 / 5 / 6
  const service = plainService(clinic, 30);
  const times = [...(await freeTimes(api.base, clinic, service.packageId, 3, 31))];
  const token = await staffLogin(api.base, 'admin@happypaws.test');
  const staff = { authorization: `Bearer ${token}`, 'x-clinic-id': String(clinic.id) };
  const clients = await rows<{ client_id: number; pet_id: number; email: string }>(pool, `
    SELECT c.id AS client_id, min(p.id) AS pet_id, c.email FROM pet_parents c JOIN pets p ON p.owner_id = c.id
    JOIN clinic_groups g ON g.id = c.group_id JOIN clinics k ON k.group_id = g.id
    WHERE k.id = $1 AND c.email IS NOT NULL AND c.archived_at IS NULL AND p.archived_at IS NULL
    GROUP BY c.id, c.email ORDER BY c.id LIMIT $2`, [clinic.id, MANAGE_ROUNDS]);
  if (clients.length < MANAGE_ROUNDS) throw new Error('not enough seeded clients with pets');

  // Spread the rounds over the month; each round takes a start time and 6 reschedule targets.
  const used = new Set<number>();
  const takeTime = (afterIndex: number) => {
    for (let i = afterIndex; i < times.length; i++) {
      const t = Date.parse(times[i][0]);
      if ([...used].every((u) => Math.abs(u - t) >= 2 * 3600_000)) {
        used.add(t);
        return { index: i, start: times[i][0], vetId: times[i][1][0] };
      }
    }
    throw new Error('ran out of free times for the manage rounds');
  };

  let consistent = 0;
  const outcomes: string[] = [];
  const allStatuses: number[] = [];
  for (let round = 0; round < MANAGE_ROUNDS; round++) {
    const origin = takeTime(Math.floor((round * times.length) / MANAGE_ROUNDS));
    const { client_id, pet_id, email } = clients[round];
    const created = await call('POST', `${api.base}/api/v1/appointments`, {
      client_id, pet_ids: [pet_id], service_package_ids: [service.packageId], vet_id: origin.vetId,
      datetime_start_utc: origin.start, status: 1, notify: { mail: true, sms: false },
    }, staff);
    if (created.status !== 201) throw new Error(`staff create → ${created.status} ${JSON.stringify(created.body)}`);
    const id = created.body.data.id as number;
    const [mail] = await rows<{ links: { url: string }[] }>(pool, `SELECT links FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1`, [email]);
    const manage = /\/appointment\/([A-Za-z0-9_-]+)/.exec(mail.links[0].url)?.[1];
    if (!manage) throw new Error('no manage link in the mail');
    const [{ before_mails }] = await rows<{ before_mails: number }>(pool, `SELECT count(*)::int AS before_mails FROM outbox WHERE recipient = $1`, [email]);

    const targets = Array.from({ length: 6 }, () => takeTime(origin.index + 1));
    // Round 0, 3: all three at once; 1, 4: reschedules against cancels; 2, 5: reschedules against accepts.
    const mix = round % 3;
    const ops = shuffle([
      ...(mix !== 1 ? Array.from({ length: 6 }, () => ({ kind: 'accept', run: () => call('GET', `${api.base}/api/v1/public/appointments/${manage}/accept`) })) : []),
      ...(mix !== 2 ? Array.from({ length: 6 }, (_, i) => ({ kind: 'cancel', run: () => call('POST', `${api.base}/api/v1/public/appointments/${manage}/cancel`, { reason: `race ${i}` }) })) : []),
      ...targets.map((t, i) => ({ kind: 'reschedule', run: () => call('POST', `${api.base}/api/v1/public/appointments/${manage}/reschedule`, { datetime_start_utc: t.start, vet_id: i % 2 ? -1 : t.vetId }) })),
    ]);
    const answers = await Promise.all(ops.map((o) => o.run()));
    allStatuses.push(...answers.map((a) => a.status));
    const ok = answers.filter((a) => a.status === 200);
    const unexpected = answers.filter((a) => a.status !== 200 && !(a.status === 409 && ['invalid_state', 'slot_taken'].includes(a.body?.code)));

    const audits = await rows<AuditRow>(pool, `SELECT id, action, before, after FROM audit_log WHERE entity_type = 'appointment' AND entity_id = $1 AND action <> 'appointment.created' ORDER BY id`, [id]);
    const [row] = await rows<{ status: number; vet_id: number; starts_at: Date }>(pool, `SELECT status, vet_id, starts_at FROM appointments WHERE id = $1`, [id]);
    const [{ after_mails }] = await rows<{ after_mails: number }>(pool, `SELECT count(*)::int AS after_mails FROM outbox WHERE recipient = $1`, [email]);

    // The audit trail must be one chain from status 1, each step starting where the last ended.
    let status = 1;
    let chain = true;
    for (const a of audits) {
      if (a.before?.status !== status) chain = false;
      status = a.after?.status ?? -1;
    }
    const lastMove = [...audits].reverse().find((a) => a.action === 'appointment.rescheduled_by_client');
    const timeOk = lastMove ? new Date(lastMove.after!.starts_at!).getTime() === row.starts_at.getTime() && lastMove.after!.vet_id === row.vet_id : row.starts_at.getTime() === Date.parse(origin.start);
    const cancels = audits.filter((a) => a.action === 'appointment.cancelled_by_client').length;
    const good = unexpected.length === 0 && ok.length === audits.length && ok.length >= 1 && chain && row.status === status
      && timeOk && cancels <= 1 && after_mails - before_mails === ok.length
      && (cancels === 0 || audits[audits.length - 1].action === 'appointment.cancelled_by_client');
    if (good) consistent++;
    outcomes.push(audits.map((a) => a.action.replace('appointment.', '').replace('_by_client', '')).join('→') + ` ⇒ ${row.status}`);
    if (!good) {
      console.log(`    round ${round}: ${tally(answers.map((a) => a.status))}; audits ${JSON.stringify(audits)}; row ${JSON.stringify(row)}; mails +${after_mails - before_mails}; unexpected ${JSON.stringify(unexpected.map((u) => u.body)).slice(0, 400)}`);
    }
  }
  const overlaps = await vetOverlaps(pool);
  checks.check(`${MANAGE_ROUNDS} rounds of simultaneous accepts / cancels / reschedules (6 each, mixed): one consistent final state each`,
    consistent === MANAGE_ROUNDS, `${consistent}/${MANAGE_ROUNDS} consistent (audit chain = final row = one client mail per 200; 409 for the rest): ${outcomes.join(' | ')}`);
  checks.check('manage races: no 5xx and still no vet overlaps', allStatuses.every((s) => s > 0 && s < 500) && overlaps.length === 0, `${tally(allStatuses)}; ${overlaps.length} overlaps`);
  figures.push(`manage ${consistent}/${MANAGE_ROUNDS} rounds consistent`);
}

// ---------- 3. simultaneous payments of one deposit ----------
async function depositPayments(api: InProcessApi, pool: ProofDatabase['pool']) {
  const payRoute = api.app.routeCatalog.find((r) => r.method === 'POST' && r.url.endsWith('/public/payment-deposits/:id/pay'));
  const createRoute = api.app.routeCatalog.find((r) => r.method === 'POST' && r.url.endsWith('/for-pet-parents/appointments/payment-deposits'));
  if (!payRoute || !createRoute) {
    checks.skip('simultaneous payments of one deposit', 'POST /api/v1/public/payment-deposits/{id}/pay is not in the route table (payments module not merged)');
    return;
  }
  // A service with an online deposit (set one on the demo catalogue if none has it).
  const clinic = await publicClinic(api.base, 'city-vets');
  let service = clinic.services.find((s) => s.deposit_for_online_booking > 0 && s.vets.length > 0);
  if (!service) {
    const s = plainService(clinic, 30);
    await pool.query(`UPDATE services SET deposit_minor = 2500 WHERE id = $1`, [s.id]);
    service = (await publicClinic(api.base, 'city-vets')).services.find((x) => x.id === s.id)!;
  }
  const packageId = service.service_packages[0].id;
  const times = [...(await freeTimes(api.base, clinic, packageId, 5, 20))];
  const [start, vets] = times[Math.floor(times.length / 2)];
  const created = await call('POST', `${api.base}/api/v1/for-pet-parents/appointments/payment-deposits`, {
    clinic_id: clinic.id, datetime_start_utc: start, vet_id: vets[0], service_package_ids: [packageId],
    pets: [{ nickname: 'Payer', species_id: clinic.species[0].id }], ...guestDetails('race-pay.proof', 'pay'),
  });
  if (created.status !== 201) throw new Error(`deposit create → ${created.status} ${JSON.stringify(created.body).slice(0, 300)}`);
  const deposit = created.body.data as { id: string; amount_minor: number; appointment: { id: number } };
  const card = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123', name: 'Race Payer' };
  const answers = await Promise.all(Array.from({ length: PAYERS }, () => call('POST', `${api.base}/api/v1/public/payment-deposits/${deposit.id}/pay`, card)));
  const paid = answers.filter((a) => a.status === 200 && a.body?.data?.status === 'paid');
  const others = answers.filter((a) => !(a.status === 200 && a.body?.data?.status === 'paid'));
  const after = await call('GET', `${api.base}/api/v1/public/payment-deposits/${deposit.id}?include=charges`);
  const charges = (after.body?.data?.charges ?? []) as { kind: string; status: string; amount_minor: number }[];
  const succeeded = charges.filter((c) => c.kind === 'charge' && c.status === 'succeeded');
  const [appt] = await rows<{ status: number }>(pool, `SELECT status FROM appointments WHERE id = $1`, [deposit.appointment.id]);
  checks.check(`${PAYERS} simultaneous payments of one deposit: charged exactly once`,
    succeeded.length === 1 && succeeded[0].amount_minor === deposit.amount_minor && after.body?.data?.status === 'paid',
    `${succeeded.length} succeeded charge(s) of ${deposit.amount_minor} minor units, ${charges.length} charge rows, deposit ${after.body?.data?.status}`);
  checks.check('the other payers get 200 "paid" for the one charge or 409 deposit_already_paid (no 5xx), appointment confirmed',
    others.every((a) => a.status === 409 && ['deposit_already_paid', 'payment_in_progress', 'invalid_state'].includes(a.body?.code)) && paid.length >= 1 && appt.status === (clinic.auto_confirm ? 5 : 2),
    `${tally(answers.map((a) => a.status))}; codes ${[...new Set(others.map((o) => o.body?.code))].join(',')}; appointment status ${appt.status}`);
  figures.push(`deposit paid ${succeeded.length}× by ${PAYERS} payers`);
}

// ---------- 5. the last unit of a product, taken at once ----------
async function lastUnitRaces(api: InProcessApi, pool: ProofDatabase['pool']) {
  const clinic = await publicClinic(api.base, 'happy-paws');
  const token = await staffLogin(api.base, 'admin@happypaws.test');
  const staff = { authorization: `Bearer ${token}`, 'x-clinic-id': String(clinic.id) };
  const ledger = async (productId: number) => (await rows<{ ledger: number; on_hand: number; negative: number }>(pool, `
    SELECT (SELECT coalesce(sum(quantity_delta), 0)::int FROM stock_movements WHERE product_id = $1) AS ledger,
           (SELECT coalesce(sum(on_hand), 0)::int FROM stock_batches WHERE product_id = $1) AS on_hand,
           (SELECT count(*)::int FROM stock_batches WHERE product_id = $1 AND on_hand < 0) AS negative`, [productId]))[0];
  /** A fresh product holding exactly one unit, received through the API. */
  const oneUnit = async (name: string) => {
    const created = await call('POST', `${api.base}/api/v1/products`, { name }, staff);
    if (created.status !== 201) throw new Error(`product create → ${created.status} ${JSON.stringify(created.body).slice(0, 300)}`);
    const id = created.body.data.id as number;
    const received = await call('POST', `${api.base}/api/v1/products/${id}/stock/receipts`, { sub_units_changed: 1, batch_no: 'LAST-1' }, staff);
    if (received.status !== 200) throw new Error(`receipt → ${received.status} ${JSON.stringify(received.body).slice(0, 300)}`);
    return { id, batchId: received.body.data.batches[0].id as number };
  };

  for (const n of [2, 20]) {
    // Write-offs of the one unit over HTTP: one 200, the rest 422 (the batch holds less than asked).
    const w = await oneUnit(`Race write-off ×${n}`);
    const answers = await Promise.all(Array.from({ length: n }, (_, i) => call('POST', `${api.base}/api/v1/products/${w.id}/stock/write-offs`,
      { batch_id: w.batchId, sub_units_changed: 1, reason: `race ${i}` }, staff)));
    const wl = await ledger(w.id);
    checks.check(`${n} simultaneous write-offs of the last unit: exactly one 200, the others 422, never 5xx`,
      answers.filter((a) => a.status === 200).length === 1 && answers.every((a) => a.status === 200 || a.status === 422),
      tally(answers.map((a) => a.status)));
    checks.check(`write-offs ×${n}: stock never negative, ledger sum = on-hand = 0`, wl.negative === 0 && wl.ledger === wl.on_hand && wl.on_hand === 0, JSON.stringify(wl));

    // Sales of the one unit, FEFO (no batch named), each in its own transaction as a sale posts it.
    const s = await oneUnit(`Race sale ×${n}`);
    const results = await Promise.allSettled(Array.from({ length: n }, () => api.handle.db.transaction((tx) => postStockMovement(tx, { clinicId: clinic.id, userId: null }, {
      product_id: s.id, quantity_delta: -1, reason: 'sale', source_type: 'sale', source_id: null,
    }))));
    const won = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected' && (r.reason as { code?: string })?.code === 'invalid_state').length;
    const sl = await ledger(s.id);
    checks.check(`${n} simultaneous sales of the last unit (postStockMovement, FEFO): exactly one posts, the others insufficient_stock`,
      won === 1 && refused === n - 1,
      `${won} posted, ${refused} refused, other: ${results.filter((r) => r.status === 'rejected' && (r.reason as { code?: string })?.code !== 'invalid_state').map((r) => String((r as PromiseRejectedResult).reason)).join('; ').slice(0, 300)}`);
    checks.check(`sales ×${n}: stock never negative, ledger sum = on-hand = 0`, sl.negative === 0 && sl.ledger === sl.on_hand && sl.on_hand === 0, JSON.stringify(sl));
    figures.push(`last unit ×${n}: ${answers.filter((a) => a.status === 200).length} write-off, ${won} sale`);
  }
}

// ---------- 6. sales: gapless numbers, one payment per key, credit never negative ----------
async function saleRaces(api: InProcessApi, pool: ProofDatabase['pool']) {
  const clinic = await publicClinic(api.base, 'happy-paws');
  const token = await staffLogin(api.base, 'admin@happypaws.test');
  const staff = { authorization: `Bearer ${token}`, 'x-clinic-id': String(clinic.id) };
  const [{ id: clientId }] = await rows<{ id: number }>(pool, `
    SELECT p.id FROM pet_parents p JOIN clinics c ON c.group_id = p.group_id WHERE c.id = $1 ORDER BY p.id DESC LIMIT 1`, [clinic.id]);
  const draft = async (price: number) => {
    const r = await call('POST', `${api.base}/api/v1/sales`, { client_id: clientId, lines: [{ kind: 'custom', name: 'Race item', quantity: 1, unit_price: price, vat: 0 }] }, staff);
    if (r.status !== 201) throw new Error(`sale create → ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
    return r.body.data.id as number;
  };
  const issue = (id: number) => call('POST', `${api.base}/api/v1/sales/${id}/issue`, {}, staff);

  const drafts = await Promise.all(Array.from({ length: 12 }, () => draft(1000)));
  const issued = await Promise.all(drafts.map(issue));
  const numbers = await rows<{ n: number }>(pool, 'SELECT number AS n FROM sales WHERE clinic_id = $1 AND number IS NOT NULL ORDER BY number', [clinic.id]);
  const gapless = numbers.every((r, i) => r.n === i + 1);
  checks.check('12 drafts issued at once: all 200, invoice numbers of the clinic gapless from 1',
    issued.every((r) => r.status === 200) && gapless, `${tally(issued.map((r) => r.status))}, ${numbers.length} numbers, gapless ${gapless}`);

  const once = await draft(5000);
  await issue(once);
  const key = `race-pay-${Date.now()}`;
  const keyed = await Promise.all(Array.from({ length: PAYERS }, () => call('POST', `${api.base}/api/v1/sales/${once}/payments`, { payments: [{ method: 1, amount: 2000 }] }, { ...staff, 'idempotency-key': key })));
  const [{ n: keyedRows }] = await rows<{ n: number }>(pool, 'SELECT count(*)::int AS n FROM sale_payments WHERE sale_id = $1', [once]);
  checks.check(`${PAYERS} simultaneous payments of one sale with one Idempotency-Key: one payment row, every answer 201`,
    keyedRows === 1 && keyed.every((r) => r.status === 201), `${keyedRows} rows, ${tally(keyed.map((r) => r.status))}`);
  const full = await Promise.all(Array.from({ length: PAYERS }, () => call('POST', `${api.base}/api/v1/sales/${once}/payments`, { payments: [{ method: 2, amount: 3000 }] }, staff)));
  const [{ paid }] = await rows<{ paid: number }>(pool, 'SELECT coalesce(sum(applied_minor), 0)::int AS paid FROM sale_payments WHERE sale_id = $1', [once]);
  checks.check(`${PAYERS} simultaneous full payments: one 201, the rest 409, paid exactly the total`,
    full.filter((r) => r.status === 201).length === 1 && full.every((r) => r.status === 201 || r.status === 409) && paid === 5000, `${tally(full.map((r) => r.status))}, paid ${paid}`);

  const creditor = await draft(100);
  await issue(creditor);
  await call('POST', `${api.base}/api/v1/sales/${creditor}/payments`, { payments: [{ method: 1, amount: 1100 }] }, staff); // 1000 to credit
  const spenders = await Promise.all([draft(700), draft(700), draft(700)]);
  await Promise.all(spenders.map(issue));
  const spent = await Promise.all(spenders.map((id) => call('POST', `${api.base}/api/v1/sales/${id}/payments`, { payments: [{ method: 6, amount: 700 }] }, staff)));
  const [{ negative, balance }] = await rows<{ negative: number; balance: number }>(pool, `
    SELECT (SELECT count(*)::int FROM client_credit_movements WHERE client_id = $1 AND balance_after_minor < 0) AS negative,
           (SELECT balance_after_minor::int FROM client_credit_movements WHERE client_id = $1 AND clinic_id = $2 ORDER BY id DESC LIMIT 1) AS balance`, [clientId, clinic.id]);
  checks.check('three sales spending 10.00 of credit 7.00 each at once: one 201, two 422, credit never negative',
    spent.filter((r) => r.status === 201).length === 1 && spent.filter((r) => r.status === 422).length === 2 && negative === 0 && balance >= 0,
    `${tally(spent.map((r) => r.status))}, balance ${balance}, negative rows ${negative}`);

  // Credit notes (#16): a posted note of 30.00 paid in cash, refunded 20.00 by 10 desks at once: only what is refundable passes.
  const refunded = await draft(3000);
  await issue(refunded);
  await call('POST', `${api.base}/api/v1/sales/${refunded}/payments`, { payments: [{ method: 1, amount: 3000 }] }, staff);
  const sold = await call('GET', `${api.base}/api/v1/sales/${refunded}`, undefined, staff);
  const note = await call('POST', `${api.base}/api/v1/credit-notes`, { sale_id: refunded, reason: 'Race refund', lines: [{ sale_line_id: sold.body.data.lines[0].id, quantity: 1 }] }, staff);
  await call('POST', `${api.base}/api/v1/credit-notes/${note.body.data.id}/post`, {}, staff);
  const refunds = await Promise.all(Array.from({ length: 10 }, () => call('POST', `${api.base}/api/v1/credit-notes/${note.body.data.id}/refund`, { amount: 2000, method: 1 }, staff)));
  const [{ total: refundedTotal }] = await rows<{ total: number }>(pool, 'SELECT coalesce(sum(amount_minor), 0)::int AS total FROM refunds WHERE credit_note_id = $1', [note.body.data.id]);
  checks.check('10 simultaneous refunds of 20.00 from a credit note of 30.00: one 201, the rest 409/422, refunded never beyond what was paid',
    refunds.filter((r) => r.status === 201).length === 1 && refunds.every((r) => [201, 409, 422].includes(r.status)) && refundedTotal === 2000,
    `${tally(refunds.map((r) => r.status))}, refunded ${refundedTotal}`);
  figures.push(`sales: ${numbers.length} gapless numbers, ${keyedRows} keyed payment, refunded ${refundedTotal} of 3000`);
}

// ---------- 7. an invoice paid online 20 times at once through its payment link ----------
async function salePayLinkRace(api: InProcessApi, pool: ProofDatabase['pool']) {
  const payRoute = api.app.routeCatalog.find((r) => r.method === 'POST' && r.url.endsWith('/public/sale-payments/:token/pay'));
  if (!payRoute) {
    checks.skip('simultaneous online payments of one invoice', 'POST /api/v1/public/sale-payments/{token}/pay is not in the route table');
    return;
  }
  const clinic = await publicClinic(api.base, 'city-vets');
  const token = await staffLogin(api.base, 'reception@cityvets.test');
  const staff = { authorization: `Bearer ${token}`, 'x-clinic-id': String(clinic.id) };
  const email = `race.invoice.${Date.now()}@example.test`;
  const client = await call('POST', `${api.base}/api/v1/pet-parents`, { first_name: 'Race', last_name: 'Invoice', email, force: true }, staff);
  if (client.status !== 201 && client.status !== 200) throw new Error(`client create → ${client.status} ${JSON.stringify(client.body).slice(0, 300)}`);
  const sale = await call('POST', `${api.base}/api/v1/sales`, { client_id: client.body.data.id, lines: [{ kind: 'custom', name: 'Race invoice', quantity: 1, unit_price: 4200, vat: 0 }] }, staff);
  if (sale.status !== 201) throw new Error(`sale create → ${sale.status} ${JSON.stringify(sale.body).slice(0, 300)}`);
  const saleId = sale.body.data.id as number;
  await call('POST', `${api.base}/api/v1/sales/${saleId}/issue`, {}, staff);
  const sent = await call('POST', `${api.base}/api/v1/notification`, { client_id: client.body.data.id, type: 1, sale_id: saleId, via: 'mail' }, staff);
  if (sent.status !== 200) throw new Error(`payment link → ${sent.status} ${JSON.stringify(sent.body).slice(0, 300)}`);
  const [mail] = await rows<{ links: { url: string }[] }>(pool, 'SELECT links FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [email]);
  const link = mail?.links.find((l) => l.url.includes('/pay/'))?.url;
  if (!link) throw new Error('no payment link in the outbox');
  const payToken = link.split('/').at(-1)!;
  const card = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' };
  const answers = await Promise.all(Array.from({ length: PAYERS }, () => call('POST', `${api.base}/api/v1/public/sale-payments/${payToken}/pay`, card)));
  const payments = await rows<{ amount: number; method: number }>(pool, 'SELECT amount_minor::int AS amount, method FROM sale_payments WHERE sale_id = $1', [saleId]);
  const intents = await rows<{ n: number }>(pool, `SELECT count(*)::int AS n FROM sale_card_payments WHERE sale_id = $1`, [saleId]);
  checks.check(`${PAYERS} simultaneous online payments of one invoice: one online payment of the balance due, one provider intent`,
    payments.length === 1 && payments[0].amount === 4200 && payments[0].method === 5 && intents[0].n === 1,
    `${payments.length} payment row(s) ${JSON.stringify(payments)}, ${intents[0].n} intent(s)`);
  checks.check('the other payers get 200 or 409 (payment in progress / already paid), never 5xx',
    answers.every((a) => a.status === 200 || (a.status === 409 && ['payment_in_progress', 'invalid_state'].includes(a.body?.code))) && answers.some((a) => a.status === 200),
    tally(answers.map((a) => a.status)));
  figures.push(`invoice paid online ${payments.length}× by ${PAYERS} payers`);
}

// ---------- 4. the limiter answers 429, never 5xx ----------
async function limiterBurst(api: InProcessApi) {
  const limited = await buildApp(testConfig({ rateLimits: true }), api.handle);
  await limited.listen({ port: 0, host: '127.0.0.1' });
  try {
    const base = `http://127.0.0.1:${(limited.server.address() as { port: number }).port}`;
    const clinic = await publicClinic(base, 'city-vets');
    const service = plainService(clinic, 30);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => call('POST', `${base}/api/v1/for-pet-parents/appointments`, {
      clinic_id: clinic.id, datetime_start_utc: DateTime.now().plus({ days: 400 }).toUTC().toISO(), vet_id: -1,
      service_package_ids: [service.packageId], pets: [{ nickname: `Limit ${i}`, species_id: clinic.species[0].id }], ...guestDetails('race-limit.proof', 'l'),
    })));
    const s = answers.map((a) => a.status);
    checks.check('rate limiter on: a 40-request booking burst from one address is 429 beyond the limit, never 5xx',
      s.filter((x) => x === 429).length >= 25 && s.every((x) => x === 429 || (x >= 400 && x < 500)), tally(s));
  } finally {
    await limited.close();
  }
}

async function main() {
  console.log('proof:race — concurrency on PostgreSQL');
  const db = (live.db = await createProofDatabase('race'));
  const api = (live.api = await startInProcessApi(db.url, {}, { poolSize: 20 }));
  for (const [name, part] of [
    ['booking storm', bookingStorm], ['manage-link races', manageRaces], ['deposit payments', depositPayments],
    ['last-unit stock races', lastUnitRaces], ['sale races', saleRaces], ['invoice paid online', salePayLinkRace],
  ] as const) {
    try {
      await part(api, db.pool);
    } catch (err) {
      checks.crash(name, err);
    }
  }
  try {
    await limiterBurst(api);
  } catch (err) {
    checks.crash('rate limiter burst', err);
  }
}

try {
  await main();
} catch (err) {
  checks.crash('setup', err);
} finally {
  await live.api?.close().catch(() => {});
  await live.db?.drop().catch((err: unknown) => console.error('could not drop the proof database:', err));
}
console.log(checks.summary(figures.join(', ')));
process.exit(checks.ok ? 0 : 1);
