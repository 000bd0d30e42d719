import { expect, test } from './support/test';
import { CITY_VETS, StaffApi, uniqueTag, RECEPTION, SARAH_KIM_DAYS } from './support/front-desk';
import { signIn } from './support/staff';

// Issue 22, everyday actions: a payment link notification carries the client's real deposit page, not a pasted URL.
test('a receptionist sends the owner a payment link chosen from the client\'s unpaid deposits, and the message links its payment page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const desk = await StaffApi.signIn(request, RECEPTION, CITY_VETS.slug);
  const { client, pet } = await desk.createClientWithDog(tag);
  const vetId = await desk.vetIdByName('Sarah Kim');
  const packageId = await desk.packageIdByName('Annual vaccination');
  const slot = await desk.findFreeRun({ vetId, packageId, zone: CITY_VETS.zone, slots: 1, fromDays: 5, weekdays: SARAH_KIM_DAYS });
  // A pending appointment whose confirmation waits for a 25.00 deposit.
  await desk.post('/appointments', {
    client_id: client.id, pet_ids: [pet.id], service_package_ids: [packageId], vet_id: vetId, datetime_start_utc: slot.startUtc, status: 1,
    notify: { mail: false, sms: false }, require_deposit: true, deposit_amount: 25,
  });
  const [payable] = (await desk.get<{ data: { deposit_id: string }[] }>('/notification/payables', { client_id: client.id })).data;
  expect(payable).toBeTruthy();
  const title = `Collect deposit ${tag}`;
  await desk.post('/tasks', { title, pet_id: pet.id });

  await signIn(page, RECEPTION);
  await page.goto('/app/tasks');
  await page.getByRole('tab', { name: 'All tasks' }).click();
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill(tag);
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Send owner a link…' }).click();
  const dialog = page.getByRole('dialog', { name: `Send to ${client.full_name}` });
  await dialog.getByText('Payment link', { exact: true }).click();
  // No URL box: the deposit is chosen from the client's unpaid ones.
  await expect(dialog.getByRole('textbox', { name: /URL/ })).toHaveCount(0);
  const choice = dialog.getByLabel(/^Deposit to pay/);
  await choice.selectOption({ value: payable.deposit_id });
  await expect(choice.locator('option:checked')).toHaveText(/25\.00/);
  await expect(dialog.getByText(new RegExp(`/book/${CITY_VETS.slug}/payment-deposits/${payable.deposit_id}`)).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/^Sent by/)).toBeVisible();
});
