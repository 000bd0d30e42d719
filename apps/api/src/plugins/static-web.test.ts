import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clinics } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../test/make-app';
import { makeClinic, makeGroup } from '../test/factories';
import { EARLY_TAP_SCRIPT, EARLY_TAP_SOURCE } from './static-web';

// A minimal built web app: the server's job is to fill the public page, not to build it.
function fakeDist() {
  const dir = mkdtempSync(path.join(tmpdir(), 'vet-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'app.html'), '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dir, 'book.html'), '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dir, 'assets', 'x.js'), 'console.log(1)');
  return dir;
}

describe('serving the web app', () => {
  let t: TestApp;
  let slug: string;

  beforeAll(async () => {
    t = await makeTestApp({ webDist: fakeDist() });
    const group = await makeGroup(t.handle.db);
    const clinic = await makeClinic(t.handle.db, group.id, { name: 'Clinic <script>alert(1)</script>', timezone: 'America/New_York', countryIsoCode: 'us', visitTypesActive: true, embedOrigins: ['https://www.vetsite.test'], defaultLanguage: 'ro' });
    slug = clinic.slug;
  });
  afterAll(() => t.close());

  it('should fill the public root element and the clinic settings for the booking page', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/book/${slug}/appointment/abcdefghijklmnopqrstuvwxyz?widget=1` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`data-clinic-slug="${slug}"`);
    expect(res.body).toContain('data-is-widget="1"');
    expect(res.body).toContain('data-is-visit-types-active="1"');
    expect(res.body).toContain('data-token="abcdefghijklmnopqrstuvwxyz"');
    expect(res.body).toContain('<html lang="ro">');
    const json = res.body.match(/<script type="application\/json" id="clinic-settings">(.*?)<\/script>/)![1];
    expect(json).not.toContain('<script>');
    expect(JSON.parse(json)).toMatchObject({ timezone: 'America/New_York', country: { iso_code: 'us' }, clinic: { slug } });
  });

  it('should write a token holding $` or $\' into the page as typed, not splice the page around it', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/book/${slug}/appointment/a%24%60b%24'c%24%26d` });
    expect(res.body).toContain('data-token="a$`b$\'c$&amp;d"');
    expect(res.body.match(/<!doctype html>/g)).toHaveLength(1);
  });

  it('should let the clinic\'s own website frame the booking page, and nobody frame the staff app', async () => {
    const book = await t.app.inject({ method: 'GET', url: `/book/${slug}` });
    expect(book.headers['content-security-policy']).toContain("frame-ancestors 'self' https://www.vetsite.test");
    expect(book.headers['x-frame-options']).toBeUndefined();
    const staff = await t.app.inject({ method: 'GET', url: '/app/settings' });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(staff.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('should answer 404 with the page for an unknown clinic, and redirect / to the staff app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/book/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('id="root"');
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/app');
  });

  it('should serve hashed assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/x.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('should use a clinic timezone that was changed since', async () => {
    await t.handle.db.update(clinics).set({ timezone: 'Europe/Bucharest' }).where(eq(clinics.slug, slug));
    const res = await t.app.inject({ method: 'GET', url: `/book/${slug}` });
    expect(res.body).toContain('Europe/Bucharest');
  });
});

describe('a tap before the booking page has hydrated', () => {
  let t: TestApp;
  let slug: string;

  beforeAll(async () => {
    // A built app with a server renderer: the booking page comes rendered, as in production.
    const dist = fakeDist();
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(
      path.join(dist, 'server', 'server-render.mjs'),
      'export const renderBookingPage = () => \'<main><button type="button">General consultation</button></main>\';\nexport const themeStyle = () => \'\';\n'
        + 'export const publicCatalogue = (lang) => ({ public: { steps: { what: `What for? (${lang}) </script>` } } });\n',
    );
    t = await makeTestApp({ webDist: dist });
    slug = (await makeClinic(t.handle.db, (await makeGroup(t.handle.db)).id)).slug;
  });
  afterAll(() => t.close());

  it('should put the early-tap script in the rendered page and allow it by its hash, and nothing else inline', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/book/${slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<button type="button">General consultation</button>');
    expect(res.body).toContain(`<script>${EARLY_TAP_SCRIPT}</script>`);
    const hash = `'sha256-${createHash('sha256').update(EARLY_TAP_SCRIPT).digest('base64')}'`;
    expect(EARLY_TAP_SOURCE).toBe(hash);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')}(;|$)`));
    expect(csp).not.toContain("'unsafe-inline' ");
    expect(csp.match(/script-src[^;]*/)![0]).not.toContain('unsafe');
    // Every other script on the page is data or has a src.
    const inline = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/src=|application\/json/.test(m[1]));
    expect(inline.map((m) => m[2])).toEqual([EARLY_TAP_SCRIPT]);
  });

  it('should carry the catalogue the page was rendered with, inline and escaped', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/book/${slug}`, headers: { 'accept-language': 'de-DE' } });
    const json = /<script type="application\/json" id="first-view-catalogue">([^<]*)<\/script>/.exec(res.body)?.[1];
    const lang = /<html lang="([\w-]+)"/.exec(res.body)?.[1];
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json!)).toEqual({ public: { steps: { what: `What for? (${lang}) </script>` } } });
  });

  it('should leave the script and the hash out where nothing was rendered on the server', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/book/${slug}/appointment/abcdefghijklmnopqrstuvwxyz` });
    expect(res.body).not.toContain(EARLY_TAP_SCRIPT);
    expect(res.headers['content-security-policy']).not.toContain('sha256-');
  });
});
