import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TSaleSummary } from '@vetclinic/domain';

/** Draft, issued and unpaid, part paid, or paid: what the desk needs to see at a glance. */
export function SaleStatusBadge({ sale }: { sale: Pick<TSaleSummary, 'status' | 'paid' | 'due'> }) {
  const { t } = useTranslation();
  if (sale.status === 'draft') return <Badge colorPalette="gray">{t('sales.status.draft')}</Badge>;
  if (sale.due === 0) return <Badge colorPalette="green">{t('sales.status.paid')}</Badge>;
  if (sale.paid > 0) return <Badge colorPalette="orange">{t('sales.status.partial')}</Badge>;
  return <Badge colorPalette="red">{t('sales.status.unpaid')}</Badge>;
}
