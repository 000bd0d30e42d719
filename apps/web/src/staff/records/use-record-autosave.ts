import { useEffect, useMemo, useReducer } from 'react';
import type { TRecordFieldValue } from '@vetclinic/domain';
import { HttpError } from '../../ui/http';
import { errorMessage } from '../../ui/errors';
import { saveValues } from './api';
import { AutosaveQueue, type SaveFailure } from './autosave-queue';

/** How a failed save is handled: conflicts and a closed record stop; bad input waits for the user; the rest retries. */
export function classifySaveError(err: unknown): SaveFailure {
  if (err instanceof HttpError) {
    if (err.status === 409 && err.code === 'record_field_conflict') {
      return { kind: 'conflict', conflicts: ((err.body as { conflicts?: TRecordFieldValue[] } | null)?.conflicts ?? []) };
    }
    if (err.status === 409 && err.code === 'record_closed') return { kind: 'closed' };
    if (err.status === 422 || err.status === 403 || err.status === 404 || err.status === 409) return { kind: 'error', message: errorMessage(err), retry: false };
    return { kind: 'error', message: errorMessage(err), retry: true };
  }
  // fetch() rejects with a TypeError when the network is down.
  if (typeof navigator !== 'undefined' && !navigator.onLine) return { kind: 'offline' };
  return err instanceof TypeError ? { kind: 'offline' } : { kind: 'error', retry: true };
}

/** The editor's autosave queue for one record, re-rendering the page on every state change. */
export function useRecordAutosave(petId: number, recordId: number, fields: readonly TRecordFieldValue[]) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const queue = useMemo(() => {
    const q = new AutosaveQueue({
      save: (batch) => saveValues(petId, recordId, {
        fields: batch.fields,
        associatedFields: Object.keys(batch.associated).length ? batch.associated : undefined,
      }),
      classify: classifySaveError,
      onChange: rerender,
      delayMs: 1000,
    });
    q.seed(fields);
    return q;
  }, [petId, recordId]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    queue.activate();
    const online = () => queue.retry();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      queue.dispose();
    };
  }, [queue]);
  return queue;
}
