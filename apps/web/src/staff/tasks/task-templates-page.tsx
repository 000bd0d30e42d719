import { Box, Button, Flex, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_DEBOUNCE_MS, type TTaskTemplate } from '@vetclinic/domain';
import { toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { useActiveClinic } from '../auth/use-session';
import { useTaskTemplates, useTemplateMutations } from './api';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { formatOffset } from './offset';
import { PaginationBar } from '../../ui/pagination-bar';
import { TaskTemplateDialog } from './task-template-dialog';
import { useDebouncedValue } from '../../ui/use-debounced-value';

/** The clinic's task templates, 10 a page (spec §9), with create, edit and delete. */
export function TaskTemplatesPage() {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const canManage = clinic?.permissions.includes('tasks.manage') ?? false;
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, AUTOCOMPLETE_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const templates = useTaskTemplates(page, search);
  const { remove } = useTemplateMutations();
  const [editing, setEditing] = useState<TTaskTemplate | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TTaskTemplate | null>(null);

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">{t('tasks.templates.title')}</Heading>
          <Text color="fg.muted" fontSize="sm">{t('tasks.templates.subtitle')}</Text>
        </Box>
        {canManage && <Button colorPalette="brand" onClick={() => setCreating(true)}>{t('tasks.templates.new')}</Button>}
      </Flex>
      <Box role="search" maxW={{ md: 'sm' }}>
        <Input type="search" bg="white" aria-label={t('tasks.templates.search')} placeholder={t('tasks.templates.search')} value={searchInput} onChange={(e) => setSearchInput(e.target.value)} />
      </Box>

      {templates.isPending && <ListSkeleton rows={5} />}
      {templates.isError && <ErrorState error={templates.error} onRetry={() => void templates.refetch()} />}
      {templates.data && (templates.data.data.length === 0 ? (
        <EmptyState title={t(search ? 'tasks.templates.emptyFiltered' : 'tasks.templates.empty')}>
          {!search && canManage && <Button size="sm" colorPalette="brand" onClick={() => setCreating(true)}>{t('tasks.templates.new')}</Button>}
        </EmptyState>
      ) : (
        <Box>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
            <Table.Root size="sm" interactive>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('tasks.templates.fields.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">{t('tasks.templates.fields.description')}</Table.ColumnHeader>
                  <Table.ColumnHeader whiteSpace="nowrap" hideBelow="md">{t('tasks.templates.fields.dueAfter')}</Table.ColumnHeader>
                  {canManage && <Table.ColumnHeader><Box srOnly>{t('tasks.columns.actions')}</Box></Table.ColumnHeader>}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {templates.data.data.map((tpl) => (
                  <Table.Row key={tpl.id}>
                    <Table.Cell>
                      <Text fontWeight="500">{tpl.name}</Text>
                      <Text hideFrom="md" fontSize="xs" color="fg.muted">{t('tasks.templates.fields.dueAfter')}: {formatOffset(tpl.due_offset_minutes, t)}</Text>
                    </Table.Cell>
                    <Table.Cell hideBelow="md" color="fg.muted" maxW="md"><Text truncate>{tpl.description ?? '—'}</Text></Table.Cell>
                    <Table.Cell whiteSpace="nowrap" hideBelow="md">{formatOffset(tpl.due_offset_minutes, t)}</Table.Cell>
                    {canManage && (
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        <HStack gap="1" justify="end">
                          <Button size="xs" variant="ghost" onClick={() => setEditing(tpl)} aria-label={t('tasks.templates.editNamed', { name: tpl.name })}>{t('tasks.edit')}</Button>
                          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(tpl)} aria-label={t('tasks.templates.deleteNamed', { name: tpl.name })}>{t('tasks.delete')}</Button>
                        </HStack>
                      </Table.Cell>
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <PaginationBar meta={templates.data.meta} onPage={(p) => setPaging({ search, page: p })} />
        </Box>
      ))}

      <TaskTemplateDialog open={creating || !!editing} template={editing} onClose={() => { setCreating(false); setEditing(null); }} />
      <ConfirmDialog
        size="sm"
        open={!!deleting}
        title={t('tasks.templates.deleteTitle')}
        body={t('tasks.templates.deleteBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('tasks.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, {
          onSuccess: () => {
            toaster.create({ type: 'success', title: t('tasks.templates.deleted'), closable: true });
            setDeleting(null);
          },
          onError: (err) => toastError(err),
        })}
      />
    </Stack>
  );
}
