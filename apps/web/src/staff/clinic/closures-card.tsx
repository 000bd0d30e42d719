import { Button, Card, Grid, HStack, Heading, Input, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZClinicClosureInput, type TClinicClosure } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DateInput } from '../../ui/date-time/date-input';
import { TimeInput } from '../../ui/date-time/time-input';
import { applyServerErrors, toastError } from '../../ui/errors';
import { FormField } from '../../ui/form-field';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';
import { useClinicFormat } from './use-clinic';

interface Draft { start_date: string; end_date: string; start_time: string; end_time: string; reason: string }

/**
 * Holidays and closures of the active clinic (issue #22): no online slot is offered or booked inside one,
 * and the desk is warned when it books there. Dates in the clinic's zone; times make the first or last day partial.
 */
export function ClosuresCard() {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  const canEdit = clinic?.permissions.includes('clinic.settings.edit') ?? false;
  const key = ['clinic', clinic?.id, 'closures'];
  const list = useQuery({
    queryKey: key,
    queryFn: () => http.get<{ data: TClinicClosure[] }>(`/clinics/${clinic!.id}/closures`).then((r) => r.data),
    enabled: !!clinic,
  });
  const today = DateTime.now().setZone(fmt.zone).toISODate()!;
  const empty: Draft = { start_date: today, end_date: today, start_time: '', end_time: '', reason: '' };
  const [draft, setDraft] = useState<Draft>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<TClinicClosure | null>(null);
  /** The closure whose dates are in the form (the form edits it instead of adding one). */
  const [editing, setEditing] = useState<TClinicClosure | null>(null);

  const save = useMutation({
    mutationFn: ({ body, id }: { body: unknown; id: number | null }) => (id
      ? http.put<{ data: TClinicClosure }>(`/clinics/${clinic!.id}/closures/${id}`, body)
      : http.post<{ data: TClinicClosure }>(`/clinics/${clinic!.id}/closures`, body)),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
  const remove = useMutation({
    mutationFn: (c: TClinicClosure) => http.delete<null>(`/clinics/${clinic!.id}/closures/${c.id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = { ...draft, start_time: draft.start_time || null, end_time: draft.end_time || null };
    const parsed = ZClinicClosureInput.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ body: parsed.data, id: editing?.id ?? null });
      toaster.create({ type: 'success', title: t(editing ? 'staff.settings.closures.updated' : 'staff.settings.closures.added'), closable: true });
      setDraft(empty);
      setEditing(null);
    } catch (err) {
      if (!applyServerErrors(err, (field, { message }) => setErrors((prev) => ({ ...prev, [field]: message ?? '' })))) toastError(err);
    }
  };
  const setValue = (k: keyof Draft) => (v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const startEdit = (c: TClinicClosure) => {
    setEditing(c);
    setErrors({});
    setDraft({ start_date: c.start_date, end_date: c.end_date, start_time: c.start_time ?? '', end_time: c.end_time ?? '', reason: c.reason });
    document.getElementById('closures-add-title')?.scrollIntoView({ block: 'center' });
  };
  const cancelEdit = () => {
    setEditing(null);
    setErrors({});
    setDraft(empty);
  };
  const fieldError = (k: keyof Draft) => (errors[k] ? { message: errors[k] } : undefined);

  const dayOf = (date: string) => fmt.date(DateTime.fromISO(date, { zone: fmt.zone }).toJSDate());
  const from = (c: TClinicClosure) => (c.start_time ? fmt.dateTime(c.starts_at_utc) : dayOf(c.start_date));
  const until = (c: TClinicClosure) => (c.end_time ? fmt.dateTime(c.ends_at_utc) : dayOf(c.end_date));

  return (
    <Card.Root as="section" aria-labelledby="closures-title">
      <Card.Header>
        <Heading as="h2" size="md" id="closures-title">{t('staff.settings.closures.title')}</Heading>
        <Text fontSize="sm" color="fg.muted">{t('staff.settings.closures.intro', { zone: fmt.zone })}</Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {list.isPending && <ListSkeleton rows={2} />}
          {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
          {list.data && (list.data.length === 0 ? <EmptyState title={t('staff.settings.closures.empty')} /> : (
            <Table.Root size="sm" data-testid="closures-list">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('staff.settings.closures.from')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('staff.settings.closures.until')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="sm">{t('staff.settings.closures.reason')}</Table.ColumnHeader>
                  {canEdit && <Table.ColumnHeader />}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.map((c) => (
                  <Table.Row key={c.id}>
                    <Table.Cell>{from(c)}<Text hideFrom="sm" fontSize="xs" color="fg.muted">{c.reason}</Text></Table.Cell>
                    <Table.Cell>{until(c)}</Table.Cell>
                    <Table.Cell hideBelow="sm">{c.reason}</Table.Cell>
                    {canEdit && (
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        <Button size="xs" variant="ghost" onClick={() => startEdit(c)} aria-label={t('staff.settings.closures.editNamed', { reason: c.reason, from: from(c) })}>{t('staff.settings.closures.edit')}</Button>
                        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(c)} aria-label={t('staff.settings.closures.deleteNamed', { reason: c.reason, from: from(c) })}>{t('staff.settings.closures.delete')}</Button>
                      </Table.Cell>
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          ))}
          {canEdit && (
            <chakra.form noValidate onSubmit={submit} borderTopWidth="1px" pt="4" aria-labelledby="closures-add-title">
              <Heading as="h3" size="sm" mb="1" id="closures-add-title">{t(editing ? 'staff.settings.closures.editTitle' : 'staff.settings.closures.add')}</Heading>
              <Text fontSize="sm" color="fg.muted" mb="3">{t('staff.settings.closures.timesHelp')}</Text>
              <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="3">
                <FormField label={t('staff.settings.closures.start_date')} error={fieldError('start_date')} required>
                  <DateInput format={fmt.dateFormat} value={draft.start_date} onChange={setValue('start_date')} />
                </FormField>
                <FormField label={t('staff.settings.closures.start_time')} error={fieldError('start_time')}>
                  <TimeInput format={fmt.timeFormat} value={draft.start_time} onChange={setValue('start_time')} />
                </FormField>
                <FormField label={t('staff.settings.closures.end_date')} error={fieldError('end_date')} required>
                  <DateInput format={fmt.dateFormat} value={draft.end_date} onChange={setValue('end_date')} />
                </FormField>
                <FormField label={t('staff.settings.closures.end_time')} error={fieldError('end_time')}>
                  <TimeInput format={fmt.timeFormat} value={draft.end_time} onChange={setValue('end_time')} />
                </FormField>
              </Grid>
              <HStack mt="3" align="end" flexWrap="wrap">
                <FormField label={t('staff.settings.closures.reason')} error={fieldError('reason')} required>
                  <Input value={draft.reason} onChange={(e) => setValue('reason')(e.target.value)} maxLength={200} placeholder={t('staff.settings.closures.reasonPlaceholder')} />
                </FormField>
                <Button type="submit" colorPalette="brand" loading={save.isPending}>{t(editing ? 'staff.settings.closures.saveButton' : 'staff.settings.closures.addButton')}</Button>
                {editing && <Button variant="outline" onClick={cancelEdit}>{t('staff.settings.closures.cancelEdit')}</Button>}
              </HStack>
            </chakra.form>
          )}
        </Stack>
      </Card.Body>
      <ConfirmDialog open={!!deleting} title={t('staff.settings.closures.deleteTitle')} body={deleting ? `${from(deleting)} – ${until(deleting)} · ${deleting.reason}` : ''}
        confirmLabel={t('staff.settings.closures.delete')} loading={remove.isPending} onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, {
          onSuccess: () => {
            toaster.create({ type: 'success', title: t('staff.settings.closures.deleted'), closable: true });
            if (editing?.id === deleting.id) cancelEdit();
            setDeleting(null);
          },
          onError: (err) => toastError(err),
        })} />
    </Card.Root>
  );
}
