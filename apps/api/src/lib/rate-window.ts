/**
 * Counts events per key in a sliding window (one minute unless told), in memory. One node only: with
 * several API nodes this moves to Redis (docs/scaling.md). Only the newest `limit` events of a key are
 * kept: nothing past the limit changes an answer, and a flood cannot grow a key's list.
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

  /** Events of this key inside the window (at most `limit`). */
  count(key: string): number {
    return this.live(key).length;
  }

  isBlocked(key: string): boolean {
    return this.live(key).length >= this.limit;
  }

  /** Seconds until the key is below its limit again (the oldest kept event leaves the window). */
  retryAfter(key: string): number {
    const list = this.live(key);
    if (!list.length) return 0;
    return Math.max(1, Math.ceil((list[0] + this.windowMs - this.now()) / 1000));
  }

  hit(key: string) {
    const list = this.live(key);
    list.push(this.now());
    if (list.length > this.limit) list.splice(0, list.length - this.limit);
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
