import { Box, Button, Flex, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_DEBOUNCE_MS, PAGE_SIZE, type TTag } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { PaginationBar } from '../../ui/pagination-bar';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useCanManageTags, useTagMutations, useTags } from './api';
import { TagDialog } from './tag-dialog';
import { TagPill } from './tag-pill';

/** Settings → Tags: the clinic's tags with their colour, what they go on and how often they are used. */
export function TagsPage() {
  const { t } = useTranslation();
  const canManage = useCanManageTags();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, AUTOCOMPLETE_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const tags = useTags('any', search, page, PAGE_SIZE.common);
  const { remove } = useTagMutations();
  const [editing, setEditing] = useState<TTag | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TTag | null>(null);

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">{t('tags.title')}</Heading>
          <Text color="fg.muted" fontSize="sm">{t('tags.subtitle')}</Text>
        </Box>
        {canManage && <Button colorPalette="brand" onClick={() => setCreating(true)}>{t('tags.new')}</Button>}
      </Flex>
      <Box role="search" maxW={{ md: 'sm' }}>
        <Input type="search" bg="white" aria-label={t('tags.search')} placeholder={t('tags.search')} value={searchInput} onChange={(e) => setSearchInput(e.target.value)} />
      </Box>
      {tags.isPending && <ListSkeleton rows={5} />}
      {tags.isError && <ErrorState error={tags.error} onRetry={() => void tags.refetch()} />}
      {tags.data && (tags.data.data.length === 0 ? (
        <EmptyState title={t(search ? 'tags.emptyFiltered' : 'tags.empty')}>
          {!search && canManage && <Button size="sm" colorPalette="brand" onClick={() => setCreating(true)}>{t('tags.new')}</Button>}
        </EmptyState>
      ) : (
        <Box>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('tags.fields.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">{t('tags.fields.entityTypes')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('tags.fields.usage')}</Table.ColumnHeader>
                  {canManage && <Table.ColumnHeader><Box srOnly>{t('tags.actions')}</Box></Table.ColumnHeader>}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {tags.data.data.map((tag) => (
                  <Table.Row key={tag.id}>
                    <Table.Cell><TagPill tag={tag} /></Table.Cell>
                    <Table.Cell hideBelow="md" color="fg.muted">{tag.entity_types.map((type) => t(`tags.types.${type}`)).join(', ')}</Table.Cell>
                    <Table.Cell textAlign="end">{tag.usage_count}</Table.Cell>
                    {canManage && (
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        <HStack gap="1" justify="end">
                          <Button size="xs" variant="ghost" onClick={() => setEditing(tag)} aria-label={t('tags.editNamed', { name: tag.name })}>{t('tags.editShort')}</Button>
                          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(tag)} aria-label={t('tags.deleteNamed', { name: tag.name })}>{t('tags.delete')}</Button>
                        </HStack>
                      </Table.Cell>
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <PaginationBar meta={tags.data.meta} onPage={(p) => setPaging({ search, page: p })} />
        </Box>
      ))}
      <TagDialog open={creating || !!editing} tag={editing} onClose={() => { setCreating(false); setEditing(null); }} />
      <ConfirmDialog
        size="sm"
        open={!!deleting}
        title={t('tags.deleteTitle')}
        body={t('tags.deleteBody', { name: deleting?.name ?? '', n: deleting?.usage_count ?? 0 })}
        confirmLabel={t('tags.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, {
          onSuccess: () => {
            toaster.create({ type: 'success', title: t('tags.deleted'), closable: true });
            setDeleting(null);
          },
          onError: (err) => toastError(err),
        })}
      />
    </Stack>
  );
}
