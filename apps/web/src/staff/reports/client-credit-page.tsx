import { Box, Heading, HStack, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PaginationBar } from '../../ui/pagination-bar';
import { useSettingsListSearch } from '../../ui/settings-list-page';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { useClientCredit } from './api';
import { ExportButtons } from './export-buttons';
import { useReportFormat } from './report-format';
import { ReportsTabs } from './report-period';

const BUCKETS = ['d0_30', 'd31_60', 'd61_90', 'd90_plus'] as const;

/** Reports → Client credit: who owes the clinic and who holds credit, with what is owed by age (clinic-local days since issue). */
export function ClientCreditPage() {
  const { t } = useTranslation();
  const search = useSettingsListSearch();
  const query = useClientCredit(search.search, search.page);
  const f = useReportFormat(query.data?.currency);

  return (
    <Stack gap="4">
      <ReportsTabs />
      <Box>
        <Heading as="h1" size="2xl">{t('reports.credit.title')}</Heading>
        <Text color="fg.muted" fontSize="sm">{t('reports.credit.subtitle')}</Text>
      </Box>
      <HStack gap="2" wrap="wrap" justify="space-between">
        <Input type="search" size="sm" bg="white" maxW="20rem" placeholder={t('reports.credit.search')} aria-label={t('reports.credit.search')}
          value={search.input} onChange={(e) => search.setInput(e.target.value)} />
        <ExportButtons report="client-credit" fileName="client-credit" query={{ 'filter[search]': search.search || undefined }} />
      </HStack>
      {query.isPending && <ListSkeleton rows={6} />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && (
        <>
          <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3" data-testid="credit-totals">
            <Figure label={t('reports.credit.balanceDue')} value={f.money(query.data.totals.balance_due)} />
            <Figure label={t('reports.credit.credit')} value={f.money(query.data.totals.credit)} />
            {BUCKETS.map((b) => <Figure key={b} label={t(`reports.credit.buckets.${b}`)} value={f.money(query.data.totals.ageing[b])} />)}
          </SimpleGrid>
          {query.data.data.length === 0 ? <EmptyState title={t(search.search ? 'reports.credit.noMatch' : 'reports.credit.empty')} /> : (
            <Box overflowX="auto" bg="white" borderWidth="1px" borderRadius="md">
              <Table.Root size="sm" aria-label={t('reports.credit.title')} data-testid="credit-table">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('reports.drilldown.client')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('reports.credit.balanceDue')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('reports.credit.credit')}</Table.ColumnHeader>
                    {BUCKETS.map((b) => <Table.ColumnHeader key={b} textAlign="end" hideBelow="md">{t(`reports.credit.buckets.${b}`)}</Table.ColumnHeader>)}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {query.data.data.map((r) => (
                    <Table.Row key={r.client_id}>
                      <Table.Cell><RouterLink to={`/clients/${r.client_id}`}><Text as="span" color="brand.fg">{r.name}</Text></RouterLink></Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">{f.money(r.balance_due)}</Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">{f.money(r.credit)}</Table.Cell>
                      {BUCKETS.map((b) => <Table.Cell key={b} textAlign="end" whiteSpace="nowrap" hideBelow="md">{f.money(r.ageing[b])}</Table.Cell>)}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
          <PaginationBar meta={query.data.meta} onPage={search.setPage} />
        </>
      )}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" bg="white" p="3">
      <Text fontSize="sm" color="fg.muted">{label}</Text>
      <Text fontSize="lg" fontWeight="600">{value}</Text>
    </Box>
  );
}
