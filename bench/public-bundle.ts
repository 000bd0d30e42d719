// The public booking page's byte and request budget (DESIGN §7), measured as Chromium receives it:
// encoded bytes of every response on the wire, in a fresh profile (cold cache), against the built app
// served by the real server. Exits 1 over budget, so CI (.ci/run) holds it. After `npm run build`:
//   npx tsx bench/public-bundle.ts            (WEB_DIST=/path/to/dist for another build; BENCH_LIST=1 lists every file)
//   initial JS at networkidle ≤ 90 KB · the flow until the first free times ≤ 150 KB and ≤ 15 requests
import { chooseServiceAndAnyStaff, kb, launchChromium, newContext, recordDownloads, SLUG, startServedBookingApp, type Download } from './support/public-page-probe';

const BUDGET = { initialJs: 90 * 1024, flowBytes: 150 * 1024, flowRequests: 15 };

const app = await startServedBookingApp();
const browser = await launchChromium();
let over: string[] = [];
try {
  const context = await newContext(browser, { mobile: true });
  const page = await context.newPage();
  const downloads = recordDownloads(page);
  await page.goto(`${app.url}/book/${SLUG}`, { waitUntil: 'networkidle' });
  const initial = await downloads.settled();
  await chooseServiceAndAnyStaff(page);
  const requestsUntilTimes = downloads.requests();
  const timesShownAt = downloads.now();
  await page.waitForLoadState('networkidle');
  // The flow's figure is what was asked for until the first free times showed (each counted whole,
  // however late it finished); what the page fetches after that (the details form's code, prefetched
  // at idle once the times are on screen, lazy-parts.ts) is listed apart and not in the budget.
  const settledAll = await downloads.settled();
  const flow = settledAll.filter((d) => d.sentAt <= timesShownAt);
  const afterTimes = settledAll.filter((d) => d.sentAt > timesShownAt);
  await context.close();

  // The staff app's first load (its sign-in page), same compression, no budget yet (#12).
  const staffContext = await newContext(browser);
  const staffPage = await staffContext.newPage();
  const staffDownloads = recordDownloads(staffPage);
  await staffPage.goto(`${app.url}/app`, { waitUntil: 'networkidle' });
  const staff = await staffDownloads.settled();
  await staffContext.close();

  const sum = (list: Download[]) => list.reduce((s, d) => s + d.bytes, 0);
  const js = (list: Download[]) => list.filter((d) => d.type === 'script');
  const raw = flow.filter((d) => ['script', 'stylesheet', 'fetch', 'xhr', 'document'].includes(d.type) && !d.encoding && d.bytes >= 1024);
  // BENCH_LIST=1: every download, marked * when it arrived before networkidle (the initial load).
  const listAll = !!process.env.BENCH_LIST;
  const initialUrls = new Set(initial.map((d) => d.url));
  for (const d of [...flow].sort((a, b) => b.bytes - a.bytes).slice(0, listAll ? undefined : 12)) {
    console.log(`${kb(d.bytes).padStart(9)}  ${(d.encoding || 'identity').padEnd(8)} ${d.type.padEnd(10)} ${listAll && initialUrls.has(d.url) ? '* ' : ''}${d.url.replace(app.url, '').slice(0, 90)}`);
  }
  for (const d of afterTimes) {
    console.log(`${kb(d.bytes).padStart(9)}  ${(d.encoding || 'identity').padEnd(8)} ${d.type.padEnd(10)} (after the times) ${d.url.replace(app.url, '').slice(0, 80)}`);
  }
  const line = {
    initialJs: sum(js(initial)),
    initialFiles: js(initial).length,
    initialAll: sum(initial),
    flowBytes: sum(flow),
    flowJs: sum(js(flow)),
    flowRequests: requestsUntilTimes,
  };
  over = [
    line.initialJs > BUDGET.initialJs ? `initial JS ${kb(line.initialJs)} > ${kb(BUDGET.initialJs)}` : '',
    line.flowBytes > BUDGET.flowBytes ? `flow ${kb(line.flowBytes)} > ${kb(BUDGET.flowBytes)}` : '',
    line.flowRequests > BUDGET.flowRequests ? `${line.flowRequests} requests > ${BUDGET.flowRequests}` : '',
    raw.length ? `${raw.length} text answers sent uncompressed, e.g. ${raw[0].url.replace(app.url, '')}` : '',
  ].filter(Boolean);
  console.log(`staff first load (sign-in page, encoded): JS ${kb(sum(js(staff)))} in ${js(staff).length} files, everything ${kb(sum(staff))} in ${staffDownloads.requests()} requests (no budget)`);
  console.log(
    `public bundle (encoded, Chromium): initial JS ${kb(line.initialJs)} in ${line.initialFiles} files (page ${kb(line.initialAll)}) · `
    + `until first free times ${kb(line.flowBytes)} (JS ${kb(line.flowJs)}) in ${line.flowRequests} requests · `
    + `budget JS ≤ 90 KB, flow ≤ 150 KB, ≤ 15 requests: ${over.length ? `OVER (${over.join('; ')})` : 'met'}`,
  );
} finally {
  await browser.close();
  await app.stop();
}
process.exit(over.length ? 1 : 0);
