import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test/make-app';
import { makeClinic, makeGroup } from '../test/factories';
import { withStripeCsp } from './static-web';

function fakeDist() {
  const dir = mkdtempSync(path.join(tmpdir(), 'vet-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  for (const page of ['app.html', 'book.html']) writeFileSync(path.join(dir, page), '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>');
  return dir;
}

describe('booking pages with Stripe deposits', () => {
  it('should add Stripe to script, frame and connect sources and keep the rest', () => {
    const csp = withStripeCsp("default-src 'self';script-src 'self';connect-src 'self';frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
  });

  describe('served', () => {
    let t: TestApp;
    let slug: string;
    beforeAll(async () => {
      t = await makeTestApp({ webDist: fakeDist(), paymentProvider: 'stripe', stripe: { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_x', apiBase: 'http://127.0.0.1:9' } });
      slug = (await makeClinic(t.handle.db, (await makeGroup(t.handle.db)).id)).slug;
    });
    afterAll(() => t.close());

    it('should let the deposit page load Stripe.js, and only the booking pages', async () => {
      const book = await t.app.inject({ method: 'GET', url: `/book/${slug}/payment-deposits/00000000-0000-4000-8000-000000000000` });
      expect(book.headers['content-security-policy']).toContain('https://js.stripe.com');
      const staff = await t.app.inject({ method: 'GET', url: '/app' });
      expect(staff.headers['content-security-policy']).not.toContain('stripe');
    });
  });
});
