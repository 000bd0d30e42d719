import { Badge, Button, ButtonGroup, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_SIZE, formatInZone } from '@vetclinic/domain';
import { SettingsListPage, useSettingsListSearch } from '../../ui/settings-list-page';
import { useClinicFormat } from '../clinic/use-clinic';
import { useSentReminders, useUpcomingReminders } from './api';

type View = 'today' | 'week' | 'sent';

/** Reminders: what the job sends today and over the next 7 days (clinic-local), and what it sent. */
export function RemindersPage() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('today');
  const list = useSettingsListSearch();
  const fmt = useClinicFormat();
  const day = (d: string) => formatInZone(`${d}T00:00:00Z`, 'UTC', { dateFormat: fmt.dateFormat });
  const upcoming = useUpcomingReminders(view === 'week' ? 7 : 1, list.search, list.page, PAGE_SIZE.common);
  const sent = useSentReminders(list.search, list.page, PAGE_SIZE.common);
  const client = (id: number, name: string) => <ChakraLink asChild color="brand.fg"><Link to={`/clients/${id}`}>{name}</Link></ChakraLink>;
  const filters = (
    <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={t('reminders.queue.view')}>
      {(['today', 'week', 'sent'] as const).map((v) => (
        <Button key={v} aria-pressed={view === v} variant={view === v ? 'solid' : 'outline'} colorPalette={view === v ? 'brand' : undefined} onClick={() => { setView(v); list.setPage(1); }}>
          {t(`reminders.queue.views.${v}`)}
        </Button>
      ))}
    </ButtonGroup>
  );
  const common = { title: t('reminders.queue.title'), subtitle: t('reminders.queue.subtitle'), searchLabel: t('reminders.queue.search'), search: list, filters };

  if (view === 'sent') {
    return (
      <SettingsListPage {...common} query={sent} emptyTitle={t(list.search ? 'reminders.queue.emptyFiltered' : 'reminders.queue.emptySent')}
        columns={[
          { header: t('reminders.queue.fields.sentAt'), nowrap: true, cell: (r) => fmt.dateTime(r.sent_at) },
          { header: t('reminders.queue.fields.client'), cell: (r) => <>{client(r.client_id, r.client_name)}{r.pet_name && <Text color="fg.muted" fontSize="sm">{r.pet_name}</Text>}</> },
          { header: t('reminders.queue.fields.rule'), hideBelow: 'md', cell: (r) => <>{r.rule_name}<Text color="fg.muted" fontSize="sm">{t('reminders.queue.dueOn', { date: day(r.due_on) })}</Text></> },
          { header: t('reminders.queue.fields.channel'), cell: (r) => <><Badge size="sm" variant="subtle">{t(`reminders.channels.${r.channel}`)}</Badge><Text color="fg.muted" fontSize="sm" hideBelow="md">{r.recipient}</Text></> },
        ]} />
    );
  }
  return (
    <SettingsListPage {...common} query={upcoming} emptyTitle={t(list.search ? 'reminders.queue.emptyFiltered' : view === 'today' ? 'reminders.queue.emptyToday' : 'reminders.queue.emptyWeek')}
      columns={[
        { header: t('reminders.queue.fields.sendOn'), nowrap: true, cell: (r) => day(r.send_on) },
        { header: t('reminders.queue.fields.client'), cell: (r) => <>{client(r.client_id, r.client_name)}{r.pet_name && <Text color="fg.muted" fontSize="sm">{r.pet_name}</Text>}</> },
        { header: t('reminders.queue.fields.rule'), hideBelow: 'md', cell: (r) => <>{r.rule_name}<Text color="fg.muted" fontSize="sm">{t('reminders.queue.dueOn', { date: day(r.due_on) })}</Text></> },
        { header: t('reminders.queue.fields.channel'), cell: (r) => (
          <HStack gap="1" wrap="wrap">
            {r.channels.map((c) => <Badge key={c} size="sm" variant="subtle" colorPalette="green">{t(`reminders.channels.${c}`)}</Badge>)}
            {r.opted_out.map((c) => <Badge key={c} size="sm" variant="subtle" colorPalette="gray">{t('reminders.queue.optedOut', { channel: t(`reminders.channels.${c}`) })}</Badge>)}
          </HStack>
        ) },
      ]} />
  );
}
