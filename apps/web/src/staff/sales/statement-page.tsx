import { Box, Button, chakra, Flex, Heading, HStack, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatMoney, type TStatementMovement } from '@vetclinic/domain';
import { toastError } from '../../ui/errors';
import { HttpError } from '../../ui/http';
import { PaginationBar } from '../../ui/pagination-bar';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useClinicFormat } from '../clinic/use-clinic';
import { downloadFile } from '../purchasing/api';
import { useCanSell } from './api';
import { useMailStatement, useStatement } from './account-api';

/** The text of a statement line: what it is and, for a payment, by which method. */
export function movementLabel(t: (k: string, o?: Record<string, unknown>) => string, m: TStatementMovement): string {
  return t(`sales.statement.kinds.${m.kind}`, { number: m.sale_number ?? '', method: m.method ? t(`sales.methods.${m.method}`) : '' });
}

/** /clients/:clientId/account: balance due and credit, the movements of a period with the running balance, print and mail. */
export function StatementPage() {
  const { t } = useTranslation();
  const clientId = Number(useParams().clientId);
  const fmt = useClinicFormat();
  const canSell = useCanSell();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = `${from}|${to}`;
  const page = paging.key === key ? paging.page : 1;
  const st = useStatement(clientId, from, to, page);
  const mail = useMailStatement(clientId);
  const badRange = !!from && !!to && from > to;
  const d = st.data?.data;
  const money = (minor: number) => (d ? formatMoney(minor, d.currency, d.currency_first) : '');
  const query = new URLSearchParams({ ...(from ? { from } : {}), ...(to ? { to } : {}) }).toString();

  if (st.isError && st.error instanceof HttpError && st.error.status === 404) {
    return <EmptyState title={t('clients.profile.notFound')}><RouterLink to="/clients">{t('clients.profile.back')}</RouterLink></EmptyState>;
  }
  return (
    <Stack gap="4">
      <Text fontSize="sm"><RouterLink to={`/clients/${clientId}`}>← {d ? d.client_name : t('sales.statement.backToClient')}</RouterLink></Text>
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">{t('sales.statement.title')}</Heading>
          {d && <Text color="fg.muted" fontSize="sm">{d.client_name}</Text>}
        </Box>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" disabled={badRange}
            onClick={() => void downloadFile(`/pet-parents/${clientId}/statement/pdf${query ? `?${query}` : ''}`, `statement-${clientId}.pdf`).catch(toastError)}>
            {t('sales.statement.pdf')}
          </Button>
          {canSell && (
            <Button size="sm" variant="outline" loading={mail.isPending} disabled={badRange} onClick={() => mail.mutate({ from, to }, {
              onSuccess: (r) => toaster.create({ type: 'success', title: t('sales.statement.mailed', { to: r.to }), closable: true }),
              onError: (err) => toastError(err),
            })}>{t('sales.statement.send')}</Button>
          )}
        </HStack>
      </Flex>

      {d && (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <Figure label={t('sales.statement.balanceDue')} value={money(d.balance_due)} testId="balance-due" />
          <Figure label={t('sales.statement.credit')} value={money(d.credit)} testId="credit" />
          <Figure label={t('sales.statement.opening')} value={money(d.opening_balance)} />
          <Figure label={t('sales.statement.closing')} value={money(d.closing_balance)} testId="closing-figure" />
        </SimpleGrid>
      )}

      <Flex role="group" aria-label={t('sales.statement.period')} gap="2" wrap="wrap" align="end">
        <Box>
          <chakra.label htmlFor="statement-from" fontSize="sm" display="block">{t('sales.statement.from')}</chakra.label>
          <Input id="statement-from" type="date" size="sm" bg="white" maxW="11rem" value={from} onChange={(e) => setFrom(e.target.value)} />
        </Box>
        <Box>
          <chakra.label htmlFor="statement-to" fontSize="sm" display="block">{t('sales.statement.to')}</chakra.label>
          <Input id="statement-to" type="date" size="sm" bg="white" maxW="11rem" value={to} onChange={(e) => setTo(e.target.value)} aria-invalid={badRange || undefined} />
        </Box>
        {(from || to) && <Button size="sm" variant="ghost" onClick={() => { setFrom(''); setTo(''); }}>{t('sales.statement.allTime')}</Button>}
      </Flex>
      {badRange && <Text role="alert" color="red.700" fontSize="sm">{t('sales.statement.badRange')}</Text>}

      {st.isPending && !badRange && <ListSkeleton rows={6} />}
      {st.isError && <ErrorState error={st.error} onRetry={() => void st.refetch()} />}
      {d && (d.movements.length === 0 ? <EmptyState title={t('sales.statement.empty')} /> : (
        <Box>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white" tabIndex={0} role="region" aria-label={t('sales.statement.movements')}>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('sales.statement.date')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('sales.statement.description')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('sales.statement.debit')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('sales.statement.creditCol')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('sales.statement.balance')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {page === 1 && (
                  <Table.Row color="fg.muted">
                    <Table.Cell />
                    <Table.Cell>{t('sales.statement.opening')}</Table.Cell>
                    <Table.Cell /><Table.Cell />
                    <Table.Cell textAlign="end" whiteSpace="nowrap">{money(d.opening_balance)}</Table.Cell>
                  </Table.Row>
                )}
                {d.movements.map((m) => (
                  <Table.Row key={`${m.kind}-${m.id}`}>
                    <Table.Cell whiteSpace="nowrap">{fmt.date(m.at)}</Table.Cell>
                    <Table.Cell>
                      {m.sale_id ? <RouterLink to={`/sales/${m.sale_id}`}><Text as="span" color="teal.700" textDecoration="underline">{movementLabel(t, m)}</Text></RouterLink> : movementLabel(t, m)}
                      {m.credit_delta !== null && (
                        <Text as="span" fontSize="xs" color="fg.muted" ms="2">
                          {t('sales.statement.creditChange', { delta: `${m.credit_delta > 0 ? '+' : ''}${money(m.credit_delta)}`, after: money(m.credit_after ?? 0) })}
                        </Text>
                      )}
                      {m.reference && <Text as="span" fontSize="xs" color="fg.muted" ms="2">{m.reference}</Text>}
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">{m.debit ? money(m.debit) : ''}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">{m.credit ? money(m.credit) : ''}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="500">{money(m.balance)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
              <Table.Footer>
                <Table.Row fontWeight="600">
                  <Table.Cell />
                  <Table.Cell>{t('sales.statement.closing')}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">{money(d.debits)}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">{money(d.credits)}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="closing-balance">{money(d.closing_balance)}</Table.Cell>
                </Table.Row>
              </Table.Footer>
            </Table.Root>
          </Table.ScrollArea>
          <PaginationBar meta={st.data!.meta} onPage={(p) => setPaging({ key, page: p })} />
        </Box>
      ))}
    </Stack>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" bg="white" px="3" py="2">
      <Text fontSize="xs" color="fg.muted">{label}</Text>
      <Text fontSize="lg" fontWeight="600" data-testid={testId}>{value}</Text>
    </Box>
  );
}
