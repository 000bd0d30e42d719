import { createToaster } from '@chakra-ui/react';

/**
 * The toast store: toasts top-right, closable, above everything (spec §9). Code anywhere calls
 * `toaster.create`; <Toaster /> (toaster-view.tsx) renders them. The view is loaded apart from the
 * store so the public page can load it after its first paint; toasts made before it mounts wait in
 * the store.
 */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 5 });
