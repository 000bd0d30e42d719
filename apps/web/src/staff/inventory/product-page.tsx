import { Badge, Box, Button, Flex, Heading, HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { type TProduct } from '@vetclinic/domain';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { PaginationBar } from '../../ui/pagination-bar';
import { useActiveClinic } from '../auth/use-session';
import { useClinicFormat, useMoney } from '../clinic/use-clinic';
import { useMovements, useProduct, useProductMutations, useProductStock } from './api';
import { formatQuantity } from './format';
import { MovementsChart } from './movements-chart';
import { ProductFormDialog } from './product-form-dialog';
import { ProductSuppliersSection } from './product-suppliers-section';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { ReceiveStockDialog, TransferStockDialog, WriteOffDialog } from './stock-dialogs';

/** One product: its details, on-hand per batch (expiry first), the ledger, and receive / write-off. */
export function ProductPage() {
  const { t } = useTranslation();
  const id = Number(useParams().productId);
  const { clinic, me } = useActiveClinic();
  const canManage = clinic?.permissions.includes('inventory.manage') ?? false;
  // Another clinic of the group where this user may also manage stock: the only places a transfer can go.
  const canTransfer = canManage && (me.data?.clinics ?? []).some((c) => c.id !== clinic?.id && (c.permissions as string[]).includes('inventory.manage'));
  const product = useProduct(id);
  const stock = useProductStock(id);
  const [page, setPage] = useState(1);
  const movements = useMovements(id, page);
  const fmt = useClinicFormat();
  const { money } = useMoney();
  const [dialog, setDialog] = useState<'' | 'receive' | 'writeOff' | 'transfer' | 'edit' | 'archive'>('');
  const { update } = useProductMutations();

  if (product.isPending) return <ListSkeleton rows={6} />;
  if (product.isError) return <ErrorState error={product.error} onRetry={() => void product.refetch()} />;
  const p: TProduct = product.data;
  const qty = (n: number) => formatQuantity(n, p);
  const batches = stock.data?.batches ?? [];
  const setArchived = async () => {
    try {
      await update.mutateAsync({ id: p.id, input: { archived: !p.archived } });
      toaster.create({ type: 'success', title: t(p.archived ? 'inventory.form.restored' : 'inventory.form.archived'), closable: true });
      setDialog('');
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <Stack gap="5">
      <Box>
        <Link asChild fontSize="sm" color="fg.muted"><RouterLink to="/inventory/products">{t('inventory.products.back')}</RouterLink></Link>
        <Flex gap="3" align="center" wrap="wrap" justify="space-between">
          <HStack gap="2" wrap="wrap">
            <Heading as="h1" size="2xl">{p.name}</Heading>
            {p.below_reorder_point && <Badge colorPalette="orange">{t('inventory.products.low')}</Badge>}
            {p.expiring_soon && <Badge colorPalette="red" variant="outline">{t('inventory.products.expiringBadge')}</Badge>}
            {p.controlled && <Badge colorPalette="purple">{t('inventory.products.controlled')}</Badge>}
            {p.archived && <Badge>{t('inventory.products.archivedBadge')}</Badge>}
          </HStack>
          {canManage && (
            <HStack gap="2" wrap="wrap">
              {!p.archived && <Button colorPalette="brand" onClick={() => setDialog('receive')}>{t('inventory.stock.receive')}</Button>}
              {!p.archived && <Button variant="outline" colorPalette="red" disabled={batches.length === 0} onClick={() => setDialog('writeOff')}>{t('inventory.stock.writeOff')}</Button>}
              {canTransfer && !p.archived && <Button variant="outline" disabled={batches.every((b) => b.is_expired || b.on_hand <= 0)} onClick={() => setDialog('transfer')}>{t('inventory.transfer.open')}</Button>}
              <Button variant="outline" onClick={() => setDialog('edit')}>{t('inventory.form.edit')}</Button>
              <Button variant="ghost" onClick={() => setDialog('archive')}>{t(p.archived ? 'inventory.form.restore' : 'inventory.form.archive')}</Button>
            </HStack>
          )}
        </Flex>
      </Box>

      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" borderWidth="1px" borderRadius="md" bg="white" p="4">
        <Fact label={t('inventory.products.fields.onHand')} value={qty(p.on_hand)} />
        <Fact label={t('inventory.products.fields.minStock')} value={qty(p.min_stock)} />
        <Fact label={t('inventory.products.fields.price')} value={p.selling_price == null ? '—' : money(p.selling_price)} />
        <Fact label={t('inventory.products.fields.vat')} value={`${p.vat} %`} />
        <Fact label={t('inventory.products.fields.sku')} value={p.sku ?? '—'} />
        <Fact label={t('inventory.products.fields.barcode')} value={p.barcode ?? '—'} />
        <Fact label={t('inventory.products.fields.category')} value={p.category?.name ?? '—'} />
        <Fact label={t('inventory.products.fields.supplier')} value={p.supplier?.name ?? '—'} />
      </SimpleGrid>

      <Box as="section" aria-labelledby="batches-h">
        <Heading as="h2" id="batches-h" size="lg" mb="2">{t('inventory.stock.batches')}</Heading>
        {stock.isPending && <ListSkeleton rows={3} />}
        {stock.isError && <ErrorState error={stock.error} onRetry={() => void stock.refetch()} />}
        {stock.data && (batches.length === 0 ? <EmptyState title={t('inventory.stock.noBatches')} /> : (
          <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('inventory.stock.batchNo')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('inventory.stock.expiry')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('inventory.products.fields.onHand')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {batches.map((b) => (
                  <Table.Row key={b.id} data-testid="batch-row">
                    <Table.Cell>{b.batch_no || '—'}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="2">
                        <Text>{b.expiration_date ? fmt.date(`${b.expiration_date}T12:00:00Z`) : '—'}</Text>
                        {b.is_expired && <Badge colorPalette="red">{t('inventory.stock.expired')}</Badge>}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">{qty(b.on_hand)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ))}
      </Box>

      <ProductSuppliersSection product={p} canManage={canManage} />

      <Box as="section" aria-labelledby="ledger-h">
        <Heading as="h2" id="ledger-h" size="lg" mb="2">{t('inventory.stock.ledger')}</Heading>
        {movements.isPending && <ListSkeleton rows={4} />}
        {movements.isError && <ErrorState error={movements.error} onRetry={() => void movements.refetch()} />}
        {movements.data && (movements.data.data.length === 0 ? <EmptyState title={t('inventory.stock.noMovements')} /> : (
          <Box>
            {page === 1 && stock.data && <MovementsChart onHand={stock.data.on_hand} movements={movements.data.data} label={fmt.date} />}
            <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('inventory.stock.when')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('inventory.stock.reason')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('inventory.stock.change')}</Table.ColumnHeader>
                    <Table.ColumnHeader hideBelow="md">{t('inventory.stock.batchNo')}</Table.ColumnHeader>
                    <Table.ColumnHeader hideBelow="md">{t('inventory.stock.who')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {movements.data.data.map((m) => (
                    <Table.Row key={m.id} data-testid="ledger-row">
                      <Table.Cell whiteSpace="nowrap">{fmt.dateTime(m.created_at)}</Table.Cell>
                      <Table.Cell>
                        <Text>{t(`inventory.stock.reasons.${m.reason}`)}</Text>
                        {m.transfer && <Text fontSize="xs">{t(m.transfer.direction === 'out' ? 'inventory.transfer.toLedger' : 'inventory.transfer.fromLedger', { clinic: m.transfer.clinic.name })}</Text>}
                        {m.note && <Text fontSize="xs" color="fg.muted">{m.note}</Text>}
                      </Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap" color={m.quantity_delta < 0 ? 'red.700' : 'green.700'}>
                        {m.quantity_delta > 0 ? '+' : '−'}{qty(Math.abs(m.quantity_delta))}
                      </Table.Cell>
                      <Table.Cell hideBelow="md">{m.batch_no || '—'}</Table.Cell>
                      <Table.Cell hideBelow="md">{m.created_by?.full_name ?? t('inventory.stock.system')}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            <PaginationBar meta={movements.data.meta} onPage={setPage} />
          </Box>
        ))}
      </Box>

      <ReceiveStockDialog open={dialog === 'receive'} productId={p.id} subUnit={p.sub_unit ?? p.unit} onClose={() => setDialog('')} />
      <ProductFormDialog open={dialog === 'edit'} product={p} onClose={() => setDialog('')} />
      <ConfirmDialog open={dialog === 'archive'} danger={!p.archived} loading={update.isPending}
        title={t(p.archived ? 'inventory.form.restoreTitle' : 'inventory.form.archiveTitle', { name: p.name })}
        body={t(p.archived ? 'inventory.form.restoreBody' : 'inventory.form.archiveBody')}
        confirmLabel={t(p.archived ? 'inventory.form.restore' : 'inventory.form.archive')}
        onConfirm={() => void setArchived()} onCancel={() => setDialog('')} />
      <TransferStockDialog open={dialog === 'transfer'} productId={p.id} batches={batches} subUnit={p.sub_unit ?? p.unit} onClose={() => setDialog('')} />
      <WriteOffDialog open={dialog === 'writeOff'} productId={p.id} batches={batches} subUnit={p.sub_unit ?? p.unit} onClose={() => setDialog('')} />
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">{label}</Text>
      <Text fontWeight="500">{value}</Text>
    </Box>
  );
}
