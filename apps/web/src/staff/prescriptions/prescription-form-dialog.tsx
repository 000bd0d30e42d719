import { Button, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PRESCRIPTION_ROUTES, ZPrescriptionInput, type TPrescription } from '@vetclinic/domain';
import { DateInput } from '../../ui/date-time/date-input';
import { FormField } from '../../ui/form-field';
import { applyServerErrors, toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { useUnsavedGuard } from '../../ui/use-unsaved-guard';
import { useClinicFormat } from '../clinic/use-clinic';
import { TaskDialog } from '../tasks/task-dialog';
import { usePrescriptionMutations } from './api';

type FormIn = z.input<typeof ZPrescriptionInput>;
type FormOut = z.output<typeof ZPrescriptionInput>;

const toForm = (petId: number, recordId: number | null, p: TPrescription | null): FormIn => ({
  pet_id: petId, record_id: recordId, drug: p?.drug ?? '', strength: p?.strength ?? '', dose: p?.dose ?? '', unit: p?.unit ?? '',
  route: (p?.route ?? 'oral') as FormIn['route'], frequency: p?.frequency ?? '', duration_days: p?.duration_days ?? null, quantity: p?.quantity ?? '',
  refills: p?.refills ?? 0, expires_on: p?.expires_on ?? null, instructions: p?.instructions ?? '',
});

const intOrNull = (v: string) => (v.trim() === '' ? null : Number(v));

/** Write or edit a prescription; validated by the shared zod schema before it is sent. */
export function PrescriptionFormDialog({ open, petId, recordId, prescription, onClose }: { open: boolean; petId: number; recordId: number | null; prescription: TPrescription | null; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const { create, update } = usePrescriptionMutations();
  const defaults = useMemo(() => toForm(petId, recordId, prescription), [petId, recordId, prescription]);
  const { register, handleSubmit, formState, control, reset, setError } = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(ZPrescriptionInput), defaultValues: defaults });
  useEffect(() => {
    if (open) reset(defaults);
  }, [open, defaults, reset]);
  useUnsavedGuard(open && formState.isDirty);
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    try {
      if (prescription) {
        const { pet_id: _pet, record_id: _record, vet_id: _vet, ...body } = values;
        await update.mutateAsync({ id: prescription.id, body });
      } else {
        await create.mutateAsync(values);
      }
      toaster.create({ type: 'success', title: t(prescription ? 'prescriptions.saved' : 'prescriptions.created'), closable: true });
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError)) toastError(err);
    }
  });

  return (
    <TaskDialog open={open} title={t(prescription ? 'prescriptions.edit' : 'prescriptions.new')} desktopSize="lg" dirty={formState.isDirty} onClose={onClose} onSubmit={submit}
      submitButton={<Button type="submit" colorPalette="brand" loading={create.isPending || update.isPending}>{t(prescription ? 'prescriptions.save' : 'prescriptions.create')}</Button>}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField label={t('prescriptions.fields.drug')} error={errors.drug} required>
            <Input {...register('drug')} autoComplete="off" />
          </FormField>
          <FormField label={t('prescriptions.fields.strength')} error={errors.strength}>
            <Input {...register('strength')} autoComplete="off" placeholder="250 mg" />
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
          <FormField label={t('prescriptions.fields.dose')} error={errors.dose} required>
            <Input {...register('dose')} inputMode="decimal" autoComplete="off" />
          </FormField>
          <FormField label={t('prescriptions.fields.unit')} error={errors.unit} required>
            <Input {...register('unit')} autoComplete="off" placeholder={t('prescriptions.unitPlaceholder')} />
          </FormField>
          <FormField label={t('prescriptions.fields.route')} error={errors.route} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('route')}>
                {PRESCRIPTION_ROUTES.map((r) => <option key={r} value={r}>{t(`prescriptions.route.${r}`)}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField label={t('prescriptions.fields.frequency')} error={errors.frequency} required>
            <Input {...register('frequency')} autoComplete="off" placeholder={t('prescriptions.frequencyPlaceholder')} />
          </FormField>
          <FormField label={t('prescriptions.fields.durationDays')} error={errors.duration_days}>
            <Controller control={control} name="duration_days" render={({ field }) => (
              <Input type="number" min={1} value={field.value == null ? '' : String(field.value)} onChange={(e) => field.onChange(intOrNull(e.target.value))} onBlur={field.onBlur} />
            )} />
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
          <FormField label={t('prescriptions.fields.quantity')} error={errors.quantity}>
            <Input {...register('quantity')} autoComplete="off" />
          </FormField>
          <FormField label={t('prescriptions.fields.refills')} error={errors.refills}>
            <Controller control={control} name="refills" render={({ field }) => (
              <Input type="number" min={0} max={99} value={field.value == null ? '' : String(field.value)} onChange={(e) => field.onChange(intOrNull(e.target.value) ?? 0)} onBlur={field.onBlur} />
            )} />
          </FormField>
          <FormField label={t('prescriptions.fields.expiresOn')} error={errors.expires_on}>
            <Controller control={control} name="expires_on" render={({ field }) => (
              <DateInput format={fmt.dateFormat} value={field.value ?? ''} onChange={(v) => field.onChange(v === '' ? null : v)} />
            )} />
          </FormField>
        </SimpleGrid>
        <FormField label={t('prescriptions.fields.instructions')} error={errors.instructions}>
          <Textarea rows={3} {...register('instructions')} />
        </FormField>
      </Stack>
    </TaskDialog>
  );
}
