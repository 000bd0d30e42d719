import { expect, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';

/** A page, or the booking page inside a clinic website's iframe. */
type Scope = Page | FrameLocator;

let n = 0;
/** A fresh guest e-mail per booking, so each journey finds its own mails. */
export const guestEmail = (tag: string) => `${tag}.${Date.now()}.${++n}@example.test`;

/**
 * Chooses a service and a vet, then the first free time of the pre-selected day (or, with
 * `daysAhead`, of the first open day at least that many days later, e.g. to stay outside the
 * clinic's cancel cutoff whatever the time of day); returns the time's label.
 */
export async function pickFirstFreeTime(page: Scope, opts: { service: RegExp; vet?: string; daysAhead?: number }) {
  await page.getByRole('button', { name: opts.service }).first().click();
  if (opts.vet) await page.getByRole('radio', { name: new RegExp(`^${opts.vet}`) }).click();
  const times = page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio');
  await expect(times.first()).toBeVisible();
  if (opts.daysAhead) {
    // Days are a week strip (Monday..Sunday): count calendar days from the pre-selected one and go on
    // into the next weeks when the strip ends or its remaining days are closed.
    const days = page.getByRole('radiogroup', { name: 'Day' }).getByRole('radio');
    let count = await days.count();
    let i = 0;
    for (let k = 0; k < count; k++) if ((await days.nth(k).getAttribute('aria-checked')) === 'true' || await days.nth(k).isChecked()) { i = k; break; }
    i += opts.daysAhead;
    for (let weeks = 0; weeks < 8; weeks++) {
      let picked = false;
      for (; i < count; i++) {
        if (await days.nth(i).isEnabled()) {
          await days.nth(i).click();
          picked = true;
          break;
        }
      }
      if (picked) break;
      i -= count;
      const first = await days.first().getAttribute('aria-label') ?? await days.first().innerText();
      await page.getByRole('button', { name: 'Next week' }).click();
      await expect.poll(async () => await days.first().getAttribute('aria-label') ?? await days.first().innerText()).not.toBe(first);
      count = await days.count();
    }
    await expect(times.first()).toBeVisible();
  }
  const day = (await page.getByRole('radiogroup', { name: 'Day' }).getByRole('radio', { checked: true }).getAttribute('aria-label'))
    ?? (await page.getByRole('radiogroup', { name: 'Day' }).getByRole('radio', { checked: true }).innerText());
  const label = (await times.first().innerText()).trim();
  await times.first().click();
  return { day, label };
}

/** Fills the guest's contact details and one pet, then books. */
export async function fillGuestAndBook(page: Scope, email: string, pet = 'Rex') {
  await page.getByLabel(/^First name/).fill('Ana');
  await page.getByLabel(/^Last name/).fill('Popa');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Phone/).fill('+40 721 555 010');
  await page.getByLabel(/^Pet's name/).fill(pet);
  await page.getByLabel(/^Species/).selectOption({ label: 'Dog' });
  await page.getByRole('button', { name: 'Book', exact: true }).click();
}

/**
 * A pet parent's account registered and activated through the API (the code read from /dev/mailbox), for specs that
 * start signed in: the clinic's id and the parent's access token.
 */
export async function activatedAccount(request: APIRequestContext, slug: string, email: string, password: string, who = { first_name: 'Dora', last_name: 'Files', phone: '+12125550142' }) {
  const clinic = (await (await request.get(`/api/v1/public/clinics/${slug}`)).json()).data as { id: number };
  const created = await request.post('/api/v1/for-pet-parents/auth/register', {
    data: {
      clinic_id: clinic.id, email, ...who, password, password_confirmation: password, terms_and_conditions: true, pets: [],
    },
  });
  expect(created.status()).toBe(201);
  const { user_id } = (await created.json()).data as { user_id: string };
  let code = '';
  await expect.poll(async () => {
    const { data } = (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { data: { text: string }[] };
    code = data.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean) ?? '';
    return code;
  }, { timeout: 15_000 }).not.toBe('');
  const activated = await request.post('/api/v1/for-pet-parents/auth/activate', { data: { user_id, code } });
  expect(activated.status()).toBe(200);
  return { clinicId: clinic.id, token: ((await activated.json()).data as { access_token: string }).access_token };
}
