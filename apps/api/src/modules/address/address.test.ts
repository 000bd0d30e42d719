import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { parseAddressWithAi } from '../../providers/ai-address/openai-address-parser';
import { createGoogleProvider } from '../../providers/maps/google-provider';
import { createNominatimProvider } from '../../providers/maps/nominatim-provider';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

/** A local HTTP server on 127.0.0.1:<random>; the handler can be swapped per test. */
async function localServer(initial: Handler) {
  const state = { handler: initial, requests: [] as { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      state.requests.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      state.handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const completion = (content: string | null) => ({ id: 'chatcmpl-1', object: 'chat.completion', model: 'gpt-4.1-mini', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] });

const PARSED = { zip_code: '050563', city: 'București', street: 'Strada Izvor', street_number: '2-4', region: 'București', region_short_code: 'B', country_id: 'ro' };

function recordingLog() {
  const lines: string[] = [];
  return { lines, log: { warn: (_: object, msg?: string) => lines.push(msg ?? ''), error: (_: object, msg?: string) => lines.push(msg ?? '') } };
}

describe('AI address parse (OpenAI-compatible chat completions)', () => {
  let ai: Awaited<ReturnType<typeof localServer>>;
  let t: TestApp;

  beforeAll(async () => {
    ai = await localServer((_req, _body, res) => json(res, 200, completion(JSON.stringify(PARSED))));
    t = await makeTestApp({ openaiApiKey: 'test-key', openaiBaseUrl: `${ai.url}/v1` });
  });
  afterAll(async () => {
    await t.close();
    await ai.close();
  });

  const parse = (text: string) => t.app.inject({ method: 'POST', url: '/api/v1/address/parse', payload: { text } });

  it('should send the typed text to the chat-completions endpoint and answer a custom place with the parsed parts', async () => {
    ai.state.handler = (_req, _body, res) => json(res, 200, completion(JSON.stringify(PARSED)));
    const res = await parse('  Strada Izvor 2-4, București  ');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.place_id).toMatch(/^custom:[0-9a-f-]{36}$/);
    expect(data).toMatchObject({ formatted_address: 'Strada Izvor 2-4, București', geometry: null, address_components: { ...PARSED, country_id: 'RO' } });

    const sent = ai.state.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer test-key');
    const body = JSON.parse(sent.body);
    expect(body).toMatchObject({ model: 'gpt-4.1-mini', response_format: { type: 'json_object' } });
    expect(body.messages[0].role).toBe('system');
    expect(body.messages[0].content).toContain('country_id');
    expect(body.messages[1]).toEqual({ role: 'user', content: 'Strada Izvor 2-4, București' });
  });

  it('should answer the fallback address with every part null when the service fails', async () => {
    const cases: Handler[] = [
      (_req, _body, res) => json(res, 500, { error: { message: 'boom' } }),
      (_req, _body, res) => json(res, 200, completion('')),
      (_req, _body, res) => json(res, 200, completion('this is not { json')),
      (_req, _body, res) => json(res, 200, completion(JSON.stringify({ city: 42 }))),
    ];
    for (const handler of cases) {
      ai.state.handler = handler;
      const res = await parse('Somewhere 12, Nowhere');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        formatted_address: 'Somewhere 12, Nowhere', geometry: null,
        address_components: { zip_code: null, city: null, street: null, street_number: null, region: null, region_short_code: null, country_id: null },
      });
    }
  });

  it('should answer 422 when the text is shorter than 5 characters', async () => {
    const res = await parse('  ab ');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('text');
  });

  it('should log "Missing OPENAI_API_KEY" and fall back without calling anything when no key is set', async () => {
    const before = ai.state.requests.length;
    const { lines, log } = recordingLog();
    const parts = await parseAddressWithAi('Strada Izvor 2', { baseUrl: `${ai.url}/v1`, log });
    expect(lines).toEqual(['Missing OPENAI_API_KEY']);
    expect(Object.values(parts).every((v) => v === null)).toBe(true);
    expect(ai.state.requests.length).toBe(before);

    const noKeyApp = await makeTestApp({ openaiBaseUrl: `${ai.url}/v1` });
    try {
      const res = await noKeyApp.app.inject({ method: 'POST', url: '/api/v1/address/parse', payload: { text: 'Strada Izvor 2' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.address_components.city).toBeNull();
    } finally {
      await noKeyApp.close();
    }
  });

  it('should log "Empty OpenAI response" when the answer has no content', async () => {
    ai.state.handler = (_req, _body, res) => json(res, 200, completion(null));
    const { lines, log } = recordingLog();
    const parts = await parseAddressWithAi('Strada Izvor 2', { apiKey: 'k', baseUrl: `${ai.url}/v1`, log });
    expect(lines).toEqual(['Empty OpenAI response']);
    expect(parts.city).toBeNull();
  });

  it('should log the failure when the answer is invalid JSON or the server errs', async () => {
    for (const handler of [(_r: IncomingMessage, _b: string, res: ServerResponse) => json(res, 200, completion('{oops')), (_r: IncomingMessage, _b: string, res: ServerResponse) => json(res, 503, {})]) {
      ai.state.handler = handler;
      const { lines, log } = recordingLog();
      const parts = await parseAddressWithAi('Strada Izvor 2', { apiKey: 'k', baseUrl: `${ai.url}/v1`, log });
      expect(lines).toHaveLength(1);
      expect(parts.street).toBeNull();
    }
  });
});

describe('geocoding through a Nominatim-compatible server', () => {
  let osm: Awaited<ReturnType<typeof localServer>>;
  let t: TestApp;
  const izvor = {
    place_id: 1, osm_type: 'way', osm_id: 23456, lat: '44.4275', lon: '26.0875', name: 'Palatul Parlamentului',
    display_name: 'Palatul Parlamentului, 2-4, Strada Izvor, Sector 5, București, 050563, România',
    address: { house_number: '2-4', road: 'Strada Izvor', city: 'București', state: 'București', 'ISO3166-2-lvl4': 'RO-B', postcode: '050563', country: 'România', country_code: 'ro' },
  };

  beforeAll(async () => {
    osm = await localServer((req, _body, res) => {
      const url = new URL(req.url!, 'http://x');
      if (url.pathname === '/search') return json(res, 200, url.searchParams.get('q') === 'boom' ? { nope: true } : [izvor]);
      if (url.pathname === '/lookup') return json(res, 200, url.searchParams.get('osm_ids') === 'W23456' ? [izvor] : []);
      if (url.pathname === '/reverse') return json(res, 200, Number(url.searchParams.get('lat')) > 80 ? { error: 'Unable to geocode' } : izvor);
      return json(res, 404, {});
    });
    t = await makeTestApp({ mapsProvider: 'nominatim', nominatimUrl: osm.url });
  });
  afterAll(async () => {
    await t.close();
    await osm.close();
  });

  it('should turn /search results into suggestions and ask in jsonv2 with address details', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/address/search?q=izvor&country=RO', headers: { 'accept-language': 'ro' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{
      place_id: 'osm:W23456', description: izvor.display_name, main_text: 'Palatul Parlamentului',
      secondary_text: '2-4, Strada Izvor, Sector 5, București, 050563, România',
    }]);
    const sent = new URL(osm.state.requests.at(-1)!.url, 'http://x');
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({ q: 'izvor', format: 'jsonv2', addressdetails: '1', countrycodes: 'ro', 'accept-language': 'ro' });
    expect(osm.state.requests.at(-1)!.headers['user-agent']).toMatch(/vetclinic/);
  });

  it('should load place details through /lookup with parts and coordinates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/address/place/osm:W23456' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      place_id: 'osm:W23456', formatted_address: izvor.display_name, geometry: { latitude: 44.4275, longitude: 26.0875 },
      address_components: { zip_code: '050563', city: 'București', street: 'Strada Izvor', street_number: '2-4', region: 'București', region_short_code: 'B', country_id: 'RO' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/address/place/osm:N1' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/address/place/gaz:times-square' })).statusCode).toBe(404);
  });

  it('should reverse-geocode a map pin, and answer 404 where there is nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/address/reverse?lat=44.4275&lng=26.0875' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.address_components.street).toBe('Strada Izvor');
    expect(new URL(osm.state.requests.at(-1)!.url, 'http://x').searchParams.get('lon')).toBe('26.0875');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/address/reverse?lat=89&lng=0' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/address/reverse?lat=91&lng=0' })).statusCode).toBe(422);
  });

  it('should answer 503 when the geocoder fails', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/address/search?q=boom' });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('upstream_unavailable');
    const down = createNominatimProvider({ baseUrl: 'http://127.0.0.1:9' });
    await expect(down.search('x', { language: 'en', limit: 5 })).rejects.toThrow();
  });
});

