import { Badge, Box, Button, Card, Flex, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAppointment } from '@vetclinic/domain';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { AppointmentStatusBadge } from '../../ui/status-badge';
import { useClinicFormat } from '../clinic/use-clinic';
import { useProfileAppointments } from './api';

const SHOWN = 10;

/** Upcoming and past appointments of a client or a pet in the active clinic, in the clinic's formats. */
export function ProfileAppointments({ filter }: { filter: { client_id?: number; pet_id?: number } }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'upcoming' | 'past'>('upcoming');
  const upcoming = useProfileAppointments(filter, 'upcoming');
  const past = useProfileAppointments(filter, 'past');
  const count = (q: typeof upcoming) => (q.data ? ` (${q.data.length})` : '');
  return (
    <Card.Root>
      <Card.Header pb="0">
        <Heading as="h2" size="md">{t('clients.appointments.title')}</Heading>
      </Card.Header>
      <Card.Body pt="2">
        <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as 'upcoming' | 'past')} variant="line" size="sm">
          <Tabs.List>
            <Tabs.Trigger value="upcoming">{t('clients.appointments.upcoming')}{count(upcoming)}</Tabs.Trigger>
            <Tabs.Trigger value="past">{t('clients.appointments.past')}{count(past)}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="upcoming"><AppointmentList query={upcoming} empty={t('clients.appointments.noUpcoming')} /></Tabs.Content>
          <Tabs.Content value="past"><AppointmentList query={past} empty={t('clients.appointments.noPast')} /></Tabs.Content>
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}

function AppointmentList({ query, empty }: { query: ReturnType<typeof useProfileAppointments>; empty: string }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  if (query.isPending) return <ListSkeleton rows={3} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data.length) return <EmptyState title={empty} />;
  const rows = all ? query.data : query.data.slice(0, SHOWN);
  return (
    <Stack gap="0" as="ul" listStyleType="none">
      {rows.map((a) => <AppointmentRow key={a.id} a={a} />)}
      {query.data.length > SHOWN && !all && (
        <Box as="li" pt="2"><Button size="xs" variant="ghost" onClick={() => setAll(true)}>{t('clients.appointments.showAll', { count: query.data.length })}</Button></Box>
      )}
    </Stack>
  );
}

function AppointmentRow({ a }: { a: TAppointment }) {
  const fmt = useClinicFormat();
  const what = a.services.map((s) => s.name).join(', ') || a.visit_type?.name || '';
  return (
    <Flex as="li" py="2" gap="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} direction={{ base: 'column', sm: 'row' }} justify="space-between">
      <Stack gap="0" minW="0">
        <Text fontWeight="600" fontSize="sm">{fmt.date(a.datetime_start_utc)} · {fmt.time(a.datetime_start_utc)}–{fmt.time(a.datetime_end_utc)}</Text>
        <Text fontSize="sm" color="fg.muted" truncate>{[what, a.vet.full_name].filter(Boolean).join(' · ')}</Text>
      </Stack>
      <HStack gap="1" flexShrink={0} flexWrap="wrap">
        {a.pets.map((p) => <Badge key={p.id} variant="outline">{p.nickname}</Badge>)}
        <AppointmentStatusBadge status={a.status} />
      </HStack>
    </Flex>
  );
}
