import { Button, CloseButton, Drawer, Portal, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appointmentActions, type TAppointment, type TCalendarOptions } from '@vetclinic/domain';
import { toastError } from '../../ui/errors';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { http } from '../auth/session';
import { useAppointmentMutations, useCanManage, useClinicId } from './api';
import { CancelDialog, ConfirmActionDialog, ProposeDialog } from './action-dialogs';
import { AppointmentSummary } from './appointment-summary';
import { DepositDetails } from '../payments/deposit-panel';
import { toastSaved } from './feedback';
import { TagPicker } from '../tags/tag-picker';
import { CheckInPanel } from '../visits/check-in-panel';
import { AppointmentRecordButton } from '../records/start-record-button';
import { ChargeButton } from '../sales/charge-button';
import { SendConsentButton } from '../documents/consent-forms';

type Pending = 'cancel' | 'propose' | 'no-show' | 'new-link' | null;

/** An appointment's details and what the desk may do with it now (the API's own rules). */
export function AppointmentDrawer({ initial, options, onClose, onEdit }: { initial: TAppointment; options: TCalendarOptions; onClose: () => void; onEdit: (a: TAppointment) => void }) {
  const { t } = useTranslation();
  const clinicId = useClinicId();
  const canManage = useCanManage();
  const [pending, setPending] = useState<Pending>(null);
  const { confirm, noShow, newLink } = useAppointmentMutations();
  const query = useQuery({
    queryKey: ['clinic', clinicId, 'appointments', 'one', initial.id],
    queryFn: () => http.get<{ data: TAppointment }>(`/appointments/${initial.id}`).then((r) => r.data),
    initialData: initial,
    staleTime: 0,
  });
  const a = query.data;
  const can = appointmentActions(a);

  const doConfirm = async () => {
    try {
      const res = await confirm.mutateAsync({ id: a.id });
      toastSaved(t('calendar.actions.confirmed'), res.warnings);
    } catch (err) {
      toastError(err);
    }
  };
  const doNoShow = async () => {
    try {
      await noShow.mutateAsync(a.id);
      toastSaved(t('calendar.actions.noShowSaved'));
      setPending(null);
    } catch (err) {
      toastError(err);
    }
  };

  const doNewLink = async () => {
    try {
      const res = await newLink.mutateAsync(a.id);
      toastSaved(t('calendar.actions.newLinkSent'), res.warnings);
      setPending(null);
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <>
      <Drawer.Root open onOpenChange={(e) => !e.open && !pending && onClose()} placement="end" size={{ base: 'full', sm: 'sm' }}>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>{a.client?.full_name ?? t('calendar.details.title')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : !a ? <ListSkeleton /> : (
                  <Stack gap="5">
                    <AppointmentSummary appointment={a} />
                    <TagPicker entityType="appointment" entityId={a.id} />
                    <CheckInPanel appointment={a} />
                    {a.deposit && <DepositDetails deposit={a.deposit} canManage={canManage} />}
                    {canManage ? (
                      <Wrap gap="2">
                        {can.confirm && <Button size="sm" colorPalette="green" loading={confirm.isPending} onClick={() => void doConfirm()}>{t('calendar.actions.confirm')}</Button>}
                        {can.edit && <Button size="sm" variant="outline" onClick={() => onEdit(a)}>{t('calendar.actions.edit')}</Button>}
                        {can.propose && <Button size="sm" variant="outline" onClick={() => setPending('propose')}>{t('calendar.actions.propose')}</Button>}
                        {can.no_show && <Button size="sm" variant="outline" colorPalette="orange" onClick={() => setPending('no-show')}>{t('calendar.actions.noShow')}</Button>}
                        {can.new_link && <Button size="sm" variant="outline" onClick={() => setPending('new-link')}>{t('calendar.actions.newLink')}</Button>}
                        {can.cancel && <Button size="sm" variant="outline" colorPalette="red" onClick={() => setPending('cancel')}>{t('calendar.actions.cancel')}</Button>}
                      </Wrap>
                    ) : (
                      <Text fontSize="sm" color="fg.muted">{t('calendar.details.readOnly')}</Text>
                    )}
                    {!can.edit && <Text fontSize="sm" color="fg.muted">{t('calendar.details.final')}</Text>}
                    <Wrap gap="2">
                      <AppointmentRecordButton appointment={a} />
                      <ChargeButton appointmentId={a.id} />
                      {a.pets[0] && <SendConsentButton petId={a.pets[0].id} appointmentId={a.id} />}
                    </Wrap>
                  </Stack>
                )}
              </Drawer.Body>
              <Drawer.CloseTrigger asChild><CloseButton size="sm" aria-label={t('labels.close')} /></Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      {pending === 'cancel' && <CancelDialog appointment={a} onClose={() => setPending(null)} />}
      {pending === 'propose' && <ProposeDialog appointment={a} options={options} onClose={() => setPending(null)} />}
      {pending === 'no-show' && (
        <ConfirmActionDialog title={t('calendar.actions.noShowTitle')} text={t('calendar.actions.noShowText', { client: a.client?.full_name ?? '' })}
          action={t('calendar.actions.noShow')} loading={noShow.isPending} onConfirm={() => void doNoShow()} onClose={() => setPending(null)} />
      )}
      {pending === 'new-link' && (
        <ConfirmActionDialog title={t('calendar.actions.newLinkTitle')} text={t('calendar.actions.newLinkText', { client: a.client?.full_name ?? '' })}
          action={t('calendar.actions.newLinkSend')} loading={newLink.isPending} onConfirm={() => void doNewLink()} onClose={() => setPending(null)} />
      )}
    </>
  );
}
