import { EXTRA_SEEDERS } from './extras/index';
import { hash } from '@node-rs/argon2';
import { asc, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db, DbOrTx, Tx } from '../client';
import { appointmentPets, appointments, appointmentServices, auditLog, clinicGroups, clinics, petParents, pets, vetTimeOff } from '../schema/index';
import { planAppointments, type PlanPet, type PlanVet } from './appointments';
import { planClients } from './clients';
import { DEMO_ARGON2_OPTIONS, DEMO_GROUP_NAME, DEMO_PASSWORD, DEMO_STAFF, DESK_STAFF, type Region } from './demo-data';
import { insertCatalog, insertClinics, insertRoles, insertSpecies, insertStaff, type SeededClinic } from './insert-setup';
import { mulberry32 } from './prng';

export interface DemoSummary {
  groupName: string;
  clinics: { id: number; name: string; slug: string }[];
  logins: { email: string; password: string; role: string; clinics: string[] }[];
}

/** Fixed PRNG seeds: one stream per part, so editing one part leaves the others' data unchanged. */
const SEEDS = { clients: { ro: 0x5eed_0101, us: 0x5eed_0102 }, appointments: { 'happy-paws': 0x5eed_0201, 'city-vets': 0x5eed_0202 } } as const;
const APPOINTMENTS_PER_CLINIC = 120;
/** pg_advisory_xact_lock key: two processes seeding at once do it one after the other. */
const SEED_LOCK = 7_216_401;

/** Seeds the demo group once; a second call on a seeded database does nothing and returns the same summary. */
export async function seedDemo(db: Db, opts: { now?: Date } = {}): Promise<DemoSummary> {
  const now = opts.now ?? new Date();
  const existing = await findDemoGroup(db);
  if (existing !== null) return summarize(db, existing);
  const passwordHash = await hash(DEMO_PASSWORD, DEMO_ARGON2_OPTIONS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const raced = await findDemoGroup(tx);
    if (raced !== null) return summarize(tx, raced);
    const groupId = await insertDemo(tx, now, passwordHash);
    for (const [i, extra] of EXTRA_SEEDERS.entries()) await extra.seed(tx, { groupId, now, rand: mulberry32(0x5eed_1000 + i) });
    return summarize(tx, groupId);
  });
}

async function findDemoGroup(db: DbOrTx): Promise<number | null> {
  const [row] = await db.select({ id: clinicGroups.id }).from(clinicGroups).where(eq(clinicGroups.name, DEMO_GROUP_NAME)).orderBy(asc(clinicGroups.id)).limit(1);
  return row?.id ?? null;
}

async function summarize(db: DbOrTx, groupId: number): Promise<DemoSummary> {
  const rows = await db.select({ id: clinics.id, name: clinics.name, slug: clinics.slug }).from(clinics).where(eq(clinics.groupId, groupId)).orderBy(asc(clinics.id));
  return {
    groupName: DEMO_GROUP_NAME,
    clinics: rows,
    logins: DEMO_STAFF.filter((s) => s.demoLogin).map((s) => ({
      email: s.email, password: DEMO_PASSWORD, role: s.memberships[0].role, clinics: s.memberships.map((m) => m.clinic),
    })),
  };
}

