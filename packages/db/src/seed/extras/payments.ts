import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { appointmentPets, appointmentServices, appointments, clinicPreferences, clinics, paymentCharges, paymentDeposits, servicePackages, services, simPspIntents } from '../../schema/index';
import type { ExtrasSeeder } from './index';

// Demo payment deposits (issue #5): in every clinic that asks a deposit for a service, one upcoming
// online booking with its deposit paid by card, so staff views and the manage page show a deposit.
// The simulated provider's own books get the matching intent, so a demo refund really goes through.

const iso = (display: string, country: string) => (/^[A-Za-z]{3}$/.test(display.trim()) ? display.trim().toUpperCase() : display.trim() === '$' ? (country === 'ca' ? 'CAD' : 'USD') : 'EUR');

export const seedPaymentDeposits: ExtrasSeeder = async (tx, { groupId, now }) => {
  const clinicRows = await tx.select({ c: clinics, p: clinicPreferences }).from(clinics).leftJoin(clinicPreferences, eq(clinicPreferences.clinicId, clinics.id))
    .where(eq(clinics.groupId, groupId)).orderBy(asc(clinics.id));
  let n = 0;
  for (const { c, p } of clinicRows) {
    const [depositService] = await tx.select().from(services).where(and(eq(services.clinicId, c.id), gt(services.depositMinor, 0))).orderBy(asc(services.id)).limit(1);
    if (!depositService) continue;
    // Prefer a booking of the deposit service itself; else any upcoming online booking.
    const withService = await tx.select({ a: appointments }).from(appointments)
      .innerJoin(appointmentServices, eq(appointmentServices.appointmentId, appointments.id))
      .innerJoin(servicePackages, eq(servicePackages.id, appointmentServices.servicePackageId))
      .where(and(eq(appointments.clinicId, c.id), eq(servicePackages.serviceId, depositService.id), gt(appointments.startsAt, now), inArray(appointments.status, [2, 5])))
      .orderBy(asc(appointments.startsAt)).limit(1);
    const fallback = withService.length ? [] : await tx.select({ a: appointments }).from(appointments)
      .where(and(eq(appointments.clinicId, c.id), eq(appointments.source, 'online'), gt(appointments.startsAt, now), inArray(appointments.status, [2, 5])))
      .orderBy(asc(appointments.startsAt)).limit(1);
    const appt = (withService[0] ?? fallback[0])?.a;
    if (!appt) continue;
    const [{ pets }] = await tx.select({ pets: sql<number>`count(*)::int` }).from(appointmentPets).where(eq(appointmentPets.appointmentId, appt.id));
    const amount = depositService.depositMinor * Math.max(1, pets);
    const currency = iso(p?.currency ?? '$', c.countryIsoCode);
    const paidAt = new Date(Math.min(appt.createdAt.getTime() + 5 * 60_000, now.getTime()));
    const intentId = `sim_pi_demo_${groupId}_${++n}`;
    await tx.insert(simPspIntents).values({
      id: intentId, idempotencyKey: `demo-${intentId}`, amountMinor: amount, currency, status: 'succeeded', clientSecret: `${intentId}_secret_demo`,
      latestCharge: `sim_ch_demo_${groupId}_${n}`, cardLast4: '4242', cardBrand: 'visa', metadata: { appointment_id: String(appt.id) },
    });
    const [dep] = await tx.insert(paymentDeposits).values({
      clinicId: c.id, appointmentId: appt.id, clientId: appt.clientId, purpose: 'booking', status: 'paid', amountMinor: amount, currency,
      provider: 'simulated', providerRef: intentId, expiresAt: new Date(paidAt.getTime() + 10 * 60_000), paidAt, attempts: 1, language: appt.language,
      createdAt: appt.createdAt, updatedAt: paidAt,
    }).returning();
    await tx.insert(paymentCharges).values({
      depositId: dep.id, kind: 'charge', status: 'succeeded', amountMinor: amount, currency, providerRef: `sim_ch_demo_${groupId}_${n}`,
      idempotencyKey: `deposit-${dep.id}-attempt-1`, cardLast4: '4242', cardBrand: 'visa', createdAt: paidAt, updatedAt: paidAt,
    });
  }
};
