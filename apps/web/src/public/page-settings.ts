/** What the server put on the page (DESIGN §7): the root element's data and the clinic settings. */
import type { ClinicPageSettings } from '@vetclinic/domain';
import type { FirstViewData } from './public-app';

export type { ClinicPageSettings };

declare global {
  interface Window {
    __CLINIC_SETTINGS__?: ClinicPageSettings;
    /** Set by the server-rendered page's early-tap script: replays a tap made before hydration. */
    __vcHydrated?: () => void;
  }
}

export interface RootInputs { clinicSlug: string; isWidget: boolean; isVisitTypesActive: boolean; token: string }

export function readPage(root: HTMLElement): { inputs: RootInputs; settings: ClinicPageSettings } {
  const json = document.getElementById('clinic-settings')?.textContent;
  const parsed = json ? (JSON.parse(json) as ClinicPageSettings) : null;
  const settings: ClinicPageSettings = {
    clinic: parsed?.clinic ?? null,
    country: { iso_code: parsed?.country?.iso_code || 'us' },
    timezone: parsed?.timezone || '',
    client_date_format: parsed?.client_date_format || 'DD-MM-YYYY',
    client_time_format: parsed?.client_time_format || 'HH:mm',
    default_language: parsed?.default_language || 'en',
    active_vet: parsed?.active_vet ?? null,
    chat: parsed?.chat ?? null,
  };
  if (!settings.timezone) {
    // Spec §2: a missing clinic timezone is logged and UTC is used.
    console.error('Clinic timezone is missing; using UTC');
    settings.timezone = 'UTC';
  }
  window.__CLINIC_SETTINGS__ = settings;
  const d = root.dataset;
  return {
    settings,
    inputs: {
      clinicSlug: d.clinicSlug ?? '',
      isWidget: d.isWidget === '1' || d.isWidget === 'true',
      isVisitTypesActive: d.isVisitTypesActive === '1' || d.isVisitTypesActive === 'true',
      token: d.token ?? '',
    },
  };
}

/** The data the server rendered the first view with (`<script id="first-view">`), or null. */
export function readFirstView(): FirstViewData | null {
  const json = document.getElementById('first-view')?.textContent;
  if (!json) return null;
  try {
    return JSON.parse(json) as FirstViewData;
  } catch {
    return null;
  }
}

/** The catalogue (public namespaces) the server rendered the first view with (`<script id="first-view-catalogue">`), or null. */
export function readFirstViewCatalogue(): Record<string, unknown> | null {
  const json = document.getElementById('first-view-catalogue')?.textContent;
  if (!json) return null;
  try {
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return null;
  }
}
