import { describe, expect, it } from 'vitest';
import type { TPaymentCharge } from '@vetclinic/domain';
import { bookingDepositMinor, depositView, failureKey, formatCountdown, lastCharge, rescheduleDepositMinor, toMinor } from './deposit';

describe('booking deposit', () => {
  it('should add the chosen services\' deposits and multiply by the pets', () => {
    const services = [{ deposit_for_online_booking: 100 }, { deposit_for_online_booking: 0 }, { deposit_for_online_booking: 12.5 }];
    expect(bookingDepositMinor({ services }, 1)).toBe(11250);
    expect(bookingDepositMinor({ services }, 2)).toBe(22500);
  });

  it('should use the visit type\'s deposit when booking by visit type', () => {
    expect(bookingDepositMinor({ visitType: { deposit_for_online_booking: 40 }, services: [{ deposit_for_online_booking: 100 }] }, 3)).toBe(12000);
  });

  it('should count one pet before the pets are filled in and never go below zero', () => {
    expect(bookingDepositMinor({ services: [{ deposit_for_online_booking: 100 }] }, 0)).toBe(10000);
    expect(bookingDepositMinor({ services: [{ deposit_for_online_booking: -5 }] }, 2)).toBe(0);
    expect(bookingDepositMinor({ services: [] }, 2)).toBe(0);
  });

  it('should convert prices without float drift', () => {
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(19.99)).toBe(1999);
  });
});

describe('countdown', () => {
  it('should show minutes and seconds, hours when long, and stop at zero', () => {
    expect(formatCountdown(14 * 60_000 + 5_000)).toBe('14:05');
    expect(formatCountdown(3_600_000 + 62_000)).toBe('1:01:02');
    expect(formatCountdown(400)).toBe('0:01');
    expect(formatCountdown(-5_000)).toBe('0:00');
  });
});

describe('deposit screen', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');
  it('should offer the card form while payable and show expired once the time has run out', () => {
    expect(depositView({ status: 'due', expires_at: '2026-11-25T10:10:00Z' }, now)).toBe('pay');
    expect(depositView({ status: 'failed', expires_at: '2026-11-25T10:10:00Z' }, now)).toBe('pay');
    expect(depositView({ status: 'due', expires_at: '2026-11-25T09:59:59Z' }, now)).toBe('expired');
    expect(depositView({ status: 'expired', expires_at: '2026-11-25T10:10:00Z' }, now)).toBe('expired');
  });

  it('should map the other statuses to their own screens', () => {
    for (const s of ['processing', 'paid', 'refunded', 'cancelled'] as const) expect(depositView({ status: s, expires_at: '2026-11-25T09:00:00Z' }, now)).toBe(s);
  });
});

describe('failure messages', () => {
  it('should name the reason of a known decline and read unknown codes as a decline', () => {
    expect(failureKey('insufficient_funds')).toBe('payments.failure.insufficient_funds');
    expect(failureKey('card_declined')).toBe('payments.failure.card_declined');
    expect(failureKey('something_new')).toBe('payments.failure.card_declined');
    expect(failureKey(null)).toBe('payments.failure.card_declined');
  });

  it('should find the latest charge attempt and ignore refunds', () => {
    const c = (id: string, kind: 'charge' | 'refund', at: string): TPaymentCharge => ({ id, kind, status: 'failed', amount: 1, amount_minor: 100, currency: 'USD', failure_code: null, card_last4: null, card_brand: null, created_at: at });
    expect(lastCharge([c('a', 'charge', '2026-11-25T10:00:00Z'), c('b', 'charge', '2026-11-25T10:02:00Z'), c('r', 'refund', '2026-11-25T10:05:00Z')])?.id).toBe('b');
    expect(lastCharge([])).toBeNull();
    expect(lastCharge(undefined)).toBeNull();
  });
});

describe('reschedule deposit', () => {
  const catalogue = { services: [{ id: 1, deposit_for_online_booking: 100 }, { id: 2, deposit_for_online_booking: 0 }], visit_types: [{ id: 7, deposit_for_online_booking: 30 }] };
  const paid = (amount_minor: number, refunded_amount_minor = 0) => ({ status: 'paid', amount_minor, refunded_amount_minor });

  it('should ask nothing more when the deposit was paid in full', () => {
    expect(rescheduleDepositMinor({ services: [{ id: 1 }], visit_type: null, pets: [{}], deposit: paid(10000) }, catalogue)).toBe(0);
  });

  it('should ask the whole deposit when none was paid, and the difference when it grew', () => {
    expect(rescheduleDepositMinor({ services: [{ id: 1 }, { id: 2 }], visit_type: null, pets: [{}, {}], deposit: null }, catalogue)).toBe(20000);
    expect(rescheduleDepositMinor({ services: [{ id: 1 }], visit_type: null, pets: [{}, {}], deposit: paid(10000) }, catalogue)).toBe(10000);
    expect(rescheduleDepositMinor({ services: [{ id: 1 }], visit_type: null, pets: [{}], deposit: { status: 'expired', amount_minor: 10000, refunded_amount_minor: 0 } }, catalogue)).toBe(10000);
  });

  it('should count a refunded deposit as not paid and use the visit type when there is one', () => {
    expect(rescheduleDepositMinor({ services: [{ id: 1 }], visit_type: null, pets: [{}], deposit: paid(10000, 10000) }, catalogue)).toBe(10000);
    expect(rescheduleDepositMinor({ services: [], visit_type: { id: 7 }, pets: [{}], deposit: null }, catalogue)).toBe(3000);
    expect(rescheduleDepositMinor({ services: [{ id: 3 }], visit_type: null, pets: [{}], deposit: null }, catalogue)).toBe(0);
  });
});
