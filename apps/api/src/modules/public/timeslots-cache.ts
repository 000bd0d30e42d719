/**
 * Serialized timeslots answers, valid while the clinic group's availability_version is unchanged
 * and for at most `ttlMs` (slots pass as time goes by). Per process: each API node keeps its own;
 * correctness never depends on it because the version is read from the database on every request
 * and the booking path re-checks the slot anyway. (The staff calendar list reuses it with its own
 * version and body type.)
 *
 * Versions only grow (a counter bumped by triggers), but reads may come from a replica behind the primary
 * (lib/read-replica.ts): a request that read an older version than the entry's neither uses it nor replaces it, so
 * a lagging replica's answer never displaces the primary's newer one, and the replica's readers compute theirs
 * uncached until it catches up. (A version that went backwards, a restored database, waits out the ttl.)
 */
export class TimeslotsCache<T = string> {
  private readonly entries = new Map<string, { version: number; at: number; body: T }>();

  constructor(private readonly max = 500, private readonly ttlMs = 15_000, private readonly now: () => number = Date.now) {}

  get(key: string, version: number): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (version < hit.version) return undefined;
    if (version > hit.version || this.now() - hit.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Refresh recency for the LRU order.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.body;
  }

  set(key: string, version: number, body: T) {
    const current = this.entries.get(key);
    if (current && version < current.version && this.now() - current.at <= this.ttlMs) return;
    if (!current && this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { version, at: this.now(), body });
  }
}
