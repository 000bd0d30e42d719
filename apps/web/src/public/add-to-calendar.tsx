import { Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildIcs, googleCalendarUrl, type CalendarEvent } from './lib/calendar-export';

/** A blob: URL for the .ics file, released when the screen goes away. */
function useIcsUrl(ev: CalendarEvent): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(new Blob([buildIcs(ev)], { type: 'text/calendar;charset=utf-8' }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [ev]);
  return url;
}

/** "Add to your calendar": the .ics download and the Google Calendar link of a booked appointment. */
export function AddToCalendar({ event, fileName }: { event: CalendarEvent; fileName: string }) {
  const { t } = useTranslation();
  const icsUrl = useIcsUrl(event);
  return (
    <>
      <Text fontWeight="semibold" mt="6" mb="2">{t('public.success.addToCalendar')}</Text>
      <HStack gap="2" wrap="wrap">
        {icsUrl && (
          <Button asChild variant="outline" size="sm">
            <a href={icsUrl} download={fileName}>{t('public.success.downloadIcs')}</a>
          </Button>
        )}
        <Button asChild variant="outline" size="sm">
          <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">{t('public.success.googleCalendar')}</a>
        </Button>
      </HStack>
    </>
  );
}
