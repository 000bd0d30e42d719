import { Alert, Box, Button, Card, Field, Grid, Heading, HStack, Input, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { RECORD_TRANSITIONS, recordFieldsByKey, type RecordStatus, type TRecord } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { errorMessage, toastError } from '../../ui/errors';
import { HttpError } from '../../ui/http';
import { MarkdownEditor } from '../../ui/markdown-editor';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useActiveClinic } from '../auth/use-session';
import { useClinicFormat } from '../clinic/use-clinic';
import { useClinicStaff } from '../tasks/api';
import { downloadRecordPdf, recordKeys, useRecord, useRecordMutations } from './api';
import { ConflictDialog } from './conflict-dialog';
import { TagPicker } from '../tags/tag-picker';
import { HistoryPanel } from './history-panel';
import { RecordLabOrders } from '../labs/record-lab-orders';
import { LeaveGuard } from './leave-guard';
import { CloseRecordDialog, ReopenRecordDialog, SendSummaryDialog } from './record-dialogs';
import { RecordFieldInput, type FieldChange } from './record-field-input';
import { RecordStatusBadge } from './record-status-badge';
import { SaveStatus } from './save-status';
import { useRecordAutosave } from './use-record-autosave';
import { ChargeButton } from '../sales/charge-button';
import { PrintDocumentMenu } from '../documents/print-document-menu';
import { ConsentForms } from '../documents/consent-forms';

/** /records/:recordId — loads the record, then hands it to the editor (a new copy after close/reopen/status). */
export function RecordEditorPage() {
  const { t } = useTranslation();
  const id = Number(useParams().recordId);
  const record = useRecord(id);
  if (record.isPending) return <ListSkeleton rows={8} />;
  if (record.isError) {
    if (record.error instanceof HttpError && record.error.status === 404) {
      return <EmptyState title={t('records.editor.notFound')}><RouterLink to="/records">{t('records.editor.backToList')}</RouterLink></EmptyState>;
    }
    return <ErrorState error={record.error} onRetry={() => void record.refetch()} />;
  }
  return <RecordEditor key={`${record.data.id}:${record.data.status}:${record.data.updated_at}`} record={record.data} />;
}

type Dialog = null | 'close' | 'reopen' | 'delete' | 'send';

