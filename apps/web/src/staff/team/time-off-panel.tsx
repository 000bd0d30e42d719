import { Button, Card, Checkbox, Grid, HStack, Heading, Input, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZTimeOffInput, type TTimeOff } from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { applyServerErrors, toastError } from '../../ui/errors';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useClinicFormat } from '../clinic/use-clinic';
import { DateInput } from '../../ui/date-time/date-input';
import { TimeInput } from '../../ui/date-time/time-input';
import { useTeamMutations, useTimeOff } from './api';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PaginationBar } from '../../ui/pagination-bar';

interface Draft { startDate: string; startTime: string; endDate: string; endTime: string; reason: string }

/** "Time off": blocked time in this clinic's zone; no online slot is offered inside it. */
export function TimeOffCard({ vetId, canEdit }: { vetId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const [page, setPage] = useState(1);
  const [includePast, setIncludePast] = useState(false);
  const list = useTimeOff(vetId, page, includePast);
  const { addTimeOff, deleteTimeOff } = useTeamMutations();
  const today = DateTime.now().setZone(fmt.zone).toISODate()!;
  const empty: Draft = { startDate: today, startTime: '09:00', endDate: today, endTime: '17:00', reason: '' };
  const [draft, setDraft] = useState<Draft>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<TTimeOff | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const toUtc = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone: fmt.zone }).toUTC().toISO() ?? '';
    const body = { datetime_start_utc: toUtc(draft.startDate, draft.startTime), datetime_end_utc: toUtc(draft.endDate, draft.endTime), reason: draft.reason };
    const parsed = ZTimeOffInput.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      await addTimeOff.mutateAsync({ id: vetId, body });
      toaster.create({ type: 'success', title: t('team.timeOff.added'), closable: true });
      setDraft(empty);
    } catch (err) {
      if (!applyServerErrors(err, (field, { message }) => setErrors((prev) => ({ ...prev, [field]: message ?? '' })))) toastError(err);
    }
  };
  const set = (k: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement>) => setDraft((d) => ({ ...d, [k]: e.target.value }));
  const setValue = (k: keyof Draft) => (v: string) => setDraft((d) => ({ ...d, [k]: v }));

  return (
    <Card.Root as="section" aria-labelledby="time-off-title">
      <Card.Header>
        <HStack justify="space-between" flexWrap="wrap">
          <Heading as="h2" size="md" id="time-off-title">{t('team.timeOff.title')}</Heading>
          <Checkbox.Root size="sm" colorPalette="brand" checked={includePast} onCheckedChange={(e) => { setIncludePast(!!e.checked); setPage(1); }}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('team.timeOff.showPast')}</Checkbox.Label>
          </Checkbox.Root>
        </HStack>
        <Text fontSize="sm" color="fg.muted">{t('team.timeOff.help', { zone: fmt.zone })}</Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {list.isPending && <ListSkeleton rows={3} />}
          {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
          {list.data && (list.data.data.length === 0 ? <EmptyState title={t('team.timeOff.empty')} /> : (
            <>
              <Table.ScrollArea>
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('team.timeOff.from')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('team.timeOff.to')}</Table.ColumnHeader>
                      <Table.ColumnHeader hideBelow="sm">{t('team.timeOff.reason')}</Table.ColumnHeader>
                      {canEdit && <Table.ColumnHeader />}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {list.data.data.map((entry) => (
                      <Table.Row key={entry.id}>
                        <Table.Cell whiteSpace="nowrap">{fmt.dateTime(entry.datetime_start_utc)}</Table.Cell>
                        <Table.Cell whiteSpace="nowrap">{fmt.dateTime(entry.datetime_end_utc)}</Table.Cell>
                        <Table.Cell hideBelow="sm">{entry.reason ?? '—'}</Table.Cell>
                        {canEdit && (
                          <Table.Cell textAlign="end">
                            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(entry)} aria-label={t('team.timeOff.deleteNamed', { from: fmt.dateTime(entry.datetime_start_utc) })}>{t('team.timeOff.delete')}</Button>
                          </Table.Cell>
                        )}
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
              <PaginationBar meta={list.data.meta} onPage={setPage} />
            </>
          ))}
          {canEdit && (
            <chakra.form noValidate onSubmit={submit} borderTopWidth="1px" pt="4">
              <Heading as="h3" size="sm" mb="3">{t('team.timeOff.add')}</Heading>
              <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="3">
                <FormField label={t('team.timeOff.startDate')} error={errors.datetime_start_utc ? { message: errors.datetime_start_utc } : undefined} required>
                  <DateInput format={fmt.dateFormat} value={draft.startDate} onChange={setValue('startDate')} />
                </FormField>
                <FormField label={t('team.timeOff.startTime')} required><TimeInput format={fmt.timeFormat} value={draft.startTime} onChange={setValue('startTime')} /></FormField>
                <FormField label={t('team.timeOff.endDate')} error={errors.datetime_end_utc ? { message: errors.datetime_end_utc } : undefined} required>
                  <DateInput format={fmt.dateFormat} value={draft.endDate} onChange={setValue('endDate')} />
                </FormField>
                <FormField label={t('team.timeOff.endTime')} required><TimeInput format={fmt.timeFormat} value={draft.endTime} onChange={setValue('endTime')} /></FormField>
              </Grid>
              <HStack mt="3" align="end" flexWrap="wrap">
                <FormField label={t('team.timeOff.reason')} error={errors.reason ? { message: errors.reason } : undefined}>
                  <Input value={draft.reason} onChange={set('reason')} maxLength={200} placeholder={t('team.timeOff.reasonPlaceholder')} />
                </FormField>
                <Button type="submit" colorPalette="brand" loading={addTimeOff.isPending}>{t('team.timeOff.addButton')}</Button>
              </HStack>
            </chakra.form>
          )}
        </Stack>
      </Card.Body>
      <ConfirmDialog open={!!deleting} title={t('team.timeOff.deleteTitle')} body={deleting ? `${fmt.dateTime(deleting.datetime_start_utc)} – ${fmt.dateTime(deleting.datetime_end_utc)}` : ''}
        confirmLabel={t('team.timeOff.delete')} loading={deleteTimeOff.isPending} onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && deleteTimeOff.mutate(deleting, {
          onSuccess: () => {
            toaster.create({ type: 'success', title: t('team.timeOff.deleted'), closable: true });
            setDeleting(null);
          },
          onError: (err) => toastError(err),
        })} />
    </Card.Root>
  );
}
