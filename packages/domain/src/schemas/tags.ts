import { z } from 'zod';
import { ZPageQuery, msg, zId, zRequiredString } from './common';

/** What a tag can be put on (spec §3 "tags with entity_type and entity_id"). */
export const TAG_ENTITY_TYPES = ['pet', 'client', 'record', 'appointment'] as const;
export type TagEntityType = (typeof TAG_ENTITY_TYPES)[number];

/**
 * The fixed palette tags are drawn from: each colour a background and the text colour that reads on it
 * (contrast ≥ 4.5:1, WCAG AA for normal text), so no clinic can make an unreadable tag.
 */
export const TAG_COLOURS = {
  gray: { bg: '#E2E8F0', fg: '#1A202C' },
  red: { bg: '#FED7D7', fg: '#822727' },
  orange: { bg: '#FEEBC8', fg: '#7B341E' },
  yellow: { bg: '#FEFCBF', fg: '#5F370E' },
  green: { bg: '#C6F6D5', fg: '#1C4532' },
  teal: { bg: '#B2F5EA', fg: '#1D4044' },
  blue: { bg: '#BEE3F8', fg: '#1A365D' },
  purple: { bg: '#E9D8FD', fg: '#44337A' },
  pink: { bg: '#FED7E2', fg: '#702459' },
  black: { bg: '#2D3748', fg: '#FFFFFF' },
} as const;
export type TagColour = keyof typeof TAG_COLOURS;
export const TAG_COLOUR_KEYS = Object.keys(TAG_COLOURS) as TagColour[];

const zEntityType = z.enum(TAG_ENTITY_TYPES, { error: msg.invalid });

export const ZTag = z.object({
  id: z.number(),
  clinic_id: z.number(),
  name: z.string(),
  colour: z.string(),
  entity_types: z.array(z.string()),
  /** How many pets, clients, records and appointments carry it. */
  usage_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TTag = z.infer<typeof ZTag>;

/** A tag as shown on something tagged (pill: name and colour). */
export const ZTagPill = z.object({ id: z.number(), name: z.string(), colour: z.string() });
export type TTagPill = z.infer<typeof ZTagPill>;

/** A lone UTF-16 surrogate cannot be stored as text or JSON (the audit row): refused as invalid. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const ZTagInput = z.object({
  name: zRequiredString(40).refine((s) => !LONE_SURROGATE.test(s), { error: msg.invalid }),
  colour: z.enum(TAG_COLOUR_KEYS as [TagColour, ...TagColour[]], { error: msg.invalid }),
  entity_types: z.array(zEntityType, { error: msg.required }).min(1, { error: msg.required }).max(TAG_ENTITY_TYPES.length)
    .transform((a) => [...new Set(a)]),
});
export type TTagInput = z.input<typeof ZTagInput>;
export type TTagInputParsed = z.output<typeof ZTagInput>;

/**
 * Listing tags requires the entity type they are for (spec §5: 422 without it); `any` lists every tag (the
 * settings screen).
 */
export const ZTagListQuery = ZPageQuery.extend({
  filter: z.object({
    entity_type: z.enum([...TAG_ENTITY_TYPES, 'any'], { error: msg.required }),
    search: z.string().trim().max(40, { error: msg.tooLong }).optional(),
  }, { error: msg.required }).strict(),
});
export type TTagListQuery = z.infer<typeof ZTagListQuery>;

/** One entity's tags: both the type and the id are required (spec §5: 422 without the id). */
export const ZTaggableQuery = z.object({
  entity_type: zEntityType,
  entity_id: zId,
});
export type TTaggableQuery = z.infer<typeof ZTaggableQuery>;

export const ZTaggableInput = z.object({
  tag_id: zId,
  entity_type: zEntityType,
  entity_id: zId,
});
export type TTaggableInput = z.infer<typeof ZTaggableInput>;
