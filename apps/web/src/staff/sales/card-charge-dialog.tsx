import { Box, CloseButton, Dialog, Field, Portal, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyToText, parseMoneyText, type TSale, type TSimulatedCardInput } from '@vetclinic/domain';
import { CardForm } from '../../public/payment/card-form';
import { failureKey } from '../../public/payment/lib/deposit';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';
import { MoneyTextInput } from '../clinic/money-input';
import { useMoney } from '../clinic/use-clinic';

type ChargeAnswer = { status: 'open' | 'processing' | 'succeeded' | 'cancelled'; failure_code: string | null; sale: TSale };


/**
 * The desk charges a card through the payment provider (the simulated provider's card form: card 4242… pays) for
 * part or all of what is due; the server records it once as a card payment. A decline is shown here, the sale is
 * refreshed on success.
 */
export function CardChargeDialog({ sale, open, onClose, money }: { sale: TSale; open: boolean; onClose: () => void; money: (m: number) => string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  const size = useBreakpointValue({ base: 'full', md: 'md' } as const) ?? 'md';
  const { currency } = useMoney();
  const [amount, setAmount] = useState(() => moneyToText(sale.due, currency));
  const [failure, setFailure] = useState<string | null>(null);
  // Typed in the currency's own digits (whole won, two decimals for euro); what it cannot hold is explained by the input.
  const parsed = parseMoneyText(amount, currency);
  const minor = parsed.ok && parsed.value != null ? parsed.value : Number.NaN;
  const valid = Number.isFinite(minor) && minor > 0 && minor <= sale.due;

  const pay = (card: TSimulatedCardInput, key: string) =>
    http.post<{ data: ChargeAnswer }>(`/sales/${sale.id}/card-charges`, { amount: minor, card }, { 'Idempotency-Key': key }).then((r) => r.data);
  const onAnswer = (answer: ChargeAnswer) => {
    qc.setQueryData(['clinic', clinic?.id, 'sales', 'one', sale.id], answer.sale);
    void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'clinic' && q.queryKey.includes('sales') });
    if (answer.status === 'succeeded') onClose();
    else setFailure(t(failureKey(answer.failure_code)));
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={size} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('sales.checkout.chargeCardTitle', { number: `#${sale.number}` })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root invalid={!valid} required>
                  <Field.Label>{t('sales.checkout.chargeAmount')}<Field.RequiredIndicator /></Field.Label>
                  <MoneyTextInput label={t('sales.checkout.chargeAmount')} value={amount} onChange={setAmount} />
                  <Field.HelperText>{t('sales.checkout.chargeAmountHelp', { amount: money(sale.due) })}</Field.HelperText>
                </Field.Root>
                <Box aria-live="assertive">{failure && <Text color="fg.error" data-testid="card-charge-failure">{failure}</Text>}</Box>
                {valid && (
                  <CardForm
                    key={minor}
                    payLabel={t('payments.card.pay', { amount: money(minor) })}
                    pay={pay}
                    declined={(a) => a.status !== 'succeeded'}
                    onAnswer={onAnswer}
                    onGone={() => void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'clinic' && q.queryKey.includes('sales') })}
                  />
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label={t('notifications.close')} /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
