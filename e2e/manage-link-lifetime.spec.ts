import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { DateTime } from 'luxon';
import { formatClinicTime } from '../packages/domain/src/time-format';
import { fillGuestAndBook, guestEmail, pickFirstFreeTime } from './support/booking';
import { CITY_VETS, RECEPTION, SARAH_KIM_DAYS, StaffApi, uniqueTag } from './support/front-desk';
import { DEMO_PASSWORD, signIn } from './support/staff';

interface MailboxMessage { id: number; channel: string; subject: string | null; links: { label: string; url: string }[]; attachments: { filename: string; content: string }[] }

/** Every mail to an address, oldest first, as /dev/mailbox.json lists them (waits until there are `atLeast`). */
async function mailsTo(request: APIRequestContext, to: string, atLeast: number): Promise<MailboxMessage[]> {
  let mails: MailboxMessage[] = [];
  await expect.poll(async () => {
    const { data } = (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as { data: MailboxMessage[] };
    mails = data.filter((m) => m.channel === 'mail').sort((a, b) => a.id - b.id);
    return mails.length;
  }, { timeout: 15_000 }).toBeGreaterThanOrEqual(atLeast);
  return mails;
}

test.describe('manage link for the appointment\'s life', () => {
  test('the link from the very first mail still opens the appointment after the client confirms and the clinic moves it twice', async ({ page, request }) => {
    const email = guestEmail('lifelong');
    await page.goto('/book/happy-paws');
    await pickFirstFreeTime(page, { service: /^General consultation/, daysAhead: 3 });
    await fillGuestAndBook(page, email, 'Bruno');
    await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
    const download = await page.getByRole('link', { name: 'Download (.ics)' }).getAttribute('href');

    const [first] = await mailsTo(request, email, 1);
    const firstLink = new URL(first.links[0].url).pathname;
    const token = firstLink.split('/appointment/')[1];
    const booked = (await (await request.get(`/api/v1/public/appointments/${token}`)).json()).data;
    const clinic = (await (await request.get('/api/v1/public/clinics/happy-paws')).json()).data as { timezone: string; client_time_format: string };
    // The success page's download is the mail's invite: served by the API, same UID, tentative for a request.
    expect(download).toBe(`/api/v1/public/appointments/${token}/calendar.ics`);
    const fromPage = await (await request.get(download!)).text();
    const uidOf = (ics: string) => /\r\nUID:([^\r]+)\r\n/.exec(ics)?.[1];
    expect(uidOf(fromPage)).toBe(uidOf(first.attachments[0].content));
    expect(fromPage).toContain('\r\nSTATUS:TENTATIVE\r\n');

    // The clinic's desk, through its API.
    const login = await request.post('/api/v1/auth/login', { data: { email: 'admin@happypaws.test', password: DEMO_PASSWORD } });
    const auth = { authorization: `Bearer ${(await login.json()).access_token}` };
    const me = await (await request.get('/api/v1/auth/me', { headers: auth })).json();
    const headers = { ...auth, 'x-clinic-id': String(me.data.clinics.find((c: { slug: string }) => c.slug === 'happy-paws').id) };
    /** The appointment vet's first free time from 10:00 clinic time, on the first open day after `after`. */
    const freeTimeAfter = async (after: string) => {
      for (let days = 1; days <= 14; days++) {
        const date = DateTime.fromISO(after).setZone(clinic.timezone).plus({ days }).toISODate()!;
        const res = await request.get(`/api/v1/clinics/${headers['x-clinic-id']}/vets-timeslots`, {
          headers, params: { start_date: date, end_date: date, vet_id: booked.vet.id, 'service_package_ids[0]': booked.services[0].service_package_id },
        });
        const slots: string[] = (await res.json()).data[0]?.schedule[date] ?? [];
        const slot = slots.find((iso) => DateTime.fromISO(iso).setZone(clinic.timezone).hour >= 10);
        if (slot) return new Date(slot).toISOString();
      }
      throw new Error(`no free time in the two weeks after ${after}`);
    };

    // The clinic proposes a time and the client confirms it from the first mail's link.
    const proposed = await request.post(`/api/v1/appointments/${booked.id}/propose-time`, { headers, data: { datetime_start_utc: await freeTimeAfter(booked.datetime_start_utc) } });
    expect(proposed.status(), await proposed.text()).toBe(200);
    await page.goto(firstLink);
    await page.getByRole('button', { name: 'Accept appointment' }).click();
    await expect(page.getByText('Thank you! Your appointment is confirmed.')).toBeVisible();

    // The clinic changes the time twice, telling the client each time.
    let latest = (await proposed.json()).data.datetime_start_utc as string;
    for (let move = 0; move < 2; move++) {
      latest = await freeTimeAfter(latest);
      const moved = await request.put(`/api/v1/appointments/${booked.id}`, { headers, data: { datetime_start_utc: latest, notify: { mail: true } } });
      expect(moved.status(), await moved.text()).toBe(200);
    }
    const mails = await mailsTo(request, email, 4);
    expect(mails[0].id, 'still the very first mail').toBe(first.id);

    // The very first mail's link opens the appointment at its current time.
    await page.goto(firstLink);
    await expect(page.getByRole('heading', { name: 'Your appointment' })).toBeVisible();
    await expect(page.getByText(formatClinicTime(latest, { timezone: clinic.timezone, timeFormat: clinic.client_time_format, language: 'en' })).first()).toBeVisible();
    await expect(page.getByText('This link is not valid')).toHaveCount(0);
    // And its calendar download is the current event.
    const ics = await request.get(`/api/v1/public/appointments/${token}/calendar.ics`);
    expect(ics.status()).toBe(200);
    expect(await ics.text()).toContain(`DTSTART:${latest.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
  });

  test('the desk sends a client a new link from the appointment: the old link stops working, the new one opens it', async ({ page, request }) => {
    test.setTimeout(120_000);
    const tag = uniqueTag();
    const desk = await StaffApi.signIn(request, RECEPTION, CITY_VETS.slug);
    const { client, pet } = await desk.createClientWithDog(tag);
    const email = `jordan.${tag.toLowerCase()}@example.test`;
    const vetId = await desk.vetIdByName('Sarah Kim');
    const packageId = await desk.packageIdByName('Annual vaccination');
    const slot = await desk.findFreeRun({ vetId, packageId, zone: CITY_VETS.zone, slots: 1, fromDays: 3, weekdays: SARAH_KIM_DAYS });
    await desk.post('/appointments', {
      client_id: client.id, pet_ids: [pet.id], service_package_ids: [packageId], vet_id: vetId, datetime_start_utc: slot.startUtc, status: 5, notify: { mail: true, sms: false },
    });
    const [first] = await mailsTo(request, email, 1);
    const oldLink = new URL(first.links[0].url).pathname;

    await signIn(page, RECEPTION);
    await page.getByRole('link', { name: 'Find appointments' }).click();
    await page.getByRole('searchbox', { name: 'Search appointments' }).fill(pet.nickname);
    const row = page.getByRole('table', { name: 'Appointments found' }).getByRole('row').filter({ hasText: pet.nickname });
    await row.first().getByRole('button').click();
    const drawer = page.getByRole('dialog', { name: client.full_name });
    await drawer.getByRole('button', { name: 'New link for the client' }).click();
    // Asked first: the old links stop working.
    const confirm = page.getByRole('dialog', { name: 'Send the client a new link?' });
    await expect(confirm).toContainText('stop working');
    await confirm.getByRole('button', { name: 'Send new link' }).click();
    await expect(page.getByText('New link sent to the client')).toBeVisible();

    const mails = await mailsTo(request, email, 2);
    const newLink = new URL(mails[mails.length - 1].links[0].url).pathname;
    expect(newLink).not.toBe(oldLink);
    await page.goto(oldLink);
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
    await page.goto(newLink);
    await expect(page.getByRole('heading', { name: 'Your appointment' })).toBeVisible();
  });
});
