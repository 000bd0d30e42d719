import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Label, control, translated error (message keys come from the shared zod schemas). */
export function FormField({ label, error, required, helper, children }: { label: string; error?: FieldError | { message?: string }; required?: boolean; helper?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error?.message && <Field.ErrorText>{t(error.message, { attribute: label })}</Field.ErrorText>}
    </Field.Root>
  );
}
