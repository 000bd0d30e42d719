import { Button, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LOGIN_ERROR_TOAST_MS, ZLoginInput, type TLoginInput } from '@vetclinic/domain';
import { GuardedDialog } from '../../ui/address-picker/guarded-dialog';
import { applyServerErrors, errorMessage } from '../../ui/errors';
import { FormField } from '../../ui/form-field';
import { HttpError } from '../../ui/http';
import { toaster } from '../../ui/toaster';
import { usePage } from '../booking-context';
import { useClinic } from '../use-public-data';
import { useFieldError } from '../use-field-error';
import { login } from './account-api';
import { prefetchAccountModal, useAccountModals, type HostedModalProps } from './account-modals';
import { ActivationDialog } from './activation-dialog';
import { LinkButton } from './link-button';
import { useAuth } from './auth-context';

export interface LoginModalProps extends HostedModalProps {
  /** False on the reschedule page: no "register now" (spec §2). */
  allowRegister: boolean;
  email?: string;
}

const LOGIN_TOAST_ID = 'parent-login-failed';

/**
 * The login modal (spec §2): its heading says the visitor is not logged in; e-mail and password;
 * register now (when the clinic allows it) and reset password; Cancel and Login. An account not
 * activated yet goes on to the confirmation step (the mailed code); closing starts over.
 */
export function LoginModal({ open, onClose, onExitComplete, finalFocusEl, allowRegister, email = '' }: LoginModalProps) {
  const { t } = useTranslation();
  const { inputs, settings } = usePage();
  const clinic = useClinic(inputs.clinicSlug);
  const auth = useAuth();
  const modals = useAccountModals();
  const fieldError = useFieldError();
  const [confirm, setConfirm] = useState<{ userId: string; email: string } | null>(null);
  const form = useForm<TLoginInput>({ resolver: zodResolver(ZLoginInput), defaultValues: { email, password: '' }, mode: 'onSubmit' });
  const { register, handleSubmit, formState, setError, getValues } = form;
  const canRegister = allowRegister && clinic.data?.registration_enabled === true;

  const attempt = useMutation({
    mutationFn: (values: TLoginInput) => login({ ...values, clinic_id: settings.clinic?.id ?? 0 }),
    onSuccess: (pair) => {
      toaster.dismiss(LOGIN_TOAST_ID);
      auth.signIn(pair);
      toaster.create({ type: 'success', title: t('public.account.login.done'), closable: true });
      onClose();
    },
    onError: (err, values) => {
      if (err instanceof HttpError && err.status === 403 && err.code === 'not_activated' && typeof err.body?.user_id === 'string') {
        setConfirm({ userId: err.body.user_id, email: values.email });
        return;
      }
      applyServerErrors(err, setError);
      // Spec §8: 9 seconds, closable, top-right, the server's message or the generic one; the form stays.
      toaster.create({ id: LOGIN_TOAST_ID, type: 'error', title: errorMessage(err), closable: true, duration: LOGIN_ERROR_TOAST_MS });
    },
  });

  if (confirm) {
    return <ActivationDialog open={open} onClose={onClose} onExitComplete={onExitComplete} finalFocusEl={finalFocusEl} userId={confirm.userId} email={confirm.email} justSent={false} />;
  }

  const submit = handleSubmit((values) => attempt.mutate(values));
  return (
    <GuardedDialog
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      finalFocusEl={finalFocusEl}
      dirty={formState.isDirty}
      onSubmit={submit}
      title={t('public.account.login.title')}
      description={t('public.account.login.description')}
      footer={(requestClose) => (
        <HStack gap="2" justify="end" flexWrap="wrap">
          <Button variant="outline" onClick={requestClose}>{t('labels.cancel')}</Button>
          <Button type="submit" colorPalette="brand" loading={attempt.isPending}>{t('public.account.login.submit')}</Button>
        </HStack>
      )}
    >
      <Stack gap="4">
        <FormField label={t('labels.fields.email')} required error={fieldError(formState.errors.email)}>
          <Input {...register('email')} type="email" inputMode="email" autoComplete="username" maxLength={254} autoFocus={!email} />
        </FormField>
        <FormField label={t('labels.fields.password')} required error={fieldError(formState.errors.password)}>
          <Input {...register('password')} type="password" autoComplete="current-password" maxLength={200} autoFocus={!!email} />
        </FormField>
        <Flex direction="column" gap="1" fontSize="sm">
          <Text color="fg.muted">
            {t('public.account.login.forgot')}{' '}
            <LinkButton onClick={() => modals.open({ kind: 'forgot', email: getValues('email') })} onHover={() => prefetchAccountModal('forgot')}>
              {t('public.account.login.resetPassword')}
            </LinkButton>
          </Text>
          {canRegister && (
            <Text color="fg.muted">
              {t('public.account.login.noAccount')}{' '}
              <LinkButton onClick={() => modals.open({ kind: 'register' })} onHover={() => prefetchAccountModal('register')}>
                {t('public.account.login.registerNow')}
              </LinkButton>
            </Text>
          )}
        </Flex>
      </Stack>
    </GuardedDialog>
  );
}
