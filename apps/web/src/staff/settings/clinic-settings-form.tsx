import { Button, Card, Checkbox, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CLINIC_DATE_FORMATS, CLINIC_TIME_FORMATS, LANGUAGES, LANGUAGE_NAMES, ZClinicSettingsInput, type TClinic, type TClinicSchedule } from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { applyServerErrors, toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { useUnsavedGuard } from '../../ui/use-unsaved-guard';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';
import { EmbedSettings } from './embed-settings';
import { OpeningHoursEditor } from './opening-hours-editor';

type Settings = TClinic & { schedules: TClinicSchedule[] };
type FormIn = z.input<typeof ZClinicSettingsInput>;
type FormOut = z.output<typeof ZClinicSettingsInput>;

const toForm = (s: Settings): FormIn => ({
  name: s.name,
  address: s.address ?? '',
  phone: s.phone ?? '',
  email: s.email ?? '',
  country_iso_code: s.country.iso_code.toUpperCase(),
  timezone: s.timezone,
  client_date_format: s.client_date_format as FormIn['client_date_format'],
  client_time_format: s.client_time_format as FormIn['client_time_format'],
  default_language: s.default_language as FormIn['default_language'],
  online_booking_enabled: s.online_booking_enabled,
  registration_enabled: s.registration_enabled,
  any_staff_enabled: s.any_staff_enabled,
  visit_types_active: s.visit_types_active,
  auto_confirm: s.auto_confirm,
  min_notice_minutes: s.min_notice_minutes,
  booking_horizon_days: s.booking_horizon_days,
  cancel_cutoff_hours: s.cancel_cutoff_hours,
  embed_origins: s.embed_origins,
  schedules: s.schedules,
});

export function ClinicSettingsForm() {
  const { clinic } = useActiveClinic();
  const settings = useQuery({
    queryKey: ['clinic', clinic?.id, 'settings'],
    queryFn: () => http.get<{ data: Settings }>('/settings').then((r) => r.data),
    enabled: !!clinic,
  });
  if (settings.isPending) return <ListSkeleton rows={8} />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  return <ClinicSettingsEditor initial={settings.data} />;
}

function ClinicSettingsEditor({ initial }: { initial: Settings }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  const canEdit = clinic?.permissions.includes('clinic.settings.edit') ?? false;
  const defaults = useMemo(() => toForm(initial), [initial]);
  const { register, handleSubmit, formState, control, reset, setError } = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(ZClinicSettingsInput), defaultValues: defaults });
  // A background refetch must never wipe what the user is typing: take new server values only
  // while the form is untouched.
  const dirty = formState.isDirty;
  useEffect(() => {
    if (!dirty) reset(defaults);
  }, [defaults, reset]); // eslint-disable-line react-hooks/exhaustive-deps
  useUnsavedGuard(formState.isDirty);
  const errors = formState.errors as FieldErrors<FormIn>;
  const timezones = useMemo(() => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [initial.timezone]), [initial.timezone]);

  const save = useMutation({
    mutationFn: (values: FormOut) => http.put<{ data: Settings }>('/settings', values).then((r) => r.data),
    onSuccess: (data) => {
      qc.setQueryData(['clinic', clinic?.id, 'settings'], data);
      void qc.invalidateQueries({ queryKey: ['staff', 'me'] });
      reset(toForm(data));
      toaster.create({ type: 'success', title: t('staff.settings.saved'), closable: true });
    },
    onError: (err) => {
      if (!applyServerErrors(err, setError)) toastError(err);
    },
  });

  const checkbox = (name: 'online_booking_enabled' | 'registration_enabled' | 'any_staff_enabled' | 'visit_types_active' | 'auto_confirm', label: string) => (
    <Controller control={control} name={name} render={({ field }) => (
      <Checkbox.Root colorPalette="brand" checked={!!field.value} onCheckedChange={(e) => field.onChange(!!e.checked)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
    )} />
  );

  return (
    <chakra.form display="flex" flexDirection="column" gap="5" noValidate onSubmit={handleSubmit((v) => save.mutate(v))}>
      <fieldset disabled={!canEdit}>
        <Stack gap="5">
          <Card.Root>
            <Card.Header><Heading as="h2" size="md">{t('staff.settings.clinicDetails')}</Heading></Card.Header>
            <Card.Body>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField label={t('labels.fields.name')} error={errors.name} required><Input {...register('name')} /></FormField>
                <FormField label={t('labels.fields.email')} error={errors.email}><Input type="email" {...register('email')} /></FormField>
                <FormField label={t('labels.fields.phone')} error={errors.phone}><Input type="tel" {...register('phone')} /></FormField>
                <FormField label={t('labels.fields.address')} error={errors.address}><Input {...register('address')} /></FormField>
                <FormField label={t('labels.fields.country_iso_code')} error={errors.country_iso_code} required helper={t('staff.settings.countryHelper')}>
                  <Input maxLength={2} textTransform="uppercase" {...register('country_iso_code')} />
                </FormField>
                <FormField label={t('labels.fields.timezone')} error={errors.timezone} required>
                  <NativeSelect.Root>
                    <NativeSelect.Field {...register('timezone')}>
                      {timezones.map((z) => <option key={z} value={z}>{z}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                <FormField label={t('staff.settings.clientDateFormat')} error={errors.client_date_format} required>
                  <NativeSelect.Root>
                    <NativeSelect.Field {...register('client_date_format')}>
                      {CLINIC_DATE_FORMATS.map((f) => <option key={f} value={f}>{f}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                <FormField label={t('staff.settings.clientTimeFormat')} error={errors.client_time_format} required>
                  <NativeSelect.Root>
                    <NativeSelect.Field {...register('client_time_format')}>
                      {CLINIC_TIME_FORMATS.map((f) => <option key={f} value={f}>{f}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                <FormField label={t('labels.fields.default_language')} error={errors.default_language} required>
                  <NativeSelect.Root>
                    <NativeSelect.Field {...register('default_language')}>
                      {LANGUAGES.map((l) => <option key={l} value={l}>{LANGUAGE_NAMES[l]}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              </SimpleGrid>
            </Card.Body>
          </Card.Root>

          <Card.Root>
            <Card.Header><Heading as="h2" size="md">{t('staff.settings.openingHours')}</Heading></Card.Header>
            <Card.Body>
              <OpeningHoursEditor control={control as unknown as Control<{ schedules: TClinicSchedule[] }>} errors={errors.schedules as never} />
            </Card.Body>
          </Card.Root>

          <Card.Root>
            <Card.Header><Heading as="h2" size="md">{t('staff.settings.onlineBooking')}</Heading></Card.Header>
            <Card.Body>
              <Stack gap="3">
                {checkbox('online_booking_enabled', t('staff.settings.onlineBookingEnabled'))}
                {checkbox('registration_enabled', t('staff.settings.registrationEnabled'))}
                {checkbox('any_staff_enabled', t('staff.settings.anyStaffEnabled'))}
                {checkbox('visit_types_active', t('staff.settings.visitTypesActive'))}
                {checkbox('auto_confirm', t('staff.settings.autoConfirm'))}
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" pt="2">
                  <FormField label={t('staff.settings.minNotice')} error={errors.min_notice_minutes}>
                    <Input type="number" min={0} {...register('min_notice_minutes', { valueAsNumber: true })} />
                  </FormField>
                  <FormField label={t('staff.settings.horizon')} error={errors.booking_horizon_days}>
                    <Input type="number" min={1} {...register('booking_horizon_days', { valueAsNumber: true })} />
                  </FormField>
                  <FormField label={t('staff.settings.cutoff')} error={errors.cancel_cutoff_hours}>
                    <Input type="number" min={0} {...register('cancel_cutoff_hours', { valueAsNumber: true })} />
                  </FormField>
                </SimpleGrid>
              </Stack>
            </Card.Body>
          </Card.Root>

          <EmbedSettings control={control as unknown as Control<{ embed_origins: string[] }>} errors={errors as FieldErrors<{ embed_origins: string[] }>} slug={initial.slug} />
        </Stack>
      </fieldset>
      {canEdit ? (
        <HStack justify="end" position="sticky" bottom="0" bg="gray.50" py="3">
          <Button variant="ghost" disabled={!formState.isDirty} onClick={() => reset(defaults)}>{t('labels.discard')}</Button>
          <Button type="submit" colorPalette="brand" loading={save.isPending} disabled={!formState.isDirty}>{t('labels.save')}</Button>
        </HStack>
      ) : (
        <Text fontSize="sm" color="fg.muted">{t('clientForm.not_editable')}</Text>
      )}
    </chakra.form>
  );
}
