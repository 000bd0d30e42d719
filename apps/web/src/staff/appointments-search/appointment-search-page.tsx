import { Badge, Box, Button, Field, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppointmentStatus, type TAppointment } from '@vetclinic/domain';
import { DateInput } from '../../ui/date-time/date-input';
import { PaginationBar } from '../../ui/pagination-bar';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { AppointmentStatusBadge } from '../../ui/status-badge';
import { useCalendarOptions } from '../calendar/api';
import { AppointmentDrawer } from '../calendar/appointment-drawer';
import { AppointmentFormDialog } from '../calendar/appointment-form-dialog';
import { useClinicFormat } from '../clinic/use-clinic';
import { ListHeader, ListToolbar } from '../lists/list-toolbar';
import { useListParams } from '../lists/use-list-params';
import { useListShortcuts } from '../lists/use-shortcuts';
import { useAppointmentSearch } from './api';

const FILTERS = ['from', 'to', 'status', 'vet'] as const;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Every status (spec §3), in the order of an appointment's life. */
const STATUSES = [
  AppointmentStatus.PENDING, AppointmentStatus.PENDING_CLIENT_APPROVAL, AppointmentStatus.PENDING_CLINIC_APPROVAL,
  AppointmentStatus.RESCHEDULED_CLINIC_APPROVAL, AppointmentStatus.RESCHEDULED_CLIENT_APPROVAL, AppointmentStatus.CONFIRMED,
  AppointmentStatus.AUTOMATICALLY_CREATED, AppointmentStatus.CANCELED_BY_CLIENT, AppointmentStatus.CANCELED_BY_CLINIC, AppointmentStatus.NO_SHOW,
];

/**
 * Every appointment of the clinic, found by client, pet or phone (`/`), clinic-local days, status
 * and vet; the filters live in the URL. A result opens the calendar's drawer (and its edit dialog).
 */
