import { expect, test } from './support/test';
import { signIn } from './support/staff';

const VET = 'Andrei Popescu';

test.describe('staff PIN: quick switch at a shared desk (issue 22 #6)', () => {
  test('the admin gives the vet a PIN, locks the screen, and the vet unlocks it as themselves with that PIN', async ({ page }) => {
    await signIn(page, 'admin@happypaws.test');
    // The vet works at Happy Paws only: the desk is that clinic's.
    await page.getByLabel('Active clinic').selectOption({ label: 'Happy Paws Clinic' });
    await page.getByRole('link', { name: 'Team', exact: true }).click();
    await page.getByRole('button', { name: `More actions for ${VET}` }).click();
    await page.getByRole('menuitem', { name: 'Generate PIN' }).click();
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Generate PIN' }).click();
    const shown = page.getByLabel('PIN', { exact: true });
    await expect(shown).toHaveText(/^\d{4}$/);
    const pin = (await shown.textContent())!.trim();
    await page.getByRole('button', { name: 'Done' }).click();

    const account = page.getByRole('button', { name: 'Account' });
    await expect(account).not.toContainText('Andrei');
    await account.click();
    await page.getByRole('menuitem', { name: 'Lock screen' }).click();
    const lock = page.getByRole('dialog', { name: 'Screen locked' });
    await expect(lock).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lock).toBeVisible();
    // A reload is no way around the lock either.
    await page.reload();
    await expect(lock).toBeVisible();

    await lock.getByRole('button', { name: VET }).click();
    const wrong = String((Number(pin) + 1) % 10_000).padStart(4, '0');
    await lock.getByLabel(/^PIN/).fill(wrong);
    await lock.getByRole('button', { name: 'Unlock' }).click();
    await expect(lock.getByText('This PIN is not right.')).toBeVisible();

    await lock.getByLabel(/^PIN/).fill(pin);
    await lock.getByRole('button', { name: 'Unlock' }).click();
    await expect(lock).toBeHidden();
    await expect(page.locator('header')).toContainText('Andrei');
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Screen locked' })).toHaveCount(0);
    await expect(page.locator('header')).toContainText('Andrei');
  });
});
