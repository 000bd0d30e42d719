import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { CITY_VETS, STATUS, StaffApi, calendarEvent, openCalendarDay, uniqueTag, type ApiAppointment } from './support/front-desk';
import { DEMO_PASSWORD, signIn } from './support/staff';

// Issue 14, end to end: a vet checks a pet in from the calendar, moves it across the whiteboard and undoes a
// move, opens a SOAP record, enters vitals (with the weight), a diagnosis and a prescription, closes the
// record; editing it is refused; reopening asks for a reason; the pet's weight chart has the new point; the
// record PDF carries the clinic's header. At desktop and phone width, and the editor in Romanian and Korean.

const VET = 'sarah.kim@cityvets.test';
const ADMIN = 'admin@happypaws.test';
const CITY_VETS_ADDRESS = '350 W 57th St, New York, NY 10019'; // packages/db/src/seed/demo-data.ts
const catalogue = (lang: string) => JSON.parse(readFileSync(`apps/web/src/locales/${lang}.json`, 'utf8')) as Record<string, any>;

const column = (page: Page, stage: string) => page.getByTestId(`column-${stage}`);
const card = (page: Page, stage: string, pet: string) => column(page, stage).getByTestId('visit-card').filter({ hasText: pet });

/**
 * The text a pdfkit PDF shows: its Flate streams inflated, text operands decoded through each embedded
 * font's ToUnicode map (every map is tried, as glyph ids are per font), or as WinAnsi bytes for the
 * built-in fonts. Whitespace is dropped, so callers compare without it.
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const m of raw.matchAll(/<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g)) {
    const start = m.index! + m[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    try { streams.push(m[1].includes('FlateDecode') ? inflateSync(bytes).toString('latin1') : bytes.toString('latin1')); } catch { /* not a stream we read */ }
  }
  const maps = streams.filter((s) => s.includes('begincmap')).map((cmap) => {
    const map = new Map<number, string>();
    const hex = (h: string) => String.fromCodePoint(...(h.match(/.{4}/g) ?? []).map((x) => parseInt(x, 16)));
    for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const [, lo, hi, dst] of body.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
        const from = parseInt(lo, 16);
        if (dst.startsWith('[')) [...dst.matchAll(/<([0-9a-fA-F]+)>/g)].forEach(([, h], i) => map.set(from + i, hex(h)));
        else for (let g = from, u = parseInt(dst.slice(1, -1), 16); g <= parseInt(hi, 16); g++, u++) map.set(g, String.fromCodePoint(u));
      }
    }
    for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const [, g, h] of body.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(g, 16), hex(h));
    }
    return map;
  });
  const operands = streams.filter((s) => /T[Jj]/.test(s)).flatMap((s) => [...s.matchAll(/<([0-9a-fA-F]+)>/g)].map(([, h]) => h));
  const decodings = [
    operands.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''),
    ...maps.map((map) => operands.map((h) => (h.match(/.{4}/g) ?? []).map((g) => map.get(parseInt(g, 16)) ?? '').join('')).join('')),
  ];
  return decodings.join('\n').replace(/\s+/g, '');
}

async function headersOf(request: APIRequestContext, email: string, clinicId: number) {
  const login = await request.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  return { authorization: `Bearer ${(await login.json()).access_token}`, 'x-clinic-id': String(clinicId) };
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page does not scroll sideways').toBeLessThanOrEqual(1);
}

