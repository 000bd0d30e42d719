import { Badge, Box, Button, Code, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, type TLabMessage } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { FormField } from '../../ui/form-field';
import { SettingsListPage, useSettingsListSearch } from '../../ui/settings-list-page';
import { toaster } from '../../ui/toaster';
import { useClinicFormat } from '../clinic/use-clinic';
import { useLabMutations, useLabOrders, useLabPermissions, useLabQueue } from './api';

/** Shows a queued message: why it was not filed, the raw HL7, and (for staff who order) a match to an open order. */
function MessageDialog({ message, onClose }: { message: TLabMessage | null; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const { canOrder } = useLabPermissions();
  const orders = useLabOrders({}, 1);
  const { match } = useLabMutations();
  const [orderId, setOrderId] = useState('');
  const open = (orders.data?.data ?? []).filter((o) => o.status !== 'cancelled');
  return (
    <ConfirmDialog size="lg" open={!!message} danger={false} title={t('labs.queue.messageTitle', { id: message?.id ?? '' })}
      confirmLabel={t('labs.queue.match')} loading={match.isPending} onCancel={() => { setOrderId(''); onClose(); }}
      onConfirm={() => {
        if (!message || !orderId) return;
        match.mutate({ id: message.id, orderId: Number(orderId) }, {
          onSuccess: () => { toaster.create({ type: 'success', title: t('labs.queue.matched'), closable: true }); setOrderId(''); onClose(); },
          onError: (err) => toastError(err),
        });
      }}>
      {message && (
        <Stack gap="3">
          <Text><Text as="span" fontWeight="semibold">{t('labs.queue.reason')}: </Text>{t(`labs.reason.${message.reason_code ?? 'processing_error'}`)}</Text>
          {message.reason_detail && <Text fontSize="sm" color="fg.muted">{message.reason_detail}</Text>}
          <Text fontSize="sm" color="fg.muted">{message.integration.name} · {fmt.dateTime(message.received_at)}</Text>
          <Box as="pre" data-testid="lab-raw" fontFamily="mono" fontSize="xs" p="2" borderWidth="1px" borderRadius="md" maxH="16rem" overflow="auto" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {message.raw.replace(/\r\n?/g, '\n') || t('labs.queue.emptyRaw')}
          </Box>
          {canOrder && (
            <FormField label={t('labs.queue.matchTo')} helper={t('labs.queue.matchHelp')}>
              <NativeSelect.Root>
                <NativeSelect.Field value={orderId} onChange={(e) => setOrderId(e.target.value)}>
                  <option value="">{t('labs.queue.chooseOrder')}</option>
                  {open.map((o) => <option key={o.id} value={o.id}>{`${o.placer_order_number} · ${o.pet.nickname} · ${o.panel_name} · ${t(`labs.orderStatus.${o.status}`)}`}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          )}
        </Stack>
      )}
    </ConfirmDialog>
  );
}

/** The lab review queue: every message that could not be filed, with its reason; match it or dismiss it. */
export function LabQueuePage() {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const { canOrder } = useLabPermissions();
  const list = useSettingsListSearch();
  const queue = useLabQueue(list.search, list.page, PAGE_SIZE.common);
  const { dismiss } = useLabMutations();
  const [opened, setOpened] = useState<TLabMessage | null>(null);
  const [dismissing, setDismissing] = useState<TLabMessage | null>(null);
  return (
    <SettingsListPage
      title={t('labs.queue.title')}
      subtitle={t('labs.queue.subtitle')}
      searchLabel={t('labs.queue.search')}
      search={list}
      query={queue}
      emptyTitle={t(list.search ? 'labs.queue.emptyFiltered' : 'labs.queue.empty')}
      columns={[
        { header: t('labs.queue.received'), nowrap: true, hideBelow: 'md', cell: (m) => fmt.dateTime(m.received_at) },
        { header: t('labs.queue.reason'), cell: (m) => <Stack gap="0"><Badge colorPalette="orange" alignSelf="start" data-testid="lab-queue-reason">{t(`labs.reason.${m.reason_code ?? 'processing_error'}`)}</Badge>{m.reason_detail && <Text fontSize="xs" color="fg.muted" lineClamp={2}>{m.reason_detail}</Text>}<Text fontSize="xs" color="fg.muted" hideFrom="md">{fmt.dateTime(m.received_at)}</Text></Stack> },
        { header: t('labs.queue.lab'), hideBelow: 'md', cellProps: { color: 'fg.muted' }, cell: (m) => m.integration.name },
        { header: t('labs.queue.controlId'), hideBelow: 'lg', cell: (m) => m.control_id ? <Code>{m.control_id}</Code> : '—' },
      ]}
      actionsLabel={t('labs.queue.actions')}
      rowActions={(m) => (
        <>
          <Button size="xs" variant="ghost" onClick={() => setOpened(m)} aria-label={t('labs.queue.openNamed', { id: m.id })}>{t('labs.queue.open')}</Button>
          {canOrder && <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDismissing(m)} aria-label={t('labs.queue.dismissNamed', { id: m.id })}>{t('labs.queue.dismiss')}</Button>}
        </>
      )}
    >
      <MessageDialog message={opened} onClose={() => setOpened(null)} />
      <ConfirmDialog size="sm" open={!!dismissing} title={t('labs.queue.dismissTitle')} body={t('labs.queue.dismissBody')}
        confirmLabel={t('labs.queue.dismiss')} loading={dismiss.isPending} onCancel={() => setDismissing(null)}
        onConfirm={() => dismissing && dismiss.mutate(dismissing.id, {
          onSuccess: () => { toaster.create({ type: 'success', title: t('labs.queue.dismissed'), closable: true }); setDismissing(null); },
          onError: (err) => toastError(err),
        })} />
    </SettingsListPage>
  );
}
