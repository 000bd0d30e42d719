import { describe, expect, it } from 'vitest';
import { ZCardForm, formatCardNumber, formatCvc, formatExpiry, parseExpiry, toCardInput } from './card-input';

const nextYear = (new Date().getUTCFullYear() + 1) % 100;
const valid = { card_number: '4242 4242 4242 4242', expiry: `12/${String(nextYear).padStart(2, '0')}`, cvc: '123', name: '' };
const fieldErrors = (values: typeof valid) => {
  const r = ZCardForm.safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('card number mask', () => {
  it('should group the digits by four and drop anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000-0000-0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42a4 2')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
  });

  it('should stop at 19 digits and group American Express as 4-6-5', () => {
    expect(formatCardNumber('1'.repeat(25)).replace(/\s/g, '')).toHaveLength(19);
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });
});

describe('expiry mask', () => {
  it('should add the slash after the month and pad a month that cannot start a two-digit one', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('5')).toBe('05/');
    expect(formatExpiry('12/289')).toBe('12/28');
  });

  it('should let the slash be deleted', () => {
    expect(formatExpiry('12', true)).toBe('12');
  });

  it('should read MM/YY and MM/YYYY', () => {
    expect(parseExpiry('07/29')).toEqual({ exp_month: 7, exp_year: 2029 });
    expect(parseExpiry('7/2031')).toEqual({ exp_month: 7, exp_year: 2031 });
    expect(parseExpiry('0729')).toBeNull();
  });

  it('should keep only up to four CVC digits', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});

describe('card form schema', () => {
  it('should turn a valid form into the shared card input', () => {
    const r = ZCardForm.safeParse({ ...valid, name: '  Ana Popa ' });
    expect(r.success).toBe(true);
    expect(r.data).toEqual({ card_number: '4242424242424242', exp_month: 12, exp_year: 2000 + nextYear, cvc: '123', name: 'Ana Popa' });
    expect(toCardInput(valid)).not.toHaveProperty('name');
  });

  it('should accept the decline test cards: they pass Luhn, the provider declines them', () => {
    expect(fieldErrors({ ...valid, card_number: '4000 0000 0000 0002' })).toEqual({});
    expect(fieldErrors({ ...valid, card_number: '4000 0000 0000 9995' })).toEqual({});
  });

  it('should reject a number that fails the Luhn check on the card number field', () => {
    expect(fieldErrors({ ...valid, card_number: '4242 4242 4242 4241' })).toEqual({ card_number: 'validation.card_number' });
  });

  it('should put an expired card and a malformed expiry on the expiry field', () => {
    expect(fieldErrors({ ...valid, expiry: '01/20' })).toEqual({ expiry: 'validation.card_expired' });
    expect(fieldErrors({ ...valid, expiry: '13/30' })).toEqual({ expiry: 'validation.invalid' });
    expect(fieldErrors({ ...valid, expiry: '12' })).toEqual({ expiry: 'payments.card.expiryFormat' });
  });

  it('should say "required" once per empty field', () => {
    expect(fieldErrors({ card_number: '', expiry: '', cvc: '', name: '' })).toEqual({ card_number: 'validation.required', expiry: 'validation.required', cvc: 'validation.required' });
  });

  it('should reject a CVC that is not 3 or 4 digits', () => {
    expect(fieldErrors({ ...valid, cvc: '12' })).toEqual({ cvc: 'validation.card_cvc' });
  });
});
