import { Box, Button, Flex, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Controller, useFieldArray, useWatch, type Control, type FieldError, type FormState, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TPublicClinic } from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { PhoneInput } from '../account/phone-input';
import type { PhoneCountry } from '../account/lib/phone';
import type { GuestFormIn, GuestFormOut } from '../booking-form';
import { emptyPet } from '../guest-values';
import { useFieldError } from '../use-field-error';

type Species = NonNullable<TPublicClinic['species']>;

interface Props {
  control: Control<GuestFormIn, unknown, GuestFormOut>;
  register: UseFormRegister<GuestFormIn>;
  setValue: UseFormSetValue<GuestFormIn>;
  formState: FormState<GuestFormIn>;
  species: Species;
}

const MAX_PETS = 10;

function PetFields({ index, species, canRemove, onRemove, ...form }: Props & { index: number; canRemove: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const speciesId = useWatch({ control: form.control, name: `pets.${index}.species_id` });
  const breeds = species.find((s) => String(s.id) === speciesId)?.breeds ?? [];
  const errors = form.formState.errors.pets?.[index];
  const speciesField = form.register(`pets.${index}.species_id`);
  return (
    <Box as="fieldset" borderWidth="1px" borderColor="border.muted" rounded="lg" p="3">
      <Flex as="legend" px="1" gap="2" align="center" fontWeight="medium" fontSize="sm">
        {t('public.contact.petN', { n: index + 1 })}
      </Flex>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <FormField label={t('public.contact.petName')} required error={fieldError(errors?.nickname)}>
          <Input {...form.register(`pets.${index}.nickname`)} autoComplete="off" maxLength={80} />
        </FormField>
        <FormField label={t('public.contact.species')} required error={fieldError(errors?.species_id)}>
          <NativeSelect.Root>
            <NativeSelect.Field
              {...speciesField}
              onChange={(e) => {
                void speciesField.onChange(e);
                form.setValue(`pets.${index}.breed_id`, '');
              }}
            >
              <option value="">{t('public.contact.chooseSpecies')}</option>
              {species.map((s) => <option key={s.id} value={String(s.id)}>{s.name}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t('public.contact.breed')} error={fieldError(errors?.breed_id)}>
          <NativeSelect.Root disabled={breeds.length === 0}>
            <NativeSelect.Field {...form.register(`pets.${index}.breed_id`)}>
              <option value="">{breeds.length ? t('public.contact.breedUnknown') : t('public.contact.breedNone')}</option>
              {breeds.map((b) => <option key={b.id} value={String(b.id)}>{b.name}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      {canRemove && (
        <Button variant="ghost" size="xs" colorPalette="red" mt="2" onClick={onRemove}>
          {t('public.contact.removePet')}
        </Button>
      )}
    </Box>
  );
}

/** Step 4 for a guest: who books (name, e-mail, phone) and for which pets. */
export function ContactStep(props: Props) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { register, formState, control, setValue } = props;
  const errors = formState.errors;
  const phoneCountry = useWatch({ control, name: 'phone_country' }) as PhoneCountry;
  const pets = useFieldArray({ control, name: 'pets' });
  // "At least one pet" (client) or a server message about the list as a whole.
  const petsError = fieldError((errors.pets?.root ?? errors.pets) as FieldError | undefined);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FormField label={t('public.contact.firstName')} required error={fieldError(errors.first_name)}>
          <Input {...register('first_name')} autoComplete="given-name" maxLength={80} />
        </FormField>
        <FormField label={t('public.contact.lastName')} required error={fieldError(errors.last_name)}>
          <Input {...register('last_name')} autoComplete="family-name" maxLength={80} />
        </FormField>
        <FormField label={t('labels.fields.email')} required error={fieldError(errors.email)} helper={t('public.contact.emailHelp')}>
          <Input {...register('email')} type="email" inputMode="email" autoComplete="email" maxLength={254} />
        </FormField>
        <FormField label={t('labels.fields.phone')} required error={fieldError(errors.phone)}>
          {/* The same field as the account forms: country (the clinic's first) and number. */}
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <PhoneInput
                name={field.name}
                country={phoneCountry}
                onCountryChange={(c) => setValue('phone_country', c, { shouldDirty: true })}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormField>
      </SimpleGrid>
      <Box>
        <Text fontWeight="semibold" mb="2">{t('public.contact.pets')}</Text>
        {petsError?.message && (
          <Text color="fg.error" fontSize="sm" mb="2" role="alert">{t(petsError.message, { attribute: t('public.contact.pets') })}</Text>
        )}
        <Stack gap="3">
          {pets.fields.map((f, i) => (
            <PetFields key={f.id} index={i} {...props} canRemove={pets.fields.length > 1} onRemove={() => pets.remove(i)} />
          ))}
        </Stack>
        {pets.fields.length < MAX_PETS && (
          <Button variant="outline" size="sm" mt="3" colorPalette="brand" onClick={() => pets.append(emptyPet())}>
            + {t('public.contact.addPet')}
          </Button>
        )}
      </Box>
    </Stack>
  );
}
