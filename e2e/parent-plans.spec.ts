import { expect, test } from './support/test';
import { activatedAccount, guestEmail } from './support/booking';
import { CITY_VETS, RECEPTION, StaffApi } from './support/front-desk';

// Issue #17, the parent's side: a logged-in parent opens "My plans" from the account menu and sees their dog's plan,
// what is left this period and the next renewal with its amount. The account, its pet and the enrolment go through
// the API (the desk enrols the pet).

test('a parent sees their dog\'s plan, what is left this period and the next renewal', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = guestEmail('plans');
  const { clinicId, token } = await activatedAccount(request, CITY_VETS.slug, email, 'plans-pass-1', { first_name: 'Polly', last_name: 'Plans', phone: '+12125550143' });
  const desk = await StaffApi.signIn(request, RECEPTION, CITY_VETS.slug);
  const dog = (await desk.get<{ data: { id: number; name: string }[] }>('/species')).data.find((s) => s.name === 'Dog')!;
  const added = await request.post('/api/v1/for-pet-parents/pets', { headers: { authorization: `Bearer ${token}` }, data: { clinic_id: clinicId, pets: [{ nickname: 'Biscuit', species_id: dog.id }] } });
  expect(added.status()).toBe(201);
  const pet = ((await added.json()).data as { id: number; nickname: string }[])[0];
  const plan = (await desk.get<{ data: { id: number; name: string }[] }>('/plans')).data.find((p) => p.name === 'Puppy & kitten first year')!;
  const sub = (await desk.post<{ data: { next_renewal_date: string } }>('/client-subscriptions', { pet_id: pet.id, plan_id: plan.id, auto_renew: true })).data;
  expect(sub.next_renewal_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await page.goto('/book/city-vets');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: "You're not logged in" });
  await login.getByLabel(/^E-mail/).fill(email);
  await login.getByLabel(/^Password/).fill('plans-pass-1');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(header.getByText('Polly Plans')).toBeVisible();

  await header.getByRole('button', { name: 'My plans' }).click();
  const dialog = page.getByRole('dialog', { name: "Your pets' plans" });
  const card = dialog.getByRole('listitem', { name: 'Biscuit: Puppy & kitten first year' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Active')).toBeVisible();
  await expect(card.getByText('General consultation: 1 of 1 left')).toBeVisible();
  await expect(card.getByText(/^Renews on .+ for \$/)).toBeVisible();
  await page.screenshot({ path: 'test-results/parent-plans-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card).toBeVisible();
  await page.screenshot({ path: 'test-results/parent-plans-phone.png' });
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  // The account corner (name, My documents, My plans, Log out) wraps instead of widening the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/parent-plans-phone-header.png' });
});
