import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, toastError } from './errors';
import { toaster } from './toaster';
import { useUnsavedGuard } from './use-unsaved-guard';

interface Mutation<B> { mutateAsync: (vars: B) => Promise<unknown>; isPending: boolean }

/**
 * The create-or-edit dialog's form: validated by the shared zod schema, reset to the entity each time the
 * dialog opens, guarded while dirty; `submit` creates or updates, toasts `savedTitle` and closes, and
 * puts the server's field errors on their fields (anything else is a toast).
 */
export function useEntityForm<In extends FieldValues, Out extends FieldValues, E extends { id: number }>({
  schema, entity, toForm, open, create, update, savedTitle, onClose,
}: {
  schema: z.ZodType<Out, In>;
  entity: E | null;
  toForm: (e: E | null) => In;
  open: boolean;
  create: Mutation<Out>;
  update: Mutation<{ id: number; body: Out }>;
  savedTitle: string;
  onClose: () => void;
}) {
  const defaults = useMemo(() => toForm(entity), [entity, toForm]);
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues: defaults as never });
  const { reset, handleSubmit, setError, formState } = form;
  useEffect(() => {
    if (open) reset(defaults);
  }, [open, defaults, reset]);
  useUnsavedGuard(open && formState.isDirty);

  const submit = handleSubmit(async (values) => {
    try {
      if (entity) await update.mutateAsync({ id: entity.id, body: values });
      else await create.mutateAsync(values);
      toaster.create({ type: 'success', title: savedTitle, closable: true });
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError as never)) toastError(err);
    }
  });
  return { form, submit, saving: create.isPending || update.isPending };
}
