import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { guestEmail, pickFirstFreeTime } from './support/booking';

// Pet-parent accounts on the public booking page: register with a pet and activate with the mailed
// code, book for that pet, log out; a wrong password; password recovery; the address picker's
// custom entry without the AI service; the map modal's guard.

interface MailboxMessage { to: string; subject: string | null; text: string; links: { label: string; url: string }[] }

/** The newest mail to an address whose subject matches, as /dev/mailbox.json lists it. */
async function latestMail(request: APIRequestContext, to: string, subject: RegExp): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect.poll(async () => {
    const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    const { data } = (await res.json()) as { data: MailboxMessage[] };
    found = data.find((m) => subject.test(m.subject ?? ''));
    return !!found;
  }, { timeout: 15_000 }).toBe(true);
  return found!;
}

const activationCode = (mail: MailboxMessage) => mail.text.match(/\b(\d{6})\b/)![1];

/** An activated account made through the API, for the journeys that start logged out. */
async function makeAccount(request: APIRequestContext, slug: string, email: string, password: string) {
  const clinic = (await (await request.get(`/api/v1/public/clinics/${slug}`)).json()).data as { id: number };
  const created = await request.post('/api/v1/for-pet-parents/auth/register', {
    data: {
      clinic_id: clinic.id, email, first_name: 'Dana', last_name: 'Reed', password, password_confirmation: password,
      phone: '+12125550142', terms_and_conditions: true, pets: [],
    },
  });
  expect(created.status()).toBe(201);
  const { user_id } = (await created.json()).data;
  const code = activationCode(await latestMail(request, email, /code|activ/i));
  const activated = await request.post('/api/v1/for-pet-parents/auth/activate', { data: { user_id, code } });
  expect(activated.status()).toBe(200);
}

