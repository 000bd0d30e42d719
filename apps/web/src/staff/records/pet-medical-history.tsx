import { Badge, Box, Button, HStack, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { useClinicFormat } from '../clinic/use-clinic';
import { MEDICAL_HISTORY_KINDS, type MedicalHistoryKind, type RecordStatus, type TMedicalHistoryItem } from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';
import { shownTemperature, temperatureSymbol, useVitalsSettings } from '../pets/vitals-chart-data';
import { recordKeys, type Page } from './api';
import { RecordStatusBadge } from './record-status-badge';
import { NewRecordButton } from './start-record-button';

/** One dated item of a pet's medical history (a record, a vitals reading, a diagnosis, a prescription). */
export interface HistoryEntry { key: string; kind: string; at: string; node: ReactNode }

/** What the timeline shows for the chosen kinds: its entries for the pet, loaded its own way. */
export interface HistorySourceState { entries: HistoryEntry[]; isPending: boolean; error: unknown; refetch: () => void; hasMore: boolean; loadMore: () => void }
export type HistorySource = (petId: number, kinds: MedicalHistoryKind[]) => HistorySourceState;

const PER_PAGE = 15;

/** The pet's timeline from GET /patients/{petId}/medical-history (one query server side, whatever the kinds). */
function useTimelineEntries(petId: number, kinds: MedicalHistoryKind[]): HistorySourceState {
  const { t, i18n } = useTranslation();
  const fmt = useClinicFormat();
  const { clinic } = useActiveClinic();
  const num = (x: number, digits: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(x);
  const settings = useVitalsSettings();
  const unit = settings.data?.temperature_unit ?? 'c';
  const q = useInfiniteQuery({
    queryKey: [...recordKeys.ofPet(clinic?.id, petId), 'timeline', kinds],
    queryFn: ({ pageParam }) => http.get<Page<TMedicalHistoryItem>>(`/patients/${petId}/medical-history`, { 'filter[kind]': kinds, page: pageParam, per_page: PER_PAGE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
    enabled: !!clinic && clinic.permissions.includes('records.view'),
  });
  const items = (q.data?.pages ?? []).flatMap((p) => p.data);
  const recordLink = (i: TMedicalHistoryItem) => i.record_id !== null && (
    <RouterLink to={`/records/${i.record_id}`}><Text as="span" color="brand.fg">{i.kind === 'record' ? String(i.data.title ?? '') : t('records.timeline.inRecord', { title: i.record_title ?? '' })}</Text></RouterLink>
  );
  const describe = (i: TMedicalHistoryItem): ReactNode => {
    const d = i.data;
    if (i.kind === 'record') return <HStack gap="2" flexWrap="wrap"><Text as="span" fontWeight="600">{recordLink(i)}</Text><RecordStatusBadge status={d.status as RecordStatus} /></HStack>;
    if (i.kind === 'vitals') {
      const temp = shownTemperature(typeof d.temperature_dc === 'number' ? d.temperature_dc / 10 : null, unit);
      const parts = [
        typeof d.weight_grams === 'number' && t('records.timeline.weight', { value: num(d.weight_grams / 1000, 2) }),
        temp !== null && t('records.timeline.temperature', { value: num(temp, 1), unit: temperatureSymbol(unit) }),
        typeof d.heart_rate === 'number' && t('records.timeline.heartRate', { value: d.heart_rate }),
        typeof d.respiratory_rate === 'number' && t('records.timeline.respiratoryRate', { value: d.respiratory_rate }),
      ].filter(Boolean);
      return <Text fontWeight="600">{parts.join(' · ') || t('records.history.kind.vitals')}</Text>;
    }
    if (i.kind === 'diagnosis') return <Text fontWeight="600">{String(d.name ?? '')}{d.kind === 'differential' ? ` (${t('records.timeline.differential')})` : ''}</Text>;
    return <Text fontWeight="600">{`${String(d.drug ?? '')} ${String(d.dose ?? '')} ${String(d.unit ?? '')} · ${String(d.frequency ?? '')}`}</Text>;
  };
  const entries: HistoryEntry[] = items.map((i) => ({
    key: `${i.kind}-${i.id}`,
    kind: i.kind,
    at: i.at,
    node: (
      <Box>
        <HStack gap="2" flexWrap="wrap">
          <Badge size="sm" variant="subtle">{t(`records.history.kind.${i.kind}`)}</Badge>
          {describe(i)}
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {fmt.dateTime(i.at)}
          {i.kind !== 'record' && i.record_id !== null && <> · {recordLink(i)}</>}
        </Text>
      </Box>
    ),
  }));
  return {
    entries, isPending: q.isPending, error: q.error, refetch: () => void q.refetch(),
    hasMore: !!q.hasNextPage, loadMore: () => void q.fetchNextPage(),
  };
}

/** The sources of the timeline, in a fixed order (hooks). The API merges every kind, so one source does. */
export const MEDICAL_HISTORY_SOURCES: HistorySource[] = [useTimelineEntries];

/** The pet profile's "Medical history": every kind of entry on one timeline, newest first, with "New record". */
export function PetMedicalHistory({ pet }: { pet: { id: number; nickname: string } }) {
  const { t } = useTranslation();
  // The list is constant, so the hooks are always called in the same order.
  const [kind, setKind] = useState<'' | MedicalHistoryKind>('');
  const kinds = kind ? [kind] : [];
  const sources = MEDICAL_HISTORY_SOURCES.map((use) => use(pet.id, kinds));
  const entries = sources.flatMap((s) => s.entries).sort((a, b) => b.at.localeCompare(a.at));
  const pending = sources.some((s) => s.isPending);
  const failed = sources.find((s) => s.error);

  return (
    <Stack gap="3" as="section" aria-labelledby="medical-history-title">
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <Heading as="h2" size="md" id="medical-history-title">{t('records.history.petTitle')}</Heading>
        <HStack gap="2">
          <NativeSelect.Root size="sm" w="auto">
            <NativeSelect.Field aria-label={t('records.timeline.filter')} value={kind} onChange={(e) => setKind(e.target.value as '' | MedicalHistoryKind)}>
              <option value="">{t('records.timeline.allKinds')}</option>
              {MEDICAL_HISTORY_KINDS.map((k) => <option key={k} value={k}>{t(`records.history.kind.${k}`)}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <NewRecordButton pet={pet} />
        </HStack>
      </HStack>
      {failed && <ErrorState error={failed.error} onRetry={failed.refetch} />}
      {pending && !entries.length && <ListSkeleton rows={4} />}
      {!pending && !failed && entries.length === 0 && <EmptyState title={t('records.history.petEmpty', { name: pet.nickname })} />}
      {entries.length > 0 && (
        <Stack as="ol" gap="0" listStyleType="none" borderLeftWidth="2px" borderColor="border.emphasized" ml="1">
          {entries.map((e) => (
            <Box as="li" key={e.key} position="relative" pl="4" py="2" data-kind={e.kind}>
              <Box position="absolute" left="-5px" top="3.5" w="8px" h="8px" borderRadius="full" bg="brand.solid" aria-hidden />
              {e.node}
            </Box>
          ))}
        </Stack>
      )}
      {sources.some((s) => s.hasMore) && (
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => sources.forEach((s) => s.hasMore && s.loadMore())}>{t('records.history.showMore')}</Button>
      )}
    </Stack>
  );
}
