import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { addMonthsClamped, localDateOf, periodRange } from '@vetclinic/domain/plans/periods';
import {
  clientSubscriptions, clinicPreferences, clinics, pets, planItems, plans, products, saleLines, sales, savedCards, services, simPspCards, species, subscriptionPeriods,
} from '../../schema/index';
import type { ExtrasSeeder } from './index';

interface DemoPlan {
  name: string;
  description: string;
  species: string | null;
  minAge: number | null;
  maxAge: number | null;
  periodicity: 1 | 2;
  discountBp: number;
  minTerm: number;
  /** Catalogue items by name: what the plan includes each period. */
  items: [kind: 'service' | 'product', name: string, quantity: number][];
  archived?: boolean;
}

/** Plans a clinic sells (#17): a puppy plan by the month, yearly adult and senior care, one retired campaign. */
const DEMO_PLANS: DemoPlan[] = [
  {
    name: 'Puppy & kitten first year', description: 'A monthly check-up and parasite control through the first year.', species: null, minAge: 2, maxAge: 12,
    periodicity: 1, discountBp: 1000, minTerm: 12, items: [['service', 'General consultation', 1], ['product', 'Milbemax dog', 1]],
  },
  {
    name: 'Adult dog wellness', description: 'Yearly vaccinations, two check-ups, a dental check and a year of flea and tick protection.', species: 'Dog', minAge: 12, maxAge: null,
    periodicity: 2, discountBp: 1000, minTerm: 1,
    items: [['service', 'General consultation', 2], ['service', 'Annual vaccination', 1], ['service', 'Rabies vaccination', 1], ['service', 'Dental check', 1], ['product', 'NexGard Spectra M', 4]],
  },
  {
    name: 'Senior cat care', description: 'A check-up every month for cats over eight, 15 % off everything else.', species: 'Cat', minAge: 96, maxAge: null,
    periodicity: 1, discountBp: 1500, minTerm: 6, items: [['service', 'General consultation', 1]],
  },
  {
    name: 'Spring vaccination pack 2026', description: 'Last spring’s campaign.', species: null, minAge: null, maxAge: null,
    periodicity: 2, discountBp: 500, minTerm: 1, items: [['service', 'Annual vaccination', 1]], archived: true,
  },
];

