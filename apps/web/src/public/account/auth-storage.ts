// Spec §3/§4: the pet parent's tokens live in localStorage under `token` and `refreshToken`; the
// parent counts as logged in while a token is stored. Storage can be blocked (a third-party iframe,
// private mode): then the tokens last for the page's life only.
import { safeLocalStorage } from '../../ui/safe-storage';

export const TOKEN_KEY = 'token';
export const REFRESH_TOKEN_KEY = 'refreshToken';

const listeners = new Set<() => void>();

const read = (key: string) => safeLocalStorage.getItem(key);
function write(key: string, value: string | null) {
  if (value === null) safeLocalStorage.removeItem(key);
  else safeLocalStorage.setItem(key, value);
}

const notify = () => listeners.forEach((cb) => cb());

export const readToken = () => read(TOKEN_KEY);
export const readRefreshToken = () => read(REFRESH_TOKEN_KEY);

export function saveTokens(pair: { access_token: string; refresh_token: string }) {
  write(TOKEN_KEY, pair.access_token);
  write(REFRESH_TOKEN_KEY, pair.refresh_token);
  notify();
}

export function clearTokens() {
  write(TOKEN_KEY, null);
  write(REFRESH_TOKEN_KEY, null);
  notify();
}

/** For useSyncExternalStore: changes here and in other tabs. */
export function subscribeTokens(cb: () => void) {
  listeners.add(cb);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === TOKEN_KEY) cb();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(cb);
    window.removeEventListener('storage', onStorage);
  };
}
