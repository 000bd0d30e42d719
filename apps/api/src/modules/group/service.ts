import { and, asc, eq } from 'drizzle-orm';
import { clinicGroups, clinicMemberships, clinicPreferences, clinicScheduleIntervals, clinics, copyDiagnosisCatalogue, isUniqueViolation, type Db, type DbOrTx } from '@vetclinic/db';
import { DEFAULT_PREFERENCES, RECORD_REPO_KEYS, type TGroup, type TGroupInput, type TNewClinicDefaults, ZCreateClinicInput } from '@vetclinic/domain';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { TenantScope } from '../../plugins/auth';
import { toClinicDto } from '../clinics/service';
import { insertRepoTemplate } from '../records/templates-service';
import { insertBuiltInDocumentTemplates } from '../documents/service';

/** The public, immutable address of a logo version (a new upload gets a new key, so a new URL). */
export const groupLogoUrl = (key: string | null | undefined): string | null => (key ? `/api/v1/public/group-logos/${key}` : null);

/** A new clinic opens Monday to Friday, 09:00–17:00, until its settings say otherwise. */
export const NEW_CLINIC_HOURS = [1, 2, 3, 4, 5].map((day) => ({ day, startTime: '09:00', endTime: '17:00' }));

async function findGroup(db: DbOrTx, groupId: number) {
  const [row] = await db.select().from(clinicGroups).where(eq(clinicGroups.id, groupId));
  if (!row) throw notFound();
  return row;
}

/** The group's first clinic (the oldest) and its preferences: where a new clinic's defaults come from. */
async function firstClinic(db: DbOrTx, groupId: number) {
  const [row] = await db.select({ clinic: clinics, prefs: clinicPreferences }).from(clinics)
    .leftJoin(clinicPreferences, eq(clinicPreferences.clinicId, clinics.id))
    .where(eq(clinics.groupId, groupId)).orderBy(asc(clinics.id)).limit(1);
  return row ?? null;
}

function defaultsFrom(first: Awaited<ReturnType<typeof firstClinic>>): TNewClinicDefaults {
  return {
    timezone: first?.clinic.timezone ?? 'UTC',
    country_iso_code: first?.clinic.countryIsoCode ?? 'us',
    default_language: first?.clinic.defaultLanguage ?? 'en',
    client_date_format: first?.clinic.clientDateFormat ?? DEFAULT_PREFERENCES.date_format,
    client_time_format: first?.clinic.clientTimeFormat ?? DEFAULT_PREFERENCES.time_format,
    currency: first?.prefs?.currency ?? DEFAULT_PREFERENCES.currency,
  };
}

/** The caller's group: name, logo, its clinics and what a new clinic would start from. */
export async function getGroup(db: Db, scope: TenantScope): Promise<TGroup> {
  const group = await findGroup(db, scope.groupId);
  const list = await db.select({ id: clinics.id, name: clinics.name, slug: clinics.slug }).from(clinics).where(eq(clinics.groupId, scope.groupId)).orderBy(asc(clinics.name));
  return { id: group.id, name: group.name, logo_url: groupLogoUrl(group.logoKey), clinics: list, new_clinic_defaults: defaultsFrom(await firstClinic(db, scope.groupId)) };
}

/** Renames the caller's group; audited. */
export async function updateGroup(db: Db, scope: TenantScope, input: TGroupInput): Promise<TGroup> {
  await db.transaction(async (tx) => {
    const before = await findGroup(tx, scope.groupId);
    await tx.update(clinicGroups).set({ name: input.name }).where(eq(clinicGroups.id, scope.groupId));
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId },
      action: 'group.renamed', entityType: 'clinic_group', entityId: scope.groupId, before: { name: before.name }, after: { name: input.name },
    });
  });
  return getGroup(db, scope);
}

/**
 * Opens a clinic in the caller's group, ready for online booking: preferences copied from the group's
 * first clinic (the form's currency and formats win), weekday opening hours, and the caller as a member
 * with the role they hold where they act from (it holds group.manage; never more than they hold).
 * A slug in use anywhere answers 409 with a field message.
 */
