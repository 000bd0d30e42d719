import { Badge, Box, Button, Card, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAnesthesiaMeasurement, TAnesthesiaSession } from '@vetclinic/domain';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { toastError } from '../../../ui/errors';
import { EmptyState, ErrorState, ListSkeleton } from '../../../ui/states';
import { toaster } from '../../../ui/toaster';
import { http, session as authSession } from '../../auth/session';
import { useClinicFormat } from '../../clinic/use-clinic';
import { shownTemperature, useVitalsSettings } from '../../pets/vitals-chart-data';
import { AnesthesiaChart } from './anesthesia-chart';
import { AnesthesiaMeasurementForm } from './anesthesia-measurement-form';
import { AnesthesiaSessionForm } from './anesthesia-session-form';

/** Downloads the anesthesia sheet (the API needs the bearer token, so not a plain link). */
async function downloadSheet(recordId: number, lang: string) {
  const res = await fetch(`/api/v1/records/${recordId}/anesthesia/pdf`, {
    headers: { authorization: `Bearer ${authSession.token ?? ''}`, 'x-clinic-id': String(authSession.clinicId ?? ''), 'accept-language': lang },
  });
  if (!res.ok) throw new Error(res.statusText);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `anesthesia-${recordId}.pdf`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A record's anesthesia (issue #14, blocks contract): the session (ASA, drugs, times), readings entered every few
 * minutes with a chart that grows as they are added, and the printable sheet. Read-only shows without forms.
 */
export function AnesthesiaBlock({ recordId, readOnly }: { recordId: number; petId: number; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const fmt = useClinicFormat();
  const qc = useQueryClient();
  const settings = useVitalsSettings();
  const unit = settings.data?.temperature_unit ?? 'c';
  const key = ['records', recordId, 'anesthesia'];
  const query = useQuery({ queryKey: key, queryFn: () => http.get<{ data: TAnesthesiaSession | null }>(`/records/${recordId}/anesthesia`).then((r) => r.data) });
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState<TAnesthesiaMeasurement | null>(null);
  const [printing, setPrinting] = useState(false);
  const saveSession = useMutation({
    mutationFn: (body: unknown) => (query.data ? http.put<{ data: TAnesthesiaSession }>(`/records/${recordId}/anesthesia`, body) : http.post<{ data: TAnesthesiaSession }>(`/records/${recordId}/anesthesia`, body)),
    onSuccess: (res) => { qc.setQueryData(key, res.data); setEditing(false); toaster.create({ type: 'success', title: t('vitals.anesthesia.saved'), closable: true }); },
  });
  const addReading = useMutation({
    mutationFn: (body: unknown) => http.post(`/records/${recordId}/anesthesia/measurements`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
  const removeReading = useMutation({
    mutationFn: (m: TAnesthesiaMeasurement) => http.delete(`/records/${recordId}/anesthesia/measurements/${m.id}`),
    onSuccess: () => { setDeleting(null); return qc.invalidateQueries({ queryKey: key }); },
  });
  const s = query.data;
  const print = async () => {
    setPrinting(true);
    try { await downloadSheet(recordId, i18n.language); } catch (e) { toastError(e); } finally { setPrinting(false); }
  };

  return (
    <Card.Root as="section" aria-labelledby={`anesthesia-${recordId}`} data-testid="anesthesia-block">
      <Card.Header pb="1">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Heading as="h3" size="sm" id={`anesthesia-${recordId}`}>{t('vitals.anesthesia.title')}</Heading>
          {s && (
            <HStack gap="2">
              {!readOnly && !editing && <Button size="xs" variant="outline" onClick={() => setEditing(true)}>{t('vitals.anesthesia.editSession')}</Button>}
              <Button size="xs" variant="outline" loading={printing} onClick={() => void print()}>{t('vitals.anesthesia.printSheet')}</Button>
            </HStack>
          )}
        </HStack>
      </Card.Header>
      <Card.Body pt="1">
        {query.isPending && <ListSkeleton rows={3} />}
        {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
        {query.isSuccess && !s && (readOnly ? <EmptyState title={t('vitals.anesthesia.none')} /> : (
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted">{t('vitals.anesthesia.none')}</Text>
            <AnesthesiaSessionForm session={null} saving={saveSession.isPending} onSave={(b) => saveSession.mutateAsync(b)} />
          </Stack>
        ))}
        {s && (editing && !readOnly ? (
          <AnesthesiaSessionForm session={s} saving={saveSession.isPending} onSave={(b) => saveSession.mutateAsync(b)} onCancel={() => setEditing(false)} />
        ) : (
          <Stack gap="3">
            <HStack gap="2" flexWrap="wrap" fontSize="sm">
              <Badge colorPalette={s.asa_class >= 'III' || s.asa_emergency ? 'orange' : 'gray'}>ASA {s.asa_class}{s.asa_emergency ? 'E' : ''}</Badge>
              <Text>{t('vitals.anesthesia.start')}: {s.started_at ? fmt.dateTime(s.started_at) : '—'}</Text>
              <Text>{t('vitals.anesthesia.end')}: {s.ended_at ? fmt.dateTime(s.ended_at) : '—'}</Text>
            </HStack>
            {s.drugs.length > 0 && (
              <Stack gap="0" fontSize="sm" as="ul" listStyleType="none">
                {s.drugs.map((d, i) => <li key={i}><b>{t(`vitals.anesthesia.phases.${d.phase}`)}:</b> {d.name} {d.dose} {d.unit}{d.route ? ` · ${d.route}` : ''}</li>)}
              </Stack>
            )}
            {s.notes && <Text fontSize="sm" color="fg.muted">{s.notes}</Text>}
            {s.measurements.length === 0 ? <EmptyState title={t('vitals.anesthesia.noReadings')} /> : (
              <>
                <AnesthesiaChart measurements={s.measurements} unit={unit} time={fmt.time} />
                <Box overflowX="auto">
                  <Table.Root size="sm" data-testid="anesthesia-readings">
                    <Table.Header>
                      <Table.Row>
                        {['time', 'heart_rate', 'respiratory_rate', 'spo2', 'etco2', 'temperature', 'bp', 'anesthetic_pct'].map((h) => <Table.ColumnHeader key={h}>{t(h === 'time' ? 'vitals.anesthesia.time' : h === 'bp' ? 'vitals.anesthesia.bp' : `vitals.chart.series.${h}`)}</Table.ColumnHeader>)}
                        {!readOnly && <Table.ColumnHeader />}
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {s.measurements.map((m) => (
                        <Table.Row key={m.id}>
                          <Table.Cell>{fmt.time(m.measured_at)}</Table.Cell>
                          <Table.Cell>{m.heart_rate ?? ''}</Table.Cell>
                          <Table.Cell>{m.respiratory_rate ?? ''}</Table.Cell>
                          <Table.Cell>{m.spo2 ?? ''}</Table.Cell>
                          <Table.Cell>{m.etco2 ?? ''}</Table.Cell>
                          <Table.Cell>{shownTemperature(m.temperature_c, unit) ?? ''}</Table.Cell>
                          <Table.Cell whiteSpace="nowrap">{m.bp_systolic || m.bp_mean ? `${m.bp_systolic ?? '–'}/${m.bp_diastolic ?? '–'} (${m.bp_mean ?? '–'})` : ''}</Table.Cell>
                          <Table.Cell>{m.anesthetic_pct ?? ''}</Table.Cell>
                          {!readOnly && <Table.Cell><Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(m)} aria-label={t('vitals.anesthesia.deleteReadingAt', { time: fmt.time(m.measured_at) })}>×</Button></Table.Cell>}
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Box>
              </>
            )}
            {!readOnly && <AnesthesiaMeasurementForm sessionStart={s.started_at} unit={unit} saving={addReading.isPending} onAdd={(b) => addReading.mutateAsync(b)} />}
          </Stack>
        ))}
      </Card.Body>
      <ConfirmDialog open={!!deleting} title={t('vitals.anesthesia.deleteReading')} body={deleting ? fmt.time(deleting.measured_at) : ''}
        confirmLabel={t('vitals.block.delete')} loading={removeReading.isPending} danger onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && removeReading.mutate(deleting, { onError: (e) => toastError(e) })} />
    </Card.Root>
  );
}
