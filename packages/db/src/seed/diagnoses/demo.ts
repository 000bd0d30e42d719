import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { DbOrTx } from '../../client';
import {
  appointmentPets, appointments, clinicMemberships, clinics, diagnoses, petProblems, pets, prescriptions, recordDiagnoses, records, species, staffUsers,
} from '../../schema/index';
import { mulberry32, type Rng } from '../prng';
import { copyDiagnosisCatalogue } from './index';

// Demo problems, record diagnoses and prescriptions: every demo pet gets at least one diagnosis on its
// problem list and at least one prescription (the latest active), chosen by species from the clinic's
// catalogue copy, deterministically for a given random source.

/** Demo species names → catalogue species hints. */
const HINT: Record<string, string> = { Dog: 'dog', Cat: 'cat', Rabbit: 'rabbit', Bird: 'bird', Reptile: 'reptile', Ferret: 'ferret', 'Guinea pig': 'rodent' };

/** Common problems per species hint, by catalogue name (the first list is used for unknown species). */
const PROBLEMS: Record<string, string[]> = {
  dog: ['Otitis externa', 'Atopic dermatitis', 'Osteoarthritis', 'Periodontal disease', 'Acute gastroenteritis', 'Obesity', 'Flea allergy dermatitis', 'Medial patellar luxation', 'Lipoma', 'Chronic bronchitis'],
  cat: ['Chronic kidney disease', 'Periodontal disease', 'Hyperthyroidism', 'Feline idiopathic cystitis', 'Overweight', 'Feline upper respiratory tract disease', 'Tooth resorption', 'Degenerative joint disease'],
  rabbit: ['Dental overgrowth (malocclusion of cheek teeth)', 'Gastrointestinal stasis', 'Pododermatitis (sore hocks)'],
  bird: ['Feather-destructive behaviour', 'Overweight'],
  reptile: ['Metabolic bone disease', 'Dysecdysis (retained shed)'],
  ferret: ['Adrenal disease', 'Periodontal disease'],
  rodent: ['Scurvy (vitamin C deficiency)', 'Respiratory infection (rodent)'],
};

interface RxPreset { drug: string; strength: string | null; dose: string; unit: string; route: string; frequency: string; durationDays: number | null; quantity: string | null; instructions: string }
const RX: Record<string, RxPreset[]> = {
  dog: [
    { drug: 'Meloxicam oral suspension', strength: '1.5 mg/ml', dose: '0.1', unit: 'mg/kg', route: 'oral', frequency: 'once daily with food', durationDays: 14, quantity: '32 ml', instructions: 'Give with food. Stop and call us if vomiting or black stools.' },
    { drug: 'Amoxicillin/clavulanic acid', strength: '250 mg', dose: '1', unit: 'tablet', route: 'oral', frequency: 'every 12 hours', durationDays: 7, quantity: '14 tablets', instructions: 'Finish the whole course.' },
    { drug: 'Oclacitinib', strength: '5.4 mg', dose: '1', unit: 'tablet', route: 'oral', frequency: 'every 12 hours for 14 days, then once daily', durationDays: 30, quantity: '44 tablets', instructions: 'Recheck the itch in 4 weeks.' },
    { drug: 'Otic suspension (antibiotic, antifungal, steroid)', strength: null, dose: '5', unit: 'drops', route: 'otic', frequency: 'once daily in the affected ear', durationDays: 10, quantity: '1 bottle', instructions: 'Clean the ear first; massage the base of the ear after.' },
    { drug: 'Maropitant', strength: '16 mg', dose: '1', unit: 'tablet', route: 'oral', frequency: 'once daily', durationDays: 4, quantity: '4 tablets', instructions: 'Give with a small amount of food.' },
  ],
  cat: [
    { drug: 'Methimazole', strength: '2.5 mg', dose: '1', unit: 'tablet', route: 'oral', frequency: 'every 12 hours', durationDays: 30, quantity: '60 tablets', instructions: 'Blood test in 3 weeks. Wear gloves when handling tablets.' },
    { drug: 'Benazepril', strength: '5 mg', dose: '0.5', unit: 'tablet', route: 'oral', frequency: 'once daily', durationDays: 30, quantity: '15 tablets', instructions: 'Recheck blood pressure and kidney values in 2 weeks.' },
    { drug: 'Buprenorphine oromucosal', strength: '0.3 mg/ml', dose: '0.02', unit: 'mg/kg', route: 'oral', frequency: 'every 8 hours', durationDays: 3, quantity: '1 ml', instructions: 'Drip into the cheek pouch.' },
    { drug: 'Gabapentin', strength: '50 mg', dose: '1', unit: 'capsule', route: 'oral', frequency: 'every 12 hours', durationDays: 14, quantity: '28 capsules', instructions: 'May cause sleepiness.' },
  ],
  other: [
    { drug: 'Meloxicam oral suspension', strength: '0.5 mg/ml', dose: '0.3', unit: 'mg/kg', route: 'oral', frequency: 'once daily', durationDays: 5, quantity: '10 ml', instructions: 'Give with food; weigh before dosing.' },
    { drug: 'Enrofloxacin', strength: '25 mg/ml', dose: '10', unit: 'mg/kg', route: 'oral', frequency: 'once daily', durationDays: 7, quantity: '10 ml', instructions: 'Dilute in a little fruit juice.' },
    { drug: 'Vitamin C supplement', strength: '100 mg', dose: '0.5', unit: 'tablet', route: 'oral', frequency: 'once daily', durationDays: 30, quantity: '15 tablets', instructions: 'Continue fresh vegetables every day.' },
  ],
};

