import { Button, Card, Checkbox, HStack, Heading, Input, NativeSelect, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CHAT_PROVIDERS, CHAT_REGIONS, ZChatSettingsInput, type TChatSettings, type TChatSettingsInput } from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { applyServerErrors, toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

const PROVIDER_NAMES: Record<(typeof CHAT_PROVIDERS)[number], string> = { intercom: 'Intercom' };

type Values = Omit<TChatSettingsInput, 'auth_key'> & { auth_key: string };

const toValues = (chat: TChatSettings | null): Values => ({
  provider: chat?.provider ?? 'intercom',
  region: chat?.region ?? 'us',
  app_id: chat?.app_id ?? '',
  auth_key: '',
  can_schedule_messages: chat?.can_schedule_messages ?? false,
});

/** The booking page's chat widget (spec §2): its own small form beside the clinic settings. */
export function ChatSettingsCard() {
  const { clinic } = useActiveClinic();
  const chat = useQuery({
    queryKey: ['clinic', clinic?.id, 'chat'],
    queryFn: () => http.get<{ data: TChatSettings | null }>('/settings/chat').then((r) => r.data),
    enabled: !!clinic,
  });
  if (chat.isPending) return <ListSkeleton rows={3} />;
  if (chat.isError) return <ErrorState error={chat.error} onRetry={() => void chat.refetch()} />;
  return <ChatSettingsEditor current={chat.data} />;
}

function ChatSettingsEditor({ current }: { current: TChatSettings | null }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  const canEdit = clinic?.permissions.includes('clinic.settings.edit') ?? false;
  const form = useForm<Values, unknown, z.output<typeof ZChatSettingsInput>>({ resolver: zodResolver(ZChatSettingsInput) as never, defaultValues: toValues(current) });
  const { register, handleSubmit, formState, control, reset, setError } = form;
  const dirty = formState.isDirty;
  useEffect(() => {
    if (!dirty) reset(toValues(current));
  }, [current, reset]); // eslint-disable-line react-hooks/exhaustive-deps

  const stored = (data: TChatSettings | null) => {
    qc.setQueryData(['clinic', clinic?.id, 'chat'], data);
    reset(toValues(data));
  };
  const save = useMutation({
    // An empty key field keeps the stored key: the key is never read back to fill it.
    mutationFn: (values: z.output<typeof ZChatSettingsInput>) =>
      http.put<{ data: TChatSettings }>('/settings/chat', { ...values, auth_key: values.auth_key || undefined }).then((r) => r.data),
    onSuccess: (data) => {
      stored(data);
      toaster.create({ type: 'success', title: t('staff.settings.saved'), closable: true });
    },
    onError: (err) => {
      if (!applyServerErrors(err, setError as never)) toastError(err);
    },
  });
  const remove = useMutation({
    mutationFn: () => http.delete<null>('/settings/chat'),
    onSuccess: () => {
      stored(null);
      toaster.create({ type: 'success', title: t('staff.settings.chat.removed'), closable: true });
    },
    onError: toastError,
  });

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">{t('staff.settings.chat.title')}</Heading>
        <Text fontSize="sm" color="fg.muted">{t('staff.settings.chat.intro')}</Text>
      </Card.Header>
      <Card.Body>
        <chakra.form aria-label={t('staff.settings.chat.title')} display="flex" flexDirection="column" gap="4" noValidate onSubmit={handleSubmit((v) => save.mutate(v))}>
          <fieldset disabled={!canEdit}>
            <Stack gap="4">
              {!current && <Text fontSize="sm" data-testid="chat-status">{t('staff.settings.chat.notConfigured')}</Text>}
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField label={t('staff.settings.chat.provider')} error={formState.errors.provider} required>
                  <NativeSelect.Root>
                    <NativeSelect.Field {...register('provider')}>
                      {CHAT_PROVIDERS.map((p) => <option key={p} value={p}>{PROVIDER_NAMES[p]}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                <FormField label={t('staff.settings.chat.region')} error={formState.errors.region} required>
                  <NativeSelect.Root>
                    <NativeSelect.Field {...register('region')}>
                      {CHAT_REGIONS.map((r) => <option key={r} value={r}>{t(`staff.settings.chat.regions.${r}`)}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                <FormField label={t('staff.settings.chat.appId')} error={formState.errors.app_id} required>
                  <Input {...register('app_id')} maxLength={64} autoComplete="off" spellCheck={false} />
                </FormField>
                <FormField
                  label={t('staff.settings.chat.authKey')}
                  error={formState.errors.auth_key}
                  helper={current?.has_auth_key ? t('staff.settings.chat.authKeyStored') : t('staff.settings.chat.authKeyHelper')}
                >
                  <Input type="password" {...register('auth_key')} maxLength={200} autoComplete="new-password" />
                </FormField>
              </SimpleGrid>
              <Controller control={control} name="can_schedule_messages" render={({ field }) => (
                <Checkbox.Root colorPalette="brand" checked={!!field.value} onCheckedChange={(e) => field.onChange(!!e.checked)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('staff.settings.chat.canScheduleMessages')}</Checkbox.Label>
                </Checkbox.Root>
              )} />
            </Stack>
          </fieldset>
          {canEdit && (
            <HStack justify="end" wrap="wrap">
              {current && <Button variant="ghost" colorPalette="red" loading={remove.isPending} onClick={() => remove.mutate()}>{t('staff.settings.chat.remove')}</Button>}
              <Button type="submit" colorPalette="brand" loading={save.isPending} disabled={!formState.isDirty}>{t('staff.settings.chat.save')}</Button>
            </HStack>
          )}
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}
