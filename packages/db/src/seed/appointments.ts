import { DateTime } from 'luxon';
import type { AppointmentStatus } from '@vetclinic/domain';
import type { DayHours, Region } from './demo-data';
import { APPOINTMENT_NOTES } from './demo-people';
import type { Rng } from './prng';

export interface PlanService { packageId: number; duration: number; species?: string[] }
export interface PlanVet { id: number; hours: DayHours[]; timeOff: { startsAt: Date; endsAt: Date }[]; services: PlanService[] }
export interface PlanPet { id: number; ownerId: number; species: string }

export interface PlanInput {
  timezone: string;
  now: Date;
  region: Region;
  opening: DayHours[];
  vets: PlanVet[];
  /** Active pets of active clients of the clinic's region. */
  pets: PlanPet[];
  /** The demo pet parent, who gets a few bookings of their own. */
  demoClientId: number | null;
  /** created_by of bookings made at the desk. */
  deskStaffIds: number[];
  target: number;
}

export interface AppointmentPlan {
  vetId: number;
  clientId: number;
  petId: number;
  packageId: number;
  status: AppointmentStatus;
  startsAt: Date;
  endsAt: Date;
  source: 'staff' | 'online';
  userNote: string | null;
  staffNote: string | null;
  cancelReason: string | null;
  utm: Record<string, string> | null;
  language: string;
  createdBy: number | null;
  createdAt: Date;
}

type Dir = 'past' | 'future' | 'any';
type Span = [number, number];

export const DAYS_BACK = 28;
export const DAYS_AHEAD = 28;
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const overlaps = (spans: Span[] | undefined, s: number, e: number) => !!spans?.some(([a, b]) => a < e && s < b);

const PAST_MIX: [AppointmentStatus, number][] = [[5, 78], [9, 6], [6, 5], [7, 4], [8, 7]];
const FUTURE_MIX: [AppointmentStatus, number][] = [[5, 58], [0, 5], [1, 6], [2, 12], [3, 5], [4, 5], [6, 6], [7, 3]];
const TODAY_PAST_MIX: [AppointmentStatus, number][] = [[5, 5], [9, 1], [8, 1], [6, 1]];
const TODAY_FUTURE_MIX: [AppointmentStatus, number][] = [[5, 4], [0, 1], [1, 1], [2, 1], [7, 1]];
/** Statuses that only make sense before or after `now`. */
const STATUS_DIR: Record<AppointmentStatus, Dir> = { 0: 'future', 1: 'future', 2: 'future', 3: 'future', 4: 'future', 5: 'any', 6: 'any', 7: 'any', 8: 'past', 9: 'past' };
const UTMS: Record<string, string>[] = [
  { utm_source: 'google', utm_medium: 'cpc' }, { utm_source: 'google' }, { utm_source: 'facebook', utm_medium: 'social' },
  { utm_source: 'instagram', utm_medium: 'social' }, { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'vaccination-reminder' },
];

/**
 * Plans a clinic's appointments around `now`: on the 15-minute grid, inside opening and the vet's hours,
 * outside time off, never overlapping for a vet or a client. Every status appears at least twice.
 */
