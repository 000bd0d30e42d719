import { Badge, Box, Button, Checkbox, Field, Flex, Heading, Input, NativeSelect, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import {
  ZCreditNoteCreateInput, ZCreditNoteRefundInput, ZCreditNoteVoidInput, type TCreditNote, type TReturnCreditItems, type TSale, type TSaleCreditNote,
} from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { FormDialog } from '../../ui/form-dialog';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';
import { useMoney } from '../clinic/use-clinic';
import { downloadFile } from '../purchasing/api';

/** The clinic's calendar day (a void date is a day of the clinic, whatever the zone of the desk's computer). */
const clinicToday = (timezone: string | undefined) => DateTime.now().setZone(timezone ?? 'UTC').toISODate()!;
/** The first message of each field a zod parse refused, keyed by its path. */
const issuesOf = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  Object.fromEntries(error.issues.map((i) => [i.path.join('.'), i.message]));

const STATUS_PALETTE = { draft: 'gray', posted: 'blue', voided: 'red' } as const;

function useInvalidateSale(saleId: number) {
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  return () => {
    void qc.invalidateQueries({ queryKey: ['clinic', clinic?.id, 'sales'] });
    void qc.invalidateQueries({ queryKey: ['clinic', clinic?.id, 'credit-notes'] });
    void qc.invalidateQueries({ queryKey: ['clinic', clinic?.id, 'sale-credit', saleId] });
  };
}

/**
 * An issued sale's credit notes with their status, refunds and the actions: "Credit note" (choose quantities
 * per line, return products to stock, a reason; posted after a confirmation), Void (reason and date) and Refund.
 */
export function SaleCreditNotes({ sale, money, canSell }: { sale: TSale; money: (m: number) => string; canSell: boolean }) {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const canRefund = clinic?.permissions.includes('payments.refund') ?? false;
  const [creating, setCreating] = useState(false);
  const [voiding, setVoiding] = useState<TSaleCreditNote | null>(null);
  const [refunding, setRefunding] = useState<TSaleCreditNote | null>(null);
  const creditable = sale.credited < sale.total;
  const label = (n: TSaleCreditNote) => (n.number ? t('sales.creditNotes.numbered', { number: n.number }) : t('sales.creditNotes.draft'));
  return (
    <Stack gap="3" as="section" aria-labelledby="credit-notes-heading">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h2" size="md" id="credit-notes-heading">{t('sales.creditNotes.title')}</Heading>
        {canSell && creditable && <Button size="sm" variant="outline" onClick={() => setCreating(true)}>{t('sales.creditNotes.create')}</Button>}
      </Flex>
      {sale.credit_notes.length === 0 ? <Text color="fg.muted">{t('sales.creditNotes.none')}</Text> : (
        <Stack as="ul" gap="2" listStyleType="none">
          {sale.credit_notes.map((n) => (
            <Box as="li" key={n.id} borderWidth="1px" borderRadius="md" bg="white" p="3">
              <Flex justify="space-between" gap="2" wrap="wrap" align="center">
                <Flex gap="2" align="center" wrap="wrap">
                  <Text fontWeight="600">{label(n)}</Text>
                  <Badge colorPalette={STATUS_PALETTE[n.status]}>{t(`sales.creditNotes.status.${n.status}`)}</Badge>
                  <Text>{money(n.total)}</Text>
                </Flex>
                <Flex gap="2" wrap="wrap">
                  {n.status !== 'draft' && (
                    <Button size="xs" variant="ghost" aria-label={t('sales.creditNotes.pdfNamed', { name: label(n) })}
                      onClick={() => void downloadFile(`/credit-notes/${n.id}/pdf`, `credit-note-${n.number}.pdf`).catch(toastError)}>{t('sales.checkout.pdf')}</Button>
                  )}
                  {canRefund && n.status === 'posted' && n.refundable > 0 && (
                    <Button size="xs" variant="outline" onClick={() => setRefunding(n)} aria-label={t('sales.creditNotes.refundNamed', { name: label(n) })}>{t('sales.creditNotes.refund')}</Button>
                  )}
                  {canSell && n.status === 'posted' && n.refunded === 0 && (
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => setVoiding(n)} aria-label={t('sales.creditNotes.voidNamed', { name: label(n) })}>{t('sales.creditNotes.void')}</Button>
                  )}
                </Flex>
              </Flex>
              <Text fontSize="sm" color="fg.muted">{n.reason}</Text>
              {n.status === 'posted' && (n.excess > 0 || n.refunded > 0) && (
                <Text fontSize="sm">{t('sales.creditNotes.refundState', { refunded: money(n.refunded), refundable: money(n.refundable) })}</Text>
              )}
              {n.status === 'voided' && <Text fontSize="sm" color="red.700">{t('sales.creditNotes.voidedOn', { date: n.void_date, reason: n.void_reason })}</Text>}
            </Box>
          ))}
        </Stack>
      )}
      {sale.refunds.length > 0 && (
        <Stack gap="1">
          <Heading as="h3" size="sm">{t('sales.creditNotes.refunds')}</Heading>
          <Stack as="ul" gap="1" listStyleType="none">
            {sale.refunds.map((r) => (
              <Flex as="li" key={r.id} justify="space-between" borderBottomWidth="1px" py="1">
                <Text>{t(`sales.methods.${r.method}`)}{r.reference ? ` · ${r.reference}` : ''}</Text>
                <Text>− {money(r.amount)}</Text>
              </Flex>
            ))}
          </Stack>
        </Stack>
      )}
      {creating && <CreateCreditNoteDialog sale={sale} money={money} onClose={() => setCreating(false)} />}
      {voiding && <VoidDialog note={voiding} saleId={sale.id} money={money} onClose={() => setVoiding(null)} />}
      {refunding && <RefundDialog note={refunding} saleId={sale.id} money={money} onClose={() => setRefunding(null)} />}
    </Stack>
  );
}

