import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Tx } from '../../client';
import { anesthesiaMeasurements, anesthesiaSessions, appointmentPets, appointments, clinicMemberships, clinics, pets, recordTemplates, records, species, staffUsers, vitals } from '../../schema/index';
import type { Rng } from '../prng';
import type { ExtrasSeeder } from './index';

// Demo vitals (issue #14): every demo pet gets a series over the last two years — weight following the pet's
// age (growth while young, small drifts as an adult, ending at its current weight), temperature, heart and
// breathing rates around its species' normal values with the odd flagged reading — and one dog of the demo
// group gets an anesthesia session with readings every five minutes. Records are seeded by the records area:
// the series is written without a record (record_id null) unless record ids are given (see seedPetVitals).

type Key = 'dog' | 'cat' | 'rabbit' | 'ferret' | 'guinea_pig' | 'bird' | 'reptile';
/** Centre and spread of resting values by species: temperature °C, heart rate, respiratory rate; months to adult weight. */
const PROFILE: Record<Key, { temp: [number, number] | null; hr: [number, number]; rr: [number, number]; adultMonths: number; bp: boolean }> = {
  dog: { temp: [38.6, 0.35], hr: [100, 20], rr: [20, 5], adultMonths: 12, bp: true },
  cat: { temp: [38.5, 0.3], hr: [180, 18], rr: [28, 5], adultMonths: 12, bp: true },
  rabbit: { temp: [39.2, 0.3], hr: [230, 25], rr: [45, 8], adultMonths: 6, bp: false },
  ferret: { temp: [38.9, 0.3], hr: [210, 20], rr: [35, 4], adultMonths: 6, bp: false },
  guinea_pig: { temp: [38.4, 0.3], hr: [290, 30], rr: [70, 12], adultMonths: 5, bp: false },
  bird: { temp: [41.0, 0.5], hr: [250, 40], rr: [35, 8], adultMonths: 4, bp: false },
  reptile: { temp: null, hr: [40, 10], rr: [12, 4], adultMonths: 24, bp: false },
};
const KEY_OF: Record<string, Key> = { Dog: 'dog', Cat: 'cat', Rabbit: 'rabbit', Ferret: 'ferret', 'Guinea pig': 'guinea_pig', Bird: 'bird', Reptile: 'reptile' };

export interface PetVitalsInput {
  groupId: number;
  clinicId: number;
  timezone: string;
  petId: number;
  species: string | null;
  weightGrams: number | null;
  birthday: string | null;
  now: Date;
  rand: Rng;
  createdBy?: number | null;
}

const around = (rand: Rng, [centre, spread]: [number, number]) => centre + (rand.next() * 2 - 1) * spread;

/**
 * The vitals rows of one pet over two years before `now`, oldest first: about one visit a quarter, with
 * record_id null, and with `recordIds` (records already written for the pet, each with its date) a reading
 * at each of those visits attached to its record. Deterministic for the same `rand` state.
 */
