import { Box, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatUtm, type TAppointment } from '@vetclinic/domain';
import { AppointmentStatusBadge } from '../../ui/status-badge';
import { useClinicFormat } from '../clinic/use-clinic';

/** When, with whom, for whom and what: the same words in the drawer, the dialogs and the queue. */
export function AppointmentSummary({ appointment: a, compact }: { appointment: TAppointment; compact?: boolean }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const what = a.services.map((s) => s.name).join(', ') || a.visit_type?.name || '—';
  const color = a.services[0]?.color ?? a.visit_type?.color ?? 'gray.300';
  if (compact) {
    return (
      <Box borderLeftWidth="4px" borderLeftColor={color} pl="3" py="1">
        <Text fontWeight="600">{fmt.date(a.datetime_start_utc)} · {fmt.time(a.datetime_start_utc)}–{fmt.time(a.datetime_end_utc)}</Text>
        <Text fontSize="sm">{[a.client?.full_name, a.pets.map((p) => p.nickname).join(', ')].filter(Boolean).join(' · ')}</Text>
        <Text fontSize="sm" color="fg.muted">{what} · {a.vet.full_name}</Text>
      </Box>
    );
  }
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <AppointmentStatusBadge status={a.status} />
        <Text fontSize="xs" color="fg.muted">{t(`calendar.source.${a.source}`, { defaultValue: a.source })}</Text>
      </HStack>
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        <Item label={t('calendar.details.when')}>
          {fmt.date(a.datetime_start_utc)}, {fmt.time(a.datetime_start_utc)}–{fmt.time(a.datetime_end_utc)}
        </Item>
        <Item label={t('calendar.form.vet')}>{a.vet.full_name}</Item>
        <Item label={t('calendar.form.client')}>
          {a.client ? (
            <Stack gap="0">
              <Text>{a.client.full_name}</Text>
              {a.client.phone && <Text asChild color="brand.fg"><a href={`tel:${a.client.phone}`}>{a.client.phone}</a></Text>}
              {a.client.email && <Text color="fg.muted" fontSize="xs" wordBreak="break-all">{a.client.email}</Text>}
            </Stack>
          ) : '—'}
        </Item>
        <Item label={t('calendar.form.pet')}>{a.pets.map((p) => p.nickname).join(', ') || '—'}</Item>
        <Item label={t('calendar.form.services')}>
          <HStack gap="2"><Box w="2.5" h="2.5" borderRadius="full" bg={color} aria-hidden />{what}</HStack>
        </Item>
        {a.user_note && <Item label={t('calendar.details.clientNote')}>{a.user_note}</Item>}
        {a.staff_note && <Item label={t('calendar.form.note')}>{a.staff_note}</Item>}
        {a.cancel_reason && <Item label={t('calendar.actions.reason')}>{a.cancel_reason}</Item>}
        {formatUtm(a.utm) && <Item label={t('calendar.details.utm')}><Text wordBreak="break-all">{formatUtm(a.utm)}</Text></Item>}
      </DataList.Root>
    </Stack>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="24">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
