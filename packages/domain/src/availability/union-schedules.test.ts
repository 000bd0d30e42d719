import { describe, expect, it } from 'vitest';
import { unionSchedules } from './index';

describe('unionSchedules', () => {
  it('offers a start when any vet offers it, once, in time order', () => {
    const a = { '2026-05-04': ['2026-05-04T06:00:00.000Z', '2026-05-04T07:00:00.000Z'], '2026-05-05': [] };
    const b = { '2026-05-04': ['2026-05-04T06:30:00.000Z', '2026-05-04T07:00:00.000Z'], '2026-05-05': ['2026-05-05T06:00:00.000Z'] };
    expect(unionSchedules([a, b])).toEqual({
      '2026-05-04': ['2026-05-04T06:00:00.000Z', '2026-05-04T06:30:00.000Z', '2026-05-04T07:00:00.000Z'],
      '2026-05-05': ['2026-05-05T06:00:00.000Z'],
    });
  });

  it('keeps dates that nobody has free as empty lists and orders the dates', () => {
    const result = unionSchedules([{ '2026-05-06': [] }, { '2026-05-05': [] }]);
    expect(Object.keys(result)).toEqual(['2026-05-05', '2026-05-06']);
    expect(result['2026-05-05']).toEqual([]);
  });

  it('returns an empty schedule for no vets', () => {
    expect(unionSchedules([])).toEqual({});
  });
});
