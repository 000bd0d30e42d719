import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrderStatus } from '@vetclinic/domain';

const PALETTE: Record<PurchaseOrderStatus, string> = { draft: 'gray', sent: 'blue', partially_received: 'orange', received: 'green', cancelled: 'red' };

export function OrderStatusBadge({ status }: { status: PurchaseOrderStatus }) {
  const { t } = useTranslation();
  return <Badge data-testid="order-status" colorPalette={PALETTE[status]}>{t(`purchasing.status.${status}`)}</Badge>;
}

/** Sub-units as "2 box + 3 tablet" when the product has sub-units. */
export function formatSubUnits(n: number, perUnit: number, unit: string, subUnit: string | null) {
  if (perUnit <= 1 || !subUnit) return `${n} ${unit}`;
  const whole = Math.floor(n / perUnit);
  const rest = n % perUnit;
  return rest ? `${whole} ${unit} + ${rest} ${subUnit}` : `${whole} ${unit}`;
}
