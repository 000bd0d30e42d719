import { Button, CloseButton, Dialog, HStack, Portal, Text, chakra, type DialogRootProps } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A dialog holding a form: Esc, the close button and the Cancel button close it, but typed input is
 * never lost without asking ("Discard your changes?").
 */
export function FormDialog({ open, onClose, dirty, title, children, footer, onSubmit, size = 'lg', cancelButton = true }: {
  open: boolean;
  onClose: () => void;
  dirty: boolean;
  title: string;
  children: ReactNode;
  /** Buttons; a `type="submit"` button submits the form. */
  footer: ReactNode;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  /** e.g. 'md', or `{ base: 'full', md: 'lg' }` for full screen on phones. */
  size?: DialogRootProps['size'];
  /** A Cancel button (which asks first, like Esc) before the footer's buttons; off when the footer has its own. */
  cancelButton?: boolean;
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
                    <Text fontSize="sm">{t('labels.dialog.discardQuestion')}</Text>
                    <Button variant="outline" size="sm" onClick={() => setConfirmDiscard(false)}>{t('labels.dialog.keepEditing')}</Button>
                    <Button colorPalette="red" size="sm" onClick={onClose}>{t('labels.dialog.discard')}</Button>
                  </HStack>
                ) : cancelButton ? (
                  <HStack gap="2" flexWrap="wrap" justify="end">
                    <Button variant="outline" onClick={requestClose}>{t('labels.dialog.cancel')}</Button>
                    {footer}
                  </HStack>
                ) : footer}
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
