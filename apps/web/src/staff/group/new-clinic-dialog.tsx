import { Button, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CLINIC_DATE_FORMATS, CLINIC_TIME_FORMATS, LANGUAGES, LANGUAGE_NAMES, ZCreateClinicInput, suggestClinicSlug, type TClinic, type TGroup,
} from '@vetclinic/domain';
import { applyServerErrors, toastError } from '../../ui/errors';
import { FormDialog } from '../../ui/form-dialog';
import { FormField } from '../../ui/form-field';
import { HttpError } from '../../ui/http';
import { toaster } from '../../ui/toaster';
import { http, session } from '../auth/session';

type FormIn = z.input<typeof ZCreateClinicInput>;
type FormOut = z.output<typeof ZCreateClinicInput>;

const initialValues = (group: TGroup): FormIn => {
  const d = group.new_clinic_defaults;
  return {
    name: '', slug: '', address: '',
    timezone: d.timezone,
    country_iso_code: d.country_iso_code.toUpperCase(),
    default_language: d.default_language as FormIn['default_language'],
    client_date_format: d.client_date_format as FormIn['client_date_format'],
    client_time_format: d.client_time_format as FormIn['client_time_format'],
    currency: d.currency,
  };
};

/**
 * Opens a clinic in the group. The slug follows the name until the user types one; formats and
 * currency start from the group's first clinic. The new clinic joins the switcher at once.
 */
export function NewClinicDialog({ open, onClose, group }: { open: boolean; onClose: () => void; group: TGroup }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const defaults = useMemo(() => initialValues(group), [group]);
  const { register, handleSubmit, formState, reset, setError, setValue, watch } = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(ZCreateClinicInput), defaultValues: defaults });
  const errors = formState.errors as FieldErrors<FormIn>;
  const slugTouched = useRef(false);
  useEffect(() => {
    if (open) {
      reset(defaults);
      slugTouched.current = false;
    }
  }, [open, defaults, reset]);
  const name = watch('name');
  useEffect(() => {
    if (!slugTouched.current) setValue('slug', suggestClinicSlug(name ?? ''), { shouldDirty: false });
  }, [name, setValue]);
  const timezones = useMemo(() => {
    const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    return all.includes(defaults.timezone) ? all : [defaults.timezone, ...all];
  }, [defaults.timezone]);

  const create = useMutation({
    mutationFn: (body: FormOut) => http.post<{ data: TClinic }>('/clinics', body).then((r) => r.data),
    onSuccess: (clinic) => {
      void qc.invalidateQueries({ queryKey: ['staff', 'me'] });
      void qc.invalidateQueries({ queryKey: ['staff', 'group'] });
      onClose();
      toaster.create({
        type: 'success', title: t('groupAdmin.newClinic.created', { name: clinic.name }), closable: true, duration: 10_000,
        action: { label: t('groupAdmin.newClinic.switchTo'), onClick: () => { session.setClinic(clinic.id); void qc.invalidateQueries({ queryKey: ['clinic'] }); } },
      });
    },
    onError: (err) => {
      // A slug in use is a 409 with a field message: shown on the field like a 422's.
      if (err instanceof HttpError && err.status === 409 && err.body?.errors) {
        for (const [field, messages] of Object.entries(err.body.errors)) setError(field as keyof FormIn, { type: 'server', message: messages[0] });
        return;
      }
      if (!applyServerErrors(err, setError)) toastError(err);
    },
  });

  const select = (field: 'timezone' | 'default_language' | 'client_date_format' | 'client_time_format', options: { value: string; label: string }[]) => (
    <NativeSelect.Root>
      <NativeSelect.Field {...register(field)}>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  const slugField = register('slug');

  return (
    <FormDialog open={open} onClose={onClose} dirty={formState.isDirty} title={t('groupAdmin.newClinic.title')} size={{ base: 'full', md: 'lg' }}
      onSubmit={handleSubmit((v) => create.mutate(v))}
      footer={<Button type="submit" colorPalette="brand" loading={create.isPending}>{t('groupAdmin.newClinic.create')}</Button>}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">{t('groupAdmin.newClinic.intro')}</Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('groupAdmin.newClinic.name')} error={errors.name} required>
            <Input {...register('name')} maxLength={120} autoComplete="off" />
          </FormField>
          <FormField label={t('groupAdmin.newClinic.slug')} error={errors.slug} required helper={t('groupAdmin.newClinic.slugHelper', { slug: watch('slug') || '…' })}>
            <Input {...slugField} maxLength={80} autoComplete="off" spellCheck={false} onChange={(e) => { slugTouched.current = true; void slugField.onChange(e); }} />
          </FormField>
          <FormField label={t('labels.fields.address')} error={errors.address}>
            <Input {...register('address')} maxLength={300} />
          </FormField>
          <FormField label={t('labels.fields.country_iso_code')} error={errors.country_iso_code} required helper={t('staff.settings.countryHelper')}>
            <Input maxLength={2} textTransform="uppercase" {...register('country_iso_code')} />
          </FormField>
          <FormField label={t('labels.fields.timezone')} error={errors.timezone} required>
            {select('timezone', timezones.map((z) => ({ value: z, label: z })))}
          </FormField>
          <FormField label={t('labels.fields.default_language')} error={errors.default_language} required>
            {select('default_language', LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })))}
          </FormField>
          <FormField label={t('groupAdmin.newClinic.currency')} error={errors.currency} required>
            <Input {...register('currency')} maxLength={8} />
          </FormField>
          <FormField label={t('staff.settings.clientDateFormat')} error={errors.client_date_format} required>
            {select('client_date_format', CLINIC_DATE_FORMATS.map((f) => ({ value: f, label: f })))}
          </FormField>
          <FormField label={t('staff.settings.clientTimeFormat')} error={errors.client_time_format} required>
            {select('client_time_format', CLINIC_TIME_FORMATS.map((f) => ({ value: f, label: f })))}
          </FormField>
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">{t('groupAdmin.newClinic.after')}</Text>
      </Stack>
    </FormDialog>
  );
}
