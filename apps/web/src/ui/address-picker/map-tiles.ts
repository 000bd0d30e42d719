export const DEFAULT_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** Spec §9: the map opens at zoom 14. */
export const MAP_ZOOM = 14;
const WORLD_ZOOM = 2;

// Where the map opens when there is no address yet: the country's capital (a clinic's country),
// else the whole world.
const CAPITALS: Record<string, [number, number]> = {
  ro: [44.4268, 26.1025], us: [40.7128, -74.006], gb: [51.5074, -0.1278], ie: [53.3498, -6.2603], fr: [48.8566, 2.3522],
  es: [40.4168, -3.7038], pt: [38.7223, -9.1393], de: [52.52, 13.405], it: [41.9028, 12.4964], nl: [52.3676, 4.9041],
  be: [50.8503, 4.3517], pl: [52.2297, 21.0122], cz: [50.0755, 14.4378], hu: [47.4979, 19.0402], bg: [42.6977, 23.3219],
  se: [59.3293, 18.0686], ca: [45.4215, -75.6972], au: [-35.2809, 149.13], id: [-6.2088, 106.8456], kr: [37.5665, 126.978],
  tw: [25.033, 121.5654], br: [-15.7939, -47.8828], mx: [19.4326, -99.1332], at: [48.2082, 16.3738], ch: [46.948, 7.4474],
};

export function initialView(geometry: { latitude: number; longitude: number } | null | undefined, country?: string): { center: [number, number]; zoom: number } {
  if (geometry) return { center: [geometry.latitude, geometry.longitude], zoom: MAP_ZOOM };
  const capital = country ? CAPITALS[country.toLowerCase()] : undefined;
  return capital ? { center: capital, zoom: MAP_ZOOM } : { center: [20, 0], zoom: WORLD_ZOOM };
}

/** The tile server: the page's `map_tiles_url` setting when the server gives one, else OpenStreetMap's. */
export function tilesUrl(): string {
  const settings = (window as unknown as { __CLINIC_SETTINGS__?: { map_tiles_url?: string | null } }).__CLINIC_SETTINGS__;
  const url = settings?.map_tiles_url;
  return typeof url === 'string' && url.includes('{z}') ? url : DEFAULT_TILES_URL;
}
