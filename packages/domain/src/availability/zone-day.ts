import { IANAZone } from 'luxon';
import { DAY_MS, MINUTE_MS } from './civil-date';

const HOUR_MS = 3_600_000;

/**
 * How one clinic-local calendar day maps onto absolute time.
 *
 * "Wall" values are local wall-clock readings written as if they were UTC epoch ms
 * (local 2026-03-29 09:00 → Date.UTC(2026, 2, 29, 9)); `wall = utc + offset` within a segment.
 *
 * Conversion rule for wall → UTC (see `wallToUtc`), which every caller shares:
 * - a time that doesn't exist (spring-forward gap) maps to the transition instant, so an interval
 *   crossing the gap is shorter in real time and one lying inside the gap is empty;
 * - a time that exists twice (fall-back repeated hour) maps to its EARLIER occurrence.
 * The mapping is monotone (never decreasing), so intersecting wall-clock intervals and converting
 * the result equals converting first and intersecting absolute ranges. luxon's own fromObject
 * shifts gap times forward by the gap length instead, which is not monotone (02:59 would land
 * after 03:00), so we only ask luxon for offsets and apply the rule ourselves.
 */
export interface ZoneDay {
  epochDay: number;
  /** Local midnight as a wall value (= epochDay * DAY_MS). */
  wallStart: number;
  /** UTC instants where each constant-offset segment starts; segStarts[0] is -Infinity. */
  segStarts: number[];
  /** Offset (ms, wall − utc) of each segment. */
  segOffsets: number[];
  /** Absolute bounds of the local day: [wallToUtc(00:00), wallToUtc(24:00)). */
  utcStart: number;
  utcEnd: number;
}

const zones = new Map<string, IANAZone>();

export function zoneNamed(name: string): IANAZone {
  let zone = zones.get(name);
  if (zone === undefined) {
    zone = IANAZone.create(name);
    if (!zone.isValid) throw new RangeError(`Unknown IANA time zone '${name}'`);
    zones.set(name, zone);
  }
  return zone;
}

function offsetMs(zone: IANAZone, ts: number): number {
  return Math.round(zone.offset(ts) * MINUTE_MS);
}

/**
 * Finds every offset change between a and b (minute-aligned, offsets oa/ob known), assuming at most
 * one change between two probes that end at the same offset — true for every real zone at the
 * 28-hour probe spacing used below. Bisects to the minute, which is where the tz database puts
 * modern transitions.
 */
function collectTransitions(zone: IANAZone, a: number, oa: number, b: number, ob: number, starts: number[], offsets: number[]): void {
  while (oa !== ob) {
    let lo = a;
    let hi = b;
    while (hi - lo > MINUTE_MS) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetMs(zone, mid) === oa) lo = mid;
      else hi = mid;
    }
    const oh = offsetMs(zone, hi);
    starts.push(hi);
    offsets.push(oh);
    a = hi;
    oa = oh;
  }
}

function buildZoneDay(zone: IANAZone, epochDay: number): ZoneDay {
  const wallStart = epochDay * DAY_MS;
  // Offsets lie within −12h…+14h, so the local day's instants lie inside this window.
  const lo = wallStart - 16 * HOUR_MS;
  const mid = wallStart + 12 * HOUR_MS;
  const hi = wallStart + 40 * HOUR_MS;
  const oLo = offsetMs(zone, lo);
  const oMid = offsetMs(zone, mid);
  const oHi = offsetMs(zone, hi);
  const segStarts = [-Infinity];
  const segOffsets = [oLo];
  collectTransitions(zone, lo, oLo, mid, oMid, segStarts, segOffsets);
  collectTransitions(zone, mid, oMid, hi, oHi, segStarts, segOffsets);
  const day: ZoneDay = { epochDay, wallStart, segStarts, segOffsets, utcStart: 0, utcEnd: 0 };
  day.utcStart = wallToUtc(day, wallStart);
  day.utcEnd = wallToUtc(day, wallStart + DAY_MS);
  return day;
}

// Offsets are a pure function of (zone, instant), so days are memoised across calls: twenty vets
// of one clinic asking about the same month share the Intl work. Bounded so a long-running server
// can't grow it without limit.
const dayCache = new Map<string, Map<number, ZoneDay>>();
const DAY_CACHE_LIMIT = 20_000;

export function zoneDay(zoneName: string, epochDay: number): ZoneDay {
  let days = dayCache.get(zoneName);
  if (days === undefined) {
    zoneNamed(zoneName); // validates before anything is cached under the name
    days = new Map();
    dayCache.set(zoneName, days);
  }
  let day = days.get(epochDay);
  if (day === undefined) {
    if (days.size >= DAY_CACHE_LIMIT) days.clear();
    day = buildZoneDay(zoneNamed(zoneName), epochDay);
    days.set(epochDay, day);
  }
  return day;
}

export function wallToUtc(day: ZoneDay, wall: number): number {
  const { segStarts, segOffsets } = day;
  const n = segOffsets.length;
  if (n === 1) return wall - segOffsets[0];
  // Earliest segment in which this wall time really occurs wins: that is the earlier occurrence.
  for (let k = 0; k < n; k++) {
    const u = wall - segOffsets[k];
    if (u >= segStarts[k] && (k + 1 === n || u < segStarts[k + 1])) return u;
  }
  // Not found: the wall time fell into a gap; it maps to the instant the clocks jumped.
  for (let k = 1; k < n; k++) {
    const t = segStarts[k];
    if (wall >= t + segOffsets[k - 1] && wall < t + segOffsets[k]) return t;
  }
  throw new Error(`Unreachable: wall time ${wall} has no instant`);
}

export function offsetAt(day: ZoneDay, utc: number): number {
  const { segStarts, segOffsets } = day;
  let k = segOffsets.length - 1;
  while (k > 0 && utc < segStarts[k]) k--;
  return segOffsets[k];
}

/** The clinic-local day containing an instant. */
export function zoneDayOf(zoneName: string, utc: number): ZoneDay {
  const guess = Math.floor((utc + offsetMs(zoneNamed(zoneName), utc)) / DAY_MS);
  // The guess uses luxon directly; the day bounds use our gap rule. Re-check against the bounds
  // so the answer always agrees with how computeFreeSlots files a slot under a date.
  let day = zoneDay(zoneName, guess);
  while (utc < day.utcStart) day = zoneDay(zoneName, day.epochDay - 1);
  while (utc >= day.utcEnd) day = zoneDay(zoneName, day.epochDay + 1);
  return day;
}
