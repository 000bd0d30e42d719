import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRecordTemplateSection } from '@vetclinic/domain';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { useClinicFormat } from '../clinic/use-clinic';
import { useRecordHistory } from './api';
import { valueText } from './value-text';

/** Bookkeeping columns a person does not need to read in the history. */
const HIDDEN_KEYS = new Set(['template_id', 'template_version', 'closed_at', 'closed_by', 'appointment_id', 'version', 'updated_at']);
const STATUSES = ['draft', 'in_progress', 'completed', 'closed'];

const KNOWN_ACTIONS = ['created', 'fields', 'details', 'status', 'closed', 'reopened', 'duplicated_from', 'appointment_attached', 'client_communication', 'deleted'];

/** Every version of the record: who, when, what changed (before → after), the reopening reason. */
export function HistoryPanel({ recordId, sections }: { recordId: number; sections: TRecordTemplateSection[] }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const [page, setPage] = useState(1);
  const history = useRecordHistory(recordId, page, true);
  const labels = new Map<string, string>();
  for (const s of sections) for (const f of s.fields) labels.set(f.key, f.label);
  const name = (k: string) => labels.get(k) ?? t(`records.history.column.${k}`, { defaultValue: k });

  return (
    <Stack gap="2" as="section" aria-labelledby="record-history-title">
      <Heading as="h2" size="sm" id="record-history-title">{t('records.history.title')}</Heading>
      {history.isPending && <ListSkeleton rows={3} />}
      {history.isError && <ErrorState error={history.error} onRetry={() => void history.refetch()} />}
      {history.data && (history.data.data.length === 0 ? <EmptyState title={t('records.history.empty')} /> : (
        <Stack as="ol" gap="2" listStyleType="none">
          {history.data.data.map((h) => {
            const keys = [...new Set([...Object.keys(h.before ?? {}), ...Object.keys(h.after ?? {})])].filter((k) => !HIDDEN_KEYS.has(k));
            const show = (k: string, v: unknown) => {
              if (k === 'status' && typeof v === 'string' && STATUSES.includes(v)) return t(`records.status.${v}`);
              if (k === 'recorded_at' && typeof v === 'string') return fmt.dateTime(v);
              return valueText(v, 60);
            };
            return (
              <Box as="li" key={h.id} borderLeftWidth="3px" borderColor="border.emphasized" pl="2" fontSize="sm">
                <HStack gap="2" flexWrap="wrap">
                  <Badge size="sm" variant="outline">v{h.version}</Badge>
                  <Text fontWeight="600">{KNOWN_ACTIONS.includes(h.action) ? t(`records.history.action.${h.action}`) : h.action}</Text>
                </HStack>
                <Text color="fg.muted" fontSize="xs">{h.changed_by?.full_name ?? t('records.history.system')} · {fmt.dateTime(h.changed_at)}</Text>
                {h.reason && <Text fontSize="xs">{t('records.history.reason')}: {h.reason}</Text>}
                {keys.slice(0, 8).map((k) => (
                  <Text key={k} fontSize="xs" wordBreak="break-word">
                    <Text as="span" fontWeight="500">{name(k)}:</Text>{' '}
                    <Text as="span" color="fg.muted" textDecoration="line-through">{show(k, h.before?.[k])}</Text> → {show(k, h.after?.[k])}
                  </Text>
                ))}
                {keys.length > 8 && <Text fontSize="xs" color="fg.muted">{t('records.history.more', { count: keys.length - 8 })}</Text>}
              </Box>
            );
          })}
        </Stack>
      ))}
      {history.data && history.data.meta.last_page > 1 && (
        <HStack justify="space-between">
          <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('labels.pagination.previous')}</Button>
          <Text fontSize="xs">{page} / {history.data.meta.last_page}</Text>
          <Button size="xs" variant="outline" disabled={page >= history.data.meta.last_page} onClick={() => setPage(page + 1)}>{t('labels.pagination.next')}</Button>
        </HStack>
      )}
    </Stack>
  );
}
