import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../client';
import { clientSubscriptions, clinics, sales, savedCards, simPspCards, subscriptionPeriods } from '../../schema/index';
import { seedDemo } from '../index';

// Each file seeds the whole demo on the embedded database (some twice): minutes on a busy 2-core CI machine.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const NOW = new Date('2025-03-12T10:20:00Z');

describe('demo plans', () => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await openDatabase({});
    await seedDemo(h.db, { now: NOW });
  });
  afterAll(() => h?.close());

  it('should give every clinic an active plan renewing on a saved card and a suspended one whose unpaid invoice a new card pays', async () => {
    for (const c of await h.db.select().from(clinics)) {
      const subs = await h.db.select().from(clientSubscriptions).where(eq(clientSubscriptions.clinicId, c.id));
      expect(new Set(subs.map((s) => s.status))).toEqual(new Set(['active', 'paused', 'cancelled', 'suspended']));
      const active = subs.find((s) => s.status === 'active')!;
      const [card] = await h.db.select().from(savedCards).where(and(eq(savedCards.cardRef, active.cardId!), eq(savedCards.clientId, active.clientId)));
      expect(card).toMatchObject({ provider: 'simulated', last4: '4242', clinicId: c.id });
      const suspended = subs.find((s) => s.status === 'suspended')!;
      expect(suspended.statusReason).toBe('subscriptions.reasons.payment_failed');
      const [vault] = await h.db.select().from(simPspCards).where(eq(simPspCards.id, suspended.cardId!));
      expect(vault).toMatchObject({ last4: '0002', outcome: 'card_declined' });
      const periods = await h.db.select().from(subscriptionPeriods).where(eq(subscriptionPeriods.subscriptionId, suspended.id)).orderBy(subscriptionPeriods.index);
      expect(periods.map((p) => p.status)).toEqual(['paid', 'failed']);
      expect(periods[1]).toMatchObject({ attempts: 4, failureCode: 'card_declined' });
      expect(periods[1].startDate <= '2025-03-12' && periods[1].endDate > '2025-03-12').toBe(true);
      const [invoice] = await h.db.select().from(sales).where(eq(sales.id, periods[1].saleId!));
      expect(invoice).toMatchObject({ status: 'issued', totalMinor: periods[1].priceMinor, clientId: suspended.clientId });
      const numbers = (await h.db.select({ n: sales.number }).from(sales).where(and(eq(sales.clinicId, c.id), eq(sales.status, 'issued')))).map((r) => r.n!).sort((a, b) => a - b);
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    }
  });
});
