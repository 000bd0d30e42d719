import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { computeEstimateTotals } from '@vetclinic/domain/money/estimate-totals';
import { clinics, estimateLines, estimateTemplateLines, estimateTemplates, estimates, pets, products, services } from '../../schema/index';
import type { ExtrasSeeder } from './index';

/**
 * Estimates (#16): a dental template and one open estimate built from it for a demo patient, so the list,
 * the builder and the client's page have something to show. Quantities are low–high: anaesthesia time
 * and extractions are not known before the teeth are seen.
 */
export const seedEstimates: ExtrasSeeder = async (tx, ctx) => {
  // Every clinic of the group: whichever clinic the desk works in, its estimate screens show something real.
  const all = await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.groupId, ctx.groupId)).orderBy(asc(clinics.id));
  for (const clinic of all) await seedClinicEstimates(tx, ctx, clinic.id);
};

async function seedClinicEstimates(tx: Parameters<ExtrasSeeder>[0], { groupId, now }: Parameters<ExtrasSeeder>[1], clinicId: number) {
  const clinic = { id: clinicId };
  const svc = await tx.select().from(services).where(and(eq(services.clinicId, clinic.id), isNull(services.deletedAt))).orderBy(asc(services.id)).limit(2);
  const [prod] = await tx.select().from(products).where(and(eq(products.clinicId, clinic.id), isNull(products.archivedAt), isNotNull(products.sellingPrice))).orderBy(asc(products.id)).limit(1);
  const [pet] = await tx.select().from(pets).where(and(eq(pets.groupId, groupId), isNull(pets.archivedAt))).orderBy(asc(pets.id)).limit(1);
  if (!svc.length || !pet) return;

  const lines = [
    ...svc.map((s, i) => ({ serviceId: s.id, productId: null, name: s.name, qtyLow: 1, qtyHigh: i === 0 ? 1 : 3, unitPrice: s.priceMinor, vatBp: 0 })),
    ...(prod ? [{ serviceId: null, productId: prod.id, name: prod.name, qtyLow: 1, qtyHigh: 2, unitPrice: prod.sellingPrice ?? 0, vatBp: prod.vatBp }] : []),
  ];
  const [tpl] = await tx.insert(estimateTemplates).values({
    clinicId: clinic.id, name: 'Dental cleaning', title: 'Dental cleaning under anaesthesia', notes: 'Final amount depends on extractions found under anaesthesia.',
  }).returning();
  await tx.insert(estimateTemplateLines).values(lines.map((l, position) => ({ ...l, templateId: tpl.id, position, unitPrice: null, serviceTaxBp: 0 })));

  const totals = computeEstimateTotals(lines.map((l) => ({ ...l, serviceTaxBp: 0 })), { pricesIncludeTax: false });
  const validUntil = new Date(now.getTime() + 30 * 24 * 3600_000).toISOString().slice(0, 10);
  const [est] = await tx.insert(estimates).values({
    groupId, clinicId: clinic.id, clientId: pet.ownerId, petId: pet.id, templateId: tpl.id, title: 'Dental cleaning under anaesthesia',
    notes: 'Final amount depends on extractions found under anaesthesia.', validUntil, lowTotal: totals.low, highTotal: totals.high, createdAt: now, updatedAt: now,
  }).returning();
  await tx.insert(estimateLines).values(lines.map((l, position) => ({ ...l, estimateId: est.id, position, serviceTaxBp: 0 })));
}
