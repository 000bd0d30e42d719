import { Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TShiftConflict } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useClinicVets } from '../team/api';
import { useShiftFormat } from './week';

/** Lists the appointments a publish (or an edit) would leave outside the vets' shifts; "Publish anyway" forces it. */
export function ConflictsDialog({ conflicts, confirmLabel, loading, onConfirm, onCancel }: {
  conflicts: TShiftConflict[] | null;
  confirmLabel: string;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const fmt = useShiftFormat();
  const vets = useClinicVets();
  const vetName = (id: number) => vets.data?.find((v) => v.id === id)?.full_name ?? `#${id}`;
  return (
    <ConfirmDialog open={!!conflicts} title={t('shifts.conflicts.title', { count: conflicts?.length ?? 0 })} confirmLabel={confirmLabel} loading={loading} onConfirm={onConfirm} onCancel={onCancel}>
      <Stack gap="3">
        <Text>{t('shifts.conflicts.body')}</Text>
        <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="60vh">
          <Table.Root size="sm" aria-label={t('shifts.conflicts.listLabel')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('shifts.conflicts.when')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('shifts.fields.vet')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('shifts.conflicts.client')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {conflicts?.map((c) => (
                <Table.Row key={c.appointment_id}>
                  <Table.Cell whiteSpace="nowrap">{fmt.dateTime(c.datetime_start_utc)}–{fmt.time(c.datetime_end_utc)}</Table.Cell>
                  <Table.Cell>{vetName(c.vet_id)}</Table.Cell>
                  <Table.Cell>{c.client?.full_name ?? t('shifts.conflicts.noClient')}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <Text fontSize="sm" color="fg.muted">{t('shifts.conflicts.hint')}</Text>
      </Stack>
    </ConfirmDialog>
  );
}
