import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { HAPPY_PAWS, RECEPTION, CITY_VETS, StaffApi, switchClinic } from './support/front-desk';
import { DEMO_PASSWORD, signIn } from './support/staff';

/** Bearer and clinic headers for raw requests (status checks other than 200/201). */
async function headersOf(request: APIRequestContext, email: string, clinicId: number) {
  const login = await request.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  return { authorization: `Bearer ${(await login.json()).access_token}`, 'x-clinic-id': String(clinicId) };
}

const VET = 'vet@happypaws.test';

/**
 * Until the records list lands (issue #14, records API), the demo's surgery record — the one with an
 * anesthesia session — is found by asking the first record ids for their anesthesia.
 */
async function demoSurgery(request: APIRequestContext, headers: Record<string, string>) {
  for (let id = 1; id <= 200; id++) {
    const res = await request.get(`/api/v1/records/${id}/anesthesia`, { headers });
    if (res.status() !== 200) continue;
    const body = await res.json();
    if (body.data) return { recordId: id, petId: body.data.pet_id as number, readings: body.data.measurements.length as number };
  }
  throw new Error('no demo anesthesia session');
}

test('a vet records vitals on a record, sees the flags, prints the anesthesia sheet, and the pet\'s chart shows the new weight', async ({ page, request }) => {
  test.setTimeout(120_000);
  const vet = await StaffApi.signIn(request, VET, HAPPY_PAWS.slug);
  const headers = await headersOf(request, VET, vet.clinicId);
  const surgery = await demoSurgery(request, headers);
  expect(surgery.readings).toBeGreaterThanOrEqual(10);

  // Impossible values are refused per field; a fever is saved and flagged.
  const bad = await request.post(`/api/v1/records/${surgery.recordId}/vitals`, { headers, data: { temperature_c: 50, heart_rate: 0 } });
  expect(bad.status()).toBe(422);
  expect(Object.keys((await bad.json()).errors)).toEqual(expect.arrayContaining(['temperature_c', 'heart_rate']));
  const saved = await vet.post<{ data: { flags: Record<string, string> } }>(`/records/${surgery.recordId}/vitals`, { weight_grams: 23456, temperature_c: 40.4, heart_rate: 110 });
  expect(saved.data.flags).toEqual({ temperature_c: 'high' });

  const history = await vet.get<{ data: { weight_grams: number | null }[]; meta: { total: number } }>(`/pets/${surgery.petId}/vitals`, { per_page: 500 });
  expect(history.meta.total).toBeGreaterThan(4);
  expect(history.data.at(-1)!.weight_grams).toBe(23456);

  const pdf = await request.get(`/api/v1/records/${surgery.recordId}/anesthesia/pdf`, { headers });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The pet's profile: its weight is the new one, and the chart has every reading.
  await signIn(page, VET);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/app/patients/${surgery.petId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('23.456 kg')).toBeVisible();
    const chart = page.getByRole('region', { name: 'Vitals over time' });
    await expect(chart.getByText(`Readings: ${history.meta.total}`)).toBeVisible();
    await expect(chart.locator('.recharts-line-dot').first()).toBeVisible();
    await chart.getByRole('combobox', { name: 'Vital to chart' }).selectOption('temperature');
    await expect(chart.getByText(/^°C · Readings: \d+/)).toBeVisible();
    await chart.getByRole('combobox', { name: 'Vital to chart' }).selectOption('weight');
    await chart.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/vitals-chart-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `no sideways scroll at ${width}px`).toBeLessThanOrEqual(0);
  }
});

test('the desk does not see a pet\'s medical history chart (no records rights)', async ({ page, request }) => {
  const desk = await StaffApi.signIn(request, RECEPTION, CITY_VETS.slug);
  const pets = await desk.get<{ data: { id: number }[] }>('/pets', { per_page: 1 });
  await signIn(page, RECEPTION);
  await page.goto(`/app/patients/${pets.data[0].id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Upcoming/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vitals over time' })).toHaveCount(0);
});

test('an admin shows temperatures in °F, and the pet\'s chart follows', async ({ page, request }) => {
  test.setTimeout(90_000);
  const admin = await StaffApi.signIn(request, 'admin@happypaws.test', HAPPY_PAWS.slug);
  const headers = await headersOf(request, 'admin@happypaws.test', admin.clinicId);
  const surgery = await demoSurgery(request, headers);
  await signIn(page, 'admin@happypaws.test');
  await switchClinic(page, HAPPY_PAWS.name);
  await page.goto('/app/settings/preferences');
  const card = page.getByRole('region', { name: 'How vitals are shown' });
  await expect(card.getByText(/default for the clinic's country/)).toBeVisible();
  await expect(card.getByRole('combobox', { name: 'Temperature unit' })).toHaveValue('c');
  await card.getByRole('combobox', { name: 'Temperature unit' }).selectOption('f');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Vitals display saved')).toBeVisible();
  try {
    await page.goto(`/app/patients/${surgery.petId}`);
    const chart = page.getByRole('region', { name: 'Vitals over time' });
    await chart.getByRole('combobox', { name: 'Vital to chart' }).selectOption('temperature');
    await expect(chart.getByText(/^°F · Readings: \d+/)).toBeVisible();
  } finally {
    const res = await request.put(`/api/v1/clinics/${admin.clinicId}/vitals-settings`, { headers, data: { temperature_unit: 'c', bcs_scale: 9 } });
    expect(res.status()).toBe(200);
  }
});
