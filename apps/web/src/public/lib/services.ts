import type { TPublicService, TPublicVet, TPublicVisitType } from '@vetclinic/domain';

// What can be booked and by whom, from the clinic's public catalogue.

/** A service is booked by package id: the first enabled package of the service. */
export function bookingPackage(service: TPublicService) {
  return service.service_packages.find((p) => p.is_enabled) ?? null;
}

export function bookableServices(services: TPublicService[] = []): TPublicService[] {
  return services.filter((s) => s.is_visible && !s.deleted_at && bookingPackage(s)).sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

export function bookableVisitTypes(types: TPublicVisitType[] = []): TPublicVisitType[] {
  return types.filter((t) => t.is_visible && !t.deleted_at).sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

export function servicePrice(service: TPublicService): number {
  return bookingPackage(service)?.price ?? service.price;
}

export function totals(services: TPublicService[]) {
  return {
    duration: services.reduce((sum, s) => sum + s.duration, 0),
    price: services.reduce((sum, s) => sum + servicePrice(s), 0),
    deposit: services.reduce((sum, s) => sum + Math.max(0, s.deposit_for_online_booking), 0),
  };
}

/** Vets who perform every chosen service (or the chosen visit type). */
export function eligibleVets(vets: TPublicVet[], choice: { serviceIds?: number[]; visitTypeId?: number | null }): TPublicVet[] {
  if (choice.visitTypeId) return vets.filter((v) => v.visit_type_ids.includes(choice.visitTypeId!));
  const ids = choice.serviceIds ?? [];
  if (ids.length === 0) return [];
  return vets.filter((v) => ids.every((id) => v.service_ids.includes(id)));
}

/** Categories that hold at least one of the items, in the clinic's order. */
export function usedCategories<C extends { id: number; order: number }>(categories: C[] = [], items: { category_id: number | null }[]): C[] {
  const used = new Set(items.map((i) => i.category_id));
  return categories.filter((c) => used.has(c.id)).sort((a, b) => a.order - b.order);
}
