import { Box, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { REPORT_GROUP_BYS, REPORT_MEASURES, type TAggregate, type TDrilldownRow } from '@vetclinic/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PaginationBar } from '../../ui/pagination-bar';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { DateTime } from 'luxon';
import { useActiveClinic } from '../auth/use-session';
import { useDrilldown } from './api';
import { ExportButtons } from './export-buttons';
import { countKey, keyLabel, useReportFormat } from './report-format';
import { PeriodControls, ReportsTabs, usePeriodParams } from './report-period';

/**
 * Reports → the rows behind a figure: the invoices and credit notes of a revenue figure, the lines of an item's,
 * the appointments of a count, the payments of a method — a page at a time, with totals equal to the figure.
 */
export function DrilldownPage() {
  const { t } = useTranslation();
  const state = usePeriodParams();
  const { params, period, update } = state;
  const measure = (REPORT_MEASURES as readonly string[]).includes(params.get('measure') ?? '') ? params.get('measure') as TAggregate['measure'] : 'revenue';
  const groupBy = (REPORT_GROUP_BYS as readonly string[]).includes(params.get('group_by') ?? '') ? params.get('group_by') as TAggregate['group_by'] : undefined;
  const key = groupBy ? params.get('key') ?? undefined : undefined;
  const vetParam = params.get('vet_id');
  const vetId = vetParam && /^\d+$/.test(vetParam) ? Number(vetParam) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useDrilldown({ ...period, measure, groupBy, key, vetId, page });
  const f = useReportFormat(query.data?.currency);
  const withQty = !!query.data?.data.some((r) => r.quantity !== null);
  const withAmount = measure !== 'visits' && measure !== 'appointments' && measure !== 'rebooking';
  const zone = useActiveClinic().clinic?.timezone ?? 'UTC';
  const what = [t(`reports.measures.${measure}`), groupBy && key !== undefined ? `${t(`reports.groupBy.${groupBy}`)}: ${keyLabel(t, groupBy, key, params.get('label'))}` : null]
    .filter(Boolean).join(' · ');

  return (
    <Stack gap="4">
      <ReportsTabs />
      <Box>
        <Heading as="h1" size="2xl">{t('reports.drilldown.title')}</Heading>
        <Text color="fg.muted" fontSize="sm" data-testid="drilldown-what">{what}</Text>
      </Box>
      <PeriodControls state={state}>
        <ExportButtons report="drilldown" fileName={`rows-${measure}-${period.from}-${period.to}`} query={{
          'filter[date_from]': period.from, 'filter[date_to]': period.to, 'filter[scope]': period.scope, 'filter[vet_id]': vetId, measure, group_by: groupBy, key,
        }} />
      </PeriodControls>
      {query.isPending && <ListSkeleton rows={6} />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && (
        <>
          <SimpleGrid columns={{ base: 2, md: 3 }} gap="3" data-testid="drilldown-totals">
            <Total label={t('reports.drilldown.figure')} value={f.figure(measure, query.data.totals.value)} testId="drilldown-value" />
            <Total label={t(countKey(measure, groupBy))} value={f.count(query.data.totals.count)} testId="drilldown-count" />
            <Total label={t('reports.drilldown.rows')} value={f.count(query.data.totals.rows)} testId="drilldown-rows" />
          </SimpleGrid>
          {query.data.data.length === 0 ? <EmptyState title={t('reports.empty')} /> : (
            <Box overflowX="auto" bg="white" borderWidth="1px" borderRadius="md">
              <Table.Root size="sm" aria-label={t('reports.drilldown.title')} data-testid="drilldown-table">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('reports.drilldown.when')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('reports.drilldown.what')}</Table.ColumnHeader>
                    <Table.ColumnHeader hideBelow="sm">{t('reports.drilldown.client')}</Table.ColumnHeader>
                    <Table.ColumnHeader hideBelow="md">{t('reports.drilldown.vet')}</Table.ColumnHeader>
                    {withQty && <Table.ColumnHeader textAlign="end" hideBelow="md">{t('reports.quantity')}</Table.ColumnHeader>}
                    {measure === 'margin' && <Table.ColumnHeader textAlign="end">{t('reports.margin.cost')}</Table.ColumnHeader>}
                    {withAmount && <Table.ColumnHeader textAlign="end">{t(measure === 'margin' ? 'reports.measures.margin' : 'reports.drilldown.amount')}</Table.ColumnHeader>}
                    {measure === 'rebooking' && <Table.ColumnHeader>{t('reports.rebooking.rebooked')}</Table.ColumnHeader>}
                    {measure === 'rebooking' && <Table.ColumnHeader>{t('reports.rebooking.next')}</Table.ColumnHeader>}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {query.data.data.map((r) => (
                    <Table.Row key={`${r.kind}-${r.id}`}>
                      <Table.Cell whiteSpace="nowrap">{r.local_at.replace('T', ' ')}</Table.Cell>
                      <Table.Cell><RowWhat row={r} /></Table.Cell>
                      <Table.Cell hideBelow="sm">{r.client_id ? <RouterLink to={`/clients/${r.client_id}`}><Text as="span" color="brand.fg">{r.client_name ?? '—'}</Text></RouterLink> : '—'}</Table.Cell>
                      <Table.Cell hideBelow="md">{r.vet_name ?? t('reports.kpi.noVet')}</Table.Cell>
                      {withQty && <Table.Cell textAlign="end" hideBelow="md">{r.quantity ?? ''}</Table.Cell>}
                      {measure === 'margin' && <Table.Cell textAlign="end" whiteSpace="nowrap">{r.cost != null ? f.money(r.cost) : ''}</Table.Cell>}
                      {withAmount && <Table.Cell textAlign="end" whiteSpace="nowrap">{r.amount !== null ? f.money(r.amount) : ''}</Table.Cell>}
                      {measure === 'rebooking' && <Table.Cell data-testid="drilldown-rebooked">{t(r.rebooked ? 'reports.rebooking.yes' : 'reports.rebooking.no')}</Table.Cell>}
                      {measure === 'rebooking' && <Table.Cell whiteSpace="nowrap">{r.next_at ? DateTime.fromISO(r.next_at).setZone(zone).toFormat('yyyy-MM-dd HH:mm') : '—'}</Table.Cell>}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
          <PaginationBar meta={query.data.meta} onPage={(p) => update({ page: String(p) })} />
        </>
      )}
    </Stack>
  );
}

function Total({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" bg="white" p="3" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted">{label}</Text>
      <Text fontSize="xl" fontWeight="600">{value}</Text>
    </Box>
  );
}

/** The invoice or credit note (with a link to its invoice), the line's item, the appointment's status or the payment's method. */
function RowWhat({ row }: { row: TDrilldownRow }) {
  const { t } = useTranslation();
  const doc = row.kind === 'credit_note' || row.kind === 'credit_line'
    ? t('reports.drilldown.creditNote', { number: row.number ?? '—' })
    : t('reports.drilldown.invoice', { number: row.number ?? '—' });
  switch (row.kind) {
    case 'appointment':
      return <HStack gap="2" wrap="wrap"><Text as="span">{t(`appointmentStatus.${row.status}`)}</Text><Text as="span" color="fg.muted" fontSize="xs">{t(`reports.sources.${row.label}`, { defaultValue: row.label ?? '' })}</Text></HStack>;
    case 'payment':
      return <HStack gap="2" wrap="wrap"><Text as="span">{t(`sales.methods.${row.method}`)}</Text>{row.sale_id && <SaleLink id={row.sale_id} text={doc} />}</HStack>;
    case 'visit':
      return <HStack gap="2" wrap="wrap"><Text as="span">{row.label ?? '—'}</Text><Text as="span" color="fg.muted" fontSize="xs">{t(`appointmentStatus.${row.status}`)}</Text></HStack>;
    case 'write_off':
      return <Text as="span">{t('reports.drilldown.writeOff', { name: row.label ?? '' })}</Text>;
    case 'line': case 'credit_line':
      return <HStack gap="2" wrap="wrap"><Text as="span">{row.label}</Text>{row.sale_id && <SaleLink id={row.sale_id} text={doc} />}</HStack>;
    default:
      return row.sale_id ? <SaleLink id={row.sale_id} text={doc} /> : <Text as="span">{doc}</Text>;
  }
}

function SaleLink({ id, text }: { id: number; text: string }) {
  return <RouterLink to={`/sales/${id}`}><Text as="span" color="brand.fg" fontSize="sm">{text}</Text></RouterLink>;
}
