import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TPublicAppointment } from '@vetclinic/domain';
import { AppointmentStatus } from '@vetclinic/domain/enums';
import { errorMessage } from '../../ui/errors';
import { acceptAppointment } from '../booking-api';
import { publicKeys } from '../use-public-data';
import { ActionResult, ChangeLinks, LiveRegion } from './action-parts';
import { AppointmentCard } from './appointment-card';

const CANCELLED: number[] = [AppointmentStatus.CANCELED_BY_CLIENT, AppointmentStatus.CANCELED_BY_CLINIC];

/** /appointment/{token}: the card, an Accept button when the clinic waits for the client, links to change. */
export function AppointmentView({ token, appointment }: { token: string; appointment: TPublicAppointment }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Accepting is a click, never a page load: mail scanners open links.
  const accept = useMutation({
    mutationFn: () => acceptAppointment(token),
    onSuccess: (data) => queryClient.setQueryData(publicKeys.appointment(token), data),
  });
  const cancelled = CANCELLED.includes(appointment.status);
  return (
    <Stack gap="4">
      <AppointmentCard appointment={appointment} />
      <Box bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '4', md: '6' }}>
        <LiveRegion>
          {accept.isSuccess && <ActionResult status="success">{t('public.appointment.accepted')}</ActionResult>}
          {accept.isError && <ActionResult status="error">{errorMessage(accept.error)}</ActionResult>}
        </LiveRegion>
        <Stack gap="4">
          {appointment.can_accept && !accept.isSuccess && (
            <Box>
              <Text mb="3">{t('public.appointment.acceptPrompt')}</Text>
              <Button colorPalette="brand" size="lg" w={{ base: 'full', sm: 'auto' }} loading={accept.isPending} onClick={() => accept.mutate()}>
                {t('public.appointment.accept')}
              </Button>
            </Box>
          )}
          {cancelled && <ActionResult status="info">{t('public.appointment.isCancelled')}</ActionResult>}
          {!cancelled && !appointment.can_accept && !appointment.can_cancel && !appointment.can_reschedule && (
            <Text color="fg.muted" fontSize="sm">{t('public.appointment.noActions')}</Text>
          )}
          <ChangeLinks token={token} appointment={appointment} except="view" />
        </Stack>
      </Box>
    </Stack>
  );
}
