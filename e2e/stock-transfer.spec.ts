import { expect, test } from './support/test';
import { HAPPY_PAWS, switchClinic, uniqueTag } from './support/front-desk';
import { DEMO_PASSWORD, signIn } from './support/staff';

// Issue #15, transfers between clinics of the group: Happy Paws sends part of its stock of a product to
// City Vets from the product page; the first-expiring batch goes first, the product is created at City Vets
// (it had none with this SKU), and both ledgers name the other clinic.
test('stock sent from the product page arrives at the other clinic of the group under the same batches', async ({ page, request }) => {
  const { access_token } = await (await request.post('/api/v1/auth/login', { data: { email: 'admin@happypaws.test', password: DEMO_PASSWORD } })).json();
  const auth = { authorization: `Bearer ${access_token}` };
  const me = await (await request.get('/api/v1/auth/me', { headers: auth })).json();
  const clinics = me.data.clinics as { id: number; slug: string; name: string }[];
  const happyPaws = clinics.find((c) => c.slug === HAPPY_PAWS.slug)!;
  const cityVets = clinics.find((c) => c.slug === 'city-vets')!;
  const headers = { ...auth, 'x-clinic-id': String(happyPaws.id) };
  const tag = uniqueTag();
  const name = `Cefalexin 250 mg ${tag}`;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const product = (await (await request.post('/api/v1/products', { headers, data: { name, sku: `CFX-${tag}`, unit: 'box', sub_unit: 'capsule', sub_units: 10, selling_price: 3000, vat: 9 } })).json()).data;
  for (const [qty, batch, expiry] of [[8, 'EARLY', day(30)], [20, 'LATER', day(300)]] as const) {
    expect((await request.post(`/api/v1/products/${product.id}/stock/receipts`, { headers, data: { sub_units_changed: qty, batch_no: batch, expiration_date: expiry } })).status()).toBe(200);
  }

  await signIn(page, 'admin@happypaws.test');
  await switchClinic(page, HAPPY_PAWS.name);
  await page.goto(`/app/inventory/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Transfer…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Transfer to another clinic' })).toBeVisible();
  await dialog.getByLabel('To clinic').selectOption({ label: cityVets.name });
  // More than there is comes back as the quantity's message; the dialog keeps what was typed.
  await dialog.getByLabel('Quantity (capsule)').fill('50');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('More than the unexpired stock on hand.')).toBeVisible();
  await dialog.getByLabel('Quantity (capsule)').fill('12');
  await dialog.getByLabel('Note').fill('Weekend cover');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`Sent 12 capsule to ${cityVets.name}`)).toBeVisible();
  await expect(page.getByText(`${cityVets.name} had no product with this SKU or barcode: it was created there.`)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // EARLY (8) went first, then 4 of LATER.
  const batches = page.getByTestId('batch-row');
  await expect(batches).toHaveCount(1);
  await expect(batches.first()).toContainText('LATER');
  await expect(page.getByTestId('ledger-row').filter({ hasText: `To ${cityVets.name}` })).toHaveCount(2);
  await page.screenshot({ path: 'test-results/stock-transfer-1366.png', fullPage: true });

  // At City Vets the product exists with both batches and its ledger says where they came from.
  await switchClinic(page, cityVets.name);
  await page.goto('/app/inventory/products');
  await page.getByRole('searchbox', { name: 'Search by name, SKU or barcode' }).fill(`CFX-${tag}`);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('batch-row')).toHaveCount(2);
  await expect(page.getByTestId('batch-row').filter({ hasText: 'EARLY' })).toContainText('8');
  await expect(page.getByTestId('ledger-row').filter({ hasText: `From ${HAPPY_PAWS.name}` })).toHaveCount(2);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/stock-transfer-390.png', fullPage: true });
});
