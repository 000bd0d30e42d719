import { Box, Button, Checkbox, HStack, Input, NativeSelect, SegmentGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PET_GENDERS, ZPetInput, type TPet } from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { DateInput } from '../../ui/date-time/date-input';
import { useClinicFormat } from '../clinic/use-clinic';
import { applyServerErrors, toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { useSavePet, useSpecies } from '../clients/api';
import { FormDialog } from '../../ui/form-dialog';
import { OwnerPicker, type PickedOwner } from './owner-picker';
import { PhotoInput } from './photo-input';

type FormIn = z.input<typeof ZPetInput>;
type FormOut = z.output<typeof ZPetInput>;
type Mode = 'birthday' | 'age';

const toForm = (pet: TPet | undefined, ownerId: number | undefined): FormIn => ({
  owner_id: pet?.owner.id ?? ownerId ?? (undefined as unknown as number),
  nickname: pet?.nickname ?? '',
  species_id: pet?.species?.id ?? ('' as unknown as number),
  breed_id: pet?.breed?.id ?? null,
  gender: (pet?.gender as FormIn['gender']) ?? 'unknown',
  hormonal_status: (pet?.hormonal_status as 0 | 1 | null) ?? null,
  birthday: pet?.birthday ?? '',
  birthday_is_estimated: pet?.birthday_is_estimated ?? false,
  age: null,
  color: pet?.color ?? '',
  microchip: pet?.microchip ?? '',
  weight: pet?.weight_grams != null ? pet.weight_grams / 1000 : ('' as unknown as number),
  photo: pet?.photo ?? null,
});

const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));
const numberOrZero = (v: unknown) => (v === '' || v === null || v === undefined ? 0 : Number(v));

