import { Badge, Button, Checkbox, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordRepoKey, TRecordTemplate } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useActiveClinic } from '../auth/use-session';
import { useClinicFormat } from '../clinic/use-clinic';
import { ArchiveToggle, ListHeader } from '../lists/list-toolbar';
import { useRecordRepository, useRecordTemplates, useTemplateMutations } from './api';
import { TemplateEditorDialog } from './template-editor-dialog';

/** The clinic's record templates: copy from the built-in repository, edit, set the default, archive. */
export function TemplatesPage() {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const { clinic } = useActiveClinic();
  const canManage = clinic?.permissions.includes('records.templates.manage') ?? false;
  const [archived, setArchived] = useState(false);
  const templates = useRecordTemplates({ archived });
  const { update, archive } = useTemplateMutations();
  const [editing, setEditing] = useState<TRecordTemplate | null>(null);
  const [creating, setCreating] = useState(false);
  const [copying, setCopying] = useState(false);
  const [archiving, setArchiving] = useState<TRecordTemplate | null>(null);

  const setDefault = (tpl: TRecordTemplate) => update.mutate({ id: tpl.id, body: { is_default: true } }, {
    onSuccess: () => toaster.create({ type: 'success', title: t('records.templates.defaultSet', { name: tpl.name }), closable: true, duration: 3000 }),
    onError: (err) => toastError(err),
  });

  return (
    <Stack gap="4">
      <ListHeader title={t('records.templates.title')} newLabel={t('records.templates.new')} onNew={canManage ? () => setCreating(true) : undefined} />
      <HStack gap="2" flexWrap="wrap" justify="space-between">
        <ArchiveToggle archived={archived} onChange={setArchived} />
        {canManage && <Button size="sm" variant="outline" onClick={() => setCopying(true)}>{t('records.templates.copyFromRepo')}</Button>}
      </HStack>
      <Text fontSize="sm" color="fg.muted">{t('records.templates.neverChangesRecords')}</Text>
      {templates.isPending && <ListSkeleton rows={5} />}
      {templates.isError && <ErrorState error={templates.error} onRetry={() => void templates.refetch()} />}
      {templates.data && (templates.data.data.length === 0 ? (
        <EmptyState title={t(archived ? 'records.templates.emptyArchived' : 'records.templates.empty')}>
          {!archived && canManage && <Button size="sm" colorPalette="brand" onClick={() => setCopying(true)}>{t('records.templates.copyFromRepo')}</Button>}
        </EmptyState>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="bg" position="relative">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('records.templates.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('records.templates.sections')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('records.templates.version')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('records.templates.updated')}</Table.ColumnHeader>
                {canManage && <Table.ColumnHeader><Text srOnly>{t('records.templates.actions')}</Text></Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {templates.data.data.map((tpl) => (
                <Table.Row key={tpl.id}>
                  <Table.Cell>
                    <HStack gap="2"><Text fontWeight="600">{tpl.name}</Text>{tpl.is_default && <Badge colorPalette="brand">{t('records.templates.default')}</Badge>}</HStack>
                    {tpl.description && <Text fontSize="xs" color="fg.muted" lineClamp={1}>{tpl.description}</Text>}
                  </Table.Cell>
                  <Table.Cell fontSize="xs">{tpl.sections.map((s) => s.title).join(' · ')}</Table.Cell>
                  <Table.Cell>v{tpl.version}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{fmt.date(tpl.updated_at)}</Table.Cell>
                  {canManage && (
                    <Table.Cell>
                      <HStack gap="1" justify="end">
                        {!tpl.archived_at && <Button size="xs" variant="outline" onClick={() => setEditing(tpl)} aria-label={t('records.templates.editNamed', { name: tpl.name })}>{t('records.templates.edit')}</Button>}
                        {!tpl.archived_at && !tpl.is_default && <Button size="xs" variant="ghost" loading={update.isPending && update.variables?.id === tpl.id} onClick={() => setDefault(tpl)}>{t('records.templates.makeDefault')}</Button>}
                        {!tpl.archived_at && <Button size="xs" variant="ghost" onClick={() => setArchiving(tpl)}>{t('records.templates.archive')}</Button>}
                        {tpl.archived_at && <Text fontSize="xs" color="fg.muted">{t('records.templates.archivedOn', { date: fmt.date(tpl.archived_at) })}</Text>}
                      </HStack>
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ))}
      <TemplateEditorDialog open={creating || !!editing} template={editing} onClose={() => { setCreating(false); setEditing(null); }} />
      <CopyFromRepoDialog open={copying} onClose={() => setCopying(false)} />
      <ConfirmDialog open={!!archiving} title={t('records.templates.archiveTitle', { name: archiving?.name ?? '' })} body={t('records.templates.archiveBody')}
        confirmLabel={t('records.templates.archive')} loading={archive.isPending} onCancel={() => setArchiving(null)} contentProps={{ mx: '3' }}
        onConfirm={() => archiving && archive.mutate(archiving.id, { onSuccess: () => setArchiving(null), onError: (err) => toastError(err) })} />
    </Stack>
  );
}

function CopyFromRepoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const repo = useRecordRepository(open);
  const { copy } = useTemplateMutations();
  const [chosen, setChosen] = useState<RecordRepoKey[]>([]);
  return (
    <ConfirmDialog open={open} danger={false} title={t('records.templates.copyTitle')} body={t('records.templates.copyBody')} confirmLabel={t('records.templates.copy')}
      loading={copy.isPending} onCancel={() => { setChosen([]); onClose(); }} contentProps={{ mx: '3' }}
      onConfirm={() => {
        if (!chosen.length) return;
        copy.mutate(chosen, {
          onSuccess: (copied) => {
            toaster.create({ type: 'success', title: t('records.templates.copied', { count: copied.length }), closable: true });
            setChosen([]);
            onClose();
          },
          onError: (err) => toastError(err),
        });
      }}>
      <Stack gap="2" mt="3">
        {repo.isPending && <ListSkeleton rows={4} />}
        {repo.isError && <ErrorState error={repo.error} onRetry={() => void repo.refetch()} />}
        {repo.data?.map((r) => (
          <Checkbox.Root key={r.repo_key} size="sm" alignItems="start" checked={chosen.includes(r.repo_key)}
            onCheckedChange={(e) => setChosen((c) => (e.checked ? [...c, r.repo_key] : c.filter((k) => k !== r.repo_key)))}>
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>
              <Text as="span" fontWeight="600">{r.name}</Text>{r.copied && <Badge ml="2" size="sm">{t('records.templates.alreadyCopied')}</Badge>}
              <Text fontSize="xs" color="fg.muted">{r.description}</Text>
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </ConfirmDialog>
  );
}
