import { describe, expect, it } from 'vitest';
import type { Tx } from '@vetclinic/db';
import { writeUnlessTaken } from './vet-time-guard';

// drizzle wraps the driver error: the SQLSTATE sits on `cause`.
const pgError = (code: string, constraint?: string) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(code), { code, constraint }) });

/** A transaction whose savepoints run `attempts` in turn: each throws its error or returns its value. */
function fakeTx(attempts: (Error | string)[]) {
  let calls = 0;
  const tx = {
    transaction: async <T>(write: (sp: Tx) => Promise<T>): Promise<T> => {
      const next = attempts[calls++];
      if (next instanceof Error) throw next;
      return write({ value: next } as unknown as Tx);
    },
  } as unknown as Tx;
  return { tx, calls: () => calls };
}
const write = async (sp: Tx) => (sp as unknown as { value: string }).value;

describe('writeUnlessTaken', () => {
  it('should retry a write PostgreSQL aborted as a deadlock victim and return its result', async () => {
    const t = fakeTx([pgError('40P01'), 'row']);
    expect(await writeUnlessTaken(t.tx, write)).toBe('row');
    expect(t.calls()).toBe(2);
  });

  it('should answer taken (null) when the retry meets the committed overlapping row', async () => {
    const t = fakeTx([pgError('40P01'), pgError('23P01', 'appointments_no_overlap')]);
    expect(await writeUnlessTaken(t.tx, write)).toBeNull();
    expect(t.calls()).toBe(2);
  });

  it('should answer taken after three deadlocks in a row instead of failing the request', async () => {
    const t = fakeTx([pgError('40P01'), pgError('40P01'), pgError('40P01'), 'never']);
    expect(await writeUnlessTaken(t.tx, write)).toBeNull();
    expect(t.calls()).toBe(3);
  });

  it('should rethrow anything else, including another constraint', async () => {
    await expect(writeUnlessTaken(fakeTx([pgError('23P01', 'shifts_no_overlap')]).tx, write)).rejects.toThrow('Failed query');
    await expect(writeUnlessTaken(fakeTx([pgError('23505')]).tx, write)).rejects.toThrow('Failed query');
  });
});
