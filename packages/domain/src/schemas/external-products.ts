import { z } from 'zod';
import { ZPageQuery, msg, zId } from './common';

// External products: a distributor's catalogue imported from CSV/XLSX, kept apart from the clinic's own
// products until staff turn items into products. Money is integer minor units, VAT basis points.

// ---------- AAHA-style revenue category codes (our own seeded list; names translated in the web locales) ----------

export const AAHA_CODES = [
  ['EXAM', 'Examinations and consultations'], ['EXAM-EM', 'Emergency examinations'], ['VACC', 'Vaccinations'],
  ['PREV', 'Preventive care and wellness plans'], ['PARA', 'Parasite control'], ['PHARM', 'Pharmacy (dispensed medications)'],
  ['INJ', 'Injections and infusions'], ['DIET', 'Therapeutic diets'], ['FOOD', 'Pet food and treats (retail)'],
  ['LAB-IN', 'Laboratory, in-house'], ['LAB-REF', 'Laboratory, reference lab'], ['IMG-RAD', 'Imaging, radiography'],
  ['IMG-US', 'Imaging, ultrasound'], ['IMG-ADV', 'Imaging, CT/MRI and advanced'], ['ANES', 'Anesthesia'],
  ['SURG', 'Surgery, soft tissue'], ['SURG-ORTH', 'Surgery, orthopedic'], ['SPAY', 'Spay and neuter'],
  ['DENT', 'Dentistry'], ['HOSP', 'Hospitalization'], ['ICU', 'Intensive care'], ['FLUID', 'Fluid therapy'],
  ['BOARD', 'Boarding'], ['GROOM', 'Grooming and bathing'], ['RETAIL', 'Retail products and supplies'],
  ['SUPPLY', 'Medical supplies and consumables'], ['MICRO', 'Microchipping and identification'],
  ['EUTH', 'Euthanasia and cremation'], ['BEHAV', 'Behavior and training'], ['REHAB', 'Rehabilitation and physiotherapy'],
  ['REPRO', 'Reproduction'], ['CERT', 'Certificates and travel documents'], ['HOUSE', 'House calls'], ['MISC', 'Other services'],
] as const satisfies readonly (readonly [string, string])[];
export type AahaCode = (typeof AAHA_CODES)[number][0];
export const AAHA_CODE_VALUES = AAHA_CODES.map(([code]) => code) as [AahaCode, ...AahaCode[]];
/** A nullable AAHA code on a product or service: one of the seeded list, '' or null clears it. */
export const zAahaCode = z.union([z.enum(AAHA_CODE_VALUES, { error: msg.invalid }), z.literal(''), z.null()], { error: msg.invalid })
  .transform((v) => (v === '' ? null : v));

export const ZAahaCodeItem = z.object({ code: z.string(), name: z.string(), position: z.number() });
export type TAahaCodeItem = z.infer<typeof ZAahaCodeItem>;

// ---------- column mapping ----------

export const EXTERNAL_PRODUCT_FIELDS = [
  'name', 'code', 'barcode', 'unit', 'sub_unit', 'sub_units', 'purchase_price', 'selling_price', 'vat', 'manufacturer', 'category',
] as const;
export type ExternalProductField = (typeof EXTERNAL_PRODUCT_FIELDS)[number];
export const REQUIRED_EXTERNAL_FIELDS: readonly ExternalProductField[] = ['name', 'code'];

/** Field -> zero-based column index in the file (a field left out is not imported). */
export const ZColumnMapping = z.partialRecord(z.enum(EXTERNAL_PRODUCT_FIELDS), z.number().int().min(0).max(199).nullable())
  .superRefine((m, ctx) => {
    for (const f of REQUIRED_EXTERNAL_FIELDS) if (m[f] == null) ctx.addIssue({ code: 'custom', path: [f], message: msg.required });
    const used = Object.values(m).filter((v): v is number => v != null);
    if (new Set(used).size !== used.length) ctx.addIssue({ code: 'custom', path: [], message: 'external_products.errors.column_twice' });
  });
export type TColumnMapping = z.infer<typeof ZColumnMapping>;

export const EXTERNAL_IMPORT_STATUSES = ['uploaded', 'queued', 'running', 'completed', 'failed'] as const;
export const PREVIEW_ROWS = 20;

export const ZImportRowError = z.object({ row: z.number(), field: z.string(), message: z.string() });
export const ZPreviewRow = z.object({
  row: z.number(),
  cells: z.array(z.string()),
  errors: z.array(ZImportRowError),
});

export const ZExternalImport = z.object({
  id: z.number(),
  supplier_id: z.number(),
  supplier: z.object({ id: z.number(), name: z.string() }).nullable(),
  file_name: z.string(),
  file_type: z.enum(['csv', 'xlsx']),
  status: z.enum(EXTERNAL_IMPORT_STATUSES),
  headers: z.array(z.string()),
  mapping: z.record(z.string(), z.number().nullable()),
  total_rows: z.number(),
  processed_rows: z.number(),
  /** 0–100, for the progress bar. */
  progress: z.number(),
  created_count: z.number(),
  updated_count: z.number(),
  skipped_count: z.number(),
  /** The first row errors (rows skipped for bad values). */
  row_errors: z.array(ZImportRowError),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TExternalImport = z.infer<typeof ZExternalImport>;

/** The upload answer: the import, the suggested mapping and a preview of the first rows. */
export const ZExternalImportPreview = z.object({
  import: ZExternalImport,
  suggested_mapping: z.record(z.string(), z.number().nullable()),
  rows: z.array(ZPreviewRow),
});
export type TExternalImportPreview = z.infer<typeof ZExternalImportPreview>;

export const ZExternalImportUploadQuery = z.object({ supplier_id: zId });
export const ZExternalImportMappingInput = z.object({ mapping: ZColumnMapping });
export type TExternalImportMappingInput = z.input<typeof ZExternalImportMappingInput>;

export const ZExternalImportListQuery = ZPageQuery.extend({
  filter: z.object({ supplier_id: zId.optional() }).optional(),
});
export type TExternalImportListQuery = z.infer<typeof ZExternalImportListQuery>;

// ---------- external products ----------

export const ZExternalProduct = z.object({
  id: z.number(),
  supplier_id: z.number(),
  supplier: z.object({ id: z.number(), name: z.string() }).nullable(),
  import_id: z.number().nullable(),
  code: z.string(),
  name: z.string(),
  barcode: z.string().nullable(),
  unit: z.string().nullable(),
  sub_unit: z.string().nullable(),
  sub_units: z.number(),
  purchase_price: z.number().nullable(),
  selling_price: z.number().nullable(),
  vat_bp: z.number().nullable(),
  manufacturer: z.string().nullable(),
  category: z.string().nullable(),
  product_id: z.number().nullable(),
  updated_at: z.string(),
});
export type TExternalProduct = z.infer<typeof ZExternalProduct>;

export const ZExternalProductListQuery = ZPageQuery.extend({
  filter: z.object({
    search: z.string().trim().max(200).optional(),
    supplier_id: zId.optional(),
    import_id: zId.optional(),
    linked: z.enum(['0', '1']).optional(),
  }).optional(),
});
export type TExternalProductListQuery = z.infer<typeof ZExternalProductListQuery>;

export const ZExternalToProductsInput = z.object({
  external_product_ids: z.array(zId, { error: msg.invalid }).min(1, { error: msg.required }).max(200, { error: msg.max }),
});
export type TExternalToProductsInput = z.input<typeof ZExternalToProductsInput>;
