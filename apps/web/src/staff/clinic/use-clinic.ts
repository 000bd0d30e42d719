import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDigits, formatInZone, formatMoney, inputDigits, moneyToText, parseMoneyText, type TPreferences } from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

export function usePreferences() {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: ['clinic', clinic?.id, 'preferences'],
    queryFn: () => http.get<{ data: TPreferences }>(`/clinics/${clinic!.id}/preferences`).then((r) => r.data),
    enabled: !!clinic,
    staleTime: 5 * 60_000,
  });
}

/** Formatters in the active clinic's zone and the clinic's chosen date and time formats. */
export function useClinicFormat() {
  const { clinic } = useActiveClinic();
  const prefs = usePreferences();
  const { i18n } = useTranslation();
  return useMemo(() => {
    const zone = clinic?.timezone ?? 'UTC';
    const dateFormat = prefs.data?.date_format ?? 'DD-MM-YYYY';
    const timeFormat = prefs.data?.time_format ?? 'HH:mm';
    const locale = i18n.language;
    return {
      zone,
      dateFormat,
      timeFormat,
      date: (iso: string | Date) => formatInZone(iso, zone, { dateFormat, locale }),
      time: (iso: string | Date) => formatInZone(iso, zone, { timeFormat, locale }),
      dateTime: (iso: string | Date) => formatInZone(iso, zone, { dateFormat, timeFormat, locale }),
    };
  }, [clinic?.timezone, prefs.data?.date_format, prefs.data?.time_format, i18n.language]);
}

/**
 * The active clinic's money: `money` formats hundredths (every money column) in its currency and placement, `range` a
 * low–high pair, `parse`/`text` read and show typed amounts in the currency's own digits (whole won, cents of a euro);
 * `parse` is NaN for what the currency cannot hold, so a form never sends a fraction of a won.
 */
export function useMoney() {
  const prefs = usePreferences();
  const currency = prefs.data?.currency ?? '$';
  const currencyFirst = prefs.data?.currency_first ?? 0;
  return useMemo(() => {
    const money = (minor: number) => formatMoney(minor, currency, currencyFirst);
    return {
      currency,
      currencyFirst,
      digits: displayDigits(currency),
      inputDigits: inputDigits(currency),
      money,
      range: (low: number, high: number) => (low === high ? money(high) : `${money(low)} – ${money(high)}`),
      parse: (text: string) => {
        const r = parseMoneyText(text, currency);
        return r.ok && r.value !== null ? r.value : Number.NaN;
      },
      text: (minor: number | null | undefined) => moneyToText(minor, currency),
    };
  }, [currency, currencyFirst]);
}
