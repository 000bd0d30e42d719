import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { activatedAccount, guestEmail } from './support/booking';
import { CITY_VETS, RECEPTION, StaffApi, switchClinic, uniqueTag } from './support/front-desk';
import { signIn } from './support/staff';

// Issue #17, "done means": the receptionist enrols a dog in a monthly plan and the client gives card 4242… through
// the link the desk mails; a test clock (POST /dev/plans/renewals/run, the real renewal job at a chosen instant)
// advances a month: the renewal is charged and its receipt mailed; at the checkout the plan's vaccine is free and
// its discount applies to the rest. Then the client's card is 4000…0002: the next renewal is declined, retried on
// day 1, 3 and 7, the plan is suspended, and the "update your card" link of the suspension mail restores it.
// Sales keep the real clock: the checkout falls in the period that contains today.

interface Mail { subject: string | null; links: { url: string }[]; created_at: string }
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
// Noon in New York on a clinic-local day: the job's "today" is that day.
const noonAt = (day: string) => `${day}T17:00:00Z`;

async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  return ((await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}&limit=200`)).json()) as { data: Mail[] }).data;
}

async function runRenewals(request: APIRequestContext, at: string) {
  const res = await request.post('/dev/plans/renewals/run', { data: { at } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { renewed: number; paid: number; retrying: number; suspended: number; errors: number };
}

async function giveCard(page: Page, cardNumber: string) {
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel(/^Card number/).pressSequentially(cardNumber);
  await form.getByLabel(/^Expiry date/).pressSequentially(`12${nextYear}`);
  await form.getByLabel(/^Security code/).fill('123');
  await form.getByRole('button', { name: 'Save the card' }).click();
}

test('a plan is enrolled with card 4242, renews a month later, covers the vaccine at checkout, and survives a declined card', async ({ page, request }) => {
  test.setTimeout(240_000);
  const tag = uniqueTag();
  const admin = await StaffApi.signIn(request, 'admin@happypaws.test', CITY_VETS.slug);
  const desk = await StaffApi.signIn(request, RECEPTION, CITY_VETS.slug);
  // A monthly plan including the annual vaccination, 10 % off the rest (the catalogue is built in plans.spec.ts).
  const services = (await admin.get<{ data: { id: number; name: string }[] }>('/services', { per_page: 100 })).data;
  const vaccine = services.find((s) => s.name === 'Annual vaccination')!;
  const planName = `Vaccine club ${tag}`;
  await admin.post('/plans', { name: planName, periodicity: 1, price: 2500, discount_percent: 10, items: [{ service_id: vaccine.id, quantity: 1 }] });
  const { client, pet } = await desk.createClientWithDog(tag);
  const email = `jordan.${tag.toLowerCase()}@example.test`;

  // The receptionist enrols the dog from its profile and mails the card link.
  await signIn(page, RECEPTION);
  await switchClinic(page, CITY_VETS.name);
  await page.goto(`/app/patients/${pet.id}`);
  await page.getByRole('button', { name: 'Enrol in a plan' }).click();
  const enrol = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: `Enrol ${pet.nickname} in a plan` });
  await enrol.getByLabel('Plan').selectOption({ label: (await enrol.getByLabel('Plan').locator('option', { hasText: planName }).textContent())! });
  await enrol.getByRole('button', { name: 'Enrol in a plan' }).click();
  await expect(page.getByText(`${pet.nickname} enrolled`)).toBeVisible();
  await expect(page.getByText('No card on file: renewals wait for one')).toBeVisible();
  await page.getByRole('button', { name: 'Send card link' }).click();
  await expect(page.getByText('The client was mailed the link to give their card.')).toBeVisible();

  // The client opens the link from the mail and gives 4242….
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await page.locator('a[href*="/book/city-vets/plan-card/"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your card for the plan' })).toBeVisible();
  await giveCard(page, '4242424242424242');
  await expect(page.getByRole('heading', { level: 1, name: 'Card saved' })).toBeVisible();

  const subs = await desk.get<{ data: { id: number; next_renewal_date: string; card: { last4: string } | null }[] }>('/client-subscriptions', { 'filter[pet_id]': pet.id });
  const sub = subs.data[0];
  expect(sub.card?.last4).toBe('4242');
  const renewal = sub.next_renewal_date;

  // This plan's own state: the job renews every plan due at that instant, and other specs enrol plans today too.
  const ours = async () => (await desk.get<{ data: { status: string; next_renewal_date: string } }>(`/client-subscriptions/${sub.id}`)).data;
  const receiptSubject = `Receipt: ${planName} for ${pet.nickname} renewed`;
  const failedSubject = `Payment for ${pet.nickname}'s ${planName} plan failed`;
  const count = async (subject: string) => (await mailsTo(request, email)).filter((m) => m.subject === subject).length;

  // The test clock: the day before the renewal nothing happens; on the day the job charges 4242 and mails the receipt.
  expect(await runRenewals(request, noonAt(addDays(renewal, -1)))).toMatchObject({ errors: 0 });
  expect(await ours()).toMatchObject({ status: 'active', next_renewal_date: renewal });
  expect(await count(receiptSubject)).toBe(0);
  expect(await runRenewals(request, noonAt(renewal))).toMatchObject({ errors: 0 });
  const renewed = await ours();
  expect(renewed.status).toBe('active');
  expect(renewed.next_renewal_date > renewal).toBe(true);
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByText(`Receipt: ${planName} for ${pet.nickname} renewed`).first()).toBeVisible();
  expect(await count(receiptSubject)).toBe(1);
  // Once per period: the same instant again charges nothing.
  expect(await runRenewals(request, noonAt(renewal))).toMatchObject({ errors: 0 });
  expect(await ours()).toMatchObject({ next_renewal_date: renewed.next_renewal_date });
  expect(await count(receiptSubject)).toBe(1);

  // The checkout: the vaccine the plan includes is free, the consultation gets the plan's 10 %.
  const sale = (await desk.post<{ data: { id: number } }>('/sales', { client_id: client.id, pet_id: pet.id })).data;
  await page.goto(`/app/sales/${sale.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Draft sale' })).toBeVisible();
  const add = page.getByRole('form', { name: 'Add a line' });
  for (const name of ['Annual vaccination', 'General consultation']) {
    await add.getByLabel('Service').selectOption({ label: name });
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Invoice #\d+$/ })).toBeVisible();
  const vaccineRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Annual vaccination', exact: true }) });
  await expect(vaccineRow).toContainText('0.00');
  await expect(vaccineRow).not.toContainText('60.00');
  const consultRow = page.getByRole('row').filter({ hasText: 'General consultation' });
  await expect(consultRow).toContainText(/Discount\s*\D*7\.50/);
  await page.screenshot({ path: 'test-results/plans-journey-checkout.png', fullPage: true });

  // The client changes to a card that will be declined (4000…0002), through a new link from the desk.
  await page.goto(`/app/patients/${pet.id}`);
  await expect(page.getByText('Card on file: visa •••• 4242')).toBeVisible();
  await page.getByRole('button', { name: 'Send card link' }).click();
  await expect(page.getByText('The client was mailed the link to give their card.')).toBeVisible();
  const cardLink = (await mailsTo(request, email)).find((m) => m.subject?.includes('your card for'))!.links[0].url;
  await page.goto(new URL(cardLink).pathname);
  await giveCard(page, '4000000000000002');
  await expect(page.getByRole('heading', { level: 1, name: 'Card saved' })).toBeVisible();

  // The next renewal is declined, retried on day 1, 3 and 7, then the plan is suspended.
  const next = (await desk.get<{ data: { next_renewal_date: string } }>(`/client-subscriptions/${sub.id}`)).data.next_renewal_date;
  expect(next > renewal).toBe(true);
  for (const [day, failed] of [[0, 1], [1, 2], [3, 3]] as const) {
    expect(await runRenewals(request, noonAt(addDays(next, day)))).toMatchObject({ errors: 0 });
    expect((await ours()).status).not.toBe('suspended');
    expect(await count(failedSubject)).toBe(failed);
  }
  expect(await count(receiptSubject)).toBe(1);
  expect(await runRenewals(request, noonAt(addDays(next, 7)))).toMatchObject({ errors: 0 });
  expect((await ours()).status).toBe('suspended');
  const mails = await mailsTo(request, email);
  expect(mails.filter((m) => m.subject === failedSubject)).toHaveLength(3);
  const suspended = mails.find((m) => m.subject === `${pet.nickname}'s ${planName} plan is suspended`)!;
  expect(suspended).toBeTruthy();
  await page.goto(`/app/patients/${pet.id}`);
  await expect(page.getByText('Suspended', { exact: true })).toBeVisible();

  // The client's "update your card" link from the suspension mail: 4242 pays the period and restores the plan.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByText(`${pet.nickname}'s ${planName} plan is suspended`)).toBeVisible();
  await page.goto(new URL(suspended.links[0].url).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Your card for the plan' })).toBeVisible();
  await giveCard(page, '4242424242424242');
  await expect(page.getByRole('heading', { level: 1, name: 'Card saved' })).toBeVisible();
  await page.screenshot({ path: 'test-results/plans-journey-restored.png', fullPage: true });
  expect((await desk.get<{ data: { status: string; card: { last4: string } | null } }>(`/client-subscriptions/${sub.id}`)).data).toMatchObject({ status: 'active', card: { last4: '4242' } });
  await page.goto(`/app/patients/${pet.id}`);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
});

