import { expect, test } from './support/test';
import { CITY_VETS, StaffApi, uniqueTag } from './support/front-desk';
import { signIn } from './support/staff';

// Issue #20, laboratories: a vet orders a chemistry panel from a record; the lab answers with an ORU^R01 posted to
// the inbound endpoint with the integration's token; the results show in the record with their flags and the vet
// has a "review lab results" task; a malformed message lands in the review queue with its reason.

const VET = 'sarah.kim@cityvets.test';
const ADMIN = 'admin@happypaws.test';

test('a vet orders a chemistry panel, the ORU^R01 is filed with flags and a task; a malformed message is queued', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const admin = await StaffApi.signIn(request, ADMIN, CITY_VETS.slug);
  const integration = await admin.post<{ data: { id: number; inbound_token: string } }>('/lab-integrations', {
    name: `Analyser ${tag}`, kind: 'in_house', adapter: 'drop_folder', settings: {}, sending_facility: 'CITYVETS', receiving_facility: 'INHOUSE',
  });
  const token = integration.data.inbound_token;
  const vetApi = await StaffApi.signIn(request, VET, CITY_VETS.slug);
  const { pet } = await vetApi.createClientWithDog(tag);
  const record = await vetApi.post<{ data: { id: number } }>('/records', { pet_id: pet.id, title: `Wellness ${tag}` });

  const page = await browser.newPage();
  await signIn(page, VET);
  await page.goto(`/app/records/${record.data.id}`);
  const card = page.getByRole('region', { name: 'Lab orders' });
  await expect(card.getByText('No lab tests ordered from this record.')).toBeVisible();
  await card.getByRole('button', { name: 'Order lab tests' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order lab tests' });
  await dialog.getByLabel(/^Laboratory/).selectOption({ label: `Analyser ${tag}` });
  await dialog.getByLabel(/^Panel/).selectOption({ label: 'Chemistry panel' });
  await dialog.getByRole('button', { name: 'Send order' }).click();
  await expect(page.getByText('Order sent to the lab')).toBeVisible();
  await expect(card.getByText('Chemistry panel')).toBeVisible();
  await expect(card.getByText('Sent', { exact: true })).toBeVisible();

  const orders = await vetApi.get<{ data: { id: number; placer_order_number: string; status: string }[] }>('/lab-orders', { 'filter[record_id]': record.data.id });
  expect(orders.data).toHaveLength(1);
  const placer = orders.data[0].placer_order_number;

  // The analyser's answer: ALT high, glucose low, a note; segments end with CR as the standard says.
  const at = '20261127101500';
  const oru = [
    `MSH|^~\\&|VetLab Station|INHOUSE|VETCLINIC|CITYVETS|${at}||ORU^R01|E2E-${tag}|P|2.5.1`,
    `PID|1||${pet.id}^^^CITYVETS^PI||^${pet.nickname}`,
    `OBR|1|${placer}|IH-${tag}|CHEM12^Chemistry panel^L|||${at}||||||||||||||||||F`,
    `OBX|1|NM|1742-6^ALT^LN||182|U/L|10-125|H|||F|||${at}`,
    `OBX|2|NM|2345-7^Glucose^LN||61|mg/dL|74-143|L|||F|||${at}`,
    'NTE|1|L|Sample slightly lipemic.',
    `OBX|3|NM|2160-0^Creatinine^LN||1.2|mg/dL|0.5-1.8|N|||F|||${at}`,
  ].join('\r') + '\r';
  const posted = await request.post('/api/v1/labs/inbound', { headers: { authorization: `Bearer ${token}`, 'content-type': 'x-application/hl7-v2+er7' }, data: oru });
  expect(posted.status()).toBe(200);
  expect(await posted.json()).toMatchObject({ status: 'filed', reason_code: null });

  await page.reload();
  await expect(card.getByText('Final', { exact: true })).toBeVisible();
  const alt = card.getByRole('row').filter({ hasText: 'ALT' });
  await expect(alt).toContainText('182');
  await expect(alt).toContainText('10-125');
  await expect(alt.getByLabel('High')).toHaveText('H');
  const glucose = card.getByRole('row').filter({ hasText: 'Glucose' });
  await expect(glucose.getByLabel('Low')).toHaveText('L');
  await expect(glucose).toContainText('Sample slightly lipemic.');
  await expect(card.getByRole('row').filter({ hasText: 'Creatinine' }).locator('[data-flag]')).toHaveCount(0);

  const tasks = await vetApi.get<{ data: { title: string; vet_id: number | null; record_id: number | null }[] }>('/tasks', { 'filter[pet_id]': pet.id });
  const review = tasks.data.find((t) => t.title.startsWith('Review lab results'));
  expect(review, 'a review task for the vet').toBeTruthy();
  expect(review).toMatchObject({ title: `Review lab results: Chemistry panel for ${pet.nickname}`, record_id: record.data.id });

  // The pet's chart has the analyte with its reference band.
  await page.goto(`/app/patients/${pet.id}`);
  const chart = page.getByTestId('lab-results-card');
  await expect(chart).toBeVisible();
  await chart.getByLabel('Analyte').selectOption({ label: 'ALT (U/L)' });
  await expect(chart.getByTestId('lab-chart-band')).toHaveCount(1);

  // A malformed message: stored, queued with its reason, shown in the review queue with the raw text.
  const junk = `Garbled ${tag} transmission`;
  const bad = await request.post('/api/v1/labs/inbound', { headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' }, data: junk });
  expect(await bad.json()).toMatchObject({ status: 'queued', reason_code: 'not_hl7' });
  await page.goto('/app/lab-queue');
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(tag);
  const row = page.getByRole('row').filter({ hasText: 'This is not an HL7 message' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Open message/ }).click();
  const message = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(message.getByTestId('lab-raw')).toHaveText(junk);
});
