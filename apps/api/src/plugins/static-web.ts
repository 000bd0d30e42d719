import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { eq } from 'drizzle-orm';
import { clinics } from '@vetclinic/db';
import { pageLanguage, type ClinicPageSettings, type Language, type TPublicClinic, type TPublicVet } from '@vetclinic/domain';
import type { AppDeps } from '../app';
import { bookingPageData } from '../modules/public/first-view';
import { chatCspSources, chatPageSettings } from '../modules/clinics/chat-settings';
import { telemetryConnectSources, telemetryWebConfig } from '../modules/analytics/web-config';
import type { ReadRequest } from '../lib/read-replica';

const DEFAULT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside <script type="application/json">: `<` escaped so no payload can close the tag. */
const safeJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * With Stripe as the payment provider the deposit page runs Stripe.js and its card iframe (card data
 * goes from the browser to Stripe only): the booking pages then allow Stripe's script, frames and API.
 */
export function withStripeCsp(csp: string): string {
  return withCspSources(csp, {
    'script-src': 'https://js.stripe.com',
    'frame-src': 'https://js.stripe.com https://hooks.stripe.com',
    'connect-src': 'https://api.stripe.com',
  });
}

/** Appends sources to the policy's directives, adding a directive the policy does not have yet. */
export function withCspSources(csp: string, sources: Record<string, string>): string {
  for (const [directive, more] of Object.entries(sources)) {
    csp = new RegExp(`(^|;\\s*)${directive} `).test(csp)
      ? csp.replace(new RegExp(`((?:^|;\\s*)${directive} [^;]*)`), `$1 ${more}`)
      : `${csp};${directive} ${more}`;
  }
  return csp;
}

/**
 * A tap on the server-rendered page before its script has hydrated it would do nothing (there is no
 * handler yet): this script, inline in the page's <head> so it runs before the first paint, catches
 * such clicks on the page's controls (in the capture phase, before anything else sees them), keeps the
 * last one, and the app replays it once hydrated (`window.__vcHydrated()`, called from the hydrated
 * root's effect in apps/web/src/public/public-app.tsx). Plain links are left alone: they work without
 * JavaScript. Allowed by its hash in script-src (the policy stays `'self'` for everything else).
 */
export const EARLY_TAP_SCRIPT =
  "(function(){var w=window,d=document,last=null,S='button,[role=button],[role=radio],[role=option],label,input[type=checkbox],input[type=radio]';" +
  "function h(e){var t=e.target;if(!t||!t.closest||t.closest('a[href]'))return;var el=t.closest(S),r=d.getElementById('root');" +
  'if(!el||!r||!r.contains(el))return;e.preventDefault();e.stopImmediatePropagation();last=el}' +
  "w.addEventListener('click',h,true);" +
  "w.__vcHydrated=function(){w.removeEventListener('click',h,true);w.__vcHydrated=function(){};var el=last;last=null;if(el&&el.isConnected)el.click()}})();";
/** The script's CSP source, computed once. */
export const EARLY_TAP_SOURCE = `'sha256-${createHash('sha256').update(EARLY_TAP_SCRIPT).digest('base64')}'`;

/** The web build's server renderer (apps/web/src/public/server-render.tsx, built by scripts/build.mjs). */
interface BookingPageRenderer {
  renderBookingPage(input: {
    inputs: { clinicSlug: string; isWidget: boolean; isVisitTypesActive: boolean; token: string };
    settings: ClinicPageSettings;
    firstView: { lang: Language; clinic: TPublicClinic; vets: TPublicVet[] };
    pathname: string;
    search: string;
  }): string;
  themeStyle(search: string, isWidget: boolean): string;
  /** The public namespaces of a language's catalogue (absent from renderers built before it). */
  publicCatalogue?(lang: Language): Record<string, unknown>;
}

/** The first language of an Accept-Language header, as a browser's navigator.language gives it. */
const firstLanguageTag = (header: string | undefined) => header?.split(',')[0]?.split(';')[0]?.trim() || undefined;

