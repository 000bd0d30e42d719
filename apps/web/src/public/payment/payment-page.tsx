import { Alert, Box, Button, Flex, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaymentDeposit } from '@vetclinic/domain';
import { AppointmentStatus } from '@vetclinic/domain/enums';
import { DepositStatusBadge } from '../../ui/deposit-status-badge';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { isHttpStatus } from '../booking-api';
import { usePage } from '../booking-context';
import { basePath } from '../lib/routes';
import { BigCheck } from '../success-view';
import { useLinkProps } from '../use-route';
import { CalendarButtons } from './calendar-buttons';
import { CardForm } from './card-form';
import { LinkNotFound } from './link-not-found';
import { ChargesList, DepositAppointment, ExpiryCountdown, depositMoney } from './deposit-parts';
import { depositView, failureKey, lastCharge } from './lib/deposit';
import { depositKeys, fetchDeposit, payDeposit, recallManageUrl, syncDeposit } from './payment-api';

// Stripe's card element (and @stripe/stripe-js) only for deposits whose provider is Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form').then((m) => ({ default: m.StripeCardForm<TPaymentDeposit> })));

const Panel = ({ children, label }: { children: React.ReactNode; label?: string }) => (
  <Box as="section" aria-label={label} bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '4', md: '6' }} shadow="xs">
    {children}
  </Box>
);

/** /book/{slug}/payment-deposits/{id}: the amount, what it secures, the card form until paid, then the outcome. */
export function PaymentPage({ depositId }: { depositId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: depositKeys.one(depositId),
    queryFn: () => fetchDeposit(depositId),
    // While the provider works, ask again every two seconds.
    refetchInterval: (q) => (q.state.data?.status === 'processing' ? 2000 : false),
  });
  const headingRef = useRef<HTMLHeadingElement>(null);

  const d = query.data;
  const view = d ? depositView(d) : null;
  useEffect(() => {
    if (view && view !== 'pay') headingRef.current?.focus();
  }, [view]);

  if (query.isPending) return <ListSkeleton rows={6} />;
  if (query.isError) {
    if (isHttpStatus(query.error, 404)) return <DepositNotFound />;
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const deposit = query.data;

  const onAnswer = (answer: TPaymentDeposit) => {
    // The pay answer may come without the charges list: keep the old one until the re-read lands.
    queryClient.setQueryData<TPaymentDeposit>(depositKeys.one(depositId), (old) => ({ ...answer, charges: answer.charges ?? old?.charges }));
    void queryClient.invalidateQueries({ queryKey: depositKeys.one(depositId) });
  };
  const reread = () => void query.refetch();

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="xl" ref={headingRef} tabIndex={-1} outline="none">{headingText(view!, t)}</Heading>
        <DepositStatusBadge status={deposit.status} size="md" />
      </Flex>
      {deposit.provider === 'simulated' && <TestModeBanner />}
      {view === 'paid' ? (
        <PaidView deposit={deposit} />
      ) : (
        <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' }} gap="4" alignItems="start">
          <Panel label={t('payments.page.summaryTitle')}>
            <Stack gap="4">
              <Box>
                <Text color="fg.muted" fontSize="sm">{t(`payments.purpose.${deposit.purpose}`)}</Text>
                <Text fontSize="3xl" fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="deposit-amount">{depositMoney(deposit.amount_minor, deposit)}</Text>
              </Box>
              <DepositAppointment deposit={deposit} />
            </Stack>
          </Panel>
          <Panel label={t('payments.page.payTitle')}>
            <Stack gap="4">
              {view === 'pay' && <PayView deposit={deposit} onAnswer={onAnswer} onGone={reread} />}
              {view === 'processing' && <Outcome status="info" text={t('payments.page.processing')} />}
              {view === 'expired' && <ExpiredView />}
              {view === 'refunded' && <Outcome status="info" text={t('payments.page.refunded', { amount: depositMoney(deposit.refunded_amount_minor || deposit.amount_minor, deposit) })} />}
              {view === 'cancelled' && <Outcome status="info" text={t('payments.page.cancelled')} />}
              <ChargesList deposit={deposit} />
            </Stack>
          </Panel>
        </Grid>
      )}
    </Stack>
  );
}

