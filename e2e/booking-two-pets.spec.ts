import { expect, test } from './support/test';
import { guestEmail, pickFirstFreeTime } from './support/booking';

// Issue 22 #2 and #5: two pets in one booking take the services twice, back to back; a guest's
// phone has the account forms' country picker and is stored in E.164.
test.describe('a guest books two pets', () => {
  test('the page asks for the whole hour, the phone is read in the clinic\'s country, and the desk sees both', async ({ page, request }) => {
    const email = guestEmail('two-pets');
    await page.goto('/book/happy-paws');
    // Two days ahead: well inside opening hours and outside any cutoff, whatever the time of day.
    await pickFirstFreeTime(page, { service: /^General consultation/, daysAhead: 2 });

    await page.getByLabel(/^First name/).fill('Ioana');
    await page.getByLabel(/^Last name/).fill('Dumitru');
    await page.getByLabel(/^E-mail/).fill(email);
    // The same phone field as the account forms: the clinic's country (Romania) is chosen first.
    await expect(page.getByLabel('Country calling code')).toHaveValue('RO');
    await page.getByLabel(/^Phone/).fill('0721 23');
    await page.getByLabel(/^Pet's name/).first().fill('Rex');
    await page.getByLabel(/^Species/).first().selectOption({ label: 'Dog' });
    await expect(page.getByText('· 30 min')).toBeVisible();
    await page.getByRole('button', { name: 'Add another pet' }).click();
    await page.getByLabel(/^Pet's name/).nth(1).fill('Bella');
    await page.getByLabel(/^Species/).nth(1).selectOption({ label: 'Dog' });

    // Each pet gets the consultation: the summary says an hour, not 30 minutes.
    await expect(page.getByText('· 60 min')).toBeVisible();
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(page.getByText('This phone number is not valid for the chosen country.')).toBeVisible();
    await page.getByLabel(/^Phone/).fill('0721 234 567');
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();

    // The desk sees one appointment of an hour for both pets, and the number in E.164.
    const login = await request.post('/api/v1/auth/login', { data: { email: 'admin@happypaws.test', password: 'demo1234' } });
    const { access_token } = await login.json();
    const me = await (await request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${access_token}` } })).json();
    const clinicId = me.data.clinics.find((c: { slug: string }) => c.slug === 'happy-paws').id;
    const headers = { authorization: `Bearer ${access_token}`, 'x-clinic-id': String(clinicId) };
    const clients = await (await request.get(`/api/v1/pet-parents?search=${encodeURIComponent(email)}`, { headers })).json();
    expect(clients.data).toHaveLength(1);
    expect(clients.data[0].phone).toBe('+40721234567');
    const list = await (await request.get(`/api/v1/appointments?filter[client_id]=${clients.data[0].id}`, { headers })).json();
    expect(list.data).toHaveLength(1);
    const [a] = list.data as { datetime_start_utc: string; datetime_end_utc: string; pets: { nickname: string }[] }[];
    expect(Date.parse(a.datetime_end_utc) - Date.parse(a.datetime_start_utc)).toBe(60 * 60_000);
    expect(a.pets.map((p) => p.nickname).sort()).toEqual(['Bella', 'Rex']);
  });
});
