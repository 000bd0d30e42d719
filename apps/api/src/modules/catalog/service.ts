import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  breeds, clinicMemberships, serviceCategories, servicePackages, serviceVets, services, species, staffUsers,
  visitTypeCategories, visitTypeVets, visitTypes, type DbOrTx,
} from '@vetclinic/db';
import type { TPublicService, TPublicVisitType } from '@vetclinic/domain';

/** Minor units → the wire's decimal number (2 decimals; exact for amounts below 2^53). */
export const toMajor = (minor: number) => Math.round(minor) / 100;

type CategoryRef = { id: number; name: string } | null | undefined;

/**
 * A service row → the wire's service (public booking and the admin screens alike).
 * `packages` and `vetIds` are this service's own, in the order they are to be shown.
 */
export function toServiceDto(
  s: typeof services.$inferSelect, category: CategoryRef, packages: (typeof servicePackages.$inferSelect)[], vetIds: number[],
): TPublicService {
  return {
    id: s.id,
    category: category ? { id: category.id, name: category.name } : null,
    category_id: s.categoryId,
    name: s.name,
    duration: s.duration,
    color: s.color,
    description: s.description,
    order: s.order,
    price: toMajor(s.priceMinor),
    deposit_for_online_booking: toMajor(s.depositMinor),
    service_packages: packages.map((p) => ({ id: p.id, name: p.name, price: toMajor(p.priceMinor), is_enabled: p.isEnabled })),
    printable_files: [],
    vets: vetIds,
    is_visible: s.isVisible,
    is_notifiable: s.isNotifiable,
    deleted_at: s.deletedAt ? s.deletedAt.toISOString() : null,
  };
}

/** A visit type row → the wire's visit type (public booking and the admin screens alike); `vetIds` are its own. */
export function toVisitTypeDto(v: typeof visitTypes.$inferSelect, category: CategoryRef, vetIds: number[]): TPublicVisitType {
  return {
    id: v.id,
    category: category ? { id: category.id, name: category.name } : null,
    category_id: v.categoryId,
    name: v.name,
    duration: v.duration,
    color: v.color,
    description: v.description,
    order: v.order,
    deposit_for_online_booking: toMajor(v.depositMinor),
    printable_files: [],
    vets: vetIds,
    is_visible: v.isVisible,
    is_notifiable: v.isNotifiable,
    deleted_at: v.deletedAt ? v.deletedAt.toISOString() : null,
  };
}

/** Visible, not deleted services of a clinic with their packages and vets, in display order. */
export async function listBookableServices(db: DbOrTx, clinicId: number, opts: { includeHidden?: boolean } = {}): Promise<TPublicService[]> {
  const rows = await db
    .select({ s: services, c: serviceCategories })
    .from(services)
    .leftJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(and(eq(services.clinicId, clinicId), isNull(services.deletedAt), opts.includeHidden ? undefined : eq(services.isVisible, true)))
    .orderBy(asc(serviceCategories.order), asc(services.order), asc(services.name));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.s.id);
  const [packages, vets] = await Promise.all([
    db.select().from(servicePackages).where(inArray(servicePackages.serviceId, ids)).orderBy(asc(servicePackages.id)),
    db.select().from(serviceVets).where(inArray(serviceVets.serviceId, ids)),
  ]);
  return rows.map(({ s, c }) => toServiceDto(s, c, packages.filter((p) => p.serviceId === s.id), vets.filter((v) => v.serviceId === s.id).map((v) => v.vetId)));
}

export async function listBookableVisitTypes(db: DbOrTx, clinicId: number): Promise<TPublicVisitType[]> {
  const rows = await db
    .select({ v: visitTypes, c: visitTypeCategories })
    .from(visitTypes)
    .leftJoin(visitTypeCategories, eq(visitTypeCategories.id, visitTypes.categoryId))
    .where(and(eq(visitTypes.clinicId, clinicId), isNull(visitTypes.deletedAt), eq(visitTypes.isVisible, true)))
    .orderBy(asc(visitTypeCategories.order), asc(visitTypes.order), asc(visitTypes.name));
  if (!rows.length) return [];
  const vets = await db.select().from(visitTypeVets).where(inArray(visitTypeVets.visitTypeId, rows.map((r) => r.v.id)));
  return rows.map(({ v, c }) => toVisitTypeDto(v, c, vets.filter((x) => x.visitTypeId === v.id).map((x) => x.vetId)));
}

export async function listServiceCategories(db: DbOrTx, clinicId: number) {
  const rows = await db.select().from(serviceCategories).where(and(eq(serviceCategories.clinicId, clinicId), isNull(serviceCategories.deletedAt))).orderBy(asc(serviceCategories.order), asc(serviceCategories.name));
  return rows.map((r) => ({ id: r.id, name: r.name, order: r.order }));
}

export async function listVisitTypeCategories(db: DbOrTx, clinicId: number) {
  const rows = await db.select().from(visitTypeCategories).where(and(eq(visitTypeCategories.clinicId, clinicId), isNull(visitTypeCategories.deletedAt))).orderBy(asc(visitTypeCategories.order), asc(visitTypeCategories.name));
  return rows.map((r) => ({ id: r.id, name: r.name, order: r.order }));
}

/** Species of a clinic group, each with its breeds, for the pet pickers. */
export async function listSpeciesWithBreeds(db: DbOrTx, groupId: number) {
  const sp = await db.select().from(species).where(eq(species.groupId, groupId)).orderBy(asc(species.order), asc(species.name));
  if (!sp.length) return [];
  const br = await db.select().from(breeds).where(inArray(breeds.speciesId, sp.map((s) => s.id))).orderBy(asc(breeds.name));
  return sp.map((s) => ({ id: s.id, name: s.name, breeds: br.filter((b) => b.speciesId === s.id).map((b) => ({ id: b.id, name: b.name })) }));
}

/** Active vets who are members of the clinic. */
export async function listClinicVets(db: DbOrTx, clinicId: number) {
  return db
    .select({ id: staffUsers.id, firstName: staffUsers.firstName, lastName: staffUsers.lastName, jobTitle: staffUsers.jobTitle, avatar: staffUsers.avatar })
    .from(clinicMemberships)
    .innerJoin(staffUsers, eq(staffUsers.id, clinicMemberships.userId))
    .where(and(eq(clinicMemberships.clinicId, clinicId), eq(staffUsers.isVet, true), eq(staffUsers.isActive, true), isNull(staffUsers.deletedAt)))
    .orderBy(asc(staffUsers.lastName), asc(staffUsers.firstName), asc(staffUsers.id));
}
