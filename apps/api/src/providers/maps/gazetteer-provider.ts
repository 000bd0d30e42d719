import type { TAddressSuggestion, TPlace } from '@vetclinic/domain';
import type { MapsProvider } from './maps-provider';
import { GAZETTEER, type GazetteerEntry } from './gazetteer-data';

const PREFIX = 'gaz:';
/** A map click further than this from every known place finds nothing. */
const REVERSE_MAX_KM = 3;

// "Bucuresti" finds "București", "5th ave" finds "5th Avenue".
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

const streetLine = (e: GazetteerEntry) => (e.country === 'US' ? [e.number, e.street] : [e.street, e.number]).filter(Boolean).join(' ');
const cityLine = (e: GazetteerEntry) => (e.country === 'US' ? `${e.city}, ${e.regionCode} ${e.zip}` : `${e.zip} ${e.city}`);
const countryName = (e: GazetteerEntry) => (e.country === 'US' ? 'USA' : 'România');
const formatted = (e: GazetteerEntry) => `${streetLine(e)}, ${cityLine(e)}, ${countryName(e)}`;
const haystack = new Map(GAZETTEER.map((e) => [e.id, fold(`${e.name} ${e.street} ${e.number ?? ''} ${e.zip} ${e.city} ${e.region}`)]));

function toPlace(e: GazetteerEntry): TPlace {
  return {
    place_id: PREFIX + e.id,
    formatted_address: formatted(e),
    address_components: {
      zip_code: e.zip, city: e.city, street: e.street, street_number: e.number, region: e.region, region_short_code: e.regionCode, country_id: e.country,
    },
    geometry: { latitude: e.lat, longitude: e.lng },
  };
}

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

/** The bundled offline gazetteer (MAPS_PROVIDER=gazetteer, the default): every word must match. */
export function createGazetteerProvider(entries: readonly GazetteerEntry[] = GAZETTEER): MapsProvider {
  return {
    name: 'gazetteer',
    async search(query, o) {
      const words = fold(query).split(' ').filter(Boolean);
      if (!words.length) return [];
      const hits: TAddressSuggestion[] = [];
      for (const e of entries) {
        if (o.country && e.country.toLowerCase() !== o.country) continue;
        const text = haystack.get(e.id) ?? fold(e.name);
        if (!words.every((w) => text.includes(w))) continue;
        hits.push({ place_id: PREFIX + e.id, description: `${e.name}, ${formatted(e)}`, main_text: e.name, secondary_text: formatted(e) });
        if (hits.length >= o.limit) break;
      }
      return hits;
    },
    async place(placeId) {
      if (!placeId.startsWith(PREFIX)) return null;
      const e = entries.find((x) => x.id === placeId.slice(PREFIX.length));
      return e ? toPlace(e) : null;
    },
    async reverse(lat, lng) {
      let best: GazetteerEntry | null = null;
      let bestKm = Infinity;
      for (const e of entries) {
        const km = distanceKm(lat, lng, e.lat, e.lng);
        if (km < bestKm) {
          best = e;
          bestKm = km;
        }
      }
      return best && bestKm <= REVERSE_MAX_KM ? toPlace(best) : null;
    },
  };
}
