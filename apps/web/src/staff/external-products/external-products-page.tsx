import { Badge, Box, Button, Checkbox, Flex, Heading, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { PaginationBar } from '../../ui/pagination-bar';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useActiveClinic } from '../auth/use-session';
import { useMoney } from '../clinic/use-clinic';
import { externalApi, externalKeys, useExternalProducts, useSupplierOptions } from './api';

/** Items of imported supplier catalogues: search, filter by supplier or import, add to the clinic's products. */
export function ExternalProductsPage() {
  const { t } = useTranslation();
  const { money: format } = useMoney();
  const money = (minor: number | null) => (minor == null ? '—' : format(minor));
  const [params] = useSearchParams();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, AUTOCOMPLETE_DEBOUNCE_MS);
  const [supplierId, setSupplierId] = useState('');
  const importId = params.get('import') ?? '';
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = `${search}|${supplierId}|${importId}`;
  const page = paging.key === key ? paging.page : 1;
  const list = useExternalProducts({ search, supplierId, importId, page });
  const suppliers = useSupplierOptions();
  const [selected, setSelected] = useState<number[]>([]);
  const [confirm, setConfirm] = useState<number[] | null>(null);
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  const add = useMutation({
    mutationFn: (ids: number[]) => externalApi.toProducts(ids),
    onSuccess: (products) => {
      setConfirm(null);
      setSelected([]);
      void qc.invalidateQueries({ queryKey: externalKeys.all(clinic?.id) });
      void qc.invalidateQueries({ queryKey: ['clinic', clinic?.id, 'inventory'] });
      toaster.create({ type: 'success', title: t('externalProducts.list.added', { count: products.length }), closable: true });
    },
    onError: (err) => { setConfirm(null); toastError(err); },
  });
  const filtered = !!search || !!supplierId || !!importId;
  const rows = list.data?.data ?? [];
  const selectable = rows.filter((r) => r.product_id == null).map((r) => r.id);
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  return (
    <Stack gap="4">
      <Flex justify="space-between" gap="3" wrap="wrap" align="start">
        <Box>
          <Heading as="h1" size="2xl">{t('externalProducts.list.title')}</Heading>
          <Text color="fg.muted" fontSize="sm">{t('externalProducts.list.subtitle')}</Text>
        </Box>
        <Button asChild colorPalette="teal"><RouterLink to="/inventory/external-products/import">{t('externalProducts.list.import')}</RouterLink></Button>
      </Flex>
      <Flex role="search" gap="2" wrap="wrap">
        <Input flex="1" minW="12rem" maxW={{ md: 'sm' }} type="search" bg="white" aria-label={t('externalProducts.list.search')} placeholder={t('externalProducts.list.search')} value={searchInput} onChange={(e) => setSearchInput(e.target.value)} />
        <NativeSelect.Root maxW={{ base: 'full', sm: '15rem' }} bg="white">
          <NativeSelect.Field aria-label={t('externalProducts.fields.supplier')} value={supplierId} onChange={(e) => setSupplierId(e.target.value)}>
            <option value="">{t('externalProducts.list.allSuppliers')}</option>
            {(suppliers.data ?? []).map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button variant="outline" bg="white" disabled={!selected.length} onClick={() => setConfirm(selected)}>
          {t('externalProducts.list.addSelected', { count: selected.length })}
        </Button>
      </Flex>

      {list.isPending && <ListSkeleton rows={6} />}
      {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && (rows.length === 0 ? (
        <EmptyState title={t(filtered ? 'externalProducts.list.emptyFiltered' : 'externalProducts.list.empty')}>
          {!filtered && <Button asChild colorPalette="teal"><RouterLink to="/inventory/external-products/import">{t('externalProducts.list.import')}</RouterLink></Button>}
        </EmptyState>
      ) : (
        <Box minW="0" maxW="full">
          <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white" maxW="full" position="relative">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader w="1">
                    <Checkbox.Root size="sm" checked={selectable.length > 0 && selectable.every((id) => selected.includes(id))} disabled={!selectable.length}
                      onCheckedChange={(e) => setSelected(e.checked ? selectable : [])} aria-label={t('externalProducts.list.selectAll')}>
                      <Checkbox.HiddenInput /><Checkbox.Control />
                    </Checkbox.Root>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>{t('externalProducts.fields.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">{t('externalProducts.fields.supplier')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md" textAlign="end">{t('externalProducts.fields.purchase_price')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('externalProducts.fields.selling_price')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end"><Text srOnly>{t('externalProducts.list.actions')}</Text></Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((p) => (
                  <Table.Row key={p.id}>
                    <Table.Cell>
                      {p.product_id == null && (
                        <Checkbox.Root size="sm" checked={selected.includes(p.id)} onCheckedChange={() => toggle(p.id)} aria-label={t('externalProducts.list.select', { name: p.name })}>
                          <Checkbox.HiddenInput /><Checkbox.Control />
                        </Checkbox.Root>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <Text fontWeight="500">{p.name}</Text>
                      <Text fontSize="xs" color="fg.muted">{[p.code, p.barcode, p.manufacturer].filter(Boolean).join(' · ')}</Text>
                    </Table.Cell>
                    <Table.Cell hideBelow="md" color="fg.muted">{p.supplier?.name ?? '—'}</Table.Cell>
                    <Table.Cell hideBelow="md" textAlign="end" whiteSpace="nowrap">{money(p.purchase_price)}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">{money(p.selling_price)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {p.product_id != null ? <Badge colorPalette="green">{t('externalProducts.list.inMyProducts')}</Badge> : (
                        <Button size="xs" variant="outline" onClick={() => setConfirm([p.id])} aria-label={t('externalProducts.list.addOneNamed', { name: p.name })}>
                          {t('externalProducts.list.addOne')}
                        </Button>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <PaginationBar meta={list.data.meta} onPage={(p) => setPaging({ key, page: p })} />
        </Box>
      ))}
      <ConfirmDialog
        open={confirm != null}
        title={t('externalProducts.list.confirmTitle', { count: confirm?.length ?? 0 })}
        body={t('externalProducts.list.confirmBody')}
        confirmLabel={t('externalProducts.list.confirm')}
        loading={add.isPending}
        onConfirm={() => confirm && add.mutate(confirm)}
        onCancel={() => setConfirm(null)}
        danger={false}
      />
    </Stack>
  );
}