export interface PetDemoOptions {
  now?: Date;
  rand?: Rng;
  /** Defaults: the records' clinic, or where the pet was seen, or the group's first clinic. */
  clinicId?: number;
  vetId?: number | null;
}

/**
 * Gives one pet a realistic problem list and prescriptions (the lead calls it with the demo records of the
 * pet at merge): with `recordIds`, the records' diagnoses (a differential and the final one) are written on
 * the earliest record and the active prescription on the latest; closed records are skipped (their rows
 * are immutable), so call this before closing the demo records. Deterministic for a given `rand`.
 */
export async function seedPetDiagnosesAndPrescriptions(db: DbOrTx, petId: number, recordIds: number[] = [], opts: PetDemoOptions = {}): Promise<void> {
  const now = opts.now ?? new Date();
  const rand = opts.rand ?? mulberry32(0x5eed_2200 + petId);
  const [pet] = await db.select({ id: pets.id, groupId: pets.groupId, species: species.name }).from(pets).leftJoin(species, eq(species.id, pets.speciesId)).where(eq(pets.id, petId));
  if (!pet) throw new Error(`seedPetDiagnosesAndPrescriptions: pet ${petId} not found`);
  const recs = recordIds.length
    ? await db.select().from(records).where(and(inArray(records.id, recordIds), eq(records.petId, petId), isNull(records.deletedAt))).orderBy(asc(records.recordedAt), asc(records.id))
    : [];
  let clinicId = opts.clinicId ?? recs[0]?.clinicId;
  if (!clinicId) {
    const [seen] = await db.select({ id: appointments.clinicId }).from(appointmentPets).innerJoin(appointments, eq(appointments.id, appointmentPets.appointmentId))
      .where(eq(appointmentPets.petId, petId)).orderBy(asc(appointments.startsAt)).limit(1);
    const [first] = await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.groupId, pet.groupId)).orderBy(asc(clinics.id)).limit(1);
    clinicId = seen?.id ?? first.id;
  }
  let vetId = opts.vetId !== undefined ? opts.vetId : (recs[0]?.vetId ?? null);
  if (vetId === null && opts.vetId === undefined) {
    const [vet] = await db.select({ id: staffUsers.id }).from(clinicMemberships).innerJoin(staffUsers, eq(staffUsers.id, clinicMemberships.userId))
      .where(and(eq(clinicMemberships.clinicId, clinicId), eq(staffUsers.isVet, true))).orderBy(asc(staffUsers.id)).limit(1);
    vetId = vet?.id ?? null;
  }
  const catalogue = await db.select({ id: diagnoses.id, name: diagnoses.name }).from(diagnoses).where(eq(diagnoses.clinicId, clinicId)).orderBy(asc(diagnoses.id));
  await writePetDemo(db, { groupId: pet.groupId, clinicId, petId, hint: HINT[pet.species ?? ''] ?? null, vetId, now, rand, catalogue, records: recs.filter((r) => r.status !== 'closed') });
}

