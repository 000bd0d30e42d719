import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { HAPPY_PAWS, switchClinic } from './support/front-desk';
import { signIn } from './support/staff';

// Issue #16: the day-end cash-up (count the drawer, see the difference live, close the day once, read a
// closed demo day) and the client's account statement (running balance, mailed through the outbox).

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/cash-up-${name}.png`, fullPage: true });

test('the desk counts the drawer and closes the day; a closed day is read-only', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@happypaws.test');
  await switchClinic(page, HAPPY_PAWS.name);
  await page.getByRole('link', { name: 'Cash-up', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Day-end cash-up' })).toBeVisible();
  const expected = (await page.getByTestId('expected-cash').textContent()) ?? '';
  const counted = page.getByLabel(/^Counted cash/);
  await counted.fill('abc');
  await expect(page.getByText(/Enter (an|a whole) amount/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close day' })).toBeDisabled();
  await counted.fill('1');
  await expect(page.getByTestId('cash-difference')).not.toContainText('—');
  await shot(page, 'open-desktop');
  await counted.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(expected.trim());
  await confirm.getByRole('button', { name: 'Close day' }).click();
  await expect(page.getByTestId('closed-by')).toContainText('Closed by');
  await expect(page.getByLabel(/^Counted cash/)).toHaveCount(0);

  // The demo's closed days are listed; one opens read-only.
  const previous = page.getByRole('region', { name: 'Previous cash-ups' }).last();
  await expect(previous.getByRole('row')).not.toHaveCount(1);
  await previous.getByRole('button').nth(1).click();
  await expect(page.getByTestId('closed-by')).toBeVisible();
  await shot(page, 'closed-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'closed-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the client account statement shows the running balance and is mailed through the outbox', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@happypaws.test');
  await switchClinic(page, HAPPY_PAWS.name);
  await page.goto('/app/clients');
  await page.locator('main a[href*="/app/clients/"]').first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the account statement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account statement' })).toBeVisible();
  await expect(page.getByText('Opening balance').first()).toBeVisible();
  const closing = await page.getByTestId('closing-figure').textContent();
  const due = await page.getByTestId('balance-due').textContent();
  expect(closing).toBe(due);
  await shot(page, 'statement-desktop');
  await page.getByRole('button', { name: 'Mail statement' }).click();
  const sent = page.getByText(/^Statement sent to /);
  await expect(sent).toBeVisible();
  const to = ((await sent.textContent()) ?? '').replace('Statement sent to ', '').trim();
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  await expect(page.getByText(/Your account statement from/).first()).toBeVisible();
  await page.goBack();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'Account statement' })).toBeVisible();
  await shot(page, 'statement-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
