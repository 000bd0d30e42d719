import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { HAPPY_PAWS, StaffApi, switchClinic, uniqueTag } from './support/front-desk';
import { DEMO_PASSWORD, signIn } from './support/staff';

// Issue #19, first part: the clinic's document templates. Happy Paws has the built-ins in Romanian; an admin
// writes a template (an unknown placeholder is refused in place), and previews a consent filled for Bruno.

const SHOTS = process.env.DOC_SHOTS_DIR;

test('an admin keeps document templates: built-ins, a new one with a placeholder, a preview for a pet', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Dental consent ${uniqueTag()}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin@happypaws.test');
  await switchClinic(page, HAPPY_PAWS.name);
  await page.getByRole('link', { name: 'Document templates', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Document templates' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Consimțământ pentru eutanasie Built-in' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-1366.png`, fullPage: true });

  await page.getByRole('button', { name: 'New template' }).click();
  const dialog = page.getByRole('dialog', { name: 'New template' });
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Text/).fill('Owner: {{client.full_name}}, colour {{pet.colour}}');
  await expect(dialog.getByText('Unknown placeholder: pet.colour')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create template' }).click();
  await expect(dialog.getByText('Unknown placeholder: pet.colour')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Text/).fill('# Dental work\n\nWe will clean the teeth of ');
  await dialog.getByLabel(/^Placeholder/).selectOption('pet.nickname');
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog.getByLabel(/^Text/)).toHaveValue('# Dental work\n\nWe will clean the teeth of {{pet.nickname}}');
  await expect(dialog.getByRole('document', { name: 'Preview' })).toContainText('We will clean the teeth of [pet.nickname]');
  await dialog.getByRole('button', { name: 'Create template' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Template created')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search templates' }).fill(name);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Consent form');
  await page.getByRole('searchbox', { name: 'Search templates' }).fill('');

  // The built-in surgery consent, filled on the server for Bruno (Ana Marin's dog).
  await page.getByRole('button', { name: 'Edit Consimțământ pentru chirurgie și anestezie' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit template' });
  await edit.getByRole('combobox', { name: 'Pet' }).fill('Bruno');
  await edit.getByRole('option', { name: /Bruno/ }).first().click();
  const filled = edit.getByRole('document', { name: 'Preview for a pet' });
  await expect(filled).toContainText('Pacient: Bruno (Dog, Golden Retriever)');
  await expect(filled).toContainText('Ana Marin');
  await expect(filled).toContainText('642090000123456');
  const [download] = await Promise.all([page.waitForEvent('download'), edit.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe('Consimțământ pentru chirurgie și anestezie.pdf');
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await filled.scrollIntoViewIfNeeded();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await filled.scrollIntoViewIfNeeded();
  await expect(filled).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-390.png` });
  await edit.getByRole('button', { name: 'Close' }).click();
  await expect(edit).toBeHidden();
  await expect(page.locator('[data-scope="dialog"][data-part="backdrop"]')).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-390.png`, fullPage: true });
});

// The "or upload a PDF" part: the admin uploads the clinic's own (lawyer-approved) consent form; it is sent to
// Bruno's owner on the desk's tablet, read as the PDF and signed at phone width; the signed file is the uploaded
// pages unchanged plus a signature page that names the signer.
test('an uploaded PDF consent form is sent, read as the PDF, signed, and kept as its pages plus a signature page', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const out = path.resolve('test-results', 'document-templates-pdf');
  mkdirSync(out, { recursive: true });
  const tag = uniqueTag();
  const name = `Lawyer consent ${tag}`;
  const original = await PDFDocument.create();
  const font = await original.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2]) original.addPage([595, 842]).drawText(`HAPPY PAWS LEGAL FORM ${tag} PAGE ${n}`, { x: 50, y: 780, size: 12, font });
  const originalBytes = Buffer.from(await original.save());

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin@happypaws.test');
  await switchClinic(page, HAPPY_PAWS.name);
  await page.getByRole('link', { name: 'Document templates', exact: true }).click();
  await page.getByRole('button', { name: 'Upload PDF', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a PDF template' });
  await expect(dialog.getByText('placeholders are not filled in it')).toBeVisible();
  // A file that is not a PDF is refused in place.
  await dialog.getByLabel(/^PDF file/).setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text') });
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Language/).selectOption({ label: 'English' });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByText('The file is not a PDF.')).toBeVisible();
  await page.screenshot({ path: path.join(out, 'upload-1366.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(out, 'upload-390.png') });
  await page.setViewportSize({ width: 1366, height: 900 });
  await dialog.getByLabel(/^PDF file/).setInputFiles({ name: 'consent.pdf', mimeType: 'application/pdf', buffer: originalBytes });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('PDF template uploaded')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search templates' }).fill(name);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('PDF');

  // The desk sends it for Bruno on the tablet (kiosk), through the API.
  const api = await StaffApi.signIn(request, 'admin@happypaws.test', HAPPY_PAWS.slug);
  const tpl = (await api.get<{ data: { id: number; name: string; source: string }[] }>('/document-templates', { 'filter[search]': name })).data[0];
  expect(tpl.source).toBe('pdf');
  const bruno = (await api.get<{ data: { id: number; nickname: string }[] }>('/pets', { search: 'Bruno' })).data.find((p) => p.nickname === 'Bruno')!;
  const sent = (await api.post<{ data: { id: number; kiosk_url: string } }>('/consent-requests', { template_id: tpl.id, pet_id: bruno.id, channels: ['kiosk'] })).data;

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const client = await phone.newPage();
  await client.goto(new URL(sent.kiosk_url).pathname + new URL(sent.kiosk_url).search);
  await expect(client.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(client.getByText('as a PDF (pages: 2)')).toBeVisible();
  const open = client.getByRole('link', { name: 'Open the document (PDF)' });
  const served = await client.request.get(await open.getAttribute('href') as string);
  expect(served.status()).toBe(200);
  expect(Buffer.compare(await served.body(), originalBytes)).toBe(0);
  const overflow = await client.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the signing page does not scroll sideways on a phone').toBeLessThanOrEqual(1);

  await client.getByLabel(/^Your full name/).fill(`Ana Marin ${tag}`);
  await client.getByText('I have read this document and I agree to it.').click();
  const pad = client.getByRole('img', { name: 'Signature pad: draw your signature here' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await client.mouse.move(box.x + 20, box.y + 100);
  await client.mouse.down();
  for (const [x, y] of [[80, 30], [140, 120], [220, 40], [300, 110]]) await client.mouse.move(box.x + x, box.y + y, { steps: 6 });
  await client.mouse.up();
  await client.screenshot({ path: path.join(out, 'signing-390.png'), fullPage: true });
  await client.getByRole('button', { name: 'Sign and send' }).click();
  await expect(client.getByRole('heading', { level: 2, name: 'Thank you, the form is signed' })).toBeVisible();

  // The signed file: the two uploaded pages, then the signature page naming the signer.
  const login = await (await request.post('/api/v1/auth/login', { data: { email: 'admin@happypaws.test', password: DEMO_PASSWORD } })).json();
  const pdf = await request.get(`/api/v1/consent-requests/${sent.id}/pdf`, { headers: { authorization: `Bearer ${login.access_token}`, 'x-clinic-id': String(api.clinicId) } });
  expect(pdf.status()).toBe(200);
  const file = path.join(out, 'signed.pdf');
  writeFileSync(file, await pdf.body());
  expect(Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())![1])).toBe(3);
  const page1 = execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-']).toString();
  expect(page1).toContain(`HAPPY PAWS LEGAL FORM ${tag} PAGE 1`);
  const last = execFileSync('pdftotext', ['-f', '3', '-l', '3', file, '-']).toString();
  expect(last).toContain(`Ana Marin ${tag}`);
  expect(last).toContain('Document fingerprint: SHA-256');
  await phone.close();

  // On a wide screen the PDF is also framed inline: our page may frame it (frame-ancestors 'self'), nothing is refused.
  const desk = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const refused: string[] = [];
  desk.on('console', (m) => { if (/Refused|frame-ancestors|X-Frame-Options/i.test(m.text())) refused.push(m.text()); });
  const framed = desk.waitForResponse((r) => r.url().endsWith('/document'));
  await desk.goto(new URL(sent.kiosk_url).pathname);
  await expect(desk.locator(`iframe[title="${name}"]`)).toBeVisible();
  expect((await framed).status()).toBe(200);
  await desk.waitForTimeout(500);
  expect(refused).toEqual([]);
  await desk.screenshot({ path: path.join(out, 'signed-1366.png') });
  await desk.close();
});
