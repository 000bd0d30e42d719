import { describe, expect, it } from 'vitest';
import type { Db } from '@vetclinic/db';
import { AppError, notFound } from './app-error';
import { LSN_COOKIE, ReadRouting, classifyReplicaError, lsnOfRequest, parseLsn, type ReplicaSource } from './read-replica';

const PRIMARY = { name: 'primary' } as unknown as Db;
const REPLICA_DB = { name: 'replica' } as unknown as Db;
const req = (lsn?: string) => ({ headers: lsn === undefined ? {} : { cookie: `theme=dark; ${LSN_COOKIE}=${lsn}; other=1` } });

/** A replica whose replay position the test sets, counting how often it is asked. */
function fakeReplica(replay: string | null | Error = '0/0') {
  const state = { replay, asked: 0 };
  const source: ReplicaSource = {
    db: REPLICA_DB,
    replayLsn: async () => {
      state.asked++;
      if (state.replay instanceof Error) throw state.replay;
      return state.replay;
    },
  };
  return { state, source };
}

function routing(source: ReplicaSource | null, clock = { t: 1_000 }) {
  return new ReadRouting(PRIMARY, source, { replayCacheMs: 20, restMs: 5_000, now: () => clock.t, warn: () => {} });
}

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });

describe('parseLsn', () => {
  it('reads the two hex halves as one 64-bit number', () => {
    expect(parseLsn('0/0')).toBe(0n);
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
    expect(parseLsn('FFFFFFFF/FFFFFFFF')).toBe(2n ** 64n - 1n);
    expect(parseLsn('a/b')).toBe((10n << 32n) | 11n);
  });

  it('orders as 64-bit numbers, not as text: 1/0 is past 0/FFFFFFFF, A/0 past 9/FFFFFFFF', () => {
    expect(parseLsn('1/0')! > parseLsn('0/FFFFFFFF')!).toBe(true);
    expect(parseLsn('A/0')! > parseLsn('9/FFFFFFFF')!).toBe(true);
    expect(parseLsn('0/10')! > parseLsn('0/9')!).toBe(true);
    // As text '0/9' > '0/10' — the comparison a string compare would get wrong.
    expect('0/9' > '0/10').toBe(true);
  });

  it('refuses what is not an LSN', () => {
    for (const bad of [null, undefined, '', '0', '0/', '/0', '0/0/0', 'G/0', '123456789/0', '0/123456789', ' 0/0', '-1/0']) expect(parseLsn(bad)).toBeNull();
  });
});

describe('lsnOfRequest', () => {
  it('finds the cookie among others, and ignores a malformed one', () => {
    expect(lsnOfRequest(req('1/A0'))).toBe((1n << 32n) | 0xa0n);
    expect(lsnOfRequest(req())).toBeNull();
    expect(lsnOfRequest(req('nonsense'))).toBeNull();
    expect(lsnOfRequest({ headers: { cookie: 'xvc-lsn=1/A0' } })).toBeNull();
  });
});

describe('ReadRouting.target', () => {
  it('without a replica everything reads the primary', async () => {
    const r = routing(null);
    expect(await r.target(null)).toBe('primary');
    expect(await r.target(5n)).toBe('primary');
  });

  it('no token → the replica, without asking its position', async () => {
    const { state, source } = fakeReplica('0/100');
    expect(await routing(source).target(null)).toBe('replica');
    expect(state.asked).toBe(0);
  });

  it('a token the replica has replayed → the replica; one ahead of it → the primary', async () => {
    const clock = { t: 1_000 };
    const { state, source } = fakeReplica('1/100');
    const r = routing(source, clock);
    expect(await r.target(parseLsn('1/100'))).toBe('replica');
    expect(await r.target(parseLsn('0/FFFFFFFF'))).toBe('replica');
    expect(await r.target(parseLsn('1/101'))).toBe('primary');
    expect(await r.target(parseLsn('2/0'))).toBe('primary');
    // All four from one question: the position is kept for replayCacheMs.
    expect(state.asked).toBe(1);
  });

  it('a cached position is asked again once older than replayCacheMs, and only errs towards the primary', async () => {
    const clock = { t: 1_000 };
    const { state, source } = fakeReplica('0/100');
    const r = routing(source, clock);
    expect(await r.target(0x200n)).toBe('primary');
    state.replay = '0/200'; // the replica caught up, but the node still holds 0/100
    clock.t += 10;
    expect(await r.target(0x200n)).toBe('primary');
    expect(state.asked).toBe(1);
    clock.t += 11;
    expect(await r.target(0x200n)).toBe('replica');
    expect(state.asked).toBe(2);
  });

  it('concurrent reads with tokens share one question', async () => {
    const { state, source } = fakeReplica('0/100');
    const r = routing(source);
    const targets = await Promise.all([r.target(0x50n), r.target(0x100n), r.target(0x150n)]);
    expect(targets).toEqual(['replica', 'replica', 'primary']);
    expect(state.asked).toBe(1);
  });

  it('a replica whose position is unknown (not replaying: NULL) → the primary for tokens', async () => {
    const { source } = fakeReplica(null);
    const r = routing(source);
    expect(await r.target(0n)).toBe('primary');
    expect(await r.target(null)).toBe('replica');
  });

  it('a replica that cannot be asked → the primary, for everyone, for restMs', async () => {
    const clock = { t: 1_000 };
    const { state, source } = fakeReplica(refused);
    const r = routing(source, clock);
    expect(await r.target(0x10n)).toBe('primary');
    expect(r.stats.replicaErrors).toBe(1);
    expect(await r.target(null)).toBe('primary');
    state.replay = '0/100';
    clock.t += 5_000;
    expect(await r.target(null)).toBe('replica');
    expect(await r.target(0x10n)).toBe('replica');
  });
});

