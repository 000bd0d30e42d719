import { Badge, Box, Button, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PaginationBar } from '../../ui/pagination-bar';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { useActiveClinic } from '../auth/use-session';
import { usePets, useSpecies } from '../clients/api';
import { ArchiveToggle, ListHeader, ListToolbar } from '../lists/list-toolbar';
import { useListParams } from '../lists/use-list-params';
import { useListShortcuts } from '../lists/use-shortcuts';
import { PetAvatar } from './pet-avatar';
import { PetFormDialog } from './pet-form-dialog';
import { hormonalKey, petAgeText } from './pet-text';

/** Patients of the group: search by name, microchip or owner (`/`), 30 per page, species and archive filters. */
export function PetsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { clinic } = useActiveClinic();
  const canManage = clinic?.permissions.includes('pets.manage') ?? false;
  const { search, typeSearch, debounced, archived, page, extra, update } = useListParams(['species'] as const);
  const speciesId = Number(extra.species) || undefined;
  const [creating, setCreating] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const openNew = useCallback(() => canManage && setCreating(true), [canManage]);
  useListShortcuts(searchRef, openNew);
  const species = useSpecies();

  const list = usePets({ search: debounced, archived, page, speciesId });
  const rows = list.data?.data ?? [];
  const zone = clinic?.timezone ?? 'UTC';

  return (
    <Stack gap="4">
      <ListHeader title={t('clients.pets.list.title')} newLabel={t('clients.pets.list.new')} onNew={canManage ? openNew : undefined} />
      <ListToolbar searchRef={searchRef} value={search} onChange={typeSearch} label={t('clients.pets.list.searchLabel')} placeholder={t('clients.pets.list.searchPlaceholder')}>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label={t('clients.pets.list.speciesFilter')} value={speciesId ?? ''} onChange={(e) => update({ species: e.target.value || null, page: 1 })}>
            <option value="">{t('clients.pets.list.allSpecies')}</option>
            {species.data?.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <ArchiveToggle archived={archived} onChange={(a) => update({ archived: a, page: 1 })} />
      </ListToolbar>

      {list.isPending && <ListSkeleton rows={8} />}
      {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && rows.length === 0 && (
        <EmptyState title={debounced ? t('clients.pets.list.noMatch', { search: debounced }) : archived ? t('clients.pets.list.noArchived') : t('clients.pets.list.empty')}>
          {canManage && !archived && <Button size="sm" colorPalette="brand" onClick={openNew}>{t('clients.pets.list.new')}</Button>}
        </EmptyState>
      )}
      {rows.length > 0 && (
        <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto" opacity={list.isPlaceholderData ? 0.6 : 1}>
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('clients.pets.list.colPatient')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('clients.pets.list.colOwner')}</Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>{t('clients.pets.list.colDetails')}</Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', lg: 'table-cell' }}>{t('clients.pets.fields.microchip')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((p) => (
                <Table.Row key={p.id} cursor="pointer" onClick={() => navigate(`/patients/${p.id}`)}>
                  <Table.Cell>
                    <HStack gap="2">
                      <PetAvatar photo={p.photo} name={p.nickname} size="8" />
                      <Stack gap="0">
                        <RouterLink to={`/patients/${p.id}`} onClick={(e) => e.stopPropagation()}>
                          <Text as="span" fontWeight="600" color="brand.fg" _hover={{ textDecoration: 'underline' }}>{p.nickname}</Text>
                        </RouterLink>
                        <Text fontSize="xs" color="fg.muted">{[p.species?.name, p.breed?.name].filter(Boolean).join(' · ') || '—'}</Text>
                      </Stack>
                      {p.archived_at && <Badge size="sm">{t('clients.common.archived')}</Badge>}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>
                    <RouterLink to={`/clients/${p.owner.id}`} onClick={(e) => e.stopPropagation()}>
                      <Text as="span" fontSize="sm" _hover={{ textDecoration: 'underline' }}>{p.owner.full_name}</Text>
                    </RouterLink>
                    <Text fontSize="xs" color="fg.muted">{p.owner.phone}</Text>
                  </Table.Cell>
                  <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                    <Text fontSize="sm">{[t(`clients.pets.gender.${p.gender}`), t(hormonalKey(p.hormonal_status))].join(' · ')}</Text>
                    <Text fontSize="xs" color="fg.muted">{petAgeText(t, p.birthday, zone) ?? '—'}{p.birthday_is_estimated ? ` (${t('clients.pets.estimatedShort')})` : ''}</Text>
                  </Table.Cell>
                  <Table.Cell display={{ base: 'none', lg: 'table-cell' }}><Text fontSize="sm" fontFamily="mono">{p.microchip ?? '—'}</Text></Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {list.data && <PaginationBar meta={list.data.meta} onPage={(pg) => update({ page: pg })} />}
      <PetFormDialog open={creating} onClose={() => setCreating(false)} onSaved={(p) => navigate(`/patients/${p.id}`)} />
    </Stack>
  );
}
