/**
 * Counts events per key in a sliding one-minute window, in memory. One node only: with several
 * API nodes this moves to Redis (docs/scaling.md).
 */
export class RateWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly limit: number, private readonly windowMs = 60_000, private readonly now: () => number = Date.now) {}

  private live(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  isBlocked(key: string): boolean {
    return this.live(key).length >= this.limit;
  }

  /** Seconds until the oldest hit leaves the window. */
  retryAfter(key: string): number {
    const list = this.live(key);
    if (!list.length) return 0;
    return Math.max(1, Math.ceil((list[0] + this.windowMs - this.now()) / 1000));
  }

  hit(key: string) {
    const list = this.live(key);
    list.push(this.now());
    this.hits.set(key, list);
    if (this.hits.size > 50_000) this.sweep();
  }

  clear(key: string) {
    this.hits.delete(key);
  }

  private sweep() {
    for (const key of [...this.hits.keys()]) this.live(key);
  }
}
