import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { CITY_VETS, StaffApi, calendarEvent, openCalendarDay, uniqueTag } from './support/front-desk';
import { DEMO_PASSWORD, signIn } from './support/staff';
import { boardCard, bookToday, dragCard } from './support/whiteboard';

// Issue #14's journey in one piece: a vet checks a pet in from the calendar, moves it across the
// whiteboard (and undoes a move), opens a SOAP record from the appointment, enters vitals, a diagnosis
// and a prescription, closes the record; editing is refused; reopening asks for a reason; the pet's
// weight chart has the new point; the record's PDF carries the clinic's header. At desktop and phone
// width; the editor read in Romanian and Korean.

const VET = 'sarah.kim@cityvets.test';
const ADMIN = 'admin@happypaws.test';
const shots = path.resolve('test-results', 'medical-journey');
const catalogue = (lang: string) => JSON.parse(readFileSync(path.resolve('apps/web/src/locales', `${lang}.json`), 'utf8'));

async function headersOf(request: APIRequestContext, email: string, clinicId: number) {
  const login = await request.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  return { authorization: `Bearer ${(await login.json()).access_token}`, 'x-clinic-id': String(clinicId) };
}

/** Moves a card with the keyboard through its actions menu (what a phone and a keyboard user do). */
async function moveWithMenu(page: Page, stage: string, pet: string, to: string) {
  await boardCard(page, stage, pet).getByRole('button', { name: `Actions for ${pet}` }).focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name: to, exact: true });
  await expect(item).toBeVisible();
  await item.click();
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page does not scroll sideways').toBeLessThanOrEqual(1);
}

