import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { expect, test } from './support/test';
import { activatedAccount, guestEmail } from './support/booking';
import { CITY_VETS, StaffApi, calendarEvent, openCalendarDay, uniqueTag } from './support/front-desk';
import { signIn } from './support/staff';
import { bookToday } from './support/whiteboard';

// Issue #19, consent forms: a vet sends the surgery consent for an appointment from the calendar; the mail at
// /dev/mailbox opens the signing page at phone width; the client signs on the pad with the mouse; the record
// shows the signed PDF (rendered with pdftoppm: the signature box has ink; pdftotext: the signer's name); the
// parent's "My documents" lists it.

const VET = 'sarah.kim@cityvets.test';
const out = path.resolve('test-results', 'consent-forms');

/** Dark pixels of an 8-bit gray or RGB PNG (what pdftoppm -png writes) inside a box, by decoding its rows. */
function darkPixels(file: string, box: { x: number; y: number; w: number; h: number }) {
  const png = readFileSync(file);
  let pos = 8;
  let width = 0, height = 0, depth = 0, colour = 0;
  const idat: Buffer[] = [];
  while (pos < png.length) {
    const len = png.readUInt32BE(pos);
    const type = png.toString('ascii', pos + 4, pos + 8);
    const data = png.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') { width = data.readUInt32BE(0); height = data.readUInt32BE(4); depth = data[8]; colour = data[9]; }
    if (type === 'IDAT') idat.push(data);
    pos += 12 + len;
  }
  expect(depth).toBe(8);
  expect([0, 2]).toContain(colour);
  const bpp = colour === 2 ? 3 : 1;
  const stride = width * bpp;
  const raw = inflateSync(Buffer.concat(idat));
  const rows: Buffer[] = [];
  let prev = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)];
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? line[i - bpp] : 0, b = prev[i], c = i >= bpp ? prev[i - bpp] : 0;
      if (f === 1) line[i] = (line[i] + a) & 0xff;
      else if (f === 2) line[i] = (line[i] + b) & 0xff;
      else if (f === 3) line[i] = (line[i] + ((a + b) >> 1)) & 0xff;
      else if (f === 4) {
        const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
        line[i] = (line[i] + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)) & 0xff;
      }
    }
    rows.push(line);
    prev = line;
  }
  let dark = 0;
  for (let y = box.y; y < Math.min(height, box.y + box.h); y++) {
    for (let x = box.x; x < Math.min(width, box.x + box.w); x++) if (rows[y][x * bpp] < 100) dark++;
  }
  return { dark, width, height };
}

