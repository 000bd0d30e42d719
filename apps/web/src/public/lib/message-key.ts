// The shared zod schemas name their messages by i18n key. A few of those keys live elsewhere in
// the catalogue than the schema says (labels.clientForm.* is filed as clientForm.*) or are not
// in it yet; this picks the best key that exists so a visitor never sees a raw key.
const FALLBACKS: Record<string, string> = {
  'validation.pet_required': 'public.validation.petRequired',
  'validation.services_required': 'public.validation.servicesRequired',
  'validation.datetime': 'public.validation.datetime',
};

export function resolveMessageKey(key: string, exists: (k: string) => boolean): string {
  if (exists(key)) return key;
  if (key.startsWith('labels.') && exists(key.slice('labels.'.length))) return key.slice('labels.'.length);
  if (FALLBACKS[key] && exists(FALLBACKS[key])) return FALLBACKS[key];
  return exists('validation.invalid') ? 'validation.invalid' : key;
}
