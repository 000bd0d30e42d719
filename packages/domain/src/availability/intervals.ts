import type { TimeRange } from './types';

/**
 * Sorts and unions ranges. Touching ranges are joined too: two opening intervals 09:00–12:00 and
 * 12:00–17:00 leave no gap, so a booking may run across 12:00. Empty or inverted ranges vanish.
 */
export function mergeRanges(ranges: readonly TimeRange[]): TimeRange[] {
  const sorted = ranges.filter((r) => r.end > r.start).sort((a, b) => a.start - b.start);
  const out: TimeRange[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && r.start <= last.end) {
      if (r.end > last.end) last.end = r.end;
    } else {
      out.push({ start: r.start, end: r.end });
    }
  }
  return out;
}

/** Intersection of two sorted, merged lists (as produced by mergeRanges). */
export function intersectRanges(a: readonly TimeRange[], b: readonly TimeRange[]): TimeRange[] {
  const out: TimeRange[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const start = Math.max(a[i].start, b[j].start);
    const end = Math.min(a[i].end, b[j].end);
    if (start < end) out.push({ start, end });
    // Whichever ends first can't meet anything further along the other list.
    if (a[i].end < b[j].end) i++;
    else j++;
  }
  return out;
}

/** `a` minus `b`, both sorted and merged. */
export function subtractRanges(a: readonly TimeRange[], b: readonly TimeRange[]): TimeRange[] {
  const out: TimeRange[] = [];
  let j = 0;
  for (const r of a) {
    let cursor = r.start;
    while (j < b.length && b[j].end <= cursor) j++;
    // k, not j: a long subtrahend may still cut into the next range of `a`.
    let k = j;
    while (k < b.length && b[k].start < r.end) {
      if (b[k].start > cursor) out.push({ start: cursor, end: b[k].start });
      if (b[k].end > cursor) cursor = b[k].end;
      k++;
    }
    if (cursor < r.end) out.push({ start: cursor, end: r.end });
  }
  return out;
}
