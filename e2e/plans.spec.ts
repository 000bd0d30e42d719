import { expect, test } from '@playwright/test';
import { HAPPY_PAWS, switchClinic, uniqueTag } from './support/front-desk';
import { signIn } from './support/staff';

// Issue #17, the plans catalogue: an admin builds a plan from the catalogue by keyboard (search, Enter, quantity,
// Enter back to the search), the shared schema refuses an upper age below the lower one, the plan shows its price per
// period and what it includes; archiving asks first, the plan leaves the active list and comes back on restore.

test('an admin builds a wellness plan from the catalogue, archives it and restores it', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `Kitten club ${uniqueTag()}`;
  await signIn(page, 'admin@happypaws.test');
  await switchClinic(page, HAPPY_PAWS.name);
  await page.getByRole('link', { name: 'Plans', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wellness plans' })).toBeVisible();
  await expect(page.getByText('Adult dog wellness')).toBeVisible();

  await page.getByRole('button', { name: 'New plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'New plan' });
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Price per period/).fill('39.50');
  await dialog.getByLabel(/^From age/).fill('6');
  await dialog.getByLabel(/^To age/).fill('2');
  await dialog.getByLabel(/^Discount on the rest/).fill('12.5');
  const search = dialog.getByRole('combobox', { name: 'Add a service or product' });
  await search.fill('General consult');
  await expect(dialog.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await search.press('Enter');
  const qty = dialog.getByLabel('Quantity of General consultation');
  await expect(qty).toBeFocused();
  await qty.fill('2');
  await qty.press('Enter');
  await expect(search).toBeFocused();
  await search.fill('Milbemax');
  await expect(dialog.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await search.press('Enter');
  await expect(dialog.getByTestId('plan-item')).toHaveCount(2);

  await dialog.getByRole('button', { name: 'Create plan' }).click();
  await expect(dialog.getByText('The upper age must not be below the lower one.')).toBeVisible();
  await dialog.getByLabel(/^To age/).fill('12');
  await dialog.getByRole('button', { name: 'Create plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Plan created')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search plans' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('/ month');
  await expect(row).toContainText('39.50');
  await expect(row).toContainText('2 × General consultation');
  await expect(row).toContainText('12.5 %');

  await row.getByRole('button', { name: `Archive ${name}` }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Archive this plan?' }));
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText(`${name} archived`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await page.getByLabel('Show').selectOption('archived');
  const archived = page.getByRole('row').filter({ hasText: name });
  await expect(archived).toContainText('Archived');
  await archived.getByRole('button', { name: `Restore ${name}` }).click();
  await expect(page.getByText(`${name} restored`)).toBeVisible();
  await page.getByLabel('Show').selectOption('active');
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
});
