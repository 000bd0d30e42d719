import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, type TTag } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { NewButton, SettingsListPage, useSettingsListSearch } from '../../ui/settings-list-page';
import { toaster } from '../../ui/toaster';
import { useCanManageTags, useTagMutations, useTags } from './api';
import { TagDialog } from './tag-dialog';
import { TagPill } from './tag-pill';

/** Settings → Tags: the clinic's tags with their colour, what they go on and how often they are used. */
export function TagsPage() {
  const { t } = useTranslation();
  const canManage = useCanManageTags();
  const list = useSettingsListSearch();
  const tags = useTags('any', list.search, list.page, PAGE_SIZE.common);
  const { remove } = useTagMutations();
  const [editing, setEditing] = useState<TTag | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TTag | null>(null);

  return (
    <SettingsListPage
      title={t('tags.title')}
      subtitle={t('tags.subtitle')}
      actions={canManage && <NewButton label={t('tags.new')} onClick={() => setCreating(true)} />}
      searchLabel={t('tags.search')}
      search={list}
      query={tags}
      emptyTitle={t(list.search ? 'tags.emptyFiltered' : 'tags.empty')}
      emptyAction={!list.search && canManage && <NewButton size="sm" label={t('tags.new')} onClick={() => setCreating(true)} />}
      columns={[
        { header: t('tags.fields.name'), cell: (tag) => <TagPill tag={tag} /> },
        { header: t('tags.fields.entityTypes'), hideBelow: 'md', cellProps: { color: 'fg.muted' }, cell: (tag) => tag.entity_types.map((type) => t(`tags.types.${type}`)).join(', ') },
        { header: t('tags.fields.usage'), align: 'end', cell: (tag) => tag.usage_count },
      ]}
      actionsLabel={t('tags.actions')}
      rowActions={canManage ? (tag) => (
        <>
          <Button size="xs" variant="ghost" onClick={() => setEditing(tag)} aria-label={t('tags.editNamed', { name: tag.name })}>{t('tags.editShort')}</Button>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(tag)} aria-label={t('tags.deleteNamed', { name: tag.name })}>{t('tags.delete')}</Button>
        </>
      ) : undefined}
    >
      <TagDialog open={creating || !!editing} tag={editing} onClose={() => { setCreating(false); setEditing(null); }} />
      <ConfirmDialog
        size="sm"
        open={!!deleting}
        title={t('tags.deleteTitle')}
        body={t('tags.deleteBody', { name: deleting?.name ?? '', n: deleting?.usage_count ?? 0 })}
        confirmLabel={t('tags.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, {
          onSuccess: () => {
            toaster.create({ type: 'success', title: t('tags.deleted'), closable: true });
            setDeleting(null);
          },
          onError: (err) => toastError(err),
        })}
      />
    </SettingsListPage>
  );
}
