import { createToaster } from '@chakra-ui/react';

/**
 * How long a success toast stays when its caller says nothing: the toast library's own 2 s is gone before a busy
 * receptionist looks up (and, on a loaded machine, before the dialog that caused it has finished closing). Errors,
 * warnings and infos keep the library's 5 s; loading toasts stay until replaced.
 */
export const SUCCESS_TOAST_MS = 5000;

const store = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 5 });
const create = store.create;

/**
 * The toast store: toasts top-right, closable, above everything (spec §9). Code anywhere calls
 * `toaster.create`; <Toaster /> (toaster-view.tsx) renders them. The view is loaded apart from the
 * store so the public page can load it after its first paint; toasts made before it mounts wait in
 * the store.
 */
export const toaster: typeof store = Object.assign(store, {
  create: (data: Parameters<typeof store.create>[0]) =>
    create(data.type === 'success' && data.duration === undefined ? { ...data, duration: SUCCESS_TOAST_MS } : data),
});
