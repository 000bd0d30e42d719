import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface PageMeta { current_page: number; last_page: number; total: number }

/** "Page 2 of 5 · 48 items" with previous / next; hidden when everything fits on one page. */
export function PaginationBar({ meta, onPage }: { meta: PageMeta; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (meta.last_page <= 1) return null;
  return (
    <HStack as="nav" aria-label={t('labels.pagination.label')} justify="space-between" pt="3" flexWrap="wrap" gap="2">
      <Text fontSize="sm" color="fg.muted">{t('labels.pagination.pageOf', { page: meta.current_page, pages: meta.last_page, total: meta.total })}</Text>
      <HStack>
        <Button size="sm" variant="outline" disabled={meta.current_page <= 1} onClick={() => onPage(meta.current_page - 1)}>{t('labels.pagination.previous')}</Button>
        <Button size="sm" variant="outline" disabled={meta.current_page >= meta.last_page} onClick={() => onPage(meta.current_page + 1)}>{t('labels.pagination.next')}</Button>
      </HStack>
    </HStack>
  );
}
