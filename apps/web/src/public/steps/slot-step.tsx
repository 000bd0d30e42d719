import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip, RadioGroupBox, tabStopIndex } from '../choice';
import { EmptyState, ErrorState, Skeleton } from '../lite-ui';
import { formatCivilDate, formatCivilRange, visitorZone, zoneLabel } from '../lib/datetime';
import { upperFirst } from '../../ui/upper-first';
import { clinicHour, formatDateTime, formatTime, type ClinicFormats } from '../lib/clinic-time';
import { addDays, firstFreeDate, hasFreeSlot, mondayOf, todayInZone, weekDays, type IsoDate } from '../lib/week';
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
  /**
   * The chosen time is not among the free times any more: the selection changed under it (a second pet doubles the
   * length) or someone else booked it. The flow drops it and says so, rather than letting the booking fail.
   */
  onValueGone?: () => void;
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
export function SlotStep({ slug, clinic, selection, vetId, value, onChange, notice, onTimesShown, onValueGone }: SlotStepProps) {
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
  // Checked on the week shown, whose free times are always loaded for the current selection.
  const valueDay = value ? todayInZone(clinic.timezone, new Date(value)) : null;
  const valueGone = !!value && slots.settled && !!valueDay && days.includes(valueDay) && !(schedule[valueDay] ?? []).includes(value);
  useEffect(() => {
    if (valueGone) onValueGone?.();
  }, [valueGone, onValueGone]);

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
    <div>
      {zoneDiffers && (
        <p className="b-sm b-muted" style={{ marginBottom: '0.75rem' }}>
          {t('public.slot.zoneNote', { zone: zoneLabel(clinic.timezone) })}
        </p>
      )}
      <div aria-live="polite">
        {notice && (
          <div role="alert" className="b-alert">
            <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <path d="M12 2 1 21h22L12 2zm1 15h-2v2h2v-2zm0-7h-2v5h2v-5z" />
            </svg>
            <p>{notice}</p>
          </div>
        )}
      </div>
      <div className="b-row" style={{ justifyContent: 'space-between', gap: '0.5rem', marginBottom: '0.75rem' }}>
        <button type="button" className="b-btn b-btn-gray" style={{ paddingInline: 0 }} aria-label={t('public.slot.prevWeek')} disabled={monday <= today} onClick={() => goWeek(addDays(monday, -7))}>
          <Arrow dir="left" />
        </button>
        <p className="b-center" style={{ fontWeight: 500 }} aria-live="polite">
          {formatCivilRange(days[0], days[6], locale)}
        </p>
        <button type="button" className="b-btn b-btn-gray" style={{ paddingInline: 0 }} aria-label={t('public.slot.nextWeek')} disabled={addDays(monday, 7) > lastDate} onClick={() => goWeek(addDays(monday, 7))}>
          <Arrow dir="right" />
        </button>
      </div>
      <RadioGroupBox label={t('public.slot.day')} className="b-days">
        {days.map((d, i) =>
          slots.isPending ? (
            <Skeleton key={d} className="b-skel-14" />
          ) : (
            <Chip
              key={d}
              shape="day"
              checked={d === activeDate}
              disabled={!free(d)}
              tabStop={i === dayStop}
              onSelect={() => setPicked(d)}
              label={`${formatCivilDate(d, locale, { weekday: 'long', day: 'numeric', month: 'long' })}${free(d) ? '' : ` – ${t('public.slot.noTimes')}`}`}
            >
              <span className="b-xs">{upperFirst(formatCivilDate(d, locale, { weekday: 'short' }), locale)}</span>
              <span className="b-strong" style={{ fontSize: '1rem', lineHeight: '1.5rem' }}>{Number(d.slice(8))}</span>
            </Chip>
          ),
        )}
      </RadioGroupBox>

      {slots.isPending ? (
        <div className="b-times" aria-busy="true" aria-label={t('labels.loading')}>
          {Array.from({ length: 12 }, (_, i) => <Skeleton key={i} className="b-skel-11" />)}
        </div>
      ) : !hasFreeSlot(schedule, days.filter(inRange)) ? (
        <EmptyState title={t('public.slot.weekEmpty')}>
          {nextFree ? (
            <button type="button" className="b-btn b-btn-outline" onClick={() => { goWeek(mondayOf(nextFree)); setPicked(nextFree); }}>
              {t('public.slot.jumpTo', { date: formatCivilDate(nextFree, locale, { weekday: 'short', day: 'numeric', month: 'short' }) })}
            </button>
          ) : slots.isSearching ? (
            <p className="b-sm">{t('public.slot.searching')}</p>
          ) : (
            <p className="b-sm">{clinic.phone ? t('public.slot.noneInHorizonCall', { phone: clinic.phone }) : t('public.slot.noneInHorizon')}</p>
          )}
        </EmptyState>
      ) : activeDate ? (
        <div>
          <h3 className="b-h3" style={{ marginBottom: '0.75rem' }}>
            {upperFirst(formatCivilDate(activeDate, locale, { weekday: 'long', day: 'numeric', month: 'long' }), locale)}
          </h3>
          <RadioGroupBox label={t('public.slot.time')}>
            {groups.map((g) => (
              <div key={g.key} style={{ marginBottom: '0.75rem' }}>
                <p className="b-xs b-muted b-caps">{t(`public.slot.${g.key}`)}</p>
                <div className="b-times">
                  {g.times.map((iso) => (
                    <Chip key={iso} shape="fit" checked={iso === value} tabStop={times[timeStop] === iso} onSelect={() => onChange(iso)}>
                      {formatTime(iso, clinic, locale)}
                    </Chip>
                  ))}
                </div>
              </div>
            ))}
          </RadioGroupBox>
        </div>
      ) : null}
    </div>
  );
}
