import { Box, Button, Checkbox, Flex, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AUTOCOMPLETE_DEBOUNCE_MS, type TPurchaseOrderSummary } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { HttpError } from '../../ui/http';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { PaginationBar } from '../../ui/pagination-bar';
import { toaster } from '../../ui/toaster';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useMoney } from '../clinic/use-clinic';
import { AddListItemDialog } from './add-list-item-dialog';
import { downloadFile, useCanManagePurchasing, useListAction, useShoppingList } from './api';

type Action = 'buy' | 'send-email' | 'bulk-delete';

/** What to reorder: items added by hand or when stock fell below the minimum; select, buy, export, e-mail, delete. */
export function ShoppingListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { money } = useMoney();
  const canManage = useCanManagePurchasing();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, AUTOCOMPLETE_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const page = paging.key === search ? paging.page : 1;
  const list = useShoppingList({ search, page });
  const action = useListAction();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirm, setConfirm] = useState<Action | null>(null);
  const [problem, setProblem] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const rows = list.data?.data ?? [];
  const ids = [...selected];
  const toggle = (id: number) => setSelected((s) => { const n = new Set(s); if (n.has(id)) n.delete(id); else n.add(id); return n; });
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));

  const run = (what: Action) => action.mutate({ action: what, ids }, {
    onSuccess: (data) => {
      setConfirm(null);
      setSelected(new Set());
      setProblem([]);
      if (what === 'buy') {
        const orders = data as TPurchaseOrderSummary[];
        toaster.create({ type: 'success', title: t('purchasing.list.bought', { count: orders.length }), closable: true });
        if (orders.length === 1) navigate(`/inventory/purchase-orders/${orders[0].id}`);
      } else if (what === 'send-email') toaster.create({ type: 'success', title: t('purchasing.list.emailed', { count: (data as { sent: number }).sent }), closable: true });
      else toaster.create({ type: 'success', title: t('purchasing.list.deleted', { count: (data as { deleted: number }).deleted }), closable: true });
    },
    onError: (e) => {
      setConfirm(null);
      if (e instanceof HttpError && e.status === 422 && e.body?.errors) {
        const errs = e.body.errors as Record<string, string[]>;
        setProblem([...(errs.ids ?? []), ...Object.entries(errs).filter(([k]) => k.startsWith('items.')).map(([, v]) => v[0])]);
      } else toastError(e);
    },
  });

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">{t('purchasing.list.title')}</Heading>
          <Text color="fg.muted" fontSize="sm">{t('purchasing.list.subtitle')}</Text>
        </Box>
        <Flex gap="2" wrap="wrap">
          {canManage && <Button colorPalette="teal" onClick={() => setAdding(true)}>{t('purchasing.list.add.open')}</Button>}
          <Button asChild variant="outline"><RouterLink to="/inventory/purchase-orders">{t('purchasing.nav.orders')}</RouterLink></Button>
          <Button variant="outline" onClick={() => void downloadFile(`/shopping-list-items/export${ids.length && ids.length <= 50 ? `?${ids.map((i) => `ids=${i}`).join('&')}` : ''}`, 'shopping-list.xlsx').catch(toastError)}>
            {t('purchasing.list.export')}
          </Button>
        </Flex>
      </Flex>
      <Flex role="search" gap="2" wrap="wrap">
        <Input flex="1" minW="12rem" maxW={{ md: 'sm' }} type="search" bg="white" aria-label={t('purchasing.list.search')} placeholder={t('purchasing.list.search')} value={searchInput} onChange={(e) => setSearchInput(e.target.value)} />
      </Flex>
      {canManage && (
        <Flex gap="2" wrap="wrap" align="center">
          <Text fontSize="sm" color="fg.muted">{t('purchasing.list.selected', { count: ids.length })}</Text>
          <Button size="sm" colorPalette="teal" disabled={!ids.length} onClick={() => setConfirm('buy')}>{t('purchasing.list.buy')}</Button>
          <Button size="sm" variant="outline" disabled={!ids.length} onClick={() => setConfirm('send-email')}>{t('purchasing.list.sendEmail')}</Button>
          <Button size="sm" variant="outline" colorPalette="red" disabled={!ids.length} onClick={() => setConfirm('bulk-delete')}>{t('purchasing.list.delete')}</Button>
        </Flex>
      )}
      {problem.length > 0 && (
        <Box role="alert" borderWidth="1px" borderColor="red.300" bg="red.50" p="3" borderRadius="md">
          {problem.map((p, n) => <Text key={n} color="red.700">{n === 0 ? p : `• ${p}`}</Text>)}
        </Box>
      )}

      {list.isPending && <ListSkeleton rows={6} />}
      {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && (rows.length === 0 ? (
        <EmptyState title={t(search ? 'purchasing.list.emptyFiltered' : 'purchasing.list.empty')}>
          {!search && canManage && <Button variant="outline" onClick={() => setAdding(true)}>{t('purchasing.list.add.open')}</Button>}
        </EmptyState>
      ) : (
        <Box>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  {canManage && (
                    <Table.ColumnHeader w="2.5rem">
                      <Checkbox.Root checked={allOnPage} onCheckedChange={() => setSelected(allOnPage ? new Set() : new Set(rows.map((r) => r.id)))} aria-label={t('purchasing.list.selectAll')}>
                        <Checkbox.HiddenInput /><Checkbox.Control />
                      </Checkbox.Root>
                    </Table.ColumnHeader>
                  )}
                  <Table.ColumnHeader>{t('purchasing.list.product')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('purchasing.list.quantity')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">{t('purchasing.list.supplier')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md" textAlign="end">{t('purchasing.list.onHand')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((r) => (
                  <Table.Row key={r.id}>
                    {canManage && (
                      <Table.Cell>
                        <Checkbox.Root checked={selected.has(r.id)} onCheckedChange={() => toggle(r.id)} aria-label={t('purchasing.list.select', { name: r.product_name })}>
                          <Checkbox.HiddenInput /><Checkbox.Control />
                        </Checkbox.Root>
                      </Table.Cell>
                    )}
                    <Table.Cell>
                      <Text fontWeight="500">{r.product_name}</Text>
                      <Text fontSize="xs" color="fg.muted">{[r.sku, t(`purchasing.list.source.${r.source}`)].filter(Boolean).join(' · ')}</Text>
                      <Text fontSize="xs" color="fg.muted" hideFrom="md">{r.supplier?.name ?? t('purchasing.list.noSupplier')}</Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">{r.quantity} {r.unit}<Text fontSize="xs" color="fg.muted">{money(r.unit_cost * r.quantity)}</Text></Table.Cell>
                    <Table.Cell hideBelow="md">{r.supplier?.name ?? <Text as="span" color="orange.700">{t('purchasing.list.noSupplier')}</Text>}</Table.Cell>
                    <Table.Cell hideBelow="md" textAlign="end">{r.on_hand} / {r.min_stock}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <PaginationBar meta={list.data.meta} onPage={(p) => setPaging({ key: search, page: p })} />
        </Box>
      ))}
      <AddListItemDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={confirm !== null}
        title={confirm ? t(`purchasing.list.confirm.${confirm}.title`, { count: ids.length }) : ''}
        body={confirm ? t(`purchasing.list.confirm.${confirm}.body`, { count: ids.length }) : ''}
        confirmLabel={confirm ? t(`purchasing.list.confirm.${confirm}.action`) : ''}
        danger={confirm === 'bulk-delete'}
        loading={action.isPending}
        onConfirm={() => confirm && run(confirm)}
        onCancel={() => setConfirm(null)}
      />
    </Stack>
  );
}
