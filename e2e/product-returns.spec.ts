import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { HAPPY_PAWS, StaffApi, switchClinic, uniqueTag } from './support/front-desk';
import { signIn } from './support/staff';

// Issue #16, product returns: the client brings back products of an issued invoice; the desk opens "Product return"
// on the sale's page, returns two tablets to stock and one opened tablet not to stock, confirms, and sees the returns
// listed; stock comes back by two only and no more can be returned than was sold.

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/product-returns-${name}.png`, fullPage: true });
const axe = async (page: Page, name: string) => {
  await page.waitForTimeout(400); // past Chakra's enter animations
  const found = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(found.map((v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
};

test('the desk returns sold products, some back to stock and some not, never more than sold', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const api = await StaffApi.signIn(request, 'admin@happypaws.test', HAPPY_PAWS.slug);
  const { client } = await api.createClientWithDog(tag);
  const name = `Carprofen ${tag}`;
  const product = (await api.post<{ data: { id: number } }>('/products', { name, unit: 'box', sub_unit: 'tablet', sub_units: 10, selling_price: 3000, vat: 0 })).data;
  await api.post(`/products/${product.id}/stock/receipts`, { sub_units_changed: 20, batch_no: `R${tag}`, expiration_date: new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10) });
  const onHand = async () => (await api.get<{ data: { on_hand: number } }>(`/products/${product.id}/stock`)).data.on_hand;
  const sale = (await api.post<{ data: { id: number } }>('/sales', {
    client_id: client.id, lines: [{ kind: 'product', product_id: product.id, quantity: 4, unit: 'sub_unit' }, { kind: 'custom', name: `Exam ${tag}`, quantity: 1, unit_price: 2000, vat: 0 }],
  })).data;
  await api.post(`/sales/${sale.id}/issue`, {});
  expect(await onHand()).toBe(16);

  await signIn(page, 'admin@happypaws.test');
  await switchClinic(page, HAPPY_PAWS.name);
  await page.goto(`/app/sales/${sale.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Product returns' })).toBeVisible();
  await expect(page.getByText('No products returned.')).toBeVisible();
  await page.getByRole('button', { name: 'Product return', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Product return for invoice/ });
  // Only the product line, with what was sold and may come back.
  await expect(dialog.getByTestId('return-line')).toHaveCount(1);
  await expect(dialog.getByTestId('return-line')).toContainText(name);
  await dialog.getByLabel(`Quantity of ${name} to return`).fill('5');
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText('More units than can still go back to stock for this line.')).toBeVisible();
  await dialog.getByLabel(`Quantity of ${name} to return`).fill('2');
  await dialog.getByLabel(/^Note/).fill('Unopened strip');
  await shot(page, 'dialog-desktop');
  await axe(page, 'product return dialog');
  await dialog.getByRole('button', { name: 'Review' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Record this return?' });
  await expect(confirm.getByTestId('return-summary')).toHaveText(`2 × ${name} — back to stock`);
  await confirm.getByRole('button', { name: 'Record return' }).click();
  await expect(page.getByText('Products returned.')).toBeVisible();
  await expect(page.getByTestId('product-returns')).toContainText(`2 × ${name}`);
  await expect(page.getByTestId('product-returns')).toContainText('Unopened strip');
  expect(await onHand()).toBe(18);

  // One opened tablet: taken back, not put on the shelf.
  await page.getByRole('button', { name: 'Product return', exact: true }).click();
  const second = page.getByRole('dialog', { name: /^Product return for invoice/ });
  await second.getByLabel(`Quantity of ${name} to return`).fill('1');
  // The checkbox by keyboard: a click may land while the dialog is still sliding in (its box then moves under the
  // pointer and Playwright finds it outside the viewport).
  const backToStock = second.getByLabel(`Put ${name} back in stock`);
  await backToStock.focus();
  await page.keyboard.press('Space');
  await expect(backToStock).not.toBeChecked();
  await second.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Record this return?' }).getByTestId('return-summary')).toHaveText(`1 × ${name} — not back to stock`);
  await page.getByRole('alertdialog', { name: 'Record this return?' }).getByRole('button', { name: 'Record return' }).click();
  await expect(page.getByTestId('product-returns').getByText('Not back to stock')).toBeVisible();
  expect(await onHand()).toBe(18);
  await shot(page, 'sale-desktop');
  await axe(page, 'sale with returns');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Product return', exact: true }).click();
  await expect(page.getByRole('dialog', { name: /^Product return for invoice/ }).getByTestId('return-line')).toContainText('1');
  await shot(page, 'dialog-phone');
  await axe(page, 'product return dialog phone');
  await page.getByRole('dialog', { name: /^Product return for invoice/ }).getByLabel(`Quantity of ${name} to return`).fill('1');
  await page.getByRole('dialog', { name: /^Product return for invoice/ }).getByRole('button', { name: 'Review' }).click();
  await page.getByRole('alertdialog', { name: 'Record this return?' }).getByRole('button', { name: 'Record return' }).click();
  // All four are back: the button goes away.
  await expect(page.getByTestId('product-returns').locator('li')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Product return', exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
