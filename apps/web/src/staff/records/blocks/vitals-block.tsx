import { Badge, Box, Button, Card, Grid, HStack, Heading, Input, NativeSelect, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BP_METHODS, MUCOUS_MEMBRANES, ZVitalsInput, fToC, type TVital } from '@vetclinic/domain';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { applyServerErrors, toastError } from '../../../ui/errors';
import { FormField } from '../../../ui/form-field';
import { EmptyState, ErrorState, ListSkeleton } from '../../../ui/states';
import { toaster } from '../../../ui/toaster';
import { http } from '../../auth/session';
import { useClinicFormat } from '../../clinic/use-clinic';
import { kg, petVitalsKey, shownTemperature, temperatureSymbol, useVitalsSettings, type TemperatureUnit } from '../../pets/vitals-chart-data';

type NumericField = 'weight' | 'temperature' | 'heart_rate' | 'respiratory_rate' | 'crt_seconds' | 'bp_systolic' | 'bp_diastolic' | 'bp_mean';
type Draft = Record<NumericField | 'mucous_membranes' | 'pain_score' | 'bcs' | 'bp_method' | 'notes', string>;
const EMPTY: Draft = { weight: '', temperature: '', heart_rate: '', respiratory_rate: '', crt_seconds: '', mucous_membranes: '', pain_score: '', bcs: '', bp_systolic: '', bp_diastolic: '', bp_mean: '', bp_method: '', notes: '' };
/** Wire field → form field (weight is typed in kg, temperature in the clinic's unit). */
const FIELD_OF: Record<string, keyof Draft> = { weight_grams: 'weight', temperature_c: 'temperature' };

const num = (s: string) => (s.trim() === '' ? null : Number(s.trim().replace(',', '.')));
const str = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

function toPayload(d: Draft, unit: TemperatureUnit, measuredAt: string | null) {
  const weight = num(d.weight);
  const temp = num(d.temperature);
  return {
    measured_at: measuredAt,
    weight_grams: weight === null || Number.isNaN(weight) ? weight : Math.round(weight * 1000),
    temperature_c: temp === null || Number.isNaN(temp) ? temp : unit === 'f' ? fToC(temp) : temp,
    heart_rate: num(d.heart_rate), respiratory_rate: num(d.respiratory_rate), crt_seconds: num(d.crt_seconds),
    mucous_membranes: d.mucous_membranes || null, pain_score: num(d.pain_score), bcs: num(d.bcs),
    bp_systolic: num(d.bp_systolic), bp_diastolic: num(d.bp_diastolic), bp_mean: num(d.bp_mean), bp_method: d.bp_method || null, notes: d.notes || null,
  };
}

function toDraft(v: TVital, unit: TemperatureUnit): Draft {
  return {
    weight: str(kg(v.weight_grams)), temperature: str(shownTemperature(v.temperature_c, unit)), heart_rate: str(v.heart_rate), respiratory_rate: str(v.respiratory_rate),
    crt_seconds: str(v.crt_seconds), mucous_membranes: v.mucous_membranes ?? '', pain_score: str(v.pain_score), bcs: str(v.bcs), bp_systolic: str(v.bp_systolic),
    bp_diastolic: str(v.bp_diastolic), bp_mean: str(v.bp_mean), bp_method: v.bp_method ?? '', notes: v.notes ?? '',
  };
}

/**
 * The vitals of a record (issue #14, blocks contract): the sets already taken with out-of-range values flagged,
 * and, unless read-only, a form checked by the shared schema to add or correct one. Loads and saves on its own.
 */
