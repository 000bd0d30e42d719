import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ErrorState, ListSkeleton } from '../ui/states';
import { isHttpStatus } from './booking-api';
import { usePage } from './booking-context';
import { BookingDisabled } from './booking-disabled';
import { BookingFlow } from './booking-flow';
import { AppPanel } from './panels/app-panel';
import { BenefitsPanel } from './panels/benefits-panel';
import { useClinic, useVets } from './use-public-data';

export function ClinicNotFound() {
  const { t } = useTranslation();
  return (
    <Stack py="16" textAlign="center" gap="2">
      <Heading as="h1" size="xl">{t('public.clinicNotFound.title')}</Heading>
      <Text color="fg.muted">{t('public.clinicNotFound.text')}</Text>
    </Stack>
  );
}

/** The main calendar: the clinic's data first, then the steps, then the account and app panels. */
export function BookingPage() {
  const { t } = useTranslation();
  const { inputs } = usePage();
  const clinic = useClinic(inputs.clinicSlug);
  const vets = useVets(inputs.clinicSlug);

  if (clinic.isPending) {
    return (
      <Stack gap="4" aria-busy="true">
        <ListSkeleton rows={1} />
        <ListSkeleton rows={5} />
      </Stack>
    );
  }
  if (clinic.isError) return isHttpStatus(clinic.error, 404) ? <ClinicNotFound /> : <ErrorState error={clinic.error} onRetry={() => void clinic.refetch()} />;
  if (!clinic.data.online_booking_enabled) return <BookingDisabled clinic={clinic.data} />;

  return (
    <Stack gap={inputs.isWidget ? '3' : '6'}>
      <Heading as="h1" size={inputs.isWidget ? 'lg' : '2xl'}>{t('public.book.title')}</Heading>
      <BookingFlow clinic={clinic.data} vets={vets} />
      {!inputs.isWidget && (
        <Stack gap="4" mt="4">
          <BenefitsPanel />
          <AppPanel clinicId={clinic.data.id} />
        </Stack>
      )}
    </Stack>
  );
}
