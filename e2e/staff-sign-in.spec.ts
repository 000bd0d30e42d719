import { expect, test } from './support/test';
import { DEMO_PASSWORD, signIn } from './support/staff';

test.describe('staff sign-in and clinic settings', () => {
  test('a group admin signs in, switches clinic and sees a new date format applied', async ({ page }) => {
    await signIn(page, 'admin@happypaws.test');
    const switcher = page.getByLabel('Active clinic');
    await expect(switcher).toBeVisible();
    await switcher.selectOption({ label: 'City Vets' });
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();

    await page.getByRole('link', { name: 'Clinic & preferences' }).click();
    await page.getByRole('tab', { name: 'Preferences' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Preferences' });
    // The preferences form's own Save (the vitals card below it has another).
    const save = panel.getByRole('button', { name: 'Save', exact: true }).first();
    // The clinic switch above may still be settling (its queries refetch and remount the form).
    await expect(async () => {
      await panel.getByLabel('Date format').selectOption('YYYY-MM-DD');
      await expect(save).toBeEnabled({ timeout: 1000 });
    }).toPass();
    await save.click();
    await expect(page.getByText('Saved.')).toBeVisible();

    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByTestId('today-date')).toHaveText(/Today, \d{4}-\d{2}-\d{2}/);

    // The other clinic keeps its own format.
    await page.getByLabel('Active clinic').selectOption({ label: 'Happy Paws Clinic' });
    await expect(page.getByTestId('today-date')).toHaveText(/Today, \d{2}\.\d{2}\.\d{4}/);
  });

  test('a wrong password shows an error toast and keeps the form filled in', async ({ page }) => {
    await page.goto('/app');
    await page.getByLabel(/^E-mail/).fill('vet@happypaws.test');
    await page.getByLabel(/^Password/).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'The e-mail or password is not right.' });
    await expect(toast).toBeVisible();
    await expect(page.getByLabel(/^E-mail/)).toHaveValue('vet@happypaws.test');
    await expect(page.getByLabel(/^Password/)).toHaveValue('wrong-password');
    // Closable, as the spec asks.
    await toast.getByRole('button').click();
    await expect(toast).toBeHidden();
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Hello, Andrei/ })).toBeVisible();
  });

  test('the sign-in page reads in Korean', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ko-KR' });
    const page = await context.newPage();
    await page.goto('/app');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sign in');
    await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
    await context.close();
  });
});