export function planPetVitals(p: PetVitalsInput, recordIds?: { id: number; recordedAt: Date }[]): (typeof vitals.$inferInsert)[] {
  const profile = PROFILE[KEY_OF[p.species ?? ''] ?? 'dog'];
  const end = DateTime.fromJSDate(p.now).setZone(p.timezone);
  // About one visit a quarter; a record's visit takes the place of the quarterly one nearest to it (within
  // 45 days) so the curve keeps its rhythm and every record shows the vitals of its visit.
  const visits: { at: DateTime; recordId: number | null }[] = [];
  let day = end.minus({ months: 24 }).plus({ days: p.rand.int(0, 60) });
  while (day < end.minus({ days: 3 })) {
    visits.push({ at: day.set({ hour: p.rand.int(9, 17), minute: p.rand.pick([0, 15, 30, 45]), second: 0, millisecond: 0 }), recordId: null });
    day = day.plus({ days: p.rand.int(60, 130) });
  }
  for (const r of (recordIds ?? []).filter((x) => x.recordedAt < p.now)) { // a visit later today has no vitals yet
    const at = DateTime.fromJSDate(r.recordedAt).setZone(p.timezone);
    const near = visits.filter((v) => v.recordId === null && Math.abs(v.at.diff(at, 'days').days) <= 45)
      .sort((a, b) => Math.abs(a.at.diff(at).toMillis()) - Math.abs(b.at.diff(at).toMillis()))[0];
    if (near) visits.splice(visits.indexOf(near), 1);
    visits.push({ at, recordId: r.id });
  }
  const born = p.birthday ? DateTime.fromISO(p.birthday, { zone: p.timezone }) : null;
  const adult = p.weightGrams ?? 5000;
  // Adults drift a few percent around a slow trend that ends at today's weight.
  const trend = (p.rand.next() * 2 - 1) * 0.08;
  return visits.sort((a, b) => a.at.toMillis() - b.at.toMillis()).map(({ at, recordId }, i, all) => {
    const fromEnd = all.length > 1 ? (all.length - 1 - i) / (all.length - 1) : 0;
    const ageMonths = born ? at.diff(born, 'months').months : 120;
    const growth = ageMonths < profile.adultMonths ? 0.2 + 0.8 * Math.max(0, ageMonths) / profile.adultMonths : 1;
    const grams = Math.max(5, Math.round(adult * growth * (1 - trend * fromEnd) * (1 + (p.rand.next() - 0.5) * 0.03)));
    // The latest adult weighing is the pet's recorded weight, so the profile and the chart agree.
    const weight = i === all.length - 1 && growth === 1 ? adult : grams;
    const odd = p.rand.chance(0.1);
    const temp = profile.temp ? Math.round((around(p.rand, profile.temp) + (odd ? 1.3 : 0)) * 10) : null;
    const hr = Math.round(around(p.rand, profile.hr) * (odd && p.rand.chance(0.5) ? 1.5 : 1));
    const withBp = profile.bp && ageMonths > 84 && p.rand.chance(0.6);
    const systolic = withBp ? p.rand.int(115, odd ? 185 : 155) : null;
    return {
      groupId: p.groupId, clinicId: p.clinicId, petId: p.petId, recordId, measuredAt: at.toJSDate(), createdBy: p.createdBy ?? null, createdAt: at.toJSDate(), updatedAt: at.toJSDate(),
      weightGrams: weight, temperatureDc: temp, heartRate: hr, respiratoryRate: Math.round(around(p.rand, profile.rr)),
      crtDs: p.rand.int(10, odd ? 30 : 20), mucousMembranes: odd && p.rand.chance(0.3) ? 'pale' : 'pink', painScore: odd ? p.rand.int(3, 6) : p.rand.int(0, 2),
      bcs: p.rand.int(4, 6), bcsScale: 9,
      bpSystolic: systolic, bpDiastolic: systolic ? systolic - p.rand.int(40, 60) : null, bpMean: systolic ? systolic - p.rand.int(20, 30) : null, bpMethod: systolic ? 'doppler' : null,
    };
  });
}

/** Writes one pet's series (see planPetVitals) and keeps pets.weight_grams on its latest weighing: the wiring point for demo records. */
export async function seedPetVitals(tx: Tx, p: PetVitalsInput, recordIds?: { id: number; recordedAt: Date }[]) {
  const rows = planPetVitals(p, recordIds);
  if (!rows.length) return [];
  const inserted = await tx.insert(vitals).values(rows).returning({ id: vitals.id });
  const last = rows.at(-1)!;
  if (last.weightGrams) await tx.update(pets).set({ weightGrams: last.weightGrams }).where(eq(pets.id, p.petId));
  return inserted;
}

/**
 * One anesthesia session (a spay under isoflurane, readings every five minutes for an hour) on `recordId`,
 * or on a completed surgery record created for it when the demo has no record yet.
 */
