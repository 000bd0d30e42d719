// The request mixes of proof:load, shared with proof:fleet (which sends them through the balancer):
// what the public booking page loads, the timeslot searches, and online bookings of distinct free times.
import { DateTime } from 'luxon';
import { freeTimes, guestDetails, type PublicClinicInfo } from './booking-slots';

/** The clinic page of /book/{slug}: the clinic with everything the page includes, and its vets. */
export function clinicPagePaths(clinics: PublicClinicInfo[]): string[] {
  const include = 'services_categories,services,species,schedules,visit_types,visit_type_categories';
  return clinics.flatMap((c) => [`/api/v1/public/clinics/${c.slug}?include=${include}`, `/api/v1/public/vets?filter[clinic_slug]=${c.slug}`]);
}

/** The shortest service without an online deposit: the one the booking mix books. */
export const shortestService = (c: PublicClinicInfo) => [...c.services].filter((s) => s.deposit_for_online_booking === 0 && s.vets.length).sort((a, b) => a.duration - b.duration)[0];

/** Timeslot searches: each clinic, every vet and "any staff", four different weeks. */
export function timeslotPaths(clinics: PublicClinicInfo[]): string[] {
  return clinics.flatMap((c) => [0, 1, 2, 3].flatMap((week) => {
    const start = DateTime.now().setZone(c.timezone).startOf('week').plus({ weeks: week });
    const q = `start_date=${start.toISODate()}&end_date=${start.plus({ days: 6 }).toISODate()}&service_package_ids[0]=${shortestService(c).service_packages[0].id}`;
    return [`/api/v1/public/clinics/${c.slug}/vets-timeslots?${q}`, `/api/v1/public/clinics/${c.slug}/vets-timeslots?${q}&vet_id=-1&any_staff=1`];
  }));
}

export interface BookingPair { clinic: PublicClinicInfo; packageId: number; start: string; vetId: number }

/**
 * Distinct free (time, vet) pairs of each clinic's shortest service over its booking horizon, shuffled so
 * concurrent requests rarely touch the same vet and day.
 */
export async function bookingPairs(base: string, clinics: PublicClinicInfo[]): Promise<BookingPair[]> {
  const pairs: BookingPair[] = [];
  for (const c of clinics) {
    const service = shortestService(c);
    const packageId = service.service_packages[0].id;
    const times = await freeTimes(base, c, packageId, 0, c.booking_horizon_days);
    for (const [start, vets] of times) {
      // Starts on the service's own grid never overlap each other for one vet.
      if ((Date.parse(start) / 60_000) % service.duration !== 0) continue;
      for (const vetId of vets) pairs.push({ clinic: c, packageId, start, vetId });
    }
  }
  return pairs.sort(() => Math.random() - 0.5);
}

/** The online booking of one pair by a new guest whose e-mail lies under `domain`. */
export function bookingBody(p: BookingPair, domain: string, tag: string) {
  return {
    clinic_id: p.clinic.id, datetime_start_utc: p.start, vet_id: p.vetId, service_package_ids: [p.packageId],
    pets: [{ nickname: 'Loady', species_id: p.clinic.species[0].id }], ...guestDetails(domain, tag),
  };
}
