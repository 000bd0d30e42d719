import { expect, test } from './support/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { HAPPY_PAWS, switchClinic, uniqueTag } from './support/front-desk';
import { DEMO_PASSWORD, signIn } from './support/staff';

// Issue #15, purchasing: stock written off below the minimum puts the product on the shopping list; the list
// exports to XLSX (parsed back here); "Buy" makes a draft purchase order, which is sent and then received in
// two parts with batches and expiry (the first line found with a barcode scanner, i.e. typed + Enter); the
// stock and the ledger show both receipts.

test('low stock → shopping list → buy → send → receive in two parts; stock, ledger and XLSX export', async ({ page, request }) => {
  const { access_token } = await (await request.post('/api/v1/auth/login', { data: { email: 'admin@happypaws.test', password: DEMO_PASSWORD } })).json();
  const auth = { authorization: `Bearer ${access_token}` };
  const me = await (await request.get('/api/v1/auth/me', { headers: auth })).json();
  const headers = { ...auth, 'x-clinic-id': String(me.data.clinics.find((c: { slug: string }) => c.slug === HAPPY_PAWS.slug).id) };
  const tag = uniqueTag();
  const name = `Amoxicillin 250 mg ${tag}`;
  const barcode = `77${Date.now()}`.slice(0, 13);

  const supplier = (await (await request.post('/api/v1/suppliers', { headers, data: { name: `Vet Wholesale ${tag}`, email: `orders-${tag.toLowerCase()}@wholesale.test` } })).json()).data;
  const created = await request.post('/api/v1/products', { headers, data: { name, barcode, unit: 'box', sub_unit: 'tablet', sub_units: 10, purchase_price: 1200, vat: 9, min_stock: 20, reorder_quantity: 30, supplier_id: supplier.id } });
  expect(created.status()).toBe(201);
  const product = (await created.json()).data;
  const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const stock = (await (await request.post(`/api/v1/products/${product.id}/stock/receipts`, { headers, data: { sub_units_changed: 25, batch_no: 'OPEN', expiration_date: later(300) } })).json()).data;
  // 25 − 10 = 15 tablets, below the minimum of 20: the ledger hook puts it on the shopping list.
  expect((await request.post(`/api/v1/products/${product.id}/stock/write-offs`, { headers, data: { batch_id: stock.batches[0].id, sub_units_changed: 10, reason: 'Broken blisters' } })).status()).toBe(200);

  await signIn(page, 'admin@happypaws.test');
  await switchClinic(page, HAPPY_PAWS.name);
  await page.getByRole('link', { name: 'Shopping list' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by product, SKU or barcode' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Low stock');
  await expect(row).toContainText('3 box');
  await page.screenshot({ path: 'test-results/purchasing-list-1366.png', fullPage: true });

  // The export downloads and opens: parse it with exceljs.
  await row.locator('label').first().click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await readFile(await download.path()) as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0];
  expect(sheet.getRow(1).getCell(1).value).toBe('Product');
  expect(sheet.getRow(2).getCell(1).value).toBe(name);
  expect(sheet.getRow(2).getCell(4).value).toBe(3);

  // Buy → one draft order for the supplier; send it with confirmation.
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Create orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^PO-\d+$/ })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Draft');
  await page.getByRole('button', { name: 'Send to supplier' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send to supplier' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Sent');
  await page.screenshot({ path: 'test-results/purchasing-receive-1366.png', fullPage: true });

  // First part: the scanner types the barcode and Enter → the line gets one box (10); make it 20 with batch and expiry.
  const scanInput = page.getByTestId('scan-input');
  await scanInput.click();
  await page.keyboard.type(barcode, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Found: ${name}`)).toBeVisible();
  const qty = page.getByLabel('Received now (tablet)');
  await expect(qty).toHaveValue('10');
  await expect(page.getByLabel('Batch')).toBeFocused();
  await page.getByLabel('Batch').fill('E2E-A');
  await page.getByLabel('Expiry date').fill(later(200));
  await qty.fill('20');
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Partially received');

  // Second part: the remaining 10 tablets of another batch.
  await qty.fill('10');
  await page.getByLabel('Batch').fill('E2E-B');
  await page.getByLabel('Expiry date').fill(later(500));
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Received');
  await expect(page.getByRole('heading', { name: 'Receipts' })).toBeVisible();

  // Stock and ledger: 15 + 20 + 10 = 45 tablets; two receipts from the purchase order.
  const after = (await (await request.get(`/api/v1/products/${product.id}/stock`, { headers })).json()).data;
  expect(after.on_hand).toBe(45);
  expect(after.batches.map((b: { batch_no: string; on_hand: number }) => [b.batch_no, b.on_hand]).sort()).toEqual([['E2E-A', 20], ['E2E-B', 10], ['OPEN', 15]]);
  const ledger = (await (await request.get(`/api/v1/products/${product.id}/movements?per_page=50`, { headers })).json()).data as { reason: string; quantity_delta: number; source_type: string | null }[];
  expect(ledger.filter((m) => m.source_type === 'purchase_order').map((m) => m.quantity_delta).sort()).toEqual([10, 20]);
  await page.getByRole('link', { name: 'Products' }).first().click();
  await page.getByRole('searchbox', { name: 'Search by name, SKU or barcode' }).fill(name);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('4 box + 5 tablet');

  await page.getByRole('link', { name: 'Purchase orders' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase orders' })).toBeVisible();
  await page.screenshot({ path: 'test-results/purchasing-orders-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/purchasing-orders-390.png', fullPage: true });
  await page.getByRole('link', { name: 'Shopping list' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeVisible();
  await page.screenshot({ path: 'test-results/purchasing-list-390.png', fullPage: true });
});
