import { Box, Button, Field, Flex, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@vetclinic/domain';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { useMoney } from '../clinic/use-clinic';
import { PaginationBar } from '../../ui/pagination-bar';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { ListHeader, ListToolbar } from '../lists/list-toolbar';
import { useListShortcuts } from '../lists/use-shortcuts';
import { useCanEditEstimates, useEstimates } from './api';
import { ESTIMATE_STATUS_KEYS, EstimateStatusBadge } from './status';

/** Estimates of the clinic: search by title, filter by status and creation days, 15 a page, newest first. */
export function EstimatesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { range } = useMoney();
  const canEdit = useCanEditEstimates();
  const searchRef = useRef<HTMLInputElement>(null);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, AUTOCOMPLETE_DEBOUNCE_MS);
  const [status, setStatus] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = `${search}|${status}|${from}|${to}`;
  const page = paging.key === key ? paging.page : 1;
  const list = useEstimates({ search, status, from, to, page });
  const filtered = !!search || !!status || !!from || !!to;
  const onNew = useCallback(() => navigate('/estimates/new'), [navigate]);
  useListShortcuts(searchRef, canEdit ? onNew : undefined);

  return (
    <Stack gap="4">
      <ListHeader title={t('estimates.list.title')} newLabel={t('estimates.list.new')} onNew={canEdit ? onNew : undefined} />
      <Flex gap="2"><Button asChild size="sm" variant="outline"><RouterLink to="/estimates/templates">{t('estimates.nav.templates')}</RouterLink></Button></Flex>
      <ListToolbar searchRef={searchRef} value={searchInput} onChange={setSearchInput} label={t('estimates.list.search')} placeholder={t('estimates.list.search')}>
        <NativeSelect.Root maxW={{ base: 'full', sm: '12rem' }} bg="white">
          <NativeSelect.Field aria-label={t('estimates.list.statusFilter')} value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('estimates.list.allStatuses')}</option>
            {ESTIMATE_STATUS_KEYS.map((s, i) => <option key={s} value={i}>{t(`estimates.status.${s}`)}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.Root maxW={{ base: 'full', sm: '10rem' }}>
          <Field.Label srOnly>{t('estimates.list.from')}</Field.Label>
          <Input type="date" bg="white" aria-label={t('estimates.list.from')} value={from} onChange={(e) => setFrom(e.target.value)} />
        </Field.Root>
        <Field.Root maxW={{ base: 'full', sm: '10rem' }}>
          <Field.Label srOnly>{t('estimates.list.to')}</Field.Label>
          <Input type="date" bg="white" aria-label={t('estimates.list.to')} value={to} onChange={(e) => setTo(e.target.value)} />
        </Field.Root>
      </ListToolbar>

      {list.isPending && <ListSkeleton rows={6} />}
      {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && (list.data.data.length === 0 ? (
        <EmptyState title={t(filtered ? 'estimates.list.emptyFiltered' : 'estimates.list.empty')} />
      ) : (
        <Box>
          <Table.ScrollArea position="relative" borderWidth="1px" borderRadius="md" bg="white">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('estimates.list.estimate')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">{t('estimates.list.client')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">{t('estimates.list.created')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('estimates.list.total')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.data.map((e) => (
                  <Table.Row key={e.id}>
                    <Table.Cell>
                      <RouterLink to={`/estimates/${e.id}`}><Text as="span" fontWeight="600" color="teal.700" textDecoration="underline">{e.title}</Text></RouterLink>
                      <Box mt="1"><EstimateStatusBadge status={e.status} /></Box>
                    </Table.Cell>
                    <Table.Cell hideBelow="md">{e.client_name}{e.pet_name && <Text fontSize="xs" color="fg.muted">{e.pet_name}</Text>}</Table.Cell>
                    <Table.Cell hideBelow="md" color="fg.muted">{new Date(e.created_at).toLocaleDateString()}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">{range(e.low_total, e.high_total)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <PaginationBar meta={list.data.meta} onPage={(p) => setPaging({ key, page: p })} />
        </Box>
      ))}
    </Stack>
  );
}