/** The simulated provider takes no money (dev, tests, or production with ALLOW_SIMULATED_PAYMENTS=1): say so on every view. */
function TestModeBanner() {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning" rounded="lg" data-testid="payment-test-mode">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('payments.page.testModeTitle')}</Alert.Title>
        <Alert.Description>{t('payments.page.testModeText')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function headingText(view: string, t: (k: string) => string) {
  if (view === 'paid') return t('payments.page.paidTitle');
  if (view === 'expired') return t('payments.page.expiredTitle');
  if (view === 'refunded') return t('payments.page.refundedTitle');
  if (view === 'cancelled') return t('payments.page.cancelledTitle');
  return t('payments.page.title');
}

function Outcome({ status, text }: { status: 'info' | 'error' | 'warning'; text: string }) {
  return (
    <Alert.Root status={status} rounded="lg">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

/** Payable: time left, why the last attempt failed (if it did), the card form of the deposit's provider. */
function PayView({ deposit, onAnswer, onGone }: { deposit: TPaymentDeposit; onAnswer: (d: TPaymentDeposit) => void; onGone: () => void }) {
  const { t } = useTranslation();
  const failed = deposit.status === 'failed' ? lastCharge(deposit.charges) : null;
  const payLabel = t('payments.card.pay', { amount: depositMoney(deposit.amount_minor, deposit) });
  return (
    <>
      <Box>
        <ExpiryCountdown expiresAt={deposit.expires_at} onExpired={onGone} />
        {/* Always in the page so a decline is announced; takes no room while empty. */}
        <Box aria-live="assertive" css={{ '&:not(:empty)': { mt: '4' } }}>
          {deposit.status === 'failed' && (
            <Alert.Root status="error" rounded="lg" data-testid="payment-failure">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t(failureKey(failed?.failure_code))}</Alert.Title>
                <Alert.Description>{t('payments.failure.retry')}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
        </Box>
      </Box>
      {deposit.provider === 'stripe' ? (
        <Suspense fallback={<Skeleton h="60" rounded="lg" />}>
          <StripeCardForm
            publishableKey={deposit.publishable_key}
            clientSecret={deposit.client_secret}
            payLabel={payLabel}
            onAnswer={onAnswer}
            onGone={onGone}
            sync={async () => {
              const answer = await syncDeposit(deposit.id);
              return answer.charges ? answer : await fetchDeposit(deposit.id).catch(() => answer);
            }}
          />
        </Suspense>
      ) : (
        <CardForm
          payLabel={payLabel}
          onAnswer={onAnswer}
          onGone={onGone}
          declined={(answer) => answer.status === 'failed'}
          pay={async (card, key) => {
            const answer = await payDeposit(deposit.id, card, key);
            // The outcome is shown with the attempt's reason, which lives in the charges list.
            return answer.charges ? answer : await fetchDeposit(deposit.id).catch(() => answer);
          }}
        />
      )}
    </>
  );
}

function ExpiredView() {
  const { t } = useTranslation();
  const { inputs } = usePage();
  const link = useLinkProps();
  return (
    <Stack gap="3" align="flex-start" role="alert">
      <Text>{t('payments.page.expiredText')}</Text>
      <Button asChild colorPalette="brand">
        <a {...link(basePath(inputs.clinicSlug))}>{t('payments.page.bookAgain')}</a>
      </Button>
    </Stack>
  );
}

/** Paid: a clear yes, what it secures, the receipt by mail, add to calendar, the manage link, book another (UX.md). */
function PaidView({ deposit: d }: { deposit: TPaymentDeposit }) {
  const { t } = useTranslation();
  const { inputs } = usePage();
  const link = useLinkProps();
  const manageUrl = d.manage_url ?? recallManageUrl(d.id);
  const confirmed = d.appointment.status === AppointmentStatus.CONFIRMED;
  const text = d.purpose === 'reschedule'
    ? (confirmed ? t('payments.paid.rescheduledConfirmed') : t('payments.paid.rescheduledRequest'))
    : confirmed ? t('payments.paid.confirmed') : t('payments.paid.request');
  return (
    <Panel>
      <Stack gap="4" align="center" textAlign="center" aria-live="polite">
        <BigCheck />
        {d.purpose !== 'reschedule' && (
          <Heading as="h2" size="xl">{confirmed ? t('public.success.confirmedTitle') : t('public.success.requestTitle')}</Heading>
        )}
        <Text color="fg.muted" maxW="md">{text}</Text>
        <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">{t('payments.paid.amount', { amount: depositMoney(d.amount_minor, d) })}</Text>
      </Stack>
      <Box maxW="lg" mx="auto" mt="6" textAlign="start">
        <DepositAppointment deposit={d} />
        <CalendarButtons deposit={d} manageUrl={manageUrl} />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="6">
          {manageUrl && (
            <Button asChild colorPalette="brand">
              <a href={manageUrl} {...(inputs.isWidget ? { target: '_blank', rel: 'noopener' } : {})}>{t('public.success.manage')}</a>
            </Button>
          )}
          <Button asChild variant="ghost" colorPalette="brand">
            <a {...link(basePath(inputs.clinicSlug))}>{t('public.success.bookAnother')}</a>
          </Button>
        </Stack>
        <Box mt="8">
          <ChargesList deposit={d} />
        </Box>
      </Box>
    </Panel>
  );
}

function DepositNotFound() {
  const { t } = useTranslation();
  const { inputs } = usePage();
  const link = useLinkProps();
  return (
    <LinkNotFound text={t('payments.page.notFoundText')}>
      <Button asChild colorPalette="brand" mt="2">
        <a {...link(basePath(inputs.clinicSlug))}>{t('public.link.bookNew')}</a>
      </Button>
    </LinkNotFound>
  );
}
