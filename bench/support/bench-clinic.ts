import { DateTime } from 'luxon';
import {
  appointments, clinicGroups, clinicMemberships, clinicPreferences, clinicScheduleIntervals, clinics, roles, serviceCategories,
  servicePackages, serviceVets, services, staffUsers, vetWorkingHours, type Db,
} from '@vetclinic/db';
import { BUILT_IN_ROLE_PERMISSIONS } from '@vetclinic/domain';

/** Deterministic PRNG so every run measures the same data. */
export function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A clinic of `vets` vets open Mon–Sat 08:00–20:00 with `count` appointments over `days` days. */
export async function seedBenchClinic(db: Db, opts: { vets: number; count: number; days: number; slug: string }) {
  const rand = mulberry32(7);
  const zone = 'Europe/Bucharest';
  const [group] = await db.insert(clinicGroups).values({ name: `Bench ${opts.slug}` }).returning();
  const [role] = await db.insert(roles).values({ groupId: group.id, name: 'Vet', builtIn: 'vet', permissions: [...BUILT_IN_ROLE_PERMISSIONS.vet] }).returning();
  const [clinic] = await db.insert(clinics).values({ groupId: group.id, name: 'Bench clinic', slug: opts.slug, timezone: zone, minNoticeMinutes: 0, bookingHorizonDays: 365 }).returning();
  await db.insert(clinicPreferences).values({ clinicId: clinic.id });
  await db.insert(clinicScheduleIntervals).values([1, 2, 3, 4, 5, 6].map((day) => ({ clinicId: clinic.id, day, startTime: '08:00', endTime: '20:00' })));
  const vetRows = await db.insert(staffUsers).values(Array.from({ length: opts.vets }, (_, i) => ({
    groupId: group.id, email: `vet${i}.${opts.slug}@bench.test`, firstName: 'Vet', lastName: `No${i}`, isVet: true,
  }))).returning();
  await db.insert(clinicMemberships).values(vetRows.map((v) => ({ clinicId: clinic.id, userId: v.id, roleId: role.id })));
  await db.insert(vetWorkingHours).values(vetRows.flatMap((v, i) => [1, 2, 3, 4, 5, 6].flatMap((day) => (i % 3 === 0
    ? [{ clinicId: clinic.id, vetId: v.id, day, startTime: '08:00', endTime: '12:30' }, { clinicId: clinic.id, vetId: v.id, day, startTime: '13:30', endTime: '20:00' }]
    : [{ clinicId: clinic.id, vetId: v.id, day, startTime: i % 2 ? '08:00' : '11:00', endTime: i % 2 ? '16:00' : '20:00' }]))));
  const [cat] = await db.insert(serviceCategories).values({ clinicId: clinic.id, name: 'Consultations' }).returning();
  const [service] = await db.insert(services).values({ clinicId: clinic.id, categoryId: cat.id, name: 'Consultation', duration: 30, color: '#3366aa' }).returning();
  const [pkg] = await db.insert(servicePackages).values({ clinicId: clinic.id, serviceId: service.id, name: 'Consultation' }).returning();
  await db.insert(serviceVets).values(vetRows.map((v) => ({ serviceId: service.id, vetId: v.id })));

  const start = DateTime.now().setZone(zone).plus({ days: 1 }).startOf('day');
  const taken = new Map<number, { s: number; e: number }[]>();
  const rows: (typeof appointments.$inferInsert)[] = [];
  let guard = 0;
  while (rows.length < opts.count && guard++ < opts.count * 20) {
    const vet = vetRows[Math.floor(rand() * vetRows.length)];
    const day = start.plus({ days: Math.floor(rand() * opts.days) });
    if (day.weekday === 7) continue;
    const s = day.set({ hour: 8 + Math.floor(rand() * 11), minute: [0, 15, 30, 45][Math.floor(rand() * 4)] });
    const e = s.plus({ minutes: [15, 30, 45][Math.floor(rand() * 3)] });
    const list = taken.get(vet.id) ?? [];
    if (list.some((x) => x.s < e.toMillis() && s.toMillis() < x.e)) continue;
    list.push({ s: s.toMillis(), e: e.toMillis() });
    taken.set(vet.id, list);
    rows.push({ clinicId: clinic.id, vetId: vet.id, status: 5, startsAt: s.toJSDate(), endsAt: e.toJSDate() });
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(appointments).values(rows.slice(i, i + 1000));
  return { clinic, packageId: pkg.id, start: start.toISODate()!, end: start.plus({ days: opts.days - 1 }).toISODate()!, appointments: rows.length };
}
