import { createServer, type Server } from 'node:http';
import { expect, test } from './support/test';
import { startAppServer } from './support/app-server';
import { fillGuestAndBook, guestEmail, pickFirstFreeTime } from './support/booking';
import { signIn } from './support/staff';

// Issue #20: product analytics (PostHog-compatible capture API) and error reporting (Sentry-compatible
// envelope API), both pointed at a local stand-in for the self-hosted services. The pages load the
// adapters only because they are configured, the page's CSP lets them reach exactly that origin, and
// nothing personal leaves the browser.

interface Hit { path: string; body: string }

test.describe('analytics and error reporting', () => {
  const hits: Hit[] = [];
  let receiver: Server;
  let receiverUrl = '';
  let app: Awaited<ReturnType<typeof startAppServer>>;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    receiver = createServer((req, res) => {
      // Both services answer browsers' CORS requests, as PostHog and Sentry do.
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', 'content-type');
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
      let body = '';
      req.on('data', (c: Buffer) => { body += c.toString('utf8'); });
      req.on('end', () => {
        hits.push({ path: req.url ?? '', body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":1}');
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;
    app = await startAppServer({
      ANALYTICS_PROVIDER: 'posthog', ANALYTICS_HOST: receiverUrl, ANALYTICS_KEY: 'phc_e2e',
      ERROR_REPORTING_DSN: `${receiverUrl.replace('http://', 'http://pubkey@')}/7`, ERROR_REPORTING_ENVIRONMENT: 'staging',
    });
  });
  test.afterAll(async () => {
    await app?.stop();
    await new Promise<void>((r) => receiver.close(() => r()));
  });

  const captured = () => hits.filter((h) => h.path.startsWith('/capture/')).map((h) => JSON.parse(h.body) as { event: string; properties: Record<string, unknown> });
  const envelopes = () => hits.filter((h) => h.path.startsWith('/api/7/envelope/')).map((h) => h.body);

  test('a booking is counted without personal data, errors are reported scrubbed, ignored ones are not', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: app.url });
    const page = await context.newPage();
    await page.goto('/book/happy-paws');
    const email = guestEmail('telemetry');
    await pickFirstFreeTime(page, { service: /^General consultation/ });
    await fillGuestAndBook(page, email);
    await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
    await expect.poll(() => captured().map((c) => c.event)).toContain('booking_completed');
    const booked = captured().find((c) => c.event === 'booking_completed')!;
    expect(booked.properties).toMatchObject({ services: 1, pets: 1, widget: false, bundle: 'public', page: '/book/happy-paws', $process_person_profile: false });
    expect(JSON.stringify(hits)).not.toContain(email);
    expect(JSON.stringify(hits)).not.toMatch(/Ana|Popa/);

    // Uncaught errors: one reported with the e-mail masked, the spec's ignored ones not at all.
    await page.evaluate(() => {
      setTimeout(() => { throw Object.assign(new Error('Request failed'), { code: 'ERR_BAD_REQUEST' }); });
      setTimeout(() => { throw new TypeError("Cannot read properties of null (reading 'startIgnoringMouse')"); });
      setTimeout(() => { throw new Error('Could not save ana.popa@example.test'); });
    });
    await expect.poll(() => envelopes().length).toBe(1);
    await page.waitForTimeout(500);
    expect(envelopes()).toHaveLength(1);
    const [, item, event] = envelopes()[0].split('\n').map((l) => JSON.parse(l));
    expect(item).toEqual({ type: 'event' });
    expect(event).toMatchObject({ environment: 'staging', exception: { values: [{ type: 'Error', value: 'Could not save [email]' }] } });
    await context.close();

    // The staff app counts the screens opened, by area only.
    const staff = await (await browser.newContext({ baseURL: app.url })).newPage();
    await signIn(staff, 'admin@happypaws.test');
    await staff.getByRole('link', { name: 'Tasks', exact: true }).first().click();
    await expect.poll(() => captured().filter((c) => c.event === 'page_viewed').map((c) => c.properties.area)).toContain('tasks');
    expect(captured().every((c) => !['task_deleted', 'invoice_sent', 'prescription_added'].includes(c.event))).toBe(true);
  });

  test('pages carry no telemetry settings and load no adapter when nothing is configured', async ({ page, baseURL }) => {
    // The shared e2e server (global setup) runs without analytics or error reporting.
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(r.url()));
    await page.goto(`${baseURL}/book/happy-paws`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#telemetry-config').count()).toBe(0);
    expect(loaded.filter((u) => /\/assets\/(posthog|sentry|local)-/.test(u))).toEqual([]);
  });
});
