import { Box, Button, Checkbox, Field, Flex, Heading, Input, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProductReturns, TSale } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { FormDialog } from '../../ui/form-dialog';
import { ErrorState } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';
import { useClinicFormat } from '../clinic/use-clinic';

const returnsKey = (clinicId: number | undefined, saleId: number) => ['clinic', clinicId, 'sale-credit', saleId, 'product-returns'] as const;

/**
 * Products the client brings back without money (a credit note is the way with money): an issued sale's product
 * lines with what may still come back, a quantity and "back to stock" per line (unchecked: opened or damaged goods
 * are taken back but not put on the shelf), a confirmation, then the returns done so far.
 */
export function SaleProductReturns({ sale, canSell }: { sale: TSale; canSell: boolean }) {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const { dateTime } = useClinicFormat();
  const [open, setOpen] = useState(false);
  const hasProducts = sale.lines.some((l) => l.kind === 'product');
  const returns = useQuery({
    queryKey: returnsKey(clinic?.id, sale.id),
    queryFn: () => http.get<TProductReturns>(`/sales/${sale.id}/product-returns`).then((r) => r.data),
    enabled: hasProducts,
  });
  if (!hasProducts) return null;
  const returnable = (returns.data?.lines ?? []).some((l) => l.returnable_quantity > 0);
  const done = returns.data?.returns ?? [];
  return (
    <Stack gap="3" as="section" aria-labelledby="product-returns-heading">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h2" size="md" id="product-returns-heading">{t('sales.productReturns.title')}</Heading>
        {canSell && returnable && <Button size="sm" variant="outline" onClick={() => setOpen(true)}>{t('sales.productReturns.create')}</Button>}
      </Flex>
      {returns.isError ? <ErrorState error={returns.error} onRetry={() => void returns.refetch()} /> : done.length === 0 ? (
        <Text color="fg.muted">{returns.isPending ? '' : t('sales.productReturns.none')}</Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none" data-testid="product-returns">
          {done.map((r) => (
            <Box as="li" key={r.id} borderBottomWidth="1px" py="1">
              <Flex justify="space-between" gap="2" wrap="wrap">
                <Text>{`${r.quantity} × ${r.name}`}</Text>
                <Text color={r.back_to_stock ? undefined : 'fg.muted'}>{r.back_to_stock ? t('sales.productReturns.backToStock') : t('sales.productReturns.notBackToStock')}</Text>
              </Flex>
              <Text fontSize="sm" color="fg.muted">{dateTime(r.created_at)}{r.note ? ` · ${r.note}` : ''}</Text>
            </Box>
          ))}
        </Stack>
      )}
      {open && returns.data && <ProductReturnDialog sale={sale} data={returns.data} onClose={() => setOpen(false)} />}
    </Stack>
  );
}

