import { Box, Button, Flex, Heading, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AUTOCOMPLETE_DEBOUNCE_MS, PURCHASE_ORDER_STATUSES } from '@vetclinic/domain';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { PaginationBar } from '../../ui/pagination-bar';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useMoney } from '../clinic/use-clinic';
import { useCanManagePurchasing, usePurchaseOrders, useSuppliers } from './api';
import { OrderStatusBadge } from './status';

/** Purchase orders: filter by status and supplier, search by number, supplier or product, 15 a page. */
export function PurchaseOrdersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { money } = useMoney();
  const canManage = useCanManagePurchasing();
  const suppliers = useSuppliers();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, AUTOCOMPLETE_DEBOUNCE_MS);
  const [status, setStatus] = useState('');
  const [supplierId, setSupplierId] = useState('');
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = `${search}|${status}|${supplierId}`;
  const page = paging.key === key ? paging.page : 1;
  const orders = usePurchaseOrders({ search, status, supplierId, page });
  const filtered = !!search || !!status || !!supplierId;

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">{t('purchasing.orders.title')}</Heading>
          <Text color="fg.muted" fontSize="sm">{t('purchasing.orders.subtitle')}</Text>
        </Box>
        <Flex gap="2" wrap="wrap">
          <Button asChild variant="outline"><RouterLink to="/inventory/shopping-list">{t('purchasing.nav.shoppingList')}</RouterLink></Button>
          {canManage && <Button colorPalette="teal" onClick={() => navigate('/inventory/purchase-orders/new')}>{t('purchasing.orders.new')}</Button>}
        </Flex>
      </Flex>
      <Flex role="search" gap="2" wrap="wrap">
        <Input flex="1" minW="12rem" maxW={{ md: 'sm' }} type="search" bg="white" aria-label={t('purchasing.orders.search')} placeholder={t('purchasing.orders.search')} value={searchInput} onChange={(e) => setSearchInput(e.target.value)} />
        <NativeSelect.Root maxW={{ base: 'full', sm: '14rem' }} bg="white">
          <NativeSelect.Field aria-label={t('purchasing.orders.statusFilter')} value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('purchasing.orders.allStatuses')}</option>
            {PURCHASE_ORDER_STATUSES.map((s) => <option key={s} value={s}>{t(`purchasing.status.${s}`)}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root maxW={{ base: 'full', sm: '16rem' }} bg="white">
          <NativeSelect.Field aria-label={t('purchasing.orders.supplierFilter')} value={supplierId} onChange={(e) => setSupplierId(e.target.value)}>
            <option value="">{t('purchasing.orders.allSuppliers')}</option>
            {suppliers.data?.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>

      {orders.isPending && <ListSkeleton rows={6} />}
      {orders.isError && <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />}
      {orders.data && (orders.data.data.length === 0 ? (
        <EmptyState title={t(filtered ? 'purchasing.orders.emptyFiltered' : 'purchasing.orders.empty')} />
      ) : (
        <Box>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('purchasing.orders.number')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('purchasing.orders.supplier')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">{t('purchasing.orders.created')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('purchasing.orders.total')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {orders.data.data.map((o) => (
                  <Table.Row key={o.id}>
                    <Table.Cell>
                      <RouterLink to={`/inventory/purchase-orders/${o.id}`}><Text as="span" fontWeight="600" color="teal.700" textDecoration="underline">{o.number}</Text></RouterLink>
                      <Box mt="1"><OrderStatusBadge status={o.status} /></Box>
                    </Table.Cell>
                    <Table.Cell>{o.supplier.name}<Text fontSize="xs" color="fg.muted">{t('purchasing.orders.lines', { count: o.item_count })}</Text></Table.Cell>
                    <Table.Cell hideBelow="md" color="fg.muted">{new Date(o.created_at).toLocaleDateString()}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">{money(o.gross)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <PaginationBar meta={orders.data.meta} onPage={(p) => setPaging({ key, page: p })} />
        </Box>
      ))}
    </Stack>
  );
}
