import { expect, test } from './support/test';
import { HAPPY_PAWS, StaffApi, switchClinic, uniqueTag } from './support/front-desk';
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
  // The toast first: it is shown as the dialog starts closing and lives five seconds, which a starved machine can
  // spend on the dialog's exit animation (a CI run found it already gone).
  await expect(page.getByText('Plan created')).toBeVisible();
  await expect(dialog).toBeHidden();

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

// Enrolling a pet: from the dog's profile the desk picks a plan that suits it; the first period is invoiced at once;
// pausing asks for a reason; cancelling at the period's end keeps the plan until then.
test('the desk enrols a dog in a plan from its profile, opens the first invoice, pauses, resumes and cancels at period end', async ({ page, request }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const api = await StaffApi.signIn(request, 'admin@happypaws.test', HAPPY_PAWS.slug);
  const { pet } = await api.createClientWithDog(tag);
  await signIn(page, 'admin@happypaws.test');
  await switchClinic(page, HAPPY_PAWS.name);
  await page.goto(`/app/patients/${pet.id}`);
  await expect(page.getByText(`${pet.nickname} is not on a plan.`)).toBeVisible();
  await page.getByRole('button', { name: 'Enrol in a plan' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: `Enrol ${pet.nickname} in a plan` });
  // Only plans for dogs or any species: the cat plan is not offered.
  await expect(dialog.getByLabel('Plan').locator('option', { hasText: 'Senior cat care' })).toHaveCount(0);
  await dialog.getByLabel('Plan').selectOption({ label: (await dialog.getByLabel('Plan').locator('option', { hasText: 'Adult dog wellness' }).textContent())! });
  await dialog.getByRole('button', { name: 'Enrol in a plan' }).click();
  await expect(page.getByText(`${pet.nickname} enrolled`)).toBeVisible();
  await expect(page.getByText('Adult dog wellness')).toBeVisible();
  await expect(page.getByText(/^Renews on /)).toBeVisible();

  await page.getByRole('button', { name: 'Pause' }).click();
  const pause = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: `Pause ${pet.nickname}'s plan?` });
  await pause.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Give a reason.')).toBeVisible();
  await pause.getByLabel('Reason').fill('Owner travelling');
  await pause.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await expect(page.getByText('Reason: Owner travelling')).toBeVisible();
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel plan' }).click();
  const cancel = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: `Cancel ${pet.nickname}'s plan?` });
  await cancel.getByLabel('Reason').fill('Moving away');
  await cancel.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByText('Plan ends at the end of this period')).toBeVisible();
  await expect(page.getByText(/^Ends on /)).toBeVisible();

  await page.getByRole('link', { name: "Open this period's invoice" }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Invoice #\d+$/ })).toBeVisible();
  await expect(page.getByText(/Adult dog wellness \(\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}\)/)).toBeVisible();
});