function CreateCreditNoteDialog({ sale, money, onClose }: { sale: TSale; money: (m: number) => string; onClose: () => void }) {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const invalidate = useInvalidateSale(sale.id);
  const items = useQuery({
    queryKey: ['clinic', clinic?.id, 'sale-credit', sale.id, 'items'],
    queryFn: () => http.get<{ data: TReturnCreditItems }>(`/sales/${sale.id}/return-credit-items`).then((r) => r.data),
  });
  const [qty, setQty] = useState<Record<number, string>>({});
  const [stock, setStock] = useState<Record<number, boolean>>({});
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The draft made on "Review": its exact total is what the confirmation shows; cancelling deletes it.
  const [draft, setDraft] = useState<TCreditNote | null>(null);
  const lines = (items.data?.lines ?? []).filter((l) => l.remaining_quantity > 0);
  const chosen = lines.map((l) => ({ l, q: Number(qty[l.sale_line_id] ?? '0') })).filter((x) => Number.isInteger(x.q) && x.q > 0);
  const input = {
    sale_id: sale.id, reason,
    lines: chosen.map(({ l, q }) => ({ sale_line_id: l.sale_line_id, quantity: q, return_to_stock: l.kind === 'product' && !!stock[l.sale_line_id] })),
  };
  const create = useMutation({
    mutationFn: () => http.post<{ data: TCreditNote }>('/credit-notes', input).then((r) => r.data),
    onSuccess: setDraft,
    onError: (err) => toastError(err),
  });
  const post = useMutation({
    mutationFn: (id: number) => http.post<{ data: TCreditNote }>(`/credit-notes/${id}/post`).then((r) => r.data),
    onSuccess: (n) => {
      invalidate();
      toaster.create({ type: 'success', title: t('sales.creditNotes.posted', { number: n.number }), closable: true });
      onClose();
    },
    onError: (err) => toastError(err),
  });
  const discard = () => {
    if (draft) void http.delete<void>(`/credit-notes/${draft.id}`).catch(() => undefined);
    setDraft(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const tooMany = chosen.find(({ l, q }) => q > l.remaining_quantity);
    const parsed = ZCreditNoteCreateInput.safeParse(input);
    const next: Record<string, string> = parsed.success ? {} : issuesOf(parsed.error);
    if (tooMany) next[`q${tooMany.l.sale_line_id}`] = 'credit_notes.validation.beyond_remaining';
    if (!chosen.length) next.lines = 'sales.creditNotes.chooseQuantity';
    setErrors(next);
    if (!Object.keys(next).length) create.mutate();
  };
  return (
    <>
      <FormDialog open onClose={onClose} dirty={!!reason || Object.values(qty).some(Boolean)} size={{ base: 'full', md: 'xl' }}
        title={t('sales.creditNotes.createTitle', { number: `#${sale.number}` })} onSubmit={submit}
        footer={<Button type="submit" colorPalette="teal" loading={create.isPending} disabled={items.isPending || !lines.length}>{t('sales.creditNotes.review')}</Button>}>
        {items.isPending ? <ListSkeleton rows={3} /> : items.isError ? <ErrorState error={items.error} onRetry={() => void items.refetch()} /> : !lines.length ? (
          <Text color="fg.muted">{t('sales.creditNotes.nothingLeft')}</Text>
        ) : (
          <Stack gap="4">
            <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} aria-label={t('sales.creditNotes.linesLabel')}>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('sales.checkout.item')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('sales.creditNotes.remaining')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('sales.creditNotes.quantity')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('sales.creditNotes.toStock')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {lines.map((l) => (
                    <Table.Row key={l.sale_line_id}>
                      <Table.Cell>{l.name}<Text fontSize="xs" color="fg.muted">{money(l.remaining_amount)}</Text></Table.Cell>
                      <Table.Cell textAlign="end">{l.remaining_quantity}{l.unit_label ? ` ${l.unit_label}` : ''}</Table.Cell>
                      <Table.Cell textAlign="end">
                        <Field.Root invalid={!!errors[`q${l.sale_line_id}`]} alignItems="end">
                          <Input type="number" min={0} max={l.remaining_quantity} w="5.5rem" size="sm" value={qty[l.sale_line_id] ?? ''} placeholder="0"
                            aria-label={t('sales.creditNotes.quantityFor', { name: l.name })}
                            onChange={(e) => setQty({ ...qty, [l.sale_line_id]: e.target.value })} />
                          {errors[`q${l.sale_line_id}`] && <Field.ErrorText>{t(errors[`q${l.sale_line_id}`])}</Field.ErrorText>}
                        </Field.Root>
                      </Table.Cell>
                      <Table.Cell>
                        {l.kind === 'product' && (
                          <Checkbox.Root size="sm" checked={!!stock[l.sale_line_id]} disabled={l.returnable_quantity === 0}
                            onCheckedChange={(d) => setStock({ ...stock, [l.sale_line_id]: d.checked === true })}>
                            <Checkbox.HiddenInput aria-label={t('sales.creditNotes.toStockFor', { name: l.name })} />
                            <Checkbox.Control />
                          </Checkbox.Root>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            {errors.lines && <Text color="red.700" role="alert">{t(errors.lines)}</Text>}
            <Field.Root required invalid={!!errors.reason}>
              <Field.Label>{t('sales.creditNotes.reason')}<Field.RequiredIndicator /></Field.Label>
              <Textarea value={reason} maxLength={500} rows={2} onChange={(e) => setReason(e.target.value)} />
              {errors.reason && <Field.ErrorText>{t(errors.reason)}</Field.ErrorText>}
            </Field.Root>
          </Stack>
        )}
      </FormDialog>
      <ConfirmDialog open={!!draft} danger={false} title={t('sales.creditNotes.confirmTitle')}
        body={t('sales.creditNotes.confirmBody', { amount: money(draft?.total ?? 0) })} confirmLabel={t('sales.creditNotes.post')}
        loading={post.isPending} onCancel={discard} onConfirm={() => draft && post.mutate(draft.id)} />
    </>
  );
}

function VoidDialog({ note, saleId, money, onClose }: { note: TSaleCreditNote; saleId: number; money: (m: number) => string; onClose: () => void }) {
  const { t } = useTranslation();
  const invalidate = useInvalidateSale(saleId);
  const { clinic } = useActiveClinic();
  const today = clinicToday(clinic?.timezone);
  const [reason, setReason] = useState('');
  const [date, setDate] = useState(today);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const input = { void_reason: reason, void_date: date };
  const run = useMutation({
    mutationFn: () => http.post<{ data: TCreditNote }>(`/credit-notes/${note.id}/void`, input),
    onSuccess: () => {
      invalidate();
      toaster.create({ type: 'success', title: t('sales.creditNotes.voided'), closable: true });
      onClose();
    },
    onError: (err) => { setConfirming(false); toastError(err); },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZCreditNoteVoidInput.safeParse(input);
    setErrors(parsed.success ? {} : issuesOf(parsed.error));
    if (parsed.success) setConfirming(true);
  };
  return (
    <>
      <FormDialog open onClose={onClose} dirty={!!reason} size={{ base: 'full', md: 'md' }} title={t('sales.creditNotes.voidTitle', { number: note.number })} onSubmit={submit}
        footer={<Button type="submit" colorPalette="red">{t('sales.creditNotes.void')}</Button>}>
        <Stack gap="3">
          <Field.Root required invalid={!!errors.void_reason}>
            <Field.Label>{t('sales.creditNotes.voidReason')}<Field.RequiredIndicator /></Field.Label>
            <Textarea value={reason} maxLength={500} rows={2} onChange={(e) => setReason(e.target.value)} />
            {errors.void_reason && <Field.ErrorText>{t(errors.void_reason)}</Field.ErrorText>}
          </Field.Root>
          <Field.Root required invalid={!!errors.void_date} maxW="12rem">
            <Field.Label>{t('sales.creditNotes.voidDate')}<Field.RequiredIndicator /></Field.Label>
            <Input type="date" value={date} max={today} onChange={(e) => setDate(e.target.value)} />
            {errors.void_date && <Field.ErrorText>{t(errors.void_date)}</Field.ErrorText>}
          </Field.Root>
        </Stack>
      </FormDialog>
      <ConfirmDialog open={confirming} title={t('sales.creditNotes.voidConfirmTitle')} body={t('sales.creditNotes.voidConfirmBody', { amount: money(note.total) })}
        confirmLabel={t('sales.creditNotes.void')} loading={run.isPending} onCancel={() => setConfirming(false)} onConfirm={() => run.mutate()} />
    </>
  );
}

function RefundDialog({ note, saleId, money, onClose }: { note: TSaleCreditNote; saleId: number; money: (m: number) => string; onClose: () => void }) {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const invalidate = useInvalidateSale(saleId);
  // The amount in the clinic currency's own digits (whole won: "1500", not "1500.00"); NaN for what it cannot hold.
  const { text: majorText, parse: toMinor } = useMoney();
  const full = useQuery({
    queryKey: ['clinic', clinic?.id, 'sale-credit', saleId, 'note', note.id],
    queryFn: () => http.get<{ data: TCreditNote }>(`/credit-notes/${note.id}`).then((r) => r.data),
  });
  const options = (full.data?.refund_methods ?? []).filter((o) => o.max > 0);
  const [method, setMethod] = useState('');
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const chosen = options.find((o) => String(o.method) === method) ?? options[0];
  const amountText = amount || (chosen ? majorText(chosen.max) : '');
  const input = { amount: toMinor(amountText), method: chosen?.method, reference: reference.trim() || null };
  // One Idempotency-Key per refund meant: a retry of the same refund after a lost answer is recorded once.
  const sent = useRef<{ body: string; key: string } | null>(null);
  const run = useMutation({
    mutationFn: () => {
      const body = JSON.stringify(input);
      if (sent.current?.body !== body) sent.current = { body, key: crypto.randomUUID() };
      return http.post<{ data: TCreditNote }>(`/credit-notes/${note.id}/refund`, input, { 'Idempotency-Key': sent.current.key });
    },
    onSuccess: () => {
      invalidate();
      toaster.create({ type: 'success', title: t('sales.creditNotes.refundDone'), closable: true });
      onClose();
    },
    onError: (err) => { setConfirming(false); toastError(err); },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZCreditNoteRefundInput.safeParse(input);
    const next: Record<string, string> = parsed.success ? {} : issuesOf(parsed.error);
    if (chosen && input.amount > chosen.max) next.amount = 'credit_notes.validation.refund_above_refundable';
    setErrors(next);
    if (!Object.keys(next).length) setConfirming(true);
  };
  return (
    <>
      <FormDialog open onClose={onClose} dirty={!!amount || !!reference} size={{ base: 'full', md: 'md' }} title={t('sales.creditNotes.refundTitle', { number: note.number })} onSubmit={submit}
        footer={<Button type="submit" colorPalette="teal" disabled={!chosen}>{t('sales.creditNotes.refund')}</Button>}>
        {full.isPending ? <ListSkeleton rows={2} /> : full.isError ? <ErrorState error={full.error} onRetry={() => void full.refetch()} /> : !chosen ? (
          <Text color="fg.muted">{t('sales.creditNotes.nothingRefundable')}</Text>
        ) : (
          <Stack gap="3">
            <Field.Root>
              <Field.Label>{t('sales.creditNotes.refundTo')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={String(chosen.method)} onChange={(e) => { setMethod(e.target.value); setAmount(''); }}>
                  {options.map((o) => <option key={o.method} value={o.method}>{t(`sales.methods.${o.method}`)}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root invalid={!!errors.amount} maxW="12rem">
              <Field.Label>{t('sales.checkout.amount')}</Field.Label>
              <Input inputMode="decimal" value={amountText} onChange={(e) => setAmount(e.target.value)} />
              <Field.HelperText>{t('sales.creditNotes.refundMax', { amount: money(chosen.max) })}</Field.HelperText>
              {errors.amount && <Field.ErrorText>{t(errors.amount)}</Field.ErrorText>}
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('sales.checkout.reference')}</Field.Label>
              <Input value={reference} maxLength={120} onChange={(e) => setReference(e.target.value)} />
            </Field.Root>
          </Stack>
        )}
      </FormDialog>
      <ConfirmDialog open={confirming} danger={false} title={t('sales.creditNotes.refundConfirmTitle', { amount: money(input.amount || 0) })}
        body={t('sales.creditNotes.refundConfirmBody', { amount: money(input.amount || 0), method: chosen ? t(`sales.methods.${chosen.method}`) : '' })}
        confirmLabel={t('sales.creditNotes.refund')} loading={run.isPending} onCancel={() => setConfirming(false)} onConfirm={() => run.mutate()} />
    </>
  );
}
