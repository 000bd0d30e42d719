import { createHmac } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { startAppServer } from './support/app-server';
import { ChatStandIn } from './support/chat-stand-in';
import { switchClinic } from './support/front-desk';
import { signIn } from './support/staff';

// Issue #22, spec §2: the admin configures the booking page's chat (Intercom) in the settings; the
// page loads the provider's script (a local stand-in here, through CHAT_WIDGET_BASE_URL) after its
// first paint, never inside the widget iframe, never when no chat is configured, and a failing
// script leaves the booking page working.

test.describe('the booking page chat widget', () => {
  const chat = new ChatStandIn();
  let app: Awaited<ReturnType<typeof startAppServer>>;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    await chat.start();
    app = await startAppServer({ CHAT_WIDGET_BASE_URL: chat.url });
  });
  test.afterAll(async () => {
    await app?.stop();
    await chat.stop();
  });

  /** Opens the clinic's booking page as a visitor and waits until it is idle past the chat's start. */
  async function visit(page: Page, path = '/book/happy-paws') {
    await page.goto(`${app.url}${path}`);
    await expect(page.getByRole('heading', { name: 'What for?' })).toBeVisible();
    await page.waitForLoadState('load');
  }

  test('an admin turns the chat on and off; the page loads it only when configured, top-level and after first paint', async ({ browser }) => {
    const staff = await (await browser.newContext({ baseURL: app.url })).newPage();
    await signIn(staff, 'admin@happypaws.test');
    await switchClinic(staff, 'Happy Paws Clinic');
    await staff.goto('/app/settings');
    const card = staff.getByRole('form', { name: 'Chat widget' });
    await expect(card.getByText('No chat is configured: the booking page shows none.')).toBeVisible();

    // Unconfigured: no script, no launcher, nothing of the stand-in allowed by the page's CSP.
    const visitor = await browser.newPage();
    const unconfigured = await visitor.goto(`${app.url}/book/happy-paws`);
    expect(unconfigured!.headers()['content-security-policy']).not.toContain(chat.url);
    await visit(visitor);
    await visitor.waitForTimeout(3500);
    expect(chat.scriptRequests).toEqual([]);
    await expect(visitor.getByRole('button', { name: 'Chat with the clinic' })).toHaveCount(0);

    // The shared schema refuses an app id that is not a plain identifier, on the field.
    await card.getByLabel('App ID').fill('my app/../x');
    await card.getByRole('button', { name: 'Save chat' }).click();
    await expect(card.getByText('App ID is not valid.')).toBeVisible();

    await card.getByLabel('App ID').fill('hp4chat');
    await card.getByLabel('Region').selectOption({ label: 'Europe' });
    await card.getByLabel('Identity verification secret').fill('e2e-very-secret-key');
    await card.getByText('Clients can schedule messages').click();
    await card.getByRole('button', { name: 'Save chat' }).click();
    await expect(staff.getByText('Saved.')).toBeVisible();
    await expect(card.getByText(/A secret is stored; it is never shown/)).toBeVisible();
    await expect(card.getByLabel('Identity verification secret')).toHaveValue('');

    // Configured: the page starts the chat with the clinic's settings, never receiving the secret.
    const configured = await visitor.goto(`${app.url}/book/happy-paws`);
    expect(await configured!.text()).not.toContain('e2e-very-secret-key');
    expect(configured!.headers()['content-security-policy']).toMatch(new RegExp(`script-src [^;]*${chat.url.replace(/[.:/]/g, '\\$&')}`));
    await expect(visitor.getByRole('heading', { name: 'What for?' })).toBeVisible();
    const launcher = visitor.getByRole('button', { name: 'Chat with the clinic' });
    await expect(launcher).toBeVisible();
    await expect(launcher).toHaveAttribute('data-app-id', 'hp4chat');
    await expect(launcher).toHaveAttribute('data-api-base', 'https://api-iam.eu.intercom.io');
    await expect(launcher).toHaveAttribute('data-can-schedule-messages', 'true');
    expect(chat.scriptRequests.map((r) => r.appId)).toEqual(['hp4chat']);
    // Lazily: the vendor's script was asked for only after the page had loaded and painted.
    const timing = await visitor.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const script = performance.getEntriesByType('resource').find((r) => r.name.includes('/widget/hp4chat'))!;
      return { loadEnd: nav.loadEventEnd, paint, scriptStart: script.startTime };
    });
    expect(timing.scriptStart).toBeGreaterThanOrEqual(timing.loadEnd);
    expect(timing.scriptStart).toBeGreaterThan(timing.paint);

    // A client who signs in is told to the chat as themselves, signed with the clinic's secret by the server.
    await expect(launcher).not.toHaveAttribute('data-user-id', /./);
    await visitor.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = visitor.getByRole('dialog', { name: "You're not logged in" });
    await login.getByLabel(/^E-mail/).fill('ana.marin@example.ro');
    await login.getByLabel(/^Password/).fill('demo1234');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(launcher).toHaveAttribute('data-user-id', /^parent-\d+$/);
    const userId = (await launcher.getAttribute('data-user-id'))!;
    await expect(launcher).toHaveAttribute('data-user-hash', createHmac('sha256', 'e2e-very-secret-key').update(userId).digest('hex'));

    // Inside the widget iframe on the clinic's website: no chat (spec §2).
    const frameUrl = `${app.url}/book/happy-paws?widget=1`;
    await staff.getByLabel('Websites allowed to embed the booking page').fill(chat.url);
    await staff.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(staff.getByText('Saved.').first()).toBeVisible();
    const before = chat.scriptRequests.length;
    const site = await browser.newPage();
    await site.goto(`${chat.url}/host?frame=${encodeURIComponent(frameUrl)}`);
    const frame = site.frameLocator('iframe[title="Book an appointment"]');
    await expect(frame.getByRole('heading', { name: 'What for?' })).toBeVisible();
    await site.waitForTimeout(3500);
    expect(chat.scriptRequests.length).toBe(before);
    await expect(frame.getByRole('button', { name: 'Chat with the clinic' })).toHaveCount(0);
    await site.close();

    // The provider's script fails: the booking page keeps working, with no page error.
    await card.getByLabel('App ID').fill('broken');
    await card.getByRole('button', { name: 'Save chat' }).click();
    await expect(card.getByLabel('App ID')).toHaveValue('broken');
    await expect(card.getByRole('button', { name: 'Save chat' })).toBeDisabled();
    const errors: string[] = [];
    visitor.on('pageerror', (e) => errors.push(e.message));
    await visit(visitor);
    await expect.poll(() => chat.scriptRequests.some((r) => r.appId === 'broken')).toBe(true);
    await visitor.getByRole('button', { name: /^General consultation/ }).first().click();
    await expect(visitor.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first()).toBeVisible();
    expect(errors).toEqual([]);

    // Removed: the page loads no chat again.
    await card.getByRole('button', { name: 'Remove chat' }).click();
    await expect(card.getByText('No chat is configured: the booking page shows none.')).toBeVisible();
    const afterRemoval = chat.scriptRequests.length;
    await visit(visitor);
    await visitor.waitForTimeout(3500);
    expect(chat.scriptRequests.length).toBe(afterRemoval);
    await expect(visitor.getByRole('button', { name: 'Chat with the clinic' })).toHaveCount(0);
  });
});
