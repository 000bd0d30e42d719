import { expect, test } from './support/test';
import { signIn } from './support/staff';

test.describe('reports dashboard', () => {
  test('the owner opens the dashboard, changes the period and the clinics, and the receptionist has no reports', async ({ page, browser }) => {
    await signIn(page, 'admin@happypaws.test');
    await page.getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('kpi-revenue')).toBeVisible();
    const compare = page.getByTestId('kpi-compare');
    const thisMonth = await compare.textContent();

    await page.getByLabel('Period').selectOption('last_month');
    await expect(compare).not.toHaveText(thisMonth ?? '');
    await page.getByLabel('Period').selectOption('custom');
    await page.getByLabel('From', { exact: true }).fill('2026-01-01');
    await page.getByLabel('To', { exact: true }).fill('2026-01-31');
    await expect(compare).toHaveText('Compared with 2025-12-01 – 2025-12-31');
    await expect(page.getByRole('region', { name: 'Payments by method' })).toBeVisible();

    // The demo group's clinics keep their books in RON and in dollars: a group total would add the two.
    await page.getByLabel('Clinics').selectOption('group');
    await expect(page.getByRole('alert')).toHaveText('These clinics use different currencies: report on one clinic at a time.');
    await page.getByLabel('Clinics').selectOption('clinic');
    await expect(page.getByTestId('kpi-revenue')).toBeVisible();

    const desk = await browser.newPage();
    await signIn(desk, 'reception@cityvets.test');
    await expect(desk.getByRole('link', { name: 'Invoices' })).toBeVisible();
    await expect(desk.getByRole('link', { name: 'Reports' })).toHaveCount(0);
    await desk.close();
  });
});
