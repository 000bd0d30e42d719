import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { LANGUAGES } from '@vetclinic/domain';

const catalogue = (lang: string) => JSON.parse(readFileSync(path.resolve('apps/web/src/locales', `${lang}.json`), 'utf8'));

/**
 * Everything the page says went wrong: console warnings and errors, uncaught errors (React 19
 * reports a hydration mismatch as one), and whether React threw the server's DOM away.
 */
async function watchHydration(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  // Before any script of the page: remember the server-rendered services list element.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { ssrMain: Element | null }).ssrMain = document.querySelector('#root main');
    });
  });
  return {
    problems,
    /** The server's <main> is still the one in the page: hydrated, not replaced. */
    kept: () => page.evaluate(() => {
      const before = (window as unknown as { ssrMain: Element | null }).ssrMain;
      return !!before && before === document.querySelector('#root main') && before.isConnected;
    }),
  };
}

test.describe('the booking page is fast: compressed and rendered on the server', () => {
  test('the server sends the first step as HTML, with the services, prices and durations, before any script runs', async ({ request }) => {
    const res = await request.get('/book/happy-paws', { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root).toContain('What for?');
    expect(root).toContain('General consultation');
    // Price and duration as the page shows them, e.g. "30 min".
    expect(root).toMatch(/\d+\s?min/);
    expect(html).toContain('<script type="application/json" id="first-view">');
    // Styled by a static stylesheet (lite.css), not by a CSS-in-JS runtime's <style> tags; the
    // catalogue it was rendered with comes inline (no script request before hydration).
    expect(html).not.toContain('data-emotion');
    expect(html).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/book-[\w-]+\.css"/);
    expect(html).toContain('<script type="application/json" id="first-view-catalogue">');
  });

  test('with JavaScript disabled the first step is readable', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/book/happy-paws');
    await expect(page.getByRole('heading', { name: 'What for?' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^General consultation/ }).first()).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Happy Paws');
    await context.close();
  });

  test('the public JS, CSS and JSON answers arrive compressed', async ({ page }) => {
    const seen: { url: string; type: string; encoding: string }[] = [];
    page.on('response', async (r) => {
      const headers = await r.allHeaders();
      // A few-byte module (a re-export) has no smaller compressed form: the file itself is sent.
      if (!headers['content-encoding'] && Number(headers['content-length'] ?? Infinity) < 256) return;
      seen.push({ url: r.url(), type: r.request().resourceType(), encoding: headers['content-encoding'] ?? '' });
    });
    await page.goto('/book/happy-paws');
    await page.getByRole('button', { name: /^General consultation/ }).first().click();
    await expect(page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const js = seen.filter((s) => s.type === 'script' && s.url.includes('/assets/'));
    const css = seen.filter((s) => s.type === 'stylesheet');
    const json = seen.filter((s) => s.url.includes('/vets-timeslots'));
    expect(js.length).toBeGreaterThan(0);
    expect(css.length).toBeGreaterThan(0);
    expect(json.length).toBeGreaterThan(0);
    for (const s of [...js, ...css, ...json]) expect.soft(s.encoding, s.url).toBe('br');
    const doc = await page.request.get('/book/happy-paws', { headers: { 'accept-encoding': 'gzip' } });
    expect(doc.headers()['content-encoding']).toBe('gzip');
  });

  test('the browser hydrates the server HTML without a warning and the booking goes on', async ({ page }) => {
    const watch = await watchHydration(page);
    await page.goto('/book/happy-paws');
    await page.getByRole('button', { name: /^General consultation/ }).first().click();
    await expect(page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first()).toBeVisible();
    expect(await watch.kept()).toBe(true);
    expect(watch.problems).toEqual([]);
  });

  test('the widget with ?primary= colours hydrates cleanly too', async ({ page, request }) => {
    // The colours are in the server's HTML already: no flash of the default theme.
    const html = await (await request.get('/book/city-vets?widget=1&primary=%23ff6600')).text();
    expect(html).toMatch(/<html lang="\w+" style="[^"]*--chakra-colors-brand-focus-ring:#ff6600/);
    const bad = await (await request.get('/book/city-vets?primary=red;background:url(x)')).text();
    expect(bad).not.toContain('url(x)');
    const watch = await watchHydration(page);
    await page.goto('/book/city-vets?widget=1&primary=%23ff6600');
    await expect(page.getByRole('heading', { name: 'What for?' })).toBeVisible();
    await page.getByRole('button', { name: /^Annual vaccination/ }).first().click();
    await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveCSS('background-color', 'rgb(255, 102, 0)');
    expect(await watch.kept()).toBe(true);
    expect(watch.problems).toEqual([]);
  });

  test('the first step is rendered in each of the 14 languages the browser asks for', async ({ request }) => {
    for (const lang of LANGUAGES) {
      const html = await (await request.get('/book/happy-paws', { headers: { 'accept-language': `${lang};q=1` } })).text();
      expect.soft(html, lang).toContain(`<html lang="${lang}">`);
      expect.soft(html.slice(html.indexOf('<div id="root"')), lang).toContain(catalogue(lang).public.steps.what);
    }
  });

  test('a Korean visitor hydrates in Korean without a warning and downloads no other catalogue', async ({ browser }) => {
    // Waits for the network to go quiet after hydration: on a starved machine that alone took a minute once.
    test.slow();
    const context = await browser.newContext({ locale: 'ko-KR' });
    const page = await context.newPage();
    const watch = await watchHydration(page);
    const scripts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
    await page.goto('/book/happy-paws');
    await expect(page.getByRole('heading', { name: catalogue('ko').public.steps.what })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await watch.kept()).toBe(true);
    expect(watch.problems).toEqual([]);
    expect(scripts.filter((u) => /\/assets\/en-[\w-]+\.js$/.test(u))).toEqual([]);
    await context.close();
  });
});

test.describe('the booking page\'s own translations (the public namespaces, read by its i18next stand-in)', () => {
  test('every one of the 14 languages hydrates without a warning, and a switch of language reads the new catalogue', async ({ browser }) => {
    test.setTimeout(180_000);
    for (const lang of LANGUAGES) {
      const context = await browser.newContext({ locale: lang });
      const page = await context.newPage();
      const watch = await watchHydration(page);
      await page.goto('/book/happy-paws');
      await expect(page.getByRole('heading', { name: catalogue(lang).public.steps.what })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect.soft(await watch.kept(), lang).toBe(true);
      expect.soft(watch.problems, lang).toEqual([]);
      await context.close();
    }
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/book/happy-paws');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ko');
    await expect(page.getByRole('heading', { name: catalogue('ko').public.steps.what })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    // Strings with variables too: the first free times in Korean.
    await page.getByRole('button', { name: /^General consultation/ }).first().click();
    await expect(page.getByRole('radiogroup', { name: catalogue('ko').public.slot.time }).getByRole('radio').first()).toBeVisible();
    await context.close();
  });
});

test.describe('a tap on the server-rendered page before its script has run is not lost', () => {
  /**
   * Holds back the page's entry script (as a slow phone network would) until `release()`: the
   * server's HTML is on screen, with its buttons, and nothing of the app has run yet.
   */
  async function holdScript(page: Page, url: string) {
    const html = await (await page.request.get(url)).text();
    const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)![1];
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let held = false;
    await page.route(`**${entry}`, async (route) => {
      held = true;
      await released;
      await route.continue();
    });
    return { release, held: () => held };
  }

  /** Nothing has hydrated: React keeps its fiber on hydrated DOM nodes as `__reactFiber$…`. */
  const hydrated = (page: Page) =>
    page.evaluate(() => Object.keys(document.querySelector('#root main') ?? {}).some((k) => k.startsWith('__reactFiber')));

  test('"Log in" tapped before hydration opens the login dialog once the page has hydrated', async ({ page }) => {
    const watch = await watchHydration(page);
    const script = await holdScript(page, '/book/happy-paws');
    await page.goto('/book/happy-paws', { waitUntil: 'commit' });
    const logIn = page.getByRole('banner').getByRole('button', { name: 'Log in' });
    await logIn.click();
    expect(script.held()).toBe(true);
    expect(await hydrated(page)).toBe(false);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    script.release();
    await expect(page.getByRole('dialog', { name: "You're not logged in" })).toBeVisible();
    expect(await watch.kept()).toBe(true);
    expect(watch.problems).toEqual([]);
  });

  test('a service tapped before hydration is chosen and the booking goes on to the free times', async ({ page }) => {
    const watch = await watchHydration(page);
    const script = await holdScript(page, '/book/happy-paws');
    await page.goto('/book/happy-paws', { waitUntil: 'commit' });
    const service = page.getByRole('button', { name: /^General consultation/ }).first();
    await service.click();
    expect(script.held()).toBe(true);
    expect(await hydrated(page)).toBe(false);
    await expect(service).toHaveAttribute('aria-pressed', 'false');
    script.release();
    await expect(service).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first()).toBeVisible();
    expect(await watch.kept()).toBe(true);
    expect(watch.problems).toEqual([]);
  });

  test('the same in the widget with the clinic\'s colours', async ({ page }) => {
    const script = await holdScript(page, '/book/city-vets?widget=1&primary=%23ff6600');
    await page.goto('/book/city-vets?widget=1&primary=%23ff6600', { waitUntil: 'commit' });
    const service = page.getByRole('button', { name: /^Annual vaccination/ }).first();
    await service.click();
    expect(await hydrated(page)).toBe(false);
    script.release();
    await expect(service).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first()).toBeVisible();
  });
});
