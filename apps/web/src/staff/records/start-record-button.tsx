import { Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { TAppointment, TRecordListItem } from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';
import { NewRecordDialog } from './new-record-dialog';
import type { Page } from './api';

/** "New record" on a pet's profile: picks a template and opens the editor. */
export function NewRecordButton({ pet, size = 'sm' }: { pet: { id: number; nickname: string }; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const [open, setOpen] = useState(false);
  if (!clinic?.permissions.includes('records.manage')) return null;
  return (
    <>
      <Button size={size} colorPalette="brand" variant="outline" onClick={() => setOpen(true)}>{t('records.new.button')}</Button>
      <NewRecordDialog open={open} onClose={() => setOpen(false)} pet={{ id: pet.id, label: pet.nickname }} />
    </>
  );
}

/** The appointment drawer's "Start record", or "Open record" when a record covers it (one at most). */
export function AppointmentRecordButton({ appointment: a }: { appointment: TAppointment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { clinic } = useActiveClinic();
  const [open, setOpen] = useState(false);
  const pet = a.pets[0];
  const canView = clinic?.permissions.includes('records.view') ?? false;
  const canManage = clinic?.permissions.includes('records.manage') ?? false;
  const existing = useQuery({
    queryKey: ['clinic', clinic?.id, 'records', 'appointment', a.id],
    queryFn: () => http.get<Page<TRecordListItem>>('/records', { 'filter[appointment_id]': a.id, per_page: 1 }).then((r) => r.data[0]?.id ?? null),
    enabled: !!clinic && !!pet && canView,
  });
  if (!pet || !canView) return null;
  if (existing.isPending) return <Button size="sm" variant="outline" loading disabled>{t('records.new.openRecord')}</Button>;
  if (existing.data) return <Button size="sm" variant="outline" colorPalette="brand" onClick={() => navigate(`/records/${existing.data}`)}>{t('records.new.openRecord')}</Button>;
  if (!canManage) return null;
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setOpen(true)}>{t('records.new.startRecord')}</Button>
      <NewRecordDialog open={open} onClose={() => setOpen(false)} appointmentId={a.id} pet={{ id: pet.id, label: pet.nickname }} />
    </>
  );
}
