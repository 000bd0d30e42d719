import { z } from 'zod';
import { ZPageQuery, msg, zId, zOptionalString, zRequiredString } from './common';
import { zAahaCode } from './external-products';
import { zVatPercent } from './inventory';
import { ZPublicCategory, ZPublicService, ZPublicVisitType } from './public-booking';
import { VISIT_TYPE_REPOSITORY_KEYS } from '../visit-type-repository';

export { VISIT_TYPE_REPOSITORY, VISIT_TYPE_REPOSITORY_KEYS, type RepositoryVisitType } from '../visit-type-repository';

/** Limits of a bookable service's length, in minutes (the slot grid steps by 5). */
export const SERVICE_DURATION = { min: 5, max: 480, step: 5 } as const;
/** Largest price or deposit accepted, in major units. */
export const MAX_MONEY = 1_000_000;

/** A money amount on the wire: a decimal number ≥ 0 with at most 2 decimals (stored as minor units). */
export const zMoney = z
  .number({ error: msg.required })
  .min(0, { error: msg.min })
  .max(MAX_MONEY, { error: msg.max })
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: 'validation.money' });

export const zDuration = z
  .number({ error: msg.required })
  .int({ error: msg.invalid })
  .min(SERVICE_DURATION.min, { error: msg.min })
  .max(SERVICE_DURATION.max, { error: msg.max })
  .multipleOf(SERVICE_DURATION.step, { error: 'validation.multiple_of_5' });

export const zColor = z
  .string({ error: msg.required })
  .trim()
  .min(1, { error: msg.required })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation.color' })
  .transform((c) => c.toLowerCase());

/** A required id from a select: '' (nothing chosen) reads as "required". */
const zRequiredId = z.coerce.number({ error: msg.required }).int({ error: msg.invalid }).positive({ error: msg.required }).max(2_147_483_647, { error: msg.invalid });
/** An optional id from a select: '' or null means none. */
const zOptionalId = z.union([z.literal(''), z.null(), z.undefined(), zId]).transform((v) => (v === '' || v === null || v === undefined ? null : v));

const zOrder = z.number({ error: msg.invalid }).int({ error: msg.invalid }).min(0, { error: msg.min }).max(32_767, { error: msg.max });
const zVetIds = z.array(zId, { error: msg.invalid }).max(200, { error: msg.max });

// ---------- categories (of services and of visit types) ----------

export const ZCategoryInput = z.object({
  name: zRequiredString(120),
  order: zOrder.optional(),
});
export type TCategoryInput = z.input<typeof ZCategoryInput>;
export type TCategoryValues = z.output<typeof ZCategoryInput>;

export const ZAdminCategory = ZPublicCategory.extend({ items_count: z.number() });
export type TAdminCategory = z.infer<typeof ZAdminCategory>;

// ---------- services ----------

const serviceFields = {
  name: zRequiredString(160),
  duration: zDuration,
  color: zColor,
  description: zOptionalString(2000),
  deposit_for_online_booking: zMoney,
  vet_ids: zVetIds.default([]),
  is_visible: z.boolean({ error: msg.invalid }).default(true),
  is_notifiable: z.boolean({ error: msg.invalid }).default(true),
  order: zOrder.default(0),
  /** Document template ids generated for the booked pet when an appointment is confirmed (spec: printable_files); left out keeps them. */
  printable_files: z.array(zId, { error: msg.invalid }).max(20, { error: msg.max }).optional(),
};

export const ZServiceInput = z.object({
  ...serviceFields,
  category_id: zRequiredId,
  price: zMoney,
  /** AAHA-style revenue category (GET /aaha-codes); null = not classified. */
  aaha_code: zAahaCode.default(null),
  /**
   * Tax rates in percent charged when the service is sold; each must be one of the clinic's `vat_list` /
   * `service_tax_list` (checked by the API). Left out: 0 on create, the stored rate on update.
   */
  vat: zVatPercent.optional(),
  service_tax: zVatPercent.optional(),
  /** A task template of the clinic whose task is created when the service is charged (a line of a draft sale); null: none; left out keeps it. */
  task_template_id: zId.nullish(),
});
export type TServiceInput = z.input<typeof ZServiceInput>;
export type TServiceValues = z.output<typeof ZServiceInput>;

