import { expect, test } from '@playwright/test';
import { HAPPY_PAWS, switchClinic, uniqueTag } from './support/front-desk';
import { signIn } from './support/staff';

// Issue #19, first part: the clinic's document templates. Happy Paws has the built-ins in Romanian; an admin
// writes a template (an unknown placeholder is refused in place), and previews a consent filled for Bruno.

const SHOTS = process.env.DOC_SHOTS_DIR;

test('an admin keeps document templates: built-ins, a new one with a placeholder, a preview for a pet', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Dental consent ${uniqueTag()}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin@happypaws.test');
  await switchClinic(page, HAPPY_PAWS.name);
  await page.getByRole('link', { name: 'Document templates', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Document templates' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Consimțământ pentru eutanasie Built-in' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-1366.png`, fullPage: true });

  await page.getByRole('button', { name: 'New template' }).click();
  const dialog = page.getByRole('dialog', { name: 'New template' });
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Text/).fill('Owner: {{client.full_name}}, colour {{pet.colour}}');
  await expect(dialog.getByText('Unknown placeholder: pet.colour')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create template' }).click();
  await expect(dialog.getByText('Unknown placeholder: pet.colour')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Text/).fill('# Dental work\n\nWe will clean the teeth of ');
  await dialog.getByLabel(/^Placeholder/).selectOption('pet.nickname');
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog.getByLabel(/^Text/)).toHaveValue('# Dental work\n\nWe will clean the teeth of {{pet.nickname}}');
  await expect(dialog.getByRole('document', { name: 'Preview' })).toContainText('We will clean the teeth of [pet.nickname]');
  await dialog.getByRole('button', { name: 'Create template' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Template created')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search templates' }).fill(name);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Consent form');
  await page.getByRole('searchbox', { name: 'Search templates' }).fill('');

  // The built-in surgery consent, filled on the server for Bruno (Ana Marin's dog).
  await page.getByRole('button', { name: 'Edit Consimțământ pentru chirurgie și anestezie' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit template' });
  await edit.getByRole('combobox', { name: 'Pet' }).fill('Bruno');
  await edit.getByRole('option', { name: /Bruno/ }).first().click();
  const filled = edit.getByRole('document', { name: 'Preview for a pet' });
  await expect(filled).toContainText('Pacient: Bruno (Dog, Golden Retriever)');
  await expect(filled).toContainText('Ana Marin');
  await expect(filled).toContainText('642090000123456');
  const [download] = await Promise.all([page.waitForEvent('download'), edit.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe('Consimțământ pentru chirurgie și anestezie.pdf');
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await filled.scrollIntoViewIfNeeded();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await filled.scrollIntoViewIfNeeded();
  await expect(filled).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-390.png` });
  await edit.getByRole('button', { name: 'Close' }).click();
  await expect(edit).toBeHidden();
  await expect(page.locator('[data-scope="dialog"][data-part="backdrop"]')).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-390.png`, fullPage: true });
});
