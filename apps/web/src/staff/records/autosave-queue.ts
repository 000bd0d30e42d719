import type { TRecordAssociatedFields, TRecordFieldValue, TRecordFieldValuesResult, TRecordFieldWrite } from '@vetclinic/domain';

/** What the editor's status line shows. */
export type AutosaveState = 'saved' | 'pending' | 'saving' | 'offline' | 'error' | 'conflict' | 'closed';

export interface SaveBatch { fields: TRecordFieldWrite[]; associated: TRecordAssociatedFields }

/** How a save failed, as the queue needs to know it. */
export type SaveFailure =
  | { kind: 'offline' }
  | { kind: 'error'; message?: string; retry: boolean }
  | { kind: 'conflict'; conflicts: TRecordFieldValue[] }
  | { kind: 'closed' };

export interface AutosaveOptions {
  save: (batch: SaveBatch) => Promise<TRecordFieldValuesResult>;
  classify: (err: unknown) => SaveFailure;
  onChange: () => void;
  /** Quiet time before a change is sent (ms). */
  delayMs?: number;
  /** Waits before retrying a failed save: 2 s, 4 s, 8 s … capped. */
  retryBaseMs?: number;
  retryMaxMs?: number;
}

/** Keys of the record's own columns go in associatedFields (no per-field version). */
export const ASSOCIATED_KEYS = ['title', 'client_summary', 'vet_id', 'recorded_at'] as const;
type AssociatedKey = (typeof ASSOCIATED_KEYS)[number];
const assocKey = (k: string) => `@${k}`;
const isAssoc = (k: string) => k.startsWith('@');

/**
 * The record editor's autosave: changes wait `delayMs` of quiet, then go out in one batch with the field
 * versions last seen; only one batch is in flight. A failed batch is merged back under newer typing and
 * retried (offline: when the browser is back online or after a back-off) — nothing typed is dropped
 * silently. A 409 conflict pauses the queue until the user keeps their values or takes the others.
 */
export class AutosaveQueue {
  state: AutosaveState = 'saved';
  lastSavedAt: number | null = null;
  errorMessage: string | undefined;
  conflicts: TRecordFieldValue[] = [];
  private versions = new Map<string, number>();
  private pending = new Map<string, unknown>();
  private inflight: Map<string, unknown> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempts = 0;
  private disposed = false;

  constructor(private readonly opts: AutosaveOptions) {}

  /** The versions of the loaded record's fields (a field never written is version 0). */
  seed(fields: readonly Pick<TRecordFieldValue, 'field_key' | 'version'>[]) {
    for (const f of fields) this.versions.set(f.field_key, Math.max(this.versions.get(f.field_key) ?? 0, f.version));
  }

  version(key: string) {
    return this.versions.get(key) ?? 0;
  }

  /** Changes not yet acknowledged by the server (pending or in flight). */
  get unsaved(): boolean {
    return this.pending.size > 0 || !!this.inflight;
  }

  /** The value this tab wants for a key, if it has not been saved yet. */
  localValue(key: string): { has: boolean; value?: unknown } {
    if (this.pending.has(key)) return { has: true, value: this.pending.get(key) };
    if (this.inflight?.has(key)) return { has: true, value: this.inflight.get(key) };
    return { has: false };
  }

  setField(key: string, value: unknown, opts: { immediate?: boolean } = {}) {
    this.pending.set(key, value);
    this.afterChange(opts.immediate);
  }

  setAssociated(key: AssociatedKey, value: unknown, opts: { immediate?: boolean } = {}) {
    this.pending.set(assocKey(key), value);
    this.afterChange(opts.immediate);
  }

