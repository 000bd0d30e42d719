import { Badge, Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, type TReminderRule } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { NewButton, SettingsListPage, useSettingsListSearch } from '../../ui/settings-list-page';
import { toaster } from '../../ui/toaster';
import { useCanEditReminderRules, useReminderRuleMutations, useReminderRules } from './api';
import { ReminderRuleDialog } from './reminder-rule-dialog';

/** Settings → Reminder rules: what the clinic reminds clients of, by mail and SMS. */
export function ReminderRulesPage() {
  const { t } = useTranslation();
  const canEdit = useCanEditReminderRules();
  const list = useSettingsListSearch();
  const rules = useReminderRules(list.search, list.page, PAGE_SIZE.common);
  const { remove } = useReminderRuleMutations();
  const [editing, setEditing] = useState<TReminderRule | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TReminderRule | null>(null);
  const channels = (r: TReminderRule) => [r.send_mail && t('reminders.channels.mail'), r.send_sms && t('reminders.channels.sms')].filter(Boolean).join(' · ');

  return (
    <SettingsListPage
      title={t('reminders.rules.title')}
      subtitle={t('reminders.rules.subtitle')}
      actions={canEdit && <NewButton label={t('reminders.rules.new')} onClick={() => setCreating(true)} />}
      searchLabel={t('reminders.rules.search')}
      search={list}
      query={rules}
      emptyTitle={t(list.search ? 'reminders.rules.emptyFiltered' : 'reminders.rules.empty')}
      emptyAction={!list.search && canEdit && <NewButton size="sm" label={t('reminders.rules.new')} onClick={() => setCreating(true)} />}
      columns={[
        { header: t('reminders.rules.fields.name'), cell: (r) => <>{r.name} {!r.enabled && <Badge size="sm" variant="subtle">{t('reminders.rules.off')}</Badge>}</> },
        { header: t('reminders.rules.fields.kind'), hideBelow: 'md', cellProps: { color: 'fg.muted' }, cell: (r) => (r.kind === 'follow_up' && r.service_name ? `${t('reminders.kinds.follow_up')}: ${r.service_name}` : t(`reminders.kinds.${r.kind}`)) },
        { header: t('reminders.rules.fields.channels'), hideBelow: 'md', cellProps: { color: 'fg.muted' }, cell: channels },
        { header: t('reminders.rules.fields.leadDays'), align: 'end', nowrap: true, cell: (r) => String(r.lead_days) },
      ]}
      actionsLabel={t('reminders.rules.actions')}
      rowActions={(r) => canEdit && (
        <>
          <Button size="xs" variant="ghost" onClick={() => setEditing(r)} aria-label={t('reminders.rules.editNamed', { name: r.name })}>{t('reminders.rules.editShort')}</Button>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(r)} aria-label={t('reminders.rules.deleteNamed', { name: r.name })}>{t('reminders.rules.delete')}</Button>
        </>
      )}
    >
      <ReminderRuleDialog open={creating || !!editing} rule={editing} onClose={() => { setCreating(false); setEditing(null); }} />
      <ConfirmDialog
        size="sm"
        open={!!deleting}
        title={t('reminders.rules.deleteTitle')}
        body={t('reminders.rules.deleteBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('reminders.rules.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, {
          onSuccess: () => {
            toaster.create({ type: 'success', title: t('reminders.rules.deleted'), closable: true });
            setDeleting(null);
          },
          onError: (err) => toastError(err),
        })}
      />
    </SettingsListPage>
  );
}
