import { Button, Grid, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZShiftTemplateInput, type TShiftTemplate, type TShiftTemplateInput } from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { TimeInput } from '../../ui/date-time/time-input';
import { useClinicFormat } from '../clinic/use-clinic';
import { applyServerErrors, toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { useClinicVets } from '../team/api';
import { FormDialog } from '../../ui/form-dialog';
import { useShiftMutations } from './api';

type Form = { name: string; entries: { vet_id: number | string; day: number; start_time: string; end_time: string }[] };

/** A template: its name and weekly lines "this vet works this day from–to". */
export function TemplateDialog({ open, template, onClose }: { open: boolean; template: TShiftTemplate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const vets = useClinicVets();
  const { saveTemplate } = useShiftMutations();
  const defaults = useMemo<Form>(() => ({ name: template?.name ?? '', entries: template?.entries.map(({ vet_id, day, start_time, end_time }) => ({ vet_id, day, start_time, end_time })) ?? [] }), [template]);
  const { register, handleSubmit, formState, control, reset, setError } = useForm<Form>({ resolver: zodResolver(ZShiftTemplateInput) as never, defaultValues: defaults });
  const { fields, append, remove } = useFieldArray({ control, name: 'entries' });
  const fmt = useClinicFormat();
  useEffect(() => {
    if (open) reset(defaults);
  }, [open, defaults, reset]);
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    try {
      await saveTemplate.mutateAsync({ id: template?.id, body: values as TShiftTemplateInput });
      toaster.create({ type: 'success', title: t('shifts.templates.saved'), closable: true });
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError)) toastError(err);
    }
  });

  return (
    <FormDialog open={open} onClose={onClose} dirty={formState.isDirty} size="xl" onSubmit={submit} title={t(template ? 'shifts.templates.editTitle' : 'shifts.templates.newTitle')}
      footer={<Button type="submit" colorPalette="brand" loading={saveTemplate.isPending}>{t('shifts.save')}</Button>}>
      <Stack gap="4">
        <FormField label={t('shifts.templates.name')} error={errors.name} required><Input {...register('name')} autoComplete="off" /></FormField>
        <Stack gap="2" as="fieldset">
          <Text as="legend" fontWeight="600" mb="1">{t('shifts.templates.lines')}</Text>
          {fields.length === 0 && <Text fontSize="sm" color="fg.muted">{t('shifts.templates.noLines')}</Text>}
          {fields.map((f, i) => {
            const e = errors.entries?.[i];
            const message = e?.vet_id?.message ?? e?.start_time?.message ?? e?.end_time?.message;
            return (
              <Stack key={f.id} gap="1">
                <Grid templateColumns={{ base: '1fr 1fr', md: '2fr 1.3fr 1fr 1fr auto' }} gap="2" alignItems="center">
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field aria-label={t('shifts.templates.lineVet', { n: i + 1 })} aria-invalid={!!e?.vet_id} {...register(`entries.${i}.vet_id`)}>
                      <option value="">{t('shifts.chooseVet')}</option>
                      {vets.data?.map((v) => <option key={v.id} value={v.id}>{v.full_name}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field aria-label={t('shifts.templates.lineDay', { n: i + 1 })} {...register(`entries.${i}.day`, { valueAsNumber: true })}>
                      {[1, 2, 3, 4, 5, 6, 7].map((d) => <option key={d} value={d}>{t(`days.${d}`)}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Controller control={control} name={`entries.${i}.start_time`} render={({ field }) => (
                    <TimeInput size="sm" format={fmt.timeFormat} aria-label={t('shifts.templates.lineStart', { n: i + 1 })} aria-invalid={!!e?.start_time} name={field.name} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
                  )} />
                  <Controller control={control} name={`entries.${i}.end_time`} render={({ field }) => (
                    <TimeInput size="sm" format={fmt.timeFormat} aria-label={t('shifts.templates.lineEnd', { n: i + 1 })} aria-invalid={!!e?.end_time} name={field.name} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
                  )} />
                  <IconButton size="sm" variant="ghost" aria-label={t('shifts.templates.removeLine', { n: i + 1 })} onClick={() => remove(i)}>×</IconButton>
                </Grid>
                {message && <Text color="fg.error" fontSize="sm" role="alert">{t(message, { attribute: t('shifts.fields.vet') })}</Text>}
              </Stack>
            );
          })}
          <HStack>
            <Button size="sm" variant="outline" onClick={() => {
              const last = fields[fields.length - 1];
              append(last ? { ...last, day: Math.min(7, last.day + 1) } : { vet_id: '', day: 1, start_time: '09:00', end_time: '17:00' });
            }}>{t('shifts.templates.addLine')}</Button>
          </HStack>
        </Stack>
      </Stack>
    </FormDialog>
  );
}
