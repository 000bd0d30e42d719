import { createHttp, type Http } from '../../ui/http';

// Staff keys differ from the pet parents' `token` / `refreshToken`: both areas share one origin.
const ACCESS_KEY = 'staff.token';
const REFRESH_KEY = 'staff.refreshToken';
const CLINIC_KEY = 'staff.clinicId';

type Listener = () => void;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l());

export const session = {
  get token() {
    return localStorage.getItem(ACCESS_KEY);
  },
  get refreshToken() {
    return localStorage.getItem(REFRESH_KEY);
  },
  get clinicId(): number | null {
    const v = Number(localStorage.getItem(CLINIC_KEY));
    return Number.isInteger(v) && v > 0 ? v : null;
  },
  setTokens(access: string, refresh: string) {
    localStorage.setItem(ACCESS_KEY, access);
    localStorage.setItem(REFRESH_KEY, refresh);
    emit();
  },
  setClinic(id: number) {
    localStorage.setItem(CLINIC_KEY, String(id));
    emit();
  },
  clear() {
    localStorage.removeItem(ACCESS_KEY);
    localStorage.removeItem(REFRESH_KEY);
    emit();
  },
  subscribe(l: Listener) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: parallel 401s wait for the same rotation instead of racing (reuse = revoke). */
async function refreshOnce(): Promise<boolean> {
  const refresh = session.refreshToken;
  if (!refresh) return false;
  refreshing ??= (async () => {
    try {
      const res = await fetch('/api/v1/auth/refresh', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refresh_token: refresh }) });
      if (!res.ok) {
        session.clear();
        return false;
      }
      const body = await res.json();
      session.setTokens(body.access_token, body.refresh_token);
      return true;
    } catch {
      return false;
    } finally {
      setTimeout(() => (refreshing = null), 0);
    }
  })();
  return refreshing;
}

/** The staff HTTP client: bearer token, active clinic, silent refresh on 401. */
export const http: Http = createHttp({
  getToken: () => session.token,
  getHeaders: (): Record<string, string> => (session.clinicId ? { 'x-clinic-id': String(session.clinicId) } : {}),
  onUnauthorized: refreshOnce,
});
