import { Badge, Box, Checkbox, Flex, HStack, IconButton, Menu, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_TRANSITIONS, TaskStatus, type TTask } from '@vetclinic/domain';
import { useClinicFormat } from '../clinic/use-clinic';

type Group = 'overdue' | 'earlier' | 'today' | 'tomorrow' | 'later' | 'none';

const STATUS_PALETTE: Record<number, string> = { 0: 'gray', 1: 'blue', 2: 'green', 3: 'red' };

interface Props {
  tasks: TTask[];
  canManage: boolean;
  /** Clients.manage: may send the pet's owner a payment link or app instructions. */
  canNotify: boolean;
  busyId?: number;
  onStatus: (task: TTask, status: number) => void;
  onEdit: (task: TTask) => void;
  onDelete: (task: TTask) => void;
  onNotify: (task: TTask) => void;
}

/** The tasks in server order (overdue first, then due time) under day headings in the clinic's zone. */
export function TaskList(props: Props) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const today = DateTime.now().setZone(fmt.zone).startOf('day');
  const groupOf = (task: TTask): Group => {
    if (task.is_overdue) return 'overdue';
    if (!task.datetime_start_utc) return 'none';
    const day = DateTime.fromISO(task.datetime_start_utc, { zone: 'utc' }).setZone(fmt.zone).startOf('day');
    const diff = Math.round(day.diff(today, 'days').days);
    if (diff < 0) return 'earlier';
    if (diff === 0) return 'today';
    if (diff === 1) return 'tomorrow';
    return 'later';
  };
  const sections: { group: Group; tasks: TTask[] }[] = [];
  for (const task of props.tasks) {
    const group = groupOf(task);
    const last = sections[sections.length - 1];
    if (last?.group === group) last.tasks.push(task);
    else sections.push({ group, tasks: [task] });
  }

  return (
    <>
      <Table.Root size="sm" hideBelow="md" bg="white" borderWidth="1px" borderRadius="md" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="14">{t('tasks.columns.done')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('tasks.columns.task')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('tasks.columns.pet')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('tasks.columns.vet')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('tasks.columns.due')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('tasks.columns.status')}</Table.ColumnHeader>
            <Table.ColumnHeader width="12"><Box srOnly>{t('tasks.columns.actions')}</Box></Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sections.map((section) => (
            <Fragment key={section.group}>
              <Table.Row bg="gray.50">
                <Table.Cell colSpan={7} py="1.5" fontSize="xs" fontWeight="600" textTransform="uppercase" letterSpacing="wide" color={section.group === 'overdue' ? 'fg.error' : 'fg.muted'}>
                  {t(`tasks.groups.${section.group}`)} · {section.tasks.length}
                </Table.Cell>
              </Table.Row>
              {section.tasks.map((task) => (
                <Table.Row key={task.id} bg={task.is_overdue ? 'red.50' : undefined} data-overdue={task.is_overdue || undefined}>
                  <Table.Cell><DoneCheckbox task={task} {...props} /></Table.Cell>
                  <Table.Cell maxW="md">
                    <TaskTitle task={task} />
                  </Table.Cell>
                  <Table.Cell><PetCell task={task} /></Table.Cell>
                  <Table.Cell>{task.vet?.full_name ?? <Text as="span" color="fg.muted">{t('tasks.unassigned')}</Text>}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap"><DueCell task={task} /></Table.Cell>
                  <Table.Cell><StatusBadge status={task.status} /></Table.Cell>
                  <Table.Cell textAlign="end"><RowMenu task={task} {...props} /></Table.Cell>
                </Table.Row>
              ))}
            </Fragment>
          ))}
        </Table.Body>
      </Table.Root>

      <Stack hideFrom="md" gap="3">
        {sections.map((section) => (
          <Box key={section.group}>
            <Text fontSize="xs" fontWeight="600" textTransform="uppercase" letterSpacing="wide" mb="1.5" color={section.group === 'overdue' ? 'fg.error' : 'fg.muted'}>
              {t(`tasks.groups.${section.group}`)} · {section.tasks.length}
            </Text>
            <Stack gap="2" as="ul" listStyleType="none">
              {section.tasks.map((task) => (
                <Box as="li" key={task.id} bg={task.is_overdue ? 'red.50' : 'white'} borderWidth="1px" borderColor={task.is_overdue ? 'red.200' : undefined} borderRadius="md" p="3">
                  <Flex gap="3" align="start">
                    <Box pt="0.5"><DoneCheckbox task={task} {...props} /></Box>
                    <Box flex="1" minW="0">
                      <TaskTitle task={task} />
                      <HStack gap="2" mt="1" wrap="wrap" fontSize="sm">
                        <DueCell task={task} />
                        <StatusBadge status={task.status} />
                      </HStack>
                      <Text fontSize="sm" color="fg.muted" mt="1" truncate>
                        {[task.pet ? `${task.pet.nickname} · ${task.pet.owner.full_name}` : null, task.vet?.full_name].filter(Boolean).join(' — ')}
                      </Text>
                    </Box>
                    <RowMenu task={task} {...props} />
                  </Flex>
                </Box>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </>
  );
}

function TaskTitle({ task }: { task: TTask }) {
  return (
    <Box minW="0">
      <Text fontWeight="500" textDecoration={task.status === TaskStatus.DONE || task.status === TaskStatus.CANCELLED ? 'line-through' : undefined} color={task.status >= 2 ? 'fg.muted' : undefined} lineClamp={2}>
        {task.title}
      </Text>
      {task.description && <Text fontSize="xs" color="fg.muted" truncate>{task.description}</Text>}
    </Box>
  );
}

function PetCell({ task }: { task: TTask }) {
  if (!task.pet) return <Text as="span" color="fg.muted">—</Text>;
  return (
    <Box>
      <Text>{task.pet.nickname}</Text>
      <Text fontSize="xs" color="fg.muted">{task.pet.owner.full_name}</Text>
    </Box>
  );
}

function DueCell({ task }: { task: TTask }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  if (!task.datetime_start_utc) return <Text as="span" color="fg.muted">{t('tasks.noDue')}</Text>;
  return (
    <HStack as="span" gap="1.5">
      <Text as="span" color={task.is_overdue ? 'fg.error' : undefined} fontWeight={task.is_overdue ? '600' : undefined}>
        <time dateTime={task.datetime_start_utc}>{fmt.dateTime(task.datetime_start_utc)}</time>
      </Text>
      {task.is_overdue && <Badge colorPalette="red" variant="solid" size="sm">{t('tasks.overdue')}</Badge>}
    </HStack>
  );
}

function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Badge colorPalette={STATUS_PALETTE[status] ?? 'gray'} variant="subtle">{t(`tasks.status.${status}`)}</Badge>;
}

function DoneCheckbox({ task, canManage, busyId, onStatus }: { task: TTask } & Props) {
  const { t } = useTranslation();
  const done = task.status === TaskStatus.DONE;
  // Cancelled tasks must be reopened before they can be done (TASK_TRANSITIONS).
  const disabled = !canManage || task.status === TaskStatus.CANCELLED || busyId === task.id;
  return (
    <Checkbox.Root
      colorPalette="brand"
      checked={done}
      disabled={disabled}
      onCheckedChange={(e) => onStatus(task, e.checked ? TaskStatus.DONE : TaskStatus.OPEN)}
    >
      <Checkbox.HiddenInput aria-label={t('tasks.doneLabel', { title: task.title })} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

function RowMenu({ task, canManage, canNotify, onStatus, onEdit, onDelete, onNotify }: { task: TTask } & Props) {
  const { t } = useTranslation();
  const notify = canNotify && !!task.pet;
  if (!canManage && !notify) return null;
  const moves = TASK_TRANSITIONS[task.status as TaskStatus] ?? [];
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={t('tasks.actionsFor', { title: task.title })}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor"><circle cx="5" cy="12" r="2" /><circle cx="12" cy="12" r="2" /><circle cx="19" cy="12" r="2" /></svg>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {canManage && <Menu.Item value="edit" onSelect={() => onEdit(task)}>{t('tasks.edit')}</Menu.Item>}
            {canManage && moves.map((s) => (
              <Menu.Item key={s} value={`status-${s}`} onSelect={() => onStatus(task, s)}>{t(`tasks.moveTo.${s}`)}</Menu.Item>
            ))}
            {notify && <Menu.Item value="notify" onSelect={() => onNotify(task)}>{t('tasks.notifyOwner')}</Menu.Item>}
            {canManage && <Menu.Separator />}
            {canManage && <Menu.Item value="delete" color="fg.error" onSelect={() => onDelete(task)}>{t('tasks.delete')}</Menu.Item>}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
