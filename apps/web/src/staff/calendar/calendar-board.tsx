import { Box, Text } from '@chakra-ui/react';
import { DateTime, Settings } from 'luxon';
import { useEffect, useMemo, type CSSProperties, type ReactNode } from 'react';
import { Calendar, luxonLocalizer, type Formats, type SlotInfo } from 'react-big-calendar';
import dragAndDropModule, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { useTranslation } from 'react-i18next';
import { AppointmentStatus, appointmentActions, toLuxonFormat, type TAppointment, type TCalendarOptions } from '@vetclinic/domain';
import { isWorkingAt, readableColors, withoutYear, type CalendarView } from './clinic-time';

export interface CalEvent { id: number; title: string; start: Date; end: Date; resourceId: number; appointment: TAppointment; movable: boolean }
export interface VetResource { id: number; title: string }

// The addon is CommonJS only; depending on the bundler's interop its default import is the function
// itself or the module object holding it.
const withDragAndDrop = (typeof dragAndDropModule === 'function' ? dragAndDropModule : (dragAndDropModule as unknown as { default: typeof dragAndDropModule }).default);
const DnDCalendar = withDragAndDrop<CalEvent, VetResource>(Calendar);
const localizer = luxonLocalizer(DateTime, { firstDayOfWeek: 1 });
const PENDING: number[] = [AppointmentStatus.PENDING, AppointmentStatus.PENDING_CLIENT_APPROVAL, AppointmentStatus.PENDING_CLINIC_APPROVAL, AppointmentStatus.RESCHEDULED_CLINIC_APPROVAL, AppointmentStatus.RESCHEDULED_CLIENT_APPROVAL];

/**
 * react-big-calendar's luxon localizer reads `Settings.defaultZone`: while the calendar is mounted it
 * is the clinic's zone, so the grid, "today" and drag results are clinic wall-clock time.
 */
function useLuxonZone(zone: string) {
  if (Settings.defaultZone.name !== zone) Settings.defaultZone = zone;
  useEffect(() => {
    Settings.defaultZone = zone;
    return () => {
      Settings.defaultZone = 'system';
    };
  }, [zone]);
}

export function toEvents(list: TAppointment[], now = Date.now()): CalEvent[] {
  return list.map((a) => ({
    id: a.id,
    title: [a.pets.map((p) => p.nickname).join(', '), a.client?.full_name].filter(Boolean).join(' · '),
    start: new Date(a.datetime_start_utc),
    end: new Date(a.datetime_end_utc),
    resourceId: a.vet.id,
    appointment: a,
    movable: appointmentActions(a, now).edit,
  }));
}

interface Props {
  zone: string;
  dateFormat: string;
  timeFormat: string;
  view: CalendarView;
  date: Date;
  events: CalEvent[];
  vets: TCalendarOptions['vets'];
  /** Columns per vet (day view, and week view grouped by day); null = a plain week of one vet. */
  resources: VetResource[] | null;
  minHour: number;
  maxHour: number;
  canManage: boolean;
  onNavigate: (d: Date) => void;
  onSelectEvent: (e: CalEvent) => void;
  onSelectSlot: (slot: { start: Date; end: Date; vetId?: number }) => void;
  onMove: (e: CalEvent, start: Date, end: Date, vetId: number) => void;
}

