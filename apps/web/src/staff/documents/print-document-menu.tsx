import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../ui/errors';
import { openDocumentPdf, useDocumentTemplates } from './api';

/**
 * "Print document": any of the clinic's templates filled for the pet (and the record, when given), opened as a
 * PDF in a new tab in one click. The first 100 templates by name; a clinic keeps far fewer.
 */
export function PrintDocumentMenu({ petId, recordId }: { petId: number; recordId?: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const templates = useDocumentTemplates('', 1, 100);
  const [busy, setBusy] = useState(false);
  return (
    <Menu.Root open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" loading={busy}>{t('documents.print.button')}</Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="20rem" overflowY="auto">
            {templates.isPending && <Text px="3" py="2" color="fg.muted" fontSize="sm">{t('documents.print.loading')}</Text>}
            {templates.isError && <Text px="3" py="2" color="fg.error" fontSize="sm">{t('documents.print.error')}</Text>}
            {templates.data?.data.length === 0 && <Text px="3" py="2" color="fg.muted" fontSize="sm">{t('documents.print.none')}</Text>}
            {templates.data?.data.map((tpl) => (
              <Menu.Item key={tpl.id} value={String(tpl.id)} onClick={() => {
                setBusy(true);
                openDocumentPdf(tpl, { pet_id: petId, ...(recordId ? { record_id: recordId } : {}) }).catch(toastError).finally(() => setBusy(false));
              }}>{tpl.name}</Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
