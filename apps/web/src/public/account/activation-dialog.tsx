import { Alert, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GuardedDialog } from '../../ui/address-picker/guarded-dialog';
import { errorMessage, toastError } from '../../ui/errors';
import { HttpError } from '../../ui/http';
import { toaster } from '../../ui/toaster';
import { usePage } from '../booking-context';
import { activate, resendCode } from './account-api';
import type { HostedModalProps } from './account-modals';
import { useAuth } from './auth-context';
import { useCountdown } from './lib/use-countdown';

/** The server sends at most one code a minute. */
const RESEND_GAP_SECONDS = 60;

export interface ActivationDialogProps extends HostedModalProps {
  /** The registration handle the server signed (register, or a login of a pending account). */
  userId: string;
  email: string;
  /** A code was mailed a moment ago (registration): resending waits for the cooldown. */
  justSent: boolean;
}

/** The confirmation step: the 6-digit code from the e-mail activates the account and logs in. */
export function ActivationDialog({ userId, email, justSent, open, onClose, onExitComplete, finalFocusEl }: ActivationDialogProps) {
  const { t } = useTranslation();
  const { settings } = usePage();
  const auth = useAuth();
  const cooldown = useCountdown(justSent ? RESEND_GAP_SECONDS : 0);
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const clinicId = settings.clinic?.id ?? 0;

  const activation = useMutation({
    mutationFn: (code: string) => activate({ user_id: userId, code }),
    onSuccess: (pair) => {
      auth.signIn(pair);
      toaster.create({ type: 'success', title: t('public.account.activate.done'), closable: true });
      onClose();
    },
    onError: (err) => {
      if (err instanceof HttpError && err.status === 422) {
        const left = typeof err.body?.attempts_left === 'number' ? err.body.attempts_left : null;
        const message = err.body?.errors?.code?.[0] ?? errorMessage(err);
        setError('code', { type: 'server', message: left !== null ? `${message} ${t('public.account.activate.attemptsLeft', { count: left })}` : message });
        setProblem(null);
        return;
      }
      // code_locked, already activated, too many requests…: the server's own words.
      setProblem(errorMessage(err));
    },
  });

  const resend = useMutation({
    mutationFn: () => resendCode(userId, clinicId),
    onSuccess: () => {
      cooldown.start(RESEND_GAP_SECONDS);
      setProblem(null);
      toaster.create({ type: 'success', title: t('public.account.activate.resent', { email }), closable: true });
    },
    onError: (err) => {
      if (err instanceof HttpError && err.status === 429) {
        const wait = Number(err.body?.retry_after);
        cooldown.start(Number.isFinite(wait) && wait > 0 ? wait : RESEND_GAP_SECONDS);
      }
      toastError(err);
    },
  });

  const submit = handleSubmit(({ code }) => {
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError('code', { type: 'format', message: t('validation.activation_code_format') });
      return;
    }
    activation.mutate(digits);
  });

  const codeError = formState.errors.code?.message;
  return (
    <GuardedDialog
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      finalFocusEl={finalFocusEl}
      dirty={formState.isDirty}
      onSubmit={submit}
      title={t('public.account.activate.title')}
      description={justSent ? t('public.account.activate.sent', { email }) : t('public.account.activate.notActive')}
      footer={(requestClose) => (
        <HStack gap="2" justify="end" flexWrap="wrap">
          <Button variant="outline" onClick={requestClose}>{t('labels.cancel')}</Button>
          <Button type="submit" colorPalette="brand" loading={activation.isPending}>{t('public.account.activate.submit')}</Button>
        </HStack>
      )}
    >
      <Stack gap="4">
        <Field.Root invalid={!!codeError} required>
          <Field.Label>
            {t('public.account.activate.code')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            {...register('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            autoFocus
            letterSpacing="0.3em"
            fontSize="lg"
            maxW="48"
          />
          {codeError ? <Field.ErrorText>{codeError}</Field.ErrorText> : <Field.HelperText>{t('public.account.activate.codeHelp')}</Field.HelperText>}
        </Field.Root>
        {problem && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        )}
        <Text fontSize="sm" color="fg.muted">
          {t('public.account.activate.noCode')}{' '}
          <Button variant="plain" size="sm" h="auto" p="0" minW="0" color="brand.fg" textDecoration="underline" verticalAlign="baseline"
            disabled={cooldown.left > 0 || resend.isPending} onClick={() => resend.mutate()}>
            {cooldown.left > 0 ? t('public.account.activate.resendIn', { seconds: cooldown.left }) : t('public.account.activate.resend')}
          </Button>
        </Text>
      </Stack>
    </GuardedDialog>
  );
}
