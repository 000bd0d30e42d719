import { expect, test } from './support/test';
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

// Issue #15, screens: the product page shows the batches (expiry first) and the ledger; stock is received
// and written off through its dialogs (an expired batch gets the field message); two products selected on
// the list get one VAT rate after a confirmation.
test('the product page receives and writes off stock through dialogs, and bulk VAT applies to two selected products', async ({ page, request }) => {
  const { access_token } = await (await request.post('/api/v1/auth/login', { data: { email: 'admin@happypaws.test', password: DEMO_PASSWORD } })).json();
  const auth = { authorization: `Bearer ${access_token}` };
  const me = await (await request.get('/api/v1/auth/me', { headers: auth })).json();
  const headers = { ...auth, 'x-clinic-id': String(me.data.clinics.find((c: { slug: string }) => c.slug === HAPPY_PAWS.slug).id) };
  const tag = uniqueTag();
  const prefs = (await (await request.get(`/api/v1/clinics/${headers['x-clinic-id']}/preferences`, { headers })).json()).data;
  const vatList: number[] = prefs.vat_list;
  const newVat = vatList[vatList.length - 1];
  const oldVat = vatList[0];
  const make = async (name: string) => {
    const res = await request.post('/api/v1/products', { headers, data: { name, unit: 'box', sub_unit: 'tablet', sub_units: 10, selling_price: 1200, vat: oldVat } });
    expect(res.status()).toBe(201);
    return (await res.json()).data as { id: number };
  };
  const name = `Amoxicillin 250 mg ${tag}`;
  const taken = `SKU-${tag}`;
  await make(`Amoxicillin 500 mg ${tag}`);
  await request.post('/api/v1/products', { headers, data: { name: `Other ${tag}`, sku: taken } });
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  // Created through the form; a SKU the clinic already uses comes back as the field's message.
  await signIn(page, 'admin@happypaws.test');
  await switchClinic(page, HAPPY_PAWS.name);
  await page.goto('/app/inventory/products');
  await page.getByRole('button', { name: 'New product' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Product').fill(name);
  await form.getByLabel('SKU').fill(taken);
  await form.getByRole('textbox', { name: 'Unit', exact: true }).fill('box');
  await form.getByRole('textbox', { name: 'Sub-unit', exact: true }).fill('tablet');
  await form.getByLabel('Sub-units per unit').fill('10');
  await form.getByLabel(/^Sale price per unit/).first().fill('12.00');
  await form.getByLabel('VAT').selectOption(String(oldVat));
  await expect(form.getByText(/1\.20 .* per tablet|per tablet/)).toBeVisible();
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(form.getByText('Another product already has this SKU.')).toBeVisible();
  await form.getByLabel('SKU').fill(`AMX-${tag}`);
  await form.getByRole('button', { name: 'Create product' }).click();
  await page.waitForURL(/\/app\/inventory\/products\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const productId = Number(/products\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByText('Nothing in stock.')).toBeVisible();

  const receive = async (qty: string, batch: string, expiry: string) => {
    await page.getByRole('button', { name: 'Receive stock' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Quantity (tablet)').fill(qty);
    await dialog.getByLabel('Batch', { exact: true }).fill(batch);
    await dialog.getByLabel('Expiry date').fill(expiry);
    await dialog.getByRole('button', { name: 'Receive stock' }).click();
    return dialog;
  };
  // An expired batch is refused with the message on the date.
  const refused = await receive('5', 'OLD', day(-2));
  await expect(refused.getByText('This batch has already expired.')).toBeVisible();
  await refused.getByLabel('Expiry date').fill(day(400));
  await refused.getByLabel('Batch', { exact: true }).fill('LATE-2');
  await refused.getByLabel('Quantity (tablet)').fill('25');
  await refused.getByRole('button', { name: 'Receive stock' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await receive('12', 'SOON-1', day(25));
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const batches = page.getByTestId('batch-row');
  await expect(batches).toHaveCount(2);
  await expect(batches.nth(0)).toContainText('SOON-1');
  await expect(batches.nth(0)).toContainText('1 box + 2 tablet');
  await expect(batches.nth(1)).toContainText('LATE-2');
  await expect(page.getByTestId('ledger-row')).toHaveCount(2);

  await page.getByRole('button', { name: 'Write off' }).click();
  const wo = page.getByRole('dialog');
  await wo.getByLabel('Quantity (tablet)').fill('2');
  await wo.getByLabel('Reason').fill('Broken blister');
  await wo.getByRole('button', { name: 'Write off' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('ledger-row')).toHaveCount(3);
  await expect(page.getByTestId('ledger-row').first()).toContainText('Write-off');
  await expect(page.getByTestId('ledger-row').first()).toContainText('Broken blister');
  await expect(page.getByTestId('movements-chart')).toBeVisible();
  await expect(batches.nth(0)).toContainText('1 box');
  await expect(batches.nth(0)).not.toContainText('tablet');
  await page.screenshot({ path: 'test-results/inventory-product-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/inventory-product-390.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // Bulk VAT on the two products of this run.
  await page.getByRole('link', { name: 'All products' }).click();
  await page.getByRole('searchbox', { name: 'Search by name, SKU or barcode' }).fill(`mg ${tag}`);
  await expect(page.getByTestId('product-row')).toHaveCount(2);
  // The visible box is Chakra's control over the (hidden) input the role names.
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check({ force: true });
  await expect(page.getByText('Selected: 2')).toBeVisible();
  await page.getByLabel('VAT rate').selectOption(String(newVat));
  await page.getByRole('button', { name: 'Apply VAT' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Apply VAT' }).click();
  await expect(page.getByText('VAT changed on 2 products.')).toBeVisible();
  for (const vat of await page.getByTestId('product-vat').allTextContents()) expect(vat).toBe(`${newVat} %`);
  await page.screenshot({ path: 'test-results/inventory-products-bulk-1366.png', fullPage: true });

  // Stock-take: 8 tablets counted where the books say 10 in SOON-1; the correction is a ledger row.
  await page.getByRole('link', { name: 'Stock-take' }).click();
  // The products page has a search box of the same name: type only once the stock-take page is there.
  await expect(page.getByRole('heading', { level: 1, name: 'Stock-take' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name, SKU or barcode' }).fill(name);
  await expect(page.getByTestId('count-row')).toHaveCount(2);
  await page.getByLabel(`Counted, ${name}, batch SOON-1`).fill('8');
  await page.getByLabel(`Counted, ${name}, batch LATE-2`).fill('25');
  await expect(page.getByTestId('count-row').filter({ hasText: 'SOON-1' }).getByTestId('count-diff')).toHaveText('−2 tablet');
  await expect(page.getByTestId('count-row').filter({ hasText: 'LATE-2' }).getByTestId('count-diff')).toHaveText('0');
  await page.screenshot({ path: 'test-results/inventory-stock-take-1366.png', fullPage: true });
  await page.getByRole('button', { name: 'Post corrections (1)' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Post corrections (1)' }).click();
  await expect(page.getByText('Corrections posted: 1.')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/inventory-stock-take-390.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/app/inventory/products/${productId}`);
  await expect(page.getByTestId('ledger-row')).toHaveCount(4);
  await expect(page.getByTestId('ledger-row').first()).toContainText('Stock-take correction');
  await expect(page.getByTestId('batch-row').filter({ hasText: 'SOON-1' })).toContainText('8 tablet');
});
