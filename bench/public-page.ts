// The public booking page on a phone (DESIGN §7), as Chromium loads it from the built app:
// 150 ms round trip, 1.6 Mbps down, 750 Kbps up, CPU slowed 4× (CDP), 390×844 at 3×. Cold cache
// (a fresh profile per run) and warm (the same profile opening the page again); median of 5 each.
// Prints one line: encoded bytes and requests until networkidle, LCP, and the time from opening the
// page to the first free times after choosing a service and "Any staff". Goals LCP ≤ 1.5 s, times ≤ 3 s.
//   npx tsx bench/public-page.ts            (WEB_DIST=/path/to/dist for another build; RUNS=5)
import type { BrowserContext, Page } from '@playwright/test';
import { chooseServiceAndAnyStaff, kb, launchChromium, median, newContext, recordDownloads, SLUG, startServedBookingApp } from './support/public-page-probe';

const RUNS = Number(process.env.RUNS ?? 5);

async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

interface Run { bytes: number; requests: number; lcp: number; lcpElement: string; firstTimes: number }

/** Opens the page, waits for networkidle, reads LCP, then times the walk to the first free times. */
async function measure(page: Page, url: string): Promise<Run> {
  const downloads = recordDownloads(page);
  const opened = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  // The services list painted: then LCP is final for the first view (it stops at the first input).
  const firstService = page.locator('main').getByRole('button').filter({ hasText: /\d/ }).first();
  await firstService.waitFor();
  const [lcp, lcpElement] = await page.evaluate(() => new Promise<[number, string]>((resolve) => {
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
      resolve([last.startTime, last.element ? `${last.element.tagName.toLowerCase()}${last.element.closest('main') ? ' in main' : ''}` : '?']);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }));
  await chooseServiceAndAnyStaff(page);
  const firstTimes = Date.now() - opened;
  await page.waitForLoadState('networkidle');
  return { bytes: (await downloads.settled()).reduce((s, d) => s + d.bytes, 0), requests: downloads.requests(), lcp, lcpElement, firstTimes };
}

const app = await startServedBookingApp();
const browser = await launchChromium();
const url = `${app.url}/book/${SLUG}`;
const cold: Run[] = [];
const warm: Run[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await newContext(browser, { mobile: true });
    const first = await context.newPage();
    await throttle(context, first);
    cold.push(await measure(first, url));
    await first.close();
    const again = await context.newPage();
    await throttle(context, again);
    warm.push(await measure(again, url));
    await context.close();
  }
} finally {
  await browser.close();
  await app.stop();
}
const m = (runs: Run[], k: 'bytes' | 'requests' | 'lcp' | 'firstTimes') => median(runs.map((r) => r[k]));
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `public page, phone (150 ms RTT, 1.6/0.75 Mbps, CPU 4×), median of ${RUNS}: cold ${kb(m(cold, 'bytes'))} in ${m(cold, 'requests')} requests, `
  + `LCP ${s(m(cold, 'lcp'))} (${cold[0].lcpElement}), first free times ${s(m(cold, 'firstTimes'))} · `
  + `warm ${kb(m(warm, 'bytes'))} in ${m(warm, 'requests')} requests, LCP ${s(m(warm, 'lcp'))}, first free times ${s(m(warm, 'firstTimes'))} · goals LCP ≤ 1.5 s, times ≤ 3 s`,
);
