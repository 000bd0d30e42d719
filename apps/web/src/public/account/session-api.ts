import type { TParentMe } from '@vetclinic/domain';
import { createHttp } from '../../ui/http';
import { clearTokens, readRefreshToken, readToken, saveTokens } from './auth-storage';

// The parent's session on the page's first load: the current-user call, logout and the token
// refresh behind every authenticated call. The other account calls (account-api.ts) load with the modals.

export interface TokenPair { access_token: string; refresh_token: string }

export const PARENT_API = '/for-pet-parents';
export const openHttp = createHttp();

let refreshing: Promise<boolean> | null = null;
/** A 401 with a token: one refresh for all the calls that met it; a failed refresh logs out. */
function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const refresh_token = readRefreshToken();
    try {
      if (!refresh_token) throw new Error('no refresh token');
      saveTokens((await openHttp.post<{ data: TokenPair }>(`${PARENT_API}/auth/refresh`, { refresh_token })).data);
      return true;
    } catch {
      clearTokens();
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** Calls with the parent's bearer token (renewed once on a 401). */
export const authedHttp = (headers: Record<string, string> = {}) => createHttp({ getToken: readToken, onUnauthorized: refreshTokens, getHeaders: () => headers });
const http = authedHttp();

export const fetchMe = () => http.get<{ data: TParentMe }>(`${PARENT_API}/auth/me`, { include: 'pets' }).then((r) => r.data);
export const logout = (refreshToken: string | null) => http.post<null>(`${PARENT_API}/auth/logout`, refreshToken ? { refresh_token: refreshToken } : {});

/** Query keys of the pet-parent account (the current user: spec §9 cache time 0). */
export const accountKeys = {
  me: ['public', 'parent', 'me'] as const,
  species: (slug: string) => ['public', 'species', slug] as const,
};
