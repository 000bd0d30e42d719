import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConsentForms } from './consent-forms';

/** Consent forms: every request of the clinic with its sent / opened / signed state, by state and search. */
export function ConsentRequestsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="3">
      <ConsentForms scope={{}} headingLevel="h1" showSearch title={t('consent.pageTitle')} />
      <Text fontSize="sm" color="fg.muted">{t('consent.pageHint')}</Text>
    </Stack>
  );
}
