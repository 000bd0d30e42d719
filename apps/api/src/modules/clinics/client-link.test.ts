import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeClinic, makeTenant, staffHeaders } from '../../test/factories';
import { makeClientWithPet } from '../../test/tasks-factories';

/** Issue 22: the clinic's client/app link, which the "app instructions" notification needs, can be set. */
describe('clinic client/app link', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let admin: Record<string, string>;
  const url = (clinicId = a.clinic.id) => `/api/v1/clinics/${clinicId}/client-link`;
  const LINK = 'https://app.clinic.test/connect/main';

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(t.handle.db);
    admin = await staffHeaders(t.app, a.admin.email, a.clinic.id);
  });
  afterAll(() => t.close());

  it('should let an admin set the link, after which app instructions can be sent', async () => {
    const { client } = await makeClientWithPet(t.handle.db, a.group.id);
    const notify = () => t.app.inject({ method: 'POST', url: '/api/v1/notification', headers: admin, payload: { client_id: client.id, type: 2 } });
    await t.app.inject({ method: 'PUT', url: url(), headers: admin, payload: { client_link_url: null } });
    expect((await notify()).json().code).toBe('no_client_link');

    const put = await t.app.inject({ method: 'PUT', url: url(), headers: admin, payload: { client_link_url: LINK, app_store_url: '', google_play_url: 'https://play.google.com/store/apps/details?id=test' } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toEqual({ client_link_url: LINK, app_store_url: null, google_play_url: 'https://play.google.com/store/apps/details?id=test' });
    expect((await t.app.inject({ method: 'GET', url: url(), headers: admin })).json().data.client_link_url).toBe(LINK);
    const sent = await notify();
    expect(sent.statusCode, sent.body).toBe(200);
    const pub = await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${a.clinic.slug}/client-link` });
    expect(pub.json().data.url).toBe(LINK);
    const rows = await t.handle.db.select().from(auditLog).where(eq(auditLog.action, 'clinic.client_link_updated'));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('should answer 422 for a link that is not http(s), and need settings rights at the named clinic', async () => {
    const bad = await t.app.inject({ method: 'PUT', url: url(), headers: admin, payload: { client_link_url: 'javascript:alert(1)' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.client_link_url).toBeDefined();
    const desk = await staffHeaders(t.app, a.receptionist.email, a.clinic.id);
    expect((await t.app.inject({ method: 'PUT', url: url(), headers: desk, payload: { client_link_url: LINK } })).statusCode).toBe(403);
    const second = await makeClinic(t.handle.db, a.group.id, { name: 'Second' });
    expect((await t.app.inject({ method: 'PUT', url: url(second.id), headers: admin, payload: { client_link_url: LINK } })).statusCode).toBe(403);
    const other = await makeTenant(t.handle.db);
    expect((await t.app.inject({ method: 'GET', url: url(other.clinic.id), headers: admin })).statusCode).toBe(404);
  });
});