export function AppointmentSearchPage() {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const options = useCalendarOptions();
  const { search, typeSearch, debounced, page, extra, update } = useListParams(FILTERS);
  const searchRef = useRef<HTMLInputElement>(null);
  useListShortcuts(searchRef);
  const [selected, setSelected] = useState<TAppointment | null>(null);
  const [editing, setEditing] = useState<TAppointment | null>(null);

  const from = extra.from && ISO_DAY.test(extra.from) ? extra.from : null;
  const to = extra.to && ISO_DAY.test(extra.to) ? extra.to : null;
  const reversed = !!from && !!to && from > to;
  const status = extra.status ? Number(extra.status) : null;
  const vetId = extra.vet ? Number(extra.vet) : null;
  const list = useAppointmentSearch({ search: debounced, from, to, status, vetId, page }, !reversed);
  const rows = list.data?.data ?? [];
  const filtered = !!(debounced || from || to || status !== null || vetId !== null);
  // A half-typed day stays in its box and out of the URL until it is a whole date.
  const setDay = (key: 'from' | 'to', v: string) => {
    if (v === '' || ISO_DAY.test(v)) update({ [key]: v || null, page: 1 });
  };

  return (
    <Stack gap="4">
      <ListHeader title={t('appointmentSearch.title')} newLabel="" />
      <ListToolbar searchRef={searchRef} value={search} onChange={typeSearch} label={t('appointmentSearch.searchLabel')} placeholder={t('appointmentSearch.searchPlaceholder')} />
      <HStack gap="3" flexWrap="wrap" align="end" role="group" aria-label={t('appointmentSearch.filters')}>
        <Field.Root w="36">
          <Field.Label fontSize="sm">{t('appointmentSearch.from')}</Field.Label>
          <DateInput size="sm" format={fmt.dateFormat} value={extra.from ?? ''} onChange={(v) => setDay('from', v)} />
        </Field.Root>
        <Field.Root w="36" invalid={reversed}>
          <Field.Label fontSize="sm">{t('appointmentSearch.to')}</Field.Label>
          <DateInput size="sm" format={fmt.dateFormat} value={extra.to ?? ''} onChange={(v) => setDay('to', v)} />
        </Field.Root>
        <Field.Root w="auto" minW="44">
          <Field.Label fontSize="sm">{t('appointmentSearch.status')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={extra.status ?? ''} onChange={(e) => update({ status: e.target.value || null, page: 1 })}>
              <option value="">{t('appointmentSearch.anyStatus')}</option>
              {STATUSES.map((s) => <option key={s} value={s}>{t(`appointmentStatus.${s}`)}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w="auto" minW="44">
          <Field.Label fontSize="sm">{t('appointmentSearch.vet')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={extra.vet ?? ''} onChange={(e) => update({ vet: e.target.value || null, page: 1 })}>
              <option value="">{t('appointmentSearch.anyVet')}</option>
              {(options.data?.vets ?? []).map((v) => <option key={v.id} value={v.id}>{v.full_name}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {filtered && (
          <Button size="sm" variant="ghost" onClick={() => {
            typeSearch('');
            update({ search: '', from: null, to: null, status: null, vet: null, page: 1 });
          }}>{t('appointmentSearch.clear')}</Button>
        )}
      </HStack>
      {reversed && <Text color="fg.error" fontSize="sm" role="alert">{t('validation.interval_order')}</Text>}

      {!reversed && list.isPending && <ListSkeleton rows={8} />}
      {!reversed && list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {!reversed && list.data && rows.length === 0 && <EmptyState title={filtered ? t('appointmentSearch.noMatch') : t('appointmentSearch.empty')} />}
      {!reversed && rows.length > 0 && (
        <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto" opacity={list.isPlaceholderData ? 0.6 : 1}>
          <Table.Root size="sm" interactive aria-label={t('appointmentSearch.results')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('appointmentSearch.colWhen')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('appointmentSearch.colClient')}</Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>{t('appointmentSearch.colService')}</Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', lg: 'table-cell' }}>{t('appointmentSearch.colVet')}</Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', sm: 'table-cell' }}>{t('appointmentSearch.colStatus')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((a) => (
                <Table.Row key={a.id} cursor="pointer" onClick={() => setSelected(a)}>
                  <Table.Cell>
                    <Button variant="plain" size="sm" p="0" h="auto" fontWeight="600" color="brand.fg" fontVariantNumeric="tabular-nums" _hover={{ textDecoration: 'underline' }}
                      onClick={(e) => { e.stopPropagation(); setSelected(a); }}>
                      {fmt.date(a.datetime_start_utc)} · {fmt.time(a.datetime_start_utc)}
                    </Button>
                    <Box display={{ base: 'block', sm: 'none' }} pt="1"><AppointmentStatusBadge status={a.status} /></Box>
                  </Table.Cell>
                  <Table.Cell>
                    <Text fontSize="sm">{a.client?.full_name ?? '—'}</Text>
                    <HStack gap="1" flexWrap="wrap">
                      {a.pets.map((p) => <Badge key={p.id} variant="subtle" colorPalette="brand">{p.nickname}</Badge>)}
                    </HStack>
                    {a.client?.phone && <Text fontSize="xs" color="fg.muted">{a.client.phone}</Text>}
                  </Table.Cell>
                  <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                    <Text fontSize="sm">{a.services.map((s) => s.name).join(', ') || a.visit_type?.name || '—'}</Text>
                  </Table.Cell>
                  <Table.Cell display={{ base: 'none', lg: 'table-cell' }}><Text fontSize="sm">{a.vet.full_name}</Text></Table.Cell>
                  <Table.Cell display={{ base: 'none', sm: 'table-cell' }}><AppointmentStatusBadge status={a.status} /></Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {!reversed && list.data && <PaginationBar meta={list.data.meta} onPage={(p) => update({ page: p })} />}

      {selected && options.data && (
        <AppointmentDrawer initial={selected} options={options.data} onClose={() => setSelected(null)} onEdit={(a) => {
          setSelected(null);
          setEditing(a);
        }} />
      )}
      {editing && options.data && <AppointmentFormDialog key={editing.id} draft={{ appointment: editing }} options={options.data} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
