import { describe, expect, it } from 'vitest';
import { ZBookingInput } from '@vetclinic/domain';
import { ZGuestForm, toBookingInput } from './booking-form';
import { emptyGuestForm } from './guest-values';

const filled = {
  ...emptyGuestForm(),
  first_name: ' Ana ',
  last_name: 'Pop',
  email: 'ana@example.com',
  phone: '0721 000 111',
  phone_country: 'RO',
  pets: [{ nickname: 'Rex', species_id: '1', breed_id: '' }, { nickname: 'Luna', species_id: '2', breed_id: '7' }],
  user_note: '',
};

describe('guest booking form', () => {
  it('should ask for the required fields with the shared message keys', () => {
    const res = ZGuestForm.safeParse(emptyGuestForm());
    expect(res.success).toBe(false);
    // The form shows the first issue of each field, as zodResolver does.
    const byPath = Object.fromEntries(res.error!.issues.reverse().map((i) => [i.path.join('.'), i.message]));
    expect(byPath.first_name).toBe('validation.required');
    expect(byPath.email).toBe('validation.required');
    expect(byPath.phone).toBe('labels.clientForm.required');
    expect(byPath['pets.0.nickname']).toBe('validation.required');
    expect(byPath['pets.0.species_id']).toBe('validation.required');
  });

  it('should reject a malformed phone and e-mail', () => {
    const res = ZGuestForm.safeParse({ ...filled, phone: 'call me', email: 'nope' });
    const byPath = Object.fromEntries(res.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath.phone).toBe('labels.clientForm.invalid_phone');
    expect(byPath.email).toBe('validation.email');
  });

  it('should check the phone for its country and send it in E.164', () => {
    expect(ZGuestForm.safeParse({ ...filled, phone: '0721 000 111', phone_country: 'US' }).error?.issues[0]).toMatchObject({ path: ['phone'], message: 'labels.clientForm.invalid_phone' });
    const input = toBookingInput({ clinicId: 3, startUtc: '2026-03-02T08:30:00Z', vetId: 4, visitTypeId: 9 }, ZGuestForm.parse(filled), { language: 'en', utm: {} });
    expect(input.phone).toBe('+40721000111');
  });

  it('should build a booking the API schema accepts, with utm and language', () => {
    const values = ZGuestForm.parse(filled);
    const input = toBookingInput(
      { clinicId: 3, startUtc: '2026-03-02T08:30:00.000Z', vetId: -1, servicePackageIds: [11, 12] },
      values,
      { language: 'ro', utm: { utm_source: 'facebook' } },
    );
    expect(input).toMatchObject({
      clinic_id: 3, vet_id: -1, service_package_ids: [11, 12], first_name: 'Ana', language: 'ro', utm_source: 'facebook', user_note: null,
      pets: [{ nickname: 'Rex', species_id: 1 }, { nickname: 'Luna', species_id: 2, breed_id: 7 }],
    });
    expect(input.pets![0]).not.toHaveProperty('breed_id');
    expect(ZBookingInput.safeParse(input).success).toBe(true);
  });

  it('should send a visit type instead of packages when booking by visit type', () => {
    const input = toBookingInput({ clinicId: 3, startUtc: '2026-03-02T08:30:00Z', vetId: 4, visitTypeId: 9 }, ZGuestForm.parse(filled), { language: 'en', utm: {} });
    expect(input.visit_type_id).toBe(9);
    expect(input).not.toHaveProperty('service_package_ids');
    expect(ZBookingInput.safeParse(input).success).toBe(true);
  });
});
