import { describe, expect, it } from 'vitest';
import { daysInMonth, formatIsoDate, maskDate, parseMaskedDate } from './date-mask';

describe('date mask', () => {
  it('should put separators in as the parts fill, in the clinic format', () => {
    expect(maskDate('1', 'DD-MM-YYYY')).toBe('1');
    expect(maskDate('150', 'DD-MM-YYYY')).toBe('15-0');
    expect(maskDate('15032020', 'DD-MM-YYYY')).toBe('15-03-2020');
    expect(maskDate('03152020', 'MM/DD/YYYY')).toBe('03/15/2020');
    expect(maskDate('20200315', 'YYYY-MM-DD')).toBe('2020-03-15');
    expect(maskDate('15.03.2020', 'DD.MM.YYYY')).toBe('15.03.2020');
  });

  it('should drop anything but digits and stop at eight digits', () => {
    expect(maskDate('ab1-5x0322020999', 'DD-MM-YYYY')).toBe('15-03-2202');
  });

  it('should keep the month at most 12 and at least 1', () => {
    expect(maskDate('0113', 'DD-MM-YYYY')).toBe('01-12');
    expect(maskDate('0100', 'DD-MM-YYYY')).toBe('01-01');
  });

  it('should read a first month digit above 1 as a one-digit month', () => {
    expect(maskDate('053', 'DD-MM-YYYY')).toBe('05-03');
  });

  it('should keep the day at most 31 and at least 1, and read a first digit above 3 as a one-digit day', () => {
    expect(maskDate('39', 'DD-MM-YYYY')).toBe('31');
    expect(maskDate('00', 'DD-MM-YYYY')).toBe('01');
    expect(maskDate('4', 'DD-MM-YYYY')).toBe('04');
  });

  it('should know how long the month is', () => {
    expect(maskDate('3104', 'DD-MM-YYYY')).toBe('30-04');
    expect(maskDate('3102', 'DD-MM-YYYY')).toBe('29-02');
    expect(maskDate('29022023', 'DD-MM-YYYY')).toBe('28-02-2023');
    expect(maskDate('29022024', 'DD-MM-YYYY')).toBe('29-02-2024');
    expect(daysInMonth(2)).toBe(29);
    expect(daysInMonth(2, 1900)).toBe(28);
    expect(daysInMonth(2, 2000)).toBe(29);
  });

  it('should keep the year between 1 and 9999', () => {
    expect(maskDate('01010000', 'DD-MM-YYYY')).toBe('01-01-0001');
    expect(maskDate('01019999', 'DD-MM-YYYY')).toBe('01-01-9999');
  });

  it('should be stable when applied to its own output', () => {
    for (const s of ['15-03-2020', '04', '05-03', '29-02-2024']) expect(maskDate(s, 'DD-MM-YYYY')).toBe(s);
  });

  it('should give yyyy-MM-dd only for a whole real date', () => {
    expect(parseMaskedDate('15-03-2020', 'DD-MM-YYYY')).toBe('2020-03-15');
    expect(parseMaskedDate('03/15/2020', 'MM/DD/YYYY')).toBe('2020-03-15');
    expect(parseMaskedDate('15-03-20', 'DD-MM-YYYY')).toBeNull();
    expect(parseMaskedDate('29-02-2023', 'DD-MM-YYYY')).toBeNull();
    expect(parseMaskedDate('', 'DD-MM-YYYY')).toBeNull();
  });

  it('should show a yyyy-MM-dd date in the clinic format', () => {
    expect(formatIsoDate('2020-03-15', 'MM/DD/YYYY')).toBe('03/15/2020');
    expect(formatIsoDate('2020-03-15', 'DD.MM.YYYY')).toBe('15.03.2020');
  });
});
