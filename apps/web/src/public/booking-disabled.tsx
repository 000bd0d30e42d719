import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TPublicClinic } from '@vetclinic/domain';

/** Online booking is off for the clinic: say so, and how to book instead. */
export function BookingDisabled({ clinic }: { clinic: Pick<TPublicClinic, 'name' | 'phone' | 'email'> }) {
  const { t } = useTranslation();
  return (
    <Box bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '6', md: '10' }} textAlign="center">
      <Stack gap="3" align="center">
        <Heading as="h1" size="lg">{t('public.disabled.title')}</Heading>
        <Text color="fg.muted" maxW="md">{t('public.disabled.text', { clinic: clinic.name })}</Text>
        {clinic.phone && (
          <Button asChild colorPalette="brand" size="lg" mt="2">
            <a href={`tel:${clinic.phone.replace(/[^+\d]/g, '')}`}>{t('public.disabled.call', { phone: clinic.phone })}</a>
          </Button>
        )}
        {clinic.email && (
          <Text fontSize="sm" color="fg.muted">
            {t('public.disabled.orEmail')} <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
          </Text>
        )}
      </Stack>
    </Box>
  );
}
