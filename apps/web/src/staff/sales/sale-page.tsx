import { Box, Button, Checkbox, Field, Flex, Heading, IconButton, Input, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PAYMENT_METHOD_IDS, type TProduct, type TSale, type TSaleLine, type TSaleLineInput } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';
import { CatalogueDiscountSelect } from '../billing/discount-picker';
import { MoneyTextInput } from '../clinic/money-input';
import { useMoney, usePreferences } from '../clinic/use-clinic';
import { SendNotificationDialog } from '../notifications/send-notification-dialog';
import { CardChargeDialog } from './card-charge-dialog';
import { downloadFile } from '../purchasing/api';
import { useCanSell, useClientAccount, useSale, useSaleMutations, type DiscountIn } from './api';
import { SaleCreditNotes } from './credit-notes';
import { SaleProductReturns } from './product-returns';
import { SaleStatusBadge } from './status';

/**
 * The checkout: a draft's lines (service, product, custom), its total discount, the totals with taxes, then
 * issue and take payment (one or several methods). Every part is a form: Enter submits, Tab moves on.
 */
export function SalePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const prefs = usePreferences();
  const { money } = useMoney();
  const canSell = useCanSell();
  const sale = useSale(id);
  const m = useSaleMutations(id);
  const [deleting, setDeleting] = useState(false);
  // remove_irrelevant_tasks: a line (or a draft) whose services created open follow-up tasks asks whether they go too.
  const [removing, setRemoving] = useState<TSaleLine | null>(null);
  const [alsoTasks, setAlsoTasks] = useState(true);
  const [linking, setLinking] = useState(false);
  const [charging, setCharging] = useState(false);
  const { clinic } = useActiveClinic();
  // The payment link is a client notification (type 1 with the sale): it needs the right to message clients.
  const canNotify = clinic?.permissions.includes('clients.manage') ?? false;
  const account = useClientAccount(sale.data?.status === 'issued' ? sale.data.client_id : null);

  if (sale.isPending) return <ListSkeleton rows={6} />;
  if (sale.isError) return <ErrorState error={sale.error} onRetry={() => void sale.refetch()} />;
  const s = sale.data;
  const draft = s.status === 'draft';
  const editable = draft && canSell;
  const openTasks = s.lines.reduce((n, l) => n + l.open_tasks, 0);
  const removeLine = (line: TSaleLine, removeTasks = false) =>
    m.removeLine.mutate({ lineId: line.id, removeTasks }, { onSuccess: () => setRemoving(null), onError: (err) => toastError(err) });

  return (
    <Stack gap="5">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Box>
          <Text fontSize="sm"><RouterLink to="/sales">{t('sales.checkout.back')}</RouterLink></Text>
          <Heading as="h1" size="2xl">{s.number ? t('sales.checkout.invoiceNo', { number: s.number }) : t('sales.checkout.draftTitle')}</Heading>
          <Flex gap="2" align="center" wrap="wrap">
            <Text color="fg.muted">{s.client_name}</Text>
            <SaleStatusBadge sale={s} />
          </Flex>
        </Box>
        {!draft && (
          <Flex gap="2" wrap="wrap">
            <Button variant="outline" onClick={() => void downloadFile(`/sales/${s.id}/pdf`, `invoice-${s.number}.pdf`).catch(toastError)}>{t('sales.checkout.pdf')}</Button>
            {canSell && <Button variant="outline" loading={m.send.isPending} onClick={() => m.send.mutate(undefined, {
              onSuccess: (r) => toaster.create({ type: 'success', title: t('sales.checkout.sent', { to: r.to }), closable: true }),
              onError: (err) => toastError(err),
            })}>{t('sales.checkout.send')}</Button>}
            {canSell && canNotify && s.due > 0 && <Button variant="outline" colorPalette="teal" onClick={() => setLinking(true)}>{t('sales.checkout.paymentLink')}</Button>}
          </Flex>
        )}
        {editable && (
          <Flex gap="2" wrap="wrap">
            <Button variant="outline" colorPalette="red" onClick={() => { setAlsoTasks(true); setDeleting(true); }}>{t('sales.checkout.deleteDraft')}</Button>
            <Button colorPalette="teal" disabled={!s.lines.length} loading={m.issue.isPending} onClick={() => m.issue.mutate(undefined, {
              onSuccess: (x) => toaster.create({ type: 'success', title: t('sales.checkout.issued', { number: x.number }), closable: true }),
              onError: (err) => toastError(err),
            })}>{t('sales.checkout.issue')}</Button>
          </Flex>
        )}
      </Flex>

      <LinesTable sale={s} money={money} editable={editable} onRemove={(line) => {
        if (!line.open_tasks) return removeLine(line);
        setAlsoTasks(true);
        setRemoving(line);
      }} />
      {editable && <AddLineForm onAdd={(line, reset) => m.addLine.mutate(line, { onSuccess: reset, onError: (err) => toastError(err) })} busy={m.addLine.isPending} />}

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Box>{editable && <DiscountForm sale={s} reasonRequired={prefs.data?.discount_reason_required ?? false} onSave={(d) => m.setDiscount.mutate(d, { onError: (err) => toastError(err) })} busy={m.setDiscount.isPending} />}</Box>
        <Totals sale={s} money={money} />
      </SimpleGrid>

      {s.status === 'issued' && (
        <Stack gap="3">
          <Heading as="h2" size="md">{t('sales.checkout.payments')}</Heading>
          {!!account.data?.credit && <Text color="fg.muted">{t('sales.checkout.creditAvailable', { amount: money(account.data.credit) })}</Text>}
          {s.payments.length > 0 && (
            <Stack as="ul" gap="1" listStyleType="none">
              {s.payments.map((p) => (
                <Flex as="li" key={p.id} justify="space-between" borderBottomWidth="1px" py="1">
                  <Text>{t(`sales.methods.${p.method}`)}{p.reference ? ` · ${p.reference}` : ''}</Text>
                  <Text>{money(p.amount)}{p.to_credit > 0 ? ` (${t('sales.checkout.toCredit', { amount: money(p.to_credit) })})` : ''}</Text>
                </Flex>
              ))}
            </Stack>
          )}
          {canSell && s.due > 0 && (
            <Box><Button size="sm" variant="outline" colorPalette="teal" onClick={() => setCharging(true)}>{t('sales.checkout.chargeCard')}</Button></Box>
          )}
          {canSell && s.due > 0 && charging && <CardChargeDialog sale={s} open={charging} onClose={() => setCharging(false)} money={money} />}
          {canSell && s.due > 0 && (
            <PaymentForm key={`${s.due}-${s.payments.length}`} due={s.due} busy={m.pay.isPending} onPay={(parts) => m.pay.mutate(parts, {
              onSuccess: () => toaster.create({ type: 'success', title: t('sales.checkout.paid'), closable: true }),
              onError: (err) => toastError(err),
            })} />
          )}
        </Stack>
      )}

      {s.status === 'issued' && <SaleCreditNotes sale={s} money={money} canSell={canSell} />}
      {s.status === 'issued' && <SaleProductReturns sale={s} canSell={canSell} />}
      {s.status === 'issued' && (
        <SendNotificationDialog
          open={linking}
          onClose={() => setLinking(false)}
          clientId={s.client_id}
          clientName={s.client_name}
          sale={{ id: s.id, label: t('sales.checkout.paymentLinkFor', { number: `#${s.number}`, amount: money(s.due) }) }}
        />
      )}

      <ConfirmDialog
        size="sm"
        open={deleting}
        title={t('sales.checkout.deleteTitle')}
        body={t('sales.checkout.deleteBody')}
        confirmLabel={t('sales.checkout.deleteDraft')}
        loading={m.remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => m.remove.mutate({ removeTasks: openTasks > 0 && alsoTasks }, { onSuccess: () => navigate('/sales'), onError: (err) => toastError(err) })}
      >
        {openTasks > 0 && <AlsoRemoveTasks checked={alsoTasks} onChange={setAlsoTasks} label={t('sales.checkout.alsoRemoveSaleTasks', { count: openTasks })} />}
      </ConfirmDialog>
      <ConfirmDialog
        size="sm"
        open={!!removing}
        title={t('sales.checkout.removeLineTitle', { name: removing?.name ?? '' })}
        body={t('sales.checkout.removeLineBody')}
        confirmLabel={t('sales.checkout.removeLine')}
        loading={m.removeLine.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && removeLine(removing, alsoTasks)}
      >
        <AlsoRemoveTasks checked={alsoTasks} onChange={setAlsoTasks} label={t('sales.checkout.alsoRemoveLineTasks', { count: removing?.open_tasks ?? 0 })} />
      </ConfirmDialog>
    </Stack>
  );
}

