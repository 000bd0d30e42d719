import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { guestEmail } from './support/booking';
import { CITY_VETS, StaffApi, calendarEvent, fillDate, fillTime, openCalendarDay, uniqueTag } from './support/front-desk';
import { signIn } from './support/staff';

// Payment deposits on the public booking page (issue #5), simulated provider: 'Pre-surgery
// consultation' asks a deposit of 100.00 per pet. Paid → confirmed and mailed; declined → a clear
// reason and a retry; abandoned → released after the test clock passes the expiry; cancelled
// before the cutoff → refunded and mailed.

interface MailboxMessage { to: string; subject: string | null; text: string; links: { label: string; url: string }[] }

/** Mails to an address whose subject or text matches, as /dev/mailbox.json lists them (waits for the outbox). */
async function mailMatching(request: APIRequestContext, to: string, pattern: RegExp): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect.poll(async () => {
    const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    const { data } = (await res.json()) as { data: MailboxMessage[] };
    found = data.find((m) => pattern.test(`${m.subject ?? ''}\n${m.text}`));
    return !!found;
  }, { timeout: 15_000 }).toBe(true);
  return found!;
}

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

/**
 * Pre-surgery consultation with a given vet; `weeksAhead` moves the week strip forward first (a
 * time beyond the 24 h cancel cutoff). Returns the day and time picked.
 */
async function pickDepositTime(page: Page, vet: string, weeksAhead = 0) {
  await page.getByRole('button', { name: /^Pre-surgery consultation/ }).first().click();
  await page.getByRole('radio', { name: new RegExp(`^${vet}`) }).click();
  const times = page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio');
  await expect(times.first()).toBeVisible();
  for (let i = 0; i < weeksAhead; i++) {
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(times.first()).toBeVisible();
  }
  const day = await page.getByRole('radiogroup', { name: 'Day' }).getByRole('radio', { checked: true }).getAttribute('aria-label');
  const label = (await times.first().innerText()).trim();
  await times.first().click();
  return { day: day!, label };
}

