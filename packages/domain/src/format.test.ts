import { describe, expect, it } from 'vitest';
import { formatInZone, formatMoney, toLuxonFormat } from './format';
import { languageFromHeader, resolveLanguage } from './languages';

describe('clinic formats', () => {
  it('should translate the spec date formats into luxon tokens', () => {
    expect(toLuxonFormat('DD-MM-YYYY')).toBe('dd-LL-yyyy');
    expect(toLuxonFormat('MM/DD/YYYY')).toBe('LL/dd/yyyy');
    expect(toLuxonFormat('hh:mm A')).toBe('hh:mm a');
  });

  it('should show an instant in the clinic zone, not the server zone', () => {
    expect(formatInZone('2026-03-29T06:30:00Z', 'Europe/Bucharest', { dateFormat: 'DD-MM-YYYY', timeFormat: 'HH:mm' })).toBe('29-03-2026 09:30');
    expect(formatInZone('2026-11-01T14:00:00Z', 'America/New_York', { dateFormat: 'MM/DD/YYYY', timeFormat: 'hh:mm A' })).toBe('11/01/2026 09:00 AM');
  });

  it('should format money exactly to the minor unit when amounts are large', () => {
    expect(formatMoney(123456789012, '$', 1)).toBe('$1234567890.12');
    expect(formatMoney(5, 'RON', 0)).toBe('0.05 RON');
    expect(formatMoney(-1050, '$', true)).toBe('$-10.50');
    // In the currency's own digits: won and yen have none, dinars three (amounts are hundredths in every currency).
    expect(formatMoney(150_000, '₩', 0)).toBe('1500 ₩');
    expect(formatMoney(150_000, 'KRW', 0)).toBe('1500 KRW');
    expect(formatMoney(150_050, '¥', 1)).toBe('¥1501');
    expect(formatMoney(-49, 'JPY', 0)).toBe('0 JPY');
    expect(formatMoney(123_45, 'BHD', 0)).toBe('123.450 BHD');
    expect(formatMoney(123_45, 'lei', 0)).toBe('123.45 lei');
    expect(formatMoney(123_45, '₩', 0, 2)).toBe('123.45 ₩');
  });
});

describe('languages', () => {
  it('should map the spec locale codes onto the 14 languages', () => {
    expect(resolveLanguage('en-us')).toBe('en');
    expect(resolveLanguage('ca_es')).toBe('ca');
    expect(resolveLanguage('pt_br')).toBe('pt');
    expect(resolveLanguage('ko_kr')).toBe('ko');
    expect(resolveLanguage('zh_tw')).toBe('zh-TW');
    expect(resolveLanguage('xx')).toBe('en');
  });

  it('should pick the preferred supported language from Accept-Language', () => {
    expect(languageFromHeader('de-DE,de;q=0.9,ro;q=0.8')).toBe('ro');
    expect(languageFromHeader('ko-KR')).toBe('ko');
    expect(languageFromHeader(undefined)).toBe('en');
  });
});
