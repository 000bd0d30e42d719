/**
 * Hostile-input proof. For every route in the route catalog, fast-check generates requests from the
 * route's own zod schemas and breaks them: wrong types, missing and extra fields, huge strings, deep
 * nesting, unicode, negative and enormous ids, SQL and HTML payloads, malformed JSON, wrong content
 * types and 10 MB bodies, with good, missing and forged credentials. Never a 5xx, never a hang, the
 * process stays up, and no payload comes back unescaped in an HTML page (reflected or stored).
 *
 *   npm run proof:fuzz                         20,000 requests, the fixed default seed
 *   FUZZ_SEED=123 npm run proof:fuzz           another seed (or: npm run proof:fuzz -- --seed 123)
 *   FUZZ_RUNS=100000 npm run proof:fuzz        more requests
 *   FUZZ_ROUTE='POST /api/v1/tasks' ...        only routes whose "METHOD url" contains this
 *   FUZZ_CASE=17 ...                           only case #17 of each selected route (as printed)
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import qs from 'qs';
import { clinicMemberships, outbox, roles, staffUsers } from '@vetclinic/db';
import { PERMISSIONS } from '@vetclinic/domain';
import type { CatalogRoute } from '../../apps/api/src/plugins/route-catalog';
import {
  deepJson, hostileSegment, hostileString, hostileValue, MALFORMED_JSON, TEN_MB, WRONG_CONTENT_TYPES, XSS_MARKERS,
} from '../support/hostile';
import { dbLabel, encodeSegment, fillPath, finish, injectWithin, startProofApp } from '../support/proof-app';
import { exampleOf, propertyNames, toJsonSchema, validArb, type JsonSchema } from '../support/schema-values';
import { fieldRow, PATH_PARAM_ROWS } from '../support/tenant-ids';
import { renewSessions, seedTenant, type SeededTenant } from '../support/tenant-seed';

const argSeed = process.argv.indexOf('--seed');
const SEED = Number(argSeed > 0 ? process.argv[argSeed + 1] : process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20_000);
const ROUTE_FILTER = process.env.FUZZ_ROUTE ?? '';
const ONLY_CASE = process.env.FUZZ_CASE === undefined ? null : Number(process.env.FUZZ_CASE);
const TIMEOUT_MS = Number(process.env.FUZZ_TIMEOUT_MS ?? 15_000);
if (!Number.isInteger(SEED)) finish(`fuzz: bad seed ${String(SEED)}`, false);

const started = Date.now();
let crashes = 0;
process.on('uncaughtException', (err) => { crashes++; console.error('uncaught exception:', err); });
process.on('unhandledRejection', (err) => { crashes++; console.error('unhandled rejection:', err); });

console.log(`fuzz: seed ${SEED}, ${RUNS} requests planned (replay: FUZZ_SEED=${SEED} npm run proof:fuzz)`);
const proof = await startProofApp();
const { app } = proof;
const db = proof.handle.db;
const T = await seedTenant(app, db, 'Fuzzqx', 0);
const adminId = T.staff.admin.id;
const [adminMembership] = await db.select().from(clinicMemberships).where(eq(clinicMemberships.userId, adminId));

/** The fuzzer may deactivate its own admin or strip the role: put it back before each route. */
async function restoreActor() {
  await db.update(staffUsers).set({ isActive: true, deletedAt: null }).where(eq(staffUsers.id, adminId));
  await db.update(roles).set({ permissions: [...PERMISSIONS] }).where(eq(roles.id, adminMembership.roleId));
  await db.insert(clinicMemberships).values(adminMembership).onConflictDoNothing();
  // A fuzzed logout, deactivation or archive ended the session at once: sign in again.
  await renewSessions(app, db, T, ['admin']);
}

// A real manage-link token, so the public appointment pages get past "unknown token" sometimes.
const clinicSlug = (await app.inject({ method: 'GET', url: '/api/v1/clinics', headers: T.staff.admin.headers })).json().data?.[0]?.slug ?? 'none';

