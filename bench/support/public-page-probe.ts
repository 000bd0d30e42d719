// Shared by bench/public-bundle.ts and bench/public-page.ts: the built app served the way production
// serves it (apps/api/src/server.ts, WEB_DIST or apps/web/dist) and a browser walk of the public
// booking page that records what Chromium actually downloads (encoded bytes on the wire).
import { chromium, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { startAppServer, type AppServer } from '../../e2e/support/app-server';

export const SLUG = process.env.BENCH_CLINIC ?? 'happy-paws';

/** The app on a free port with a fresh demo database, serving WEB_DIST (default apps/web/dist). */
export function startServedBookingApp(): Promise<AppServer> {
  return startAppServer({ RATE_LIMITS: '0', ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}) }, { timeoutMs: 180_000 });
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'] });
}

export interface Download { url: string; type: string; encoding: string; bytes: number; at: number; /** ms from recording start to the request being sent */ sentAt: number }

/** Records every finished request of the page: its encoded body size (what crossed the network). */
export function recordDownloads(page: Page) {
  const list: Download[] = [];
  const started = Date.now();
  const pending: Promise<void>[] = [];
  const sentAt = new Map<Request, number>();
  page.on('request', (request) => void sentAt.set(request, Date.now() - started));
  page.on('requestfinished', (request) => void pending.push(record(request)));
  async function record(request: Request) {
    const response = await request.response();
    const sizes = await request.sizes().catch(() => null);
    if (!response || !sizes) return;
    const headers = await response.allHeaders();
    list.push({
      url: request.url(),
      type: request.resourceType(),
      encoding: headers['content-encoding'] ?? '',
      bytes: Math.max(0, sizes.responseBodySize),
      at: Date.now() - started,
      sentAt: sentAt.get(request) ?? 0,
    });
  }
  let requests = 0;
  page.on('request', () => requests++);
  /** The finished requests so far, once their sizes are read. */
  const settled = async () => {
    await Promise.all(pending);
    return [...list];
  };
  /** Now, on the same clock as `sentAt`. */
  const now = () => Date.now() - started;
  return { list, requests: () => requests, settled, now };
}

/** From an open booking page: the first service, then "Any staff", until the first free times show. */
export async function chooseServiceAndAnyStaff(page: Page) {
  await page.getByRole('region', { name: /what for/i }).or(page.locator('main')).first().waitFor();
  const service = page.locator('main').getByRole('button').filter({ hasText: /\d/ }).first();
  const anyStaff = page.getByRole('radio', { name: /^Any available staff/ });
  // One tap, as soon as the server-rendered button shows: a tap before the page's script has hydrated
  // it is held and replayed by the page (static-web.ts EARLY_TAP_SCRIPT).
  await service.click();
  await anyStaff.waitFor();
  if (!(await anyStaff.isChecked())) await anyStaff.click();
  await page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first().waitFor();
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export async function newContext(browser: Browser, opts: { mobile?: boolean } = {}): Promise<BrowserContext> {
  return opts.mobile
    ? browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'en-US' })
    : browser.newContext({ viewport: { width: 1366, height: 850 }, locale: 'en-US' });
}
