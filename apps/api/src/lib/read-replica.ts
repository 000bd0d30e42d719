import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle, Db } from '@vetclinic/db';
import { AppError } from './app-error';

/**
 * Reads from a PostgreSQL streaming replica (DATABASE_REPLICA_URL) for the public pages and the reports, with
 * read-your-writes: a write answers with the primary's WAL position in the `vc-lsn` cookie, and a read carrying it
 * goes to the replica only once the replica has replayed that far; otherwise, or when the replica is unknown or down,
 * to the primary. docs/decisions.md ("Read replica") says why so; docs/scaling.md how to run one.
 */

declare module 'fastify' {
  interface FastifyInstance {
    reads: ReadRouting;
  }
  interface FastifyContextConfig {
    /** A GET that writes (a link opened from a mail): its answer carries the write position like a POST's. */
    writes?: boolean;
  }
}

export const LSN_COOKIE = 'vc-lsn';
/** Long enough for a replica's usual lag (milliseconds to a few seconds), short enough to send little to the primary. */
export const LSN_COOKIE_SECONDS = 30;

const LSN_TEXT = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** PostgreSQL's pg_lsn text ('16/B374D848': two 32-bit halves in hex) as one 64-bit number, or null if not one. */
export function parseLsn(text: string | null | undefined): bigint | null {
  const m = text ? LSN_TEXT.exec(text) : null;
  return m ? (BigInt(`0x${m[1]}`) << 32n) | BigInt(`0x${m[2]}`) : null;
}

/** What routing needs of a request: its headers (the booking page handler types them loosely). */
export type ReadRequest = { headers: { cookie?: string | string[] | undefined } };

/** The `vc-lsn` cookie of a request, parsed; null when absent or malformed (a forged value can only cost a primary read). */
export function lsnOfRequest(request: ReadRequest): bigint | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of (Array.isArray(header) ? header.join(';') : header).split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === LSN_COOKIE) return parseLsn(part.slice(eq + 1).trim());
  }
  return null;
}

/** Errors that say the replica cannot be reached (the read is retried on the primary and the replica rested a while). */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
/**
 * SQLSTATEs of a replica that is there but cannot answer: class 08 (connection), 57P01–57P03 (shutting down,
 * crashed, still starting) and 3D000 (the database is not replayed yet, e.g. a just-created one).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|3D000)$/;
/** A hot standby cancels a query that conflicts with replay; the primary has no such conflict. */
const RECOVERY_CONFLICT = '40001';

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown };

/** 'down' (rest the replica), 'conflict' (retry on the primary only) or null (a real error of the read: rethrown). */
export function classifyReplicaError(err: unknown): 'down' | 'conflict' | null {
  // Drizzle wraps the driver's error (DrizzleQueryError.cause); walk a few causes.
  for (let e = err as ErrorLike | undefined, depth = 0; e && typeof e === 'object' && depth < 5; e = e.cause as ErrorLike | undefined, depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)) return 'down';
    if (code === RECOVERY_CONFLICT) return 'conflict';
    const message = typeof e.message === 'string' ? e.message : '';
    // node-postgres says these without a code: a dropped socket, and its connectionTimeoutMillis.
    if (/Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message)) return 'down';
  }
  return null;
}

export interface ReplicaSource {
  db: Db;
  /** pg_last_wal_replay_lsn() of the replica as text; null when it is not replaying (not a standby). */
  replayLsn(): Promise<string | null>;
}

export interface ReadRoutingOptions {
  /** How long a replay position read from the replica answers for others (a few ms: one round trip saved per read). */
  replayCacheMs?: number;
  /** How long a replica that failed to connect is left alone (its reads go to the primary). */
  restMs?: number;
  now?: () => number;
  warn?: (msg: string, err: unknown) => void;
}

export type ReadTarget = 'primary' | 'replica';

/** Per node: the primary, the replica if configured, what it last said of its replay position, and its failures. */
export class ReadRouting {
  private replay: { lsn: bigint | null; at: number } | null = null;
  private replayInFlight: Promise<bigint | null> | null = null;
  private restUntil = 0;
  /** Counters for diagnostics and tests: where reads went and how often the replica failed. */
  readonly stats = { replica: 0, primary: 0, fallbacks: 0, replicaErrors: 0 };
  private readonly replayCacheMs: number;
  private readonly restMs: number;
  private readonly now: () => number;
  private readonly warn: (msg: string, err: unknown) => void;

  constructor(readonly primary: Db, private readonly replica: ReplicaSource | null, opts: ReadRoutingOptions = {}) {
    this.replayCacheMs = opts.replayCacheMs ?? 20;
    this.restMs = opts.restMs ?? 5_000;
    this.now = opts.now ?? Date.now;
    this.warn = opts.warn ?? ((msg, err) => console.warn(msg, err instanceof Error ? err.message : err));
  }

