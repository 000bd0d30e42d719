import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

interface FakeCharge { id: string; object: 'charge'; status: 'succeeded' | 'failed'; amount: number; payment_intent: string; failure_code: string | null; outcome: { reason: string | null } | null; payment_method_details: { card: { last4: string; brand: string } } }
interface FakeIntent {
  id: string; object: 'payment_intent'; amount: number; currency: string; status: string; client_secret: string; description: string | null;
  metadata: Record<string, string>; latest_charge: string | null; last_payment_error: { code: string; decline_code?: string; message: string; payment_method?: { card: { last4: string; brand: string } } } | null;
}

interface FakePaymentMethod { id: string; object: 'payment_method'; type: 'card'; customer: string | null; card: { brand: string; last4: string; exp_month: number; exp_year: number }; outcome: 'succeeded' | 'card_declined' | 'insufficient_funds' | 'expired_card' }

/**
 * A local HTTP server that speaks the parts of Stripe's API our adapter uses (PaymentIntents create /
 * retrieve with expand / cancel, off-session confirm on a saved PaymentMethod, refunds; Customers; PaymentMethod attach) with Stripe's shapes, errors and idempotency, so the real
 * `stripe` SDK is exercised end to end. `confirm` plays Stripe.js in the browser; `signedEvent`
 * builds a webhook delivery signed like Stripe's.
 */
