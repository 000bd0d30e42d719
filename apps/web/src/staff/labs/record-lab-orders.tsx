import { Badge, Button, Card, Heading, HStack, NativeSelect, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LAB_PANEL_CODES, ZLabOrderInput, type TLabOrder } from '@vetclinic/domain';
import type { z } from 'zod';
import { applyServerErrors, toastError } from '../../ui/errors';
import { FormDialog } from '../../ui/form-dialog';
import { FormField } from '../../ui/form-field';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useClinicFormat } from '../clinic/use-clinic';
import { useLabIntegrations, useLabMutations, useLabOrders, useLabPanels, useLabPermissions } from './api';
import { LabFlag } from './lab-flag';

type OrderForm = z.input<typeof ZLabOrderInput>;

function OrderDialog({ open, onClose, petId, recordId }: { open: boolean; onClose: () => void; petId: number; recordId: number }) {
  const { t } = useTranslation();
  const integrations = useLabIntegrations('', 1, 100, open);
  const panels = useLabPanels();
  const { order } = useLabMutations();
  const active = (integrations.data?.data ?? []).filter((i) => i.active);
  const defaults = useMemo<OrderForm>(() => ({ integration_id: active[0]?.id ?? 0, pet_id: petId, record_id: recordId, panel_code: LAB_PANEL_CODES[0], notes: '' }), [active, petId, recordId]);
  const { register, handleSubmit, formState, reset, setError, watch } = useForm<OrderForm, unknown, z.output<typeof ZLabOrderInput>>({ resolver: zodResolver(ZLabOrderInput), defaultValues: defaults });
  useEffect(() => { if (open) reset(defaults); }, [open, defaults, reset]);
  const panel = panels.data?.find((p) => p.code === watch('panel_code'));
  const submit = handleSubmit(async (values) => {
    try {
      const o = await order.mutateAsync({ ...values, record_id: values.record_id ?? null, notes: values.notes ?? null });
      toaster.create({ type: o.status === 'send_failed' ? 'warning' : 'success', title: t(o.status === 'send_failed' ? 'labs.orders.sendFailed' : 'labs.orders.sent'), description: o.send_error ?? undefined, closable: true });
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError as never)) toastError(err);
    }
  });
  return (
    <FormDialog open={open} onClose={onClose} dirty={formState.isDirty} title={t('labs.orders.new')} onSubmit={(e) => void submit(e)}
      footer={<Button type="submit" colorPalette="brand" loading={order.isPending} disabled={active.length === 0}>{t('labs.orders.send')}</Button>}>
      <Stack gap="4">
        {integrations.isPending && <ListSkeleton rows={2} />}
        {integrations.data && active.length === 0 && <EmptyState title={t('labs.orders.noIntegrations')}><Button asChild size="sm" variant="outline"><RouterLink to="/lab-integrations">{t('labs.integrations.title')}</RouterLink></Button></EmptyState>}
        {active.length > 0 && (
          <>
            <FormField label={t('labs.orders.fields.lab')} error={formState.errors.integration_id} required>
              <NativeSelect.Root><NativeSelect.Field {...register('integration_id')}>{active.map((i) => <option key={i.id} value={i.id}>{i.name}</option>)}</NativeSelect.Field><NativeSelect.Indicator /></NativeSelect.Root>
            </FormField>
            <FormField label={t('labs.orders.fields.panel')} error={formState.errors.panel_code} required helper={panel ? panel.analytes.map((a) => a.name).join(', ') : undefined}>
              <NativeSelect.Root><NativeSelect.Field {...register('panel_code')}>{(panels.data ?? []).map((p) => <option key={p.code} value={p.code}>{t(p.name_key)}</option>)}</NativeSelect.Field><NativeSelect.Indicator /></NativeSelect.Root>
            </FormField>
            <FormField label={t('labs.orders.fields.notes')} error={formState.errors.notes}>
              <Textarea {...register('notes')} rows={2} maxLength={500} />
            </FormField>
          </>
        )}
      </Stack>
    </FormDialog>
  );
}

const STATUS_PALETTE: Record<TLabOrder['status'], string> = { sending: 'gray', sent: 'blue', send_failed: 'red', partial: 'orange', final: 'green', cancelled: 'gray' };