// "Remove a saved card": the parent removes the card their dog's plan renews with from My plans, after a
// confirmation that says what follows; the plan stays, and the desk sees no card on file any more.
test('a parent removes the saved card of their dog\'s plan from My plans; the desk sees it gone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const email = guestEmail('removecard');
  const { clinicId, token } = await activatedAccount(request, CITY_VETS.slug, email, 'remove-pass-1', { first_name: 'Rita', last_name: `Card${tag}`, phone: '+12125550145' });
  const desk = await StaffApi.signIn(request, RECEPTION, CITY_VETS.slug);
  const dog = (await desk.get<{ data: { id: number; name: string }[] }>('/species')).data.find((s) => s.name === 'Dog')!;
  const added = await request.post('/api/v1/for-pet-parents/pets', { headers: { authorization: `Bearer ${token}` }, data: { clinic_id: clinicId, pets: [{ nickname: `Pip${tag}`, species_id: dog.id }] } });
  const pet = ((await added.json()).data as { id: number; nickname: string }[])[0];
  const plan = (await desk.get<{ data: { id: number; name: string }[] }>('/plans')).data.find((p) => p.name === 'Puppy & kitten first year')!;
  const sub = (await desk.post<{ data: { id: number } }>('/client-subscriptions', { pet_id: pet.id, plan_id: plan.id, auto_renew: true })).data;
  await desk.post(`/client-subscriptions/${sub.id}/card-link`, {});
  const link = (await mailsTo(request, email)).find((m) => m.subject?.includes('your card for'))!.links[0].url;
  await page.goto(new URL(link).pathname);
  await giveCard(page, '4242424242424242');
  await expect(page.getByRole('heading', { level: 1, name: 'Card saved' })).toBeVisible();

  await page.goto('/book/city-vets');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: "You're not logged in" });
  await login.getByLabel(/^E-mail/).fill(email);
  await login.getByLabel(/^Password/).fill('remove-pass-1');
  await login.getByRole('button', { name: 'Log in' }).click();
  await header.getByRole('button', { name: 'My plans' }).click();
  const dialog = page.getByRole('dialog', { name: "Your pets' plans" });
  const card = dialog.getByRole('listitem', { name: `${pet.nickname}: Puppy & kitten first year` });
  await expect(card.getByText('Charged to visa ending 4242')).toBeVisible();
  await card.getByRole('button', { name: 'Remove card' }).click();
  await expect(card.getByText(/Remove the card ending 4242\? .+ plan stays/)).toBeVisible();
  // Keeping it changes nothing (focus goes back to the button); removing it asks again.
  await expect(card.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card.getByText('Charged to visa ending 4242')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove card' })).toBeFocused();
  await card.getByRole('button', { name: 'Remove card' }).click();
  await page.screenshot({ path: 'test-results/plans-remove-card-confirm.png', fullPage: true });
  await card.getByRole('button', { name: 'Remove the card' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Card removed.');
  await expect(card.getByText('No card on file: the clinic will email you a link to give one.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove card' })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/plans-remove-card-phone.png' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 850 });

  // The desk: the plan is still active, with no card on file.
  expect((await desk.get<{ data: { status: string; card_id: string | null } }>(`/client-subscriptions/${sub.id}`)).data).toMatchObject({ status: 'active', card_id: null });
  await signIn(page, RECEPTION);
  await switchClinic(page, CITY_VETS.name);
  await page.goto(`/app/patients/${pet.id}`);
  await expect(page.getByText('No card on file: renewals wait for one')).toBeVisible();
});
