import { Alert, Box, Button, Field, Input, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import type { Stripe, StripeCardElement, StripeElementLocale } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../ui/http';

// Only this file knows Stripe. It is its own chunk, loaded when a deposit's (or an invoice's) provider is
// Stripe: the card number goes from Stripe's iframe to Stripe, never through our server. `sync` asks our
// server to read the intent back (and to create it when it is missing); its answer goes to the page.

type Loaded = { stripe: Stripe; card: StripeCardElement };

const STRIPE_LOCALES = new Set<string>(['bg', 'cs', 'en', 'es', 'fr', 'hu', 'id', 'ko', 'pl', 'pt', 'ro', 'sv', 'zh-TW']);

export function StripeCardForm<T>({ publishableKey, clientSecret, sync, payLabel, onAnswer, onGone }: {
  publishableKey: string | null; clientSecret: string | null; sync: () => Promise<T>; payLabel: string; onAnswer: (answer: T) => void; onGone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const mountRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [complete, setComplete] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const key = publishableKey;

  // No PaymentIntent yet (the provider was down when the payment was opened): /sync creates it.
  const needsIntent = !clientSecret;
  const answerRef = useRef(onAnswer);
  answerRef.current = onAnswer;
  const syncRef = useRef(sync);
  syncRef.current = sync;
  useEffect(() => {
    if (!needsIntent) return;
    syncRef.current().then((d) => answerRef.current(d), () => setLoadFailed(true));
  }, [needsIntent]);

  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    let card: StripeCardElement | null = null;
    // The "pure" entry loads js.stripe.com only when asked, not on import.
    import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(key, { locale: (STRIPE_LOCALES.has(i18n.language) ? i18n.language : 'auto') as StripeElementLocale }))
      .then((stripe) => {
        if (cancelled || !stripe || !mountRef.current) {
          if (!stripe) setLoadFailed(true);
          return;
        }
        card = stripe.elements().create('card', { hidePostalCode: true, style: { base: { fontSize: '16px', fontFamily: 'Poppins, system-ui, sans-serif' } } });
        card.on('change', (e) => {
          setComplete(e.complete);
          setFailure(e.error?.message ?? null);
        });
        card.mount(mountRef.current);
        setLoaded({ stripe, card });
      })
      .catch(() => !cancelled && setLoadFailed(true));
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, [key, i18n.language]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!loaded || !clientSecret) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await loaded.stripe.confirmCardPayment(clientSecret, {
        payment_method: { card: loaded.card, billing_details: name.trim() ? { name: name.trim() } : {} },
      });
      // Stripe's own words for a card problem; our server then records what Stripe decided.
      if (result.error?.message) setFailure(result.error.message);
      onAnswer(await sync());
    } catch (err) {
      if (err instanceof HttpError && err.status === 409) onGone();
      else setFailure(err instanceof HttpError ? (err.serverMessage ?? t('labels.generic_error')) : t('payments.card.networkError'));
    } finally {
      setBusy(false);
    }
  };

  if (!key || loadFailed) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t('payments.card.providerUnavailable')}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <chakra.form noValidate onSubmit={(e) => void submit(e)} aria-label={t('payments.card.formLabel')}>
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>{t('payments.card.details')}<Field.RequiredIndicator /></Field.Label>
          <Box w="full" borderWidth="1px" borderColor="border" rounded="md" px="3" py="3" minH="11" bg="bg">
            {!loaded && <Skeleton h="5" />}
            <div ref={mountRef} />
          </Box>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('payments.card.name')}</Field.Label>
          <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="cc-name" maxLength={200} />
        </Field.Root>
        <Box aria-live="assertive" css={{ '&:empty': { mt: '-4' } }}>
          {failure && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
        </Box>
        <Button type="submit" colorPalette="brand" size="lg" w="full" disabled={!loaded || !complete} loading={busy} loadingText={t('payments.card.paying')}>
          {payLabel}
        </Button>
        <Text fontSize="xs" color="fg.muted">{t('payments.card.stripeNote')}</Text>
      </Stack>
    </chakra.form>
  );
}
