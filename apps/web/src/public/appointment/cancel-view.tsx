import { Box, Button, Field, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPublicAppointment } from '@vetclinic/domain';
import { errorMessage } from '../../ui/errors';
import { cancelAppointment } from '../booking-api';
import { usePage } from '../booking-context';
import { basePath } from '../lib/routes';
import { publicKeys } from '../use-public-data';
import { useLinkProps } from '../use-route';
import { ActionResult, CannotChange, ChangeLinks, LiveRegion } from './action-parts';
import { AppointmentCard } from './appointment-card';

const MAX_REASON = 1000;

/** /appointment/{token}/cancel: the card, a reason, a confirm button, then the result. */
export function CancelView({ token, appointment }: { token: string; appointment: TPublicAppointment }) {
  const { t } = useTranslation();
  const { inputs } = usePage();
  const link = useLinkProps();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const cancel = useMutation({
    mutationFn: () => cancelAppointment(token, reason.trim() || null),
    onSuccess: (data) => queryClient.setQueryData(publicKeys.appointment(token), data),
  });

  let action: React.ReactNode;
  if (cancel.isSuccess) {
    action = (
      <Stack gap="3" align="flex-start">
        <Button asChild colorPalette="brand">
          <a {...link(basePath(inputs.clinicSlug))}>{t('public.link.bookNew')}</a>
        </Button>
      </Stack>
    );
  } else if (!appointment.can_cancel) {
    action = <CannotChange appointment={appointment} text={t('public.cancel.notAllowed')} />;
  } else {
    action = (
      <Box as="form" onSubmit={(e: React.FormEvent) => { e.preventDefault(); cancel.mutate(); }}>
        <Stack gap="4">
          {appointment.deposit?.status === 'paid' && <Text fontSize="sm" bg="green.subtle" color="green.fg" rounded="md" px="3" py="2">{t('payments.manage.cancelRefund')}</Text>}
          <Field.Root>
            <Field.Label>{t('public.cancel.reason')}</Field.Label>
            <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} maxLength={MAX_REASON} placeholder={t('public.cancel.reasonPlaceholder')} />
            <Field.HelperText>{t('public.cancel.reasonHelp')}</Field.HelperText>
          </Field.Root>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button type="submit" colorPalette="red" loading={cancel.isPending}>{t('public.cancel.confirm')}</Button>
          </Stack>
        </Stack>
      </Box>
    );
  }

  return (
    <Stack gap="4">
      <AppointmentCard appointment={appointment} />
      <Box as="section" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '4', md: '6' }}>
        <LiveRegion>
          {cancel.isSuccess && <ActionResult status="success">{t('public.cancel.done')}</ActionResult>}
          {cancel.isSuccess && cancel.data.deposit?.status === 'refunded' && <ActionResult status="info">{t('payments.manage.refundedAfterCancel')}</ActionResult>}
          {cancel.isError && <ActionResult status="error">{errorMessage(cancel.error)}</ActionResult>}
        </LiveRegion>
        <Stack gap="4">
          {!cancel.isSuccess && appointment.can_cancel && <Heading as="h2" size="md">{t('public.cancel.title')}</Heading>}
          {action}
          {!cancel.isSuccess && <ChangeLinks token={token} appointment={appointment} except="cancel" />}
        </Stack>
      </Box>
    </Stack>
  );
}
