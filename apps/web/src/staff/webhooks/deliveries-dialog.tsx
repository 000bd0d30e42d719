import { Badge, Box, Button, CloseButton, Dialog, Field, HStack, NativeSelect, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, WEBHOOK_DELIVERY_STATUS, type TWebhookDelivery, type TWebhookDeliveryStatus, type TWebhookEndpoint } from '@vetclinic/domain';
import { toastError } from '../../ui/errors';
import { PaginationBar } from '../../ui/pagination-bar';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useClinicFormat } from '../clinic/use-clinic';
import { useWebhookDeliveries, useWebhookMutations } from './api';

const STATUS_PALETTE: Record<TWebhookDeliveryStatus, string> = { pending: 'orange', delivered: 'green', failed: 'red' };

/** An endpoint's deliveries: status filter, pages, each one's last response, and Replay. */
export function DeliveriesDialog({ endpoint, onClose }: { endpoint: TWebhookEndpoint | null; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const [status, setStatus] = useState<TWebhookDeliveryStatus | ''>('');
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpoint?.id ?? null, status, page, PAGE_SIZE.common);
  const { replay } = useWebhookMutations();

  const doReplay = (d: TWebhookDelivery) => replay.mutate({ endpointId: d.endpoint_id, deliveryId: d.id }, {
    onSuccess: () => toaster.create({ type: 'success', title: t('webhooks.replayed'), closable: true }),
    onError: (err) => toastError(err),
  });

  return (
    <Dialog.Root open={!!endpoint} onOpenChange={(e) => { if (!e.open) { setStatus(''); setPage(1); onClose(); } }} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('webhooks.deliveriesTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text color="fg.muted" fontSize="sm" wordBreak="break-all">{endpoint?.url}</Text>
                <Field.Root maxW="xs">
                  <Field.Label>{t('webhooks.fields.status')}</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field value={status} onChange={(e) => { setStatus(e.target.value as TWebhookDeliveryStatus | ''); setPage(1); }}>
                      <option value="">{t('webhooks.allStatuses')}</option>
                      {WEBHOOK_DELIVERY_STATUS.map((s) => <option key={s} value={s}>{t(`webhooks.deliveryStatus.${s}`)}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                {deliveries.isPending && <ListSkeleton rows={5} />}
                {deliveries.isError && <ErrorState error={deliveries.error} onRetry={() => void deliveries.refetch()} />}
                {deliveries.data && (deliveries.data.data.length === 0 ? <EmptyState title={t('webhooks.deliveriesEmpty')} /> : (
                  <Box>
                    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
                      <Table.Root size="sm">
                        <Table.Header>
                          <Table.Row>
                            <Table.ColumnHeader>{t('webhooks.col.event')}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t('webhooks.fields.status')}</Table.ColumnHeader>
                            <Table.ColumnHeader hideBelow="md">{t('webhooks.col.response')}</Table.ColumnHeader>
                            <Table.ColumnHeader textAlign="end">{t('webhooks.actions')}</Table.ColumnHeader>
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {deliveries.data.data.map((d) => (
                            <Table.Row key={d.id}>
                              <Table.Cell>
                                <Text fontWeight="medium">{t(`webhooks.events.${d.event_type}`, { defaultValue: d.event_type })}</Text>
                                <Text color="fg.muted" fontSize="xs">{fmt.dateTime(d.created_at)}</Text>
                                <Text color="fg.muted" fontSize="xs" fontFamily="mono" wordBreak="break-all" hideBelow="md">{d.event_id}</Text>
                              </Table.Cell>
                              <Table.Cell>
                                <Badge colorPalette={STATUS_PALETTE[d.status]}>{t(`webhooks.deliveryStatus.${d.status}`)}</Badge>
                                <Text color="fg.muted" fontSize="xs">{t('webhooks.attemptsCount', { n: d.attempts })}</Text>
                                {d.next_attempt_at && d.attempts > 0 && <Text color="fg.muted" fontSize="xs">{t('webhooks.nextAttempt', { when: fmt.dateTime(d.next_attempt_at) })}</Text>}
                              </Table.Cell>
                              <Table.Cell hideBelow="md" maxW="xs">
                                {d.last_attempt_at ? (
                                  <>
                                    <Text fontSize="sm">{d.response_status ? `HTTP ${d.response_status}` : t('webhooks.noResponse')}{d.duration_ms !== null ? ` · ${d.duration_ms} ms` : ''}</Text>
                                    {(d.response_body || d.last_error) && (
                                      <Text color="fg.muted" fontSize="xs" fontFamily="mono" lineClamp={3} wordBreak="break-all">{d.response_body || d.last_error}</Text>
                                    )}
                                  </>
                                ) : <Text color="fg.muted" fontSize="sm">—</Text>}
                              </Table.Cell>
                              <Table.Cell textAlign="end">
                                <Button size="xs" variant="ghost" disabled={!endpoint?.is_active} loading={replay.isPending && replay.variables?.deliveryId === d.id}
                                  aria-label={t('webhooks.replayNamed', { id: d.id })} onClick={() => doReplay(d)}>{t('webhooks.replay')}</Button>
                              </Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Table.ScrollArea>
                    <PaginationBar meta={deliveries.data.meta} onPage={setPage} />
                  </Box>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack><Button variant="outline" onClick={() => { setStatus(''); setPage(1); onClose(); }}>{t('webhooks.close')}</Button></HStack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label={t('webhooks.close')} /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
