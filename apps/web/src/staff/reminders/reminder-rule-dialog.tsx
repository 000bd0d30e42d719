import { Box, Button, Checkbox, Input, NativeSelect, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { REMINDER_KINDS, REMINDER_KINDS_WITH_INTERVAL, ZReminderRuleInput, type TAdminService, type TReminderRule, type TReminderRuleInput } from '@vetclinic/domain';
import { FormDialog } from '../../ui/form-dialog';
import { FormField } from '../../ui/form-field';
import { applyServerErrors, toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';
import { useReminderRuleMutations, type Page } from './api';

const toForm = (rule: TReminderRule | null): TReminderRuleInput => ({
  name: rule?.name ?? '',
  kind: rule?.kind ?? 'vaccination',
  send_mail: rule?.send_mail ?? true,
  send_sms: rule?.send_sms ?? false,
  enabled: rule?.enabled ?? true,
  lead_days: rule?.lead_days ?? 7,
  interval_days: rule?.interval_days ?? 365,
  service_id: rule?.service_id ?? null,
});

/** The clinic's services for the follow-up picker (the first 100 by name; a clinic rarely has more). */
function useServiceOptions(enabled: boolean) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: ['clinic', clinic?.id, 'reminders', 'service-options'],
    queryFn: () => http.get<Page<TAdminService>>('/services', { per_page: 100 }).then((r) => r.data),
    enabled: enabled && !!clinic,
  });
}

/** Create or edit a reminder rule: what it reminds of, by which channels, how many days ahead. */
export function ReminderRuleDialog({ open, rule, onClose }: { open: boolean; rule: TReminderRule | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { create, update } = useReminderRuleMutations();
  const defaults = useMemo(() => toForm(rule), [rule]);
  const { register, handleSubmit, formState, reset, setError, watch, control } = useForm<z.input<typeof ZReminderRuleInput>, unknown, TReminderRuleInput>({ resolver: zodResolver(ZReminderRuleInput), defaultValues: defaults });
  useEffect(() => { if (open) reset(defaults); }, [open, defaults, reset]);
  const kind = watch('kind');
  const services = useServiceOptions(open && kind === 'follow_up');
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    const input = { ...values, interval_days: REMINDER_KINDS_WITH_INTERVAL.includes(values.kind) ? values.interval_days : null, service_id: values.kind === 'follow_up' ? values.service_id : null };
    try {
      if (rule) await update.mutateAsync({ id: rule.id, input });
      else await create.mutateAsync(input);
      toaster.create({ type: 'success', title: t(rule ? 'reminders.rules.saved' : 'reminders.rules.created'), closable: true });
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError)) toastError(err);
    }
  });

  return (
    <FormDialog open={open} onClose={onClose} dirty={formState.isDirty} title={t(rule ? 'reminders.rules.edit' : 'reminders.rules.new')} size={{ base: 'full', md: 'lg' }} onSubmit={(e) => void submit(e)}
      footer={<Button type="submit" colorPalette="brand" loading={create.isPending || update.isPending}>{t(rule ? 'reminders.rules.save' : 'reminders.rules.create')}</Button>}>
      <Stack gap="4">
        <FormField label={t('reminders.rules.fields.name')} error={errors.name} required>
          <Input {...register('name')} autoComplete="off" maxLength={120} />
        </FormField>
        <FormField label={t('reminders.rules.fields.kind')} error={errors.kind} helper={t(`reminders.kindsHelp.${kind}`)} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('kind')}>
              {REMINDER_KINDS.map((k) => <option key={k} value={k}>{t(`reminders.kinds.${k}`)}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {kind === 'follow_up' && (
          <FormField label={t('reminders.rules.fields.service')} error={errors.service_id} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('service_id', { setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)) })}>
                <option value="">{t('reminders.rules.pickService')}</option>
                {(services.data ?? []).map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label={t('reminders.rules.fields.leadDays')} error={errors.lead_days} helper={t(kind === 'appointment' ? 'reminders.rules.leadAppointmentHelp' : 'reminders.rules.leadHelp')} required>
            <Input type="number" inputMode="numeric" min={0} max={90} {...register('lead_days', { valueAsNumber: true })} />
          </FormField>
          {REMINDER_KINDS_WITH_INTERVAL.includes(kind) && (
            <FormField label={t(`reminders.rules.fields.interval_${kind}`)} error={errors.interval_days} required>
              <Input type="number" inputMode="numeric" min={1} max={3660} {...register('interval_days', { setValueAs: (v: string) => (v === '' ? null : Number(v)) })} />
            </FormField>
          )}
        </SimpleGrid>
        {/* A fieldset, not a Field: inside a Field every checkbox would be named by the field's label. */}
        <Box as="fieldset">
          <Text as="legend" fontSize="sm" fontWeight="medium" mb="1.5">{t('reminders.rules.fields.channels')}</Text>
          <Wrap gap="4">
            {(['send_mail', 'send_sms'] as const).map((name) => (
              <Controller key={name} control={control} name={name} render={({ field }) => (
                <Checkbox.Root colorPalette="brand" checked={field.value} onCheckedChange={(e) => field.onChange(!!e.checked)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t(`reminders.channels.${name === 'send_mail' ? 'mail' : 'sms'}`)}</Checkbox.Label>
                </Checkbox.Root>
              )} />
            ))}
          </Wrap>
          {errors.send_mail?.message && <Text role="alert" color="fg.error" fontSize="sm" mt="1">{t(errors.send_mail.message)}</Text>}
        </Box>
        <Controller control={control} name="enabled" render={({ field }) => (
          <Checkbox.Root colorPalette="brand" checked={field.value} onCheckedChange={(e) => field.onChange(!!e.checked)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('reminders.rules.fields.enabled')}</Checkbox.Label>
          </Checkbox.Root>
        )} />
      </Stack>
    </FormDialog>
  );
}
