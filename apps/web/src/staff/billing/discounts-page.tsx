import { Badge, Box, Button, NativeSelect, Switch } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, type TDiscount } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { NewButton, SettingsListPage, useSettingsListSearch } from '../../ui/settings-list-page';
import { toaster } from '../../ui/toaster';
import { usePreferences } from '../clinic/use-clinic';
import { useMajorMoney } from '../services/parts';
import { DiscountDialog } from './discount-dialog';
import { useCanManageDiscounts, useDiscountMutations, useDiscounts, type DiscountFilter } from './discounts-api';

/** Settings → Discounts: the catalogue the checkout offers, switched on and off in place (spec §4 status toggle). */
export function DiscountsPage() {
  const { t, i18n } = useTranslation();
  const canManage = useCanManageDiscounts();
  const money = useMajorMoney();
  const prefs = usePreferences();
  const [enabled, setEnabled] = useState<DiscountFilter>('all');
  const list = useSettingsListSearch(enabled);
  const discounts = useDiscounts(list.search, enabled, list.page, PAGE_SIZE.common);
  const { setEnabled: toggle, remove } = useDiscountMutations();
  const [editing, setEditing] = useState<TDiscount | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TDiscount | null>(null);
  const percent = (v: number) => `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(v)} %`;
  const filtered = !!list.search || enabled !== 'all';
  const statusText = (d: TDiscount) => t(d.enabled ? 'billing.discounts.status.on' : 'billing.discounts.status.off');

  const onToggle = (d: TDiscount, on: boolean) => toggle.mutate({ id: d.id, enabled: on }, {
    onSuccess: () => toaster.create({ type: 'success', title: t(on ? 'billing.discounts.switchedOn' : 'billing.discounts.switchedOff', { name: d.name }), closable: true }),
    onError: (err) => toastError(err),
  });

  return (
    <SettingsListPage
      title={t('billing.discounts.title')}
      subtitle={t('billing.discounts.subtitle')}
      actions={canManage && <NewButton label={t('billing.discounts.new')} onClick={() => setCreating(true)} />}
      searchLabel={t('billing.discounts.search')}
      search={list}
      filters={(
        <NativeSelect.Root width="auto" minW="40">
          <NativeSelect.Field bg="white" aria-label={t('billing.discounts.filter')} value={enabled} onChange={(e) => setEnabled(e.target.value as DiscountFilter)}>
            <option value="all">{t('billing.discounts.filterAll')}</option>
            <option value="1">{t('billing.discounts.filterOn')}</option>
            <option value="0">{t('billing.discounts.filterOff')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      query={discounts}
      emptyTitle={t(filtered ? 'billing.discounts.emptyFiltered' : 'billing.discounts.empty')}
      emptyAction={!filtered && canManage && <NewButton size="sm" label={t('billing.discounts.new')} onClick={() => setCreating(true)} />}
      columns={[
        { header: t('billing.discounts.fields.name'), cellProps: { fontWeight: 'medium' }, cell: (d) => d.name },
        { header: t('billing.discounts.fields.type'), hideBelow: 'md', cellProps: { color: 'fg.muted' }, cell: (d) => t(`billing.discounts.types.${d.type}`) },
        { header: t('billing.discounts.fields.value'), align: 'end', nowrap: true, cell: (d) => (d.type === 'percent' ? percent(d.value) : money(d.value)) },
        {
          header: t('billing.discounts.fields.status'),
          cell: (d) => (canManage ? (
            <Switch.Root size="sm" colorPalette="brand" checked={d.enabled} disabled={toggle.isPending} onCheckedChange={(e) => onToggle(d, e.checked)}>
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>
                <Box as="span" srOnly>{t('billing.discounts.toggleNamed', { name: d.name })}</Box>
                <Box as="span" aria-hidden hideBelow="sm">{statusText(d)}</Box>
              </Switch.Label>
            </Switch.Root>
          ) : <Badge colorPalette={d.enabled ? 'green' : 'gray'}>{statusText(d)}</Badge>),
        },
      ]}
      actionsLabel={t('billing.discounts.actions')}
      rowActions={canManage ? (d) => (
        <>
          <Button size="xs" variant="ghost" onClick={() => setEditing(d)} aria-label={t('billing.discounts.editNamed', { name: d.name })}>{t('billing.discounts.editShort')}</Button>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(d)} aria-label={t('billing.discounts.deleteNamed', { name: d.name })}>{t('billing.discounts.delete')}</Button>
        </>
      ) : undefined}
    >
      <DiscountDialog open={creating || !!editing} discount={editing} currency={prefs.data?.currency ?? '$'} onClose={() => { setCreating(false); setEditing(null); }} />
      <ConfirmDialog
        size="sm"
        open={!!deleting}
        title={t('billing.discounts.deleteTitle')}
        body={t('billing.discounts.deleteBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('billing.discounts.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, {
          onSuccess: () => {
            toaster.create({ type: 'success', title: t('billing.discounts.deleted'), closable: true });
            setDeleting(null);
          },
          onError: (err) => toastError(err),
        })}
      />
    </SettingsListPage>
  );
}