export function VitalsBlock({ recordId, petId, readOnly }: { recordId: number; petId: number; readOnly: boolean }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const qc = useQueryClient();
  const settings = useVitalsSettings();
  const unit = settings.data?.temperature_unit ?? 'c';
  const scale = settings.data?.bcs_scale ?? 9;
  const key = ['records', recordId, 'vitals'];
  const list = useQuery({ queryKey: key, queryFn: () => http.get<{ data: TVital[] }>(`/records/${recordId}/vitals`).then((r) => r.data) });
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState<TVital | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<TVital | null>(null);
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: key }), qc.invalidateQueries({ queryKey: petVitalsKey(petId) }), qc.invalidateQueries({ queryKey: ['pets', petId] })]);
  const save = useMutation({
    mutationFn: (body: unknown) => (editing ? http.put(`/records/${recordId}/vitals/${editing.id}`, body) : http.post(`/records/${recordId}/vitals`, body)),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (v: TVital) => http.delete(`/records/${recordId}/vitals/${v.id}`), onSuccess: refresh });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ZVitalsInput.safeParse(toPayload(draft, unit, editing?.measured_at ?? null));
    const setField = (field: string, message: string) => setErrors((prev) => ({ ...prev, [FIELD_OF[field] ?? field]: message }));
    setErrors({});
    if (!parsed.success) {
      for (const i of parsed.error.issues) setField(String(i.path[0]), i.message);
      return;
    }
    if (parsed.data.bcs !== null && parsed.data.bcs > scale) { setField('bcs', 'validation.max'); return; }
    try {
      await save.mutateAsync(parsed.data);
      toaster.create({ type: 'success', title: t(editing ? 'vitals.block.updated' : 'vitals.block.saved'), closable: true });
      setDraft(EMPTY);
      setEditing(null);
    } catch (err) {
      if (!applyServerErrors(err, (field, { message }) => setField(String(field), message ?? ''))) toastError(err);
    }
  };
  const set = (k: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => setDraft((d) => ({ ...d, [k]: e.target.value }));
  const err = (k: keyof Draft) => (errors[k] ? { message: errors[k] } : undefined);
  const label = (k: string) => t(`vitals.fields.${k}`);
  const numberField = (k: NumericField, suffix: string) => (
    <FormField label={`${label(k)} (${suffix})`} error={err(k)}>
      <Input inputMode="decimal" value={draft[k]} onChange={set(k)} name={k} />
    </FormField>
  );
  const select = (k: 'mucous_membranes' | 'pain_score' | 'bcs' | 'bp_method', options: { value: string; label: string }[]) => (
    <FormField label={k === 'bcs' ? `${label(k)} (1–${scale})` : label(k)} error={err(k)}>
      <NativeSelect.Root>
        <NativeSelect.Field value={draft[k]} onChange={set(k)} name={k}>
          <option value="">—</option>
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
  const range = (n: number, from = 0) => Array.from({ length: n - from + 1 }, (_, i) => ({ value: String(i + from), label: String(i + from) }));

  return (
    <Card.Root as="section" aria-labelledby={`vitals-${recordId}`} data-testid="vitals-block">
      <Card.Header pb="1"><Heading as="h3" size="sm" id={`vitals-${recordId}`}>{t('vitals.block.title')}</Heading></Card.Header>
      <Card.Body pt="1">
        <Stack gap="3">
          {(list.isPending || settings.isPending) && <ListSkeleton rows={2} />}
          {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
          {list.data && settings.data && (list.data.length === 0 ? <EmptyState title={t('vitals.block.empty')} /> : list.data.map((v) => (
            <VitalRow key={v.id} v={v} unit={unit} when={fmt.dateTime(v.measured_at)} readOnly={readOnly}
              onEdit={() => { setEditing(v); setDraft(toDraft(v, unit)); setErrors({}); }} onDelete={() => setDeleting(v)} />
          )))}
          {!readOnly && settings.data && (
            <chakra.form noValidate onSubmit={submit} borderTopWidth="1px" pt="3" aria-label={t(editing ? 'vitals.block.editTitle' : 'vitals.block.addTitle')}>
              <Text fontWeight="600" mb="2">{t(editing ? 'vitals.block.editTitle' : 'vitals.block.addTitle')}</Text>
              <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="3">
                {numberField('weight', 'kg')}
                {numberField('temperature', temperatureSymbol(unit))}
                {numberField('heart_rate', t('vitals.units.heart_rate'))}
                {numberField('respiratory_rate', t('vitals.units.respiratory_rate'))}
                {numberField('crt_seconds', 's')}
                {select('mucous_membranes', MUCOUS_MEMBRANES.map((m) => ({ value: m, label: t(`vitals.membranes.${m}`) })))}
                {select('pain_score', range(10))}
                {select('bcs', range(scale, 1))}
                {numberField('bp_systolic', 'mmHg')}
                {numberField('bp_diastolic', 'mmHg')}
                {numberField('bp_mean', 'mmHg')}
                {select('bp_method', BP_METHODS.map((m) => ({ value: m, label: t(`vitals.bpMethods.${m}`) })))}
              </Grid>
              <Box mt="3">
                <FormField label={label('notes')} error={err('notes')}><Textarea value={draft.notes} onChange={set('notes')} rows={2} maxLength={2000} /></FormField>
              </Box>
              <HStack mt="3" gap="2">
                <Button type="submit" colorPalette="brand" loading={save.isPending}>{t(editing ? 'vitals.block.update' : 'vitals.block.save')}</Button>
                {editing && <Button variant="ghost" onClick={() => { setEditing(null); setDraft(EMPTY); setErrors({}); }}>{t('vitals.block.cancel')}</Button>}
              </HStack>
            </chakra.form>
          )}
        </Stack>
      </Card.Body>
      <ConfirmDialog open={!!deleting} title={t('vitals.block.deleteTitle')} body={deleting ? fmt.dateTime(deleting.measured_at) : ''}
        confirmLabel={t('vitals.block.delete')} loading={remove.isPending} danger onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null), onError: (e) => toastError(e) })} />
    </Card.Root>
  );
}

