import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInZone, type TPreferences } from '@vetclinic/domain';
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