describe('geocoding with the bundled gazetteer (default, offline)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('should suggest places whatever the diacritics, restricted to a country when asked', async () => {
    const ro = (await t.app.inject({ method: 'GET', url: '/api/v1/address/search?q=lascar%20catargiu' })).json().data;
    expect(ro[0]).toMatchObject({ place_id: 'gaz:happy-paws', main_text: 'Happy Paws Clinic' });
    const fifth = (await t.app.inject({ method: 'GET', url: '/api/v1/address/search?q=5th%20avenue&country=us&limit=10' })).json().data;
    expect(fifth.length).toBeGreaterThan(3);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/address/search?q=5th%20avenue&country=ro' })).json().data).toEqual([]);
  });

  it('should give details and the nearest place to a pin', async () => {
    const place = (await t.app.inject({ method: 'GET', url: '/api/v1/address/place/gaz:empire-state-building' })).json().data;
    expect(place).toMatchObject({
      formatted_address: '350 5th Avenue, New York, NY 10118, USA', geometry: { latitude: 40.7484, longitude: -73.9857 },
      address_components: { street: '5th Avenue', street_number: '350', zip_code: '10118', city: 'New York', region_short_code: 'NY', country_id: 'US' },
    });
    const near = (await t.app.inject({ method: 'GET', url: '/api/v1/address/reverse?lat=40.7581&lng=-73.9856' })).json().data;
    expect(near.place_id).toBe('gaz:times-square');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/address/reverse?lat=0&lng=0' })).statusCode).toBe(404);
  });
});

