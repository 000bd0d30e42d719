import { Badge, Box, Flex, Heading, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CREDIT_NOTE_STATUSES, PAGE_SIZE, formatMoney, type TCreditNoteSummary } from '@vetclinic/domain';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { PaginationBar } from '../../ui/pagination-bar';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';
import { usePreferences } from '../clinic/use-clinic';

const STATUS_PALETTE = { draft: 'gray', posted: 'blue', voided: 'red' } as const;

interface CreditNotePage { data: TCreditNoteSummary[]; meta: { current_page: number; per_page: number; total: number; last_page: number } }

/** Sales → Credit notes: every credit note of the clinic, newest first, by status; each opens its invoice. */
export function CreditNotesPage() {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const prefs = usePreferences();
  const money = (minor: number) => formatMoney(minor, prefs.data?.currency ?? '$', prefs.data?.currency_first ?? 0);
  const [status, setStatus] = useState('');
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const page = paging.key === status ? paging.page : 1;
  const notes = useQuery({
    queryKey: ['clinic', clinic?.id, 'credit-notes', 'list', status, page],
    queryFn: () => http.get<CreditNotePage>('/credit-notes', { 'filter[status]': status, page, per_page: PAGE_SIZE.common }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="4">
      <Box>
        <Text fontSize="sm"><RouterLink to="/sales">{t('sales.checkout.back')}</RouterLink></Text>
        <Heading as="h1" size="2xl">{t('sales.creditNotes.title')}</Heading>
      </Box>
      <Flex role="search" gap="2" wrap="wrap">
        <NativeSelect.Root maxW={{ base: 'full', sm: '12rem' }} bg="white">
          <NativeSelect.Field aria-label={t('sales.list.statusFilter')} value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('sales.list.allStatuses')}</option>
            {CREDIT_NOTE_STATUSES.map((s) => <option key={s} value={s}>{t(`sales.creditNotes.status.${s}`)}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      {notes.isPending && <ListSkeleton rows={6} />}
      {notes.isError && <ErrorState error={notes.error} onRetry={() => void notes.refetch()} />}
      {notes.data && (notes.data.data.length === 0 ? <EmptyState title={t('sales.creditNotes.listEmpty')} /> : (
        <Box>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('sales.list.number')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('sales.creditNotes.invoice')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">{t('sales.list.client')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('sales.list.total')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end" hideBelow="md">{t('sales.creditNotes.refundedRow')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {notes.data.data.map((n) => (
                  <Table.Row key={n.id}>
                    <Table.Cell>
                      <Text as="span" fontWeight="600">{n.number ? t('sales.creditNotes.numbered', { number: n.number }) : t('sales.creditNotes.draft')}</Text>
                      <Box mt="1"><Badge colorPalette={STATUS_PALETTE[n.status]}>{t(`sales.creditNotes.status.${n.status}`)}</Badge></Box>
                    </Table.Cell>
                    <Table.Cell>
                      <RouterLink to={`/sales/${n.sale_id}`}>
                        <Text as="span" color="teal.700" textDecoration="underline">{n.sale_number ? `#${n.sale_number}` : `#${n.sale_id}`}</Text>
                      </RouterLink>
                    </Table.Cell>
                    <Table.Cell hideBelow="md">{n.client_name}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">{money(n.total)}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap" hideBelow="md">{money(n.refunded)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <PaginationBar meta={notes.data.meta} onPage={(p) => setPaging({ key: status, page: p })} />
        </Box>
      ))}
    </Stack>
  );
}
