import { describe, expect, it } from 'vitest';
import { AppointmentStatus } from '../enums';
import { appointmentActions } from './appointments';

describe('appointmentActions.new_link', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  const at = (status: number, start: string, end: string) => appointmentActions({ status, datetime_start_utc: start, datetime_end_utc: end }, now).new_link;

  it('should offer a new manage link until the visit is over', () => {
    expect(at(AppointmentStatus.CONFIRMED, '2026-11-27T09:00:00Z', '2026-11-27T09:30:00Z')).toBe(true);
    // Under way: the client may still need the link (directions, the clinic's address).
    expect(at(AppointmentStatus.CONFIRMED, '2026-11-26T11:45:00Z', '2026-11-26T12:15:00Z')).toBe(true);
    expect(at(AppointmentStatus.CONFIRMED, '2026-11-26T11:00:00Z', '2026-11-26T11:30:00Z')).toBe(false);
  });

  it('should not offer one for a cancelled or missed visit, or a deposit hold with its own payment link', () => {
    for (const status of [AppointmentStatus.CANCELED_BY_CLIENT, AppointmentStatus.CANCELED_BY_CLINIC, AppointmentStatus.NO_SHOW, AppointmentStatus.HOLD]) {
      expect(at(status, '2026-11-27T09:00:00Z', '2026-11-27T09:30:00Z')).toBe(false);
    }
  });
});
