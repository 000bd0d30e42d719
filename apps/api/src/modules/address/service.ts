import { randomUUID } from 'node:crypto';
import { CUSTOM_PLACE_PREFIX, type TAddressSearchQuery, type TAddressSuggestion, type TPlace } from '@vetclinic/domain';
import { AppError, notFound } from '../../lib/app-error';
import { parseAddressWithAi, type AddressParserOptions } from '../../providers/ai-address/openai-address-parser';
import { MapsUnavailableError, type MapsProvider } from '../../providers/maps/index';

/** A custom address from free text: the AI's parts (or all null), never a failure. */
export async function parseCustomAddress(text: string, opts: AddressParserOptions): Promise<TPlace> {
  const parts = await parseAddressWithAi(text, opts);
  return { place_id: `${CUSTOM_PLACE_PREFIX}${randomUUID()}`, formatted_address: text, address_components: parts, geometry: null };
}

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof MapsUnavailableError) throw new AppError('upstream_unavailable', 'errors.maps_unavailable');
    throw err;
  }
}

/** Autocomplete suggestions for what the parent typed. */
export function searchAddresses(maps: MapsProvider, q: TAddressSearchQuery, language: string): Promise<TAddressSuggestion[]> {
  return guard(() => maps.search(q.q, { language, country: q.country, limit: q.limit }));
}

/** Details of a suggestion (parts and coordinates); 404 for an id the provider does not know. */
export async function getPlace(maps: MapsProvider, placeId: string, language: string): Promise<TPlace> {
  const place = await guard(() => maps.place(placeId, { language }));
  if (!place) throw notFound('errors.place_not_found');
  return place;
}

/** The address at a map pin; 404 when there is none (the picker shows "no results found"). */
export async function reverseGeocode(maps: MapsProvider, lat: number, lng: number, language: string): Promise<TPlace> {
  const place = await guard(() => maps.reverse(lat, lng, { language }));
  if (!place) throw notFound('errors.place_not_found');
  return place;
}
