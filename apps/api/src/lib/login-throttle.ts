import { AppError } from './app-error';
import { RateWindow } from './rate-window';

/**
 * Failed logins counted per IP and per e-mail (one-minute window, `limit` each): once either is at the
 * limit, a login is refused with 429 `errors.too_many_logins` and `retry_after` before any password check.
 * Returns the guard a login route wraps its call in; each route keeps its own counters.
 */
export function loginThrottle(limit: number) {
  const failuresByIp = new RateWindow(limit);
  const failuresByEmail = new RateWindow(limit);
  return async function throttledLogin<T>(ip: string, email: string, login: () => Promise<T>): Promise<T> {
    if (failuresByIp.isBlocked(ip) || failuresByEmail.isBlocked(email)) {
      throw new AppError('too_many_requests', 'errors.too_many_logins', undefined, {
        retry_after: Math.max(failuresByIp.retryAfter(ip), failuresByEmail.retryAfter(email)),
      });
    }
    try {
      return await login();
    } catch (err) {
      if (err instanceof AppError && err.code === 'invalid_credentials') {
        failuresByIp.hit(ip);
        failuresByEmail.hit(email);
      }
      throw err;
    }
  };
}
