import { Box, Card, HStack, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLabResult } from '@vetclinic/domain';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { useClinicFormat } from '../clinic/use-clinic';
import { useAnalyteSeries, useLabPermissions, usePetAnalytes } from './api';
import { LabFlag } from './lab-flag';

const W = 640;
const H = 220;
const PAD = { top: 12, right: 16, bottom: 28, left: 48 };

/** Nice round ticks between lo and hi. */
function ticks(lo: number, hi: number, n = 4): number[] {
  const span = hi - lo || Math.abs(hi) || 1;
  const step0 = span / n;
  const mag = 10 ** Math.floor(Math.log10(step0));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= step0) ?? step0;
  const out: number[] = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + step / 1e6; v += step) out.push(Number(v.toPrecision(12)));
  return out;
}

/**
 * One analyte over time as an SVG line: the reference band (latest range sent) shaded behind, points coloured
 * when flagged. Results that are not numbers (e.g. "<0.5", "NEG") are listed under the chart instead.
 */
export function AnalyteChart({ results, label }: { results: TLabResult[]; label: string }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const points = results.filter((r) => r.numeric_value !== null).map((r) => ({ r, x: Date.parse(r.observed_at), y: r.numeric_value! }));
  const ref = [...results].reverse().find((r) => r.ref_low !== null || r.ref_high !== null);
  if (points.length === 0) return <Text fontSize="sm" color="fg.muted">{t('labs.chart.noNumbers')}</Text>;
  const ys = points.map((p) => p.y).concat(ref?.ref_low ?? [], ref?.ref_high ?? []);
  let [yMin, yMax] = [Math.min(...ys), Math.max(...ys)];
  const padY = (yMax - yMin || Math.abs(yMax) || 1) * 0.1;
  yMin -= padY; yMax += padY;
  const xs = points.map((p) => p.x);
  const [xMin, xMax] = [Math.min(...xs), Math.max(...xs)];
  const sx = (x: number) => PAD.left + (xMax === xMin ? (W - PAD.left - PAD.right) / 2 : ((x - xMin) / (xMax - xMin)) * (W - PAD.left - PAD.right));
  const sy = (y: number) => PAD.top + (1 - (y - yMin) / (yMax - yMin)) * (H - PAD.top - PAD.bottom);
  const bandTop = sy(Math.min(ref?.ref_high ?? yMax, yMax));
  const bandBottom = sy(Math.max(ref?.ref_low ?? yMin, yMin));
  const path = points.map((p, i) => `${i ? 'L' : 'M'}${sx(p.x).toFixed(1)},${sy(p.y).toFixed(1)}`).join(' ');
  return (
    <Box overflowX="auto">
      <svg role="img" aria-label={label} viewBox={`0 0 ${W} ${H}`} width="100%" style={{ minWidth: 300, maxHeight: 260 }} data-testid="lab-chart">
        <title>{label}</title>
        {ref && <rect data-testid="lab-chart-band" x={PAD.left} width={W - PAD.left - PAD.right} y={bandTop} height={Math.max(0, bandBottom - bandTop)} fill="#16a34a" opacity={0.12} />}
        {ticks(yMin, yMax).map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={sy(v)} y2={sy(v)} stroke="currentColor" opacity={0.12} />
            <text x={PAD.left - 6} y={sy(v) + 4} textAnchor="end" fontSize="11" fill="currentColor">{v}</text>
          </g>
        ))}
        <text x={PAD.left} y={H - 8} fontSize="11" fill="currentColor">{fmt.date(new Date(xMin))}</text>
        {xMax !== xMin && <text x={W - PAD.right} y={H - 8} fontSize="11" textAnchor="end" fill="currentColor">{fmt.date(new Date(xMax))}</text>}
        <path d={path} fill="none" stroke="#2563eb" strokeWidth={2} />
        {points.map((p) => (
          <circle key={p.r.id} cx={sx(p.x)} cy={sy(p.y)} r={4} fill={p.r.abnormal_flag ? '#dc2626' : '#2563eb'}>
            <title>{`${fmt.dateTime(p.r.observed_at)}: ${p.r.value} ${p.r.units ?? ''}${p.r.abnormal_flag ? ` (${p.r.abnormal_flag})` : ''}`}</title>
          </circle>
        ))}
      </svg>
    </Box>
  );
}

/** The pet's lab results over time: pick an analyte, see its line against the reference band and the values. */
export function PetLabResultsCard({ petId }: { petId: number }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const { canView } = useLabPermissions();
  const analytes = usePetAnalytes(petId, canView);
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => { if (!code && analytes.data?.length) setCode(analytes.data[0].analyte_code); }, [analytes.data, code]);
  const series = useAnalyteSeries(petId, code);
  const current = analytes.data?.find((a) => a.analyte_code === code);
  const latest = useMemo(() => [...(series.data ?? [])].reverse().slice(0, 5), [series.data]);
  if (!canView) return null;
  if (analytes.data && analytes.data.length === 0) return null;
  return (
    <Card.Root as="section" aria-labelledby="lab-chart-title" data-testid="lab-results-card">
      <Card.Header pb="1">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id="lab-chart-title">{t('labs.chart.title')}</Heading>
          {analytes.data && (
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field aria-label={t('labs.chart.analyte')} value={code ?? ''} onChange={(e) => setCode(e.target.value)}>
                {analytes.data.map((a) => <option key={a.analyte_code} value={a.analyte_code}>{a.analyte_name}{a.units ? ` (${a.units})` : ''}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </HStack>
      </Card.Header>
      <Card.Body pt="1">
        {(analytes.isPending || series.isPending) && <ListSkeleton rows={3} />}
        {analytes.isError && <ErrorState error={analytes.error} onRetry={() => void analytes.refetch()} />}
        {series.isError && <ErrorState error={series.error} onRetry={() => void series.refetch()} />}
        {series.data && (series.data.length === 0 ? <EmptyState title={t('labs.chart.empty')} /> : (
          <Stack gap="3">
            <AnalyteChart results={series.data} label={t('labs.chart.label', { analyte: current?.analyte_name ?? code ?? '' })} />
            <Stack gap="1" fontSize="sm">
              {latest.map((r) => (
                <HStack key={r.id} gap="2" wrap="wrap">
                  <Text color="fg.muted" minW="9rem">{fmt.dateTime(r.observed_at)}</Text>
                  <Text fontWeight={r.abnormal_flag ? 'bold' : undefined}>{r.value} {r.units}</Text>
                  {r.reference_range && <Text color="fg.muted">({r.reference_range})</Text>}
                  <LabFlag flag={r.abnormal_flag} />
                </HStack>
              ))}
            </Stack>
          </Stack>
        ))}
      </Card.Body>
    </Card.Root>
  );
}