interface WriteContext {
  groupId: number; clinicId: number; petId: number; hint: string | null; vetId: number | null; now: Date; rand: Rng;
  catalogue: { id: number; name: string }[];
  records: { id: number; recordedAt: Date }[];
}

async function writePetDemo(db: DbOrTx, c: WriteContext) {
  const { rand, now } = c;
  const names = PROBLEMS[c.hint ?? 'dog'] ?? PROBLEMS.dog;
  const byName = new Map(c.catalogue.map((d) => [d.name, d.id]));
  const first = rand.pick(names);
  const second = rand.chance(0.45) ? rand.pick(names.filter((n) => n !== first)) : null;
  const onset = (days: number) => DateTime.fromJSDate(now).minus({ days }).toISODate()!;
  const problems = [
    { name: first, status: rand.pick(['active', 'active', 'chronic'] as const), onsetDays: rand.int(20, 500) },
    ...(second ? [{ name: second, status: rand.pick(['resolved', 'active'] as const), onsetDays: rand.int(100, 700) }] : []),
  ];
  const earliest = c.records[0];
  const latest = c.records.at(-1);
  await db.insert(petProblems).values(problems.map((p, i) => ({
    groupId: c.groupId, petId: c.petId, diagnosisId: byName.get(p.name) ?? null, name: p.name, status: p.status, onsetDate: onset(p.onsetDays),
    sourceRecordId: i === 0 ? earliest?.id ?? null : null, createdBy: c.vetId, createdAt: now, updatedAt: now,
  })));
  if (earliest) {
    const differential = rand.pick(names.filter((n) => n !== first));
    await db.insert(recordDiagnoses).values([
      { recordId: earliest.id, kind: 'differential' as const, diagnosisId: byName.get(differential) ?? null, name: differential, notes: 'Ruled out on examination.', createdBy: c.vetId, createdAt: earliest.recordedAt },
      { recordId: earliest.id, kind: 'final' as const, diagnosisId: byName.get(first) ?? null, name: first, notes: null, createdBy: c.vetId, createdAt: earliest.recordedAt },
    ]);
  }
  const presets = RX[c.hint === 'dog' || c.hint === 'cat' ? c.hint : 'other'];
  const [a, b] = [rand.pick(presets), rand.pick(presets)];
  const at = (days: number) => DateTime.fromJSDate(now).minus({ days }).set({ hour: 10, minute: 0, second: 0, millisecond: 0 }).toJSDate();
  const recentDays = rand.int(1, 20);
  const olderDays = rand.int(60, 400);
  const rows = [
    { preset: a, status: 'ACTIVE' as const, days: recentDays, recordId: latest?.id ?? null },
    { preset: b, status: rand.pick(['COMPLETED', 'COMPLETED', 'CANCELLED'] as const), days: olderDays, recordId: null },
    ...(rand.chance(0.35) ? [{ preset: rand.pick(presets), status: 'ACTIVE' as const, days: recentDays + 1, recordId: null }] : []),
  ];
  await db.insert(prescriptions).values(rows.map((r) => ({
    groupId: c.groupId, clinicId: c.clinicId, petId: c.petId, recordId: r.recordId, vetId: c.vetId,
    drug: r.preset.drug, strength: r.preset.strength, dose: r.preset.dose, unit: r.preset.unit, route: r.preset.route, frequency: r.preset.frequency,
    durationDays: r.preset.durationDays, quantity: r.preset.quantity, refills: r.status === 'ACTIVE' ? rand.int(0, 2) : 0,
    expiresOn: DateTime.fromJSDate(at(r.days)).plus({ months: 6 }).toISODate()!, instructions: r.preset.instructions, status: r.status,
    statusReason: r.status === 'CANCELLED' ? 'Side effects; changed treatment.' : null,
    statusChangedAt: r.status === 'ACTIVE' ? null : at(r.days - 14), prescribedAt: at(r.days), createdBy: c.vetId, createdAt: at(r.days), updatedAt: at(r.days),
  })));
}

