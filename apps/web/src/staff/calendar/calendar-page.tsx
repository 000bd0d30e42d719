import { Box, Button, ButtonGroup, Checkbox, Flex, HStack, Heading, IconButton, NativeSelect, Stack, Text, Wrap, useBreakpointValue } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppointmentStatus, FREEING_APPOINTMENT_STATUSES, type TAppointment } from '@vetclinic/domain';
import { toastError } from '../../ui/errors';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { useClinicFormat } from '../clinic/use-clinic';
import { fetchAppointmentsRange, useAppointmentMutations, useAppointmentsRange, useCalendarOptions, useCanManage, useClinicId } from './api';
import { AppointmentDrawer } from './appointment-drawer';
import { AppointmentFormDialog, type AppointmentDraft } from './appointment-form-dialog';
import { CalendarBoard, toEvents, type CalEvent, type VetResource } from './calendar-board';
import { defaultSlot, gridHours, localParts, viewRange, type CalendarView } from './clinic-time';
import { toastSaved } from './feedback';
import { MoveDialog, type PendingMove } from './move-dialog';
import { toaster } from '../../ui/toaster';
import { upperFirst } from '../../ui/upper-first';
import { DateInput } from '../../ui/date-time/date-input';
import { safeLocalStorage } from '../../ui/safe-storage';

const HIDDEN_UNLESS_ASKED: number[] = [AppointmentStatus.CANCELED_BY_CLIENT, AppointmentStatus.CANCELED_BY_CLINIC];
const VIEW_KEY = 'staff.calendar.view';
const VET_KEY = 'staff.calendar.vet';

