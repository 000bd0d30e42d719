import { Alert, Box, Stack, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TBookingInput, TBookingResult, TPaymentDeposit } from '@vetclinic/domain';
import { applyServerErrors, errorMessage } from '../ui/errors';
import { HttpError } from '../ui/http';
import { useUnsavedGuard } from '../ui/use-unsaved-guard';
import { createParentBooking } from './account/account-api';
import { prefetchAccountModal, useAccountModals } from './account/account-modals';
import { useAuth } from './account/auth-context';
import { ZParentBookingForm, toParentBookingInput } from './account/lib/parent-booking';
import { defaultPhoneCountry } from './account/lib/phone';
import { LinkButton } from './account/link-button';
import { MyPetsStep } from './account/my-pets-step';
import { createBooking, hasErrorCode } from './booking-api';
import { paymentPath } from './lib/routes';
import { bookingDepositMinor } from './payment/lib/deposit';
import { createBookingDeposit, depositKeys, isDepositNotRequired, rememberManageUrl } from './payment/payment-api';
import { navigate } from './use-route';
import { usePage } from './booking-context';
import { draftSelection, type BookingDraft } from './booking-draft';
import { ZGuestForm, toBookingInput, type GuestFormIn, type GuestFormOut } from './booking-form';
import { createIdempotencyKeys } from './lib/idempotency';
import { ownedPetId } from './lib/preselect';
import { StepSection } from './step-section';
import { ContactStep } from './steps/contact-step';
import { SummaryStep } from './steps/summary-step';
import { publicKeys } from './use-public-data';

export interface BookingDetailsProps {
  draft: BookingDraft;
  defaults: GuestFormIn;
  /** Keeps what was typed when this part unmounts (e.g. "book another"). */
  onKeep: (values: GuestFormIn) => void;
  onBooked: (result: TBookingResult, values: GuestFormIn) => void;
  /** 409 slot_taken: the time went meanwhile; the page refreshes the grid, the form stays. */
  onSlotTaken: () => void;
  /** How many pets the booking is for now: the free times must fit them all. */
  onPetCount?: (count: number) => void;
}

const FORM_FIELD = /^(first_name|last_name|email|phone|user_note|pets)\b/;
const guestResolver = zodResolver(ZGuestForm);
// Logged in, only the note is typed here; the pets are ticked in MyPetsStep.
const parentResolver = zodResolver(ZParentBookingForm) as unknown as typeof guestResolver;