const KNOWN: Record<string, string[]> = {
  'clinics/:clinic': [clinicSlug, String(T.clinicId)],
  'vets/:vet': [String(T.ids.vet)],
  'book/:slug': [clinicSlug],
  'mailbox/:id': ['1', '2', '3'],
  'attachments/:index': ['0', '1'],
};
for (const [key, kind] of Object.entries(PATH_PARAM_ROWS)) KNOWN[key] = [String(T.ids[kind])];
{
  // A real manage-link token, so the public appointment pages get past "unknown link" too.
  const booking = proof.routes.find((r) => r.method === 'POST' && r.url === '/api/v1/for-pet-parents/appointments');
  const schema = booking && toJsonSchema(booking.schema?.body);
  if (schema) {
    const body = exampleOf(schema, (f) => { const k = fieldRow(f, ''); return k ? T.ids[k] : undefined; }) as Record<string, unknown>;
    delete body.pet_ids;
    const res = await app.inject({ method: 'POST', url: booking.url, payload: { ...body, email: 'guest@example.test' } });
    const token = (res.json() as { data?: { token?: string } }).data?.token;
    if (token) KNOWN['appointments/:token'] = [token];
  }
}

/** Body and query fields naming a row get the seeded row's id. */
const realId = (field: string) => { const kind = fieldRow(field, ''); return kind ? T.ids[kind] : undefined; };

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const FORGED = [
  `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: adminId, typ: 'staff', grp: T.groupId })}.`,
  `Bearer ${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: adminId, typ: 'staff', grp: T.groupId, exp: 9e9 })}.c2lnbmF0dXJl`,
  'Bearer ' + 'a'.repeat(9000), 'Bearer', 'Basic YWRtaW46YWRtaW4=', 'Bearer null', 'bearer  x.y.z', 'Bearer \u0000',
];

type Auth = 'good' | 'none' | 'forged' | 'clinic' | 'parent' | 'staff';
function authArb(route: CatalogRoute): fc.Arbitrary<Auth> {
  const w = (good: number, rest: Auth[]) => fc.oneof({ weight: good, arbitrary: fc.constant<Auth>('good') }, ...rest.map((a) => ({ weight: 1, arbitrary: fc.constant(a) })));
  switch (route.access) {
    case 'staff': return w(16, ['none', 'forged', 'clinic', 'parent']);
    case 'staff-user': return w(16, ['none', 'forged', 'parent']);
    case 'parent': return w(16, ['none', 'forged', 'staff']);
    case 'parent-optional': return w(4, ['none', 'none', 'forged', 'staff']);
    default: return w(1, ['forged', 'staff', 'parent']).map((a) => (a === 'good' ? 'none' : a));
  }
}

function headersFor(route: CatalogRoute, auth: Auth, pick: number, t: SeededTenant = T): Record<string, string> {
  const staff = t.staff.admin.headers;
  const withClinic = route.access === 'staff';
  switch (auth) {
    case 'good': return route.access.startsWith('parent') ? { ...t.parent.headers } : route.access.startsWith('staff') ? (withClinic ? { ...staff } : { authorization: staff.authorization }) : {};
    case 'none': return {};
    case 'forged': return { authorization: FORGED[pick % FORGED.length], ...(withClinic ? { 'x-clinic-id': String(T.clinicId) } : {}) };
    case 'clinic': return { authorization: staff.authorization, 'x-clinic-id': ['0', '-1', 'abc', '1e3', '99999999999', '2147483648', ' 1', '1,2', String(T.clinicId + 1000)][pick % 9] };
    case 'parent': return { ...T.parent.headers };
    case 'staff': return { ...staff };
  }
}

const mutations = ['wrongType', 'missing', 'extra', 'hostile', 'nested', 'proto'] as const;
/** Breaks one field of a valid value (the field picked by `i`), the way a careless or hostile client would. */
function mutate(v: unknown, props: string[], op: (typeof mutations)[number], i: number, h: unknown): unknown {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return op === 'missing' ? undefined : h;
  const obj = { ...(v as Record<string, unknown>) };
  const keys = [...new Set([...Object.keys(obj), ...props])];
  const k = keys.length ? keys[i % keys.length] : 'fz';
  switch (op) {
    case 'wrongType': case 'hostile': obj[k] = h; break;
    case 'missing': delete obj[k]; break;
    case 'extra': obj[`fz_extra_${i % 7}`] = h; break;
    case 'nested': {
      const inner = obj[k];
      if (Array.isArray(inner)) obj[k] = [...inner, h];
      else if (inner && typeof inner === 'object') obj[k] = mutate(inner, [], 'hostile', i >> 3, h);
      else obj[k] = [h, { [k]: h }];
      break;
    }
    case 'proto': Object.defineProperty(obj, '__proto__', { value: { polluted: 'fz', isAdmin: true }, enumerable: true }); break;
  }
  return obj;
}

