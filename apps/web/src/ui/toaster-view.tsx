import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { TOAST_Z_INDEX } from '@vetclinic/domain';
import { toaster } from './toaster';

/** Renders the toasts of the store: top-right, closable, above everything (spec §9). */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} zIndex={TOAST_Z_INDEX} style={{ zIndex: TOAST_Z_INDEX }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} role={toast.type === 'error' ? 'alert' : 'status'}>
            {toast.type === 'loading' ? <Spinner size="sm" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
