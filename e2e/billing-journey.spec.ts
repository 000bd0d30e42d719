import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { HAPPY_PAWS, StaffApi, switchClinic, uniqueTag } from './support/front-desk';
import { signIn } from './support/staff';

// Issue #16, the whole billing journey in one go: a vet builds an estimate from a template; the client approves it
// from the mail; it moves to a sale; the desk adds a product, gives a discount with a reason, issues, takes cash and
// a card (4242…) and prints the PDF (its text read back with pdftotext); a credit note gives one line back as client
// credit; that credit pays part of the client's next invoice.

type Sale = { id: number; number: number | null; total: number; due: number; lines: { id: number; name: string; kind: string }[]; payments: { method: number; amount: number }[] };
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
const digitsOf = (minor: number) => [(minor / 100).toFixed(2), (minor / 100).toFixed(2).replace('.', ',')];

test('estimate → client approval → sale with product and discount → cash + card → PDF → credit note → credit pays the next sale', async ({ page, request }) => {
  test.setTimeout(240_000);
  const tag = uniqueTag();
  const api = await StaffApi.signIn(request, 'admin@happypaws.test', HAPPY_PAWS.slug);
  const { client, pet } = await api.createClientWithDog(tag);
  const email = `jordan.${tag.toLowerCase()}@example.test`;

  // The estimate, from the demo template, mailed and approved by the client.
  await signIn(page, 'admin@happypaws.test');
  await switchClinic(page, HAPPY_PAWS.name);
  await page.goto(`/app/patients/${pet.id}`);
  await page.getByRole('link', { name: 'New estimate' }).click();
  await page.getByLabel('Start from a template').selectOption({ label: 'Dental cleaning' });
  await page.getByRole('button', { name: 'Build from the template' }).click();
  await page.waitForURL(/\/app\/estimates\/\d+$/);
  const estimateUrl = page.url();
  await page.getByRole('button', { name: 'Send to the client' }).click();
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Send to the client' }).click();
  await expect(page.getByText('Estimate sent to the client')).toBeVisible();
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await page.locator('a[href*="/book/happy-paws/estimate/"]').first().click();
  await page.getByRole('button', { name: 'Approve the estimate' }).click();
  await expect(page.getByText('Thank you: the clinic now knows you approved.')).toBeVisible();

  // Moved to a sale: the desk adds a product and a discount with its reason, then issues.
  await page.goto(estimateUrl);
  await page.getByRole('button', { name: 'Move to sale' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Draft sale' })).toBeVisible();
  const saleId = Number(/\/sales\/(\d+)/.exec(page.url())![1]);
  const add = page.getByRole('form', { name: 'Add a line' });
  await add.getByLabel('Type').selectOption('product');
  await add.getByLabel('Product').selectOption({ index: 1 });
  const productName = (await add.getByLabel('Product').locator('option:checked').textContent())!.trim();
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('cell', { name: productName, exact: true })).toBeVisible();
  const discount = page.getByRole('form', { name: 'Discount' });
  await discount.getByLabel('Discount value').fill('10');
  await discount.getByLabel(/^Reason/).fill('Estimate approved the same day');
  await discount.getByRole('button', { name: 'Apply discount' }).click();
  await expect(page.getByLabel('Totals')).toContainText('Discount');
  await page.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Invoice #\d+$/ })).toBeVisible();
  const issued = (await api.get<{ data: Sale }>(`/sales/${saleId}`)).data;
  expect(issued.lines.map((l) => l.kind)).toContain('product');

  // Cash for part, a card through the provider for the rest.
  const pay = page.getByRole('form', { name: 'Take payment' });
  await pay.getByLabel('Amount').first().fill('20');
  await pay.getByRole('button', { name: 'Take payment' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
  await page.getByRole('button', { name: 'Charge a card…' }).click();
  const dialog = page.getByRole('dialog', { name: `Charge a card for invoice #${issued.number}` });
  const form = dialog.getByRole('form', { name: 'Card payment' });
  await form.getByLabel(/^Card number/).pressSequentially('4242424242424242');
  await form.getByLabel(/^Expiry date/).pressSequentially(`12${nextYear}`);
  await form.getByLabel(/^Security code/).fill('123');
  await form.getByRole('button', { name: /^Pay / }).click();
  await expect(dialog).toHaveCount(0);
  const paid = (await api.get<{ data: Sale }>(`/sales/${saleId}`)).data;
  expect(paid.due).toBe(0);
  expect(paid.payments.map((p) => p.method).sort()).toEqual([1, 2]);
  expect(paid.payments.reduce((a, p) => a + p.amount, 0)).toBe(paid.total);

  // The PDF as the browser downloads it, read back as text: the invoice number and its total.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF' }).first().click()]);
  const dir = mkdtempSync(path.join(tmpdir(), 'invoice-'));
  const pdf = path.join(dir, 'invoice.pdf');
  await download.saveAs(pdf);
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  writeFileSync(path.join('test-results', `billing-invoice-${tag}.txt`), text);
  expect(text).toContain(String(issued.number));
  expect(digitsOf(paid.total).some((d) => text.includes(d))).toBe(true);
  expect(text).toContain(productName);

  // A credit note gives the product line back; the money goes to the client's credit.
  await page.getByRole('button', { name: 'Credit note', exact: true }).click();
  const credit = page.getByRole('dialog', { name: /^Credit note for invoice/ });
  await credit.getByLabel(`Quantity of ${productName} to credit`).fill('1');
  await credit.getByLabel(/^Reason/).fill('Product returned unopened');
  await credit.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('alertdialog', { name: 'Post this credit note?' }).getByRole('button', { name: 'Post credit note' }).click();
  await expect(page.getByText(/^Credit note \d+ posted$/)).toBeVisible();
  await page.getByRole('button', { name: /^Refund Credit note/ }).click();
  const refund = page.getByRole('dialog', { name: /^Refund from credit note/ });
  await refund.getByLabel('Refund to').selectOption('6');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await page.getByRole('alertdialog', { name: /^Refund/ }).getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Refund recorded')).toBeVisible();
  const creditHeld = (await api.get<{ data: { credit: number } }>(`/pet-parents/${client.id}/account`)).data.credit;
  expect(creditHeld).toBeGreaterThan(0);

  // The next invoice: the client's credit pays part of it, cash the rest.
  const next = (await api.post<{ data: Sale }>('/sales', { client_id: client.id, lines: [{ kind: 'custom', name: `Nail trim ${tag}`, quantity: 1, unit_price: creditHeld + 5000, vat: 0 }] })).data;
  await api.post(`/sales/${next.id}/issue`, {});
  await page.goto(`/app/sales/${next.id}`);
  const pay2 = page.getByRole('form', { name: 'Take payment' });
  await pay2.getByLabel('Method').first().selectOption('6');
  await pay2.getByLabel('Amount').first().fill(digitsOf(creditHeld)[0]);
  await pay2.getByRole('button', { name: 'Take payment' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
  const after = (await api.get<{ data: Sale }>(`/sales/${next.id}`)).data;
  expect(after.payments).toEqual([expect.objectContaining({ method: 6, amount: creditHeld })]);
  expect(after.due).toBe(5000);
});
