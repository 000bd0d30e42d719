import { Badge, Button, HStack, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZShiftInput, type TShift, type TShiftConflict, type TShiftInput } from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { DateInput } from '../../ui/date-time/date-input';
import { TimeInput } from '../../ui/date-time/time-input';
import { useClinicFormat } from '../clinic/use-clinic';
import { applyServerErrors, toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { useClinicVets } from '../team/api';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormDialog } from '../../ui/form-dialog';
import { shiftConflictsOf, useShiftMutations } from './api';
import { ConflictsDialog } from './conflicts-dialog';

export interface ShiftDraft { vet_id: number | ''; date: string }

/** "Add shift" (a draft) / "Edit shift"; a published shift stays published, after the conflict check. */
export function ShiftDialog({ open, shift, draft, onClose }: { open: boolean; shift: TShift | null; draft: ShiftDraft | null; onClose: () => void }) {
  const { t } = useTranslation();
  const vets = useClinicVets();
  const { save, remove } = useShiftMutations();
  const [conflicts, setConflicts] = useState<{ list: TShiftConflict[]; retry: () => void } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const defaults = useMemo<TShiftInput>(() => ({
    vet_id: shift?.vet_id ?? draft?.vet_id ?? '', date: shift?.date ?? draft?.date ?? '', start_time: shift?.start_time ?? '09:00',
    end_time: shift?.end_time === '24:00' ? '23:59' : shift?.end_time ?? '17:00', note: shift?.note ?? '',
  }), [shift, draft]);
  const { register, handleSubmit, formState, reset, setError, control } = useForm<TShiftInput>({ resolver: zodResolver(ZShiftInput) as never, defaultValues: defaults });
  const fmt = useClinicFormat();
  useEffect(() => {
    if (open) reset(defaults);
  }, [open, defaults, reset]);
  const errors = formState.errors;

  const send = async (input: TShiftInput) => {
    // A time input cannot show 24:00: an untouched midnight end keeps ending at midnight.
    const body = shift?.end_time === '24:00' && input.end_time === '23:59' ? { ...input, end_time: '24:00' } : input;
    try {
      await save.mutateAsync({ id: shift?.id, body });
      toaster.create({ type: 'success', title: t(shift ? 'shifts.saved' : 'shifts.added'), closable: true });
      setConflicts(null);
      onClose();
    } catch (err) {
      const list = shiftConflictsOf(err);
      if (list) setConflicts({ list, retry: () => void send({ ...body, force: true }) });
      else if (!applyServerErrors(err, setError)) toastError(err);
    }
  };
  const destroy = async (force = false) => {
    if (!shift) return;
    try {
      await remove.mutateAsync({ id: shift.id, force });
      toaster.create({ type: 'success', title: t('shifts.deleted'), closable: true });
      setConfirmDelete(false);
      setConflicts(null);
      onClose();
    } catch (err) {
      setConfirmDelete(false);
      const list = shiftConflictsOf(err);
      if (list) setConflicts({ list, retry: () => void destroy(true) });
      else toastError(err);
    }
  };

  return (
    <>
      <FormDialog open={open} onClose={onClose} dirty={formState.isDirty} size="md" onSubmit={handleSubmit((v) => send(v))}
        title={t(shift ? 'shifts.editShift' : 'shifts.addShift')}
        footer={(
          <HStack>
            {shift && <Button variant="ghost" colorPalette="red" onClick={() => setConfirmDelete(true)}>{t('shifts.delete')}</Button>}
            <Button type="submit" colorPalette="brand" loading={save.isPending}>{t('shifts.save')}</Button>
          </HStack>
        )}>
        <Stack gap="4">
          {shift && <Badge alignSelf="start" colorPalette={shift.status === 'published' ? 'green' : 'orange'}>{t(`shifts.status.${shift.status}`)}</Badge>}
          <FormField label={t('shifts.fields.vet')} error={errors.vet_id} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('vet_id')}>
                <option value="">{t('shifts.chooseVet')}</option>
                {vets.data?.map((v) => <option key={v.id} value={v.id}>{v.full_name}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('shifts.fields.date')} error={errors.date} required><Controller control={control} name="date" render={({ field }) => <DateInput format={fmt.dateFormat} name={field.name} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />} /></FormField>
          <SimpleGrid columns={2} gap="3">
            <FormField label={t('shifts.fields.start')} error={errors.start_time} required><Controller control={control} name="start_time" render={({ field }) => <TimeInput format={fmt.timeFormat} name={field.name} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />} /></FormField>
            <FormField label={t('shifts.fields.end')} error={errors.end_time} required><Controller control={control} name="end_time" render={({ field }) => <TimeInput format={fmt.timeFormat} name={field.name} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />} /></FormField>
          </SimpleGrid>
          <FormField label={t('shifts.fields.note')} error={errors.note}><Input {...register('note')} maxLength={200} /></FormField>
        </Stack>
      </FormDialog>
      <ConfirmDialog open={confirmDelete} title={t('shifts.deleteTitle')} body={t(shift?.status === 'published' ? 'shifts.deletePublishedBody' : 'shifts.deleteBody')}
        confirmLabel={t('shifts.delete')} loading={remove.isPending} onCancel={() => setConfirmDelete(false)} onConfirm={() => void destroy()} />
      <ConflictsDialog conflicts={conflicts?.list ?? null} confirmLabel={t('shifts.conflicts.saveAnyway')} loading={save.isPending || remove.isPending}
        onCancel={() => setConflicts(null)} onConfirm={() => conflicts?.retry()} />
    </>
  );
}
