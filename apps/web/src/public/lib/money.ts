import { formatMoney } from '@vetclinic/domain/money/format-money';

/** Prices come over the wire in major units; formatMoney wants exact minor units. */
export function formatPrice(major: number, clinic: { currency: string; currency_first: number }): string {
  return formatMoney(Math.round(major * 100), clinic.currency, clinic.currency_first);
}
