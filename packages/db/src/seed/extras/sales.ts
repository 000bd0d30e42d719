import { and, asc, eq, isNull } from 'drizzle-orm';
import { computeInvoice } from '@vetclinic/domain';
import {
  clientCreditMovements, clinicPreferences, clinics, creditNoteCounters, creditNoteLines, creditNotes, petParents, pets, refunds, saleCounters, saleLines,
  salePayments, sales, services,
} from '../../schema/index';
import type { ExtrasSeeder } from './index';

// Sales demo (#16): about three months of issued invoices per clinic (services plus a few counter items),
// paid in every method — some split, one overpaid into client credit that a later invoice spends, one left
// with a balance due — and one open draft. Numbers are gapless from 1 and the counter row matches.
// One paid invoice per clinic has a posted credit note of its first line, half of it refunded to the card or
// cash that paid it (credit notes, 0036).
const COUNTER_ITEMS = [
  { name: 'Dental chews (pack)', price: 1890, vatBp: 1000 },
  { name: 'Nail trim', price: 1500, vatBp: 1000 },
  { name: 'Travel crate rental', price: 2500, vatBp: 0 },
];
const METHODS = [1, 2, 2, 3, 4, 8, 7, 5];

export const seedSales: ExtrasSeeder = async (tx, { groupId, now, rand }) => {
  const clinicRows = await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.groupId, groupId)).orderBy(asc(clinics.id));
  const clientRows = await tx.select({ id: petParents.id }).from(petParents).where(eq(petParents.groupId, groupId)).orderBy(asc(petParents.id)).limit(40);
  if (clientRows.length < 4) return;
  const day = 86_400_000;
  for (const clinic of clinicRows) {
    const [prefs] = await tx.select().from(clinicPreferences).where(eq(clinicPreferences.clinicId, clinic.id));
    const vat = (prefs?.vatList ?? [0, 10]).includes(10) ? 1000 : 0;
    const serviceRows = await tx.select().from(services).where(and(eq(services.clinicId, clinic.id), isNull(services.deletedAt))).orderBy(asc(services.id)).limit(12);
    if (!serviceRows.length) continue;
    let number = 0;
    let creditable: { saleId: number; clientId: number; method: number; issuedAt: Date; currency: string } | null = null;
    const credit = new Map<number, number>();
    const count = 36;
    for (let i = 0; i < count; i++) {
      const clientId = clientRows[i % Math.min(12, clientRows.length)].id;
      const [pet] = await tx.select({ id: pets.id }).from(pets).where(eq(pets.ownerId, clientId)).limit(1);
      const issuedAt = new Date(now.getTime() - (count - i) * 2.5 * day + rand.int(9, 17) * 3_600_000);
      const lineInputs = [
        ...Array.from({ length: rand.int(1, 2) }, () => { const s = rand.pick(serviceRows); return { kind: 'service' as const, serviceId: s.id, name: s.name, price: s.priceMinor || 5000, vatBp: vat, qty: 1 }; }),
        ...(rand.chance(0.4) ? [(() => { const c = rand.pick(COUNTER_ITEMS); return { kind: 'custom' as const, serviceId: null, name: c.name, price: c.price, vatBp: c.vatBp && vat, qty: rand.int(1, 2) }; })()] : []),
      ];
      const discount = i % 7 === 3 ? { kind: 'percent' as const, bp: 1000 } : null;
      const totals = computeInvoice({ pricesIncludeTax: false, discount, lines: lineInputs.map((l) => ({ unitPriceMinor: l.price, quantity: l.qty, vatBp: l.vatBp })) });
      const draft = i === count - 1;
      const [sale] = await tx.insert(sales).values({
        clinicId: clinic.id, clientId, petId: pet?.id ?? null, currency: prefs?.currency ?? '$',
        discountType: discount ? 'percent' : null, discountValueX100: discount ? 1000 : null, discountName: discount ? 'Senior pet (over 10 years)' : null, discountReason: discount ? 'Senior dog' : null,
        subtotalMinor: totals.subtotal, discountMinor: totals.discount, netMinor: totals.net, taxMinor: totals.tax, totalMinor: totals.total,
        taxes: totals.taxes.map((r) => ({ kind: r.kind, rate_bp: r.rateBp, base: r.base, amount: r.amount })),
        createdAt: issuedAt, updatedAt: issuedAt,
      }).returning();
      await tx.insert(saleLines).values(lineInputs.map((l, n) => {
        const t = totals.lines[n];
        return {
          saleId: sale.id, position: n + 1, kind: l.kind, serviceId: l.serviceId, name: l.name, quantity: l.qty, unitPriceMinor: l.price, vatBp: l.vatBp,
          baseMinor: t.base, discountMinor: t.lineDiscount + t.invoiceDiscount, netMinor: t.net, vatMinor: t.vat, serviceTaxMinor: t.serviceTax, totalMinor: t.total,
        };
      }));
      if (draft) continue;
      number += 1;
      await tx.update(sales).set({ status: 'issued', editState: 'frozen', number, issuedAt }).where(eq(sales.id, sale.id));
      if (i === count - 3) continue; // left with a balance due
      const pay = async (method: number, amount: number, applied: number) => {
        const [p] = await tx.insert(salePayments).values({ clinicId: clinic.id, saleId: sale.id, clientId, method, amountMinor: amount, appliedMinor: applied, createdAt: issuedAt }).returning();
        const delta = method === 6 ? -amount : amount - applied;
        if (delta) {
          const balance = (credit.get(clientId) ?? 0) + delta;
          credit.set(clientId, balance);
          await tx.insert(clientCreditMovements).values({ clinicId: clinic.id, clientId, deltaMinor: delta, balanceAfterMinor: balance, kind: method === 6 ? 'payment' : 'overpayment', saleId: sale.id, paymentId: p.id, createdAt: issuedAt });
        }
      };
      const have = credit.get(clientId) ?? 0;
      if (have > 0) {
        const use = Math.min(have, totals.total);
        await pay(6, use, use);
        if (totals.total > use) await pay(1, totals.total - use, totals.total - use);
      } else if (i % 9 === 4) {
        const rounded = Math.ceil(totals.total / 5000) * 5000 + 5000; // paid with a large note, change left as credit
        await pay(1, rounded, totals.total);
      } else if (i % 5 === 2 && totals.total > 2) {
        const half = Math.floor(totals.total / 2);
        await pay(1, half, half);
        await pay(2, totals.total - half, totals.total - half);
      } else if (i === count - 2) {
        await pay(2, Math.floor(totals.total / 3), Math.floor(totals.total / 3)); // part paid
      } else {
        const method = METHODS[i % METHODS.length];
        await pay(method, totals.total, totals.total);
        if (method <= 2 && i < count - 6) creditable = { saleId: sale.id, clientId, method, issuedAt, currency: prefs?.currency ?? '$' };
      }
    }
    if (number) await tx.insert(saleCounters).values({ clinicId: clinic.id, lastNumber: number });
    if (creditable) {
      const [line] = await tx.select().from(saleLines).where(eq(saleLines.saleId, creditable.saleId)).orderBy(asc(saleLines.position)).limit(1);
      const at = new Date(creditable.issuedAt.getTime() + 2 * day);
      const tax = line.vatMinor + line.serviceTaxMinor;
      const [note] = await tx.insert(creditNotes).values({
        clinicId: clinic.id, saleId: creditable.saleId, clientId: creditable.clientId, reason: 'Service not performed: the patient was sent home', currency: creditable.currency,
        netMinor: line.totalMinor - tax, taxMinor: tax, totalMinor: line.totalMinor, createdAt: at, updatedAt: at,
      }).returning();
      await tx.insert(creditNoteLines).values({ creditNoteId: note.id, saleLineId: line.id, quantity: line.quantity, netMinor: line.totalMinor - tax, taxMinor: tax, totalMinor: line.totalMinor });
      await tx.update(creditNotes).set({ status: 'posted', number: 1, appliedMinor: 0, excessMinor: line.totalMinor, postedAt: at }).where(eq(creditNotes.id, note.id));
      await tx.insert(creditNoteCounters).values({ clinicId: clinic.id, lastNumber: 1 });
      const half = Math.floor(line.totalMinor / 2);
      if (half > 0) {
        await tx.insert(refunds).values({
          clinicId: clinic.id, saleId: creditable.saleId, clientId: creditable.clientId, creditNoteId: note.id, method: creditable.method, amountMinor: half, createdAt: at,
        });
      }
    }
  }
};