/** One order: its status, and its results as a table (value, units, reference range, flag). */
export function LabOrderResults({ order }: { order: TLabOrder }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const { canOrder } = useLabPermissions();
  const { resend } = useLabMutations();
  return (
    <Stack gap="2" data-testid={`lab-order-${order.id}`} borderWidth="1px" borderRadius="md" p="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Stack gap="0">
          <Text fontWeight="semibold">{order.panel_name}</Text>
          <Text fontSize="sm" color="fg.muted">{order.integration.name} · {order.placer_order_number} · {fmt.dateTime(order.created_at)}</Text>
        </Stack>
        <HStack gap="2">
          <Badge colorPalette={STATUS_PALETTE[order.status]}>{t(`labs.orderStatus.${order.status}`)}</Badge>
          {order.status === 'send_failed' && canOrder && (
            <Button size="xs" variant="outline" loading={resend.isPending} onClick={() => resend.mutate(order.id, { onError: (err) => toastError(err) })}>{t('labs.orders.resend')}</Button>
          )}
        </HStack>
      </HStack>
      {order.send_error && <Text fontSize="sm" color="fg.error">{order.send_error}</Text>}
      {order.results.length > 0 && (
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label={t('labs.results.tableLabel', { panel: order.panel_name })}>
            <Table.Header><Table.Row>
              <Table.ColumnHeader>{t('labs.results.analyte')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('labs.results.value')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('labs.results.units')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('labs.results.range')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('labs.results.flag')}</Table.ColumnHeader>
            </Table.Row></Table.Header>
            <Table.Body>
              {order.results.map((r) => (
                <Table.Row key={r.id} data-testid="lab-result-row" data-analyte={r.analyte_name}>
                  <Table.Cell>{r.analyte_name}{r.notes && <Text fontSize="xs" color="fg.muted" whiteSpace="pre-wrap">{r.notes}</Text>}</Table.Cell>
                  <Table.Cell textAlign="end" fontWeight={r.abnormal_flag ? 'bold' : undefined} whiteSpace="pre-wrap">{r.value}</Table.Cell>
                  <Table.Cell color="fg.muted">{r.units}</Table.Cell>
                  <Table.Cell color="fg.muted">{r.reference_range}</Table.Cell>
                  <Table.Cell><LabFlag flag={r.abnormal_flag} /></Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

/** The record's lab card: order a panel, and every order placed from this record with its results. */
export function RecordLabOrders({ recordId, petId }: { recordId: number; petId: number }) {
  const { t } = useTranslation();
  const { canView, canOrder } = useLabPermissions();
  const [page, setPage] = useState(1);
  const orders = useLabOrders({ record_id: recordId }, page);
  const [ordering, setOrdering] = useState(false);
  if (!canView) return null;
  const meta = orders.data?.meta;
  return (
    <Card.Root size="sm" as="section" aria-labelledby="sec-lab-orders">
      <Card.Header pb="0">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id="sec-lab-orders">{t('labs.orders.title')}</Heading>
          {canOrder && <Button size="sm" variant="outline" onClick={() => setOrdering(true)}>{t('labs.orders.new')}</Button>}
        </HStack>
      </Card.Header>
      <Card.Body>
        {orders.isPending && <ListSkeleton rows={2} />}
        {orders.isError && <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />}
        {orders.data && (orders.data.data.length === 0 ? <Text color="fg.muted" fontSize="sm">{t('labs.orders.empty')}</Text> : (
          <Stack gap="3">
            {orders.data.data.map((o) => <LabOrderResults key={o.id} order={o} />)}
            {meta && meta.last_page > 1 && (
              <HStack justify="end" gap="2">
                <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('labs.previous')}</Button>
                <Text fontSize="sm">{t('labs.pageOf', { page, pages: meta.last_page })}</Text>
                <Button size="xs" variant="outline" disabled={page >= meta.last_page} onClick={() => setPage(page + 1)}>{t('labs.next')}</Button>
              </HStack>
            )}
          </Stack>
        ))}
      </Card.Body>
      <OrderDialog open={ordering} onClose={() => setOrdering(false)} petId={petId} recordId={recordId} />
    </Card.Root>
  );
}
