import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAddressParseInput, ZAddressSearchQuery, ZAddressSuggestion, ZPlace, ZPlaceParams, ZReverseGeocodeQuery, dataOf } from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { createMapsProvider, type MapsProvider } from '../../providers/maps/index';
import { getPlace, parseCustomAddress, reverseGeocode, searchAddresses } from './service';

export interface AddressRouteOptions extends AppDeps {
  /** Tests inject a provider; otherwise MAPS_PROVIDER decides. */
  maps?: MapsProvider;
}

/** The address picker's server side: AI parse of free text and geocoding through one provider. */
export const addressRoutes: FastifyPluginAsyncZod<AddressRouteOptions> = async (app, opts) => {
  const { config } = opts;
  const maps = opts.maps ?? createMapsProvider(config);
  const limit = (max: number) => (config.rateLimits ? { rateLimit: { max, timeWindow: '1 minute' } } : {});

  app.post('/address/parse', {
    schema: { tags: ['address'], body: ZAddressParseInput, response: { 200: dataOf(ZPlace) } },
    config: { access: 'public', ...limit(10) },
  }, async (request) => ({
    data: await parseCustomAddress(request.body.text, { apiKey: config.openaiApiKey, baseUrl: config.openaiBaseUrl, log: request.log }),
  }));

  app.get('/address/search', {
    schema: { tags: ['address'], querystring: ZAddressSearchQuery, response: { 200: dataOf(z.array(ZAddressSuggestion)) } },
    config: { access: 'public', ...limit(60) },
  }, async (request) => ({ data: await searchAddresses(maps, request.query, request.lang) }));

  app.get('/address/place/:placeId', {
    schema: { tags: ['address'], params: ZPlaceParams, response: { 200: dataOf(ZPlace) } },
    config: { access: 'public', ...limit(60) },
  }, async (request) => ({ data: await getPlace(maps, request.params.placeId, request.lang) }));

  app.get('/address/reverse', {
    schema: { tags: ['address'], querystring: ZReverseGeocodeQuery, response: { 200: dataOf(ZPlace) } },
    config: { access: 'public', ...limit(60) },
  }, async (request) => ({ data: await reverseGeocode(maps, request.query.lat, request.query.lng, request.lang) }));
};
