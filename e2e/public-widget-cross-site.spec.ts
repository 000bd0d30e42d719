import { createServer, type Server } from 'node:http';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { fillGuestAndBook, guestEmail, pickFirstFreeTime } from './support/booking';

// The clinic's website (127.0.0.1) embeds the booking page from another site (localhost): the
// normal case. Chromium blocks third-party storage there (the phase-out switch makes it explicit
// whatever the build's default), so even reading `window.localStorage` throws inside the frame.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--test-third-party-cookie-phaseout'],
  },
});

/** As the clinic admin: allow `origin` to embed the clinic's booking page (settings → embed origins). */
async function allowEmbedding(request: APIRequestContext, slug: string, origin: string) {
  const login = await request.post('/api/v1/auth/login', { data: { email: 'admin@happypaws.test', password: 'demo1234' } });
  const { access_token } = await login.json();
  const me = await (await request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${access_token}` } })).json();
  const clinicId = me.data.clinics.find((c: { slug: string }) => c.slug === slug).id;
  const headers = { authorization: `Bearer ${access_token}`, 'x-clinic-id': String(clinicId) };
  const settings = (await (await request.get('/api/v1/settings', { headers })).json()).data;
  const body = { ...settings, country_iso_code: settings.country.iso_code, embed_origins: [...settings.embed_origins, origin] };
  for (const k of ['id', 'group_id', 'slug', 'country', 'logo']) delete body[k];
  expect((await request.put('/api/v1/settings', { headers, data: body })).status()).toBe(200);
}

test('a pet parent books inside the clinic website on another site with third-party storage blocked', async ({ page, request, baseURL }) => {
  // Same port, another site: http://localhost:<port> is not same-site with http://127.0.0.1:<port>.
  const app = baseURL!.replace('//127.0.0.1:', '//localhost:');
  expect(app).toContain('//localhost:');
  const host: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><html lang="en"><body><h1>Happy Paws website</h1><iframe title="Online booking" src="${app}/book/happy-paws?widget=1" style="width:100%;height:1400px;border:0"></iframe></body></html>`);
  });
  await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(host.address() as { port: number }).port}`;
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  try {
    await allowEmbedding(request, 'happy-paws', origin);
    await page.goto(origin);
    const frame = page.frameLocator('iframe[title="Online booking"]');
    await expect(frame.getByRole('heading', { name: 'What for?' })).toBeVisible();

    // Storage really is blocked in there: the page survives it, not a lenient browser.
    const inner = page.frames().find((f) => f.url().startsWith(`${app}/book/`))!;
    expect(await inner.evaluate(() => {
      try {
        return typeof window.localStorage.getItem('lang');
      } catch (err) {
        return (err as Error).name;
      }
    })).toBe('SecurityError');
    expect(await inner.evaluate(() => {
      try {
        return typeof window.sessionStorage.getItem('x');
      } catch (err) {
        return (err as Error).name;
      }
    })).toBe('SecurityError');

    await pickFirstFreeTime(frame, { service: /^Nail trimming/ });
    await fillGuestAndBook(frame, guestEmail('widget'), 'Mitzi');
    await expect(frame.getByRole('heading', { name: 'Request sent' })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    host.close();
  }
});
