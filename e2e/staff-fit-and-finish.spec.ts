import { expect, test } from './support/test';
import { DateTime } from 'luxon';
import {
  CITY_VETS, SARAH_KIM_DAYS, HAPPY_PAWS, STATUS, StaffApi, calendarEvent, dragEventDown, openCalendarDay, switchClinic, uniqueTag,
  type ApiAppointment,
} from './support/front-desk';
import { signIn } from './support/staff';

const ADMIN = 'admin@happypaws.test';

interface ApiVisitType { id: number; name: string; vets: number[]; is_visible: boolean }

// Issue 22: the staff-side slips a walk-through found, each as the desk meets it.
test.describe('staff fit and finish', () => {
  test('a new visit type is performed by the vet whose name was clicked', async ({ page, request }) => {
    const tag = uniqueTag();
    const admin = await StaffApi.signIn(request, ADMIN, HAPPY_PAWS.slug);
    const andrei = await admin.vetIdByName('Andrei Popescu');

    await signIn(page, ADMIN);
    await switchClinic(page, HAPPY_PAWS.name);
    await page.getByRole('link', { name: 'Visit types', exact: true }).click();
    await page.getByRole('button', { name: 'New visit type' }).click();
    const dialog = page.getByRole('dialog', { name: 'New visit type' });
    await dialog.getByLabel(/^Name/).fill(`Check-up ${tag}`);
    // Clicking the name, as a person does: it ticks that vet and no other.
    await dialog.getByText('Andrei Popescu', { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Andrei Popescu' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Maria Ionescu' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const list = await admin.get<{ data: ApiVisitType[] }>('/visit-types', { per_page: 100 });
    expect(list.data.find((v) => v.name === `Check-up ${tag}`)?.vets).toEqual([andrei]);
  });

  test('a role given "manage" keeps the "view" it needs, in the editor and when saved', async ({ page, request }) => {
    const tag = uniqueTag();
    await signIn(page, ADMIN);
    await switchClinic(page, HAPPY_PAWS.name);
    await page.getByRole('link', { name: 'Roles', exact: true }).click();
    await page.getByRole('button', { name: 'New role' }).click();
    const dialog = page.getByRole('dialog', { name: 'New role' });
    await dialog.getByLabel(/^Name/).fill(`Desk ${tag}`);
    await dialog.getByText('Book and change appointments', { exact: true }).click();
    const view = dialog.getByRole('checkbox', { name: 'See appointments' });
    await expect(view).toBeChecked();
    await expect(view).toBeDisabled();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const admin = await StaffApi.signIn(request, ADMIN, HAPPY_PAWS.slug);
    const roles = await admin.get<{ data: { name: string; permissions: string[] }[] }>('/roles');
    expect(roles.data.find((r) => r.name === `Desk ${tag}`)?.permissions).toEqual(['appointments.view', 'appointments.manage']);
  });

  test('a dragged appointment asks first, and the move can be undone', async ({ page, request }) => {
    test.setTimeout(120_000);
    const tag = uniqueTag();
    const admin = await StaffApi.signIn(request, ADMIN, CITY_VETS.slug);
    const vetId = await admin.vetIdByName('Sarah Kim');
    const packageId = await admin.packageIdByName('Annual vaccination');
    const slot = await admin.findFreeRun({ vetId, packageId, zone: CITY_VETS.zone, slots: 4, fromDays: 3, weekdays: SARAH_KIM_DAYS });
    const { client, pet } = await admin.createClientWithDog(tag);
    const booked = (await admin.post<{ data: ApiAppointment }>('/appointments', {
      client_id: client.id, pet_ids: [pet.id], service_package_ids: [packageId], vet_id: vetId,
      datetime_start_utc: slot.startUtc, status: STATUS.CONFIRMED, notify: { mail: false, sms: false },
    })).data;
    const before = DateTime.fromISO(booked.datetime_start_utc).setZone(CITY_VETS.zone);
    const range = (from: DateTime) => `${from.toFormat('hh:mm a')}–${from.plus({ minutes: 15 }).toFormat('hh:mm a')}`;

    await signIn(page, ADMIN);
    await switchClinic(page, CITY_VETS.name);
    await openCalendarDay(page, slot.date);
    const event = calendarEvent(page, pet.nickname);
    await expect(event).toContainText(range(before));

    // Cancel keeps it where it was.
    await dragEventDown(page, event, 2);
    const ask = page.getByRole('alertdialog', { name: 'Move this appointment?' });
    await expect(ask).toBeVisible();
    // Booked at the desk: the client is not mailed unless the desk asks.
    await expect(ask.getByRole('checkbox', { name: 'Notify the client by e-mail' })).not.toBeChecked();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(event).toContainText(range(before));
    expect((await admin.appointment(booked.id)).datetime_start_utc).toBe(booked.datetime_start_utc);

    // Confirmed: it moves; Undo in the toast puts it back.
    await dragEventDown(page, event, 2);
    await ask.getByRole('button', { name: 'Move', exact: true }).click();
    const after = before.plus({ minutes: 30 });
    const toast = page.getByRole('status').filter({ hasText: `Moved to ${range(after)}` });
    await expect(toast).toBeVisible();
    await expect.poll(async () => Date.parse((await admin.appointment(booked.id)).datetime_start_utc)).toBe(after.toMillis());
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText(`Moved back to ${range(before)}`)).toBeVisible();
    await expect(event).toContainText(range(before));
    await expect.poll(async () => (await admin.appointment(booked.id)).datetime_start_utc).toBe(booked.datetime_start_utc);
  });

  test('"New appointment" opens at a time the vet works, and an invitation is not bookable by default', async ({ page }) => {
    await signIn(page, ADMIN);
    await switchClinic(page, CITY_VETS.name);
    await page.getByRole('link', { name: 'Calendar', exact: true }).click();
    const checked = page.waitForResponse((r) => r.url().includes('/bookable'));
    await page.getByRole('button', { name: 'New appointment' }).click();
    const form = page.getByRole('dialog', { name: 'New appointment' });
    await expect(form.getByLabel(/^Vet/)).toBeVisible();
    // The live check of the default vet and time answers without a warning, and the dialog shows none.
    expect((await (await checked).json()).data).toMatchObject({ bookable: true, warnings: [] });
    await expect(form.getByText("This is outside the vet's working hours.")).toHaveCount(0);
    await form.getByRole('button', { name: 'Close' }).first().click();

    await page.getByRole('link', { name: 'Team', exact: true }).click();
    await page.getByRole('button', { name: 'Invite' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a team member' });
    await expect(invite.getByRole('checkbox', { name: 'Vet (can be booked for appointments)' })).not.toBeChecked();
  });

  test('date and time boxes follow the clinic\'s own formats, not the browser\'s', async ({ page }) => {
    await signIn(page, ADMIN);
    // Happy Paws writes 26.11.2026 and 24-hour time.
    await switchClinic(page, HAPPY_PAWS.name);
    await page.getByRole('link', { name: 'Calendar', exact: true }).click();
    await expect(page.getByLabel('Go to date')).toHaveValue(DateTime.now().setZone(HAPPY_PAWS.zone).toFormat('dd.MM.yyyy'));
    await page.getByRole('button', { name: 'New appointment' }).click();
    let form = page.getByRole('dialog', { name: 'New appointment' });
    await expect(form.getByLabel(/^Date/)).toHaveAttribute('placeholder', 'DD.MM.YYYY');
    await expect(form.getByLabel(/^Date/)).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(form.getByLabel(/^Time/)).toHaveValue(/^([01]\d|2[0-3]):[0-5]\d$/);
    // The spec's mask: a 13th month and a 25th hour cannot be typed.
    await form.getByLabel(/^Date/).fill('31.13.2026');
    await expect(form.getByLabel(/^Date/)).toHaveValue('31.12.2026');
    await form.getByLabel(/^Time/).fill('2575');
    await expect(form.getByLabel(/^Time/)).toHaveValue('23:59');
    await form.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: 'Discard changes' }).click();

    // City Vets writes 11/26/2026 and a 12-hour clock with AM/PM beside the time.
    await switchClinic(page, CITY_VETS.name);
    await expect(page.getByLabel('Go to date')).toHaveValue(DateTime.now().setZone(CITY_VETS.zone).toFormat('MM/dd/yyyy'));
    await page.getByRole('button', { name: 'New appointment' }).click();
    form = page.getByRole('dialog', { name: 'New appointment' });
    await expect(form.getByLabel(/^Date/)).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    await expect(form.getByLabel(/^Time/)).toHaveValue(/^(0[1-9]|1[0-2]):[0-5]\d$/);
    await expect(form.getByRole('combobox', { name: 'AM or PM' })).toBeVisible();
  });

  test('the calendar week shows one vet\'s seven days and is remembered', async ({ page }) => {
    await signIn(page, ADMIN);
    await switchClinic(page, CITY_VETS.name);
    await page.getByRole('link', { name: 'Calendar', exact: true }).click();
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    const vet = page.getByLabel('Filter by vet');
    // A week is one vet's: no "All vets" in the picker, seven day columns, no per-vet columns.
    await expect(vet.locator('option', { hasText: 'All vets' })).toHaveCount(0);
    await vet.selectOption({ label: 'Sarah Kim' });
    await expect(page.locator('.rbc-time-header .rbc-header')).toHaveCount(7);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(vet.locator('option:checked')).toHaveText('Sarah Kim');
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await expect(vet.locator('option', { hasText: 'All vets' })).toHaveCount(1);
  });

  test('visit types copied from the repository wait for review before clients can book them', async ({ page, request }) => {
    await signIn(page, ADMIN);
    await switchClinic(page, HAPPY_PAWS.name);
    await page.getByRole('link', { name: 'Visit types', exact: true }).click();
    await page.getByRole('button', { name: 'Copy from repository' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy from repository' });
    await expect(dialog.getByText(/hidden from online booking until you have reviewed them/)).toBeVisible();
    const euthanasia = dialog.getByRole('checkbox', { name: /^Euthanasia/ });
    test.skip(await euthanasia.isDisabled(), 'already copied by an earlier run on this database');
    await dialog.getByText('Euthanasia', { exact: true }).click();
    await dialog.getByRole('button', { name: /^Copy 1/ }).click();
    await expect(dialog).toBeHidden();

    const admin = await StaffApi.signIn(request, ADMIN, HAPPY_PAWS.slug);
    const list = await admin.get<{ data: ApiVisitType[] }>('/visit-types', { per_page: 100 });
    expect(list.data.find((v) => v.name === 'Euthanasia')?.is_visible).toBe(false);
    const page2 = await request.get(`/api/v1/public/clinics/${HAPPY_PAWS.slug}?include=visit_types`);
    expect((await page2.json()).data.visit_types.map((v: { name: string }) => v.name)).not.toContain('Euthanasia');
  });

  test('a client profile counts one pet and one appointment in the singular', async ({ page, request }) => {
    const tag = uniqueTag();
    const admin = await StaffApi.signIn(request, ADMIN, CITY_VETS.slug);
    const vetId = await admin.vetIdByName('Sarah Kim');
    const packageId = await admin.packageIdByName('Annual vaccination');
    const slot = await admin.findFreeRun({ vetId, packageId, zone: CITY_VETS.zone, slots: 1, fromDays: 3, weekdays: SARAH_KIM_DAYS });
    const { client, pet } = await admin.createClientWithDog(tag);
    await admin.post('/appointments', {
      client_id: client.id, pet_ids: [pet.id], service_package_ids: [packageId], vet_id: vetId,
      datetime_start_utc: slot.startUtc, status: STATUS.CONFIRMED, notify: { mail: false, sms: false },
    });
    await signIn(page, ADMIN);
    await switchClinic(page, CITY_VETS.name);
    await page.goto(`/app/clients/${client.id}`);
    await expect(page.getByText('1 pet · 1 appointment at this clinic, 1 upcoming')).toBeVisible();
  });

  test('a Romanian date heading on the booking page keeps its month lower-case', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ro-RO', viewport: { width: 1366, height: 850 } });
    const page = await context.newPage();
    await page.goto(`/book/${HAPPY_PAWS.slug}`);
    await page.getByRole('button', { name: /^General consultation/ }).first().click();
    const heading = page.getByRole('heading', { level: 3, name: /^[A-ZĂÂÎȘȚ][a-zăâîșț]+, \d{1,2} [a-zăâîșț]+$/ });
    await expect(heading).toBeVisible({ timeout: 20_000 });
    // What the eye reads (innerText follows CSS text-transform), not only the DOM text.
    expect(await heading.evaluate((el) => (el as HTMLElement).innerText)).toMatch(/^[A-ZĂÂÎȘȚ][a-zăâîșț]+, \d{1,2} (ianuarie|februarie|martie|aprilie|mai|iunie|iulie|august|septembrie|octombrie|noiembrie|decembrie)$/);
    await context.close();
  });
});