describe('ReadRouting.read', () => {
  const which = (db: Db) => Promise.resolve((db as unknown as { name: string }).name);

  it('routes the read by the request\'s cookie', async () => {
    const { source } = fakeReplica('0/100');
    const r = routing(source);
    expect(await r.read(req(), which)).toBe('replica');
    expect(await r.read(req('0/80'), which)).toBe('replica');
    expect(await r.read(req('0/101'), which)).toBe('primary');
    expect(r.stats).toMatchObject({ replica: 2, primary: 1, fallbacks: 0 });
  });

  it('a replica down mid-read: the read is answered by the primary and the replica rests', async () => {
    const clock = { t: 1_000 };
    const { source } = fakeReplica('0/100');
    const r = routing(source, clock);
    const calls: string[] = [];
    const read = async (db: Db) => {
      const name = await which(db);
      calls.push(name);
      if (name === 'replica') throw Object.assign(new Error('Failed query'), { cause: refused });
      return name;
    };
    expect(await r.read(req(), read)).toBe('primary');
    expect(calls).toEqual(['replica', 'primary']);
    expect(r.stats).toMatchObject({ fallbacks: 1, replicaErrors: 1 });
    // Resting: the next read goes straight to the primary.
    expect(await r.read(req(), read)).toBe('primary');
    expect(calls).toEqual(['replica', 'primary', 'primary']);
  });

  it('a query cancelled by replay is retried on the primary without resting the replica', async () => {
    const { source } = fakeReplica('0/100');
    const r = routing(source);
    let first = true;
    const read = async (db: Db) => {
      if (first && (await which(db)) === 'replica') {
        first = false;
        throw Object.assign(new Error('canceling statement due to conflict with recovery'), { code: '40001' });
      }
      return which(db);
    };
    expect(await r.read(req(), read)).toBe('primary');
    expect(await r.read(req(), read)).toBe('replica');
    expect(r.stats.replicaErrors).toBe(0);
  });

  it('an error of the read itself is the answer, from the replica as from the primary', async () => {
    const { source } = fakeReplica('0/100');
    const r = routing(source);
    await expect(r.read(req(), async () => { throw new AppError('validation_failed'); })).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(r.read(req(), async () => { throw notFound(); })).rejects.toMatchObject({ code: 'not_found' });
    expect(r.stats.fallbacks).toBe(0);
  });

  it('with recheckNotFound a not-found from the replica is asked of the primary', async () => {
    const { source } = fakeReplica('0/100');
    const r = routing(source);
    const read = async (db: Db) => {
      if ((await which(db)) === 'replica') throw notFound('errors.link_not_found');
      return 'found on the primary';
    };
    expect(await r.read(req(), read, { recheckNotFound: true })).toBe('found on the primary');
    expect(r.stats.replicaErrors).toBe(0);
  });
});

describe('classifyReplicaError', () => {
  it('knows a replica that is not there from a failed query', () => {
    expect(classifyReplicaError(refused)).toBe('down');
    expect(classifyReplicaError(new Error('Connection terminated unexpectedly'))).toBe('down');
    expect(classifyReplicaError(new Error('timeout exceeded when trying to connect'))).toBe('down');
    expect(classifyReplicaError(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe('down');
    expect(classifyReplicaError(Object.assign(new Error('x'), { code: '08006' }))).toBe('down');
    expect(classifyReplicaError(Object.assign(new Error('wrapped'), { cause: Object.assign(new Error('x'), { code: '3D000' }) }))).toBe('down');
    expect(classifyReplicaError(Object.assign(new Error('conflict with recovery'), { code: '40001' }))).toBe('conflict');
    expect(classifyReplicaError(Object.assign(new Error('syntax'), { code: '42601' }))).toBeNull();
    expect(classifyReplicaError(notFound())).toBeNull();
  });
});
