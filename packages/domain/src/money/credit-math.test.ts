import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { creditPosting, creditShare, refundLimit, saleDue } from './credit-math';

describe('credit math', () => {
  it('property: a line credited in any parts gives back exactly its total and tax, each part within the line and whole units in won', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 3000 }), fc.constantFrom(0, 2, 3),
      fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 20 }),
      (quantity, rawTotal, taxBp, digits, cuts) => {
        const step = digits >= 2 ? 1 : 100;
        const total = Math.floor(rawTotal / step) * step;
        const tax = Math.min(total, Math.floor((total * taxBp) / 10_000));
        const line = { quantity, total, tax };
        const so = { quantity: 0, total: 0, tax: 0 };
        for (const c of cuts) {
          if (so.quantity === quantity) break;
          const q = Math.min(c, quantity - so.quantity);
          const share = creditShare(line, so, q, digits);
          expect(share.total).toBeGreaterThanOrEqual(0);
          expect(share.tax).toBeGreaterThanOrEqual(0);
          expect(share.net + share.tax).toBe(share.total);
          expect(share.total % step).toBe(0);
          so.quantity += q; so.total += share.total; so.tax += share.tax;
          expect(so.total).toBeLessThanOrEqual(total);
        }
        if (so.quantity < quantity) {
          const rest = creditShare(line, so, quantity - so.quantity, digits);
          so.total += rest.total; so.tax += rest.tax;
        }
        expect(so.total).toBe(total);
        expect(so.tax).toBe(tax);
      },
    ));
  });

  it('should refuse crediting beyond the sold quantity', () => {
    expect(() => creditShare({ quantity: 2, total: 100, tax: 0 }, { quantity: 1, total: 50, tax: 0 }, 2)).toThrow(RangeError);
  });

  it('property: posting splits the credit into applied (≤ due) and excess; refunds limited by method and note never exceed what was paid', () => {
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 1_000_000 }), fc.array(fc.record({ method: fc.constantFrom(1, 2, 3), amount: fc.integer({ min: 1, max: 500_000 }) }), { maxLength: 4 }),
      fc.integer({ min: 0, max: 100 }), fc.array(fc.record({ method: fc.constantFrom(1, 2, 3, 6), amount: fc.integer({ min: 1, max: 1_000_000 }) }), { maxLength: 8 }),
      (total, pays, creditPct, tries) => {
        const paidBy: Record<number, number> = {};
        let paid = 0;
        for (const p of pays) {
          const applied = Math.min(p.amount, total - paid);
          if (applied <= 0) break;
          paidBy[p.method] = (paidBy[p.method] ?? 0) + applied;
          paid += applied;
        }
        const credit = Math.floor((total * creditPct) / 100);
        const due = saleDue({ total, credited: 0, paid, refunded: 0 });
        const { applied, excess } = creditPosting(due, credit);
        expect(applied + excess).toBe(credit);
        expect(applied).toBeLessThanOrEqual(due);
        expect(excess).toBeLessThanOrEqual(paid);
        const refundedBy: Record<number, number> = {};
        let refunded = 0;
        for (const r of tries) {
          const max = refundLimit({ excess, refundedOfNote: refunded, method: r.method, clientCreditMethod: 6, paidByMethod: paidBy, refundedByMethod: refundedBy });
          const amount = Math.min(max, r.amount);
          if (amount <= 0) continue;
          refundedBy[r.method] = (refundedBy[r.method] ?? 0) + amount;
          refunded += amount;
        }
        expect(refunded).toBeLessThanOrEqual(excess);
        expect(refunded).toBeLessThanOrEqual(paid);
        for (const m of [1, 2, 3]) expect(refundedBy[m] ?? 0).toBeLessThanOrEqual(paidBy[m] ?? 0);
        // No minor unit lost: the sale's money adds up after credit and refunds.
        const after = saleDue({ total, credited: credit, paid, refunded });
        expect(total - credit - (paid - refunded)).toBe(after - (excess - refunded));
      },
    ));
  });
});
