// Services throw AppError with a stable code; only the error plugin turns codes into HTTP.
export type ErrorCode =
  | 'validation_failed'
  | 'malformed_json'
  | 'unauthenticated'
  | 'invalid_credentials'
  | 'token_expired'
  | 'forbidden'
  | 'clinic_forbidden'
  | 'not_found'
  | 'conflict'
  | 'no_client_link'
  | 'duplicate_client'
  | 'slot_taken'
  | 'invalid_state'
  | 'record_closed'
  | 'record_field_conflict'
  | 'too_many_requests'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'upload_quota_exceeded'
  | 'registration_disabled'
  | 'not_activated'
  | 'booking_disabled'
  | 'cutoff_passed'
  | 'link_expired'
  | 'account_exists'
  | 'code_locked'
  | 'upstream_unavailable'
  | 'deposit_required'
  | 'deposit_expired'
  | 'deposit_already_paid'
  | 'wrong_provider'
  | 'payment_in_progress'
  | 'day_closed'
  | 'invalid_signature'
  | 'json_too_deep'
  | 'json_too_many_elements'
  | 'file_integrity_failed';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation_failed: 422,
  malformed_json: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  token_expired: 401,
  forbidden: 403,
  clinic_forbidden: 403,
  registration_disabled: 403,
  not_activated: 403,
  booking_disabled: 403,
  not_found: 404,
  link_expired: 410,
  conflict: 409,
  record_closed: 409,
  record_field_conflict: 409,
  no_client_link: 409,
  duplicate_client: 409,
  slot_taken: 409,
  invalid_state: 409,
  cutoff_passed: 409,
  too_many_requests: 429,
  payload_too_large: 413,
  unsupported_media_type: 415,
  upload_quota_exceeded: 409,
  account_exists: 409,
  code_locked: 409,
  upstream_unavailable: 503,
  deposit_required: 409,
  deposit_expired: 409,
  deposit_already_paid: 409,
  wrong_provider: 409,
  payment_in_progress: 409,
  day_closed: 409,
  invalid_signature: 400,
  json_too_deep: 422,
  json_too_many_elements: 413,
  /** A stored file whose bytes no longer match the SHA-256 kept when it was made: never served. */
  file_integrity_failed: 409,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** An i18n key (errors.*) or plain text; translated at the edge. */
    message: string = `errors.${code}`,
    readonly errors?: Record<string, string[]>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }

  get status() {
    return STATUS_BY_CODE[this.code];
  }
}

export const notFound = (what = 'errors.not_found') => new AppError('not_found', what);
export const validation = (errors: Record<string, string[]>) => new AppError('validation_failed', 'errors.validation_failed', errors);
