import { Box, Button, Field, Grid, Stack, Text, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { draftTotals, draftWhat, type BookingDraft } from '../booking-draft';
import type { GuestFormIn } from '../booking-form';
import { visitorZone, zoneLabel } from '../lib/datetime';
import { formatDateTime } from '../lib/clinic-time';
import { formatPrice } from '../lib/money';

export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted" fontSize="sm">{label}</Text>
      <Text as="dd" fontWeight="medium" overflowWrap="anywhere">{children || '—'}</Text>
    </>
  );
}

export function SummaryList({ children }: { children: ReactNode }) {
  return (
    <Grid as="dl" templateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="6" rowGap={{ base: '0.5', sm: '2' }} css={{ '& dd': { marginBottom: { base: '2', sm: '0' } } }}>
      {children}
    </Grid>
  );
}

/** Step 5: everything chosen in one place, a note for the clinic, and the Book button. */
export function SummaryStep({ draft, petNames, register, submitting, depositMinor = 0 }: { draft: BookingDraft; petNames: string[]; register: UseFormRegister<GuestFormIn>; submitting: boolean; depositMinor?: number }) {
  const { t, i18n } = useTranslation();
  const { clinic } = draft;
  const sum = draftTotals(draft);
  const zoneNote = visitorZone() !== clinic.timezone ? ` (${zoneLabel(clinic.timezone)})` : '';
  return (
    <Stack gap="4">
      <SummaryList>
        <SummaryRow label={t('public.summary.what')}>
          {draftWhat(draft)}
          <Text as="span" color="fg.muted" fontWeight="normal"> · {t('public.common.minutes', { count: sum.duration })}</Text>
        </SummaryRow>
        <SummaryRow label={t('public.summary.when')}>
          {draft.slot ? `${formatDateTime(draft.slot, clinic, i18n.language)}${zoneNote}` : <Text as="span" color="fg.error">{t('public.summary.pickTime')}</Text>}
        </SummaryRow>
        <SummaryRow label={t('public.summary.where')}>{[clinic.name, clinic.address].filter(Boolean).join(', ')}</SummaryRow>
        <SummaryRow label={t('public.summary.withWhom')}>{draft.vet ? draft.vet.full_name : t('public.vet.anyStaff')}</SummaryRow>
        <SummaryRow label={t('public.summary.pets')}>{petNames.filter(Boolean).join(', ')}</SummaryRow>
        {sum.price !== null && <SummaryRow label={t('public.summary.price')}>{formatPrice(sum.price, clinic)}</SummaryRow>}
        {depositMinor > 0 && <SummaryRow label={t('payments.booking.depositLabel')}>{formatPrice(depositMinor / 100, clinic)}</SummaryRow>}
      </SummaryList>
      {depositMinor > 0 && (
        <Box bg="orange.subtle" color="orange.fg" rounded="md" px="3" py="2" fontSize="sm">
          {t('payments.booking.note', { amount: formatPrice(depositMinor / 100, clinic) })}
        </Box>
      )}
      <Field.Root>
        <Field.Label>{t('public.summary.note')}</Field.Label>
        <Textarea {...register('user_note')} rows={3} maxLength={2000} placeholder={t('public.summary.notePlaceholder')} />
      </Field.Root>
      <Text fontSize="sm" color="fg.muted">{clinic.auto_confirm ? t('public.summary.autoConfirm') : t('public.summary.needsConfirm')}</Text>
      <Button type="submit" colorPalette="brand" size="lg" w={{ base: 'full', sm: 'auto' }} alignSelf="flex-start" loading={submitting} disabled={!draft.slot}>
        {depositMinor > 0 ? t('payments.booking.continue') : t('public.summary.book')}
      </Button>
    </Stack>
  );
}
