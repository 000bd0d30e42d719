import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { DateTime } from 'luxon';
import { z } from 'zod';
import createClient from 'openapi-fetch';
import { makeTestApp, type TestApp } from '../test/make-app';
import { makeTenant, staffHeaders } from '../test/factories';
import { guest, makeBookableClinic, type BookableClinic } from '../test/booking-factories';
import { clientTypesFor, committedClientTypes } from '../test/openapi-document';
import { OPERATIONS, operationKey } from './openapi-operations';
import type { CatalogRoute } from './route-catalog';
import type { paths } from './openapi-schema';

type Operation = {
  operationId?: string; summary?: string; security?: Record<string, string[]>[];
  parameters?: { $ref?: string; in?: string; name?: string; style?: string; schema?: { type?: string } }[];
  responses: Record<string, { $ref?: string }>;
};
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>>; components: Record<string, Record<string, unknown>> };

const operationsOf = (doc: Doc) => Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ key: operationKey(method, path), op })));

/** Every array a route's query takes (`filter[status]`, `service_package_ids`), found in its zod schema. */
function queryArrays(schema: z.ZodType, name = ''): { name: string; array: z.ZodArray<z.core.$ZodType>; wrapped: boolean }[] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return queryArrays(schema.unwrap() as z.ZodType, name);
  }
  if (schema instanceof z.ZodPipe) {
    const out = schema.out as z.ZodType;
    // zQueryArray: a preprocess step (a transform) in front of the array itself.
    if (out instanceof z.ZodArray) return [{ name, array: out, wrapped: schema.in instanceof z.ZodTransform }];
    return queryArrays(schema.in as z.ZodType, name);
  }
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, value]) => queryArrays(value, name ? `${name}[${key}]` : key));
  }
  if (schema instanceof z.ZodArray) return [{ name, array: schema, wrapped: false }];
  if (schema instanceof z.ZodUnion) {
    const array = (schema.options as z.ZodType[]).find((o) => o instanceof z.ZodArray) as z.ZodArray<z.core.$ZodType> | undefined;
    return array ? [{ name, array, wrapped: false }] : [];
  }
  return [];
}

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    t = await makeTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => t.close());

  const routeOf = (key: string) => t.app.routeCatalog.find((r) => operationKey(r.method, r.url) === key) as CatalogRoute;

  it('should give every documented operation a catalogue entry with a unique operationId and a one-sentence summary', () => {
    const ops = operationsOf(doc);
    expect(ops.length).toBeGreaterThan(150);
    const missing = ops.filter(({ key }) => !OPERATIONS[key]).map(({ key }) => key);
    expect(missing, 'add these routes to apps/api/src/plugins/openapi-operations.ts').toEqual([]);
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, op } of ops) {
      expect(op.operationId, key).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.summary, key).toMatch(/^[A-Z][^.]*\S+ \S+[^.]*\.$/);
    }
  });

  it('should name no route in the catalogue that the document does not have', () => {
    const documented = new Set(operationsOf(doc).map(({ key }) => key));
    expect(Object.keys(OPERATIONS).filter((key) => !documented.has(key))).toEqual([]);
  });

  it('should declare security from each route\'s access and ask staff routes for X-Clinic-Id', () => {
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['staffBearer', 'parentBearer']);
    const expected = { public: [], staff: [{ staffBearer: [] }], 'staff-user': [{ staffBearer: [] }], parent: [{ parentBearer: [] }], 'parent-optional': [{}, { parentBearer: [] }] };
    for (const { key, op } of operationsOf(doc)) {
      const route = routeOf(key);
      expect(op.security, key).toEqual(expected[route.access]);
      const clinicHeader = (op.parameters ?? []).some((p) => p.$ref === '#/components/parameters/ClinicId');
      expect(clinicHeader, key).toBe(route.access === 'staff');
    }
    expect(doc.components.parameters.ClinicId).toMatchObject({ name: 'X-Clinic-Id', in: 'header', required: true });
  });

  it('should document the shared error body for the statuses each route can answer', () => {
    const statuses = (key: string) => Object.keys(doc.paths[key.split(' ')[1]][key.split(' ')[0].toLowerCase()].responses);
    // Staff route with a path id and a body: authentication, clinic/permission, missing row, bad JSON, invalid input, conflict.
    expect(statuses('PUT /api/v1/appointments/{id}')).toEqual(expect.arrayContaining(['401', '403', '404', '400', '422', '409']));
    // Booking as a guest or a parent: a bad parent token is a 401, the time taken a 409, and it is rate-limited.
    expect(statuses('POST /api/v1/for-pet-parents/appointments')).toEqual(expect.arrayContaining(['401', '403', '409', '422', '429']));
    // A manage link is its own credential: no 401, but an unknown or expired link and a passed cutoff.
    const cancel = statuses('POST /api/v1/public/appointments/{token}/cancel');
    expect(cancel).toEqual(expect.arrayContaining(['404', '409', '410', '422', '429']));
    expect(cancel).not.toContain('401');
    // A public read without a path id or input answers none of them.
    expect(statuses('GET /api/health').filter((s) => s.startsWith('4'))).toEqual([]);
    expect(statuses('POST /api/v1/auth/login')).toEqual(expect.arrayContaining(['401', '429']));
    expect(statuses('GET /api/v1/public/appointments/{token}')).toEqual(expect.arrayContaining(['404', '410']));

    for (const { key, op } of operationsOf(doc)) {
      for (const [status, response] of Object.entries(op.responses)) {
        // The probes' 503 has its own body (`down`, `draining`), read by load balancers rather than clients.
        if (Number(status) < 400 || key === 'GET /api/health' || key === 'GET /api/health/ready') continue;
        expect(response.$ref, `${key} ${status}`).toMatch(/^#\/components\/responses\/\w+$/);
      }
    }
    const conflict = doc.components.responses.Conflict as { content: Record<string, { schema: unknown }>; description: string };
    expect(conflict.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    expect(conflict.description).toContain('`slot_taken`');
    expect(doc.components.schemas.Error).toMatchObject({ type: 'object', required: ['message', 'code'] });
  });

  it('should write nullable fields as JSON Schema 2020-12 in OpenAPI 3.1, never as a `nullable` keyword', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(JSON.stringify(doc)).not.toContain('"nullable"');
    const pet = doc.paths['/api/v1/pets'].post as unknown as { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } };
    expect(pet.requestBody.content['application/json'].schema.properties.hormonal_status).toMatchObject({ anyOf: expect.arrayContaining([{ type: 'null' }]) });
  });

  it('should mark object query parameters as deepObject, the `filter[x]=` form the API reads', () => {
    const filter = doc.paths['/api/v1/tasks'].get.parameters?.find((p) => p.name === 'filter');
    expect(filter).toMatchObject({ in: 'query', style: 'deepObject' });
  });

  it('should match the committed client types (run `npm run openapi:types` after changing a route)', async () => {
    expect(await clientTypesFor(doc as unknown as Record<string, unknown>)).toBe(committedClientTypes());
  }, 120_000);
});

