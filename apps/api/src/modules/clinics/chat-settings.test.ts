import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { createHmac } from 'node:crypto';
import { loginAs, makeTenant, staffHeaders } from '../../test/factories';
import { makeParentAccount, parentLogin } from '../../test/parent-accounts-factories';

function fakeDist() {
  const dir = mkdtempSync(path.join(tmpdir(), 'vet-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  for (const page of ['app.html', 'book.html']) writeFileSync(path.join(dir, page), '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>');
  return dir;
}

const chatBody = (over: Record<string, unknown> = {}) => ({
  provider: 'intercom', region: 'eu', app_id: 'abc123xy', auth_key: 'ic-secret-verification-key', can_schedule_messages: true, ...over,
});

/** The page settings the server wrote into a booking page. */
const pageSettings = (html: string) => JSON.parse(/<script type="application\/json" id="clinic-settings">(.*?)<\/script>/.exec(html)![1]!);

describe('chat widget settings', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let b: Awaited<ReturnType<typeof makeTenant>>;

  beforeAll(async () => {
    t = await makeTestApp({ webDist: fakeDist(), chatWidgetBaseUrl: 'http://127.0.0.1:4999' });
    a = await makeTenant(t.handle.db);
    b = await makeTenant(t.handle.db);
  });
  afterAll(() => t.close());

  it('should answer null for a clinic without a chat and send chat: null and no chat CSP on its page', async () => {
    const headers = await staffHeaders(t.app, b.admin.email, b.clinic.id);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings/chat', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBeNull();
    const page = await t.app.inject({ method: 'GET', url: `/book/${b.clinic.slug}` });
    expect(pageSettings(page.body).chat).toBeNull();
    expect(page.headers['content-security-policy']).not.toContain('127.0.0.1:4999');
    expect(page.headers['content-security-policy']).not.toContain('intercom');
  });

  it('should save the chat, answer whether a key is stored but never the key, and write an audit row without it', async () => {
    const headers = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    const put = await t.app.inject({ method: 'PUT', url: '/api/v1/settings/chat', headers, payload: chatBody() });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toEqual({ provider: 'intercom', region: 'eu', app_id: 'abc123xy', has_auth_key: true, can_schedule_messages: true });
    const get = await t.app.inject({ method: 'GET', url: '/api/v1/settings/chat', headers });
    expect(get.body).not.toContain('ic-secret-verification-key');
    expect(get.json().data.has_auth_key).toBe(true);
    const { auditLog } = await import('@vetclinic/db');
    const rows = (await t.handle.db.select().from(auditLog)).filter((r) => r.action === 'clinic.chat_updated');
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain('ic-secret-verification-key');
  });

  it('should put the loader on the configured clinic\'s page without the auth key and allow its origin in the CSP', async () => {
    const headers = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    await t.app.inject({ method: 'PUT', url: '/api/v1/settings/chat', headers, payload: chatBody() });
    const page = await t.app.inject({ method: 'GET', url: `/book/${a.clinic.slug}` });
    expect(pageSettings(page.body).chat).toEqual({
      provider: 'intercom', region: 'eu', app_id: 'abc123xy', script_url: 'http://127.0.0.1:4999/widget/abc123xy', canScheduleMessages: true,
    });
    expect(page.body).not.toContain('ic-secret-verification-key');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' http:\/\/127\.0\.0\.1:4999 https:\/\/js\.intercomcdn\.com/);
    expect(csp).toContain('https://api-iam.eu.intercom.io');
    expect(csp).toContain('wss://nexus-europe-websocket.intercom.io');
    // The staff app and the other clinic's page do not allow it.
    expect(String((await t.app.inject({ method: 'GET', url: '/app' })).headers['content-security-policy'])).not.toContain('4999');
    expect(String((await t.app.inject({ method: 'GET', url: `/book/${b.clinic.slug}` })).headers['content-security-policy'])).not.toContain('4999');
  });

  it('should keep the stored key when the form sends none, and remove it with an empty one', async () => {
    const headers = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    await t.app.inject({ method: 'PUT', url: '/api/v1/settings/chat', headers, payload: chatBody() });
    const kept = await t.app.inject({ method: 'PUT', url: '/api/v1/settings/chat', headers, payload: chatBody({ auth_key: undefined, region: 'us' }) });
    expect(kept.json().data).toMatchObject({ region: 'us', has_auth_key: true });
    const cleared = await t.app.inject({ method: 'PUT', url: '/api/v1/settings/chat', headers, payload: chatBody({ auth_key: '' }) });
    expect(cleared.json().data.has_auth_key).toBe(false);
  });

  it('should refuse an unknown provider or region and an app id that is not a plain identifier with field messages', async () => {
    const headers = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/settings/chat', headers, payload: chatBody({ provider: 'zendesk', region: 'mars', app_id: '../x?y=<script>' }) });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['provider', 'region', 'app_id']));
    const empty = await t.app.inject({ method: 'PUT', url: '/api/v1/settings/chat', headers, payload: chatBody({ app_id: '  ' }) });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.app_id).toBeDefined();
    const wrongType = await t.app.inject({ method: 'PUT', url: '/api/v1/settings/chat', headers, payload: chatBody({ can_schedule_messages: 'yes' }) });
    expect(wrongType.statusCode).toBe(422);
  });

  it('should let a role without the settings edit permission read but not change or remove the chat', async () => {
    const headers = await staffHeaders(t.app, a.receptionist.email, a.clinic.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/settings/chat', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/settings/chat', headers, payload: chatBody({ app_id: 'hijack' }) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/settings/chat', headers })).statusCode).toBe(403);
  });

  it('should refuse to read or change the chat of another group\'s clinic', async () => {
    const { access_token } = await loginAs(t.app, a.admin.email);
    const headers = { authorization: `Bearer ${access_token}`, 'x-clinic-id': String(b.clinic.id) };
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/settings/chat', headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/settings/chat', headers, payload: chatBody({ app_id: 'hijack' }) })).statusCode).toBe(403);
    const bHeaders = await staffHeaders(t.app, b.admin.email, b.clinic.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/settings/chat', headers: bHeaders })).json().data).toBeNull();
  });

  it('should remove the chat so the clinic\'s page loads none', async () => {
    const headers = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    await t.app.inject({ method: 'PUT', url: '/api/v1/settings/chat', headers, payload: chatBody() });
    const del = await t.app.inject({ method: 'DELETE', url: '/api/v1/settings/chat', headers });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/settings/chat', headers })).json().data).toBeNull();
    const page = await t.app.inject({ method: 'GET', url: `/book/${a.clinic.slug}` });
    expect(pageSettings(page.body).chat).toBeNull();
    expect(page.headers['content-security-policy']).not.toContain('4999');
  });

  it('should sign a signed-in client\'s identity with the clinic\'s secret, and give nothing without a secret or to another group', async () => {
    const headers = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    const { parent, email } = await makeParentAccount(t.handle.db, a.group.id);
    const parentAuth = (await parentLogin(t.app, email, a.clinic.id)).headers;
    await t.app.inject({ method: 'PUT', url: '/api/v1/settings/chat', headers, payload: chatBody({ auth_key: 'hmac-secret' }) });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/for-pet-parents/chat-identity?clinic_id=${a.clinic.id}`, headers: parentAuth });
    expect(res.statusCode).toBe(200);
    const userId = `parent-${parent.id}`;
    expect(res.json().data).toEqual({ user_id: userId, user_hash: createHmac('sha256', 'hmac-secret').update(userId).digest('hex'), email, name: `${parent.firstName} ${parent.lastName}` });
    expect(res.body).not.toContain('hmac-secret');
    // Anonymous visitors get no identity; a clinic of another group is not found.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/for-pet-parents/chat-identity?clinic_id=${a.clinic.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/for-pet-parents/chat-identity?clinic_id=${b.clinic.id}`, headers: parentAuth })).statusCode).toBe(404);
    // Without a secret there is nothing to sign with.
    await t.app.inject({ method: 'PUT', url: '/api/v1/settings/chat', headers, payload: chatBody({ auth_key: '' }) });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/for-pet-parents/chat-identity?clinic_id=${a.clinic.id}`, headers: parentAuth })).json().data).toBeNull();
  });
});