interface Body { payload: string | Buffer; contentType?: string; kind: string }
interface FuzzCase { path: Record<string, string>; rawPath: boolean; query: string; body: Body | null; auth: Auth; pick: number; lang: string | null }

const json = (v: unknown, kind: string): Body => ({ payload: v === undefined ? '' : JSON.stringify(v), contentType: 'application/json', kind });

function jsonBodyArb(schema: JsonSchema, example?: unknown): fc.Arbitrary<Body> {
  // Random valid values, and (when known) a plausible body naming real rows, which gets deeper into handlers.
  const valid = example === undefined ? validArb(schema) : fc.oneof(validArb(schema), fc.constant(example));
  const props = propertyNames(schema);
  return fc.oneof(
    { weight: 30, arbitrary: valid.map((v) => json(v, 'valid')) },
    { weight: 70, arbitrary: fc.tuple(valid, fc.constantFrom(...mutations), fc.nat(), hostileValue).map(([v, op, i, h]) => json(mutate(v, props, op, i, h), op)) },
    { weight: 10, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((p) => ({ payload: p, contentType: 'application/json', kind: 'malformed' })) },
    { weight: 10, arbitrary: fc.tuple(valid, fc.constantFrom(...WRONG_CONTENT_TYPES)).map(([v, ct]) => ({ payload: JSON.stringify(v) ?? '', contentType: ct || undefined, kind: 'content-type' })) },
    { weight: 6, arbitrary: fc.tuple(fc.constantFrom(64, 1000, 5000, 50_000), fc.constantFrom('array' as const, 'object' as const), fc.constantFrom(...(props.length ? props : ['fz']))).map(([d, k, p]) => ({ payload: `{"${p}":${deepJson(d, k)}}`, contentType: 'application/json', kind: 'deep' })) },
    { weight: 4, arbitrary: fc.tuple(valid, fc.nat(), fc.constantFrom(100_000, 1_000_000 - 200, 2_000_000)).map(([v, i, n]) => json(mutate(v, props, 'hostile', i, 'A'.repeat(n)), 'huge')) },
    { weight: 8, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => json(v, 'random')) },
    { weight: 4, arbitrary: fc.constantFrom('', ' ', 'null', '[]', '""', '0').map((p) => ({ payload: p, contentType: 'application/json', kind: 'empty' })) },
    { weight: 1, arbitrary: fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x').map((ct) => ({ payload: TEN_MB, contentType: ct, kind: '10MB' })) },
  );
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
function multipartBody(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[], boundary = 'fzBoundary7'): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disp = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disp}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`), Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
const multipartArb: fc.Arbitrary<Body> = fc.tuple(
  fc.constantFrom('pdf', 'png', 'garbage', 'empty', 'big', 'nofile', 'twofiles', 'manyfields', 'truncated', 'badboundary'),
  fc.oneof(hostileString, fc.constant('report.pdf')),
  fc.oneof(fc.constant(String(T.ids.pet)), hostileSegment),
  fc.oneof(fc.constant(String(T.clinicId)), hostileSegment),
).map(([kind, filename, petId, clinicId]) => {
  const ct = 'multipart/form-data; boundary=fzBoundary7';
  const fields = [{ name: 'pet_id', data: petId }, { name: 'clinic_id', data: clinicId }, { name: 'name', data: filename }];
  const file = (data: Buffer | string, type = 'application/pdf') => ({ name: 'file', filename, type, data });
  switch (kind) {
    case 'pdf': return { payload: multipartBody([...fields, file(PDF)]), contentType: ct, kind: 'multipart' };
    case 'png': return { payload: multipartBody([file(PNG, 'image/png')]), contentType: ct, kind: 'multipart' };
    case 'garbage': return { payload: multipartBody([...fields, file('<html><script>alert("fz")</script>', 'text/html')]), contentType: ct, kind: 'multipart' };
    case 'empty': return { payload: multipartBody([file('')]), contentType: ct, kind: 'multipart' };
    case 'big': return { payload: multipartBody([file(Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 10, 'a')]))]), contentType: ct, kind: 'multipart-big' };
    case 'nofile': return { payload: multipartBody(fields), contentType: ct, kind: 'multipart' };
    case 'twofiles': return { payload: multipartBody([file(PDF), file(PNG), { name: 'other', filename: 'x', data: PDF }]), contentType: ct, kind: 'multipart' };
    case 'manyfields': return { payload: multipartBody(Array.from({ length: 50 }, (_, i) => ({ name: `f${i}`, data: 'x'.repeat(500) }))), contentType: ct, kind: 'multipart' };
    case 'truncated': return { payload: multipartBody([...fields, file(PDF)]).subarray(0, 120), contentType: ct, kind: 'multipart' };
    default: return { payload: multipartBody([file(PDF)], 'other'), contentType: ct, kind: 'multipart' };
  }
});

const RAW_QUERIES = [
  '%zz', 'a=%E0%A4%A', '&&&=&=', 'a[b][c][d][e][f]=1', 'a[]=1&a[0]=2&a[x]=3', '__proto__[polluted]=fz', 'constructor[prototype][polluted]=fz',
  'page=1&page=2', 'page[]=1', 'per_page=-1', 'per_page=1e9', 'filter=1', 'filter[vet_id][]=1', 'include=' + 'a,'.repeat(500),
  Array.from({ length: 300 }, (_, i) => `p${i}=${i}`).join('&'), Array.from({ length: 150 }, () => 'ids[]=1').join('&'), 'q=' + 'x'.repeat(20_000),
  'search=%00', 'search=%C0%AE%C0%AE%2F', 'start=2024-02-30&end=2024-13-01', 'start_date=0000-00-00&end_date=9999-99-99',
];

function queryArb(schema: JsonSchema | null): fc.Arbitrary<string> {
  const valid = schema ? fc.oneof(validArb(schema), fc.constant(exampleOf(schema, realId))) : fc.constant({});
  const props = propertyNames(schema);
  const enc = (v: unknown) => (v && typeof v === 'object' ? qs.stringify(v, { arrayFormat: 'brackets', encoder: (x: unknown) => encodeSegment(String(x)) }) : `q=${encodeSegment(String(v))}`);
  return fc.oneof(
    { weight: 5, arbitrary: valid.map(enc) },
    { weight: 5, arbitrary: fc.tuple(valid, fc.constantFrom(...mutations.filter((m) => m !== 'proto')), fc.nat(), hostileValue).map(([v, op, i, h]) => enc(mutate(v, props, op, i, h))) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_QUERIES) },
  );
}

function caseArb(route: CatalogRoute): fc.Arbitrary<FuzzCase> {
  const segs = route.url.split('/');
  const pathArbs: Record<string, fc.Arbitrary<string>> = {};
  const paramSchema = toJsonSchema(route.schema?.params);
  segs.forEach((s, i) => {
    if (!s.startsWith(':') && s !== '*') return;
    const name = s === '*' ? '*' : s.slice(1);
    const known = KNOWN[`${segs[i - 1]}/${s}`] ?? [];
    const fromSchema = paramSchema?.properties?.[name] ? validArb(paramSchema.properties[name]).map(String) : fc.string({ maxLength: 20 });
    const options = [
      { weight: 4, arbitrary: hostileSegment },
      { weight: 2, arbitrary: fromSchema },
      ...(known.length ? [{ weight: 4, arbitrary: fc.constantFrom(...known) }] : []),
      ...(s === '*' ? [{ weight: 2, arbitrary: fc.constantFrom('../../../etc/passwd', 'index.html', '%2e%2e/%2e%2e/package.json', 'a/b/c', '') }] : []),
    ];
    pathArbs[name] = fc.oneof(...options);
  });
  const bodySchema = toJsonSchema(route.schema?.body);
  const multipart = ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).some((c) => c.startsWith('multipart/'));
  const body: fc.Arbitrary<Body | null> = route.method === 'GET'
    ? fc.oneof({ weight: 19, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: jsonBodyArb({}) })
    : multipart ? fc.oneof({ weight: 4, arbitrary: multipartArb }, { weight: 1, arbitrary: jsonBodyArb({}) }) : jsonBodyArb(bodySchema ?? {}, bodySchema ? exampleOf(bodySchema, realId) : undefined);
  return fc.record({
    path: fc.record(pathArbs),
    rawPath: fc.boolean(),
    query: fc.oneof({ weight: 1, arbitrary: fc.constant('') }, { weight: 3, arbitrary: queryArb(toJsonSchema(route.schema?.querystring)) }),
    body,
    auth: authArb(route),
    pick: fc.nat(),
    lang: fc.oneof({ weight: 8, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom('ro', 'ko-KR,ko;q=0.9', '*;q=abc', 'xx-YY', '__proto__', 'en;q=0.5,'.repeat(200), 'zh-TW') }, { weight: 1, arbitrary: hostileString }),
  });
}

const label = (r: CatalogRoute) => `${r.method} ${r.url}`;
const seedFor = (r: CatalogRoute) => createHash('sha256').update(`${SEED}:${label(r)}`).digest().readInt32LE(0);
const rawOk = (s: string) => !/[/?#%\s]/.test(s) && /^[\x21-\x7e]*$/.test(s);

function toRequest(route: CatalogRoute, c: FuzzCase) {
  // Encoded, or (when legal in a URL) the bytes as typed.
  const segment = (v: string) => (c.rawPath && rawOk(v) ? v : encodeSegment(v));
  const pathPart = route.url.split('/').map((s) => (s.startsWith(':') ? segment(c.path[s.slice(1)] ?? '') : s === '*' ? (c.rawPath ? c.path['*'] ?? '' : encodeSegment(c.path['*'] ?? '')) : s)).join('/');
  const headers: Record<string, string> = headersFor(route, c.auth, c.pick);
  // Header values must be printable ASCII (the HTTP layer refuses the rest before our code runs).
  if (c.lang !== null) headers['accept-language'] = [...c.lang].map((ch) => (ch >= ' ' && ch <= '~' ? ch : '?')).join('');
  if (c.body?.contentType) headers['content-type'] = c.body.contentType;
  return { method: route.method, url: pathPart + (c.query ? `?${c.query}` : ''), headers, payload: c.body ? c.body.payload : undefined };
}

interface Failure { route: string; index: number; kind: string; status: number | string; request: unknown; response: string }
const failures: Failure[] = [];
let requests = 0;
let fiveXX = 0;
let hangs = 0;
let reflected = 0;
const statusCounts = new Map<number, number>();
/** Routes where at least one generated request got through to a 2xx: the fuzzer reached their handler's end. */
const reached = new Set<string>();

const isHtml = (ct: unknown) => String(ct ?? '').includes('html');
/** A payload shown verbatim, or a page spliced into itself (a `$\`` in a String.replace replacement). */
const rawMarker = (body: string) => XSS_MARKERS.find((m) => body.includes(m)) ?? ((body.match(/<!doctype html>/gi) ?? []).length > 1 ? 'a second <!doctype html>' : undefined);
const preview = (p: unknown) => (Buffer.isBuffer(p) ? `<${p.length} bytes: ${p.subarray(0, 120).toString('latin1')}…>` : typeof p === 'string' && p.length > 600 ? `${p.slice(0, 600)}…(${p.length} chars)` : p);

