import { Box, Button, Flex, Heading, Input, NativeSelect, SimpleGrid, Stack, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_DEBOUNCE_MS, type TTask } from '@vetclinic/domain';
import { toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { useActiveClinic } from '../auth/use-session';
import { useClinicStaff, useTaskMutations, useTasks, type TaskFilters } from './api';
import { SendNotificationDialog } from '../notifications/send-notification-dialog';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PaginationBar } from '../../ui/pagination-bar';
import { TaskFormDialog } from './task-form-dialog';
import { TaskList } from './task-list';
import { useDebouncedValue } from '../../ui/use-debounced-value';

type Filters = Omit<TaskFilters, 'search' | 'page'>;
const INITIAL: Filters = { scope: 'mine', status: 'active', vetId: '', due: '' };

/** My tasks / all tasks of the clinic: overdue first, then by due time, with quick status changes. */
export function TasksPage() {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const canManage = clinic?.permissions.includes('tasks.manage') ?? false;
  const canNotify = clinic?.permissions.includes('clients.manage') ?? false;
  const [filters, setFilters] = useState<Filters>(INITIAL);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, AUTOCOMPLETE_DEBOUNCE_MS);
  // The page belongs to one set of filters: any other filter starts again at page 1.
  const key = JSON.stringify({ ...filters, search });
  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  const tasks = useTasks({ ...filters, search, page });
  const staff = useClinicStaff();
  const { setStatus, remove } = useTaskMutations();
  const [editing, setEditing] = useState<TTask | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TTask | null>(null);
  const [notifying, setNotifying] = useState<TTask | null>(null);

  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));
  const filtered = filters.status !== 'active' || !!filters.vetId || !!filters.due || !!search;

  const changeStatus = (task: TTask, status: number) => setStatus.mutate({ id: task.id, status }, {
    onSuccess: () => toaster.create({ type: 'success', title: t(`tasks.statusChanged.${status}`, { title: task.title }), closable: true, duration: 3000 }),
    onError: (err) => toastError(err),
  });

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h1" size="2xl">{t('tasks.title')}</Heading>
        {canManage && <Button colorPalette="brand" onClick={() => setCreating(true)}>{t('tasks.newTask')}</Button>}
      </Flex>

      <Tabs.Root value={filters.scope} onValueChange={(e) => set({ scope: e.value as TaskFilters['scope'], vetId: '' })} variant="line">
        <Tabs.List>
          <Tabs.Trigger value="mine">{t('tasks.myTasks')}</Tabs.Trigger>
          <Tabs.Trigger value="all">{t('tasks.allTasks')}</Tabs.Trigger>
        </Tabs.List>
        {/* The filters and the list are the active tab's panel (a tab must control a tabpanel). */}
        <Tabs.Content value={filters.scope} asChild>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, sm: 2, lg: filters.scope === 'all' ? 4 : 3 }} gap="3" role="search">
              <Input type="search" aria-label={t('tasks.search')} placeholder={t('tasks.searchPlaceholder')} value={searchInput} onChange={(e) => setSearchInput(e.target.value)} bg="white" />
              <FilterSelect label={t('tasks.filterStatus')} value={filters.status} onChange={(v) => set({ status: v as TaskFilters['status'] })}
                options={[['active', t('tasks.statusActive')], ['', t('tasks.statusAny')], ...[0, 1, 2, 3].map((s) => [String(s), t(`tasks.status.${s}`)] as [string, string])]} />
              {filters.scope === 'all' && (
                <FilterSelect label={t('tasks.filterVet')} value={filters.vetId} onChange={(v) => set({ vetId: v })}
                  options={[['', t('tasks.anyVet')], ...(staff.data ?? []).map((s) => [String(s.id), s.full_name] as [string, string])]} />
              )}
              <FilterSelect label={t('tasks.filterDue')} value={filters.due} onChange={(v) => set({ due: v as TaskFilters['due'] })}
                options={[['', t('tasks.dueAny')], ['overdue', t('tasks.due.overdue')], ['today', t('tasks.due.today')], ['upcoming', t('tasks.due.upcoming')]]} />
            </SimpleGrid>

            <Box>
              {tasks.isPending && <ListSkeleton rows={6} />}
              {tasks.isError && <ErrorState error={tasks.error} onRetry={() => void tasks.refetch()} />}
              {tasks.data && (tasks.data.data.length === 0 ? (
                <EmptyState title={t(filtered ? 'tasks.emptyFiltered' : filters.scope === 'mine' ? 'tasks.emptyMine' : 'tasks.emptyAll')}>
                  {filtered ? (
                    <Button size="sm" variant="outline" onClick={() => { setSearchInput(''); setFilters({ ...INITIAL, scope: filters.scope }); }}>{t('tasks.clearFilters')}</Button>
                  ) : canManage && (
                    <Button size="sm" colorPalette="brand" onClick={() => setCreating(true)}>{t('tasks.newTask')}</Button>
                  )}
                </EmptyState>
              ) : (
                <>
                  <TaskList
                    tasks={tasks.data.data}
                    canManage={canManage}
                    canNotify={canNotify}
                    busyId={setStatus.isPending ? setStatus.variables?.id : undefined}
                    onStatus={changeStatus}
                    onEdit={setEditing}
                    onDelete={setDeleting}
                    onNotify={setNotifying}
                  />
                  <PaginationBar meta={tasks.data.meta} onPage={(p) => setPaging({ key, page: p })} />
                </>
              ))}
            </Box>
          </Stack>
        </Tabs.Content>
      </Tabs.Root>

      {notifying?.pet && (
        <SendNotificationDialog clientId={notifying.pet.owner.id} clientName={notifying.pet.owner.full_name} open onClose={() => setNotifying(null)} />
      )}
      <TaskFormDialog open={creating || !!editing} task={editing} onClose={() => { setCreating(false); setEditing(null); }} />
      <ConfirmDialog
        size="sm"
        open={!!deleting}
        title={t('tasks.deleteTitle')}
        body={t('tasks.deleteBody', { title: deleting?.title ?? '' })}
        confirmLabel={t('tasks.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, {
          onSuccess: () => {
            toaster.create({ type: 'success', title: t('tasks.deleted'), closable: true });
            setDeleting(null);
          },
          onError: (err) => toastError(err),
        })}
      />
    </Stack>
  );
}

function FilterSelect({ label, value, options, onChange }: { label: string; value: string; options: [string, string][]; onChange: (v: string) => void }) {
  return (
    <NativeSelect.Root bg="white">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, l]) => <option key={v} value={v}>{l}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
