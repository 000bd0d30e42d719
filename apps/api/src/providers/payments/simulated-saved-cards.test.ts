import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simPspCards } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { SimulatedPaymentProvider } from './simulated-provider';

describe('simulated provider: saved cards and off-session charges', () => {
  let t: TestApp;
  let sim: SimulatedPaymentProvider;
  const card = (card_number: string, exp_year = 2099, exp_month = 12) => ({ card: { card_number, exp_month, exp_year, cvc: '123' } });

  beforeAll(async () => {
    t = await makeTestApp();
    sim = new SimulatedPaymentProvider(t.handle.db, 'whsec_test');
    sim.deliverEvents = false;
  });
  afterAll(() => t.close());

  it('should keep the card\'s brand, last 4 and expiry but never its number', async () => {
    const saved = await sim.saveCard({ customerId: null, source: card('4242 4242 4242 4242', 2030, 4), email: null, name: 'Ana', idempotencyKey: 'save-1' });
    expect(saved).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 });
    expect(saved.customerId).toMatch(/^sim_cus_/);
    expect(await sim.saveCard({ customerId: null, source: card('4242424242424242'), email: null, name: 'Ana', idempotencyKey: 'save-1' })).toEqual(saved);
    const rows = await t.handle.db.select().from(simPspCards);
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');
  });

  it('should charge 4242… once per idempotency key, decline 4000…0002, and decline a card past its expiry month', async () => {
    const ok = await sim.saveCard({ customerId: null, source: card('4242424242424242', 2027, 1), email: null, name: 'A', idempotencyKey: 'save-ok' });
    const charge = { customerId: ok.customerId, cardId: ok.cardId, amountMinor: 2999, currency: 'ron', description: 'Plan', metadata: { period_id: '1' }, idempotencyKey: 'renew-1-1' };
    sim.clock = () => Date.parse('2027-01-31T22:00:00Z');
    const a = await sim.chargeSavedCard(charge);
    const b = await sim.chargeSavedCard(charge);
    expect(a).toMatchObject({ status: 'succeeded', amountMinor: 2999, currency: 'RON', latestCharge: { status: 'succeeded', last4: '4242', brand: 'visa' } });
    expect(b).toEqual(a);
    sim.clock = () => Date.parse('2027-02-01T00:00:00Z');
    expect((await sim.chargeSavedCard({ ...charge, idempotencyKey: 'renew-1-2' })).latestCharge).toMatchObject({ status: 'failed', failureCode: 'expired_card' });
    const bad = await sim.saveCard({ customerId: ok.customerId, source: card('4000000000000002'), email: null, name: 'A', idempotencyKey: 'save-bad' });
    expect(bad.customerId).toBe(ok.customerId);
    expect(await sim.chargeSavedCard({ ...charge, cardId: bad.cardId, idempotencyKey: 'renew-2-1' })).toMatchObject({ status: 'requires_payment_method', latestCharge: { failureCode: 'card_declined', last4: '0002' } });
    await expect(sim.chargeSavedCard({ ...charge, customerId: 'sim_cus_other', idempotencyKey: 'renew-3-1' })).rejects.toMatchObject({ code: 'resource_missing' });
  });
});
