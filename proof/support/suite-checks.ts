// Bookkeeping shared by the race, crash and load suites: named checks, printed as they pass or
// fail, and the one summary line each suite ends with.

export class SuiteChecks {
  readonly started = Date.now();
  private passed = 0;
  private failed: string[] = [];
  private skipped: string[] = [];

  constructor(readonly suite: string) {}

  /** Records one check; `detail` is printed either way (figures go there). */
  check(name: string, ok: boolean, detail = ''): boolean {
    if (ok) this.passed++;
    else this.failed.push(name);
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
    return ok;
  }

  skip(name: string, reason: string) {
    this.skipped.push(name);
    console.log(`  skip ${name} — ${reason}`);
  }

  /** A check that threw (setup or request failure) counts as failed. */
  crash(name: string, err: unknown) {
    this.failed.push(name);
    console.log(`  FAIL ${name} — ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  }

  get ok() {
    return this.failed.length === 0 && this.passed > 0;
  }

  seconds() {
    return ((Date.now() - this.started) / 1000).toFixed(1);
  }

  /** The single last line: `<suite>: PASS|FAIL — n checks passed, n failed[, n skipped] — <figures> (<s>)`. */
  summary(figures: string): string {
    const skipped = this.skipped.length ? `, ${this.skipped.length} skipped (${this.skipped.join('; ')})` : '';
    const failed = this.failed.length ? ` [${this.failed.join('; ')}]` : '';
    return `${this.suite}: ${this.ok ? 'PASS' : 'FAIL'} — ${this.passed} checks passed, ${this.failed.length} failed${failed}${skipped} — ${figures} (${this.seconds()} s)`;
  }
}

export interface HttpAnswer<T = any> {
  status: number;
  body: T;
}

/** fetch + JSON, never throwing for HTTP statuses; a network error is status 0 with the message. */
export async function call<T = any>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpAnswer<T>> {
  try {
    const res = await fetch(url, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as T };
  } catch (err) {
    return { status: 0, body: { error: (err as Error).message, cause: String((err as { cause?: unknown }).cause ?? '') } as T };
  }
}

export function tally(statuses: number[]): string {
  const m = new Map<number, number>();
  for (const s of statuses) m.set(s, (m.get(s) ?? 0) + 1);
  return [...m].sort(([a], [b]) => a - b).map(([s, n]) => `${n}×${s}`).join(', ');
}

export function shuffle<T>(items: T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
