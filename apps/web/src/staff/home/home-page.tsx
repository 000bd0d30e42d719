import { Box, Card, Flex, Heading, HStack, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AppointmentStatus, type TAppointment, type TVetListItem } from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';
import { useClinicFormat } from '../clinic/use-clinic';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { AppointmentStatusBadge } from '../../ui/status-badge';
import { StockAlerts } from '../inventory/stock-alerts';

type Page<T> = { data: T[]; meta: { total: number } };

/** Today at a glance: each vet's appointments in the clinic's zone, and what waits for the desk. */
export function HomePage() {
  const { t } = useTranslation();
  const { me, clinic } = useActiveClinic();
  const fmt = useClinicFormat();
  const today = DateTime.now().setZone(fmt.zone).toISODate()!;

  const vets = useQuery({
    queryKey: ['clinic', clinic?.id, 'vets'],
    queryFn: () => http.get<Page<TVetListItem>>('/vets'),
    enabled: !!clinic,
  });
  const appointments = useQuery({
    queryKey: ['clinic', clinic?.id, 'appointments', { date: today }],
    queryFn: () => http.get<Page<TAppointment>>('/appointments', { 'filter[date]': today, per_page: 1000 }),
    enabled: !!clinic,
  });
  const canSeeTasks = clinic?.permissions.includes('tasks.view') ?? false;
  const overdueTasks = useQuery({
    queryKey: ['clinic', clinic?.id, 'tasks', 'overdue-count'],
    queryFn: () => http.get<Page<unknown>>('/tasks', { 'filter[scope]': 'all', 'filter[due]': 'overdue', per_page: 1 }),
    enabled: !!clinic && canSeeTasks,
  });
  const waiting = useQuery({
    queryKey: ['clinic', clinic?.id, 'appointments', 'waiting'],
    queryFn: () => http.get<Page<TAppointment>>('/appointments', { 'filter[status]': [AppointmentStatus.PENDING_CLINIC_APPROVAL, AppointmentStatus.RESCHEDULED_CLIENT_APPROVAL], 'filter[from]': new Date().toISOString(), per_page: 1 }),
    enabled: !!clinic,
  });

  if (!clinic) return <EmptyState title={t('staff.home.noClinic')} />;
  const list = appointments.data?.data ?? [];
  const active = list.filter((a) => ![6, 7].includes(a.status));

  return (
    <Stack gap="6">
      <Flex justify="space-between" align={{ base: 'start', md: 'end' }} direction={{ base: 'column', md: 'row' }} gap="2">
        <Box>
          <Heading as="h1" size="2xl">{t('staff.home.greeting', { name: me.data?.first_name })}</Heading>
          <Text color="fg.muted" data-testid="today-date">
            {t('staff.home.today', { date: fmt.date(new Date()) })}
          </Text>
        </Box>
      </Flex>

      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        <StatCard label={t('staff.home.statAppointments')} value={appointments.data ? String(active.length) : '–'} to="/calendar" />
        <StatCard label={t('staff.home.statWaiting')} value={waiting.data ? String(waiting.data.meta.total) : '–'} to="/requests" />
        {canSeeTasks && <StatCard label={t('staff.home.statOverdueTasks')} value={overdueTasks.data ? String(overdueTasks.data.meta.total) : '–'} to="/tasks" />}
        <StatCard label={t('staff.home.statVets')} value={vets.data ? String(vets.data.data.length) : '–'} />
      </SimpleGrid>

      <StockAlerts />

      <Box>
        <Heading as="h2" size="lg" mb="3">{t('staff.home.perVet')}</Heading>
        {(appointments.isPending || vets.isPending) && <ListSkeleton />}
        {appointments.isError && <ErrorState error={appointments.error} onRetry={() => void appointments.refetch()} />}
        {vets.isError && <ErrorState error={vets.error} onRetry={() => void vets.refetch()} />}
        {appointments.data && vets.data && (
          vets.data.data.length === 0 ? (
            <EmptyState title={t('staff.home.noVets')} />
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
              {vets.data.data.map((vet) => (
                <VetDay key={vet.id} vet={vet} appointments={list.filter((a) => a.vet.id === vet.id)} />
              ))}
            </SimpleGrid>
          )
        )}
      </Box>
    </Stack>
  );
}

function StatCard({ label, value, to }: { label: string; value: string; to?: string }) {
  const body = (
    <Card.Root size="sm" height="full" _hover={to ? { borderColor: 'brand.solid' } : undefined}>
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
  return to ? <RouterLink to={to} aria-label={`${label}: ${value}`}>{body}</RouterLink> : body;
}

function VetDay({ vet, appointments }: { vet: TVetListItem; appointments: TAppointment[] }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  return (
    <Card.Root size="sm" role="region" aria-label={vet.full_name}>
      <Card.Header>
        <Heading as="h3" size="md">{vet.full_name}</Heading>
        <Text fontSize="sm" color="fg.muted">{vet.job_title}</Text>
      </Card.Header>
      <Card.Body>
        {appointments.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">{t('staff.home.noAppointments')}</Text>
        ) : (
          <Stack gap="2" as="ul" listStyleType="none">
            {appointments.map((a) => (
              <HStack as="li" key={a.id} align="start" gap="3" borderLeftWidth="4px" borderLeftColor={a.services[0]?.color ?? a.visit_type?.color ?? 'gray.300'} pl="2" py="1">
                <Text fontVariantNumeric="tabular-nums" fontWeight="600" minW="16" fontSize="sm">
                  {fmt.time(a.datetime_start_utc)}
                </Text>
                <Box flex="1" minW="0">
                  <Text fontSize="sm" fontWeight="500" lineClamp={2}>
                    {a.client?.full_name ?? t('staff.home.walkIn')}
                    {a.pets.length > 0 && ` · ${a.pets.map((p) => p.nickname).join(', ')}`}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" lineClamp={1}>{a.services.map((s) => s.name).join(', ') || a.visit_type?.name}</Text>
                  <AppointmentStatusBadge status={a.status} />
                </Box>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