const routes = proof.routes;
const perRoute = Math.max(1, Math.ceil(RUNS / routes.length));
const selected = routes.filter((r) => !ROUTE_FILTER || label(r).includes(ROUTE_FILTER));
if (!selected.length) finish(`fuzz: no route matches FUZZ_ROUTE="${ROUTE_FILTER}"`, false);

for (const route of selected) {
  await restoreActor();
  const cases = fc.sample(caseArb(route), { seed: seedFor(route), numRuns: perRoute });
  for (let index = 0; index < cases.length; index++) {
    if (ONLY_CASE !== null && index !== ONLY_CASE) continue;
    const c = cases[index];
    const req = toRequest(route, c);
    const res = await injectWithin(app, req, TIMEOUT_MS);
    requests++;
    const record = (status: number | string, response: string) => failures.push({
      route: label(route), index, kind: c.body?.kind ?? 'query/path', status, response: response.slice(0, 400),
      request: { ...req, headers: { ...req.headers, ...(req.headers.authorization ? { authorization: `${req.headers.authorization.slice(0, 16)}…` } : {}) }, payload: preview(req.payload) },
    });
    if (res === 'timeout') { hangs++; record('timeout', ''); continue; }
    statusCounts.set(res.statusCode, (statusCounts.get(res.statusCode) ?? 0) + 1);
    if (res.statusCode < 300) reached.add(label(route));
    if (res.statusCode >= 500) { fiveXX++; record(res.statusCode, res.body); }
    if (isHtml(res.headers['content-type'])) {
      const m = rawMarker(res.body);
      if (m) { reflected++; record(`${res.statusCode} reflects ${m}`, res.body); }
    }
  }
}