function RecordEditor({ record }: { record: TRecord }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  const staff = useClinicStaff();
  const m = useRecordMutations();
  const queue = useRecordAutosave(record.pet.id, record.id, record.fields);
  const [values, setValues] = useState<Record<string, unknown>>(() => Object.fromEntries(record.fields.map((f) => [f.field_key, f.value])));
  const [title, setTitle] = useState(record.title);
  const [vetId, setVetId] = useState(record.vet_id ? String(record.vet_id) : '');
  const [summary, setSummary] = useState(record.client_summary ?? '');
  const [typing, setTyping] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [showHistory, setShowHistory] = useState(false);
  const [reopenError, setReopenError] = useState<string | null>(null);
  const fieldsByKey = useMemo(() => recordFieldsByKey(record.template_snapshot), [record.template_snapshot]);

  const canManage = clinic?.permissions.includes('records.manage') ?? false;
  const canReopen = clinic?.permissions.includes('records.reopen') ?? false;
  const closed = record.status === 'closed' || queue.state === 'closed';
  const readOnly = closed || !record.writable;
  const unsaved = queue.unsaved || typing.size > 0;

  const setField = (key: string, change: FieldChange) => {
    setValues((v) => ({ ...v, [key]: change.value }));
    queue.setField(key, change.value, { immediate: change.immediate });
  };
  const markTyping = (key: string) => (pending: boolean) => setTyping((s) => {
    if (pending === s.has(key)) return s;
    const next = new Set(s);
    if (pending) next.add(key);
    else next.delete(key);
    return next;
  });

  const trySave = useCallback(() => queue.flushNow(), [queue]);
  /** A record action: save what is pending, run it, then show the server's new copy of the record. */
  const act = async (run: () => Promise<TRecord | void>, done?: string) => {
    if (!(await queue.flushNow())) {
      toaster.create({ type: 'error', title: t('records.editor.saveFirst'), closable: true });
      return false;
    }
    try {
      const next = await run();
      if (done) toaster.create({ type: 'success', title: done, closable: true, duration: 3000 });
      if (next) qc.setQueryData(recordKeys.one(clinic?.id, record.id), next);
      return true;
    } catch (err) {
      toastError(err);
      if (err instanceof HttpError && err.code === 'record_closed') void qc.invalidateQueries({ queryKey: recordKeys.one(clinic?.id, record.id) });
      return false;
    }
  };

  const labelOf = (key: string) => fieldsByKey.get(key)?.label ?? key;
  const nextStatuses = RECORD_TRANSITIONS[record.status].filter((s) => s !== 'closed');
  const fileName = `${record.pet.nickname}-${record.title}-${record.id}.pdf`.replace(/[^\p{L}\p{N}._-]+/gu, '_');

  // Keyboard: Ctrl/Cmd+S saves now (the autosave would anyway).
  const saveRef = useRef(trySave);
  saveRef.current = trySave;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        void saveRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Stack gap="4">
      <Text fontSize="sm"><RouterLink to="/records">← {t('records.editor.backToList')}</RouterLink></Text>

      {/* header: what the record is about and what can be done with it */}
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
          <Stack gap="1" minW="0" flex="1">
            <HStack gap="2" flexWrap="wrap">
              <Heading as="h1" size="xl" wordBreak="break-word">{title || record.title}</Heading>
              <RecordStatusBadge status={record.status} />
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              <RouterLink to={`/patients/${record.pet.id}`}><Text as="span" color="brand.fg" fontWeight="600">{record.pet.nickname}</Text></RouterLink>
              {record.pet.species && ` · ${record.pet.species}`}
              {record.client && <> · <RouterLink to={`/clients/${record.client.id}`}><Text as="span" color="brand.fg">{record.client.full_name}</Text></RouterLink></>}
              {' · '}{fmt.dateTime(record.recorded_at)}
              {record.template && ` · ${record.template.name}`}
              {record.clinic_id !== clinic?.id && ` · ${record.clinic_name}`}
            </Text>
            <TagPicker entityType="record" entityId={record.id} readOnly={readOnly} />
          </Stack>
          <SaveStatus queue={queue} readOnly={readOnly} typing={typing.size > 0} />
        </HStack>
        <Wrap gap="2">
          {!readOnly && canManage && <Button size="sm" colorPalette="brand" onClick={() => setDialog('close')}>{t('records.actions.close')}</Button>}
          {record.status === 'closed' && canReopen && record.clinic_id === clinic?.id && <Button size="sm" colorPalette="brand" onClick={() => setDialog('reopen')}>{t('records.actions.reopen')}</Button>}
          <Button size="sm" variant="outline" onClick={() => void downloadRecordPdf(record.id, fileName).catch((err) => toastError(err))}>{t('records.actions.pdf')}</Button>
          {record.clinic_id === clinic?.id && <PrintDocumentMenu petId={record.pet.id} recordId={record.id} />}
          {canManage && record.client && <Button size="sm" variant="outline" onClick={() => setDialog('send')}>{t('records.actions.send')}</Button>}
          {record.client && record.clinic_id === clinic?.id && <ChargeButton recordId={record.id} />}
          {clinic?.permissions.includes('estimates.edit') && (
            <Button asChild size="sm" variant="outline"><RouterLink to={`/estimates/new?pet_id=${record.pet.id}&record_id=${record.id}`}>{t('estimates.list.new')}</RouterLink></Button>
          )}
          {canManage && <Button size="sm" variant="outline" onClick={() => void act(() => m.duplicate.mutateAsync(record.id).then((r) => { navigate(`/records/${r.id}`); }), t('records.actions.duplicated'))}>{t('records.actions.duplicate')}</Button>}
          {canManage && !readOnly && <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDialog('delete')}>{t('records.actions.delete')}</Button>}
          <Button size="sm" variant="ghost" aria-expanded={showHistory} onClick={() => setShowHistory((s) => !s)}>{t(showHistory ? 'records.actions.hideHistory' : 'records.actions.history')}</Button>
        </Wrap>
      </Stack>

      {record.status === 'closed' && (
        <Alert.Root status="info" variant="subtle">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('records.editor.closedTitle')}</Alert.Title>
            <Alert.Description>
              {t('records.editor.closedBody', { when: record.closed_at ? fmt.dateTime(record.closed_at) : '', who: record.closed_by?.full_name ?? '' })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {record.status !== 'closed' && queue.state === 'closed' && (
        <Alert.Root status="warning"><Alert.Indicator /><Alert.Content><Alert.Title>{t('records.editor.closedElsewhere')}</Alert.Title></Alert.Content></Alert.Root>
      )}
      {!record.writable && record.status !== 'closed' && (
        <Alert.Root status="info" variant="subtle"><Alert.Indicator /><Alert.Content><Alert.Title>{t('records.editor.readOnlyOther')}</Alert.Title></Alert.Content></Alert.Root>
      )}

      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 320px' }} gap="4" alignItems="start">
        <Stack gap="4" minW="0">
          <Card.Root size="sm">
            <Card.Body>
              <Grid templateColumns={{ base: '1fr', md: '2fr 1fr 1fr' }} gap="3">
                <Field.Root>
                  <Field.Label>{t('records.fields.title')}</Field.Label>
                  <Input size="sm" value={title} readOnly={readOnly} maxLength={200}
                    onChange={(e) => { setTitle(e.target.value); if (e.target.value.trim()) queue.setAssociated('title', e.target.value.trim()); }} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('records.fields.vet')}</Field.Label>
                  <NativeSelect.Root size="sm" disabled={readOnly}>
                    <NativeSelect.Field value={vetId} onChange={(e) => { setVetId(e.target.value); queue.setAssociated('vet_id', e.target.value ? Number(e.target.value) : null, { immediate: true }); }}>
                      <option value="">{t('records.editor.noVet')}</option>
                      {record.vet && !(staff.data ?? []).some((s) => s.id === record.vet!.id) && <option value={record.vet.id}>{record.vet.full_name}</option>}
                      {(staff.data ?? []).map((s) => <option key={s.id} value={s.id}>{s.full_name}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('records.fields.status')}</Field.Label>
                  <NativeSelect.Root size="sm" disabled={readOnly || !canManage || nextStatuses.length === 0}>
                    <NativeSelect.Field value={record.status}
                      onChange={(e) => void act(() => m.changeStatus.mutateAsync({ id: record.id, status: e.target.value as RecordStatus }), t('records.actions.statusChanged'))}>
                      <option value={record.status}>{t(`records.status.${record.status}`)}</option>
                      {nextStatuses.map((s) => <option key={s} value={s}>{t(`records.status.${s}`)}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              </Grid>
            </Card.Body>
          </Card.Root>

          {record.template_snapshot.map((section) => (
            <Card.Root key={section.key} size="sm" as="section" aria-labelledby={`sec-${section.key}`}>
              <Card.Header pb="0"><Heading as="h2" size="md" id={`sec-${section.key}`}>{section.title}</Heading></Card.Header>
              <Card.Body>
                <Stack gap="3">
                  {section.fields.length === 0 && <Text fontSize="sm" color="fg.muted">{t('records.editor.noFields')}</Text>}
                  {section.fields.map((f) => (
                    <RecordFieldInput key={f.key} field={f} value={values[f.key] ?? null} readOnly={readOnly} recordId={record.id} petId={record.pet.id}
                      onChange={(c) => setField(f.key, c)} onPendingChange={markTyping(f.key)} />
                  ))}
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}

          <Card.Root size="sm" as="section" aria-labelledby="sec-client-summary">
            <Card.Header pb="0"><Heading as="h2" size="md" id="sec-client-summary">{t('records.editor.clientSummary')}</Heading></Card.Header>
            <Card.Body>
              <MarkdownEditor label={t('records.editor.clientSummaryLabel')} value={summary} readOnly={readOnly} onPendingChange={markTyping('@client_summary')}
                onCommit={(v) => { setSummary(v); queue.setAssociated('client_summary', v, { immediate: true }); }} />
            </Card.Body>
          </Card.Root>

          {record.clinic_id === clinic?.id && <RecordLabOrders recordId={record.id} petId={record.pet.id} />}
        </Stack>

        <Stack gap="4" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
          <Card.Root size="sm">
            <Card.Body>
              <Stack gap="2" fontSize="sm">
                <Heading as="h2" size="sm">{t('records.editor.patient')}</Heading>
                <Text><RouterLink to={`/patients/${record.pet.id}`}><Text as="span" color="brand.fg" fontWeight="600">{record.pet.nickname}</Text></RouterLink>{record.pet.species && ` · ${record.pet.species}`}</Text>
                {record.client && <Text>{t('records.fields.client')}: {record.client.full_name}</Text>}
                <Text>{t('records.fields.date')}: {fmt.dateTime(record.recorded_at)}</Text>
                {record.appointments.length > 0 && (
                  <Box>
                    <Text fontWeight="600">{t('records.editor.appointments')}</Text>
                    {record.appointments.map((a) => <Text key={a.id}>{fmt.dateTime(a.datetime_start_utc)}{a.services.length ? ` · ${a.services.join(', ')}` : ''}</Text>)}
                  </Box>
                )}
                {record.tasks.length > 0 && (
                  <Box>
                    <Text fontWeight="600">{t('records.editor.tasks')}</Text>
                    {record.tasks.map((task) => <Text key={task.id}>{task.title}</Text>)}
                  </Box>
                )}
              </Stack>
            </Card.Body>
          </Card.Root>
          {showHistory && <Card.Root size="sm"><Card.Body><HistoryPanel recordId={record.id} sections={record.template_snapshot} /></Card.Body></Card.Root>}
          <ConsentForms scope={{ record_id: record.id }} sendFor={{
            pet_id: record.pet.id, record_id: record.id, appointment_id: record.appointments[0]?.id ?? null,
            appointments: record.appointments.map((a) => ({ id: a.id, label: `${fmt.dateTime(a.datetime_start_utc)}${a.services.length ? ` · ${a.services.join(', ')}` : ''}` })),
          }} />
        </Stack>
      </Grid>

      <LeaveGuard unsaved={unsaved} trySave={trySave} />
      <ConflictDialog conflicts={queue.state === 'conflict' ? queue.conflicts : []} labelOf={labelOf}
        mine={(k) => queue.localValue(k).value}
        onKeepMine={() => queue.keepMine()}
        onTakeTheirs={() => {
          const taken = queue.takeTheirs();
          setValues((v) => ({ ...v, ...Object.fromEntries(taken.map((c) => [c.field_key, c.value])) }));
        }} />
      <CloseRecordDialog open={dialog === 'close'} loading={m.close.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={(ids) => void act(() => m.close.mutateAsync({ id: record.id, taskTemplateIds: ids }), t('records.actions.closed')).then(() => setDialog(null))} />
      <ReopenRecordDialog open={dialog === 'reopen'} loading={m.reopen.isPending} error={reopenError}
        onCancel={() => { setDialog(null); setReopenError(null); }}
        onConfirm={(reason) => m.reopen.mutate({ id: record.id, reason }, {
          onSuccess: (next) => {
            toaster.create({ type: 'success', title: t('records.actions.reopened'), closable: true, duration: 3000 });
            setDialog(null);
            qc.setQueryData(recordKeys.one(clinic?.id, record.id), next);
          },
          onError: (err) => setReopenError(errorMessage(err)),
        })} />
      <SendSummaryDialog open={dialog === 'send'} loading={m.sendSummary.isPending} hasEmail onCancel={() => setDialog(null)}
        onConfirm={(type) => void act(async () => {
          const res = await m.sendSummary.mutateAsync({ id: record.id, type });
          toaster.create({ type: 'success', title: t(res.emailed ? 'records.send.emailed' : 'records.send.logged'), closable: true });
        }).then(() => setDialog(null))} />
      <ConfirmDialog open={dialog === 'delete'} title={t('records.delete.title')} body={t('records.delete.body', { title: record.title })} confirmLabel={t('records.actions.delete')}
        loading={m.remove.isPending} onCancel={() => setDialog(null)} contentProps={{ mx: '3' }}
        onConfirm={() => m.remove.mutate(record.id, {
          onSuccess: () => {
            queue.dispose();
            toaster.create({ type: 'success', title: t('records.delete.done'), closable: true });
            navigate('/records');
          },
          onError: (err) => toastError(err),
        })} />
    </Stack>
  );
}
