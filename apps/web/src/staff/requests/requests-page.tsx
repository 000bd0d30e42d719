import { Badge, Box, Button, Card, Flex, HStack, Heading, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_DEBOUNCE_MS, AppointmentStatus, type TAppointment } from '@vetclinic/domain';
import { toastError } from '../../ui/errors';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { useClinicFormat } from '../clinic/use-clinic';
import { useAppointmentMutations, useCalendarOptions, useCanManage, useRequests } from '../calendar/api';
import { CancelDialog, ProposeDialog } from '../calendar/action-dialogs';
import { toastSaved } from '../calendar/feedback';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { DepositBadge } from '../payments/deposit-panel';

type Pending = { kind: 'propose' | 'decline'; appointment: TAppointment } | null;

/** Online bookings and client reschedules waiting for the clinic (2, 4): approve, propose, decline. */
export function RequestsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const requests = useRequests(page, search);
  const options = useCalendarOptions();
  const [pending, setPending] = useState<Pending>(null);
  const meta = requests.data?.meta;

  return (
    <Stack gap="4" maxW="5xl">
      <Box>
        <Heading as="h1" size="xl">{t('requests.title')}</Heading>
        <Text color="fg.muted" fontSize="sm">{t('requests.intro')}</Text>
      </Box>
      <Input size="sm" maxW="sm" type="search" aria-label={t('requests.search')} placeholder={t('requests.searchPlaceholder')} value={searchInput}
        onChange={(e) => { setSearchInput(e.target.value); setPage(1); }} />
      {requests.isPending ? <ListSkeleton rows={5} /> : requests.isError ? (
        <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />
      ) : requests.data.data.length === 0 ? (
        <EmptyState title={search ? t('requests.noMatches') : t('requests.empty')} />
      ) : (
        <Stack gap="3" as="ul" listStyleType="none" aria-label={t('requests.title')}>
          {requests.data.data.map((a) => (
            <RequestRow key={a.id} appointment={a} onPropose={() => setPending({ kind: 'propose', appointment: a })} onDecline={() => setPending({ kind: 'decline', appointment: a })} />
          ))}
        </Stack>
      )}
      {meta && meta.last_page > 1 && (
        <HStack justify="space-between" as="nav" aria-label={t('requests.pagination')}>
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>{t('requests.previous')}</Button>
          <Text fontSize="sm">{t('requests.pageOf', { page: meta.current_page, pages: meta.last_page, total: meta.total })}</Text>
          <Button size="sm" variant="outline" disabled={page >= meta.last_page} onClick={() => setPage((p) => p + 1)}>{t('requests.next')}</Button>
        </HStack>
      )}
      {pending?.kind === 'decline' && <CancelDialog decline appointment={pending.appointment} onClose={() => setPending(null)} />}
      {pending?.kind === 'propose' && options.data && <ProposeDialog appointment={pending.appointment} options={options.data} onClose={() => setPending(null)} />}
    </Stack>
  );
}

function RequestRow({ appointment: a, onPropose, onDecline }: { appointment: TAppointment; onPropose: () => void; onDecline: () => void }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const canManage = useCanManage();
  const { confirm } = useAppointmentMutations();
  const passed = Date.parse(a.datetime_start_utc) <= Date.now();
  const color = a.services[0]?.color ?? a.visit_type?.color ?? 'gray.300';
  const approve = async () => {
    try {
      const res = await confirm.mutateAsync({ id: a.id });
      toastSaved(t('requests.approved', { client: a.client?.full_name ?? '' }), res.warnings);
    } catch (err) {
      toastError(err);
    }
  };
  return (
    <Card.Root as="li" size="sm" borderLeftWidth="4px" borderLeftColor={color} aria-label={`${a.client?.full_name ?? ''} ${fmt.dateTime(a.datetime_start_utc)}`}>
      <Card.Body>
        <Flex gap="4" direction={{ base: 'column', md: 'row' }} justify="space-between">
          <Stack gap="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="600" fontVariantNumeric="tabular-nums">{fmt.date(a.datetime_start_utc)} · {fmt.time(a.datetime_start_utc)}–{fmt.time(a.datetime_end_utc)}</Text>
              <Badge colorPalette={a.status === AppointmentStatus.RESCHEDULED_CLIENT_APPROVAL ? 'purple' : 'orange'} variant="subtle">
                {t(a.status === AppointmentStatus.RESCHEDULED_CLIENT_APPROVAL ? 'requests.kindReschedule' : 'requests.kindNew')}
              </Badge>
              {passed && <Badge colorPalette="red" variant="outline">{t('requests.passed')}</Badge>}
              {a.deposit && <DepositBadge deposit={a.deposit} />}
            </HStack>
            <Text>
              <Text as="span" fontWeight="500">{a.client?.full_name ?? '—'}</Text>
              {a.pets.length > 0 && ` · ${a.pets.map((p) => p.nickname).join(', ')}`}
            </Text>
            <Text fontSize="sm" color="fg.muted">{[a.services.map((s) => s.name).join(', ') || a.visit_type?.name, a.vet.full_name].filter(Boolean).join(' · ')}</Text>
            {(a.client?.phone || a.client?.email) && <Text fontSize="sm" color="fg.muted" wordBreak="break-all">{[a.client.phone, a.client.email].filter(Boolean).join(' · ')}</Text>}
            {a.user_note && <Text fontSize="sm" fontStyle="italic">“{a.user_note}”</Text>}
            <Text fontSize="xs" color="fg.muted">{t('requests.received', { when: fmt.dateTime(a.created_at) })}</Text>
          </Stack>
          {canManage && (
            <Wrap gap="2" align="start" justify={{ base: 'start', md: 'end' }} flexShrink={0}>
              <Button size="sm" colorPalette="green" loading={confirm.isPending} disabled={passed} onClick={() => void approve()}>{t('requests.approve')}</Button>
              <Button size="sm" variant="outline" onClick={onPropose}>{t('requests.propose')}</Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={onDecline}>{t('requests.decline')}</Button>
            </Wrap>
          )}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
