import { expect, test } from './support/test';
import { fillGuestAndBook, guestEmail, pickFirstFreeTime } from './support/booking';
import { HAPPY_PAWS, StaffApi, switchClinic, uniqueTag } from './support/front-desk';
import { signIn } from './support/staff';

// Issue #19, reminders: an admin writes a vaccination rule in Settings; the reminder job, driven by the dev test
// clock (/dev/reminders/run), sends nothing today and the reminder once its send day has passed; the mail at
// /dev/mailbox links to the booking page, which books.

const DAY = 24 * 3600_000;
const SHOTS = process.env.REMINDER_SHOTS_DIR;
interface Sent { rule_id: number; recipient: string; channel: string; pet_name: string | null; due_on: string }

test('a vaccination reminder goes out after the test clock passes its due day, once, and its link books', async ({ page, request }) => {
  test.setTimeout(120_000);
  const name = `Vaccination ${uniqueTag()}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin@happypaws.test');
  await switchClinic(page, HAPPY_PAWS.name);
  await page.getByRole('link', { name: 'Reminder rules', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reminder rules' })).toBeVisible();
  await page.getByRole('button', { name: 'New rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New rule' });
  await dialog.getByLabel(/^Name/).fill(name);
  await expect(dialog.getByLabel(/^Reminds of/)).toHaveValue('vaccination');
  await dialog.getByLabel(/^Days ahead/).fill('0');
  const mailBox = dialog.getByRole('checkbox', { name: 'E-mail' });
  await dialog.getByText('E-mail', { exact: true }).click();
  await expect(mailBox).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Choose at least one channel.')).toBeVisible();
  await dialog.getByText('E-mail', { exact: true }).click();
  await expect(mailBox).toBeChecked();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Rule created')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search rules' }).fill(name);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Vaccination due');

  const api = await StaffApi.signIn(request, 'admin@happypaws.test', HAPPY_PAWS.slug);
  const rule = (await api.get<{ data: { id: number }[] }>('/reminder-rules', { 'filter[search]': name })).data[0];
  const sentOf = async () => (await api.get<{ data: Sent[] }>('/reminders/sent', { 'filter[rule_id]': rule.id })).data;
  const run = async (at: Date) => {
    const res = await request.post('/dev/reminders/run', { data: { at: at.toISOString() } });
    expect(res.status()).toBe(200);
    return (await res.json()) as { sent: number };
  };

  // Today the rule reaches only vaccinations already due (the demo has some overdue by days): none due later.
  const today = new Date().toISOString().slice(0, 10);
  await run(new Date());
  const before = await sentOf();
  expect(before.every((r) => r.due_on <= today)).toBe(true);
  // Three days on, the clock has passed the next due days (the demo's nearest falls due in two): those go out now,
  // and a second run at the same time sends nothing more.
  const later = new Date(Date.now() + 3 * DAY);
  await run(later);
  const after = await sentOf();
  const fresh = after.filter((r) => r.due_on > today);
  expect(fresh.length).toBeGreaterThanOrEqual(1);
  expect(after).toHaveLength(before.length + fresh.length);
  await run(later);
  expect(await sentOf()).toHaveLength(after.length);
  const sent = fresh;

  // The Reminders screen lists it under Sent.
  await page.getByRole('link', { name: 'Reminders', exact: true }).click();
  await page.getByRole('button', { name: 'Sent' }).click();
  await page.getByRole('searchbox', { name: 'Search client, pet or rule' }).fill(name);
  await expect(page.getByRole('row').filter({ hasText: name }).first()).toBeVisible();
  if (SHOTS) {
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/sent-${width}.png`, fullPage: true });
      await page.getByRole('searchbox', { name: 'Search client, pet or rule' }).fill('');
      await page.getByRole('button', { name: 'Next 7 days' }).click();
      await page.screenshot({ path: `${SHOTS}/week-${width}.png`, fullPage: true });
      await page.goto('/app/reminder-rules');
      await page.getByRole('button', { name: 'New rule' }).click();
      await page.screenshot({ path: `${SHOTS}/rule-dialog-${width}.png` });
      await page.keyboard.press('Escape');
      await page.goto('/app/reminders');
      await page.getByRole('button', { name: 'Sent' }).click();
      await page.getByRole('searchbox', { name: 'Search client, pet or rule' }).fill(name);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  }

  // The mail at /dev/mailbox carries the booking link (with the pet) and the unsubscribe link.
  const to = sent[0].recipient;
  const { data: mails } = (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as { data: { links: { url: string }[] }[] };
  const links = mails.flatMap((m) => m.links ?? []).map((l) => l.url);
  const book = links.find((u) => u.includes(`/book/${HAPPY_PAWS.slug}?pet=`));
  expect(book).toBeTruthy();
  expect(links.some((u) => u.includes(`/book/${HAPPY_PAWS.slug}/unsubscribe/`))).toBe(true);
  if (SHOTS) {
    const unsubscribe = links.find((u) => u.includes('/unsubscribe/'))!;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(new URL(unsubscribe).pathname);
    await expect(page.getByRole('heading', { name: 'Stop reminder e-mails?' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/unsubscribe-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
  }
  await page.goto(new URL(book!).pathname + new URL(book!).search);
  await pickFirstFreeTime(page, { service: /^General consultation/, daysAhead: 1 });
  await fillGuestAndBook(page, guestEmail('reminder'), sent[0].pet_name ?? 'Rex');
  await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
});
