import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { CITY_VETS, RECEPTION, StaffApi, uniqueTag } from './support/front-desk';
import { signIn } from './support/staff';

// Issue #16, an invoice paid online: the desk sends a payment link for an issued sale with a balance due, the client
// opens it from the mail at /dev/mailbox, pays the balance with 4242…, and the desk sees the invoice paid online.

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/sale-pay-${name}.png`, fullPage: true });
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

test('staff sends a payment link, the client pays the balance with 4242 from the mail, staff sees it paid', async ({ page, request }) => {
  test.setTimeout(150_000);
  const tag = uniqueTag();
  const desk = await StaffApi.signIn(request, RECEPTION, CITY_VETS.slug);
  const { client } = await desk.createClientWithDog(tag);
  const email = `jordan.${tag.toLowerCase()}@example.test`;
  // An issued invoice of 80.00, 30.00 of it paid in cash at the desk: 50.00 is due.
  const draft = (await desk.post<{ data: { id: number } }>('/sales', { client_id: client.id, lines: [{ kind: 'custom', name: `Dental check ${tag}`, quantity: 1, unit_price: 8000, vat: 0 }] })).data;
  const sale = (await desk.post<{ data: { id: number; number: number; total: number } }>(`/sales/${draft.id}/issue`, {})).data;
  expect(sale.total).toBe(8000);
  await desk.post(`/sales/${sale.id}/payments`, { payments: [{ method: 1, amount: 3000 }] });

  await signIn(page, RECEPTION);
  await page.goto(`/app/sales/${sale.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Invoice #${sale.number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Send payment link' }).click();
  const dialog = page.getByRole('dialog', { name: `Send a payment link to ${client.full_name}` });
  await expect(dialog.getByTestId('payment-link-sale')).toContainText('$50.00');
  // The preview shows where the link goes (the invoice's own page), never a pasted URL.
  await expect(dialog.getByText(/\/book\/city-vets\/pay\//).first()).toBeVisible();
  await shot(page, 'send-dialog');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/^Sent by/)).toBeVisible();

  // The client's mailbox: the payment link opens the invoice's page.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await page.locator('a[href*="/book/city-vets/pay/"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay your invoice' })).toBeVisible();
  await expect(page.getByTestId('sale-total')).toHaveText('$80.00');
  await expect(page.getByTestId('sale-paid')).toHaveText('$30.00');
  await expect(page.getByTestId('sale-due')).toHaveText('$50.00');
  await expect(page.getByText(`Dental check ${tag}`)).toBeVisible();
  const payUrl = page.url();
  await shot(page, 'page-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'page-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 850 });

  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel(/^Card number/).pressSequentially('4242424242424242');
  await form.getByLabel(/^Expiry date/).pressSequentially(`12${nextYear}`);
  await form.getByLabel(/^Security code/).fill('123');
  await form.getByRole('button', { name: 'Pay $50.00' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice paid' })).toBeVisible();
  await expect(page.getByTestId('sale-due')).toHaveText('$0.00');
  await expect(page.getByText('Paid by card ending in 4242.')).toBeVisible();
  await shot(page, 'paid');

  // Opened again, the link shows the paid state (no form, no second charge).
  await page.goto(payUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice paid' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Card payment' })).toHaveCount(0);

  // The desk sees it paid, online.
  await page.goto(`/app/sales/${sale.id}`);
  await expect(page.getByText(/Online payment · card visa •••• 4242/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send payment link' })).toHaveCount(0);
  const after = (await desk.get<{ data: { due: number; paid: number } }>(`/sales/${sale.id}`)).data;
  expect(after).toMatchObject({ due: 0, paid: 8000 });
});

// The checkout: cash plus card (4242…) at the desk, the card charged through the provider.
test('the desk takes cash plus a card charged through the provider (4242), declined first', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const desk = await StaffApi.signIn(request, RECEPTION, CITY_VETS.slug);
  const { client } = await desk.createClientWithDog(tag);
  const draft = (await desk.post<{ data: { id: number } }>('/sales', { client_id: client.id, lines: [{ kind: 'custom', name: `X-ray ${tag}`, quantity: 1, unit_price: 12000, vat: 0 }] })).data;
  const sale = (await desk.post<{ data: { id: number; number: number } }>(`/sales/${draft.id}/issue`, {})).data;

  await signIn(page, RECEPTION);
  await page.goto(`/app/sales/${sale.id}`);
  const pay = page.getByRole('form', { name: 'Take payment' });
  await pay.getByLabel('Method').first().selectOption('1');
  await pay.getByLabel('Amount').first().fill('20');
  await pay.getByRole('button', { name: 'Take payment' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();

  await page.getByRole('button', { name: 'Charge a card…' }).click();
  const dialog = page.getByRole('dialog', { name: `Charge a card for invoice #${sale.number}` });
  await expect(dialog.getByLabel(/^Amount to charge/)).toHaveValue('100.00');
  const form = dialog.getByRole('form', { name: 'Card payment' });
  const card = async (number: string) => {
    await form.getByLabel(/^Card number/).fill('');
    await form.getByLabel(/^Card number/).pressSequentially(number);
    await form.getByLabel(/^Expiry date/).fill('');
    await form.getByLabel(/^Expiry date/).pressSequentially(`12${nextYear}`);
    await form.getByLabel(/^Security code/).fill('123');
    await form.getByRole('button', { name: 'Pay $100.00' }).click();
  };
  await card('4000000000000002');
  await expect(dialog.getByTestId('card-charge-failure')).toBeVisible();
  await shot(page, 'desk-declined');
  await card('4242424242424242');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/^Card · card visa •••• 4242/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Charge a card…' })).toHaveCount(0);
  const after = (await desk.get<{ data: { due: number; payments: { method: number; amount: number }[] } }>(`/sales/${sale.id}`)).data;
  expect(after.due).toBe(0);
  expect(after.payments.map((p) => [p.method, p.amount])).toEqual([[1, 2000], [2, 10000]]);
});
