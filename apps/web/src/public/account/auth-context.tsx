import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { TParentMe } from '@vetclinic/domain';
import { accountKeys, fetchMe, logout as logoutCall, type TokenPair } from './session-api';
import { clearTokens, readRefreshToken, readToken, saveTokens, subscribeTokens } from './auth-storage';

export interface AuthValue {
  /** Spec §4: logged in while a token is stored. */
  isLoggedIn: boolean;
  /** The current parent with their pets, once loaded. */
  me: TParentMe | undefined;
  meStatus: { isPending: boolean; error: unknown; refetch: () => unknown };
  /** Stores the tokens of a login or activation and loads the parent. */
  signIn: (pair: TokenPair) => void;
  /** Tells the server, then forgets the tokens and the cached parent whatever it answered. */
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthValue | null>(null);

export function useAuth(): AuthValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeTokens, readToken, () => null);
  const isLoggedIn = !!token;
  // Spec §9: the logged-in user query keeps nothing once unused (gcTime 0) and runs only with a token.
  const me = useQuery({ queryKey: accountKeys.me, queryFn: fetchMe, enabled: isLoggedIn, gcTime: 0 });

  const signIn = useCallback(
    (pair: TokenPair) => {
      queryClient.removeQueries({ queryKey: accountKeys.me });
      saveTokens(pair);
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    try {
      await logoutCall(readRefreshToken());
    } catch (err) {
      // An expired session is logged out anyway; the local tokens go in every case.
      console.warn('Logout call failed', err);
    } finally {
      clearTokens();
      queryClient.removeQueries({ queryKey: accountKeys.me });
    }
  }, [queryClient]);

  const value = useMemo<AuthValue>(
    () => ({
      isLoggedIn,
      me: isLoggedIn ? me.data : undefined,
      meStatus: { isPending: me.isPending, error: me.error, refetch: me.refetch },
      signIn,
      logout,
    }),
    [isLoggedIn, me.data, me.isPending, me.error, me.refetch, signIn, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