/** The demo group: every clinic gets the catalogue; every pet (archived ones too) gets problems and prescriptions. */
export async function seedDemoDiagnoses(db: DbOrTx, groupId: number, now: Date, rand: Rng): Promise<void> {
  const clinicRows = await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.groupId, groupId)).orderBy(asc(clinics.id));
  for (const c of clinicRows) await copyDiagnosisCatalogue(db, c.id, now);
  const catalogues = new Map<number, { id: number; name: string }[]>();
  for (const c of clinicRows) catalogues.set(c.id, await db.select({ id: diagnoses.id, name: diagnoses.name }).from(diagnoses).where(eq(diagnoses.clinicId, c.id)).orderBy(asc(diagnoses.id)));
  const petRows = await db.select({ id: pets.id, species: species.name }).from(pets).leftJoin(species, eq(species.id, pets.speciesId)).where(eq(pets.groupId, groupId)).orderBy(asc(pets.id));
  // The clinic that saw the pet first (else the first clinic), and a vet of it.
  const seen = await db.selectDistinctOn([appointmentPets.petId], { petId: appointmentPets.petId, clinicId: appointments.clinicId, vetId: appointments.vetId })
    .from(appointmentPets).innerJoin(appointments, eq(appointments.id, appointmentPets.appointmentId))
    .where(eq(appointments.clinicId, clinicRows[0].id)).orderBy(appointmentPets.petId, asc(appointments.startsAt));
  const seenOther = clinicRows.length > 1 ? await db.selectDistinctOn([appointmentPets.petId], { petId: appointmentPets.petId, clinicId: appointments.clinicId, vetId: appointments.vetId })
    .from(appointmentPets).innerJoin(appointments, eq(appointments.id, appointmentPets.appointmentId))
    .where(eq(appointments.clinicId, clinicRows[1].id)).orderBy(appointmentPets.petId, asc(appointments.startsAt)) : [];
  const where = new Map([...seenOther, ...seen].map((s) => [s.petId, s]));
  const vets = await db.select({ clinicId: clinicMemberships.clinicId, id: staffUsers.id }).from(clinicMemberships).innerJoin(staffUsers, eq(staffUsers.id, clinicMemberships.userId))
    .where(eq(staffUsers.isVet, true)).orderBy(asc(staffUsers.id));
  // The demo records (written by the records seeder, all open while the seed runs), so the records show
  // their diagnoses and prescriptions.
  const recRows = await db.select().from(records).where(and(eq(records.groupId, groupId), isNull(records.deletedAt))).orderBy(asc(records.recordedAt), asc(records.id));
  for (const p of petRows) {
    const s = where.get(p.id);
    const clinicId = s?.clinicId ?? clinicRows[0].id;
    const vetId = s?.vetId ?? vets.find((v) => v.clinicId === clinicId)?.id ?? null;
    await writePetDemo(db, { groupId, clinicId, petId: p.id, hint: HINT[p.species ?? ''] ?? null, vetId, now, rand, catalogue: catalogues.get(clinicId)!, records: recRows.filter((r) => r.petId === p.id && r.clinicId === clinicId && r.status !== 'closed') });
  }
}
