import { DateTime } from 'luxon';
import { ageOn, type TPet } from '@vetclinic/domain';
import type { TFunction } from 'i18next';

/** "3 years 2 months" (or "5 months", "12 days") from a birthday to today in the clinic's zone. */
export function petAgeText(t: TFunction, birthday: string | null, zone: string): string | null {
  if (!birthday) return null;
  const today = DateTime.now().setZone(zone).toISODate()!;
  const { years, months, days } = ageOn(birthday, today);
  if (years > 0) return months > 0 ? `${t('clients.pets.age.years', { count: years })} ${t('clients.pets.age.months', { count: months })}` : t('clients.pets.age.years', { count: years });
  if (months > 0) return t('clients.pets.age.months', { count: months });
  return t('clients.pets.age.days', { count: days });
}

export const hormonalKey = (status: number | null) => (status === 1 ? 'clients.pets.hormonal.neutered' : status === 0 ? 'clients.pets.hormonal.intact' : 'clients.pets.hormonal.unknown');

/** "Dog · Beagle" */
export const speciesText = (p: Pick<TPet, 'species' | 'breed'>) => [p.species?.name, p.breed?.name].filter(Boolean).join(' · ');

/** Grams as kilograms with up to 3 decimals, e.g. 12.45 kg. */
export const weightText = (grams: number | null) => (grams === null ? null : `${Number((grams / 1000).toFixed(3))} kg`);
