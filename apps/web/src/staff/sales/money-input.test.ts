import { describe, expect, it } from 'vitest';
import { cashDifference, parseMoneyInput } from './money-input';

describe('parseMoneyInput', () => {
  it('should read two-decimal amounts with a point or a comma as hundredths', () => {
    expect(parseMoneyInput('12.50', 2)).toBe(1250);
    expect(parseMoneyInput('12,5', 2)).toBe(1250);
    expect(parseMoneyInput(' 1 200 ', 2)).toBe(120000);
    expect(parseMoneyInput('0.01', 2)).toBe(1);
    expect(parseMoneyInput('7.', 2)).toBe(700);
  });
  it('should refuse more decimals than the currency has, and anything that is not an amount', () => {
    expect(parseMoneyInput('1.234', 2)).toBeNull();
    expect(parseMoneyInput('', 2)).toBeNull();
    expect(parseMoneyInput('-5', 2)).toBeNull();
    expect(parseMoneyInput('abc', 2)).toBeNull();
    expect(parseMoneyInput('1.2.3', 2)).toBeNull();
  });
  it('should take whole won only (no minor unit) but still store hundredths', () => {
    expect(parseMoneyInput('1500', 0)).toBe(150000);
    expect(parseMoneyInput('1500.00', 0)).toBe(150000);
    expect(parseMoneyInput('1500.5', 0)).toBeNull();
  });
});

describe('cashDifference', () => {
  it('should be counted minus expected, null until something is counted', () => {
    expect(cashDifference(4900, 5000)).toBe(-100);
    expect(cashDifference(5000, 5000)).toBe(0);
    expect(cashDifference(null, 5000)).toBeNull();
  });
});
