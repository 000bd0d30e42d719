// Accessibility: axe-core (WCAG 2.0/2.1 A + AA) in Chromium on every state of the public booking page
// (desktop and phone width), the account modals, the manage and reset-password pages, widget mode,
// and the main staff pages and dialogs, and every staff screen at phone width (390 px), which must also
// not scroll sideways. Any serious or critical violation, or a staff screen wider than the phone, fails.
//   npm run proof:a11y
// Ends with one line: "a11y: N pages checked, N serious/critical violations".
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { launchChromium } from '../support/browser';
import { DEMO_PASSWORD, ROOT, startServedApp } from '../support/served-app';

const started = Date.now();
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const STAFF = 'admin@happypaws.test';
const TIMEOUT = 15_000;
const PHONE_WIDTH = 390;

interface Finding { page: string; id: string; impact: string; help: string; targets: string[]; summary: string }
const findings: Finding[] = [];
const unreached: string[] = [];
/** Staff screens wider than the phone: sideways page scrolling (issue 22). */
const overflows: string[] = [];
let pagesChecked = 0;
let minorCount = 0;

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: TIMEOUT }).catch(() => undefined);
  // Chakra's enter animations (opacity) would give false contrast readings mid-way: wait until none is running (a loaded
  // machine stretches them past any fixed pause), then a short pause for the last frame.
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined, { timeout: 5_000 },
  ).catch(() => undefined);
  await page.waitForTimeout(200);
}

async function scan(page: Page, name: string) {
  await settle(page);
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  pagesChecked++;
  let serious = 0;
  for (const v of result.violations) {
    if (v.impact === 'serious' || v.impact === 'critical') {
      serious += v.nodes.length;
      findings.push({
        page: name, id: v.id, impact: v.impact, help: v.help,
        targets: v.nodes.map((n) => n.target.map(String).join(' ')),
        summary: v.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? '',
      });
    } else {
      minorCount += v.nodes.length;
    }
  }
  console.log(`  ${serious ? '✗' : '✓'} ${name}${serious ? ` — ${serious} serious/critical` : ''}`);
}

/** A state reached through the UI; a step that cannot be done is reported (and fails the suite). */
async function state(name: string, page: Page, fn: () => Promise<void>) {
  try {
    await fn();
  } catch (err) {
    const shot = path.join(tmpdir(), `a11y-unreached-${unreached.length + 1}.png`);
    await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
    unreached.push(`${name}: ${(err as Error).message.split('\n')[0]}`);
    console.log(`  ! ${name} — not reached: ${(err as Error).message.split('\n')[0]} (screenshot ${shot})`);
  }
}

