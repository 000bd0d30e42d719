import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A payment page's link that leads nowhere (unknown, spent or expired): the reason and, optionally, a way on. */
export function LinkNotFound({ text, children }: { text: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '6', md: '10' }} textAlign="center" role="alert">
      <Stack gap="3" align="center">
        <Heading as="h1" size="lg">{t('payments.page.notFoundTitle')}</Heading>
        <Text color="fg.muted" maxW="md">{text}</Text>
        {children}
      </Stack>
    </Box>
  );
}
