import type { ChatPageSettings } from './chat-settings';

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
  /** Null when the clinic has no chat configured; the auth key never comes to the page. */
  chat: ChatPageSettings | null;
}
