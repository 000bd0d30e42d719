// The booking page's stand-in for react-i18next (see ./i18next.ts): useTranslation re-renders on a
// language switch and gives that language's `t`.
import { createElement, Fragment, useSyncExternalStore, type ReactNode } from 'react';
import i18next, { fixedT } from './i18next';

const subscribe = (onChange: () => void) => {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
};
let version = 0;
i18next.on('languageChanged', () => void version++);
const snapshot = () => version;

export const initReactI18next = { type: '3rdParty', init() {} };

export function useTranslation() {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return { t: fixedT(i18next.language), i18n: i18next, ready: true };
}

export function I18nextProvider({ children }: { children?: ReactNode }) {
  return createElement(Fragment, null, children);
}
