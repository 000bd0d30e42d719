import { describe, expect, it } from 'vitest';
import { AGE_TYPE, makePetSchema, newPetDefaults, toPetPayload, type PetFormValues } from './pet-form';

const ctx = { dateFormat: 'DD-MM-YYYY', today: '2025-03-31' };
const pet = (over: Partial<PetFormValues>): PetFormValues => ({ ...newPetDefaults(), nickname: 'Rex', species: { id: 1, name: 'Dog' }, ...over });
const errors = (v: PetFormValues) => {
  const r = makePetSchema(ctx).safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('pet form', () => {
  it('should start pending the clinic approval with no event, unknown gender and status, by age', () => {
    expect(newPetDefaults()).toMatchObject({ status: 'pending', event: 'none', gender: 'unknown', hormonal_status: 'unknown', age_type: '1' });
  });

  it('should compute the birthday back from an age and mark it estimated', () => {
    const out = toPetPayload(pet({ age_years: '2', age_months: '1', age_days: '' }), ctx);
    expect(out.birthday).toBe('2023-02-28');
    expect(out.birthday_is_estimated).toBe(true);
  });

  it('should count days and months back from the clinic today', () => {
    expect(toPetPayload(pet({ age_days: '31' }), ctx).birthday).toBe('2025-02-28');
    expect(toPetPayload(pet({ age_months: '11' }), { ...ctx, today: '2025-01-15' }).birthday).toBe('2024-02-15');
  });

  it('should send a birthdate as yyyy-MM-dd, not estimated', () => {
    const out = toPetPayload(pet({ age_type: AGE_TYPE.BIRTHDATE, birthdate: '15-03-2020' }), ctx);
    expect(out).toMatchObject({ birthday: '2020-03-15', birthday_is_estimated: false });
  });

  it('should map the hormonal status to 1, 0 or null', () => {
    expect(toPetPayload(pet({ age_years: '1', hormonal_status: 'neutered' }), ctx).hormonal_status).toBe(1);
    expect(toPetPayload(pet({ age_years: '1', hormonal_status: 'normal' }), ctx).hormonal_status).toBe(0);
    expect(toPetPayload(pet({ age_years: '1', hormonal_status: 'unknown' }), ctx).hormonal_status).toBeNull();
  });

  it('should send the species and breed ids and an empty colour as null', () => {
    expect(toPetPayload(pet({ age_years: '1', breed: { id: 7, name: 'Beagle' }, color: ' ' }), ctx)).toMatchObject({ species_id: 1, breed_id: 7, color: null });
  });

  it('should ask for a name, a species and an age above zero', () => {
    expect(errors({ ...newPetDefaults() })).toEqual({ nickname: 'validation.required', species: 'validation.required', age_years: 'validation.age_required' });
  });

  it('should refuse ages out of range or not whole numbers', () => {
    expect(errors(pet({ age_years: '61', age_months: '12', age_days: 'x' }))).toEqual({ age_years: 'validation.max', age_months: 'validation.max', age_days: 'validation.invalid' });
  });

  it('should refuse a missing, unreal or future birthdate', () => {
    expect(errors(pet({ age_type: AGE_TYPE.BIRTHDATE, birthdate: '' }))).toEqual({ birthdate: 'validation.required' });
    expect(errors(pet({ age_type: AGE_TYPE.BIRTHDATE, birthdate: '15-03' }))).toEqual({ birthdate: 'validation.date' });
    expect(errors(pet({ age_type: AGE_TYPE.BIRTHDATE, birthdate: '01-04-2025' }))).toEqual({ birthdate: 'validation.birthday_future' });
    expect(errors(pet({ age_type: AGE_TYPE.BIRTHDATE, birthdate: '31-03-2025' }))).toEqual({});
  });
});
