import { Alert, Box, Button, Checkbox, HStack, Heading, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LEAD_SOURCES } from '@vetclinic/domain';
import { AddressPicker } from '../../ui/address-picker/address-picker';
import { GuardedDialog } from '../../ui/address-picker/guarded-dialog';
import { errorMessage } from '../../ui/errors';
import { FormField } from '../../ui/form-field';
import { HttpError } from '../../ui/http';
import { usePage } from '../booking-context';
import { useFieldError } from '../use-field-error';
import { register as registerAccount } from './account-api';
import { useAccountModals, type HostedModalProps } from './account-modals';
import { ActivationDialog } from './activation-dialog';
import { LinkButton } from './link-button';
import { defaultPhoneCountry } from './lib/phone';
import { clinicToday, newPetDefaults } from './lib/pet-form';
import { MAX_PETS, makeRegisterSchema, registerDefaults, toRegisterPayload, type RegisterValues } from './lib/register-form';
import { formFieldOf } from './lib/server-fields';
import { PetFields, type PetsForm } from './pet-fields';
import { PhoneInput } from './phone-input';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h3" size="sm">{title}</Heading>
      {children}
    </Stack>
  );
}

/** Registration (spec §2, §3): every registration field, then the confirmation step with the mailed code. */
export function RegisterModal({ open, onClose, onExitComplete, finalFocusEl }: HostedModalProps) {
  const { t } = useTranslation();
  const { settings } = usePage();
  const modals = useAccountModals();
  const fieldError = useFieldError();
  const [created, setCreated] = useState<{ userId: string; email: string } | null>(null);
  const [problem, setProblem] = useState<{ text: string; exists: boolean } | null>(null);
  const ctx = useMemo(() => ({ dateFormat: settings.client_date_format, today: clinicToday(settings.timezone) }), [settings.client_date_format, settings.timezone]);
  const schema = useMemo(() => makeRegisterSchema(ctx), [ctx]);
  const form = useForm<RegisterValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: registerDefaults(defaultPhoneCountry(settings.country.iso_code)),
    mode: 'onSubmit',
  });
  const { register, control, handleSubmit, formState, setError, setValue, getValues } = form;
  const pets = useFieldArray({ control, name: 'pets' });
  const source = useWatch({ control, name: 'referral_source_type' });
  const phoneCountry = useWatch({ control, name: 'phone_country' });
  const errors = formState.errors;
  const termsErrorId = useId();
  const problemRef = useRef<HTMLDivElement>(null);
  // The form is long: a reply's problem (with its "log in instead") is brought into view.
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [problem]);

  const save = useMutation({
    mutationFn: (values: RegisterValues) => registerAccount(toRegisterPayload(values, settings.clinic?.id ?? 0, ctx)),
    onSuccess: (data, values) => setCreated({ userId: data.user_id, email: values.email.trim() }),
    onError: (err) => {
      if (!(err instanceof HttpError)) console.error('Registration failed', err);
      if (err instanceof HttpError && err.status === 422 && err.body?.errors) {
        for (const [key, messages] of Object.entries(err.body.errors)) setError(formFieldOf(key) as never, { type: 'server', message: messages[0] });
        setProblem({ text: errorMessage(err), exists: false });
        return;
      }
      const exists = err instanceof HttpError && err.code === 'account_exists';
      if (exists) setError('email', { type: 'server', message: errorMessage(err) });
      setProblem({ text: errorMessage(err), exists });
    },
  });

  if (created) {
    return <ActivationDialog open={open} onClose={onClose} onExitComplete={onExitComplete} finalFocusEl={finalFocusEl} userId={created.userId} email={created.email} justSent />;
  }

  const submit = handleSubmit((values) => {
    setProblem(null);
    save.mutate(values);
  });

  return (
    <GuardedDialog
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      finalFocusEl={finalFocusEl}
      dirty={formState.isDirty}
      onSubmit={submit}
      size="lg"
      fullOnPhone
      title={t('public.account.register.title')}
      description={t('public.account.register.description')}
      footer={(requestClose) => (
        <HStack gap="2" justify="end" flexWrap="wrap">
          <Button variant="outline" onClick={requestClose}>{t('labels.cancel')}</Button>
          <Button type="submit" colorPalette="brand" loading={save.isPending}>{t('public.account.register.submit')}</Button>
        </HStack>
      )}
    >
      <Stack gap="6">
        <Section title={t('public.account.register.aboutYou')}>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <FormField label={t('labels.fields.first_name')} required error={fieldError(errors.first_name)}>
              <Input {...register('first_name')} autoComplete="given-name" maxLength={80} autoFocus />
            </FormField>
            <FormField label={t('labels.fields.last_name')} required error={fieldError(errors.last_name)}>
              <Input {...register('last_name')} autoComplete="family-name" maxLength={80} />
            </FormField>
          </SimpleGrid>
          <FormField label={t('labels.fields.email')} required error={fieldError(errors.email)}>
            <Input {...register('email')} type="email" inputMode="email" autoComplete="email" maxLength={254} />
          </FormField>
          <FormField label={t('labels.fields.phone')} required error={fieldError(errors.phone)}>
            <Controller
              control={control}
              name="phone"
              render={({ field }) => (
                <PhoneInput
                  name={field.name}
                  country={phoneCountry}
                  onCountryChange={(c) => setValue('phone_country', c, { shouldDirty: true })}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          </FormField>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <FormField label={t('labels.fields.password')} required error={fieldError(errors.password)}>
              <Input {...register('password')} type="password" autoComplete="new-password" maxLength={200} />
            </FormField>
            <FormField label={t('public.account.register.passwordConfirmation')} required error={fieldError(errors.password_confirmation)}>
              <Input {...register('password_confirmation')} type="password" autoComplete="new-password" maxLength={200} />
            </FormField>
          </SimpleGrid>
        </Section>

        <Section title={t('public.account.register.addressTitle')}>
          <FormField label={t('public.account.register.addressLine')} error={fieldError(errors.address as never)}>
            <Controller
              control={control}
              name="address"
              render={({ field }) => (
                <AddressPicker
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  allowCustom
                  withMap
                  country={settings.country.iso_code}
                  listLabel={t('labels.fields.address')}
                />
              )}
            />
          </FormField>
          <FormField label={t('public.account.register.address2')} error={fieldError(errors.address_2)}>
            <Input {...register('address_2')} autoComplete="address-line2" maxLength={300} />
          </FormField>
        </Section>

        <Section title={t('public.account.register.petsTitle')}>
          <Text fontSize="sm" color="fg.muted" mt="-1">{t('public.account.register.petsHint')}</Text>
          {pets.fields.map((f, i) => (
            <PetFields
              key={f.id}
              form={form as unknown as UseFormReturn<PetsForm>}
              index={i}
              legend={t('public.account.register.petN', { n: i + 1 })}
              onRemove={() => pets.remove(i)}
            />
          ))}
          {pets.fields.length < MAX_PETS && (
            <Button variant="outline" size="sm" colorPalette="brand" alignSelf="flex-start" onClick={() => pets.append(newPetDefaults())}>
              + {pets.fields.length ? t('public.account.register.addAnotherPet') : t('public.account.register.addPet')}
            </Button>
          )}
        </Section>

        <Section title={t('public.account.register.moreTitle')}>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <FormField label={t('labels.fields.referral_source_type')} error={fieldError(errors.referral_source_type)}>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('referral_source_type')}>
                  <option value="">{t('public.account.register.sourceNone')}</option>
                  {LEAD_SOURCES.map((s) => <option key={s} value={s}>{t(`public.account.register.sources.${s}`)}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            {source && (
              <FormField label={t('public.account.register.sourceDetails')} error={fieldError(errors.referral_source_details)}>
                <Input {...register('referral_source_details')} maxLength={300} />
              </FormField>
            )}
          </SimpleGrid>
          <Controller
            control={control}
            name="terms_and_conditions"
            render={({ field }) => (
              <Box>
                <Checkbox.Root colorPalette="brand" checked={field.value} invalid={!!errors.terms_and_conditions} onCheckedChange={(e) => field.onChange(e.checked === true)} name={field.name}>
                  <Checkbox.HiddenInput onBlur={field.onBlur} aria-required="true" aria-describedby={errors.terms_and_conditions ? termsErrorId : undefined} />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('public.account.register.terms')}</Checkbox.Label>
                </Checkbox.Root>
                {errors.terms_and_conditions?.message && (
                  <Text id={termsErrorId} color="fg.error" fontSize="sm" mt="1">{t(errors.terms_and_conditions.message)}</Text>
                )}
              </Box>
            )}
          />
        </Section>

        <Box aria-live="assertive" ref={problemRef}>
          {problem && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{problem.text}</Alert.Title>
                {problem.exists && (
                  <Alert.Description>
                    <LinkButton onClick={() => modals.open({ kind: 'login', email: getValues('email') })}>{t('public.account.register.loginInstead')}</LinkButton>
                  </Alert.Description>
                )}
              </Alert.Content>
            </Alert.Root>
          )}
        </Box>
      </Stack>
    </GuardedDialog>
  );
}
