import { useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMe } from '@vetclinic/domain';
import { http, session } from './session';

export function useSessionToken() {
  return useSyncExternalStore(session.subscribe, () => session.token);
}

export function useActiveClinicId() {
  return useSyncExternalStore(session.subscribe, () => session.clinicId);
}

/** The signed-in staff member; runs only with a token. */
export function useMe() {
  const token = useSessionToken();
  return useQuery({
    queryKey: ['staff', 'me', token ? 'in' : 'out'],
    queryFn: async () => {
      const me = (await http.get<{ data: TMe }>('/auth/me')).data;
      // Keep the remembered clinic only while the user still belongs to it.
      if (me.clinics.length && !me.clinics.some((c) => c.id === session.clinicId)) session.setClinic(me.clinics[0].id);
      return me;
    },
    enabled: !!token,
    staleTime: 60_000,
  });
}

/** The active clinic of the signed-in user, falling back to their first clinic. */
export function useActiveClinic() {
  const me = useMe();
  const clinicId = useActiveClinicId();
  const clinics = me.data?.clinics ?? [];
  const clinic = clinics.find((c) => c.id === clinicId) ?? clinics[0] ?? null;
  return { me, clinic };
}

export function useSignOut() {
  const qc = useQueryClient();
  return async () => {
    const refresh = session.refreshToken;
    try {
      await http.post('/auth/logout', refresh ? { refresh_token: refresh } : {});
    } catch {
      // Signing out locally must work even when the server can't be reached.
    }
    session.clear();
    qc.clear();
  };
}
