import { Alert, Badge, Button, Code, HStack, Input, NativeSelect, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LAB_ADAPTERS, LAB_KINDS, PAGE_SIZE, ZLabIntegrationInput, type TLabIntegration, type TLabIntegrationInput } from '@vetclinic/domain';
import type { z } from 'zod';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { applyServerErrors, toastError } from '../../ui/errors';
import { FormDialog } from '../../ui/form-dialog';
import { FormField } from '../../ui/form-field';
import { NewButton, SettingsListPage, useSettingsListSearch } from '../../ui/settings-list-page';
import { toaster } from '../../ui/toaster';
import { useLabIntegrations, useLabMutations, useLabPermissions } from './api';

type FormValues = z.input<typeof ZLabIntegrationInput>;

const toForm = (i: TLabIntegration | null): FormValues => ({
  name: i?.name ?? '',
  kind: i?.kind ?? 'in_house',
  adapter: i?.adapter ?? 'drop_folder',
  settings: { host: i?.settings.host ?? '', port: i?.settings.port, url: i?.settings.url ?? '', auth_header: '' },
  sending_facility: i?.sending_facility ?? '',
  receiving_facility: i?.receiving_facility ?? '',
  active: i?.active ?? true,
});

/** Drops the settings the chosen adapter does not use, and blank ones (a blank auth header keeps the stored one). */
function cleanSettings(v: FormValues): FormValues {
  const s = v.settings ?? {};
  const settings = v.adapter === 'mllp' ? { host: s.host || undefined, port: s.port === '' || s.port === undefined || Number.isNaN(Number(s.port)) ? undefined : s.port }
    : v.adapter === 'http' ? { url: s.url || undefined, ...(s.auth_header ? { auth_header: s.auth_header } : {}) } : {};
  return { ...v, settings };
}

function TokenNotice({ token, onClose }: { token: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog size="md" open={!!token} danger={false} title={t('labs.integrations.tokenTitle')} confirmLabel={t('labs.integrations.tokenDone')} onConfirm={onClose} onCancel={onClose}
      body={t('labs.integrations.tokenBody')}>
      <Code data-testid="lab-token" p="2" display="block" overflowWrap="anywhere" whiteSpace="pre-wrap">{token}</Code>
      <Text fontSize="sm" color="fg.muted" mt="2">{t('labs.integrations.tokenUsage')}</Text>
    </ConfirmDialog>
  );
}

