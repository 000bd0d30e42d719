import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export const ESTIMATE_STATUS_KEYS = ['pending', 'rejected', 'approved'] as const;
const PALETTE = ['orange', 'red', 'green'] as const;

/** Spec §3: 0 pending, 1 rejected, 2 approved — for an estimate and for each of its lines. */
export function EstimateStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Badge colorPalette={PALETTE[status] ?? 'gray'} variant="subtle">{t(`estimates.status.${ESTIMATE_STATUS_KEYS[status] ?? 'pending'}`)}</Badge>;
}
