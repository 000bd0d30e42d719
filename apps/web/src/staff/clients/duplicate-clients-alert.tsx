import type { ReactNode } from 'react';
import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TDuplicateClient } from '@vetclinic/domain';

/**
 * The clients module's duplicate warning (same e-mail or phone as existing clients): each match with one
 * action (open it, use it …), and whatever the form offers next (back, create anyway) below.
 */
export function DuplicateClientsAlert({ duplicates, actionLabel, onPick, children }: {
  duplicates: TDuplicateClient[];
  actionLabel: string;
  onPick: (d: TDuplicateClient) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('clients.form.duplicateTitle')}</Alert.Title>
        <Alert.Description>
          <Stack gap="2" mt="2">
            {duplicates.map((d) => (
              <HStack key={d.id} justify="space-between" gap="3" flexWrap="wrap">
                <Stack gap="0">
                  <Text fontWeight="600">{d.full_name}</Text>
                  <Text fontSize="sm">{[d.email, d.phone].filter(Boolean).join(' · ')}</Text>
                </Stack>
                <Button size="xs" variant="outline" onClick={() => onPick(d)}>{actionLabel}</Button>
              </HStack>
            ))}
            {children}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