export const seedPlans: ExtrasSeeder = async (tx, { groupId, now }) => {
  const clinicRows = await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.groupId, groupId)).orderBy(asc(clinics.id));
  const speciesRows = await tx.select({ id: species.id, name: species.name }).from(species).where(eq(species.groupId, groupId));
  const speciesId = (name: string | null) => (name ? speciesRows.find((s) => s.name === name)?.id ?? null : null);
  const serviceNames = [...new Set(DEMO_PLANS.flatMap((p) => p.items.filter((i) => i[0] === 'service').map((i) => i[1])))];
  const productNames = [...new Set(DEMO_PLANS.flatMap((p) => p.items.filter((i) => i[0] === 'product').map((i) => i[1])))];
  // Pets on plans: the group's first dogs (a dog suits every demo plan but the cat's), a few per clinic.
  const dog = speciesId('Dog');
  const dogs = dog ? await tx.select({ id: pets.id, ownerId: pets.ownerId }).from(pets)
    .where(and(eq(pets.groupId, groupId), eq(pets.speciesId, dog), isNull(pets.archivedAt))).orderBy(asc(pets.id)).limit(4 * clinicRows.length) : [];
  for (const [ci, clinic] of clinicRows.entries()) {
    const [tz] = await tx.select({ tz: clinics.timezone }).from(clinics).where(eq(clinics.id, clinic.id));
    const today = localDateOf(now, tz?.tz ?? 'UTC');
    const svc = await tx.select({ id: services.id, name: services.name, price: services.priceMinor }).from(services)
      .where(and(eq(services.clinicId, clinic.id), inArray(services.name, serviceNames), isNull(services.deletedAt)));
    const prod = await tx.select({ id: products.id, name: products.name, price: products.sellingPrice }).from(products)
      .where(and(eq(products.clinicId, clinic.id), inArray(products.name, productNames)));
    for (const p of DEMO_PLANS) {
      const items = p.items.flatMap(([kind, name, quantity]) => {
        const row = (kind === 'service' ? svc : prod).find((r) => r.name === name);
        return row ? [{ kind, id: row.id, quantity, value: Number(row.price ?? 0) * quantity }] : [];
      });
      if (!items.length) continue;
      // About a fifth off the catalogue value of what is included, in whole currency units.
      const value = items.reduce((sum, i) => sum + i.value, 0);
      const priceMinor = Math.max(100, Math.round((value * 0.8) / 100) * 100);
      const [plan] = await tx.insert(plans).values({
        clinicId: clinic.id, name: p.name, description: p.description, speciesId: speciesId(p.species), minAgeMonths: p.minAge, maxAgeMonths: p.maxAge,
        periodicity: p.periodicity, priceMinor, discountBp: p.discountBp, minTermPeriods: p.minTerm, archivedAt: p.archived ? now : null, createdAt: now, updatedAt: now,
      }).returning();
      await tx.insert(planItems).values(items.map((i, position) => ({
        planId: plan.id, serviceId: i.kind === 'service' ? i.id : null, productId: i.kind === 'product' ? i.id : null, quantity: i.quantity, position,
      })));
      if (p.name !== 'Adult dog wellness') continue;
      // Dogs on the adult plan: one active (signed two months ago, this period paid, renewing on a saved card), one
      // paused, one cancelled, and one suspended: signed 13 months ago, its second year's invoice declined four times.
      const states = [
        { status: 'active' as const, reason: null, card: '4242' },
        { status: 'paused' as const, reason: 'Owner abroad until the spring', card: null },
        { status: 'cancelled' as const, reason: 'Moved to another town', card: null },
        { status: 'suspended' as const, reason: 'subscriptions.reasons.payment_failed', card: '0002' },
      ];
      const periodItems = items.map((i) => ({ service_id: i.kind === 'service' ? i.id : null, product_id: i.kind === 'product' ? i.id : null, name: (i.kind === 'service' ? svc : prod).find((r) => r.id === i.id)?.name ?? '', quantity: i.quantity }));
      for (const [k, st] of states.entries()) {
        // The fourth dog of a clinic comes after every clinic's first three (earlier demo rows keep their pets).
        const pet = k < 3 ? dogs[ci * 3 + k] : dogs[clinicRows.length * 3 + ci];
        if (!pet) break;
        const anchor = st.status === 'suspended' ? addMonthsClamped(today, -13) : addMonthsClamped(today, -2 - k);
        const first = periodRange(anchor, p.periodicity, 0);
        // The card saved at the simulated provider (its vault holds the test outcome, never a number) and ours naming it.
        const cardRef = st.card ? `sim_pm_demo_${clinic.id}_${pet.id}` : null;
        if (st.card && cardRef) {
          await tx.insert(simPspCards).values({
            id: cardRef, idempotencyKey: `demo-save-${clinic.id}-${pet.id}`, customerId: `sim_cus_demo_${pet.ownerId}`, brand: 'visa', last4: st.card,
            expMonth: 12, expYear: new Date(now).getUTCFullYear() + 3, outcome: st.card === '0002' ? 'card_declined' : null,
          });
          await tx.insert(savedCards).values({
            clinicId: clinic.id, clientId: pet.ownerId, provider: 'simulated', customerRef: `sim_cus_demo_${pet.ownerId}`, cardRef, brand: 'visa', last4: st.card,
            expMonth: 12, expYear: new Date(now).getUTCFullYear() + 3, createdAt: now,
          });
        }
        const second = periodRange(anchor, p.periodicity, 1);
        const suspended = st.status === 'suspended';
        const [sub] = await tx.insert(clientSubscriptions).values({
          clinicId: clinic.id, clientId: pet.ownerId, petId: pet.id, planId: plan.id, cardId: cardRef, autoRenew: st.status === 'active' || suspended, status: st.status,
          statusReason: st.reason, anchorDate: anchor, periodicity: p.periodicity, minTermPeriods: p.minTerm,
          nextRenewalDate: st.status === 'cancelled' ? null : suspended ? second.end : first.end,
          cancelledAt: st.status === 'cancelled' ? now : null, createdAt: now, updatedAt: now,
        }).returning();
        await tx.insert(subscriptionPeriods).values({
          subscriptionId: sub.id, index: 0, startDate: first.start, endDate: first.end, planName: p.name, priceMinor, discountBp: p.discountBp,
          items: periodItems, status: 'paid', createdAt: now,
        });
        if (!suspended) continue;
        // The second year's invoice, issued with the clinic's next number, unpaid: the card link's charge pays it.
        const res = await tx.execute(sql`INSERT INTO sale_counters (clinic_id, last_number) VALUES (${clinic.id}, 1)
          ON CONFLICT (clinic_id) DO UPDATE SET last_number = sale_counters.last_number + 1 RETURNING last_number`);
        const [counter] = (res as unknown as { rows?: { last_number: number }[] }).rows ?? (res as unknown as { last_number: number }[]);
        const [pref] = await tx.select({ currency: clinicPreferences.currency }).from(clinicPreferences).where(eq(clinicPreferences.clinicId, clinic.id));
        const note = `${p.name}: ${second.start} – ${second.end}`;
        const [sale] = await tx.insert(sales).values({
          clinicId: clinic.id, clientId: pet.ownerId, petId: pet.id, note, currency: pref?.currency ?? '$', subtotalMinor: priceMinor, netMinor: priceMinor, totalMinor: priceMinor,
          createdAt: now, updatedAt: now,
        }).returning();
        await tx.insert(saleLines).values({
          saleId: sale.id, position: 1, kind: 'custom', name: `${p.name} (${second.start} – ${second.end})`, quantity: 1, unitPriceMinor: priceMinor, vatBp: 0,
          baseMinor: priceMinor, netMinor: priceMinor, totalMinor: priceMinor,
        });
        await tx.update(sales).set({ status: 'issued', editState: 'frozen', number: Number(counter.last_number), issuedAt: now }).where(eq(sales.id, sale.id));
        await tx.insert(subscriptionPeriods).values({
          subscriptionId: sub.id, index: 1, startDate: second.start, endDate: second.end, planName: p.name, priceMinor, discountBp: p.discountBp,
          items: periodItems, status: 'failed', saleId: sale.id, attempts: 4, failureCode: 'card_declined', createdAt: now,
        });
      }
    }
  }
};
