import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PaginationBar } from '../../ui/pagination-bar';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { useActiveClinic } from '../auth/use-session';
import { ArchiveToggle, ListHeader, ListToolbar } from '../lists/list-toolbar';
import { useListParams } from '../lists/use-list-params';
import { useListShortcuts } from '../lists/use-shortcuts';
import { useClients } from './api';
import { ClientFormDialog } from './client-form-dialog';

/** Clients of the group: search (`/`), active or archived, pages of 15, "New client" (`n`). */
export function ClientsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { clinic } = useActiveClinic();
  const canManage = clinic?.permissions.includes('clients.manage') ?? false;
  const { search, typeSearch, debounced, archived, page, update } = useListParams();
  const [creating, setCreating] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const openNew = useCallback(() => canManage && setCreating(true), [canManage]);
  useListShortcuts(searchRef, openNew);

  const list = useClients({ search: debounced, archived, page });
  const rows = list.data?.data ?? [];

  return (
    <Stack gap="4">
      <ListHeader title={t('clients.list.title')} newLabel={t('clients.list.new')} onNew={canManage ? openNew : undefined} />
      <ListToolbar searchRef={searchRef} value={search} onChange={typeSearch} label={t('clients.list.searchLabel')} placeholder={t('clients.list.searchPlaceholder')}>
        <ArchiveToggle archived={archived} onChange={(a) => update({ archived: a, page: 1 })} />
      </ListToolbar>

      {list.isPending && <ListSkeleton rows={8} />}
      {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && rows.length === 0 && (
        <EmptyState title={debounced ? t('clients.list.noMatch', { search: debounced }) : archived ? t('clients.list.noArchived') : t('clients.list.empty')}>
          {canManage && !archived && <Button size="sm" colorPalette="brand" onClick={openNew}>{t('clients.list.new')}</Button>}
        </EmptyState>
      )}
      {rows.length > 0 && (
        <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto" opacity={list.isPlaceholderData ? 0.6 : 1}>
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('clients.list.colName')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('clients.list.colContact')}</Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>{t('clients.list.colPets')}</Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', lg: 'table-cell' }}>{t('clients.list.colAddress')}</Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', xl: 'table-cell' }}>{t('clients.list.colLeadSource')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((c) => (
                <Table.Row key={c.id} cursor="pointer" onClick={() => navigate(`/clients/${c.id}`)}>
                  <Table.Cell>
                    <HStack gap="2">
                      <RouterLink to={`/clients/${c.id}`} onClick={(e) => e.stopPropagation()}>
                        <Text as="span" fontWeight="600" color="brand.fg" _hover={{ textDecoration: 'underline' }}>{c.full_name}</Text>
                      </RouterLink>
                      {c.needs_review && <Badge colorPalette="orange" size="sm">{t('clients.common.needsReview')}</Badge>}
                    </HStack>
                    <Text display={{ base: 'block', md: 'none' }} fontSize="xs" color="fg.muted">{c.pets.map((p) => p.nickname).join(', ')}</Text>
                  </Table.Cell>
                  <Table.Cell>
                    <Text fontSize="sm">{c.phone ?? '—'}</Text>
                    <Text fontSize="xs" color="fg.muted" truncate maxW="240px">{c.email}</Text>
                  </Table.Cell>
                  <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                    <HStack gap="1" flexWrap="wrap">
                      {c.pets.length === 0 && <Text fontSize="sm" color="fg.muted">—</Text>}
                      {c.pets.map((p) => (
                        <Badge key={p.id} variant="subtle" colorPalette="brand" title={p.species?.name}>{p.nickname}</Badge>
                      ))}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell display={{ base: 'none', lg: 'table-cell' }}><Text fontSize="sm" truncate maxW="260px">{c.address ?? '—'}</Text></Table.Cell>
                  <Table.Cell display={{ base: 'none', xl: 'table-cell' }}><Text fontSize="sm">{c.lead_source ? t(`clients.leadSource.${c.lead_source}`) : '—'}</Text></Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {list.data && <PaginationBar meta={list.data.meta} onPage={(p) => update({ page: p })} />}

      <ClientFormDialog open={creating} onClose={() => setCreating(false)} onSaved={(c) => navigate(`/clients/${c.id}`)} />
    </Stack>
  );
}
