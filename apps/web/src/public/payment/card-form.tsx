import { Alert, Box, Button, Field, Grid, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TSimulatedCardInput } from '@vetclinic/domain';
import { HttpError } from '../../ui/http';
import { createIdempotencyKeys } from '../lib/idempotency';
import { ZCardForm, emptyCardForm, formatCardNumber, formatCvc, formatExpiry, type CardFormValues } from './lib/card-input';

// The server's card fields → the inputs here (month and year are one "MM/YY" input).
const SERVER_FIELD: Record<string, keyof CardFormValues> = { card_number: 'card_number', exp_month: 'expiry', exp_year: 'expiry', cvc: 'cvc', name: 'name' };

// Side by side (expiry, CVC), the fields share the parent grid's rows: a label that wraps in one
// language does not push its input below its neighbour's.
const SIDE_BY_SIDE = { display: 'grid', gridTemplateRows: 'subgrid', gridRow: 'span 3', alignItems: 'end', rowGap: '1.5' } as const;

function CardField({ label, error, helper, optional, sideBySide, children }: { label: string; error?: FieldError; helper?: string; optional?: boolean; sideBySide?: boolean; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={!!error} required={!optional} {...(sideBySide ? SIDE_BY_SIDE : {})}>
      <Field.Label display={sideBySide ? 'block' : undefined}>
        {label}{' '}
        {!optional && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error?.message && <Field.ErrorText>{t(error.message, { attribute: label })}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * The simulated provider's card form: masked inputs, the shared card schema, one Idempotency-Key
 * per attempt. `pay` sends the card (a deposit's or an invoice's); its answer (paid or declined,
 * `declined` tells) goes to the page, which shows the outcome.
 */
export function CardForm<T>({ pay: send, declined, payLabel, onAnswer, onGone }: {
  pay: (card: TSimulatedCardInput, idempotencyKey: string) => Promise<T>; declined: (answer: T) => boolean; payLabel: string; onAnswer: (answer: T) => void; onGone: () => void;
}) {
  const { t } = useTranslation();
  const [keys] = useState(() => createIdempotencyKeys());
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, setFocus, resetField, formState } = useForm<CardFormValues, unknown, TSimulatedCardInput>({
    resolver: zodResolver(ZCardForm),
    defaultValues: emptyCardForm(),
    mode: 'onTouched',
  });
  const errors = formState.errors;

  const pay = useMutation({
    mutationFn: async (card: TSimulatedCardInput) => {
      const key = keys.keyFor(JSON.stringify(card));
      try {
        const answer = await send(card, key);
        keys.settle();
        return answer;
      } catch (err) {
        if (err instanceof HttpError) keys.settle();
        throw err;
      }
    },
    onSuccess: (answer) => {
      setFailure(null);
      if (declined(answer)) {
        // Declined: a new card is the usual next step, so the number and CVC start empty.
        resetField('card_number');
        resetField('cvc');
        setTimeout(() => setFocus('card_number'), 0);
      }
      onAnswer(answer);
    },
    onError: (err) => {
      if (err instanceof HttpError && err.status === 409) {
        // Expired or already paid meanwhile: the page re-reads the deposit and shows which.
        setFailure(null);
        onGone();
        return;
      }
      if (err instanceof HttpError && err.status === 422 && err.body?.errors) {
        for (const [field, messages] of Object.entries(err.body.errors)) {
          const own = SERVER_FIELD[field.split('.')[0]];
          if (own) setError(own, { type: 'server', message: messages[0] });
        }
        return;
      }
      setFailure(err instanceof HttpError ? (err.serverMessage ?? t('labels.generic_error')) : t('payments.card.networkError'));
    },
  });

  return (
    <chakra.form noValidate onSubmit={handleSubmit((card) => pay.mutate(card))} aria-label={t('payments.card.formLabel')}>
      <Stack gap="4">
        <Controller control={control} name="card_number" render={({ field }) => (
          <CardField label={t('payments.card.number')} error={errors.card_number}>
            <Input {...field} onChange={(e) => field.onChange(formatCardNumber(e.target.value))} inputMode="numeric" autoComplete="cc-number"
              placeholder="1234 1234 1234 1234" maxLength={23} size="lg" fontVariantNumeric="tabular-nums" letterSpacing="wide" />
          </CardField>
        )} />
        <Grid templateColumns="1fr 1fr" columnGap="3" rowGap="0">
          <Controller control={control} name="expiry" render={({ field }) => (
            <CardField label={t('payments.card.expiry')} error={errors.expiry} sideBySide>
              <Input {...field} onChange={(e) => field.onChange(formatExpiry(e.target.value, e.target.value.length < field.value.length))}
                inputMode="numeric" autoComplete="cc-exp" placeholder={t('payments.card.expiryPlaceholder')} maxLength={5} size="lg" fontVariantNumeric="tabular-nums" />
            </CardField>
          )} />
          <Controller control={control} name="cvc" render={({ field }) => (
            <CardField label={t('payments.card.cvc')} error={errors.cvc} sideBySide>
              <Input {...field} onChange={(e) => field.onChange(formatCvc(e.target.value))} inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} size="lg" fontVariantNumeric="tabular-nums" />
            </CardField>
          )} />
        </Grid>
        <Controller control={control} name="name" render={({ field }) => (
          <CardField label={t('payments.card.name')} error={errors.name} optional>
            <Input {...field} autoComplete="cc-name" maxLength={200} />
          </CardField>
        )} />
        <Box aria-live="assertive" css={{ '&:empty': { mt: '-4' } }}>
          {failure && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
        </Box>
        <Button type="submit" colorPalette="brand" size="lg" w="full" loading={pay.isPending} loadingText={t('payments.card.paying')}>
          {payLabel}
        </Button>
        <Text fontSize="xs" color="fg.muted">{t('payments.card.simulatedNote')}</Text>
      </Stack>
    </chakra.form>
  );
}
