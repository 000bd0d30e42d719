import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useRequestCount } from '../calendar/api';

/** How many online requests wait for the clinic, next to "Online requests" in the navigation. */
export function RequestsNavBadge() {
  const { t } = useTranslation();
  const count = useRequestCount(true);
  if (!count.data) return null;
  return (
    <Badge colorPalette="orange" variant="solid" size="sm" borderRadius="full" aria-label={t('requests.waiting', { count: count.data })}>
      {count.data > 99 ? '99+' : count.data}
    </Badge>
  );
}
