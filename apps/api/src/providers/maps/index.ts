import type { AppConfig } from '../../config';
import { createGazetteerProvider } from './gazetteer-provider';
import { createGoogleProvider } from './google-provider';
import type { MapsProvider } from './maps-provider';
import { createNominatimProvider } from './nominatim-provider';

export type { MapsProvider } from './maps-provider';
export { MapsUnavailableError } from './maps-provider';

/** The geocoder MAPS_PROVIDER names; a provider without its setting is a startup error, not a silent fallback. */
export function createMapsProvider(config: Pick<AppConfig, 'mapsProvider' | 'nominatimUrl' | 'googleMapsApiKey' | 'googleMapsBaseUrl'>, fetchImpl?: typeof fetch): MapsProvider {
  switch (config.mapsProvider) {
    case 'nominatim':
      if (!config.nominatimUrl) throw new Error('MAPS_PROVIDER=nominatim needs NOMINATIM_URL');
      return createNominatimProvider({ baseUrl: config.nominatimUrl, fetchImpl });
    case 'google':
      if (!config.googleMapsApiKey) throw new Error('MAPS_PROVIDER=google needs GOOGLE_MAPS_API_KEY');
      return createGoogleProvider({ apiKey: config.googleMapsApiKey, baseUrl: config.googleMapsBaseUrl, fetchImpl });
    default:
      return createGazetteerProvider();
  }
}
