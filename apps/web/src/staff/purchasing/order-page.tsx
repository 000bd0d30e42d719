import { Box, Button, Field, Flex, Heading, HStack, Input, NativeSelect, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  AUTOCOMPLETE_DEBOUNCE_MS, ZPurchaseOrderInput, type TPurchaseOrder, type TPurchaseOrderInput, type TPurchaseOrderInputParsed,
} from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { applyServerErrors, toastError } from '../../ui/errors';
import { HttpError } from '../../ui/http';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { MoneyInput } from '../clinic/money-input';
import { useMoney } from '../clinic/use-clinic';
import {
  downloadFile, useCanManagePurchasing, useOrderAction, useProductSearch, usePurchaseOrder, useReceiveOrder, useSaveOrder, useSuppliers,
} from './api';
import { OrderStatusBadge, formatSubUnits } from './status';

export function PurchaseOrderPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const orderId = id && id !== 'new' ? Number(id) : null;
  const order = usePurchaseOrder(orderId);
  const canManage = useCanManagePurchasing();
  if (orderId == null) return canManage ? <OrderEditor order={null} /> : <ErrorState error={new Error('forbidden')} />;
  if (order.isPending) return <ListSkeleton rows={6} />;
  if (order.isError) return <ErrorState error={order.error} onRetry={() => void order.refetch()} />;
  if (order.data.status === 'draft' && canManage) return <OrderEditor order={order.data} />;
  return (
    <Stack gap="4">
      <OrderHeader order={order.data} />
      <OrderLines order={order.data} />
      {canManage && (order.data.status === 'sent' || order.data.status === 'partially_received') && <ReceivePanel order={order.data} />}
      {order.data.receipts.length > 0 && <Receipts order={order.data} />}
      {!canManage && <Text color="fg.muted">{t('purchasing.order.readOnly')}</Text>}
    </Stack>
  );
}

function OrderHeader({ order }: { order: TPurchaseOrder }) {
  const { t } = useTranslation();
  const canManage = useCanManagePurchasing();
  const action = useOrderAction();
  const [confirm, setConfirm] = useState<'send' | 'cancel' | null>(null);
  const download = (format: 'pdf' | 'xlsx') => downloadFile(`/purchase-orders/${order.id}/${format}`, `${order.number}.${format}`).catch(toastError);
  const run = (what: 'send' | 'cancel') => action.mutate({ id: order.id, action: what }, {
    onSuccess: () => { setConfirm(null); toaster.create({ type: 'success', title: t(what === 'send' ? 'purchasing.order.sent' : 'purchasing.order.cancelled'), closable: true }); },
    onError: (e) => { setConfirm(null); toastError(e); },
  });
  return (
    <Stack gap="2">
      <RouterLink to="/inventory/purchase-orders"><Text as="span" fontSize="sm" color="teal.700">← {t('purchasing.orders.title')}</Text></RouterLink>
      <Flex justify="space-between" gap="3" wrap="wrap" align="start">
        <Box>
          <HStack gap="3"><Heading as="h1" size="2xl">{order.number}</Heading><OrderStatusBadge status={order.status} /></HStack>
          <Text color="fg.muted">{order.supplier.name}{order.supplier.email ? ` · ${order.supplier.email}` : ''}</Text>
          {order.note && <Text fontSize="sm">{order.note}</Text>}
        </Box>
        <Flex gap="2" wrap="wrap">
          <Button variant="outline" size="sm" onClick={() => void download('pdf')}>{t('purchasing.order.pdf')}</Button>
          <Button variant="outline" size="sm" onClick={() => void download('xlsx')}>{t('purchasing.order.xlsx')}</Button>
          {canManage && order.status === 'draft' && <Button size="sm" colorPalette="teal" onClick={() => setConfirm('send')}>{t('purchasing.order.send')}</Button>}
          {canManage && (order.status === 'draft' || order.status === 'sent') && <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirm('cancel')}>{t('purchasing.order.cancel')}</Button>}
        </Flex>
      </Flex>
      <ConfirmDialog
        open={confirm !== null}
        title={t(confirm === 'send' ? 'purchasing.order.sendTitle' : 'purchasing.order.cancelTitle', { number: order.number })}
        body={confirm === 'send' ? t('purchasing.order.sendBody', { email: order.supplier.email ?? '—' }) : t('purchasing.order.cancelBody')}
        confirmLabel={t(confirm === 'send' ? 'purchasing.order.send' : 'purchasing.order.cancel')}
        danger={confirm === 'cancel'}
        loading={action.isPending}
        onConfirm={() => confirm && run(confirm)}
        onCancel={() => setConfirm(null)}
      />
    </Stack>
  );
}

