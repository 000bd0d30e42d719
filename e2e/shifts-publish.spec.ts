import { expect, test } from './support/test';
import { DateTime } from 'luxon';
import { fillTime } from './support/front-desk';
import { signIn } from './support/staff';

test('a shift template is applied and published, and online booking offers exactly those hours', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@happypaws.test');
  await page.getByLabel('Active clinic').selectOption({ label: 'City Vets' });

  await page.getByRole('link', { name: 'Shifts' }).click();
  await page.getByRole('tab', { name: 'Templates' }).click();
  await page.getByRole('button', { name: 'New template' }).click();
  const dialog = page.getByRole('dialog', { name: 'New template' });
  await dialog.getByLabel(/^Name/).fill('Short week');
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await dialog.getByRole('combobox', { name: 'Line 1 vet' }).selectOption({ label: 'James Miller' });
  await dialog.getByRole('combobox', { name: 'Line 1 day' }).selectOption({ label: 'Monday' });
  await fillTime(dialog.getByLabel('Line 1 start'), '09:00');
  await fillTime(dialog.getByLabel('Line 1 end'), '12:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Template saved.')).toBeVisible();

  await page.getByRole('tab', { name: 'Week' }).click();
  await page.getByRole('button', { name: 'Next week' }).click();
  await page.getByRole('button', { name: 'Next week' }).click();
  await page.getByRole('button', { name: 'Apply template' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply template' });
  await apply.getByRole('combobox', { name: 'Template' }).selectOption({ label: 'Short week' });
  await apply.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: /^Draft shift, James Miller, Monday/ })).toBeVisible();

  await page.getByRole('button', { name: 'Publish week' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish', exact: true }).click();
  // The demo data has appointments that afternoon: the conflict dialog lists them first.
  const conflict = page.getByRole('button', { name: 'Publish anyway' });
  await expect(conflict.or(page.getByText(/shift published/))).toBeVisible();
  if (await conflict.isVisible()) await conflict.click();
  await expect(page.getByText(/shift published/)).toBeVisible();

  // Online booking now offers James Miller exactly 09:00–12:00 on that Monday (15-minute service).
  const monday = DateTime.now().setZone('America/New_York').startOf('week').plus({ weeks: 2 });
  const clinic = (await (await request.get('/api/v1/public/clinics/city-vets?include=services')).json()).data;
  const followUp = clinic.services.find((s: { name: string }) => s.name === 'Follow-up visit');
  const vets = (await (await request.get('/api/v1/public/vets?filter[clinic_slug]=city-vets')).json()).data;
  const james = vets.find((v: { full_name: string }) => v.full_name === 'James Miller');
  const res = await request.get(`/api/v1/public/clinics/city-vets/vets-timeslots?start_date=${monday.toISODate()}&end_date=${monday.toISODate()}&service_package_ids[0]=${followUp.service_packages[0].id}&vet_id=${james.id}`);
  const [entry] = (await res.json()).data;
  const local = entry.schedule[monday.toISODate()!].map((iso: string) => DateTime.fromISO(iso, { zone: 'America/New_York' }).toFormat('HH:mm'));
  const expected = Array.from({ length: 12 }, (_, i) => DateTime.fromObject({ hour: 9 }).plus({ minutes: 15 * i }).toFormat('HH:mm'));
  // Already-booked times inside the shift are gone; nothing outside 09:00–11:45 is offered.
  expect(local.length).toBeGreaterThan(0);
  expect(local.every((t: string) => expected.includes(t))).toBe(true);

  // And the page shows the same on that Monday.
  await page.goto('/book/city-vets');
  await page.getByRole('button', { name: /^Follow-up visit/ }).first().click();
  await page.getByRole('radio', { name: /^James Miller/ }).click();
  const dayName = monday.setLocale('en-US').toFormat('cccc, LLLL d');
  for (let i = 0; i < 4 && !(await page.getByRole('radio', { name: new RegExp(`^${dayName}`) }).isVisible()); i++) {
    await page.getByRole('button', { name: 'Next week' }).click();
  }
  await page.getByRole('radio', { name: new RegExp(`^${dayName}`) }).click();
  const chips = page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio');
  await expect(chips.first()).toBeVisible();
  const labels = (await chips.allInnerTexts()).map((s) => DateTime.fromFormat(s.trim(), 'hh:mm a').toFormat('HH:mm'));
  expect(labels).toEqual(local);
});
