import { Badge, Button, Card, Flex, Heading, HStack, Input, NativeSelect, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatInZone, type TSubscription } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { HttpError } from '../../ui/http';
import { toaster } from '../../ui/toaster';
import { useClinicFormat } from '../clinic/use-clinic';
import { useMoney } from '../clinic/use-clinic';
import { usePetSubscription, usePlansForSpecies, useSubscriptionMutations } from './api';

const STATUS_COLOR: Record<TSubscription['status'], string> = { active: 'green', past_due: 'orange', suspended: 'red', paused: 'gray', cancelled: 'gray' };

/** The pet's wellness plan on its profile: what is included this period and when it renews; enrol, pause, resume, cancel. */
export function PetPlanCard({ pet }: { pet: { id: number; nickname: string; species: { id: number } | null; archived_at: string | null } }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const { money } = useMoney();
  const sub = usePetSubscription(pet.id);
  const m = useSubscriptionMutations();
  const [enrolling, setEnrolling] = useState(false);
  const [action, setAction] = useState<'pause' | 'cancel' | null>(null);
  const [reason, setReason] = useState('');
  const [when, setWhen] = useState<'period_end' | 'now'>('period_end');
  const { canSee, canSell } = sub;
  if (!canSee) return null;
  const s = sub.data;
  const day = (d: string) => formatInZone(`${d}T00:00:00Z`, 'UTC', { dateFormat: fmt.dateFormat });
  const done = (title: string) => { toaster.create({ type: 'success', title, closable: true }); setAction(null); setReason(''); };

  return (
    <Card.Root>
      <Card.Header pb="1">
        <Flex justify="space-between" align="center" gap="2">
          <Heading as="h2" size="md">{t('subscriptions.card.title')}</Heading>
          {s && <Badge colorPalette={STATUS_COLOR[s.status]}>{t(`subscriptions.status.${s.status}`)}</Badge>}
        </Flex>
      </Card.Header>
      <Card.Body pt="1">
        {sub.isPending && <Text color="fg.muted">{t('subscriptions.card.loading')}</Text>}
        {sub.isError && <Text color="red.600" role="alert">{t('subscriptions.card.error')}</Text>}
        {sub.isSuccess && !s && (
          <Stack gap="2" align="start">
            <Text color="fg.muted">{t('subscriptions.card.none', { name: pet.nickname })}</Text>
            {canSell && !pet.archived_at && <Button size="sm" variant="outline" onClick={() => setEnrolling(true)}>{t('subscriptions.card.enrol')}</Button>}
          </Stack>
        )}
        {s && (
          <Stack gap="2">
            <Text fontWeight="600">{s.plan_name}</Text>
            {s.current_period && (
              <>
                <Text fontSize="sm">{t('subscriptions.card.period', { from: day(s.current_period.start_date), to: day(s.current_period.end_date) })} · {t(`plans.pricePer.${s.periodicity}`, { price: money(s.current_period.price) })}</Text>
                {s.current_period.items.length > 0 && (
                  <Text fontSize="sm" color="fg.muted">{t('subscriptions.card.leftThisPeriod', { items: s.current_period.items.map((i) => `${i.name} ${i.remaining}/${i.quantity}`).join(', ') })}</Text>
                )}
                {s.current_period.sale_id && <RouterLink to={`/sales/${s.current_period.sale_id}`}><Text fontSize="sm" color="brand.fg">{t('subscriptions.card.invoice')}</Text></RouterLink>}
              </>
            )}
            <Text fontSize="sm">
              {s.cancel_at_period_end && s.next_renewal_date ? t('subscriptions.card.endsOn', { date: day(s.next_renewal_date) })
                : s.next_renewal_date ? t(s.auto_renew ? 'subscriptions.card.renewsOn' : 'subscriptions.card.dueOn', { date: day(s.next_renewal_date) }) : ''}
            </Text>
            {/* The renewal job's reasons are i18n keys; staff typed the others. */}
            {s.status_reason && <Text fontSize="sm" color="fg.muted">{t('subscriptions.card.reason', { reason: s.status_reason.startsWith('subscriptions.reasons.') ? t(s.status_reason) : s.status_reason })}</Text>}
            <Text fontSize="sm" color="fg.muted">{s.card ? t('subscriptions.card.cardOnFileNamed', { brand: s.card.brand, last4: s.card.last4 }) : s.card_id ? t('subscriptions.card.cardOnFile') : t('subscriptions.card.noCard')}</Text>
            {canSell && (
              <HStack gap="2" flexWrap="wrap">
                {s.status === 'paused'
                  ? <Button size="xs" variant="outline" loading={m.resume.isPending} onClick={() => m.resume.mutate(s.id, { onSuccess: () => done(t('subscriptions.resumed')), onError: (e) => toastError(e) })}>{t('subscriptions.resume')}</Button>
                  : s.status === 'active' && <Button size="xs" variant="outline" onClick={() => setAction('pause')}>{t('subscriptions.pause')}</Button>}
                {s.status !== 'cancelled' && (
                  <Button
                    size="xs" variant="outline" loading={m.cardLink.isPending}
                    onClick={() => m.cardLink.mutate(s.id, {
                      onSuccess: (r) => toaster.create({ type: r.data.sent ? 'success' : 'warning', title: t(r.data.sent ? 'subscriptions.card.cardLinkSent' : 'subscriptions.card.cardLinkNoEmail'), closable: true }),
                      onError: (e) => toastError(e),
                    })}
                  >
                    {t('subscriptions.card.sendCardLink')}
                  </Button>
                )}
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setAction('cancel')}>{t('subscriptions.cancel')}</Button>
              </HStack>
            )}
          </Stack>
        )}
      </Card.Body>

      {enrolling && <EnrolDialog pet={pet} onClose={() => setEnrolling(false)} />}
      <ConfirmDialog
        open={!!action && !!s}
        title={t(action === 'pause' ? 'subscriptions.pauseTitle' : 'subscriptions.cancelTitle', { name: pet.nickname })}
        confirmLabel={t(action === 'pause' ? 'subscriptions.pause' : 'subscriptions.cancelConfirm')}
        cancelLabel={t('subscriptions.keep')}
        danger={action === 'cancel'}
        loading={m.pause.isPending || m.cancel.isPending}
        onCancel={() => { setAction(null); setReason(''); }}
        onConfirm={() => {
          if (!s) return;
          if (!reason.trim()) { toaster.create({ type: 'error', title: t('subscriptions.reasonRequired'), closable: true }); return; }
          if (action === 'pause') m.pause.mutate({ id: s.id, reason }, { onSuccess: () => done(t('subscriptions.paused')), onError: (e) => toastError(e) });
          else m.cancel.mutate({ id: s.id, input: { when, reason } }, { onSuccess: () => done(t(when === 'now' ? 'subscriptions.cancelled' : 'subscriptions.cancelScheduled')), onError: (e) => toastError(e) });
        }}
      >
        <Stack gap="3">
          {action === 'cancel' && (
            <NativeSelect.Root>
              <NativeSelect.Field aria-label={t('subscriptions.when')} value={when} onChange={(e) => setWhen(e.target.value as 'period_end' | 'now')}>
                <option value="period_end">{t('subscriptions.whenPeriodEnd')}</option>
                <option value="now">{t('subscriptions.whenNow')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
          <Textarea aria-label={t('subscriptions.reason')} placeholder={t('subscriptions.reason')} value={reason} maxLength={300} rows={2} onChange={(e) => setReason(e.target.value)} />
        </Stack>
      </ConfirmDialog>
    </Card.Root>
  );
}

function EnrolDialog({ pet, onClose }: { pet: { id: number; nickname: string; species: { id: number } | null }; onClose: () => void }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const plans = usePlansForSpecies(pet.species?.id ?? null, true);
  const { enrol } = useSubscriptionMutations();
  const [planId, setPlanId] = useState('');
  const [start, setStart] = useState('');
  const [autoRenew, setAutoRenew] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const submit = () => enrol.mutate({ pet_id: pet.id, plan_id: Number(planId), start_date: start || null, auto_renew: autoRenew }, {
    onSuccess: () => { toaster.create({ type: 'success', title: t('subscriptions.enrolled', { name: pet.nickname }), closable: true }); onClose(); },
    onError: (e) => {
      if (e instanceof HttpError && e.body?.errors) setError(Object.values(e.body.errors)[0]?.[0] ?? null);
      else if (e instanceof HttpError && e.status === 409) setError(e.message);
      else toastError(e);
    },
  });
  return (
    <ConfirmDialog open title={t('subscriptions.enrolTitle', { name: pet.nickname })} confirmLabel={t('subscriptions.card.enrol')} danger={false}
      loading={enrol.isPending} onCancel={onClose} onConfirm={() => (planId ? submit() : setError(t('subscriptions.choosePlan')))}>
      <Stack gap="3">
        <NativeSelect.Root>
          <NativeSelect.Field aria-label={t('subscriptions.plan')} value={planId} onChange={(e) => { setPlanId(e.target.value); setError(null); }}>
            <option value="">{plans.isPending ? t('subscriptions.card.loading') : t('subscriptions.choosePlan')}</option>
            {(plans.data ?? []).map((p) => <option key={p.id} value={p.id}>{`${p.name} — ${t(`plans.pricePer.${p.periodicity}`, { price: money(p.price) })}`}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <label>
          <Text fontSize="sm" mb="1">{t('subscriptions.startDate')}</Text>
          <Input type="date" value={start} onChange={(e) => setStart(e.target.value)} />
        </label>
        <Switch.Root colorPalette="brand" checked={autoRenew} onCheckedChange={(e) => setAutoRenew(e.checked)}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('subscriptions.autoRenew')}</Switch.Label>
        </Switch.Root>
        <Text fontSize="xs" color="fg.muted">{t('subscriptions.firstPeriodNote')}</Text>
        {error && <Text color="red.600" role="alert">{t(error, { defaultValue: error })}</Text>}
      </Stack>
    </ConfirmDialog>
  );
}