function OrderLines({ order }: { order: TPurchaseOrder }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('purchasing.order.product')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('purchasing.order.quantity')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('purchasing.order.received')}</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md" textAlign="end">{t('purchasing.order.unitCost')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('purchasing.order.total')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {order.items.map((i) => (
            <Table.Row key={i.id}>
              <Table.Cell>{i.product_name}<Text fontSize="xs" color="fg.muted">{[i.sku, i.barcode, i.supplier_code].filter(Boolean).join(' · ') || '—'}</Text></Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{i.quantity} {i.unit}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{formatSubUnits(i.received_sub_units, i.sub_units, i.unit, i.sub_unit)}</Table.Cell>
              <Table.Cell hideBelow="md" textAlign="end" whiteSpace="nowrap">{money(i.unit_cost)} · {i.vat} %</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{money(i.gross)}</Table.Cell>
            </Table.Row>
          ))}
          <Table.Row>
            <Table.Cell colSpan={3} textAlign="end" color="fg.muted">{t('purchasing.order.net')} {money(order.net)} · {t('purchasing.order.vat')} {money(order.vat_amount)}</Table.Cell>
            <Table.Cell hideBelow="md" />
            <Table.Cell textAlign="end" fontWeight="700" whiteSpace="nowrap">{money(order.gross)}</Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

interface ReceiveLine { qty: string; batch: string; expiry: string; reason: string }

/**
 * Receiving: quantities in sub-units per line with batch and expiry. A barcode scanner is a keyboard: it types
 * the code fast and presses Enter in the focused scan field; the line whose product barcode or SKU matches gets
 * one more unit (its sub-units) and its batch field takes the focus.
 */
function ReceivePanel({ order }: { order: TPurchaseOrder }) {
  const { t } = useTranslation();
  const receive = useReceiveOrder();
  const blank = (): Record<number, ReceiveLine> => Object.fromEntries(order.items.map((i) => [i.id, { qty: '', batch: '', expiry: '', reason: '' }]));
  const [lines, setLines] = useState<Record<number, ReceiveLine>>(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [scan, setScan] = useState('');
  const [scanMessage, setScanMessage] = useState<string | null>(null);
  const batchRefs = useRef<Record<number, HTMLInputElement | null>>({});
  const set = (id: number, patch: Partial<ReceiveLine>) => setLines((l) => ({ ...l, [id]: { ...l[id], ...patch } }));

  const onScan = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const code = scan.trim().toLowerCase();
    setScan('');
    if (!code) return;
    const line = order.items.find((i) => i.barcode?.toLowerCase() === code || i.sku?.toLowerCase() === code);
    if (!line) { setScanMessage(t('purchasing.receive.noMatch', { code })); return; }
    setScanMessage(t('purchasing.receive.matched', { name: line.product_name }));
    set(line.id, { qty: String((Number(lines[line.id]?.qty) || 0) + line.sub_units) });
    batchRefs.current[line.id]?.focus();
  };

  const submit = () => {
    const chosen = order.items.filter((i) => Number(lines[i.id]?.qty) > 0);
    if (!chosen.length) { setErrors({ form: t('purchasing.receive.nothing') }); return; }
    const body = { items: chosen.map((i) => ({ item_id: i.id, sub_units_changed: Number(lines[i.id].qty), batch_no: lines[i.id].batch || null, expiration_date: lines[i.id].expiry || null, reason: lines[i.id].reason || null })) };
    receive.mutate({ id: order.id, body }, {
      onSuccess: () => { setLines(blank()); setErrors({}); toaster.create({ type: 'success', title: t('purchasing.receive.done'), closable: true }); },
      onError: (e) => {
        if (e instanceof HttpError && e.status === 422 && e.body?.errors) {
          const next: Record<string, string> = {};
          for (const [field, msgs] of Object.entries(e.body.errors as Record<string, string[]>)) {
            const m = /^items\.(\d+)\.(\w+)$/.exec(field);
            next[m ? `${chosen[Number(m[1])]?.id}.${m[2]}` : 'form'] = msgs[0];
          }
          setErrors(next);
        } else toastError(e);
      },
    });
  };

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" bg="white" p="4">
      <Heading as="h2" size="lg">{t('purchasing.receive.title')}</Heading>
      <Field.Root>
        <Field.Label>{t('purchasing.receive.scan')}</Field.Label>
        <Input data-testid="scan-input" value={scan} onChange={(e) => setScan(e.target.value)} onKeyDown={onScan} placeholder={t('purchasing.receive.scanPlaceholder')} autoComplete="off" />
        {scanMessage && <Field.HelperText aria-live="polite">{scanMessage}</Field.HelperText>}
      </Field.Root>
      {order.items.map((i) => {
        const l = lines[i.id];
        const err = (f: string) => errors[`${i.id}.${f}`];
        const left = Math.max(0, i.quantity_sub_units - i.received_sub_units);
        return (
          <Box key={i.id} borderTopWidth="1px" pt="3" data-testid={`receive-line-${i.id}`}>
            <Text fontWeight="600">{i.product_name}</Text>
            <Text fontSize="xs" color="fg.muted">{t('purchasing.receive.outstanding', { left: formatSubUnits(left, i.sub_units, i.unit, i.sub_unit), per: i.sub_units })}</Text>
            <Flex gap="2" wrap="wrap" mt="2">
              <Field.Root maxW={{ base: 'full', sm: '9rem' }} invalid={!!err('sub_units_changed')}>
                <Field.Label fontSize="xs">{t('purchasing.receive.quantity', { unit: i.sub_unit ?? i.unit })}</Field.Label>
                <Input type="number" min={0} inputMode="numeric" value={l.qty} onChange={(e) => set(i.id, { qty: e.target.value })} />
                <Field.ErrorText>{err('sub_units_changed')}</Field.ErrorText>
              </Field.Root>
              <Field.Root maxW={{ base: 'full', sm: '10rem' }}>
                <Field.Label fontSize="xs">{t('purchasing.receive.batch')}</Field.Label>
                <Input ref={(el) => { batchRefs.current[i.id] = el; }} value={l.batch} onChange={(e) => set(i.id, { batch: e.target.value })} />
              </Field.Root>
              <Field.Root maxW={{ base: 'full', sm: '11rem' }} invalid={!!err('expiration_date')}>
                <Field.Label fontSize="xs">{t('purchasing.receive.expiry')}</Field.Label>
                <Input type="date" value={l.expiry} onChange={(e) => set(i.id, { expiry: e.target.value })} />
                <Field.ErrorText>{err('expiration_date')}</Field.ErrorText>
              </Field.Root>
              <Field.Root flex="1" minW="10rem" invalid={!!err('reason')}>
                <Field.Label fontSize="xs">{t('purchasing.receive.reason')}</Field.Label>
                <Input value={l.reason} onChange={(e) => set(i.id, { reason: e.target.value })} />
                <Field.ErrorText>{err('reason')}</Field.ErrorText>
              </Field.Root>
            </Flex>
          </Box>
        );
      })}
      {errors.form && <Text color="red.600" role="alert">{errors.form}</Text>}
      <Box><Button colorPalette="teal" loading={receive.isPending} onClick={submit}>{t('purchasing.receive.submit')}</Button></Box>
    </Stack>
  );
}

