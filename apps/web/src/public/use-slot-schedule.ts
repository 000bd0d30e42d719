import { useQueries, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { TVetTimeslots } from '@vetclinic/domain';
import { fetchTimeslots } from './booking-api';
import { publicKeys } from './use-public-data';
import { addDays, firstFreeDate, mergeSchedules, slotWindows, todayInZone, windowIndexOf, type IsoDate, type Schedule } from './lib/week';

export interface ServiceSelection {
  servicePackageIds?: number[];
  visitTypeId?: number;
  /** Pets in the booking: each gets the whole selection, so the free time must fit duration × pets. */
  pets?: number;
}

export function selectionKey(s: ServiceSelection): string {
  const what = s.visitTypeId ? `vt:${s.visitTypeId}` : `sp:${[...(s.servicePackageIds ?? [])].sort((a, b) => a - b).join(',')}`;
  return (s.pets ?? 1) > 1 ? `${what}|pets:${s.pets}` : what;
}

function scheduleOf(entries: TVetTimeslots[], vetId: number): Schedule[] {
  const own = entries.filter((e) => e.id === vetId);
  // "Any staff" answers with one pseudo-vet (-1); should it ever list the vets instead, take their union.
  if (vetId === -1 && own.length === 0) return entries.map((e) => e.schedule);
  return own.map((e) => e.schedule);
}

/** One window's timeslots query: the same key and request for the slot step and the prefetch. */
function windowQuery(slug: string, selection: ServiceSelection, vetId: number, w: { start: IsoDate; end: IsoDate }) {
  return {
    queryKey: [...publicKeys.timeslots(slug), `${selectionKey(selection)}|${vetId}`, w.start, w.end],
    queryFn: () => fetchTimeslots(slug, { start_date: w.start, end_date: w.end, vet_id: vetId, service_package_ids: selection.servicePackageIds, visit_type_id: selection.visitTypeId, pets: selection.pets }),
    staleTime: 30_000,
  };
}

/**
 * Asks for the first window's free times as soon as a service (and a vet, or "Any staff") is
 * chosen, while the slot step's code is still on its way: the two travel side by side (#12).
 */
export function prefetchFirstSlots(client: QueryClient, opts: { slug: string; selection: ServiceSelection; vetId: number; zone: string; horizonDays: number }) {
  const first = slotWindows(todayInZone(opts.zone), opts.horizonDays)[0];
  if (first) void client.prefetchQuery(windowQuery(opts.slug, opts.selection, opts.vetId, first));
}

/**
 * Free slot starts for a selection and a vet, fetched one ≤31-day window at a time from today up
 * to the clinic's booking horizon. Windows load as the visitor pages forward, and on their own
 * when nothing is free from the shown week on, so "jump to the next free week" always has an answer.
 */
export function useSlotSchedule(opts: {
  slug: string;
  selection: ServiceSelection;
  vetId: number;
  zone: string;
  horizonDays: number;
  /** First day the visitor is looking at (null: today). */
  viewFrom: IsoDate | null;
}) {
  const { slug, selection, vetId, zone, horizonDays, viewFrom } = opts;
  const today = useMemo(() => todayInZone(zone), [zone]);
  const windows = useMemo(() => slotWindows(today, horizonDays), [today, horizonDays]);
  const lastDate = windows[windows.length - 1]?.end ?? today;
  const key = `${selectionKey(selection)}|${vetId}`;
  const [loaded, setLoaded] = useState({ key, count: 1 });
  if (loaded.key !== key) setLoaded({ key, count: 1 });

  const viewEnd = addDays(viewFrom ?? today, 6);
  const viewIdx = viewEnd > lastDate ? windows.length - 1 : windowIndexOf(windows, viewEnd);
  const count = Math.min(windows.length, Math.max(loaded.key === key ? loaded.count : 1, viewIdx + 1));

  const results = useQueries({ queries: windows.slice(0, count).map((w) => windowQuery(slug, selection, vetId, w)) });

  const dataStamp = results.map((r) => r.dataUpdatedAt).join(',');
  const schedule = useMemo(
    () => mergeSchedules(results.flatMap((r) => (r.data ? scheduleOf(r.data, vetId) : []))),
    // results is a new array every render; the stamps say when any window's data changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dataStamp, vetId],
  );
  const settled = results.every((r) => r.isSuccess);
  const nothingAhead = settled && firstFreeDate(schedule, viewFrom ?? today) === null;
  const canLoadMore = count < windows.length;

  useEffect(() => {
    if (nothingAhead && canLoadMore) setLoaded({ key, count: count + 1 });
  }, [nothingAhead, canLoadMore, key, count]);

  const failed = results.find((r) => r.isError);
  return {
    today,
    lastDate,
    schedule,
    isPending: results.length > 0 && results[0].isPending,
    /** Every window asked for has its answer for this selection (not a previous selection's). */
    settled,
    isSearching: results.some((r) => r.isFetching) || (nothingAhead && canLoadMore),
    exhausted: nothingAhead && !canLoadMore,
    error: failed?.error ?? null,
    refetch: () => Promise.all(results.map((r) => r.refetch())),
  };
}
