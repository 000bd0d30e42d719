import { Box, ChakraProvider, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { system } from '../ui/theme';
import { Toaster } from '../ui/toaster';
import { createQueryClient } from '../ui/query-client';
import { LanguageMenu } from '../ui/language-menu';
import type { ClinicPageSettings, RootInputs } from './page-settings';

export function PublicApp({ inputs, settings }: { inputs: RootInputs; settings: ClinicPageSettings }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <PublicShell inputs={inputs} settings={settings} />
        <Toaster />
      </QueryClientProvider>
    </ChakraProvider>
  );
}

function PublicShell({ inputs, settings }: { inputs: RootInputs; settings: ClinicPageSettings }) {
  const { t } = useTranslation();
  if (!settings.clinic) {
    return (
      <Container maxW="lg" py="16" textAlign="center">
        <Heading as="h1" size="xl">{t('public.clinicNotFound.title')}</Heading>
        <Text color="fg.muted" mt="2">{t('public.clinicNotFound.text')}</Text>
      </Container>
    );
  }
  return (
    <Box minH="100dvh" bg={inputs.isWidget ? 'transparent' : 'gray.50'}>
      {!inputs.isWidget && (
        <Flex as="header" bg="white" borderBottomWidth="1px" px="4" py="3" align="center" gap="3">
          <Heading as="h1" size="md" flex="1">{settings.clinic.name}</Heading>
          <LanguageMenu />
        </Flex>
      )}
      <Container maxW="3xl" py="6">
        <Heading as="h2" size="lg">{t('public.book.title')}</Heading>
      </Container>
    </Box>
  );
}
