import { Alert, Box, Button, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPublicAppointment } from '@vetclinic/domain';
import { usePage } from '../booking-context';
import { formatDateTime } from '../lib/clinic-time';
import { appointmentPath, basePath } from '../lib/routes';
import { useLinkProps } from '../use-route';
import { useAppointmentFormats } from './appointment-card';

/** The outcome of an action, announced to screen readers. */
export function ActionResult({ status, children }: { status: 'success' | 'error' | 'info'; children: ReactNode }) {
  return (
    <Alert.Root status={status} rounded="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{children}</Alert.Title>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Always in the page (so additions are announced); takes no room while empty. */
export function LiveRegion({ children }: { children: ReactNode }) {
  return (
    <Box aria-live="polite" css={{ '&:not(:empty)': { mb: '4' } }}>
      {children}
    </Box>
  );
}

/** Links to the other actions this appointment still allows, and until when. */
export function ChangeLinks({ token, appointment: a, except }: { token: string; appointment: TPublicAppointment; except?: 'cancel' | 'reschedule' | 'view' }) {
  const { t, i18n } = useTranslation();
  const { inputs } = usePage();
  const link = useLinkProps();
  const formats = useAppointmentFormats(a);
  // A proposal from the clinic can be declined after the cutoff too: then no deadline applies.
  const canChange = (a.can_cancel || a.can_reschedule) && Date.parse(a.change_deadline_utc) > Date.now();
  return (
    <Box>
      <Flex gap="2" wrap="wrap">
        {except !== 'view' && (
          <Button asChild variant="ghost" size="sm">
            <a {...link(appointmentPath(inputs.clinicSlug, token))}>{t('public.appointment.back')}</a>
          </Button>
        )}
        {a.can_reschedule && except !== 'reschedule' && (
          <Button asChild variant="outline" size="sm" colorPalette="brand">
            <a {...link(appointmentPath(inputs.clinicSlug, token, 'reschedule'))}>{t('public.appointment.reschedule')}</a>
          </Button>
        )}
        {a.can_cancel && except !== 'cancel' && (
          <Button asChild variant="outline" size="sm" colorPalette="red">
            <a {...link(appointmentPath(inputs.clinicSlug, token, 'cancel'))}>{t(a.can_accept ? 'public.appointment.decline' : 'public.appointment.cancel')}</a>
          </Button>
        )}
      </Flex>
      {canChange && (
        <Text fontSize="sm" color="fg.muted" mt="2">
          {a.can_cancel && a.can_reschedule
            ? t('public.appointment.deadline', { date: formatDateTime(a.change_deadline_utc, formats, i18n.language) })
            : a.can_cancel
              ? t('public.appointment.deadlineCancel', { date: formatDateTime(a.change_deadline_utc, formats, i18n.language) })
              : t('public.appointment.deadlineChange', { date: formatDateTime(a.change_deadline_utc, formats, i18n.language) })}
        </Text>
      )}
    </Box>
  );
}

/** What to do when the link no longer allows the action. */
export function CannotChange({ appointment: a, text }: { appointment: TPublicAppointment; text: string }) {
  const { t } = useTranslation();
  const { inputs } = usePage();
  const link = useLinkProps();
  return (
    <Box>
      <ActionResult status="info">{text}</ActionResult>
      <Flex gap="2" mt="3" wrap="wrap">
        {a.clinic.phone && (
          <Button asChild variant="outline" size="sm">
            <a href={`tel:${a.clinic.phone.replace(/[^+\d]/g, '')}`}>{t('public.disabled.call', { phone: a.clinic.phone })}</a>
          </Button>
        )}
        <Button asChild variant="ghost" size="sm" colorPalette="brand">
          <a {...link(basePath(inputs.clinicSlug))}>{t('public.link.bookNew')}</a>
        </Button>
      </Flex>
    </Box>
  );
}
