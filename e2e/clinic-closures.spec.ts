import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { DateTime } from 'luxon';
import { CITY_VETS, HAPPY_PAWS, fillDate, switchClinic, uniqueTag } from './support/front-desk';
import { signIn } from './support/staff';

// Issue #22, clinic administration: an admin closes the clinic for a day in the settings (the booking
// page's free times for that day disappear at once, the cache invalidated, and come back when the
// closure is removed), and sets a clinic's client/app link.

async function offered(request: APIRequestContext, date: string) {
  const clinic = (await (await request.get(`/api/v1/public/clinics/${HAPPY_PAWS.slug}?include=services`)).json()).data;
  const pkg = clinic.services[0].service_packages[0].id;
  const res = await request.get(`/api/v1/public/clinics/${HAPPY_PAWS.slug}/vets-timeslots?start_date=${date}&end_date=${date}&service_package_ids[0]=${pkg}&any_staff=1`);
  expect(res.status()).toBe(200);
  return ((await res.json()).data[0].schedule[date] as string[]).length;
}

test('an admin adds a closure in the settings; the booking page offers nothing that day until it is removed', async ({ page, request }) => {
  // A day with free time a few weeks ahead (clear of other specs' bookings).
  let day = DateTime.now().setZone(HAPPY_PAWS.zone).plus({ days: 40 });
  while ((await offered(request, day.toISODate()!)) === 0) day = day.plus({ days: 1 });
  const date = day.toISODate()!;
  const reason = `Staff retreat ${uniqueTag()}`;

  await signIn(page, 'admin@happypaws.test');
  await switchClinic(page, HAPPY_PAWS.name);
  await page.goto('/app/settings');
  const card = page.getByRole('region', { name: 'Holidays and closures' });
  const form = card.getByRole('form', { name: 'Add a closure' });
  await fillDate(form.getByLabel('First day'), date);
  await fillDate(form.getByLabel('Last day'), date);
  // Saving without a reason is refused in place.
  await form.getByRole('button', { name: 'Add closure' }).click();
  await expect(form.getByText(/Reason.*required/i)).toBeVisible();
  await form.getByLabel('Reason').fill(reason);
  await form.getByRole('button', { name: 'Add closure' }).click();
  await expect(page.getByText('Closure added')).toBeVisible();
  await expect(card.getByTestId('closures-list').getByRole('cell', { name: reason, exact: true })).toBeVisible();

  expect(await offered(request, date)).toBe(0);

  // Editing moves it to the next day: the first day is offered again, the next one is not.
  const nextDay = day.plus({ days: 1 }).toISODate()!;
  const offeredNextBefore = await offered(request, nextDay);
  await card.getByRole('button', { name: new RegExp(`^Edit closure ${reason}`) }).click();
  const editForm = card.getByRole('form', { name: 'Edit closure' });
  await expect(editForm.getByLabel('Reason')).toHaveValue(reason);
  await fillDate(editForm.getByLabel('Last day'), nextDay);
  await fillDate(editForm.getByLabel('First day'), nextDay);
  await editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Closure updated')).toBeVisible();
  await expect(card.getByRole('form', { name: 'Add a closure' })).toBeVisible();
  expect(await offered(request, date)).toBeGreaterThan(0);
  if (offeredNextBefore > 0) expect(await offered(request, nextDay)).toBe(0);

  await card.getByRole('button', { name: new RegExp(`^Delete closure ${reason}`) }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Closure deleted')).toBeVisible();
  await expect(card.getByRole('cell', { name: reason, exact: true })).toHaveCount(0);
  expect(await offered(request, date)).toBeGreaterThan(0);
  if (offeredNextBefore > 0) expect(await offered(request, nextDay)).toBeGreaterThan(0);

  // At phone width the card leaves no sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('an admin gives City Vets its client/app link in the settings; the booking page then offers it', async ({ page, request }) => {
  const link = `https://app.cityvets.example/connect/${uniqueTag().toLowerCase()}`;
  await signIn(page, 'admin@happypaws.test');
  await switchClinic(page, CITY_VETS.name);
  await page.goto('/app/settings');
  const form = page.getByRole('form', { name: 'Client app link' });
  // Not a web address: refused in place.
  await form.getByLabel('Client/app link').fill('app.cityvets');
  await form.getByRole('button', { name: 'Save links' }).click();
  await expect(form.getByText(/valid|web address|URL/i)).toBeVisible();
  await form.getByLabel('Client/app link').fill(link);
  await form.getByRole('button', { name: 'Save links' }).click();
  await expect(form.getByRole('button', { name: 'Save links' })).toBeDisabled();
  const res = await request.get(`/api/v1/public/clinics/${CITY_VETS.slug}/client-link`);
  expect(res.status()).toBe(200);
  expect((await res.json()).data.url).toBe(link);
});

test('opening hours are typed on the clinic\'s own clock: AM/PM at a 12-hour clinic, saved as 24-hour times', async ({ page, request }) => {
  await signIn(page, 'admin@happypaws.test');
  await switchClinic(page, CITY_VETS.name);
  await page.goto('/app/settings');
  await page.waitForLoadState('networkidle');
  const opens = page.getByRole('textbox', { name: 'Monday opens at' });
  await expect(opens).toHaveValue(/^(0[1-9]|1[0-2]):[0-5]\d$/);
  const closes = page.getByRole('textbox', { name: 'Monday closes at' });
  const closesMeridiem = closes.locator('xpath=following::select[1]');
  await expect(closesMeridiem).toHaveValue('PM');
  const before = { text: await closes.inputValue(), meridiem: await closesMeridiem.inputValue() };

  // 05:30 PM is 17:30 for the API.
  await closes.fill('05:30');
  await closesMeridiem.selectOption('PM');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();
  const clinic = (await (await request.get(`/api/v1/public/clinics/${CITY_VETS.slug}?include=schedules,schedules.intervals`)).json()).data;
  const monday = clinic.schedules.find((s: { day: number }) => s.day === 1);
  expect(monday.intervals[0].end_time.slice(0, 5)).toBe('17:30');

  // Put it back as it was.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await closes.fill(before.text);
  await closesMeridiem.selectOption(before.meridiem);
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();
});
