import { Alert, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@vetclinic/domain/money/format-money';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { isHttpStatus } from '../booking-api';
import { CardForm } from '../payment/card-form';
import { LinkNotFound } from '../payment/link-not-found';
import { BigCheck } from '../success-view';
import { fetchPlanCard, planCardKey, savePlanCard, type PlanCardResult } from './plan-card-api';

const declined = (r: PlanCardResult) => r.outcome === 'retrying' || r.outcome === 'suspended';

/**
 * /book/{slug}/plan-card/{token}: the client gives the card their pet's plan renews with, once — or a new one after a
 * renewal was declined, which charges the unpaid period at once and restores a suspended plan.
 */
export function PlanCardPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: planCardKey(token), queryFn: () => fetchPlanCard(token) });
  const [result, setResult] = useState<PlanCardResult | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result && !declined(result)) headingRef.current?.focus();
  }, [result]);

  if (query.isPending) return <Stack aria-busy="true"><ListSkeleton rows={5} /></Stack>;
  if (query.isError) {
    if (isHttpStatus(query.error, 404) && !result) return <LinkNotFound text={t('public.planCard.notFoundText')} />;
    if (!result) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const p = query.data;
  if (!p) return null;
  const money = (minor: number) => formatMoney(minor, p.currency, p.currency_first);
  const done = result && !declined(result);

  return (
    <Stack gap="4">
      <Box>
        <Text color="fg.muted" fontSize="sm">{t('public.salePay.from', { clinic: p.clinic.name })}</Text>
        <Heading as="h1" size="xl" ref={headingRef} tabIndex={-1} outline="none">{done ? t('public.planCard.doneTitle') : t('public.planCard.title')}</Heading>
      </Box>
      {p.provider === 'simulated' && !done && (
        <Alert.Root status="warning" rounded="lg" data-testid="payment-test-mode">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('payments.page.testModeTitle')}</Alert.Title>
            <Alert.Description>{t('payments.page.testModeText')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Box as="section" aria-label={t('public.planCard.title')} bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '4', md: '6' }} shadow="xs">
        <Stack gap="4">
          <Stack gap="1">
            <Flex justify="space-between" gap="3"><Text>{t('public.planCard.pet')}</Text><Text fontWeight="semibold">{p.pet_name}</Text></Flex>
            {p.plan_name && <Flex justify="space-between" gap="3"><Text>{t('public.planCard.plan')}</Text><Text fontWeight="semibold">{p.plan_name}</Text></Flex>}
            {p.amount_due > 0 && !done && (
              <Flex justify="space-between" gap="3" fontVariantNumeric="tabular-nums"><Text>{t('public.planCard.amountDue')}</Text><Text fontWeight="semibold" data-testid="plan-card-due">{money(p.amount_due)}</Text></Flex>
            )}
            {p.card && !result && <Text color="fg.muted" fontSize="sm">{t('public.planCard.cardOnFile', { brand: p.card.brand, last4: p.card.last4 })}</Text>}
          </Stack>
          {p.status === 'suspended' && !result && <Alert.Root status="error" rounded="lg"><Alert.Indicator /><Alert.Title>{t('public.planCard.suspended')}</Alert.Title></Alert.Root>}
          {done ? (
            <Stack gap="3" align="center" textAlign="center" aria-live="polite" data-testid="plan-card-done">
              <BigCheck />
              <Text fontWeight="semibold">{result.outcome === 'paid' ? t('public.planCard.donePaid', { last4: result.card.last4 }) : t('public.planCard.doneSaved', { last4: result.card.last4 })}</Text>
            </Stack>
          ) : p.status === 'cancelled' ? (
            <Alert.Root status="info" rounded="lg"><Alert.Indicator /><Alert.Title>{t('public.planCard.cancelled')}</Alert.Title></Alert.Root>
          ) : p.provider === 'stripe' ? (
            <Alert.Root status="info" rounded="lg"><Alert.Indicator /><Alert.Title>{t('public.planCard.askClinic')}</Alert.Title></Alert.Root>
          ) : (
            <Stack gap="4">
              <Box aria-live="assertive" css={{ '&:empty': { display: 'none' } }}>
                {result && declined(result) && (
                  <Alert.Root status="error" rounded="lg" data-testid="payment-failure">
                    <Alert.Indicator />
                    <Alert.Title>{t('public.planCard.declined')}</Alert.Title>
                  </Alert.Root>
                )}
              </Box>
              <CardForm<PlanCardResult>
                payLabel={p.amount_due > 0 && p.status !== 'active' ? t('public.planCard.saveAndPay', { amount: money(p.amount_due) }) : t('public.planCard.save')}
                pay={(card) => savePlanCard(token, card)}
                declined={declined}
                onAnswer={setResult}
                onGone={() => void query.refetch()}
              />
            </Stack>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
