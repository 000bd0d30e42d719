import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A yes/no question before a destructive action; Esc or "Cancel" keeps everything as it was. */
export function ConfirmDialog({ open, title, body, confirmLabel, loading, onConfirm, onCancel }: {
  open: boolean;
  title: string;
  body?: string;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !e.open && onCancel()} size="sm" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header><Dialog.Title>{title}</Dialog.Title></Dialog.Header>
            {body && <Dialog.Body><Text>{body}</Text></Dialog.Body>}
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>{t('tasks.cancel')}</Button>
              <Button colorPalette="red" loading={loading} onClick={onConfirm}>{confirmLabel}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
