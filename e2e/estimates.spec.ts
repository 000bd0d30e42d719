import { expect, test } from './support/test';
import { HAPPY_PAWS, StaffApi, switchClinic, uniqueTag } from './support/front-desk';
import { signIn } from './support/staff';

// Issue #16, estimates: from a patient's page the desk builds an estimate from the demo template, mails it,
// the client opens the mail, approves on the public page, and the clinic sees it approved.

test('an estimate built from a template is mailed, approved by the client on the link, and shows approved at the clinic', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const api = await StaffApi.signIn(request, 'admin@happypaws.test', HAPPY_PAWS.slug);
  const { pet } = await api.createClientWithDog(tag);
  const email = `jordan.${tag.toLowerCase()}@example.test`;

  await signIn(page, 'admin@happypaws.test');
  await switchClinic(page, HAPPY_PAWS.name);
  await page.goto(`/app/patients/${pet.id}`);
  await page.getByRole('link', { name: 'New estimate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New estimate' })).toBeVisible();
  await page.getByLabel('Start from a template').selectOption({ label: 'Dental cleaning' });
  await page.getByRole('button', { name: 'Build from the template' }).click();

  await page.waitForURL(/\/app\/estimates\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dental cleaning under anaesthesia' })).toBeVisible();
  await expect(page.getByText('Pending').first()).toBeVisible();
  const staffTotal = (await page.getByTestId('estimate-total').textContent())!.trim();
  expect(staffTotal).toMatch(/–/);

  await page.getByRole('button', { name: 'Send to the client' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await dialog.getByRole('button', { name: 'Send to the client' }).click();
  await expect(page.getByText('Estimate sent to the client')).toBeVisible();
  const estimateUrl = page.url();

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  // The mail is in the client's language, else the clinic's (Romanian at Happy Paws): find the link by where it goes.
  await expect(page.getByText('Deviz: Dental cleaning under anaesthesia').first()).toBeVisible();
  await page.locator('a[href*="/book/happy-paws/estimate/"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dental cleaning under anaesthesia' })).toBeVisible();
  // The same low–high total, in the clinic's currency format.
  await expect(page.getByTestId('estimate-total')).toHaveText(staffTotal);
  await page.getByRole('button', { name: 'Approve the estimate' }).click();
  await expect(page.getByText('Thank you: the clinic now knows you approved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve the estimate' })).toHaveCount(0);

  await page.goto(estimateUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Dental cleaning under anaesthesia' })).toBeVisible();
  await expect(page.getByText('Approved').first()).toBeVisible();
  await expect(page.getByText('answered by the client')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send to the client' })).toHaveCount(0);

  // The desk moves the approved estimate to a sale: a draft with its lines, ready for the checkout; the estimate keeps it.
  await page.getByRole('button', { name: 'Move to sale' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Draft sale' })).toBeVisible();
  await expect(page.getByText('Issue invoice')).toBeVisible();
  await page.goto(estimateUrl);
  await expect(page.getByRole('link', { name: 'Open the sale' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move to sale' })).toHaveCount(0);
});
