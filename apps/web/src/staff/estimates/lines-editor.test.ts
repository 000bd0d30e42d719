import { describe, expect, it } from 'vitest';
import { draftOf, inputOf } from './lines-editor';

const saved = { service_id: 1, product_id: null, name: 'Vaccination', qty_low: 1, qty_high: 2, unit_price: 150000, discount_percent: null, vat: 10 };

describe('estimate lines editor money', () => {
  it('should show a saved price in the currency\'s own digits: whole won, cents of lei', () => {
    expect(draftOf(saved, '₩').unit_price).toBe('1500');
    expect(draftOf(saved, '¥').unit_price).toBe('1500');
    expect(draftOf(saved, 'lei').unit_price).toBe('1500.00');
    expect(draftOf({ ...saved, unit_price: null }, '₩').unit_price).toBe('');
  });

  it('should send what was typed as hundredths, and -1 for what the currency cannot hold', () => {
    const won = draftOf(saved, '₩');
    expect(inputOf(won, '₩').unit_price).toBe(150000);
    expect(inputOf({ ...won, unit_price: '1500.5' }, '₩').unit_price).toBe(-1);
    expect(inputOf({ ...won, unit_price: '12,50' }, 'lei').unit_price).toBe(1250);
    expect(inputOf({ ...won, unit_price: 'abc' }, 'lei').unit_price).toBe(-1);
    expect(inputOf({ ...won, unit_price: ' ' }, 'lei').unit_price).toBeNull();
  });
});
