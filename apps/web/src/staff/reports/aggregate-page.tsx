import { Box, Heading, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { REPORT_GROUPINGS, REPORT_MEASURES, type TAggregate } from '@vetclinic/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { useAggregate } from './api';
import { ExportButtons } from './export-buttons';
import { countKey, keyLabel, useReportFormat } from './report-format';
import { drilldownHref, PeriodControls, ReportsTabs, usePeriodParams } from './report-period';

type Measure = TAggregate['measure'];
type GroupBy = TAggregate['group_by'];

/** Reports → Aggregate: one measure grouped one way over a period, as bars and a table; each row drills down to its rows. */
export function AggregatePage() {
  const { t } = useTranslation();
  const state = usePeriodParams();
  const { params, period, update } = state;
  const measure: Measure = (REPORT_MEASURES as readonly string[]).includes(params.get('measure') ?? '') ? params.get('measure') as Measure : 'revenue';
  const allowed = REPORT_GROUPINGS[measure];
  const groupBy: GroupBy = allowed.includes(params.get('group_by') as GroupBy) ? params.get('group_by') as GroupBy : allowed[0];
  const query = useAggregate(period, measure, groupBy);
  const f = useReportFormat(query.data?.currency);
  const rows = (query.data?.rows ?? []).map((r) => ({ ...r, name: keyLabel(t, groupBy, r.key, r.label) }));

  return (
    <Stack gap="4">
      <ReportsTabs />
      <Box>
        <Heading as="h1" size="2xl">{t('reports.aggregate.title')}</Heading>
        <Text color="fg.muted" fontSize="sm">{t('reports.aggregate.subtitle')}</Text>
      </Box>
      <PeriodControls state={state}>
        <NativeSelect.Root size="sm" maxW="14rem">
          <NativeSelect.Field aria-label={t('reports.aggregate.measure')} bg="white" value={measure} data-testid="aggregate-measure"
            onChange={(e) => {
              const next = e.target.value as Measure;
              update({ measure: next, group_by: REPORT_GROUPINGS[next].includes(groupBy) ? groupBy : REPORT_GROUPINGS[next][0] });
            }}>
            {REPORT_MEASURES.map((m) => <option key={m} value={m}>{t(`reports.measures.${m}`)}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" maxW="14rem">
          <NativeSelect.Field aria-label={t('reports.aggregate.groupBy')} bg="white" value={groupBy} data-testid="aggregate-group-by"
            onChange={(e) => update({ group_by: e.target.value })}>
            {allowed.map((g) => <option key={g} value={g}>{t(`reports.groupBy.${g}`)}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <ExportButtons report="aggregate" fileName={`${measure}-by-${groupBy}-${period.from}-${period.to}`} query={{
          'filter[date_from]': period.from, 'filter[date_to]': period.to, 'filter[scope]': period.scope, measure, group_by: groupBy,
        }} />
      </PeriodControls>

      {query.isPending && <ListSkeleton rows={6} />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && (rows.length === 0 ? <EmptyState title={t('reports.empty')} /> : (
        <>
          <Box h={`${Math.min(420, Math.max(160, rows.length * 28 + 60))}px`} w="full" bg="white" borderWidth="1px" borderRadius="md" p="2"
            role="img" aria-label={t('reports.aggregate.chartAria', { list: rows.slice(0, 12).map((r) => `${r.name} ${f.figure(measure, r.value)}`).join(', ') })}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis type="number" tick={{ fontSize: 11 }} tickFormatter={(v: number) => f.figure(measure, v)} />
                <YAxis type="category" dataKey="name" tick={{ fontSize: 11 }} width={120} />
                <Tooltip formatter={(v) => f.figure(measure, Number(v))} />
                <Bar dataKey="value" name={t(`reports.measures.${measure}`)} fill="#2c5282" isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </Box>
          <Box overflowX="auto" bg="white" borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" aria-label={t('reports.aggregate.title')} data-testid="aggregate-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t(`reports.groupBy.${groupBy}`)}</Table.ColumnHeader>
                  {measure === 'margin' && <Table.ColumnHeader textAlign="end">{t('reports.margin.revenue')}</Table.ColumnHeader>}
                  {measure === 'margin' && <Table.ColumnHeader textAlign="end">{t('reports.margin.cost')}</Table.ColumnHeader>}
                  <Table.ColumnHeader textAlign="end">{t(`reports.measures.${measure}`)}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t(countKey(measure, groupBy))}</Table.ColumnHeader>
                  {measure === 'rebooking' && <Table.ColumnHeader textAlign="end">{t('reports.kpi.rebookingRate')}</Table.ColumnHeader>}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((r) => (
                  <Table.Row key={r.key}>
                    <Table.Cell>
                      <RouterLink to={drilldownHref(period, measure, { group_by: groupBy, key: r.key, label: r.label ?? undefined })}
                        aria-label={t('reports.aggregate.drillAria', { name: r.name })}>
                        <Text as="span" color="brand.fg" _hover={{ textDecoration: 'underline' }}>{r.name}</Text>
                      </RouterLink>
                    </Table.Cell>
                    {measure === 'margin' && <Table.Cell textAlign="end" whiteSpace="nowrap">{f.money(r.revenue ?? 0)}</Table.Cell>}
                    {measure === 'margin' && <Table.Cell textAlign="end" whiteSpace="nowrap">{f.money(r.cost ?? 0)}</Table.Cell>}
                    <Table.Cell textAlign="end" whiteSpace="nowrap">{f.figure(measure, r.value)}</Table.Cell>
                    <Table.Cell textAlign="end">{f.count(r.count)}</Table.Cell>
                    {measure === 'rebooking' && <Table.Cell textAlign="end">{f.percent(r.value, r.count)}</Table.Cell>}
                  </Table.Row>
                ))}
              </Table.Body>
              <Table.Footer>
                <Table.Row fontWeight="600">
                  <Table.Cell>{t('reports.total')}</Table.Cell>
                  {measure === 'margin' && <Table.Cell textAlign="end" whiteSpace="nowrap">{f.money(rows.reduce((s, r) => s + (r.revenue ?? 0), 0))}</Table.Cell>}
                  {measure === 'margin' && <Table.Cell textAlign="end" whiteSpace="nowrap">{f.money(rows.reduce((s, r) => s + (r.cost ?? 0), 0))}</Table.Cell>}
                  <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="aggregate-total">
                    <RouterLink to={drilldownHref(period, measure, { group_by: groupBy })}><Text as="span" color="brand.fg">{f.figure(measure, query.data.total)}</Text></RouterLink>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{f.count(rows.reduce((s, r) => s + r.count, 0))}</Table.Cell>
                  {measure === 'rebooking' && <Table.Cell textAlign="end">{f.percent(query.data.total, rows.reduce((s, r) => s + r.count, 0))}</Table.Cell>}
                </Table.Row>
              </Table.Footer>
            </Table.Root>
          </Box>
        </>
      ))}
    </Stack>
  );
}
