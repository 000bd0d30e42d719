import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Page, Route } from '@playwright/test';

// A local stand-in for Stripe, for the Stripe path of payment deposits: an HTTP server speaking the
// few PaymentIntent/refund calls our server makes through the stripe SDK (STRIPE_API_BASE), and a
// fake Stripe.js served in place of js.stripe.com whose card element and confirmCardPayment talk to
// the same state. Test cards behave as on Stripe: 4242… succeeds, 4000…0002 is declined.

interface Intent {
  id: string; object: 'payment_intent'; amount: number; currency: string; status: string; client_secret: string;
  metadata: Record<string, string>; latest_charge: string | null; last_payment_error: null | Record<string, unknown>; description: string | null;
}
interface Charge { id: string; object: 'charge'; status: 'succeeded' | 'failed'; failure_code: string | null; outcome: { reason: string | null }; payment_method_details: { card: { last4: string; brand: string } } }

export class FakeStripe {
  readonly intents = new Map<string, Intent>();
  readonly charges = new Map<string, Charge>();
  readonly refunds: { id: string; payment_intent: string; amount: number }[] = [];
  private server: Server | null = null;
  private n = 0;
  url = '';

  async start() {
    this.server = createServer((req, res) => void this.handle(req).then(
      ([status, body]) => { res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++this.n}` }); res.end(JSON.stringify(body)); },
      (err: unknown) => { res.writeHead(500, { 'content-type': 'application/json' }); res.end(JSON.stringify({ error: { message: String(err) } })); },
    ));
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server!.address() as { port: number }).port}`;
  }

  async stop() {
    await new Promise((r) => this.server?.close(r));
  }

  private view(i: Intent) {
    return { ...i, latest_charge: i.latest_charge ? this.charges.get(i.latest_charge) ?? i.latest_charge : null };
  }

  private async handle(req: IncomingMessage): Promise<[number, unknown]> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_${++this.n}${Math.random().toString(36).slice(2, 8)}`;
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) { const m = /^metadata\[(.+)\]$/.exec(k); if (m) metadata[m[1]] = v; }
      const intent: Intent = {
        id, object: 'payment_intent', amount: Number(form.get('amount')), currency: form.get('currency') ?? 'usd', status: 'requires_payment_method',
        client_secret: `${id}_secret_${Math.random().toString(36).slice(2, 10)}`, metadata, latest_charge: null, last_payment_error: null, description: form.get('description'),
      };
      this.intents.set(id, intent);
      return [200, this.view(intent)];
    }
    const one = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (one) {
      const intent = this.intents.get(one[1]);
      if (!intent) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } }];
      if (one[2] && req.method === 'POST') {
        if (intent.status === 'succeeded') return [400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'already succeeded' } }];
        intent.status = 'canceled';
      }
      return [200, this.view(intent)];
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const intent = this.intents.get(form.get('payment_intent') ?? '');
      if (!intent) return [404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } }];
      const refund = { id: `re_${++this.n}`, object: 'refund', payment_intent: intent.id, amount: Number(form.get('amount') ?? intent.amount), status: 'succeeded', currency: intent.currency };
      this.refunds.push(refund);
      return [200, refund];
    }
    return [404, { error: { type: 'invalid_request_error', message: `no fake for ${req.method} ${path}` } }];
  }

  /** What Stripe.js's confirmCardPayment does on Stripe's side. */
  confirm(clientSecret: string, number: string) {
    const intent = [...this.intents.values()].find((i) => i.client_secret === clientSecret);
    if (!intent) return { error: { type: 'invalid_request_error', message: 'No such payment_intent.' } };
    const last4 = number.slice(-4);
    const declined = number === '4000000000000002' || number === '4000000000009995';
    const charge: Charge = {
      id: `ch_${++this.n}`, object: 'charge', status: declined ? 'failed' : 'succeeded', failure_code: declined ? 'card_declined' : null,
      outcome: { reason: declined ? (number.endsWith('9995') ? 'insufficient_funds' : 'generic_decline') : null },
      payment_method_details: { card: { last4, brand: 'visa' } },
    };
    this.charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    if (declined) {
      const decline = number.endsWith('9995') ? 'insufficient_funds' : 'generic_decline';
      const message = decline === 'insufficient_funds' ? 'Your card has insufficient funds.' : 'Your card was declined.';
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', code: 'card_declined', decline_code: decline, message, payment_method: { card: { last4, brand: 'visa' } } };
      return { error: { type: 'card_error', code: 'card_declined', decline_code: decline, message, payment_intent: this.view(intent) } };
    }
    intent.status = 'succeeded';
    intent.last_payment_error = null;
    return { paymentIntent: this.view(intent) };
  }

  /** Serves the fake Stripe.js for js.stripe.com and answers its confirm calls, in this page only. */
  async attach(page: Page) {
    await page.route('https://js.stripe.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_STRIPE_JS }));
    await page.route('https://api.stripe.com/v1/fake_stripe_js/confirm', async (route: Route) => {
      const { client_secret, number } = route.request().postDataJSON() as { client_secret: string; number: string };
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify(this.confirm(client_secret, number)) });
    });
  }
}

// The card element is a plain input here (Stripe's is an iframe on its own origin); the point is
// that our page never reads it: only this "Stripe.js" does, and it sends the number to "Stripe".
const FAKE_STRIPE_JS = `
(function () {
  function Stripe(key) {
    if (!/^pk_/.test(key)) throw new Error('fake Stripe.js: not a publishable key');
    var input = null;
    return {
      _registerWrapper: function () {},
      elements: function () {
        return {
          create: function (type) {
            var handlers = {};
            return {
              mount: function (node) {
                input = document.createElement('input');
                input.setAttribute('aria-label', 'Stripe card number');
                input.setAttribute('data-fake-stripe', type);
                input.style.width = '100%'; input.style.border = '0'; input.style.outline = 'none'; input.style.font = 'inherit';
                input.placeholder = '1234 1234 1234 1234   MM / YY   CVC';
                input.addEventListener('input', function () {
                  var digits = input.value.replace(/\\D/g, '');
                  (handlers.change || []).forEach(function (cb) { cb({ complete: digits.length >= 16, empty: !digits.length, error: undefined }); });
                });
                node.appendChild(input);
              },
              on: function (ev, cb) { (handlers[ev] = handlers[ev] || []).push(cb); },
              destroy: function () { if (input && input.parentNode) input.parentNode.removeChild(input); input = null; },
            };
          },
        };
      },
      confirmCardPayment: function (clientSecret) {
        var number = input ? input.value.replace(/\\D/g, '') : '';
        return fetch('https://api.stripe.com/v1/fake_stripe_js/confirm', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ client_secret: clientSecret, number: number }) })
          .then(function (r) { return r.json(); });
      },
    };
  }
  Stripe.version = 'basil';
  window.Stripe = Stripe;
})();
`;
