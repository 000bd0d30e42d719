import { DateTime } from 'luxon';
import type { Tx } from '../client';
import {
  breeds, clinicMemberships, clinicPreferences, clinics, clinicScheduleIntervals, roles, serviceCategories, servicePackages,
  services, serviceVets, species, staffUsers, vetTimeOff, vetWorkingHours, visitTypeCategories, visitTypes, visitTypeVets,
} from '../schema/index';
import {
  DEMO_CLINICS, DEMO_ROLES, DEMO_SERVICE_CATEGORIES, DEMO_STAFF, DEMO_TIME_OFF, DEMO_VISIT_TYPE_CATEGORIES,
  type ClinicKey, type ClinicSeed, type RoleName, type StaffKey,
} from './demo-data';
import { SPECIES } from './demo-people';

// Inserts the group's setup: clinics, roles, staff and their hours, the catalogue, species and breeds.

export interface SeededClinic { id: number; seed: ClinicSeed }
export interface SeededService { packageId: number; duration: number; isVisible: boolean; species?: string[]; vets: StaffKey[] }

export async function insertClinics(tx: Tx, groupId: number): Promise<Map<ClinicKey, SeededClinic>> {
  const out = new Map<ClinicKey, SeededClinic>();
  for (const seed of DEMO_CLINICS) {
    const [row] = await tx.insert(clinics).values({ ...seed.clinic, groupId }).returning({ id: clinics.id });
    await tx.insert(clinicPreferences).values({ ...seed.preferences, clinicId: row.id });
    await tx.insert(clinicScheduleIntervals).values(seed.opening.map((o) => ({ clinicId: row.id, day: o.day, startTime: o.start, endTime: o.end })));
    out.set(seed.key, { id: row.id, seed });
  }
  return out;
}

export async function insertRoles(tx: Tx, groupId: number): Promise<Map<RoleName, number>> {
  const rows = await tx.insert(roles)
    .values(DEMO_ROLES.map((r) => ({ groupId, name: r.name, builtIn: r.builtIn, permissions: [...r.permissions] })))
    .returning({ id: roles.id, name: roles.name });
  return new Map(rows.map((r) => [r.name as RoleName, r.id]));
}

/** Staff with memberships, weekly hours per clinic and one day off next week per clinic. */
export async function insertStaff(
  tx: Tx, groupId: number, passwordHash: string, now: Date, clinicIds: Map<ClinicKey, SeededClinic>, roleIds: Map<RoleName, number>,
): Promise<Map<StaffKey, number>> {
  const rows = await tx.insert(staffUsers).values(DEMO_STAFF.map((s) => ({
    groupId, email: s.email, passwordHash, firstName: s.firstName, lastName: s.lastName, jobTitle: s.jobTitle,
    avatar: null, isVet: s.isVet, language: s.language,
  }))).returning({ id: staffUsers.id, email: staffUsers.email });
  const byEmail = new Map(rows.map((r) => [r.email, r.id]));
  const ids = new Map(DEMO_STAFF.map((s) => [s.key, byEmail.get(s.email)!]));
  const clinicId = (k: ClinicKey) => clinicIds.get(k)!.id;

  await tx.insert(clinicMemberships).values(DEMO_STAFF.flatMap((s) => s.memberships.map((m) => ({
    clinicId: clinicId(m.clinic), userId: ids.get(s.key)!, roleId: roleIds.get(m.role)!,
  }))));
  await tx.insert(vetWorkingHours).values(DEMO_STAFF.flatMap((s) => (Object.entries(s.hours) as [ClinicKey, typeof s.hours[ClinicKey]][])
    .flatMap(([k, hours]) => (hours ?? []).map((h) => ({ clinicId: clinicId(k), vetId: ids.get(s.key)!, day: h.day, startTime: h.start, endTime: h.end })))));
  await tx.insert(vetTimeOff).values(DEMO_TIME_OFF.map((o) => {
    const tz = clinicIds.get(o.clinic)!.seed.clinic.timezone!;
    const day = DateTime.fromJSDate(now).setZone(tz).startOf('week').plus({ weeks: 1, days: o.weekday - 1 });
    return { clinicId: clinicId(o.clinic), vetId: ids.get(o.vet)!, startsAt: day.toJSDate(), endsAt: day.plus({ days: 1 }).toJSDate(), reason: o.reason };
  }));
  return ids;
}

