import { Stack } from '@chakra-ui/react';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { isHttpStatus } from '../booking-api';
import { useAppointment } from '../use-public-data';
import { AppointmentView } from './appointment-view';
import { CancelView } from './cancel-view';
import { LinkProblem } from './link-problem';
import { RescheduleView } from './reschedule-view';

/** Pages opened from mail links: the card first, then the action, then the result. */
export function AppointmentRoutes({ token, action }: { token: string; action: 'view' | 'cancel' | 'reschedule' }) {
  const appointment = useAppointment(token);
  if (appointment.isPending) {
    return (
      <Stack gap="4" aria-busy="true">
        <ListSkeleton rows={5} />
      </Stack>
    );
  }
  if (appointment.isError) {
    if (isHttpStatus(appointment.error, 404)) return <LinkProblem kind="invalid" />;
    if (isHttpStatus(appointment.error, 410)) return <LinkProblem kind="expired" />;
    return <ErrorState error={appointment.error} onRetry={() => void appointment.refetch()} />;
  }
  if (action === 'cancel') return <CancelView token={token} appointment={appointment.data} />;
  if (action === 'reschedule') return <RescheduleView token={token} appointment={appointment.data} />;
  return <AppointmentView token={token} appointment={appointment.data} />;
}