async function newContext(browser: Browser, baseURL: string, phone = false): Promise<BrowserContext> {
  const ctx = await browser.newContext({
    baseURL,
    locale: 'en-US',
    reducedMotion: 'reduce',
    ...(phone ? { viewport: { width: PHONE_WIDTH, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { viewport: { width: 1366, height: 850 } }),
  });
  ctx.setDefaultTimeout(TIMEOUT);
  // Contrast is checked on what stays on screen, not on a frame of a fade: with reduced motion asked for, no
  // transition or animation runs (a button enabled as its data arrives faded in from 50 % during the scan on a
  // loaded machine, which no fixed wait can outlast).
  await ctx.addInitScript(() => {
    const style = document.createElement('style');
    style.textContent = '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; animation-delay: 0s !important; }';
    document.documentElement.appendChild(style);
  });
  return ctx;
}

/** Service → vet/time → details → (errors) → booked; scans each step. Returns the manage link. */
async function bookingJourney(page: Page, prefix: string, slug: string, opts: { scanErrors?: boolean; book?: boolean } = {}) {
  await page.goto(`/book/${slug}`);
  await page.getByRole('button', { name: /^Annual vaccination|^General consultation/ }).first().waitFor();
  await scan(page, `${prefix}: step 1, service choice`);
  await page.getByRole('button', { name: /^Annual vaccination|^General consultation/ }).first().click();
  const times = page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio');
  await times.first().waitFor();
  await scan(page, `${prefix}: step 2, vet and time`);
  await times.first().click();
  await page.getByLabel(/^First name/).waitFor();
  await scan(page, `${prefix}: step 3, details form`);
  if (opts.scanErrors) {
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await scan(page, `${prefix}: step 3, details form with errors`);
  }
  if (!opts.book) return null;
  await page.getByLabel(/^First name/).fill('Ana');
  await page.getByLabel(/^Last name/).fill('Popa');
  await page.getByLabel(/^E-mail/).fill(`a11y.${Date.now()}@example.test`);
  await page.getByLabel(/^Phone/).fill('+1 212 555 0101');
  await page.getByLabel(/^Pet's name/).fill('Rex');
  await page.getByLabel(/^Species/).selectOption({ label: 'Dog' });
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await page.getByRole('heading', { name: /You're booked!|Request sent/ }).waitFor();
  await scan(page, `${prefix}: step 4, success`);
  return page.getByRole('link', { name: 'Manage your appointment' }).getAttribute('href');
}

async function publicPages(browser: Browser, baseURL: string) {
  console.log('public booking page (desktop 1366×850)');
  const ctx = await newContext(browser, baseURL);
  const page = await ctx.newPage();
  let manage: string | null = null;
  await state('public: booking journey', page, async () => {
    manage = await bookingJourney(page, 'public', 'city-vets', { scanErrors: true, book: true });
  });
  await state('public: manage appointment', page, async () => {
    if (!manage) throw new Error('no manage link from the booking');
    await page.goto(manage);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await scan(page, 'public: manage appointment');
    await page.goto(`${manage}/cancel`);
    await page.getByRole('heading').first().waitFor();
    await scan(page, 'public: manage appointment, cancel');
    await page.goto(`${manage}/reschedule`);
    await page.getByRole('heading').first().waitFor();
    await scan(page, 'public: manage appointment, reschedule');
  });
  await state('public: deposit payment', page, async () => {
    // 'Pre-surgery consultation' asks a deposit (simulated provider): details → payment page → a
    // card error → a declined card → paid.
    await page.goto('/book/city-vets');
    await page.getByRole('button', { name: /^Pre-surgery consultation/ }).first().click();
    const times = page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio');
    await times.first().waitFor();
    await times.first().click();
    await page.getByLabel(/^First name/).fill('Ana');
    await page.getByLabel(/^Last name/).fill('Popa');
    await page.getByLabel(/^E-mail/).fill(`a11y.deposit.${Date.now()}@example.test`);
    await page.getByLabel(/^Phone/).fill('+1 212 555 0110');
    await page.getByLabel(/^Pet's name/).fill('Rex');
    await page.getByLabel(/^Species/).selectOption({ label: 'Dog' });
    await page.getByRole('button', { name: 'Continue to payment' }).waitFor();
    await scan(page, 'public: details form with a deposit');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { name: 'Pay the deposit' }).waitFor();
    await scan(page, 'public: deposit payment page');
    const form = page.getByRole('form', { name: 'Card payment' });
    const year = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
    await form.getByLabel(/^Card number/).fill('4242 4242 4242 4241');
    await form.getByRole('button', { name: /^Pay / }).click();
    await form.locator('[aria-invalid="true"]').first().waitFor();
    await scan(page, 'public: deposit payment, invalid card');
    const pay = async (card: string) => {
      await form.getByLabel(/^Card number/).fill('');
      await form.getByLabel(/^Card number/).pressSequentially(card);
      await form.getByLabel(/^Expiry date/).fill('');
      await form.getByLabel(/^Expiry date/).pressSequentially(`12${year}`);
      await form.getByLabel(/^Security code/).fill('123');
      await form.getByRole('button', { name: /^Pay / }).click();
    };
    await pay('4000000000000002');
    await page.getByTestId('payment-failure').waitFor();
    await scan(page, 'public: deposit payment, card declined');
    await pay('4242424242424242');
    await page.getByRole('heading', { name: 'Deposit paid' }).waitFor();
    await scan(page, 'public: deposit paid');
    await page.getByRole('link', { name: 'Manage your appointment' }).click();
    await page.getByText('Deposit', { exact: true }).waitFor();
    await scan(page, 'public: manage appointment with a paid deposit');
  });
  await state('public: invoice payment link', page, async () => {
    // The desk (API) issues an invoice of 80.00 for a new client and sends its payment link; the client opens it
    // from the mailbox: the invoice page, a declined card, then paid.
    const api = page.request;
    const login = await (await api.post('/api/v1/auth/login', { data: { email: 'reception@cityvets.test', password: DEMO_PASSWORD } })).json();
    const me = await (await api.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${login.access_token}` } })).json();
    const clinic = me.data.clinics.find((c: { slug: string }) => c.slug === 'city-vets');
    const headers = { authorization: `Bearer ${login.access_token}`, 'x-clinic-id': String(clinic.id) };
    const email = `a11y.invoice.${Date.now()}@example.test`;
    const client = (await (await api.post('/api/v1/pet-parents', { headers, data: { first_name: 'Ana', last_name: 'Invoice', email, phone: '+1 212 555 0133', force: true } })).json()).data;
    const draft = (await (await api.post('/api/v1/sales', { headers, data: { client_id: client.id, lines: [{ kind: 'custom', name: 'Dental check', quantity: 1, unit_price: 8000, vat: 0 }] } })).json()).data;
    await api.post(`/api/v1/sales/${draft.id}/issue`, { headers, data: {} });
    await api.post('/api/v1/notification', { headers, data: { client_id: client.id, type: 1, sale_id: draft.id, via: 'mail' } });
    const mails = (await (await api.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()).data as { links?: { url: string }[]; text: string }[];
    const url = mails.flatMap((m) => m.links ?? []).map((l) => l.url).find((u) => u.includes('/pay/')) ?? /https?:\/\/\S+\/pay\/\S+/.exec(mails.map((m) => m.text).join(' '))?.[0];
    if (!url) throw new Error('no payment link in the mailbox');
    await page.goto(new URL(url).pathname);
    await page.getByRole('heading', { level: 1, name: 'Pay your invoice' }).waitFor();
    await scan(page, 'public: invoice payment page');
    const form = page.getByRole('form', { name: 'Card payment' });
    const year = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
    const pay = async (card: string) => {
      await form.getByLabel(/^Card number/).fill('');
      await form.getByLabel(/^Card number/).pressSequentially(card);
      await form.getByLabel(/^Expiry date/).fill('');
      await form.getByLabel(/^Expiry date/).pressSequentially(`12${year}`);
      await form.getByLabel(/^Security code/).fill('123');
      await form.getByRole('button', { name: /^Pay / }).click();
    };
    await pay('4000000000000002');
    await page.getByTestId('payment-failure').waitFor();
    await scan(page, 'public: invoice payment, card declined');
    await pay('4242424242424242');
    await page.getByRole('heading', { level: 1, name: 'Invoice paid' }).waitFor();
    await scan(page, 'public: invoice paid');
  });
  await state('public: plan card link', page, async () => {
    // The desk (API) enrols a new client's dog in the monthly plan and mails the card link (#17); the client opens it
    // from the mailbox: the card page, a card failing the checks, then the card saved.
    const api = page.request;
    const login = await (await api.post('/api/v1/auth/login', { data: { email: 'reception@cityvets.test', password: DEMO_PASSWORD } })).json();
    const me = await (await api.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${login.access_token}` } })).json();
    const clinic = me.data.clinics.find((c: { slug: string }) => c.slug === 'city-vets');
    const headers = { authorization: `Bearer ${login.access_token}`, 'x-clinic-id': String(clinic.id) };
    const email = `a11y.plancard.${Date.now()}@example.test`;
    const client = (await (await api.post('/api/v1/pet-parents', { headers, data: { first_name: 'Ana', last_name: 'Plan', email, phone: '+1 212 555 0134', force: true } })).json()).data;
    const dog = ((await (await api.get('/api/v1/species', { headers })).json()).data as { id: number; name: string }[]).find((s) => s.name === 'Dog')!;
    const pet = (await (await api.post('/api/v1/pets', { headers, data: { owner_id: client.id, nickname: 'Rex', species_id: dog.id, gender: 'male' } })).json()).data;
    const plan = ((await (await api.get('/api/v1/plans', { headers })).json()).data as { id: number; name: string }[]).find((p) => p.name === 'Puppy & kitten first year')!;
    const sub = (await (await api.post('/api/v1/client-subscriptions', { headers, data: { pet_id: pet.id, plan_id: plan.id, auto_renew: true } })).json()).data;
    await api.post(`/api/v1/client-subscriptions/${sub.id}/card-link`, { headers, data: {} });
    const mails = (await (await api.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()).data as { links?: { url: string }[] }[];
    const url = mails.flatMap((m) => m.links ?? []).map((l) => l.url).find((u) => u.includes('/plan-card/'));
    if (!url) throw new Error('no plan card link in the mailbox');
    await page.goto(new URL(url).pathname);
    await page.getByRole('heading', { level: 1, name: 'Your card for the plan' }).waitFor();
    await scan(page, 'public: plan card page');
    const form = page.getByRole('form', { name: 'Card payment' });
    await form.getByLabel(/^Card number/).pressSequentially('4242424242424241');
    await form.getByRole('button', { name: 'Save the card' }).click();
    await form.locator('[aria-invalid="true"]').first().waitFor();
    await scan(page, 'public: plan card, invalid card');
    const year = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
    await form.getByLabel(/^Card number/).fill('');
    await form.getByLabel(/^Card number/).pressSequentially('4242424242424242');
    await form.getByLabel(/^Expiry date/).pressSequentially(`12${year}`);
    await form.getByLabel(/^Security code/).fill('123');
    await form.getByRole('button', { name: 'Save the card' }).click();
    await page.getByRole('heading', { level: 1, name: 'Card saved' }).waitFor();
    await scan(page, 'public: plan card saved');
  });
  await state('public: parent\'s My plans, the saved card and its removal confirmation', page, async () => {
    // A parent account (registered, activated from its mail), its dog enrolled by the desk and a card saved through
    // the plan's card link (API); then the parent logs in and opens "My plans" (#17).
    const api = page.request;
    const email = `a11y.myplans.${Date.now()}@example.test`;
    const password = 'a11y-plans-1';
    const clinicId = ((await (await api.get('/api/v1/public/clinics/city-vets')).json()).data as { id: number }).id;
    const created = (await (await api.post('/api/v1/for-pet-parents/auth/register', {
      data: { clinic_id: clinicId, email, first_name: 'Mia', last_name: 'Plans', phone: '+12125550144', password, password_confirmation: password, terms_and_conditions: true, pets: [] },
    })).json()).data as { user_id: string };
    let code = '';
    for (let i = 0; i < 30 && !code; i++) {
      const mails = (await (await api.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()).data as { text: string }[];
      code = mails.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean) ?? '';
      if (!code) await page.waitForTimeout(500);
    }
    const token = ((await (await api.post('/api/v1/for-pet-parents/auth/activate', { data: { user_id: created.user_id, code } })).json()).data as { access_token: string }).access_token;
    const login = await (await api.post('/api/v1/auth/login', { data: { email: 'reception@cityvets.test', password: DEMO_PASSWORD } })).json();
    const headers = { authorization: `Bearer ${login.access_token}`, 'x-clinic-id': String(clinicId) };
    const dog = ((await (await api.get('/api/v1/species', { headers })).json()).data as { id: number; name: string }[]).find((s) => s.name === 'Dog')!;
    const pet = ((await (await api.post('/api/v1/for-pet-parents/pets', { headers: { authorization: `Bearer ${token}` }, data: { clinic_id: clinicId, pets: [{ nickname: 'Pixel', species_id: dog.id }] } })).json()).data as { id: number }[])[0];
    const plan = ((await (await api.get('/api/v1/plans', { headers })).json()).data as { id: number; name: string }[]).find((p) => p.name === 'Puppy & kitten first year')!;
    const sub = (await (await api.post('/api/v1/client-subscriptions', { headers, data: { pet_id: pet.id, plan_id: plan.id, auto_renew: true } })).json()).data;
    await api.post(`/api/v1/client-subscriptions/${sub.id}/card-link`, { headers, data: {} });
    const mails = (await (await api.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()).data as { links?: { url: string }[] }[];
    const url = mails.flatMap((m) => m.links ?? []).map((l) => l.url).find((u) => u.includes('/plan-card/'));
    if (!url) throw new Error('no plan card link in the mailbox');
    const year = (new Date().getUTCFullYear() + 1);
    await api.post(`/api/v1/public/plan-cards/${url.split('/plan-card/')[1]}`, { data: { card_number: '4242424242424242', exp_month: 12, exp_year: year, cvc: '123' } });
    await page.goto('/book/city-vets');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: "You're not logged in" });
    await dialog.getByLabel(/^E-mail/).fill(email);
    await dialog.getByLabel(/^Password/).fill(password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await header.getByRole('button', { name: 'My plans' }).click();
    const plans = page.getByRole('dialog', { name: "Your pets' plans" });
    await plans.getByRole('button', { name: 'Remove card' }).waitFor();
    await scan(page, 'public: My plans (a plan with its card)');
    await plans.getByRole('button', { name: 'Remove card' }).click();
    await plans.getByRole('button', { name: 'Remove the card' }).waitFor();
    await scan(page, 'public: My plans, remove card confirmation');
    await plans.getByRole('button', { name: 'Remove the card' }).click();
    await plans.getByText('Card removed.').waitFor();
    await scan(page, 'public: My plans, card removed');
    await plans.getByRole('button', { name: 'Close' }).last().click();
    await header.getByRole('button', { name: 'Log out' }).click();
  });
  await state('public: reminder unsubscribe page', page, async () => {
    // The demo's vaccination reminders carry an unsubscribe link; the dev test clock sends them if the start-up sweep has not yet.
    await page.request.post('/dev/reminders/run', { data: {} });
    const mails = (await (await page.request.get('/dev/mailbox.json?limit=200')).json()).data as { links?: { url: string }[] }[];
    const url = mails.flatMap((m) => m.links ?? []).map((l) => l.url).find((u) => u.includes('/unsubscribe/'));
    if (!url) throw new Error('no reminder unsubscribe link in the mailbox');
    await page.goto(new URL(url).pathname);
    await page.getByRole('heading', { level: 1, name: 'Stop reminder e-mails?' }).waitFor();
    await scan(page, 'public: reminder unsubscribe page');
  });
  await state('public: consent signing link', page, async () => {
    // The clinic (API) sends the surgery consent for a new client's dog by mail (#19); the client opens it from the
    // mailbox at phone width: the document and the signing form, the form's errors, then signed (drawn on the pad).
    const api = page.request;
    const login = await (await api.post('/api/v1/auth/login', { data: { email: STAFF, password: DEMO_PASSWORD } })).json();
    const me = await (await api.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${login.access_token}` } })).json();
    const clinic = me.data.clinics[0];
    const headers = { authorization: `Bearer ${login.access_token}`, 'x-clinic-id': String(clinic.id) };
    const email = `a11y.consent.${Date.now()}@example.test`;
    const client = (await (await api.post('/api/v1/pet-parents', { headers, data: { first_name: 'Ana', last_name: 'Consent', email, phone: '+1 212 555 0135', force: true } })).json()).data;
    const dog = ((await (await api.get('/api/v1/species', { headers })).json()).data as { id: number; name: string }[]).find((s) => s.name === 'Dog')!;
    const pet = (await (await api.post('/api/v1/pets', { headers, data: { owner_id: client.id, nickname: 'Rex', species_id: dog.id, gender: 'male' } })).json()).data;
    const templates = (await (await api.get('/api/v1/document-templates?filter[type]=consent_form', { headers })).json()).data as { id: number }[];
    const sent = await api.post('/api/v1/consent-requests', { headers, data: { template_id: templates[0].id, pet_id: pet.id, channels: ['mail'] } });
    if (sent.status() !== 201) throw new Error(`consent not sent: ${sent.status()}`);
    const mails = (await (await api.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()).data as { links?: { url: string }[] }[];
    const url = mails.flatMap((m) => m.links ?? []).map((l) => l.url).find((u) => u.includes('/consent/'));
    if (!url) throw new Error('no consent link in the mailbox');
    await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
    try {
      await page.goto(new URL(url).pathname);
      await page.getByRole('heading', { level: 2, name: 'Sign the form' }).waitFor();
      await scan(page, 'public: consent signing page (phone)');
      await page.getByRole('button', { name: 'Sign and send' }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
      await scan(page, 'public: consent signing page with errors (phone)');
      await page.getByLabel(/^Your full name/).fill('Ana Consent');
      await page.getByText('I have read this document and I agree to it.').click();
      const box = (await page.getByTestId('signature-pad').boundingBox())!;
      await page.mouse.move(box.x + 20, box.y + 100);
      await page.mouse.down();
      await page.mouse.move(box.x + 120, box.y + 40, { steps: 8 });
      await page.mouse.move(box.x + 220, box.y + 120, { steps: 8 });
      await page.mouse.up();
      await page.getByRole('button', { name: 'Sign and send' }).click();
      await page.getByRole('heading', { level: 2, name: 'Thank you, the form is signed' }).waitFor();
      await scan(page, 'public: consent signed (phone)');
    } finally {
      await page.setViewportSize({ width: 1366, height: 850 });
    }
    await page.goto(new URL(url).pathname);
    await page.getByRole('heading', { level: 2, name: 'Thank you, the form is signed' }).waitFor();
    await scan(page, 'public: consent signed (desktop)');
  });
  await state('public: account modals', page, async () => {
    await page.goto('/book/city-vets');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: "You're not logged in" });
    await login.waitFor();
    await scan(page, 'public: login modal');
    await login.getByRole('button', { name: 'Register now' }).click();
    const register = page.getByRole('dialog', { name: 'Create your account' });
    await register.waitFor();
    await scan(page, 'public: register modal');
    await register.getByRole('button', { name: /Add a pet/ }).click();
    await register.getByLabel(/^Pet's name/).waitFor();
    await scan(page, 'public: register modal with a pet');
    // Closing with typed-in data asks first.
    await page.keyboard.press('Escape');
    await register.getByRole('button', { name: 'Discard changes' }).waitFor();
    await scan(page, 'public: register modal, discard prompt');
    await register.getByRole('button', { name: 'Discard changes' }).click();
    await register.waitFor({ state: 'hidden' });
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: "You're not logged in" }).getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('dialog', { name: 'Reset your password' }).waitFor();
    await scan(page, 'public: forgot password modal');
  });
  await state('public: reset password page', page, async () => {
    await page.goto('/book/city-vets/reset-password?token=abcdefghijklmnopqrstuvwxyz012345&email=someone%40example.test');
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await scan(page, 'public: reset password page');
  });
  await state('public: widget mode', page, async () => {
    await page.goto('/book/happy-paws?widget=1');
    await page.getByRole('button').first().waitFor();
    await scan(page, 'public: widget mode (happy-paws)');
  });
  await state('public: clinic colour from the address', page, async () => {
    // A clinic's own primary colour (?primary=): buttons and links in it must stay readable.
    await page.goto('/book/city-vets?primary=%23ff6600');
    await page.getByRole('button', { name: /^Annual vaccination/ }).first().click();
    await page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first().waitFor();
    await page.getByRole('button', { name: 'All', exact: true }).hover();
    await scan(page, 'public: step 2 in a clinic colour (#ff6600), hovering a button');
  });
  await state('public: unknown clinic', page, async () => {
    await page.goto('/book/no-such-clinic');
    await page.getByRole('heading').first().waitFor();
    await scan(page, 'public: unknown clinic');
  });
  await ctx.close();

  console.log('public booking page (phone 390×844)');
  const phone = await newContext(browser, baseURL, true);
  const p2 = await phone.newPage();
  await state('phone: booking journey', p2, async () => {
    await bookingJourney(p2, 'phone', 'happy-paws', { book: true });
  });
  await state('phone: login modal', p2, async () => {
    await p2.goto('/book/city-vets');
    await p2.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await p2.getByRole('dialog', { name: "You're not logged in" }).waitFor();
    await scan(p2, 'phone: login modal');
  });
  await phone.close();
}

async function staffPages(browser: Browser, baseURL: string) {
  console.log('staff app (desktop 1366×850)');
  const ctx = await newContext(browser, baseURL);
  const page = await ctx.newPage();
  await page.goto('/app');
  await page.getByLabel(/^E-mail/).waitFor();
  await scan(page, 'staff: sign-in');
  await page.getByLabel(/^E-mail/).fill(STAFF);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: /Hello/ }).waitFor();
  await scan(page, 'staff: home');

  const visit = async (name: string, url: string, ready: (p: Page) => Promise<unknown> = (p) => p.getByRole('heading', { level: 1 }).first().waitFor()) =>
    state(name, page, async () => {
      await page.goto(url);
      await ready(page);
      await scan(page, name);
    });

  await state('staff: calendar', page, async () => {
    await page.goto('/app/calendar');
    await page.getByRole('button', { name: 'New appointment' }).waitFor();
    await scan(page, 'staff: calendar, day');
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await settle(page);
    await scan(page, 'staff: calendar, week');
    await page.getByRole('button', { name: 'New appointment' }).click();
    await page.getByRole('dialog', { name: 'New appointment' }).waitFor();
    await scan(page, 'staff: new appointment dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'New appointment' }).waitFor({ state: 'hidden' });
    // From the week (today alone may have no appointment, e.g. on a Sunday).
    await page.locator('.rbc-event').first().click();
    await page.getByRole('dialog').first().waitFor();
    await scan(page, 'staff: appointment drawer');
    await page.keyboard.press('Escape');
  });
  await visit('staff: online requests', '/app/requests');
  await visit('staff: find appointments', '/app/appointments');
  await state('staff: clients', page, async () => {
    await page.goto('/app/clients');
    await page.getByRole('button', { name: 'New client' }).waitFor();
    await scan(page, 'staff: clients list');
    await page.getByRole('button', { name: 'New client' }).click();
    await page.getByRole('dialog', { name: 'New client' }).waitFor();
    await scan(page, 'staff: new client dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'New client' }).waitFor({ state: 'hidden' });
    await page.locator('main a[href*="/app/clients/"]').first().click();
    await page.waitForURL(/\/app\/clients\/\d+/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await scan(page, 'staff: client profile');
  });
  await state('staff: pets', page, async () => {
    await page.goto('/app/patients');
    await page.locator('main a[href*="/app/patients/"]').first().waitFor();
    await scan(page, 'staff: pets list');
    await page.locator('main a[href*="/app/patients/"]').first().click();
    await page.waitForURL(/\/app\/patients\/\d+/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await scan(page, 'staff: pet profile');
  });
  await visit('staff: pet requests', '/app/pet-requests');
  await state('staff: tasks', page, async () => {
    await page.goto('/app/tasks');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await scan(page, 'staff: tasks');
    const menu = page.getByRole('button', { name: /^Actions for/ }).first();
    if (await menu.count()) {
      await menu.click();
      const notify = page.getByRole('menuitem', { name: /Send owner a link/ });
      if (await notify.count()) {
        await notify.click();
        await page.getByRole('dialog').first().waitFor();
        await scan(page, 'staff: send notification dialog');
        await page.keyboard.press('Escape');
      } else await page.keyboard.press('Escape');
    }
  });
  await visit('staff: task templates', '/app/tasks/templates');
  await visit('staff: products', '/app/inventory/products');
  await visit('staff: suppliers', '/app/inventory/suppliers');
  await visit('staff: stock-take', '/app/inventory/stock-take');
  await visit('staff: product categories', '/app/inventory/categories');
  await state('staff: product page', page, async () => {
    // A product of the demo catalogue: batches, ledger, and the receive-stock dialog.
    await page.goto('/app/inventory/products');
    await page.locator('main a[href*="/app/inventory/products/"]').first().click();
    await page.waitForURL(/\/app\/inventory\/products\/\d+/);
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await settle(page);
    await scan(page, 'staff: product page');
    const receive = page.getByRole('button', { name: 'Receive stock' });
    if (await receive.count()) {
      await receive.click();
      await page.getByRole('dialog').first().waitFor();
      await scan(page, 'staff: receive stock dialog');
      await page.keyboard.press('Escape');
    }
    // The admin also manages stock at the group's other clinic: the transfer dialog.
    const transfer = page.getByRole('button', { name: 'Transfer…' });
    if (await transfer.count() && await transfer.isEnabled()) {
      await transfer.click();
      await page.getByRole('dialog').first().waitFor();
      await scan(page, 'staff: stock transfer dialog');
      await page.keyboard.press('Escape');
    }
  });
  await visit('staff: supplier catalogues', '/app/inventory/external-products');
  await visit('staff: catalogue import', '/app/inventory/external-products/import');
  await visit('staff: purchase orders', '/app/inventory/purchase-orders');
  await visit('staff: new purchase order', '/app/inventory/purchase-orders/new');
  await visit('staff: shopping list', '/app/inventory/shopping-list');
  await visit('staff: estimates', '/app/estimates');
  await visit('staff: new estimate', '/app/estimates/new');
  await visit('staff: estimate templates', '/app/estimates/templates');
  await visit('staff: new estimate template', '/app/estimates/templates/new');
  await state('staff: estimate', page, async () => {
    await page.goto('/app/estimates');
    await page.locator('main a[href*="/app/estimates/"]:not([href$="/templates"])').first().click();
    await page.waitForURL(/\/app\/estimates\/\d+$/);
    await page.getByTestId('estimate-total').waitFor();
    await scan(page, 'staff: estimate');
  });
  await visit('staff: services', '/app/services');
  await visit('staff: visit types', '/app/visit-types');
  await visit('staff: team', '/app/team');
  await visit('staff: roles', '/app/roles');
  await state('staff: records', page, async () => {
    // The pet's medical history, then a record started from it (the demo may or may not hold records yet).
    await page.goto('/app/patients');
    await page.locator('main a[href*="/app/patients/"]').first().click();
    await page.waitForURL(/\/app\/patients\/\d+/);
    await page.getByRole('tab', { name: 'Medical history' }).click();
    await page.getByRole('heading', { level: 2, name: 'Medical history' }).waitFor();
    await settle(page);
    await scan(page, 'staff: pet medical history');
    await page.getByRole('button', { name: 'New record' }).click();
    await page.getByRole('dialog', { name: 'Start a record' }).waitFor();
    await scan(page, 'staff: start a record dialog');
    await page.getByRole('dialog', { name: 'Start a record' }).getByRole('button', { name: 'Start record' }).click();
    await page.waitForURL(/\/app\/records\/\d+$/);
    await page.locator('[data-save-state]').waitFor();
    await scan(page, 'staff: record editor');
    await page.getByRole('button', { name: /^Edit / }).first().click();
    await page.getByRole('toolbar', { name: 'Formatting' }).waitFor();
    await scan(page, 'staff: record editor, markdown editing');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'History', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'History' }).waitFor();
    await settle(page);
    await scan(page, 'staff: record history panel');
    await page.getByRole('button', { name: 'Close record' }).click();
    await page.getByRole('alertdialog', { name: 'Close this record?' }).waitFor();
    await scan(page, 'staff: close record dialog');
    await page.keyboard.press('Escape');
    await page.goto('/app/records');
    await page.locator('main a[href*="/app/records/"]').first().waitFor();
    await scan(page, 'staff: records list');
    await page.goto('/app/records/templates');
    await page.getByRole('heading', { level: 1, name: 'Record templates' }).waitFor();
    await settle(page);
    await scan(page, 'staff: record templates');
    await page.getByRole('button', { name: 'Copy from the library' }).click();
    await page.getByRole('alertdialog', { name: 'Copy templates from the library' }).getByRole('checkbox').first().waitFor();
    await scan(page, 'staff: copy record templates dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'New template' }).click();
    await page.getByRole('dialog', { name: 'New record template' }).waitFor();
    await scan(page, 'staff: record template editor');
    await page.keyboard.press('Escape');
  });
  await visit('staff: shifts', '/app/shifts');
  await visit('staff: settings', '/app/settings');
  await visit('staff: settings, preferences', '/app/settings/preferences');
  await visit('staff: settings, group', '/app/settings/group', (p) => p.getByRole('heading', { name: 'Clinics of the group' }).waitFor());
  await state('staff: new clinic dialog', page, async () => {
    await page.getByRole('button', { name: 'New clinic' }).click();
    await page.getByRole('dialog').getByLabel(/^Clinic name/).waitFor();
    await scan(page, 'staff: new clinic dialog');
    await page.keyboard.press('Escape');
  });
  await visit('staff: whiteboard', '/app/whiteboard');
  await visit('staff: tags', '/app/tags');
  await visit('staff: document templates', '/app/document-templates');
  await state('staff: document template editor', page, async () => {
    await page.getByRole('button', { name: /^Edit / }).first().click();
    await page.getByRole('dialog').getByRole('document', { name: 'Preview' }).waitFor();
    await scan(page, 'staff: document template editor');
    await page.keyboard.press('Escape');
  });
  await state('staff: upload PDF template', page, async () => {
    await page.getByRole('button', { name: 'Upload PDF', exact: true }).click();
    await page.getByRole('dialog', { name: 'Upload a PDF template' }).getByLabel('PDF file').waitFor();
    await scan(page, 'staff: upload PDF template');
    await page.keyboard.press('Escape');
  });
  await visit('staff: webhooks', '/app/webhooks');
  await state('staff: webhook deliveries', page, async () => {
    await page.getByRole('button', { name: /^Deliveries of / }).first().click();
    await page.getByRole('dialog', { name: 'Deliveries' }).getByRole('row').getByText('Delivered').first().waitFor();
    await scan(page, 'staff: webhook deliveries');
    await page.keyboard.press('Escape');
  });
  await visit('staff: laboratories', '/app/lab-integrations');
  await visit('staff: lab review queue', '/app/lab-queue');
  await visit('staff: reminders', '/app/reminders');
  await visit('staff: reminder rules', '/app/reminder-rules');
  await visit('staff: consent forms', '/app/consent-forms');
  await state('staff: send consent form dialog', page, async () => {
    await page.goto('/app/patients');
    await page.locator('main a[href*="/app/patients/"]').first().click();
    await page.waitForURL(/\/app\/patients\/\d+/);
    await page.getByRole('button', { name: 'Send consent form' }).click();
    await page.getByRole('dialog', { name: 'Send a consent form' }).getByTestId('consent-template').waitFor();
    await scan(page, 'staff: send consent form dialog');
    await page.keyboard.press('Escape');
  });
  await visit('staff: diagnosis catalogue', '/app/diagnoses');
  await visit('staff: discounts', '/app/discounts');
  await state('staff: plans', page, async () => {
    await page.goto('/app/plans');
    await page.getByRole('button', { name: /^Edit / }).first().waitFor();
    await scan(page, 'staff: plans');
    await page.getByRole('button', { name: /^Edit / }).first().click();
    await page.getByRole('dialog', { name: 'Edit plan' }).waitFor();
    await scan(page, 'staff: plan dialog');
    await page.keyboard.press('Escape');
  });
  await visit('staff: invoices', '/app/sales');
  await state('staff: checkout (an issued demo invoice)', page, async () => {
    await page.goto('/app/sales');
    await page.getByRole('link', { name: /^#\d+$/ }).first().click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await scan(page, 'staff: checkout');
  });
  await visit('staff: credit notes', '/app/sales/credit-notes');
  await state('staff: sale with a credit note, its credit note and refund dialogs (the demo credit note)', page, async () => {
    await page.goto('/app/sales/credit-notes');
    await page.getByRole('link', { name: /^#\d+$/ }).first().click();
    await page.getByRole('heading', { level: 2, name: 'Credit notes' }).waitFor();
    await scan(page, 'staff: sale with a credit note');
    const create = page.getByRole('button', { name: 'Credit note', exact: true });
    if (await create.count()) {
      await create.click();
      await page.getByRole('dialog', { name: /^Credit note for invoice/ }).getByRole('button', { name: 'Review' }).waitFor();
      await settle(page);
      await scan(page, 'staff: credit note dialog');
      await page.keyboard.press('Escape');
    }
    await page.getByRole('button', { name: /^Refund Credit note/ }).first().click();
    await page.getByRole('dialog', { name: /^Refund from credit note/ }).getByLabel('Refund to').waitFor();
    await scan(page, 'staff: refund dialog');
    await page.keyboard.press('Escape');
  });
  await state('staff: payment link and card charge dialogs (an invoice with a balance due)', page, async () => {
    const api = page.request;
    const login = await (await api.post('/api/v1/auth/login', { data: { email: STAFF, password: DEMO_PASSWORD } })).json();
    const me = await (await api.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${login.access_token}` } })).json();
    const clinics = me.data.clinics as { id: number; slug: string }[];
    await page.goto('/app/sales');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The invoice is made in whichever clinic the app has open (the header names it).
    const header = (await page.getByRole('banner').first().textContent()) ?? '';
    const clinic = clinics.find((c) => header.toLowerCase().includes(c.slug.split('-')[0])) ?? clinics[0];
    const headers = { authorization: `Bearer ${login.access_token}`, 'x-clinic-id': String(clinic.id) };
    const client = (await (await api.post('/api/v1/pet-parents', { headers, data: { first_name: 'Ana', last_name: 'Balance', email: `a11y.balance.${Date.now()}@example.test`, phone: '+40 722 000 111', force: true } })).json()).data;
    const draft = (await (await api.post('/api/v1/sales', { headers, data: { client_id: client.id, lines: [{ kind: 'custom', name: 'Dental check', quantity: 1, unit_price: 8000, vat: 0 }] } })).json()).data;
    await api.post(`/api/v1/sales/${draft.id}/issue`, { headers, data: {} });
    await page.goto(`/app/sales/${draft.id}`);
    await page.getByRole('button', { name: 'Send payment link' }).click();
    await page.getByRole('dialog').getByTestId('payment-link-sale').waitFor();
    await page.getByRole('dialog').getByText(/\/pay\//).first().waitFor();
    await scan(page, 'staff: send payment link dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Charge a card…' }).click();
    await page.getByRole('dialog').getByRole('form', { name: 'Card payment' }).waitFor();
    await scan(page, 'staff: charge a card dialog');
    await page.keyboard.press('Escape');
  });
  await visit('staff: reports dashboard', '/app/reports');
  await state('staff: reports dashboard, custom dates and this year', page, async () => {
    await page.goto('/app/reports');
    await page.getByTestId('kpi-revenue').waitFor();
    await page.getByLabel('Period').selectOption('custom');
    await page.getByLabel('From', { exact: true }).waitFor();
    await scan(page, 'staff: reports dashboard, custom dates');
    await page.getByLabel('Period').selectOption('this_year');
    await page.getByTestId('kpi-compare').waitFor();
    await scan(page, 'staff: reports dashboard, this year');
  });
  await visit('staff: aggregate report', '/app/reports/aggregate?measure=revenue&group_by=vet');
  await visit('staff: report drill-down', '/app/reports/drilldown?preset=this_year&measure=revenue');
  await visit('staff: gross margin by product', '/app/reports/aggregate?preset=this_year&measure=margin&group_by=product');
  await visit('staff: rebooking drill-down', '/app/reports/drilldown?preset=this_year&measure=rebooking');
  await visit('staff: client credit report', '/app/reports/client-credit');
  await state('staff: invoice ZIP with its progress bar', page, async () => {
    await page.goto('/app/reports');
    await page.getByTestId('kpi-revenue').waitFor();
    await page.getByTestId('invoice-zip-start').click();
    await page.getByTestId('invoice-zip-job').waitFor();
    await scan(page, 'staff: invoice ZIP with its progress bar');
  });
  await state('staff: product returns on a sale, the return dialog and its confirmation (an invoice with a product)', page, async () => {
    const api = page.request;
    const login = await (await api.post('/api/v1/auth/login', { data: { email: STAFF, password: DEMO_PASSWORD } })).json();
    const me = await (await api.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${login.access_token}` } })).json();
    const clinics = me.data.clinics as { id: number; slug: string }[];
    await page.goto('/app/sales');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const header = (await page.getByRole('banner').first().textContent()) ?? '';
    const clinic = clinics.find((c) => header.toLowerCase().includes(c.slug.split('-')[0])) ?? clinics[0];
    const headers = { authorization: `Bearer ${login.access_token}`, 'x-clinic-id': String(clinic.id) };
    const name = `Carprofen a11y ${Date.now()}`;
    const product = (await (await api.post('/api/v1/products', { headers, data: { name, unit: 'box', sub_unit: 'tablet', sub_units: 10, selling_price: 3000, vat: 0 } })).json()).data;
    await api.post(`/api/v1/products/${product.id}/stock/receipts`, { headers, data: { sub_units_changed: 10, batch_no: 'A11Y', expiration_date: new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10) } });
    const client = (await (await api.post('/api/v1/pet-parents', { headers, data: { first_name: 'Ana', last_name: 'Returns', email: `a11y.returns.${Date.now()}@example.test`, phone: '+40 722 000 112', force: true } })).json()).data;
    const draft = (await (await api.post('/api/v1/sales', { headers, data: { client_id: client.id, lines: [{ kind: 'product', product_id: product.id, quantity: 3, unit: 'sub_unit' }] } })).json()).data;
    await api.post(`/api/v1/sales/${draft.id}/issue`, { headers, data: {} });
    await api.post(`/api/v1/sales/${draft.id}/product-returns`, { headers, data: { lines: [{ sale_line_id: draft.lines[0].id, quantity: 1, back_to_stock: false }], note: 'Opened' } });
    await page.goto(`/app/sales/${draft.id}`);
    await page.getByTestId('product-returns').waitFor();
    await scan(page, 'staff: sale with product returns');
    await page.getByRole('button', { name: 'Product return', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Product return for invoice/ });
    await dialog.getByTestId('return-line').waitFor();
    await settle(page);
    await scan(page, 'staff: product return dialog');
    await dialog.getByLabel(`Quantity of ${name} to return`).fill('1');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('alertdialog', { name: 'Record this return?' }).getByTestId('return-summary').waitFor();
    await settle(page);
    await scan(page, 'staff: product return confirmation');
    await page.getByRole('alertdialog', { name: 'Record this return?' }).getByRole('button', { name: 'Cancel' }).click();
    await page.keyboard.press('Escape');
  });
  await visit('staff: day-end cash-up', '/app/sales/cash-up');
  await state('staff: cash-up close confirmation and a closed demo day', page, async () => {
    await page.goto('/app/sales/cash-up');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByLabel(/^Counted cash/).fill('12');
    await page.getByRole('button', { name: 'Close day' }).click();
    await page.getByRole('alertdialog').waitFor();
    await scan(page, 'staff: cash-up close confirmation');
    await page.keyboard.press('Escape');
    await page.getByRole('region', { name: 'Previous cash-ups' }).last().getByRole('button').nth(1).click();
    await page.getByTestId('closed-by').waitFor();
    await scan(page, 'staff: cash-up closed day');
  });
  await state('staff: client account statement', page, async () => {
    await page.goto('/app/clients');
    await page.locator('main a[href*="/app/clients/"]').first().click();
    await page.getByRole('link', { name: 'Open the account statement' }).click();
    await page.getByRole('heading', { name: 'Account statement' }).waitFor();
    await scan(page, 'staff: client account statement');
  });
  await ctx.close();

  console.log('staff app (phone 390×844)');
  const phone = await newContext(browser, baseURL, true);
  const p2 = await phone.newPage();
  /**
   * At 390 px no staff screen scrolls sideways: a table keeps its own scrolling inside its box, and
   * the page is never wider than the phone. (A phone browser widens its layout viewport to fit an
   * overflowing page, so innerWidth is no witness: the device width is.)
   */
  const fitsPhone = async (name: string) => {
    const { scrollWidth, innerWidth } = await p2.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    const ok = scrollWidth <= PHONE_WIDTH && innerWidth <= PHONE_WIDTH;
    if (!ok) overflows.push(`${name}: ${Math.max(scrollWidth, innerWidth)} px wide at ${PHONE_WIDTH} px`);
    console.log(`  ${ok ? '✓' : '✗'} ${name} fits ${PHONE_WIDTH} px${ok ? '' : ` — ${Math.max(scrollWidth, innerWidth)} px wide`}`);
  };
  await state('staff phone: home and calendar', p2, async () => {
    await p2.goto('/app');
    await p2.getByLabel(/^E-mail/).fill(STAFF);
    await p2.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await p2.getByRole('button', { name: 'Sign in' }).click();
    await p2.getByRole('heading', { level: 1, name: /Hello/ }).waitFor();
    await scan(p2, 'staff phone: home');
    await p2.getByRole('button', { name: 'Open navigation' }).click();
    await p2.getByRole('dialog').getByRole('link', { name: 'Calendar', exact: true }).waitFor();
    await scan(p2, 'staff phone: navigation drawer');
    await p2.getByRole('dialog').getByRole('link', { name: 'Calendar', exact: true }).click();
    await p2.getByRole('button', { name: 'New appointment' }).waitFor();
    await scan(p2, 'staff phone: calendar');
    await fitsPhone('staff phone: calendar');
  });
  // Every staff screen at phone width: axe and no sideways page scroll.
  for (const [name, url] of [
    ['home', '/app'], ['online requests', '/app/requests'], ['find appointments', '/app/appointments'], ['clients list', '/app/clients'], ['pets list', '/app/patients'],
    ['pet requests', '/app/pet-requests'], ['tasks', '/app/tasks'], ['task templates', '/app/tasks/templates'], ['services', '/app/services'],
    ['visit types', '/app/visit-types'], ['team', '/app/team'], ['roles', '/app/roles'], ['shifts', '/app/shifts'], ['shift templates', '/app/shifts/templates'],
    ['settings', '/app/settings'], ['settings, preferences', '/app/settings/preferences'], ['settings, group', '/app/settings/group'],
    ['whiteboard', '/app/whiteboard'], ['tags', '/app/tags'], ['document templates', '/app/document-templates'], ['webhooks', '/app/webhooks'], ['laboratories', '/app/lab-integrations'], ['lab review queue', '/app/lab-queue'], ['reminders', '/app/reminders'], ['reminder rules', '/app/reminder-rules'], ['consent forms', '/app/consent-forms'], ['records', '/app/records'], ['record templates', '/app/records/templates'],
    ['diagnosis catalogue', '/app/diagnoses'], ['products', '/app/inventory/products'], ['suppliers', '/app/inventory/suppliers'], ['stock-take', '/app/inventory/stock-take'],
    ['product categories', '/app/inventory/categories'], ['discounts', '/app/discounts'], ['plans', '/app/plans'],
    ['supplier catalogues', '/app/inventory/external-products'], ['catalogue import', '/app/inventory/external-products/import'],
    ['purchase orders', '/app/inventory/purchase-orders'], ['shopping list', '/app/inventory/shopping-list'],
    ['invoices', '/app/sales'], ['credit notes', '/app/sales/credit-notes'], ['day-end cash-up', '/app/sales/cash-up'],
    ['reports dashboard', '/app/reports'], ['aggregate report', '/app/reports/aggregate?measure=revenue&group_by=vet'],
    ['report drill-down', '/app/reports/drilldown?preset=this_year&measure=revenue'], ['client credit report', '/app/reports/client-credit'],
    ['estimates', '/app/estimates'], ['new estimate', '/app/estimates/new'], ['estimate templates', '/app/estimates/templates'],
  ] as const) {
    await state(`staff phone: ${name}`, p2, async () => {
      await p2.goto(url);
      await p2.getByRole('heading', { level: 1 }).first().waitFor();
      await scan(p2, `staff phone: ${name}`);
      await fitsPhone(`staff phone: ${name}`);
    });
  }
  await state('staff phone: product page', p2, async () => {
    await p2.goto('/app/inventory/products');
    await p2.locator('main a[href*="/app/inventory/products/"]').first().click();
    await p2.waitForURL(/\/app\/inventory\/products\/\d+/);
    await p2.getByRole('heading', { level: 2 }).first().waitFor();
    await scan(p2, 'staff phone: product page');
    await fitsPhone('staff phone: product page');
  });
  await state('staff phone: record editor', p2, async () => {
    await p2.goto('/app/records');
    await p2.locator('main a[href*="/app/records/"]').first().click();
    await p2.waitForURL(/\/app\/records\/\d+$/);
    await p2.locator('[data-save-state]').waitFor();
    await scan(p2, 'staff phone: record editor');
    await fitsPhone('staff phone: record editor');
  });
  await state('staff phone: client and pet profiles', p2, async () => {
    await p2.goto('/app/clients');
    await p2.locator('main a[href*="/app/clients/"]').first().click();
    await p2.waitForURL(/\/app\/clients\/\d+/);
    await p2.getByRole('heading', { level: 1 }).first().waitFor();
    await scan(p2, 'staff phone: client profile');
    await fitsPhone('staff phone: client profile');
    await p2.goto('/app/patients');
    await p2.locator('main a[href*="/app/patients/"]').first().click();
    await p2.waitForURL(/\/app\/patients\/\d+/);
    await p2.getByRole('heading', { level: 1 }).first().waitFor();
    await scan(p2, 'staff phone: pet profile');
    await fitsPhone('staff phone: pet profile');
  });
  await phone.close();
}

async function main() {
  // WEB_DIST: a build of one's own (in a shared checkout apps/web/dist is not rebuilt under others).
  if (!process.env.WEB_DIST) execFileSync(process.execPath, ['scripts/ensure-web-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const app = await startServedApp(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {});
  const browser = await launchChromium();
  try {
    // A11Y_ONLY=public|staff runs one half (while fixing); the suite runs both.
    if (process.env.A11Y_ONLY !== 'staff') await publicPages(browser, app.url);
    if (process.env.A11Y_ONLY !== 'public') await staffPages(browser, app.url);
  } finally {
    await browser.close();
    await app.stop();
  }

  if (findings.length) console.log('\nserious/critical violations:');
  for (const f of findings) {
    console.log(`- [${f.impact}] ${f.id} on "${f.page}": ${f.help}`);
    for (const t of f.targets.slice(0, 8)) console.log(`    ${t}`);
    if (f.targets.length > 8) console.log(`    … and ${f.targets.length - 8} more`);
    if (f.summary) console.log(`    ${f.summary}`);
  }
  const violations = findings.reduce((n, f) => n + f.targets.length, 0);
  const secs = ((Date.now() - started) / 1000).toFixed(0);
  if (overflows.length) console.log('\nstaff screens wider than a phone:');
  for (const o of overflows) console.log(`- ${o}`);
  const extra = `${unreached.length ? `, ${unreached.length} states not reached` : ''}${overflows.length ? `, ${overflows.length} screens wider than ${PHONE_WIDTH} px` : ''}`;
  console.log(`(moderate/minor nodes, not failing: ${minorCount})`);
  console.log(`a11y: ${pagesChecked} pages checked, ${violations} serious/critical violations${extra} (${secs} s)`);
  process.exit(violations || unreached.length || overflows.length ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  console.log(`a11y: ${pagesChecked} pages checked, ${findings.length} serious/critical violations, setup failed: ${(err as Error).message.split('\n')[0]}`);
  process.exit(1);
});