export function planAppointments(rng: Rng, input: PlanInput): AppointmentPlan[] {
  const nowMs = input.now.getTime();
  const today = DateTime.fromJSDate(input.now).setZone(input.timezone).startOf('day');
  const busyVet = new Map<number, Span[]>();
  const busyClient = new Map<number, Span[]>();
  const notes = APPOINTMENT_NOTES[input.region];
  const out: AppointmentPlan[] = [];

  const place = (days: number[], dir: Dir, status: (actual: 'past' | 'now' | 'future') => AppointmentStatus, onlyClient?: number): boolean => {
    for (let attempt = 0; attempt < 80; attempt++) {
      const day = today.plus({ days: rng.pick(days) });
      const open = input.opening.filter((o) => o.day === day.weekday);
      const vets = input.vets.filter((v) => v.hours.some((h) => h.day === day.weekday));
      if (!open.length || !vets.length) continue;
      const vet = rng.pick(vets);
      const service = rng.pick(vet.services);
      const starts: number[] = [];
      for (const h of vet.hours.filter((x) => x.day === day.weekday)) {
        for (let m = minutes(h.start); m + service.duration <= minutes(h.end); m += 15) {
          if (open.some((o) => minutes(o.start) <= m && m + service.duration <= minutes(o.end))) starts.push(m);
        }
      }
      if (!starts.length) continue;
      const m = rng.pick(starts);
      const start = day.set({ hour: Math.floor(m / 60), minute: m % 60 });
      const s = start.toMillis();
      const e = start.plus({ minutes: service.duration }).toMillis();
      const actual = e <= nowMs ? 'past' : s >= nowMs ? 'future' : 'now';
      if ((dir === 'past' && actual !== 'past') || (dir === 'future' && actual !== 'future')) continue;
      if (overlaps(busyVet.get(vet.id), s, e)) continue;
      if (vet.timeOff.some((t) => t.startsAt.getTime() < e && s < t.endsAt.getTime())) continue;
      const pets = input.pets.filter((p) => (onlyClient === undefined || p.ownerId === onlyClient)
        && (!service.species || service.species.includes(p.species)) && !overlaps(busyClient.get(p.ownerId), s, e));
      if (!pets.length) continue;
      const pet = rng.pick(pets);
      const st = status(actual);
      busyVet.set(vet.id, [...(busyVet.get(vet.id) ?? []), [s, e]]);
      busyClient.set(pet.ownerId, [...(busyClient.get(pet.ownerId) ?? []), [s, e]]);
      const source = st === 2 || st === 3 ? 'online' : st === 1 || st === 4 || st === 8 ? 'staff' : rng.chance(0.3) ? 'online' : 'staff';
      const createdAt = DateTime.fromMillis(Math.min(s, nowMs)).minus({ days: rng.int(1, 21), minutes: rng.int(0, 600) });
      out.push({
        vetId: vet.id, clientId: pet.ownerId, petId: pet.id, packageId: service.packageId, status: st,
        startsAt: new Date(s), endsAt: new Date(e), source,
        userNote: rng.chance(source === 'online' ? 0.5 : 0.2) ? rng.pick(notes.user) : null,
        staffNote: rng.chance(0.15) ? rng.pick(notes.staff) : null,
        cancelReason: st === 6 ? rng.pick(notes.cancelByClient) : st === 7 ? rng.pick(notes.cancelByClinic) : null,
        utm: source === 'online' && rng.chance(0.4) ? rng.pick(UTMS) : null,
        language: input.region === 'ro' ? 'ro' : 'en',
        createdBy: source === 'staff' ? rng.pick(input.deskStaffIds) : null,
        createdAt: createdAt.toJSDate(),
      });
      return true;
    }
    return false;
  };

  const allDays = range(-DAYS_BACK, DAYS_AHEAD);
  const daysFor: Record<Dir, number[]> = { past: range(-DAYS_BACK, 0), future: range(0, DAYS_AHEAD), any: allDays };
  // A busy today first, then two of every status, then the demo parent's own visits, then the rest.
  for (let i = 0; i < 8; i++) {
    place([0], 'any', (a) => (a === 'past' ? rng.weighted(TODAY_PAST_MIX) : a === 'future' ? rng.weighted(TODAY_FUTURE_MIX) : 5));
  }
  for (const st of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as AppointmentStatus[]) {
    for (let k = 0; k < 2; k++) place(daysFor[STATUS_DIR[st]], STATUS_DIR[st], () => st);
  }
  if (input.demoClientId !== null) {
    place(daysFor.past, 'past', () => 5, input.demoClientId);
    place(daysFor.future, 'future', () => 5, input.demoClientId);
    place(daysFor.future, 'future', () => 2, input.demoClientId);
  }
  for (let tries = 0; out.length < input.target && tries < input.target * 4; tries++) {
    place(allDays, 'any', (a) => (a === 'past' ? rng.weighted(PAST_MIX) : a === 'future' ? rng.weighted(FUTURE_MIX) : 5));
  }
  return out.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.vetId - b.vetId);
}
