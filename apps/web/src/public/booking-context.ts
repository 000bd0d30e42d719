import { createContext, useContext } from 'react';
import type { ClinicPageSettings, RootInputs } from './page-settings';
import type { Preselect } from './lib/preselect';
import type { UtmParams } from './lib/utm';

export interface PublicPageContext {
  inputs: RootInputs;
  settings: ClinicPageSettings;
  utm: UtmParams;
  /** `?service=` / `?pet=` of the page's address (a reminder's booking link). */
  preselect: Preselect;
}

export const PageContext = createContext<PublicPageContext | null>(null);

export function usePage(): PublicPageContext {
  const ctx = useContext(PageContext);
  if (!ctx) throw new Error('usePage must be used inside the public page provider');
  return ctx;
}

/** Compact spacing inside the widget iframe. */
export function useCompact(): boolean {
  return usePage().inputs.isWidget;
}
