import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks before a destructive or important action; Esc or Cancel closes without doing it. */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onClose, loading, danger }: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
  danger?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{typeof children === 'string' ? <Text>{children}</Text> : children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>{t('clients.common.cancel')}</Button>
              <Button colorPalette={danger ? 'red' : 'brand'} loading={loading} onClick={onConfirm}>{confirmLabel}</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('labels.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
