import { describe, expect, it } from 'vitest';
import { makeRegisterSchema, registerDefaults, toRegisterPayload, type RegisterValues } from './register-form';
import { newPetDefaults } from './pet-form';
import { formFieldOf } from './server-fields';

const ctx = { dateFormat: 'DD-MM-YYYY', today: '2025-03-31' };
const filled = (over: Partial<RegisterValues> = {}): RegisterValues => ({
  ...registerDefaults('RO'),
  first_name: 'Ana', last_name: 'Popa', email: 'ana@example.test', phone: '0721 555 010',
  password: 'secret1', password_confirmation: 'secret1', terms_and_conditions: true, ...over,
});
const errors = (v: RegisterValues) => {
  const r = makeRegisterSchema(ctx).safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('registration form', () => {
  it('should start with the clinic country for the phone and no phone yet', () => {
    expect(registerDefaults('RO')).toMatchObject({ phone_country: 'RO', phone: null, pets: [], terms_and_conditions: false });
  });

  it('should ask for the phone, the terms, a matching confirmation and every required box', () => {
    expect(errors({ ...registerDefaults('RO'), password: 'secret1', password_confirmation: 'other' })).toEqual({
      first_name: 'validation.required', last_name: 'validation.required', email: 'validation.required',
      terms_and_conditions: 'validation.terms_required', phone: 'labels.clientForm.required', password_confirmation: 'validation.password_confirmation',
    });
  });

  it('should say the phone is invalid for its country and the password too short', () => {
    expect(errors(filled({ phone: '12', password: '123', password_confirmation: '123' }))).toEqual({ phone: 'labels.clientForm.invalid_phone', password: 'labels.loginPasswordLength' });
  });

  it('should send the phone in E.164, the address text with its place id, and no details without a source', () => {
    const address = { place_id: 'custom:1', formatted_address: 'Str. Florilor 5', address_components: { zip_code: null, city: null, street: null, street_number: null, region: null, region_short_code: null, country_id: null }, geometry: null };
    const out = toRegisterPayload(filled({ address, referral_source_details: 'ignored' }), 7, ctx);
    expect(out).toMatchObject({
      clinic_id: 7, phone: '+40721555010', address: 'Str. Florilor 5', google_place_id: 'custom:1', address_2: null,
      referral_source_type: null, referral_source_details: null, terms_and_conditions: true, pets: [],
    });
  });

  it('should build the payload from what the form schema gives back (empty optional boxes as null)', () => {
    const pet = { ...newPetDefaults(), nickname: 'Rex', species: { id: 1, name: 'Dog' }, age_years: '3' };
    const parsed = makeRegisterSchema(ctx).parse(filled({ pets: [pet] })) as unknown as RegisterValues;
    expect(parsed.address_2).toBeNull();
    const out = toRegisterPayload(parsed, 7, ctx);
    expect(out).toMatchObject({ address_2: null, referral_source_details: null, phone: '+40721555010' });
    expect(out.pets?.[0]).toMatchObject({ nickname: 'Rex', color: null, birthday: '2022-03-31' });
  });

  it('should send the pets with their computed birthdays', () => {
    const pet = { ...newPetDefaults(), nickname: 'Rex', species: { id: 1, name: 'Dog' }, age_years: '3' };
    const out = toRegisterPayload(filled({ pets: [pet], referral_source_type: 'referral', referral_source_details: ' a friend ' }), 7, ctx);
    expect(out.pets).toEqual([expect.objectContaining({ nickname: 'Rex', species_id: 1, birthday: '2022-03-31', birthday_is_estimated: true })]);
    expect(out).toMatchObject({ referral_source_type: 'referral', referral_source_details: 'a friend' });
  });

  it('should put server field errors on the boxes that hold them', () => {
    expect(formFieldOf('pets.0.species_id')).toBe('pets.0.species');
    expect(formFieldOf('pets.1.birthday')).toBe('pets.1.birthdate');
    expect(formFieldOf('pets.1.age.years')).toBe('pets.1.age_years');
    expect(formFieldOf('google_place_id')).toBe('address');
    expect(formFieldOf('email')).toBe('email');
  });
});
