import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaymentDeposit } from '@vetclinic/domain';
import { AddToCalendar } from '../add-to-calendar';
import type { CalendarEvent } from '../lib/calendar-export';

/** "Add to your calendar" for the appointment a paid deposit secured (as after a plain booking). */
export function CalendarButtons({ deposit: d, manageUrl }: { deposit: TPaymentDeposit; manageUrl: string | null }) {
  const { t } = useTranslation();
  const a = d.appointment;
  const event = useMemo<CalendarEvent>(() => {
    const title = a.services.map((s) => s.name).join(', ');
    const manage = manageUrl ? new URL(manageUrl, window.location.origin).href : undefined;
    return {
      title: `${title} – ${d.clinic.name}`,
      startUtc: a.datetime_start_utc,
      endUtc: a.datetime_end_utc,
      description: [
        `${t('public.summary.withWhom')}: ${a.vet.id === -1 ? t('public.vet.anyStaff') : a.vet.full_name}`,
        a.pets.length ? `${t('public.summary.pets')}: ${a.pets.map((p) => p.nickname).join(', ')}` : '',
        manage ? `${t('public.success.manage')}: ${manage}` : '',
      ].filter(Boolean).join('\n'),
      location: d.clinic.name,
    };
  }, [a, d.clinic.name, manageUrl, t]);
  return <AddToCalendar event={event} manageUrl={manageUrl} fileName={`appointment-${a.id}.ics`} />;
}
