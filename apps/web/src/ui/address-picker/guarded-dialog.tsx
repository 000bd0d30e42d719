import { Button, CloseButton, Dialog, HStack, Portal, Text, chakra, type DialogRootProps } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface GuardedDialogProps {
  onClose: () => void;
  /** Typed input that closing would lose: Esc, × and Cancel ask first. */
  dirty: boolean;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** The footer's buttons; `requestClose` is what a Cancel button calls. */
  footer: (requestClose: () => void) => ReactNode;
  /** When given, the content is a form and a `type="submit"` button submits it. */
  onSubmit?: (e: FormEvent<HTMLFormElement>) => void;
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'cover';
  /** Long forms and the map take the whole screen of a phone. */
  fullOnPhone?: boolean;
  closeOnInteractOutside?: boolean;
  initialFocusEl?: () => HTMLElement | null;
  finalFocusEl?: () => HTMLElement | null;
  /** Called once the closing animation is over (the host unmounts the dialog then). */
  onExitComplete?: () => void;
  open?: boolean;
  bodyProps?: React.ComponentProps<typeof Dialog.Body>;
  contentProps?: React.ComponentProps<typeof Dialog.Content>;
}

/** Escape on an open suggestion list closes the list, not the dialog. */
const escapeOnOpenList = (e: KeyboardEvent) => {
  const target = e.target as HTMLElement | null;
  if (target?.getAttribute?.('role') === 'combobox' && target.getAttribute('aria-expanded') === 'true') e.preventDefault();
};

/**
 * A dialog with a title that never loses typed input without asking ("Discard your changes?").
 * Closing by clicking outside is off unless asked for.
 */
export function GuardedDialog({
  onClose, dirty, title, description, children, footer, onSubmit, size = 'md', fullOnPhone = false, closeOnInteractOutside = false,
  initialFocusEl, finalFocusEl, onExitComplete, open = true, bodyProps, contentProps,
}: GuardedDialogProps) {
  const { t } = useTranslation();
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const requestClose = () => (dirty ? setConfirmDiscard(true) : onClose());
  const rootSize: DialogRootProps['size'] = fullOnPhone ? { base: 'full', md: size } : size;
  // "full" on a phone must not leave its full height and square corners to the wider sizes.
  const phoneFix = fullOnPhone ? { minH: { base: '100dvh', md: 'auto' }, borderRadius: { base: '0', md: 'l3' } } : {};

  const inner = (
    <>
      <Dialog.Header flexDirection="column" alignItems="stretch" gap="1" pe="12">
        <Dialog.Title>{title}</Dialog.Title>
        {description && <Dialog.Description color="fg.muted" fontSize="sm">{description}</Dialog.Description>}
      </Dialog.Header>
      <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        {confirmDiscard ? (
          <HStack role="alert" gap="2" flexWrap="wrap" justify="end">
            <Text fontSize="sm">{t('labels.discardQuestion')}</Text>
            <Button variant="outline" size="sm" onClick={() => setConfirmDiscard(false)}>{t('labels.keepEditing')}</Button>
            <Button colorPalette="red" size="sm" onClick={onClose}>{t('labels.discard')}</Button>
          </HStack>
        ) : (
          footer(requestClose)
        )}
      </Dialog.Footer>
    </>
  );

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && requestClose()}
      onEscapeKeyDown={escapeOnOpenList}
      closeOnInteractOutside={closeOnInteractOutside}
      size={rootSize}
      placement="center"
      scrollBehavior="inside"
      initialFocusEl={initialFocusEl}
      finalFocusEl={finalFocusEl}
      onExitComplete={onExitComplete}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...phoneFix} {...contentProps}>
            {onSubmit ? (
              <chakra.form display="contents" noValidate onSubmit={onSubmit}>
                {inner}
              </chakra.form>
            ) : (
              inner
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('labels.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
