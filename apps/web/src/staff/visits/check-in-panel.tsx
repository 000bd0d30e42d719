import { Button, HStack, Link, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DateTime } from 'luxon';
import { FREEING_APPOINTMENT_STATUSES, type TAppointment } from '@vetclinic/domain';
import { toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';
import { useCanManageVisits, useVisitMutations, visitKeys, type Board } from './api';

/**
 * In the appointment drawer: "Check in" for today's active appointments, which puts the visit on the
 * whiteboard; once checked in, its stage and a link to the board.
 */
export function CheckInPanel({ appointment }: { appointment: TAppointment }) {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const canManage = useCanManageVisits();
  const { checkIn } = useVisitMutations();
  const zone = clinic?.timezone ?? 'UTC';
  const isToday = DateTime.fromISO(appointment.datetime_start_utc).setZone(zone).hasSame(DateTime.now().setZone(zone), 'day');
  const active = !(FREEING_APPOINTMENT_STATUSES as readonly number[]).includes(appointment.status);
  const board = useQuery({
    queryKey: visitKeys.board(clinic?.id, ''),
    queryFn: () => http.get<Board>('/visits'),
    enabled: !!clinic && isToday,
  });
  if (!isToday || !active) return null;
  const visit = board.data?.data.find((v) => v.appointment_id === appointment.id);

  const doCheckIn = async () => {
    try {
      await checkIn.mutateAsync(appointment.id);
      toaster.create({ type: 'success', title: t('visits.checkIn.done'), closable: true });
    } catch (err) {
      toastError(err);
    }
  };

  if (visit) {
    return (
      <HStack gap="2" wrap="wrap" fontSize="sm">
        <Text>{t('visits.checkIn.onBoard', { stage: t(`visits.stages.${visit.stage}`) })}</Text>
        <Link asChild colorPalette="brand" fontWeight="medium"><RouterLink to="/whiteboard">{t('visits.checkIn.openBoard')}</RouterLink></Link>
      </HStack>
    );
  }
  if (!canManage || board.isPending) return null;
  return <Button size="sm" colorPalette="brand" loading={checkIn.isPending} onClick={() => void doCheckIn()}>{t('visits.checkIn.action')}</Button>;
}
