import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutosaveQueue } from './autosave-queue';

/** "Saved · 2 s ago" / "Saving…" / "Offline, will retry" / "Not saved" with Retry — the autosave, visible. */
export function SaveStatus({ queue, readOnly, typing }: { queue: AutosaveQueue; readOnly: boolean; /** Text typed in a box and not yet handed to the queue. */ typing: boolean }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 5000);
    return () => clearInterval(timer);
  }, []);
  if (readOnly && !queue.unsaved) return <Text fontSize="sm" color="fg.muted" role="status">{t('records.save.readOnly')}</Text>;
  const ago = queue.lastSavedAt ? Math.max(0, Math.round((now - queue.lastSavedAt) / 1000)) : null;
  const state = queue.state === 'saved' && typing ? 'pending' : queue.state;
  let text: string;
  let color = 'fg.muted';
  switch (state) {
    case 'saving': text = t('records.save.saving'); break;
    case 'pending': text = t('records.save.pending'); break;
    case 'offline': text = t('records.save.offline'); color = 'orange.fg'; break;
    case 'error': text = t('records.save.error', { message: queue.errorMessage ?? '' }); color = 'fg.error'; break;
    case 'conflict': text = t('records.save.conflict'); color = 'orange.fg'; break;
    case 'closed': text = t('records.save.closed'); color = 'fg.error'; break;
    default: text = ago === null ? t('records.save.upToDate') : ago < 5 ? t('records.save.savedJustNow') : t('records.save.savedAgo', { seconds: ago });
  }
  return (
    <HStack gap="2" role="status" aria-live="polite" data-save-state={state}>
      {state === 'saving' && <Spinner size="xs" />}
      <Text fontSize="sm" color={color}>{text}</Text>
      {(queue.state === 'offline' || queue.state === 'error') && <Button size="2xs" variant="outline" onClick={() => queue.retry()}>{t('labels.retry')}</Button>}
    </HStack>
  );
}
