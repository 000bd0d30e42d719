import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TAggregate, TKpiValues } from '@vetclinic/domain';

const COLORS = ['#2b6c62', '#c05621', '#2c5282', '#805ad5', '#b83280', '#718096', '#2f855a', '#975a16', '#4a5568'];

/** Revenue per day or month of the period, as a line; each point is the summary's figure (after credit notes). */
export function RevenueTrend({ data, money }: { data: TAggregate; money: (m: number) => string }) {
  const { t } = useTranslation();
  const points = data.rows.map((r) => ({ key: r.key, value: r.value }));
  return (
    <Box h="240px" w="full" role="img" aria-label={t('reports.charts.trendAria', { n: points.length, total: money(data.total) })} data-testid="revenue-trend">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="key" tick={{ fontSize: 11 }} />
          <YAxis tick={{ fontSize: 11 }} width={84} tickFormatter={(v: number) => money(v)} />
          <Tooltip formatter={(v) => money(Number(v))} />
          <Line type="linear" dataKey="value" name={t('reports.kpi.revenue')} stroke="#2b6c62" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}

/** Payments received by method, as a donut. */
export function PaymentsDonut({ payments, money }: { payments: TKpiValues['payments']; money: (m: number) => string }) {
  const { t } = useTranslation();
  const data = payments.map((p) => ({ name: t(`sales.methods.${p.method}`), value: p.amount }));
  return (
    <Box h="240px" w="full" role="img" aria-label={t('reports.charts.paymentsAria', { list: data.map((d) => `${d.name} ${money(d.value)}`).join(', ') })}>
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie data={data} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="85%" isAnimationActive={false}>
            {data.map((d, i) => <Cell key={d.name} fill={COLORS[i % COLORS.length]} />)}
          </Pie>
          <Tooltip formatter={(v) => money(Number(v))} />
          <Legend />
        </PieChart>
      </ResponsiveContainer>
    </Box>
  );
}

/** Revenue per vet, as horizontal bars. */
export function VetBars({ vets, money, onPick }: { vets: TKpiValues['revenue_per_vet']; money: (m: number) => string; onPick?: (vetId: number) => void }) {
  const { t } = useTranslation();
  const data = vets.map((v) => ({ id: v.vet_id, name: v.name ?? t('reports.kpi.noVet'), value: v.revenue }));
  return (
    <Box h={`${Math.max(120, data.length * 36 + 40)}px`} w="full" role="img" aria-label={t('reports.charts.vetsAria', { list: data.map((d) => `${d.name} ${money(d.value)}`).join(', ') })}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" tick={{ fontSize: 11 }} tickFormatter={(v: number) => money(v)} />
          <YAxis type="category" dataKey="name" tick={{ fontSize: 11 }} width={110} />
          <Tooltip formatter={(v) => money(Number(v))} />
          <Bar dataKey="value" name={t('reports.kpi.revenue')} fill="#2c5282" isAnimationActive={false}
            cursor={onPick ? 'pointer' : undefined} onClick={onPick ? (d) => onPick(Number((d as { payload?: { id?: number } }).payload?.id)) : undefined} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
