import { Box, Button, Field, Flex, Input, NativeSelect, RadioGroup, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PET_GENDERS } from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { usePage } from '../booking-context';
import { useFieldError } from '../use-field-error';
import { accountKeys, fetchSpecies } from './account-api';
import { AsyncSelect, fold } from './async-select';
import { maskDate } from './lib/date-mask';
import { AGE_TYPE, HORMONAL_CHOICES, type PetFormValues } from './lib/pet-form';

/** Any form holding a list of pets (add pet: one; registration: several). */
export interface PetsForm { pets: PetFormValues[] }

export interface PetFieldsProps {
  form: UseFormReturn<PetsForm>;
  index: number;
  legend: string;
  onRemove?: () => void;
}

/** One pet: name, species and breed (searchable), gender, hormonal status, colour, age or birthdate. */
export function PetFields({ form, index, legend, onRemove }: PetFieldsProps) {
  const { t } = useTranslation();
  const { inputs, settings } = usePage();
  const queryClient = useQueryClient();
  const fieldError = useFieldError();
  const { register, control, setValue } = form;
  const errors = form.formState.errors.pets?.[index];
  const species = useWatch({ control, name: `pets.${index}.species` });
  const ageType = useWatch({ control, name: `pets.${index}.age_type` });
  const dateFormat = settings.client_date_format;
  const slug = inputs.clinicSlug;

  const loadSpecies = () => queryClient.fetchQuery({ queryKey: accountKeys.species(slug), queryFn: () => fetchSpecies(slug), staleTime: 10 * 60_000 });
  const matches = (name: string, q: string) => !q || fold(name).includes(fold(q));
  const searchSpecies = async (q: string) => (await loadSpecies()).filter((s) => matches(s.name, q)).map((s) => ({ id: s.id, name: s.name }));
  const searchBreeds = async (q: string) => ((await loadSpecies()).find((s) => s.id === species?.id)?.breeds ?? []).filter((b) => matches(b.name, q));
  const field = (name: 'nickname' | 'color' | 'species' | 'breed' | 'gender' | 'hormonal_status' | 'age_years' | 'age_months' | 'age_days' | 'birthdate') =>
    fieldError(errors?.[name] as never);

  return (
    <Box as="fieldset" borderWidth="1px" borderColor="border.muted" rounded="lg" p="3" minW="0">
      <Flex as="legend" px="1" fontWeight="medium" fontSize="sm">{legend}</Flex>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label={t('public.account.pet.name')} required error={field('nickname')}>
            <Input {...register(`pets.${index}.nickname`)} autoComplete="off" maxLength={80} />
          </FormField>
          <FormField label={t('public.account.pet.color')} error={field('color')}>
            <Input {...register(`pets.${index}.color`)} autoComplete="off" maxLength={60} />
          </FormField>
          <FormField label={t('public.account.pet.species')} required error={field('species')}>
            <Controller
              control={control}
              name={`pets.${index}.species`}
              render={({ field: f }) => (
                <AsyncSelect
                  name={f.name}
                  value={f.value}
                  onChange={(v) => {
                    f.onChange(v);
                    if (v?.id !== species?.id) setValue(`pets.${index}.breed`, null, { shouldDirty: true });
                  }}
                  onBlur={f.onBlur}
                  search={searchSpecies}
                  cacheKey={['public', 'species-search', slug]}
                  listLabel={t('public.account.pet.species')}
                  emptyText={t('labels.no_results_found')}
                  placeholder={t('public.account.pet.searchPlaceholder')}
                />
              )}
            />
          </FormField>
          <FormField label={t('public.account.pet.breed')} error={field('breed')}>
            <Controller
              control={control}
              name={`pets.${index}.breed`}
              render={({ field: f }) => (
                <AsyncSelect
                  name={f.name}
                  value={f.value}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                  disabled={!species}
                  search={searchBreeds}
                  cacheKey={['public', 'breed-search', slug, species?.id ?? 0]}
                  listLabel={t('public.account.pet.breed')}
                  emptyText={t('labels.no_results_found')}
                  placeholder={species ? t('public.account.pet.searchPlaceholder') : t('public.account.pet.speciesFirst')}
                />
              )}
            />
          </FormField>
          <FormField label={t('public.account.pet.gender')} error={field('gender')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register(`pets.${index}.gender`)}>
                {PET_GENDERS.map((g) => <option key={g} value={g}>{t(`public.account.pet.genders.${g}`)}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('public.account.pet.hormonalStatus')} error={field('hormonal_status')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register(`pets.${index}.hormonal_status`)}>
                {HORMONAL_CHOICES.map((h) => <option key={h} value={h}>{t(`public.account.pet.hormonal.${h}`)}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>

        <Controller
          control={control}
          name={`pets.${index}.age_type`}
          render={({ field: f }) => (
            <Field.Root>
              <RadioGroup.Root
                name={f.name}
                value={f.value}
                onValueChange={(e) => f.onChange(e.value)}
                colorPalette="brand"
                size="sm"
                aria-label={t('public.account.pet.ageOrBirthday')}
              >
                <Flex gap="4" wrap="wrap">
                  {[AGE_TYPE.AGE, AGE_TYPE.BIRTHDATE].map((v) => (
                    <RadioGroup.Item key={v} value={v}>
                      <RadioGroup.ItemHiddenInput onBlur={f.onBlur} />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{v === AGE_TYPE.AGE ? t('public.account.pet.byAge') : t('public.account.pet.byBirthday')}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Flex>
              </RadioGroup.Root>
            </Field.Root>
          )}
        />

        {ageType === AGE_TYPE.AGE ? (
          <Box as="fieldset" minW="0">
            <Box as="legend" fontSize="sm" fontWeight="medium" mb="1.5">{t('public.account.pet.age')}</Box>
            <SimpleGrid columns={3} gap="2">
              {(['years', 'months', 'days'] as const).map((unit) => (
                <FormField key={unit} label={t(`labels.fields.${unit}`)} error={field(`age_${unit}`)}>
                  <Input {...register(`pets.${index}.age_${unit}`)} inputMode="numeric" autoComplete="off" maxLength={3} />
                </FormField>
              ))}
            </SimpleGrid>
          </Box>
        ) : (
          <FormField label={t('public.account.pet.birthday')} required error={field('birthdate')} helper={t('public.account.pet.dateFormat', { format: dateFormat })}>
            <Controller
              control={control}
              name={`pets.${index}.birthdate`}
              render={({ field: f }) => (
                <Input
                  name={f.name}
                  ref={f.ref}
                  value={f.value}
                  onBlur={f.onBlur}
                  onChange={(e) => f.onChange(maskDate(e.target.value, dateFormat))}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={dateFormat}
                  maxW="48"
                />
              )}
            />
          </FormField>
        )}
        {onRemove && (
          <Button variant="ghost" size="xs" colorPalette="red" alignSelf="flex-start" onClick={onRemove}>
            {t('public.account.pet.remove')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
