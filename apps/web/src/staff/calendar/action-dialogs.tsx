import { Button, Checkbox, CloseButton, Dialog, HStack, NativeSelect, Portal, SimpleGrid, Skeleton, Stack, Text, Textarea, Wrap, chakra, useBreakpointValue } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZCancelForm, ZProposeForm,
  type TAppointment, type TCalendarOptions, type TCancelFormIn, type TCancelFormOut, type TProposeFormIn, type TProposeFormOut, type TVetTimeslots,
} from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { DateInput } from '../../ui/date-time/date-input';
import { TimeInput } from '../../ui/date-time/time-input';
import { applyServerErrors, toastError } from '../../ui/errors';
import { http } from '../auth/session';
import { useClinicFormat } from '../clinic/use-clinic';
import { useAppointmentMutations, useClinicId } from './api';
import { localParts, toUtcIso } from './clinic-time';
import { toastSaved } from './feedback';
import { AppointmentSummary } from './appointment-summary';
import { DiscardPrompt } from './discard-prompt';

function Shell({ title, onClose, children, footer, onSubmit, guard }: { title: string; onClose: () => void; children: ReactNode; footer: ReactNode; onSubmit: () => void; guard?: boolean }) {
  const { t } = useTranslation();
  const [ask, setAsk] = useState(false);
  const isPhone = useBreakpointValue({ base: true, sm: false }) ?? false;
  const close = () => (guard && !ask ? setAsk(true) : onClose());
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && close()} size={isPhone ? 'full' : 'md'} closeOnInteractOutside={false} role="dialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form noValidate display="contents" onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>
              <Dialog.Header><Dialog.Title>{title}</Dialog.Title></Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                {ask ? (
                  <DiscardPrompt onKeep={() => setAsk(false)} onDiscard={onClose} />
                ) : (
                  <>
                    <Button size="sm" variant="ghost" onClick={close}>{t('labels.close')}</Button>
                    {footer}
                  </>
                )}
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label={t('labels.close')} /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function NotifyBoxes<T extends { notify_mail: boolean; notify_sms: boolean }>({ control }: { control: Control<T> }) {
  const { t } = useTranslation();
  const c = control as unknown as Control<{ notify_mail: boolean; notify_sms: boolean }>;
  return (
    <HStack gap="5" wrap="wrap">
      {(['notify_mail', 'notify_sms'] as const).map((name) => (
        <Controller key={name} control={c} name={name} render={({ field }) => (
          <Checkbox.Root size="sm" colorPalette="brand" checked={!!field.value} onCheckedChange={(e) => field.onChange(!!e.checked)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t(name === 'notify_mail' ? 'calendar.form.notifyMail' : 'calendar.form.notifySms')}</Checkbox.Label>
          </Checkbox.Root>
        )} />
      ))}
    </HStack>
  );
}

/**
 * Cancel by the clinic (→ 7) or, for an online request, decline it: an optional reason that the
 * client's mail repeats. Destructive, so it always goes through this confirmation.
 */
export function CancelDialog({ appointment, decline, onClose, onDone }: { appointment: TAppointment; decline?: boolean; onClose: () => void; onDone?: () => void }) {
  const { t } = useTranslation();
  const { cancel } = useAppointmentMutations();
  const { register, handleSubmit, control, formState, setError } = useForm<TCancelFormIn, unknown, TCancelFormOut>({
    resolver: zodResolver(ZCancelForm), defaultValues: { reason: '', notify_mail: true, notify_sms: false },
  });
  const submit = handleSubmit(async (v) => {
    try {
      const res = await cancel.mutateAsync({ id: appointment.id, body: { reason: v.reason, notify: { mail: v.notify_mail, sms: v.notify_sms } } });
      toastSaved(t(decline ? 'calendar.actions.declined' : 'calendar.actions.cancelled'), res.warnings);
      onDone?.();
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError)) toastError(err);
    }
  });
  const action = decline ? t('requests.decline') : t('calendar.actions.cancel');
  return (
    <Shell title={decline ? t('requests.declineTitle') : t('calendar.actions.cancelTitle')} onClose={onClose} onSubmit={submit} guard={formState.isDirty}
      footer={<Button type="submit" size="sm" colorPalette="red" loading={formState.isSubmitting}>{action}</Button>}>
      <Stack gap="4">
        <AppointmentSummary appointment={appointment} compact />
        <FormField label={t('calendar.actions.reason')} error={formState.errors.reason} helper={t('calendar.actions.reasonHelper')}>
          <Textarea size="sm" rows={3} {...register('reason')} />
        </FormField>
        <NotifyBoxes control={control} />
      </Stack>
    </Shell>
  );
}

