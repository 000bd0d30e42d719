/** 1 = Monday … 7 = Sunday, the same numbering as luxon's `weekday`. */
export type DayOfWeek = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A weekly wall-clock interval in the clinic's zone: 'HH:mm', end > start, '24:00' allowed as end. */
export interface WeeklyInterval {
  day: DayOfWeek;
  start_time: string;
  end_time: string;
}

/** Absolute time, epoch milliseconds UTC, half-open [start, end). */
export interface TimeRange {
  start: number;
  end: number;
}

export interface AvailabilityInput {
  /** Clinic IANA zone, e.g. 'Europe/Bucharest'. */
  timezone: string;
  /** Clinic opening intervals (several per day allowed). */
  clinicHours: WeeklyInterval[];
  /** The vet's weekly working hours (a lunch break is two intervals). */
  vetHours: WeeklyInterval[];
  /**
   * Published shifts. On a clinic-local date on which at least one shift starts, the vet's working
   * time is exactly the shifts (intersected with clinic hours); other dates fall back to vetHours.
   */
  shifts?: TimeRange[] | null;
  /** Existing appointments and blocked time of this vet; may be unsorted and overlapping. */
  busy: TimeRange[];
  /** Total duration of what is booked (sum of services), > 0. */
  durationMinutes: number;
  /** Default 15. Slot starts are aligned to this step in local wall-clock time from local midnight. */
  stepMinutes?: number;
  /** Epoch ms. */
  now: number;
  /** Default 0: a slot start must be >= now + notice. */
  minNoticeMinutes?: number;
  /** Default 365: a slot start must be < now + horizonDays * 24h. */
  horizonDays?: number;
}

export type WorkingHoursInput = Pick<AvailabilityInput, 'timezone' | 'clinicHours' | 'vetHours' | 'shifts'>;

/** Free slot starts per clinic-local date 'yyyy-MM-dd', as sorted UTC ISO strings. */
export type Schedule = Record<string, string[]>;
