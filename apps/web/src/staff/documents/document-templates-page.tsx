import { Badge, Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, PAGE_SIZE, resolveLanguage, type TDocumentTemplate } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { NewButton, SettingsListPage, useSettingsListSearch } from '../../ui/settings-list-page';
import { toaster } from '../../ui/toaster';
import { useCanEditDocuments, useDocumentMutations, useDocumentTemplates } from './api';
import { DocumentTemplateDialog } from './document-template-dialog';
import { PdfTemplateDialog } from './pdf-template-dialog';

/** Settings → Document templates: consent forms, certificates and discharge instructions with placeholders. */
export function DocumentTemplatesPage() {
  const { t } = useTranslation();
  const canEdit = useCanEditDocuments();
  const list = useSettingsListSearch();
  const templates = useDocumentTemplates(list.search, list.page, PAGE_SIZE.common);
  const { archive } = useDocumentMutations();
  const [editing, setEditing] = useState<TDocumentTemplate | null>(null);
  const [creating, setCreating] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [archiving, setArchiving] = useState<TDocumentTemplate | null>(null);

  return (
    <SettingsListPage
      title={t('documents.title')}
      subtitle={t('documents.subtitle')}
      actions={canEdit && (
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" onClick={() => setUploading(true)}>{t('documents.pdf.upload')}</Button>
          <NewButton label={t('documents.new')} onClick={() => setCreating(true)} />
        </HStack>
      )}
      searchLabel={t('documents.search')}
      search={list}
      query={templates}
      emptyTitle={t(list.search ? 'documents.emptyFiltered' : 'documents.empty')}
      emptyAction={!list.search && canEdit && <NewButton size="sm" label={t('documents.new')} onClick={() => setCreating(true)} />}
      columns={[
        { header: t('documents.fields.name'), cell: (tpl) => (
          <HStack gap="2" wrap="wrap">
            {tpl.name}
            {tpl.built_in_key && <Badge size="sm" variant="subtle">{t('documents.builtIn')}</Badge>}
            {tpl.source === 'pdf' && <Badge size="sm" variant="subtle" colorPalette="blue">{t('documents.pdf.badge')}</Badge>}
          </HStack>
        ) },
        { header: t('documents.fields.type'), hideBelow: 'md', cellProps: { color: 'fg.muted' }, cell: (tpl) => t(`documents.types.${tpl.type}`) },
        { header: t('documents.fields.language'), hideBelow: 'md', cellProps: { color: 'fg.muted' }, cell: (tpl) => LANGUAGE_NAMES[resolveLanguage(tpl.language)] },
      ]}
      actionsLabel={t('documents.actions')}
      rowActions={(tpl) => (
        <>
          <Button size="xs" variant="ghost" onClick={() => setEditing(tpl)} aria-label={t(canEdit ? 'documents.editNamed' : 'documents.openNamed', { name: tpl.name })}>{t(canEdit ? 'documents.editShort' : 'documents.open')}</Button>
          {canEdit && <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setArchiving(tpl)} aria-label={t('documents.archiveNamed', { name: tpl.name })}>{t('documents.archive')}</Button>}
        </>
      )}
    >
      <DocumentTemplateDialog open={creating || (!!editing && editing.source !== 'pdf')} template={editing?.source === 'pdf' ? null : editing} onClose={() => { setCreating(false); setEditing(null); }} />
      <PdfTemplateDialog open={uploading || editing?.source === 'pdf'} template={editing?.source === 'pdf' ? editing : null} onClose={() => { setUploading(false); setEditing(null); }} />
      <ConfirmDialog
        size="sm"
        open={!!archiving}
        title={t('documents.archiveTitle')}
        body={t('documents.archiveBody', { name: archiving?.name ?? '' })}
        confirmLabel={t('documents.archive')}
        loading={archive.isPending}
        onCancel={() => setArchiving(null)}
        onConfirm={() => archiving && archive.mutate(archiving.id, {
          onSuccess: () => {
            toaster.create({ type: 'success', title: t('documents.archived'), closable: true });
            setArchiving(null);
          },
          onError: (err) => toastError(err),
        })}
      />
    </SettingsListPage>
  );
}
