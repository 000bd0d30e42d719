import { z } from 'zod';
import { ZPageQuery, msg, zEmail, zOptionalString, zRequiredString, zTimeOfDay } from './common';
import { ZVetListItem } from './appointments';
import { PERMISSIONS, withImpliedPermissions } from '../permissions';

/** Invitation links live 7 days and work once. */
export const STAFF_INVITE_TTL_DAYS = 7;
export const STAFF_PASSWORD_MIN = 8;

const zRequiredId = z.coerce.number({ error: msg.required }).int({ error: msg.invalid }).positive({ error: msg.required }).max(2_147_483_647, { error: msg.invalid });
const zInstant = z.iso.datetime({ offset: true, error: 'validation.datetime' });

// ---------- staff members ----------

export const ZStaffListQuery = z.object({
  filter: z.object({
    is_vet: z.enum(['0', '1']).optional(),
    include_inactive: z.enum(['0', '1']).optional(),
  }).strict().optional(),
});

/** A member of the active clinic as the team screen shows them. */
export const ZStaffMember = ZVetListItem.extend({
  is_active: z.boolean(),
  /** Invited and has not set a password yet. */
  invite_pending: z.boolean(),
  has_pin: z.boolean(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

const staffFields = {
  first_name: zRequiredString(80),
  last_name: zRequiredString(80),
  job_title: zOptionalString(120),
  is_vet: z.boolean({ error: msg.invalid }).default(false),
  role_id: zRequiredId,
};

export const ZInviteStaffInput = z.object({ email: zEmail.transform((e) => e.toLowerCase()), ...staffFields });
export type TInviteStaffInput = z.input<typeof ZInviteStaffInput>;

export const ZUpdateStaffInput = z.object(staffFields);
export type TUpdateStaffInput = z.input<typeof ZUpdateStaffInput>;

export const ZAcceptInviteInput = z.object({
  token: z.string({ error: msg.required }).min(1, { error: msg.required }).max(200, { error: msg.tooLong }),
  password: z.string({ error: msg.required }).min(1, { error: msg.required }).min(STAFF_PASSWORD_MIN, { error: 'validation.password_min' }).max(200, { error: msg.tooLong }),
  password_confirmation: z.string({ error: msg.required }).min(1, { error: msg.required }),
}).refine((v) => v.password === v.password_confirmation, { error: 'validation.password_confirmation', path: ['password_confirmation'] });
export type TAcceptInviteInput = z.input<typeof ZAcceptInviteInput>;

export const ZInviteInfo = z.object({ email: z.string(), first_name: z.string(), clinic_name: z.string() });

// ---------- weekly working hours ----------

export const ZWeeklyInterval = z.object({
  day: z.number({ error: msg.required }).int({ error: msg.invalid }).min(1, { error: msg.invalid }).max(7, { error: msg.invalid }),
  start_time: zTimeOfDay,
  end_time: zTimeOfDay,
}).refine((i) => i.start_time < i.end_time, { error: 'validation.interval_order', path: ['end_time'] });
export type TWeeklyInterval = z.infer<typeof ZWeeklyInterval>;

/** Reports every interval that overlaps an earlier one of the same day (touching is fine). */
export function weeklyOverlaps(intervals: { day: number; start_time: string; end_time: string }[]): number[] {
  const bad: number[] = [];
  intervals.forEach((a, i) => {
    if (intervals.some((b, j) => j < i && b.day === a.day && a.start_time < b.end_time && b.start_time < a.end_time)) bad.push(i);
  });
  return bad;
}

export const ZWorkingHoursInput = z.object({
  intervals: z.array(ZWeeklyInterval).max(70, { error: msg.max }),
}).superRefine((v, ctx) => {
  for (const i of weeklyOverlaps(v.intervals)) ctx.addIssue({ code: 'custom', message: 'validation.overlap', path: ['intervals', i, 'start_time'] });
});
export type TWorkingHoursInput = z.infer<typeof ZWorkingHoursInput>;

export const ZWorkingHours = z.object({ vet_id: z.number(), intervals: z.array(ZWeeklyInterval) });
export type TWorkingHours = z.infer<typeof ZWorkingHours>;

// ---------- time off ----------

export const ZTimeOffInput = z.object({
  datetime_start_utc: zInstant,
  datetime_end_utc: zInstant,
  reason: zOptionalString(200),
}).refine((v) => Date.parse(v.datetime_end_utc) > Date.parse(v.datetime_start_utc), { error: 'validation.interval_order', path: ['datetime_end_utc'] })
  .refine((v) => Date.parse(v.datetime_end_utc) - Date.parse(v.datetime_start_utc) <= 366 * 86_400_000, { error: 'validation.range_too_long_year', path: ['datetime_end_utc'] });
export type TTimeOffInput = z.input<typeof ZTimeOffInput>;

export const ZTimeOffQuery = ZPageQuery.extend({
  filter: z.object({ include_past: z.enum(['0', '1']).optional() }).strict().optional(),
});

export const ZTimeOff = z.object({
  id: z.number(),
  vet_id: z.number(),
  datetime_start_utc: z.string(),
  datetime_end_utc: z.string(),
  reason: z.string().nullable(),
});
export type TTimeOff = z.infer<typeof ZTimeOff>;

// ---------- roles and permissions ----------

export const ZRoleInput = z.object({
  name: zRequiredString(60),
  permissions: z.array(z.enum(PERMISSIONS, { error: msg.invalid }), { error: msg.required }).max(PERMISSIONS.length * 2)
    // Manage implies view: saving "manage" alone saves its "view" too (IMPLIED_PERMISSIONS).
    .transform((p) => withImpliedPermissions(p)),
});
export type TRoleInput = z.input<typeof ZRoleInput>;

export const ZRoleDetail = z.object({
  id: z.number(),
  name: z.string(),
  is_built_in: z.boolean(),
  permissions: z.array(z.string()),
  members_count: z.number(),
});
export type TRoleDetail = z.infer<typeof ZRoleDetail>;

/** Where a permission is shown in the role editor. */
export const PERMISSION_GROUPS: Record<(typeof PERMISSIONS)[number], string> = {
  'clinic.settings.view': 'settings',
  'clinic.settings.edit': 'settings',
  'staff.view': 'staff',
  'staff.manage': 'staff',
  'roles.manage': 'staff',
  'appointments.view': 'appointments',
  'appointments.manage': 'appointments',
  'clients.view': 'clients',
  'clients.manage': 'clients',
  'pets.view': 'clients',
  'pets.manage': 'clients',
  'services.manage': 'settings',
  'schedules.manage': 'staff',
  'tasks.view': 'tasks',
  'tasks.manage': 'tasks',
  'records.view': 'records',
  'records.manage': 'records',
  'records.reopen': 'records',
  'records.templates.manage': 'records',
  'diagnoses.manage': 'records',
  'visits.manage': 'appointments',
  'tags.manage': 'clients',
  'sales.view': 'sales',
  'sales.manage': 'sales',
  'estimates.view': 'sales',
  'estimates.edit': 'sales',
  'inventory.view': 'inventory',
  'inventory.manage': 'inventory',
  'payments.refund': 'sales',
  'reports.view': 'reports',
  'audit.view': 'reports',
  'group.manage': 'settings',
};

/** The i18n key of a permission's label, e.g. team.permission.clinic_settings_view. */
export const permissionLabelKey = (key: string) => `team.permission.${key.replace(/\./g, '_')}`;

export const ZPermissionItem = z.object({ key: z.string(), label_key: z.string(), group: z.string() });
export type TPermissionItem = z.infer<typeof ZPermissionItem>;
