import { Alert, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zEmail } from '@vetclinic/domain';
import { GuardedDialog } from '../../ui/address-picker/guarded-dialog';
import { applyServerErrors, toastError } from '../../ui/errors';
import { FormField } from '../../ui/form-field';
import { usePage } from '../booking-context';
import { useFieldError } from '../use-field-error';
import { forgotPassword } from './account-api';
import { useAccountModals, type HostedModalProps } from './account-modals';

const ZForgotForm = z.object({ email: zEmail });
type ForgotForm = z.infer<typeof ZForgotForm>;

/** Password recovery: an e-mail in, the same confirmation whatever the account (so nobody learns who has one). */
export function ForgotPasswordModal({ open, onClose, onExitComplete, finalFocusEl, email = '' }: HostedModalProps & { email?: string }) {
  const { t } = useTranslation();
  const { settings } = usePage();
  const modals = useAccountModals();
  const fieldError = useFieldError();
  const { register, handleSubmit, formState, setError, getValues } = useForm<ForgotForm>({ resolver: zodResolver(ZForgotForm), defaultValues: { email }, mode: 'onSubmit' });
  const send = useMutation({
    mutationFn: (values: ForgotForm) => forgotPassword({ email: values.email, clinic_id: settings.clinic?.id ?? 0 }),
    onError: (err) => {
      if (!applyServerErrors(err, setError)) toastError(err);
    },
  });
  const sent = send.isSuccess;

  return (
    <GuardedDialog
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      finalFocusEl={finalFocusEl}
      dirty={!sent && formState.isDirty}
      onSubmit={handleSubmit((values) => send.mutate(values))}
      title={t('public.account.forgot.title')}
      description={sent ? undefined : t('public.account.forgot.description')}
      footer={(requestClose) =>
        sent ? (
          <HStack gap="2" justify="end" flexWrap="wrap">
            <Button variant="outline" onClick={() => modals.open({ kind: 'login', email: getValues('email') })}>{t('public.account.forgot.backToLogin')}</Button>
            <Button colorPalette="brand" onClick={onClose}>{t('labels.close')}</Button>
          </HStack>
        ) : (
          <HStack gap="2" justify="end" flexWrap="wrap">
            <Button variant="outline" onClick={requestClose}>{t('labels.cancel')}</Button>
            <Button type="submit" colorPalette="brand" loading={send.isPending}>{t('public.account.forgot.submit')}</Button>
          </HStack>
        )
      }
    >
      {sent ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('public.account.forgot.sentTitle')}</Alert.Title>
            <Alert.Description>{t('public.account.forgot.sent')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Stack gap="3">
          <FormField label={t('labels.fields.email')} required error={fieldError(formState.errors.email)}>
            <Input {...register('email')} type="email" inputMode="email" autoComplete="email" maxLength={254} autoFocus />
          </FormField>
          <Text fontSize="sm" color="fg.muted">{t('public.account.forgot.hint')}</Text>
        </Stack>
      )}
    </GuardedDialog>
  );
}
