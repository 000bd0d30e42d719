import { Button, Card, Grid, HStack, Heading, IconButton, Stack, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZWorkingHoursInput, type TWorkingHours, type TWorkingHoursInput } from '@vetclinic/domain';
import { TimeInput } from '../../ui/date-time/time-input';
import { useClinicFormat } from '../clinic/use-clinic';
import { applyServerErrors, toastError } from '../../ui/errors';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useUnsavedGuard } from '../../ui/use-unsaved-guard';
import { useTeamMutations, useWorkingHours } from './api';

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** "Working hours": a member's weekly intervals in this clinic (a lunch break is two intervals). */
export function WorkingHoursCard({ vetId, canEdit }: { vetId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const hours = useWorkingHours(vetId);
  return (
    <Card.Root as="section" aria-labelledby="working-hours-title">
      <Card.Header>
        <Heading as="h2" size="md" id="working-hours-title">{t('team.hours.title')}</Heading>
        <Text fontSize="sm" color="fg.muted">{t('team.hours.help')}</Text>
      </Card.Header>
      <Card.Body>
        {hours.isPending && <ListSkeleton rows={7} />}
        {hours.isError && <ErrorState error={hours.error} onRetry={() => void hours.refetch()} />}
        {hours.data && <Editor initial={hours.data} canEdit={canEdit} />}
      </Card.Body>
    </Card.Root>
  );
}

function Editor({ initial, canEdit }: { initial: TWorkingHours; canEdit: boolean }) {
  const { t } = useTranslation();
  const { saveHours } = useTeamMutations();
  const defaults = useMemo(() => ({ intervals: initial.intervals }), [initial]);
  const { control, handleSubmit, formState, reset, setError } = useForm<TWorkingHoursInput>({ resolver: zodResolver(ZWorkingHoursInput), defaultValues: defaults });
  const { fields, append, remove } = useFieldArray({ control, name: 'intervals' });
  const fmt = useClinicFormat();
  // A background refetch must never wipe what the user is typing.
  const dirty = formState.isDirty;
  useEffect(() => {
    if (!dirty) reset(defaults);
  }, [defaults, reset]); // eslint-disable-line react-hooks/exhaustive-deps
  useUnsavedGuard(formState.isDirty);
  const errors = formState.errors.intervals;

  const submit = handleSubmit(async (body) => {
    try {
      await saveHours.mutateAsync({ id: initial.vet_id, body });
      toaster.create({ type: 'success', title: t('team.hours.saved'), closable: true });
    } catch (err) {
      if (!applyServerErrors(err, setError)) toastError(err);
    }
  });

  return (
    <chakra.form noValidate onSubmit={submit}>
      <fieldset disabled={!canEdit}>
        <Stack gap="1">
          {DAYS.map((day) => {
            const dayName = t(`days.${day}`);
            const rows = fields.map((f, index) => ({ f, index })).filter(({ f }) => f.day === day);
            return (
              <Grid key={day} templateColumns={{ base: '1fr', md: '9rem 1fr' }} gap="2" py="2" borderBottomWidth="1px" alignItems="start">
                <Text fontWeight="500" pt={{ md: '1.5' }}>{dayName}</Text>
                <Stack gap="2">
                  {rows.length === 0 && <Text color="fg.muted" fontSize="sm" pt="1.5">{t('team.hours.dayOff')}</Text>}
                  {rows.map(({ f, index }) => {
                    const err = errors?.[index];
                    const message = err?.start_time?.message ?? err?.end_time?.message;
                    return (
                      <Stack key={f.id} gap="1">
                        <HStack gap="2">
                          <Controller control={control} name={`intervals.${index}.start_time`} render={({ field }) => (
                            <TimeInput size="sm" width="32" format={fmt.timeFormat} aria-label={t('team.hours.from', { day: dayName })} aria-invalid={!!err?.start_time} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
                          )} />
                          <Text aria-hidden>–</Text>
                          <Controller control={control} name={`intervals.${index}.end_time`} render={({ field }) => (
                            <TimeInput size="sm" width="32" format={fmt.timeFormat} aria-label={t('team.hours.to', { day: dayName })} aria-invalid={!!err?.end_time} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
                          )} />
                          {canEdit && <IconButton size="sm" variant="ghost" aria-label={t('team.hours.remove', { day: dayName })} onClick={() => remove(index)}>×</IconButton>}
                        </HStack>
                        {message && <Text color="fg.error" fontSize="sm" role="alert">{t(message, { attribute: t('labels.fields.start_time') })}</Text>}
                      </Stack>
                    );
                  })}
                  {canEdit && (
                    <Button size="xs" variant="outline" alignSelf="start" aria-label={t('team.hours.add', { day: dayName })}
                      onClick={() => append({ day, start_time: rows.length ? '14:00' : '09:00', end_time: rows.length ? '18:00' : '17:00' })}>
                      {t('team.hours.addShort')}
                    </Button>
                  )}
                </Stack>
              </Grid>
            );
          })}
        </Stack>
      </fieldset>
      {canEdit && (
        <HStack justify="end" pt="3">
          <Button variant="ghost" disabled={!formState.isDirty} onClick={() => reset(defaults)}>{t('labels.discard')}</Button>
          <Button type="submit" colorPalette="brand" loading={saveHours.isPending} disabled={!formState.isDirty}>{t('team.hours.save')}</Button>
        </HStack>
      )}
    </chakra.form>
  );
}