// Stored payloads: well-formed writes whose every free-text field is an HTML payload (so bookings,
// clients and notes really hold them and mails quote them), then every HTML page that shows user data
// (mailbox, each mail, the web pages) must show them escaped.
let storedWrites = 0;
if (!ROUTE_FILTER) {
  // A fresh tenant: the random phase may have hidden services or closed the clinic.
  const S = await seedTenant(app, db, 'Storedqx', 30);
  const idFor = (field: string) => { const kind = fieldRow(field, ''); return kind ? S.ids[kind] : undefined; };
  const plant = (v: unknown, i = 0): unknown => {
    if (typeof v === 'string' && v.startsWith('probe value')) return XSS_MARKERS[i % XSS_MARKERS.length];
    if (Array.isArray(v)) return v.map((x, j) => plant(x, i + j));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x], j) => [k, plant(x, i + j)]));
    return v;
  };
  // Bookings first, while the vets, services and hours are as seeded; they are what sends mails.
  const writes = routes.filter((r) => (r.method === 'POST' || r.method === 'PUT') && r.schema?.body);
  const first = (r: CatalogRoute) => (/appointments/.test(r.url) && r.method === 'POST' && !/:/.test(r.url) ? 0 : 1);
  let slot = 0;
  for (const route of [...writes].sort((a, b) => first(a) - first(b))) {
    const schema = toJsonSchema(route.schema?.body);
    if (!schema) continue;
    const url = fillPath(route.url, (_p, key) => String(PATH_PARAM_ROWS[key] ? S.ids[PATH_PARAM_ROWS[key]] : KNOWN[key]?.[0] ?? '1'));
    const headers = { ...headersFor(route, 'good', 0, S), 'content-type': 'application/json' };
    let body = plant(exampleOf(schema, idFor)) as Record<string, unknown>;
    // Each booking its own slot (two hours apart, inside opening hours), so none is refused as taken.
    if (body && typeof body.datetime_start_utc === 'string') body.datetime_start_utc = new Date(Date.parse(body.datetime_start_utc) + 2 * 3_600_000 * (slot++ % 4)).toISOString();
    let res = await injectWithin(app, { method: route.method, url, headers, payload: JSON.stringify(body) }, TIMEOUT_MS);
    requests++;
    // Drop optional fields refused by refinements the schema cannot express (photo data, record ids), then retry.
    for (let i = 0; i < 3 && res !== 'timeout' && res.statusCode === 422 && body && typeof body === 'object'; i++) {
      const bad = Object.keys((JSON.parse(res.body) as { errors?: object }).errors ?? {}).map((f) => f.split('.')[0]).filter((f) => f in body && !(schema.required ?? []).includes(f));
      if (!bad.length) break;
      body = Object.fromEntries(Object.entries(body).filter(([k]) => !bad.includes(k)));
      res = await injectWithin(app, { method: route.method, url, headers, payload: JSON.stringify(body) }, TIMEOUT_MS);
      requests++;
    }
    if (res === 'timeout') { hangs++; failures.push({ route: label(route), index: -1, kind: 'stored', status: 'timeout', request: url, response: '' }); continue; }
    if (res.statusCode >= 500) { fiveXX++; failures.push({ route: label(route), index: -1, kind: 'stored', status: res.statusCode, request: url, response: res.body.slice(0, 400) }); }
    if (res.statusCode < 300) storedWrites++;
    if (process.env.FUZZ_DEBUG) console.log('stored', label(route), res.statusCode, res.body.slice(0, 200));
    // A logout ends the session at once: the next writes need a live token.
    if (route.url.endsWith('/auth/logout')) await renewSessions(app, db, S, ['admin']);
  }
}
const htmlPages = ['/dev/mailbox', `/dev/mailbox?to=${encodeURIComponent(XSS_MARKERS[0])}`, '/', '/app', `/book/${clinicSlug}`, `/book/${clinicSlug}?utm_source=${encodeURIComponent(XSS_MARKERS[1])}`, '/api/docs/static/index.html'];
const mails = await db.select({ id: outbox.id, html: outbox.html }).from(outbox);
for (const row of mails) htmlPages.push(`/dev/mailbox/${row.id}/html`);
let pagesChecked = 0;
for (const url of htmlPages) {
  const res = await injectWithin(app, { method: 'GET', url }, TIMEOUT_MS);
  requests++;
  if (res === 'timeout') { hangs++; failures.push({ route: `GET ${url}`, index: -1, kind: 'stored', status: 'timeout', request: url, response: '' }); continue; }
  if (res.statusCode >= 500) { fiveXX++; failures.push({ route: `GET ${url}`, index: -1, kind: 'stored', status: res.statusCode, request: url, response: res.body.slice(0, 400) }); }
  if (!isHtml(res.headers['content-type'])) continue;
  pagesChecked++;
  const m = rawMarker(res.body);
  if (m) { reflected++; failures.push({ route: `GET ${url}`, index: -1, kind: 'stored', status: `${res.statusCode} shows ${m}`, request: url, response: res.body.slice(Math.max(0, res.body.indexOf(m) - 200), res.body.indexOf(m) + 200) }); }
}

