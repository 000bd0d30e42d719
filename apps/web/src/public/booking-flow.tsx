import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBookingResult, TPublicClinic, TPublicVet } from '@vetclinic/domain';
import { usePage } from './booking-context';
import { draftSelection, draftWhat, type BookingDraft } from './booking-draft';
import { emptyGuestForm, type GuestValues } from './guest-values';
import { initialServiceIds } from './lib/preselect';
import { bookableServices, bookableVisitTypes, eligibleVets } from './lib/services';
import { BookingDetails, SlotStep, SlotSummary, SuccessView, prefetchBookingParts, prefetchDetailsParts } from './lazy-parts';
import { ErrorState, ListSkeleton, WithChakra } from './lite-ui';
import { StepSection } from './step-section';
import { ServiceStep } from './steps/service-step';
import { ANY_STAFF, VetStep } from './steps/vet-step';
import { VisitTypeStep } from './steps/visit-type-step';
import { publicKeys } from './use-public-data';
import { prefetchFirstSlots, selectionKey } from './use-slot-schedule';
import { track } from '../ui/telemetry/telemetry';

type VetsQuery = { data?: TPublicVet[]; isPending: boolean; error: unknown; refetch: () => unknown };

const scrollBehavior = (): ScrollBehavior => (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');
/** Brings a step that just unfolded into view, once React has rendered it. */
function useRevealOnChange(ref: React.RefObject<HTMLElement | null>, trigger: unknown) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (trigger) requestAnimationFrame(() => ref.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' }));
  }, [trigger, ref]);
}

const DetailsSkeleton = () => <span className="b-skel" style={{ height: '20rem', borderRadius: '0.75rem' }} />;

