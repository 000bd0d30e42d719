import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDepositSummary } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DepositStatusBadge } from '../../ui/deposit-status-badge';
import { toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { useActiveClinic } from '../auth/use-session';
import { useMajorMoney } from '../services/parts';
import { useRefundDeposit } from './api';

/** "Deposit: paid" next to an appointment in lists (the online requests queue). */
export function DepositBadge({ deposit }: { deposit: TDepositSummary }) {
  return <DepositStatusBadge status={deposit.status} prefixed />;
}

/** The deposit in the appointment's details: amount, state, what was refunded, and the manual refund. */
export function DepositDetails({ deposit: d, canManage }: { deposit: TDepositSummary; canManage: boolean }) {
  const { t } = useTranslation();
  const money = useMajorMoney();
  const refund = useRefundDeposit();
  const [asking, setAsking] = useState(false);
  const left = (d.amount_minor - d.refunded_amount_minor) / 100;
  // A manual refund needs its own permission (the server answers 403 without it).
  const { clinic } = useActiveClinic();
  const canRefund = canManage && (clinic?.permissions.includes('payments.refund') ?? false);
  const refundable = d.status === 'paid' && left > 0;

  const doRefund = async () => {
    try {
      await refund.mutateAsync({ id: d.id, body: {} });
      toaster.create({ type: 'success', title: t('staff.payments.refunded', { amount: money(left) }), closable: true });
      setAsking(false);
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <Stack gap="2" borderWidth="1px" borderColor="border.muted" rounded="md" p="3" aria-label={t('staff.payments.title')} as="section">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="600" fontSize="sm">{t('staff.payments.title')}</Text>
        <DepositStatusBadge status={d.status} />
      </HStack>
      <Text fontSize="sm" fontVariantNumeric="tabular-nums">{money(d.amount)}</Text>
      {d.refunded_amount_minor > 0 && <Text fontSize="sm" color="fg.muted">{t('staff.payments.refundedAmount', { amount: money(d.refunded_amount_minor / 100) })}</Text>}
      {(d.status === 'due' || d.status === 'failed') && <Text fontSize="xs" color="fg.muted">{t('staff.payments.waiting')}</Text>}
      {canRefund && refundable && (
        <Button size="sm" variant="outline" colorPalette="red" alignSelf="flex-start" onClick={() => setAsking(true)}>{t('staff.payments.refund')}</Button>
      )}
      <ConfirmDialog open={asking} title={t('staff.payments.refundTitle')} body={t('staff.payments.refundText', { amount: money(left) })}
        confirmLabel={t('staff.payments.refundConfirm')} loading={refund.isPending} onConfirm={() => void doRefund()} onCancel={() => setAsking(false)} />
    </Stack>
  );
}
