import { asc, eq } from 'drizzle-orm';
import { clinics, discounts } from '../../schema/index';
import type { ExtrasSeeder } from './index';

/** The discount catalogue a clinic starts selling with (#16): what vets give most, one switched off. */
const DEMO_DISCOUNTS: { name: string; type: 'percent' | 'amount'; valueX100: number; enabled: boolean }[] = [
  { name: 'Senior pet (over 10 years)', type: 'percent', valueX100: 1000, enabled: true },
  { name: 'Multi-pet household', type: 'percent', valueX100: 500, enabled: true },
  { name: 'Rescue and shelter animals', type: 'percent', valueX100: 1500, enabled: true },
  { name: 'Staff pet', type: 'percent', valueX100: 2500, enabled: true },
  { name: 'Loyalty voucher', type: 'amount', valueX100: 2000, enabled: true },
  { name: 'Spring vaccination campaign', type: 'percent', valueX100: 1250, enabled: false },
];

export const seedDiscounts: ExtrasSeeder = async (tx, { groupId }) => {
  const rows = await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.groupId, groupId)).orderBy(asc(clinics.id));
  for (const c of rows) await tx.insert(discounts).values(DEMO_DISCOUNTS.map((d) => ({ clinicId: c.id, ...d })));
};
