import { Alert, Box, Button, Heading, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { msg, zParentPassword } from '@vetclinic/domain';
import { applyServerErrors, errorMessage } from '../../ui/errors';
import { FormField } from '../../ui/form-field';
import { toaster } from '../../ui/toaster';
import { useUnsavedGuard } from '../../ui/use-unsaved-guard';
import { usePage } from '../booking-context';
import { basePath } from '../lib/routes';
import { navigate, useLinkProps } from '../use-route';
import { useFieldError } from '../use-field-error';
import { resetPassword } from './account-api';
import { useAccountModals } from './account-modals';
import { LinkButton } from './link-button';

const ZResetForm = z.object({
  password: zParentPassword,
  password_confirmation: z.string({ error: msg.required }).max(200, { error: msg.tooLong }),
}).refine((v) => v.password === v.password_confirmation, { error: 'validation.password_confirmation', path: ['password_confirmation'] });
type ResetForm = z.infer<typeof ZResetForm>;

/** /book/{slug}/reset-password?token=…&email=… from the mail: a new password, then the login modal. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { inputs } = usePage();
  const modals = useAccountModals();
  const link = useLinkProps();
  const fieldError = useFieldError();
  const [{ token, email }] = useState(() => {
    const q = new URLSearchParams(window.location.search);
    return { token: q.get('token') ?? '', email: q.get('email') ?? '' };
  });
  const [problem, setProblem] = useState<{ text: string; badLink: boolean } | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<ResetForm>({ resolver: zodResolver(ZResetForm), defaultValues: { password: '', password_confirmation: '' }, mode: 'onSubmit' });
  useUnsavedGuard(formState.isDirty);

  const save = useMutation({
    mutationFn: (values: ResetForm) => resetPassword({ token, email, ...values }),
    onSuccess: () => {
      toaster.create({ type: 'success', title: t('public.account.reset.done'), closable: true });
      // The link's token and e-mail stay behind; widget, colour and utm_* parameters come along.
      const query = new URLSearchParams(window.location.search);
      query.delete('token');
      query.delete('email');
      const rest = query.toString();
      navigate(basePath(inputs.clinicSlug), { replace: true, query: rest ? `?${rest}` : '' });
      modals.open({ kind: 'login', email });
    },
    onError: (err) => {
      // A bad or expired link comes back as a field error on the token: not a box here, so say it above.
      const tokenError = (err as { body?: { errors?: Record<string, string[]> } }).body?.errors?.token?.[0];
      const onFields = applyServerErrors(err, setError);
      if (tokenError) setProblem({ text: tokenError, badLink: true });
      else setProblem(onFields ? null : { text: errorMessage(err), badLink: false });
    },
  });

  if (!token || !email) {
    return (
      <Stack py="12" gap="3" align="center" textAlign="center">
        <Heading as="h1" size="xl">{t('public.account.reset.title')}</Heading>
        <Text color="fg.muted">{t('public.account.reset.badLink')}</Text>
        <Button asChild colorPalette="brand"><a {...link(basePath(inputs.clinicSlug))}>{t('public.notFound.toBooking')}</a></Button>
      </Stack>
    );
  }

  return (
    <Box maxW="md" mx="auto" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '4', md: '6' }}>
      <chakra.form noValidate onSubmit={handleSubmit((v) => save.mutate(v))}>
        <Stack gap="4">
          <Heading as="h1" size="xl">{t('public.account.reset.title')}</Heading>
          <Text color="fg.muted" fontSize="sm">{t('public.account.reset.for', { email })}</Text>
          <FormField label={t('public.account.reset.password')} required error={fieldError(formState.errors.password)}>
            <Input {...register('password')} type="password" autoComplete="new-password" maxLength={200} autoFocus />
          </FormField>
          <FormField label={t('public.account.register.passwordConfirmation')} required error={fieldError(formState.errors.password_confirmation)}>
            <Input {...register('password_confirmation')} type="password" autoComplete="new-password" maxLength={200} />
          </FormField>
          <Box aria-live="assertive">
            {problem && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{problem.text}</Alert.Title>
                  {problem.badLink && (
                    <Alert.Description>
                      <LinkButton onClick={() => modals.open({ kind: 'forgot', email })}>{t('public.account.reset.newLink')}</LinkButton>
                    </Alert.Description>
                  )}
                </Alert.Content>
              </Alert.Root>
            )}
          </Box>
          <Button type="submit" colorPalette="brand" loading={save.isPending} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            {t('public.account.reset.submit')}
          </Button>
        </Stack>
      </chakra.form>
    </Box>
  );
}