export const ZServiceListQuery = ZPageQuery.extend({
  filter: z.object({ category_id: zId.optional(), include_hidden: z.enum(['0', '1']).optional() }).strict().optional(),
  search: z.string().trim().max(100).optional(),
});
export type TServiceListQuery = z.infer<typeof ZServiceListQuery>;

/** Staff read the same shape as the public page, hidden services included. */
/** A service as staff see it: the public shape plus its AAHA revenue category and tax rates in percent (not shown to pet parents). */
export const ZAdminService = ZPublicService.extend({
  aaha_code: z.string().nullable(), vat: z.number(), service_tax: z.number(),
  /** The task created when the service is charged ("Task when charged"). */
  task_template_id: z.number().nullable(),
});
export type TAdminService = z.infer<typeof ZAdminService>;

export const ZServicePackage = z.object({
  id: z.number(),
  service_id: z.number(),
  name: z.string(),
  type: z.number(),
  price: z.number(),
  is_enabled: z.boolean(),
});
export type TServicePackage = z.infer<typeof ZServicePackage>;

export const ZServicePackageQuery = ZPageQuery.extend({
  filter: z.object({ service_id: zId.optional() }).strict().optional(),
});

// ---------- visit types ----------

export const ZVisitTypeInput = z.object({
  ...serviceFields,
  category_id: zOptionalId,
});
export type TVisitTypeInput = z.input<typeof ZVisitTypeInput>;
export type TVisitTypeValues = z.output<typeof ZVisitTypeInput>;

export const ZVisitTypeListQuery = ZServiceListQuery;

export const ZAdminVisitType = ZPublicVisitType;
export type TAdminVisitType = z.infer<typeof ZAdminVisitType>;

export const ZVisitTypeGroup = z.object({
  category: ZPublicCategory.nullable(),
  visit_types: z.array(ZAdminVisitType),
});
export type TVisitTypeGroup = z.infer<typeof ZVisitTypeGroup>;

/** Changes applied to every selected visit type; at least one is required. */
export const ZVisitTypeBulkChanges = z.object({
  is_visible: z.boolean({ error: msg.invalid }).optional(),
  category_id: zId.nullable().optional(),
  duration: zDuration.optional(),
  deposit_for_online_booking: zMoney.optional(),
}).strict().refine((c) => Object.values(c).some((v) => v !== undefined), { error: 'validation.changes_required' });

export const ZVisitTypeBulkInput = z.object({
  ids: z.array(zId, { error: msg.required }).min(1, { error: 'validation.select_items' }).max(500, { error: msg.max }),
  changes: ZVisitTypeBulkChanges,
});
export type TVisitTypeBulkInput = z.input<typeof ZVisitTypeBulkInput>;
export type TVisitTypeBulkValues = z.output<typeof ZVisitTypeBulkInput>;

export const ZCopyFromRepoInput = z.object({
  keys: z.array(z.enum(VISIT_TYPE_REPOSITORY_KEYS as [string, ...string[]], { error: msg.invalid }), { error: msg.required })
    .min(1, { error: 'validation.select_items' }).max(100, { error: msg.max }),
});
export type TCopyFromRepoInput = z.infer<typeof ZCopyFromRepoInput>;

export const ZCopyFromRepoResult = z.object({
  created: z.array(ZAdminVisitType),
  skipped: z.array(z.string()),
});
export type TCopyFromRepoResult = z.infer<typeof ZCopyFromRepoResult>;

export const ZRepositoryItem = z.object({
  key: z.string(),
  name: z.string(),
  category: z.string(),
  duration: z.number(),
  color: z.string(),
  description: z.string(),
  /** A visit type of the same name already exists in this clinic (copying would skip it). */
  already_added: z.boolean(),
});
export type TRepositoryItem = z.infer<typeof ZRepositoryItem>;
