import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { RateWindow, type WindowStore } from './rate-window';

/** An address may fail this many times `limit` a minute over all accounts (password spraying). */
const PER_ADDRESS_FACTOR = 3;
/** The account-wide count that only slows attempts down: its window, first delay and ceiling. */
const ACCOUNT_WINDOW_MS = 15 * 60_000;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 2_000;
/** Bodies refused before the password is checked (malformed, too deep, too large, invalid). */
const REFUSED_BODY = new Set([400, 413, 415, 422]);

export interface LoginThrottleOptions {
  /** The app's window store (AppDeps.windows): with Redis every node counts the same failures. */
  store: WindowStore;
  /** Names this throttle's windows in the store, so each login route keeps its own counters. */
  name: string;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const tooMany = (retryAfter: number) => new AppError('too_many_requests', 'errors.too_many_logins', undefined, { retry_after: retryAfter });
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Brute-force protection a stranger cannot turn against an account's owner. Refused with 429
 * `errors.too_many_logins` and `retry_after`, before any password check:
 * - one address on one account after `limit` failures a minute (guessing one password);
 * - one address on any account after 3 × `limit` failures or refused bodies a minute (spraying, junk),
 *   checked in `hooks.onRequest` before the body is even read.
 * Failures on an account from every address together (15 minutes) never refuse: past `limit` each
 * attempt waits 250 ms, doubling every further `limit` failures up to 2 s. So a correct password from
 * an address without failures is answered, however many others guessed wrong.
 * Returns the guard a login route wraps its call in, with the hooks the route adds; each route keeps
 * its own counters.
 */
export function loginThrottle(limit: number, opts: LoginThrottleOptions) {
  const now = opts.now ?? Date.now;
  const sleep = opts.sleep ?? wait;
  const failuresByPair = new RateWindow(opts.store, `${opts.name}:pair`, limit, 60_000, now);
  const failuresByIp = new RateWindow(opts.store, `${opts.name}:ip`, limit * PER_ADDRESS_FACTOR, 60_000, now);
  const failuresByAccount = new RateWindow(opts.store, `${opts.name}:account`, limit * 4, ACCOUNT_WINDOW_MS, now);
  const pair = (ip: string, email: string) => `${ip}\n${email}`;

  /** The progressive delay for an account with `failures` recent failures from everywhere. */
  const delayFor = (failures: number) => (failures < limit ? 0 : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.floor((failures - limit) / limit)));

  async function throttledLogin<T>(ip: string, email: string, login: () => Promise<T>): Promise<T> {
    if (await failuresByIp.isBlocked(ip)) throw tooMany(await failuresByIp.retryAfter(ip));
    if (await failuresByPair.isBlocked(pair(ip, email))) throw tooMany(await failuresByPair.retryAfter(pair(ip, email)));
    const delay = delayFor(await failuresByAccount.count(email));
    if (delay) await sleep(delay);
    try {
      const result = await login();
      await failuresByPair.clear(pair(ip, email));
      return result;
    } catch (err) {
      if (err instanceof AppError && err.code === 'invalid_credentials') {
        await Promise.all([failuresByPair.hit(pair(ip, email)), failuresByIp.hit(ip), failuresByAccount.hit(email)]);
      }
      throw err;
    }
  }

  const hooks = {
    /** A blocked address is refused before its body is read or parsed. */
    onRequest: async (request: FastifyRequest) => {
      if (await failuresByIp.isBlocked(request.ip)) throw tooMany(await failuresByIp.retryAfter(request.ip));
    },
    /** Bodies refused before the login ran count for their address like failed logins. */
    onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
      if (REFUSED_BODY.has(reply.statusCode)) await failuresByIp.hit(request.ip);
    },
  };
  return Object.assign(throttledLogin, { hooks, delayFor });
}
