import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTestApp, type TestApp } from '../test/make-app';
import { makeTenant, TEST_PASSWORD } from '../test/factories';
import { MAX_JSON_DEPTH, MAX_JSON_ELEMENTS, scanJson } from './json-parser';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const MB = 1024 * 1024;

describe('scanJson', () => {
  it('should measure depth and values without counting what is inside strings', () => {
    expect(scanJson(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(scanJson(nested(MAX_JSON_DEPTH + 1))).toBe('too_deep');
    expect(scanJson(`{"a":"${'['.repeat(1000)}\\"[[","b":[1,2]}`)).toBeNull();
    expect(scanJson(`[${'1,'.repeat(MAX_JSON_ELEMENTS - 1)}1]`)).toBeNull();
    expect(scanJson(`[${'1,'.repeat(MAX_JSON_ELEMENTS)}1]`)).toBe('too_many_elements');
    expect(scanJson(`{"a":"x\\\\"}`)).toBeNull();
  });
});

describe('JSON bodies on every route', () => {
  let t: TestApp;
  let tenant: Awaited<ReturnType<typeof makeTenant>>;
  beforeAll(async () => {
    t = await makeTestApp({ loginRateLimit: 10 });
    tenant = await makeTenant(t.handle.db);
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const login = (payload: string, remoteAddress = '10.55.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress, headers: { 'content-type': 'application/json' }, payload });

  it('should refuse 1 MB of nested arrays with 422 json_too_deep before JSON.parse sees it', async () => {
    const parse = vi.spyOn(JSON, 'parse');
    const res = await login(nested(Math.floor((MB - 64) / 2)));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'json_too_deep', message: 'The request body is nested too deeply.', max_depth: MAX_JSON_DEPTH });
    expect(parse.mock.calls.some(([text]) => typeof text === 'string' && text.length > 1000)).toBe(false);
  });

  it('should refuse a deep value inside an otherwise valid login the same way', async () => {
    const res = await login(`{"email":"${tenant.admin.email}","password":${nested(5000)}}`, '10.55.0.2');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('json_too_deep');
  });

  it('should refuse too many values with 413 json_too_many_elements, and bigger bodies with 413 payload_too_large', async () => {
    const many = await login(`{"email":"a@b.test","password":[${'0,'.repeat(MAX_JSON_ELEMENTS)}0]}`, '10.55.0.3');
    expect(many.statusCode).toBe(413);
    expect(many.json().code).toBe('json_too_many_elements');
    const big = await login(`{"email":"a@b.test","password":"${'x'.repeat(MB + 10)}"}`, '10.55.0.3');
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('payload_too_large');
  });

  it('should keep parsing ordinary bodies, refusing malformed JSON and __proto__ as before', async () => {
    const ok = await login(JSON.stringify({ email: tenant.admin.email, password: TEST_PASSWORD }), '10.55.0.4');
    expect(ok.statusCode).toBe(200);
    expect((await login('{"email": ', '10.55.0.4')).json().code).toBe('malformed_json');
    const poisoned = await login('{"email":"a@b.test","password":"x","__proto__":{"admin":true}}', '10.55.0.4');
    expect(poisoned.statusCode).toBe(400);
    const charset = await t.app.inject({
      method: 'POST', url: '/api/v1/auth/login', remoteAddress: '10.55.0.4', headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ email: tenant.admin.email, password: TEST_PASSWORD }),
    });
    expect(charset.statusCode).toBe(200);
  });

  it('should count refused deep bodies toward the login limit of their address', async () => {
    const body = nested(10_000);
    for (let i = 0; i < 30; i++) expect((await login(body, '10.55.1.1')).statusCode).toBe(422);
    const blocked = await login(JSON.stringify({ email: tenant.admin.email, password: TEST_PASSWORD }), '10.55.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('too_many_requests');
  });
});
