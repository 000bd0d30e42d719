import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { ZPageQuery, msg, zId, zRequiredString } from './common';
import { unknownPlaceholders } from '../documents/render';
import { PRINTED_FILE_MAX_BYTES } from './parent-accounts';

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

/**
 * POST /document-templates/pdf (multipart form data): an uploaded PDF as a template, field "file" (at most
 * DOCUMENT_PDF_MAX_BYTES, its first bytes must be %PDF-) with the fields name, type and language. The PDF is
 * kept as is: placeholders are not filled in it.
 */
export const ZDocumentTemplatePdfInput = ZDocumentTemplateInput.omit({ body: true });
export type TDocumentTemplatePdfInput = z.infer<typeof ZDocumentTemplatePdfInput>;
/** The largest PDF template accepted: the same 10 MB as the other uploads (printed files). */
export const DOCUMENT_PDF_MAX_BYTES = PRINTED_FILE_MAX_BYTES;

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
  /** editor: written with placeholders (body); pdf: an uploaded PDF printed and signed as is (body is ''). */
  source: z.enum(['editor', 'pdf']),
  pdf_pages: z.number().nullable(),
  pdf_size: z.number().nullable(),
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

// ---------- consent forms sent for signature (issue #19) ----------

export const CONSENT_STATUSES = ['sent', 'opened', 'signed', 'cancelled'] as const;
export type TConsentStatus = (typeof CONSENT_STATUSES)[number];
/** mail and/or SMS through the outbox, or a tablet handed across the desk (kiosk: no message, the page opens here). */
export const CONSENT_CHANNELS = ['mail', 'sms', 'kiosk'] as const;
export type TConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** The largest signature image accepted: a PNG data URL from the signing pad (a phone's canvas is well under this). */
export const CONSENT_SIGNATURE_MAX = 400_000;

/** POST /consent-requests: a consent-form template filled for a pet, sent through the chosen channels. */
export const ZConsentSendInput = z.object({
  template_id: zId,
  pet_id: zId,
  appointment_id: zId.nullish(),
  record_id: zId.nullish(),
  channels: z.array(z.enum(CONSENT_CHANNELS), { error: msg.required }).min(1, { error: msg.required }).max(3)
    .refine((c) => new Set(c).size === c.length, { error: msg.invalid }),
});
export type TConsentSendInput = z.output<typeof ZConsentSendInput>;

/** POST /consent-requests/{id}/resend: a fresh link through the channels given (the earlier link stops working). */
export const ZConsentResendInput = z.object({
  channels: ZConsentSendInput.shape.channels,
});
export type TConsentResendInput = z.output<typeof ZConsentResendInput>;

export const ZConsentListQuery = ZPageQuery.extend({
  filter: z.object({
    status: z.enum(CONSENT_STATUSES).optional(),
    pet_id: zId.optional(),
    record_id: zId.optional(),
    appointment_id: zId.optional(),
    search: z.string().trim().max(100, { error: msg.tooLong }).optional(),
  }).strict().optional(),
});
export type TConsentListQuery = z.infer<typeof ZConsentListQuery>;

export const ZConsentRequest = z.object({
  id: z.number(),
  pet_id: z.number(),
  pet_name: z.string(),
  client_id: z.number(),
  client_name: z.string(),
  appointment_id: z.number().nullable(),
  record_id: z.number().nullable(),
  template_id: z.number().nullable(),
  template_version: z.number(),
  title: z.string(),
  status: z.enum(CONSENT_STATUSES),
  channels: z.array(z.enum(CONSENT_CHANNELS)),
  sent_at: z.string(),
  opened_at: z.string().nullable(),
  signed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  expires_at: z.string(),
  signer_name: z.string().nullable(),
  pdf_sha256: z.string().nullable(),
  /** GET path of the signed PDF (staff), once signed. */
  pdf_url: z.string().nullable(),
});
export type TConsentRequest = z.infer<typeof ZConsentRequest>;

/** The answer to a send or resend: the request, and for the kiosk channel the signing page to open on the tablet. */
export const ZConsentSent = ZConsentRequest.extend({ kiosk_url: z.string().nullable() });
export type TConsentSent = z.infer<typeof ZConsentSent>;

/** GET /public/consent/{token}: what the signing page shows (the filled document is escaped HTML). */
export const ZPublicConsent = z.object({
  clinic: z.object({ name: z.string(), phone: z.string().nullable() }),
  title: z.string(),
  html: z.string(),
  /** Sent from an uploaded PDF template: the PDF to read (GET path through the same link) and its page count; html is then ''. */
  pdf: z.object({ url: z.string(), pages: z.number() }).nullable(),
  pet_name: z.string(),
  status: z.enum(CONSENT_STATUSES),
  signed_at: z.string().nullable(),
  signer_name: z.string().nullable(),
  expires_at: z.string(),
});
export type TPublicConsent = z.infer<typeof ZPublicConsent>;

/** POST /public/consent/{token}/sign: the printed name, the agreement box and the pad's drawing (PNG data URL). */
export const ZConsentSignInput = z.object({
  signer_name: zRequiredString(200).refine(wellFormed, { error: msg.invalid }),
  agree: z.literal(true, { error: 'consent.validation.agree' }),
  signature: z.string({ error: 'consent.validation.signature' })
    .max(CONSENT_SIGNATURE_MAX, { error: 'consent.validation.signature_too_large' })
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, { error: 'consent.validation.signature' }),
});
export type TConsentSignInput = z.infer<typeof ZConsentSignInput>;
