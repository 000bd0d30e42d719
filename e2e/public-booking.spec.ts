import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { expect, test } from './support/test';
import { fillGuestAndBook, guestEmail, pickFirstFreeTime } from './support/booking';

test.describe('public online booking', () => {
  test('a guest books a slot end to end and the slot is gone for the next visitor', async ({ page, browser }) => {
    await page.goto('/book/city-vets');
    const { day, label } = await pickFirstFreeTime(page, { service: /^Annual vaccination/, vet: 'Sarah Kim' });
    await fillGuestAndBook(page, guestEmail('first'));
    await expect(page.getByRole('heading', { name: "You're booked!" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage your appointment' })).toHaveAttribute('href', /\/book\/city-vets\/appointment\//);
    await expect(page.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute('href', /calendar\.google\.com/);

    const next = await browser.newPage();
    await next.goto('/book/city-vets');
    await next.getByRole('button', { name: /^Annual vaccination/ }).first().click();
    await next.getByRole('radio', { name: /^Sarah Kim/ }).click();
    await next.getByRole('radiogroup', { name: 'Day' }).getByRole('radio', { name: day! }).click();
    await expect(next.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first()).toBeVisible();
    await expect(next.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { name: label, exact: true })).toHaveCount(0);
    await next.close();
  });

  test('a request is cancelled from the link in the mail found at /dev/mailbox', async ({ page }) => {
    const email = guestEmail('cancel');
    await page.goto('/book/happy-paws');
    // Two days ahead: a first free time later today would be inside the 24-hour cancel cutoff.
    await pickFirstFreeTime(page, { service: /^General consultation/, daysAhead: 2 });
    await fillGuestAndBook(page, email, 'Bruno');
    await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();

    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await page.getByRole('link', { name: 'Cancel appointment' }).first().click();
    await expect(page.getByRole('heading', { name: 'Cancel the appointment' }).first()).toBeVisible();
    await page.getByLabel(/^Reason/).fill('My dog is better');
    await page.getByRole('button', { name: 'Yes, cancel the appointment' }).click();
    await expect(page.getByText('Your appointment is cancelled. The clinic has been told.')).toBeVisible();

    // The cancellation mail arrived too.
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByText(/is cancelled/).first()).toBeVisible();
  });

  test('the booking page works inside an iframe of the clinic website', async ({ page, request, baseURL }) => {
    // The host page is the clinic's own site, on another origin.
    const host: Server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><html><body><h1>Happy Paws website</h1><iframe title="Online booking" src="${baseURL}/book/happy-paws?widget=1" style="width:100%;height:900px;border:0"></iframe></body></html>`);
    });
    await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
    const origin = `http://127.0.0.1:${(host.address() as { port: number }).port}`;
    try {
      // The clinic admin allows its website to embed the page.
      const login = await request.post('/api/v1/auth/login', { data: { email: 'admin@happypaws.test', password: 'demo1234' } });
      const { access_token } = await login.json();
      const me = await (await request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${access_token}` } })).json();
      const clinicId = me.data.clinics.find((c: { slug: string }) => c.slug === 'happy-paws').id;
      const headers = { authorization: `Bearer ${access_token}`, 'x-clinic-id': String(clinicId) };
      const settings = (await (await request.get('/api/v1/settings', { headers })).json()).data;
      const body = {
        ...settings, country_iso_code: settings.country.iso_code, embed_origins: [origin],
      };
      for (const k of ['id', 'group_id', 'slug', 'country', 'logo']) delete body[k];
      const saved = await request.put('/api/v1/settings', { headers, data: body });
      expect(saved.status()).toBe(200);

      await page.goto(origin);
      const frame = page.frameLocator('iframe[title="Online booking"]');
      await expect(frame.getByRole('heading', { name: 'What for?' })).toBeVisible();
      // Widget mode: no clinic header chrome inside the frame.
      await expect(frame.getByRole('banner')).toHaveCount(0);
      await frame.getByRole('button', { name: /^Annual vaccination/ }).first().click();
      await expect(frame.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first()).toBeVisible();
    } finally {
      host.close();
    }
  });

  test('a colour given in the address is applied to the page', async ({ page }, testInfo) => {
    await page.goto('/book/city-vets?primary=%23ff6600');
    await page.getByRole('button', { name: /^Annual vaccination/ }).first().click();
    const chosen = page.getByRole('radio', { name: /^Any available staff/ });
    await expect(chosen).toBeVisible();
    const all = page.getByRole('button', { name: 'All', exact: true });
    await expect(all).toHaveCSS('background-color', 'rgb(255, 102, 0)');
    await testInfo.attach('primary-colour', { body: await page.screenshot(), contentType: 'image/png' });

    // An invalid value is ignored, not injected.
    await page.goto('/book/city-vets?primary=red;background:url(x)');
    await expect(page.getByRole('button', { name: 'All', exact: true })).not.toHaveCSS('background-color', 'rgb(255, 102, 0)');
  });

  test('a guest books at phone width', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/book/happy-paws');
    await pickFirstFreeTime(page, { service: /^Nail trimming/ });
    await fillGuestAndBook(page, guestEmail('phone'), 'Mitzi');
    await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
    await context.close();
  });
});

test.describe('public booking in other languages', () => {
  for (const [locale, lang] of [['ro-RO', 'ro'], ['ko-KR', 'ko']] as const) {
    test(`the booking page reads in ${lang}`, async ({ browser }) => {
      const dict = JSON.parse(readFileSync(path.resolve('apps/web/src/locales', `${lang}.json`), 'utf8'));
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto('/book/happy-paws');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(dict.public.book.title);
      await expect(page.getByRole('heading', { name: dict.public.steps.what })).toBeVisible();
      await page.getByRole('button', { name: /^General consultation/ }).first().click();
      await expect(page.getByRole('heading', { name: dict.public.steps.when })).toBeVisible();
      await context.close();
    });
  }
});
