import { createServer, type Server } from 'node:http';
import { expect, test } from './support/test';
import { fillGuestAndBook, guestEmail, pickFirstFreeTime } from './support/booking';
import { switchClinic } from './support/front-desk';
import { signIn } from './support/staff';

test.describe('a clinic embeds its booking page in its own website', () => {
  test('the admin allows the site in settings, pastes the snippet, and the frame sizes itself and opens the manage page in a new tab', async ({ page, browser }) => {
    // The clinic's own website, on another origin; it serves whatever snippet the settings screen gave.
    let snippet = '';
    const host: Server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html><head><title>Happy Paws</title></head><body><h1>Happy Paws website</h1>${snippet}<footer>Opening hours</footer></body></html>`);
    });
    await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
    const origin = `http://127.0.0.1:${(host.address() as { port: number }).port}`;
    try {
      await signIn(page, 'admin@happypaws.test');
      await switchClinic(page, 'Happy Paws Clinic');
      await page.goto('/app/settings');
      const field = page.getByLabel('Websites allowed to embed the booking page');

      // The shared schema refuses what is not a web address, with a message on the field.
      await field.fill('ftp://files.example.com');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('must be a web address starting with http:// or https://')).toBeVisible();

      await field.fill(`${origin}/booking`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Saved.')).toBeVisible();
      // Only the origin is kept: that is what the browser compares.
      await expect(field).toHaveValue(origin);

      // The live preview is the widget itself.
      await expect(page.frameLocator('iframe[title="Book an appointment"]').getByRole('heading', { name: 'What for?' })).toBeVisible();
      snippet = await page.getByLabel('Code for your website').inputValue();
      expect(snippet).toContain('/book/happy-paws?widget=1');

      const visitor = await browser.newPage();
      await visitor.goto(origin);
      const frameElement = visitor.locator('iframe[title="Book an appointment"]');
      const frame = visitor.frameLocator('iframe[title="Book an appointment"]');
      await expect(frame.getByRole('heading', { name: 'What for?' })).toBeVisible();
      // The page inside reports its height and the snippet's script applies it (the frame starts at 640px).
      await expect.poll(async () => frameElement.evaluate((el: HTMLIFrameElement) => el.style.height)).not.toBe('640px');
      const contentHeight = async () => frame.locator('body').evaluate(() => Math.ceil(document.getElementById('root')!.getBoundingClientRect().height));
      await expect.poll(async () => Math.abs(parseInt(await frameElement.evaluate((el: HTMLIFrameElement) => el.style.height), 10) - await contentHeight())).toBeLessThanOrEqual(1);

      // Booking inside the frame; the manage page then opens in its own tab, not inside the small frame.
      await pickFirstFreeTime(frame, { service: /^General consultation/, daysAhead: 2 });
      await fillGuestAndBook(frame, guestEmail('embedded'), 'Toby');
      await expect(frame.getByRole('heading', { name: 'Request sent' })).toBeVisible();
      const manage = frame.getByRole('link', { name: 'Manage your appointment' });
      await expect(manage).toHaveAttribute('target', '_blank');
      const [tab] = await Promise.all([visitor.waitForEvent('popup'), manage.click()]);
      await expect(tab).toHaveURL(/\/book\/happy-paws\/appointment\//);
      await expect(tab.getByRole('heading', { name: 'Your appointment' })).toBeVisible();
      // The frame stayed on the success view.
      await expect(frame.getByRole('heading', { name: 'Request sent' })).toBeVisible();
      await visitor.close();
    } finally {
      host.close();
    }
  });
});
