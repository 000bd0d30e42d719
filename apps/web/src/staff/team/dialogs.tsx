import { Button, CloseButton, Dialog, HStack, Portal, Text, chakra } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A dialog holding a form: Esc, the close button and the Cancel button close it, but typed input is
 * never lost without asking ("Discard your changes?").
 */
export function FormDialog({ open, onClose, dirty, title, children, footer, onSubmit, size = 'lg' }: {
  open: boolean;
  onClose: () => void;
  dirty: boolean;
  title: string;
  children: ReactNode;
  /** Buttons; a `type="submit"` button submits the form. */
  footer: ReactNode;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}) {
  const { t } = useTranslation();
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  useEffect(() => {
    if (!open) setConfirmDiscard(false);
  }, [open]);
  const requestClose = () => (dirty ? setConfirmDiscard(true) : onClose());

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && requestClose()} size={size} scrollBehavior="inside" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form display="contents" noValidate onSubmit={onSubmit}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                {confirmDiscard ? (
                  <HStack role="alert" gap="2" flexWrap="wrap" justify="end">
                    <Text fontSize="sm">{t('team.common.discardQuestion')}</Text>
                    <Button variant="outline" size="sm" onClick={() => setConfirmDiscard(false)}>{t('team.common.keepEditing')}</Button>
                    <Button colorPalette="red" size="sm" onClick={onClose}>{t('team.common.discard')}</Button>
                  </HStack>
                ) : (
                  <HStack gap="2" flexWrap="wrap" justify="end">
                    <Button variant="outline" onClick={requestClose}>{t('team.common.cancel')}</Button>
                    {footer}
                  </HStack>
                )}
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('labels.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A yes/no question before a destructive action; Esc or "Cancel" keeps everything as it was. */
export function ConfirmDialog({ open, title, body, confirmLabel, loading, danger = true, onConfirm, onCancel, children }: {
  open: boolean;
  title: string;
  body?: string;
  confirmLabel: string;
  loading?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !e.open && onCancel()} size="md" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header><Dialog.Title>{title}</Dialog.Title></Dialog.Header>
            {(body || children) && (
              <Dialog.Body>
                {body && <Text>{body}</Text>}
                {children}
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>{t('team.common.cancel')}</Button>
              <Button colorPalette={danger ? 'red' : 'brand'} loading={loading} onClick={onConfirm}>{confirmLabel}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
