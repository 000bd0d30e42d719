import { Box, Button, Circle, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBookingResult, TPublicClinic } from '@vetclinic/domain';
import { AppointmentStatus } from '@vetclinic/domain/enums';
import { usePage } from './booking-context';
import { AddToCalendar } from './add-to-calendar';
import type { CalendarEvent } from './lib/calendar-export';
import { visitorZone, zoneLabel } from './lib/datetime';
import { formatDateTime } from './lib/clinic-time';
import { SummaryList, SummaryRow } from './steps/summary-step';

export function BigCheck() {
  return (
    <Circle size="20" bg="green.subtle" color="green.solid" aria-hidden="true">
      <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
    </Circle>
  );
}

/** After booking: a clear yes, what/when/where/with whom, add-to-calendar, the manage link. */
export function SuccessView({ result, clinic, what, onBookAnother }: { result: TBookingResult; clinic: Pick<TPublicClinic, 'client_date_format' | 'client_time_format' | 'timezone'>; what: string; onBookAnother: () => void }) {
  const { t, i18n } = useTranslation();
  const { inputs } = usePage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const confirmed = result.status === AppointmentStatus.CONFIRMED;
  const formats = { ...clinic, timezone: result.clinic.timezone || clinic.timezone };
  const when = formatDateTime(result.datetime_start_utc, formats, i18n.language);
  const zoneNote = visitorZone() !== formats.timezone ? ` (${zoneLabel(formats.timezone)})` : '';
  const where = [result.clinic.name, result.clinic.address].filter(Boolean).join(', ');
  const withWhom = result.vet.id === -1 ? t('public.vet.anyStaff') : result.vet.full_name;
  const title = result.visit_type?.name ?? (result.services.map((s) => s.name).join(', ') || what);

  const event = useMemo<CalendarEvent>(
    () => ({
      title: `${title} – ${result.clinic.name}`,
      startUtc: result.datetime_start_utc,
      endUtc: result.datetime_end_utc,
      description: [
        `${t('public.summary.withWhom')}: ${withWhom}`,
        result.pets.length ? `${t('public.summary.pets')}: ${result.pets.map((p) => p.nickname).join(', ')}` : '',
        result.clinic.phone ? `${t('public.success.phone')}: ${result.clinic.phone}` : '',
        `${t('public.success.manage')}: ${new URL(result.manage_url, window.location.origin).href}`,
      ].filter(Boolean).join('\n'),
      location: where,
    }),
    [result, title, where, withWhom, t],
  );

  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Box bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p={inputs.isWidget ? '4' : { base: '5', md: '8' }} shadow={inputs.isWidget ? undefined : 'xs'}>
      <Stack gap="5" align="center" textAlign="center" aria-live="polite">
        <BigCheck />
        <Heading as="h2" size="xl" ref={headingRef} tabIndex={-1} outline="none">
          {confirmed ? t('public.success.confirmedTitle') : t('public.success.requestTitle')}
        </Heading>
        <Text color="fg.muted" maxW="md">{confirmed ? t('public.success.confirmedText') : t('public.success.requestText')}</Text>
      </Stack>
      <Box maxW="lg" mx="auto" mt="6" textAlign="start">
        <SummaryList>
          <SummaryRow label={t('public.summary.what')}>{title}</SummaryRow>
          <SummaryRow label={t('public.summary.when')}>{`${when}${zoneNote}`}</SummaryRow>
          <SummaryRow label={t('public.summary.where')}>{where}</SummaryRow>
          <SummaryRow label={t('public.summary.withWhom')}>{withWhom}</SummaryRow>
          {result.pets.length > 0 && <SummaryRow label={t('public.summary.pets')}>{result.pets.map((p) => p.nickname).join(', ')}</SummaryRow>}
        </SummaryList>
        <AddToCalendar event={event} manageUrl={result.manage_url} fileName={`appointment-${result.id}.ics`} />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="6">
          <Button asChild colorPalette="brand" variant="solid">
            {/* Inside a clinic's site the page is a small iframe: the manage page opens in its own tab. */}
            <a href={result.manage_url} {...(inputs.isWidget ? { target: '_blank', rel: 'noopener' } : {})}>{t('public.success.manage')}</a>
          </Button>
          <Button variant="ghost" colorPalette="brand" onClick={onBookAnother}>
            {t('public.success.bookAnother')}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
