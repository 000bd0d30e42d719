import type { TPlace } from '@vetclinic/domain';

// Mirrors CUSTOM_PLACE_PREFIX and EMPTY_PARSED_ADDRESS of packages/domain/src/schemas/address.ts,
// kept here as plain values so the picker does not pull zod along with that module.
export const CUSTOM_PREFIX = 'custom:';
export const CUSTOM_MIN_LENGTH = 5;
const EMPTY_PARTS: TPlace['address_components'] = {
  zip_code: null, city: null, street: null, street_number: null, region: null, region_short_code: null, country_id: null,
};

const randomId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** What a custom address becomes when it cannot be parsed: the text as typed, every part empty. */
export function fallbackCustomPlace(text: string, geometry: TPlace['geometry'] = null): TPlace {
  return { place_id: `${CUSTOM_PREFIX}${randomId()}`, formatted_address: text.trim(), address_components: { ...EMPTY_PARTS }, geometry };
}

export const isCustomPlace = (p: Pick<TPlace, 'place_id'>) => p.place_id.startsWith(CUSTOM_PREFIX);

export const hasNoParts = (p: TPlace) => Object.values(p.address_components).every((v) => !v);

/** The parts on one line: street and number, zip and city, region, country. */
export function partsLine(p: TPlace): string {
  const a = p.address_components;
  const street = [a.street, a.street_number].filter(Boolean).join(' ');
  const city = [a.zip_code, a.city].filter(Boolean).join(' ');
  return [street, city, a.region, a.country_id].filter(Boolean).join(' · ');
}

/** A map pin with no address found: its coordinates stand in as the text. */
export function pinPlace(lat: number, lng: number): TPlace {
  return fallbackCustomPlace(`${lat.toFixed(5)}, ${lng.toFixed(5)}`, { latitude: lat, longitude: lng });
}
