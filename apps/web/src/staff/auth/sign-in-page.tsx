import { Box, Button, Card, Flex, Heading, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { LOGIN_ERROR_TOAST_MS, ZLoginInput, type TLoginInput, type TTokenPair } from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { LanguageMenu } from '../../ui/language-menu';
import { toastError } from '../../ui/errors';
import { http, session } from './session';

export function SignInPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { register, handleSubmit, formState } = useForm<TLoginInput>({ resolver: zodResolver(ZLoginInput), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const pair = await http.post<TTokenPair>('/auth/login', values);
      session.setTokens(pair.access_token, pair.refresh_token);
      await qc.invalidateQueries({ queryKey: ['staff'] });
    } catch (err) {
      // The form stays filled in; the toast says why (spec §8).
      toastError(err, { duration: LOGIN_ERROR_TOAST_MS });
    }
  });

  return (
    <Flex minH="100dvh" align="center" justify="center" bg="gray.50" px="4" direction="column" gap="4">
      <Box position="absolute" top="3" right="3">
        <LanguageMenu />
      </Box>
      <Card.Root width="full" maxW="sm">
        <Card.Body>
          <chakra.form display="flex" flexDirection="column" gap="5" onSubmit={onSubmit} noValidate>
            <Stack gap="1">
              <Heading as="h1" size="xl">{t('staff.signIn.title')}</Heading>
              <Text color="fg.muted" fontSize="sm">{t('staff.signIn.subtitle')}</Text>
            </Stack>
            <FormField label={t('labels.fields.email')} error={formState.errors.email} required>
              <Input type="email" autoComplete="username" autoFocus {...register('email')} />
            </FormField>
            <FormField label={t('labels.fields.password')} error={formState.errors.password} required>
              <Input type="password" autoComplete="current-password" {...register('password')} />
            </FormField>
            <Button type="submit" colorPalette="brand" loading={formState.isSubmitting}>
              {t('staff.signIn.submit')}
            </Button>
          </chakra.form>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