export async function startFakeStripe(webhookSecret = 'whsec_test_fake') {
  const intents = new Map<string, FakeIntent>();
  const charges = new Map<string, FakeCharge>();
  const paymentMethods = new Map<string, FakePaymentMethod>();
  const customers = new Set<string>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: { method: string; path: string; idempotencyKey: string | null; auth: string | null; form: Record<string, string> }[] = [];
  let failNext = 0;

  const id = (p: string) => `${p}_${randomBytes(10).toString('hex')}`;
  const readBody = (req: IncomingMessage) => new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => { data += c.toString('utf8'); });
    req.on('end', () => resolve(data));
  });
  const error = (status: number, code: string, message: string) => ({ status, body: { error: { type: 'invalid_request_error', code, message } } });
  const view = (pi: FakeIntent, expand: boolean) => ({ ...pi, latest_charge: expand && pi.latest_charge ? charges.get(pi.latest_charge) : pi.latest_charge });

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const raw = await readBody(req);
    const form = Object.fromEntries(new URLSearchParams(raw || url.search.slice(1)));
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey: key, auth: (req.headers.authorization as string | undefined) ?? null, form });
    const send = (r: { status: number; body: unknown }) => {
      res.writeHead(r.status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(r.body));
    };
    if (failNext > 0) {
      failNext--;
      return send({ status: 500, body: { error: { type: 'api_error', message: 'Something went wrong on Stripe\'s end.' } } });
    }
    if (req.method === 'POST' && key && idempotent.has(`${url.pathname}:${key}`)) return send(idempotent.get(`${url.pathname}:${key}`)!);
    const remember = (r: { status: number; body: unknown }) => {
      if (req.method === 'POST' && key) idempotent.set(`${url.pathname}:${key}`, r);
      return send(r);
    };
    if (url.pathname === '/v1/customers' && req.method === 'POST') {
      const cus = { id: id('cus'), object: 'customer', email: form.email ?? null, name: form.name ?? null };
      customers.add(cus.id);
      return remember({ status: 200, body: cus });
    }
    const pmMatch = url.pathname.match(/^\/v1\/payment_methods\/([^/]+)\/attach$/);
    if (pmMatch && req.method === 'POST') {
      const pm = paymentMethods.get(pmMatch[1]);
      if (!pm) return remember(error(404, 'resource_missing', `No such PaymentMethod: '${pmMatch[1]}'`));
      if (!customers.has(form.customer)) return remember(error(404, 'resource_missing', `No such customer: '${form.customer}'`));
      pm.customer = form.customer;
      return remember({ status: 200, body: pm });
    }
    const m = url.pathname.match(/^\/v1\/payment_intents(?:\/([^/]+))?(?:\/(cancel))?$/);
    if (m && req.method === 'POST' && !m[1]) {
      const amount = Number(form.amount);
      if (!Number.isInteger(amount) || amount <= 0) return remember(error(400, 'parameter_invalid_integer', 'Invalid integer: amount'));
      if (form.confirm === 'true') {
        // Off-session charge of a saved card: created and confirmed in one call, as the renewal job does.
        const pm = paymentMethods.get(form.payment_method);
        if (!pm || pm.customer !== form.customer) return remember(error(400, 'resource_missing', `No such PaymentMethod: '${form.payment_method}'`));
        const pi: FakeIntent = {
          id: id('pi'), object: 'payment_intent', amount, currency: form.currency, status: 'requires_payment_method', description: form.description ?? null,
          client_secret: '', metadata: {}, latest_charge: null, last_payment_error: null,
        };
        pi.client_secret = `${pi.id}_secret_${randomBytes(8).toString('hex')}`;
        for (const [k, v] of Object.entries(form)) {
          const mm = k.match(/^metadata\[(.+)\]$/);
          if (mm) pi.metadata[mm[1]] = v;
        }
        intents.set(pi.id, pi);
        applyOutcome(pi, pm.outcome, pm.card.last4);
        const expand = form['expand[0]'] === 'latest_charge';
        if (pm.outcome === 'succeeded') return remember({ status: 200, body: view(pi, expand) });
        const e = pi.last_payment_error!;
        return remember({ status: 402, body: { error: { type: 'card_error', code: e.code, decline_code: e.decline_code, message: e.message, payment_intent: view(pi, false) } } });
      }
      const pi: FakeIntent = {
        id: id('pi'), object: 'payment_intent', amount, currency: form.currency, status: 'requires_payment_method', description: form.description ?? null,
        client_secret: '', metadata: {}, latest_charge: null, last_payment_error: null,
      };
      pi.client_secret = `${pi.id}_secret_${randomBytes(8).toString('hex')}`;
      for (const [k, v] of Object.entries(form)) {
        const mm = k.match(/^metadata\[(.+)\]$/);
        if (mm) pi.metadata[mm[1]] = v;
      }
      intents.set(pi.id, pi);
      return remember({ status: 200, body: view(pi, false) });
    }
    if (m && m[1]) {
      const pi = intents.get(m[1]);
      if (!pi) return send(error(404, 'resource_missing', `No such payment_intent: '${m[1]}'`));
      if (req.method === 'GET') return send({ status: 200, body: view(pi, url.searchParams.getAll('expand[]').includes('latest_charge') || url.searchParams.getAll('expand[0]').includes('latest_charge')) });
      if (m[2] === 'cancel') {
        if (pi.status === 'succeeded' || pi.status === 'canceled') {
          return remember(error(400, 'payment_intent_unexpected_state', `You cannot cancel this PaymentIntent because it has a status of ${pi.status}.`));
        }
        pi.status = 'canceled';
        return remember({ status: 200, body: view(pi, false) });
      }
    }
    if (url.pathname === '/v1/refunds' && req.method === 'POST') {
      const pi = intents.get(form.payment_intent);
      if (!pi || pi.status !== 'succeeded') return remember(error(400, 'charge_not_refundable', 'This PaymentIntent does not have a successful charge to refund.'));
      return remember({ status: 200, body: { id: id('re'), object: 'refund', amount: Number(form.amount ?? pi.amount), status: 'succeeded', payment_intent: pi.id, currency: pi.currency } });
    }
    send(error(404, 'resource_missing', `Unrecognized request URL (${req.method}: ${url.pathname})`));
  });
  function applyOutcome(pi: FakeIntent, outcome: FakePaymentMethod['outcome'], last4: string) {
    const ch: FakeCharge = {
      id: id('ch'), object: 'charge', status: outcome === 'succeeded' ? 'succeeded' : 'failed', amount: pi.amount, payment_intent: pi.id,
      failure_code: outcome === 'succeeded' ? null : outcome === 'expired_card' ? 'expired_card' : 'card_declined', outcome: { reason: outcome === 'insufficient_funds' ? 'insufficient_funds' : null },
      payment_method_details: { card: { last4, brand: 'visa' } },
    };
    charges.set(ch.id, ch);
    pi.latest_charge = ch.id;
    if (outcome === 'succeeded') {
      pi.status = 'succeeded';
      pi.last_payment_error = null;
    } else {
      pi.status = 'requires_payment_method';
      const code = outcome === 'expired_card' ? 'expired_card' : 'card_declined';
      pi.last_payment_error = { code, decline_code: outcome === 'insufficient_funds' ? 'insufficient_funds' : outcome === 'expired_card' ? 'expired_card' : 'generic_decline', message: 'Your card was declined.', payment_method: { card: { last4, brand: 'visa' } } };
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    webhookSecret,
    requests,
    intents,
    paymentMethods,
    /** The next n API calls answer 500 (Stripe down). */
    failNext(n: number) { failNext = n; },
    /** What Stripe.js does in the browser: confirm the intent with a card. */
    confirm(intentId: string, outcome: 'succeeded' | 'card_declined' | 'insufficient_funds', last4 = '4242') {
      const pi = intents.get(intentId)!;
      applyOutcome(pi, outcome, last4);
      return pi;
    },
    /** What Elements does in the browser: a PaymentMethod for a card (the number stays in the "browser": only its outcome is kept). */
    createPaymentMethod(number: string, exp = { month: 12, year: 2099 }) {
      const outcome = ({ '4000000000000002': 'card_declined', '4000000000009995': 'insufficient_funds', '4000000000000069': 'expired_card' } as const)[number] ?? 'succeeded';
      const pm: FakePaymentMethod = { id: id('pm'), object: 'payment_method', type: 'card', customer: null, card: { brand: 'visa', last4: number.slice(-4), exp_month: exp.month, exp_year: exp.year }, outcome };
      paymentMethods.set(pm.id, pm);
      return pm;
    },
    /** A webhook delivery for an intent, signed with the endpoint secret like Stripe signs it. */
    signedEvent(type: string, intentId: string, eventId = id('evt'), secret = webhookSecret) {
      const pi = intents.get(intentId)!;
      const body = JSON.stringify({ id: eventId, object: 'event', type, api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), data: { object: view(pi, false) } });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
      return { body, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