async function insertDemo(tx: Tx, now: Date, passwordHash: string): Promise<number> {
  const [group] = await tx.insert(clinicGroups).values({ name: DEMO_GROUP_NAME }).returning({ id: clinicGroups.id });
  const groupId = group.id;
  const clinicIds = await insertClinics(tx, groupId);
  const roleIds = await insertRoles(tx, groupId);
  const staffIds = await insertStaff(tx, groupId, passwordHash, now, clinicIds, roleIds);
  const { speciesIds, breedIds } = await insertSpecies(tx, groupId);
  const clients = {
    ro: await insertClients(tx, groupId, 'ro', now, passwordHash, speciesIds, breedIds),
    us: await insertClients(tx, groupId, 'us', now, passwordHash, speciesIds, breedIds),
  };
  for (const clinic of clinicIds.values()) {
    const catalog = await insertCatalog(tx, clinic, staffIds);
    const vets: PlanVet[] = [...staffIds].flatMap(([key, id]) => {
      const hours = DEMO_STAFF.find((s) => s.key === key)!.hours[clinic.seed.key];
      if (!hours?.length) return [];
      return [{ id, hours, timeOff: [], services: catalog.filter((s) => s.isVisible && s.vets.includes(key)) }];
    });
    await attachTimeOff(tx, clinic, vets);
    const { pets: planPets, demoClientId } = clients[clinic.seed.region];
    const plans = planAppointments(mulberry32(SEEDS.appointments[clinic.seed.key]), {
      timezone: clinic.seed.clinic.timezone!, now, region: clinic.seed.region, opening: clinic.seed.opening, vets,
      pets: planPets, demoClientId, deskStaffIds: DESK_STAFF[clinic.seed.key].map((k) => staffIds.get(k)!), target: APPOINTMENTS_PER_CLINIC,
    });
    const rows = await tx.insert(appointments).values(plans.map((p) => ({
      clinicId: clinic.id, vetId: p.vetId, clientId: p.clientId, status: p.status, startsAt: p.startsAt, endsAt: p.endsAt,
      visitTypeId: null, source: p.source, userNote: p.userNote, staffNote: p.staffNote, cancelReason: p.cancelReason,
      guestContact: null, utm: p.utm, tokenHash: null, language: p.language, createdBy: p.createdBy, createdAt: p.createdAt, updatedAt: p.createdAt,
    }))).returning({ id: appointments.id, vetId: appointments.vetId, startsAt: appointments.startsAt });
    // Map back by (vet, start), unique among the plans, rather than trusting RETURNING order.
    const idOf = new Map(rows.map((r) => [`${r.vetId}@${r.startsAt.getTime()}`, r.id]));
    const apptId = (p: (typeof plans)[number]) => idOf.get(`${p.vetId}@${p.startsAt.getTime()}`)!;
    await tx.insert(appointmentServices).values(plans.map((p) => ({ appointmentId: apptId(p), servicePackageId: p.packageId })));
    await tx.insert(appointmentPets).values(plans.map((p) => ({ appointmentId: apptId(p), petId: p.petId })));
    await tx.insert(auditLog).values({
      groupId, clinicId: clinic.id, actorType: 'system', actorId: null, action: 'seed.created', entityType: 'clinic', entityId: clinic.id,
      before: null, after: { slug: clinic.seed.clinic.slug, name: clinic.seed.clinic.name, appointments: plans.length },
    });
  }
  return groupId;
}

async function attachTimeOff(tx: Tx, clinic: SeededClinic, vets: PlanVet[]) {
  const rows = await tx.select().from(vetTimeOff).where(eq(vetTimeOff.clinicId, clinic.id));
  for (const v of vets) v.timeOff = rows.filter((r) => r.vetId === v.id).map((r) => ({ startsAt: r.startsAt, endsAt: r.endsAt }));
}

/** The region's clients and pets; returns the active pets (appointment candidates) and the demo parent's id. */
async function insertClients(
  tx: Tx, groupId: number, region: Region, now: Date, passwordHash: string, speciesIds: Map<string, number>, breedIds: Map<string, number>,
): Promise<{ pets: PlanPet[]; demoClientId: number | null }> {
  const plans = planClients(mulberry32(SEEDS.clients[region]), region, now);
  const at = (daysAgo: number) => DateTime.fromJSDate(now).minus({ days: daysAgo }).toJSDate();
  const rows = await tx.insert(petParents).values(plans.map((c) => ({
    groupId, firstName: c.firstName, lastName: c.lastName, email: c.email, phone: c.phone, address: c.address, address2: c.address2,
    leadSource: c.leadSource, leadSourceDetails: c.leadSourceDetails, notes: c.notes, language: c.language,
    passwordHash: c.isDemoParent ? passwordHash : null, activatedAt: c.isDemoParent ? at(10) : null,
    createdAt: at(c.createdDaysAgo), archivedAt: c.archived ? at(40) : null,
  }))).returning({ id: petParents.id, email: petParents.email });
  const clientId = new Map(rows.map((r) => [r.email, r.id]));
  const petRows = await tx.insert(pets).values(plans.flatMap((c) => c.pets.map((p) => ({
    groupId, ownerId: clientId.get(c.email)!, nickname: p.nickname, speciesId: speciesIds.get(p.species)!, breedId: breedIds.get(`${p.species}/${p.breed}`)!,
    gender: p.gender, hormonalStatus: p.hormonalStatus, birthday: p.birthday, birthdayIsEstimated: p.birthdayIsEstimated, color: p.color,
    microchip: p.microchip, weightGrams: p.weightGrams, photo: null, createdAt: at(c.createdDaysAgo), archivedAt: p.archived ? at(40) : null,
  })))).returning({ id: pets.id, ownerId: pets.ownerId, nickname: pets.nickname });
  const petId = new Map(petRows.map((r) => [`${r.ownerId}/${r.nickname}`, r.id]));
  const active: PlanPet[] = plans.filter((c) => !c.archived).flatMap((c) => c.pets.filter((p) => !p.archived).map((p) => {
    const ownerId = clientId.get(c.email)!;
    return { id: petId.get(`${ownerId}/${p.nickname}`)!, ownerId, species: p.species };
  }));
  const demo = plans.find((c) => c.isDemoParent);
  return { pets: active, demoClientId: demo ? clientId.get(demo.email)! : null };
}
