import { QueryClient } from '@tanstack/react-query';

/** Spec §9: no retries, no refetch on focus or reconnect. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}
