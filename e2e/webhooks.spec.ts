import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { expect, test } from './support/test';
import { fillGuestAndBook, guestEmail, pickFirstFreeTime } from './support/booking';
import { HAPPY_PAWS, switchClinic } from './support/front-desk';
import { signIn } from './support/staff';

// Issue #20: a clinic's admin registers a webhook to its own system (here a receiver on 127.0.0.1, so the
// endpoint allows private targets); a guest books online; the receiver gets the signed event and the
// admin sees the delivery with its response.

const SHOTS = process.env.WEBHOOK_SHOTS_DIR;

/** The verification docs/webhooks.md gives receiving developers, copied as they would. */
function verifyVetclinicSignature(rawBody: string, headers: IncomingHttpHeaders, secret: string, toleranceSeconds = 300) {
  const timestamp = headers['x-vetclinic-timestamp'];
  const signature = headers['x-vetclinic-signature'];
  if (!timestamp || !signature) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const expected = 'v1=' + createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  const a = Buffer.from(expected);
  const b = Buffer.from(String(signature));
  return a.length === b.length && timingSafeEqual(a, b);
}

test('a webhook to a local receiver gets a signed event when a guest books online', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => { body += c.toString('utf8'); });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"received":true}');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/vetclinic-webhooks`;
  try {
    await signIn(page, 'admin@happypaws.test');
    await switchClinic(page, HAPPY_PAWS.name);
    await page.getByRole('link', { name: 'Webhooks', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

    await page.getByRole('button', { name: 'Add endpoint' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
    await dialog.getByLabel(/^Endpoint URL/).fill(url);
    await dialog.getByLabel(/^Description/).fill('Front desk system');
    // Plain HTTP to a private address needs the admin's explicit permission.
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(dialog.getByText('Endpoint URL must use HTTPS (plain HTTP only for private network targets).')).toBeVisible();
    await dialog.getByText('Allow private network targets').click();
    await dialog.getByText('Client created').click();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();

    const secretDialog = page.getByRole('alertdialog', { name: 'Signing secret' });
    await expect(secretDialog).toBeVisible();
    const secret = (await secretDialog.getByTestId('webhook-secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/secret-1366.png` });
    await secretDialog.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByRole('cell', { name: /^Front desk system http/ })).toBeVisible();
    await expect(page.getByText(`Secret ends in …${secret.slice(-4)}`)).toBeVisible();

    // A guest books on the public page, in another browser context.
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await guest.goto('/book/happy-paws');
    await pickFirstFreeTime(guest, { service: /^General consultation/ });
    await fillGuestAndBook(guest, guestEmail('webhook'));
    await expect(guest.getByRole('heading', { name: 'Request sent' })).toBeVisible();
    await guestContext.close();

    await expect.poll(() => received.map((r) => JSON.parse(r.body).type).sort(), { timeout: 20_000 }).toEqual(['appointment.created', 'client.created']);
    const created = received.find((r) => JSON.parse(r.body).type === 'appointment.created')!;
    expect(verifyVetclinicSignature(created.body, created.headers, secret)).toBe(true);
    expect(verifyVetclinicSignature(created.body, created.headers, 'whsec_wrong')).toBe(false);
    const event = JSON.parse(created.body);
    expect(created.headers['x-vetclinic-event-id']).toBe(event.id);
    expect(event.data).toMatchObject({ status: 2, source: 'online' });
    expect(created.body).not.toContain('Ana');

    // The delivery shows with the receiver's answer; a replay sends the same event again.
    await page.getByRole('button', { name: 'Deliveries of Front desk system' }).click();
    const deliveries = page.getByRole('dialog', { name: 'Deliveries' });
    await expect(deliveries.getByText('HTTP 200', { exact: false }).first()).toBeVisible();
    await expect(deliveries.getByText('{"received":true}').first()).toBeVisible();
    await deliveries.getByLabel('Status').selectOption('delivered');
    await expect(deliveries.getByRole('row').getByText('Delivered').first()).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/deliveries-1366.png` });
    await deliveries.getByRole('button', { name: /^Replay delivery/ }).first().click();
    await expect(page.getByText('Delivery queued again')).toBeVisible();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(3);
    expect(new Set(received.map((r) => JSON.parse(r.body).id)).size).toBe(2);
    await deliveries.getByRole('button', { name: 'Close' }).first().click();
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/list-390.png`, fullPage: true });
      await page.getByRole('button', { name: 'Deliveries of Front desk system' }).click();
      await page.screenshot({ path: `${SHOTS}/deliveries-390.png` });
      await page.getByRole('dialog', { name: 'Deliveries' }).getByRole('button', { name: 'Close' }).first().click();
      await page.setViewportSize({ width: 1366, height: 850 });
    }

    // Deleting asks first.
    await page.getByRole('button', { name: 'Delete Front desk system' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this endpoint?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Endpoint deleted')).toBeVisible();
  } finally {
    await new Promise<void>((r) => receiver.close(() => r()));
  }
});
