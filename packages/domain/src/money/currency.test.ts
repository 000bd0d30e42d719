import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { currencyExponent, isoCurrency, minorToDecimalString, toMajor, toMinor } from './currency';

describe('currencies', () => {
  it('should know the minor unit of currencies without cents and with three decimals', () => {
    expect(currencyExponent('KRW')).toBe(0);
    expect(currencyExponent('jpy')).toBe(0);
    expect(currencyExponent('USD')).toBe(2);
    expect(currencyExponent('RON')).toBe(2);
    expect(currencyExponent('BHD')).toBe(3);
  });

  it('should read a clinic\'s displayed currency as ISO 4217, by country where a symbol is shared', () => {
    expect(isoCurrency('lei', 'RO')).toBe('RON');
    expect(isoCurrency('₩', 'KR')).toBe('KRW');
    expect(isoCurrency('$', 'CA')).toBe('CAD');
    expect(isoCurrency('kr', 'DK')).toBe('DKK');
    expect(isoCurrency('eur', 'FR')).toBe('EUR');
  });

  it('should turn minor units into the wire amount and back without loss, per currency', () => {
    fc.assert(fc.property(fc.integer({ min: -1e13, max: 1e13 }), fc.constantFrom('USD', 'KRW', 'JPY', 'BHD', 'EUR'), (minor, iso) => {
      expect(toMinor(toMajor(minor, iso), iso)).toBe(minor);
    }));
    expect(toMajor(1250, 'USD')).toBe(12.5);
    expect(toMajor(1250, 'KRW')).toBe(1250);
    expect(toMajor(1250, 'BHD')).toBe(1.25);
  });

  it('should refuse amounts finer than the currency\'s minor unit instead of rounding them away', () => {
    expect(toMinor(10.005, 'USD')).toBeNull();
    expect(toMinor(1.5, 'KRW')).toBeNull();
    expect(toMinor(1.005, 'BHD')).toBe(1005);
    expect(toMinor(0.1 + 0.2, 'USD')).toBeNull(); // 0.30000000000000004 is not an amount anyone typed
    expect(toMinor(0.3, 'USD')).toBe(30);
    expect(toMinor(Number.NaN, 'USD')).toBeNull();
    expect(toMinor(1e-7, 'USD')).toBeNull();
    expect(toMinor(1e21, 'USD')).toBeNull();
  });

  it('should write minor units with the currency\'s digits', () => {
    expect(minorToDecimalString(-5, 2)).toBe('-0.05');
    expect(minorToDecimalString(1200, 0)).toBe('1200');
    expect(minorToDecimalString(1, 3)).toBe('0.001');
  });
});