/** The grid: react-big-calendar with drag and drop, one column per vet, coloured by service. */
export function CalendarBoard(p: Props) {
  const { t, i18n } = useTranslation();
  useLuxonZone(p.zone);
  const hoursOf = useMemo(() => new Map(p.vets.map((v) => [v.id, v.working_hours])), [p.vets]);
  const singleVet = !p.resources ? p.vets[0] : undefined;

  const formats = useMemo<Formats>(() => {
    const time = toLuxonFormat(p.timeFormat);
    const date = toLuxonFormat(p.dateFormat);
    const short = toLuxonFormat(withoutYear(p.dateFormat));
    const range = ({ start, end }: { start: Date; end: Date }, culture?: string) =>
      `${DateTime.fromJSDate(start).setLocale(culture ?? 'en').toFormat(time)}–${DateTime.fromJSDate(end).setLocale(culture ?? 'en').toFormat(time)}`;
    return {
      timeGutterFormat: time,
      eventTimeRangeFormat: range,
      selectRangeFormat: range,
      eventTimeRangeStartFormat: ({ start }, culture) => `${DateTime.fromJSDate(start).setLocale(culture ?? 'en').toFormat(time)} –`,
      eventTimeRangeEndFormat: ({ end }, culture) => `– ${DateTime.fromJSDate(end).setLocale(culture ?? 'en').toFormat(time)}`,
      dayFormat: `ccc ${short}`,
      dayHeaderFormat: `cccc ${date}`,
      dayRangeHeaderFormat: ({ start, end }, culture) => `${DateTime.fromJSDate(start).setLocale(culture ?? 'en').toFormat(date)} – ${DateTime.fromJSDate(end).setLocale(culture ?? 'en').toFormat(date)}`,
    };
  }, [p.timeFormat, p.dateFormat]);

  const { min, max, scrollToTime } = useMemo(() => {
    const base = DateTime.fromJSDate(p.date).setZone(p.zone).startOf('day');
    const now = DateTime.now().setZone(p.zone);
    const scroll = now.hour >= p.minHour && now.hour < p.maxHour ? base.set({ hour: Math.max(p.minHour, now.hour - 1) }) : base.set({ hour: p.minHour });
    return {
      min: base.set({ hour: p.minHour }).toJSDate(),
      max: p.maxHour >= 24 ? base.endOf('day').toJSDate() : base.set({ hour: p.maxHour }).toJSDate(),
      scrollToTime: scroll.toJSDate(),
    };
  }, [p.date, p.zone, p.minHour, p.maxHour]);

  const eventStyle = (e: CalEvent): { style: CSSProperties; className?: string } => {
    const a = e.appointment;
    const { bg, fg } = readableColors(a.services[0]?.color ?? a.visit_type?.color ?? '#718096');
    const style: CSSProperties = { backgroundColor: bg, color: fg, borderColor: 'rgba(0,0,0,0.25)', fontSize: '12px' };
    if (PENDING.includes(a.status)) {
      style.backgroundImage = 'repeating-linear-gradient(135deg, rgba(255,255,255,0.35) 0 6px, transparent 6px 12px)';
      style.borderStyle = 'dashed';
      style.borderWidth = '2px';
    }
    if (a.status === AppointmentStatus.CANCELED_BY_CLIENT || a.status === AppointmentStatus.CANCELED_BY_CLINIC) {
      style.opacity = 0.45;
      style.textDecoration = 'line-through';
    }
    if (a.status === AppointmentStatus.NO_SHOW) {
      style.backgroundColor = '#a0aec0';
      style.color = '#1a202c';
    }
    return { style, className: `appointment-status-${a.status}${isShort(e) ? ' appointment-short' : ''}` };
  };

  const slotStyle = (date: Date, resourceId?: number | string) => {
    const hours = resourceId !== undefined ? hoursOf.get(Number(resourceId)) : singleVet?.working_hours;
    if (!hours || isWorkingAt(hours, date, p.zone)) return {};
    return { style: { backgroundColor: 'var(--chakra-colors-gray-100)' } };
  };

  const components = useMemo(() => {
    const time = toLuxonFormat(p.timeFormat);
    const at = (d: Date) => DateTime.fromJSDate(d).setZone(p.zone).toFormat(time);
    return { event: ({ event }: { event: CalEvent }) => <EventBody event={event} at={at} />, header: DayHeader };
  }, [p.timeFormat, p.zone]);
  const columns = (p.resources?.length ?? 1) * (p.view === 'week' ? 7 : 1);
  const move = ({ event, start, end, resourceId }: EventInteractionArgs<CalEvent>) =>
    p.onMove(event, new Date(start), new Date(end), resourceId !== undefined ? Number(resourceId) : event.resourceId);

  return (
    // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
    <Box overflowX="auto" tabIndex={0} role="region" aria-label={t('calendar.nav.calendar')} bg="white" borderWidth="1px" borderRadius="md" css={{
      '& .rbc-time-view': { minWidth: `${90 + columns * (p.view === 'week' ? 68 : 140)}px`, border: 'none' },
      '& .rbc-event': { borderRadius: '4px', padding: '1px 4px' },
      // Time and pet on one line, so a 15-minute appointment still says who it is.
      '& .rbc-day-slot .rbc-event, & .rbc-day-slot .rbc-addons-dnd-resizable': { display: 'flex', flexFlow: 'row wrap', alignContent: 'flex-start', alignItems: 'baseline', columnGap: '4px' },
      '& .rbc-day-slot .rbc-event-label': { fontSize: '11px', flex: 'none', width: 'auto', paddingRight: 0 },
      '& .rbc-day-slot .rbc-event-content': { flex: '1 1 0', minWidth: '40px' },
      // A quarter-hour box holds one line: time, pet and service in it (EventBody), not the time alone.
      '& .rbc-day-slot .appointment-short .rbc-event-label': { display: 'none' },
      '& .rbc-today': { backgroundColor: 'var(--chakra-colors-brand-50)' },
      '& .rbc-header, & .rbc-row-resource .rbc-header': { fontSize: '12px', fontWeight: 600, padding: '4px 2px', whiteSpace: 'normal' },
      '& .rbc-time-header.rbc-overflowing': { borderRight: 'none' },
      '& .rbc-allday-cell, & .rbc-time-header-content > .rbc-row.rbc-h-full': { display: 'none' },
      // react-big-calendar gives each resource column 140px; a week of several vets needs narrower ones.
      ...(p.view === 'week' ? {
        '& .rbc-time-view-resources .rbc-day-slot': { minWidth: '64px' },
        '& .rbc-time-view-resources .rbc-header, & .rbc-resource-grouping .rbc-row .rbc-header': { minWidth: 0, width: 'auto', flex: '1 1 0' },
        '& .rbc-resource-grouping.rbc-time-header-content': { minWidth: 0, borderLeftWidth: 0 },
      } : {}),
      '& .rbc-timeslot-group': { minHeight: '64px' },
      '& .rbc-current-time-indicator': { backgroundColor: 'var(--chakra-colors-red-500)', height: '2px' },
    }}>
      <DnDCalendar
        localizer={localizer}
        culture={i18n.language}
        formats={formats}
        events={p.events}
        date={p.date}
        view={p.view}
        views={['day', 'week']}
        onView={() => undefined}
        onNavigate={p.onNavigate}
        toolbar={false}
        resources={p.resources ?? undefined}
        resourceIdAccessor="id"
        resourceTitleAccessor="title"
        resourceGroupingLayout={p.view === 'week' && !!p.resources && p.resources.length > 1}
        step={15}
        timeslots={4}
        min={min}
        max={max}
        scrollToTime={scrollToTime}
        selectable={p.canManage}
        resizable={p.canManage}
        draggableAccessor={(e) => p.canManage && e.movable}
        resizableAccessor={(e) => p.canManage && e.movable}
        onEventDrop={move}
        onEventResize={move}
        onSelectEvent={p.onSelectEvent}
        onSelectSlot={(s: SlotInfo) => p.onSelectSlot({ start: s.start, end: s.end, vetId: s.resourceId !== undefined ? Number(s.resourceId) : singleVet?.id })}
        eventPropGetter={eventStyle}
        slotPropGetter={slotStyle}
        // A 15-minute box has room for one line: the tooltip (react-big-calendar puts the time range
        // in front) tells pet, client, service or visit type, and status.
        tooltipAccessor={(e) => {
          const what = e.appointment.services.map((s) => s.name).join(', ') || e.appointment.visit_type?.name || '';
          return `${e.title}${what ? ` — ${what}` : ''} (${t(`appointmentStatus.${e.appointment.status}`)})`;
        }}
        components={components}
        messages={{ noEventsInRange: t('calendar.empty') }}
        style={{ height: 'max(560px, calc(100dvh - 240px))' }}
        dayLayoutAlgorithm="no-overlap"
      />
    </Box>
  );
}

