import { eq } from 'drizzle-orm';
import { clinics, vitalsSettings, type DbOrTx } from '@vetclinic/db';
import { defaultTemperatureUnit, type TVitalsSettings, type TVitalsSettingsInput } from '@vetclinic/domain';
import { notFound } from '../../../lib/app-error';
import { writeAudit } from '../../../lib/audit';
import type { TenantScope } from '../../../plugins/auth';

/** How the clinic shows vitals: its saved choice, else its country's default (°F in the US, °C elsewhere; BCS on 9 points). */
export async function getVitalsSettings(db: DbOrTx, clinicId: number): Promise<TVitalsSettings> {
  const [row] = await db
    .select({ country: clinics.countryIsoCode, unit: vitalsSettings.temperatureUnit, bcs: vitalsSettings.bcsScale })
    .from(clinics)
    .leftJoin(vitalsSettings, eq(vitalsSettings.clinicId, clinics.id))
    .where(eq(clinics.id, clinicId));
  if (!row) throw notFound('errors.clinic_not_found');
  if (row.unit === null || row.bcs === null) return { clinic_id: clinicId, temperature_unit: defaultTemperatureUnit(row.country), bcs_scale: 9, is_default: true };
  return { clinic_id: clinicId, temperature_unit: row.unit as 'c' | 'f', bcs_scale: row.bcs === 5 ? 5 : 9, is_default: false };
}

/** Saves the clinic's choice (audited); scores already written keep the scale they were given on. */
export async function updateVitalsSettings(db: DbOrTx, scope: TenantScope, input: TVitalsSettingsInput): Promise<TVitalsSettings> {
  const before = await getVitalsSettings(db, scope.clinicId);
  await db.insert(vitalsSettings)
    .values({ clinicId: scope.clinicId, temperatureUnit: input.temperature_unit, bcsScale: input.bcs_scale })
    .onConflictDoUpdate({ target: vitalsSettings.clinicId, set: { temperatureUnit: input.temperature_unit, bcsScale: input.bcs_scale, updatedAt: new Date() } });
  const after = await getVitalsSettings(db, scope.clinicId);
  await writeAudit(db, {
    groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId },
    action: 'vitals.settings_updated', entityType: 'vitals_settings', entityId: scope.clinicId, before, after,
  });
  return after;
}
