import { describe, expect, it } from 'vitest';
import { PHONE_INVALID, PHONE_REQUIRED, defaultPhoneCountry, phoneCountries, phoneError, toE164 } from './phone';

describe('phone validation', () => {
  it('should ask for a phone when the box is empty', () => {
    expect(phoneError('', 'RO')).toBe(PHONE_REQUIRED);
    expect(phoneError('   ', 'RO')).toBe(PHONE_REQUIRED);
    expect(phoneError(null, 'RO')).toBe(PHONE_REQUIRED);
  });

  it('should accept a number valid for the chosen country, national or international', () => {
    expect(phoneError('0721 555 010', 'RO')).toBeNull();
    expect(phoneError('+40 721 555 010', 'RO')).toBeNull();
    expect(phoneError('(212) 555-0142', 'US')).toBeNull();
  });

  it('should refuse a number that is not valid for the country', () => {
    expect(phoneError('123', 'RO')).toBe(PHONE_INVALID);
    expect(phoneError('0721 555', 'RO')).toBe(PHONE_INVALID);
    expect(phoneError('0721 ABC 010', 'RO')).toBe(PHONE_INVALID);
  });

  it('should send the number in E.164', () => {
    expect(toE164('0721 555 010', 'RO')).toBe('+40721555010');
    expect(toE164('(212) 555-0142', 'US')).toBe('+12125550142');
    expect(toE164('12', 'US')).toBeNull();
  });

  it('should start on the clinic country and fall back to the US', () => {
    expect(defaultPhoneCountry('ro')).toBe('RO');
    expect(defaultPhoneCountry('xx')).toBe('US');
    expect(defaultPhoneCountry(undefined)).toBe('US');
  });

  it('should list the countries with their calling codes', () => {
    const list = phoneCountries('en');
    expect(list.find((c) => c.code === 'RO')).toEqual({ code: 'RO', name: 'Romania', callingCode: '40' });
    expect(list.length).toBeGreaterThan(200);
  });
});
