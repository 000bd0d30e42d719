import { Input, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { useClinicFormat } from '../clinic/use-clinic';

const LOCAL = "yyyy-MM-dd'T'HH:mm";

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
  const local = value ? DateTime.fromISO(value, { zone: 'utc' }).setZone(fmt.zone).toFormat(LOCAL) : '';
  return (
    <>
      <Input
        id={id}
        type="datetime-local"
        step={900}
        value={local}
        aria-invalid={invalid || undefined}
        onBlur={onBlur}
        onChange={(e) => {
          const v = e.target.value;
          if (!v) return onChange(null);
          const dt = DateTime.fromISO(v, { zone: fmt.zone });
          if (dt.isValid) onChange(dt.toUTC().toISO({ suppressMilliseconds: true }));
        }}
      />
      {value && (
        <Text fontSize="xs" color="fg.muted" mt="1">
          {t('tasks.dueInZone', { when: fmt.dateTime(value), zone: fmt.zone })}
        </Text>
      )}
    </>
  );
}
