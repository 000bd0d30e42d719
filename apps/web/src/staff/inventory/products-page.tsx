import { Badge, Box, Button, Checkbox, Flex, Heading, HStack, Input, Link, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { PaginationBar } from '../../ui/pagination-bar';
import { toaster } from '../../ui/toaster';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useActiveClinic } from '../auth/use-session';
import { useMoney, usePreferences } from '../clinic/use-clinic';
import { useInventoryMutations, useProducts, type ProductFilters } from './api';
import { formatQuantity } from './format';
import { ProductFormDialog } from './product-form-dialog';

/** The clinic's products: search by name, SKU or barcode, stock and archive filters, 15 a page; select rows to set one VAT rate. */
export function ProductsPage() {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const canManage = clinic?.permissions.includes('inventory.manage') ?? false;
  const prefs = usePreferences();
  const vatList = prefs.data?.vat_list ?? [0, 10];
  const { money } = useMoney();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, AUTOCOMPLETE_DEBOUNCE_MS);
  const [params] = useSearchParams();
  const [stock, setStock] = useState<ProductFilters['stock']>(params.get('stock') === 'below_reorder_point' ? 'below_reorder_point' : '');
  const [archived, setArchived] = useState<'' | '1'>('');
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = `${search}|${stock}|${archived}`;
  const page = paging.key === key ? paging.page : 1;
  const products = useProducts({ search, stock, archived, page });
  const filtered = !!search || !!stock || !!archived;
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [vat, setVat] = useState('');
  const [confirmVat, setConfirmVat] = useState(false);
  const [creating, setCreating] = useState(false);
  const { bulkVat } = useInventoryMutations();
  const rows = products.data?.data ?? [];
  const allOnPage = rows.length > 0 && rows.every((p) => selected.has(p.id));

  const toggle = (id: number, on: boolean) => setSelected((s) => {
    const next = new Set(s);
    if (on) next.add(id); else next.delete(id);
    return next;
  });
  const applyVat = async () => {
    try {
      const res = await bulkVat.mutateAsync({ product_ids: [...selected], vat: Number(vat) });
      toaster.create({ type: 'success', title: t('inventory.products.bulkVat.done', { n: res.data.updated }), closable: true });
      setSelected(new Set());
      setConfirmVat(false);
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <Stack gap="4">
      <Flex gap="3" justify="space-between" align="start" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">{t('inventory.products.title')}</Heading>
          <Text color="fg.muted" fontSize="sm">{t('inventory.products.subtitle')}</Text>
        </Box>
        {canManage && <Button colorPalette="brand" onClick={() => setCreating(true)}>{t('inventory.form.new')}</Button>}
      </Flex>
      <Flex role="search" gap="2" wrap="wrap">
        <Input flex="1" minW="12rem" maxW={{ md: 'sm' }} type="search" bg="white" aria-label={t('inventory.products.search')} placeholder={t('inventory.products.search')} value={searchInput} onChange={(e) => setSearchInput(e.target.value)} />
        <NativeSelect.Root maxW={{ base: 'full', sm: '15rem' }} bg="white">
          <NativeSelect.Field aria-label={t('inventory.products.stockFilter')} value={stock} onChange={(e) => setStock(e.target.value as ProductFilters['stock'])}>
            <option value="">{t('inventory.products.stockAll')}</option>
            <option value="below_reorder_point">{t('inventory.products.stockLow')}</option>
            <option value="out_of_stock">{t('inventory.products.stockOut')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root maxW={{ base: 'full', sm: '12rem' }} bg="white">
          <NativeSelect.Field aria-label={t('inventory.products.archivedFilter')} value={archived} onChange={(e) => setArchived(e.target.value as '' | '1')}>
            <option value="">{t('inventory.products.activeOnly')}</option>
            <option value="1">{t('inventory.products.archivedOnly')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>

      {canManage && selected.size > 0 && (
        <Flex role="region" aria-label={t('inventory.products.bulkVat.title')} gap="2" align="center" wrap="wrap" p="3" borderWidth="1px" borderRadius="md" bg="brand.50">
          <Text fontWeight="500">{t('inventory.products.bulkVat.selected', { n: selected.size })}</Text>
          <NativeSelect.Root maxW="10rem" bg="white" size="sm">
            <NativeSelect.Field aria-label={t('inventory.products.bulkVat.rate')} value={vat} onChange={(e) => setVat(e.target.value)}>
              <option value="">{t('inventory.products.bulkVat.rate')}</option>
              {vatList.map((v) => <option key={v} value={v}>{`${v} %`}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" colorPalette="brand" disabled={vat === ''} onClick={() => setConfirmVat(true)}>{t('inventory.products.bulkVat.apply')}</Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>{t('inventory.products.bulkVat.clear')}</Button>
        </Flex>
      )}

      {products.isPending && <ListSkeleton rows={6} />}
      {products.isError && <ErrorState error={products.error} onRetry={() => void products.refetch()} />}
      {products.data && (rows.length === 0 ? (
        <EmptyState title={t(filtered ? 'inventory.products.emptyFiltered' : 'inventory.products.empty')} />
      ) : (
        <Box>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  {canManage && (
                    <Table.ColumnHeader w="2.5rem">
                      <Checkbox.Root colorPalette="brand" checked={allOnPage} aria-label={t('inventory.products.selectPage')}
                        onCheckedChange={(e) => rows.forEach((p) => toggle(p.id, !!e.checked))}>
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    </Table.ColumnHeader>
                  )}
                  <Table.ColumnHeader>{t('inventory.products.fields.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">{t('inventory.products.fields.category')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('inventory.products.fields.onHand')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md" textAlign="end">{t('inventory.products.fields.vat')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md" textAlign="end">{t('inventory.products.fields.price')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((p) => (
                  <Table.Row key={p.id} data-testid="product-row">
                    {canManage && (
                      <Table.Cell>
                        <Checkbox.Root colorPalette="brand" checked={selected.has(p.id)} aria-label={t('inventory.products.selectRow', { name: p.name })}
                          onCheckedChange={(e) => toggle(p.id, !!e.checked)}>
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                        </Checkbox.Root>
                      </Table.Cell>
                    )}
                    <Table.Cell>
                      <Link asChild fontWeight="500" color="brand.700"><RouterLink to={`/inventory/products/${p.id}`}>{p.name}</RouterLink></Link>
                      <Text fontSize="xs" color="fg.muted">{[p.sku, p.barcode].filter(Boolean).join(' · ') || '—'}</Text>
                    </Table.Cell>
                    <Table.Cell hideBelow="md" color="fg.muted">{p.category?.name ?? '—'}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <HStack justify="end" gap="2" wrap="wrap">
                        <Text whiteSpace="nowrap">{formatQuantity(p.on_hand, p)}</Text>
                        {p.below_reorder_point && <Badge colorPalette="orange">{t('inventory.products.low')}</Badge>}
                        {p.expiring_soon && <Badge colorPalette="red" variant="outline">{t('inventory.products.expiringBadge')}</Badge>}
                        {p.archived && <Badge>{t('inventory.products.archivedBadge')}</Badge>}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell hideBelow="md" textAlign="end" whiteSpace="nowrap" data-testid="product-vat">{`${p.vat} %`}</Table.Cell>
                    <Table.Cell hideBelow="md" textAlign="end" whiteSpace="nowrap">{p.selling_price == null ? '—' : money(p.selling_price)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <PaginationBar meta={products.data.meta} onPage={(p) => setPaging({ key, page: p })} />
        </Box>
      ))}

      <ProductFormDialog open={creating} product={null} onClose={() => setCreating(false)} />
      <ConfirmDialog open={confirmVat} danger={false} loading={bulkVat.isPending}
        title={t('inventory.products.bulkVat.confirmTitle')}
        body={t('inventory.products.bulkVat.confirmBody', { n: selected.size, vat })}
        confirmLabel={t('inventory.products.bulkVat.apply')}
        onConfirm={() => void applyVat()} onCancel={() => setConfirmVat(false)} />
    </Stack>
  );
}
