import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { i18next } from './i18n';
import { HttpError } from './http';
import { toaster } from './toaster';

/** The user-facing text of an error: the server's translated message, else the generic label. */
export function errorMessage(err: unknown): string {
  if (err instanceof HttpError && err.serverMessage) return err.serverMessage;
  return i18next.t('labels.generic_error');
}

export function toastError(err: unknown, opts: { duration?: number; title?: string } = {}) {
  toaster.create({ type: 'error', title: opts.title ?? errorMessage(err), closable: true, duration: opts.duration ?? 6000 });
}

/** Puts a 422's field messages onto the form; returns true when it did. */
export function applyServerErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>): boolean {
  if (!(err instanceof HttpError) || err.status !== 422 || !err.body?.errors) return false;
  for (const [field, messages] of Object.entries(err.body.errors)) {
    setError(field as Path<T>, { type: 'server', message: messages[0] });
  }
  return true;
}