export async function seedAnesthesiaDemo(tx: Tx, v: { groupId: number; clinicId: number; timezone: string; petId: number; vetId: number | null; now: Date; rand: Rng; recordId?: number }) {
  // On the pet's open record when the records seeder gave it one (the morning of that visit), else on a
  // completed surgery record of its own twenty days ago.
  const [open] = v.recordId ? [] : await tx.select({ id: records.id, recordedAt: records.recordedAt }).from(records)
    .where(and(eq(records.petId, v.petId), eq(records.clinicId, v.clinicId), eq(records.status, 'in_progress'), isNull(records.closedAt))).orderBy(desc(records.recordedAt)).limit(1);
  const day = open ? DateTime.fromJSDate(open.recordedAt).setZone(v.timezone) : DateTime.fromJSDate(v.now).setZone(v.timezone).minus({ days: 20 });
  const start = day.set({ hour: 9, minute: 30, second: 0, millisecond: 0 });
  // Written with the clinic's surgery template when it has one (the records seeder copies it in first).
  const [surgery] = await tx.select({ id: recordTemplates.id, sections: recordTemplates.sections }).from(recordTemplates)
    .where(and(eq(recordTemplates.clinicId, v.clinicId), eq(recordTemplates.repoKey, 'surgery'))).limit(1);
  const recordId = v.recordId ?? open?.id ?? (await tx.insert(records).values({
    groupId: v.groupId, clinicId: v.clinicId, petId: v.petId, vetId: v.vetId, templateId: surgery?.id ?? null, templateSnapshot: surgery?.sections ?? [], title: 'Spay (ovariohysterectomy)',
    status: 'completed', recordedAt: start.toJSDate(), createdBy: v.vetId, createdAt: start.toJSDate(), updatedAt: start.toJSDate(),
  }).returning({ id: records.id }))[0].id;
  const at = (min: number) => start.plus({ minutes: min }).toJSDate();
  const [session] = await tx.insert(anesthesiaSessions).values({
    clinicId: v.clinicId, petId: v.petId, recordId, asaClass: 'I', asaEmergency: false, startedAt: at(0), endedAt: at(70), createdBy: v.vetId,
    notes: 'Uneventful anesthesia. Recovered sternal at 10:50, extubated at 10:45.', createdAt: at(0), updatedAt: at(70),
    drugs: [
      { phase: 'premedication', name: 'Methadone', dose: 0.3, unit: 'mg/kg', route: 'IM', given_at: at(-20).toISOString() },
      { phase: 'premedication', name: 'Dexmedetomidine', dose: 5, unit: 'µg/kg', route: 'IM', given_at: at(-20).toISOString() },
      { phase: 'induction', name: 'Propofol', dose: 3, unit: 'mg/kg', route: 'IV', given_at: at(0).toISOString() },
      { phase: 'maintenance', name: 'Isoflurane', dose: 1.8, unit: '%', route: 'inhaled', given_at: at(5).toISOString() },
    ],
  }).returning({ id: anesthesiaSessions.id });
  const rows = Array.from({ length: 13 }, (_, i) => {
    const depth = i === 0 ? 0 : i > 10 ? -1 : 1;
    return {
      sessionId: session.id, recordId, measuredAt: at(5 + i * 5), createdBy: v.vetId, createdAt: at(5 + i * 5),
      heartRate: 95 - depth * 10 + v.rand.int(-6, 6), respiratoryRate: 12 + v.rand.int(-3, 3), spo2: v.rand.int(96, 99), etco2: v.rand.int(36, 45),
      temperatureDc: 380 - i * 3 + v.rand.int(-1, 1), bpSystolic: 105 + v.rand.int(-10, 12), bpDiastolic: 55 + v.rand.int(-6, 6), bpMean: 72 + v.rand.int(-6, 6),
      anestheticPctX10: i > 10 ? 0 : i < 2 ? 22 : 18,
    };
  });
  await tx.insert(anesthesiaMeasurements).values(rows);
  return { recordId, sessionId: session.id };
}

