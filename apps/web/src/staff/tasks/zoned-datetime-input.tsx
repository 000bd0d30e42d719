import { HStack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../ui/date-time/date-input';
import { TimeInput } from '../../ui/date-time/time-input';
import { useClinicFormat } from '../clinic/use-clinic';

/**
 * A due time typed as wall-clock time in the CLINIC's zone (not the browser's), held as a UTC
 * ISO string; below it the value in the clinic's own date/time format, naming the zone.
 */
export function ZonedDateTimeInput({ id, value, onChange, onBlur, invalid }: {
  id?: string;
  value: string | null | undefined;
  onChange: (iso: string | null) => void;
  onBlur?: () => void;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const local = value ? DateTime.fromISO(value, { zone: 'utc' }).setZone(fmt.zone) : null;
  const [parts, setParts] = useState({ date: local?.toISODate() ?? '', time: local?.toFormat('HH:mm') ?? '' });
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    const mine = toUtc(parts.date, parts.time, fmt.zone);
    if (value !== mine) setParts({ date: local?.toISODate() ?? '', time: local?.toFormat('HH:mm') ?? '' });
  }
  const change = (next: { date: string; time: string }) => {
    setParts(next);
    if (!next.date && !next.time) return onChange(null);
    const iso = toUtc(next.date, next.time, fmt.zone);
    if (iso) onChange(iso);
  };
  return (
    <>
      <HStack gap="2" align="start">
        <DateInput id={id} format={fmt.dateFormat} aria-invalid={invalid || undefined} value={parts.date} onBlur={onBlur} onChange={(date) => change({ ...parts, date })} />
        <TimeInput format={fmt.timeFormat} aria-label={t('tasks.dueTime')} aria-invalid={invalid || undefined} value={parts.time} onBlur={onBlur} onChange={(time) => change({ ...parts, time })} />
      </HStack>
      {value && (
        <Text fontSize="xs" color="fg.muted" mt="1">
          {t('tasks.dueInZone', { when: fmt.dateTime(value), zone: fmt.zone })}
        </Text>
      )}
    </>
  );
}

/** A clinic-local date and time (a time of day defaults to 09:00 while only the date is typed). */
function toUtc(date: string, time: string, zone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const dt = DateTime.fromISO(`${date}T${/^\d{2}:\d{2}$/.test(time) ? time : '09:00'}`, { zone });
  return dt.isValid ? dt.toUTC().toISO({ suppressMilliseconds: true }) : null;
}