describe('geocoding through the Google adapter (local stand-in server)', () => {
  let g: Awaited<ReturnType<typeof localServer>>;
  const result = {
    place_id: 'ChIJ-esb-State-Bldg', formatted_address: '350 5th Ave, New York, NY 10118, USA',
    geometry: { location: { lat: 40.7484405, lng: -73.9856644 } },
    address_components: [
      { long_name: '350', short_name: '350', types: ['street_number'] },
      { long_name: '5th Avenue', short_name: '5th Ave', types: ['route'] },
      { long_name: 'New York', short_name: 'New York', types: ['locality', 'political'] },
      { long_name: 'New York', short_name: 'NY', types: ['administrative_area_level_1', 'political'] },
      { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
      { long_name: '10118', short_name: '10118', types: ['postal_code'] },
    ],
  };
  beforeAll(async () => {
    g = await localServer((req, _body, res) => {
      const url = new URL(req.url!, 'http://x');
      if (url.searchParams.get('key') !== 'maps-key') return json(res, 200, { status: 'REQUEST_DENIED' });
      if (url.pathname === '/maps/api/place/autocomplete/json') {
        return json(res, 200, { status: 'OK', predictions: [{ place_id: result.place_id, description: 'Empire State Building, 5th Ave, New York', structured_formatting: { main_text: 'Empire State Building', secondary_text: '5th Ave, New York' } }] });
      }
      if (url.pathname === '/maps/api/place/details/json') return json(res, 200, { status: 'OK', result });
      if (url.pathname === '/maps/api/geocode/json') return json(res, 200, { status: 'ZERO_RESULTS', results: [] });
      return json(res, 404, {});
    });
  });
  afterAll(() => g.close());

  it('should map autocomplete predictions, place details and an empty reverse answer', async () => {
    const maps = createGoogleProvider({ apiKey: 'maps-key', baseUrl: g.url });
    expect(await maps.search('empire', { language: 'en', country: 'us', limit: 5 })).toEqual([
      { place_id: result.place_id, description: 'Empire State Building, 5th Ave, New York', main_text: 'Empire State Building', secondary_text: '5th Ave, New York' },
    ]);
    expect(new URL(g.state.requests.at(-1)!.url, 'http://x').searchParams.get('components')).toBe('country:us');
    expect(await maps.place(result.place_id, { language: 'en' })).toEqual({
      place_id: result.place_id, formatted_address: result.formatted_address, geometry: { latitude: 40.7484405, longitude: -73.9856644 },
      address_components: { zip_code: '10118', city: 'New York', street: '5th Avenue', street_number: '350', region: 'New York', region_short_code: 'NY', country_id: 'US' },
    });
    expect(await maps.reverse(0, 0, { language: 'en' })).toBeNull();
    await expect(createGoogleProvider({ apiKey: 'wrong', baseUrl: g.url }).search('x', { language: 'en', limit: 5 })).rejects.toThrow(/REQUEST_DENIED/);
  });
});
