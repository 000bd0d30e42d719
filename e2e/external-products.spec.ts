import { expect, test } from './support/test';
import { HAPPY_PAWS, switchClinic, uniqueTag } from './support/front-desk';
import { signIn } from './support/staff';

// Issue #15, external products: a distributor's CSV catalogue (semicolons, decimal commas, a bad row)
// is uploaded, its columns suggested from Romanian headers, previewed with the bad row marked, imported
// as a background job with a progress bar, and one item becomes a clinic product.

test('a CSV catalogue imports with a progress bar and an item becomes a product', async ({ page }) => {
  const tag = uniqueTag();
  const lines = ['Cod produs;Denumire;Cod de bare;UM;Preț achiziție;Preț vânzare;TVA;Producător'];
  lines.push(`E2E-${tag}-BAD;;;cutie;abc;;10;Zoetis`);
  for (let i = 0; i < 3000; i++) lines.push(`E2E-${tag}-${i};Catalogue item ${tag} ${i};;cutie;${10 + (i % 9)},50;${20 + (i % 9)},00;10;Maker ${i % 7}`);
  lines.push(`E2E-${tag}-APQ;Apoquel 16 mg ${tag};;cutie;210,50;320,00;10;Zoetis`);

  await signIn(page, 'admin@happypaws.test');
  await switchClinic(page, HAPPY_PAWS.name);
  await page.getByRole('link', { name: 'Supplier catalogues' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Supplier catalogues' })).toBeVisible();
  await page.getByRole('link', { name: 'Import a catalogue' }).first().click();

  await expect(page.getByRole('heading', { level: 1, name: 'Import a supplier catalogue' })).toBeVisible();
  await page.getByLabel('Supplier', { exact: true }).selectOption({ label: 'New supplier…' });
  await page.getByLabel('New supplier name').fill(`Romvac ${tag}`);
  await page.getByLabel('Catalogue file').setInputFiles({ name: 'catalog.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
  await page.getByRole('button', { name: 'Upload and continue' }).click();

  // The mapping was guessed from the Romanian headers.
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('1');
  await expect(page.getByLabel('Code / SKU')).toHaveValue('0');
  await expect(page.getByLabel('Sale price')).toHaveValue('5');
  await page.getByRole('button', { name: 'Show preview' }).click();
  await expect(page.getByText('Rows with errors in the preview: 1')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `E2E-${tag}-BAD` })).toContainText('Name is required.');
  await page.screenshot({ path: 'test-results/external-products-preview-1366.png', fullPage: true });

  await page.getByRole('button', { name: /Import all rows/ }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText('Done: 3001 new, 0 updated, 1 skipped.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await page.screenshot({ path: 'test-results/external-products-import-1366.png', fullPage: true });

  await page.getByRole('link', { name: 'See the imported items' }).click();
  await page.getByRole('searchbox', { name: 'Search by name, code, barcode or manufacturer' }).fill(`Apoquel 16 mg ${tag}`);
  const row = page.getByRole('row').filter({ hasText: `Apoquel 16 mg ${tag}` });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Add Apoquel 16 mg ${tag} to my products` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Add', exact: true }).click();
  await expect(row.getByText('In my products')).toBeVisible();
  await page.screenshot({ path: 'test-results/external-products-list-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/external-products-list-390.png', fullPage: true });

  await page.goto('/app/inventory/products');
  await page.getByRole('searchbox', { name: 'Search by name, SKU or barcode' }).fill(`E2E-${tag}-APQ`);
  await expect(page.getByRole('row').filter({ hasText: `Apoquel 16 mg ${tag}` })).toBeVisible();
});