for (const width of [1366, 390] as const) {
  test(`a vet's visit from check-in to a closed, printed record (${width} px)`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const phone = width < 500;
    const tag = uniqueTag();
    const vetApi = await StaffApi.signIn(request, VET, CITY_VETS.slug);
    const vetId = await vetApi.vetIdByName('Sarah Kim');
    const packageId = await vetApi.packageIdByName('Annual vaccination');
    const { client, pet } = await vetApi.createClientWithDog(tag);

    const { appointment: booked, today } = await bookToday(vetApi, CITY_VETS.zone, { clientId: client.id, petId: pet.id, packageId, vetId });

    // The calendar is a desk screen: checked in at desktop width, then the vet carries on at `width`.
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signIn(page, VET);
    await openCalendarDay(page, today.toISODate()!);
    await calendarEvent(page, pet.nickname).first().click();
    const drawer = page.getByRole('dialog', { name: client.full_name });
    await drawer.getByRole('button', { name: 'Check in' }).click();
    await expect(drawer.getByText('On the whiteboard: Checked in')).toBeVisible();
    await drawer.getByRole('link', { name: 'Open the whiteboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Whiteboard' })).toBeVisible();
    await page.setViewportSize({ width, height: phone ? 844 : 900 });

    // Whiteboard: a move, its undo, and the move again.
    if (phone) {
      await page.getByLabel('Stage').selectOption({ value: 'checked_in' });
      await moveWithMenu(page, 'checked_in', pet.nickname, 'In consultation');
    } else {
      await dragCard(page, 'checked_in', pet.nickname, 'in_consultation');
    }
    const moved = page.getByRole('status').filter({ hasText: `${pet.nickname} moved to In consultation` });
    await expect(moved).toBeVisible();
    await moved.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText(`${pet.nickname} is back in Checked in`)).toBeVisible();
    if (phone) await page.getByLabel('Stage').selectOption({ value: 'checked_in' });
    await expect(boardCard(page, 'checked_in', pet.nickname)).toBeVisible();
    await moveWithMenu(page, 'checked_in', pet.nickname, 'In consultation');
    if (phone) await page.getByLabel('Stage').selectOption({ value: 'in_consultation' });
    await expect(boardCard(page, 'in_consultation', pet.nickname)).toBeVisible();
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${shots}/whiteboard-${width}.png`, fullPage: true });

    // The SOAP record, started from the patient's card on the board (for its appointment).
    await boardCard(page, 'in_consultation', pet.nickname).getByRole('link', { name: 'Start record' }).click();
    const startDialog = page.getByRole('dialog', { name: 'Start a record' });
    await expect(startDialog.getByLabel('Template')).toBeEnabled();
    await startDialog.getByRole('button', { name: 'Start record' }).click();
    await page.waitForURL(/\/app\/records\/\d+$/);
    const recordId = Number(page.url().split('/').pop());
    await expect(page.getByRole('heading', { level: 1, name: /SOAP/ })).toBeVisible();
    const linked = (await vetApi.get<{ data: { appointments: { id: number }[] } }>(`/records/${recordId}`)).data;
    expect(linked.appointments.map((a) => a.id)).toEqual([booked.id]);

    // Vitals in the Objective section.
    const vitals = page.getByTestId('vitals-block');
    const vitalsForm = vitals.getByRole('form', { name: 'Add vitals' });
    await vitalsForm.getByLabel(/^Weight/).fill('12.4');
    await vitalsForm.getByLabel(/^Temperature/).fill('101.5'); // City Vets (US) reads °F
    await vitalsForm.getByLabel(/^Heart rate/).fill('96');
    await vitalsForm.getByRole('button', { name: 'Save vitals' }).click();
    await expect(page.getByText('Vitals saved')).toBeVisible();
    await expect(vitals.getByText(/12\.4 kg/)).toBeVisible();

    // A diagnosis from the catalogue, picked with the keyboard.
    const diagnoses = page.getByRole('region', { name: 'Diagnoses' });
    const search = diagnoses.getByRole('combobox', { name: 'Search diagnoses' });
    await search.fill('otitis ext');
    await expect(diagnoses.getByRole('option', { name: /Otitis externa/ })).toBeVisible();
    await search.press('Enter');
    await diagnoses.getByRole('button', { name: 'Add diagnosis' }).click();
    await expect(diagnoses.getByText('Otitis externa').first()).toBeVisible();

    // A prescription on this record.
    const prescriptions = page.getByRole('region', { name: 'Prescriptions' });
    await prescriptions.getByRole('button', { name: 'New prescription' }).click();
    const rx = page.getByRole('dialog', { name: 'New prescription' });
    await rx.getByRole('textbox', { name: 'Drug' }).fill('Otic suspension');
    await rx.getByRole('textbox', { name: 'Dose' }).fill('5');
    await rx.getByRole('textbox', { name: 'Unit' }).fill('drops');
    await rx.getByRole('combobox', { name: 'Route' }).selectOption({ label: 'Ear' });
    await rx.getByRole('textbox', { name: 'Frequency' }).fill('once daily');
    await rx.getByRole('button', { name: 'Create prescription' }).click();
    await expect(rx).toBeHidden();
    await expect(prescriptions.getByText('Otic suspension')).toBeVisible();
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${shots}/record-${width}.png`, fullPage: true });

    // Close: asked first; then nothing can be edited, in the page or through the API.
    await page.getByRole('button', { name: 'Close record' }).click();
    const closeDialog = page.getByRole('alertdialog', { name: 'Close this record?' });
    await closeDialog.getByRole('button', { name: 'Close record' }).click();
    await expect(page.getByText('This record is closed')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(vitals.getByRole('form')).toHaveCount(0);
    await expect(prescriptions.getByRole('button', { name: 'New prescription' })).toHaveCount(0);
    const headers = await headersOf(request, VET, vetApi.clinicId);
    const refused = await request.post(`/api/v1/records/${recordId}/vitals`, { headers, data: { weight_grams: 13000 } });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).code).toBe('record_closed');

    // The record's PDF: the clinic's header and what was written, as a PDF reader extracts it.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Print PDF' }).click()]);
    const text = execFileSync('pdftotext', ['-layout', (await download.path())!, '-'], { encoding: 'utf8' });
    expect(text).toContain('City Vets');
    expect(text).toMatch(/Otitis externa/);
    expect(text).toContain(pet.nickname);

    // The pet's weight chart has the new point.
    await page.goto(`/app/patients/${pet.id}`);
    await expect(page.getByRole('heading', { level: 1, name: pet.nickname })).toBeVisible();
    await expect(page.getByText('12.4 kg').first()).toBeVisible();
    const chart = page.getByRole('region', { name: 'Vitals over time' });
    await expect(chart.getByText('Readings: 1')).toBeVisible();
    await expect(chart.locator('.recharts-line-dot').first()).toBeVisible();
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${shots}/pet-${width}.png`, fullPage: true });
    await page.close();

    // Reopening asks for a reason (the clinic's admin holds records.reopen; the vet does not).
    const admin = await browser.newPage({ viewport: { width, height: phone ? 844 : 900 } });
    await signIn(admin, ADMIN);
    await admin.evaluate((id) => localStorage.setItem('staff.clinicId', String(id)), vetApi.clinicId);
    await admin.goto(`/app/records/${recordId}`);
    await admin.getByRole('button', { name: 'Reopen' }).click();
    const reopen = admin.getByRole('dialog', { name: 'Reopen the record' });
    await reopen.getByRole('button', { name: 'Reopen' }).click();
    await expect(reopen.getByText('Give a reason for reopening.')).toBeVisible();
    await reopen.getByLabel(/Reason/).fill('The owner called back with new symptoms.');
    await reopen.getByRole('button', { name: 'Reopen' }).click();
    await expect(admin.getByText('Record reopened')).toBeVisible();
    await expect(admin.getByTestId('vitals-block').getByRole('form', { name: 'Add vitals' })).toBeVisible();
    await admin.close();

    if (phone) return;
    // The same editor read in Romanian and Korean.
    for (const lang of ['ro', 'ko'] as const) {
      const words = catalogue(lang);
      const page2 = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      await signIn(page2, VET);
      await page2.getByLabel('Language').first().selectOption(lang);
      await expect(page2.locator('html')).toHaveAttribute('lang', lang);
      await page2.goto(`/app/records/${recordId}`);
      await expect(page2.getByRole('heading', { name: words.vitals.block.title, exact: true })).toBeVisible();
      await expect(page2.getByRole('heading', { name: words.diagnoses.block.title, exact: true })).toBeVisible();
      await expect(page2.getByRole('heading', { name: words.prescriptions.block.title, exact: true })).toBeVisible();
      await expect(page2.getByRole('button', { name: words.records.actions.close })).toBeVisible();
      await page2.screenshot({ path: `${shots}/record-${lang}.png`, fullPage: true });
      await page2.close();
    }
  });
}
