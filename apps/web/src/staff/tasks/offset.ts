import type { TFunction } from 'i18next';

/** Minutes per unit, largest last so `splitOffset` picks the largest exact unit. */
export const OFFSET_UNITS = { minutes: 1, hours: 60, days: 1440 } as const;
export type OffsetUnit = keyof typeof OFFSET_UNITS;

/** 1440 → 1 day, 90 → 90 minutes, 120 → 2 hours. */
export function splitOffset(minutes: number): { amount: number; unit: OffsetUnit } {
  if (minutes > 0 && minutes % OFFSET_UNITS.days === 0) return { amount: minutes / OFFSET_UNITS.days, unit: 'days' };
  if (minutes > 0 && minutes % OFFSET_UNITS.hours === 0) return { amount: minutes / OFFSET_UNITS.hours, unit: 'hours' };
  return { amount: minutes, unit: 'minutes' };
}

export function formatOffset(minutes: number, t: TFunction): string {
  if (minutes === 0) return t('tasks.templates.immediately');
  const { amount, unit } = splitOffset(minutes);
  return t(`tasks.templates.after.${unit}`, { count: amount });
}
