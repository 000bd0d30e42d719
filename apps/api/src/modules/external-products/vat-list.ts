import { eq } from 'drizzle-orm';
import { clinicPreferences, type DbOrTx } from '@vetclinic/db';
import { vatToBasisPoints } from '@vetclinic/domain';

/** The clinic's VAT rates (preferences `vat_list`, default 0 and 10) in basis points. */
export async function clinicVatBp(db: DbOrTx, clinicId: number): Promise<number[]> {
  const [prefs] = await db.select({ vatList: clinicPreferences.vatList }).from(clinicPreferences).where(eq(clinicPreferences.clinicId, clinicId));
  return (prefs?.vatList ?? [0, 10]).map(vatToBasisPoints);
}