/** Guest details for one pet, then "Continue to payment" (the deposit is shown first). */
async function continueToPayment(page: Page, email: string) {
  await page.getByLabel(/^First name/).fill('Ana');
  await page.getByLabel(/^Last name/).fill('Popa');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Phone/).fill('+1 212 555 0110');
  await page.getByLabel(/^Pet's name/).fill('Rex');
  await page.getByLabel(/^Species/).selectOption({ label: 'Dog' });
  await expect(page.getByText('Deposit to pay now')).toBeVisible();
  await expect(page.getByText('A deposit of $100.00 secures this time.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/book\/city-vets\/payment-deposits\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { name: 'Pay the deposit' })).toBeVisible();
  // The simulated provider takes no money, and the page says so (issue #11 item 7).
  await expect(page.getByTestId('payment-test-mode')).toContainText('Test mode — no money moves');
  await expect(page.getByTestId('deposit-amount')).toHaveText('$100.00');
  await expect(page.getByRole('timer')).toContainText('Time left to pay:');
}

async function payWith(page: Page, card: string) {
  const form = page.getByRole('form', { name: 'Card payment' });
  // Typed digit by digit, as a person does: the mask groups them.
  await form.getByLabel(/^Card number/).pressSequentially(card.replace(/\s/g, ''));
  await expect(form.getByLabel(/^Card number/)).toHaveValue(card);
  await form.getByLabel(/^Expiry date/).fill('');
  await form.getByLabel(/^Expiry date/).pressSequentially(`12${nextYear}`);
  await expect(form.getByLabel(/^Expiry date/)).toHaveValue(`12/${nextYear}`);
  await form.getByLabel(/^Security code/).fill('123');
  await form.getByRole('button', { name: 'Pay $100.00' }).click();
}

test.describe('payment deposits', () => {
  test('a guest pays the deposit with 4242… and is booked, confirmed and mailed', async ({ page, request }) => {
    const email = guestEmail('deposit-paid');
    await page.goto('/book/city-vets');
    await pickDepositTime(page, 'James Miller');
    await continueToPayment(page, email);

    // The shared schema checks the card before anything is sent.
    const form = page.getByRole('form', { name: 'Card payment' });
    await form.getByLabel(/^Card number/).fill('4242 4242 4242 4241');
    await form.getByRole('button', { name: 'Pay $100.00' }).click();
    await expect(form.getByText('The card number is not valid.')).toBeVisible();
    await form.getByLabel(/^Card number/).fill('');

    await payWith(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'Deposit paid' })).toBeVisible();
    await expect(page.getByText(/Your deposit is paid and your appointment is confirmed/)).toBeVisible();
    await expect(page.getByText('Visa •••• 4242')).toBeVisible();
    const manage = page.getByRole('link', { name: 'Manage your appointment' });
    await expect(manage).toHaveAttribute('href', /\/book\/city-vets\/appointment\//);

    await mailMatching(request, email, /confirmed/i);

    // The manage page shows the deposit as paid.
    await manage.click();
    await expect(page.getByText('Deposit', { exact: true })).toBeVisible();
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  });

  test('a declined card says why, and another card pays', async ({ page }) => {
    await page.goto('/book/city-vets');
    await pickDepositTime(page, 'Luis');
    await continueToPayment(page, guestEmail('deposit-declined'));

    await payWith(page, '4000 0000 0000 0002');
    const failure = page.getByTestId('payment-failure');
    await expect(failure).toContainText('Your card was declined.');
    await expect(failure).toContainText('Nothing was charged.');
    await expect(page.getByRole('heading', { name: 'Pay the deposit' })).toBeVisible();

    await payWith(page, '4000 0000 0000 9995');
    await expect(failure).toContainText('insufficient funds');

    await payWith(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'Deposit paid' })).toBeVisible();
    // Every attempt stays in the history.
    await expect(page.getByText('Visa •••• 0002')).toBeVisible();
    await expect(page.getByText('Visa •••• 9995')).toBeVisible();
    await expect(page.getByText('Visa •••• 4242')).toBeVisible();
  });

  test('cancelling before the cutoff refunds the deposit and mails the client', async ({ page, request }) => {
    const email = guestEmail('deposit-refund');
    await page.goto('/book/city-vets');
    await pickDepositTime(page, 'Luis', 2);
    await continueToPayment(page, email);
    await payWith(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'Deposit paid' })).toBeVisible();
    const paymentUrl = page.url();

    await page.getByRole('link', { name: 'Manage your appointment' }).click();
    await page.getByRole('link', { name: 'Cancel the appointment' }).click();
    await expect(page.getByText('Your deposit is refunded in full to your card when you cancel now.')).toBeVisible();
    await page.getByRole('button', { name: 'Yes, cancel the appointment' }).click();
    await expect(page.getByText('Your appointment is cancelled. The clinic has been told.')).toBeVisible();

    await mailMatching(request, email, /refund/i);

    // The deposit page now lists the refund next to the payment.
    await page.goto(paymentUrl);
    await expect(page.getByRole('heading', { name: 'Deposit refunded' })).toBeVisible();
    await expect(page.getByText('Refund', { exact: true })).toBeVisible();
    await expect(page.getByText('−$100.00')).toBeVisible();
  });

  test('the desk asks a deposit on a pending appointment; the client pays by the mailed link; the desk refunds it', async ({ page, request, browser }) => {
    test.setTimeout(120_000);
    const desk = await StaffApi.signIn(request, 'reception@cityvets.test', CITY_VETS.slug);
    const vetId = await desk.vetIdByName('James Miller');
    const packageId = await desk.packageIdByName('Pre-surgery consultation');
    const slot = await desk.findFreeRun({ vetId, packageId, zone: CITY_VETS.zone, slots: 4, fromDays: 4, weekdays: [1, 2, 3, 4, 5] });
    const tag = uniqueTag();
    const { client, pet } = await desk.createClientWithDog(tag);
    const email = `jordan.${tag.toLowerCase()}@example.test`;

    await signIn(page, 'reception@cityvets.test');
    await page.getByRole('link', { name: 'Calendar', exact: true }).click();
    await page.getByRole('button', { name: 'New appointment' }).click();
    const form = page.getByRole('dialog', { name: 'New appointment' });
    await form.getByRole('combobox', { name: 'Client' }).fill(client.full_name.split(' ')[1]);
    await form.getByRole('option', { name: new RegExp(client.full_name) }).click();
    await expect(form.getByRole('button', { name: `Remove ${pet.nickname}` })).toBeVisible();
    await form.getByRole('combobox', { name: 'Services' }).click();
    await form.getByRole('option', { name: /^Pre-surgery consultation/ }).click();
    await page.keyboard.press('Escape');
    await form.getByLabel(/^Vet/).selectOption({ label: 'James Miller' });
    await fillDate(form.getByLabel(/^Date/), slot.date);
    await fillTime(form.getByLabel(/^Time/), slot.time);
    // Only a pending appointment can ask for a deposit.
    await expect(form.getByText('Require a deposit')).toHaveCount(0);
    await form.getByLabel(/^Status/).selectOption({ value: '1' });
    await form.getByText('Require a deposit').click();
    await expect(form.getByLabel(/^Deposit amount/)).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Appointment saved')).toBeVisible();

    // The client pays from the link in the mail, on the same payment page.
    const mail = await mailMatching(request, email, /payment-deposits\//);
    const link = mail.links.find((l) => /\/payment-deposits\//.test(l.url))?.url ?? mail.text.match(/https?:\/\/\S+\/payment-deposits\/[0-9a-f-]{36}/)![0];
    const parent = await browser.newPage();
    await parent.goto(new URL(link).pathname);
    await expect(parent.getByText('Deposit requested by the clinic')).toBeVisible();
    await expect(parent.getByTestId('deposit-amount')).toHaveText('$100.00');
    await payWith(parent, '4242 4242 4242 4242');
    await expect(parent.getByRole('heading', { name: 'Deposit paid' })).toBeVisible();
    await expect(parent.getByText(/your appointment is confirmed/)).toBeVisible();
    await parent.close();

    // The desk sees it paid and confirmed, and refunds it.
    await openCalendarDay(page, slot.date);
    await calendarEvent(page, pet.nickname).click();
    const deposit = page.getByRole('region', { name: 'Deposit' });
    await expect(deposit.getByText('Paid', { exact: true })).toBeVisible();
    await deposit.getByRole('button', { name: 'Refund deposit' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Refund the deposit?' });
    await expect(confirm).toContainText("$100.00 goes back to the client's card.");
    await confirm.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(page.getByText('Deposit refunded: $100.00')).toBeVisible();
    await expect(deposit.getByText('Refunded', { exact: true })).toBeVisible();
  });

  test('a reschedule whose services ask a deposit not paid yet goes through the payment page', async ({ page, request }) => {
    // The desk booked a deposit service without asking the deposit; the client moves it online.
    const desk = await StaffApi.signIn(request, 'reception@cityvets.test', CITY_VETS.slug);
    const vetId = await desk.vetIdByName('James Miller');
    const packageId = await desk.packageIdByName('Pre-surgery consultation');
    const slot = await desk.findFreeRun({ vetId, packageId, zone: CITY_VETS.zone, slots: 4, fromDays: 5, weekdays: [1, 2, 3, 4, 5] });
    const tag = uniqueTag();
    const { client, pet } = await desk.createClientWithDog(tag);
    const email = `jordan.${tag.toLowerCase()}@example.test`;
    await desk.post('/appointments', {
      client_id: client.id, pet_ids: [pet.id], service_package_ids: [packageId], vet_id: vetId, status: 1,
      datetime_start_utc: slot.startUtc, datetime_end_utc: new Date(Date.parse(slot.startUtc) + 60 * 60_000).toISOString(), notify: { mail: true, sms: false },
    });
    const mail = await mailMatching(request, email, /\/appointment\//);
    const manage = new URL(mail.links.find((l) => /\/appointment\/[^/]+$/.test(new URL(l.url).pathname))!.url).pathname;

    await page.goto(`${manage}/reschedule`);
    const times = page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio');
    await times.first().click();
    await expect(page.getByText('The new time needs an extra deposit of $100.00.')).toBeVisible();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/book\/city-vets\/payment-deposits\//);
    await expect(page.getByText('Extra deposit for the new time')).toBeVisible();
    await payWith(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'Deposit paid' })).toBeVisible();
    await expect(page.getByText(/The extra deposit is paid/)).toBeVisible();

    await page.goto(manage);
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  });

  test('a logged-in parent books a deposit service for two own pets and pays twice the deposit', async ({ page, request }) => {
    // An activated account with two dogs, made through the API.
    const email = guestEmail('deposit-parent');
    const clinic = (await (await request.get('/api/v1/public/clinics/city-vets')).json()).data as { id: number };
    const species = (await (await request.get('/api/v1/public/species', { params: { 'filter[clinic_slug]': 'city-vets' } })).json()).data as { id: number; name: string }[];
    const dog = species.find((s) => s.name === 'Dog')!.id;
    const created = await request.post('/api/v1/for-pet-parents/auth/register', {
      data: {
        clinic_id: clinic.id, email, first_name: 'Dana', last_name: 'Reed', password: 'secret-pass', password_confirmation: 'secret-pass',
        phone: '+12125550142', terms_and_conditions: true,
        pets: [{ nickname: 'Rex', species_id: dog, birthday: '2021-04-12' }, { nickname: 'Luna', species_id: dog, birthday: '2022-06-01' }],
      },
    });
    expect(created.status()).toBe(201);
    const { user_id } = (await created.json()).data;
    const code = (await mailMatching(request, email, /\b\d{6}\b/)).text.match(/\b(\d{6})\b/)![1];
    expect((await request.post('/api/v1/for-pet-parents/auth/activate', { data: { user_id, code } })).status()).toBe(200);

    await page.goto('/book/city-vets');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: "You're not logged in" });
    await login.getByLabel(/^E-mail/).fill(email);
    await login.getByLabel(/^Password/).fill('secret-pass');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner').getByText('Dana Reed')).toBeVisible();

    await pickDepositTime(page, 'Luis', 1);
    // The day's last time for one pet: an hour before the vet's day ends, too short for two.
    const times = page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio');
    await times.last().click();
    const pets = page.getByRole('region', { name: 'Your pets' });
    await pets.getByText('Rex', { exact: true }).click();
    await expect(page.getByText('A deposit of $100.00 secures this time.')).toBeVisible();
    await pets.getByText('Luna', { exact: true }).click();
    // Once per pet, as the server counts it.
    await expect(page.getByText('A deposit of $200.00 secures this time.')).toBeVisible();
    // Two pets take twice as long: the free times are those of the longer visit, and the time picked for one pet no
    // longer fits: it is dropped with a notice (it used to stay and fail at booking as "someone just took that time").
    await expect(page.getByText(/That time no longer fits this booking/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
    await expect(times.first()).toBeVisible();
    await times.first().click();
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByTestId('deposit-amount')).toHaveText('$200.00');
    await expect(page.getByText('Rex, Luna')).toBeVisible();
    const form = page.getByRole('form', { name: 'Card payment' });
    await form.getByLabel(/^Card number/).pressSequentially('4242424242424242');
    await form.getByLabel(/^Expiry date/).pressSequentially(`12${nextYear}`);
    await form.getByLabel(/^Security code/).fill('123');
    await form.getByRole('button', { name: 'Pay $200.00' }).click();
    await expect(page.getByRole('heading', { name: 'Deposit paid' })).toBeVisible();
    await expect(page.getByText('Deposit paid: $200.00')).toBeVisible();
  });

  // Last: the test clock only ever moves forward.
  test('an abandoned payment expires on the test clock and the time is offered again', async ({ page, request, browser }) => {
    await page.goto('/book/city-vets');
    const { day, label } = await pickDepositTime(page, 'James Miller', 1);
    await continueToPayment(page, guestEmail('deposit-abandoned'));

    // While held, nobody else is offered that time.
    const other = await browser.newPage();
    const offered = async () => {
      await other.goto('/book/city-vets');
      await other.getByRole('button', { name: /^Pre-surgery consultation/ }).first().click();
      await other.getByRole('radio', { name: /^James Miller/ }).click();
      await other.getByRole('button', { name: 'Next week' }).click();
      await other.getByRole('radiogroup', { name: 'Day' }).getByRole('radio', { name: day }).click();
      await expect(other.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first()).toBeVisible();
      return other.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { name: label, exact: true });
    };
    await expect(await offered()).toHaveCount(0);

    // The visitor walks away; the dev-only test clock moves past the expiry and runs the job.
    const ran = await request.post('/dev/payments/run-expiry', { data: { advance_minutes: 120 } });
    expect(ran.ok()).toBe(true);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Time to pay has run out' })).toBeVisible();
    await expect(page.getByText('the time you chose has been released')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Card payment' })).toHaveCount(0);

    await expect(await offered()).toHaveCount(1);
    await other.close();
  });
});
