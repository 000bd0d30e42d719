import { clinicPreferences, serviceCategories, servicePackages, serviceVets, services, type Db } from '@vetclinic/db';
import { DateTime } from 'luxon';
import type { FastifyInstance } from 'fastify';
import { guest, makeBookableClinic } from './booking-factories';
import { makeDeskClinic } from './appointments-factories';

/** A test clock for the payments module: real time plus an offset tests move forward. */
export function testClock() {
  let offset = 0;
  return { now: () => Date.now() + offset, advanceMinutes: (m: number) => { offset += m * 60_000; } };
}

/** A deposit service (deposit 40.00 per pet, 'RON') added to a bookable clinic. */
export async function addDepositService(db: Db, c: Awaited<ReturnType<typeof makeBookableClinic>>, depositMinor = 4000, name = 'Pre-surgery consultation') {
  const [cat] = await db.insert(serviceCategories).values({ clinicId: c.clinic.id, name: `Surgery ${name}` }).returning();
  const [s] = await db.insert(services).values({ clinicId: c.clinic.id, categoryId: cat.id, name, duration: 30, color: '#aa3366', priceMinor: 20000, depositMinor }).returning();
  const [p] = await db.insert(servicePackages).values({ clinicId: c.clinic.id, serviceId: s.id, name, priceMinor: 20000 }).returning();
  await db.insert(serviceVets).values(c.vets.map((v) => ({ serviceId: s.id, vetId: v.id })));
  return { service: s, packageId: p.id };
}

export async function makeDepositClinic(db: Db, over: Parameters<typeof makeBookableClinic>[1] = {}) {
  const c = await makeDeskClinic(db, over);
  await db.insert(clinicPreferences).values({ clinicId: c.clinic.id, currency: 'RON', currencyFirst: 0 })
    .onConflictDoUpdate({ target: clinicPreferences.clinicId, set: { currency: 'RON', currencyFirst: 0 } });
  const surgery = await addDepositService(db, c);
  const bigSurgery = await addDepositService(db, c, 9000, 'Major surgery consultation');
  return { ...c, surgery, bigSurgery };
}
export type DepositClinic = Awaited<ReturnType<typeof makeDepositClinic>>;

let slot = 0;
/** A distinct future start time (clinic open 08:00–20:00 Bucharest every day), five days ahead by default. */
export function nextSlot(daysAhead = 5) {
  const i = slot++;
  return DateTime.now().setZone('Europe/Bucharest').plus({ days: daysAhead + Math.floor(i / 20) }).set({ hour: 8 + Math.floor((i % 20) / 2), minute: (i % 2) * 30, second: 0, millisecond: 0 }).toUTC().toISO()!;
}

let ip = 0;
export const nextIp = () => `10.9.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

export function depositBookingBody(c: DepositClinic, start: string, over: Record<string, unknown> = {}) {
  return {
    clinic_id: c.clinic.id, datetime_start_utc: start, vet_id: c.vets[0].id, service_package_ids: [c.surgery.packageId],
    pets: [{ nickname: 'Rex', species_id: c.dog.id, gender: 'male' }], ...guest(), ...over,
  };
}

export async function bookWithDeposit(app: FastifyInstance, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/v1/for-pet-parents/appointments/payment-deposits', remoteAddress: nextIp(), headers, payload: body });
}

export const CARD_OK = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' };
export const CARD_DECLINED = { ...CARD_OK, card_number: '4000 0000 0000 0002' };
export const CARD_NO_FUNDS = { ...CARD_OK, card_number: '4000 0000 0000 9995' };

export async function pay(app: FastifyInstance, id: string, card: Record<string, unknown> = CARD_OK) {
  return app.inject({ method: 'POST', url: `/api/v1/public/payment-deposits/${id}/pay`, remoteAddress: nextIp(), payload: card });
}
