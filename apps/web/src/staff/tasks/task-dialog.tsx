import { Button, CloseButton, Dialog, Portal, chakra, useBreakpointValue } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/confirm-dialog';

/**
 * The frame of the task and task-template forms: full screen on phones, Cancel and the given submit
 * button, and closing with typed input asks first ("Discard?") in a dialog of its own.
 */
export function TaskDialog({ open, title, desktopSize, dirty, onClose, onSubmit, submitButton, children }: {
  open: boolean;
  title: string;
  desktopSize: 'md' | 'lg';
  dirty: boolean;
  onClose: () => void;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  submitButton: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // Full screen on phones; a responsive `size` object would keep the phone's min-height on desktop.
  const dialogSize = useBreakpointValue({ base: 'full', md: desktopSize } as const) ?? desktopSize;
  const [askDiscard, setAskDiscard] = useState(false);
  const requestClose = () => (dirty ? setAskDiscard(true) : onClose());

  return (
    <>
      <Dialog.Root open={open} onOpenChange={(e) => !e.open && requestClose()} size={dialogSize} closeOnInteractOutside={false}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <chakra.form noValidate onSubmit={onSubmit} display="contents">
                <Dialog.Header><Dialog.Title>{title}</Dialog.Title></Dialog.Header>
                <Dialog.Body>{children}</Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={requestClose}>{t('tasks.cancel')}</Button>
                  {submitButton}
                </Dialog.Footer>
              </chakra.form>
              <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label={t('tasks.close')} /></Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        size="sm"
        open={askDiscard}
        title={t('tasks.discardTitle')}
        body={t('tasks.discardBody')}
        confirmLabel={t('tasks.discard')}
        onCancel={() => setAskDiscard(false)}
        onConfirm={() => {
          setAskDiscard(false);
          onClose();
        }}
      />
    </>
  );
}
