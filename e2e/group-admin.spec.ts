import { deflateSync } from 'node:zlib';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { HAPPY_PAWS, switchClinic, uniqueTag } from './support/front-desk';
import { DEMO_PASSWORD, signIn } from './support/staff';

// Issue #22, clinic group administration: the owner renames the group, uploads a logo that then heads
// the staff app and every clinic's booking page, opens a new clinic and switches to it without a reload.

/** A real w×h PNG of one colour, so the browser decodes and paints it. */
function solidPng(w: number, h: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3).map((_, i) => rgb[i % 3])]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** A picture for the report; a dialog is fixed to the screen, so it is taken as the screen shows it. */
async function shoot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

test('the owner renames the group, uploads its logo for every booking page, and opens a new clinic', async ({ page, browser, request }) => {
  const tag = uniqueTag();
  const login = await request.post('/api/v1/auth/login', { data: { email: 'admin@happypaws.test', password: DEMO_PASSWORD } });
  const token = (await login.json()).access_token as string;
  const before = (await (await request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } })).json()).data;
  const originalName = before.group.name as string;

  await signIn(page, 'admin@happypaws.test');
  await switchClinic(page, HAPPY_PAWS.name);
  await page.goto('/app/settings');
  await page.getByRole('tab', { name: 'Group' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/group$/);

  // The name: empty is refused in place, a new one is saved.
  const nameForm = page.getByRole('form', { name: 'Group name' });
  await nameForm.getByLabel('Group name').fill('  ');
  await nameForm.getByRole('button', { name: 'Save name' }).click();
  await expect(nameForm.getByText(/required/i)).toBeVisible();
  await nameForm.getByLabel('Group name').fill(`Happy Paws Group ${tag}`);
  await nameForm.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Group name saved')).toBeVisible();

  // The logo: an SVG is refused before upload; a PNG is saved and heads the staff app at once.
  await page.getByTestId('group-logo-input').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(page.getByRole('alert').filter({ hasText: 'PNG, JPEG or WebP' })).toBeVisible();
  await page.getByTestId('group-logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(64, 64, [20, 120, 200]) });
  await expect(page.getByText('Logo saved')).toBeVisible();
  const preview = page.getByRole('img', { name: 'Current group logo' });
  await expect(preview).toBeVisible();
  const logoUrl = await preview.getAttribute('src');
  expect(logoUrl).toMatch(/^\/api\/v1\/public\/group-logos\/[0-9a-f-]{36}$/);
  const navLogo = page.getByRole('navigation', { name: 'Main' }).locator(`img[src="${logoUrl}"]`);
  await expect(navLogo).toBeVisible();
  await shoot(page, 'group-settings-1366');

  // Served for good under a URL that changes with the logo.
  const served = await request.get(logoUrl!);
  expect(served.status()).toBe(200);
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // Every clinic's booking page shows it, with its size set.
  const visitor = await browser.newPage();
  await visitor.goto(`/book/${HAPPY_PAWS.slug}`);
  const headerLogo = visitor.locator(`header img[src="${logoUrl}"]`);
  await expect(headerLogo).toBeVisible();
  expect(await headerLogo.getAttribute('width')).toBe('40');
  expect(await headerLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
  await visitor.setViewportSize({ width: 390, height: 844 });
  await shoot(visitor, 'booking-page-logo-390', false);
  await visitor.goto('/book/city-vets');
  await expect(visitor.locator(`header img[src="${logoUrl}"]`)).toBeVisible();

  // A new clinic: the slug follows the name, a slug in use is refused on its field.
  const clinicName = `Zorilor Vet ${tag}`;
  const slug = `zorilor-vet-${tag.toLowerCase()}`;
  await page.getByRole('button', { name: 'New clinic' }).click();
  const dialog = page.getByRole('dialog', { name: 'New clinic' });
  await dialog.getByLabel(/^Clinic name/).fill(clinicName);
  await expect(dialog.getByLabel(/^Web address/)).toHaveValue(slug);
  await dialog.getByLabel(/^Web address/).fill('happy-paws');
  await dialog.getByRole('button', { name: 'Create clinic' }).click();
  await expect(dialog.getByText('This address is already used by another clinic.')).toBeVisible();
  await dialog.getByLabel(/^Web address/).fill(slug);
  await dialog.getByLabel(/^Address/).fill('Str. Zorilor 12, Cluj-Napoca');
  // Formats and currency start from the group's first clinic (Happy Paws: RON, DD.MM.YYYY).
  await expect(dialog.getByLabel(/^Currency/)).toHaveValue('RON');
  await shoot(page, 'new-clinic-dialog-1366', false);
  await dialog.getByRole('button', { name: 'Create clinic' }).click();
  await expect(page.getByText(`${clinicName} was created`)).toBeVisible();
  await expect(page.getByRole('cell', { name: new RegExp(clinicName) })).toBeVisible();

  // In the switcher without a reload; switching to it shows its own settings.
  await switchClinic(page, clinicName);
  await page.getByRole('tab', { name: 'Clinic' }).click();
  await expect(page.getByLabel(/^Name/).first()).toHaveValue(clinicName);

  // Its booking page answers at once, under the group's logo.
  await visitor.goto(`/book/${slug}`);
  await expect(visitor.getByText(clinicName).first()).toBeVisible();
  await expect(visitor.locator(`header img[src="${logoUrl}"]`)).toBeVisible();
  await visitor.close();

  // At phone width the group screen leaves no sideways scroll.
  await page.goto('/app/settings/group');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Clinics of the group' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'group-settings-390');
  await page.getByRole('button', { name: 'New clinic' }).click();
  await expect(page.getByRole('dialog', { name: 'New clinic' }).getByLabel(/^Clinic name/)).toBeFocused();
  await page.waitForTimeout(400); // the dialog's slide-in, for a still picture
  await shoot(page, 'new-clinic-dialog-390', false);
  await page.keyboard.press('Escape');

  // Removing the logo asks first; the name goes back, for the specs that follow.
  await page.setViewportSize({ width: 1366, height: 850 });
  await page.getByRole('button', { name: 'Remove logo' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.getByText('Logo removed')).toBeVisible();
  expect((await request.get(logoUrl!)).status()).toBe(404);
  await page.getByRole('form', { name: 'Group name' }).getByLabel('Group name').fill(originalName);
  await page.getByRole('form', { name: 'Group name' }).getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Group name saved')).toBeVisible();
});