/** Adds a pet (to a given client, or to one picked here) or edits one: the spec's pet fields plus microchip, weight and photo. */
export function PetFormDialog({ open, onClose, pet, owner, onSaved }: {
  open: boolean;
  onClose: () => void;
  pet?: TPet;
  /** The client the new pet belongs to; without it the dialog asks for one. */
  owner?: PickedOwner;
  onSaved?: (pet: TPet) => void;
}) {
  const { t } = useTranslation();
  const species = useSpecies();
  const save = useSavePet(pet?.id);
  const [mode, setMode] = useState<Mode>('birthday');
  const [picked, setPicked] = useState<PickedOwner | null>(owner ?? null);
  const { register, handleSubmit, formState, reset, setError, setValue, control, clearErrors } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(ZPetInput), defaultValues: toForm(pet, owner?.id),
  });
  const errors = formState.errors;
  const speciesId = Number(useWatch({ control, name: 'species_id' })) || null;
  const nickname = useWatch({ control, name: 'nickname' });
  const breeds = useMemo(() => species.data?.find((s) => s.id === speciesId)?.breeds ?? [], [species.data, speciesId]);
  const fmt = useClinicFormat();

  useEffect(() => {
    if (!open) return;
    reset(toForm(pet, owner?.id));
    setMode('birthday');
    setPicked(pet ? { id: pet.owner.id, full_name: pet.owner.full_name, phone: pet.owner.phone } : owner ?? null);
  }, [open, pet, owner, reset]);

  const switchMode = (next: Mode) => {
    setMode(next);
    clearErrors(['birthday', 'age']);
    if (next === 'age') {
      setValue('birthday', '', { shouldDirty: true });
      setValue('age', { years: 0, months: 0, days: 0 }, { shouldDirty: true });
    } else {
      setValue('age', null, { shouldDirty: true });
    }
  };

  const submit = handleSubmit((values) => save.mutate(values, {
    onSuccess: (saved) => {
      toaster.create({ type: 'success', title: t(pet ? 'clients.pets.form.saved' : 'clients.pets.form.created', { name: saved.nickname }), closable: true });
      onClose();
      onSaved?.(saved);
    },
    onError: (err) => {
      if (!applyServerErrors(err, setError)) toastError(err);
    },
  }));

  const ageErrors = errors.age as (FieldError & { years?: FieldError; months?: FieldError; days?: FieldError }) | undefined;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      dirty={formState.isDirty}
      size={{ base: 'full', md: 'lg' }}
      cancelButton={false}
      title={pet ? t('clients.pets.form.editTitle', { name: pet.nickname }) : owner ? t('clients.pets.form.newTitleFor', { name: owner.full_name }) : t('clients.pets.form.newTitle')}
      onSubmit={submit}
      footer={(
        <>
          <Button variant="outline" onClick={onClose}>{t('clients.common.cancel')}</Button>
          <Button type="submit" colorPalette="brand" loading={save.isPending}>{t('labels.save')}</Button>
        </>
      )}
    >
      <Stack gap="4">
        {!owner && (
          <FormField label={t('clients.pets.fields.owner')} error={errors.owner_id} required>
            <Controller control={control} name="owner_id" render={({ field }) => (
              <OwnerPicker
                label={t('clients.pets.fields.owner')}
                value={picked}
                invalid={!!errors.owner_id}
                onChange={(o) => {
                  setPicked(o);
                  field.onChange(o?.id);
                }}
              />
            )} />
          </FormField>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField label={t('clients.pets.fields.name')} error={errors.nickname} required><Input autoFocus={!!owner || !!pet} autoComplete="off" {...register('nickname')} /></FormField>
          <FormField label={t('clients.pets.fields.species')} error={errors.species_id} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('species_id', { onChange: () => setValue('breed_id', null) })}>
                <option value="">{t('clients.pets.form.choose')}</option>
                {species.data?.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('clients.pets.fields.breed')} error={errors.breed_id}>
            <NativeSelect.Root disabled={!breeds.length}>
              <NativeSelect.Field {...register('breed_id', { setValueAs: numberOrNull })}>
                <option value="">{breeds.length ? t('clients.pets.form.notSet') : t('clients.pets.form.noBreeds')}</option>
                {breeds.map((b) => <option key={b.id} value={b.id}>{b.name}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('clients.pets.fields.gender')} error={errors.gender}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('gender')}>
                {PET_GENDERS.map((g) => <option key={g} value={g}>{t(`clients.pets.gender.${g}`)}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('clients.pets.fields.hormonalStatus')} error={errors.hormonal_status}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('hormonal_status', { setValueAs: numberOrNull })}>
                <option value="">{t('clients.pets.hormonal.unknown')}</option>
                <option value="1">{t('clients.pets.hormonal.neutered')}</option>
                <option value="0">{t('clients.pets.hormonal.intact')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('clients.pets.fields.color')} error={errors.color}><Input autoComplete="off" {...register('color')} /></FormField>
        </SimpleGrid>

        <Stack gap="2">
          <SegmentGroup.Root size="sm" value={mode} onValueChange={(e) => switchMode(e.value as Mode)} aria-label={t('clients.pets.form.dateOrAge')} alignSelf="start">
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={[{ value: 'birthday', label: t('clients.pets.form.exactDate') }, { value: 'age', label: t('clients.pets.form.estimatedAge') }]} />
          </SegmentGroup.Root>
          {mode === 'birthday' ? (
            <HStack gap="3" align="end" flexWrap="wrap">
              <Box w="220px" maxW="full">
                <FormField label={t('clients.pets.fields.birthday')} error={errors.birthday}>
                  <Controller control={control} name="birthday" render={({ field }) => (
                    <DateInput format={fmt.dateFormat} name={field.name} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
                  )} />
                </FormField>
              </Box>
              <Controller control={control} name="birthday_is_estimated" render={({ field }) => (
                <Checkbox.Root colorPalette="brand" pb="2" checked={!!field.value} onCheckedChange={(e) => field.onChange(!!e.checked)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('clients.pets.form.estimated')}</Checkbox.Label>
                </Checkbox.Root>
              )} />
            </HStack>
          ) : (
            <Stack gap="1">
              <HStack gap="2" align="start">
                <FormField label={t('clients.pets.fields.years')} error={ageErrors?.years}><Input type="number" min={0} max={60} {...register('age.years', { setValueAs: numberOrZero })} /></FormField>
                <FormField label={t('clients.pets.fields.months')} error={ageErrors?.months}><Input type="number" min={0} max={11} {...register('age.months', { setValueAs: numberOrZero })} /></FormField>
                <FormField label={t('clients.pets.fields.days')} error={ageErrors?.days}><Input type="number" min={0} max={31} {...register('age.days', { setValueAs: numberOrZero })} /></FormField>
              </HStack>
              {ageErrors?.message && <Text fontSize="sm" color="fg.error">{t(ageErrors.message)}</Text>}
              <Text fontSize="xs" color="fg.muted">{t('clients.pets.form.ageHelper')}</Text>
            </Stack>
          )}
        </Stack>

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField label={t('clients.pets.fields.microchip')} error={errors.microchip}><Input autoComplete="off" inputMode="numeric" {...register('microchip')} /></FormField>
          <FormField label={t('clients.pets.fields.weight')} error={errors.weight}><Input type="number" step="0.01" min={0} {...register('weight', { setValueAs: numberOrNull })} /></FormField>
        </SimpleGrid>
        <Stack gap="1.5">
          <Text fontSize="sm" fontWeight="500">{t('clients.pets.fields.photo')}</Text>
          <Controller control={control} name="photo" render={({ field }) => (
            <PhotoInput value={field.value} name={nickname ?? ''} error={errors.photo?.message ? t(errors.photo.message, { attribute: t('clients.pets.fields.photo') }) : undefined} onChange={(v) => field.onChange(v)} />
          )} />
        </Stack>
      </Stack>
    </FormDialog>
  );
}
