import type { TAddressSuggestion, TPlace } from '@vetclinic/domain';

export interface SearchOptions {
  /** UI language, e.g. 'ro' (geocoders answer names in it when they can). */
  language: string;
  /** Lower-case two-letter country to restrict to, or undefined. */
  country?: string;
  limit: number;
}

/** Geocoding behind the address picker: autocomplete, place details, reverse lookup (map pin). */
export interface MapsProvider {
  readonly name: string;
  search(query: string, opts: SearchOptions): Promise<TAddressSuggestion[]>;
  /** Null when the id is not one of this provider's places. */
  place(placeId: string, opts: { language: string }): Promise<TPlace | null>;
  /** The address at (or nearest to) a point; null when nothing is there. */
  reverse(lat: number, lng: number, opts: { language: string }): Promise<TPlace | null>;
}

/** The geocoding service failed (network, non-2xx, quota): the picker shows a "service failed" toast. */
export class MapsUnavailableError extends Error {}

export const MAPS_TIMEOUT_MS = 8000;

/** GET a JSON document with a timeout; any failure becomes MapsUnavailableError. */
export async function getJson(url: string, fetchImpl: typeof fetch, headers: Record<string, string> = {}): Promise<unknown> {
  let res: Response;
  try {
    res = await fetchImpl(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(MAPS_TIMEOUT_MS) });
  } catch (err) {
    throw new MapsUnavailableError(err instanceof Error ? err.message : String(err));
  }
  if (!res.ok) throw new MapsUnavailableError(`HTTP ${res.status}`);
  try {
    return await res.json();
  } catch {
    throw new MapsUnavailableError('invalid JSON');
  }
}
