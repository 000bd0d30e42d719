import { expect, test } from '@playwright/test';
import { HAPPY_PAWS, switchClinic, uniqueTag } from './support/front-desk';
import { DEMO_PASSWORD, signIn } from './support/staff';

// Issue #15, inventory (first part): a product created with a box of 10 tablets, 23 tablets received
// in two batches, then one batch partly written off; the Products screen shows the stock in boxes and
// tablets and flags it below the reorder point.

test('a received and partly written-off product shows its stock and low-stock flag on the Products screen', async ({ page, request }) => {
  const { access_token } = await (await request.post('/api/v1/auth/login', { data: { email: 'admin@happypaws.test', password: DEMO_PASSWORD } })).json();
  const auth = { authorization: `Bearer ${access_token}` };
  const me = await (await request.get('/api/v1/auth/me', { headers: auth })).json();
  const headers = { ...auth, 'x-clinic-id': String(me.data.clinics.find((c: { slug: string }) => c.slug === HAPPY_PAWS.slug).id) };
  const name = `Meloxicam 1 mg ${uniqueTag()}`;

  const created = await request.post('/api/v1/products', { headers, data: { name, unit: 'box', sub_unit: 'tablet', sub_units: 10, selling_price: 2500, vat: 9, min_stock: 30 } });
  expect(created.status()).toBe(201);
  const product = (await created.json()).data;
  const soon = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const late = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
  expect((await request.post(`/api/v1/products/${product.id}/stock/receipts`, { headers, data: { sub_units_changed: 10, batch_no: 'A1', expiration_date: soon } })).status()).toBe(200);
  const stock = (await (await request.post(`/api/v1/products/${product.id}/stock/receipts`, { headers, data: { sub_units_changed: 15, batch_no: 'B2', expiration_date: late } })).json()).data;
  expect(stock.batches.map((b: { batch_no: string }) => b.batch_no)).toEqual(['A1', 'B2']);
  const writeOff = await request.post(`/api/v1/products/${product.id}/stock/write-offs`, { headers, data: { batch_id: stock.batches[0].id, sub_units_changed: 2, reason: 'Damaged blister' } });
  expect((await writeOff.json()).data.on_hand).toBe(23);

  await signIn(page, 'admin@happypaws.test');
  await switchClinic(page, HAPPY_PAWS.name);
  await page.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name, SKU or barcode' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('2 box + 3 tablet');
  await expect(row).toContainText('Low');
  await page.getByLabel('Stock', { exact: true }).selectOption('below_reorder_point');
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await page.screenshot({ path: 'test-results/inventory-products-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/inventory-products-390.png', fullPage: true });
});
