import { z } from 'zod';
import { MAX_PER_PAGE } from '../constants';

// Messages are i18n keys; the web translates them with the field label, the API with Accept-Language.
export const msg = {
  required: 'validation.required',
  email: 'validation.email',
  invalid: 'validation.invalid',
  tooLong: 'validation.too_long',
  min: 'validation.min',
  max: 'validation.max',
} as const;

export const zRequiredString = (max = 255) =>
  z.string({ error: msg.required }).trim().min(1, { error: msg.required }).max(max, { error: msg.tooLong });

export const zOptionalString = (max = 255) =>
  z.string({ error: msg.invalid }).trim().max(max, { error: msg.tooLong }).nullish()
    .transform((v) => (v === '' || v === undefined ? null : v));

export const zEmail = z
  .string({ error: msg.required })
  .trim()
  .min(1, { error: msg.required })
  .max(254, { error: msg.tooLong })
  .pipe(z.email({ error: msg.email }));

export const zId = z.coerce.number({ error: msg.invalid }).int({ error: msg.invalid }).positive({ error: msg.invalid }).max(2_147_483_647, { error: msg.invalid });

export const ZIdParams = z.object({ id: zId });

/**
 * An array in the query string, however the client writes it: `a=1` (what openapi-fetch and most
 * clients send for one value), `a=1&a=2`, `a[]=1` or `a[0]=1`. The query parser (qs) gives a string
 * for the first and an array for the others, so a lone value is wrapped before the array's own
 * checks run. Use it for every array a query takes; the document shows a plain array.
 */
export const zQueryArray = <T extends z.ZodArray<z.ZodType>>(array: T) =>
  z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), array);

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional(),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const ZPageMeta = z.object({
  current_page: z.number(),
  per_page: z.number(),
  total: z.number(),
  last_page: z.number(),
});

export const dataOf = <T extends z.ZodTypeAny>(schema: T) => z.object({ data: schema });
export const pageOf = <T extends z.ZodTypeAny>(schema: T) => z.object({ data: z.array(schema), meta: ZPageMeta });

export const ZErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** HH:mm, 00:00–23:59, or 24:00 as an end of day. */
export const zTimeOfDay = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { error: 'validation.time' });
/** yyyy-MM-dd, a real calendar date. */
export const zIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' }).refine((s) => {
  const [y, m, d] = s.split('-').map(Number);
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}, { error: 'validation.date' });
