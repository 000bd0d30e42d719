import { formatParsedAddress, type TAddressSuggestion, type TParsedAddress, type TPlace } from '@vetclinic/domain';
import { getJson, MapsUnavailableError, type MapsProvider } from './maps-provider';

interface NominatimPlace {
  osm_type?: string;
  osm_id?: number;
  lat?: string;
  lon?: string;
  name?: string;
  display_name?: string;
  address?: Record<string, string>;
  error?: string;
}

const OSM_TYPE = { node: 'N', way: 'W', relation: 'R', N: 'N', W: 'W', R: 'R' } as Record<string, string>;
// Nominatim's usage policy asks every client to name itself.
const USER_AGENT = 'vetclinic-platform/0.1 (clinic address picker)';

function placeId(p: NominatimPlace): string | null {
  const t = p.osm_type ? OSM_TYPE[p.osm_type] : undefined;
  return t && p.osm_id ? `osm:${t}${p.osm_id}` : null;
}

export function nominatimParts(address: Record<string, string> = {}): TParsedAddress {
  const iso = address['ISO3166-2-lvl4'] ?? address['ISO3166-2-lvl6'] ?? null;
  const country = address.country_code && /^[a-z]{2}$/i.test(address.country_code) ? address.country_code.toUpperCase() : null;
  return {
    zip_code: address.postcode ?? null,
    city: address.city ?? address.town ?? address.village ?? address.municipality ?? address.hamlet ?? null,
    street: address.road ?? address.pedestrian ?? address.square ?? address.footway ?? null,
    street_number: address.house_number ?? null,
    region: address.state ?? address.county ?? null,
    region_short_code: iso && iso.includes('-') ? iso.split('-')[1] : null,
    country_id: country,
  };
}

export function nominatimPlace(p: NominatimPlace): TPlace | null {
  const id = placeId(p);
  const lat = Number(p.lat);
  const lng = Number(p.lon);
  if (!id || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const parts = nominatimParts(p.address);
  return { place_id: id, formatted_address: p.display_name ?? formatParsedAddress(parts), address_components: parts, geometry: { latitude: lat, longitude: lng } };
}

function suggestion(p: NominatimPlace): TAddressSuggestion | null {
  const id = placeId(p);
  if (!id || !p.display_name) return null;
  const parts = nominatimParts(p.address);
  const street = [parts.street, parts.street_number].filter(Boolean).join(' ');
  const main = p.name || street || p.display_name.split(',')[0];
  const rest = p.display_name.startsWith(main) ? p.display_name.slice(main.length).replace(/^[,\s]+/, '') : p.display_name;
  return { place_id: id, description: p.display_name, main_text: main, secondary_text: rest || null };
}

/** Nominatim (OpenStreetMap) or any server speaking its API: /search, /lookup, /reverse in jsonv2. */
export function createNominatimProvider(opts: { baseUrl: string; fetchImpl?: typeof fetch }): MapsProvider {
  const fetchImpl = opts.fetchImpl ?? fetch;
  const get = (path: string, params: Record<string, string>) =>
    getJson(`${opts.baseUrl}${path}?${new URLSearchParams({ format: 'jsonv2', addressdetails: '1', ...params })}`, fetchImpl, { 'user-agent': USER_AGENT });
  return {
    name: 'nominatim',
    async search(query, o) {
      const body = await get('/search', { q: query, limit: String(o.limit), 'accept-language': o.language, ...(o.country ? { countrycodes: o.country } : {}) });
      if (!Array.isArray(body)) throw new MapsUnavailableError('unexpected search answer');
      return (body as NominatimPlace[]).map(suggestion).filter((s): s is TAddressSuggestion => s !== null);
    },
    async place(id, o) {
      const m = /^osm:([NWR]\d{1,15})$/.exec(id);
      if (!m) return null;
      const body = await get('/lookup', { osm_ids: m[1], 'accept-language': o.language });
      if (!Array.isArray(body) || !body.length) return null;
      return nominatimPlace(body[0] as NominatimPlace);
    },
    async reverse(lat, lng, o) {
      const body = (await get('/reverse', { lat: String(lat), lon: String(lng), 'accept-language': o.language })) as NominatimPlace;
      if (!body || typeof body !== 'object' || body.error) return null;
      return nominatimPlace(body);
    },
  };
}
