import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the real form, the way a person does. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/app');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Hello/ })).toBeVisible();
}
