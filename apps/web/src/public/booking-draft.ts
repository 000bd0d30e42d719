import type { TPublicClinic, TPublicService, TPublicVet, TPublicVisitType } from '@vetclinic/domain';
import { bookingPackage, totals } from './lib/services';
import type { ServiceSelection } from './use-slot-schedule';

/** What the visitor has chosen so far on the booking page. */
export interface BookingDraft {
  clinic: TPublicClinic;
  services: TPublicService[];
  visitType: TPublicVisitType | null;
  /** -1 = any staff. */
  vetId: number | null;
  vet: TPublicVet | null;
  slot: string | null;
  /** Pets typed or ticked so far (1 until then): each gets the whole selection (time and price × pets). */
  pets?: number;
}

export function draftSelection(d: Pick<BookingDraft, 'services' | 'visitType' | 'pets'>): ServiceSelection {
  const pets = Math.max(1, d.pets ?? 1);
  if (d.visitType) return { visitTypeId: d.visitType.id, pets };
  return { servicePackageIds: d.services.map((s) => bookingPackage(s)!.id), pets };
}

/** The whole booking: duration and price × pets (decisions.md, issue 22 #2); the deposit here is per pet. */
export function draftTotals(d: Pick<BookingDraft, 'services' | 'visitType' | 'pets'>) {
  const pets = Math.max(1, d.pets ?? 1);
  if (d.visitType) return { duration: d.visitType.duration * pets, price: null, deposit: Math.max(0, d.visitType.deposit_for_online_booking) };
  const sum = totals(d.services);
  return { ...sum, duration: sum.duration * pets, price: sum.price * pets };
}

export const draftWhat = (d: Pick<BookingDraft, 'services' | 'visitType'>) => (d.visitType ? d.visitType.name : d.services.map((s) => s.name).join(', '));
