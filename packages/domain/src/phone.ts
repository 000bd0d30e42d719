import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

// Its own entry point (@vetclinic/domain/phone), not the index: the number metadata is ~150 KB and
// only the server and the lazily loaded forms need it.

/** Spec §5: a missing phone and one not valid for its country. */
export const PHONE_REQUIRED = 'labels.clientForm.required';
export const PHONE_INVALID = 'labels.clientForm.invalid_phone';

/** A clinic's country (page settings use lower case, e.g. "ro") as a phone country; US if unknown (spec). */
export function phoneCountryOf(isoCode: string | null | undefined): CountryCode {
  const code = (isoCode ?? '').toUpperCase();
  return isSupportedCountry(code) ? code : 'US';
}

/**
 * A typed phone number in E.164 (+40721234567): in international form as typed, otherwise read in
 * `country` (the clinic's). Null when it is not a valid number — letters never are.
 */
export function normalizePhone(text: string | null | undefined, country: CountryCode): string | null {
  const value = (text ?? '').trim();
  if (!value || /[a-z]/i.test(value)) return null;
  const parsed = parsePhoneNumberFromString(value, country);
  return parsed && parsed.isValid() ? parsed.number : null;
}