/** Serves the two built bundles: the staff SPA under /app and the public pages under /book/{slug}. */
export async function staticWebPlugin(app: FastifyInstance, { config, reads }: AppDeps) {
  const dist = config.webDist ?? DEFAULT_DIST;
  const built = existsSync(path.join(dist, 'app.html'));
  const readPage = (name: string) => (built ? readFileSync(path.join(dist, name), 'utf8') : null);
  // Read once at start in production; per request in development so a rebuild shows without restart.
  // A rebuild empties dist for a moment: meanwhile the last good copy is served, not a 500.
  const cache = new Map<string, string | null>();
  const page = (name: string) => {
    if (config.env !== 'production' || !cache.has(name)) {
      try {
        cache.set(name, readPage(name));
      } catch (err) {
        if (!cache.get(name)) throw err;
      }
    }
    return cache.get(name)!;
  };

  // Without a server build (an older dist) the page is rendered in the browser only.
  const rendererFile = path.join(dist, 'server', 'server-render.mjs');
  let renderer: Promise<BookingPageRenderer | null> | null = null;
  const loadRenderer = () => (renderer ??= existsSync(rendererFile)
    ? (import(pathToFileURL(rendererFile).href) as Promise<BookingPageRenderer>).catch((err) => {
      app.log.error({ err }, 'booking page server renderer failed to load');
      return null;
    })
    : Promise.resolve(null));

  if (built) {
    // At start, not on the first visitor's request: importing the renderer takes a moment.
    await loadRenderer();
    await app.register(fastifyStatic, {
      root: path.join(dist, 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      // The build wrote name.br and name.gz beside each text asset (apps/web/scripts/build.mjs):
      // chosen by Accept-Encoding, with the same caching and headers, `Vary: Accept-Encoding`.
      preCompressed: true,
      decorateReply: false,
    });
  }

  // Analytics and error reporting (issue #20): the pages carry their settings only when configured.
  const telemetry = telemetryWebConfig(config);
  const telemetryScript = telemetry ? `<script type="application/json" id="telemetry-config">${safeJson(telemetry)}</script>` : '';
  const telemetrySources = telemetryConnectSources(telemetry);

  const notBuilt = (reply: FastifyReply) =>
    reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it for you).');

  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_req, reply) => reply.redirect('/app'));

  const staffPage = (_req: unknown, reply: FastifyReply) => {
    const html = page('app.html');
    if (!html) return notBuilt(reply);
    if (!telemetry) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    const policy = String(reply.getHeader('content-security-policy') ?? '');
    const csp = telemetrySources.length ? withCspSources(policy, { 'connect-src': telemetrySources.join(' ') }) : policy;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('content-security-policy', csp)
      .send(html.replace('</head>', () => `${telemetryScript}</head>`));
  };
  app.get('/app', { config: { access: 'public' }, schema: { hide: true } }, staffPage);
  app.get('/app/*', { config: { access: 'public' }, schema: { hide: true } }, staffPage);

  /**
   * The booking page's first view (clinic header, categories, services with price and duration, the
   * benefits panel) as HTML in the visitor's language, and the data it was rendered from; null when
   * there is no renderer or rendering failed (the browser then renders it).
   */
  const renderFirstView = async (request: ReadRequest, slug: string, settings: ClinicPageSettings, inputs: Parameters<BookingPageRenderer['renderBookingPage']>[0]['inputs'], url: string, acceptLanguage: string | undefined) => {
    const ssr = await loadRenderer();
    if (!ssr) return null;
    try {
      const data = await reads.read(request, (rdb) => bookingPageData(rdb, slug));
      const firstView = { lang: pageLanguage(firstLanguageTag(acceptLanguage), settings.default_language), ...data };
      const [pathname, search = ''] = url.split('?');
      const query = search ? `?${search}` : '';
      const html = ssr.renderBookingPage({ inputs, settings, firstView, pathname, search: query });
      // The catalogue the HTML was rendered with, inline: the browser hydrates without first fetching
      // it as a script after its entry ran (one request and one round trip less before hydration, #12).
      const catalogue = ssr.publicCatalogue?.(firstView.lang) ?? null;
      return { html, firstView, catalogue, style: ssr.themeStyle(query, inputs.isWidget) };
    } catch (err) {
      app.log.error({ err }, 'booking page server rendering failed');
      return null;
    }
  };

  const publicPage = async (request: { params: unknown; query: unknown; url: string; headers: Record<string, string | string[] | undefined> }, reply: FastifyReply) => {
    const html = page('book.html');
    if (!html) return notBuilt(reply);
    const params = request.params as { slug: string; '*'?: string };
    const query = (request.query ?? {}) as Record<string, unknown>;
    // The booking page reads like the public API: the replica, unless this visitor's own write is not on it yet.
    const [clinic] = params.slug && params.slug.length <= 80
      ? await reads.read(request, (rdb) => rdb.select().from(clinics).where(eq(clinics.slug, params.slug)).limit(1))
      : [];
    const rest = (params['*'] ?? '').split('/');
    // /book/{slug}/appointment/{token}[/cancel|/reschedule], /book/{slug}/reset-password?token=…&email=…
    const token = rest[0] === 'appointment' && rest[1] ? rest[1].slice(0, 100) : '';
    const isWidget = query.widget === '1' || query.widget === 'true';
    if (!clinic) reply.status(404);
    const timezone = clinic?.timezone ?? 'UTC';
    const settings: ClinicPageSettings = {
      clinic: clinic ? { id: clinic.id, slug: clinic.slug, name: clinic.name } : null,
      country: { iso_code: clinic?.countryIsoCode ?? 'us' },
      timezone,
      client_date_format: clinic?.clientDateFormat ?? 'DD-MM-YYYY',
      client_time_format: clinic?.clientTimeFormat ?? 'HH:mm',
      default_language: clinic?.defaultLanguage ?? 'en',
      active_vet: null,
      // Spec §2: only what starts the widget, when the clinic configured one; never its auth key.
      chat: clinic ? await reads.read(request, (rdb) => chatPageSettings(rdb, clinic.id, config.chatWidgetBaseUrl)) : null,
    };
    const inputs = { clinicSlug: clinic?.slug ?? params.slug ?? '', isWidget, isVisitTypesActive: !!clinic?.visitTypesActive, token };
    // The booking page itself (not the mail-link pages) comes rendered: content before any script.
    const first = clinic && !params['*'] ? await renderFirstView(request, clinic.slug, settings, inputs, request.url, request.headers['accept-language'] as string | undefined) : null;
    const lang = first?.firstView.lang ?? settings.default_language;
    const root = `<div id="root" data-clinic-slug="${escapeAttr(inputs.clinicSlug)}" data-is-widget="${isWidget ? '1' : '0'}" data-is-visit-types-active="${clinic?.visitTypesActive ? '1' : '0'}" data-token="${escapeAttr(token)}">${first?.html ?? ''}</div>`;
    const data = `<script type="application/json" id="clinic-settings">${safeJson(settings)}</script>${telemetryScript}${first ? `<script type="application/json" id="first-view">${safeJson(first.firstView)}</script>${first.catalogue ? `<script type="application/json" id="first-view-catalogue">${safeJson(first.catalogue)}</script>` : ''}<script>${EARLY_TAP_SCRIPT}</script>` : ''}`;
    // Replacer functions, not strings: in a replacement string `$'`, `` $` `` and `$&` splice parts of the
    // page back in, so a URL like /book/x/appointment/$` wrote the page head (quotes and all) into data-token.
    const filled = html
      .replace('<div id="root"></div>', () => root)
      .replace('</head>', () => `${data}</head>`)
      .replace('<html lang="en">', () => `<html lang="${escapeAttr(lang)}"${first?.style ? ` style="${escapeAttr(first.style)}"` : ''}>`);
    const ancestors = ["'self'", ...(clinic?.embedOrigins ?? [])].join(' ');
    const framed = String(reply.getHeader('content-security-policy') ?? '').replace(/frame-ancestors [^;]*/, `frame-ancestors ${ancestors}`);
    // A server-rendered page carries the early-tap script (EARLY_TAP_SCRIPT): allowed by its hash.
    const rendered = first ? withCspSources(framed, { 'script-src': EARLY_TAP_SOURCE }) : framed;
    const paid = config.paymentProvider === 'stripe' ? withStripeCsp(rendered) : rendered;
    // The chat provider's script and hosts are allowed only on a page whose clinic has a chat.
    const chatted = settings.chat ? withCspSources(paid, chatCspSources(settings.chat)) : paid;
    const csp = telemetrySources.length ? withCspSources(chatted, { 'connect-src': telemetrySources.join(' ') }) : chatted;
    // Booking pages live inside clinics' own websites: frame-ancestors decides, not X-Frame-Options.
    reply.removeHeader('x-frame-options');
    // A consent or unsubscribe link's page: its token never leaves in a Referer, and search engines never list it.
    if (rest[0] === 'consent' || rest[0] === 'unsubscribe') reply.header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex, nofollow');
    return reply
      .header('content-security-policy', csp)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(filled);
  };
  app.get('/book/:slug', { config: { access: 'public' }, schema: { hide: true } }, publicPage);
  app.get('/book/:slug/*', { config: { access: 'public' }, schema: { hide: true } }, publicPage);
}
