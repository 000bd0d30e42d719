import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTaskTemplate } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { NewButton, SettingsListPage, useSettingsListSearch } from '../../ui/settings-list-page';
import { toaster } from '../../ui/toaster';
import { useActiveClinic } from '../auth/use-session';
import { useTaskTemplates, useTemplateMutations } from './api';
import { formatOffset } from './offset';
import { TaskTemplateDialog } from './task-template-dialog';

/** The clinic's task templates, 10 a page (spec §9), with create, edit and delete. */
export function TaskTemplatesPage() {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const canManage = clinic?.permissions.includes('tasks.manage') ?? false;
  const list = useSettingsListSearch();
  const templates = useTaskTemplates(list.page, list.search);
  const { remove } = useTemplateMutations();
  const [editing, setEditing] = useState<TTaskTemplate | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TTaskTemplate | null>(null);

  return (
    <SettingsListPage
      title={t('tasks.templates.title')}
      subtitle={t('tasks.templates.subtitle')}
      actions={canManage && <NewButton label={t('tasks.templates.new')} onClick={() => setCreating(true)} />}
      searchLabel={t('tasks.templates.search')}
      search={list}
      query={templates}
      emptyTitle={t(list.search ? 'tasks.templates.emptyFiltered' : 'tasks.templates.empty')}
      emptyAction={!list.search && canManage && <NewButton size="sm" label={t('tasks.templates.new')} onClick={() => setCreating(true)} />}
      interactive
      columns={[
        {
          header: t('tasks.templates.fields.name'),
          cell: (tpl) => (
            <>
              <Text fontWeight="500">{tpl.name}</Text>
              <Text hideFrom="md" fontSize="xs" color="fg.muted">{t('tasks.templates.fields.dueAfter')}: {formatOffset(tpl.due_offset_minutes, t)}</Text>
            </>
          ),
        },
        { header: t('tasks.templates.fields.description'), hideBelow: 'md', cellProps: { color: 'fg.muted', maxW: 'md' }, cell: (tpl) => <Text truncate>{tpl.description ?? '—'}</Text> },
        { header: t('tasks.templates.fields.dueAfter'), hideBelow: 'md', nowrap: true, cell: (tpl) => formatOffset(tpl.due_offset_minutes, t) },
      ]}
      actionsLabel={t('tasks.columns.actions')}
      rowActions={canManage ? (tpl) => (
        <>
          <Button size="xs" variant="ghost" onClick={() => setEditing(tpl)} aria-label={t('tasks.templates.editNamed', { name: tpl.name })}>{t('tasks.edit')}</Button>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(tpl)} aria-label={t('tasks.templates.deleteNamed', { name: tpl.name })}>{t('tasks.delete')}</Button>
        </>
      ) : undefined}
    >
      <TaskTemplateDialog open={creating || !!editing} template={editing} onClose={() => { setCreating(false); setEditing(null); }} />
      <ConfirmDialog
        size="sm"
        open={!!deleting}
        title={t('tasks.templates.deleteTitle')}
        body={t('tasks.templates.deleteBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('tasks.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, {
          onSuccess: () => {
            toaster.create({ type: 'success', title: t('tasks.templates.deleted'), closable: true });
            setDeleting(null);
          },
          onError: (err) => toastError(err),
        })}
      />
    </SettingsListPage>
  );
}
