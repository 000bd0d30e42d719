import { Button, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZTaskInput, ZTaskUpdateInput, type TTask, type TTaskInput, type TTaskUpdateInput } from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { applyServerErrors, toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { useUnsavedGuard } from '../../ui/use-unsaved-guard';
import { useActiveClinic } from '../auth/use-session';
import { useClinicStaff, useTaskMutations, useTaskTemplates } from './api';
import { PetSearchSelect } from './pet-search-select';
import { TaskDialog } from './task-dialog';
import { ZonedDateTimeInput } from './zoned-datetime-input';

type FormIn = z.input<typeof ZTaskInput>;
type FormOut = z.output<typeof ZTaskInput>;

const nullableId = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

function toForm(task: TTask | null, defaultVetId: number | null): FormIn {
  return {
    title: task?.title ?? '',
    description: task?.description ?? '',
    template_id: task?.template_id ?? null,
    vet_id: task ? task.vet_id : defaultVetId,
    pet_id: task?.pet_id ?? null,
    datetime_start_utc: task?.datetime_start_utc ?? null,
    record_id: task?.record_id ?? null,
  };
}

/** "New task" / "Edit task". From a template, the title, description and due time fill in (still editable). */
export function TaskFormDialog({ open, task, onClose }: { open: boolean; task: TTask | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { me } = useActiveClinic();
  const editing = !!task;
  const templates = useTaskTemplates(1, '', 100);
  const staff = useClinicStaff();
  const { create, update } = useTaskMutations();
  const defaults = useMemo(() => toForm(task, me.data?.id ?? null), [task, me.data?.id]);
  const resolver = zodResolver(editing ? ZTaskUpdateInput : ZTaskInput) as unknown as Resolver<FormIn, unknown, FormOut>;
  const { register, handleSubmit, formState, control, reset, setError, setValue, getValues } = useForm<FormIn, unknown, FormOut>({ resolver, defaultValues: defaults });
  useEffect(() => {
    if (open) reset(defaults);
  }, [open, defaults, reset]);
  useUnsavedGuard(open && formState.isDirty);
  const errors = formState.errors;
  const saving = create.isPending || update.isPending;

  const applyTemplate = (id: number | null) => {
    const tpl = templates.data?.data.find((x) => x.id === id);
    if (!tpl) return;
    const previous = templates.data?.data.find((x) => x.id === getValues('template_id'));
    // Replace only what the user has not typed themselves.
    if (!getValues('title') || getValues('title') === previous?.name) setValue('title', tpl.name, { shouldDirty: true });
    if (!getValues('description') || getValues('description') === previous?.description) setValue('description', tpl.description ?? '', { shouldDirty: true });
    if (!editing) setValue('datetime_start_utc', new Date(Date.now() + tpl.due_offset_minutes * 60_000).toISOString(), { shouldDirty: true });
  };

  const submit = handleSubmit(async (values) => {
    try {
      if (task) await update.mutateAsync({ id: task.id, body: values as TTaskUpdateInput });
      else await create.mutateAsync(values as TTaskInput);
      toaster.create({ type: 'success', title: t(task ? 'tasks.saved' : 'tasks.created'), closable: true });
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError)) toastError(err);
    }
  });

  return (
    <TaskDialog open={open} title={t(editing ? 'tasks.editTask' : 'tasks.newTask')} desktopSize="lg" dirty={formState.isDirty} onClose={onClose} onSubmit={submit}
      submitButton={<Button type="submit" colorPalette="brand" loading={saving}>{t(editing ? 'tasks.save' : 'tasks.create')}</Button>}>
      <Stack gap="4">
        <FormField label={t('tasks.fields.template')} error={errors.template_id}>
          <NativeSelect.Root>
            <NativeSelect.Field
              {...register('template_id', {
                setValueAs: nullableId,
                onChange: (e) => applyTemplate(nullableId(e.target.value)),
              })}
            >
              <option value="">{t('tasks.noTemplate')}</option>
              {templates.data?.data.map((tpl) => <option key={tpl.id} value={tpl.id}>{tpl.name}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t('tasks.fields.title')} error={errors.title} required>
          <Input {...register('title')} autoComplete="off" />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('tasks.fields.vet')} error={errors.vet_id}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('vet_id', { setValueAs: nullableId })}>
                <option value="">{t('tasks.unassigned')}</option>
                {staff.data?.map((s) => <option key={s.id} value={s.id}>{s.full_name}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('tasks.fields.due')} error={errors.datetime_start_utc}>
            <Controller control={control} name="datetime_start_utc" render={({ field }) => (
              <ZonedDateTimeInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} invalid={!!errors.datetime_start_utc} />
            )} />
          </FormField>
        </SimpleGrid>
        <Controller control={control} name="pet_id" render={({ field }) => (
          <PetSearchSelect
            key={task?.id ?? 'new'}
            label={t('tasks.fields.pet')}
            value={field.value as number | null}
            initial={task?.pet ?? null}
            onChange={(pet) => field.onChange(pet?.id ?? null)}
            error={errors.pet_id?.message ? t(errors.pet_id.message, { attribute: t('tasks.fields.pet') }) : undefined}
          />
        )} />
        <FormField label={t('tasks.fields.description')} error={errors.description}>
          <Textarea rows={4} {...register('description')} />
        </FormField>
      </Stack>
    </TaskDialog>
  );
}
