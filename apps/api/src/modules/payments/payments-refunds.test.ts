import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { appointmentServices, appointments, clinics, outbox, paymentCharges, paymentDeposits } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeStaff, staffHeaders } from '../../test/factories';
import { setAppointmentStatus } from '../../test/booking-factories';
import { bookWithDeposit, depositBookingBody, makeDepositClinic, nextIp, nextSlot, pay, type DepositClinic } from '../../test/payments-factories';

describe('payment deposits: refunds, clinic requests, reschedules', () => {
  let t: TestApp;
  let c: DepositClinic;
  let staff: Record<string, string>;

  const mailsTo = async (to: string) => (await t.handle.db.select().from(outbox).orderBy(asc(outbox.id))).filter((m) => m.recipient === to);
  const chargesOf = (id: string) => t.handle.db.select().from(paymentCharges).where(eq(paymentCharges.depositId, id));
  /** A paid booking: its deposit, manage token and guest e-mail. */
  const paidBooking = async (over: Record<string, unknown> = {}, clinic = c) => {
    const body = depositBookingBody(clinic, nextSlot(), over);
    const d = (await bookWithDeposit(t.app, body)).json().data;
    const paid = (await pay(t.app, d.id)).json().data;
    expect(paid.status).toBe('paid');
    return { id: d.id as string, token: paid.manage_url.split('/appointment/')[1] as string, email: body.email as string, appointmentId: d.appointment.id as number };
  };
  const manage = (token: string, action = '', payload?: Record<string, unknown>) => t.app.inject({
    method: action ? 'POST' : 'GET', url: `/api/v1/public/appointments/${token}${action ? `/${action}` : ''}`, remoteAddress: nextIp(), ...(payload ? { payload } : {}),
  });

  beforeAll(async () => {
    t = await makeTestApp();
    c = await makeDepositClinic(t.handle.db);
    staff = await staffHeaders(t.app, c.receptionist.email, c.clinic.id);
  });
  afterAll(() => t.close());

  it('should refund in full, with a refund row and a mail, when the client cancels before the cutoff', async () => {
    const b = await paidBooking();
    const res = await manage(b.token, 'cancel', { reason: 'Plans changed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 6, deposit: { id: b.id, status: 'refunded', refunded_amount_minor: 4000 } });
    const rows = await chargesOf(b.id);
    expect(rows.map((r) => `${r.kind}:${r.status}:${r.amountMinor}`).sort()).toEqual(['charge:succeeded:4000', 'refund:succeeded:4000']);
    expect(rows.find((r) => r.kind === 'refund')!.reason).toBe('client_cancel');
    const subjects = (await mailsTo(b.email)).map((m) => m.subject ?? '');
    expect(subjects.some((s) => /refunded/.test(s))).toBe(true);
    expect(subjects.some((s) => /cancelled/.test(s))).toBe(true);
    // Rows are never deleted.
    await expect(t.handle.db.delete(paymentCharges).where(eq(paymentCharges.depositId, b.id))).rejects.toThrow();
    await expect(t.handle.db.delete(paymentDeposits).where(eq(paymentDeposits.id, b.id))).rejects.toThrow();
  });

  it('should keep the deposit after the cutoff, and let staff refund it by hand (partly, then the rest)', async () => {
    const b = await paidBooking();
    await t.handle.db.update(clinics).set({ cancelCutoffHours: 24 * 30 }).where(eq(clinics.id, c.clinic.id));
    try {
      const late = await manage(b.token, 'cancel', {});
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('cutoff_passed');
    } finally {
      await t.handle.db.update(clinics).set({ cancelCutoffHours: 24 }).where(eq(clinics.id, c.clinic.id));
    }
    expect((await chargesOf(b.id)).filter((r) => r.kind === 'refund')).toHaveLength(0);
    expect((await manage(b.token)).json().data.deposit).toMatchObject({ status: 'paid', refunded_amount_minor: 0 });

    const refund = (payload: Record<string, unknown>, headers = staff) => t.app.inject({ method: 'POST', url: `/api/v1/payment-deposits/${b.id}/refund`, headers, payload });
    expect((await refund({ amount: 15 }, {})).statusCode).toBe(401);
    const part = await refund({ amount: 15, reason: 'Goodwill' });
    expect(part.statusCode).toBe(200);
    expect(part.json().data).toMatchObject({ status: 'paid', refunded_amount_minor: 1500 });
    expect((await refund({ amount: 100 })).statusCode).toBe(409);
    const rest = await refund({});
    expect(rest.json().data).toMatchObject({ status: 'refunded', refunded_amount_minor: 4000 });
    expect(rest.json().data.charges.filter((x: { kind: string }) => x.kind === 'refund').map((x: { amount_minor: number }) => x.amount_minor)).toEqual([1500, 2500]);
    expect((await refund({})).statusCode).toBe(409);
    expect((await refund({ amount: -3 })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/payment-deposits/nope/refund', headers: staff, payload: {} })).statusCode).toBe(404);
    // Another clinic's staff cannot see or refund it.
    const other = await makeDepositClinic(t.handle.db);
    const otherStaff = await staffHeaders(t.app, other.receptionist.email, other.clinic.id);
    expect((await refund({}, otherStaff)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/payment-deposits/${b.id}`, headers: otherStaff })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/payment-deposits/${b.id}`, headers: staff })).json().data.charges).toHaveLength(3);
  });

  it('should refuse a manual refund to a role without payments.refund, the built-in Vet included', async () => {
    const b = await paidBooking();
    const vet = await makeStaff(t.handle.db, c.group.id, [{ clinicId: c.clinic.id, roleId: c.group.roleId('vet') }]);
    const vetHeaders = await staffHeaders(t.app, vet.email, c.clinic.id);
    const byVet = await t.app.inject({ method: 'POST', url: `/api/v1/payment-deposits/${b.id}/refund`, headers: vetHeaders, payload: {} });
    expect(byVet.statusCode).toBe(403);
    expect((await chargesOf(b.id)).filter((r) => r.kind === 'refund')).toHaveLength(0);
    // The receptionist makes sales and holds payments.refund.
    const byDesk = await t.app.inject({ method: 'POST', url: `/api/v1/payment-deposits/${b.id}/refund`, headers: staff, payload: {} });
    expect(byDesk.statusCode).toBe(200);
  });

  it('should refund when the clinic declines or cancels, and show the deposit on staff views', async () => {
    const b = await paidBooking();
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/appointments/requests', headers: staff });
    const row = list.json().data.find((a: { id: number }) => a.id === b.appointmentId);
    expect(row.deposit).toMatchObject({ id: b.id, status: 'paid', amount_minor: 4000, currency: 'RON' });
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/appointments/${b.appointmentId}/cancel`, headers: staff, payload: { reason: 'Surgeon away' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.deposit).toMatchObject({ status: 'refunded', refunded_amount_minor: 4000 });
  });

  it('should cancel an unpaid deposit when its held appointment is cancelled', async () => {
    const body = depositBookingBody(c, nextSlot());
    const d = (await bookWithDeposit(t.app, body)).json().data;
    const token = d.manage_url.split('/appointment/')[1];
    expect((await manage(token, 'cancel', {})).json().data.deposit.status).toBe('cancelled');
    expect((await pay(t.app, d.id)).statusCode).toBe(409);
  });

  it('should mail a payment link for a deposit the clinic asks for, and confirm when it is paid', async () => {
    const start = nextSlot();
    nextSlot(); // two pets take the services twice, back to back: the next half hour too
    const create = (over: Record<string, unknown>) => t.app.inject({
      method: 'POST', url: '/api/v1/appointments', headers: staff,
      payload: { client_id: c.client.id, pet_ids: [c.rex.id, c.mia.id], service_package_ids: [c.surgery.packageId], vet_id: c.vets[1].id, datetime_start_utc: start, status: 1, ...over },
    });
    const refused = await create({ status: 5, require_deposit: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.require_deposit).toHaveLength(1);
    const res = await create({ require_deposit: true });
    expect(res.statusCode).toBe(201);
    const appt = res.json().data;
    expect(appt.deposit).toMatchObject({ status: 'due', amount_minor: 8000, currency: 'RON' });
    const link = (await mailsTo(c.client.email!)).map((m) => m.links).flat().find((l) => l.url.includes('/payment-deposits/'));
    expect(link!.url).toBe(`http://localhost:3000/book/${c.clinic.slug}/payment-deposits/${appt.deposit.id}`);
    const page = (await t.app.inject({ method: 'GET', url: `/api/v1/public/payment-deposits/${appt.deposit.id}` })).json().data;
    expect(page).toMatchObject({ purpose: 'clinic_request', status: 'due', amount: 80, appointment: { status: 1, pets: [{}, {}] } });
    expect(page.client_secret).not.toBeNull();
    const paid = (await pay(t.app, appt.deposit.id)).json().data;
    expect(paid).toMatchObject({ status: 'paid', appointment: { status: 5 }, manage_url: null });
    const confirm = (await mailsTo(c.client.email!)).at(-1)!;
    expect(confirm.links[0].url).toContain('/appointment/');
    // An explicit amount (major units) overrides the services' deposits.
    const custom = await t.app.inject({
      method: 'POST', url: '/api/v1/appointments', headers: staff,
      payload: { client_id: c.client.id, pet_ids: [c.rex.id], service_package_ids: [c.consult.packageId], vet_id: c.vets[1].id, datetime_start_utc: nextSlot(), status: 1, require_deposit: true, deposit_amount: 25.5 },
    });
    expect(custom.json().data.deposit.amount_minor).toBe(2550);
  });

  it('should ask for the deposit difference when a reschedule needs more, hold the new time, and move it once paid', async () => {
    const b = await paidBooking();
    await setAppointmentStatus(t.handle.db, b.appointmentId, 3); // the clinic proposed another time: the client may reschedule
    const newStart = nextSlot();
    const input = { datetime_start_utc: newStart, vet_id: c.vets[1].id, service_package_ids: [c.bigSurgery.packageId] };
    const plain = await manage(b.token, 'reschedule', input);
    expect(plain.statusCode).toBe(409);
    expect(plain.json().code).toBe('deposit_required');
    const same = await manage(b.token, 'reschedule/payment-deposits', { ...input, service_package_ids: [c.surgery.packageId] });
    expect(same.statusCode).toBe(422);
    const res = await manage(b.token, 'reschedule/payment-deposits', input);
    expect(res.statusCode).toBe(201);
    const d = res.json().data;
    expect(d).toMatchObject({ purpose: 'reschedule', status: 'due', amount_minor: 5000, appointment: { id: b.appointmentId, datetime_start_utc: new Date(newStart).toISOString(), vet: { id: c.vets[1].id } } });
    // The new time is held: nobody else gets it.
    const taken = await bookWithDeposit(t.app, depositBookingBody(c, newStart, { vet_id: c.vets[1].id }));
    expect(taken.statusCode).toBe(409);
    // Until paid, the appointment keeps its old time.
    const [before] = await t.handle.db.select().from(appointments).where(eq(appointments.id, b.appointmentId));
    expect(before.startsAt.toISOString()).not.toBe(new Date(newStart).toISOString());
    const paid = (await pay(t.app, d.id)).json().data;
    expect(paid.status).toBe('paid');
    const [after] = await t.handle.db.select().from(appointments).where(eq(appointments.id, b.appointmentId));
    expect(after).toMatchObject({ vetId: c.vets[1].id, status: 4 });
    expect(after.startsAt.toISOString()).toBe(new Date(newStart).toISOString());
    const services = await t.handle.db.select().from(appointmentServices).where(eq(appointmentServices.appointmentId, b.appointmentId));
    expect(services.map((s) => s.servicePackageId)).toEqual([c.bigSurgery.packageId]);
    expect((await mailsTo(b.email)).at(-1)!.subject).toMatch(/waiting|moved/);
    // No hold rows are left behind.
    const holds = await t.handle.db.select().from(appointments).where(eq(appointments.startsAt, new Date(newStart)));
    expect(holds).toHaveLength(1);
  });
});
