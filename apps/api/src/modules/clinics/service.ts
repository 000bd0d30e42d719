import { and, asc, eq } from 'drizzle-orm';
import { clinicMemberships, clinicPreferences, clinicScheduleIntervals, clinics, roles, type Db, type DbOrTx } from '@vetclinic/db';
import { DAYS_OF_WEEK, DEFAULT_PREFERENCES, type TClinic, type TClinicSchedule, type TClinicSettingsInput, type TPreferences, type TPreferencesInput, ZClinicSettingsInput } from '@vetclinic/domain';
import type { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { TenantScope } from '../../plugins/auth';

type ClinicRow = typeof clinics.$inferSelect;

export function toClinicDto(c: ClinicRow): TClinic {
  return {
    id: c.id,
    group_id: c.groupId,
    name: c.name,
    slug: c.slug,
    address: c.address,
    phone: c.phone,
    email: c.email,
    country: { iso_code: c.countryIsoCode },
    timezone: c.timezone,
    client_date_format: c.clientDateFormat,
    client_time_format: c.clientTimeFormat,
    default_language: c.defaultLanguage,
    logo: c.logo,
    online_booking_enabled: c.onlineBookingEnabled,
    registration_enabled: c.registrationEnabled,
    any_staff_enabled: c.anyStaffEnabled,
    visit_types_active: c.visitTypesActive,
    auto_confirm: c.autoConfirm,
    min_notice_minutes: c.minNoticeMinutes,
    booking_horizon_days: c.bookingHorizonDays,
    cancel_cutoff_hours: c.cancelCutoffHours,
    embed_origins: c.embedOrigins,
  };
}

/** Postgres `time` comes back as HH:mm:ss; the wire uses HH:mm (24:00 is stored as 24:00:00). */
export const hhmm = (t: string) => t.slice(0, 5);

/** The seven days 1–7 with their opening intervals, closed days included. */
export async function listSchedules(db: DbOrTx, clinicId: number): Promise<TClinicSchedule[]> {
  const rows = await db.select().from(clinicScheduleIntervals).where(eq(clinicScheduleIntervals.clinicId, clinicId)).orderBy(asc(clinicScheduleIntervals.day), asc(clinicScheduleIntervals.startTime));
  return DAYS_OF_WEEK.map((day) => {
    const intervals = rows.filter((r) => r.day === day).map((r) => ({ start_time: hhmm(r.startTime), end_time: hhmm(r.endTime) }));
    return { day, is_open: intervals.length > 0, intervals };
  });
}

/** Clinics the staff member belongs to (their group only). */
export async function listClinicsOfUser(db: Db, userId: number): Promise<TClinic[]> {
  const rows = await db
    .select({ clinic: clinics })
    .from(clinicMemberships)
    .innerJoin(clinics, eq(clinics.id, clinicMemberships.clinicId))
    .where(eq(clinicMemberships.userId, userId))
    .orderBy(asc(clinics.name));
  return rows.map((r) => toClinicDto(r.clinic));
}

async function findClinicInScope(db: DbOrTx, scope: TenantScope, clinicId: number) {
  const [row] = await db.select().from(clinics).where(and(eq(clinics.id, clinicId), eq(clinics.groupId, scope.groupId)));
  if (!row) throw notFound();
  return row;
}

/** The active clinic's settings, opening hours included. */
export async function getSettings(db: Db, scope: TenantScope) {
  const clinic = await findClinicInScope(db, scope, scope.clinicId);
  return { ...toClinicDto(clinic), schedules: await listSchedules(db, clinic.id) };
}

/** Updates the active clinic's settings and, when given, replaces its opening hours; audited. */
export async function updateSettings(db: Db, scope: TenantScope, input: z.output<typeof ZClinicSettingsInput>) {
  return db.transaction(async (tx) => {
    const before = await findClinicInScope(tx, scope, scope.clinicId);
    const beforeSchedules = await listSchedules(tx, scope.clinicId);
    await tx.update(clinics).set({
      name: input.name,
      address: input.address,
      phone: input.phone,
      email: input.email ?? null,
      countryIsoCode: input.country_iso_code,
      timezone: input.timezone,
      clientDateFormat: input.client_date_format,
      clientTimeFormat: input.client_time_format,
      defaultLanguage: input.default_language,
      onlineBookingEnabled: input.online_booking_enabled,
      registrationEnabled: input.registration_enabled,
      anyStaffEnabled: input.any_staff_enabled,
      visitTypesActive: input.visit_types_active,
      autoConfirm: input.auto_confirm,
      minNoticeMinutes: input.min_notice_minutes,
      bookingHorizonDays: input.booking_horizon_days,
      cancelCutoffHours: input.cancel_cutoff_hours,
      embedOrigins: input.embed_origins,
      updatedAt: new Date(),
    }).where(eq(clinics.id, scope.clinicId));
    if (input.schedules) await replaceSchedules(tx, scope.clinicId, input.schedules);
    const after = await findClinicInScope(tx, scope, scope.clinicId);
    const schedules = await listSchedules(tx, scope.clinicId);
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId },
      action: 'clinic.settings_updated', entityType: 'clinic', entityId: scope.clinicId,
      before: { ...toClinicDto(before), schedules: beforeSchedules }, after: { ...toClinicDto(after), schedules },
    });
    return { ...toClinicDto(after), schedules };
  });
}

