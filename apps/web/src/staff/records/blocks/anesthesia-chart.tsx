import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TAnesthesiaMeasurement } from '@vetclinic/domain';
import { shownTemperature, type TemperatureUnit } from '../../pets/vitals-chart-data';

const SERIES = [
  { key: 'heart_rate', color: '#dc2626' },
  { key: 'respiratory_rate', color: '#2563eb' },
  { key: 'spo2', color: '#059669' },
  { key: 'etco2', color: '#7c3aed' },
  { key: 'bp_systolic', color: '#ea580c' },
  { key: 'bp_diastolic', color: '#f59e0b' },
  { key: 'bp_mean', color: '#92400e' },
  { key: 'temperature', color: '#0891b2' },
] as const;

/** The session's readings over time, one line per measure; re-renders as readings are added (live chart). */
export function AnesthesiaChart({ measurements, unit, time }: { measurements: TAnesthesiaMeasurement[]; unit: TemperatureUnit; time: (iso: string) => string }) {
  const { t } = useTranslation();
  const points = measurements.map((m) => ({ ...m, at: Date.parse(m.measured_at), temperature: shownTemperature(m.temperature_c, unit) }));
  return (
    <Box h="260px" w="full" role="img" aria-label={t('vitals.anesthesia.chartAria', { count: measurements.length })} data-testid="anesthesia-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />
          <XAxis dataKey="at" type="number" scale="time" domain={['dataMin', 'dataMax']} tickFormatter={(ms: number) => time(new Date(ms).toISOString())} fontSize={11} />
          <YAxis fontSize={11} width={48} />
          <Tooltip labelFormatter={(ms) => time(new Date(Number(ms)).toISOString())} formatter={(value, name) => [value, t(`vitals.chart.series.${String(name)}`)]} />
          <Legend formatter={(name) => t(`vitals.chart.series.${String(name)}`)} wrapperStyle={{ fontSize: 11 }} />
          {SERIES.map((s) => <Line key={s.key} type="monotone" dataKey={s.key} stroke={s.color} strokeWidth={2} dot={{ r: 2 }} connectNulls isAnimationActive={false} />)}
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}