const polluted = ({} as Record<string, unknown>).polluted !== undefined || ({} as Record<string, unknown>).isAdmin !== undefined;
const health = await injectWithin(app, { method: 'GET', url: '/api/health' }, TIMEOUT_MS);
const alive = health !== 'timeout' && health.statusCode === 200;
await proof.close();

for (const f of failures.slice(0, 40)) {
  console.log(`  FAIL ${f.route} case ${f.index} (${f.kind}): ${f.status}\n    request: ${JSON.stringify(f.request).slice(0, 900)}\n    response: ${f.response.slice(0, 300)}`);
}
if (failures.length) {
  const file = path.join(tmpdir(), `fuzz-failures-${SEED}.json`);
  writeFileSync(file, JSON.stringify(failures, null, 2));
  console.log(`  ${failures.length} failure(s), all written to ${file}`);
  console.log(`  replay one: FUZZ_SEED=${SEED} FUZZ_ROUTE='${failures[0].route}' FUZZ_CASE=${failures[0].index} npm run proof:fuzz`);
}
if (polluted) console.log('  FAIL Object.prototype was polluted');
if (crashes) console.log(`  FAIL ${crashes} uncaught exception(s) / unhandled rejection(s)`);
if (!alive) console.log('  FAIL the app no longer answers /api/health');
const byStatus = [...statusCounts.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}:${n}`).join(' ');
console.log(`  statuses: ${byStatus}; ${reached.size}/${selected.length} routes answered 2xx at least once; ${storedWrites} writes planted HTML payloads; HTML pages checked for them: ${pagesChecked}`);
const secs = ((Date.now() - started) / 1000).toFixed(1);
const ok = fiveXX === 0 && hangs === 0 && reflected === 0 && !polluted && crashes === 0 && alive;
finish(`fuzz: ${requests} requests over ${selected.length} routes, ${fiveXX} 5xx, ${hangs} hangs, ${reflected} unescaped, seed ${SEED}, ${alive ? 'app alive' : 'APP DOWN'} (${dbLabel()}, ${secs}s)`, ok);
