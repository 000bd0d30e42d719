import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface PageMeta { current_page: number; last_page: number; total: number }

/**
 * "48 results" with previous / "page 2 of 5" / next when there is more than one page. Every
 * paginated list of the staff app ends with it; nothing shows for an empty list (its empty state does).
 */
export function PaginationBar({ meta, onPage }: { meta: PageMeta; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (meta.total === 0) return null;
  const page = meta.current_page;
  return (
    <HStack justify="space-between" flexWrap="wrap" gap="2" pt="2">
      <Text fontSize="sm" color="fg.muted">{t('clients.common.results', { count: meta.total })}</Text>
      {meta.last_page > 1 && (
        <HStack as="nav" aria-label={t('labels.pagination.label')} gap="2">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('labels.pagination.previous')}</Button>
          <Text fontSize="sm" aria-live="polite">{t('clients.common.pageOf', { page, last: meta.last_page })}</Text>
          <Button size="sm" variant="outline" disabled={page >= meta.last_page} onClick={() => onPage(page + 1)}>{t('labels.pagination.next')}</Button>
        </HStack>
      )}
    </HStack>
  );
}
