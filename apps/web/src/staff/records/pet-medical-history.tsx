import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { useClinicFormat } from '../clinic/use-clinic';
import { usePetRecords } from './api';
import { RecordStatusBadge } from './record-status-badge';
import { NewRecordButton } from './start-record-button';

/** One dated item of a pet's medical history (a record; vitals, diagnoses, prescriptions … join at merge). */
export interface HistoryEntry { key: string; kind: string; at: string; node: ReactNode }

/** What a kind of history contributes: its entries for the pet, loaded its own way. */
export interface HistorySourceState { entries: HistoryEntry[]; isPending: boolean; error: unknown; refetch: () => void; hasMore: boolean; loadMore: () => void }
export type HistorySource = (petId: number) => HistorySourceState;

function useRecordEntries(petId: number): HistorySourceState {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const [pages, setPages] = useState(1);
  const q = usePetRecords(petId, 1, pages * 15);
  const entries: HistoryEntry[] = (q.data?.data ?? []).map((r) => ({
    key: `record-${r.id}`,
    kind: 'record',
    at: r.recorded_at,
    node: (
      <Box>
        <HStack gap="2" flexWrap="wrap">
          <RouterLink to={`/records/${r.id}`}><Text as="span" fontWeight="600" color="brand.fg">{r.title}</Text></RouterLink>
          <RecordStatusBadge status={r.status} />
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {fmt.dateTime(r.recorded_at)}{r.vet && ` · ${r.vet.full_name}`}{r.template && ` · ${r.template.name}`}{` · ${r.clinic_name}`}
        </Text>
        <Text srOnly>{t('records.history.kind.record')}</Text>
      </Box>
    ),
  }));
  return {
    entries, isPending: q.isPending, error: q.error, refetch: () => void q.refetch(),
    hasMore: !!q.data && q.data.meta.last_page > 1, loadMore: () => setPages((p) => p + 1),
  };
}

/** The kinds of entries the timeline shows, in a fixed order (hooks). Vitals, diagnoses, prescriptions, vaccinations are added here at merge. */
export const MEDICAL_HISTORY_SOURCES: HistorySource[] = [useRecordEntries];

/** The pet profile's "Medical history": every kind of entry on one timeline, newest first, with "New record". */
export function PetMedicalHistory({ pet }: { pet: { id: number; nickname: string } }) {
  const { t } = useTranslation();
  // The list is constant, so the hooks are always called in the same order.
  const sources = MEDICAL_HISTORY_SOURCES.map((use) => use(pet.id));
  const entries = sources.flatMap((s) => s.entries).sort((a, b) => b.at.localeCompare(a.at));
  const pending = sources.some((s) => s.isPending);
  const failed = sources.find((s) => s.error);

  return (
    <Stack gap="3" as="section" aria-labelledby="medical-history-title">
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <Heading as="h2" size="md" id="medical-history-title">{t('records.history.petTitle')}</Heading>
        <NewRecordButton pet={pet} />
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
