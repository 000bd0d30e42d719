import { expect, test } from './support/test';
import { startAppServer } from './support/app-server';
import { guestEmail } from './support/booking';
import { FakeStripe } from './support/fake-stripe';

// The Stripe path of payment deposits, against a local stand-in for Stripe (its API for our server,
// its Stripe.js for the browser): the card number is typed into Stripe's element and goes to
// "Stripe" only; our server learns the outcome by re-reading the PaymentIntent (/sync).

test.describe('payment deposits through Stripe', () => {
  const stripe = new FakeStripe();
  let app: Awaited<ReturnType<typeof startAppServer>>;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    await stripe.start();
    app = await startAppServer({
      PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_fake', STRIPE_API_BASE: stripe.url,
    });
  });
  test.afterAll(async () => {
    await app?.stop();
    await stripe.stop();
  });

  test('a declined card and then a good one, with the card data never sent to our server', async ({ page }) => {
    await stripe.attach(page);
    const ours: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(app.url) && r.method() === 'POST') ours.push(`${r.url()} ${r.postData() ?? ''}`);
    });

    await page.goto(`${app.url}/book/city-vets`);
    await page.getByRole('button', { name: /^Pre-surgery consultation/ }).first().click();
    await page.getByRole('radio', { name: /^James Miller/ }).click();
    const times = page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio');
    await times.first().click();
    await page.getByLabel(/^First name/).fill('Ana');
    await page.getByLabel(/^Last name/).fill('Popa');
    await page.getByLabel(/^E-mail/).fill(guestEmail('stripe'));
    await page.getByLabel(/^Phone/).fill('+1 212 555 0110');
    await page.getByLabel(/^Pet's name/).fill('Rex');
    await page.getByLabel(/^Species/).selectOption({ label: 'Dog' });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Pay the deposit' })).toBeVisible();
    await expect(page.getByText('Test mode — no money moves')).toHaveCount(0);
    // A PaymentIntent for the deposit exists at "Stripe".
    expect([...stripe.intents.values()].map((i) => [i.amount, i.currency])).toEqual([[10000, 'usd']]);

    const card = page.getByLabel('Stripe card number');
    const pay = page.getByRole('button', { name: 'Pay $100.00' });
    await expect(pay).toBeDisabled();
    await card.fill('4000 0000 0000 0002');
    await pay.click();
    await expect(page.getByText('Your card was declined.').first()).toBeVisible();
    await expect(page.getByTestId('payment-failure')).toBeVisible();

    await card.fill('4242 4242 4242 4242');
    await pay.click();
    await expect(page.getByRole('heading', { name: 'Deposit paid' })).toBeVisible();
    await expect(page.getByText('Visa •••• 4242')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage your appointment' })).toBeVisible();

    // Our server saw the booking and the /sync calls, never a card number.
    expect(ours.some((r) => r.includes('/sync'))).toBe(true);
    expect(ours.filter((r) => /4242 ?4242|0000 ?0000 ?0002/.test(r))).toEqual([]);
  });
});
