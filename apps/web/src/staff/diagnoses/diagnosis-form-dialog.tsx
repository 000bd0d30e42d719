import { Button, Checkbox, HStack, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DIAGNOSIS_CATEGORIES, DIAGNOSIS_SPECIES, ZDiagnosisInput, type TDiagnosis } from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { useEntityForm } from '../../ui/use-entity-form';
import { TaskDialog } from '../tasks/task-dialog';
import { useDiagnosisMutations } from './api';

type FormIn = z.input<typeof ZDiagnosisInput>;

const toForm = (d: TDiagnosis | null): FormIn => ({
  name: d?.name ?? '', description: d?.description ?? '', recommendation: d?.recommendation ?? '', code: d?.code ?? '',
  category: (d?.category ?? null) as FormIn['category'], species: (d?.species ?? []) as FormIn['species'], is_active: d?.is_active ?? true,
});

/** Create or edit a catalogue diagnosis: name, description, recommendation, code, body system, species hints, active. */
export function DiagnosisFormDialog({ open, diagnosis, onClose }: { open: boolean; diagnosis: TDiagnosis | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { create, update } = useDiagnosisMutations();
  const { form, submit, saving } = useEntityForm({
    schema: ZDiagnosisInput, entity: diagnosis, toForm, open, create, update, onClose,
    savedTitle: t(diagnosis ? 'diagnoses.catalogue.saved' : 'diagnoses.catalogue.created'),
  });
  const { register, formState, control } = form;
  const errors = formState.errors;

  return (
    <TaskDialog open={open} title={t(diagnosis ? 'diagnoses.catalogue.edit' : 'diagnoses.catalogue.new')} desktopSize="lg" dirty={formState.isDirty} onClose={onClose} onSubmit={submit}
      submitButton={<Button type="submit" colorPalette="brand" loading={saving}>{t(diagnosis ? 'diagnoses.save' : 'diagnoses.catalogue.create')}</Button>}>
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
