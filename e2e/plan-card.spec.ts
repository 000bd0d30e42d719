import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { CITY_VETS, RECEPTION, StaffApi, uniqueTag } from './support/front-desk';

// Issue #17, the card a plan renews with: the desk enrols a dog in a monthly plan and mails the client the card link;
// the client opens it from /dev/mailbox, a card failing the checks is refused, 4242… is saved, the plan now names it,
// and the spent link answers "no longer valid".

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/plan-card-${name}.png`, fullPage: true });
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

test('the client gives the card of their pet\'s plan once, from the link the desk mailed', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const desk = await StaffApi.signIn(request, RECEPTION, CITY_VETS.slug);
  const { client, pet } = await desk.createClientWithDog(tag);
  const email = `jordan.${tag.toLowerCase()}@example.test`;
  const plans = (await desk.get<{ data: { id: number; name: string }[] }>('/plans')).data;
  const plan = plans.find((p) => p.name === 'Puppy & kitten first year')!;
  const sub = (await desk.post<{ data: { id: number; card_id: string | null } }>('/client-subscriptions', { pet_id: pet.id, plan_id: plan.id, auto_renew: true })).data;
  expect(sub.card_id).toBeNull();
  expect((await desk.post<{ data: { sent: boolean } }>(`/client-subscriptions/${sub.id}/card-link`, {})).data.sent).toBe(true);

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await page.locator('a[href*="/book/city-vets/plan-card/"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your card for the plan' })).toBeVisible();
  await expect(page.getByText(pet.nickname)).toBeVisible();
  await expect(page.getByText('Puppy & kitten first year')).toBeVisible();
  const cardUrl = page.url();
  await shot(page, 'desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 850 });

  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel(/^Card number/).pressSequentially('4242424242424241');
  await form.getByRole('button', { name: 'Save the card' }).click();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
  await form.getByLabel(/^Card number/).fill('');
  await form.getByLabel(/^Card number/).pressSequentially('4242424242424242');
  await form.getByLabel(/^Expiry date/).pressSequentially(`12${nextYear}`);
  await form.getByLabel(/^Security code/).fill('123');
  await form.getByRole('button', { name: 'Save the card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Card saved' })).toBeVisible();
  await expect(page.getByTestId('plan-card-done')).toContainText('4242');
  await shot(page, 'saved');

  const after = (await desk.get<{ data: { card_id: string | null; status: string } }>(`/client-subscriptions/${sub.id}`)).data;
  expect(after).toMatchObject({ status: 'active' });
  expect(after.card_id).toMatch(/^sim_pm_/);
  expect(client.id).toBeGreaterThan(0);

  await page.goto(cardUrl);
  await expect(page.getByText('This link is no longer valid. Ask the clinic for a new one.')).toBeVisible();
});
