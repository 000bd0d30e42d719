// Security headers on every response: each GET route of the route table (OpenAPI document + the
// hidden page routes), anonymous and signed in, over plain http and behind a TLS proxy; the HTML
// pages, static assets, error responses (401/403/404/400/415/422) and a handful of POSTs.
//   npm run proof:headers
// Ends with one line: "headers: N responses checked, N failures".
import { createHash } from 'node:crypto';
import http from 'node:http';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { startServedApp } from '../support/served-app';

const started = Date.now();
const EMBED_ORIGIN = 'https://www.happypaws-vet.example';

interface Probe {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** 'book' = embeddable public booking page; 'mail' = a mail's own HTML (scripts blocked by its CSP sandbox). */
  kind?: 'book' | 'mail';
  /** Allowed frame ancestors for 'book' pages (besides 'self'). */
  embed?: string[];
  /** A page whose address holds a secret token (consent, unsubscribe): no Referer leaves it, search engines skip it. */
  tokenPage?: boolean;
  label?: string;
}

const failures: string[] = [];
let checked = 0;
const statuses = new Map<number, number>();

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function checkResponse(p: Probe, tls: boolean, res: Response, body: string) {
  checked++;
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  const where = `${p.method} ${p.path}${tls ? ' (https)' : ''} → ${res.status}`;
  const fail = (what: string) => failures.push(`${where}: ${what}`);
  const h = res.headers;

  const csp = h.get('content-security-policy');
  if (!csp) fail('no Content-Security-Policy');
  else {
    const d = directives(csp);
    const scripts = d.get('script-src') ?? d.get('default-src');
    if (!scripts) fail(`CSP has neither script-src nor default-src: ${csp}`);
    else if (scripts.includes("'unsafe-inline'") || scripts.includes("'unsafe-eval'")) fail(`CSP script-src allows ${scripts.join(' ')}`);
    if (d.get('script-src-attr')?.includes("'unsafe-inline'")) fail("CSP script-src-attr allows 'unsafe-inline'");
    const ancestors = d.get('frame-ancestors');
    if (!ancestors) fail('CSP has no frame-ancestors');
    else if (p.kind === 'book') {
      const want = ["'self'", ...(p.embed ?? [])];
      if (ancestors.join(' ') !== want.join(' ')) fail(`frame-ancestors is "${ancestors.join(' ')}", configured "${want.join(' ')}"`);
      if (h.get('x-frame-options')) fail('embeddable booking page sends X-Frame-Options');
    } else if (ancestors.join(' ') !== "'none'") {
      fail(`frame-ancestors is "${ancestors.join(' ')}", expected 'none'`);
    }
  }

  const hsts = h.get('strict-transport-security');
  if (tls) {
    const maxAge = Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1] ?? 0);
    if (!hsts) fail('no Strict-Transport-Security behind TLS');
    else if (maxAge < 15_552_000) fail(`HSTS max-age too short: ${hsts}`);
  } else if (hsts) fail(`Strict-Transport-Security over plain http: ${hsts}`);

  if (h.get('x-content-type-options') !== 'nosniff') fail(`X-Content-Type-Options is ${h.get('x-content-type-options')}`);
  const referrer = h.get('referrer-policy');
  const okReferrer = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  if (!referrer || !referrer.split(',').map((s) => s.trim()).every((v) => okReferrer.includes(v))) fail(`Referrer-Policy is ${referrer}`);
  if (p.tokenPage) {
    if (referrer !== 'no-referrer') fail(`token page: Referrer-Policy is ${referrer}, expected no-referrer`);
    if (!/\bnoindex\b/.test(h.get('x-robots-tag') ?? '')) fail(`token page: X-Robots-Tag is ${h.get('x-robots-tag')}, expected noindex`);
  }
  if (h.get('x-powered-by')) fail(`X-Powered-By: ${h.get('x-powered-by')}`);
  if (res.status >= 200 && res.status < 300 && res.status !== 204 && !h.get('content-type')) fail('no Content-Type');

  for (const cookie of h.getSetCookie()) {
    const attrs = cookie.split(';').slice(1).map((a) => a.trim().toLowerCase());
    if (!attrs.includes('httponly')) fail(`cookie without HttpOnly: ${cookie.split('=')[0]}`);
    if (!attrs.includes('secure')) fail(`cookie without Secure: ${cookie.split('=')[0]}`);
    if (!attrs.some((a) => a.startsWith('samesite='))) fail(`cookie without SameSite: ${cookie.split('=')[0]}`);
  }

  // HTML must not rely on inline scripts (the CSP would block them): every executable <script> has a src.
  if ((h.get('content-type') ?? '').startsWith('text/html') && p.kind !== 'mail') {
    for (const m of body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const attrs = m[1];
      if (/\bsrc=/.test(attrs)) continue;
      if (/type=["']?application\/(ld\+)?json/.test(attrs)) continue;
      if (/\bnonce=/.test(attrs)) continue;
      // An inline script the policy allows by its hash (the booking page's early-tap script) runs.
      const hash = `'sha256-${createHash('sha256').update(m[2]).digest('base64')}'`;
      if (m[2].trim() && directives(csp ?? '').get('script-src')?.includes(hash)) continue;
      if (m[2].trim()) fail(`inline <script${attrs}> that the CSP blocks`);
    }
    if (/\son[a-z]+=["']/i.test(body.replace(/<script[\s\S]*?<\/script>/gi, ''))) fail('inline event handler attribute (on…=) in the HTML');
  }
}

/**
 * An oversize body: the server answers 413 with `Connection: close` as soon as it reads the declared length, without
 * reading the body (as it should). fetch uploads the whole megabyte meanwhile and, when the close wins that race,
 * fails on the write (EPIPE) and loses the answer. This sends the headers and the first 64 KB, then reads the answer:
 * what a browser gets when the server refuses its upload.
 */
function sendOversize(url: string, method: string, headers: Record<string, string>, body: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const out = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) out.set(k, Array.isArray(v) ? v.join(', ') : v);
        resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers: out }));
        req.destroy();
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.write(body.slice(0, 64 * 1024));
  });
}

