// Wire values are the spec's numbers (§3); names are ours.
export const AppointmentStatus = {
  PENDING: 0,
  /** Same wire value as PENDING: an online booking holding its slot while the deposit is paid (issue #5). */
  HOLD: 0,
  PENDING_CLIENT_APPROVAL: 1,
  PENDING_CLINIC_APPROVAL: 2,
  RESCHEDULED_CLINIC_APPROVAL: 3,
  RESCHEDULED_CLIENT_APPROVAL: 4,
  CONFIRMED: 5,
  CANCELED_BY_CLIENT: 6,
  CANCELED_BY_CLINIC: 7,
  AUTOMATICALLY_CREATED: 8,
  NO_SHOW: 9,
} as const;
export type AppointmentStatus = (typeof AppointmentStatus)[keyof typeof AppointmentStatus];

/** Statuses that no longer occupy the vet (the exclusion constraint ignores them). */
export const FREEING_APPOINTMENT_STATUSES: readonly AppointmentStatus[] = [6, 7, 9];

export const EstimateStatus = { PENDING: 0, REJECTED: 1, APPROVED: 2 } as const;

export const NotificationType = { PAYMENT_LINK: 1, APP_DOWNLOAD: 2 } as const;

export const CommunicationType = { PHONE: 0, OTHER: 1, EMAIL: 2, SMS: 3 } as const;

export const LEAD_SOURCES = [
  'google_search', 'social_media', 'referral', 'walk_in', 'local_event', 'paid_ad', 'blog',
  'signage', 'walk_by', 'online_reviews', 'vet_referral', 'other',
] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const PET_GENDERS = ['male', 'female', 'unknown'] as const;
export type PetGender = (typeof PET_GENDERS)[number];

/** Days run 1 (Monday) to 7 (Sunday), as luxon's weekday. */
export const DAYS_OF_WEEK = [1, 2, 3, 4, 5, 6, 7] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];
