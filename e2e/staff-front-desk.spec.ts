import { expect, test } from './support/test';
import { DateTime } from 'luxon';
import { guestEmail } from './support/booking';
import {
  CITY_VETS, RECEPTION, SARAH_KIM_DAYS, HAPPY_PAWS, STATUS, StaffApi, calendarEvent, dragEventDown, fillDate, fillTime, openAs, openCalendarDay, switchClinic, uniqueTag,
  type ApiAppointment,
} from './support/front-desk';
import { signIn } from './support/staff';

const ADMIN = 'admin@happypaws.test';

test.describe('staff front desk', () => {
  test('a receptionist adds a client with a pet, books them, and the vet sees it on the calendar', async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const tag = uniqueTag();
    const last = `Front${tag}`;
    const pet = `Biscuit${tag}`;
    const email = `olivia.${tag.toLowerCase()}@example.test`;

    // A free quarter hour of Sarah Kim a few days ahead (the demo calendar is busy; the API knows where).
    const desk = await StaffApi.signIn(request, RECEPTION, CITY_VETS.slug);
    const vetId = await desk.vetIdByName('Sarah Kim');
    const packageId = await desk.packageIdByName('Annual vaccination');
    const slot = await desk.findFreeRun({ vetId, packageId, zone: CITY_VETS.zone, slots: 1, fromDays: 3, weekdays: SARAH_KIM_DAYS });

    await signIn(page, RECEPTION);
    await page.getByRole('link', { name: 'Clients', exact: true }).click();
    await page.getByRole('button', { name: 'New client' }).click();
    const clientDialog = page.getByRole('dialog', { name: 'New client' });
    await clientDialog.getByLabel(/^First name/).fill('Olivia');
    await clientDialog.getByLabel(/^Last name/).fill(last);
    await clientDialog.getByLabel(/^E-mail/).fill(email);
    await clientDialog.getByLabel(/^Phone/).fill('+1 212 555 0142');
    await clientDialog.getByLabel(/^Lead source/).selectOption({ label: 'Walk-in' });
    await clientDialog.getByRole('button', { name: 'Save' }).click();
    // The phone may already belong to a demo client: the desk is warned and goes ahead.
    const anyway = clientDialog.getByRole('button', { name: 'Create anyway' });
    await expect(anyway.or(page.getByRole('heading', { level: 1, name: `Olivia ${last}` }))).toBeVisible();
    if (await anyway.isVisible()) await anyway.click();
    await expect(page.getByRole('heading', { level: 1, name: `Olivia ${last}` })).toBeVisible();

    await page.getByRole('button', { name: 'Add pet' }).first().click();
    const petDialog = page.getByRole('dialog', { name: `New pet of Olivia ${last}` });
    await petDialog.getByLabel(/^Name/).fill(pet);
    await petDialog.getByLabel(/^Species/).selectOption({ label: 'Dog' });
    await petDialog.getByLabel(/^Gender/).selectOption({ label: 'Female' });
    await fillDate(petDialog.getByLabel(/^Birthday/), '2021-04-12');
    await petDialog.getByRole('button', { name: 'Save' }).click();
    await expect(petDialog).toBeHidden();
    await expect(page.getByText(pet).first()).toBeVisible();

    // Book them.
    await page.getByRole('link', { name: 'Calendar', exact: true }).click();
    await page.getByRole('button', { name: 'New appointment' }).click();
    const form = page.getByRole('dialog', { name: 'New appointment' });
    await form.getByRole('combobox', { name: 'Client' }).fill(last);
    await form.getByRole('option', { name: new RegExp(last) }).click();
    // A client with one pet gets that pet chosen; otherwise pick it.
    const petTag = form.getByRole('button', { name: `Remove ${pet}` });
    if (!(await petTag.isVisible())) {
      await form.getByRole('combobox', { name: 'Pet' }).click();
      await form.getByRole('option', { name: pet }).click();
      await page.keyboard.press('Escape');
    }
    await expect(petTag).toBeVisible();
    await form.getByRole('combobox', { name: 'Services' }).click();
    await form.getByRole('option', { name: /^Annual vaccination/ }).click();
    await page.keyboard.press('Escape');
    await expect(form.getByRole('button', { name: 'Remove Annual vaccination' })).toBeVisible();
    await form.getByLabel(/^Vet/).selectOption({ label: 'Sarah Kim' });
    await fillDate(form.getByLabel(/^Date/), slot.date);
    await fillTime(form.getByLabel(/^Time/), slot.time);
    await form.getByLabel(/^Status/).selectOption({ label: 'Confirmed' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Appointment saved')).toBeVisible();
    await expect(form).toBeHidden();
    // Stored at the clinic-local time that was typed, with Sarah Kim, confirmed.
    const [created] = (await desk.get<{ data: { id: number }[] }>('/pet-parents', { search: email, per_page: 5 })).data;
    const [stored] = await desk.appointmentsOfClient(created.id);
    expect(stored).toMatchObject({ status: STATUS.CONFIRMED, vet: { id: vetId }, pets: [{ nickname: pet }] });
    expect(Date.parse(stored.datetime_start_utc)).toBe(Date.parse(slot.startUtc));

    // The vet's view: City Vets' vets have no logins, so the group admin (a City Vets member) looks.
    const vet = await openAs(browser, (p) => signIn(p, ADMIN));
    try {
      await switchClinic(vet.page, CITY_VETS.name);
      await openCalendarDay(vet.page, slot.date);
      const event = calendarEvent(vet.page, pet);
      await expect(event).toBeVisible();
      await expect(event).toContainText(`Olivia ${last}`);
      const start = DateTime.fromISO(`${slot.date}T${slot.time}`, { zone: CITY_VETS.zone });
      await expect(event).toContainText(`${start.toFormat('hh:mm a')}–${start.plus({ minutes: 15 }).toFormat('hh:mm a')}`);
      await expect(event).toContainText('Annual vaccination');
    } finally {
      await vet.context.close();
    }
  });

  test('a booked appointment is dragged to a later time on the day view', async ({ page, request }) => {
    test.setTimeout(120_000);
    const tag = uniqueTag();
    const admin = await StaffApi.signIn(request, ADMIN, CITY_VETS.slug);
    const vetId = await admin.vetIdByName('Sarah Kim');
    const packageId = await admin.packageIdByName('Annual vaccination');
    // Free for an hour, so a drag of two quarter hours lands on a free time.
    const slot = await admin.findFreeRun({ vetId, packageId, zone: CITY_VETS.zone, slots: 4, fromDays: 3, weekdays: SARAH_KIM_DAYS });
    const { client, pet } = await admin.createClientWithDog(tag);
    const booked = (await admin.post<{ data: ApiAppointment }>('/appointments', {
      client_id: client.id, pet_ids: [pet.id], service_package_ids: [packageId], vet_id: vetId,
      datetime_start_utc: slot.startUtc, status: STATUS.CONFIRMED, notify: { mail: false, sms: false },
    })).data;

    await signIn(page, ADMIN);
    await switchClinic(page, CITY_VETS.name);
    await openCalendarDay(page, slot.date);
    const event = calendarEvent(page, pet.nickname);
    await expect(event).toBeVisible();
    const before = DateTime.fromISO(booked.datetime_start_utc).setZone(CITY_VETS.zone);
    await expect(event).toContainText(`${before.toFormat('hh:mm a')}–${before.plus({ minutes: 15 }).toFormat('hh:mm a')}`);

    await dragEventDown(page, event, 2);
    // A drop asks first (issue 22 #7); staff-fit-and-finish.spec.ts covers cancel and undo.
    await page.getByRole('alertdialog', { name: 'Move this appointment?' }).getByRole('button', { name: 'Move', exact: true }).click();
    const after = before.plus({ minutes: 30 });
    await expect(page.getByText(`Moved to ${after.toFormat('hh:mm a')}–${after.plus({ minutes: 15 }).toFormat('hh:mm a')}`)).toBeVisible();
    await expect(event).toContainText(`${after.toFormat('hh:mm a')}–${after.plus({ minutes: 15 }).toFormat('hh:mm a')}`);

    // It stays moved after a reload …
    await page.reload();
    await switchClinic(page, CITY_VETS.name);
    await openCalendarDay(page, slot.date);
    await expect(calendarEvent(page, pet.nickname)).toContainText(`${after.toFormat('hh:mm a')}–${after.plus({ minutes: 15 }).toFormat('hh:mm a')}`);
    // … and in the API.
    const [moved] = await admin.appointmentsOfClient(client.id);
    expect(moved.id).toBe(booked.id);
    expect(Date.parse(moved.datetime_start_utc)).toBe(after.toMillis());
    expect(Date.parse(moved.datetime_end_utc)).toBe(after.plus({ minutes: 15 }).toMillis());
  });

  test('a past confirmed appointment is marked as a no-show', async ({ page, request }) => {
    test.setTimeout(120_000);
    const admin = await StaffApi.signIn(request, ADMIN, CITY_VETS.slug);
    const past = (await admin.get<{ data: ApiAppointment[] }>('/appointments', {
      'filter[status]': STATUS.CONFIRMED, 'filter[to]': new Date(Date.now() - 60 * 60_000).toISOString(), per_page: 5,
    })).data.filter((a) => a.pets.length > 0 && a.client && Date.parse(a.datetime_start_utc) < Date.now());
    expect(past.length, 'the demo data has past confirmed appointments').toBeGreaterThan(0);
    const appt = past[past.length - 1];
    const date = DateTime.fromISO(appt.datetime_start_utc).setZone(CITY_VETS.zone).toISODate()!;

    await signIn(page, ADMIN);
    await switchClinic(page, CITY_VETS.name);
    await openCalendarDay(page, date);
    const event = calendarEvent(page, appt.pets[0].nickname).filter({ hasText: appt.client!.full_name });
    await event.first().click();
    const drawer = page.getByRole('dialog', { name: appt.client!.full_name });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Confirmed', { exact: true })).toBeVisible();
    await drawer.getByRole('button', { name: 'No-show' }).click();
    const confirm = page.getByRole('dialog', { name: 'Mark as no-show?' });
    await expect(confirm).toContainText(appt.client!.full_name);
    await confirm.getByRole('button', { name: 'No-show' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Marked as no-show')).toBeVisible();
    await expect(drawer.getByText('No-show', { exact: true })).toBeVisible();
    // A no-show is final: nothing left to do with it.
    await expect(drawer.getByRole('button', { name: 'No-show' })).toHaveCount(0);

    expect((await admin.appointment(appt.id)).status).toBe(STATUS.NO_SHOW);
  });

  test('an online request is approved and the client gets the confirmation mail', async ({ page, request }) => {
    test.setTimeout(120_000);
    await signIn(page, RECEPTION);
    await page.getByRole('link', { name: /^Online requests/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Online requests' })).toBeVisible();
    // The first new booking whose time has not passed (those can't be approved).
    const card = page.getByRole('list', { name: 'Online requests' }).getByRole('listitem')
      .filter({ hasText: 'New booking' }).filter({ hasNotText: 'Time passed' }).first();
    await expect(card).toBeVisible();
    const text = await card.innerText();
    const email = /[\w.+-]+@[\w-]+(\.[\w-]+)+/.exec(text)?.[0];
    const label = (await card.getAttribute('aria-label')) ?? '';
    expect(email, `the card shows the client's e-mail: ${text}`).toBeTruthy();

    await card.getByRole('button', { name: 'Approve' }).click();
    const toast = page.getByText(/^Approved: .+ was e-mailed$/);
    await expect(toast).toBeVisible();
    const client = /^Approved: (.+) was e-mailed$/.exec((await toast.innerText()).trim())![1];
    expect(label.startsWith(client)).toBe(true);
    // It leaves the queue.
    await expect(page.getByRole('listitem', { name: label, exact: true })).toHaveCount(0);

    // The same client, seen by the API, has this e-mail (the card and the data agree).
    const desk = await StaffApi.signIn(request, RECEPTION, CITY_VETS.slug);
    const hits = (await desk.get<{ data: { full_name: string; email: string | null }[] }>('/pet-parents', { search: email!, per_page: 5 })).data;
    expect(hits.map((h) => h.full_name)).toContain(client);

    await page.goto('/dev/mailbox');
    const mail = page.locator('details').filter({ hasText: email! }).filter({ hasText: /Your appointment at City Vets is confirmed/ }).first();
    await expect(mail).toBeVisible();
    await expect(mail.locator('summary')).toContainText(`to ${email}`);
  });

  test('a clinic proposes a new time and the client accepts it, or picks another one, from the mail', async ({ page, request }) => {
    test.setTimeout(180_000);
    const clinic = (await (await request.get(`/api/v1/public/clinics/${HAPPY_PAWS.slug}?include=services,species`)).json()).data;
    const pkg = clinic.services.find((s: { name: string }) => s.name === 'General consultation').service_packages[0].id as number;
    const dog = clinic.species.find((s: { name: string }) => s.name === 'Dog').id as number;
    const admin = await StaffApi.signIn(request, ADMIN, HAPPY_PAWS.slug);

    /** A guest books online (the public API), as the booking page does; happy-paws asks the clinic to approve. */
    const book = async (email: string, petName: string, skip: number) => {
      const start = DateTime.now().setZone(HAPPY_PAWS.zone).plus({ days: 3 }).toISODate()!;
      const end = DateTime.now().setZone(HAPPY_PAWS.zone).plus({ days: 12 }).toISODate()!;
      const slots = (await (await request.get(`/api/v1/public/clinics/${HAPPY_PAWS.slug}/vets-timeslots`, {
        params: { start_date: start, end_date: end, 'service_package_ids[0]': pkg, any_staff: 1 },
      })).json()).data[0].schedule as Record<string, string[]>;
      const free = Object.values(slots).flat();
      expect(free.length).toBeGreaterThan(skip);
      const res = await request.post('/api/v1/for-pet-parents/appointments', {
        data: {
          clinic_id: clinic.id, datetime_start_utc: free[skip], vet_id: -1, service_package_ids: [pkg],
          first_name: 'Ioana', last_name: `Guest${uniqueTag()}`, email, phone: '+40 721 555 010', pets: [{ nickname: petName, species_id: dog }],
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      const booked = (await res.json()).data as { id: number; status: number; datetime_start_utc: string; vet: { id: number } };
      expect(booked.status).toBe(STATUS.PENDING_CLINIC);
      return booked;
    };

    // 1) The clinic proposes another time in the calendar; the client accepts it from the mail.
    const first = guestEmail('propose');
    const firstPet = `Nora${uniqueTag()}`;
    const booked = await book(first, firstPet, 0);
    await signIn(page, ADMIN);
    await switchClinic(page, HAPPY_PAWS.name);
    await openCalendarDay(page, DateTime.fromISO(booked.datetime_start_utc).setZone(HAPPY_PAWS.zone).toISODate()!);
    await calendarEvent(page, firstPet).first().click();
    const drawer = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Propose new time' }) });
    await drawer.getByRole('button', { name: 'Propose new time' }).click();
    const propose = page.getByRole('dialog', { name: 'Propose a new time' });
    const chips = propose.getByRole('group', { name: 'Free times of this vet on that day' }).getByRole('button');
    await expect(chips.first()).toBeVisible();
    const chip = chips.last();
    const chosen = (await chip.innerText()).trim();
    await chip.click();
    await expect(propose.getByLabel(/^Time/)).toHaveValue(chosen);
    await propose.getByRole('button', { name: 'Send proposal' }).click();
    await expect(page.getByText('New time proposed to the client')).toBeVisible();
    await expect(propose).toBeHidden();
    const proposed = await admin.appointment(booked.id);
    expect(proposed.status).toBe(STATUS.PROPOSED_BY_CLINIC);
    expect(DateTime.fromISO(proposed.datetime_start_utc).setZone(HAPPY_PAWS.zone).toFormat('HH:mm')).toBe(chosen);

    await page.goto(`/dev/mailbox?to=${encodeURIComponent(first)}`);
    await expect(page.locator('details').first().locator('summary')).toContainText('proposes a new time');
    await page.locator('details').first().getByRole('link', { name: 'Accept this time' }).click();
    await page.getByRole('button', { name: 'Accept appointment' }).click();
    await expect(page.getByText('Thank you! Your appointment is confirmed.')).toBeVisible();
    expect((await admin.appointment(booked.id)).status).toBe(STATUS.CONFIRMED);

    // 2) Another proposal (through the API this time); the client picks another time instead.
    const second = guestEmail('counter');
    const other = await book(second, `Luna${uniqueTag()}`, 1);
    const free = await admin.findFreeRun({ vetId: other.vet.id, packageId: pkg, zone: HAPPY_PAWS.zone, slots: 2, fromDays: 13 });
    await admin.post(`/appointments/${other.id}/propose-time`, { datetime_start_utc: free.startUtc });
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(second)}`);
    await expect(page.locator('details').first().locator('summary')).toContainText('proposes a new time');
    await page.locator('details').first().getByRole('link', { name: 'Choose another time' }).click();
    const times = page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio');
    await expect(times.first()).toBeVisible();
    await times.first().click();
    await page.getByRole('button', { name: 'Confirm the new time' }).click();
    await expect(page.getByText('Your new time was sent. The clinic will confirm it.')).toBeVisible();
    expect((await admin.appointment(other.id)).status).toBe(STATUS.RESCHEDULED_BY_CLIENT);
  });
});