/** "Also remove the N open tasks…" (checked by default): sent as remove_irrelevant_tasks. */
function AlsoRemoveTasks({ checked, onChange, label }: { checked: boolean; onChange: (v: boolean) => void; label: string }) {
  return (
    <Checkbox.Root mt="3" colorPalette="red" checked={checked} onCheckedChange={(e) => onChange(!!e.checked)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function LinesTable({ sale, money, editable, onRemove }: { sale: TSale; money: (m: number) => string; editable: boolean; onRemove: (line: TSaleLine) => void }) {
  const { t } = useTranslation();
  if (!sale.lines.length) return <Box borderWidth="1px" borderRadius="md" bg="white" p="4" color="fg.muted">{t('sales.checkout.noLines')}</Box>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('sales.checkout.item')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('sales.checkout.qty')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" hideBelow="md">{t('sales.checkout.price')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" hideBelow="md">{t('sales.checkout.vat')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('sales.checkout.lineTotal')}</Table.ColumnHeader>
            {editable && <Table.ColumnHeader><Box as="span" srOnly>{t('sales.checkout.actions')}</Box></Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sale.lines.map((l) => (
            <Table.Row key={l.id}>
              <Table.Cell>{l.name}{l.discount_amount > 0 && <Text fontSize="xs" color="fg.muted">{t('sales.checkout.discounted', { amount: money(l.discount_amount) })}</Text>}</Table.Cell>
              <Table.Cell textAlign="end">{l.quantity}{l.unit_label ? ` ${l.unit_label}` : ''}</Table.Cell>
              <Table.Cell textAlign="end" hideBelow="md" whiteSpace="nowrap">{money(l.unit_price)}</Table.Cell>
              <Table.Cell textAlign="end" hideBelow="md">{l.vat} %</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{money(l.total)}</Table.Cell>
              {editable && (
                <Table.Cell textAlign="end">
                  <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t('sales.checkout.removeNamed', { name: l.name })} onClick={() => onRemove(l)}>×</IconButton>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

type LineKind = 'service' | 'product' | 'custom';

function useCatalogue(kind: LineKind) {
  const { clinic } = useActiveClinic();
  const services = useQuery({
    queryKey: ['clinic', clinic?.id, 'sales', 'services'],
    queryFn: () => http.get<{ data: { id: number; name: string; price: number }[] }>('/services', { per_page: 100, 'filter[include_hidden]': '1' }).then((r) => r.data),
    enabled: !!clinic && kind === 'service',
  });
  const products = useQuery({
    queryKey: ['clinic', clinic?.id, 'sales', 'products'],
    queryFn: () => http.get<{ data: TProduct[] }>('/sellable-products', { per_page: 100 }).then((r) => r.data),
    enabled: !!clinic && kind === 'product',
  });
  return { services, products };
}

function AddLineForm({ onAdd, busy }: { onAdd: (line: TSaleLineInput, reset: () => void) => void; busy: boolean }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<LineKind>('service');
  const [itemId, setItemId] = useState('');
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [qty, setQty] = useState('1');
  const [unit, setUnit] = useState<'unit' | 'sub_unit'>('unit');
  const { services, products } = useCatalogue(kind);
  const { parse: toMinor } = useMoney();
  const reset = () => { setItemId(''); setName(''); setPrice(''); setQty('1'); setUnit('unit'); };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const quantity = Number(qty);
    if (kind === 'custom') onAdd({ kind, name, unit_price: toMinor(price), quantity }, reset);
    else if (kind === 'service') onAdd({ kind, service_id: Number(itemId), quantity }, reset);
    else onAdd({ kind, product_id: Number(itemId), quantity, unit }, reset);
  };
  const ready = kind === 'custom' ? !!name.trim() && !Number.isNaN(toMinor(price)) && price !== '' : !!itemId;
  return (
    <Box as="form" onSubmit={submit} borderWidth="1px" borderRadius="md" bg="white" p="4" aria-label={t('sales.checkout.addLine')}>
      <Flex gap="3" wrap="wrap" align="end">
        <Field.Root maxW={{ base: 'full', sm: '10rem' }}>
          <Field.Label>{t('sales.checkout.kind')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={kind} onChange={(e) => { setKind(e.target.value as LineKind); setItemId(''); }}>
              <option value="service">{t('sales.kinds.service')}</option>
              <option value="product">{t('sales.kinds.product')}</option>
              <option value="custom">{t('sales.kinds.custom')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {kind === 'custom' ? (
          <>
            <Field.Root flex="1" minW="12rem"><Field.Label>{t('sales.checkout.name')}</Field.Label><Input value={name} maxLength={200} onChange={(e) => setName(e.target.value)} /></Field.Root>
            <Field.Root maxW="10rem"><Field.Label>{t('sales.checkout.price')}</Field.Label><MoneyTextInput label={t('sales.checkout.price')} value={price} onChange={setPrice} /></Field.Root>
          </>
        ) : (
          <Field.Root flex="1" minW="12rem">
            <Field.Label>{t(kind === 'service' ? 'sales.kinds.service' : 'sales.kinds.product')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={itemId} onChange={(e) => setItemId(e.target.value)}>
                <option value="">{t('sales.checkout.choose')}</option>
                {kind === 'service'
                  ? services.data?.map((x) => <option key={x.id} value={x.id}>{x.name}</option>)
                  : products.data?.map((x) => <option key={x.id} value={x.id}>{x.name}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        {kind === 'product' && (
          <Field.Root maxW="9rem">
            <Field.Label>{t('sales.checkout.unit')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={unit} onChange={(e) => setUnit(e.target.value as 'unit' | 'sub_unit')}>
                <option value="unit">{t('sales.checkout.byUnit')}</option>
                <option value="sub_unit">{t('sales.checkout.bySubUnit')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        <Field.Root maxW="6rem"><Field.Label>{t('sales.checkout.qty')}</Field.Label><Input type="number" min={1} value={qty} onChange={(e) => setQty(e.target.value)} /></Field.Root>
        <Button type="submit" colorPalette="teal" variant="outline" disabled={!ready} loading={busy}>{t('sales.checkout.add')}</Button>
      </Flex>
    </Box>
  );
}

function DiscountForm({ sale, reasonRequired, onSave, busy }: { sale: TSale; reasonRequired: boolean; onSave: (d: DiscountIn | null) => void; busy: boolean }) {
  const { t } = useTranslation();
  const [type, setType] = useState<'percent' | 'amount'>(sale.discount?.type ?? 'percent');
  const { parse: toMinor, text: majorText } = useMoney();
  const [value, setValue] = useState(sale.discount && !sale.discount.discount_id ? String(sale.discount.type === 'amount' ? majorText(sale.discount.value) : sale.discount.value) : '');
  // A discount from the catalogue (enabled ones only) or one typed here.
  const [catalogueId, setCatalogueId] = useState(sale.discount?.discount_id ? String(sale.discount.discount_id) : '');
  const [reason, setReason] = useState(sale.discount?.reason ?? '');
  const [reasonMissing, setReasonMissing] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = type === 'amount' ? toMinor(value) : Number(value.replace(',', '.'));
    if (!catalogueId && (!value.trim() || n === 0)) return onSave(null);
    // A refused amount (a fraction of a won) is explained under the field; it must not clear the discount.
    if (!catalogueId && !Number.isFinite(n)) return;
    if (reasonRequired && !reason.trim()) return setReasonMissing(true);
    const why = reason.trim() || null;
    onSave(catalogueId ? { discount_id: Number(catalogueId), reason: why } : { type, value: n, reason: why });
  };
  return (
    <Box as="form" onSubmit={submit} borderWidth="1px" borderRadius="md" bg="white" p="4" aria-label={t('sales.checkout.discount')}>
      <Stack gap="3">
        <Heading as="h2" size="sm">{t('sales.checkout.discount')}</Heading>
        <CatalogueDiscountSelect label={t('sales.checkout.catalogueDiscount')} value={catalogueId} onChange={setCatalogueId} />
        {!catalogueId && (
          <Flex gap="2" wrap="wrap" align="start">
            <NativeSelect.Root maxW="10rem">
              <NativeSelect.Field aria-label={t('sales.checkout.discountType')} value={type} onChange={(e) => setType(e.target.value as 'percent' | 'amount')}>
                <option value="percent">%</option>
                <option value="amount">{t('sales.checkout.amount')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {type === 'amount'
              ? <MoneyTextInput maxW="11rem" label={t('sales.checkout.discountValue')} value={value} onChange={setValue} />
              : <Input maxW="8rem" inputMode="decimal" aria-label={t('sales.checkout.discountValue')} value={value} onChange={(e) => setValue(e.target.value)} />}
          </Flex>
        )}
        <Field.Root required={reasonRequired} invalid={reasonMissing && !reason.trim()}>
          <Field.Label>{t('sales.checkout.reason')}<Field.RequiredIndicator /></Field.Label>
          <Input value={reason} maxLength={300} onChange={(e) => { setReason(e.target.value); setReasonMissing(false); }} />
          <Field.ErrorText>{t('sales.validation.discount_reason_required')}</Field.ErrorText>
        </Field.Root>
        <Box><Button type="submit" size="sm" variant="outline" loading={busy}>{t('sales.checkout.applyDiscount')}</Button></Box>
      </Stack>
    </Box>
  );
}

function Totals({ sale, money }: { sale: TSale; money: (m: number) => string }) {
  const { t } = useTranslation();
  const row = (label: string, amount: string, strong = false) => (
    <Flex justify="space-between" fontWeight={strong ? '700' : undefined} fontSize={strong ? 'lg' : undefined}><Text>{label}</Text><Text>{amount}</Text></Flex>
  );
  return (
    <Stack gap="1" borderWidth="1px" borderRadius="md" bg="white" p="4" aria-label={t('sales.checkout.totals')}>
      {row(t('sales.checkout.subtotal'), money(sale.subtotal))}
      {sale.discount_total > 0 && row(t('sales.checkout.discount'), `− ${money(sale.discount_total)}`)}
      {row(t('sales.checkout.net'), money(sale.net))}
      {sale.taxes.filter((x) => x.amount > 0 || x.kind === 'vat').map((x) => (
        <Box key={`${x.kind}-${x.rate}`}>{row(t(x.kind === 'vat' ? 'sales.checkout.vatAt' : 'sales.checkout.serviceTaxAt', { rate: x.rate }), money(x.amount))}</Box>
      ))}
      {row(t('sales.checkout.total'), money(sale.total), true)}
      {sale.status === 'issued' && sale.credited > 0 && row(t('sales.creditNotes.creditedRow'), `− ${money(sale.credited)}`)}
      {sale.status === 'issued' && row(t('sales.checkout.paidSoFar'), money(sale.paid))}
      {sale.status === 'issued' && sale.refunded > 0 && row(t('sales.creditNotes.refundedRow'), `− ${money(sale.refunded)}`)}
      {sale.status === 'issued' && row(t('sales.checkout.due'), money(sale.due), true)}
    </Stack>
  );
}

function PaymentForm({ due, busy, onPay }: { due: number; busy: boolean; onPay: (payment: { payments: { method: number; amount: number; reference: string | null }[]; key: string }) => void }) {
  const { t } = useTranslation();
  const { parse: toMinor, text: majorText } = useMoney();
  const [parts, setParts] = useState([{ method: '1', amount: majorText(due), reference: '' }]);
  // The same payment sent again (a retry after a lost answer) keeps its Idempotency-Key; a changed one gets a new key.
  const sent = useRef<{ body: string; key: string } | null>(null);
  const set = (i: number, patch: Partial<(typeof parts)[number]>) => setParts(parts.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const payments = parts.map((p) => ({ method: Number(p.method), amount: toMinor(p.amount), reference: p.reference.trim() || null }));
    const body = JSON.stringify(payments);
    if (sent.current?.body !== body) sent.current = { body, key: crypto.randomUUID() };
    onPay({ payments, key: sent.current.key });
  };
  const valid = parts.every((p) => toMinor(p.amount) > 0);
  return (
    <Box as="form" onSubmit={submit} borderWidth="1px" borderRadius="md" bg="white" p="4" aria-label={t('sales.checkout.takePayment')}>
      <Stack gap="3">
        {parts.map((p, i) => (
          <Flex key={i} gap="2" wrap="wrap" align="end">
            <Field.Root maxW={{ base: 'full', sm: '12rem' }}>
              <Field.Label>{t('sales.checkout.method')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={p.method} onChange={(e) => set(i, { method: e.target.value })}>
                  {PAYMENT_METHOD_IDS.filter((m) => m !== 9).map((m) => <option key={m} value={m}>{t(`sales.methods.${m}`)}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root maxW="11rem"><Field.Label>{t('sales.checkout.amount')}</Field.Label><MoneyTextInput label={t('sales.checkout.amount')} value={p.amount} onChange={(amount) => set(i, { amount })} /></Field.Root>
            <Field.Root flex="1" minW="8rem"><Field.Label>{t('sales.checkout.reference')}</Field.Label><Input value={p.reference} maxLength={120} onChange={(e) => set(i, { reference: e.target.value })} /></Field.Root>
          </Flex>
        ))}
        <Flex gap="2" wrap="wrap">
          {parts.length < 10 && <Button size="sm" variant="ghost" onClick={() => setParts([...parts, { method: '2', amount: '', reference: '' }])}>{t('sales.checkout.split')}</Button>}
          <Button type="submit" colorPalette="teal" disabled={!valid} loading={busy}>{t('sales.checkout.takePayment')}</Button>
        </Flex>
      </Stack>
    </Box>
  );
}
