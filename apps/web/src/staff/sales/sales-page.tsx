import { Box, Button, Flex, Heading, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AUTOCOMPLETE_DEBOUNCE_MS, PAYMENT_METHOD_IDS } from '@vetclinic/domain';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { PaginationBar } from '../../ui/pagination-bar';
import { toastError } from '../../ui/errors';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useMoney } from '../clinic/use-clinic';
import { ClientPicker, type ChosenClient } from '../calendar/appointment-pickers';
import { useCanSell, useCreateSale, useSales } from './api';
import { SaleStatusBadge } from './status';

/** Sales → Invoices: filter by status, payment method and clinic-local days; the totals cover every match. */
export function SalesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { money } = useMoney();
  const canSell = useCanSell();
  const create = useCreateSale();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, AUTOCOMPLETE_DEBOUNCE_MS);
  const [status, setStatus] = useState('');
  const [method, setMethod] = useState('');
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const [starting, setStarting] = useState(false);
  const [client, setClient] = useState<ChosenClient | null>(null);
  const key = `${search}|${status}|${method}|${dateFrom}|${dateTo}`;
  const page = paging.key === key ? paging.page : 1;
  const sales = useSales({ search, status, method, dateFrom, dateTo, page });
  const filtered = !!search || !!status || !!method || !!dateFrom || !!dateTo;

  const start = () => client && create.mutate({ client_id: client.id }, {
    onSuccess: (sale) => navigate(`/sales/${sale.id}`),
    onError: (err) => toastError(err),
  });

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">{t('sales.list.title')}</Heading>
          <Text color="fg.muted" fontSize="sm">{t('sales.list.subtitle')}</Text>
        </Box>
        <Flex gap="2" wrap="wrap">
          <Button asChild variant="outline"><RouterLink to="/sales/credit-notes">{t('sales.creditNotes.title')}</RouterLink></Button>
          {canSell && !starting && <Button colorPalette="teal" onClick={() => setStarting(true)}>{t('sales.list.new')}</Button>}
        </Flex>
      </Flex>
      {starting && (
        <Box borderWidth="1px" borderRadius="md" bg="white" p="4">
          <Stack gap="3" maxW="md">
            <ClientPicker client={client} onChange={setClient} />
            <Flex gap="2">
              <Button colorPalette="teal" disabled={!client} loading={create.isPending} onClick={start}>{t('sales.list.start')}</Button>
              <Button variant="ghost" onClick={() => { setStarting(false); setClient(null); }}>{t('sales.common.cancel')}</Button>
            </Flex>
          </Stack>
        </Box>
      )}
      <Flex role="search" gap="2" wrap="wrap">
        <Input flex="1" minW="12rem" maxW={{ md: 'xs' }} type="search" bg="white" aria-label={t('sales.list.search')} placeholder={t('sales.list.search')} value={searchInput} onChange={(e) => setSearchInput(e.target.value)} />
        <NativeSelect.Root maxW={{ base: 'full', sm: '12rem' }} bg="white">
          <NativeSelect.Field aria-label={t('sales.list.statusFilter')} value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('sales.list.allStatuses')}</option>
            <option value="draft">{t('sales.status.draft')}</option>
            <option value="issued">{t('sales.status.issued')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root maxW={{ base: 'full', sm: '12rem' }} bg="white">
          <NativeSelect.Field aria-label={t('sales.list.methodFilter')} value={method} onChange={(e) => setMethod(e.target.value)}>
            <option value="">{t('sales.list.allMethods')}</option>
            {PAYMENT_METHOD_IDS.map((m) => <option key={m} value={m}>{t(`sales.methods.${m}`)}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input type="date" bg="white" maxW={{ base: 'full', sm: '11rem' }} aria-label={t('sales.list.from')} value={dateFrom} onChange={(e) => setDateFrom(e.target.value)} />
        <Input type="date" bg="white" maxW={{ base: 'full', sm: '11rem' }} aria-label={t('sales.list.to')} value={dateTo} onChange={(e) => setDateTo(e.target.value)} />
      </Flex>

      {sales.isPending && <ListSkeleton rows={6} />}
      {sales.isError && <ErrorState error={sales.error} onRetry={() => void sales.refetch()} />}
      {sales.data && (sales.data.data.length === 0 ? (
        <EmptyState title={t(filtered ? 'sales.list.emptyFiltered' : 'sales.list.empty')} />
      ) : (
        <Box>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('sales.list.number')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('sales.list.client')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">{t('sales.list.date')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('sales.list.total')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end" hideBelow="md">{t('sales.list.due')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {sales.data.data.map((s) => (
                  <Table.Row key={s.id}>
                    <Table.Cell>
                      <RouterLink to={`/sales/${s.id}`}>
                        <Text as="span" fontWeight="600" color="teal.700" textDecoration="underline">{s.number ? `#${s.number}` : t('sales.list.draftNo', { id: s.id })}</Text>
                      </RouterLink>
                      <Box mt="1"><SaleStatusBadge sale={s} /></Box>
                    </Table.Cell>
                    <Table.Cell>{s.client_name}</Table.Cell>
                    <Table.Cell hideBelow="md" color="fg.muted">{new Date(s.issued_at ?? s.created_at).toLocaleDateString()}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">{money(s.total)}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap" hideBelow="md">{s.status === 'issued' ? money(s.due) : '—'}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
              <Table.Footer>
                <Table.Row fontWeight="600">
                  <Table.Cell colSpan={2}>{t('sales.list.totals')} ({sales.data.totals.count})</Table.Cell>
                  <Table.Cell hideBelow="md" />
                  <Table.Cell textAlign="end" whiteSpace="nowrap">{money(sales.data.totals.total)}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" hideBelow="md">{money(sales.data.totals.due)}</Table.Cell>
                </Table.Row>
              </Table.Footer>
            </Table.Root>
          </Table.ScrollArea>
          <PaginationBar meta={sales.data.meta} onPage={(p) => setPaging({ key, page: p })} />
        </Box>
      ))}
    </Stack>
  );
}