/** Day and week per vet in the clinic's zone; click a free slot or press "n" to book, drag to move. */
export function CalendarPage() {
  const { t, i18n } = useTranslation();
  const fmt = useClinicFormat();
  const qc = useQueryClient();
  const clinicId = useClinicId();
  const canManage = useCanManage();
  const isPhone = useBreakpointValue({ base: true, md: false }) ?? false;
  // Day = every vet side by side; week = one vet's seven days (seven days of four vets were 28
  // unreadable columns). The choice and the vet are remembered per browser.
  const [chosenView, setChosenView] = useState<CalendarView>(() => (safeLocalStorage.getItem(VIEW_KEY) === 'week' ? 'week' : 'day'));
  const [date, setDate] = useState(() => new Date());
  const [vetFilter, setVetFilterState] = useState<number | null>(() => Number(safeLocalStorage.getItem(VET_KEY)) || null);
  const setView = (v: CalendarView) => {
    setChosenView(v);
    safeLocalStorage.setItem(VIEW_KEY, v);
  };
  const setVetFilter = (id: number | null) => {
    setVetFilterState(id);
    if (id) safeLocalStorage.setItem(VET_KEY, String(id));
    else safeLocalStorage.removeItem(VET_KEY);
  };
  const [showCancelled, setShowCancelled] = useState(false);
  const [draft, setDraft] = useState<AppointmentDraft | null>(null);
  const [selected, setSelected] = useState<TAppointment | null>(null);
  const [pendingMove, setPendingMove] = useState<PendingMove | null>(null);
  const { update } = useAppointmentMutations();

  const options = useCalendarOptions();
  const vets = useMemo(() => options.data?.vets ?? [], [options.data]);
  // A phone shows one vet's day at a time; a week is always one vet's.
  const view: CalendarView = isPhone ? 'day' : chosenView;
  const knownFilter = vetFilter && vets.some((v) => v.id === vetFilter) ? vetFilter : null;
  const shownVetId = knownFilter ?? (isPhone || view === 'week' ? vets[0]?.id ?? null : null);
  const shownVets = useMemo(() => (shownVetId ? vets.filter((v) => v.id === shownVetId) : vets), [vets, shownVetId]);
  const range = useMemo(() => viewRange(date, view, fmt.zone), [date, view, fmt.zone]);
  const appointments = useAppointmentsRange(range.from, range.to);
  const rangeKey = ['clinic', clinicId, 'appointments', 'range', range.from, range.to];

  const events = useMemo(() => toEvents((appointments.data ?? []).filter((a) =>
    (showCancelled || !HIDDEN_UNLESS_ASKED.includes(a.status)) && (!shownVetId || a.vet.id === shownVetId))), [appointments.data, showCancelled, shownVetId]);
  const resources: VetResource[] | null = useMemo(() => {
    if (view === 'week' && shownVets.length === 1) return null;
    return shownVets.map((v) => ({ id: v.id, title: v.full_name }));
  }, [view, shownVets]);
  const { minHour, maxHour } = useMemo(() => gridHours(options.data, events, fmt.zone), [options.data, events, fmt.zone]);

  // A clicked slot brings its vet and time; the button and "n" open at the first free working time of
  // the vets shown from the day shown on (never at an hour the dialog would call outside working hours).
  // The first free time may be days after the shown range (an evening, a weekend): the next two weeks'
  // appointments are read for it, else it would offer a time already taken on a day not loaded.
  const openNew = useCallback(async (d: AppointmentDraft = {}) => {
    if (d.time) return setDraft({ vetId: shownVetId ?? undefined, ...d });
    let list = appointments.data ?? [];
    try {
      list = await fetchAppointmentsRange(qc, clinicId, range.from, range.start.plus({ days: 14 }).toUTC().toISO()!);
    } catch {
      // Offline or refused: the shown range still avoids the times visibly taken, and the dialog checks the rest.
    }
    const busy = list.filter((a) => !FREEING_APPOINTMENT_STATUSES.includes(a.status as AppointmentStatus))
      .map((a) => ({ vetId: a.vet.id, start: new Date(a.datetime_start_utc), end: new Date(a.datetime_end_utc) }));
    const slot = defaultSlot({ vets: shownVets, zone: fmt.zone, shownDate: date, now: new Date(), preferredVetId: shownVetId, busy });
    setDraft({ vetId: slot?.vetId ?? shownVetId ?? undefined, date: slot?.date, time: slot?.time, ...d });
  }, [shownVetId, shownVets, appointments.data, fmt.zone, date, qc, clinicId, range]);
  useEffect(() => {
    if (!canManage) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'n' || e.ctrlKey || e.metaKey || e.altKey || draft || selected) return;
      const el = e.target as HTMLElement | null;
      if (el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName))) return;
      if (document.querySelector('[role="dialog"]')) return;
      e.preventDefault();
      void openNew();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canManage, draft, selected, openNew]);

  /**
   * A drop or resize asks first (MoveDialog); a drop into the past is refused at once (the server
   * refuses it too). After saving, the toast offers Undo, which puts the appointment back.
   */
  const onMove = (e: CalEvent, start: Date, end: Date, vetId: number) => {
    if (start.getTime() === e.start.getTime() && end.getTime() === e.end.getTime() && vetId === e.resourceId) return;
    if (start.getTime() !== e.start.getTime() && start.getTime() < Date.now()) {
      toaster.create({ type: 'error', title: t('calendar.move.pastRefused'), closable: true });
      return;
    }
    setPendingMove({ event: e, start, end, vetId, vetName: vets.find((v) => v.id === vetId)?.full_name ?? e.appointment.vet.full_name });
  };

  /** Optimistic save; on refusal (409 overlap …) the event snaps back and the server's reason shows. */
  const saveMove = async (m: PendingMove, notify: boolean, undoOf?: PendingMove) => {
    const e = m.event;
    const before = qc.getQueryData<TAppointment[]>(rangeKey);
    qc.setQueryData<TAppointment[]>(rangeKey, (old) => old?.map((a) => (a.id === e.id ? {
      ...a, datetime_start_utc: m.start.toISOString(), datetime_end_utc: m.end.toISOString(), vet: m.vetId === a.vet.id ? a.vet : { id: m.vetId, full_name: m.vetName },
    } : a)));
    try {
      const res = await update.mutateAsync({ id: e.id, body: {
        datetime_start_utc: m.start.toISOString(), datetime_end_utc: m.end.toISOString(), ...(m.vetId !== e.resourceId ? { vet_id: m.vetId } : {}), notify: { mail: notify, sms: false },
      } });
      const time = `${fmt.time(m.start)}–${fmt.time(m.end)}`;
      if (undoOf) toastSaved(t('calendar.move.undone', { time }), res.warnings);
      else {
        // Undo puts back the time and vet it had; a client told about the move is told about the undo too.
        const back: PendingMove = { event: { ...e, start: m.start, end: m.end, resourceId: m.vetId }, start: e.start, end: e.end, vetId: e.resourceId, vetName: e.appointment.vet.full_name };
        toastSaved(t('calendar.moved', { time }), res.warnings, { label: t('calendar.move.undo'), onClick: () => void saveMove(back, notify, m) });
      }
    } catch (err) {
      qc.setQueryData(rangeKey, before);
      toastError(err);
    }
  };
  const step = (dir: -1 | 1) => setDate((d) => DateTime.fromJSDate(d).setZone(fmt.zone).plus(view === 'day' ? { days: dir } : { weeks: dir }).toJSDate());
  const title = view === 'day'
    ? `${upperFirst(DateTime.fromJSDate(date).setZone(fmt.zone).setLocale(i18n.language).toFormat('cccc'), i18n.language)}, ${fmt.date(date)}`
    : `${fmt.date(range.start.toJSDate())} – ${fmt.date(range.end.minus({ days: 1 }).toJSDate())}`;

  if (options.isError) return <ErrorState error={options.error} onRetry={() => void options.refetch()} />;

  return (
    <Stack gap="3">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h1" size="xl">{t('calendar.title')}</Heading>
        {canManage && (
          <Button colorPalette="brand" size="sm" onClick={() => void openNew()} aria-keyshortcuts="n">
            {t('calendar.new')}
          </Button>
        )}
      </Flex>
      <Wrap gap="2" align="center">
        <HStack gap="1">
          <IconButton size="sm" variant="outline" aria-label={view === 'day' ? t('calendar.prevDay') : t('calendar.prevWeek')} onClick={() => step(-1)}><Chevron dir="left" /></IconButton>
          <Button size="sm" variant="outline" onClick={() => setDate(new Date())}>{t('calendar.today')}</Button>
          <IconButton size="sm" variant="outline" aria-label={view === 'day' ? t('calendar.nextDay') : t('calendar.nextWeek')} onClick={() => step(1)}><Chevron dir="right" /></IconButton>
        </HStack>
        <DateInput size="sm" w="32" aria-label={t('calendar.goToDate')} format={fmt.dateFormat} value={localParts(date, fmt.zone).date}
          onChange={(v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && setDate(DateTime.fromISO(v, { zone: fmt.zone }).set({ hour: 12 }).toJSDate())} />
        {!isPhone && (
          <ButtonGroup size="sm" attached variant="outline" role="group" aria-label={t('calendar.viewLabel')}>
            {(['day', 'week'] as const).map((v) => (
              <Button key={v} aria-pressed={view === v} variant={view === v ? 'solid' : 'outline'} colorPalette={view === v ? 'brand' : undefined} onClick={() => setView(v)}>
                {t(`calendar.views.${v}`)}
              </Button>
            ))}
          </ButtonGroup>
        )}
        <NativeSelect.Root size="sm" w="auto" minW="44">
          <NativeSelect.Field aria-label={t('calendar.vetFilter')} value={shownVetId ?? ''} onChange={(e) => setVetFilter(e.target.value ? Number(e.target.value) : null)}>
            {!isPhone && view === 'day' && <option value="">{t('calendar.allVets')}</option>}
            {vets.map((v) => <option key={v.id} value={v.id}>{v.full_name}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Checkbox.Root size="sm" checked={showCancelled} onCheckedChange={(e) => setShowCancelled(!!e.checked)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('calendar.showCancelled')}</Checkbox.Label>
        </Checkbox.Root>
      </Wrap>
      <Text fontWeight="600" aria-live="polite" data-testid="calendar-range">
        {title}
        {fmt.zone !== Intl.DateTimeFormat().resolvedOptions().timeZone && <Text as="span" fontWeight="400" color="fg.muted" fontSize="sm"> · {fmt.zone}</Text>}
      </Text>

      {options.isPending || (appointments.isPending && !appointments.data) ? <ListSkeleton rows={8} /> : appointments.isError && !appointments.data ? (
        <ErrorState error={appointments.error} onRetry={() => void appointments.refetch()} />
      ) : vets.length === 0 ? (
        <Box p="6" bg="white" borderRadius="md" borderWidth="1px"><Text color="fg.muted">{t('calendar.noVets')}</Text></Box>
      ) : (
        <CalendarBoard
          zone={fmt.zone}
          dateFormat={fmt.dateFormat}
          timeFormat={fmt.timeFormat}
          view={view}
          date={date}
          events={events}
          vets={shownVets}
          resources={resources}
          minHour={minHour}
          maxHour={maxHour}
          canManage={canManage}
          onNavigate={setDate}
          onSelectEvent={(e) => setSelected(e.appointment)}
          onSelectSlot={({ start, end, vetId }) => {
            const { date: d, time } = localParts(start, fmt.zone);
            const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
            openNew({ date: d, time, vetId, duration: minutes > 15 ? minutes : undefined });
          }}
          onMove={onMove}
        />
      )}
      {options.data && options.data.services.length > 0 && <Legend services={options.data.services} />}

      {pendingMove && (
        <MoveDialog key={`${pendingMove.event.id}-${pendingMove.start.getTime()}`} move={pendingMove} onCancel={() => setPendingMove(null)} onConfirm={(notify) => {
          setPendingMove(null);
          void saveMove(pendingMove, notify);
        }} />
      )}
      {draft && options.data && <AppointmentFormDialog key={draft.appointment?.id ?? 'new'} draft={draft} options={options.data} onClose={() => setDraft(null)} />}
      {selected && options.data && (
        <AppointmentDrawer initial={selected} options={options.data} onClose={() => setSelected(null)} onEdit={(a) => {
          setSelected(null);
          setDraft({ appointment: a });
        }} />
      )}
    </Stack>
  );
}

function Legend({ services }: { services: { id: number; name: string; color: string }[] }) {
  const { t } = useTranslation();
  return (
    <Wrap gap="3" fontSize="xs" color="fg.muted" aria-label={t('calendar.legend')} as="ul" listStyleType="none">
      {services.map((s) => (
        <HStack as="li" key={s.id} gap="1.5"><Box w="2.5" h="2.5" borderRadius="sm" bg={s.color} aria-hidden />{s.name}</HStack>
      ))}
      <HStack as="li" gap="1.5">
        <Box w="5" h="2.5" borderRadius="sm" borderWidth="1px" borderStyle="dashed" borderColor="gray.500" backgroundImage="repeating-linear-gradient(135deg, rgba(0,0,0,0.15) 0 3px, transparent 3px 6px)" aria-hidden />
        {t('calendar.pendingLegend')}
      </HStack>
    </Wrap>
  );
}

function Chevron({ dir }: { dir: 'left' | 'right' }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={dir === 'left' ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}
