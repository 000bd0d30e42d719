import type { Schedule } from './types';

/**
 * "Any staff": a start is offered when at least one vet offers it. Dates are the union of all
 * inputs' keys, in ascending order. Plain string order is time order because every slot is the
 * fixed-width UTC form computeFreeSlots produces.
 */
export function unionSchedules(schedules: readonly Schedule[]): Schedule {
  const byDate = new Map<string, Set<string>>();
  for (const schedule of schedules) {
    for (const [date, slots] of Object.entries(schedule)) {
      let set = byDate.get(date);
      if (set === undefined) {
        set = new Set();
        byDate.set(date, set);
      }
      for (const slot of slots) set.add(slot);
    }
  }
  const result: Schedule = {};
  for (const date of [...byDate.keys()].sort()) {
    result[date] = [...(byDate.get(date) ?? [])].sort();
  }
  return result;
}