function ProductReturnDialog({ sale, data, onClose }: { sale: TSale; data: TProductReturns['data']; onClose: () => void }) {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const qc = useQueryClient();
  const lines = data.lines.filter((l) => l.returnable_quantity > 0);
  const [qty, setQty] = useState<Record<number, string>>({});
  // Back on the shelf unless the desk says otherwise (opened, damaged).
  const [toStock, setToStock] = useState<Record<number, boolean>>({});
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const chosen = lines.map((l) => ({ l, q: Number(qty[l.sale_line_id] ?? '0') })).filter((x) => x.q !== 0 || (qty[x.l.sale_line_id] ?? '') !== '');
  const input = {
    lines: chosen.map(({ l, q }) => ({ sale_line_id: l.sale_line_id, quantity: q, back_to_stock: toStock[l.sale_line_id] ?? true })),
    note: note.trim() || null,
  };
  const run = useMutation({
    mutationFn: () => http.post<TProductReturns>(`/sales/${sale.id}/product-returns`, input).then((r) => r.data),
    onSuccess: (res) => {
      qc.setQueryData(returnsKey(clinic?.id, sale.id), res);
      void qc.invalidateQueries({ queryKey: ['clinic', clinic?.id, 'sale-credit', sale.id] });
      toaster.create({ type: 'success', title: t('sales.productReturns.done'), closable: true });
      onClose();
    },
    onError: (err) => { setConfirming(false); toastError(err); },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    for (const { l, q } of chosen) {
      if (!Number.isInteger(q) || q < 0) next[`q${l.sale_line_id}`] = 'sales.productReturns.wholeNumber';
      else if (q > l.returnable_quantity) next[`q${l.sale_line_id}`] = 'credit_notes.validation.beyond_returnable';
    }
    if (!input.lines.some((l) => l.quantity > 0)) next.lines = 'sales.productReturns.chooseQuantity';
    setErrors(next);
    if (!Object.keys(next).length) setConfirming(true);
  };
  const sending = { ...input, lines: input.lines.filter((l) => l.quantity > 0) };
  const summary = sending.lines.map((l) => {
    const line = lines.find((x) => x.sale_line_id === l.sale_line_id)!;
    return t(l.back_to_stock ? 'sales.productReturns.summaryToStock' : 'sales.productReturns.summaryNotToStock', { qty: l.quantity, name: line.name });
  });
  return (
    <>
      <FormDialog open onClose={onClose} dirty={!!note || Object.values(qty).some(Boolean)} size={{ base: 'full', md: 'xl' }}
        title={t('sales.productReturns.dialogTitle', { number: `#${sale.number}` })} onSubmit={submit}
        footer={<Button type="submit" colorPalette="teal">{t('sales.productReturns.review')}</Button>}>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">{t('sales.productReturns.intro')}</Text>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={t('sales.productReturns.linesLabel')}>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('sales.checkout.item')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('sales.productReturns.sold')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('sales.productReturns.returnable')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('sales.productReturns.quantity')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('sales.productReturns.backToStock')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {lines.map((l) => (
                  <Table.Row key={l.sale_line_id} data-testid="return-line">
                    <Table.Cell>{l.name}</Table.Cell>
                    <Table.Cell textAlign="end">{l.sold_quantity}</Table.Cell>
                    <Table.Cell textAlign="end">{l.returnable_quantity}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <Field.Root invalid={!!errors[`q${l.sale_line_id}`]} alignItems="end" maxW="9rem" ml="auto">
                        <Input type="number" inputMode="numeric" min={0} max={l.returnable_quantity} w="5.5rem" size="sm" value={qty[l.sale_line_id] ?? ''} placeholder="0"
                          aria-label={t('sales.productReturns.quantityFor', { name: l.name })}
                          onChange={(e) => { setQty({ ...qty, [l.sale_line_id]: e.target.value }); setErrors({}); }} />
                        {errors[`q${l.sale_line_id}`] && <Field.ErrorText textAlign="end">{t(errors[`q${l.sale_line_id}`])}</Field.ErrorText>}
                      </Field.Root>
                    </Table.Cell>
                    <Table.Cell>
                      <Checkbox.Root size="sm" checked={toStock[l.sale_line_id] ?? true}
                        onCheckedChange={(d) => setToStock({ ...toStock, [l.sale_line_id]: d.checked === true })}>
                        <Checkbox.HiddenInput aria-label={t('sales.productReturns.backToStockFor', { name: l.name })} />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {errors.lines && <Text color="red.700" role="alert">{t(errors.lines)}</Text>}
          <Field.Root>
            <Field.Label>{t('sales.productReturns.note')}</Field.Label>
            <Textarea value={note} maxLength={300} rows={2} onChange={(e) => setNote(e.target.value)} />
          </Field.Root>
        </Stack>
      </FormDialog>
      <ConfirmDialog open={confirming} danger={false} title={t('sales.productReturns.confirmTitle')} body={t('sales.productReturns.confirmBody')}
        confirmLabel={t('sales.productReturns.confirm')} loading={run.isPending} onCancel={() => setConfirming(false)}
        onConfirm={() => run.mutate()}>
        <Stack as="ul" gap="1" pl="5" data-testid="return-summary">
          {summary.map((s) => <Text as="li" key={s}>{s}</Text>)}
        </Stack>
      </ConfirmDialog>
    </>
  );
}
