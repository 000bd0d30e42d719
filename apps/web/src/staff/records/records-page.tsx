import { Box, Button, HStack, Input, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { RECORD_STATUSES, type RecordStatus } from '@vetclinic/domain';
import { DateInput } from '../../ui/date-time/date-input';
import { PaginationBar } from '../../ui/pagination-bar';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useActiveClinic } from '../auth/use-session';
import { useClinicFormat } from '../clinic/use-clinic';
import { ListHeader } from '../lists/list-toolbar';
import { useListShortcuts } from '../lists/use-shortcuts';
import { useClinicStaff } from '../tasks/api';
import { useRecordTemplates, useRecords, type RecordFilters } from './api';
import { NewRecordDialog } from './new-record-dialog';
import { useTags } from '../tags/api';
import { RecordStatusBadge } from './record-status-badge';
import { RemoteSelect, type RemoteOption } from './remote-select';

interface Chosen { pet: RemoteOption | null; client: RemoteOption | null; vetId: string; status: '' | RecordStatus; templateId: string; tagId: string; from: string; to: string }
const NONE: Chosen = { pet: null, client: null, vetId: '', status: '', templateId: '', tagId: '', from: '', to: '' };
const isoDate = (s: string) => (/^\d{4}-\d{2}-\d{2}$/.test(s) ? s : '');