function IntegrationDialog({ open, integration, onClose, onToken }: { open: boolean; integration: TLabIntegration | null; onClose: () => void; onToken: (token: string) => void }) {
  const { t } = useTranslation();
  const { createIntegration, updateIntegration } = useLabMutations();
  const defaults = useMemo(() => toForm(integration), [integration]);
  // The shared schema checks what is sent: the settings of the chosen adapter only.
  const resolver = useMemo(() => {
    const base = zodResolver(ZLabIntegrationInput);
    return ((values: FormValues, ctx: unknown, opts: never) => base(cleanSettings(values), ctx, opts)) as never;
  }, []);
  const { register, handleSubmit, formState, reset, setError, watch, control } = useForm<FormValues, unknown, TLabIntegrationInput>({ resolver, defaultValues: defaults });
  useEffect(() => { if (open) reset(defaults); }, [open, defaults, reset]);
  const adapter = watch('adapter');
  const errors = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    try {
      if (integration) await updateIntegration.mutateAsync({ id: integration.id, input: values });
      else onToken((await createIntegration.mutateAsync(values)).inbound_token);
      toaster.create({ type: 'success', title: t(integration ? 'labs.integrations.saved' : 'labs.integrations.created'), closable: true });
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError as never)) toastError(err);
    }
  });
  const settingsErrors = errors.settings as Record<string, { message?: string }> | undefined;
  return (
    <FormDialog open={open} onClose={onClose} dirty={formState.isDirty} title={t(integration ? 'labs.integrations.edit' : 'labs.integrations.new')} onSubmit={(e) => void onSubmit(e)}
      footer={<Button type="submit" colorPalette="brand" loading={createIntegration.isPending || updateIntegration.isPending}>{t(integration ? 'labs.integrations.save' : 'labs.integrations.create')}</Button>}>
      <Stack gap="4">
        <FormField label={t('labs.integrations.fields.name')} error={errors.name} required>
          <Input {...register('name')} autoComplete="off" maxLength={120} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label={t('labs.integrations.fields.kind')} error={errors.kind} required>
            <NativeSelect.Root><NativeSelect.Field {...register('kind')}>{LAB_KINDS.map((k) => <option key={k} value={k}>{t(`labs.kind.${k}`)}</option>)}</NativeSelect.Field><NativeSelect.Indicator /></NativeSelect.Root>
          </FormField>
          <FormField label={t('labs.integrations.fields.adapter')} error={errors.adapter} required helper={t(`labs.adapterHelp.${adapter ?? 'drop_folder'}`)}>
            <NativeSelect.Root><NativeSelect.Field {...register('adapter')}>{LAB_ADAPTERS.map((k) => <option key={k} value={k}>{t(`labs.adapter.${k}`)}</option>)}</NativeSelect.Field><NativeSelect.Indicator /></NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        {adapter === 'mllp' && (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <FormField label={t('labs.integrations.fields.host')} error={settingsErrors?.host} required><Input {...register('settings.host')} autoComplete="off" /></FormField>
            <FormField label={t('labs.integrations.fields.port')} error={settingsErrors?.port} required><Input {...register('settings.port')} inputMode="numeric" autoComplete="off" /></FormField>
          </SimpleGrid>
        )}
        {adapter === 'http' && (
          <>
            <FormField label={t('labs.integrations.fields.url')} error={settingsErrors?.url} required><Input {...register('settings.url')} type="url" autoComplete="off" /></FormField>
            <FormField label={t('labs.integrations.fields.authHeader')} error={settingsErrors?.auth_header} helper={integration?.settings.has_auth_header ? t('labs.integrations.authHeaderKept') : undefined}>
              <Input {...register('settings.auth_header')} type="password" autoComplete="off" />
            </FormField>
          </>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label={t('labs.integrations.fields.sendingFacility')} error={errors.sending_facility} required helper={t('labs.integrations.sendingHelp')}>
            <Input {...register('sending_facility')} autoComplete="off" maxLength={60} />
          </FormField>
          <FormField label={t('labs.integrations.fields.receivingFacility')} error={errors.receiving_facility} required helper={t('labs.integrations.receivingHelp')}>
            <Input {...register('receiving_facility')} autoComplete="off" maxLength={60} />
          </FormField>
        </SimpleGrid>
        <Controller control={control} name="active" render={({ field }) => (
          <Switch.Root checked={!!field.value} onCheckedChange={(e) => field.onChange(e.checked)}>
            <Switch.HiddenInput /><Switch.Control /><Switch.Label>{t('labs.integrations.fields.active')}</Switch.Label>
          </Switch.Root>
        )} />
        {integration?.drop_folder && (
          <Alert.Root status="info"><Alert.Content><Alert.Description>
            <Text>{t('labs.integrations.folders')}</Text>
            <Code display="block" mt="1" overflowWrap="anywhere">{integration.drop_folder.outbox}</Code>
            <Code display="block" mt="1" overflowWrap="anywhere">{integration.drop_folder.inbox}</Code>
          </Alert.Description></Alert.Content></Alert.Root>
        )}
      </Stack>
    </FormDialog>
  );
}

/** Settings → Laboratories: in-house analysers and reference labs, how orders reach them, their inbound token. */
export function LabIntegrationsPage() {
  const { t } = useTranslation();
  const { canConfigure } = useLabPermissions();
  const list = useSettingsListSearch();
  const integrations = useLabIntegrations(list.search, list.page, PAGE_SIZE.common);
  const { archiveIntegration, rotateToken } = useLabMutations();
  const [editing, setEditing] = useState<TLabIntegration | null>(null);
  const [creating, setCreating] = useState(false);
  const [archiving, setArchiving] = useState<TLabIntegration | null>(null);
  const [rotating, setRotating] = useState<TLabIntegration | null>(null);
  const [token, setToken] = useState<string | null>(null);
  return (
    <SettingsListPage
      title={t('labs.integrations.title')}
      subtitle={t('labs.integrations.subtitle')}
      actions={canConfigure && <NewButton label={t('labs.integrations.new')} onClick={() => setCreating(true)} />}
      searchLabel={t('labs.integrations.search')}
      search={list}
      query={integrations}
      emptyTitle={t(list.search ? 'labs.integrations.emptyFiltered' : 'labs.integrations.empty')}
      emptyAction={!list.search && canConfigure && <NewButton size="sm" label={t('labs.integrations.new')} onClick={() => setCreating(true)} />}
      columns={[
        { header: t('labs.integrations.fields.name'), cell: (i) => <HStack gap="2" wrap="wrap">{i.name}{!i.active && <Badge size="sm">{t('labs.integrations.inactive')}</Badge>}</HStack> },
        { header: t('labs.integrations.fields.kind'), hideBelow: 'md', cellProps: { color: 'fg.muted' }, cell: (i) => t(`labs.kind.${i.kind}`) },
        { header: t('labs.integrations.fields.adapter'), hideBelow: 'md', cellProps: { color: 'fg.muted' }, cell: (i) => t(`labs.adapter.${i.adapter}`) },
        { header: t('labs.integrations.fields.receivingFacility'), hideBelow: 'lg', cellProps: { color: 'fg.muted' }, cell: (i) => i.receiving_facility },
      ]}
      actionsLabel={t('labs.integrations.actions')}
      rowActions={(i) => canConfigure && (
        <>
          <Button size="xs" variant="ghost" onClick={() => setEditing(i)} aria-label={t('labs.integrations.editNamed', { name: i.name })}>{t('labs.integrations.editShort')}</Button>
          <Button size="xs" variant="ghost" onClick={() => setRotating(i)} aria-label={t('labs.integrations.rotateNamed', { name: i.name })}>{t('labs.integrations.rotate')}</Button>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setArchiving(i)} aria-label={t('labs.integrations.archiveNamed', { name: i.name })}>{t('labs.integrations.archive')}</Button>
        </>
      )}
    >
      <IntegrationDialog open={creating || !!editing} integration={editing} onClose={() => { setCreating(false); setEditing(null); }} onToken={setToken} />
      <TokenNotice token={token} onClose={() => setToken(null)} />
      <ConfirmDialog size="sm" open={!!rotating} title={t('labs.integrations.rotateTitle')} body={t('labs.integrations.rotateBody', { name: rotating?.name ?? '' })}
        confirmLabel={t('labs.integrations.rotate')} loading={rotateToken.isPending} onCancel={() => setRotating(null)}
        onConfirm={() => rotating && rotateToken.mutate(rotating.id, { onSuccess: (r) => { setRotating(null); setToken(r.inbound_token); }, onError: (err) => toastError(err) })} />
      <ConfirmDialog size="sm" open={!!archiving} title={t('labs.integrations.archiveTitle')} body={t('labs.integrations.archiveBody', { name: archiving?.name ?? '' })}
        confirmLabel={t('labs.integrations.archive')} loading={archiveIntegration.isPending} onCancel={() => setArchiving(null)}
        onConfirm={() => archiving && archiveIntegration.mutate(archiving.id, {
          onSuccess: () => { toaster.create({ type: 'success', title: t('labs.integrations.archived'), closable: true }); setArchiving(null); },
          onError: (err) => toastError(err),
        })} />
    </SettingsListPage>
  );
}
