import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PaymentDepositStatus } from '@vetclinic/domain';

const PALETTE: Record<PaymentDepositStatus, string> = {
  due: 'orange', processing: 'blue', paid: 'green', failed: 'red', expired: 'gray', refunded: 'purple', cancelled: 'gray',
};

/** A payment deposit's state in words and colour (booking page, manage page, staff views); `prefixed` says "Deposit: …" where the context does not. */
export function DepositStatusBadge({ status, size = 'sm', prefixed }: { status: PaymentDepositStatus; size?: 'xs' | 'sm' | 'md'; prefixed?: boolean }) {
  const { t } = useTranslation();
  const word = t(`payments.status.${status}`);
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} variant="subtle" size={size} whiteSpace="normal">
      {prefixed ? t('payments.badge', { status: word }) : word}
    </Badge>
  );
}
