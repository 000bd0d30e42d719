import { Button, Grid, HStack, Input, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZAnesthesiaMeasurementInput, fToC } from '@vetclinic/domain';
import { TimeInput } from '../../../ui/date-time/time-input';
import { applyServerErrors, toastError } from '../../../ui/errors';
import { FormField } from '../../../ui/form-field';
import { useClinicFormat } from '../../clinic/use-clinic';
import { temperatureSymbol, type TemperatureUnit } from '../../pets/vitals-chart-data';
import { instantOf, localParts } from './anesthesia-time';

const FIELDS = ['heart_rate', 'respiratory_rate', 'spo2', 'etco2', 'temperature', 'bp_systolic', 'bp_diastolic', 'bp_mean', 'anesthetic_pct'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<Field, string>;

/** One reading, typed every few minutes: the time defaults to now (clinic zone), on the session's day. */
export function AnesthesiaMeasurementForm({ sessionStart, unit, saving, onAdd }: { sessionStart: string | null; unit: TemperatureUnit; saving: boolean; onAdd: (body: unknown) => Promise<unknown> }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const [values, setValues] = useState(EMPTY);
  const [time, setTime] = useState(() => localParts(null, fmt.zone).time);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const unitOf: Record<Field, string> = {
    heart_rate: t('vitals.units.heart_rate'), respiratory_rate: t('vitals.units.respiratory_rate'), spo2: '%', etco2: 'mmHg', temperature: temperatureSymbol(unit),
    bp_systolic: 'mmHg', bp_diastolic: 'mmHg', bp_mean: 'mmHg', anesthetic_pct: '%',
  };
  const num = (s: string) => (s.trim() === '' ? null : Number(s.trim().replace(',', '.')));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const day = localParts(sessionStart, fmt.zone).date;
    const temp = num(values.temperature);
    const body = {
      measured_at: instantOf(day, time, fmt.zone) ?? '',
      ...Object.fromEntries(FIELDS.filter((f) => f !== 'temperature').map((f) => [f, num(values[f])])),
      temperature_c: temp === null || Number.isNaN(temp) ? temp : unit === 'f' ? fToC(temp) : temp,
    };
    const parsed = ZAnesthesiaMeasurementInput.safeParse(body);
    const field = (k: string) => (k === 'temperature_c' ? 'temperature' : k);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [field(String(i.path[0])), i.message])));
      return;
    }
    setErrors({});
    try {
      await onAdd(parsed.data);
      setValues(EMPTY);
      setTime(localParts(null, fmt.zone).time);
    } catch (error) {
      if (!applyServerErrors(error, (f, { message }) => setErrors((prev) => ({ ...prev, [field(String(f))]: message ?? '' })))) toastError(error);
    }
  };

  return (
    <chakra.form noValidate onSubmit={submit} aria-label={t('vitals.anesthesia.addReading')}>
      <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(5, 1fr)' }} gap="2">
        <FormField label={t('vitals.anesthesia.time')} error={errors.measured_at ? { message: errors.measured_at } : undefined} required>
          <TimeInput format={fmt.timeFormat} value={time} onChange={setTime} />
        </FormField>
        {FIELDS.map((f) => (
          <FormField key={f} label={`${t(`vitals.chart.series.${f}`)} (${unitOf[f]})`} error={errors[f] ? { message: errors[f] } : undefined}>
            <Input inputMode="decimal" name={f} value={values[f]} onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))} />
          </FormField>
        ))}
      </Grid>
      <HStack mt="2"><Button type="submit" size="sm" colorPalette="brand" loading={saving}>{t('vitals.anesthesia.addReading')}</Button></HStack>
    </chakra.form>
  );
}
