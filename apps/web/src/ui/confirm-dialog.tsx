import { Button, CloseButton, Dialog, Portal, Text, type DialogContentProps, type DialogRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A yes/no question before a destructive or important action; Esc or "Cancel" keeps everything as it was. */
export function ConfirmDialog({
  open, title, body, children, confirmLabel, cancelLabel, loading, danger = true, onConfirm, onCancel,
  size = 'md', scrollBehavior = 'inside', closeButton = false, contentProps,
}: {
  open: boolean;
  title: string;
  /** A sentence under the title. */
  body?: string;
  /** More content under the body (a list, a field). */
  children?: ReactNode;
  confirmLabel: string;
  /** The button that keeps things as they were; "Cancel" unless given. */
  cancelLabel?: string;
  loading?: boolean;
  /** A red confirm button; false for a question that destroys nothing. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  size?: DialogRootProps['size'];
  scrollBehavior?: DialogRootProps['scrollBehavior'];
  /** A × in the corner as well. */
  closeButton?: boolean;
  contentProps?: DialogContentProps;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !e.open && onCancel()} size={size} placement="center" scrollBehavior={scrollBehavior}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...contentProps}>
            <Dialog.Header><Dialog.Title>{title}</Dialog.Title></Dialog.Header>
            {(body || children) && (
              <Dialog.Body>
                {body && <Text>{body}</Text>}
                {children}
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>{cancelLabel ?? t('labels.dialog.cancel')}</Button>
              <Button colorPalette={danger ? 'red' : 'brand'} loading={loading} onClick={onConfirm}>{confirmLabel}</Button>
            </Dialog.Footer>
            {closeButton && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('labels.close')} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