/**
 * Propose another time (→ 3): the client gets a mail whose page offers Accept. Free times of the
 * chosen vet and day (staff rules) are offered as chips; any other time can be typed.
 */
export function ProposeDialog({ appointment, options, onClose, onDone }: { appointment: TAppointment; options: TCalendarOptions; onClose: () => void; onDone?: () => void }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const clinicId = useClinicId();
  const { propose } = useAppointmentMutations();
  const current = localParts(appointment.datetime_start_utc, fmt.zone);
  const { register, handleSubmit, control, formState, setError, setValue } = useForm<TProposeFormIn, unknown, TProposeFormOut>({
    resolver: zodResolver(ZProposeForm),
    defaultValues: { vet_id: appointment.vet.id, date: current.date, time: current.time, notify_mail: true, notify_sms: false },
  });
  const [vetId, date, time] = useWatch({ control, name: ['vet_id', 'date', 'time'] });
  const packageIds = appointment.services.map((s) => s.id);
  const slots = useQuery({
    queryKey: ['clinic', clinicId, 'staff-timeslots', Number(vetId), date, packageIds],
    queryFn: () => http.get<{ data: TVetTimeslots[] }>(`/clinics/${clinicId}/vets-timeslots`, { start_date: String(date), end_date: String(date), vet_id: Number(vetId), service_package_ids: packageIds }).then((r) => r.data),
    enabled: !!clinicId && !!date && packageIds.length > 0 && /^\d{4}-\d{2}-\d{2}$/.test(String(date)),
  });
  const free = (slots.data?.[0]?.schedule[String(date)] ?? []).filter((iso) => iso !== appointment.datetime_start_utc || Number(vetId) !== appointment.vet.id);
  const submit = handleSubmit(async (v) => {
    const start = toUtcIso(v.date, v.time, fmt.zone);
    try {
      const res = await propose.mutateAsync({ id: appointment.id, body: { datetime_start_utc: start!, vet_id: v.vet_id, notify: { mail: v.notify_mail, sms: v.notify_sms } } });
      toastSaved(t('calendar.actions.proposed'), res.warnings);
      onDone?.();
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError)) toastError(err);
    }
  });
  return (
    <Shell title={t('calendar.actions.proposeTitle')} onClose={onClose} onSubmit={submit} guard={formState.isDirty}
      footer={<Button type="submit" size="sm" colorPalette="brand" loading={formState.isSubmitting}>{t('calendar.actions.sendProposal')}</Button>}>
      <Stack gap="4">
        <AppointmentSummary appointment={appointment} compact />
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <FormField label={t('calendar.form.vet')} error={formState.errors.vet_id} required>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field {...register('vet_id')}>
                {options.vets.map((v) => <option key={v.id} value={v.id}>{v.full_name}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('calendar.form.date')} error={formState.errors.date} required>
            <Controller control={control} name="date" render={({ field }) => (
              <DateInput size="sm" format={fmt.dateFormat} name={field.name} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
            )} />
          </FormField>
          <FormField label={t('calendar.form.time')} error={formState.errors.time ?? (formState.errors as Record<string, { message?: string }>).datetime_start_utc} required>
            <Controller control={control} name="time" render={({ field }) => (
              <TimeInput size="sm" format={fmt.timeFormat} name={field.name} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
            )} />
          </FormField>
        </SimpleGrid>
        {packageIds.length > 0 && (
          <Stack gap="1.5">
            <Text fontSize="sm" fontWeight="500" id="free-times-label">{t('calendar.actions.freeTimes')}</Text>
            {slots.isPending && slots.fetchStatus !== 'idle' ? <Skeleton h="8" /> : free.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">{t('calendar.actions.noFreeTimes')}</Text>
            ) : (
              <Wrap gap="1.5" role="group" aria-labelledby="free-times-label" maxH="32" overflowY="auto">
                {free.map((iso) => {
                  const local = localParts(iso, fmt.zone).time;
                  return (
                    <Button key={iso} size="xs" variant={local === time ? 'solid' : 'outline'} colorPalette="brand" onClick={() => setValue('time', local, { shouldDirty: true })}>
                      {fmt.time(iso)}
                    </Button>
                  );
                })}
              </Wrap>
            )}
          </Stack>
        )}
        <NotifyBoxes control={control} />
      </Stack>
    </Shell>
  );
}

/** Asks before an action that can't be undone from here (no-show). */
export function ConfirmActionDialog({ title, text, action, onConfirm, onClose, loading }: { title: string; text: string; action: string; onConfirm: () => void; onClose: () => void; loading?: boolean }) {
  return (
    <Shell title={title} onClose={onClose} onSubmit={onConfirm} footer={<Button type="submit" size="sm" colorPalette="red" loading={loading}>{action}</Button>}>
      <Text>{text}</Text>
    </Shell>
  );
}