export async function createClinic(db: Db, scope: TenantScope, input: z.output<typeof ZCreateClinicInput>) {
  try {
    return await db.transaction(async (tx) => {
      const first = await firstClinic(tx, scope.groupId);
      const defaults = defaultsFrom(first);
      const [taken] = await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.slug, input.slug)).limit(1);
      if (taken) throw slugTaken();
      const [row] = await tx.insert(clinics).values({
        groupId: scope.groupId,
        name: input.name,
        slug: input.slug,
        address: input.address,
        countryIsoCode: input.country_iso_code,
        timezone: input.timezone,
        defaultLanguage: input.default_language,
        clientDateFormat: input.client_date_format ?? defaults.client_date_format,
        clientTimeFormat: input.client_time_format ?? defaults.client_time_format,
      }).returning();
      const p = first?.prefs;
      await tx.insert(clinicPreferences).values({
        clinicId: row.id,
        dateFormat: input.client_date_format ?? p?.dateFormat ?? defaults.client_date_format,
        timeFormat: input.client_time_format ?? p?.timeFormat ?? defaults.client_time_format,
        currency: input.currency ?? defaults.currency,
        currencyFirst: p?.currencyFirst ?? DEFAULT_PREFERENCES.currency_first,
        vatList: p?.vatList ?? [...DEFAULT_PREFERENCES.vat_list],
        serviceTaxList: p?.serviceTaxList ?? [...DEFAULT_PREFERENCES.service_tax_list],
        discountReasonRequired: p?.discountReasonRequired ?? false,
        showRecordBundleItems: p?.showRecordBundleItems ?? false,
        taxApplyOrder: p?.taxApplyOrder ?? null,
        pricesIncludeTax: p?.pricesIncludeTax ?? DEFAULT_PREFERENCES.prices_include_tax,
        allowNegativeStock: p?.allowNegativeStock ?? DEFAULT_PREFERENCES.allow_negative_stock,
        expiringWithinDays: p?.expiringWithinDays ?? DEFAULT_PREFERENCES.expiring_within_days,
      });
      await tx.insert(clinicScheduleIntervals).values(NEW_CLINIC_HOURS.map((h) => ({ clinicId: row.id, ...h })));
      const [own] = await tx.select({ roleId: clinicMemberships.roleId }).from(clinicMemberships)
        .where(eqMembership(scope.clinicId, scope.userId));
      if (!own) throw new AppError('clinic_forbidden');
      await tx.insert(clinicMemberships).values({ clinicId: row.id, userId: scope.userId, roleId: own.roleId });
      // Ready to treat as well as to book: the built-in record templates in the clinic's language (SOAP the
      // default) and our diagnosis catalogue, as the demo clinics have them; the clinic edits both from there.
      const now = new Date();
      for (const key of RECORD_REPO_KEYS) await insertRepoTemplate(tx, row.id, key, input.default_language, scope.userId, now);
      await copyDiagnosisCatalogue(tx, row.id, now);
      // And the built-in document templates (consents, certificate, discharge) in that language.
      await insertBuiltInDocumentTemplates(tx, row.id, input.default_language, scope.userId, now);
      await writeAudit(tx, {
        groupId: scope.groupId, clinicId: row.id, actor: { type: 'staff', id: scope.userId },
        action: 'clinic.created', entityType: 'clinic', entityId: row.id, after: { ...toClinicDto(row), role_id: own.roleId },
      });
      return toClinicDto(row);
    });
  } catch (err) {
    // Two creators racing for one slug: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(err, 'clinics_slug_unique')) throw slugTaken();
    throw err;
  }
}

const slugTaken = () => new AppError('conflict', 'groupAdmin.errors.slugTaken', { slug: ['groupAdmin.validation.slugTaken'] });

const eqMembership = (clinicId: number, userId: number) => and(eq(clinicMemberships.clinicId, clinicId), eq(clinicMemberships.userId, userId));