/** All records of the group's clinics the user may read: filters, search as you type, 15 a page, newest first. */
export function RecordsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fmt = useClinicFormat();
  const { clinic } = useActiveClinic();
  const canManage = clinic?.permissions.includes('records.manage') ?? false;
  const [chosen, setChosen] = useState<Chosen>(NONE);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const searchRef = useRef<HTMLInputElement>(null);
  const [creating, setCreating] = useState(false);
  useListShortcuts(searchRef, canManage ? () => setCreating(true) : undefined);

  const filters: Omit<RecordFilters, 'page'> = {
    petId: chosen.pet ? String(chosen.pet.id) : '', clientId: chosen.client ? String(chosen.client.id) : '', vetId: chosen.vetId, status: chosen.status,
    templateId: chosen.templateId, tagId: chosen.tagId, from: isoDate(chosen.from), to: isoDate(chosen.to), text: search,
  };
  const key = JSON.stringify(filters);
  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  const records = useRecords({ ...filters, page });
  const staff = useClinicStaff();
  const templates = useRecordTemplates();
  const tags = useTags('record');
  const set = (patch: Partial<Chosen>) => setChosen((c) => ({ ...c, ...patch }));
  const filtered = Object.values(filters).some(Boolean);

  return (
    <Stack gap="4">
      <ListHeader title={t('records.list.title')} newLabel={t('records.new.button')} onNew={canManage ? () => setCreating(true) : undefined} />
      <Stack gap="2" role="search" aria-label={t('records.list.filters')}>
        <HStack gap="2" flexWrap="wrap">
          <Input ref={searchRef} size="sm" type="search" flex="1" minW="200px" maxW="lg" bg="bg" value={text} onChange={(e) => setText(e.target.value)}
            aria-label={t('records.list.search')} placeholder={t('records.list.searchPlaceholder')} />
          {filtered && <Button size="sm" variant="ghost" onClick={() => { setChosen(NONE); setText(''); }}>{t('records.list.clearFilters')}</Button>}
        </HStack>
        <SimpleGrid columns={{ base: 2, md: 4, xl: 8 }} gap="2">
          <RemoteSelect kind="pet" label={t('records.fields.pet')} value={chosen.pet} onChange={(pet) => set({ pet })} />
          <RemoteSelect kind="client" label={t('records.fields.client')} value={chosen.client} onChange={(client) => set({ client })} />
          <Select label={t('records.fields.vet')} value={chosen.vetId} onChange={(vetId) => set({ vetId })}
            options={[['', t('records.list.anyVet')], ...(staff.data ?? []).map((s) => [String(s.id), s.full_name] as [string, string])]} />
          <Select label={t('records.fields.status')} value={chosen.status} onChange={(v) => set({ status: v as Chosen['status'] })}
            options={[['', t('records.list.anyStatus')], ...RECORD_STATUSES.map((s) => [s, t(`records.status.${s}`)] as [string, string])]} />
          <Select label={t('records.fields.template')} value={chosen.templateId} onChange={(templateId) => set({ templateId })}
            options={[['', t('records.list.anyTemplate')], ...(templates.data?.data ?? []).map((x) => [String(x.id), x.name] as [string, string])]} />
          <Select label={t('records.tags.filter')} value={chosen.tagId} onChange={(tagId) => set({ tagId })}
            options={[['', t('records.tags.anyTag')], ...(tags.data?.data ?? []).map((x) => [String(x.id), x.name] as [string, string])]} />
          <DateInput size="sm" bg="bg" format={fmt.dateFormat} value={chosen.from} onChange={(from) => set({ from })} aria-label={t('records.list.from')} />
          <DateInput size="sm" bg="bg" format={fmt.dateFormat} value={chosen.to} onChange={(to) => set({ to })} aria-label={t('records.list.to')} />
        </SimpleGrid>
      </Stack>

      <Box>
        {records.isPending && <ListSkeleton rows={8} />}
        {records.isError && <ErrorState error={records.error} onRetry={() => void records.refetch()} />}
        {records.data && (records.data.data.length === 0 ? (
          <EmptyState title={t(filtered ? 'records.list.emptyFiltered' : 'records.list.empty')}>
            {filtered
              ? <Button size="sm" variant="outline" onClick={() => { setChosen(NONE); setText(''); }}>{t('records.list.clearFilters')}</Button>
              : canManage && <Button size="sm" colorPalette="brand" onClick={() => setCreating(true)}>{t('records.new.button')}</Button>}
          </EmptyState>
        ) : (
          <>
            <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="bg" position="relative">
              <Table.Root size="sm" interactive>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('records.fields.date')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('records.fields.record')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('records.fields.pet')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('records.fields.client')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('records.fields.vet')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('records.fields.status')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {records.data.data.map((r) => (
                    <Table.Row key={r.id} cursor="pointer" onClick={() => navigate(`/records/${r.id}`)}>
                      <Table.Cell whiteSpace="nowrap">{fmt.date(r.recorded_at)} <Text as="span" color="fg.muted">{fmt.time(r.recorded_at)}</Text></Table.Cell>
                      <Table.Cell>
                        <RouterLink to={`/records/${r.id}`} onClick={(e) => e.stopPropagation()}><Text as="span" fontWeight="600" color="brand.fg">{r.title}</Text></RouterLink>
                        {r.clinic_id !== clinic?.id && <Text fontSize="xs" color="fg.muted">{r.clinic_name}</Text>}
                        {r.match && <Text fontSize="xs" color="fg.muted" lineClamp={1}>{r.match}</Text>}
                      </Table.Cell>
                      <Table.Cell>{r.pet.nickname}{r.pet.species && <Text as="span" color="fg.muted"> · {r.pet.species}</Text>}</Table.Cell>
                      <Table.Cell>{r.client?.full_name ?? '—'}</Table.Cell>
                      <Table.Cell>{r.vet?.full_name ?? '—'}</Table.Cell>
                      <Table.Cell><RecordStatusBadge status={r.status} /></Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            <PaginationBar meta={records.data.meta} onPage={(p) => setPaging({ key, page: p })} />
          </>
        ))}
      </Box>
      <NewRecordDialog open={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}

function Select({ label, value, options, onChange }: { label: string; value: string; options: [string, string][]; onChange: (v: string) => void }) {
  return (
    <NativeSelect.Root size="sm" bg="bg">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, l]) => <option key={v} value={v}>{l}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
