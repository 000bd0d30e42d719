import { z } from 'zod';

/** Free text shorter than this is not worth parsing (spec §5: custom entry, trimmed length ≥ 5). */
export const CUSTOM_ADDRESS_MIN_LENGTH = 5;
export const CUSTOM_PLACE_PREFIX = 'custom:';

// A missing key means "not known": AI answers and geocoders omit parts they did not find.
const zPart = z.string().trim().max(200).nullish().transform((v) => (v ? v : null));

/** Spec §3 "Parsed address": every part a nullable string; country_id a two-letter ISO code. */
export const ZParsedAddress = z.object({
  zip_code: zPart,
  city: zPart,
  street: zPart,
  street_number: zPart,
  region: zPart,
  region_short_code: zPart,
  country_id: z.string().trim().regex(/^[A-Za-z]{2}$/).nullish().transform((v) => (v ? v.toUpperCase() : null)),
});
export type TParsedAddress = z.output<typeof ZParsedAddress>;

/** The same parts as answered by the API (plain nullable strings: response schemas cannot transform). */
export const ZAddressComponents = z.object({
  zip_code: z.string().nullable(),
  city: z.string().nullable(),
  street: z.string().nullable(),
  street_number: z.string().nullable(),
  region: z.string().nullable(),
  region_short_code: z.string().nullable(),
  country_id: z.string().nullable(),
});

export const EMPTY_PARSED_ADDRESS: TParsedAddress = {
  zip_code: null, city: null, street: null, street_number: null, region: null, region_short_code: null, country_id: null,
};

export const ZGeometry = z.object({ latitude: z.number(), longitude: z.number() });

/** A place: a geocoder's result, or a custom address (place_id "custom:<uuid>", no geometry). */
export const ZPlace = z.object({
  place_id: z.string(),
  formatted_address: z.string(),
  address_components: ZAddressComponents,
  geometry: ZGeometry.nullable(),
});
export type TPlace = z.output<typeof ZPlace>;

/** One autocomplete suggestion; picking it loads the place details by place_id. */
export const ZAddressSuggestion = z.object({
  place_id: z.string(),
  description: z.string(),
  main_text: z.string(),
  secondary_text: z.string().nullable(),
});
export type TAddressSuggestion = z.output<typeof ZAddressSuggestion>;

export const ZAddressParseInput = z.object({
  text: z.string({ error: 'validation.required' }).trim()
    .min(CUSTOM_ADDRESS_MIN_LENGTH, { error: 'validation.address_too_short' })
    .max(500, { error: 'validation.too_long' }),
});
export type TAddressParseInput = z.input<typeof ZAddressParseInput>;

const zCountry = z.string().regex(/^[A-Za-z]{2}$/, { error: 'validation.country' }).transform((v) => v.toLowerCase()).optional();

export const ZAddressSearchQuery = z.object({
  q: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(200, { error: 'validation.too_long' }),
  /** Restricts suggestions to one country (the clinic's). */
  country: zCountry,
  limit: z.coerce.number().int().min(1).max(10).default(5),
});
export type TAddressSearchQuery = z.output<typeof ZAddressSearchQuery>;

export const ZReverseGeocodeQuery = z.object({
  lat: z.coerce.number({ error: 'validation.invalid' }).min(-90, { error: 'validation.invalid' }).max(90, { error: 'validation.invalid' }),
  lng: z.coerce.number({ error: 'validation.invalid' }).min(-180, { error: 'validation.invalid' }).max(180, { error: 'validation.invalid' }),
});
export type TReverseGeocodeQuery = z.output<typeof ZReverseGeocodeQuery>;

export const ZPlaceParams = z.object({ placeId: z.string().min(1).max(300) });

/** One line for display, from the parts (used when a geocoder gives no formatted address). */
export function formatParsedAddress(a: TParsedAddress): string {
  const street = [a.street, a.street_number].filter(Boolean).join(' ');
  const city = [a.zip_code, a.city].filter(Boolean).join(' ');
  return [street, city, a.region, a.country_id].filter(Boolean).join(', ');
}