  get hasReplica(): boolean {
    return this.replica !== null;
  }

  /**
   * Where a read carrying `token` (the client's last write position, or null) goes. A cached replay position is
   * a lower bound of the replica's (replay only moves forward), so a cached value can send a read to the primary
   * needlessly but never to a replica short of the token; it is read again once older than replayCacheMs, and
   * forgotten when the replica fails (a reconnect may reach another server).
   */
  async target(token: bigint | null): Promise<ReadTarget> {
    if (!this.replica || this.now() < this.restUntil) return 'primary';
    if (token === null) return 'replica';
    const cached = this.replay;
    let replayed = cached && this.now() - cached.at <= this.replayCacheMs ? cached.lsn : undefined;
    if (replayed === undefined) {
      try {
        replayed = await this.readReplay();
      } catch (err) {
        this.failed(err);
        return 'primary';
      }
    }
    return replayed !== null && token <= replayed ? 'replica' : 'primary';
  }

  /** One question to the replica at a time; those arriving meanwhile share its answer (read after they arrived or not, it only errs low). */
  private readReplay(): Promise<bigint | null> {
    this.replayInFlight ??= (async () => {
      try {
        const lsn = parseLsn(await this.replica!.replayLsn());
        this.replay = { lsn, at: this.now() };
        return lsn;
      } finally {
        this.replayInFlight = null;
      }
    })();
    return this.replayInFlight;
  }

  private failed(err: unknown) {
    this.stats.replicaErrors++;
    this.replay = null;
    if (this.now() >= this.restUntil) this.warn(`read replica unavailable, reading the primary for ${this.restMs} ms:`, err);
    this.restUntil = this.now() + this.restMs;
  }

  /**
   * Runs a read-only `fn` where the request's reads belong (see target), and again on the primary when the replica
   * cannot answer it: a replica down or a query cancelled by replay never becomes an error page. With
   * `recheckNotFound`, a not-found from the replica is asked of the primary too: for what a client reaches without
   * the cookie right after it was made (a manage link opened from the mail on another device).
   */
  async read<T>(request: ReadRequest, fn: (db: Db) => Promise<T>, opts: { recheckNotFound?: boolean } = {}): Promise<T> {
    if (await this.target(lsnOfRequest(request)) === 'primary') {
      this.stats.primary++;
      return fn(this.primary);
    }
    try {
      const out = await fn(this.replica!.db);
      this.stats.replica++;
      return out;
    } catch (err) {
      const kind = opts.recheckNotFound && err instanceof AppError && err.code === 'not_found' ? 'absent' : classifyReplicaError(err);
      if (!kind) throw err;
      if (kind === 'down') this.failed(err);
      this.stats.fallbacks++;
      this.stats.primary++;
      return fn(this.primary);
    }
  }

  /**
   * The primary's WAL insert position, read after a write committed: at or past the write's commit record even
   * with synchronous_commit off (pg_current_wal_lsn, the position written out, can then still be short of it).
   */
  async writePosition(): Promise<string | null> {
    const result = await this.primary.execute(sql`SELECT pg_current_wal_insert_lsn()::text AS lsn`);
    return (rowsOf(result)[0]?.lsn as string | undefined) ?? null;
  }
}

/** node-postgres answers execute() with a QueryResult ({ rows }); keep to that shape. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return ((result as { rows?: Record<string, unknown>[] }).rows) ?? [];
}

/** The replica half of the routing, from an open replica handle. */
export function replicaSource(handle: DatabaseHandle): ReplicaSource {
  return {
    db: handle.db,
    replayLsn: async () => (rowsOf(await handle.db.execute(sql`SELECT pg_last_wal_replay_lsn()::text AS lsn`))[0]?.lsn as string | null | undefined) ?? null,
  };
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After a request that may have written (any other method, or a route marked `config.writes`, like the GET that
 * accepts a proposed time), the client gets the primary's position in a short-lived cookie, so that its next reads
 * (the confirmation, the timeslots without the slot it took) see its write. Only with a replica: without one every
 * read is the primary's. A failed request wrote nothing (its transaction rolled back); a primary that cannot say
 * its position costs the cookie, never the answer.
 */
export async function setWritePositionCookie(reads: ReadRouting, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!reads.hasReplica || reply.statusCode >= 400) return;
  if (READ_ONLY_METHODS.has(request.method) && !request.routeOptions.config?.writes) return;
  let lsn: string | null;
  try {
    lsn = await reads.writePosition();
  } catch (err) {
    request.log.warn({ err }, 'write position not read: the client may read its write from a lagging replica');
    return;
  }
  if (!parseLsn(lsn)) return;
  const cookie = `${LSN_COOKIE}=${lsn}; Max-Age=${LSN_COOKIE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`;
  // Fastify appends to a set-cookie already there.
  reply.header('set-cookie', cookie);
}
