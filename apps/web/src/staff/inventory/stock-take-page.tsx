import { Box, Button, Flex, Heading, Input, NativeSelect, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_DEBOUNCE_MS, type TProductStock } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { PaginationBar } from '../../ui/pagination-bar';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';
import { useClinicFormat } from '../clinic/use-clinic';
import { categoryTree, inventoryKeys, useCategories, useInventoryMutations, useProducts } from './api';
import { formatQuantity } from './format';

/** A counted quantity as typed: a whole number of sub-units, or nothing (not counted). */
const parseCount = (s: string | undefined) => (s != null && /^\d{1,9}$/.test(s.trim()) ? Number(s.trim()) : null);

/**
 * Stock-take: the products of a category (15 a page) with their batches; staff type what they counted,
 * see the difference with the books, and post every difference at once — one ledger row per corrected batch.
 */
export function StockTakePage() {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const fmt = useClinicFormat();
  const canManage = clinic?.permissions.includes('inventory.manage') ?? false;
  const categories = useCategories();
  const [category, setCategory] = useState<number | null>(null);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, AUTOCOMPLETE_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = `${search}|${category}`;
  const page = paging.key === key ? paging.page : 1;
  const products = useProducts({ search, stock: '', category, page });
  const rows = products.data?.data ?? [];
  const stocks = useQueries({
    queries: rows.map((p) => ({
      queryKey: [...inventoryKeys.product(clinic?.id, p.id), 'stock'],
      queryFn: () => http.get<{ data: TProductStock }>(`/products/${p.id}/stock`).then((r) => r.data),
      enabled: !!clinic,
    })),
  });
  const [counts, setCounts] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [confirm, setConfirm] = useState(false);
  const [posting, setPosting] = useState(false);
  const { count } = useInventoryMutations();
  const qc = useQueryClient();

  const lines = rows.flatMap((p, i) => (stocks[i]?.data?.batches ?? []).map((b) => {
    const counted = parseCount(counts[b.id]);
    return { p, b, counted, diff: counted == null ? null : counted - b.on_hand };
  }));
  const changes = lines.filter((l) => l.diff != null && l.diff !== 0);
  const reasonText = reason.trim() || t('inventory.stockTake.defaultReason', { date: fmt.date(new Date()) });

  const post = async () => {
    setPosting(true);
    let done = 0;
    try {
      for (const l of changes) {
        await count.mutateAsync({ id: l.p.id, input: { batch_id: l.b.id, counted: l.counted!, reason: reasonText } });
        done += 1;
        setCounts((c) => { const next = { ...c }; delete next[l.b.id]; return next; });
      }
      toaster.create({ type: 'success', title: t('inventory.stockTake.posted', { n: done }), closable: true });
    } catch (err) {
      toastError(err);
    } finally {
      setPosting(false);
      setConfirm(false);
      await qc.invalidateQueries({ queryKey: inventoryKeys.all(clinic?.id) });
    }
  };

  return (
    <Stack gap="4">
      <Box>
        <Heading as="h1" size="2xl">{t('inventory.stockTake.title')}</Heading>
        <Text color="fg.muted" fontSize="sm">{t('inventory.stockTake.subtitle')}</Text>
      </Box>
      <Flex role="search" gap="2" wrap="wrap">
        <NativeSelect.Root maxW={{ base: 'full', sm: '16rem' }} bg="white">
          <NativeSelect.Field aria-label={t('inventory.products.fields.category')} value={category ?? ''} onChange={(e) => setCategory(e.target.value ? Number(e.target.value) : null)}>
            <option value="">{t('inventory.stockTake.allCategories')}</option>
            {categoryTree(categories.data ?? []).map(({ c, depth }) => <option key={c.id} value={c.id}>{`${'\u00a0\u00a0'.repeat(depth)}${c.name}`}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input flex="1" minW="12rem" maxW={{ md: 'sm' }} type="search" bg="white" aria-label={t('inventory.products.search')} placeholder={t('inventory.products.search')} value={searchInput} onChange={(e) => setSearchInput(e.target.value)} />
      </Flex>

      {products.isPending && <ListSkeleton rows={6} />}
      {products.isError && <ErrorState error={products.error} onRetry={() => void products.refetch()} />}
      {products.data && (rows.length === 0 ? <EmptyState title={t('inventory.products.emptyFiltered')} /> : (
        <Box>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('inventory.products.fields.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">{t('inventory.stock.expiry')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('inventory.stockTake.books')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('inventory.stockTake.counted')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('inventory.stockTake.difference')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {lines.length === 0 && (
                  <Table.Row><Table.Cell colSpan={5} color="fg.muted">{t('inventory.stockTake.nothing')}</Table.Cell></Table.Row>
                )}
                {lines.map(({ p, b, diff }) => (
                  <Table.Row key={b.id} data-testid="count-row">
                    <Table.Cell>
                      <Text fontWeight="500">{p.name}</Text>
                      <Text fontSize="xs" color="fg.muted">{t('inventory.stockTake.batch', { batch: b.batch_no || '—' })}</Text>
                    </Table.Cell>
                    <Table.Cell hideBelow="md">{b.expiration_date ? fmt.date(`${b.expiration_date}T12:00:00Z`) : '—'}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">{b.on_hand} <Text as="span" fontSize="xs" color="fg.muted">{p.sub_unit ?? p.unit}</Text></Table.Cell>
                    <Table.Cell textAlign="end">
                      <Input size="sm" maxW="6rem" textAlign="end" inputMode="numeric" disabled={!canManage}
                        aria-label={t('inventory.stockTake.countedFor', { name: p.name, batch: b.batch_no || '—' })}
                        aria-invalid={counts[b.id] != null && counts[b.id].trim() !== '' && parseCount(counts[b.id]) == null}
                        value={counts[b.id] ?? ''} onChange={(e) => setCounts((c) => ({ ...c, [b.id]: e.target.value }))} />
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="count-diff" color={diff == null || diff === 0 ? 'fg.muted' : diff < 0 ? 'red.700' : 'green.700'}>
                      {diff == null ? '—' : diff === 0 ? '0' : `${diff > 0 ? '+' : '−'}${formatQuantity(Math.abs(diff), p)}`}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <PaginationBar meta={products.data.meta} onPage={(n) => setPaging({ key, page: n })} />
        </Box>
      ))}

      {canManage && (
        <Flex gap="2" wrap="wrap" align="end" p="3" borderWidth="1px" borderRadius="md" bg="white">
          <Box flex="1" minW="12rem">
            <chakra.label htmlFor="stock-take-reason" display="block" fontSize="sm" fontWeight="500">{t('inventory.stock.reason')}</chakra.label>
            <Input id="stock-take-reason" maxLength={500} placeholder={t('inventory.stockTake.defaultReason', { date: fmt.date(new Date()) })} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Box>
          <Button colorPalette="brand" disabled={changes.length === 0} onClick={() => setConfirm(true)}>
            {t('inventory.stockTake.post', { n: changes.length })}
          </Button>
        </Flex>
      )}

      <ConfirmDialog open={confirm} danger={false} loading={posting}
        title={t('inventory.stockTake.confirmTitle')} body={t('inventory.stockTake.confirmBody', { n: changes.length })}
        confirmLabel={t('inventory.stockTake.post', { n: changes.length })}
        onConfirm={() => void post()} onCancel={() => setConfirm(false)} />
    </Stack>
  );
}
