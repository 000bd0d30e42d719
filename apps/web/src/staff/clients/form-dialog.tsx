import { Button, CloseButton, Dialog, HStack, Portal, Text, chakra } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A dialog holding a form: Esc, the close button and the backdrop close it, but typed input is
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
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && requestClose()} size={{ base: 'full', md: size }} scrollBehavior="inside" closeOnInteractOutside={false}>
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
                    <Text fontSize="sm">{t('clients.common.discardQuestion')}</Text>
                    <Button variant="outline" size="sm" onClick={() => setConfirmDiscard(false)}>{t('clients.common.keepEditing')}</Button>
                    <Button colorPalette="red" size="sm" onClick={onClose}>{t('clients.common.discard')}</Button>
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
