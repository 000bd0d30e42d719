import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePage } from '../booking-context';
import { basePath } from '../lib/routes';
import { useLinkProps } from '../use-route';

/** An unknown (404) or expired (410) mail link. */
export function LinkProblem({ kind }: { kind: 'invalid' | 'expired' }) {
  const { t } = useTranslation();
  const { inputs } = usePage();
  const link = useLinkProps();
  return (
    <Box bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '6', md: '10' }} textAlign="center" role="alert">
      <Stack gap="3" align="center">
        <Heading as="h1" size="lg">{kind === 'expired' ? t('public.link.expiredTitle') : t('public.link.invalidTitle')}</Heading>
        <Text color="fg.muted" maxW="md">{kind === 'expired' ? t('public.link.expiredText') : t('public.link.invalidText')}</Text>
        <Button asChild colorPalette="brand" mt="2">
          <a {...link(basePath(inputs.clinicSlug))}>{t('public.link.bookNew')}</a>
        </Button>
      </Stack>
    </Box>
  );
}
