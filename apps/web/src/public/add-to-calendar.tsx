import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { googleCalendarUrl, icsDownloadUrl, type CalendarEvent } from './lib/calendar-export';

/**
 * "Add to your calendar": the .ics the API serves for the appointment (the mails' invite, same UID
 * and SEQUENCE, so adding it and later updates make one event) and the Google Calendar link.
 */
export function AddToCalendar({ event, manageUrl, fileName }: { event: CalendarEvent; manageUrl: string | null; fileName: string }) {
  const { t } = useTranslation();
  const icsUrl = manageUrl ? icsDownloadUrl(manageUrl) : null;
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
