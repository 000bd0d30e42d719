import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { resolveMessageKey } from './lib/message-key';

/** Turns a form error into what FormField translates: a catalogue key, or the server's own text. */
export function useFieldError() {
  const { i18n } = useTranslation();
  return useCallback(
    (err: FieldError | undefined) => {
      if (!err?.message) return undefined;
      if (err.type === 'server') return { message: err.message };
      return { message: resolveMessageKey(err.message, (k) => i18n.exists(k)) };
    },
    [i18n],
  );
}
