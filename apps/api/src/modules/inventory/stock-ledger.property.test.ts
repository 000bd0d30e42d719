import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { clinicPreferences, products, stockBatches } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeTenant } from '../../test/factories';
import { postStockMovement, postStockMovements, type PostedMovement } from './stock-ledger';

/**
 * Issue #15 rule: on-hand equals the sum of the ledger for every product and batch, whatever the
 * sequence of movements (receipts into batches, FEFO sales, sales from a chosen batch, returns,
 * write-offs, refused over-draws), and stock never goes negative.
 */
const BATCHES = [
  { batch_no: 'A', expiration_date: '2099-01-31' },
  { batch_no: 'B', expiration_date: '2098-06-30' },
  { batch_no: 'C', expiration_date: null },
] as const;

type Op =
  | { kind: 'in'; batch: number; qty: number; reason: 'receipt' | 'return' }
  | { kind: 'out'; qty: number; reason: 'sale' | 'usage' | 'write_off' }
  | { kind: 'outBatch'; batch: number; qty: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('in' as const), batch: fc.integer({ min: 0, max: 2 }), qty: fc.integer({ min: 1, max: 50 }), reason: fc.constantFrom('receipt' as const, 'return' as const) }),
  fc.record({ kind: fc.constant('out' as const), qty: fc.integer({ min: 1, max: 60 }), reason: fc.constantFrom('sale' as const, 'usage' as const, 'write_off' as const) }),
  fc.record({ kind: fc.constant('outBatch' as const), batch: fc.integer({ min: 0, max: 2 }), qty: fc.integer({ min: 1, max: 30 }) }),
);