/** A day's column title. react-big-calendar's default is a role="columnheader" outside any row (invalid ARIA). */
function DayHeader({ label }: { label: ReactNode }) {
  return <span>{label}</span>;
}

const isShort = (e: CalEvent) => e.end.getTime() - e.start.getTime() <= 20 * 60_000;

function EventBody({ event, at }: { event: CalEvent; at: (d: Date) => string }) {
  const a = event.appointment;
  const what = a.services.map((s) => s.name).join(', ') || a.visit_type?.name;
  if (isShort(event)) {
    return (
      <Text as="span" display="block" lineHeight="1.25" truncate>
        <Text as="span" fontSize="11px">{at(event.start)}</Text>{' '}
        <Text as="span" fontWeight="600">{a.pets.map((p) => p.nickname).join(', ') || a.client?.full_name}</Text>
        {what && ` · ${what}`}
        {a.pets.length > 0 && a.client && ` · ${a.client.full_name}`}
      </Text>
    );
  }
  return (
    <Box lineHeight="1.25" overflow="hidden">
      <Text as="span" fontWeight="600" display="block" truncate>{a.pets.map((p) => p.nickname).join(', ') || a.client?.full_name}</Text>
      {/* Full opacity: faded text on a service colour falls under 4.5:1. */}
      <Text as="span" display="block" truncate>{a.client?.full_name}</Text>
      <Text as="span" display="block" truncate>{what}</Text>
    </Box>
  );
}