describe('array query parameters', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let clinic: { id: number; slug: string };
  beforeAll(async () => {
    t = await makeTestApp();
    const tenant = await makeTenant(t.handle.db);
    clinic = tenant.clinic;
    auth = await staffHeaders(t.app, tenant.admin.email, tenant.clinic.id);
  });
  afterAll(() => t.close());

  it('should accept one value or several (a=1, a=1&a=2, a[]=1, a[0]=1) for every array query parameter of every route', async () => {
    const found = t.app.routeCatalog.flatMap((route) =>
      route.schema?.querystring ? queryArrays(route.schema.querystring as z.ZodType).map((param) => ({ route, ...param })) : []);
    // appointments and tasks filter[status]; service_package_ids of the bookable check and both timeslot lists.
    expect(found.length).toBeGreaterThanOrEqual(5);
    for (const { route, name, array, wrapped } of found) {
      const label = `${route.method} ${route.url} ${name}`;
      expect(wrapped, `${label}: build it with zQueryArray (packages/domain)`).toBe(true);
      // Ids and numeric codes; an enum (records' filter[status]) tries its own values.
      const candidates = array.element instanceof z.ZodEnum ? (array.element.options as string[]).map(String) : ['1', '2', '3', '0'];
      const values = candidates.filter((v) => z.safeParse(array.element, v).success);
      expect(values.length, label).toBeGreaterThanOrEqual(2);
      const [a, b] = values;
      const url = route.url.replace(':clinic', clinic.slug).replace(/:\w+/g, String(clinic.id));
      const headers = route.access === 'public' ? {} : route.access === 'staff' ? auth : null;
      if (!headers) throw new Error(`${label}: this test has no credentials for access "${route.access}"`);
      const field = name.replace(/\[(\w+)\]/g, '.$1');
      for (const query of [`${name}=${a}`, `${name}=${a}&${name}=${b}`, `${name}[]=${a}`, `${name}[0]=${a}&${name}[1]=${b}`]) {
        const res = await t.app.inject({ method: route.method, url: `${url}?${query}`, headers });
        expect(res.statusCode, `${label} ?${query}`).not.toBe(500);
        // Other required parameters may be missing here: only this parameter must be accepted.
        const errors = res.statusCode === 422 ? Object.keys(res.json().errors ?? {}) : [];
        expect(errors.filter((e) => e === field || e.startsWith(`${field}.`)), `${label} ?${query}`).toEqual([]);
      }
      const { maxItems = 100 } = z.toJSONSchema(array, { io: 'input' }) as { maxItems?: number };
      const tooMany = Array.from({ length: maxItems + 1 }, () => `${name}=${a}`).join('&');
      const over = await t.app.inject({ method: route.method, url: `${url}?${tooMany}`, headers });
      expect(over.statusCode, `${label}: the array's own limits still hold`).toBe(422);
      expect(Object.keys(over.json().errors), label).toContain(field);
    }
  });

  it('should answer the public free times for a single service_package_ids value', async () => {
    const c = await makeBookableClinic(t.handle.db);
    const day = DateTime.now().setZone('Europe/Bucharest').plus({ days: 3 }).toISODate()!;
    const base = `/api/v1/public/clinics/${c.clinic.slug}/vets-timeslots?start_date=${day}&end_date=${day}`;
    const one = await t.app.inject({ method: 'GET', url: `${base}&service_package_ids=${c.consult.packageId}` });
    expect(one.statusCode).toBe(200);
    const indexed = await t.app.inject({ method: 'GET', url: `${base}&service_package_ids[0]=${c.consult.packageId}` });
    expect(one.json()).toEqual(indexed.json());
    // Two services as repeated keys: only the vet who does both is offered.
    const two = await t.app.inject({ method: 'GET', url: `${base}&service_package_ids=${c.consult.packageId}&service_package_ids=${c.dental.packageId}` });
    expect(two.json().data.map((v: { id: number }) => v.id)).toEqual([c.vets[0].id]);
  });
});

