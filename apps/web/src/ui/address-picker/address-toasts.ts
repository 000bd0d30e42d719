import { i18next } from '../i18n';
import { HttpError } from '../http';
import { toaster } from '../toaster';

// Spec §8: what the address picker and the map say when something goes wrong. Each toast has an
// id, so a burst of failures (typing, clicking the map) shows one toast, not a stack.
function once(id: string, type: 'warning' | 'error', title: string) {
  if (toaster.isVisible(id)) return;
  toaster.create({ id, type, title, closable: true });
}

/** Looking an address up by text failed: the reply's status text, as a warning. */
export function toastSearchFailed(err: unknown) {
  const text = err instanceof HttpError ? err.statusText || err.serverMessage : undefined;
  once('address-search-failed', 'warning', text || i18next.t('labels.generic_error'));
}

/** A geocode (place details, map pin) found nothing. */
export const toastNoResults = () => once('address-no-results', 'warning', i18next.t('labels.no_results_found'));

/** A geocode failed for another reason. */
export const toastGeocodeFailed = () => once('address-geocode-failed', 'error', i18next.t('labels.generic_error'));

/** The map could not be loaded. */
export const toastMapsLoadFailed = () => once('maps-load-failed', 'error', i18next.t('labels.google_service_load_error'));

/** Confirm on the map with nothing picked. */
export const toastSelectOnMap = () => once('map-select-first', 'warning', i18next.t('labels.select_address_map_error'));

/** Runs a geocode and sorts its failure into "no results" (404) or "something went wrong". */
export function toastGeocodeError(err: unknown) {
  if (err instanceof HttpError && err.status === 404) toastNoResults();
  else toastGeocodeFailed();
}
