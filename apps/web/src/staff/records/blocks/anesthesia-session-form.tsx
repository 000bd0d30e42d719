import { Button, Grid, HStack, IconButton, Input, NativeSelect, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANESTHESIA_PHASES, ASA_CLASSES, ZAnesthesiaInput, type TAnesthesiaSession } from '@vetclinic/domain';
import { DateInput } from '../../../ui/date-time/date-input';
import { TimeInput } from '../../../ui/date-time/time-input';
import { applyServerErrors, toastError } from '../../../ui/errors';
import { FormField } from '../../../ui/form-field';
import { useClinicFormat } from '../../clinic/use-clinic';
import { instantOf, localParts } from './anesthesia-time';

interface DrugDraft { phase: string; name: string; dose: string; unit: string; route: string }
const NEW_DRUG: DrugDraft = { phase: 'premedication', name: '', dose: '', unit: 'mg/kg', route: '' };

/** Starts or edits a record's anesthesia session: ASA class, drugs by phase with doses, start and end, notes. */
export function AnesthesiaSessionForm({ session, saving, onSave, onCancel }: {
  session: TAnesthesiaSession | null; saving: boolean; onSave: (body: unknown) => Promise<unknown>; onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const start = localParts(session?.started_at ?? null, fmt.zone);
  const end = session?.ended_at ? localParts(session.ended_at, fmt.zone) : { date: start.date, time: '' };
  const [asa, setAsa] = useState<string>(session?.asa_class ?? 'I');
  const [emergency, setEmergency] = useState(session?.asa_emergency ?? false);
  const [drugs, setDrugs] = useState<DrugDraft[]>(session?.drugs.map((d) => ({ phase: d.phase, name: d.name, dose: String(d.dose), unit: d.unit, route: d.route ?? '' })) ?? [{ ...NEW_DRUG }]);
  const [startDate, setStartDate] = useState(start.date);
  const [startTime, setStartTime] = useState(session?.started_at || !session ? start.time : '');
  const [endDate, setEndDate] = useState(end.date);
  const [endTime, setEndTime] = useState(end.time);
  const [notes, setNotes] = useState(session?.notes ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const err = (k: string) => (errors[k] ? { message: errors[k] } : undefined);
  const setDrug = (i: number, k: keyof DrugDraft, v: string) => setDrugs((ds) => ds.map((d, j) => (j === i ? { ...d, [k]: v } : d)));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      asa_class: asa, asa_emergency: emergency, notes: notes || null,
      started_at: instantOf(startDate, startTime, fmt.zone), ended_at: instantOf(endDate, endTime, fmt.zone),
      drugs: drugs.filter((d) => d.name || d.dose).map((d) => ({ phase: d.phase, name: d.name, dose: d.dose === '' ? undefined : Number(d.dose.replace(',', '.')), unit: d.unit, route: d.route || null })),
    };
    const parsed = ZAnesthesiaInput.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    try {
      await onSave(parsed.data);
    } catch (error) {
      if (!applyServerErrors(error, (field, { message }) => setErrors((prev) => ({ ...prev, [String(field)]: message ?? '' })))) toastError(error);
    }
  };

  return (
    <chakra.form noValidate onSubmit={submit} aria-label={t('vitals.anesthesia.sessionForm')}>
      <Stack gap="3">
        <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="3" alignItems="end">
          <FormField label={t('vitals.anesthesia.asa')} error={err('asa_class')} required>
            <NativeSelect.Root>
              <NativeSelect.Field value={asa} onChange={(e) => setAsa(e.target.value)}>
                {ASA_CLASSES.map((c) => <option key={c} value={c}>{t(`vitals.anesthesia.asaClasses.${c}`)}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <chakra.label display="flex" gap="2" alignItems="center" pb="2">
            <chakra.input type="checkbox" checked={emergency} onChange={(e) => setEmergency(e.target.checked)} />
            <Text fontSize="sm">{t('vitals.anesthesia.emergency')}</Text>
          </chakra.label>
        </Grid>
        <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="3">
          <FormField label={t('vitals.anesthesia.startDate')} error={err('started_at')}><DateInput format={fmt.dateFormat} value={startDate} onChange={setStartDate} /></FormField>
          <FormField label={t('vitals.anesthesia.startTime')}><TimeInput format={fmt.timeFormat} value={startTime} onChange={setStartTime} /></FormField>
          <FormField label={t('vitals.anesthesia.endDate')} error={err('ended_at')}><DateInput format={fmt.dateFormat} value={endDate} onChange={setEndDate} /></FormField>
          <FormField label={t('vitals.anesthesia.endTime')}><TimeInput format={fmt.timeFormat} value={endTime} onChange={setEndTime} /></FormField>
        </Grid>
        <Text fontWeight="600" fontSize="sm">{t('vitals.anesthesia.drugs')}</Text>
        {drugs.map((d, i) => (
          <Grid key={i} templateColumns={{ base: '1fr 1fr', md: '1.2fr 2fr 1fr 1fr 1fr auto' }} gap="2" alignItems="end" data-testid="drug-row">
            <FormField label={t('vitals.anesthesia.phase')} error={err(`drugs.${i}.phase`)}>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={d.phase} onChange={(e) => setDrug(i, 'phase', e.target.value)}>
                  {ANESTHESIA_PHASES.map((p) => <option key={p} value={p}>{t(`vitals.anesthesia.phases.${p}`)}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t('vitals.anesthesia.drugName')} error={err(`drugs.${i}.name`)}><Input size="sm" value={d.name} onChange={(e) => setDrug(i, 'name', e.target.value)} maxLength={120} /></FormField>
            <FormField label={t('vitals.anesthesia.dose')} error={err(`drugs.${i}.dose`)}><Input size="sm" inputMode="decimal" value={d.dose} onChange={(e) => setDrug(i, 'dose', e.target.value)} /></FormField>
            <FormField label={t('vitals.anesthesia.unit')} error={err(`drugs.${i}.unit`)}><Input size="sm" value={d.unit} onChange={(e) => setDrug(i, 'unit', e.target.value)} maxLength={20} /></FormField>
            <FormField label={t('vitals.anesthesia.route')} error={err(`drugs.${i}.route`)}><Input size="sm" value={d.route} onChange={(e) => setDrug(i, 'route', e.target.value)} maxLength={40} /></FormField>
            <IconButton size="sm" variant="ghost" aria-label={t('vitals.anesthesia.removeDrug', { n: i + 1 })} onClick={() => setDrugs((ds) => ds.filter((_, j) => j !== i))}>×</IconButton>
          </Grid>
        ))}
        <HStack><Button size="sm" variant="outline" onClick={() => setDrugs((ds) => [...ds, { ...NEW_DRUG }])}>{t('vitals.anesthesia.addDrug')}</Button></HStack>
        <FormField label={t('vitals.anesthesia.notes')} error={err('notes')}><Textarea rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={5000} /></FormField>
        <HStack gap="2">
          <Button type="submit" colorPalette="brand" loading={saving}>{t(session ? 'vitals.anesthesia.saveSession' : 'vitals.anesthesia.startSession')}</Button>
          {onCancel && <Button variant="ghost" onClick={onCancel}>{t('vitals.block.cancel')}</Button>}
        </HStack>
      </Stack>
    </chakra.form>
  );
}
