import { Button, Center, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './errors';

export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="2" role="status" aria-busy="true" aria-label={t('labels.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height="10" />
      ))}
    </Stack>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Center py="8" flexDirection="column" gap="3" role="alert">
      <Text color="fg.error">{errorMessage(error)}</Text>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('labels.retry')}
        </Button>
      )}
    </Center>
  );
}

export function EmptyState({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <Center py="6" flexDirection="column" gap="2" color="fg.muted" textAlign="center">
      <Text>{title}</Text>
      {children}
    </Center>
  );
}
