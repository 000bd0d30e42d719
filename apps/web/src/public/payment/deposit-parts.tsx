import { Box, Flex, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaymentCharge, TPaymentDeposit } from '@vetclinic/domain';
import { formatMoney } from '@vetclinic/domain/money/format-money';
import { usePage } from '../booking-context';
import { formatDateTime } from '../lib/clinic-time';
import { visitorZone, zoneLabel } from '../lib/datetime';
import { SummaryRow } from '../steps/summary-step';
import { failureKey, formatCountdown } from './lib/deposit';

/** Minor units in the clinic's own currency sign and placement. */
export const depositMoney = (minor: number, d: Pick<TPaymentDeposit, 'clinic'>) => formatMoney(minor, d.clinic.currency_symbol, d.clinic.currency_first);

export function useDepositFormats(d: TPaymentDeposit) {
  const { settings } = usePage();
  return { timezone: d.clinic.timezone || settings.timezone, client_date_format: settings.client_date_format, client_time_format: settings.client_time_format };
}

/** What the deposit secures: when, what, with whom, for which pets, where. */
export function DepositAppointment({ deposit: d }: { deposit: TPaymentDeposit }) {
  const { t, i18n } = useTranslation();
  const formats = useDepositFormats(d);
  const a = d.appointment;
  const zoneNote = visitorZone() !== formats.timezone ? ` (${zoneLabel(formats.timezone)})` : '';
  // Label and value side by side even on a phone: the card form should not sink below the fold.
  return (
    <Grid as="dl" templateColumns="max-content 1fr" columnGap={{ base: '4', sm: '6' }} rowGap="2">
      <SummaryRow label={t('public.summary.when')}>{`${formatDateTime(a.datetime_start_utc, formats, i18n.language)}${zoneNote}`}</SummaryRow>
      <SummaryRow label={t('public.summary.what')}>{a.services.map((s) => s.name).join(', ')}</SummaryRow>
      <SummaryRow label={t('public.summary.withWhom')}>{a.vet.id === -1 ? t('public.vet.anyStaff') : a.vet.full_name}</SummaryRow>
      {a.pets.length > 0 && <SummaryRow label={t('public.summary.pets')}>{a.pets.map((p) => p.nickname).join(', ')}</SummaryRow>}
      <SummaryRow label={t('public.summary.where')}>{d.clinic.name}</SummaryRow>
    </Grid>
  );
}

/** Time left to pay, ticking every second; tells the page once when it reaches zero. */
export function ExpiryCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const { t } = useTranslation();
  const deadline = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const told = useRef(false);
  const expiredRef = useRef(onExpired);
  expiredRef.current = onExpired;
  useEffect(() => {
    told.current = false;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [deadline]);
  const left = deadline - now;
  useEffect(() => {
    if (left <= 0 && !told.current) {
      told.current = true;
      expiredRef.current();
    }
  }, [left]);
  const urgent = left < 2 * 60_000;
  return (
    <HStack gap="2" bg={urgent ? 'red.subtle' : 'orange.subtle'} color={urgent ? 'red.fg' : 'orange.fg'} rounded="md" px="3" py="2" fontSize="sm" role="timer" aria-live="off">
      <Text>
        {t('payments.page.timeLeft')}{' '}
        <Text as="strong" fontVariantNumeric="tabular-nums" fontWeight="semibold">{formatCountdown(left)}</Text>
      </Text>
    </HStack>
  );
}

function chargeLabel(c: TPaymentCharge, t: (k: string, o?: Record<string, unknown>) => string) {
  if (c.kind === 'refund') return t('payments.charges.refund');
  if (c.card_last4) return t('payments.charges.card', { brand: c.card_brand ? c.card_brand.charAt(0).toUpperCase() + c.card_brand.slice(1) : t('payments.charges.cardGeneric'), last4: c.card_last4 });
  return t('payments.charges.payment');
}

/** Every attempt and refund, newest first: when, which card, how much, how it went. */
export function ChargesList({ deposit: d }: { deposit: TPaymentDeposit }) {
  const { t, i18n } = useTranslation();
  const formats = useDepositFormats(d);
  const charges = [...(d.charges ?? [])].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  if (!charges.length) return null;
  return (
    <Box as="section" aria-labelledby="charges-title">
      <Text as="h2" id="charges-title" fontWeight="semibold" mb="2">{t('payments.charges.title')}</Text>
      <Stack as="ul" listStyleType="none" gap="0" borderWidth="1px" borderColor="border.muted" rounded="lg" divideY="1px">
        {charges.map((c) => (
          <Flex as="li" key={c.id} px="3" py="2" gap="3" justify="space-between" align="center" wrap="wrap" fontSize="sm">
            <Stack gap="0" minW="0">
              <Text fontWeight="medium">{chargeLabel(c, t)}</Text>
              <Text color="fg.muted" fontSize="xs">{formatDateTime(c.created_at, formats, i18n.language)}</Text>
            </Stack>
            <Stack gap="0" align="flex-end" textAlign="end">
              <Text fontWeight="medium" fontVariantNumeric="tabular-nums">{`${c.kind === 'refund' ? '−' : ''}${depositMoney(c.amount_minor, d)}`}</Text>
              <Text fontSize="xs" color={c.status === 'failed' ? 'fg.error' : c.status === 'succeeded' ? 'green.fg' : 'fg.muted'}>
                {c.status === 'failed' ? t(failureKey(c.failure_code)) : t(`payments.charges.${c.status}`)}
              </Text>
            </Stack>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}