test('a surgery consent sent for an appointment is signed on a phone and shows on the record and in the parent area', async ({ browser, request }) => {
  test.setTimeout(240_000);
  mkdirSync(out, { recursive: true });
  const tag = uniqueTag();
  const email = guestEmail('consent');
  await activatedAccount(request, CITY_VETS.slug, email, 'consent-pass-1', { first_name: 'Dora', last_name: `Signer${tag}`, phone: '+12125550143' });

  // The desk's side, through the API: the parent's dog, an appointment today with Sarah Kim, its record.
  const vetApi = await StaffApi.signIn(request, VET, CITY_VETS.slug);
  const clients = (await vetApi.get<{ data: { id: number; email: string | null }[] }>('/pet-parents', { search: email })).data;
  const client = clients.find((c) => c.email === email)!;
  expect(client).toBeTruthy();
  const dog = (await vetApi.get<{ data: { id: number; name: string }[] }>('/species')).data.find((s) => s.name === 'Dog')!;
  const pet = (await vetApi.post<{ data: { id: number; nickname: string } }>('/pets', { owner_id: client.id, nickname: `Bella${tag}`, species_id: dog.id, gender: 'female' })).data;
  const { appointment, today } = await bookToday(vetApi, CITY_VETS.zone, {
    clientId: client.id, petId: pet.id, packageId: await vetApi.packageIdByName('Annual vaccination'), vetId: await vetApi.vetIdByName('Sarah Kim'),
  });
  const record = (await vetApi.post<{ data: { id: number } }>('/records', { appointment_id: appointment.id })).data;

  // The vet sends the consent from the appointment in the calendar.
  const staff = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signIn(staff, VET);
  await openCalendarDay(staff, today.toISODate()!);
  await calendarEvent(staff, pet.nickname).first().click();
  const drawer = staff.getByRole('dialog', { name: `Dora Signer${tag}` });
  await drawer.getByRole('button', { name: 'Send consent form' }).click();
  const send = staff.getByRole('dialog', { name: 'Send a consent form' });
  await send.getByTestId('consent-template').selectOption({ label: 'Consent for surgery and anaesthesia' });
  await expect(send.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
  await send.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(staff.getByText('The consent form was sent.')).toBeVisible();

  // The client's mail, and the signing page at phone width.
  let link = '';
  await expect.poll(async () => {
    const mails = (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()).data as { subject: string; links?: { url: string }[] }[];
    link = mails.filter((m) => m.subject.startsWith('Please sign')).flatMap((m) => m.links ?? []).map((l) => l.url).find((u) => u.includes('/consent/')) ?? '';
    return link;
  }, { timeout: 15_000 }).not.toBe('');
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const client1 = await phone.newPage();
  const opened = await client1.goto(new URL(link).pathname);
  expect(opened!.headers()['referrer-policy']).toBe('no-referrer');
  expect(opened!.headers()['x-robots-tag']).toContain('noindex');
  await expect(client1.getByRole('heading', { level: 1, name: 'Consent for surgery and anaesthesia' })).toBeVisible();
  await expect(client1.getByRole('document', { name: 'Consent for surgery and anaesthesia' })).toContainText(`Dora Signer${tag}`);
  const overflow = await client1.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the signing page does not scroll sideways on a phone').toBeLessThanOrEqual(1);

  // Submitting empty names what is missing; then the name, the box, and a signature drawn with the mouse.
  await client1.getByRole('button', { name: 'Sign and send' }).click();
  await expect(client1.getByText('Please tick the box to confirm you agree.')).toBeVisible();
  await expect(client1.getByText('Please sign in the box.')).toBeVisible();
  await client1.getByLabel(/^Your full name/).fill(`Dora Signer${tag}`);
  await client1.getByText('I have read this document and I agree to it.').click();
  const pad = client1.getByRole('img', { name: 'Signature pad: draw your signature here' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await client1.mouse.move(box.x + 20, box.y + 120);
  await client1.mouse.down();
  for (const [x, y] of [[60, 40], [100, 140], [150, 50], [200, 130], [260, 60], [320, 110]]) await client1.mouse.move(box.x + x, box.y + y, { steps: 6 });
  await client1.mouse.up();
  await client1.screenshot({ path: path.join(out, 'signing-390.png'), fullPage: true });
  await client1.getByRole('button', { name: 'Sign and send' }).click();
  await expect(client1.getByRole('heading', { level: 2, name: 'Thank you, the form is signed' })).toBeVisible();
  await client1.screenshot({ path: path.join(out, 'signed-390.png'), fullPage: true });
  // The same link cannot sign again.
  const png = await client1.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 60;
    c.height = 20;
    c.getContext('2d')!.fillRect(0, 0, 60, 20);
    return c.toDataURL('image/png');
  });
  const again = await client1.request.post(`/api/v1/public/consent/${link.split('/consent/')[1]}/sign`, { data: { signer_name: 'Someone Else', agree: true, signature: png } });
  expect(again.status()).toBe(409);

  // The record lists it as signed; its PDF has the signer's name and ink in the signature box.
  await staff.goto(`/app/records/${record.id}`);
  const row = staff.getByTestId('consent-row').filter({ hasText: 'Consent for surgery and anaesthesia' });
  await expect(row.getByText('Signed', { exact: true })).toBeVisible();
  const download = staff.waitForEvent('download');
  await row.getByRole('button', { name: /^Download the signed PDF/ }).click();
  const pdfFile = path.join(out, 'signed.pdf');
  await (await download).saveAs(pdfFile);
  const text = execFileSync('pdftotext', ['-layout', pdfFile, '-']).toString();
  expect(text).toContain(`Dora Signer${tag}`);
  expect(text).toContain('Document fingerprint: SHA-256');
  // The signature block is on the last page; pdftoppm renders it in gray at 72 dpi (1 pt = 1 px): the box
  // drawn at x 50–310 pt starts below the "Signature:" line, which pdftotext -bbox places for us.
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdfFile]).toString())![1]);
  const bbox = execFileSync('pdftotext', ['-bbox', '-f', String(pages), '-l', String(pages), pdfFile, '-']).toString();
  const label = /<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">Signature:<\/word>/.exec(bbox);
  expect(label, 'the "Signature:" label is on the last page').toBeTruthy();
  execFileSync('pdftoppm', ['-gray', '-png', '-r', '72', '-f', String(pages), '-l', String(pages), '-singlefile', pdfFile, path.join(out, 'signed-page')]);
  const top = Math.ceil(Number(label![2])) + 6;
  const ink = darkPixels(path.join(out, 'signed-page.png'), { x: 56, y: top, w: 250, h: 100 });
  expect(ink.dark, 'the signature box is not blank').toBeGreaterThan(150);
  await staff.screenshot({ path: path.join(out, 'record-1366.png'), fullPage: true });

  // The clinic's list at phone width: filtered to signed, the form is there; filtered to sent, it is not.
  await staff.setViewportSize({ width: 390, height: 844 });
  await staff.goto('/app/consent-forms');
  await expect(staff.getByRole('heading', { level: 1, name: 'Consent forms' })).toBeVisible();
  await staff.getByLabel('State').selectOption({ label: 'Signed' });
  await staff.getByLabel('Search by title, pet or client').fill(`Signer${tag}`);
  await expect(staff.getByTestId('consent-row').filter({ hasText: pet.nickname })).toHaveCount(1);
  const sideways = await staff.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways, 'the consent list does not scroll sideways on a phone').toBeLessThanOrEqual(1);
  await staff.screenshot({ path: path.join(out, 'list-390.png'), fullPage: true });
  await staff.getByLabel('State').selectOption({ label: 'Sent' });
  await expect(staff.getByText('No consent forms match.')).toBeVisible();

  // The parent's "My documents" lists the signed form.
  const parentPage = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await parentPage.goto('/book/city-vets');
  const header = parentPage.getByRole('banner');
  await header.getByRole('button', { name: 'Log in' }).click();
  const login = parentPage.getByRole('dialog', { name: "You're not logged in" });
  await login.getByLabel(/^E-mail/).fill(email);
  await login.getByLabel(/^Password/).fill('consent-pass-1');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(header.getByText(`Dora Signer${tag}`)).toBeVisible();
  await header.getByRole('button', { name: 'My documents' }).click();
  const docs = parentPage.getByRole('dialog', { name: 'My documents' });
  await expect(docs.getByRole('listitem', { name: 'Consent for surgery and anaesthesia.pdf' })).toBeVisible();
  writeFileSync(path.join(out, 'done.txt'), 'ok\n');
  await phone.close();
});
