import { expect, test, type APIRequestContext } from '@playwright/test';
import { guestEmail } from './support/booking';

// A pet parent's documents: the list from the account menu, and deleting one's own upload after a
// confirmation (issue #11 item 5). The account and its upload are made through the API.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

async function activatedAccount(request: APIRequestContext, slug: string, email: string, password: string) {
  const clinic = (await (await request.get(`/api/v1/public/clinics/${slug}`)).json()).data as { id: number };
  const created = await request.post('/api/v1/for-pet-parents/auth/register', {
    data: {
      clinic_id: clinic.id, email, first_name: 'Dora', last_name: 'Files', password, password_confirmation: password,
      phone: '+12125550142', terms_and_conditions: true, pets: [],
    },
  });
  expect(created.status()).toBe(201);
  const { user_id } = (await created.json()).data as { user_id: string };
  let code = '';
  await expect.poll(async () => {
    const { data } = (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { data: { text: string }[] };
    code = data.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean) ?? '';
    return code;
  }, { timeout: 15_000 }).not.toBe('');
  const activated = await request.post('/api/v1/for-pet-parents/auth/activate', { data: { user_id, code } });
  expect(activated.status()).toBe(200);
  return { clinicId: clinic.id, token: ((await activated.json()).data as { access_token: string }).access_token };
}

test('a parent opens their documents and deletes their own upload after confirming', async ({ page, request }) => {
  const email = guestEmail('documents');
  const { token } = await activatedAccount(request, 'city-vets', email, 'files-pass-1');
  const auth = { authorization: `Bearer ${token}` };
  const uploaded = await request.post('/api/v1/for-pet-parents/printed-files', {
    headers: auth, multipart: { file: { name: 'blood work.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(uploaded.status()).toBe(201);

  await page.goto('/book/city-vets');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: "You're not logged in" });
  await login.getByLabel(/^E-mail/).fill(email);
  await login.getByLabel(/^Password/).fill('files-pass-1');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(header.getByText('Dora Files')).toBeVisible();

  await header.getByRole('button', { name: 'My documents' }).click();
  const dialog = page.getByRole('dialog', { name: 'My documents' });
  const row = dialog.getByRole('listitem', { name: 'blood work.pdf' });
  await expect(row).toBeVisible();
  await expect(row.getByText(/Uploaded by you/)).toBeVisible();

  // Cancel keeps it; confirming deletes it.
  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = dialog.getByRole('alertdialog', { name: 'Delete this document?' });
  await expect(confirm).toContainText('"blood work.pdf" will be removed from your account.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The document was deleted.')).toBeVisible();
  await expect(row).toBeHidden();
  await expect(dialog.getByText('No documents yet.')).toBeVisible();

  const list = await request.get('/api/v1/for-pet-parents/printed-files', { headers: auth });
  expect((await list.json()).data).toEqual([]);
});
