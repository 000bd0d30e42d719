// Free times as the public booking page sees them: the real timeslots endpoint, per vet.
import { DateTime } from 'luxon';

export interface PublicClinicInfo {
  id: number;
  slug: string;
  timezone: string;
  auto_confirm: boolean;
  booking_horizon_days: number;
  services: { id: number; name: string; duration: number; deposit_for_online_booking: number; service_packages: { id: number }[]; vets: number[] }[];
  species: { id: number; name: string }[];
}

export async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} → ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as T;
}

export async function publicClinic(base: string, slug: string): Promise<PublicClinicInfo> {
  return (await getJson<{ data: PublicClinicInfo }>(`${base}/api/v1/public/clinics/${slug}?include=services,species`)).data;
}

/** A service without an online deposit (the plain booking endpoint then accepts it). */
export function plainService(clinic: PublicClinicInfo, duration?: number) {
  const s = clinic.services.find((x) => x.deposit_for_online_booking === 0 && x.vets.length > 0 && (duration === undefined || x.duration === duration));
  if (!s) throw new Error(`clinic ${clinic.slug}: no service without a deposit${duration ? ` of ${duration} min` : ''}`);
  return { ...s, packageId: s.service_packages[0].id };
}

/** Slot start (UTC ISO) → vet ids free then, over [from, from + days), at most 31 days per call. */
export async function freeTimes(base: string, clinic: PublicClinicInfo, packageId: number, fromDaysAhead: number, days: number): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  const today = DateTime.now().setZone(clinic.timezone).startOf('day');
  for (let offset = fromDaysAhead; offset < fromDaysAhead + days; offset += 31) {
    const start = today.plus({ days: offset });
    const end = today.plus({ days: Math.min(offset + 30, fromDaysAhead + days - 1) });
    const url = `${base}/api/v1/public/clinics/${clinic.slug}/vets-timeslots?start_date=${start.toISODate()}&end_date=${end.toISODate()}&service_package_ids[0]=${packageId}`;
    const vets = (await getJson<{ data: { id: number; schedule: Record<string, string[]> }[] }>(url)).data;
    for (const v of vets) {
      for (const times of Object.values(v.schedule)) {
        for (const t of times) {
          const key = new Date(t).toISOString();
          out.set(key, [...(out.get(key) ?? []), v.id]);
        }
      }
    }
  }
  return new Map([...out].sort(([a], [b]) => a.localeCompare(b)));
}

/** Picks `n` times, each free for exactly one vet, at least `gapMinutes` apart (so one booking never blocks another pick). */
export function singleVetTimes(times: Map<string, number[]>, n: number, gapMinutes: number): { start: string; vetId: number }[] {
  const picked: { start: string; vetId: number }[] = [];
  let last = -Infinity;
  for (const [start, vets] of times) {
    if (vets.length !== 1) continue;
    const t = Date.parse(start);
    if (t - last < gapMinutes * 60_000) continue;
    picked.push({ start, vetId: vets[0] });
    last = t;
    if (picked.length === n) break;
  }
  return picked;
}

let guestCounter = 0;
/** Guest details with a unique e-mail under `domain` (the suites find their rows by it). */
export function guestDetails(domain: string, tag: string) {
  const n = ++guestCounter;
  return { first_name: 'Proof', last_name: `Guest ${tag} ${n}`, email: `${tag}.${process.pid}.${n}@${domain}`, phone: '+1 212 555 0100' };
}
