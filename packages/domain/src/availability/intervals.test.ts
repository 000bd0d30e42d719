import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intersectRanges, mergeRanges, subtractRanges } from './intervals';
import type { TimeRange } from './types';

const r = (start: number, end: number): TimeRange => ({ start, end });

// Small integer ranges so a brute-force point check covers every unit.
const ranges = fc.array(fc.record({ start: fc.integer({ min: 0, max: 60 }), length: fc.integer({ min: -2, max: 15 }) }), { maxLength: 12 }).map((xs) =>
  xs.map(({ start, length }) => r(start, start + length)),
);

function covers(list: readonly TimeRange[], point: number): boolean {
  return list.some((x) => x.start <= point && point < x.end);
}

function isSortedAndMerged(list: readonly TimeRange[]): boolean {
  return list.every((x, i) => x.start < x.end && (i === 0 || list[i - 1].end < x.start));
}

describe('mergeRanges', () => {
  it('unions overlapping and touching ranges, sorts them and drops empty ones', () => {
    expect(mergeRanges([r(10, 20), r(0, 5), r(5, 7), r(15, 25), r(30, 30), r(40, 35)])).toEqual([r(0, 7), r(10, 25)]);
  });

  it('does not modify its input', () => {
    const input = [r(0, 5), r(3, 9)];
    mergeRanges(input);
    expect(input).toEqual([r(0, 5), r(3, 9)]);
  });

  it('covers exactly the points its input covers', () => {
    fc.assert(
      fc.property(ranges, (xs) => {
        const merged = mergeRanges(xs);
        expect(isSortedAndMerged(merged)).toBe(true);
        for (let p = -1; p < 80; p++) expect(covers(merged, p)).toBe(covers(xs, p));
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});

describe('intersectRanges and subtractRanges', () => {
  it('intersect and subtract on an example', () => {
    const a = [r(0, 10), r(20, 30)];
    const b = [r(5, 25)];
    expect(intersectRanges(a, b)).toEqual([r(5, 10), r(20, 25)]);
    expect(subtractRanges(a, b)).toEqual([r(0, 5), r(25, 30)]);
  });

  it('match a point-by-point brute force', () => {
    fc.assert(
      fc.property(ranges, ranges, (xs, ys) => {
        const a = mergeRanges(xs);
        const b = mergeRanges(ys);
        const both = intersectRanges(a, b);
        const diff = subtractRanges(a, b);
        for (let p = -1; p < 80; p++) {
          expect(covers(both, p)).toBe(covers(a, p) && covers(b, p));
          expect(covers(diff, p)).toBe(covers(a, p) && !covers(b, p));
        }
        expect(both.every((x) => x.start < x.end)).toBe(true);
        expect(diff.every((x) => x.start < x.end)).toBe(true);
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});
