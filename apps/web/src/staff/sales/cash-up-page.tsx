import { Badge, Box, Button, DataList, Field, Flex, Heading, HStack, IconButton, Input, SimpleGrid, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDigits, formatMoney, type TCashUp, type TCashUpDay } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { PaginationBar } from '../../ui/pagination-bar';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useActiveClinic } from '../auth/use-session';
import { useClinicFormat, usePreferences } from '../clinic/use-clinic';
import { useCashUpDay, useCashUps, useCloseCashUp } from './account-api';
import { useCanSell } from './api';
import { cashDifference, parseMoneyInput } from './money-input';

const shiftDay = (day: string, by: number) => DateTime.fromISO(day).plus({ days: by }).toISODate() ?? day;

/** Sales → Cash-up: a clinic-local day's takings per method, the counted cash against the expected, and closing the day once. */
export function CashUpPage() {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const today = DateTime.now().setZone(clinic?.timezone ?? 'UTC').toISODate()!;
  const [day, setDay] = useState(today);
  const [listPage, setListPage] = useState(1);
  const cashUp = useCashUpDay(day);
  const list = useCashUps(listPage);
  const prefs = usePreferences();
  const currency = prefs.data?.currency ?? '$';
  const money = (minor: number) => formatMoney(minor, currency, prefs.data?.currency_first ?? 0);

  return (
    <Stack gap="4">
      <Box>
        <Heading as="h1" size="2xl">{t('sales.cashUp.title')}</Heading>
        <Text color="fg.muted" fontSize="sm">{t('sales.cashUp.subtitle')}</Text>
      </Box>
      <HStack gap="2" wrap="wrap">
        <IconButton size="sm" variant="outline" aria-label={t('sales.cashUp.previousDay')} onClick={() => setDay(shiftDay(day, -1))}>‹</IconButton>
        <Input type="date" size="sm" bg="white" maxW="11rem" aria-label={t('sales.cashUp.day')} value={day} max={today}
          onChange={(e) => e.target.value && setDay(e.target.value)} />
        <IconButton size="sm" variant="outline" aria-label={t('sales.cashUp.nextDay')} disabled={day >= today} onClick={() => setDay(shiftDay(day, 1))}>›</IconButton>
        {day !== today && <Button size="sm" variant="ghost" onClick={() => setDay(today)}>{t('sales.cashUp.today')}</Button>}
      </HStack>

      {cashUp.isPending && <ListSkeleton rows={5} />}
      {cashUp.isError && <ErrorState error={cashUp.error} onRetry={() => void cashUp.refetch()} />}
      {cashUp.data && (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
          <DayTotals data={cashUp.data} money={money} />
          {cashUp.data.closed
            ? <ClosedDay c={cashUp.data.closed} money={money} />
            : <CloseForm key={day} data={cashUp.data} currency={currency} money={money} />}
        </SimpleGrid>
      )}

      <Box as="section" aria-labelledby="cash-ups-heading">
        <Heading as="h2" size="md" mb="2" id="cash-ups-heading">{t('sales.cashUp.previous')}</Heading>
        {list.isPending && <ListSkeleton rows={3} />}
        {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
        {list.data && (list.data.data.length === 0 ? <EmptyState title={t('sales.cashUp.noneClosed')} /> : (
          <>
            <PreviousTable rows={list.data.data} money={money} onOpen={setDay} />
            <PaginationBar meta={list.data.meta} onPage={setListPage} />
          </>
        ))}
      </Box>
    </Stack>
  );
}

function DayTotals({ data, money }: { data: TCashUpDay; money: (m: number) => string }) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="cash-up-methods" borderWidth="1px" borderRadius="md" bg="white" p="3">
      <Heading as="h2" size="md" mb="2" id="cash-up-methods">{t('sales.cashUp.byMethod')}</Heading>
      {data.methods.length === 0 ? <EmptyState title={t('sales.cashUp.noPayments')} /> : (
        <Table.Root size="sm" aria-labelledby="cash-up-methods">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('sales.cashUp.method')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('sales.cashUp.count')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('sales.cashUp.total')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.methods.map((m) => (
              <Table.Row key={m.method}>
                <Table.Cell>{t(`sales.methods.${m.method}`)}</Table.Cell>
                <Table.Cell textAlign="end">{m.count}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">{money(m.total)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row fontWeight="600">
              <Table.Cell>{t('sales.cashUp.totals')}</Table.Cell>
              <Table.Cell textAlign="end">{data.count}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="cash-up-total">{money(data.total)}</Table.Cell>
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      )}
      {data.by_staff.length > 0 && (
        <Box as="details" mt="3" fontSize="sm">
          <Box as="summary" cursor="pointer" color="teal.700">{t('sales.cashUp.byStaff')}</Box>
          <Table.Root size="sm" mt="2">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('sales.cashUp.staff')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('sales.cashUp.method')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('sales.cashUp.count')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('sales.cashUp.total')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.by_staff.map((s) => (
                <Table.Row key={`${s.staff_id}-${s.method}`}>
                  <Table.Cell>{s.staff_name ?? '—'}</Table.Cell>
                  <Table.Cell>{t(`sales.methods.${s.method}`)}</Table.Cell>
                  <Table.Cell textAlign="end">{s.count}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">{money(s.total)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}

function DifferenceText({ value, money }: { value: number; money: (m: number) => string }) {
  const { t } = useTranslation();
  const color = value === 0 ? 'green.700' : value < 0 ? 'red.700' : 'orange.700';
  const label = value === 0 ? t('sales.cashUp.balanced') : value < 0 ? t('sales.cashUp.short') : t('sales.cashUp.over');
  return <Text as="span" color={color} fontWeight="600">{value > 0 ? '+' : ''}{money(value)} · {label}</Text>;
}

function CloseForm({ data, currency, money }: { data: TCashUpDay; currency: string; money: (m: number) => string }) {
  const { t } = useTranslation();
  const canClose = useCanSell();
  const close = useCloseCashUp();
  const digits = displayDigits(currency);
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const minor = parseMoneyInput(counted, digits);
  const invalid = counted.trim() !== '' && minor === null;
  const difference = cashDifference(minor, data.expected_cash);
  const submit = () => close.mutate({ day: data.day, counted_cash: minor!, note: note.trim() || null }, {
    onSuccess: () => { setConfirming(false); toaster.create({ type: 'success', title: t('sales.cashUp.closedToast'), closable: true }); },
    onError: (err) => { setConfirming(false); toastError(err); },
  });
  return (
    <Box as="section" aria-labelledby="cash-up-close" borderWidth="1px" borderRadius="md" bg="white" p="3">
      <Flex justify="space-between" align="center" mb="2">
        <Heading as="h2" size="md" id="cash-up-close">{t('sales.cashUp.drawer')}</Heading>
        <Badge colorPalette="orange">{t('sales.cashUp.open')}</Badge>
      </Flex>
      <form onSubmit={(e) => { e.preventDefault(); if (minor !== null) setConfirming(true); }}>
        <Stack gap="3">
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t('sales.cashUp.expected')}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="expected-cash">{money(data.expected_cash)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <Field.Root invalid={invalid} disabled={!canClose}>
            <Field.Label>{t('sales.cashUp.counted', { currency })}</Field.Label>
            <Input inputMode={digits ? 'decimal' : 'numeric'} autoComplete="off" value={counted} onChange={(e) => setCounted(e.target.value)}
              placeholder={digits ? `0.${'0'.repeat(digits)}` : '0'} maxW="12rem" />
            <Field.ErrorText>{t(digits ? 'sales.cashUp.invalidAmount' : 'sales.cashUp.wholeAmount')}</Field.ErrorText>
          </Field.Root>
          <Text fontSize="sm" aria-live="polite" data-testid="cash-difference">
            {t('sales.cashUp.difference')}: {difference === null ? '—' : <DifferenceText value={difference} money={money} />}
          </Text>
          <Field.Root disabled={!canClose}>
            <Field.Label>{t('sales.cashUp.note')}</Field.Label>
            <Textarea rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
          </Field.Root>
          {canClose
            ? <Button type="submit" colorPalette="teal" alignSelf="start" disabled={minor === null}>{t('sales.cashUp.close')}</Button>
            : <Text fontSize="sm" color="fg.muted">{t('sales.cashUp.noRight')}</Text>}
        </Stack>
      </form>
      <ConfirmDialog
        open={confirming} danger={false} loading={close.isPending}
        title={t('sales.cashUp.confirmTitle', { day: data.day })}
        body={t('sales.cashUp.confirmBody', { counted: money(minor ?? 0), expected: money(data.expected_cash), difference: money(difference ?? 0) })}
        confirmLabel={t('sales.cashUp.close')} onConfirm={submit} onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}

function ClosedDay({ c, money }: { c: TCashUp; money: (m: number) => string }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  return (
    <Box as="section" aria-labelledby="cash-up-closed" borderWidth="1px" borderRadius="md" bg="white" p="3">
      <Flex justify="space-between" align="center" mb="2">
        <Heading as="h2" size="md" id="cash-up-closed">{t('sales.cashUp.drawer')}</Heading>
        <Badge colorPalette="green">{t('sales.cashUp.closed')}</Badge>
      </Flex>
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item><DataList.ItemLabel>{t('sales.cashUp.expected')}</DataList.ItemLabel><DataList.ItemValue>{money(c.expected_cash)}</DataList.ItemValue></DataList.Item>
        <DataList.Item><DataList.ItemLabel>{t('sales.cashUp.countedShort')}</DataList.ItemLabel><DataList.ItemValue>{money(c.counted_cash)}</DataList.ItemValue></DataList.Item>
        <DataList.Item><DataList.ItemLabel>{t('sales.cashUp.difference')}</DataList.ItemLabel><DataList.ItemValue><DifferenceText value={c.difference} money={money} /></DataList.ItemValue></DataList.Item>
        {c.note && <DataList.Item><DataList.ItemLabel>{t('sales.cashUp.note')}</DataList.ItemLabel><DataList.ItemValue whiteSpace="pre-wrap">{c.note}</DataList.ItemValue></DataList.Item>}
      </DataList.Root>
      <Text mt="3" fontSize="sm" color="fg.muted" data-testid="closed-by">
        {t('sales.cashUp.closedBy', { name: c.closed_by_name ?? '—', when: fmt.dateTime(c.closed_at) })}
      </Text>
    </Box>
  );
}

function PreviousTable({ rows, money, onOpen }: { rows: TCashUp[]; money: (m: number) => string; onOpen: (day: string) => void }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white" tabIndex={0} role="region" aria-label={t('sales.cashUp.previous')}>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('sales.cashUp.day')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('sales.cashUp.expected')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('sales.cashUp.countedShort')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('sales.cashUp.difference')}</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">{t('sales.cashUp.closedByHeader')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((c) => (
            <Table.Row key={c.id}>
              <Table.Cell><Button size="xs" variant="plain" color="teal.700" textDecoration="underline" px="0" onClick={() => onOpen(c.day)}>{c.day}</Button></Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{money(c.expected_cash)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{money(c.counted_cash)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" color={c.difference === 0 ? undefined : c.difference < 0 ? 'red.700' : 'orange.700'}>{money(c.difference)}</Table.Cell>
              <Table.Cell hideBelow="md">{c.closed_by_name ?? '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
