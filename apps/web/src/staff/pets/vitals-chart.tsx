import { Box, Card, HStack, Heading, NativeSelect, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TVital } from '@vetclinic/domain';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { useActiveClinic } from '../auth/use-session';
import { useClinicFormat } from '../clinic/use-clinic';
import { CHART_METRICS, kg, shownTemperature, temperatureSymbol, usePetVitals, useVitalsSettings, type ChartMetric, type TemperatureUnit } from './vitals-chart-data';

const COLORS = ['#2563eb', '#dc2626', '#059669'];

function seriesOf(metric: ChartMetric, unit: TemperatureUnit): { key: string; read: (v: TVital) => number | null }[] {
  switch (metric) {
    case 'weight': return [{ key: 'weight', read: (v) => kg(v.weight_grams) }];
    case 'temperature': return [{ key: 'temperature', read: (v) => shownTemperature(v.temperature_c, unit) }];
    case 'blood_pressure': return [
      { key: 'bp_systolic', read: (v) => v.bp_systolic }, { key: 'bp_diastolic', read: (v) => v.bp_diastolic }, { key: 'bp_mean', read: (v) => v.bp_mean },
    ];
    default: return [{ key: metric, read: (v) => v[metric] }];
  }
}

/**
 * A pet's vitals over time (issue #14): weight by default, or any other vital, from every clinic of the group.
 * Shown only to staff with records rights (the history is medical data).
 */
export function VitalsChart({ petId, initialMetric = 'weight' }: { petId: number; initialMetric?: ChartMetric }) {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const allowed = clinic?.permissions.includes('records.view') ?? false;
  const fmt = useClinicFormat();
  const settings = useVitalsSettings();
  const unit = settings.data?.temperature_unit ?? 'c';
  const list = usePetVitals(petId, allowed);
  const [metric, setMetric] = useState<ChartMetric>(initialMetric);
  const series = seriesOf(metric, unit);
  const points = useMemo(() => (list.data ?? [])
    .map((v) => ({ at: Date.parse(v.measured_at), ...Object.fromEntries(series.map((s) => [s.key, s.read(v)])) }))
    .filter((p) => series.some((s) => (p as Record<string, unknown>)[s.key] !== null)), [list.data, series]);
  if (!allowed) return null;
  const unitLabel = metric === 'weight' ? 'kg' : metric === 'temperature' ? temperatureSymbol(unit) : t(`vitals.units.${metric}`);

  return (
    <Card.Root as="section" aria-labelledby="vitals-chart-title" data-testid="vitals-chart">
      <Card.Header pb="1">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Heading as="h2" size="md" id="vitals-chart-title">{t('vitals.chart.title')}</Heading>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field aria-label={t('vitals.chart.metric')} value={metric} onChange={(e) => setMetric(e.target.value as ChartMetric)}>
              {CHART_METRICS.map((m) => <option key={m} value={m}>{t(`vitals.chart.metrics.${m}`)}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </Card.Header>
      <Card.Body pt="1">
        {list.isPending && <ListSkeleton rows={3} />}
        {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
        {list.data && (points.length === 0 ? <EmptyState title={t('vitals.chart.empty')} /> : (
          <Box>
            <Text fontSize="xs" color="fg.muted" mb="1">{unitLabel} · {t('vitals.chart.points', { count: points.length })}</Text>
            <Box h="220px" w="full" role="img" aria-label={t('vitals.chart.aria', { metric: t(`vitals.chart.metrics.${metric}`), count: points.length })}>
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
                  <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />
                  <XAxis dataKey="at" type="number" scale="time" domain={['dataMin', 'dataMax']} tickFormatter={(ms: number) => fmt.date(new Date(ms))} fontSize={11} minTickGap={24} />
                  <YAxis fontSize={11} domain={['auto', 'auto']} width={56} />
                  <Tooltip labelFormatter={(ms) => fmt.dateTime(new Date(Number(ms)))} formatter={(value, name) => [value, t(`vitals.chart.series.${String(name)}`)]} />
                  {series.length > 1 && <Legend formatter={(name) => t(`vitals.chart.series.${String(name)}`)} />}
                  {series.map((s, i) => <Line key={s.key} type="monotone" dataKey={s.key} stroke={COLORS[i]} strokeWidth={2} dot={{ r: 2 }} connectNulls isAnimationActive={false} />)}
                </LineChart>
              </ResponsiveContainer>
            </Box>
          </Box>
        ))}
      </Card.Body>
    </Card.Root>
  );
}
