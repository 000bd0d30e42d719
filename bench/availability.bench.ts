// Times the availability engine on a busy clinic month: `npx tsx bench/availability.bench.ts`.
// Goal: median ≤ 10 ms per vet-call; prints one line.
import { DateTime } from 'luxon';
import { performance } from 'node:perf_hooks';
import { computeFreeSlots, type AvailabilityInput, type DayOfWeek, type TimeRange, type WeeklyInterval } from '../packages/domain/src/availability/index';

const ZONE = 'Europe/Bucharest';
const START_DATE = '2026-03-01'; // March includes the spring-forward night of the 29th
const END_DATE = '2026-03-31';
const VETS = 20;
const APPOINTMENTS = 3000;
const ITERATIONS = 200;

// Seeded so runs compare like with like.
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(20260301);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];

function week(days: DayOfWeek[], ...spans: string[]): WeeklyInterval[] {
  return days.flatMap((day) => spans.map((span) => ({ day, start_time: span.slice(0, 5), end_time: span.slice(6) })));
}

const WEEKDAYS: DayOfWeek[] = [1, 2, 3, 4, 5];
const clinicHours = [...week(WEEKDAYS, '08:00-20:00'), ...week([6], '09:00-14:00')];
const templates: WeeklyInterval[][] = [
  week(WEEKDAYS, '09:00-13:00', '14:00-18:00'),
  week(WEEKDAYS, '08:00-12:30', '13:30-16:00'),
  [...week([1, 2, 3], '12:00-20:00'), ...week([6], '09:00-14:00')],
  [...week([3, 4, 5], '08:00-14:00', '14:30-19:00'), ...week([6], '09:00-13:00')],
];

const vets: AvailabilityInput[] = [];
const firstDay = DateTime.fromISO(START_DATE, { zone: ZONE });
for (let v = 0; v < VETS; v++) {
  vets.push({
    timezone: ZONE,
    clinicHours,
    vetHours: templates[v % templates.length],
    busy: [],
    durationMinutes: 30,
    now: firstDay.minus({ days: 1 }).set({ hour: 12 }).toMillis(),
    minNoticeMinutes: 60,
  });
}

// Appointments land on working days at quarter hours between 08:00 and 19:00, 15–60 min long,
// unsorted and sometimes overlapping, as a real calendar export would be.
for (let i = 0; i < APPOINTMENTS; i++) {
  const vet = vets[i % VETS];
  const day = firstDay.plus({ days: Math.floor(random() * 31) });
  const start = day.set({ hour: 8 + Math.floor(random() * 11), minute: pick([0, 15, 30, 45]) });
  const busy: TimeRange = { start: start.toMillis(), end: start.plus({ minutes: pick([15, 30, 45, 60]) }).toMillis() };
  vet.busy.push(busy);
}

let sink = 0;
const run = (vet: AvailabilityInput): void => {
  const schedule = computeFreeSlots(vet, START_DATE, END_DATE);
  sink += schedule[END_DATE].length;
};

for (let i = 0; i < 20; i++) for (const vet of vets) run(vet); // warm-up: JIT and the per-zone day cache

const samples: number[] = [];
for (let i = 0; i < ITERATIONS; i++) {
  for (const vet of vets) {
    const t0 = performance.now();
    run(vet);
    samples.push(performance.now() - t0);
  }
}
if (sink === 0) throw new Error('benchmark computed no slots; the scenario is broken');

samples.sort((a, b) => a - b);
const quantile = (q: number): number => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
console.log(
  `availability: median ${quantile(0.5).toFixed(2)} ms per vet-call (${VETS} vets, 31 days, ${APPOINTMENTS} appointments), p95 ${quantile(0.95).toFixed(2)} ms`,
);
