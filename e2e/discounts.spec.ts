import { expect, test } from './support/test';
import { HAPPY_PAWS, RECEPTION, switchClinic, uniqueTag } from './support/front-desk';
import { signIn } from './support/staff';

// Issue #16, the discount catalogue: an admin adds a discount (the shared schema refuses 120 %), switches
// it off and on from the list, edits and deletes it; the desk sees the list without changing it.

test('an admin keeps the clinic\'s discounts: add, refuse what cannot be, switch off and on, edit, delete', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `Puppy pack ${uniqueTag()}`;
  await signIn(page, 'admin@happypaws.test');
  await switchClinic(page, HAPPY_PAWS.name);
  await page.getByRole('link', { name: 'Discounts', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Senior pet (over 10 years)', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'New discount' }).click();
  const dialog = page.getByRole('dialog', { name: 'New discount' });
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Value/).fill('120');
  await dialog.getByRole('button', { name: 'Create discount' }).click();
  await expect(dialog.getByText('A percentage cannot be more than 100.')).toBeVisible();
  await dialog.getByLabel(/^Value/).fill('12.5');
  await dialog.getByRole('button', { name: 'Create discount' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Discount created')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search discounts' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('12.5 %');
  // The same name in other letters is refused in place.
  await page.getByRole('button', { name: 'New discount' }).click();
  const again = page.getByRole('dialog', { name: 'New discount' });
  await again.getByLabel(/^Name/).fill(name.toUpperCase());
  await again.getByLabel(/^Value/).fill('5');
  await again.getByRole('button', { name: 'Create discount' }).click();
  await expect(again.getByText('A discount with this name already exists.')).toBeVisible();
  await again.getByRole('button', { name: 'Close' }).click();
  await again.getByRole('button', { name: 'Discard' }).click();
  await expect(again).toBeHidden();

  // Switched off from the list: the checkout's list (enabled only) no longer has it.
  const toggle = row.getByRole('checkbox', { name: `Offer ${name} at checkout` });
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText(`${name} is no longer offered`)).toBeVisible();
  await page.getByRole('combobox', { name: 'Offered at checkout' }).selectOption('0');
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await page.getByRole('combobox', { name: 'Offered at checkout' }).selectOption('1');
  await expect(page.getByText('No discount matches.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Offered at checkout' }).selectOption('all');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit discount' });
  await edit.getByLabel(/^Type/).selectOption('amount');
  await edit.getByLabel(/^Value/).fill('15');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Fixed amount');
  await expect(row).toContainText(/15\.00/);

  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: `test-results/screens/discounts-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete this discount?' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Discount deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('the desk sees the discounts the checkout offers but cannot change them', async ({ page }) => {
  await signIn(page, RECEPTION);
  await page.goto('/app/discounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Multi-pet household', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New discount' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'Spring vaccination campaign' }).getByText('Switched off')).toBeVisible();
});
