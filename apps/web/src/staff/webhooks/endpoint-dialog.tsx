import { Button, Checkbox, Input, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_EVENTS, ZWebhookEndpointInput, type TWebhookEndpoint, type TWebhookEndpointInput, type TWebhookEndpointWithSecret, type WebhookEvent,
} from '@vetclinic/domain';
import { FormDialog } from '../../ui/form-dialog';
import { FormField } from '../../ui/form-field';
import { applyServerErrors, toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { useWebhookMutations } from './api';

const toForm = (ep: TWebhookEndpoint | null): TWebhookEndpointInput => ({
  url: ep?.url ?? 'https://',
  description: ep?.description ?? '',
  events: (ep?.events ?? ['appointment.created', 'appointment.changed', 'appointment.cancelled']) as WebhookEvent[],
  allow_private: ep?.allow_private ?? false,
  is_active: ep?.is_active ?? true,
});

/** Create or edit an endpoint: URL, description, the events as checkboxes, private targets, on/off. */
export function EndpointDialog({ open, endpoint, onClose, onCreated }: {
  open: boolean;
  endpoint: TWebhookEndpoint | null;
  onClose: () => void;
  /** The new endpoint with its secret, shown once. */
  onCreated: (ep: TWebhookEndpointWithSecret) => void;
}) {
  const { t } = useTranslation();
  const { create, update } = useWebhookMutations();
  const defaults = useMemo(() => toForm(endpoint), [endpoint]);
  const { register, control, handleSubmit, formState, reset, setError } = useForm<TWebhookEndpointInput>({ resolver: zodResolver(ZWebhookEndpointInput), defaultValues: defaults });
  useEffect(() => {
    if (open) reset(defaults);
  }, [open, defaults, reset]);
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    try {
      if (endpoint) {
        await update.mutateAsync({ id: endpoint.id, input: values });
        toaster.create({ type: 'success', title: t('webhooks.saved'), closable: true });
      } else {
        const res = await create.mutateAsync(values);
        toaster.create({ type: 'success', title: t('webhooks.created'), closable: true });
        onCreated(res.data);
      }
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError)) toastError(err);
    }
  });

  return (
    <FormDialog open={open} onClose={onClose} dirty={formState.isDirty} title={t(endpoint ? 'webhooks.edit' : 'webhooks.new')} size={{ base: 'full', md: 'lg' }} onSubmit={(e) => void submit(e)}
      footer={<Button type="submit" colorPalette="brand" loading={create.isPending || update.isPending}>{t(endpoint ? 'webhooks.save' : 'webhooks.create')}</Button>}>
      <Stack gap="4">
        <FormField label={t('webhooks.fields.url')} error={errors.url} required>
          <Input type="url" inputMode="url" autoComplete="off" {...register('url')} />
        </FormField>
        <FormField label={t('webhooks.fields.description')} error={errors.description}>
          <Input {...register('description')} />
        </FormField>
        <Controller control={control} name="events" render={({ field }) => (
          <Stack as="fieldset" gap="2">
            <Text as="legend" fontWeight="medium" fontSize="sm">{t('webhooks.fields.events')}</Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
              {WEBHOOK_EVENTS.map((ev) => (
                <Checkbox.Root key={ev} checked={field.value.includes(ev)}
                  onCheckedChange={(d) => field.onChange(d.checked === true ? [...field.value, ev] : field.value.filter((v) => v !== ev))}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t(`webhooks.events.${ev}`)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
            {errors.events && <Text color="fg.error" fontSize="sm">{t(errors.events.message ?? 'validation.invalid', { attribute: t('webhooks.fields.events') })}</Text>}
          </Stack>
        )} />
        <Controller control={control} name="allow_private" render={({ field }) => (
          <Stack gap="1">
            <Switch.Root colorPalette="brand" checked={!!field.value} onCheckedChange={(e) => field.onChange(e.checked)}>
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{t('webhooks.fields.allowPrivate')}</Switch.Label>
            </Switch.Root>
            <Text color="fg.muted" fontSize="xs">{t('webhooks.fields.allowPrivateHelp')}</Text>
          </Stack>
        )} />
        <Controller control={control} name="is_active" render={({ field }) => (
          <Switch.Root colorPalette="brand" checked={!!field.value} onCheckedChange={(e) => field.onChange(e.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('webhooks.fields.active')}</Switch.Label>
          </Switch.Root>
        )} />
      </Stack>
    </FormDialog>
  );
}
