/**
 * The markdown editor's commit rules (spec §4): typing schedules a commit `delayMs` after the last
 * change (1000 ms by default; none when debounce is off — then only leaving commits); leaving the editor
 * (Escape, Tab, an outside click, blur) commits at once. A value equal to the last committed one is
 * never committed again, and nothing typed is ever dropped: `flush` always delivers the latest text.
 */
export class DebouncedCommit {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private latest: string;
  private committed: string;

  constructor(initial: string, private readonly commit: (value: string) => void, private readonly delayMs: number | null = 1000) {
    this.latest = initial;
    this.committed = initial;
  }

  /** True while typed text has not been committed yet. */
  get pending(): boolean {
    return this.latest !== this.committed;
  }

  /** The user typed: remember it and (re)start the quiet-period timer. */
  change(value: string): void {
    this.latest = value;
    this.clear();
    if (this.delayMs !== null && this.pending) this.timer = setTimeout(() => this.flush(), this.delayMs);
  }

  /** Commit now (leaving the editor, or the timer ran out). */
  flush(): void {
    this.clear();
    if (!this.pending) return;
    this.committed = this.latest;
    this.commit(this.latest);
  }

  /** The value changed from outside (another tab's value taken): nothing of ours is pending any more. */
  reset(value: string): void {
    this.clear();
    this.latest = value;
    this.committed = value;
  }

  dispose(): void {
    this.flush();
  }

  private clear() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
