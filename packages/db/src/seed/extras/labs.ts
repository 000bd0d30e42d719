import { createHash } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { clinics, labIntegrations, labMessages, labOrders, labResults, pets, records, tasks } from '../../schema/index';
import type { ExtrasSeeder } from './index';

const DAY = 86_400_000;
const CHEM: { code: string; name: string; units: string; low: number; high: number; mean: number; spread: number }[] = [
  { code: '1751-7', name: 'Albumin', units: 'g/dL', low: 2.3, high: 4.0, mean: 3.1, spread: 0.6 },
  { code: '1742-6', name: 'ALT', units: 'U/L', low: 10, high: 125, mean: 90, spread: 80 },
  { code: '3094-0', name: 'BUN', units: 'mg/dL', low: 7, high: 27, mean: 20, spread: 12 },
  { code: '2160-0', name: 'Creatinine', units: 'mg/dL', low: 0.5, high: 1.8, mean: 1.3, spread: 0.8 },
  { code: '2345-7', name: 'Glucose', units: 'mg/dL', low: 74, high: 143, mean: 100, spread: 45 },
];
const hl7Ts = (d: Date) => d.toISOString().replace(/[-:T]/g, '').slice(0, 14);

/**
 * Laboratories (issue #20): every demo clinic has an in-house analyser and a reference lab (both through the
 * drop folder, so nothing leaves the machine); four pets with records have three chemistry panels a few months
 * apart (the chart has a line), the latest ordered from their record, some values flagged, a review task for the
 * vet; and one message waits in the review queue with its reason.
 */
