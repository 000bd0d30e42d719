import { expect, test } from './support/test';
import { CITY_VETS, STATUS, StaffApi, fillDate, fillTime, uniqueTag, RECEPTION, SARAH_KIM_DAYS } from './support/front-desk';
import { signIn } from './support/staff';

// Issue 22, everyday actions: a walk-in client with a pet, created inside the new-appointment dialog.
test('a receptionist books a walk-in: new client and pet typed in the dialog, the duplicate warning, then one booking', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const desk = await StaffApi.signIn(request, RECEPTION, CITY_VETS.slug);
  // Someone already has the e-mail the walk-in gives: the dialog warns as the clients screen does.
  const { client: existing } = await desk.createClientWithDog(tag);
  const existingEmail = `jordan.${tag.toLowerCase()}@example.test`;
  const vetId = await desk.vetIdByName('Sarah Kim');
  const packageId = await desk.packageIdByName('Annual vaccination');
  const slot = await desk.findFreeRun({ vetId, packageId, zone: CITY_VETS.zone, slots: 1, fromDays: 4, weekdays: SARAH_KIM_DAYS });
  const last = `Walkin${tag}`;

  await signIn(page, RECEPTION);
  await page.getByRole('link', { name: 'Calendar', exact: true }).click();
  await page.getByRole('button', { name: 'New appointment' }).click();
  const form = page.getByRole('dialog', { name: 'New appointment' });
  await form.getByRole('button', { name: 'New client', exact: true }).click();
  const walkIn = form.getByRole('group', { name: 'New client and pet' });
  await expect(walkIn).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Client' })).toHaveCount(0);

  await form.getByRole('combobox', { name: 'Services' }).click();
  await form.getByRole('option', { name: /^Annual vaccination/ }).click();
  await page.keyboard.press('Escape');
  await form.getByLabel(/^Vet/).selectOption({ label: 'Sarah Kim' });
  await fillDate(form.getByLabel(/^Date/), slot.date);
  await fillTime(form.getByLabel(/^Time/), slot.time);

  // Empty walk-in fields are refused with field messages, before any request.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(walkIn.getByText('First name is required.')).toBeVisible();
  await expect(walkIn.getByText('This field is required.')).toBeVisible();

  await walkIn.getByLabel(/^First name/).fill('Casey');
  await walkIn.getByLabel(/^Last name/).fill(last);
  // The phone is read in the clinic's country (City Vets: United States).
  await expect(walkIn.getByRole('combobox', { name: 'Country calling code' })).toHaveValue('US');
  await walkIn.locator('input[type="tel"]').fill('(212) 736-5000');
  await walkIn.getByLabel(/^E-mail/).fill(existingEmail);
  await walkIn.getByLabel(/^Pet's name/).fill(`Pip${tag}`);
  await walkIn.getByLabel(/^Species/).selectOption({ label: 'Dog' });
  await form.getByRole('button', { name: 'Save' }).click();

  const warning = form.getByRole('alert').filter({ hasText: 'A client with the same e-mail or phone already exists' });
  await expect(warning).toBeVisible();
  await expect(warning.getByText(existing.full_name)).toBeVisible();
  await warning.getByRole('button', { name: 'Create anyway' }).click();
  await expect(page.getByText('Appointment saved')).toBeVisible();
  await expect(form).toBeHidden();

  const found = (await desk.get<{ data: { id: number; full_name: string; phone: string; email: string; pets: { nickname: string }[] }[] }>('/pet-parents', { search: last })).data;
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({ full_name: `Casey ${last}`, phone: '+12127365000', email: existingEmail, pets: [{ nickname: `Pip${tag}` }] });
  const [booked] = await desk.appointmentsOfClient(found[0].id);
  expect(booked).toMatchObject({ status: STATUS.CONFIRMED, vet: { id: vetId }, client: { id: found[0].id }, pets: [{ nickname: `Pip${tag}` }] });
  expect(Date.parse(booked.datetime_start_utc)).toBe(Date.parse(slot.startUtc));
});
