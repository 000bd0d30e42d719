import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { HAPPY_PAWS, StaffApi, uniqueTag } from './support/front-desk';
import { signIn } from './support/staff';

const VET = 'vet@happypaws.test';
const ADMIN = 'admin@happypaws.test';

async function shot(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a vet keeps a patient\'s problem list and writes, prints and completes a prescription on the pet profile', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const api = await StaffApi.signIn(request, VET, HAPPY_PAWS.slug);
  const { pet } = await api.createClientWithDog(tag);

  await signIn(page, VET);
  await page.goto(`/app/patients/${pet.id}`);
  await expect(page.getByRole('heading', { level: 1, name: pet.nickname })).toBeVisible();
  const problems = page.getByRole('region', { name: 'Problem list' });
  await expect(problems.getByText('No problems recorded.')).toBeVisible();
  const prescriptions = page.getByRole('region', { name: 'Active prescriptions' });
  await expect(prescriptions.getByText('No active prescription.')).toBeVisible();

  // The problem list: search the catalogue as you type, pick with the keyboard.
  await problems.getByRole('button', { name: 'Add problem' }).click();
  const search = problems.getByRole('combobox', { name: 'Search problems' });
  await search.fill('otitis ext');
  await expect(problems.getByRole('option', { name: /Otitis externa/ })).toBeVisible();
  await search.press('Enter');
  const row = problems.getByRole('listitem').filter({ hasText: 'Otitis externa' });
  await expect(row).toBeVisible();
  await row.getByRole('combobox', { name: 'Status of Otitis externa' }).selectOption({ label: 'Chronic' });
  await expect.poll(async () => (await api.get<{ data: { name: string; status: string }[] }>(`/pets/${pet.id}/problems`)).data.find((p) => p.name === 'Otitis externa')?.status).toBe('chronic');

  // A prescription: the form refuses what the shared schema refuses, then saves.
  await prescriptions.getByRole('button', { name: 'New prescription' }).click();
  const dialog = page.getByRole('dialog', { name: 'New prescription' });
  await dialog.getByRole('button', { name: 'Create prescription' }).click();
  await expect(dialog.getByText('Drug is required.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Drug' }).fill('Otic suspension');
  await dialog.getByRole('textbox', { name: 'Dose' }).fill('5');
  await dialog.getByRole('textbox', { name: 'Unit' }).fill('drops');
  await dialog.getByRole('combobox', { name: 'Route' }).selectOption({ label: 'Ear' });
  await dialog.getByRole('textbox', { name: 'Frequency' }).fill('once daily');
  await dialog.getByRole('spinbutton', { name: 'Duration (days)' }).fill('10');
  await dialog.getByRole('textbox', { name: 'Instructions' }).fill('Clean the ear first.');
  await dialog.getByRole('button', { name: 'Create prescription' }).click();
  await expect(dialog).toBeHidden();
  const item = prescriptions.getByRole('listitem').filter({ hasText: 'Otic suspension' });
  await expect(item).toContainText('5 drops · Ear · once daily · for 10 d');
  await shot(page, 'pet-profile-clinical');

  // Print: the sheet and the label are PDFs.
  const { data: [rx] } = await api.get<{ data: { id: number }[] }>('/prescriptions', { 'filter[pet_id]': pet.id });
  const authorization = await loginHeader(request);
  for (const format of ['sheet', 'label']) {
    const res = await request.get(`/api/v1/prescriptions/${rx.id}/pdf?format=${format}`, { headers: { authorization, 'x-clinic-id': String(api.clinicId) } });
    expect(res.headers()['content-type']).toBe('application/pdf');
  }
  const popup = page.waitForEvent('popup');
  await item.getByRole('button', { name: 'Print label for Otic suspension' }).click();
  await (await popup).close();

  // Completing asks first, then the prescription leaves the active list and can't be edited.
  await item.getByRole('button', { name: 'Complete Otic suspension' }).click();
  await page.getByRole('alertdialog', { name: 'Complete this prescription?' }).getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(prescriptions.getByText('No active prescription.')).toBeVisible();
});

test('an admin searches the diagnosis catalogue, adds an entry, edits it and deactivates it', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `Clinic syndrome ${uniqueTag()}`;
  await signIn(page, ADMIN);
  await page.getByRole('link', { name: 'Diagnoses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnosis catalogue' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name or code' }).fill('kidney');
  await expect(page.getByRole('cell', { name: /^Chronic kidney disease/ })).toBeVisible();
  await shot(page, 'diagnosis-catalogue');

  await page.getByRole('button', { name: 'New diagnosis' }).click();
  const dialog = page.getByRole('dialog', { name: 'New diagnosis' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Body system' }).selectOption({ label: 'Nervous system' });
  await dialog.getByRole('textbox', { name: 'Recommendation' }).fill('Rest and recheck in a week.');
  await dialog.getByRole('button', { name: 'Create diagnosis' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search by name or code' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Nervous system');
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit diagnosis' });
  await edit.getByRole('textbox', { name: 'Code' }).fill('CS-1');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('CS-1');

  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  await page.getByRole('alertdialog', { name: 'Deactivate this diagnosis?' }).getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(row).toContainText('Inactive');
});

async function loginHeader(request: import('@playwright/test').APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', { data: { email: VET, password: 'demo1234' } });
  return `Bearer ${(await login.json()).access_token}`;
}
