import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TRecordFieldValuesResult } from '@vetclinic/domain';
import { AutosaveQueue, type SaveBatch, type SaveFailure } from './autosave-queue';

const ok = (batch: SaveBatch, bump = 1): TRecordFieldValuesResult => ({
  record_id: 1, record_version: 2, status: 'in_progress',
  fields: batch.fields.map((f) => ({ field_key: f.field_key, value: f.value, version: f.version + bump, updated_at: '', updated_by: null })),
});

function makeQueue(save: (b: SaveBatch) => Promise<TRecordFieldValuesResult>, classify: (e: unknown) => SaveFailure = () => ({ kind: 'offline' })) {
  return new AutosaveQueue({ save, classify, onChange: () => {}, delayMs: 1000, retryBaseMs: 2000 });
}

describe('record autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should send changes in one batch after a quiet second, with the versions last seen', async () => {
    const save = vi.fn(async (b: SaveBatch) => ok(b));
    const q = makeQueue(save);
    q.seed([{ field_key: 'subjective', version: 3 }]);
    q.setField('subjective', 'a');
    q.setField('objective', 'b');
    q.setAssociated('title', 'Check-up');
    expect(q.state).toBe('pending');
    await vi.advanceTimersByTimeAsync(999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0][0]).toEqual({
      fields: [{ field_key: 'subjective', value: 'a', version: 3 }, { field_key: 'objective', value: 'b', version: 0 }],
      associated: { title: 'Check-up' },
    });
    expect(q.state).toBe('saved');
    expect(q.version('subjective')).toBe(4);
    expect(q.unsaved).toBe(false);
  });

  it('should keep a failed batch and retry it with back-off when offline, never dropping it', async () => {
    let fail = true;
    const save = vi.fn(async (b: SaveBatch) => {
      if (fail) throw new TypeError('Failed to fetch');
      return ok(b);
    });
    const q = makeQueue(save, () => ({ kind: 'offline' }));
    q.setField('plan', 'rest');
    await vi.advanceTimersByTimeAsync(1000);
    expect(q.state).toBe('offline');
    expect(q.unsaved).toBe(true);
    expect(q.localValue('plan')).toEqual({ has: true, value: 'rest' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(2);
    fail = false;
    await vi.advanceTimersByTimeAsync(4000);
    expect(save).toHaveBeenCalledTimes(3);
    expect(save.mock.calls[2][0].fields).toEqual([{ field_key: 'plan', value: 'rest', version: 0 }]);
    expect(q.state).toBe('saved');
  });

  it('should let newer typing win over a failed batch of the same field', async () => {
    let release!: (v: unknown) => void;
    const save = vi.fn().mockImplementationOnce(() => new Promise((_, rej) => { release = rej; })).mockImplementation(async (b: SaveBatch) => ok(b));
    const q = makeQueue(save, () => ({ kind: 'error', retry: true }));
    q.setField('plan', 'old');
    await vi.advanceTimersByTimeAsync(1000);
    q.setField('plan', 'new');
    release(new Error('500'));
    await vi.advanceTimersByTimeAsync(0);
    expect(q.localValue('plan')).toEqual({ has: true, value: 'new' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(save.mock.calls.at(-1)![0].fields).toEqual([{ field_key: 'plan', value: 'new', version: 0 }]);
  });

  it('should stop on a conflict until the user keeps their value, then write over the other version', async () => {
    const save = vi.fn()
      .mockRejectedValueOnce({ conflict: true })
      .mockImplementation(async (b: SaveBatch) => ok(b));
    const q = makeQueue(save, () => ({ kind: 'conflict', conflicts: [{ field_key: 'plan', value: 'theirs', version: 5, updated_at: '', updated_by: { id: 2, full_name: 'Dr B' } }] }));
    q.setField('plan', 'mine');
    await vi.advanceTimersByTimeAsync(1000);
    expect(q.state).toBe('conflict');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    q.keepMine();
    await vi.advanceTimersByTimeAsync(0);
    expect(save.mock.calls[1][0].fields).toEqual([{ field_key: 'plan', value: 'mine', version: 5 }]);
    expect(q.state).toBe('saved');
  });

  it('should drop only the conflicting fields when the user takes the other values', async () => {
    const save = vi.fn().mockRejectedValueOnce({}).mockImplementation(async (b: SaveBatch) => ok(b));
    const q = makeQueue(save, () => ({ kind: 'conflict', conflicts: [{ field_key: 'plan', value: 'theirs', version: 5, updated_at: '', updated_by: null }] }));
    q.setField('plan', 'mine');
    q.setField('notes', 'kept');
    await vi.advanceTimersByTimeAsync(1000);
    const taken = q.takeTheirs();
    expect(taken.map((c) => c.value)).toEqual(['theirs']);
    await vi.advanceTimersByTimeAsync(0);
    expect(save.mock.calls[1][0].fields).toEqual([{ field_key: 'notes', value: 'kept', version: 0 }]);
    expect(q.version('plan')).toBe(5);
  });

  it('should hold everything and stop retrying when the record was closed elsewhere', async () => {
    const save = vi.fn().mockRejectedValue({});
    const q = makeQueue(save, () => ({ kind: 'closed' }));
    q.setField('plan', 'late');
    await vi.advanceTimersByTimeAsync(1000);
    expect(q.state).toBe('closed');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(q.unsaved).toBe(true);
  });

  it('should flush at once on demand (closing the record) and report success', async () => {
    const save = vi.fn(async (b: SaveBatch) => ok(b));
    const q = makeQueue(save);
    q.setField('plan', 'x');
    await expect(q.flushNow()).resolves.toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
