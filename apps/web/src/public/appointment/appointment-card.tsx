import { Box, Flex, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TPublicAppointment } from '@vetclinic/domain';
import { AppointmentStatusBadge } from '../../ui/status-badge';
import { DepositRow } from './deposit-row';
import { usePage } from '../booking-context';
import { visitorZone, zoneLabel } from '../lib/datetime';
import { formatDateTime } from '../lib/clinic-time';
import { SummaryList, SummaryRow } from '../steps/summary-step';

export function useAppointmentFormats(appointment: Pick<TPublicAppointment, 'clinic'>) {
  const { settings } = usePage();
  return { timezone: appointment.clinic.timezone || settings.timezone, client_date_format: settings.client_date_format, client_time_format: settings.client_time_format };
}

export function appointmentWhat(a: TPublicAppointment): string {
  if (a.visit_type) return a.visit_type.name;
  if (a.services.length) return a.services.map((s) => s.name).join(', ');
  return a.service?.name ?? '';
}

/** The appointment as the mail link shows it (spec §3 public view), before any action. */
export function AppointmentCard({ appointment: a }: { appointment: TPublicAppointment }) {
  const { t, i18n } = useTranslation();
  const formats = useAppointmentFormats(a);
  const zoneNote = visitorZone() !== formats.timezone ? ` (${zoneLabel(formats.timezone)})` : '';
  const pets = a.pets.length ? a.pets.map((p) => p.nickname) : a.pet ? [a.pet.nickname] : [];
  return (
    <Box as="section" aria-labelledby="appointment-title" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '4', md: '6' }}>
      <Flex justify="space-between" align="flex-start" gap="3" mb="4" wrap="wrap">
        <Heading as="h1" size="lg" id="appointment-title">{t('public.appointment.title')}</Heading>
        <AppointmentStatusBadge status={a.status} forClient />
      </Flex>
      <SummaryList>
        <SummaryRow label={t('public.summary.when')}>{`${formatDateTime(a.datetime_start_utc, formats, i18n.language)}${zoneNote}`}</SummaryRow>
        <SummaryRow label={t('public.summary.what')}>{appointmentWhat(a)}</SummaryRow>
        <SummaryRow label={t('public.summary.pets')}>{pets.join(', ')}</SummaryRow>
        <SummaryRow label={t('public.summary.withWhom')}>{a.vet.id === -1 ? t('public.vet.anyStaff') : a.vet.full_name}</SummaryRow>
        <SummaryRow label={t('public.summary.where')}>{[a.clinic.name, a.clinic.address].filter(Boolean).join(', ')}</SummaryRow>
        {a.user_note && <SummaryRow label={t('public.appointment.note')}>{a.user_note}</SummaryRow>}
        {a.deposit && <DepositRow deposit={a.deposit} />}
      </SummaryList>
    </Box>
  );
}
