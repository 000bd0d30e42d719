import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Previous / next with "page x of y · n results"; hidden when everything fits on one page. */
export function ListPagination({ page, lastPage, total, onPage }: { page: number; lastPage: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <HStack justify="space-between" flexWrap="wrap" gap="2" pt="2">
      <Text fontSize="sm" color="fg.muted">{t('clients.common.results', { count: total })}</Text>
      {lastPage > 1 && (
        <HStack as="nav" aria-label={t('clients.common.pagination')} gap="2">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('clients.common.previous')}</Button>
          <Text fontSize="sm" aria-live="polite">{t('clients.common.pageOf', { page, last: lastPage })}</Text>
          <Button size="sm" variant="outline" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>{t('clients.common.next')}</Button>
        </HStack>
      )}
    </HStack>
  );
}
