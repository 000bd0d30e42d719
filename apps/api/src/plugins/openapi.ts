import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@vetclinic/domain';
import { STATUS_BY_CODE } from '../lib/app-error';
import type { Access } from './auth';
import type { CatalogRoute } from './route-catalog';
import { OPERATIONS, operationKey, type ErrorStatus } from './openapi-operations';

type JsonObject = Record<string, unknown>;
interface Operation extends JsonObject {
  parameters?: JsonObject[];
  responses?: Record<string, unknown>;
}
interface OpenApiDocument extends JsonObject {
  paths?: Record<string, Record<string, unknown>>;
  components?: JsonObject;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

/** Security requirement per declared access (plugins/auth.ts): who must send which token. */
const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  staff: [{ staffBearer: [] }],
  'staff-user': [{ staffBearer: [] }],
  parent: [{ parentBearer: [] }],
  // Anonymous or signed in as a pet parent: either requirement satisfies the operation.
  'parent-optional': [{}, { parentBearer: [] }],
};

const ERROR_RESPONSES: Record<ErrorStatus, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'The request body is not readable' },
  401: { name: 'Unauthenticated', description: 'No valid access token, or the session has ended' },
  403: { name: 'Forbidden', description: 'The caller may not do this: not a member of the clinic, a role without the permission, or the clinic does not allow it' },
  404: { name: 'NotFound', description: 'Nothing with this id or token exists for the caller' },
  409: { name: 'Conflict', description: 'The request conflicts with the current state (the time was taken, the appointment moved on, the name is used)' },
  410: { name: 'Gone', description: 'The link has expired' },
  413: { name: 'PayloadTooLarge', description: 'The body or upload is larger than allowed' },
  415: { name: 'UnsupportedMediaType', description: 'The body or upload has a type this operation does not take' },
  422: { name: 'ValidationFailed', description: 'The input is not valid; `errors` names each field with its messages' },
  429: { name: 'TooManyRequests', description: 'Too many requests; `Retry-After` says how many seconds to wait' },
  503: { name: 'UpstreamUnavailable', description: 'An outside service (payments, maps) did not answer; try again later' },
};

const codesFor = (status: number) => Object.entries(STATUS_BY_CODE).filter(([, s]) => s === status).map(([c]) => `\`${c}\``);

/** The shared error body `{message, code, errors?}` from its one zod definition; other fields may follow (`retry_after`). */
function errorSchema(): JsonObject {
  const { $schema: _drop, ...schema } = z.toJSONSchema(ZErrorBody.loose(), { target: 'draft-2020-12', io: 'output' }) as JsonObject;
  return {
    ...schema,
    description: 'Every error answer: a translated `message`, a stable `code`, and for invalid input `errors` (field → messages).',
  };
}

/** The components every operation refers to: token schemes, the clinic header, the error body and one response per status. */
export function openapiComponents(): JsonObject {
  const responses: JsonObject = {};
  for (const [status, { name, description }] of Object.entries(ERROR_RESPONSES)) {
    const codes = codesFor(Number(status));
    responses[name] = {
      description: `${description}.${codes.length ? ` Codes: ${codes.join(', ')}.` : ''}`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      ...(status === '429' ? { headers: { 'Retry-After': { description: 'Seconds until a retry may succeed.', schema: { type: 'integer', minimum: 0 } } } } : {}),
    };
  }
  return {
    securitySchemes: {
      staffBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A staff access token from `POST /api/v1/auth/login`.' },
      parentBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A pet parent access token from `POST /api/v1/for-pet-parents/auth/login`.' },
    },
    parameters: {
      ClinicId: {
        name: 'X-Clinic-Id', in: 'header', required: true,
        description: 'The clinic the staff request acts at; the token\'s user must be a member of it.',
        schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
      },
      IdempotencyKey: {
        name: 'Idempotency-Key', in: 'header', required: false,
        description: 'Any unique string per intended request: a retry with the same key and body answers the first result instead of acting twice (24 hours).',
        schema: { type: 'string', maxLength: 100 },
      },
    },
    schemas: { Error: errorSchema() },
    responses,
  };
}

/** The error statuses a route can answer, read from what it declares; the catalogue adds what its service knows (409, 410, 503…). */
export function errorStatuses(route: CatalogRoute, extra: readonly ErrorStatus[] = []): ErrorStatus[] {
  const out = new Set<ErrorStatus>(extra);
  if (route.access !== 'public') out.add(401);
  if (route.access === 'staff') out.add(403);
  if (/[:*]/.test(route.url)) out.add(404);
  if (route.schema?.body) out.add(400);
  if (route.schema?.body || route.schema?.querystring || route.schema?.params) out.add(422);
  if (route.rateLimited) out.add(429);
  return [...out].sort((a, b) => a - b);
}

/**
 * Completes every operation of the generated document from the route catalog and the operations
 * catalogue: summary, operationId, security, the clinic header, `filter[x]` as deepObject and the
 * error responses. A route without a catalogue entry is left without summary and operationId, which
 * the catalogue test and `npm run lint:openapi` reject.
 */
export function describeOperations(doc: OpenApiDocument, routes: readonly CatalogRoute[]): OpenApiDocument {
  const byKey = new Map(routes.map((r) => [operationKey(r.method, r.url), r]));
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method] as Operation | undefined;
      const key = operationKey(method, path);
      const route = op && byKey.get(key);
      if (!op || !route) continue;
      const entry = OPERATIONS[key];
      if (entry) {
        op.operationId = entry.operationId;
        op.summary = entry.summary;
      }
      op.security = SECURITY[route.access];
      const parameters = (op.parameters ?? []).map((p) => {
        const schema = p.schema as JsonObject | undefined;
        // qs reads `filter[status]=1`; an object in the query is written that way (DESIGN §9).
        return p.in === 'query' && schema?.type === 'object' ? { ...p, style: 'deepObject', explode: true } : p;
      });
      if (route.access === 'staff') parameters.push({ $ref: '#/components/parameters/ClinicId' });
      if (entry?.idempotent) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
      if (parameters.length) op.parameters = parameters;
      const responses: Record<string, unknown> = { ...op.responses };
      for (const status of errorStatuses(route, entry?.errors)) {
        responses[String(status)] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
      }
      op.responses = responses;
    }
  }
  const components = openapiComponents();
  doc.components = {
    ...doc.components,
    ...components,
    schemas: { ...(doc.components?.schemas as JsonObject | undefined), ...(components.schemas as JsonObject) },
  };
  return doc;
}

/**
 * The API's OpenAPI 3.1 document at /api/docs/json (and the docs page at /api/docs). 3.1 because
 * its schemas are JSON Schema 2020-12, which is what zod writes: nullable fields become
 * `anyOf [..., {type: null}]` instead of 3.0's `nullable`, which needs a `type` beside it.
 * Register after the route catalog: the document is completed from it when first asked for.
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Clinic platform API',
        version: '1',
        description: 'Staff app, public booking and pet parent accounts. Errors are `{message, code, errors?}` in the language of `Accept-Language`.',
      },
      servers: [{ url: '/', description: 'This server' }],
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      const doc = 'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
      return describeOperations(doc as OpenApiDocument, app.routeCatalog) as ReturnType<SwaggerTransformObject>;
    },
  });
  // The docs page keeps its own script hashes but, like every staff page, may not be framed.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header: string) => header.replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'"),
  });
});
