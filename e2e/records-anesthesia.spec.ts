import path from 'node:path';
import { expect, test } from './support/test';
import { CITY_VETS, StaffApi, uniqueTag } from './support/front-desk';
import { signIn } from './support/staff';

const VET = 'sarah.kim@cityvets.test';
const shots = path.resolve('test-results', 'records-anesthesia');

test.describe('surgery record: anesthesia block and tags', () => {
  test('a vet starts anesthesia from a surgery record, tags the record, filters by the tag; closed, both are read-only', async ({ page, request }) => {
    test.setTimeout(180_000);
    const tag = uniqueTag();
    const api = await StaffApi.signIn(request, VET, CITY_VETS.slug);
    const { pet } = await api.createClientWithDog(tag);
    const templates = (await api.get<{ data: { id: number; repo_key: string | null }[] }>('/record-templates', { per_page: 100 })).data;
    const surgery = templates.find((x) => x.repo_key === 'surgery');
    expect(surgery, 'the demo clinic has the surgery template').toBeTruthy();
    const record = (await api.post<{ data: { id: number } }>('/records', { pet_id: pet.id, template_id: surgery!.id, title: `Spay ${tag}` })).data;
    const recordTag = (await api.post<{ data: { id: number; name: string } }>('/tags', { name: `Rx ${tag}`.slice(0, 40), colour: 'purple', entity_types: ['record'] })).data;

    await signIn(page, VET);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/app/records/${record.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Spay ${tag}` })).toBeVisible();
    // A surgery record without a session shows the session form at once; its submit starts the session.
    const form = page.getByRole('form', { name: 'Anesthesia session' });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Drug').first().fill('Propofol');
    await form.getByLabel('Dose').first().fill('4');
    await form.getByLabel('Unit').first().fill('mg/kg');
    await form.getByLabel('Route').first().fill('IV');
    await form.getByRole('button', { name: 'Start anesthesia' }).click();
    await expect(page.getByText('Anesthesia saved').first()).toBeVisible();
    await expect(page.getByText('Propofol').first()).toBeVisible();

    // Tags on the record.
    await page.getByRole('button', { name: '+ Tag' }).click();
    await page.getByRole('menuitemcheckbox', { name: recordTag.name }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('group', { name: 'Tags' }).getByText(recordTag.name)).toBeVisible();
    await page.screenshot({ path: path.join(shots, 'surgery-record-1366.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, 'surgery-record-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    // The records list filtered by the tag shows this record only.
    await page.goto('/app/records');
    await page.getByLabel('Tag', { exact: true }).selectOption({ label: recordTag.name });
    await expect(page.getByRole('link', { name: `Spay ${tag}` })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);

    // Closed: the anesthesia block and the tags are read-only.
    await api.post(`/records/${record.id}/close`, { task_template_ids: [] });
    await page.goto(`/app/records/${record.id}`);
    await expect(page.getByText('Propofol').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '+ Tag' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start anesthesia' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save session' })).toHaveCount(0);
  });
});
