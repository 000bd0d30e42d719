import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test/make-app';
import { makeTenant, staffHeaders } from '../test/factories';

describe('errors plugin: input the database cannot store', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await makeTestApp();
    const tenant = await makeTenant(t.handle.db);
    headers = await staffHeaders(t.app, tenant.admin.email, tenant.clinic.id);
  });
  afterAll(async () => {
    await t.close();
  });

  it('should answer 422 on the field, not 500, when a search term holds a NUL byte', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/visit-types?search=%00', headers });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { search: [expect.any(String)] } });
  });

  it('should answer 422 on the nested field when a JSON body holds a NUL byte', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/tasks', headers, payload: { title: 'Call\u0000back' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('title');
  });

  it('should still accept the same search without the NUL byte', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/visit-types?search=vacc', headers });
    expect(res.statusCode).toBe(200);
  });
});