  /** Send what is pending now (e.g. before closing the record). Resolves when nothing is left or it failed. */
  async flushNow(): Promise<boolean> {
    this.clearTimer();
    while (!this.disposed) {
      if (this.state === 'conflict' || this.state === 'closed') return false;
      if (!this.inflight && this.pending.size === 0) return true;
      if (!this.inflight) {
        const ok = await this.send();
        if (!ok) return false;
      } else {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    return false;
  }

  /** Keep this tab's values for the conflicting fields: they are written again over the others' versions. */
  keepMine() {
    for (const c of this.conflicts) this.versions.set(c.field_key, c.version);
    this.conflicts = [];
    this.state = 'pending';
    this.attempts = 0;
    this.schedule(0);
  }

  /** Take the other tab's values: ours for those fields are dropped (the user chose so). */
  takeTheirs(): TRecordFieldValue[] {
    const taken = this.conflicts;
    for (const c of taken) {
      this.versions.set(c.field_key, c.version);
      this.pending.delete(c.field_key);
    }
    this.conflicts = [];
    this.state = this.pending.size ? 'pending' : 'saved';
    this.attempts = 0;
    if (this.pending.size) this.schedule(0);
    this.emit();
    return taken;
  }

  /** Try again now (the browser came back online, or the user pressed Retry). */
  retry() {
    if (this.state === 'conflict' || this.state === 'closed' || this.inflight) return;
    if (this.pending.size === 0) return;
    this.attempts = 0;
    this.schedule(0);
  }

  /** (Re)attach to a mounted editor (React may unmount and mount the same editor again). */
  activate() {
    this.disposed = false;
    if (this.pending.size && this.state !== 'conflict' && this.state !== 'closed') this.schedule(0);
  }

  dispose() {
    this.disposed = true;
    this.clearTimer();
  }

  private afterChange(immediate?: boolean) {
    if (this.state === 'saved' || this.state === 'pending') this.state = 'pending';
    this.emit();
    if (this.state === 'conflict' || this.state === 'closed') return;
    // A change after an error is a fresh attempt (a 422 the user is fixing, or a retry they trigger by typing).
    if (this.state === 'error') this.attempts = 0;
    this.schedule(immediate ? 0 : this.opts.delayMs ?? 1000);
  }

  private schedule(ms: number) {
    this.clearTimer();
    if (this.disposed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.inflight) return; // the batch in flight reschedules when it ends
      void this.send();
    }, ms);
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async send(): Promise<boolean> {
    if (this.pending.size === 0 || this.inflight) return true;
    const batch = this.pending;
    this.pending = new Map();
    this.inflight = batch;
    this.state = 'saving';
    this.emit();
    const fields: TRecordFieldWrite[] = [];
    const associated: Record<string, unknown> = {};
    for (const [k, v] of batch) {
      if (isAssoc(k)) associated[k.slice(1)] = v;
      else fields.push({ field_key: k, value: v, version: this.version(k) });
    }
    try {
      const res = await this.opts.save({ fields, associated: associated as TRecordAssociatedFields });
      if (this.disposed) return true;
      for (const f of res.fields) this.versions.set(f.field_key, f.version);
      this.inflight = null;
      this.attempts = 0;
      this.lastSavedAt = Date.now();
      this.errorMessage = undefined;
      this.state = this.pending.size ? 'pending' : 'saved';
      if (this.pending.size) this.schedule(this.opts.delayMs ?? 1000);
      this.emit();
      return true;
    } catch (err) {
      if (this.disposed) return false;
      // Newer typing wins over the failed batch; nothing else of it is lost.
      const merged = new Map(batch);
      for (const [k, v] of this.pending) merged.set(k, v);
      this.pending = merged;
      this.inflight = null;
      const failure = this.opts.classify(err);
      if (failure.kind === 'conflict') {
        this.conflicts = failure.conflicts;
        this.state = 'conflict';
      } else if (failure.kind === 'closed') {
        this.state = 'closed';
      } else {
        this.state = failure.kind === 'offline' ? 'offline' : 'error';
        this.errorMessage = failure.kind === 'error' ? failure.message : undefined;
        if (failure.kind === 'offline' || failure.retry) {
          this.attempts++;
          const base = this.opts.retryBaseMs ?? 2000;
          this.schedule(Math.min(base * 2 ** (this.attempts - 1), this.opts.retryMaxMs ?? 30_000));
        }
      }
      this.emit();
      return false;
    }
  }

  private emit() {
    if (!this.disposed) this.opts.onChange();
  }
}
