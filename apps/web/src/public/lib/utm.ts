// Spec §2: tracking parameters picked up from the query string and sent with the booking.
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_id', 'utm_term', 'utm_content'] as const;
export type UtmParams = Partial<Record<(typeof UTM_PARAMS)[number], string>>;

/** Present, non-empty values only, trimmed and cut to the API's 200-character limit. */
export function readUtm(search: string): UtmParams {
  const params = new URLSearchParams(search);
  const out: UtmParams = {};
  for (const key of UTM_PARAMS) {
    const value = params.get(key)?.trim();
    if (value) out[key] = value.slice(0, 200);
  }
  return out;
}