export async function replaceSchedules(tx: DbOrTx, clinicId: number, schedules: TClinicSettingsInput['schedules'] & object) {
  await tx.delete(clinicScheduleIntervals).where(eq(clinicScheduleIntervals.clinicId, clinicId));
  const rows = schedules.flatMap((s) => (s.is_open ? s.intervals.map((i) => ({ clinicId, day: s.day, startTime: i.start_time, endTime: i.end_time })) : []));
  if (rows.length) await tx.insert(clinicScheduleIntervals).values(rows);
}

function toPreferencesDto(p: typeof clinicPreferences.$inferSelect | undefined): TPreferences {
  if (!p) return { ...DEFAULT_PREFERENCES, vat_list: [...DEFAULT_PREFERENCES.vat_list], service_tax_list: [...DEFAULT_PREFERENCES.service_tax_list] };
  return {
    date_format: p.dateFormat as TPreferences['date_format'],
    time_format: p.timeFormat as TPreferences['time_format'],
    currency: p.currency,
    currency_first: p.currencyFirst === 1 ? 1 : 0,
    vat_list: p.vatList,
    service_tax_list: p.serviceTaxList,
    discount_reason_required: p.discountReasonRequired,
    show_record_bundle_items: p.showRecordBundleItems,
    tax_apply_order: (p.taxApplyOrder as TPreferences['tax_apply_order']) ?? null,
    prices_include_tax: p.pricesIncludeTax,
    allow_negative_stock: p.allowNegativeStock,
    expiring_within_days: p.expiringWithinDays,
  };
}

/** The preferences of the scope's clinic (a route naming a clinic gets the scope checked there). */
export async function getPreferences(db: Db, scope: TenantScope): Promise<TPreferences> {
  const clinicId = scope.clinicId;
  await findClinicInScope(db, scope, clinicId);
  const [row] = await db.select().from(clinicPreferences).where(eq(clinicPreferences.clinicId, clinicId));
  return toPreferencesDto(row);
}

/** Replaces the scope's clinic's preferences; audited with before and after. */
export async function updatePreferences(db: Db, scope: TenantScope, input: TPreferencesInput): Promise<TPreferences> {
  const clinicId = scope.clinicId;
  return db.transaction(async (tx) => {
    await findClinicInScope(tx, scope, clinicId);
    const [beforeRow] = await tx.select().from(clinicPreferences).where(eq(clinicPreferences.clinicId, clinicId));
    const values = {
      dateFormat: input.date_format,
      timeFormat: input.time_format,
      currency: input.currency,
      currencyFirst: input.currency_first,
      vatList: input.vat_list,
      serviceTaxList: input.service_tax_list,
      discountReasonRequired: input.discount_reason_required,
      showRecordBundleItems: input.show_record_bundle_items,
      taxApplyOrder: input.tax_apply_order,
      // Omitted by clients older than these fields: the stored value (or the column default) stays.
      ...(input.allow_negative_stock !== undefined ? { allowNegativeStock: input.allow_negative_stock } : {}),
      ...(input.expiring_within_days !== undefined ? { expiringWithinDays: input.expiring_within_days } : {}),
      ...(input.prices_include_tax !== undefined ? { pricesIncludeTax: input.prices_include_tax } : {}),
      updatedAt: new Date(),
    };
    await tx.insert(clinicPreferences).values({ clinicId, ...values }).onConflictDoUpdate({ target: clinicPreferences.clinicId, set: values });
    const [afterRow] = await tx.select().from(clinicPreferences).where(eq(clinicPreferences.clinicId, clinicId));
    const after = toPreferencesDto(afterRow);
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId, actor: { type: 'staff', id: scope.userId },
      action: 'clinic.preferences_updated', entityType: 'clinic_preferences', entityId: clinicId,
      before: toPreferencesDto(beforeRow), after,
    });
    return after;
  });
}

export async function listRoles(db: Db, scope: TenantScope) {
  const rows = await db.select().from(roles).where(eq(roles.groupId, scope.groupId)).orderBy(asc(roles.id));
  return rows.map((r) => ({ id: r.id, name: r.name, is_built_in: r.builtIn !== null, permissions: r.permissions }));
}

export async function clinicIdsOfGroup(db: Db, groupId: number) {
  return (await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.groupId, groupId))).map((r) => r.id);
}

