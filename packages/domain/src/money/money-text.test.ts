import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney } from './format-money';
import { hundredthsToMajor, inputDigits, majorToHundredths, moneyToText, parseMoneyText } from './money-text';

const CURRENCIES = ['EUR', '€', '$', 'USD', 'RON', 'KRW', '₩', 'JPY', '¥', 'BHD'] as const;
const wholeIn = (currency: string) => inputDigits(currency) === 0;

describe('money as typed', () => {
  it('should take no decimals for won and yen and two for euro, dollar and dinar (the columns hold hundredths)', () => {
    expect(inputDigits('KRW')).toBe(0);
    expect(inputDigits('₩')).toBe(0);
    expect(inputDigits('¥')).toBe(0);
    expect(inputDigits('€')).toBe(2);
    expect(inputDigits('$')).toBe(2);
    expect(inputDigits('BHD')).toBe(2);
  });

  it('should read decimals with a point or a comma into exact hundredths', () => {
    expect(parseMoneyText('12.50', 'EUR')).toEqual({ ok: true, value: 1250 });
    expect(parseMoneyText('12,5', 'EUR')).toEqual({ ok: true, value: 1250 });
    expect(parseMoneyText('0.29', 'USD')).toEqual({ ok: true, value: 29 });
    expect(parseMoneyText(' 1 500 ', 'KRW')).toEqual({ ok: true, value: 150000 });
    expect(parseMoneyText('1500.00', 'KRW')).toEqual({ ok: true, value: 150000 });
    expect(parseMoneyText('', 'EUR')).toEqual({ ok: true, value: null });
  });

  it('should refuse a fraction of a won and a third decimal of a euro, saying why', () => {
    expect(parseMoneyText('1.5', 'KRW')).toEqual({ ok: false, error: 'decimals', digits: 0 });
    expect(parseMoneyText('1.5', '₩')).toEqual({ ok: false, error: 'decimals', digits: 0 });
    expect(parseMoneyText('1.234', 'EUR')).toEqual({ ok: false, error: 'decimals', digits: 2 });
    expect(parseMoneyText('-1', 'EUR')).toMatchObject({ ok: false, error: 'format' });
    expect(parseMoneyText('1.2.3', 'EUR')).toMatchObject({ ok: false, error: 'format' });
    expect(parseMoneyText('12e3', 'EUR')).toMatchObject({ ok: false, error: 'format' });
    expect(parseMoneyText('1234567890123', 'EUR')).toMatchObject({ ok: false, error: 'too_large' });
  });

  it('should show what it read back as the same amount, in every currency', () => {
    fc.assert(fc.property(fc.constantFrom(...CURRENCIES), fc.integer({ min: 0, max: 999_999_999_999 }), (currency, major) => {
      const hundredths = wholeIn(currency) ? major * 100 : major;
      const text = moneyToText(hundredths, currency);
      expect(parseMoneyText(text, currency)).toEqual({ ok: true, value: hundredths });
    }));
  });

  it('should read any text of whole units and allowed decimals exactly, matching formatMoney', () => {
    fc.assert(fc.property(
      fc.constantFrom(...CURRENCIES), fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 99 }), fc.boolean(),
      (currency, whole, cents, comma) => {
        const digits = inputDigits(currency);
        const text = digits ? `${whole}${comma ? ',' : '.'}${String(cents).padStart(2, '0')}` : String(whole);
        const r = parseMoneyText(text, currency);
        expect(r.ok).toBe(true);
        const value = (r as { value: number }).value;
        expect(value).toBe(whole * 100 + (digits ? cents : 0));
        // What staff typed is what the screens show (formatMoney's digits for these currencies).
        if (currency !== 'BHD') expect(formatMoney(value, currency, 0)).toBe(`${digits ? text.replace(',', '.') : text} ${currency}`);
      },
    ));
  });

  it('should never accept a fraction in a currency without a minor unit', () => {
    fc.assert(fc.property(fc.constantFrom('KRW', '₩', 'JPY', '¥'), fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 99 }), (currency, whole, cents) => {
      const text = `${whole}.${String(cents).padStart(2, '0')}`;
      expect(parseMoneyText(text, currency)).toMatchObject({ ok: false, error: 'decimals' });
    }));
  });

  it('should keep a legacy fraction of a won visible instead of rounding it away', () => {
    expect(moneyToText(150050, 'KRW')).toBe('1500.50');
    expect(moneyToText(150000, 'KRW')).toBe('1500');
    expect(moneyToText(5, 'EUR')).toBe('0.05');
    expect(moneyToText(null, 'EUR')).toBe('');
  });

  it('should turn the services API major amounts into hundredths without float noise, and back', () => {
    expect(majorToHundredths(0.29)).toBe(29);
    expect(majorToHundredths(120.5)).toBe(12050);
    expect(majorToHundredths(1.005)).toBe(101);
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (h) => {
      expect(majorToHundredths(hundredthsToMajor(h))).toBe(h);
    }));
  });
});
