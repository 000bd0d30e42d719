import { formatMoney } from '@vetclinic/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../clinic/use-clinic';

/** Revenue and payments are money; every other measure is a count. */
export const isMoney = (measure: string) => ['revenue', 'payments', 'taxes', 'write_offs', 'margin'].includes(measure);

/** Money in the clinic's format and counts in the user's language. */
export function useReportFormat(currencyFromReport?: string) {
  const { i18n } = useTranslation();
  const prefs = usePreferences();
  const currency = currencyFromReport ?? prefs.data?.currency ?? '$';
  const money = (minor: number) => formatMoney(minor, currency, prefs.data?.currency_first ?? 0);
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  /** part ÷ whole as a percentage (one decimal); 0 of 0 is 0 %. */
  const percent = (part: number, whole: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(whole > 0 ? part / whole : 0);
  return { money, count, percent, figure: (measure: string, v: number) => (isMoney(measure) ? money(v) : count(v)) };
}

/** What an aggregate row's key means to a reader: its name, a method, a status or source in the user's language. */
export function keyLabel(t: TFunction, groupBy: string, key: string, label: string | null): string {
  switch (groupBy) {
    case 'method': return t(`sales.methods.${key}`, { defaultValue: label ?? key });
    case 'status': return t(`appointmentStatus.${key}`, { defaultValue: key });
    case 'source': return t(`reports.sources.${key}`, { defaultValue: key });
    case 'vet': return label ?? t('reports.kpi.noVet');
    case 'service': case 'product': return label ?? t('reports.customItem');
    case 'category': return label ?? t('reports.noCategory');
    case 'aaha': return label ? `${key} · ${label}` : t('reports.noAaha');
    case 'species': return label ?? t('reports.noSpecies');
    case 'tax_rate': return label ?? key;
    default: return label ?? key;
  }
}

/** What an aggregate row's or a drill-down's `count` counts: invoices for revenue, but units when grouped by item. */
export const countKey = (measure: string, groupBy?: string) =>
  `reports.countOf.${measure === 'revenue' && ['service', 'product', 'category', 'aaha'].includes(groupBy ?? '') ? 'quantity' : measure}`;
