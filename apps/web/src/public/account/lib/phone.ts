import { getCountries, getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

// Spec §5: the phone is required (labels.clientForm.required) and must be valid for its country
// (labels.clientForm.invalid_phone); the country starts as the clinic's.
export const PHONE_REQUIRED = 'labels.clientForm.required';
export const PHONE_INVALID = 'labels.clientForm.invalid_phone';

export type PhoneCountry = CountryCode;

/** The clinic's country as a phone country (page settings use lower case, e.g. "ro"); US if unknown. */
export function defaultPhoneCountry(isoCode: string | null | undefined): PhoneCountry {
  const code = (isoCode ?? '').toUpperCase();
  return isSupportedCountry(code) ? code : 'US';
}

/** The message key for a phone typed for a country, or null when it is fine. */
export function phoneError(text: string | null | undefined, country: PhoneCountry): typeof PHONE_REQUIRED | typeof PHONE_INVALID | null {
  const value = (text ?? '').trim();
  if (!value) return PHONE_REQUIRED;
  // Letters are never part of a number (libphonenumber would quietly read "+40 721 ABC" as digits).
  if (/[a-z]/i.test(value)) return PHONE_INVALID;
  const parsed = parsePhoneNumberFromString(value, country);
  if (!parsed || !parsed.isValid()) return PHONE_INVALID;
  // A number typed in another country's international form is still the wrong country's.
  if (parsed.country && parsed.country !== country && !value.startsWith('+')) return PHONE_INVALID;
  return null;
}

/** The number in E.164 (+40721555010) for the API, or null when it is not valid. */
export function toE164(text: string | null | undefined, country: PhoneCountry): string | null {
  if (phoneError(text, country)) return null;
  return parsePhoneNumberFromString((text ?? '').trim(), country)!.number;
}

export interface CountryOption { code: PhoneCountry; name: string; callingCode: string }

/** Every country with its calling code, named and sorted in the page's language. */
export function phoneCountries(language: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  return getCountries()
    .map((code) => ({ code, name: names?.of(code) ?? code, callingCode: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}
