import { Badge, Button, NativeSelect, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPlan } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { NewButton, SettingsListPage, useSettingsListSearch } from '../../ui/settings-list-page';
import { toaster } from '../../ui/toaster';
import { useMoney } from '../clinic/use-clinic';
import { useCanManagePlans, usePlanMutations, usePlans, type PlanStatusFilter } from './api';
import { PlanDialog } from './plan-dialog';

/** Wellness plans: what the clinic sells per pet each month or year, what each includes, and the discount on the rest. */
export function PlansPage() {
  const { t, i18n } = useTranslation();
  const canManage = useCanManagePlans();
  const { money } = useMoney();
  const [status, setStatus] = useState<PlanStatusFilter>('active');
  const list = useSettingsListSearch(status);
  const plans = usePlans(list.search, status, list.page);
  const { archive, restore } = usePlanMutations();
  const [editing, setEditing] = useState<TPlan | null>(null);
  const [creating, setCreating] = useState(false);
  const [archiving, setArchiving] = useState<TPlan | null>(null);
  const percent = (v: number) => `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(v)} %`;
  const filtered = !!list.search || status !== 'active';
  const ages = (p: TPlan) => {
    if (p.min_age_months == null && p.max_age_months == null) return '';
    if (p.max_age_months == null) return t('plans.ageFrom', { min: p.min_age_months });
    if (p.min_age_months == null) return t('plans.ageUpTo', { max: p.max_age_months });
    return t('plans.ageBetween', { min: p.min_age_months, max: p.max_age_months });
  };
  const suits = (p: TPlan) => [p.species_name ?? t('plans.anySpecies'), ages(p)].filter(Boolean).join(' · ');

  const onRestore = (p: TPlan) => restore.mutate(p.id, {
    onSuccess: () => toaster.create({ type: 'success', title: t('plans.restored', { name: p.name }), closable: true }),
    onError: (err) => toastError(err),
  });

  return (
    <SettingsListPage
      title={t('plans.title')}
      subtitle={t('plans.subtitle')}
      actions={canManage && <NewButton label={t('plans.new')} onClick={() => setCreating(true)} />}
      searchLabel={t('plans.search')}
      search={list}
      filters={(
        <NativeSelect.Root width="auto" minW="40">
          <NativeSelect.Field bg="white" aria-label={t('plans.filter')} value={status} onChange={(e) => setStatus(e.target.value as PlanStatusFilter)}>
            <option value="active">{t('plans.filterActive')}</option>
            <option value="archived">{t('plans.filterArchived')}</option>
            <option value="all">{t('plans.filterAll')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      query={plans}
      emptyTitle={t(filtered ? 'plans.emptyFiltered' : 'plans.empty')}
      emptyAction={!filtered && canManage && <NewButton size="sm" label={t('plans.new')} onClick={() => setCreating(true)} />}
      columns={[
        {
          header: t('plans.fields.name'),
          cell: (p) => (
            <>
              <Text fontWeight="medium">{p.name} {p.archived_at && <Badge ms="1" colorPalette="gray">{t('plans.archived')}</Badge>}</Text>
              <Text fontSize="xs" color="fg.muted">{suits(p)}</Text>
            </>
          ),
        },
        {
          header: t('plans.items.title'), hideBelow: 'md', cellProps: { color: 'fg.muted', fontSize: 'sm', whiteSpace: 'normal', minW: '14rem', maxW: '30rem' },
          cell: (p) => (p.items.length ? p.items.map((i) => `${i.quantity} × ${i.name}`).join(', ') : '—'),
        },
        { header: t('plans.columns.discount'), hideBelow: 'lg', align: 'end', nowrap: true, cell: (p) => (p.discount_percent ? percent(p.discount_percent) : '—') },
        {
          header: t('plans.columns.price'), align: 'end', nowrap: true,
          cell: (p) => (
            <>
              <Text>{t(`plans.pricePer.${p.periodicity}`, { price: money(p.price) })}</Text>
              {p.included_value > 0 && <Text fontSize="xs" color="fg.muted">{t('plans.includedValue', { value: money(p.included_value) })}</Text>}
            </>
          ),
        },
      ]}
      actionsLabel={t('plans.actions')}
      rowActions={canManage ? (p) => (p.archived_at ? (
        <Button size="xs" variant="ghost" onClick={() => onRestore(p)} aria-label={t('plans.restoreNamed', { name: p.name })}>{t('plans.restore')}</Button>
      ) : (
        <>
          <Button size="xs" variant="ghost" onClick={() => setEditing(p)} aria-label={t('plans.editNamed', { name: p.name })}>{t('plans.editShort')}</Button>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setArchiving(p)} aria-label={t('plans.archiveNamed', { name: p.name })}>{t('plans.archive')}</Button>
        </>
      )) : undefined}
    >
      <PlanDialog open={creating || !!editing} plan={editing} onClose={() => { setCreating(false); setEditing(null); }} />
      <ConfirmDialog
        size="sm"
        open={!!archiving}
        title={t('plans.archiveTitle')}
        body={t('plans.archiveBody', { name: archiving?.name ?? '' })}
        confirmLabel={t('plans.archive')}
        loading={archive.isPending}
        onCancel={() => setArchiving(null)}
        onConfirm={() => archiving && archive.mutate(archiving.id, {
          onSuccess: () => {
            toaster.create({ type: 'success', title: t('plans.archivedToast', { name: archiving.name }), closable: true });
            setArchiving(null);
          },
          onError: (err) => toastError(err),
        })}
      />
    </SettingsListPage>
  );
}
