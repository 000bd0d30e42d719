import { Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TDepositSummary } from '@vetclinic/domain';
import { formatMoney } from '@vetclinic/domain/money/format-money';
import { DepositStatusBadge } from '../../ui/deposit-status-badge';
import { usePage } from '../booking-context';
import { paymentPath } from '../lib/routes';
import { SummaryRow } from '../steps/summary-step';
import { useClinic } from '../use-public-data';
import { useLinkProps } from '../use-route';

/** The appointment's deposit on the manage page: amount, state, what was refunded, a way to pay while due. */
export function DepositRow({ deposit: d }: { deposit: TDepositSummary }) {
  const { t } = useTranslation();
  const { inputs } = usePage();
  const link = useLinkProps();
  const clinic = useClinic(inputs.clinicSlug).data;
  // The clinic's own sign and placement once its data is here; the ISO code until then.
  const money = (minor: number) => (clinic ? formatMoney(minor, clinic.currency, clinic.currency_first) : formatMoney(minor, d.currency, false));
  const payable = d.status === 'due' || d.status === 'failed';
  return (
    <SummaryRow label={t('payments.manage.deposit')}>
      <Flex as="span" gap="2" align="center" wrap="wrap">
        <Text as="span" fontVariantNumeric="tabular-nums">{money(d.amount_minor)}</Text>
        <DepositStatusBadge status={d.status} />
        {d.refunded_amount_minor > 0 && d.status !== 'refunded' && (
          <Text as="span" color="fg.muted" fontWeight="normal" fontSize="sm">{t('payments.manage.refundedPart', { amount: money(d.refunded_amount_minor) })}</Text>
        )}
        {payable && (
          <Button asChild size="xs" colorPalette="brand">
            <a {...link(paymentPath(inputs.clinicSlug, d.id))}>{t('payments.manage.pay')}</a>
          </Button>
        )}
      </Flex>
    </SummaryRow>
  );
}
