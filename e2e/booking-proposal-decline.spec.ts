import { expect, test } from './support/test';
import { guestEmail, pickFirstFreeTime } from './support/booking';

// Issue 22 #3: a time the clinic proposes inside the cancel cutoff can still be declined by the
// client, and the mail offers exactly what the page allows (accept or decline, not another time).
test.describe('a clinic proposal inside the cutoff', () => {
  test('the client declines it from the mail', async ({ page, request }) => {
    const email = guestEmail('decline');
    await page.goto('/book/happy-paws');
    await pickFirstFreeTime(page, { service: /^General consultation/, daysAhead: 2 });
    await page.getByLabel(/^First name/).fill('Mihai');
    await page.getByLabel(/^Last name/).fill('Stan');
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Phone/).fill('0722 345 678');
    await page.getByLabel(/^Pet's name/).fill('Azor');
    await page.getByLabel(/^Species/).selectOption({ label: 'Dog' });
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();

    // The desk proposes a time in three hours: inside the 24-hour cutoff.
    const login = await request.post('/api/v1/auth/login', { data: { email: 'admin@happypaws.test', password: 'demo1234' } });
    const { access_token } = await login.json();
    const me = await (await request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${access_token}` } })).json();
    const clinicId = me.data.clinics.find((c: { slug: string }) => c.slug === 'happy-paws').id;
    const headers = { authorization: `Bearer ${access_token}`, 'x-clinic-id': String(clinicId) };
    const [client] = (await (await request.get(`/api/v1/pet-parents?search=${encodeURIComponent(email)}`, { headers })).json()).data;
    const [appointment] = (await (await request.get(`/api/v1/appointments?filter[client_id]=${client.id}`, { headers })).json()).data;
    // The first quarter hour from three hours on where the vet is free (a demo visit may hold one: 409).
    const quarter = 15 * 60_000;
    const first = Math.ceil((Date.now() + 3 * 3600_000) / quarter) * quarter;
    let status = 0;
    for (let i = 0; i < 48 && status !== 200; i++) {
      const at = new Date(first + i * quarter).toISOString();
      const proposed = await request.post(`/api/v1/appointments/${appointment.id}/propose-time`, { headers, data: { datetime_start_utc: at, notify: { mail: true, sms: false } } });
      status = proposed.status();
      expect([200, 409], await proposed.text()).toContain(status);
    }
    expect(status).toBe(200);

    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByRole('link', { name: 'Accept this time' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Choose another time' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Decline this time' }).first().click();
    await page.getByRole('button', { name: 'Yes, cancel the appointment' }).click();
    await expect(page.getByText('Your appointment is cancelled. The clinic has been told.')).toBeVisible();
  });
});
