import { Box, Button, Checkbox, Input, RadioGroup, Stack, Wrap } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TAG_COLOUR_KEYS, TAG_ENTITY_TYPES, ZTagInput, type TTag } from '@vetclinic/domain';
import { FormDialog } from '../../ui/form-dialog';
import { FormField } from '../../ui/form-field';
import { applyServerErrors, toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { useTagMutations } from './api';
import { TagPill, tagColours } from './tag-pill';

type FormIn = z.input<typeof ZTagInput>;
type FormOut = z.output<typeof ZTagInput>;

const toForm = (tag: TTag | null): FormIn => ({
  name: tag?.name ?? '',
  colour: (tag?.colour ?? 'blue') as FormIn['colour'],
  entity_types: (tag?.entity_types ?? ['pet', 'client']) as FormIn['entity_types'],
});

/** Create or edit a tag: name, a colour of the palette (previewed), and what it may go on. */
export function TagDialog({ open, tag, onClose }: { open: boolean; tag: TTag | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { create, update } = useTagMutations();
  const defaults = useMemo(() => toForm(tag), [tag]);
  const { register, handleSubmit, formState, control, reset, setError, watch } = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(ZTagInput), defaultValues: defaults });
  useEffect(() => {
    if (open) reset(defaults);
  }, [open, defaults, reset]);
  const errors = formState.errors;
  const name = watch('name');

  const submit = handleSubmit(async (values) => {
    try {
      if (tag) await update.mutateAsync({ id: tag.id, input: values });
      else await create.mutateAsync(values);
      toaster.create({ type: 'success', title: t(tag ? 'tags.saved' : 'tags.created'), closable: true });
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError)) toastError(err);
    }
  });

  return (
    <FormDialog open={open} onClose={onClose} dirty={formState.isDirty} title={t(tag ? 'tags.edit' : 'tags.new')} size={{ base: 'full', md: 'md' }} onSubmit={(e) => void submit(e)}
      footer={<Button type="submit" colorPalette="brand" loading={create.isPending || update.isPending}>{t(tag ? 'tags.save' : 'tags.create')}</Button>}>
      <Stack gap="4">
        <FormField label={t('tags.fields.name')} error={errors.name} required>
          <Input {...register('name')} autoComplete="off" maxLength={40} />
        </FormField>
        <Controller control={control} name="colour" render={({ field }) => (
          <FormField label={t('tags.fields.colour')} error={errors.colour} required>
            <RadioGroup.Root value={field.value} onValueChange={(e) => field.onChange(e.value)} aria-label={t('tags.fields.colour')}>
              <Wrap gap="2">
                {TAG_COLOUR_KEYS.map((key) => {
                  const c = tagColours(key);
                  return (
                    <RadioGroup.Item key={key} value={key}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>
                        <Box as="span" bg={c.bg} color={c.fg} px="2" py="0.5" borderRadius="full" fontSize="xs">{t(`tags.colours.${key}`)}</Box>
                      </RadioGroup.ItemText>
                    </RadioGroup.Item>
                  );
                })}
              </Wrap>
            </RadioGroup.Root>
          </FormField>
        )} />
        <Controller control={control} name="entity_types" render={({ field }) => (
          <FormField label={t('tags.fields.entityTypes')} error={errors.entity_types as { message?: string } | undefined} required>
            <Wrap gap="4">
              {TAG_ENTITY_TYPES.map((type) => (
                <Checkbox.Root key={type} colorPalette="brand" checked={field.value.includes(type)}
                  onCheckedChange={(e) => field.onChange(e.checked ? [...field.value, type] : field.value.filter((x) => x !== type))}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t(`tags.types.${type}`)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Wrap>
          </FormField>
        )} />
        <Box aria-hidden>
          <TagPill tag={{ name: name || t('tags.fields.preview'), colour: watch('colour') }} />
        </Box>
      </Stack>
    </FormDialog>
  );
}