function Receipts({ order }: { order: TPurchaseOrder }) {
  const { t } = useTranslation();
  const byId = new Map(order.items.map((i) => [i.id, i]));
  return (
    <Box borderWidth="1px" borderRadius="md" bg="white" p="4">
      <Heading as="h2" size="md" mb="2">{t('purchasing.receive.history')}</Heading>
      <Stack gap="1" fontSize="sm">
        {order.receipts.map((r) => {
          const i = byId.get(r.item_id);
          return (
            <Text key={r.id}>
              {new Date(r.created_at).toLocaleString()} · {i?.product_name} · {i ? formatSubUnits(r.sub_units_changed, i.sub_units, i.unit, i.sub_unit) : r.sub_units_changed}
              {r.batch_no ? ` · ${t('purchasing.receive.batch')} ${r.batch_no}` : ''}{r.expiration_date ? ` · ${r.expiration_date}` : ''}{r.reason ? ` · ${r.reason}` : ''}
            </Text>
          );
        })}
      </Stack>
    </Box>
  );
}

type FormIn = TPurchaseOrderInput;
type FormOut = TPurchaseOrderInputParsed;

/** A new order or a draft: supplier, note and lines (products found by name, SKU or barcode), quantities in units. */
function OrderEditor({ order }: { order: TPurchaseOrder | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { money } = useMoney();
  const suppliers = useSuppliers();
  const save = useSaveOrder();
  const [names, setNames] = useState<Record<number, string>>(() => Object.fromEntries((order?.items ?? []).map((i) => [i.product_id, i.product_name])));
  const { register, control, handleSubmit, setError, formState, watch, setValue } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(ZPurchaseOrderInput),
    defaultValues: {
      supplier_id: order?.supplier.id ?? ('' as unknown as number),
      note: order?.note ?? '',
      items: order?.items.map((i) => ({ product_id: i.product_id, quantity: i.quantity, unit_cost: i.unit_cost, vat: i.vat })) ?? [],
    },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, AUTOCOMPLETE_DEBOUNCE_MS);
  const found = useProductSearch(search);
  const items = watch('items') ?? [];

  const onSubmit = handleSubmit((values) => save.mutate({ id: order?.id ?? null, body: values }, {
    onSuccess: (saved) => { toaster.create({ type: 'success', title: t('purchasing.order.saved'), closable: true }); if (!order) navigate(`/inventory/purchase-orders/${saved.id}`, { replace: true }); },
    onError: (e) => { if (!applyServerErrors(e, setError)) toastError(e); },
  }));
  const e = formState.errors;

  return (
    <form onSubmit={onSubmit} noValidate><Stack gap="4">
      {order ? <OrderHeader order={order} /> : (
        <Stack gap="1">
          <RouterLink to="/inventory/purchase-orders"><Text as="span" fontSize="sm" color="teal.700">← {t('purchasing.orders.title')}</Text></RouterLink>
          <Heading as="h1" size="2xl">{t('purchasing.orders.new')}</Heading>
        </Stack>
      )}
      <Flex gap="3" wrap="wrap" bg="white" p="4" borderWidth="1px" borderRadius="md">
        <Field.Root required invalid={!!e.supplier_id} maxW={{ base: 'full', md: 'sm' }}>
          <Field.Label>{t('purchasing.order.supplier')}<Field.RequiredIndicator /></Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('supplier_id')}>
              <option value="">{t('purchasing.order.chooseSupplier')}</option>
              {suppliers.data?.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{e.supplier_id?.message && t(e.supplier_id.message, { defaultValue: e.supplier_id.message })}</Field.ErrorText>
        </Field.Root>
        <Field.Root flex="1" minW="14rem" invalid={!!e.note}>
          <Field.Label>{t('purchasing.order.note')}</Field.Label>
          <Textarea rows={1} {...register('note')} />
        </Field.Root>
      </Flex>

      <Stack gap="2" bg="white" p="4" borderWidth="1px" borderRadius="md">
        <Heading as="h2" size="md">{t('purchasing.order.lines')}</Heading>
        {fields.length === 0 && <Text color="fg.muted">{t('purchasing.order.noLines')}</Text>}
        {fields.map((f, n) => {
          const line = items[n];
          return (
            <Flex key={f.id} gap="2" wrap="wrap" align="end" borderTopWidth={n ? '1px' : 0} pt={n ? 2 : 0}>
              <Text flex="1" minW="12rem" fontWeight="500">{names[Number(line?.product_id ?? 0)] ?? `#${String(line?.product_id)}`}</Text>
              <Field.Root maxW="7rem" invalid={!!e.items?.[n]?.quantity}>
                <Field.Label fontSize="xs">{t('purchasing.order.quantityUnits')}</Field.Label>
                <Input type="number" min={1} inputMode="numeric" {...register(`items.${n}.quantity`)} />
              </Field.Root>
              <Field.Root maxW="8rem">
                <Field.Label fontSize="xs">{t('purchasing.order.unitCost')}</Field.Label>
                {/* An amount the currency cannot hold is held as -1: the shared schema refuses it with the line's field message. */}
                <MoneyInput nullable label={t('purchasing.order.unitCost')} placeholder={t('purchasing.order.supplierPrice')} value={line?.unit_cost}
                  onChange={(v) => setValue(`items.${n}.unit_cost`, v !== null && Number.isNaN(v) ? -1 : v, { shouldDirty: true })} />
              </Field.Root>
              <Button size="sm" variant="ghost" colorPalette="red" onClick={() => remove(n)} aria-label={t('purchasing.order.removeLine')}>✕</Button>
            </Flex>
          );
        })}
        <Box position="relative" maxW={{ md: 'md' }}>
          <Input type="search" aria-label={t('purchasing.order.addProduct')} placeholder={t('purchasing.order.addProduct')} value={searchInput} onChange={(ev) => setSearchInput(ev.target.value)} />
          {search.trim() && found.data && (
            <Stack gap="0" borderWidth="1px" borderRadius="md" mt="1" bg="white">
              {found.data.length === 0 && <Text p="2" color="fg.muted">{t('purchasing.order.noProducts')}</Text>}
              {found.data.map((p) => (
                <Button key={p.id} variant="ghost" justifyContent="start" onClick={() => {
                  setNames((m) => ({ ...m, [p.id]: p.name }));
                  append({ product_id: p.id, quantity: 1, unit_cost: null, vat: null });
                  setSearchInput('');
                }}>
                  {p.name}{p.sku ? ` · ${p.sku}` : ''} · {money(p.purchase_price)}
                </Button>
              ))}
            </Stack>
          )}
        </Box>
        {e.items?.message && <Text color="red.600">{t(e.items.message, { defaultValue: e.items.message })}</Text>}
      </Stack>
      <Flex gap="2"><Button type="submit" colorPalette="teal" loading={save.isPending}>{t('purchasing.order.save')}</Button></Flex>
    </Stack></form>
  );
}
