import { Badge, Box, Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TPublicEstimate } from '@vetclinic/domain';
import { formatMoney } from '@vetclinic/domain/money/format-money';
import { errorMessage } from '../../ui/errors';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { isHttpStatus } from '../booking-api';
import { ActionResult, LiveRegion } from '../appointment/action-parts';
import { LinkProblem } from '../appointment/link-problem';
import { answerEstimate, estimateKey, fetchEstimate } from './estimate-api';

const STATUS_KEY = ['pending', 'rejected', 'approved'] as const;
const STATUS_PALETTE = ['orange', 'red', 'green'] as const;

/** /estimate/{token}: the estimate a clinic mailed, its lines and low–high totals, and the client's answer. */
export function EstimatePage({ token }: { token: string }) {
  const estimate = useQuery({ queryKey: estimateKey(token), queryFn: () => fetchEstimate(token) });
  if (estimate.isPending) return <Stack aria-busy="true"><ListSkeleton rows={5} /></Stack>;
  if (estimate.isError) {
    if (isHttpStatus(estimate.error, 404)) return <LinkProblem kind="invalid" />;
    if (isHttpStatus(estimate.error, 410)) return <LinkProblem kind="expired" />;
    return <ErrorState error={estimate.error} onRetry={() => void estimate.refetch()} />;
  }
  return <EstimateView token={token} estimate={estimate.data} />;
}

function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Badge colorPalette={STATUS_PALETTE[status] ?? 'gray'} variant="subtle">{t(`public.estimate.status.${STATUS_KEY[status] ?? 'pending'}`)}</Badge>;
}

function EstimateView({ token, estimate: e }: { token: string; estimate: TPublicEstimate }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const money = (minor: number) => formatMoney(minor, e.currency, e.currency_first);
  const range = (low: number, high: number) => (low === high ? money(high) : `${money(low)} – ${money(high)}`);
  // Answering is a click, never a page load: mail scanners open links.
  const answer = useMutation({
    mutationFn: (v: { answer: 'approve' | 'decline'; lineIds?: number[] }) => answerEstimate(token, v.answer, v.lineIds),
    onSuccess: (data) => queryClient.setQueryData(estimateKey(token), data),
  });
  const busy = answer.isPending;
  const validUntil = e.valid_until ? new Date(`${e.valid_until}T12:00:00Z`).toLocaleDateString(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }) : null;
  return (
    <Stack gap="4">
      <Box bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '4', md: '6' }}>
        <Stack gap="2">
          <Text color="fg.muted" fontSize="sm">{t('public.estimate.from', { clinic: e.clinic.name })}</Text>
          <Flex gap="3" align="center" wrap="wrap">
            <Heading as="h1" size="xl">{e.title}</Heading>
            <StatusBadge status={e.status} />
          </Flex>
          {e.pet_name && <Text>{t('public.estimate.for', { pet: e.pet_name })}</Text>}
          {e.notes && <Text whiteSpace="pre-wrap">{e.notes}</Text>}
          {validUntil && <Text fontSize="sm" color="fg.muted">{t('public.estimate.validUntil', { date: validUntil })}</Text>}
        </Stack>
      </Box>

      <Box bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" overflow="hidden">
        <Table.ScrollArea position="relative">
          <Table.Root size="sm" tableLayout="fixed" w="full" css={{ "& td, & th": { paddingInline: "0.75rem", whiteSpace: "normal", overflowWrap: "anywhere" } }}>
            <Table.Caption srOnly>{t('public.estimate.lines')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('public.estimate.item')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" hideBelow="sm">{t('public.estimate.quantity')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('public.estimate.amount')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {e.lines.map((l) => (
                <Table.Row key={l.id} opacity={l.status === 1 ? 0.6 : 1}>
                  <Table.Cell>
                    <Text textDecoration={l.status === 1 ? 'line-through' : undefined}>{l.name}</Text>
                    <Text hideFrom="sm" fontSize="xs" color="fg.muted">{t('public.estimate.quantity')}: {l.qty_low === l.qty_high ? l.qty_high : `${l.qty_low}–${l.qty_high}`}</Text>
                    {l.status !== 0 && <StatusBadge status={l.status} />}
                    {e.can_answer && l.status === 0 && (
                      <Button size="xs" variant="outline" colorPalette="red" mt="1" disabled={busy} onClick={() => answer.mutate({ answer: 'decline', lineIds: [l.id] })}
                        aria-label={t('public.estimate.declineLine', { item: l.name })}>
                        {t('public.estimate.declineShort')}
                      </Button>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" hideBelow="sm">{l.qty_low === l.qty_high ? l.qty_high : `${l.qty_low}–${l.qty_high}`}</Table.Cell>
                  <Table.Cell textAlign="end">{range(l.total_low, l.total_high)}</Table.Cell>
                </Table.Row>
              ))}
              <Table.Row>
                <Table.Cell fontWeight="700">{t('public.estimate.total')}</Table.Cell>
                <Table.Cell hideBelow="sm" />
                <Table.Cell textAlign="end" fontWeight="700" data-testid="estimate-total">{range(e.low_total, e.high_total)}</Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <Text fontSize="xs" color="fg.muted" px="4" py="2">{t('public.estimate.taxNote')} {t('public.estimate.rangeHint')}</Text>
      </Box>

      <Box bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '4', md: '6' }}>
        <LiveRegion>
          {answer.isSuccess && <ActionResult status="success">{t(answer.variables?.answer === 'decline' ? 'public.estimate.declined' : 'public.estimate.approved')}</ActionResult>}
          {answer.isError && <ActionResult status="error">{errorMessage(answer.error)}</ActionResult>}
        </LiveRegion>
        {e.can_answer ? (
          <Stack gap="3">
            <Text>{t('public.estimate.prompt')}</Text>
            <Flex gap="3" wrap="wrap">
              <Button colorPalette="brand" size="lg" w={{ base: 'full', sm: 'auto' }} loading={busy && answer.variables?.answer === 'approve'} disabled={busy} onClick={() => answer.mutate({ answer: 'approve' })}>
                {t('public.estimate.approve')}
              </Button>
              <Button variant="outline" size="lg" w={{ base: 'full', sm: 'auto' }} loading={busy && answer.variables?.answer === 'decline' && !answer.variables.lineIds} disabled={busy} onClick={() => answer.mutate({ answer: 'decline' })}>
                {t('public.estimate.decline')}
              </Button>
            </Flex>
          </Stack>
        ) : (
          <Text color="fg.muted">{t(e.status === 0 ? 'public.estimate.expired' : 'public.estimate.answeredNote', { clinic: e.clinic.name })}</Text>
        )}
        {e.clinic.phone && <Text mt="3" fontSize="sm" color="fg.muted">{t('public.estimate.questions', { phone: e.clinic.phone })}</Text>}
      </Box>
    </Stack>
  );
}
