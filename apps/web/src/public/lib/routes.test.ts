import { describe, expect, it } from 'vitest';
import { appointmentPath, parseRoute, paymentPath } from './routes';

describe('public routes', () => {
  it('should map the clinic root to the booking page, with or without a trailing slash', () => {
    expect(parseRoute('/book/happy-paws', 'happy-paws')).toEqual({ page: 'book' });
    expect(parseRoute('/book/happy-paws/', 'happy-paws')).toEqual({ page: 'book' });
  });

  it('should read the token and the action of a mail link', () => {
    expect(parseRoute('/book/happy-paws/appointment/abc123', 'happy-paws')).toEqual({ page: 'appointment', token: 'abc123', action: 'view' });
    expect(parseRoute('/book/happy-paws/appointment/abc123/cancel', 'happy-paws')).toEqual({ page: 'appointment', token: 'abc123', action: 'cancel' });
    expect(parseRoute('/book/happy-paws/appointment/abc123/reschedule', 'happy-paws')).toEqual({ page: 'appointment', token: 'abc123', action: 'reschedule' });
  });

  it('should map the password reset link from the mail to its page', () => {
    expect(parseRoute('/book/happy-paws/reset-password', 'happy-paws')).toEqual({ page: 'reset-password' });
    expect(parseRoute('/book/happy-paws/pay/tok_123-abc', 'happy-paws')).toEqual({ page: 'sale-pay', token: 'tok_123-abc' });
    expect(parseRoute('/book/happy-paws/plan-card/tok_123-abc', 'happy-paws')).toEqual({ page: 'plan-card', token: 'tok_123-abc' });
    expect(parseRoute('/book/happy-paws/pay/tok/x', 'happy-paws')).toEqual({ page: 'not-found' });
    expect(parseRoute('/book/happy-paws/reset-password/x', 'happy-paws')).toEqual({ page: 'not-found' });
  });

  it('should answer not-found for unknown paths and other clinics', () => {
    expect(parseRoute('/book/happy-paws/appointment', 'happy-paws')).toEqual({ page: 'not-found' });
    expect(parseRoute('/book/happy-paws/appointment/abc/delete', 'happy-paws')).toEqual({ page: 'not-found' });
    expect(parseRoute('/book/happy-paws-2', 'happy-paws')).toEqual({ page: 'not-found' });
  });

  it('should build the links it parses', () => {
    const path = appointmentPath('happy-paws', 'a/b', 'cancel');
    expect(path).toBe('/book/happy-paws/appointment/a%2Fb/cancel');
    expect(parseRoute(path, 'happy-paws')).toEqual({ page: 'appointment', token: 'a/b', action: 'cancel' });
  });

  it('should read the deposit id of a payment page and build its link', () => {
    const path = paymentPath('happy-paws', '0b6c1f9e-2d1a-4c55-9a43-3f1e2a9d7c10');
    expect(path).toBe('/book/happy-paws/payment-deposits/0b6c1f9e-2d1a-4c55-9a43-3f1e2a9d7c10');
    expect(parseRoute(path, 'happy-paws')).toEqual({ page: 'payment', depositId: '0b6c1f9e-2d1a-4c55-9a43-3f1e2a9d7c10' });
    expect(parseRoute('/book/happy-paws/payment-deposits', 'happy-paws')).toEqual({ page: 'not-found' });
    expect(parseRoute('/book/happy-paws/payment-deposits/x/y', 'happy-paws')).toEqual({ page: 'not-found' });
  });
});
