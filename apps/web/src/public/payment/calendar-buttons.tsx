import { Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaymentDeposit } from '@vetclinic/domain';
import { buildIcs, googleCalendarUrl, type CalendarEvent } from '../lib/calendar-export';

/** "Add to your calendar" for the appointment a paid deposit secured (as after a plain booking). */
export function CalendarButtons({ deposit: d, manageUrl }: { deposit: TPaymentDeposit; manageUrl: string | null }) {
  const { t } = useTranslation();
  const a = d.appointment;
  const event = useMemo<CalendarEvent>(() => {
    const title = a.services.map((s) => s.name).join(', ');
    const manage = manageUrl ? new URL(manageUrl, window.location.origin).href : undefined;
    return {
      uid: `appointment-${a.id}@${window.location.hostname || 'vetclinic'}`,
      title: `${title} – ${d.clinic.name}`,
      startUtc: a.datetime_start_utc,
      endUtc: a.datetime_end_utc,
      description: [
        `${t('public.summary.withWhom')}: ${a.vet.id === -1 ? t('public.vet.anyStaff') : a.vet.full_name}`,
        a.pets.length ? `${t('public.summary.pets')}: ${a.pets.map((p) => p.nickname).join(', ')}` : '',
        manage ? `${t('public.success.manage')}: ${manage}` : '',
      ].filter(Boolean).join('\n'),
      location: d.clinic.name,
      url: manage,
    };
  }, [a, d.clinic.name, manageUrl, t]);
  const [icsUrl, setIcsUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(new Blob([buildIcs(event)], { type: 'text/calendar;charset=utf-8' }));
    setIcsUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [event]);
  return (
    <>
      <Text fontWeight="semibold" mt="6" mb="2">{t('public.success.addToCalendar')}</Text>
      <HStack gap="2" wrap="wrap">
        {icsUrl && (
          <Button asChild variant="outline" size="sm">
            <a href={icsUrl} download={`appointment-${a.id}.ics`}>{t('public.success.downloadIcs')}</a>
          </Button>
        )}
        <Button asChild variant="outline" size="sm">
          <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">{t('public.success.googleCalendar')}</a>
        </Button>
      </HStack>
    </>
  );
}
