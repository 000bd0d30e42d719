import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TVisit, VisitStage } from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

export interface Board { data: TVisit[]; meta: { date: string; version: string } }

/** How often the board asks whether anything changed (a count and a max, no rows): well inside the 5 s promise. */
export const BOARD_POLL_MS = 2500;

export const visitKeys = {
  all: (clinicId: number | undefined) => ['clinic', clinicId, 'visits'] as const,
  board: (clinicId: number | undefined, date: string) => ['clinic', clinicId, 'visits', 'board', date] as const,
  version: (clinicId: number | undefined, date: string) => ['clinic', clinicId, 'visits', 'version', date] as const,
};

/**
 * The board of a clinic-local day (empty string: today). A cheap version endpoint is polled; the board
 * itself is fetched again only when that version differs from the one it was read at.
 */
export function useBoard(date = '') {
  const { clinic } = useActiveClinic();
  const qc = useQueryClient();
  const query = { ...(date ? { date } : {}) };
  const board = useQuery({
    queryKey: visitKeys.board(clinic?.id, date),
    queryFn: () => http.get<Board>('/visits', query),
    enabled: !!clinic,
  });
  const version = useQuery({
    queryKey: visitKeys.version(clinic?.id, date),
    queryFn: () => http.get<{ data: { version: string } }>('/visits/board-version', query).then((r) => r.data.version),
    enabled: !!clinic && board.isSuccess,
    refetchInterval: BOARD_POLL_MS,
    refetchIntervalInBackground: false,
  });
  const seen = board.data?.meta.version;
  const latest = version.data;
  useEffect(() => {
    if (latest && seen && latest !== seen && !board.isFetching) void qc.invalidateQueries({ queryKey: visitKeys.board(clinic?.id, date) });
  }, [latest, seen, board.isFetching, qc, clinic?.id, date]);
  return board;
}

export function useCanManageVisits() {
  const { clinic } = useActiveClinic();
  return !!clinic?.permissions.includes('visits.manage');
}

/** Moves, undoes and check-ins. A move shows at once (optimistic) and is put back if the server refuses it. */
export function useVisitMutations(date = '') {
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  const key = visitKeys.board(clinic?.id, date);
  const refresh = () => qc.invalidateQueries({ queryKey: visitKeys.all(clinic?.id) });
  const setStage = (id: number, stage: VisitStage) => {
    const previous = qc.getQueryData<Board>(key);
    if (previous) {
      qc.setQueryData<Board>(key, { ...previous, data: previous.data.map((v) => (v.id === id ? { ...v, stage, entered_stage_at: new Date().toISOString() } : v)) });
    }
    return previous;
  };
  return {
    move: useMutation({
      mutationFn: ({ id, stage, expected }: { id: number; stage: VisitStage; expected: VisitStage }) =>
        http.post<{ data: TVisit }>(`/visits/${id}/stage`, { stage, expected_stage: expected }).then((r) => r.data),
      onMutate: ({ id, stage }) => ({ previous: setStage(id, stage) }),
      onError: (_err, _vars, ctx) => ctx?.previous && qc.setQueryData(key, ctx.previous),
      onSettled: refresh,
    }),
    undo: useMutation({
      mutationFn: ({ id, expected }: { id: number; expected: VisitStage }) =>
        http.post<{ data: TVisit }>(`/visits/${id}/undo-stage`, { expected_stage: expected }).then((r) => r.data),
      onSettled: refresh,
    }),
    checkIn: useMutation({
      mutationFn: (appointmentId: number) => http.post<{ data: TVisit }>('/visits', { appointment_id: appointmentId }).then((r) => r.data),
      onSettled: refresh,
    }),
  };
}