for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
  test(`a vet's visit from check-in to the closed record and its PDF (${viewport.width} px)`, async ({ page, browser, request }, testInfo) => {
    test.setTimeout(240_000);
    const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${viewport.width}.png`), fullPage: true });
    const tag = uniqueTag();
    const vet = await StaffApi.signIn(request, VET, CITY_VETS.slug);
    const headers = await headersOf(request, VET, vet.clinicId);
    const vetId = await vet.vetIdByName('Sarah Kim');
    const packageId = await vet.packageIdByName('Annual vaccination');
    const { client, pet } = await vet.createClientWithDog(tag);

    // An appointment today (clinic-local), on the first free quarter hour from this hour on.
    const today = DateTime.now().setZone(CITY_VETS.zone);
    let booked: ApiAppointment | null = null;
    for (let i = 0; i < 96 && !booked; i++) {
      const start = today.startOf('hour').plus({ minutes: 15 * i });
      const at = start.hasSame(today, 'day') ? start : today.startOf('day').plus({ minutes: 15 * (i % 96) });
      const res = await vet.post<{ data?: ApiAppointment }>('/appointments', {
        client_id: client.id, pet_ids: [pet.id], service_package_ids: [packageId], vet_id: vetId,
        datetime_start_utc: at.toUTC().toISO(), status: STATUS.CONFIRMED, notify: { mail: false, sms: false },
      }, [200, 201, 409]);
      booked = res.data ?? null;
    }
    expect(booked, 'a free quarter hour today').toBeTruthy();

    // Check in from the calendar's appointment drawer (the calendar is a desktop screen; the phone part
    // starts on the whiteboard).
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, VET);
    await openCalendarDay(page, today.toISODate()!);
    await calendarEvent(page, pet.nickname).first().click();
    const drawer = page.getByRole('dialog', { name: client.full_name });
    await drawer.getByRole('button', { name: 'Check in' }).click();
    await expect(page.getByText('Checked in: the patient is on the whiteboard.')).toBeVisible();
    await drawer.getByRole('link', { name: 'Open the whiteboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Whiteboard' })).toBeVisible();
    await page.setViewportSize(viewport);

    // Across the board with the card's menu (works at any width), and one move undone.
    const move = async (from: string, to: string) => {
      await card(page, from, pet.nickname).getByRole('button', { name: `Actions for ${pet.nickname}` }).click();
      await page.getByRole('menuitem', { name: to, exact: true }).click();
    };
    if (viewport.width < 500) await page.getByLabel('Stage').selectOption({ value: 'checked_in' });
    await expect(card(page, 'checked_in', pet.nickname)).toBeVisible();
    await move('checked_in', 'Waiting');
    if (viewport.width < 500) await page.getByLabel('Stage').selectOption({ value: 'waiting' });
    await expect(card(page, 'waiting', pet.nickname)).toBeVisible();
    await move('waiting', 'In consultation');
    const moved = page.getByRole('status').filter({ hasText: `${pet.nickname} moved to In consultation` });
    await moved.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText(`${pet.nickname} is back in Waiting`)).toBeVisible();
    await expect(card(page, 'waiting', pet.nickname)).toBeVisible();
    await move('waiting', 'In consultation');
    await expect.poll(async () => (await vet.get<{ data: { appointment_id: number; stage: string }[] }>('/visits')).data
      .find((v) => v.appointment_id === booked!.id)?.stage).toBe('in_consultation');
    await shot('journey-whiteboard');

    // The SOAP record, from the pet.
    await page.goto(`/app/patients/${pet.id}`);
    await page.getByRole('tab', { name: 'Medical history' }).click();
    await page.getByRole('button', { name: 'New record' }).click();
    const start = page.getByRole('dialog', { name: 'Start a record' });
    await expect(start.getByLabel('Template')).toBeEnabled();
    await start.getByRole('button', { name: 'Start record' }).click();
    await page.waitForURL(/\/app\/records\/\d+$/);
    const recordId = Number(page.url().split('/').pop());
    await expect(page.getByRole('heading', { level: 1, name: /SOAP/ })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Presenting complaint' }).click();
    await page.getByRole('textbox', { name: 'Presenting complaint' }).fill('Scratching the right ear for a week.');
    await page.getByRole('heading', { level: 2, name: 'Subjective' }).click();
    await expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved', { timeout: 15_000 });

    // Vitals with the weight.
    const vitals = page.getByTestId('vitals-block');
    await vitals.locator('input[name="weight"]').fill('24.35');
    await vitals.locator('input[name="temperature"]').fill('101.5'); // City Vets shows °F
    await vitals.locator('input[name="heart_rate"]').fill('96');
    await vitals.getByRole('button', { name: 'Save vitals' }).click();
    await expect(page.getByText('Vitals saved')).toBeVisible();
    await expect(vitals).toContainText('24.35');

    // A diagnosis from the catalogue.
    const diagnoses = page.getByRole('region', { name: 'Diagnoses' });
    await diagnoses.getByRole('combobox', { name: 'Search diagnoses' }).fill('otitis ext');
    await expect(diagnoses.getByRole('option', { name: /Otitis externa/ }).first()).toBeVisible();
    await diagnoses.getByRole('combobox', { name: 'Search diagnoses' }).press('Enter');
    await diagnoses.getByRole('button', { name: 'Add diagnosis' }).click();
    await expect(diagnoses.getByRole('listitem').filter({ hasText: 'Otitis externa' })).toBeVisible();

    // A prescription on the record.
    const prescriptions = page.getByRole('region', { name: 'Prescriptions' });
    await prescriptions.getByRole('button', { name: 'New prescription' }).click();
    const rx = page.getByRole('dialog', { name: 'New prescription' });
    await rx.getByRole('textbox', { name: 'Drug' }).fill('Otic suspension');
    await rx.getByRole('textbox', { name: 'Dose' }).fill('5');
    await rx.getByRole('textbox', { name: 'Unit' }).fill('drops');
    await rx.getByRole('combobox', { name: 'Route' }).selectOption({ label: 'Ear' });
    await rx.getByRole('textbox', { name: 'Frequency' }).fill('once daily');
    await rx.getByRole('spinbutton', { name: 'Duration (days)' }).fill('10');
    await rx.getByRole('button', { name: 'Create prescription' }).click();
    await expect(rx).toBeHidden();
    await expect(prescriptions).toContainText('Otic suspension');
    await noSidewaysScroll(page);
    await shot('journey-record');

    // Everything belongs to the record.
    expect((await vet.get<{ data: { name: string }[] }>(`/records/${recordId}/diagnoses`)).data.map((d) => d.name)).toContain('Otitis externa');
    expect((await vet.get<{ data: { record_id: number | null; drug_name?: string }[] }>('/prescriptions', { 'filter[pet_id]': pet.id })).data
      .every((p) => p.record_id === recordId)).toBe(true);

    // Close; editing is refused, by the screen and by the API.
    await page.getByRole('button', { name: 'Close record' }).click();
    await page.getByRole('alertdialog', { name: 'Close this record?' }).getByRole('button', { name: 'Close record' }).click();
    await expect(page.getByText('This record is closed')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save vitals' })).toHaveCount(0);
    const refused = await request.put(`/api/v1/records/${recordId}/field-values`, {
      headers, data: { fields: [{ field_key: 'complaint', value: 'changed after closing', version: 1 }] },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).code).toBe('record_closed');
    const lateVitals = await request.post(`/api/v1/records/${recordId}/vitals`, { headers, data: { weight_grams: 1000 } });
    expect(lateVitals.status()).toBe(409);

    // The PDF: the clinic's header (name and address), the pet and what was written. (The record PDF does not
    // list the record's diagnoses; the issue asks only for the header.)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Print PDF' }).click()]);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [CITY_VETS.name, CITY_VETS_ADDRESS, pet.nickname, 'Scratching the right ear']) {
      expect(text, `the PDF shows "${expected}"`).toContain(expected.replace(/\s+/g, ''));
    }

    // The pet's weight chart has the new point.
    await page.goto(`/app/patients/${pet.id}`);
    await expect(page.getByText('24.35 kg')).toBeVisible();
    const chart = page.getByRole('region', { name: 'Vitals over time' });
    await expect(chart.getByText('Readings: 1')).toBeVisible();
    await expect(chart.locator('.recharts-line-dot').first()).toBeVisible();
    await noSidewaysScroll(page);
    await shot('journey-weight');

    // Reopening (an admin's right) asks for a reason.
    const admin = await browser.newPage({ viewport });
    await signIn(admin, ADMIN);
    await admin.evaluate((id) => localStorage.setItem('staff.clinicId', String(id)), vet.clinicId);
    await admin.goto(`/app/records/${recordId}`);
    await admin.getByRole('button', { name: 'Reopen' }).click();
    const reopen = admin.getByRole('dialog', { name: 'Reopen the record' });
    await reopen.getByRole('button', { name: 'Reopen' }).click();
    await expect(reopen.getByText('Give a reason for reopening.')).toBeVisible();
    await reopen.getByLabel(/Reason/).fill('Culture results arrived after closing.');
    await reopen.getByRole('button', { name: 'Reopen' }).click();
    await expect(admin.getByText('Record reopened')).toBeVisible();
    await expect(admin.getByText('This record is closed')).toBeHidden();
    await admin.close();

    // The editor reads in Romanian and Korean (the staff language, switched as a user does).
    for (const lang of ['ro', 'ko'] as const) {
      const words = catalogue(lang);
      const other = await browser.newPage({ viewport });
      await signIn(other, VET);
      await other.getByLabel('Language').first().selectOption(lang);
      await expect(other.locator('html')).toHaveAttribute('lang', lang);
      await other.goto(`/app/records/${recordId}`);
      await expect(other.getByRole('button', { name: words.records.actions.close })).toBeVisible();
      await expect(other.getByRole('heading', { name: words.vitals.block.title, exact: true })).toBeVisible();
      await expect(other.getByRole('heading', { name: words.diagnoses.block.title, exact: true })).toBeVisible();
      await expect(other.getByRole('heading', { name: words.prescriptions.block.title, exact: true })).toBeVisible();
      await noSidewaysScroll(other);
      await other.screenshot({ path: testInfo.outputPath(`journey-editor-${lang}-${viewport.width}.png`), fullPage: true });
      await other.close();
    }
  });
}