function VitalRow({ v, unit, when, readOnly, onEdit, onDelete }: { v: TVital; unit: TemperatureUnit; when: string; readOnly: boolean; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const items: { key: string; text: string }[] = [];
  const add = (key: string, value: number | string | null, suffix = '') => { if (value !== null && value !== '') items.push({ key, text: `${value}${suffix}` }); };
  add('weight_grams', kg(v.weight_grams), ' kg');
  add('temperature_c', shownTemperature(v.temperature_c, unit), ` ${temperatureSymbol(unit)}`);
  add('heart_rate', v.heart_rate, ` ${t('vitals.units.heart_rate')}`);
  add('respiratory_rate', v.respiratory_rate, ` ${t('vitals.units.respiratory_rate')}`);
  add('crt_seconds', v.crt_seconds, ' s');
  add('mucous_membranes', v.mucous_membranes && t(`vitals.membranes.${v.mucous_membranes}`));
  add('pain_score', v.pain_score, '/10');
  add('bcs', v.bcs, `/${v.bcs_scale ?? 9}`);
  if (v.bp_systolic !== null || v.bp_mean !== null) add('bp_systolic', `${v.bp_systolic ?? '–'}/${v.bp_diastolic ?? '–'} (${v.bp_mean ?? '–'})`, ` mmHg${v.bp_method ? ` · ${t(`vitals.bpMethods.${v.bp_method}`)}` : ''}`);
  const labelKey = (k: string) => ({ weight_grams: 'weight', temperature_c: 'temperature' } as Record<string, string>)[k] ?? k;
  return (
    <Box borderWidth="1px" borderRadius="md" p="2" data-testid="vital-row">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Text fontSize="sm" fontWeight="600">{when}</Text>
        {!readOnly && (
          <HStack gap="1">
            <Button size="xs" variant="ghost" onClick={onEdit}>{t('vitals.block.edit')}</Button>
            <Button size="xs" variant="ghost" colorPalette="red" onClick={onDelete}>{t('vitals.block.delete')}</Button>
          </HStack>
        )}
      </HStack>
      <HStack gap="2" flexWrap="wrap" mt="1">
        {items.map((i) => {
          const flag = v.flags[i.key];
          return (
            <Badge key={i.key} colorPalette={flag ? (flag === 'low' ? 'blue' : 'red') : 'gray'} variant={flag ? 'solid' : 'subtle'} whiteSpace="normal">
              {t(`vitals.fields.${labelKey(i.key)}`)}: {i.text}{flag ? ` · ${t(`vitals.flags.${flag}`)}` : ''}
            </Badge>
          );
        })}
      </HStack>
      {v.notes && <Text fontSize="sm" color="fg.muted" mt="1">{v.notes}</Text>}
    </Box>
  );
}
