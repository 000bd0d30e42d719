/**
 * Page-level settings the server puts on the public pages and the public bundle reads as
 * window.__CLINIC_SETTINGS__ (DESIGN §7, spec §2).
 */
export interface ClinicPageSettings {
  clinic: { id: number; slug: string; name: string } | null;
  country: { iso_code: string };
  timezone: string;
  client_date_format: string;
  client_time_format: string;
  default_language: string;
  active_vet: { id: number; email: string; name: string } | null;
  chat: { region: string; app_id: string; auth_key: string; canScheduleMessages: boolean } | null;
}
