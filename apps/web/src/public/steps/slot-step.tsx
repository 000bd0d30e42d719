import { Alert, Box, Button, Flex, Heading, IconButton, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../ui/states';
import { Chip, RadioGroupBox, tabStopIndex } from '../choice';
import { formatCivilDate, formatCivilRange, visitorZone, zoneLabel } from '../lib/datetime';
import { upperFirst } from '../../ui/upper-first';
import { clinicHour, formatDateTime, formatTime, type ClinicFormats } from '../lib/clinic-time';
import { addDays, firstFreeDate, hasFreeSlot, mondayOf, weekDays, type IsoDate } from '../lib/week';
import { useSlotSchedule, type ServiceSelection } from '../use-slot-schedule';

export interface SlotStepProps {
  slug: string;
  clinic: ClinicFormats & { booking_horizon_days: number; phone: string | null };
  selection: ServiceSelection;
  vetId: number;
  value: string | null;
  onChange: (startUtc: string) => void;
  /** A message to show above the grid (e.g. the chosen time was just taken). */
  notice?: string | null;
  /** Called once free times are on screen (the flow then prefetches the details form's code). */
  onTimesShown?: () => void;
}

const Arrow = ({ dir }: { dir: 'left' | 'right' }) => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
    <path d={dir === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
  </svg>
);

/** The chosen time as the step heading shows it. */
export function SlotSummary({ value, clinic }: { value: string; clinic: ClinicFormats }) {
  const { i18n } = useTranslation();
  return <>{formatDateTime(value, clinic, i18n.language)}</>;
}

/** Step 3: a Monday-first week strip and the free times of the chosen day, in the clinic's zone. */
export function SlotStep({ slug, clinic, selection, vetId, value, onChange, notice, onTimesShown }: SlotStepProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [weekStart, setWeekStart] = useState<IsoDate | null>(null);
  const [picked, setPicked] = useState<IsoDate | null>(null);
  const slots = useSlotSchedule({ slug, selection, vetId, zone: clinic.timezone, horizonDays: clinic.booking_horizon_days, viewFrom: weekStart });
  const { schedule, today, lastDate } = slots;

  const firstFree = firstFreeDate(schedule, today);
  const monday = weekStart ?? mondayOf(firstFree ?? today);
  const days = weekDays(monday);
  const inRange = (d: IsoDate) => d >= today && d <= lastDate;
  const free = (d: IsoDate) => inRange(d) && (schedule[d]?.length ?? 0) > 0;
  // The chosen day, else the first free day of the week shown (the first free day overall on arrival).
  const activeDate = picked && days.includes(picked) && free(picked) ? picked : days.find(free) ?? null;
  const nextFree = firstFreeDate(schedule, addDays(monday, 7));
  const times = useMemo(() => (activeDate ? schedule[activeDate] ?? [] : []), [activeDate, schedule]);
  const zoneDiffers = visitorZone() !== clinic.timezone;
  const timesShown = times.length > 0;
  useEffect(() => {
    if (timesShown) onTimesShown?.();
  }, [timesShown, onTimesShown]);

  const goWeek = (m: IsoDate) => {
    setWeekStart(m);
    setPicked(null);
  };
  const groups = useMemo(() => {
    const out: { key: 'morning' | 'afternoon' | 'evening'; times: string[] }[] = [
      { key: 'morning', times: [] },
      { key: 'afternoon', times: [] },
      { key: 'evening', times: [] },
    ];
    for (const iso of times) {
      const h = clinicHour(iso, clinic.timezone);
      out[h < 12 ? 0 : h < 17 ? 1 : 2].times.push(iso);
    }
    return out.filter((g) => g.times.length > 0);
  }, [times, clinic.timezone]);

  if (slots.error && Object.keys(schedule).length === 0) return <ErrorState error={slots.error} onRetry={() => void slots.refetch()} />;
  const dayStop = tabStopIndex(days.map((d) => ({ checked: d === activeDate, disabled: !free(d) })));
  const timeStop = tabStopIndex(times.map((s) => ({ checked: s === value })));

  return (
    <Box>
      {zoneDiffers && (
        <Text fontSize="sm" color="fg.muted" mb="3">
          {t('public.slot.zoneNote', { zone: zoneLabel(clinic.timezone) })}
        </Text>
      )}
      <Box aria-live="polite">
        {notice && (
          <Alert.Root status="warning" mb="3">
            <Alert.Indicator />
            <Alert.Title>{notice}</Alert.Title>
          </Alert.Root>
        )}
      </Box>
      <Flex align="center" justify="space-between" gap="2" mb="3">
        <IconButton variant="outline" size="sm" aria-label={t('public.slot.prevWeek')} disabled={monday <= today} onClick={() => goWeek(addDays(monday, -7))}>
          <Arrow dir="left" />
        </IconButton>
        <Text fontWeight="medium" textAlign="center" aria-live="polite">
          {formatCivilRange(days[0], days[6], locale)}
        </Text>
        <IconButton variant="outline" size="sm" aria-label={t('public.slot.nextWeek')} disabled={addDays(monday, 7) > lastDate} onClick={() => goWeek(addDays(monday, 7))}>
          <Arrow dir="right" />
        </IconButton>
      </Flex>
      <RadioGroupBox label={t('public.slot.day')} display="grid" gridTemplateColumns="repeat(7, minmax(0, 1fr))" gap={{ base: '1', sm: '2' }} mb="4">
        {days.map((d, i) =>
          slots.isPending ? (
            <Skeleton key={d} h="14" rounded="lg" />
          ) : (
            <Chip
              key={d}
              minW="0"
              px="0"
              checked={d === activeDate}
              disabled={!free(d)}
              tabStop={i === dayStop}
              onSelect={() => setPicked(d)}
              label={`${formatCivilDate(d, locale, { weekday: 'long', day: 'numeric', month: 'long' })}${free(d) ? '' : ` – ${t('public.slot.noTimes')}`}`}
            >
              <Text as="span" display="block" fontSize="xs">{upperFirst(formatCivilDate(d, locale, { weekday: 'short' }), locale)}</Text>
              <Text as="span" display="block" fontSize="md" fontWeight="semibold">{Number(d.slice(8))}</Text>
            </Chip>
          ),
        )}
      </RadioGroupBox>

      {slots.isPending ? (
        <SimpleGrid columns={{ base: 3, sm: 4, md: 6 }} gap="2" aria-busy="true" aria-label={t('labels.loading')}>
          {Array.from({ length: 12 }, (_, i) => <Skeleton key={i} h="11" rounded="lg" />)}
        </SimpleGrid>
      ) : !hasFreeSlot(schedule, days.filter(inRange)) ? (
        <EmptyState title={t('public.slot.weekEmpty')}>
          {nextFree ? (
            <Button variant="outline" colorPalette="brand" size="sm" onClick={() => { goWeek(mondayOf(nextFree)); setPicked(nextFree); }}>
              {t('public.slot.jumpTo', { date: formatCivilDate(nextFree, locale, { weekday: 'short', day: 'numeric', month: 'short' }) })}
            </Button>
          ) : slots.isSearching ? (
            <Text fontSize="sm">{t('public.slot.searching')}</Text>
          ) : (
            <Text fontSize="sm">{clinic.phone ? t('public.slot.noneInHorizonCall', { phone: clinic.phone }) : t('public.slot.noneInHorizon')}</Text>
          )}
        </EmptyState>
      ) : activeDate ? (
        <Box>
          <Heading as="h3" size="sm" mb="3">
            {upperFirst(formatCivilDate(activeDate, locale, { weekday: 'long', day: 'numeric', month: 'long' }), locale)}
          </Heading>
          <RadioGroupBox label={t('public.slot.time')}>
            {groups.map((g) => (
              <Box key={g.key} mb="3">
                <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide" mb="1.5">{t(`public.slot.${g.key}`)}</Text>
                <SimpleGrid columns={{ base: 3, sm: 4, md: 6 }} gap="2">
                  {g.times.map((iso) => (
                    <Chip key={iso} minW="0" checked={iso === value} tabStop={times[timeStop] === iso} onSelect={() => onChange(iso)}>
                      {formatTime(iso, clinic, locale)}
                    </Chip>
                  ))}
                </SimpleGrid>
              </Box>
            ))}
          </RadioGroupBox>
        </Box>
      ) : null}
    </Box>
  );
}
