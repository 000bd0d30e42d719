import { Button, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZClientInput, msg, type TDuplicateClient, type TStaffWalkInInput } from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { PhoneInput } from '../../public/account/phone-input';
import { phoneError, toE164, type PhoneCountry } from '../../public/account/lib/phone';
import { useSpecies } from '../clients/api';
import { DuplicateClientsAlert } from '../clients/duplicate-clients-alert';

/**
 * The new-appointment dialog's walk-in: the clients form's name and e-mail rules, a phone read in its
 * country (the clinic's first, as in the account forms) and one pet. Sent as the walk-in's `client`.
 */
export const ZWalkInForm = z.object({
  first_name: ZClientInput.shape.first_name,
  last_name: ZClientInput.shape.last_name,
  email: ZClientInput.shape.email,
  phone: z.string().nullish(),
  phone_country: z.string(),
  pet_nickname: ZClientInput.shape.first_name,
  species_id: z.coerce.number({ error: msg.required }).int().positive({ error: msg.required }),
}).superRefine((v, ctx) => {
  const problem = phoneError(v.phone, v.phone_country as PhoneCountry);
  if (problem) ctx.addIssue({ code: 'custom', path: ['phone'], message: problem });
});
export type TWalkInFormIn = z.input<typeof ZWalkInForm>;
export type TWalkInFormOut = z.output<typeof ZWalkInForm>;

export const emptyWalkIn = (country: PhoneCountry): TWalkInFormIn => ({
  first_name: '', last_name: '', email: '', phone: null, phone_country: country, pet_nickname: '', species_id: '',
});

/** The request's `client` from the walk-in fields (phone in E.164). */
export function walkInClient(v: TWalkInFormOut, force: boolean): TStaffWalkInInput['client'] {
  return {
    first_name: v.first_name, last_name: v.last_name, email: v.email ?? null, phone: toE164(v.phone, v.phone_country as PhoneCountry),
    pet: { nickname: v.pet_nickname, species_id: v.species_id }, ...(force ? { force: true } : {}),
  };
}

/** A server field of the walk-in (client.first_name, client.pet.species_id) → the dialog's field. */
export function walkInFieldOf(field: string): `walk_in.${keyof TWalkInFormIn}` | null {
  if (!field.startsWith('client.')) return null;
  const rest = field.slice('client.'.length);
  if (rest === 'pet.nickname') return 'walk_in.pet_nickname';
  if (rest === 'pet.species_id') return 'walk_in.species_id';
  return ['first_name', 'last_name', 'email', 'phone'].includes(rest) ? (`walk_in.${rest}` as `walk_in.${keyof TWalkInFormIn}`) : null;
}

type Form = { walk_in?: TWalkInFormIn };

export function WalkInFields<T extends Form>({ control, register, setValue, errors, onExisting }: {
  control: Control<T>; register: UseFormRegister<T>; setValue: UseFormSetValue<T>; errors?: FieldErrors<TWalkInFormIn>; onExisting: () => void;
}) {
  const { t } = useTranslation();
  const species = useSpecies();
  const c = control as unknown as Control<Form>;
  const reg = register as unknown as UseFormRegister<Form>;
  const country = useWatch({ control: c, name: 'walk_in.phone_country' }) as PhoneCountry;
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" role="group" aria-label={t('calendar.walkIn.title')}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="600" fontSize="sm">{t('calendar.walkIn.title')}</Text>
        <Button size="xs" variant="outline" onClick={onExisting}>{t('calendar.walkIn.existing')}</Button>
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FormField label={t('clients.fields.firstName')} error={errors?.first_name} required><Input size="sm" autoComplete="off" {...reg('walk_in.first_name')} /></FormField>
        <FormField label={t('clients.fields.lastName')} error={errors?.last_name} required><Input size="sm" autoComplete="off" {...reg('walk_in.last_name')} /></FormField>
        <FormField label={t('clients.fields.phone')} error={errors?.phone} required>
          <Controller control={c} name="walk_in.phone" render={({ field }) => (
            <PhoneInput country={country} onCountryChange={(next) => (setValue as unknown as UseFormSetValue<Form>)('walk_in.phone_country', next, { shouldDirty: true })}
              name={field.name} value={(field.value as string | null | undefined) ?? null} onChange={field.onChange} onBlur={field.onBlur} />
          )} />
        </FormField>
        <FormField label={t('clients.fields.email')} error={errors?.email}><Input size="sm" type="email" autoComplete="off" {...reg('walk_in.email')} /></FormField>
        <FormField label={t('calendar.walkIn.petName')} error={errors?.pet_nickname} required><Input size="sm" autoComplete="off" {...reg('walk_in.pet_nickname')} /></FormField>
        <FormField label={t('calendar.walkIn.species')} error={errors?.species_id} required>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...reg('walk_in.species_id')}>
              <option value="">{t('calendar.walkIn.speciesPlaceholder')}</option>
              {(species.data ?? []).map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
    </Stack>
  );
}

/** The clients module's duplicate warning, in the dialog: use one of them, or create the new client anyway. */
export function WalkInDuplicates({ duplicates, onUse, onForce, onBack, busy }: {
  duplicates: TDuplicateClient[]; onUse: (d: TDuplicateClient) => void; onForce: () => void; onBack: () => void; busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DuplicateClientsAlert duplicates={duplicates} actionLabel={t('calendar.walkIn.useClient')} onPick={onUse}>
      <HStack gap="2" wrap="wrap">
        <Button size="xs" variant="outline" onClick={onBack}>{t('clients.form.backToForm')}</Button>
        <Button size="xs" colorPalette="orange" loading={busy} onClick={onForce}>{t('clients.form.createAnyway')}</Button>
      </HStack>
    </DuplicateClientsAlert>
  );
}
