import { and, asc, eq, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { clinicMemberships, clinics, communications, petParents, petRequests, pets, species } from '../../schema/index';
import type { Tx } from '../../client';
import type { Rng } from '../prng';
import type { ExtrasSeeder } from './index';

// Demo rows for the staff clients area: a communications log on many client profiles and, at
// City Vets, pet requests from parents (one a duplicate of a known pet, to show linking).

type Entry = { type: 0 | 1 | 2 | 3; direction: 'in' | 'out'; subject: string | null; body: string };

const LOG: Record<'ro' | 'us', Entry[]> = {
  ro: [
    { type: 0, direction: 'in', subject: null, body: 'A sunat să întrebe de rezultatele analizelor. I-am spus că vin mâine dimineață.' },
    { type: 0, direction: 'out', subject: null, body: 'Am sunat pentru controlul de după operație; câinele mănâncă normal, plaga arată bine.' },
    { type: 0, direction: 'out', subject: null, body: 'Nu a răspuns. Am lăsat mesaj vocal pentru rapelul de vaccin.' },
    { type: 2, direction: 'out', subject: 'Rapel vaccin', body: 'Am trimis reamintirea pentru rapelul anual și programul clinicii.' },
    { type: 2, direction: 'in', subject: 'Factură', body: 'Solicită factura pe firmă pentru ultima consultație. Trimisă de la recepție.' },
    { type: 3, direction: 'out', subject: null, body: 'SMS: Vă reamintim de programarea de mâine la ora 10:30.' },
    { type: 3, direction: 'in', subject: null, body: 'SMS: confirmă programarea și întreabă dacă animalul trebuie să vină nemâncat.' },
    { type: 1, direction: 'in', subject: 'La recepție', body: 'A trecut pe la recepție să ridice hrana dietetică; a cerut o programare pentru detartraj.' },
  ],
  us: [
    { type: 0, direction: 'in', subject: null, body: 'Called about the lab results. Told them the vet will call back after 3 pm.' },
    { type: 0, direction: 'out', subject: null, body: 'Post-op check call: eating well, incision looks clean, recheck in 10 days.' },
    { type: 0, direction: 'out', subject: null, body: 'No answer, left a voicemail about the overdue rabies booster.' },
    { type: 2, direction: 'out', subject: 'Vaccine reminder', body: 'Sent the annual booster reminder with a link to book online.' },
    { type: 2, direction: 'in', subject: 'Insurance form', body: 'Asked us to fill in the insurance claim form for the last visit. Sent back signed.' },
    { type: 3, direction: 'out', subject: null, body: 'SMS: Reminder of your appointment tomorrow at 10:30 AM.' },
    { type: 3, direction: 'in', subject: null, body: 'SMS: confirmed the appointment, asked whether the pet should fast beforehand.' },
    { type: 1, direction: 'in', subject: 'Front desk', body: 'Stopped by to pick up the renal diet food; asked for a dental cleaning quote.' },
  ],
};

const CLINIC_REGION: Record<string, 'ro' | 'us'> = { 'happy-paws': 'ro', 'city-vets': 'us' };
const regionOfPhone = (phone: string | null) => (phone?.startsWith('+1') ? 'us' : 'ro');

function timeAgo(now: Date, rand: Rng, maxDays: number) {
  return DateTime.fromJSDate(now).minus({ days: rand.int(1, maxDays) }).set({ hour: rand.int(9, 18), minute: rand.int(0, 59), second: 0, millisecond: 0 }).toJSDate();
}

export const seedClients: ExtrasSeeder = async (tx, { groupId, now, rand }) => {
  const clinicRows = await tx.select().from(clinics).where(eq(clinics.groupId, groupId)).orderBy(asc(clinics.id));
  const clients = await tx.select().from(petParents).where(and(eq(petParents.groupId, groupId), isNull(petParents.archivedAt))).orderBy(asc(petParents.id));
  for (const clinic of clinicRows) {
    const region = CLINIC_REGION[clinic.slug];
    if (!region) continue;
    const staff = (await tx.select({ id: clinicMemberships.userId }).from(clinicMemberships).where(eq(clinicMemberships.clinicId, clinic.id))).map((s) => s.id);
    const local = clients.filter((c) => regionOfPhone(c.phone) === region);
    // Most active clients have a short log; the first ones (the demo parent among them) a longer one.
    const logged = [...local.slice(0, 3), ...rand.shuffle(local.slice(3)).slice(0, Math.ceil(local.length * 0.6))];
    const rows = logged.flatMap((c, i) => Array.from({ length: i < 3 ? rand.int(4, 6) : rand.int(1, 3) }, () => {
      const entry = rand.pick(LOG[region]);
      return {
        groupId, clinicId: clinic.id, clientId: c.id, type: entry.type, direction: entry.direction, subject: entry.subject, body: entry.body,
        createdBy: staff.length ? rand.pick(staff) : null, createdAt: timeAgo(now, rand, 180),
      };
    }));
    if (rows.length) await tx.insert(communications).values(rows);
    if (region === 'us') await seedPetRequests(tx, groupId, clinic.id, local.slice(1, 6), staff, now, rand);
  }
};

/** Two pending requests (a new pet, and a pet the clinic already knows) and two decided ones. */
async function seedPetRequests(tx: Tx, groupId: number, clinicId: number, parents: (typeof petParents.$inferSelect)[], staff: number[], now: Date, rand: Rng) {
  const speciesRows = await tx.select().from(species).where(eq(species.groupId, groupId));
  const speciesId = (name: string) => speciesRows.find((s) => s.name === name)?.id ?? speciesRows[0]?.id ?? null;
  const plans: { status: number; nickname: string; species: string; gender: string; birthday: string; estimated: boolean; color: string; duplicateOfOwn?: boolean }[] = [
    { status: 0, nickname: 'Pickles', species: 'Cat', gender: 'female', birthday: '2024-04-01', estimated: true, color: 'tabby' },
    { status: 0, nickname: '', species: 'Dog', gender: 'male', birthday: '2019-08-12', estimated: false, color: 'brown', duplicateOfOwn: true },
    { status: 1, nickname: 'Biscuit', species: 'Dog', gender: 'male', birthday: '2023-01-20', estimated: false, color: 'cream' },
    { status: 2, nickname: 'Spike', species: 'Reptile', gender: 'unknown', birthday: '2024-06-01', estimated: true, color: 'green' },
  ];
  for (const [i, plan] of plans.entries()) {
    const parent = parents[i];
    if (!parent) return;
    let { nickname, species: speciesName, gender } = plan;
    if (plan.duplicateOfOwn) {
      // The parent re-adds, online, a pet the clinic already has on file.
      const [own] = await tx.select().from(pets).where(and(eq(pets.ownerId, parent.id), isNull(pets.archivedAt))).orderBy(asc(pets.id)).limit(1);
      if (!own) continue;
      nickname = own.nickname;
      speciesName = speciesRows.find((s) => s.id === own.speciesId)?.name ?? 'Dog';
      gender = own.gender;
    }
    const createdAt = timeAgo(now, rand, plan.status === 0 ? 3 : 40);
    const sid = speciesId(speciesName);
    const [pet] = await tx.insert(pets).values({
      groupId, ownerId: parent.id, nickname, speciesId: sid, gender, birthday: plan.birthday, birthdayIsEstimated: plan.estimated, color: plan.color,
      createdAt, archivedAt: plan.status === 2 ? createdAt : null,
    }).returning({ id: pets.id });
    const decided = plan.status !== 0 ? DateTime.fromJSDate(createdAt).plus({ hours: 20 }).toJSDate() : null;
    await tx.insert(petRequests).values({
      groupId, clinicId, parentId: parent.id, petId: pet.id, status: plan.status, createdAt, decidedAt: decided,
      decidedBy: decided && staff.length ? rand.pick(staff) : null,
      payload: { nickname, color: plan.color, species_id: sid, breed_id: null, birthday_is_estimated: plan.estimated, birthday: plan.birthday, gender, hormonal_status: null },
    });
  }
}
