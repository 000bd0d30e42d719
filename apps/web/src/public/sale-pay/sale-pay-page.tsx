import { Alert, Box, Button, Flex, Grid, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPublicSalePay } from '@vetclinic/domain';
import { formatMoney } from '@vetclinic/domain/money/format-money';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { isHttpStatus } from '../booking-api';
import { CardForm } from '../payment/card-form';
import { LinkNotFound } from '../payment/link-not-found';
import { failureKey } from '../payment/lib/deposit';
import { BigCheck } from '../success-view';
import { fetchSalePay, paySale, salePayKey, syncSalePay } from './sale-pay-api';

// Stripe's card element (and @stripe/stripe-js) only when the clinic's provider is Stripe.
const StripeCardForm = lazy(() => import('../payment/stripe-card-form').then((m) => ({ default: m.StripeCardForm<TPublicSalePay> })));

const Panel = ({ children, label }: { children: React.ReactNode; label?: string }) => (
  <Box as="section" aria-label={label} bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '4', md: '6' }} shadow="xs">
    {children}
  </Box>
);

/** /book/{slug}/pay/{token}: an invoice the clinic sent a payment link for — its lines, total, paid, balance due — and the card form. */
export function SalePayPage({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: salePayKey(token),
    queryFn: () => fetchSalePay(token),
    // While a charge is being settled, ask again every two seconds.
    refetchInterval: (q) => (q.state.data?.state === 'processing' ? 2000 : false),
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const state = query.data?.state;
  useEffect(() => {
    if (state && state !== 'payable') headingRef.current?.focus();
  }, [state]);

  if (query.isPending) return <Stack aria-busy="true"><ListSkeleton rows={6} /></Stack>;
  if (query.isError) {
    if (isHttpStatus(query.error, 404)) return <LinkNotFound text={t('public.salePay.notFoundText')} />;
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const s = query.data;
  const money = (minor: number) => formatMoney(minor, s.currency, s.currency_first);
  const onAnswer = (answer: TPublicSalePay) => queryClient.setQueryData(salePayKey(token), answer);
  const title = s.state === 'paid' ? t('public.salePay.paidTitle') : s.state === 'not_payable' ? t('public.salePay.notPayableTitle') : t('public.salePay.title');

  return (
    <Stack gap="4">
      <Box>
        <Text color="fg.muted" fontSize="sm">{t('public.salePay.from', { clinic: s.clinic.name })}</Text>
        <Heading as="h1" size="xl" ref={headingRef} tabIndex={-1} outline="none">{title}</Heading>
      </Box>
      {s.provider === 'simulated' && s.state === 'payable' && (
        <Alert.Root status="warning" rounded="lg" data-testid="payment-test-mode">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('payments.page.testModeTitle')}</Alert.Title>
            <Alert.Description>{t('payments.page.testModeText')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 6fr) minmax(0, 5fr)' }} gap="4" alignItems="start">
        <Panel label={t('public.salePay.invoice', { number: s.number ? `#${s.number}` : '' })}>
          <Stack gap="3">
            <Heading as="h2" size="md">{t('public.salePay.invoice', { number: s.number ? `#${s.number}` : '' })}</Heading>
            {s.issued_at && <Text fontSize="sm" color="fg.muted">{t('public.salePay.issued', { date: new Date(s.issued_at).toLocaleDateString(i18n.language, { dateStyle: 'medium' }) })}</Text>}
            <Table.Root size="sm" tableLayout="fixed" w="full" css={{ '& td, & th': { paddingInline: '0.5rem', whiteSpace: 'normal', overflowWrap: 'anywhere' } }}>
              <Table.Caption srOnly>{t('public.salePay.lines')}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('public.salePay.item')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('public.salePay.amount')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {s.lines.map((l, i) => (
                  <Table.Row key={i}>
                    <Table.Cell>{l.name}{l.quantity !== 1 ? ` × ${l.quantity}${l.unit_label ? ` ${l.unit_label}` : ''}` : ''}</Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">{money(l.total)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            <Stack gap="1" fontVariantNumeric="tabular-nums">
              <Flex justify="space-between"><Text>{t('public.salePay.total')}</Text><Text data-testid="sale-total">{money(s.total)}</Text></Flex>
              <Flex justify="space-between"><Text>{t('public.salePay.alreadyPaid')}</Text><Text data-testid="sale-paid">{money(s.paid)}</Text></Flex>
              <Flex justify="space-between" fontWeight="bold" fontSize="lg"><Text>{t('public.salePay.due')}</Text><Text data-testid="sale-due">{money(s.due)}</Text></Flex>
            </Stack>
          </Stack>
        </Panel>
        <Panel label={t('payments.page.payTitle')}>
          <PayPanel token={token} sale={s} money={money} onAnswer={onAnswer} onGone={() => void query.refetch()} />
        </Panel>
      </Grid>
      {s.clinic.phone && <Text fontSize="sm" color="fg.muted">{t('public.salePay.questions', { phone: s.clinic.phone })}</Text>}
    </Stack>
  );
}

function PayPanel({ token, sale: s, money, onAnswer, onGone }: {
  token: string; sale: TPublicSalePay; money: (m: number) => string; onAnswer: (a: TPublicSalePay) => void; onGone: () => void;
}) {
  const { t } = useTranslation();
  if (s.state === 'paid') {
    return (
      <Stack gap="3" align="center" textAlign="center" aria-live="polite" data-testid="sale-paid-state">
        <BigCheck />
        <Text fontWeight="semibold">{t('public.salePay.paidText')}</Text>
        {s.paid_card_last4 && <Text color="fg.muted">{t('public.salePay.paidCard', { last4: s.paid_card_last4 })}</Text>}
      </Stack>
    );
  }
  if (s.state === 'not_payable') return <Alert.Root status="info" rounded="lg"><Alert.Indicator /><Alert.Title>{t('public.salePay.notPayableText')}</Alert.Title></Alert.Root>;
  if (s.state === 'processing') {
    return (
      <Stack gap="3">
        <Alert.Root status="info" rounded="lg"><Alert.Indicator /><Alert.Title>{t('payments.page.processing')}</Alert.Title></Alert.Root>
        <Button variant="outline" onClick={() => void syncSalePay(token).then(onAnswer, onGone)}>{t('public.salePay.checkAgain')}</Button>
      </Stack>
    );
  }
  const payLabel = t('payments.card.pay', { amount: money(s.due) });
  if (s.provider === 'stripe') {
    return (
      <Suspense fallback={<Skeleton h="60" rounded="lg" />}>
        <StripeCardForm publishableKey={s.publishable_key} clientSecret={s.client_secret} sync={() => syncSalePay(token)} payLabel={payLabel} onAnswer={onAnswer} onGone={onGone} />
      </Suspense>
    );
  }
  return (
    <Stack gap="4">
      {/* Always in the page so a decline is announced; takes no room while empty. */}
      <Box aria-live="assertive" css={{ '&:empty': { display: 'none' } }}>
        {s.failure_code && (
          <Alert.Root status="error" rounded="lg" data-testid="payment-failure">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t(failureKey(s.failure_code))}</Alert.Title>
              <Alert.Description>{t('payments.failure.retry')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Box>
      <CardForm
        payLabel={payLabel}
        pay={(card, key) => paySale(token, card, key)}
        declined={(answer) => answer.state === 'payable' && !!answer.failure_code}
        onAnswer={onAnswer}
        onGone={onGone}
      />
    </Stack>
  );
}
