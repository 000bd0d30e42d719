import type { TPublicService } from '@vetclinic/domain';
import { bookableServices } from './services';

// Issue #19: a reminder's booking link (`/book/{slug}?service=…&pet=…`) names what to book. The server render reads
// the same query (server-render.tsx), so the first view and the hydrated page start from the same choice.
export interface Preselect {
  serviceId: number | null;
  petId: number | null;
}

const positiveId = (raw: string | null) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/** `?service=` and `?pet=` as ids; anything else (empty, negative, not a number) is no preselection. */
export function readPreselect(search: string): Preselect {
  const params = new URLSearchParams(search);
  return { serviceId: positiveId(params.get('service')), petId: positiveId(params.get('pet')) };
}

/** The `?pet=` to tick for a signed-in parent: only one of their own live pets, else none (ignored without a word). */
export function ownedPetId(pets: { id: number; archived_at?: string | null }[] | undefined, petId: number | null): number | null {
  if (petId === null) return null;
  return (pets ?? []).some((p) => p.id === petId && !p.archived_at) ? petId : null;
}

/** The service ids the page starts with: the named one when the clinic offers it online (else none: the first step). */
export function initialServiceIds(services: TPublicService[] | undefined, serviceId: number | null): number[] {
  if (serviceId === null) return [];
  return bookableServices(services).some((s) => s.id === serviceId) ? [serviceId] : [];
}
