import { describe, expect, it } from 'vitest';
import { ZBookingInput } from '@vetclinic/domain';
import { toParentBookingInput } from './parent-booking';

describe('a logged-in parent booking', () => {
  it('should send the chosen pet ids and no contact fields', () => {
    const input = toParentBookingInput(
      { clinicId: 1, startUtc: '2030-01-07T08:00:00.000Z', vetId: -1, servicePackageIds: [4] },
      [3, 5, 3],
      '  ',
      { language: 'en', utm: { utm_source: 'mail' } },
    );
    expect(input).toEqual({ clinic_id: 1, datetime_start_utc: '2030-01-07T08:00:00.000Z', vet_id: -1, service_package_ids: [4], pet_ids: [3, 5], user_note: null, language: 'en', utm_source: 'mail' });
    expect(ZBookingInput.safeParse(input).success).toBe(true);
  });

  it('should name the visit type instead of packages when booking by visit type', () => {
    const input = toParentBookingInput({ clinicId: 1, startUtc: '2030-01-07T08:00:00.000Z', vetId: 2, visitTypeId: 9 }, [3], 'Limping', { language: 'ro', utm: {} });
    expect(input).toMatchObject({ visit_type_id: 9, pet_ids: [3], user_note: 'Limping' });
    expect(input).not.toHaveProperty('service_package_ids');
    expect(input).not.toHaveProperty('first_name');
  });
});
