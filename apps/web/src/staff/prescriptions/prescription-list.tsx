import { Badge, Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInZone, type TPrescription } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { PaginationBar } from '../../ui/pagination-bar';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useActiveClinic } from '../auth/use-session';
import { useClinicFormat } from '../clinic/use-clinic';
import { openPrescriptionPdf, usePrescriptionMutations, usePrescriptions, type PrescriptionFilter } from './api';
import { PrescriptionFormDialog } from './prescription-form-dialog';

const STATUS_COLOR = { ACTIVE: 'green', COMPLETED: 'gray', CANCELLED: 'red' } as const;

/** One page of prescriptions (3, spec) with print, edit, complete and cancel; `emptyKey` names the empty state. */
export function PrescriptionList({ filter, emptyKey, readOnly }: { filter: Omit<PrescriptionFilter, 'page'>; emptyKey: string; readOnly?: boolean }) {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const canWrite = !readOnly && (clinic?.permissions.includes('records.manage') ?? false);
  const fmt = useClinicFormat();
  const [page, setPage] = useState(1);
  const list = usePrescriptions({ ...filter, page });
  const { setStatus } = usePrescriptionMutations();
  const [editing, setEditing] = useState<TPrescription | null>(null);
  const [changing, setChanging] = useState<{ rx: TPrescription; status: 'COMPLETED' | 'CANCELLED' } | null>(null);
  const [reason, setReason] = useState('');

  if (list.isPending) return <ListSkeleton rows={3} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.data.length === 0) return <EmptyState title={t(emptyKey)} />;
  const date = (iso: string) => formatInZone(iso, fmt.zone, { dateFormat: fmt.dateFormat });
  const print = (id: number, format: 'sheet' | 'label') => { openPrescriptionPdf(id, format).catch((err) => toastError(err)); };

  return (
    <Box>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {list.data.data.map((rx) => (
          <Box as="li" key={rx.id} borderWidth="1px" borderRadius="md" px="3" py="2" bg="white">
            <HStack justify="space-between" align="start" gap="2" flexWrap="wrap">
              <Box minW="0">
                <HStack gap="2" flexWrap="wrap">
                  <Text fontWeight="600">{[rx.drug, rx.strength].filter(Boolean).join(' ')}</Text>
                  <Badge colorPalette={STATUS_COLOR[rx.status]}>{t(`prescriptions.status.${rx.status}`)}</Badge>
                </HStack>
                <Text fontSize="sm">{[`${rx.dose} ${rx.unit}`, t(`prescriptions.route.${rx.route}`), rx.frequency, rx.duration_days ? t('prescriptions.forDays', { days: rx.duration_days }) : null].filter(Boolean).join(' · ')}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {[date(rx.prescribed_at), rx.vet?.full_name, rx.quantity ? `${t('prescriptions.fields.quantity')}: ${rx.quantity}` : null, `${t('prescriptions.fields.refills')}: ${rx.refills}`,
                    rx.expires_on ? `${t('prescriptions.fields.expiresOn')}: ${formatInZone(`${rx.expires_on}T12:00:00Z`, 'UTC', { dateFormat: fmt.dateFormat })}` : null].filter(Boolean).join(' · ')}
                </Text>
                {rx.instructions && <Text fontSize="sm" color="fg.muted">{rx.instructions}</Text>}
                {rx.status_reason && <Text fontSize="xs" color="fg.muted">{t('prescriptions.reason')}: {rx.status_reason}</Text>}
              </Box>
              <HStack gap="1" flexWrap="wrap">
                <Button size="xs" variant="outline" onClick={() => print(rx.id, 'sheet')} aria-label={t('prescriptions.printSheetNamed', { name: rx.drug })}>{t('prescriptions.printSheet')}</Button>
                <Button size="xs" variant="outline" onClick={() => print(rx.id, 'label')} aria-label={t('prescriptions.printLabelNamed', { name: rx.drug })}>{t('prescriptions.printLabel')}</Button>
                {canWrite && rx.editable && (
                  <>
                    <Button size="xs" variant="ghost" onClick={() => setEditing(rx)} aria-label={t('prescriptions.editNamed', { name: rx.drug })}>{t('prescriptions.editShort')}</Button>
                    <Button size="xs" variant="ghost" onClick={() => { setReason(''); setChanging({ rx, status: 'COMPLETED' }); }} aria-label={t('prescriptions.completeNamed', { name: rx.drug })}>{t('prescriptions.complete')}</Button>
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => { setReason(''); setChanging({ rx, status: 'CANCELLED' }); }} aria-label={t('prescriptions.cancelNamed', { name: rx.drug })}>{t('prescriptions.cancelRx')}</Button>
                  </>
                )}
              </HStack>
            </HStack>
          </Box>
        ))}
      </Stack>
      <PaginationBar meta={list.data.meta} onPage={setPage} />
      {editing && <PrescriptionFormDialog open petId={editing.pet_id} recordId={editing.record_id} prescription={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        size="sm"
        open={!!changing}
        title={t(changing?.status === 'CANCELLED' ? 'prescriptions.cancelTitle' : 'prescriptions.completeTitle')}
        body={t('prescriptions.finalBody', { name: changing?.rx.drug ?? '' })}
        confirmLabel={t(changing?.status === 'CANCELLED' ? 'prescriptions.cancelRx' : 'prescriptions.complete')}
        danger={changing?.status === 'CANCELLED'}
        loading={setStatus.isPending}
        onCancel={() => setChanging(null)}
        onConfirm={() => changing && setStatus.mutate({ id: changing.rx.id, status: changing.status, reason }, {
          onSuccess: () => { toaster.create({ type: 'success', title: t(`prescriptions.status.${changing.status}`), closable: true }); setChanging(null); },
          onError: (err) => { setChanging(null); toastError(err); },
        })}
      >
        <Input mt="3" size="sm" aria-label={t('prescriptions.reason')} placeholder={t('prescriptions.reasonPlaceholder')} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </ConfirmDialog>
    </Box>
  );
}