async function openRegister(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: "You're not logged in" });
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'Register now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('pet-parent account', () => {
  test('a parent registers with a pet, activates with the mailed code, books for that pet and logs out', async ({ page, request }) => {
    const email = guestEmail('parent');
    await page.goto('/book/city-vets');
    const dialog = await openRegister(page);

    await dialog.getByLabel(/^First name/).fill('Ana');
    await dialog.getByLabel(/^Last name/).fill('Popa');
    await dialog.getByLabel(/^E-mail/).fill(email);
    // The phone country starts as the clinic's (United States).
    await expect(dialog.getByLabel('Country calling code')).toHaveValue('US');
    await dialog.getByLabel(/^Phone/).fill('(212) 555-0142');
    await dialog.getByLabel(/^Password/).fill('secret-pass');
    await dialog.getByLabel(/^Repeat the password/).fill('secret-pass');

    // A suggestion 300 ms after typing stops; picking it loads the place's parts.
    await dialog.getByRole('combobox', { name: /^Street and number/ }).fill('Times Square');
    await dialog.getByRole('option', { name: /^Times Square/ }).click();
    await expect(dialog.getByTestId('address-parts')).toHaveText(/Broadway 1560 · 10036 New York/);

    await dialog.getByRole('button', { name: /Add a pet/ }).click();
    await dialog.getByLabel(/^Pet's name/).fill('Rex');
    await dialog.getByRole('combobox', { name: /^Species/ }).fill('Do');
    await dialog.getByRole('option', { name: 'Dog' }).click();
    await dialog.getByLabel(/^Years/).fill('3');
    await dialog.getByText('I accept the terms and conditions').click();
    await expect(dialog.getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Create account' }).click();

    // The confirmation step: the 6-digit code from the mail.
    const confirm = page.getByRole('dialog', { name: 'Confirm your e-mail' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
    const code = activationCode(await latestMail(request, email, /code|activ/i));
    await confirm.getByLabel(/^Activation code/).fill(code);
    await confirm.getByRole('button', { name: 'Activate' }).click();
    await expect(confirm).toBeHidden();

    const header = page.getByRole('banner');
    await expect(header.getByText('Ana Popa')).toBeVisible();
    await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(await page.evaluate(() => !!localStorage.getItem('token') && !!localStorage.getItem('refreshToken'))).toBe(true);

    // Logged in, step 4 offers the parent's own pets instead of the contact boxes.
    await pickFirstFreeTime(page, { service: /^Annual vaccination/, vet: 'Sarah Kim' });
    const pets = page.getByRole('region', { name: 'Your pets' });
    await expect(pets.getByText('Pending clinic approval')).toBeVisible();
    await expect(page.getByLabel(/^First name/)).toHaveCount(0);
    await pets.getByText('Rex', { exact: true }).click();
    await expect(pets.getByRole('checkbox', { name: /Rex/ })).toBeChecked();
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(page.getByRole('heading', { name: "You're booked!" })).toBeVisible();

    await header.getByRole('button', { name: 'Log out' }).click();
    await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('refreshToken')])).toEqual([null, null]);
  });

  test('a wrong password shows a closable error toast for 9 seconds and keeps the form filled in', async ({ page, request }) => {
    const email = guestEmail('wrongpass');
    await makeAccount(request, 'city-vets', email, 'right-pass');
    await page.goto('/book/city-vets');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: "You're not logged in" });
    await login.getByLabel(/^E-mail/).fill(email);
    await login.getByLabel(/^Password/).fill('wrong-pass');
    await login.getByRole('button', { name: 'Log in' }).click();

    const toast = page.getByRole('alert').filter({ hasText: 'The e-mail or password is not right.' });
    await expect(toast).toBeVisible();
    await expect(login.getByLabel(/^E-mail/)).toHaveValue(email);
    await expect(login.getByLabel(/^Password/)).toHaveValue('wrong-pass');
    // Still there past the usual 6 seconds (it stays 9).
    await page.waitForTimeout(6_500);
    await expect(toast).toBeVisible();
    await toast.getByRole('button').click();
    await expect(toast).toBeHidden();
    await expect(login).toBeVisible();

    await login.getByLabel(/^Password/).fill('right-pass');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner').getByText('Dana Reed')).toBeVisible();
  });

  test('a forgotten password is reset from the mailed link and the new one logs in', async ({ page, request }) => {
    const email = guestEmail('forgot');
    await makeAccount(request, 'city-vets', email, 'old-pass-1');
    await page.goto('/book/city-vets');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: "You're not logged in" }).getByRole('button', { name: 'Reset password' }).click();
    const forgot = page.getByRole('dialog', { name: 'Reset your password' });
    await forgot.getByLabel(/^E-mail/).fill(email);
    await forgot.getByRole('button', { name: 'Send the link' }).click();
    await expect(forgot.getByText("If an account uses this e-mail, we've sent it a link to reset the password.")).toBeVisible();

    const mail = await latestMail(request, email, /password/i);
    const link = new URL(mail.links.find((l) => /reset-password/.test(l.url))!.url);
    expect(link.pathname).toBe('/book/city-vets/reset-password');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel(/^New password/).fill('new-pass-2');
    await page.getByLabel(/^Repeat the password/).fill('new-pass-2');
    await page.getByRole('button', { name: 'Save the new password' }).click();

    // Back on the booking page with the login modal open, the e-mail filled in.
    const login = page.getByRole('dialog', { name: "You're not logged in" });
    await expect(login).toBeVisible();
    await expect(page).toHaveURL(/\/book\/city-vets$/);
    await expect(login.getByLabel(/^E-mail/)).toHaveValue(email);
    await login.getByLabel(/^Password/).fill('new-pass-2');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner').getByText('Dana Reed')).toBeVisible();
  });

  test('a custom address is kept with empty parts when the AI parser is not available', async ({ page }) => {
    await page.goto('/book/happy-paws');
    const dialog = await openRegister(page);
    const address = dialog.getByRole('combobox', { name: /^Street and number/ });
    await address.fill('Str. Florilor 5, Cluj');
    const parsed = page.waitForResponse((r) => r.url().endsWith('/api/v1/address/parse'));
    await dialog.getByRole('option', { name: 'Use “Str. Florilor 5, Cluj”' }).click();
    const reply = await parsed;
    expect(reply.status()).toBe(200);
    const place = (await reply.json()).data;
    expect(place.place_id).toMatch(/^custom:/);
    expect(Object.values(place.address_components).every((v) => v === null)).toBe(true);

    await expect(address).toHaveValue('Str. Florilor 5, Cluj');
    await expect(dialog.getByTestId('address-parts')).toHaveText('Kept as you typed it.');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });

  test('the map modal refuses Confirm without a pin, stays open on an outside click, and takes a pin', async ({ page }) => {
    await page.goto('/book/city-vets');
    const register = await openRegister(page);
    await register.getByRole('button', { name: 'Pick it on the map' }).click();
    const map = page.getByRole('dialog', { name: 'Pick your address on the map' });
    await expect(map).toBeVisible();
    await expect(map.locator('.leaflet-container')).toBeVisible();

    await map.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Pick an address first: search for it or click the map to drop a pin.')).toBeVisible();
    await expect(map).toBeVisible();

    // A click outside the dialog does not close it.
    await page.mouse.click(8, 8);
    await expect(map).toBeVisible();

    // A click on the map drops a pin and looks its address up.
    const box = (await map.locator('.leaflet-container').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(map.getByText(/^Selected: /)).toBeVisible();
    await map.getByRole('button', { name: 'Confirm' }).click();
    await expect(map).toBeHidden();
    await expect(register.getByRole('combobox', { name: /^Street and number/ })).not.toHaveValue('');
  });
});