/** Steps 4 and 5: the guest's details and pets (or a logged-in parent's own pets), the summary and the booking itself. */
export function BookingDetails({ draft, defaults, onKeep, onBooked, onSlotTaken, onPetCount }: BookingDetailsProps) {
  const { t, i18n } = useTranslation();
  const { utm, inputs, preselect } = usePage();
  const queryClient = useQueryClient();
  const auth = useAuth();
  const modals = useAccountModals();
  const asParent = auth.isLoggedIn;
  const asParentRef = useRef(asParent);
  asParentRef.current = asParent;
  const resolver = useCallback<Resolver<GuestFormIn, unknown, GuestFormOut>>((...args) => (asParentRef.current ? parentResolver : guestResolver)(...args), []);
  const [petIds, setPetIds] = useState<number[]>([]);
  const [petIdsError, setPetIdsError] = useState<string | null>(null);
  // The phone's country starts as the clinic's (spec §5), as in the account forms.
  const form = useForm<GuestFormIn, unknown, GuestFormOut>({ resolver, defaultValues: { ...defaults, phone_country: defaults.phone_country || defaultPhoneCountry(draft.clinic.country.iso_code) }, mode: 'onTouched' });
  const { register, handleSubmit, control, setValue, setError, formState, getValues } = form;
  const guestPetNames = (useWatch({ control, name: 'pets' }) ?? []).map((p) => p?.nickname ?? '');
  const ownPets = auth.me?.pets ?? [];
  // A booking link's `?pet=`: ticked when the signed-in parent owns that (live) pet, else ignored without a word.
  const petPreselected = useRef(false);
  useEffect(() => {
    if (petPreselected.current || !asParent || !auth.me || preselect.petId === null) return;
    petPreselected.current = true;
    const id = ownedPetId(auth.me.pets, preselect.petId);
    if (id !== null) setPetIds((ids) => (ids.length ? ids : [id]));
  }, [asParent, auth.me, preselect.petId]);
  const petNames = asParent ? petIds.map((id) => ownPets.find((p) => p.id === id)?.nickname ?? '') : guestPetNames;
  // With a deposit, "Book" becomes "Continue to payment": the time is held while the card is paid.
  const petCount = Math.max(1, petNames.length);
  useEffect(() => onPetCount?.(petCount), [onPetCount, petCount]);
  const depositMinor = bookingDepositMinor({ services: draft.services, visitType: draft.visitType }, petNames.length);
  const [keys] = useState(() => createIdempotencyKeys());
  const [failure, setFailure] = useState<string | null>(null);
  const keepRef = useRef(onKeep);
  keepRef.current = onKeep;
  useUnsavedGuard(formState.isDirty);
  useEffect(() => () => keepRef.current(getValues()), [getValues]);

  type Outcome = { kind: 'booked'; result: TBookingResult } | { kind: 'deposit'; deposit: TPaymentDeposit };
  const book = useMutation({
    mutationFn: async ({ input, parent, deposit }: { input: TBookingInput; parent: boolean; deposit: boolean }): Promise<Outcome> => {
      const attempt = async (withDeposit: boolean): Promise<Outcome> => {
        const key = keys.keyFor(JSON.stringify({ input, withDeposit }));
        try {
          const outcome: Outcome = withDeposit
            ? { kind: 'deposit', deposit: await createBookingDeposit(input, key, parent) }
            : { kind: 'booked', result: await (parent ? createParentBooking(input, key) : createBooking(input, key)) };
          keys.settle();
          return outcome;
        } catch (err) {
          // Only a reply from the server ends the attempt; after a network failure the retry reuses the key.
          if (err instanceof HttpError) keys.settle();
          throw err;
        }
      };
      try {
        return await attempt(deposit);
      } catch (err) {
        // The clinic changed its deposits after this page loaded: the server says which way to go.
        if (!deposit && hasErrorCode(err, 'deposit_required')) return attempt(true);
        if (deposit && isDepositNotRequired(err)) return attempt(false);
        throw err;
      }
    },
    onSuccess: (outcome) => {
      setFailure(null);
      if (outcome.kind === 'booked') {
        onBooked(outcome.result, getValues());
        return;
      }
      const { deposit } = outcome;
      rememberManageUrl(deposit);
      queryClient.setQueryData(depositKeys.one(deposit.id), deposit);
      void queryClient.invalidateQueries({ queryKey: publicKeys.timeslots(inputs.clinicSlug) });
      navigate(paymentPath(inputs.clinicSlug, deposit.id));
    },
    onError: (err) => {
      if (hasErrorCode(err, 'slot_taken')) {
        setFailure(null);
        onSlotTaken();
        return;
      }
      if (!(err instanceof HttpError)) {
        setFailure(t('public.book.networkError'));
        return;
      }
      if (applyServerErrors(err, setError)) {
        // Fields this form does not show (the time, the vet…) are said in the alert instead.
        const elsewhere = Object.entries(err.body?.errors ?? {}).filter(([field]) => !FORM_FIELD.test(field)).map(([, messages]) => messages[0]);
        setFailure(elsewhere.length ? elsewhere.join(' ') : errorMessage(err));
        return;
      }
      // 429, 5xx, booking turned off meanwhile…: the server's own words.
      setFailure(errorMessage(err));
    },
  });

  const submit = handleSubmit((values) => {
    if (!draft.slot || draft.vetId === null) return;
    const selection = draftSelection(draft);
    const target = { clinicId: draft.clinic.id, startUtc: draft.slot, vetId: draft.vetId, servicePackageIds: selection.servicePackageIds, visitTypeId: selection.visitTypeId };
    if (asParent) {
      if (!petIds.length) {
        setPetIdsError(t('public.account.book.petRequired'));
        return;
      }
      book.mutate({ input: toParentBookingInput(target, petIds, values.user_note, { language: i18n.language, utm }), parent: true, deposit: depositMinor > 0 });
      return;
    }
    book.mutate({ input: toBookingInput(target, values, { language: i18n.language, utm }), parent: false, deposit: depositMinor > 0 });
  });

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="4">
        {asParent ? (
          <StepSection step={4} title={t('public.account.book.title')}>
            <MyPetsStep
              selected={petIds}
              onChange={(ids) => {
                setPetIds(ids);
                if (ids.length) setPetIdsError(null);
              }}
              error={petIdsError}
            />
          </StepSection>
        ) : (
          <StepSection step={4} title={t('public.steps.contact')}>
            <Text fontSize="sm" color="fg.muted" mb="4">
              {t('public.account.book.haveAccount')}{' '}
              <LinkButton onClick={() => modals.open({ kind: 'login' })} onHover={() => prefetchAccountModal('login')}>
                {t('public.account.book.loginToBook')}
              </LinkButton>
            </Text>
            <ContactStep control={control} register={register} setValue={setValue} formState={formState} species={draft.clinic.species ?? []} />
          </StepSection>
        )}
        <StepSection step={5} title={t('public.steps.check')}>
          <SummaryStep draft={draft} petNames={petNames} register={register} submitting={book.isPending} depositMinor={depositMinor} />
          <Box aria-live="assertive" mt={failure ? '3' : '0'}>
            {failure && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Root>
            )}
          </Box>
        </StepSection>
      </Stack>
    </chakra.form>
  );
}
