import { Badge, Box, Flex, Heading, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_DEBOUNCE_MS, formatMoney, type TProduct } from '@vetclinic/domain';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { PaginationBar } from '../../ui/pagination-bar';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { usePreferences } from '../clinic/use-clinic';
import { useProducts, type ProductFilters } from './api';

/** On-hand in units and sub-units: 23 tablets of a box of 10 read "2 box + 3 tablet". */
function formatStock(p: TProduct) {
  if (p.sub_units <= 1 || !p.sub_unit) return `${p.on_hand} ${p.unit}`;
  const whole = Math.floor(p.on_hand / p.sub_units);
  const rest = p.on_hand % p.sub_units;
  return rest ? `${whole} ${p.unit} + ${rest} ${p.sub_unit}` : `${whole} ${p.unit}`;
}

/** The clinic's products: search by name, SKU or barcode, low-stock filter, 15 a page. */
export function ProductsPage() {
  const { t } = useTranslation();
  const prefs = usePreferences();
  const money = (minor: number) => formatMoney(minor, prefs.data?.currency ?? '$', prefs.data?.currency_first ?? 0);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, AUTOCOMPLETE_DEBOUNCE_MS);
  const [stock, setStock] = useState<ProductFilters['stock']>('');
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = `${search}|${stock}`;
  const page = paging.key === key ? paging.page : 1;
  const products = useProducts({ search, stock, page });
  const filtered = !!search || !!stock;

  return (
    <Stack gap="4">
      <Box>
        <Heading as="h1" size="2xl">{t('inventory.products.title')}</Heading>
        <Text color="fg.muted" fontSize="sm">{t('inventory.products.subtitle')}</Text>
      </Box>
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
      </Flex>

      {products.isPending && <ListSkeleton rows={6} />}
      {products.isError && <ErrorState error={products.error} onRetry={() => void products.refetch()} />}
      {products.data && (products.data.data.length === 0 ? (
        <EmptyState title={t(filtered ? 'inventory.products.emptyFiltered' : 'inventory.products.empty')} />
      ) : (
        <Box>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('inventory.products.fields.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">{t('inventory.products.fields.category')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('inventory.products.fields.onHand')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md" textAlign="end">{t('inventory.products.fields.price')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {products.data.data.map((p) => (
                  <Table.Row key={p.id}>
                    <Table.Cell>
                      <Text fontWeight="500">{p.name}</Text>
                      <Text fontSize="xs" color="fg.muted">{[p.sku, p.barcode].filter(Boolean).join(' · ') || '—'}</Text>
                    </Table.Cell>
                    <Table.Cell hideBelow="md" color="fg.muted">{p.category?.name ?? '—'}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <HStack justify="end" gap="2" wrap="wrap">
                        <Text whiteSpace="nowrap">{formatStock(p)}</Text>
                        {p.below_reorder_point && <Badge colorPalette="orange">{t('inventory.products.low')}</Badge>}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell hideBelow="md" textAlign="end" whiteSpace="nowrap">{p.selling_price == null ? '—' : money(p.selling_price)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <PaginationBar meta={products.data.meta} onPage={(p) => setPaging({ key, page: p })} />
        </Box>
      ))}
    </Stack>
  );
}
