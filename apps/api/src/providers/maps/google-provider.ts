import { formatParsedAddress, type TParsedAddress, type TPlace } from '@vetclinic/domain';
import { getJson, MapsUnavailableError, type MapsProvider } from './maps-provider';

interface GoogleComponent { long_name: string; short_name: string; types: string[] }
interface GoogleResult {
  place_id?: string;
  formatted_address?: string;
  address_components?: GoogleComponent[];
  geometry?: { location?: { lat: number; lng: number } };
}

export function googleParts(components: GoogleComponent[] = []): TParsedAddress {
  const find = (type: string) => components.find((c) => c.types.includes(type));
  const region = find('administrative_area_level_1');
  const country = find('country');
  return {
    zip_code: find('postal_code')?.long_name ?? null,
    city: (find('locality') ?? find('postal_town') ?? find('sublocality') ?? find('administrative_area_level_2'))?.long_name ?? null,
    street: find('route')?.long_name ?? null,
    street_number: find('street_number')?.long_name ?? null,
    region: region?.long_name ?? null,
    region_short_code: region?.short_name ?? null,
    country_id: country && /^[A-Za-z]{2}$/.test(country.short_name) ? country.short_name.toUpperCase() : null,
  };
}

function toPlace(r: GoogleResult): TPlace | null {
  if (!r.place_id) return null;
  const parts = googleParts(r.address_components);
  const loc = r.geometry?.location;
  return {
    place_id: r.place_id,
    formatted_address: r.formatted_address ?? formatParsedAddress(parts),
    address_components: parts,
    geometry: loc ? { latitude: loc.lat, longitude: loc.lng } : null,
  };
}

/** Google Places Autocomplete, Place Details and the Geocoding API, with a server-side key. */
export function createGoogleProvider(opts: { apiKey: string; baseUrl: string; fetchImpl?: typeof fetch }): MapsProvider {
  const fetchImpl = opts.fetchImpl ?? fetch;
  const call = async (path: string, params: Record<string, string>) => {
    const body = (await getJson(`${opts.baseUrl}${path}?${new URLSearchParams({ ...params, key: opts.apiKey })}`, fetchImpl)) as { status?: string } & Record<string, unknown>;
    if (body.status === 'ZERO_RESULTS' || body.status === 'NOT_FOUND' || body.status === 'INVALID_REQUEST') return null;
    if (body.status !== 'OK') throw new MapsUnavailableError(`Google status ${body.status ?? 'missing'}`);
    return body;
  };
  return {
    name: 'google',
    async search(query, o) {
      const body = await call('/maps/api/place/autocomplete/json', { input: query, language: o.language, ...(o.country ? { components: `country:${o.country}` } : {}) });
      const predictions = (body?.predictions ?? []) as { place_id: string; description: string; structured_formatting?: { main_text?: string; secondary_text?: string } }[];
      return predictions.slice(0, o.limit).map((p) => ({
        place_id: p.place_id,
        description: p.description,
        main_text: p.structured_formatting?.main_text ?? p.description,
        secondary_text: p.structured_formatting?.secondary_text ?? null,
      }));
    },
    async place(placeId, o) {
      if (!/^[A-Za-z0-9_-]{10,300}$/.test(placeId)) return null;
      const body = await call('/maps/api/place/details/json', { place_id: placeId, language: o.language, fields: 'place_id,formatted_address,address_components,geometry' });
      return body?.result ? toPlace(body.result as GoogleResult) : null;
    },
    async reverse(lat, lng, o) {
      const body = await call('/maps/api/geocode/json', { latlng: `${lat},${lng}`, language: o.language });
      const results = (body?.results ?? []) as GoogleResult[];
      return results.length ? toPlace(results[0]) : null;
    },
  };
}
