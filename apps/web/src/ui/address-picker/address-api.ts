import type { TAddressSuggestion, TPlace } from '@vetclinic/domain';
import { createHttp } from '../http';

// The address picker's calls (apps/api/src/modules/address). Types only from the domain package,
// so the picker does not pull the zod schemas.
const http = createHttp();

export const searchAddresses = (q: string, country?: string) =>
  http.get<{ data: TAddressSuggestion[] }>('/address/search', { q, country: country?.toLowerCase() }).then((r) => r.data);

export const fetchPlace = (placeId: string) => http.get<{ data: TPlace }>(`/address/place/${encodeURIComponent(placeId)}`).then((r) => r.data);

/** Free text → parts (AI on the server; it answers with all parts empty when it cannot). */
export const parseAddress = (text: string) => http.post<{ data: TPlace }>('/address/parse', { text }).then((r) => r.data);

export const reverseGeocode = (lat: number, lng: number) => http.get<{ data: TPlace }>('/address/reverse', { lat, lng }).then((r) => r.data);