/** Service categories, services (one package each) and visit types of one clinic, with their vets. */
export async function insertCatalog(tx: Tx, clinic: SeededClinic, staffIds: Map<StaffKey, number>): Promise<SeededService[]> {
  const key = clinic.seed.key;
  const out: SeededService[] = [];
  let order = 0;
  for (const [ci, cat] of DEMO_SERVICE_CATEGORIES.entries()) {
    const [category] = await tx.insert(serviceCategories).values({ clinicId: clinic.id, name: cat.name, order: ci }).returning({ id: serviceCategories.id });
    const rows = await tx.insert(services).values(cat.services.map((s) => ({
      clinicId: clinic.id, categoryId: category.id, name: s.name, duration: s.duration, color: s.color, description: s.description,
      order: order++, priceMinor: s.price[key], depositMinor: s.depositMinor ?? 0, isVisible: s.isVisible ?? true, isNotifiable: true,
    }))).returning({ id: services.id, name: services.name });
    const serviceId = new Map(rows.map((r) => [r.name, r.id]));
    const packages = await tx.insert(servicePackages).values(cat.services.map((s) => ({
      clinicId: clinic.id, serviceId: serviceId.get(s.name)!, name: s.name, type: 2, priceMinor: s.price[key], isEnabled: true,
    }))).returning({ id: servicePackages.id, serviceId: servicePackages.serviceId });
    const packageId = new Map(packages.map((p) => [p.serviceId, p.id]));
    await tx.insert(serviceVets).values(cat.services.flatMap((s) => s.vets[key].map((v) => ({ serviceId: serviceId.get(s.name)!, vetId: staffIds.get(v)! }))));
    for (const s of cat.services) {
      out.push({ packageId: packageId.get(serviceId.get(s.name)!)!, duration: s.duration, isVisible: s.isVisible ?? true, species: s.species, vets: s.vets[key] });
    }
  }
  let vtOrder = 0;
  for (const [ci, cat] of DEMO_VISIT_TYPE_CATEGORIES.entries()) {
    const [category] = await tx.insert(visitTypeCategories).values({ clinicId: clinic.id, name: cat.name, order: ci }).returning({ id: visitTypeCategories.id });
    const rows = await tx.insert(visitTypes).values(cat.types.map((v) => ({
      clinicId: clinic.id, categoryId: category.id, name: v.name, duration: v.duration, color: v.color, description: v.description, order: vtOrder++,
    }))).returning({ id: visitTypes.id, name: visitTypes.name });
    const typeId = new Map(rows.map((r) => [r.name, r.id]));
    await tx.insert(visitTypeVets).values(cat.types.flatMap((v) => v.vets[key].map((vet) => ({ visitTypeId: typeId.get(v.name)!, vetId: staffIds.get(vet)! }))));
  }
  return out;
}

/** Species and breeds of the group: name → id, and "species/breed" → breed id. */
export async function insertSpecies(tx: Tx, groupId: number) {
  const rows = await tx.insert(species).values(SPECIES.map((s, i) => ({ groupId, name: s.name, order: i }))).returning({ id: species.id, name: species.name });
  const speciesIds = new Map(rows.map((r) => [r.name, r.id]));
  const breedRows = await tx.insert(breeds)
    .values(SPECIES.flatMap((s) => s.breeds.map((b) => ({ speciesId: speciesIds.get(s.name)!, name: b.name }))))
    .returning({ id: breeds.id, speciesId: breeds.speciesId, name: breeds.name });
  const speciesName = new Map(rows.map((r) => [r.id, r.name]));
  const breedIds = new Map(breedRows.map((b) => [`${speciesName.get(b.speciesId)}/${b.name}`, b.id]));
  return { speciesIds, breedIds };
}
