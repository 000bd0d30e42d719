import { Button, Checkbox, HStack, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DIAGNOSIS_CATEGORIES, DIAGNOSIS_SPECIES, ZDiagnosisInput, type TDiagnosis } from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { applyServerErrors, toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { useUnsavedGuard } from '../../ui/use-unsaved-guard';
import { TaskDialog } from '../tasks/task-dialog';
import { useDiagnosisMutations } from './api';

type FormIn = z.input<typeof ZDiagnosisInput>;
type FormOut = z.output<typeof ZDiagnosisInput>;

const toForm = (d: TDiagnosis | null): FormIn => ({
  name: d?.name ?? '', description: d?.description ?? '', recommendation: d?.recommendation ?? '', code: d?.code ?? '',
  category: (d?.category ?? null) as FormIn['category'], species: (d?.species ?? []) as FormIn['species'], is_active: d?.is_active ?? true,
});

/** Create or edit a catalogue diagnosis: name, description, recommendation, code, body system, species hints, active. */
export function DiagnosisFormDialog({ open, diagnosis, onClose }: { open: boolean; diagnosis: TDiagnosis | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { create, update } = useDiagnosisMutations();
  const defaults = useMemo(() => toForm(diagnosis), [diagnosis]);
  const { register, handleSubmit, formState, control, reset, setError } = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(ZDiagnosisInput), defaultValues: defaults });
  useEffect(() => {
    if (open) reset(defaults);
  }, [open, defaults, reset]);
  useUnsavedGuard(open && formState.isDirty);
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    try {
      if (diagnosis) await update.mutateAsync({ id: diagnosis.id, body: values });
      else await create.mutateAsync(values);
      toaster.create({ type: 'success', title: t(diagnosis ? 'diagnoses.catalogue.saved' : 'diagnoses.catalogue.created'), closable: true });
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError)) toastError(err);
    }
  });

  return (
    <TaskDialog open={open} title={t(diagnosis ? 'diagnoses.catalogue.edit' : 'diagnoses.catalogue.new')} desktopSize="lg" dirty={formState.isDirty} onClose={onClose} onSubmit={submit}
      submitButton={<Button type="submit" colorPalette="brand" loading={create.isPending || update.isPending}>{t(diagnosis ? 'diagnoses.save' : 'diagnoses.catalogue.create')}</Button>}>
      <Stack gap="4">
        <FormField label={t('diagnoses.fields.name')} error={errors.name} required>
          <Input {...register('name')} autoComplete="off" />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField label={t('diagnoses.fields.category')} error={errors.category}>
            <Controller control={control} name="category" render={({ field }) => (
              <NativeSelect.Root>
                <NativeSelect.Field value={field.value ?? ''} onChange={(e) => field.onChange(e.target.value || null)}>
                  <option value="">{t('diagnoses.catalogue.noCategory')}</option>
                  {DIAGNOSIS_CATEGORIES.map((c) => <option key={c} value={c}>{t(`diagnoses.categories.${c}`)}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )} />
          </FormField>
          <FormField label={t('diagnoses.fields.code')} error={errors.code}>
            <Input {...register('code')} autoComplete="off" />
          </FormField>
        </SimpleGrid>
        <FormField label={t('diagnoses.fields.description')} error={errors.description}>
          <Textarea rows={3} {...register('description')} />
        </FormField>
        <FormField label={t('diagnoses.fields.recommendation')} error={errors.recommendation}>
          <Textarea rows={3} {...register('recommendation')} />
        </FormField>
        <FormField label={t('diagnoses.fields.species')} error={errors.species as { message?: string } | undefined} helper={t('diagnoses.catalogue.speciesHelp')}>
          <Controller control={control} name="species" render={({ field }) => {
            const value = (field.value ?? []) as string[];
            return (
              <HStack gap="3" flexWrap="wrap">
                {DIAGNOSIS_SPECIES.map((s) => (
                  <Checkbox.Root key={s} size="sm" checked={value.includes(s)} onCheckedChange={(e) => field.onChange(e.checked ? [...value, s] : value.filter((x) => x !== s))}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t(`diagnoses.species.${s}`)}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </HStack>
            );
          }} />
        </FormField>
        <Controller control={control} name="is_active" render={({ field }) => (
          <Checkbox.Root checked={!!field.value} onCheckedChange={(e) => field.onChange(!!e.checked)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('diagnoses.fields.active')}</Checkbox.Label>
          </Checkbox.Root>
        )} />
      </Stack>
    </TaskDialog>
  );
}
