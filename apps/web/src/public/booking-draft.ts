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
}

export function draftSelection(d: Pick<BookingDraft, 'services' | 'visitType'>): ServiceSelection {
  if (d.visitType) return { visitTypeId: d.visitType.id };
  return { servicePackageIds: d.services.map((s) => bookingPackage(s)!.id) };
}

export function draftTotals(d: Pick<BookingDraft, 'services' | 'visitType'>) {
  if (d.visitType) return { duration: d.visitType.duration, price: null, deposit: Math.max(0, d.visitType.deposit_for_online_booking) };
  return totals(d.services);
}

export const draftWhat = (d: Pick<BookingDraft, 'services' | 'visitType'>) => (d.visitType ? d.visitType.name : d.services.map((s) => s.name).join(', '));
