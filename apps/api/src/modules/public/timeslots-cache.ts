/**
 * Serialized timeslots answers, valid while the clinic group's availability_version is unchanged
 * and for at most `ttlMs` (slots pass as time goes by). Per process: each API node keeps its own;
 * correctness never depends on it because the version is read from the database on every request
 * and the booking path re-checks the slot anyway. (The staff calendar list reuses it with its own
 * version and body type.)
 */
export class TimeslotsCache<T = string> {
  private readonly entries = new Map<string, { version: number; at: number; body: T }>();

  constructor(private readonly max = 500, private readonly ttlMs = 15_000, private readonly now: () => number = Date.now) {}

  get(key: string, version: number): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.version !== version || this.now() - hit.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Refresh recency for the LRU order.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.body;
  }

  set(key: string, version: number, body: T) {
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { version, at: this.now(), body });
  }
}
