import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, type TWebhookEndpoint, type TWebhookEndpointWithSecret } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { NewButton, SettingsListPage, useSettingsListSearch } from '../../ui/settings-list-page';
import { toaster } from '../../ui/toaster';
import { useClinicFormat } from '../clinic/use-clinic';
import { useWebhookEndpoints, useWebhookMutations } from './api';
import { DeliveriesDialog } from './deliveries-dialog';
import { EndpointDialog } from './endpoint-dialog';
import { SecretDialog } from './secret-dialog';

const nameOf = (ep: TWebhookEndpoint) => ep.description || ep.url;

/** On or off, failing since when, and whether private targets are allowed. */
function EndpointState({ endpoint: ep }: { endpoint: TWebhookEndpoint }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  return (
    <Stack gap="1" align="start">
      <Badge colorPalette={ep.is_active ? (ep.failing_since ? 'orange' : 'green') : 'gray'}>{t(ep.is_active ? 'webhooks.state.active' : 'webhooks.state.disabled')}</Badge>
      {ep.is_active && ep.failing_since && <Text color="fg.muted" fontSize="xs">{t('webhooks.state.failingSince', { since: fmt.dateTime(ep.failing_since) })}</Text>}
      {ep.allow_private && <Badge size="sm" variant="outline">{t('webhooks.state.private')}</Badge>}
    </Stack>
  );
}

/** Settings → Webhooks: the clinic's endpoints, their events and state, the secret, deliveries and replay. */
export function WebhooksPage() {
  const { t } = useTranslation();
  const list = useSettingsListSearch();
  const endpoints = useWebhookEndpoints(list.search, list.page, PAGE_SIZE.common);
  const { rotate, remove } = useWebhookMutations();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TWebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<TWebhookEndpoint | null>(null);
  const [rotating, setRotating] = useState<TWebhookEndpoint | null>(null);
  const [viewing, setViewing] = useState<TWebhookEndpoint | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  return (
    <SettingsListPage
      title={t('webhooks.title')}
      subtitle={t('webhooks.subtitle')}
      actions={<NewButton label={t('webhooks.new')} onClick={() => setCreating(true)} />}
      searchLabel={t('webhooks.search')}
      search={list}
      query={endpoints}
      emptyTitle={t(list.search ? 'webhooks.emptyFiltered' : 'webhooks.empty')}
      emptyAction={!list.search && <NewButton size="sm" label={t('webhooks.new')} onClick={() => setCreating(true)} />}
      columns={[
        { header: t('webhooks.fields.url'), cell: (ep) => (
          // Capped on a phone so the address wraps and the actions stay on screen.
          <Stack gap="0" maxW={{ base: '52', md: 'none' }}>
            {ep.description && <Text fontWeight="medium">{ep.description}</Text>}
            <Text fontSize="sm" wordBreak="break-all">{ep.url}</Text>
            <Text color="fg.muted" fontSize="xs">{t('webhooks.secretHint', { hint: ep.secret_hint })}</Text>
            {/* On a phone the state column is hidden: the state shows under the address. */}
            <Box hideFrom="md" pt="1"><EndpointState endpoint={ep} /></Box>
          </Stack>
        ) },
        { header: t('webhooks.fields.events'), hideBelow: 'lg', cellProps: { color: 'fg.muted', fontSize: 'sm' }, cell: (ep) => ep.events.map((e) => t(`webhooks.events.${e}`, { defaultValue: e })).join(', ') },
        { header: t('webhooks.fields.status'), hideBelow: 'md', cell: (ep) => <EndpointState endpoint={ep} /> },
      ]}
      actionsLabel={t('webhooks.actions')}
      rowActions={(ep) => (
        <Stack direction={{ base: 'column', md: 'row' }} gap="1" align="end">
          <Button size="xs" variant="ghost" onClick={() => setViewing(ep)} aria-label={t('webhooks.deliveriesNamed', { name: nameOf(ep) })}>{t('webhooks.deliveries')}</Button>
          <Button size="xs" variant="ghost" onClick={() => setEditing(ep)} aria-label={t('webhooks.editNamed', { name: nameOf(ep) })}>{t('webhooks.editShort')}</Button>
          <Button size="xs" variant="ghost" onClick={() => setRotating(ep)} aria-label={t('webhooks.rotateNamed', { name: nameOf(ep) })}>{t('webhooks.rotate')}</Button>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(ep)} aria-label={t('webhooks.deleteNamed', { name: nameOf(ep) })}>{t('webhooks.delete')}</Button>
        </Stack>
      )}
    >
      <EndpointDialog open={creating || !!editing} endpoint={editing} onClose={() => { setCreating(false); setEditing(null); }}
        onCreated={(ep: TWebhookEndpointWithSecret) => setSecret(ep.secret)} />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <DeliveriesDialog endpoint={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        size="sm"
        open={!!rotating}
        danger={false}
        title={t('webhooks.rotateTitle')}
        body={t('webhooks.rotateBody')}
        confirmLabel={t('webhooks.rotate')}
        loading={rotate.isPending}
        onCancel={() => setRotating(null)}
        onConfirm={() => rotating && rotate.mutate(rotating.id, {
          onSuccess: (res) => { setRotating(null); setSecret(res.data.secret); },
          onError: (err) => toastError(err),
        })}
      />
      <ConfirmDialog
        size="sm"
        open={!!deleting}
        title={t('webhooks.deleteTitle')}
        body={t('webhooks.deleteBody', { url: deleting?.url ?? '' })}
        confirmLabel={t('webhooks.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, {
          onSuccess: () => {
            toaster.create({ type: 'success', title: t('webhooks.deleted'), closable: true });
            setDeleting(null);
          },
          onError: (err) => toastError(err),
        })}
      />
    </SettingsListPage>
  );
}