describe('typed client from the document', () => {
  let t: TestApp;
  let c: BookableClinic;
  let baseUrl: string;
  beforeAll(async () => {
    t = await makeTestApp();
    c = await makeBookableClinic(t.handle.db);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('should book an appointment end to end with openapi-fetch: free times, then the booking, then a typed conflict', async () => {
    const api = createClient<paths>({ baseUrl });
    const day = DateTime.now().setZone('Europe/Bucharest').plus({ days: 3 }).toISODate()!;

    // openapi-fetch writes a one-element array as `service_package_ids=N`, the form that used to answer 422.
    const slots = await api.GET('/api/v1/public/clinics/{clinic}/vets-timeslots', {
      params: { path: { clinic: c.clinic.slug }, query: { start_date: day, end_date: day, service_package_ids: [c.consult.packageId] } },
    });
    expect(slots.response.status).toBe(200);
    const vet = slots.data!.data.find((v) => v.id === c.vets[0].id)!;
    const start = vet.schedule[day][2];
    expect(start).toBeTruthy();

    const body = {
      clinic_id: c.clinic.id, datetime_start_utc: start, vet_id: vet.id, service_package_ids: [c.consult.packageId],
      pets: [{ nickname: 'Rex', species_id: c.dog.id, breed_id: c.lab.id, gender: 'male' as const }], ...guest(),
    };
    const booked = await api.POST('/api/v1/for-pet-parents/appointments', { body });
    expect(booked.response.status).toBe(201);
    expect(booked.data?.data).toMatchObject({ status: 2, datetime_start_utc: start, vet: { id: vet.id } });

    // The same time again: the error is typed as the shared error body, not `never`.
    const again = await api.POST('/api/v1/for-pet-parents/appointments', { body: { ...body, ...guest() } });
    expect(again.response.status).toBe(409);
    expect(again.error?.code).toBe('slot_taken');
    expect(again.error?.message).toEqual(expect.any(String));
  });
});
