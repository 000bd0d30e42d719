import { Box, Button, Card, Flex, Heading, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ZAcceptInviteInput, type TAcceptInviteInput, type TTokenPair } from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { LanguageMenu } from '../../ui/language-menu';
import { applyServerErrors, errorMessage, toastError } from '../../ui/errors';
import { ListSkeleton } from '../../ui/states';
import { http, session } from '../auth/session';

/** /app/accept-invite?token=…: the invitee chooses a password and is signed in (public page). */
export function AcceptInvitePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const qc = useQueryClient();
  const info = useQuery({
    queryKey: ['invite', token],
    queryFn: () => http.get<{ data: { email: string; first_name: string; clinic_name: string } }>(`/auth/invites/${encodeURIComponent(token)}`).then((r) => r.data),
    enabled: !!token,
    retry: false,
  });
  const { register, handleSubmit, formState, setError } = useForm<TAcceptInviteInput>({
    resolver: zodResolver(ZAcceptInviteInput),
    defaultValues: { token, password: '', password_confirmation: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const pair = await http.post<TTokenPair>('/auth/accept-invite', { ...values, token });
      session.setTokens(pair.access_token, pair.refresh_token);
      await qc.invalidateQueries({ queryKey: ['staff'] });
      navigate('/', { replace: true });
    } catch (err) {
      if (!applyServerErrors(err, setError)) toastError(err);
    }
  });

  return (
    <Flex minH="100dvh" align="center" justify="center" bg="gray.50" px="4" direction="column" gap="4">
      <Box position="absolute" top="3" right="3"><LanguageMenu /></Box>
      <Card.Root width="full" maxW="sm">
        <Card.Body>
          {!token || info.isError ? (
            <Stack gap="4" role="alert">
              <Heading as="h1" size="lg">{t('team.accept.invalidTitle')}</Heading>
              <Text>{token ? errorMessage(info.error) : t('team.accept.noToken')}</Text>
              <Button variant="outline" onClick={() => navigate('/', { replace: true })}>{t('team.accept.toSignIn')}</Button>
            </Stack>
          ) : info.isPending ? <ListSkeleton rows={3} /> : (
            <chakra.form display="flex" flexDirection="column" gap="5" onSubmit={submit} noValidate>
              <Stack gap="1">
                <Heading as="h1" size="xl">{t('team.accept.title', { clinic: info.data.clinic_name })}</Heading>
                <Text color="fg.muted" fontSize="sm">{t('team.accept.subtitle', { name: info.data.first_name, email: info.data.email })}</Text>
              </Stack>
              <input type="email" name="username" autoComplete="username" value={info.data.email} readOnly hidden />
              <FormField label={t('team.accept.password')} error={formState.errors.password} required helper={t('team.accept.passwordHelp')}>
                <Input type="password" autoComplete="new-password" autoFocus {...register('password')} />
              </FormField>
              <FormField label={t('team.accept.confirm')} error={formState.errors.password_confirmation} required>
                <Input type="password" autoComplete="new-password" {...register('password_confirmation')} />
              </FormField>
              <Button type="submit" colorPalette="brand" loading={formState.isSubmitting}>{t('team.accept.submit')}</Button>
            </chakra.form>
          )}
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