export const seedLabs: ExtrasSeeder = async (tx, { groupId, now, rand }) => {
  const clinicRows = await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.groupId, groupId)).orderBy(asc(clinics.id));
  for (const clinic of clinicRows) {
    // Tokens nobody knows (rotate one in Settings → Laboratories to get a usable one); seeded, so runs repeat.
    const token = () => createHash('sha256').update(`demo-lab-${rand.digits(40)}`).digest('hex');
    const [inHouse] = await tx.insert(labIntegrations).values({
      clinicId: clinic.id, name: 'In-house chemistry analyser', kind: 'in_house', adapter: 'drop_folder', sendingFacility: `CLINIC${clinic.id}`, receivingFacility: 'INHOUSE', inboundTokenHash: token(), createdAt: now, updatedAt: now,
    }).returning();
    await tx.insert(labIntegrations).values({
      clinicId: clinic.id, name: 'Reference laboratory', kind: 'reference', adapter: 'drop_folder', sendingFacility: `CLINIC${clinic.id}`, receivingFacility: 'REFLAB', inboundTokenHash: token(), createdAt: now, updatedAt: now,
    });
    await tx.insert(labMessages).values({
      clinicId: clinic.id, integrationId: inHouse.id, source: 'http', status: 'queued', reasonCode: 'no_matching_order', receivedAt: new Date(now.getTime() - 2 * 3_600_000), processedAt: new Date(now.getTime() - 2 * 3_600_000),
      reasonDetail: 'No order matches placer LAB-7731, patient 99871 (Biscuit), test T4 Total T4.', controlId: 'REF-7731',
      raw: `MSH|^~\\&|LIS|REFLAB|VETCLINIC|CLINIC${clinic.id}|${hl7Ts(now)}||ORU^R01|REF-7731|P|2.3\rPID|1||99871||^Biscuit\rOBR|1|LAB-7731|RL-55120|T4^Total T4^L\rOBX|1|NM|3026-2^Total T4^LN||4.9|ug/dL|1.0-4.0|H|||F\r`,
    });
    const recs = await tx.select({ id: records.id, petId: records.petId, vetId: records.vetId, recordedAt: records.recordedAt, nickname: pets.nickname }).from(records)
      .innerJoin(pets, eq(pets.id, records.petId))
      .where(and(eq(records.clinicId, clinic.id), isNull(records.deletedAt), isNotNull(records.vetId))).orderBy(asc(records.id)).limit(40);
    const seen = new Set<number>();
    const chosen = recs.filter((r) => !seen.has(r.petId) && seen.add(r.petId)).slice(0, 4);
    // Planned first, then one INSERT per table: the demo seed runs on every fresh embedded database.
    const plans = chosen.flatMap((rec) => [12, 6, 0].map((monthsAgo, k) => {
      const at = new Date(Math.min(rec.recordedAt.getTime(), now.getTime()) - monthsAgo * 30 * DAY);
      const values = CHEM.map((a) => {
        const v = Math.max(0.1, a.mean + (rand.next() - 0.5) * 2 * a.spread * (1 + k * 0.3));
        const value = a.high < 10 ? v.toFixed(1) : String(Math.round(v));
        const n = Number(value);
        return { ...a, value, n, flag: n > a.high ? 'H' as const : n < a.low ? 'L' as const : null };
      });
      return { rec, monthsAgo, k, at, observedAt: new Date(at.getTime() + 3_600_000), values };
    }));
    if (plans.length === 0) continue;
    const orders = await tx.insert(labOrders).values(plans.map((p) => ({
      clinicId: clinic.id, integrationId: inHouse.id, petId: p.rec.petId, recordId: p.monthsAgo === 0 ? p.rec.id : null, vetId: p.rec.vetId, panelCode: 'CHEM12', panelName: 'Chemistry panel',
      placerOrderNumber: `VC${clinic.id}-D${p.rec.id}-${p.k}`, fillerOrderNumber: `IH-${p.rec.id}-${p.k}`, status: 'final' as const, sentAt: p.at, completedAt: p.observedAt, createdAt: p.at, updatedAt: p.at,
    }))).returning();
    const msgs = await tx.insert(labMessages).values(plans.map((p, i) => ({
      clinicId: clinic.id, integrationId: inHouse.id, source: 'drop_folder' as const, status: 'filed' as const, controlId: `DEMO-${orders[i].id}`, orderId: orders[i].id, receivedAt: p.observedAt, processedAt: p.observedAt,
      raw: [
        `MSH|^~\\&|VetLab Station|INHOUSE|VETCLINIC|CLINIC${clinic.id}|${hl7Ts(p.observedAt)}||ORU^R01|DEMO-${orders[i].id}|P|2.5.1`,
        `PID|1||${p.rec.petId}^^^CLINIC${clinic.id}^PI||^${p.rec.nickname}`,
        `OBR|1|${orders[i].placerOrderNumber}|${orders[i].fillerOrderNumber}|CHEM12^Chemistry panel^L|||${hl7Ts(p.at)}||||||||||||||||||F`,
        ...p.values.map((v, j) => `OBX|${j + 1}|NM|${v.code}^${v.name}^LN||${v.value}|${v.units}|${v.low}-${v.high}|${v.flag ?? 'N'}|||F|||${hl7Ts(p.observedAt)}`),
      ].join('\r'),
    }))).returning({ id: labMessages.id });
    await tx.insert(labResults).values(plans.flatMap((p, i) => p.values.map((v) => ({
      clinicId: clinic.id, petId: p.rec.petId, orderId: orders[i].id, messageId: msgs[i].id, recordId: orders[i].recordId, analyteCode: v.code, analyteName: v.name, value: v.value, numericValue: v.n,
      units: v.units, referenceRange: `${v.low}-${v.high}`, refLow: v.low, refHigh: v.high, abnormalFlag: v.flag, resultStatus: 'F', observedAt: p.observedAt, createdAt: p.observedAt,
    }))));
    await tx.insert(tasks).values(plans.flatMap((p, i) => (p.monthsAgo === 0 ? [{
      clinicId: clinic.id, title: `Review lab results: Chemistry panel for ${p.rec.nickname}`, vetId: p.rec.vetId, petId: p.rec.petId, recordId: p.rec.id,
      description: `${p.values.length} results filed for order ${orders[i].placerOrderNumber}, ${p.values.filter((v) => v.flag).length} flagged abnormal.`, datetimeStartUtc: p.observedAt, createdAt: p.observedAt, updatedAt: p.observedAt,
    }] : [])));
  }
};