export const seedVitals: ExtrasSeeder = async (tx, { groupId, now, rand }) => {
  const clinicRows = await tx.select({ id: clinics.id, timezone: clinics.timezone }).from(clinics).where(eq(clinics.groupId, groupId)).orderBy(asc(clinics.id));
  if (!clinicRows.length) return;
  const petRows = await tx.select({ id: pets.id, weight: pets.weightGrams, birthday: pets.birthday, species: species.name })
    .from(pets).leftJoin(species, eq(species.id, pets.speciesId)).where(eq(pets.groupId, groupId)).orderBy(asc(pets.id));
  // Each pet is weighed where it is seen: the clinic of its first appointment, else the group's first clinic.
  const seenAt = new Map<number, number>();
  if (petRows.length) {
    const links = await tx.select({ petId: appointmentPets.petId, clinicId: sql<number>`min(${appointments.clinicId})` })
      .from(appointmentPets).innerJoin(appointments, eq(appointments.id, appointmentPets.appointmentId))
      .where(inArray(appointmentPets.petId, petRows.map((p) => p.id))).groupBy(appointmentPets.petId);
    for (const l of links) seenAt.set(l.petId, Number(l.clinicId));
  }
  const vetsOf = new Map<number, number[]>();
  for (const c of clinicRows) {
    const vets = await tx.select({ id: staffUsers.id }).from(clinicMemberships).innerJoin(staffUsers, eq(staffUsers.id, clinicMemberships.userId))
      .where(and(eq(clinicMemberships.clinicId, c.id), eq(staffUsers.isVet, true))).orderBy(asc(staffUsers.id));
    vetsOf.set(c.id, vets.map((x) => x.id));
  }
  // The pets' demo records (open while the seed runs: see openDemoRecordsForSeeding), at the pet's clinic.
  const recRows = await tx.select({ id: records.id, petId: records.petId, clinicId: records.clinicId, recordedAt: records.recordedAt }).from(records)
    .where(and(eq(records.groupId, groupId), isNull(records.deletedAt))).orderBy(asc(records.recordedAt), asc(records.id));
  const rows: (typeof vitals.$inferInsert)[] = [];
  const latest = new Map<number, number>();
  for (const pet of petRows) {
    const clinic = clinicRows.find((c) => c.id === seenAt.get(pet.id)) ?? clinicRows[0];
    const vets = vetsOf.get(clinic.id) ?? [];
    const planned = planPetVitals({
      groupId, clinicId: clinic.id, timezone: clinic.timezone, petId: pet.id, species: pet.species, weightGrams: pet.weight, birthday: pet.birthday, now, rand,
      createdBy: vets.length ? rand.pick(vets) : null,
    }, recRows.filter((r) => r.petId === pet.id && r.clinicId === clinic.id));
    rows.push(...planned);
    const w = planned.at(-1)?.weightGrams;
    if (w) latest.set(pet.id, w);
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(vitals).values(rows.slice(i, i + 500));
  for (const [petId, grams] of latest) {
    const pet = petRows.find((p) => p.id === petId)!;
    if (pet.weight !== grams) await tx.update(pets).set({ weightGrams: grams }).where(eq(pets.id, petId));
  }

  // The anesthesia demo: the group's first dog seen at its first clinic.
  const dog = petRows.find((p) => p.species === 'Dog' && (seenAt.get(p.id) ?? clinicRows[0].id) === clinicRows[0].id);
  if (dog) {
    await seedAnesthesiaDemo(tx, { groupId, clinicId: clinicRows[0].id, timezone: clinicRows[0].timezone, petId: dog.id, vetId: vetsOf.get(clinicRows[0].id)?.[0] ?? null, now, rand });
  }
};
