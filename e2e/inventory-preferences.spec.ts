import { expect, test } from './support/test';
import { HAPPY_PAWS, switchClinic } from './support/front-desk';
import { DEMO_PASSWORD, signIn } from './support/staff';

// Issue #15, inventory preferences: an admin sets how many days ahead a batch counts as expiring and
// allows negative stock on the Preferences screen (a day count of 0 gets the field's message); the home
// page's stock alerts then count with the new number of days. The clinic's preferences are restored after.

test('an admin sets the expiring days and allows negative stock; the home stock alerts follow', async ({ page, request }) => {
  const { access_token } = await (await request.post('/api/v1/auth/login', { data: { email: 'admin@happypaws.test', password: DEMO_PASSWORD } })).json();
  const auth = { authorization: `Bearer ${access_token}` };
  const me = await (await request.get('/api/v1/auth/me', { headers: auth })).json();
  const clinicId = me.data.clinics.find((c: { slug: string }) => c.slug === HAPPY_PAWS.slug).id as number;
  const headers = { ...auth, 'x-clinic-id': String(clinicId) };
  const before = (await (await request.get(`/api/v1/clinics/${clinicId}/preferences`, { headers })).json()).data;
  try {
    await signIn(page, 'admin@happypaws.test');
    await switchClinic(page, HAPPY_PAWS.name);
    await page.goto('/app/settings/preferences');
    const section = page.getByRole('region', { name: 'Inventory' });
    const days = section.getByRole('spinbutton', { name: /Expiring within \(days\)/ });
    const negative = section.getByRole('checkbox', { name: 'Allow sales and usage to take stock below zero' });
    await expect(days).toHaveValue(String(before.expiring_within_days));
    await expect(negative).not.toBeChecked();
    const save = page.getByRole('button', { name: 'Save', exact: true }).first();

    await expect(async () => {
      await days.fill('0');
      await expect(save).toBeEnabled({ timeout: 1000 });
    }).toPass();
    await save.click();
    await expect(section.getByText('Expiring within (days) is too small.')).toBeVisible();

    await days.fill('60');
    await section.getByText('Allow sales and usage to take stock below zero').click();
    await expect(negative).toBeChecked();
    await page.screenshot({ path: 'test-results/inventory-preferences-1366.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/inventory-preferences-390.png', fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await save.click();
    await expect(page.getByText('Saved.')).toBeVisible();
    const saved = (await (await request.get(`/api/v1/clinics/${clinicId}/preferences`, { headers })).json()).data;
    expect(saved).toMatchObject({ expiring_within_days: 60, allow_negative_stock: true });

    // The home page's card counts the batches expiring within 60 days, the same number the API gives without `days`.
    const expected = (await (await request.get('/api/v1/stock/expiring?per_page=1', { headers })).json()).meta.total as number;
    const expected60 = (await (await request.get('/api/v1/stock/expiring?per_page=1&days=60', { headers })).json()).meta.total as number;
    expect(expected).toBe(expected60);
    await page.getByRole('link', { name: 'Home' }).click();
    const alerts = page.getByRole('region', { name: 'Stock alerts' });
    await expect(alerts.getByText(`Batches expiring within 60 days: ${expected}`)).toBeVisible();
    await alerts.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/inventory-home-alerts-1366.png', fullPage: true });
  } finally {
    await request.put(`/api/v1/clinics/${clinicId}/preferences`, { headers, data: before });
  }
});
