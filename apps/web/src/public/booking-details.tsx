import { Alert, Box, Stack, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TBookingInput, TBookingResult } from '@vetclinic/domain';
import { applyServerErrors, errorMessage } from '../ui/errors';
import { HttpError } from '../ui/http';
import { useUnsavedGuard } from '../ui/use-unsaved-guard';
import { createBooking, hasErrorCode } from './booking-api';
import { usePage } from './booking-context';
import { draftSelection, type BookingDraft } from './booking-draft';
import { ZGuestForm, toBookingInput, type GuestFormIn, type GuestFormOut } from './booking-form';
import { createIdempotencyKeys } from './lib/idempotency';
import { StepSection } from './step-section';
import { ContactStep } from './steps/contact-step';
import { SummaryStep } from './steps/summary-step';

export interface BookingDetailsProps {
  draft: BookingDraft;
  defaults: GuestFormIn;
  /** Keeps what was typed when this part unmounts (e.g. "book another"). */
  onKeep: (values: GuestFormIn) => void;
  onBooked: (result: TBookingResult, values: GuestFormIn) => void;
  /** 409 slot_taken: the time went meanwhile; the page refreshes the grid, the form stays. */
  onSlotTaken: () => void;
}

const FORM_FIELD = /^(first_name|last_name|email|phone|user_note|pets)\b/;

/** Steps 4 and 5: the guest's details and pets, the summary and the booking itself. */
export function BookingDetails({ draft, defaults, onKeep, onBooked, onSlotTaken }: BookingDetailsProps) {
  const { t, i18n } = useTranslation();
  const { utm } = usePage();
  const form = useForm<GuestFormIn, unknown, GuestFormOut>({ resolver: zodResolver(ZGuestForm), defaultValues: defaults, mode: 'onTouched' });
  const { register, handleSubmit, control, setValue, setError, formState, getValues } = form;
  const petNames = (useWatch({ control, name: 'pets' }) ?? []).map((p) => p?.nickname ?? '');
  const [keys] = useState(() => createIdempotencyKeys());
  const [failure, setFailure] = useState<string | null>(null);
  const keepRef = useRef(onKeep);
  keepRef.current = onKeep;
  useUnsavedGuard(formState.isDirty);
  useEffect(() => () => keepRef.current(getValues()), [getValues]);

  const book = useMutation({
    mutationFn: async (input: TBookingInput) => {
      const key = keys.keyFor(JSON.stringify(input));
      try {
        const result = await createBooking(input, key);
        keys.settle();
        return result;
      } catch (err) {
        // Only a reply from the server ends the attempt; after a network failure the retry reuses the key.
        if (err instanceof HttpError) keys.settle();
        throw err;
      }
    },
    onSuccess: (result) => {
      setFailure(null);
      onBooked(result, getValues());
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
    book.mutate(
      toBookingInput(
        { clinicId: draft.clinic.id, startUtc: draft.slot, vetId: draft.vetId, servicePackageIds: selection.servicePackageIds, visitTypeId: selection.visitTypeId },
        values,
        { language: i18n.language, utm },
      ),
    );
  });

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="4">
        <StepSection step={4} title={t('public.steps.contact')}>
          <ContactStep control={control} register={register} setValue={setValue} formState={formState} species={draft.clinic.species ?? []} />
        </StepSection>
        <StepSection step={5} title={t('public.steps.check')}>
          <SummaryStep draft={draft} petNames={petNames} register={register} submitting={book.isPending} />
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
