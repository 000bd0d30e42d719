export type { AvailabilityInput, DayOfWeek, Schedule, TimeRange, WeeklyInterval, WorkingHoursInput } from './types';
export { computeFreeSlots, isOnSlotGrid, isSlotFree, workingRangesForDate } from './free-slots';
export { unionSchedules } from './union-schedules';
export { intersectRanges, mergeRanges, subtractRanges } from './intervals';
