import { expect, test } from './support/test';
import { DateTime } from 'luxon';
import { CITY_VETS, STATUS, StaffApi, fillDate, uniqueTag, RECEPTION, SARAH_KIM_DAYS } from './support/front-desk';
import { signIn } from './support/staff';

test('a receptionist finds a client\'s appointments by pet, narrows them by status and day, keeps the filters on reload and opens one', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const desk = await StaffApi.signIn(request, RECEPTION, CITY_VETS.slug);
  const { client, pet } = await desk.createClientWithDog(tag);
  const vetId = await desk.vetIdByName('Sarah Kim');
  const packageId = await desk.packageIdByName('Annual vaccination');
  const first = await desk.findFreeRun({ vetId, packageId, zone: CITY_VETS.zone, slots: 1, fromDays: 3, weekdays: SARAH_KIM_DAYS });
  const laterFrom = Math.round(DateTime.fromISO(first.date, { zone: CITY_VETS.zone }).diff(DateTime.now().setZone(CITY_VETS.zone).startOf('day'), 'days').days) + 1;
  const second = await desk.findFreeRun({ vetId, packageId, zone: CITY_VETS.zone, slots: 1, fromDays: laterFrom, weekdays: SARAH_KIM_DAYS });
  const book = (startUtc: string, status: number) => desk.post('/appointments', {
    client_id: client.id, pet_ids: [pet.id], service_package_ids: [packageId], vet_id: vetId, datetime_start_utc: startUtc, status, notify: { mail: false, sms: false },
  });
  await book(first.startUtc, STATUS.CONFIRMED);
  await book(second.startUtc, 1);

  await signIn(page, RECEPTION);
  await page.getByRole('link', { name: 'Find appointments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find appointments' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search appointments' }).fill(pet.nickname);
  const results = page.getByRole('table', { name: 'Appointments found' });
  const rows = results.getByRole('row').filter({ hasText: pet.nickname });
  await expect(rows).toHaveCount(2);
  // Newest first: the later day heads the list.
  await expect(rows.first()).toContainText('Awaiting client');
  await expect(page.getByText('2 results')).toBeVisible();

  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Confirmed' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Confirmed');
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Any status' });
  await expect(rows).toHaveCount(2);

  // The second day alone.
  await fillDate(page.getByRole('textbox', { name: 'From', exact: true }), second.date);
  await fillDate(page.getByRole('textbox', { name: 'To', exact: true }), second.date);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Awaiting client');
  await expect(page).toHaveURL(new RegExp(`from=${second.date}.*to=${second.date}|to=${second.date}.*from=${second.date}`));

  // A reversed range is refused in place rather than sent.
  await fillDate(page.getByRole('textbox', { name: 'From', exact: true }), DateTime.fromISO(second.date).plus({ days: 1 }).toISODate()!);
  await expect(page.getByRole('alert')).toHaveText('The end must be after the start.');
  await fillDate(page.getByRole('textbox', { name: 'From', exact: true }), second.date);

  // The URL keeps the filters: a reload shows the same list.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search appointments' })).toHaveValue(pet.nickname);
  await expect(rows).toHaveCount(1);

  // Opening the result shows the appointment's drawer.
  await rows.first().getByRole('button').click();
  const drawer = page.getByRole('dialog', { name: client.full_name });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText('Sarah Kim');
  await drawer.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('searchbox', { name: 'Search appointments' }).fill(`Nobody${tag}`);
  await expect(page.getByText('No appointments match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search appointments' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue('');

  // At phone width the list keeps to the screen (priority columns, no sideways page scroll).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/app/appointments?search=${pet.nickname}`);
  await expect(rows).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
