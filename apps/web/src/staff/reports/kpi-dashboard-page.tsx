import { Badge, Box, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatMoney, type TKpiValues } from '@vetclinic/domain';
import { HttpError } from '../../ui/http';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { useActiveClinic } from '../auth/use-session';
import { usePreferences } from '../clinic/use-clinic';
import { useAggregate, useKpiMetrics, type ReportPeriod } from './api';
import { PaymentsDonut, RevenueTrend, VetBars } from './kpi-charts';
import { ExportButtons } from './export-buttons';
import { InvoiceZip } from './invoice-zip';
import { drilldownHref, presetRange, PRESETS, ReportsTabs, type Preset } from './report-period';

/** Reports → Dashboard: a period's KPIs (clinic-local days) against the period just before, with charts. */
export function KpiDashboardPage() {
  const { t } = useTranslation();
  const { me, clinic } = useActiveClinic();
  const today = DateTime.now().setZone(clinic?.timezone ?? 'UTC').startOf('day');
  const [preset, setPreset] = useState<Preset>('this_month');
  const [custom, setCustom] = useState(() => presetRange('this_month', today));
  const [scope, setScope] = useState<ReportPeriod['scope']>('clinic');
  const range = preset === 'custom' ? custom : presetRange(preset, today);
  const period: ReportPeriod = { ...range, scope };
  const days = Math.round(DateTime.fromISO(range.to).diff(DateTime.fromISO(range.from), 'days').days) + 1;
  const kpi = useKpiMetrics(period);
  const trend = useAggregate(period, 'revenue', days > 62 ? 'month' : 'day');
  const prefs = usePreferences();
  const currency = kpi.data?.currency ?? prefs.data?.currency ?? '$';
  const money = (minor: number) => formatMoney(minor, currency, prefs.data?.currency_first ?? 0);
  const manyClinics = (me.data?.clinics.length ?? 0) > 1;

  return (
    <Stack gap="4">
      <ReportsTabs />
      <Box>
        <Heading as="h1" size="2xl">{t('reports.title')}</Heading>
        <Text color="fg.muted" fontSize="sm">{t('reports.subtitle')}</Text>
      </Box>
      <HStack gap="2" wrap="wrap" align="end">
        <NativeSelect.Root size="sm" maxW="12rem">
          <NativeSelect.Field aria-label={t('reports.period')} bg="white" value={preset} onChange={(e) => {
            const next = e.target.value as Preset;
            if (next === 'custom') setCustom(range);
            setPreset(next);
          }}>
            {PRESETS.map((p) => <option key={p} value={p}>{t(`reports.presets.${p}`)}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {preset === 'custom' && (
          <>
            <Input type="date" size="sm" bg="white" maxW="11rem" aria-label={t('reports.from')} value={custom.from} max={custom.to}
              onChange={(e) => e.target.value && setCustom({ ...custom, from: e.target.value })} />
            <Input type="date" size="sm" bg="white" maxW="11rem" aria-label={t('reports.to')} value={custom.to} min={custom.from}
              onChange={(e) => e.target.value && setCustom({ ...custom, to: e.target.value })} />
          </>
        )}
        {manyClinics && (
          <NativeSelect.Root size="sm" maxW="12rem">
            <NativeSelect.Field aria-label={t('reports.scope')} bg="white" value={scope} onChange={(e) => setScope(e.target.value as ReportPeriod['scope'])}>
              <option value="clinic">{t('reports.scopes.clinic')}</option>
              <option value="group">{t('reports.scopes.group')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        <ExportButtons report="kpi-metrics" fileName={`kpi-${range.from}-${range.to}`} query={{ 'filter[date_from]': range.from, 'filter[date_to]': range.to, 'filter[scope]': scope }} />
      </HStack>
      {scope === 'clinic' && <InvoiceZip period={period} />}
      {kpi.data && (
        <Text fontSize="sm" color="fg.muted" data-testid="kpi-compare">
          {t('reports.comparedWith', { from: kpi.data.previous_period.date_from, to: kpi.data.previous_period.date_to })}
        </Text>
      )}

      {kpi.isPending && <ListSkeleton rows={6} />}
      {kpi.isError && (scopeRefusal(kpi.error)
        ? <Text role="alert" color="fg.error" data-testid="kpi-scope-refused">{scopeRefusal(kpi.error)}</Text>
        : <ErrorState error={kpi.error} onRetry={() => void kpi.refetch()} />)}
      {kpi.data && <Dashboard now={kpi.data.current} before={kpi.data.previous} money={money} trend={trend.data} period={period} />}
    </Stack>
  );
}

/** The server's reason a group report cannot be made (clinics of different currencies), already in the user's language. */
function scopeRefusal(err: unknown): string | null {
  return err instanceof HttpError && err.status === 422 ? err.body?.errors?.['filter.scope']?.[0] ?? null : null;
}

function change(now: number, before: number) {
  if (before === 0) return null;
  return Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
}

function Card({ label, value, now, before, previous, testId, href }: { label: string; value: string; now: number; before: number; previous: string; testId: string; href?: string }) {
  const { t } = useTranslation();
  const pct = change(now, before);
  return (
    <Box borderWidth="1px" borderRadius="md" bg="white" p="3" data-testid={testId} _hover={href ? { borderColor: 'brand.solid' } : undefined}>
      <Text fontSize="sm" color="fg.muted">{label}</Text>
      {href
        ? <RouterLink to={href} aria-label={t('reports.drillInto', { name: label, value })} data-testid={`${testId}-drill`}><Text fontSize="xl" fontWeight="600" color="brand.fg" _hover={{ textDecoration: 'underline' }}>{value}</Text></RouterLink>
        : <Text fontSize="xl" fontWeight="600">{value}</Text>}
      <HStack gap="2" fontSize="xs" color="fg.muted" wrap="wrap">
        <Text>{t('reports.previous', { value: previous })}</Text>
        {pct !== null && (
          <Badge colorPalette={pct >= 0 ? 'green' : 'red'} variant="subtle">
            {t(pct >= 0 ? 'reports.up' : 'reports.down', { pct: Math.abs(pct) })}
          </Badge>
        )}
      </HStack>
    </Box>
  );
}

function Dashboard({ now, before, money, trend, period }: { now: TKpiValues; before: TKpiValues; money: (m: number) => string; trend: Parameters<typeof RevenueTrend>[0]['data'] | undefined; period: ReportPeriod }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const drill = (measure: string, extra?: Record<string, string | number>) => drilldownHref(period, measure, extra);
  const pct = (bp: number) => new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(bp / 10_000);
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const cards = [
    { id: 'revenue', label: t('reports.kpi.revenue'), value: money(now.revenue.net), n: now.revenue.net, b: before.revenue.net, prev: money(before.revenue.net), href: drill('revenue') },
    { id: 'invoices', label: t('reports.kpi.invoices'), value: count(now.invoices.count), n: now.invoices.count, b: before.invoices.count, prev: count(before.invoices.count), href: drill('revenue') },
    { id: 'average', label: t('reports.kpi.average'), value: money(now.invoices.average), n: now.invoices.average, b: before.invoices.average, prev: money(before.invoices.average) },
    { id: 'visits', label: t('reports.kpi.visits'), value: count(now.appointments.visits), n: now.appointments.visits, b: before.appointments.visits, prev: count(before.appointments.visits), href: drill('visits') },
    { id: 'new-clients', label: t('reports.kpi.newClients'), value: count(now.new_clients.total), n: now.new_clients.total, b: before.new_clients.total, prev: count(before.new_clients.total) },
    { id: 'no-show', label: t('reports.kpi.noShowRate'), value: pct(now.appointments.no_show_rate_bp), n: now.appointments.no_show_rate_bp, b: before.appointments.no_show_rate_bp, prev: pct(before.appointments.no_show_rate_bp), href: drill('appointments', { group_by: 'status', key: 9 }) },
    { id: 'cancellation', label: t('reports.kpi.cancellationRate'), value: pct(now.appointments.cancellation_rate_bp), n: now.appointments.cancellation_rate_bp, b: before.appointments.cancellation_rate_bp, prev: pct(before.appointments.cancellation_rate_bp) },
    { id: 'online', label: t('reports.kpi.onlineShare'), value: pct(now.appointments.online_share_bp), n: now.appointments.online_share_bp, b: before.appointments.online_share_bp, prev: pct(before.appointments.online_share_bp), href: drill('appointments', { group_by: 'source', key: 'online' }) },
    { id: 'stock-value', label: t('reports.kpi.stockValue'), value: money(now.stock.value_at_end), n: now.stock.value_at_end, b: before.stock.value_at_end, prev: money(before.stock.value_at_end) },
    { id: 'write-offs', label: t('reports.kpi.writeOffs'), value: money(now.stock.write_offs), n: now.stock.write_offs, b: before.stock.write_offs, prev: money(before.stock.write_offs), href: drill('write_offs') },
    { id: 'rebooking', label: t('reports.kpi.rebookingRate'), value: pct(now.rebooking.rate_bp), n: now.rebooking.rate_bp, b: before.rebooking.rate_bp, prev: pct(before.rebooking.rate_bp), href: drill('rebooking') },
    { id: 'margin', label: t('reports.kpi.margin'), value: `${money(now.margin.margin)} · ${pct(now.margin.margin_bp)}`, n: now.margin.margin, b: before.margin.margin, prev: `${money(before.margin.margin)} · ${pct(before.margin.margin_bp)}`, href: drill('margin') },
    { id: 'deposits', label: t('reports.kpi.deposits'), value: money(now.deposits.collected), n: now.deposits.collected, b: before.deposits.collected, prev: money(before.deposits.collected) },
  ];
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="3">
        {cards.map((c) => <Card key={c.id} testId={`kpi-${c.id}`} label={c.label} value={c.value} now={c.n} before={c.b} previous={c.prev} href={'href' in c ? c.href : undefined} />)}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <Section id="reports-trend" title={t('reports.sections.trend')}>
          {trend && trend.rows.length > 0 ? <RevenueTrend data={trend} money={money} /> : <EmptyState title={t('reports.empty')} />}
        </Section>
        <Section id="reports-payments" title={t('reports.sections.payments')}>
          {now.payments.length > 0 ? <PaymentsDonut payments={now.payments} money={money} /> : <EmptyState title={t('reports.empty')} />}
        </Section>
        <Section id="reports-vets" title={t('reports.sections.vets')}>
          {now.revenue_per_vet.length > 0 ? <VetBars vets={now.revenue_per_vet} money={money} onPick={(vetId) => void navigate(drill('revenue', { group_by: 'vet', key: vetId }))} /> : <EmptyState title={t('reports.empty')} />}
        </Section>
        <Section id="reports-sources" title={t('reports.sections.sources')}>
          {now.new_clients.by_source.length === 0 ? <EmptyState title={t('reports.empty')} /> : (
            <Table.Root size="sm" aria-labelledby="reports-sources">
              <Table.Body>
                {now.new_clients.by_source.map((s) => (
                  <Table.Row key={s.source ?? '-'}>
                    <Table.Cell>{s.source ? t(`clients.leadSource.${s.source}`) : t('reports.noSource')}</Table.Cell>
                    <Table.Cell textAlign="end">{count(s.count)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Section>
        <TopTable id="reports-services" title={t('reports.sections.topServices')} rows={now.top_services} money={money} />
        <TopTable id="reports-products" title={t('reports.sections.topProducts')} rows={now.top_products} money={money} />
      </SimpleGrid>
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="md" bg="white" p="3" minW="0">
      <Heading as="h2" size="md" mb="2" id={id}>{title}</Heading>
      {children}
    </Box>
  );
}

function TopTable({ id, title, rows, money }: { id: string; title: string; rows: TKpiValues['top_services']; money: (m: number) => string }) {
  const { t } = useTranslation();
  return (
    <Section id={id} title={title}>
      {rows.length === 0 ? <EmptyState title={t('reports.empty')} /> : (
        <Table.Root size="sm" aria-labelledby={id}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('reports.item')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('reports.quantity')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('reports.total')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.id}>
                <Table.Cell>{r.name}</Table.Cell>
                <Table.Cell textAlign="end">{r.quantity}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">{money(r.total)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Section>
  );
}