/** The five steps of the main calendar, unfolding downward; the success screen replaces them. */
export function BookingFlow({ clinic, vets }: { clinic: TPublicClinic; vets: VetsQuery }) {
  const { t } = useTranslation();
  const { inputs, preselect } = usePage();
  const queryClient = useQueryClient();
  const byVisitType = inputs.isVisitTypesActive;
  // A booking link's `?service=` (a reminder's): chosen from the start, on the server's render as in the browser.
  const [serviceIds, setServiceIds] = useState<number[]>(() => (byVisitType ? [] : initialServiceIds(clinic.services, preselect.serviceId)));
  const preselected = useRef(serviceIds.length > 0);
  // The free-times step is never in the server's HTML (its code loads on demand): with a preselected service it
  // follows once the page is hydrated, so the hydrated tree matches the server's.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [visitTypeId, setVisitTypeId] = useState<number | null>(null);
  const [vetChoice, setVetChoice] = useState<number | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [slotNotice, setSlotNotice] = useState<string | null>(null);
  const [detailsShown, setDetailsShown] = useState(false);
  // Pets typed or ticked in the details: slots are asked for duration × pets (decisions.md, issue 22 #2).
  const [petCount, setPetCount] = useState(1);
  const [booked, setBooked] = useState<TBookingResult | null>(null);
  const guest = useRef<GuestValues>(emptyGuestForm());
  const slotRef = useRef<HTMLElement>(null);
  const whoRef = useRef<HTMLElement>(null);
  const detailsRef = useRef<HTMLDivElement>(null);


  const services = useMemo(() => bookableServices(clinic.services).filter((s) => serviceIds.includes(s.id)), [clinic.services, serviceIds]);
  const visitType = useMemo(() => (byVisitType ? bookableVisitTypes(clinic.visit_types).find((v) => v.id === visitTypeId) ?? null : null), [byVisitType, clinic.visit_types, visitTypeId]);
  const chosenSomething = byVisitType ? !!visitType : services.length > 0;
  // The later steps' code loads once a service is picked (most visitors who pick go on), not on
  // every page view: the first view needs none of it (#12 byte budget).
  useEffect(() => {
    if (chosenSomething) prefetchBookingParts();
  }, [chosenSomething]);
  const eligible = useMemo(() => eligibleVets(vets.data ?? [], { serviceIds, visitTypeId: byVisitType ? visitTypeId : null }), [vets.data, serviceIds, visitTypeId, byVisitType]);
  const defaultVet = clinic.any_staff_enabled ? ANY_STAFF : eligible.length === 1 ? eligible[0].id : null;
  const vetStillOk = vetChoice === ANY_STAFF ? clinic.any_staff_enabled : eligible.some((v) => v.id === vetChoice);
  const vetId = !chosenSomething || !vets.data ? null : vetChoice !== null && vetStillOk ? vetChoice : defaultVet;
  const vet = eligible.find((v) => v.id === vetId) ?? null;
  const draft: BookingDraft = { clinic, services, visitType, vetId, vet, slot, pets: petCount };

  // The first free times are asked for with the step's code, not after it (use-slot-schedule.ts).
  const firstSlots = chosenSomething && vetId !== null ? { selection: draftSelection(draft), vetId } : null;
  const firstSlotsKey = firstSlots ? `${selectionKey(firstSlots.selection)}|${firstSlots.vetId}` : '';
  useEffect(() => {
    if (firstSlots) prefetchFirstSlots(queryClient, { slug: inputs.clinicSlug, ...firstSlots, zone: clinic.timezone, horizonDays: clinic.booking_horizon_days });
    // The key says when the selection or the vet changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstSlotsKey]);

  useRevealOnChange(slotRef, vetChoice);
  // Came with a service chosen: the next step is where the visitor starts (not inside a clinic's own page's frame).
  useEffect(() => {
    if (preselected.current && !inputs.isWidget) requestAnimationFrame(() => whoRef.current?.scrollIntoView({ behavior: 'auto', block: 'start' }));
  }, [inputs.isWidget]);
  useRevealOnChange(detailsRef, detailsShown);

  const changeWhat = (apply: () => void) => {
    apply();
    setSlot(null);
    setSlotNotice(null);
  };
  const pickSlot = (start: string) => {
    setSlot(start);
    setSlotNotice(null);
    setDetailsShown(true);
  };
  const onSlotGone = useCallback(() => {
    setSlot(null);
    setSlotNotice(t('public.book.slotGone'));
  }, [t]);
  const onSlotTaken = () => {
    setSlot(null);
    setSlotNotice(t('public.book.slotTaken'));
    void queryClient.invalidateQueries({ queryKey: publicKeys.timeslots(inputs.clinicSlug) });
    requestAnimationFrame(() => slotRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' }));
  };
  const onBooked = (result: TBookingResult, values: GuestValues) => {
    track('booking_completed', { services: result.services.length, pets: result.pets.length, widget: inputs.isWidget });
    guest.current = { ...values, user_note: '' };
    setBooked(result);
    void queryClient.invalidateQueries({ queryKey: publicKeys.timeslots(inputs.clinicSlug) });
    window.scrollTo({ top: 0 });
  };
  const bookAnother = () => {
    setBooked(null);
    setServiceIds([]);
    setVisitTypeId(null);
    setVetChoice(null);
    setSlot(null);
    setDetailsShown(false);
  };

  if (booked) {
    return (
      <WithChakra fallback={<ListSkeleton rows={6} />}>
        <Suspense fallback={<ListSkeleton rows={6} />}>
          <SuccessView result={booked} clinic={clinic} what={draftWhat(draft) || booked.services.map((s) => s.name).join(', ')} onBookAnother={bookAnother} />
        </Suspense>
      </WithChakra>
    );
  }

  return (
    <div className={inputs.isWidget ? 'b-stack b-g3' : 'b-stack b-g4'}>
      <StepSection step={1} title={t('public.steps.what')} summary={draftWhat(draft)}>
        {byVisitType ? (
          <VisitTypeStep clinic={clinic} selected={visitTypeId} onChange={(id) => changeWhat(() => setVisitTypeId(id))} />
        ) : (
          <ServiceStep clinic={clinic} selected={serviceIds} onChange={(ids) => changeWhat(() => setServiceIds(ids))} />
        )}
      </StepSection>

      {chosenSomething && (
        <StepSection ref={whoRef} step={2} title={t('public.steps.who')} summary={vetId === ANY_STAFF ? t('public.vet.anyStaff') : vet?.full_name}>
          {vets.isPending ? (
            <ListSkeleton rows={2} />
          ) : vets.error ? (
            <ErrorState error={vets.error} onRetry={() => void vets.refetch()} />
          ) : (
            <VetStep vets={eligible} anyStaff={clinic.any_staff_enabled} value={vetId} onChange={(id) => changeWhat(() => setVetChoice(id))} />
          )}
        </StepSection>
      )}

      {chosenSomething && vetId !== null && hydrated && (
        <StepSection ref={slotRef} step={3} title={t('public.steps.when')} summary={slot ? <Suspense fallback={null}><SlotSummary value={slot} clinic={clinic} /></Suspense> : undefined}>
          <Suspense fallback={<ListSkeleton rows={3} />}>
            <SlotStep slug={inputs.clinicSlug} clinic={clinic} selection={draftSelection(draft)} vetId={vetId} value={slot} onChange={pickSlot} notice={slotNotice} onTimesShown={prefetchDetailsParts} onValueGone={onSlotGone} />
          </Suspense>
        </StepSection>
      )}

      {detailsShown && chosenSomething && vetId !== null && (
        <div ref={detailsRef} style={{ scrollMarginTop: '16px' }}>
          <WithChakra fallback={<DetailsSkeleton />}>
            <Suspense fallback={<DetailsSkeleton />}>
              <BookingDetails draft={draft} defaults={guest.current} onKeep={(v) => (guest.current = v)} onBooked={onBooked} onSlotTaken={onSlotTaken} onPetCount={setPetCount} />
            </Suspense>
          </WithChakra>
        </div>
      )}
    </div>
  );
}