describe('stock ledger properties', () => {
  let t: TestApp;
  let clinicId: number;
  let lenientClinicId: number;
  const db = () => t.handle.db;

  beforeAll(async () => {
    t = await makeTestApp();
    const a = await makeTenant(db());
    clinicId = a.clinic.id;
    // A clinic that allows negative stock (issue #15 preference): sales and usage may go below zero.
    const b = await makeTenant(db());
    lenientClinicId = b.clinic.id;
    await db().update(clinicPreferences).set({ allowNegativeStock: true }).where(eq(clinicPreferences.clinicId, lenientClinicId));
  });
  afterAll(() => t.close());

  const newProduct = async (inClinic = clinicId, purchasePrice = 0) => {
    const [p] = await db().insert(products).values({ clinicId: inClinic, name: `P ${Math.random().toString(36).slice(2, 8)}`, unit: 'box', subUnits: 10, purchasePrice }).returning({ id: products.id });
    return p.id;
  };
  const batchesOf = async (productId: number) => {
    const rows = await db().select().from(stockBatches).where(eq(stockBatches.productId, productId));
    return new Map(rows.map((r) => [r.batchNo, { id: r.id, onHand: r.onHand }]));
  };
  const ledgerByBatch = async (productId: number) => {
    const res = await db().execute(sql`select batch_id, sum(quantity_delta)::int as total from stock_movements where product_id = ${productId} group by batch_id`);
    const rows = (res as unknown as { rows: { batch_id: number; total: number }[] }).rows;
    return new Map(rows.map((r) => [Number(r.batch_id), Number(r.total)]));
  };

  it('should keep every batch on-hand equal to the sum of its ledger rows and never negative', async () => {
    await fc.assert(fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
      const productId = await newProduct();
      const model = [0, 0, 0];
      const scope = { clinicId, userId: null };
      for (const op of ops) {
        if (op.kind === 'in') {
          const b = BATCHES[op.batch];
          await db().transaction((tx) => postStockMovement(tx, scope, { product_id: productId, ...b, quantity_delta: op.qty, reason: op.reason }));
          model[op.batch] += op.qty;
        } else if (op.kind === 'out') {
          const total = model.reduce((s, x) => s + x, 0);
          const run = db().transaction((tx) => postStockMovement(tx, scope, { product_id: productId, quantity_delta: -op.qty, reason: op.reason }));
          if (op.qty > total) { await expect(run).rejects.toThrow(); continue; }
          const moved = await run;
          expect(moved.reduce((s, m) => s + m.quantity_delta, 0)).toBe(-op.qty);
          // FEFO in the model: B (2098) before A (2099) before the undated C.
          let rest = op.qty;
          for (const i of [1, 0, 2]) { const take = Math.min(rest, model[i]); model[i] -= take; rest -= take; }
        } else {
          const batch = (await batchesOf(productId)).get(BATCHES[op.batch].batch_no);
          if (!batch) continue;
          const run = db().transaction((tx) => postStockMovement(tx, scope, { product_id: productId, batch_id: batch.id, quantity_delta: -op.qty, reason: 'sale' }));
          if (op.qty > model[op.batch]) { await expect(run).rejects.toThrow(); continue; }
          await run;
          model[op.batch] -= op.qty;
        }
      }
      const batches = await batchesOf(productId);
      const ledger = await ledgerByBatch(productId);
      BATCHES.forEach((b, i) => {
        const row = batches.get(b.batch_no);
        expect(row?.onHand ?? 0).toBe(model[i]);
        if (row) expect(ledger.get(row.id) ?? 0).toBe(row.onHand);
        expect(row?.onHand ?? 0).toBeGreaterThanOrEqual(0);
      });
    }), { numRuns: 30 });
  }, 120_000);

  it('should keep on-hand equal to the ledger where negative stock is allowed: only sales and usage go below zero, on the unnumbered batch', async () => {
    await fc.assert(fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
      const productId = await newProduct(lenientClinicId);
      const scope = { clinicId: lenientClinicId, userId: null };
      let total = 0;
      const chosen = new Set<string>(['']);
      for (const op of ops) {
        if (op.kind === 'in') {
          await db().transaction((tx) => postStockMovement(tx, scope, { product_id: productId, ...BATCHES[op.batch], quantity_delta: op.qty, reason: op.reason }));
          total += op.qty;
        } else if (op.kind === 'out') {
          const positive = [...(await batchesOf(productId)).values()].reduce((s, b) => s + Math.max(b.onHand, 0), 0);
          const run = db().transaction((tx) => postStockMovement(tx, scope, { product_id: productId, quantity_delta: -op.qty, reason: op.reason }));
          // A write-off never invents stock; a sale or usage may.
          if (op.reason === 'write_off' && op.qty > positive) { await expect(run).rejects.toThrow(); continue; }
          await run;
          total -= op.qty;
        } else {
          const batch = (await batchesOf(productId)).get(BATCHES[op.batch].batch_no);
          if (!batch) continue;
          await db().transaction((tx) => postStockMovement(tx, scope, { product_id: productId, batch_id: batch.id, quantity_delta: -op.qty, reason: 'sale' }));
          chosen.add(BATCHES[op.batch].batch_no);
          total -= op.qty;
        }
      }
      const batches = await batchesOf(productId);
      const ledger = await ledgerByBatch(productId);
      expect([...batches.values()].reduce((s, b) => s + b.onHand, 0)).toBe(total);
      for (const [batchNo, b] of batches) {
        expect(ledger.get(b.id) ?? 0).toBe(b.onHand);
        // FEFO sales only overdraw the unnumbered batch; a sale from a chosen batch may overdraw that batch.
        if (b.onHand < 0) expect([...chosen]).toContain(batchNo);
      }
    }), { numRuns: 20 });
  }, 120_000);

  it('should post an invoice\'s products in one go exactly as one after another: same batches, quantities, costs, refusals', async () => {
    const productArb = fc.record({
      price: fc.integer({ min: 0, max: 5000 }),
      receipts: fc.array(fc.record({ batch: fc.integer({ min: 0, max: 2 }), qty: fc.integer({ min: 1, max: 40 }) }), { maxLength: 4 }),
      need: fc.integer({ min: 1, max: 70 }),
    });
    await fc.assert(fc.asyncProperty(fc.array(productArb, { minLength: 2, maxLength: 4 }), fc.boolean(), async (lines, lenient) => {
      const inClinic = lenient ? lenientClinicId : clinicId;
      const scope = { clinicId: inClinic, userId: null };
      // Twin products with the same batches: one set posted together, the other one by one.
      const twins = async () => {
        const ids: number[] = [];
        for (const l of lines) {
          const id = await newProduct(inClinic, l.price);
          for (const r of l.receipts) {
            await db().transaction((tx) => postStockMovement(tx, scope, { product_id: id, ...BATCHES[r.batch], quantity_delta: r.qty, reason: 'receipt' }));
          }
          ids.push(id);
        }
        return ids;
      };
      const together = await twins();
      const single = await twins();
      const invoice = (ids: number[]) => ids.map((id, i) => ({ product_id: id, quantity_delta: -lines[i].need, reason: 'sale' as const, source_type: 'sale', source_id: 7 }));
      const settle = (run: Promise<PostedMovement[][]>) => run.then((posted) => ({ posted }), (e: unknown) => ({ error: String(e) }));
      const a = await settle(db().transaction((tx) => postStockMovements(tx, scope, invoice(together))));
      const b = await settle(db().transaction(async (tx) => {
        const out: PostedMovement[][] = [];
        for (const m of invoice(single)) out.push(await postStockMovement(tx, scope, m));
        return out;
      }));
      // What each line took, by batch number, and what every batch holds after.
      const described = async (ids: number[], result: typeof a) => {
        const batches = await Promise.all(ids.map(batchesOf));
        const byId = batches.map((m) => new Map([...m].map(([no, x]) => [x.id, no])));
        return {
          result: 'error' in result ? result.error : result.posted.map((ms, i) => ms.map((m) => [byId[i].get(m.batch_id), m.quantity_delta, Number(m.cost)])),
          onHand: batches.map((m) => Object.fromEntries([...m].map(([no, x]) => [no, x.onHand]))),
        };
      };
      expect(await described(together, a)).toEqual(await described(single, b));
    }), { numRuns: 25 });
  }, 120_000);

  it('should leave stock unchanged after a receipt, a sale and its return', async () => {
    await fc.assert(fc.asyncProperty(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 100 }), async (initial, qty) => {
      const productId = await newProduct();
      const scope = { clinicId, userId: null };
      const b = BATCHES[0];
      if (initial > 0) await db().transaction((tx) => postStockMovement(tx, scope, { product_id: productId, ...b, quantity_delta: initial, reason: 'receipt' }));
      const before = await batchesOf(productId);
      await db().transaction(async (tx) => {
        await postStockMovement(tx, scope, { product_id: productId, ...b, quantity_delta: qty, reason: 'receipt' });
        const sold = await postStockMovement(tx, scope, { product_id: productId, quantity_delta: -qty, reason: 'sale', source_type: 'sale', source_id: 1 });
        for (const m of sold) await postStockMovement(tx, scope, { product_id: productId, batch_id: m.batch_id, quantity_delta: -m.quantity_delta, reason: 'return', source_type: 'sale', source_id: 1 });
        await postStockMovement(tx, scope, { product_id: productId, quantity_delta: -qty, reason: 'sale', source_type: 'sale', source_id: 2 });
      });
      const after = await batchesOf(productId);
      expect(after.get('A')?.onHand ?? 0).toBe(before.get('A')?.onHand ?? 0);
      const ledger = await ledgerByBatch(productId);
      expect([...ledger.values()].reduce((s, x) => s + x, 0)).toBe(initial);
    }), { numRuns: 20 });
  }, 60_000);
});
