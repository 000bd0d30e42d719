import { expect, test } from './support/test';
import { activatedAccount, guestEmail } from './support/booking';

// A pet parent's documents: the list from the account menu, and deleting one's own upload after a
// confirmation (issue #11 item 5). The account and its upload are made through the API.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

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
