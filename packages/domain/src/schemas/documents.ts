import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { ZPageQuery, msg, zId, zRequiredString } from './common';
import { unknownPlaceholders } from '../documents/render';

export const DOCUMENT_TYPES = ['consent_form', 'certificate', 'discharge', 'other'] as const;
export type TDocumentType = (typeof DOCUMENT_TYPES)[number];

/** The largest template body accepted (characters of Markdown). */
export const DOCUMENT_BODY_MAX = 50_000;

/** A lone UTF-16 surrogate cannot be stored as text or JSON (the audit row): refused as invalid. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (s: string) => !LONE_SURROGATE.test(s);

const ZBody = z.string({ error: msg.required }).max(DOCUMENT_BODY_MAX, { error: msg.tooLong })
  .refine((s) => s.trim().length > 0, { error: msg.required }).refine(wellFormed, { error: msg.invalid });

/**
 * POST /document-templates. The body is a Markdown subset (#/## headings, paragraphs, `- ` lists, **bold**)
 * with {{placeholders}} from DOCUMENT_PLACEHOLDERS; an unknown placeholder is refused (422 on `body`, the
 * message names it) by the service, so the message can list the names.
 */
export const ZDocumentTemplateInput = z.object({
  name: zRequiredString(120).refine(wellFormed, { error: msg.invalid }),
  type: z.enum(DOCUMENT_TYPES),
  language: z.enum(LANGUAGES),
  body: ZBody,
});
export type TDocumentTemplateInput = z.infer<typeof ZDocumentTemplateInput>;

/** PUT /document-templates/{id}: only what is sent changes; every edit bumps the version. */
export const ZDocumentTemplateUpdateInput = ZDocumentTemplateInput.partial();
export type TDocumentTemplateUpdateInput = z.infer<typeof ZDocumentTemplateUpdateInput>;

export const ZDocumentTemplateListQuery = ZPageQuery.extend({
  filter: z.object({
    search: z.string().trim().max(100, { error: msg.tooLong }).optional(),
    type: z.enum(DOCUMENT_TYPES).optional(),
    /** Archived templates are left out unless asked for. */
    archived: z.enum(['0', '1']).optional(),
  }).strict().optional(),
});
export type TDocumentTemplateListQuery = z.infer<typeof ZDocumentTemplateListQuery>;

export const ZDocumentTemplate = z.object({
  id: z.number(),
  clinic_id: z.number(),
  name: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  language: z.string(),
  body: z.string(),
  built_in_key: z.string().nullable(),
  version: z.number(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TDocumentTemplate = z.infer<typeof ZDocumentTemplate>;

/** POST /document-templates/{id}/render (HTML) and /pdf: fill the template for a pet, optionally an appointment and a record. */
export const ZDocumentRenderInput = z.object({
  pet_id: zId,
  appointment_id: zId.nullish(),
  record_id: zId.nullish(),
});
export type TDocumentRenderInput = z.output<typeof ZDocumentRenderInput>;

export const ZDocumentRendered = z.object({
  title: z.string(),
  html: z.string(),
});
export type TDocumentRendered = z.infer<typeof ZDocumentRendered>;

/** Used by the service; exported so the web editor can warn before saving. */
export { unknownPlaceholders };
