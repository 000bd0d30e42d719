import { Badge, Box, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TParentPlan } from '@vetclinic/domain';
import { formatMoney } from '@vetclinic/domain/money/format-money';
import { GuardedDialog } from '../../ui/address-picker/guarded-dialog';
import { listPlans, removeSavedCard } from './account-api';
import type { HostedModalProps } from './account-modals';

const plansKey = ['public', 'parent', 'plans'] as const;
const STATUS_PALETTE: Record<TParentPlan['status'], string> = { active: 'green', past_due: 'orange', suspended: 'red', paused: 'gray', cancelled: 'gray' };

/** One pet's plan: its state, what is left this period, the next renewal and what it will cost. */
function PlanCard({ plan: p, onRemoved }: { plan: TParentPlan; onRemoved: () => void }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  // Focus follows the confirmation: onto "Keep it" as it opens, back onto "Remove card" when it is kept.
  const keepRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
    else if (opened.current) removeRef.current?.focus();
    opened.current = confirming;
  }, [confirming]);
  const remove = useMutation({
    mutationFn: (id: number) => removeSavedCard(id),
    onSuccess: async () => { setConfirming(false); onRemoved(); await qc.invalidateQueries({ queryKey: plansKey }); },
  });
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  return (
    <Box as="li" borderWidth="1px" borderColor="border.muted" rounded="lg" p="4" aria-label={`${p.pet_name}: ${p.plan_name}`}>
      <Stack gap="2">
        <Stack direction="row" justify="space-between" align="start" gap="2" flexWrap="wrap">
          <Box minW="0">
            <Heading as="h3" size="sm">{p.pet_name} · {p.plan_name}</Heading>
            <Text fontSize="sm" color="fg.muted">{p.clinic_name}</Text>
          </Box>
          <Badge colorPalette={STATUS_PALETTE[p.status]}>{t(`public.account.plans.status.${p.status}`)}</Badge>
        </Stack>
        {p.period && (
          <Box>
            <Text fontSize="sm" fontWeight="medium">{t('public.account.plans.thisPeriod', { from: date(p.period.start_date), to: date(p.period.end_date) })}</Text>
            <Box as="ul" listStyleType="none" m="0" p="0">
              {p.period.items.map((i) => (
                <Text as="li" key={i.name} fontSize="sm">{t('public.account.plans.left', { name: i.name, remaining: i.remaining, quantity: i.quantity })}</Text>
              ))}
            </Box>
          </Box>
        )}
        {p.next_renewal_date && p.next_amount != null ? (
          <Text fontSize="sm">{t('public.account.plans.next', { date: date(p.next_renewal_date), amount: formatMoney(p.next_amount, p.currency, p.currency_first) })}</Text>
        ) : (
          <Text fontSize="sm" color="fg.muted">{t('public.account.plans.noRenewal')}</Text>
        )}
        {p.card ? (
          <Stack gap="2">
            <Stack direction="row" align="center" justify="space-between" gap="2" flexWrap="wrap">
              <Text fontSize="sm" color="fg.muted">{t('public.account.plans.card', { brand: p.card.brand, last4: p.card.last4 })}</Text>
              {!confirming && <Button ref={removeRef} size="xs" variant="outline" onClick={() => { remove.reset(); setConfirming(true); }}>{t('public.account.plans.removeCard')}</Button>}
            </Stack>
            {/* The confirmation, in place: what removing the card means for this plan, then remove or keep. */}
            {confirming && (
              <Box role="group" aria-label={t('public.account.plans.removeCard')} borderWidth="1px" borderColor="border.emphasized" rounded="md" p="3">
                <Text fontSize="sm" mb="2">{t('public.account.plans.removeConfirm', { last4: p.card.last4, pet: p.pet_name })}</Text>
                {remove.isError && <Text fontSize="sm" color="fg.error" role="alert" mb="2">{t('public.account.plans.removeFailed')}</Text>}
                <Stack direction="row" gap="2" flexWrap="wrap">
                  <Button size="sm" colorPalette="red" loading={remove.isPending} onClick={() => remove.mutate(p.card!.id)}>{t('public.account.plans.removeYes')}</Button>
                  <Button ref={keepRef} size="sm" variant="ghost" onClick={() => setConfirming(false)}>{t('public.account.plans.removeKeep')}</Button>
                </Stack>
              </Box>
            )}
          </Stack>
        ) : p.status !== 'cancelled' && p.auto_renew && (
          <Text fontSize="sm" color="fg.muted">{t('public.account.plans.noCard')}</Text>
        )}
      </Stack>
    </Box>
  );
}

/** The signed-in parent's pets' plans (#17). */
export function PlansModal({ open, onClose, onExitComplete, finalFocusEl }: HostedModalProps) {
  const { t } = useTranslation();
  const plans = useQuery({ queryKey: plansKey, queryFn: listPlans, gcTime: 0 });
  const [removed, setRemoved] = useState(false);
  return (
    <GuardedDialog
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      finalFocusEl={finalFocusEl}
      dirty={false}
      size="lg"
      fullOnPhone
      closeOnInteractOutside
      title={t('public.account.plans.title')}
      footer={() => <Button colorPalette="brand" onClick={onClose}>{t('public.account.files.close')}</Button>}
    >
      {plans.isPending ? (
        <Spinner size="md" color="brand.solid" aria-label={t('public.account.plans.title')} />
      ) : plans.isError ? (
        <Text role="alert">{t('public.account.plans.loadFailed')}</Text>
      ) : plans.data.length === 0 ? (
        <Text color="fg.muted">{t('public.account.plans.empty')}</Text>
      ) : (
        <Stack gap="3">
          <Text role="status" fontSize="sm" color="fg.success">{removed ? t('public.account.plans.removed') : ''}</Text>
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label={t('public.account.plans.title')}>
            {plans.data.map((p) => <PlanCard key={p.id} plan={p} onRemoved={() => setRemoved(true)} />)}
          </Stack>
        </Stack>
      )}
    </GuardedDialog>
  );
}
