// Business constants and limits of spec §9.
export const PAGE_SIZE = {
  common: 15,
  vets: 1000,
  appointments: 1000,
  patients: 1000,
  printedFiles: 1000,
  serviceCategories: 1000,
  pets: 100,
  plans: 100,
  petSearch: 30,
  taskTemplates: 10,
  prescriptions: 3,
} as const;
export const MAX_PER_PAGE = 1000;

export const SLOT_STEP_MINUTES = 15;
export const DEFAULT_DATE_FORMAT = 'DD-MM-YYYY';
export const DEFAULT_TIME_FORMAT = 'HH:mm';
export const API_DATE_FORMAT = 'yyyy-MM-dd';
export const API_DATETIME_FORMAT = 'yyyy-MM-dd HH:mm';

/** Clinic date formats staff can choose, in the spec's notation (moment-style tokens). */
export const CLINIC_DATE_FORMATS = ['DD-MM-YYYY', 'DD/MM/YYYY', 'DD.MM.YYYY', 'MM/DD/YYYY', 'MM-DD-YYYY', 'YYYY-MM-DD'] as const;
export const CLINIC_TIME_FORMATS = ['HH:mm', 'hh:mm A'] as const;

export const DEFAULT_PREFERENCES = {
  date_format: 'DD-MM-YYYY',
  time_format: 'HH:mm',
  currency: '$',
  currency_first: 0,
  vat_list: [0, 10],
  service_tax_list: [0],
  discount_reason_required: false,
  show_record_bundle_items: false,
  tax_apply_order: null,
  prices_include_tax: false,
  allow_negative_stock: false,
  expiring_within_days: 30,
} as const;

export const DEFAULT_COUNTRY = 'us';

export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const TOAST_Z_INDEX = 99999;
export const LOGIN_ERROR_TOAST_MS = 9000;
