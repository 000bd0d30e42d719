import { Button, Checkbox, Grid, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Controller, useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TClinicSchedule } from '@vetclinic/domain';
import { TimeInput } from '../../ui/date-time/time-input';
import { useClinicFormat } from '../clinic/use-clinic';

type Form = { schedules: TClinicSchedule[] };

/** Seven days, each open or closed, with one or more intervals (a lunch break is two). */
export function OpeningHoursEditor({ control, errors }: { control: Control<Form>; errors?: { intervals?: { end_time?: { message?: string } }[] }[] }) {
  return (
    <Stack gap="2">
      {[0, 1, 2, 3, 4, 5, 6].map((index) => (
        <DayRow key={index} index={index} control={control} errors={errors?.[index]} />
      ))}
    </Stack>
  );
}

function DayRow({ index, control, errors }: { index: number; control: Control<Form>; errors?: { intervals?: { end_time?: { message?: string } }[] } }) {
  const { t } = useTranslation();
  const intervals = useFieldArray({ control, name: `schedules.${index}.intervals` });
  // The clinic's own clock (24 h, or 12 h with AM/PM), as every staff time box: never the browser's.
  const fmt = useClinicFormat();
  const dayName = t(`days.${index + 1}`);
  return (
    <Grid templateColumns={{ base: '1fr', md: '10rem 1fr' }} gap="2" alignItems="start" py="1" borderBottomWidth="1px">
      <Controller control={control} name={`schedules.${index}.is_open`} render={({ field }) => (
        <Checkbox.Root colorPalette="brand" checked={field.value} onCheckedChange={(e) => {
          field.onChange(!!e.checked);
          if (e.checked && intervals.fields.length === 0) intervals.append({ start_time: '09:00', end_time: '17:00' });
        }}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="500">{dayName}</Checkbox.Label>
        </Checkbox.Root>
      )} />
      <Controller control={control} name={`schedules.${index}.is_open`} render={({ field: open }) => (
        open.value ? (
          <Stack gap="2">
            {intervals.fields.map((f, i) => (
              <Stack key={f.id} gap="1">
                <HStack gap="2">
                  <Controller control={control} name={`schedules.${index}.intervals.${i}.start_time`} render={({ field }) => (
                    <TimeInput size="sm" width="32" format={fmt.timeFormat} aria-label={t('staff.settings.opensAt', { day: dayName })} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
                  )} />
                  <Text aria-hidden>–</Text>
                  <Controller control={control} name={`schedules.${index}.intervals.${i}.end_time`} render={({ field }) => (
                    <TimeInput size="sm" width="32" format={fmt.timeFormat} aria-label={t('staff.settings.closesAt', { day: dayName })} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
                  )} />
                  <IconButton size="sm" variant="ghost" aria-label={t('staff.settings.removeInterval')} onClick={() => intervals.remove(i)}>×</IconButton>
                </HStack>
                {errors?.intervals?.[i]?.end_time?.message && <Text color="fg.error" fontSize="sm">{t(errors.intervals[i].end_time.message)}</Text>}
              </Stack>
            ))}
            <Button size="xs" variant="outline" alignSelf="start" onClick={() => intervals.append({ start_time: '14:00', end_time: '18:00' })}>
              {t('staff.settings.addInterval')}
            </Button>
          </Stack>
        ) : (
          <Text color="fg.muted" fontSize="sm" py="1">{t('staff.settings.closed')}</Text>
        )
      )} />
    </Grid>
  );
}
