import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { CITY_VETS, SARAH_KIM_DAYS, StaffApi, calendarEvent, openCalendarDay, uniqueTag } from './support/front-desk';
import { signIn } from './support/staff';

const VET = 'sarah.kim@cityvets.test';
const ADMIN = 'admin@happypaws.test';
const shots = path.resolve('test-results', 'records');
const catalogue = (lang: string) => JSON.parse(readFileSync(path.resolve('apps/web/src/locales', `${lang}.json`), 'utf8')).records;

/** The editor's autosave line, whatever it says. */
const saveState = (page: Page) => page.locator('[data-save-state]');

async function noSidewaysScroll(page: Page) {
  const { overflow, wide } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The outermost elements that stick out, to name the culprit when it fails.
    const wide = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > width + 1 && !(el.parentElement && el.parentElement.getBoundingClientRect().right > width + 1))
      .slice(0, 5).map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${Math.round(el.getBoundingClientRect().right)}px`);
    return { overflow: document.documentElement.scrollWidth - width, wide };
  });
  expect(overflow, `the page does not scroll sideways; sticking out: ${wide.join(', ')}`).toBeLessThanOrEqual(1);
}

test.describe('medical records', () => {
  test('a vet starts a SOAP record from a pet, writes in it with autosave, closes it; editing is refused; reopening asks for a reason; the PDF downloads', async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const tag = uniqueTag();
    const vetApi = await StaffApi.signIn(request, VET, CITY_VETS.slug);
    const { pet } = await vetApi.createClientWithDog(tag);

    await signIn(page, VET);
    await page.goto(`/app/patients/${pet.id}`);
    await expect(page.getByRole('heading', { level: 1, name: pet.nickname })).toBeVisible();
    await page.getByRole('tab', { name: 'Medical history' }).click();
    await expect(page.getByText(`${pet.nickname} has no medical history yet.`)).toBeVisible();
    await page.getByRole('button', { name: 'New record' }).click();
    const start = page.getByRole('dialog', { name: 'Start a record' });
    await expect(start.getByLabel('Template')).toBeEnabled();
    await start.getByRole('button', { name: 'Start record' }).click();
    await page.waitForURL(/\/app\/records\/\d+$/);
    const recordId = Number(page.url().split('/').pop());
    await expect(page.getByRole('heading', { level: 1, name: /SOAP/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Subjective' })).toBeVisible();

    // Markdown: a click focuses the box; typing is committed after a quiet second and saved.
    await page.getByRole('button', { name: 'Edit Presenting complaint' }).click();
    const complaint = page.getByRole('textbox', { name: 'Presenting complaint' });
    await expect(complaint).toBeFocused();
    await complaint.pressSequentially('Limping on the **left** hind leg since Monday.', { delay: 5 });
    await expect(saveState(page)).toHaveAttribute('data-save-state', /pending|saving/);
    await expect(saveState(page)).toHaveAttribute('data-save-state', 'saved', { timeout: 10_000 });
    await expect(saveState(page)).toHaveText(/Saved/);
    // Escape leaves the box and shows the rendered text.
    await complaint.press('Escape');
    await expect(complaint).toBeHidden();
    await expect(page.locator('.markdown-body strong', { hasText: 'left' })).toBeVisible();
    // A script or a javascript: link typed in a note never renders as one.
    await page.getByRole('button', { name: 'Edit Physical examination' }).click();
    const exam = page.getByRole('textbox', { name: 'Physical examination' });
    await exam.fill('Heart and lungs normal. <script>window.pwned=1</script> [lab](javascript:alert(1))');
    await page.getByRole('heading', { level: 2, name: 'Objective' }).click(); // an outside click commits
    await expect(exam).toBeHidden();
    await expect(saveState(page)).toHaveAttribute('data-save-state', 'saved', { timeout: 10_000 });
    expect(await page.locator('.markdown-body script').count()).toBe(0);
    expect(await page.locator('.markdown-body a[href^="javascript"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();

    const saved = (await vetApi.get<{ data: { fields: { field_key: string; value: unknown }[] } }>(`/records/${recordId}/field-values`)).data.fields;
    expect(saved.find((f) => f.field_key === 'complaint')?.value).toBe('Limping on the **left** hind leg since Monday.');

    await page.screenshot({ path: `${shots}/editor-1366.png`, fullPage: true });

    // Close: the confirmation says what closing means.
    await page.getByRole('button', { name: 'Close record' }).click();
    const closeDialog = page.getByRole('alertdialog', { name: 'Close this record?' });
    await expect(closeDialog.getByText(/can no longer be changed/)).toBeVisible();
    await closeDialog.getByRole('button', { name: 'Close record' }).click();
    await expect(page.getByText('This record is closed')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reopen' })).toHaveCount(0); // a vet may not reopen
    await page.screenshot({ path: `${shots}/closed-1366.png`, fullPage: true });

    // Editing a closed record is refused by the API too.
    const refused = await request.put(`/api/v1/records/${recordId}/field-values`, {
      headers: await authHeaders(request, VET),
      data: { fields: [{ field_key: 'complaint', value: 'changed after closing', version: 1 }] },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).code).toBe('record_closed');

    // The PDF downloads: a real PDF of some size.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Print PDF' }).click()]);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1500);
    const direct = await request.get(`/api/v1/records/${recordId}/pdf`, { headers: await authHeaders(request, VET) });
    expect(direct.headers()['content-type']).toContain('application/pdf');

    // The clinic's admin reopens it: a reason is required.
    const admin = await browser.newPage({ viewport: { width: 1366, height: 850 } });
    await signIn(admin, ADMIN);
    await admin.evaluate((id) => localStorage.setItem('staff.clinicId', String(id)), vetApi.clinicId);
    await admin.goto(`/app/records/${recordId}`);
    await admin.getByRole('button', { name: 'Reopen' }).click();
    const reopen = admin.getByRole('dialog', { name: 'Reopen the record' });
    await reopen.getByRole('button', { name: 'Reopen' }).click();
    await expect(reopen.getByText('Give a reason for reopening.')).toBeVisible();
    await reopen.getByLabel(/Reason/).fill('Lab results arrived after closing.');
    await reopen.getByRole('button', { name: 'Reopen' }).click();
    await expect(admin.getByText('Record reopened')).toBeVisible();
    await expect(admin.getByText('This record is closed')).toBeHidden();
    await admin.getByRole('button', { name: 'History', exact: true }).click();
    await expect(admin.getByText('Reason: Lab results arrived after closing.')).toBeVisible();
    await admin.screenshot({ path: `${shots}/reopened-history-1366.png`, fullPage: true });
    await admin.close();

    // The pet's medical history lists it.
    await page.goto(`/app/patients/${pet.id}?tab=history`);
    await expect(page.getByRole('link', { name: /SOAP/ })).toBeVisible();
    await page.screenshot({ path: `${shots}/pet-history-1366.png`, fullPage: true });

    // The records list finds it by the pet's name.
    await page.goto('/app/records');
    await page.getByRole('searchbox', { name: 'Search records' }).fill(pet.nickname);
    await expect(page.getByRole('row', { name: new RegExp(pet.nickname) })).toBeVisible();
    await page.screenshot({ path: `${shots}/list-1366.png`, fullPage: true });
  });

  test('the editor and the list fit a phone (390 px) and read in Romanian and Korean', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const tag = uniqueTag();
    const vetApi = await StaffApi.signIn(request, VET, CITY_VETS.slug);
    const { pet } = await vetApi.createClientWithDog(tag);
    const record = (await vetApi.post<{ data: { id: number } }>('/records', { pet_id: pet.id })).data;

    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(phone, VET);
    await phone.goto(`/app/records/${record.id}`);
    await expect(phone.getByRole('heading', { level: 2, name: 'Subjective' })).toBeVisible();
    await noSidewaysScroll(phone);
    await phone.screenshot({ path: `${shots}/editor-390.png`, fullPage: true });
    await phone.goto('/app/records');
    await expect(phone.getByRole('heading', { level: 1, name: 'Medical records' })).toBeVisible();
    await noSidewaysScroll(phone);
    await phone.screenshot({ path: `${shots}/list-390.png`, fullPage: true });
    await phone.goto('/app/records/templates');
    await expect(phone.getByRole('heading', { level: 1, name: 'Record templates' })).toBeVisible();
    await noSidewaysScroll(phone);
    await phone.close();

    for (const lang of ['ro', 'ko'] as const) {
      const words = catalogue(lang);
      const page = await browser.newPage({ viewport: { width: 1366, height: 850 } });
      await signIn(page, VET);
      await page.getByLabel('Language').first().selectOption(lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.goto(`/app/records/${record.id}`);
      await expect(page.getByRole('button', { name: words.actions.close })).toBeVisible();
      await expect(page.getByRole('button', { name: words.actions.pdf })).toBeVisible();
      await expect(page.getByText(words.editor.clientSummary, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: words.markdown.editField.replace('{{label}}', words.editor.clientSummaryLabel) })).toBeVisible();
      await page.screenshot({ path: `${shots}/editor-${lang}.png`, fullPage: true });
      await page.goto('/app/records');
      await expect(page.getByRole('heading', { level: 1, name: words.list.title })).toBeVisible();
      await page.close();
    }
  });

  test('an admin copies a template from the library, reorders its fields with the keyboard, and records already written keep their copy', async ({ page, request }) => {
    test.setTimeout(120_000);
    const admin = await StaffApi.signIn(request, ADMIN, CITY_VETS.slug);
    // The demo clinic has every library template already: archive its Dental so the library offers it again.
    const headers = await authHeaders(request, ADMIN);
    for (const tpl of (await admin.get<{ data: { id: number; name: string }[] }>('/record-templates')).data.filter((x) => x.name === 'Dental')) {
      expect((await request.delete(`/api/v1/record-templates/${tpl.id}`, { headers })).status()).toBe(204);
    }
    await signIn(page, ADMIN);
    await page.evaluate((id) => localStorage.setItem('staff.clinicId', String(id)), admin.clinicId);
    await page.goto('/app/records/templates');
    await expect(page.getByRole('heading', { level: 1, name: 'Record templates' })).toBeVisible();
    await expect(page.getByText('Editing a template never changes records already written with it.')).toBeVisible();

    await page.getByRole('button', { name: 'Copy from the library' }).click();
    const copy = page.getByRole('alertdialog', { name: 'Copy templates from the library' });
    await copy.getByText('Dental', { exact: true }).click();
    await copy.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('1 template copied')).toBeVisible();
    const templates = (await admin.get<{ data: { id: number; name: string; sections: { fields: { key: string; label: string }[] }[] }[] }>('/record-templates')).data;
    const dental = templates.find((x) => x.name === 'Dental')!;
    expect(dental).toBeTruthy();
    const [first, second] = dental.sections[0].fields;

    // A record written with it before the edit.
    const { pet } = await admin.createClientWithDog(uniqueTag());
    const written = (await admin.post<{ data: { id: number } }>('/records', { pet_id: pet.id, template_id: dental.id })).data;

    await page.getByRole('button', { name: 'Edit Dental' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit "Dental"' });
    await expect(editor.getByText('Editing a template never changes records already written with it.')).toBeVisible();
    const down = editor.getByRole('button', { name: `Move ${first.label} down` });
    await down.focus();
    await page.keyboard.press('Enter');
    await expect(editor.getByLabel('Field 1 label').first()).toHaveValue(second.label);
    await expect(editor.getByLabel('Field 2 label').first()).toHaveValue(first.label);
    await page.screenshot({ path: `${shots}/template-editor-1366.png` });
    await editor.getByRole('button', { name: 'Save template' }).click();
    await expect(editor).toBeHidden();

    const after = (await admin.get<{ data: { version: number; sections: { fields: { key: string }[] }[] } }>(`/record-templates/${dental.id}`)).data;
    expect(after.sections[0].fields.slice(0, 2).map((f) => f.key)).toEqual([second.key, first.key]);
    expect(after.version).toBe(2);
    const kept = (await admin.get<{ data: { template_snapshot: { fields: { key: string }[] }[] } }>(`/records/${written.id}`)).data;
    expect(kept.template_snapshot[0].fields.slice(0, 2).map((f) => f.key)).toEqual([first.key, second.key]);
    await page.screenshot({ path: `${shots}/templates-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Edit Dental' })).toBeAttached();
    await page.screenshot({ path: `${shots}/templates-390.png`, fullPage: true });
    await noSidewaysScroll(page);
  });

  test('a vet starts a record from an appointment in the calendar drawer, and the drawer then opens it', async ({ page, request }) => {
    test.setTimeout(120_000);
    const tag = uniqueTag();
    const vetApi = await StaffApi.signIn(request, VET, CITY_VETS.slug);
    const { client, pet } = await vetApi.createClientWithDog(tag);
    const vetId = await vetApi.vetIdByName('Sarah Kim');
    const packageId = await vetApi.packageIdByName('Annual vaccination');
    const slot = await vetApi.findFreeRun({ vetId, packageId, zone: CITY_VETS.zone, slots: 1, fromDays: 2, weekdays: SARAH_KIM_DAYS });
    const booked = (await vetApi.post<{ data: { id: number } }>('/appointments', {
      client_id: client.id, pet_ids: [pet.id], service_package_ids: [packageId], vet_id: vetId, datetime_start_utc: slot.startUtc, status: 5, notify: { mail: false, sms: false },
    })).data;

    await signIn(page, VET);
    await openCalendarDay(page, slot.date);
    await calendarEvent(page, client.full_name).click();
    const drawer = page.getByRole('dialog', { name: client.full_name });
    await drawer.getByRole('button', { name: 'Start record' }).click();
    await page.getByRole('dialog', { name: 'Start a record' }).getByRole('button', { name: 'Start record' }).click();
    await page.waitForURL(/\/app\/records\/\d+$/);
    const recordId = Number(page.url().split('/').pop());
    await expect(page.getByText('Appointments', { exact: true })).toBeVisible();
    const rec = (await vetApi.get<{ data: { appointments: { id: number }[]; pet: { id: number } } }>(`/records/${recordId}`)).data;
    expect(rec.appointments.map((a) => a.id)).toEqual([booked.id]);
    expect(rec.pet.id).toBe(pet.id);

    await openCalendarDay(page, slot.date);
    await calendarEvent(page, client.full_name).click();
    await page.getByRole('dialog', { name: client.full_name }).getByRole('button', { name: 'Open record' }).click();
    await page.waitForURL(new RegExp(`/app/records/${recordId}$`));
  });

  test('when another tab saved the same field first, the editor shows their text and the vet keeps theirs', async ({ page, request }) => {
    test.setTimeout(120_000);
    const vetApi = await StaffApi.signIn(request, VET, CITY_VETS.slug);
    const { pet } = await vetApi.createClientWithDog(uniqueTag());
    const record = (await vetApi.post<{ data: { id: number } }>('/records', { pet_id: pet.id })).data;

    await signIn(page, VET);
    await page.goto(`/app/records/${record.id}`);
    await page.getByRole('button', { name: 'Edit Treatment plan' }).click();
    const plan = page.getByRole('textbox', { name: 'Treatment plan' });
    await plan.fill('Rest for a week.');
    await expect(saveState(page)).toHaveAttribute('data-save-state', 'saved', { timeout: 10_000 });
    const seen = (await vetApi.get<{ data: { fields: { field_key: string; version: number }[] } }>(`/records/${record.id}/field-values`)).data.fields.find((f) => f.field_key === 'treatment_plan')!;

    // The other tab writes the same field over the version this tab saw.
    const other = await request.put(`/api/v1/records/${record.id}/field-values`, {
      headers: await authHeaders(request, VET),
      data: { fields: [{ field_key: 'treatment_plan', value: 'Rest for two weeks, recheck Friday.', version: seen.version }] },
    });
    expect(other.status()).toBe(200);

    await plan.fill('Rest for a week, then short walks.');
    const conflict = page.getByRole('alertdialog', { name: 'Changed in another tab' });
    await expect(conflict).toBeVisible({ timeout: 10_000 });
    await expect(conflict.getByText('Rest for two weeks, recheck Friday.')).toBeVisible();
    await expect(conflict.getByText('Rest for a week, then short walks.')).toBeVisible();
    await page.waitForTimeout(500); // the dialog's opening animation
    await page.screenshot({ path: `${shots}/conflict-1366.png` });
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await expect(saveState(page)).toHaveAttribute('data-save-state', 'saved', { timeout: 10_000 });
    const after = (await vetApi.get<{ data: { fields: { field_key: string; value: unknown }[] } }>(`/records/${record.id}/field-values`)).data.fields;
    expect(after.find((f) => f.field_key === 'treatment_plan')?.value).toBe('Rest for a week, then short walks.');
  });
});

async function authHeaders(request: import('@playwright/test').APIRequestContext, email: string) {
  const api = await StaffApi.signIn(request, email, CITY_VETS.slug);
  return (api as unknown as { headers: Record<string, string> }).headers;
}
