import { expect, test } from './support/test';
import { HAPPY_PAWS, StaffApi, switchClinic, uniqueTag } from './support/front-desk';
import { signIn } from './support/staff';

// Issue #16, remove_irrelevant_tasks: a spay charged at the desk creates its "post-op check call" task. Removing the
// line asks whether that open task goes too (checked by default); leaving it unticked keeps the task in the list.

interface Task { id: number; title: string; sale_line_id: number | null }

test('the desk removes a charged service and decides whether its follow-up task goes with it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const api = await StaffApi.signIn(request, 'admin@happypaws.test', HAPPY_PAWS.slug);
  const template = (await api.post<{ data: { id: number } }>('/task-templates', { name: `Post-op check call ${tag}`, due_offset_minutes: 2880 })).data;
  const category = (await api.get<{ data: { id: number }[] }>('/service-categories')).data[0];
  const service = (await api.post<{ data: { id: number } }>('/services', {
    name: `Spay ${tag}`, category_id: category.id, duration: 60, color: '#336699', price: 300, deposit_for_online_booking: 0, task_template_id: template.id,
  })).data;
  const { client, pet } = await api.createClientWithDog(tag);
  const sale = (await api.post<{ data: { id: number } }>('/sales', {
    client_id: client.id, pet_id: pet.id, lines: [{ kind: 'service', service_id: service.id, quantity: 1 }, { kind: 'service', service_id: service.id, quantity: 1, name: `Second spay ${tag}` }],
  })).data;
  const tasksOfSale = async () => (await api.get<{ data: Task[] }>('/tasks', { 'filter[sale_id]': sale.id })).data;
  expect((await tasksOfSale()).map((t) => t.title)).toEqual([`Post-op check call ${tag}`, `Post-op check call ${tag}`]);

  await signIn(page, 'admin@happypaws.test');
  await switchClinic(page, HAPPY_PAWS.name);
  await page.goto(`/app/sales/${sale.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Draft sale' })).toBeVisible();

  // Removed with its task (the box is ticked by default).
  await page.getByRole('button', { name: `Remove Spay ${tag}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Remove Spay ${tag}?` });
  const box = dialog.getByRole('checkbox', { name: 'Also remove the 1 open task created for this line' });
  await expect(box).toBeChecked();
  await dialog.getByRole('button', { name: 'Remove line' }).click();
  await expect(page.getByRole('cell', { name: `Spay ${tag}`, exact: true })).toHaveCount(0);
  await expect.poll(async () => (await tasksOfSale()).length).toBe(1);

  // Removed, its task kept (unticked): the task stays in the list, no longer tied to the line.
  await page.getByRole('button', { name: `Remove Second spay ${tag}` }).click();
  const second = page.getByRole('alertdialog', { name: `Remove Second spay ${tag}?` });
  await second.getByText('Also remove the 1 open task created for this line').click();
  await expect(second.getByRole('checkbox')).not.toBeChecked();
  await second.getByRole('button', { name: 'Remove line' }).click();
  await expect(page.getByText('No lines yet', { exact: false })).toBeVisible();
  const kept = await tasksOfSale();
  expect(kept).toHaveLength(1);
  expect(kept[0].sale_line_id).toBeNull();

  // Deleting a draft asks the same about its lines' open tasks.
  const another = (await api.post<{ data: { id: number } }>('/sales', { client_id: client.id, pet_id: pet.id, lines: [{ kind: 'service', service_id: service.id, quantity: 1 }] })).data;
  const named = async () => (await api.get<{ data: Task[] }>('/tasks', { 'filter[search]': `Post-op check call ${tag}` })).data;
  expect(await named()).toHaveLength(2);
  await page.goto(`/app/sales/${another.id}`);
  await page.getByRole('button', { name: 'Delete draft' }).click();
  const del = page.getByRole('alertdialog', { name: 'Delete this draft?' });
  await expect(del.getByRole('checkbox', { name: "Also remove the 1 open task created for this sale's lines" })).toBeChecked();
  await del.getByRole('button', { name: 'Delete draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  expect((await named()).map((t) => t.id)).toEqual([kept[0].id]);
});
