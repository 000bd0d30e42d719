import { expect, test } from './support/test';
import { HAPPY_PAWS, switchClinic, uniqueTag } from './support/front-desk';
import { DEMO_PASSWORD, signIn } from './support/staff';

// Issue #15, a product's suppliers and the shopping list by hand: the product gets its AAHA revenue
// category on the product form; two suppliers are linked on the product page with their codes and
// prices, the second made preferred, one edited and the other removed after a confirmation; then the
// product is put on the shopping list by hand (search + quantity) and the line goes to the preferred supplier.

test('a product\'s suppliers are linked, edited and removed on its page, and it goes on the shopping list by hand', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { access_token } = await (await request.post('/api/v1/auth/login', { data: { email: 'admin@happypaws.test', password: DEMO_PASSWORD } })).json();
  const auth = { authorization: `Bearer ${access_token}` };
  const me = await (await request.get('/api/v1/auth/me', { headers: auth })).json();
  const headers = { ...auth, 'x-clinic-id': String(me.data.clinics.find((c: { slug: string }) => c.slug === HAPPY_PAWS.slug).id) };
  const tag = uniqueTag();
  const name = `Carprofen 50 mg ${tag}`;
  const supplier = async (label: string) => (await (await request.post('/api/v1/suppliers', { headers, data: { name: `${label} ${tag}`, email: `orders-${label.toLowerCase().replace(/\W/g, '')}-${tag.toLowerCase()}@supplier.test` } })).json()).data as { id: number; name: string };
  const first = await supplier('Alpha Vet Supply');
  const second = await supplier('Beta Pharma');
  const created = await request.post('/api/v1/products', { headers, data: { name, unit: 'box', sub_unit: 'tablet', sub_units: 14, purchase_price: 1500, min_stock: 0, reorder_quantity: 3 } });
  expect(created.status()).toBe(201);
  const product = (await created.json()).data as { id: number };

  await signIn(page, 'admin@happypaws.test');
  await switchClinic(page, HAPPY_PAWS.name);
  await page.goto(`/app/inventory/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The AAHA revenue category on the product form.
  await page.getByRole('button', { name: 'Edit product' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('AAHA revenue category').selectOption('PHARM');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  expect((await (await request.get(`/api/v1/products/${product.id}`, { headers })).json()).data.aaha_code).toBe('PHARM');

  const section = page.getByRole('region', { name: 'Suppliers' });
  await expect(section.getByText('No suppliers linked to this product yet.')).toBeVisible();
  const addLink = async (s: { name: string }, code: string, price: string, preferred: boolean) => {
    await section.getByRole('button', { name: 'Add supplier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a supplier' });
    await dialog.getByRole('combobox', { name: /^Supplier/ }).selectOption({ label: s.name });
    await dialog.getByLabel("Supplier's code").fill(code);
    await dialog.getByLabel(/Supplier's price/).first().fill(price);
    const box = dialog.getByRole('checkbox', { name: /Preferred supplier/ });
    if ((await box.isChecked()) !== preferred) await dialog.getByText(/Preferred supplier/).click();
    await dialog.getByRole('button', { name: 'Add supplier' }).click();
    await expect(dialog).toBeHidden();
  };
  // The first link is preferred by default; the second takes it over.
  await addLink(first, 'AVS-100', '12.50', true);
  await addLink(second, 'BP-200', '11.90', true);
  const rows = section.getByTestId('product-supplier-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: second.name })).toContainText('Preferred');
  await expect(rows.filter({ hasText: first.name })).not.toContainText('Preferred');
  await expect(rows.filter({ hasText: second.name })).toContainText('11.90');

  // Edit the first link's price.
  await section.getByRole('button', { name: `Edit ${first.name}` }).click();
  const edit = page.getByRole('dialog', { name: `${first.name} for this product` });
  await edit.getByLabel(/Supplier's price/).first().fill('12.00');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(rows.filter({ hasText: first.name })).toContainText('12.00');
  await page.screenshot({ path: 'test-results/inventory-product-suppliers-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/inventory-product-suppliers-390.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // Remove the first one after a confirmation; the preferred one stays the product's supplier.
  await section.getByRole('button', { name: `Remove ${first.name}` }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: `Remove ${first.name} from this product?` });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(rows).toHaveCount(1);
  const links = (await (await request.get(`/api/v1/products/${product.id}/suppliers`, { headers })).json()).data;
  expect(links).toEqual([expect.objectContaining({ supplier_id: second.id, supplier_code: 'BP-200', price: 1190, is_default: true })]);
  expect((await (await request.get(`/api/v1/products/${product.id}`, { headers })).json()).data.supplier_id).toBe(second.id);

  // The shopping list by hand: search, choose, quantity (the reorder quantity to start with), add.
  await page.goto('/app/inventory/shopping-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeVisible();
  await page.getByRole('button', { name: 'Add item' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add to the shopping list' });
  await add.getByRole('button', { name: 'Add to list' }).click();
  await expect(add.getByText('Choose a product.')).toBeVisible();
  await add.getByRole('searchbox', { name: /Product/ }).fill(`Carprofen 50 mg ${tag}`);
  await add.getByRole('button', { name: name }).click();
  await expect(add.getByTestId('chosen-product')).toHaveText(name);
  const quantity = add.getByRole('spinbutton', { name: /Quantity/ });
  await expect(quantity).toHaveValue('3');
  await quantity.fill('4');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/purchasing-add-item-390.png' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: 'test-results/purchasing-add-item-1366.png' });
  await add.getByRole('button', { name: 'Add to list' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText(`${name} is on the shopping list.`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by product, SKU or barcode' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('4 box');
  await expect(row).toContainText('Added by hand');
  await expect(row).toContainText(second.name);
  await page.screenshot({ path: 'test-results/purchasing-list-manual-1366.png', fullPage: true });
});
