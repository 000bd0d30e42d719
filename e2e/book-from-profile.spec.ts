import { expect, test } from './support/test';
import { CITY_VETS, STATUS, StaffApi, fillDate, fillTime, uniqueTag, RECEPTION, SARAH_KIM_DAYS } from './support/front-desk';
import { signIn } from './support/staff';

test('a receptionist books from a client\'s profile with the client and its pet already chosen, and from a pet\'s profile with that pet', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const desk = await StaffApi.signIn(request, RECEPTION, CITY_VETS.slug);
  const { client, pet } = await desk.createClientWithDog(tag);
  const vetId = await desk.vetIdByName('Sarah Kim');
  const packageId = await desk.packageIdByName('Annual vaccination');
  const slot = await desk.findFreeRun({ vetId, packageId, zone: CITY_VETS.zone, slots: 1, fromDays: 3, weekdays: SARAH_KIM_DAYS });

  await signIn(page, RECEPTION);
  await page.goto(`/app/clients/${client.id}`);
  await expect(page.getByRole('heading', { level: 1, name: client.full_name })).toBeVisible();
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'New appointment' });
  await expect(form).toBeVisible();
  // The client and, being its only pet, the dog are chosen already.
  await expect(form.getByRole('combobox', { name: 'Client' })).toHaveValue(client.full_name);
  await expect(form.getByRole('button', { name: `Remove ${pet.nickname}` })).toBeVisible();
  await form.getByRole('combobox', { name: 'Services' }).click();
  await form.getByRole('option', { name: /^Annual vaccination/ }).click();
  await page.keyboard.press('Escape');
  await form.getByLabel(/^Vet/).selectOption({ label: 'Sarah Kim' });
  await fillDate(form.getByLabel(/^Date/), slot.date);
  await fillTime(form.getByLabel(/^Time/), slot.time);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Appointment saved')).toBeVisible();
  await expect(form).toBeHidden();
  const [stored] = await desk.appointmentsOfClient(client.id);
  expect(stored).toMatchObject({ status: STATUS.CONFIRMED, vet: { id: vetId }, client: { id: client.id }, pets: [{ id: pet.id }] });
  expect(Date.parse(stored.datetime_start_utc)).toBe(Date.parse(slot.startUtc));
  // The profile's upcoming appointments show it without a reload.
  await expect(page.getByRole('tab', { name: /Upcoming \(1\)/ })).toBeVisible();

  // From the pet's profile: its owner and the pet.
  await page.goto(`/app/patients/${pet.id}`);
  await expect(page.getByRole('heading', { level: 1, name: pet.nickname })).toBeVisible();
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  const again = page.getByRole('dialog', { name: 'New appointment' });
  await expect(again.getByRole('combobox', { name: 'Client' })).toHaveValue(client.full_name);
  await expect(again.getByRole('button', { name: `Remove ${pet.nickname}` })).toBeVisible();
  await again.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(again).toBeHidden();
});
