import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaymentDeposit, TPublicAppointment, TRescheduleInput } from '@vetclinic/domain';
import { AppointmentStatus } from '@vetclinic/domain/enums';
import { errorMessage } from '../../ui/errors';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { hasErrorCode, rescheduleAppointment } from '../booking-api';
import { usePage } from '../booking-context';
import { formatDateTime } from '../lib/clinic-time';
import { formatPrice } from '../lib/money';
import { paymentPath } from '../lib/routes';
import { rescheduleDepositMinor } from '../payment/lib/deposit';
import { depositKeys, isDepositNotRequired, rescheduleWithDeposit } from '../payment/payment-api';
import { navigate } from '../use-route';
import { eligibleVets } from '../lib/services';
import { StepSection } from '../step-section';
import { SlotStep } from '../steps/slot-step';
import { ANY_STAFF, VetStep } from '../steps/vet-step';
import { publicKeys, useClinic, useVets } from '../use-public-data';
import { ActionResult, CannotChange, ChangeLinks, LiveRegion } from './action-parts';
import { AppointmentCard } from './appointment-card';

/** /appointment/{token}/reschedule: the same vet and slot picker, limited to the appointment's services. */
export function RescheduleView({ token, appointment: a }: { token: string; appointment: TPublicAppointment }) {
  const { t, i18n } = useTranslation();
  const { inputs } = usePage();
  const queryClient = useQueryClient();
  const clinic = useClinic(inputs.clinicSlug);
  const vets = useVets(inputs.clinicSlug);
  const [vetChoice, setVetChoice] = useState<number | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const selection = useMemo(
    // The new time must fit every pet of the appointment, as the server checks.
    () => (a.visit_type ? { visitTypeId: a.visit_type.id, pets: a.pets.length } : { servicePackageIds: a.services.map((s) => s.service_package_id), pets: a.pets.length }),
    [a.visit_type, a.services, a.pets.length],
  );
  const eligible = useMemo(
    () => eligibleVets(vets.data ?? [], a.visit_type ? { visitTypeId: a.visit_type.id } : { serviceIds: a.services.map((s) => s.id) }),
    [vets.data, a.visit_type, a.services],
  );
  const anyStaff = clinic.data?.any_staff_enabled ?? false;
  const defaultVet = eligible.some((v) => v.id === a.vet.id) ? a.vet.id : anyStaff ? ANY_STAFF : eligible.length === 1 ? eligible[0].id : null;
  const vetId = vetChoice ?? defaultVet;

  // A new time whose services ask more deposit than was paid goes through the payment page.
  const extraDepositMinor = clinic.data ? rescheduleDepositMinor(a, clinic.data) : 0;
  const move = useMutation({
    mutationFn: async (): Promise<{ kind: 'moved'; appointment: TPublicAppointment } | { kind: 'deposit'; deposit: TPaymentDeposit }> => {
      const input: TRescheduleInput = { datetime_start_utc: slot!, vet_id: vetId!, ...(selection.servicePackageIds ? { service_package_ids: selection.servicePackageIds } : {}) };
      if (extraDepositMinor > 0) {
        try {
          return { kind: 'deposit', deposit: await rescheduleWithDeposit(token, input) };
        } catch (err) {
          // Nothing more is due after all (the server counts what was paid): a plain reschedule.
          if (!isDepositNotRequired(err)) throw err;
        }
      }
      try {
        return { kind: 'moved', appointment: await rescheduleAppointment(token, input) };
      } catch (err) {
        // The server knows best what was paid: when it asks for a deposit, pay it first.
        if (hasErrorCode(err, 'deposit_required')) return { kind: 'deposit', deposit: await rescheduleWithDeposit(token, input) };
        throw err;
      }
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'deposit') {
        queryClient.setQueryData(depositKeys.one(outcome.deposit.id), outcome.deposit);
        navigate(paymentPath(inputs.clinicSlug, outcome.deposit.id));
        return;
      }
      queryClient.setQueryData(publicKeys.appointment(token), outcome.appointment);
      window.scrollTo({ top: 0 });
    },
    onError: (err) => {
      if (!hasErrorCode(err, 'slot_taken')) return;
      setSlot(null);
      setNotice(t('public.book.slotTaken'));
      void queryClient.invalidateQueries({ queryKey: publicKeys.timeslots(inputs.clinicSlug) });
    },
  });

  if (move.isSuccess && move.data.kind === 'moved') {
    const moved = move.data.appointment;
    const confirmed = moved.status === AppointmentStatus.CONFIRMED;
    return (
      <Stack gap="4">
        <AppointmentCard appointment={moved} />
        <LiveRegion>
          <ActionResult status="success">{confirmed ? t('public.reschedule.doneConfirmed') : t('public.reschedule.doneRequest')}</ActionResult>
        </LiveRegion>
        <ChangeLinks token={token} appointment={moved} except="reschedule" />
      </Stack>
    );
  }

  let picker: React.ReactNode;
  if (!a.can_reschedule) picker = <CannotChange appointment={a} text={t('public.reschedule.notAllowed')} />;
  else if (clinic.isPending || vets.isPending) picker = <ListSkeleton rows={4} />;
  else if (clinic.isError || vets.isError) picker = <ErrorState error={clinic.error ?? vets.error} onRetry={() => { void clinic.refetch(); void vets.refetch(); }} />;
  else
    picker = (
      <Stack gap="4">
        <StepSection step={1} title={t('public.steps.who')}>
          <VetStep vets={eligible} anyStaff={anyStaff} value={vetId} onChange={(id) => { setVetChoice(id); setSlot(null); }} />
        </StepSection>
        {vetId !== null && (
          <StepSection step={2} title={t('public.reschedule.newTime')} summary={slot ? formatDateTime(slot, clinic.data, i18n.language) : undefined}>
            <SlotStep slug={inputs.clinicSlug} clinic={clinic.data} selection={selection} vetId={vetId} value={slot} onChange={(s) => { setSlot(s); setNotice(null); }} notice={notice} />
          </StepSection>
        )}
        <Box>
          <LiveRegion>
            {move.isError && !hasErrorCode(move.error, 'slot_taken') && <ActionResult status="error">{errorMessage(move.error)}</ActionResult>}
          </LiveRegion>
          <Text fontSize="sm" color="fg.muted" my="3">
            {slot ? t('public.reschedule.confirmText', { date: formatDateTime(slot, clinic.data, i18n.language) }) : t('public.reschedule.pickFirst')}
          </Text>
          {extraDepositMinor > 0 && (
            <Text bg="orange.subtle" color="orange.fg" rounded="md" px="3" py="2" fontSize="sm" mb="3">
              {t('payments.reschedule.note', { amount: formatPrice(extraDepositMinor / 100, clinic.data) })}
            </Text>
          )}
          <Button colorPalette="brand" size="lg" w={{ base: 'full', sm: 'auto' }} disabled={!slot || vetId === null} loading={move.isPending || (move.isSuccess && move.data.kind === 'deposit')} onClick={() => move.mutate()}>
            {extraDepositMinor > 0 ? t('payments.booking.continue') : t('public.reschedule.confirm')}
          </Button>
        </Box>
      </Stack>
    );

  return (
    <Stack gap="4">
      <AppointmentCard appointment={a} />
      <Heading as="h2" size="lg" mt="2">{t('public.reschedule.title')}</Heading>
      {picker}
      <ChangeLinks token={token} appointment={a} except="reschedule" />
    </Stack>
  );
}
