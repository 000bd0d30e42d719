import { Button, HStack, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZTaskTemplateInput, type TTaskTemplate } from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { useEntityForm } from '../../ui/use-entity-form';
import { useTemplateMutations } from './api';
import { OFFSET_UNITS, splitOffset, type OffsetUnit } from './offset';
import { TaskDialog } from './task-dialog';

type FormIn = z.input<typeof ZTaskTemplateInput>;

const toForm = (tpl: TTaskTemplate | null): FormIn => ({ name: tpl?.name ?? '', description: tpl?.description ?? '', due_offset_minutes: tpl?.due_offset_minutes ?? 0 });

/** Create or edit a task template: name, description, and how long after creation a task is due. */
export function TaskTemplateDialog({ open, template, onClose }: { open: boolean; template: TTaskTemplate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { create, update } = useTemplateMutations();
  const { form, submit, saving } = useEntityForm({
    schema: ZTaskTemplateInput, entity: template, toForm, open, create, update, onClose,
    savedTitle: t(template ? 'tasks.templates.saved' : 'tasks.templates.created'),
  });
  const { register, formState, control } = form;
  const errors = formState.errors;

  return (
    <TaskDialog open={open} title={t(template ? 'tasks.templates.edit' : 'tasks.templates.new')} desktopSize="md" dirty={formState.isDirty} onClose={onClose} onSubmit={submit}
      submitButton={<Button type="submit" colorPalette="brand" loading={saving}>{t(template ? 'tasks.save' : 'tasks.templates.create')}</Button>}>
      <Stack gap="4">
        <FormField label={t('tasks.templates.fields.name')} error={errors.name} required>
          <Input {...register('name')} autoComplete="off" />
        </FormField>
        <FormField label={t('tasks.templates.fields.dueAfter')} error={errors.due_offset_minutes} helper={t('tasks.templates.dueAfterHelp')}>
          <Controller control={control} name="due_offset_minutes" render={({ field }) => (
            <OffsetInput value={Number(field.value ?? 0)} onChange={field.onChange} label={t('tasks.templates.fields.dueAfter')} />
          )} />
        </FormField>
        <FormField label={t('tasks.templates.fields.description')} error={errors.description}>
          <Textarea rows={4} {...register('description')} />
        </FormField>
      </Stack>
    </TaskDialog>
  );
}

/** A number and a unit (minutes, hours, days) held as minutes. */
function OffsetInput({ value, onChange, label }: { value: number; onChange: (minutes: number) => void; label: string }) {
  const { t } = useTranslation();
  const initial = splitOffset(value);
  const [unit, setUnit] = useState<OffsetUnit>(initial.unit);
  const amount = value / OFFSET_UNITS[unit];
  return (
    <HStack gap="2">
      <Input
        type="number"
        min={0}
        step={1}
        value={Number.isFinite(amount) ? String(Math.round(amount * 100) / 100) : ''}
        onChange={(e) => onChange(Math.round(Number(e.target.value || 0) * OFFSET_UNITS[unit]))}
        maxW="32"
      />
      <NativeSelect.Root maxW="40">
        <NativeSelect.Field id="task-template-offset-unit" aria-label={t('tasks.templates.unit', { field: label })} value={unit} onChange={(e) => {
          const next = e.target.value as OffsetUnit;
          onChange(Math.round(amount * OFFSET_UNITS[next]));
          setUnit(next);
        }}>
          {(Object.keys(OFFSET_UNITS) as OffsetUnit[]).map((u) => <option key={u} value={u}>{t(`tasks.templates.units.${u}`)}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
