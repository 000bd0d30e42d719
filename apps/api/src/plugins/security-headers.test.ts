import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test/make-app';

// The full sweep over every route is `npm run proof:headers`; these pin the per-request rules.
describe('security headers', () => {
  let proxied: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    proxied = await makeTestApp({ trustProxy: 1, publicUrl: 'https://clinic.example' });
    direct = await makeTestApp({ trustProxy: false, publicUrl: 'https://clinic.example' });
  });
  afterAll(async () => {
    await proxied.close();
    await direct.close();
  });

  it('should send HSTS only when the request arrived over TLS through a trusted proxy', async () => {
    const tls = await proxied.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    const plain = await proxied.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await direct.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('should keep HSTS and the other headers on error responses', async () => {
    const res = await proxied.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('should not let the API docs page be framed', async () => {
    const res = await proxied.app.inject({ method: 'GET', url: '/api/docs/static/index.html' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).not.toContain("frame-ancestors 'self'");
  });
});