async function main() {
  const app = await startServedApp({ TRUST_PROXY: '1' });
  const base = app.url;
  try {
    const call = async (p: Probe, tls: boolean) => {
      const headers: Record<string, string> = { ...p.headers };
      if (tls) headers['x-forwarded-proto'] = 'https';
      const res = p.body && p.body.length > 1024 * 1024
        ? await sendOversize(base + p.path, p.method, headers, p.body)
        : await fetch(base + p.path, { method: p.method, headers, body: p.body, redirect: 'manual' });
      const body = await res.text();
      checkResponse(p, tls, res, body);
      return { res, body };
    };
    const json = async (method: string, p: string, data?: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(base + p, {
        method, headers: data === undefined ? headers : { 'content-type': 'application/json', ...headers }, body: data === undefined ? undefined : JSON.stringify(data),
      });
      const text = await res.text();
      let parsed: unknown = null;
      try { parsed = JSON.parse(text); } catch { /* not JSON */ }
      return { status: res.status, body: parsed as Record<string, unknown> & { data?: unknown } };
    };
    const post = (p: string, data: unknown, headers: Record<string, string> = {}): Probe => ({
      method: 'POST', path: p, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(data),
    });

    // ---- demo data: a staff session, a configured embed origin, a booking with its manage link, a parent session
    const login = await json('POST', '/api/v1/auth/login', { email: 'admin@happypaws.test', password: 'demo1234' });
    if (login.status !== 200) throw new Error(`staff login failed: ${login.status}`);
    const staffToken = String(login.body.access_token);
    const me = await json('GET', '/api/v1/auth/me', undefined, { authorization: `Bearer ${staffToken}` });
    const clinicsOfMe = (me.body.data as { clinics: { id: number; slug: string }[] }).clinics;
    const happy = clinicsOfMe.find((c) => c.slug === 'happy-paws')!;
    const staff = { authorization: `Bearer ${staffToken}`, 'x-clinic-id': String(happy.id) };
    const slugs = clinicsOfMe.map((c) => c.slug);

    const settings = (await json('GET', '/api/v1/settings', undefined, staff)).body.data as Record<string, unknown> & { country: { iso_code: string } };
    const newSettings: Record<string, unknown> = { ...settings, country_iso_code: settings.country.iso_code, embed_origins: [EMBED_ORIGIN] };
    for (const k of ['id', 'group_id', 'slug', 'country', 'logo']) delete newSettings[k];
    const saved = await json('PUT', '/api/v1/settings', newSettings, staff);
    if (saved.status !== 200) throw new Error(`could not configure embed_origins: ${saved.status} ${JSON.stringify(saved.body)}`);
    const embedOf = (slug: string) => (slug === 'happy-paws' ? [EMBED_ORIGIN] : []);

    // A booking at City Vets through the public API, for a real manage token.
    const city = (await json('GET', '/api/v1/public/clinics/city-vets?include=services,species')).body.data as {
      id: number; services: { service_packages: { id: number }[] }[]; species: { id: number; name: string }[];
    };
    const pkg = city.services.find((s) => s.service_packages.length)!.service_packages[0].id;
    const today = new Date();
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const until = new Date(today.getTime() + 20 * 86_400_000);
    const slotsRes = await json('GET', `/api/v1/public/clinics/city-vets/vets-timeslots?start_date=${iso(today)}&end_date=${iso(until)}&service_package_ids[]=${pkg}&any_staff=1`);
    const vets = slotsRes.body.data as { id: number; schedule: Record<string, string[]> }[];
    const vetWithSlot = vets.find((v) => Object.values(v.schedule).some((s) => s.length));
    if (!vetWithSlot) throw new Error(`no free slot at City Vets: ${JSON.stringify(slotsRes.body).slice(0, 300)}`);
    const slot = Object.values(vetWithSlot.schedule).find((s) => s.length)![0];
    const guest = `headers.${Date.now()}@example.test`;
    const bookingProbe = post('/api/v1/for-pet-parents/appointments', {
      clinic_id: city.id, datetime_start_utc: slot, vet_id: vetWithSlot.id, service_package_ids: [pkg],
      pets: [{ nickname: 'Rex', species_id: city.species[0].id }], first_name: 'Ana', last_name: 'Popa', email: guest, phone: '+1 212 555 0101',
    });
    const booked = await call(bookingProbe, true);
    if (booked.res.status !== 201) throw new Error(`booking failed: ${booked.res.status} ${booked.body.slice(0, 300)}`);
    const manageToken = String((JSON.parse(booked.body).data as { token: string }).token);

    // A pet-parent account (register → activation code from the dev mailbox → activate → log in).
    const parentEmail = `headers.parent.${Date.now()}@example.test`;
    const reg = await call(post('/api/v1/for-pet-parents/auth/register', {
      clinic_id: city.id, email: parentEmail, first_name: 'Dana', last_name: 'Reed', password: 'secret-pass-1', password_confirmation: 'secret-pass-1',
      phone: '+12125550142', terms_and_conditions: true, pets: [],
    }), false);
    let parentHeaders: Record<string, string> = {};
    if (reg.res.status === 201) {
      const userId = (JSON.parse(reg.body).data as { user_id: number }).user_id;
      let code = '';
      for (let i = 0; i < 40 && !code; i++) {
        const mails = (await json('GET', `/dev/mailbox.json?to=${encodeURIComponent(parentEmail)}`)).body.data as { text: string }[];
        code = mails.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean) ?? '';
        if (!code) await new Promise((r) => setTimeout(r, 250));
      }
      await call(post('/api/v1/for-pet-parents/auth/activate', { user_id: userId, code }), true);
      const plogin = await json('POST', '/api/v1/for-pet-parents/auth/login', { email: parentEmail, password: 'secret-pass-1', clinic_id: city.id });
      if (plogin.status === 200) parentHeaders = { authorization: `Bearer ${String(plogin.body.access_token ?? (plogin.body.data as { access_token?: string })?.access_token)}` };
      else failures.push(`setup: parent login answered ${plogin.status}`);
    } else {
      failures.push(`setup: parent registration answered ${reg.res.status}`);
    }
    await call(post('/api/v1/for-pet-parents/auth/forgot-password', { email: parentEmail, clinic_id: city.id }), true);

    // ---- the route table
    const doc = (await json('GET', '/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    const routes: { method: string; path: string }[] = [];
    for (const [p, ops] of Object.entries(doc.paths)) for (const m of Object.keys(ops)) routes.push({ method: m.toUpperCase(), path: p });
    const hidden = ['/', '/app', '/app/{*}', '/book/{slug}', '/book/{slug}/{*}', '/dev/mailbox', '/dev/mailbox/{id}/html', '/dev/mailbox/{id}/attachments/{index}', '/api/docs'];
    for (const p of hidden) routes.push({ method: 'GET', path: p });

    // Real ids for path parameters: the first row of the matching list endpoint.
    const idCache = new Map<string, string>();
    const firstId = async (listPath: string, auth: Record<string, string>) => {
      if (idCache.has(listPath)) return idCache.get(listPath)!;
      const r = await json('GET', listPath, undefined, auth);
      const data = r.body?.data;
      const row = Array.isArray(data) ? data[0] : null;
      const id = row && typeof row === 'object' && 'id' in row ? String((row as { id: unknown }).id) : '1';
      idCache.set(listPath, id);
      return id;
    };
    const mails = (await json('GET', '/dev/mailbox.json')).body.data as { id: number }[];
    const fill = async (p: string, auth: Record<string, string>) => {
      let out = p;
      const m = /^(.*?)\/\{(\w+)\}/.exec(p);
      if (!m) return out;
      const [, prefix] = m;
      out = out.replace('{clinic}', 'happy-paws').replace('{slug}', 'happy-paws').replace('{token}', manageToken).replace('{*}', 'calendar')
        .replace('{placeId}', 'times-square').replace('{index}', '0');
      if (prefix === '/dev/mailbox') out = out.replace('{id}', String(mails[0]?.id ?? 1));
      else if (prefix === '/api/v1/clinics') out = out.replace('{id}', String(happy.id));
      else if (out.includes('{id}')) out = out.replace('{id}', await firstId(prefix, auth));
      if (out.includes('{vetId}') || out.includes('{vet}')) {
        const vet = await firstId('/api/v1/vets', staff);
        out = out.replace('{vetId}', vet).replace('{vet}', vet);
      }
      return out;
    };

    const probes: Probe[] = [];
    const kindOf = (p: string): Probe['kind'] => (/^\/book\//.test(p) ? 'book' : /^\/dev\/mailbox\/\d+\/html/.test(p) ? 'mail' : undefined);
    for (const r of routes.filter((x) => x.method === 'GET')) {
      const auth = r.path.startsWith('/api/v1/for-pet-parents') ? parentHeaders : staff;
      const filled = await fill(r.path, auth);
      const probe = (headers: Record<string, string>, label: string): Probe => ({ method: 'GET', path: filled, headers, kind: kindOf(filled), embed: embedOf('happy-paws'), label });
      probes.push(probe({}, 'anonymous'), probe(auth, 'signed in'));
    }
    // Staff with a clinic they are not a member of → 403; an expired/forged token → 401.
    probes.push({ method: 'GET', path: '/api/v1/appointments', headers: { authorization: `Bearer ${staffToken}`, 'x-clinic-id': '999999' } });
    probes.push({ method: 'GET', path: '/api/v1/auth/me', headers: { authorization: 'Bearer not-a-token' } });

    // HTML pages of every clinic, widget mode, manage page, reset-password page, unknown clinic.
    for (const slug of slugs) {
      for (const suffix of ['', '?widget=1', `/appointment/${manageToken}`, `/appointment/${manageToken}/cancel`, `/appointment/${manageToken}/reschedule`,
        // The consent signing page (#19); its token is checked by the page's API call, the HTML is the same for any token.
        `/consent/${'A'.repeat(43)}`, `/consent/${'A'.repeat(43)}?kiosk=1`,
        // The reminders' unsubscribe page (#19): a mail's link (43-character token) and a text message's (22).
        `/unsubscribe/${'A'.repeat(43)}`, `/unsubscribe/${'A'.repeat(22)}`,
        `/reset-password?token=abc&email=${encodeURIComponent(parentEmail)}`]) {
        const tokenPage = /^\/(consent|unsubscribe)\//.test(suffix);
        probes.push({ method: 'GET', path: `/book/${slug}${suffix}`, kind: 'book', embed: embedOf(slug), ...(tokenPage ? { tokenPage } : {}) });
      }
    }
    probes.push({ method: 'GET', path: '/book/no-such-clinic', kind: 'book', embed: [] });
    for (const p of ['/app/clients', '/app/settings/team', `/dev/mailbox?to=${encodeURIComponent(guest)}`, '/api/docs/static/index.html']) probes.push({ method: 'GET', path: p });

    // Static assets (every built file) and a missing one.
    const assets = readdirSync(path.join(app.webDist, 'assets'));
    for (const a of assets) probes.push({ method: 'GET', path: `/assets/${a}` });
    probes.push({ method: 'GET', path: '/assets/no-such-file.js' }, { method: 'GET', path: '/favicon.ico' }, { method: 'GET', path: '/robots.txt' });

    // Errors: 404, 400, 415, 422, 401, 405-ish, oversize, HEAD, OPTIONS.
    probes.push(
      { method: 'GET', path: '/api/v1/no-such-route' },
      { method: 'GET', path: '/no/such/page' },
      { method: 'GET', path: '/api/v1/appointments/999999999', headers: staff },
      { method: 'GET', path: '/api/v1/appointments/not-a-number', headers: staff },
      { method: 'GET', path: '/api/v1/public/appointments/no-such-token' },
      { method: 'POST', path: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, body: '{"email":' },
      { method: 'POST', path: '/api/v1/auth/login', headers: { 'content-type': 'text/plain' }, body: 'hello' },
      { method: 'POST', path: '/api/v1/auth/login', headers: { 'content-type': 'application/xml' }, body: '<a/>' },
      post('/api/v1/auth/login', { email: 'not-an-email' }),
      post('/api/v1/auth/login', { email: 'admin@happypaws.test', password: 'wrong-password' }),
      post('/api/v1/pet-parents', { first_name: '' }, staff),
      post('/api/v1/appointments', {}, staff),
      post('/api/v1/appointments', {}),
      post('/api/v1/for-pet-parents/appointments', { clinic_id: city.id }),
      post('/api/v1/public/appointments/no-such-token/cancel', { reason: 'x' }),
      { method: 'POST', path: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'x'.repeat(1_100_000) }) },
      { method: 'DELETE', path: '/app' },
      { method: 'HEAD', path: '/app' },
      { method: 'OPTIONS', path: '/api/v1/auth/login' },
    );
    // A handful of successful POSTs.
    const refreshed = await json('POST', '/api/v1/auth/login', { email: 'vet@happypaws.test', password: 'demo1234' });
    probes.push(
      post('/api/v1/auth/login', { email: 'reception@cityvets.test', password: 'demo1234' }),
      post('/api/v1/auth/refresh', { refresh_token: String(refreshed.body.refresh_token) }),
      post('/api/v1/tasks', { title: 'Call back about the headers proof' }, staff),
      post('/api/v1/address/parse', { text: 'Times Square, New York' }),
      post('/api/v1/public/appointments/' + manageToken + '/cancel', { reason: 'headers proof' }),
    );

    let routeOk = 0;
    for (const p of probes) {
      // Each probe over plain http and behind the TLS-terminating proxy.
      await call(p, false);
      const { res } = await call(p, true);
      if (p.label === 'signed in' && res.status < 300) routeOk++;
    }
    // Last (it locks this IP out of logging in for a minute): the login throttle's 429 carries the headers too.
    let throttled = false;
    for (let i = 0; i < 20 && !throttled; i++) {
      const { res } = await call(post('/api/v1/auth/login', { email: 'nobody@example.test', password: 'wrong-password' }), i % 2 === 1);
      throttled = res.status === 429;
    }
    if (!throttled) failures.push('setup: 20 failed logins never answered 429');
    const getRoutes = routes.filter((x) => x.method === 'GET').length;
    console.log(`route table: ${routes.length} routes, ${getRoutes} GET routes requested anonymous and signed in; ${routeOk} answered 2xx/3xx signed in with demo ids`);

    // A second configuration: no trusted proxy (a forged X-Forwarded-Proto must not switch HSTS on)
    // and Stripe as the payment provider (the booking pages then allow Stripe.js — still no inline scripts).
    const direct = await startServedApp({
      TRUST_PROXY: '0', PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_proof_headers', STRIPE_PUBLISHABLE_KEY: 'pk_test_proof_headers',
      STRIPE_WEBHOOK_SECRET: 'whsec_proof_headers', STRIPE_API_BASE: 'http://127.0.0.1:9',
    });
    try {
      const res = await fetch(`${direct.url}/app`, { headers: { 'x-forwarded-proto': 'https' } });
      checked++;
      if (res.headers.get('strict-transport-security')) failures.push('GET /app with a forged X-Forwarded-Proto and TRUST_PROXY=0: HSTS sent');
      for (const p of ['/book/city-vets', '/book/happy-paws?widget=1', '/app', '/api/v1/public/clinics/city-vets']) {
        const r = await fetch(direct.url + p);
        const body = await r.text();
        checkResponse({ method: 'GET', path: `${p} [stripe]`, kind: p.startsWith('/book/') ? 'book' : undefined, embed: [] }, false, r, body);
        const csp = r.headers.get('content-security-policy') ?? '';
        if (p.startsWith('/book/') && !/script-src[^;]*https:\/\/js\.stripe\.com/.test(csp)) failures.push(`GET ${p} [stripe] → ${r.status}: script-src does not allow Stripe.js`);
      }
    } finally {
      await direct.stop();
    }
  } finally {
    await app.stop();
  }

  const byStatus = [...statuses.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}×${n}`).join(' ');
  console.log(`statuses: ${byStatus}`);
  const unique = [...new Set(failures)];
  // Grouped by problem, a few examples each, so one missing header does not flood the log.
  const groups = new Map<string, string[]>();
  for (const f of unique) {
    const what = f.slice(f.indexOf(': ', f.indexOf('→')) + 2);
    groups.set(what, [...(groups.get(what) ?? []), f]);
  }
  for (const [what, list] of groups) {
    console.log(`FAIL ${what} — ${list.length} response(s), e.g.:`);
    for (const f of list.slice(0, 5)) console.log(`       ${f.slice(0, f.indexOf(': ', f.indexOf('→')))}`);
  }
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`headers: ${checked} responses checked, ${unique.length} failures (${secs} s)`);
  process.exit(unique.length ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  console.log(`headers: 0 responses checked, 1 failures (setup: ${(err as Error).message})`);
  process.exit(1);
});
