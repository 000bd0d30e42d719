import { Box, Button, Card, Checkbox, Flex, HStack, Heading, IconButton, Input, Menu, Portal, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_DEBOUNCE_MS, type TAdminCategory, type TAdminVisitType, type TVisitTypeGroup } from '@vetclinic/domain';
import { toastError } from '../../ui/errors';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useActiveClinic } from '../auth/use-session';
import { useClinicVets } from '../team/api';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useCatalogueMutations, useCategories, useVisitTypeGroups } from './api';
import { BulkEditDialog } from './bulk-edit-dialog';
import { CategoryDialog } from './category-dialog';
import { CopyFromRepoDialog } from './copy-from-repo-dialog';
import { ItemDialog } from './item-dialog';
import { ColorSwatch, useMajorMoney, vetNames } from './parts';

/** Settings → Visit types: grouped by category, with bulk edit and copying from the built-in repository. */
export function VisitTypesPage() {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const canManage = clinic?.permissions.includes('services.manage') ?? false;
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, AUTOCOMPLETE_DEBOUNCE_MS);
  const groups = useVisitTypeGroups(search);
  const categories = useCategories('visit_type');
  const vets = useClinicVets();
  const { bulk, deleteVisitType, deleteCategory } = useCatalogueMutations();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [editingId, setEditingId] = useState<number | 'new' | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [repoOpen, setRepoOpen] = useState(false);
  const [categoryDialog, setCategoryDialog] = useState<{ open: boolean; category: TAdminCategory | null }>({ open: false, category: null });
  const [deleting, setDeleting] = useState<TAdminVisitType | null>(null);
  const [deletingCategory, setDeletingCategory] = useState<TAdminCategory | null>(null);
  const all = groups.data?.flatMap((g) => g.visit_types) ?? [];
  const editing = typeof editingId === 'number' ? all.find((v) => v.id === editingId) ?? null : null;
  const liveSelection = [...selected].filter((id) => all.some((v) => v.id === id));

  const toggle = (ids: number[], on: boolean) => setSelected((prev) => {
    const next = new Set(prev);
    for (const id of ids) if (on) next.add(id); else next.delete(id);
    return next;
  });
  const setVisible = (v: TAdminVisitType, visible: boolean) => bulk.mutate({ ids: [v.id], changes: { is_visible: visible } }, {
    onSuccess: () => toaster.create({ type: 'success', title: t(visible ? 'services.nowVisible' : 'services.nowHidden', { name: v.name }), closable: true }),
    onError: (err) => toastError(err),
  });

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">{t('services.visitTypes.title')}</Heading>
          <Text color="fg.muted" fontSize="sm">{t('services.visitTypes.subtitle')}</Text>
        </Box>
        {canManage && (
          <HStack flexWrap="wrap">
            <Button variant="outline" onClick={() => setRepoOpen(true)}>{t('services.visitTypes.copyFromRepo')}</Button>
            <Button variant="outline" onClick={() => setCategoryDialog({ open: true, category: null })}>{t('services.newCategory')}</Button>
            <Button colorPalette="brand" onClick={() => setEditingId('new')}>{t('services.newVisitType')}</Button>
          </HStack>
        )}
      </Flex>
      <Flex gap="3" align="center" wrap="wrap">
        <Box role="search" flex="1" maxW={{ md: 'sm' }} minW="200px">
          <Input type="search" bg="white" aria-label={t('services.visitTypes.search')} placeholder={t('services.visitTypes.search')} value={searchInput} onChange={(e) => setSearchInput(e.target.value)} />
        </Box>
        {canManage && liveSelection.length > 0 && (
          <HStack role="region" aria-label={t('services.visitTypes.selection')} bg="brand.subtle" borderRadius="md" px="3" py="1.5" gap="2">
            <Text fontSize="sm" fontWeight="500">{t('services.visitTypes.selectedCount', { count: liveSelection.length })}</Text>
            <Button size="sm" colorPalette="brand" onClick={() => setBulkOpen(true)}>{t('services.visitTypes.bulkEdit')}</Button>
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>{t('services.visitTypes.clearSelection')}</Button>
          </HStack>
        )}
      </Flex>

      {groups.isPending && <ListSkeleton rows={6} />}
      {groups.isError && <ErrorState error={groups.error} onRetry={() => void groups.refetch()} />}
      {groups.data && (all.length === 0 && !groups.data.length ? (
        <EmptyState title={t(search ? 'services.visitTypes.emptyFiltered' : 'services.visitTypes.empty')}>
          {!search && canManage && <Button size="sm" colorPalette="brand" onClick={() => setRepoOpen(true)}>{t('services.visitTypes.copyFromRepo')}</Button>}
        </EmptyState>
      ) : (
        <Stack gap="4">
          {groups.data.map((g) => (
            <GroupCard key={g.category?.id ?? 'none'} group={g} canManage={canManage} selected={selected} onToggle={toggle} vetsLabel={(ids) => vetNames(vets.data, ids)}
              onEdit={(v) => setEditingId(v.id)} onDelete={setDeleting} onVisible={setVisible}
              onRenameCategory={(c) => setCategoryDialog({ open: true, category: c })} onDeleteCategory={setDeletingCategory}
              categories={categories.data} busy={bulk.isPending} />
          ))}
        </Stack>
      ))}

      <ItemDialog open={editingId !== null} kind="visit_type" item={editing} defaultCategoryId={null} onClose={() => setEditingId(null)} />
      <BulkEditDialog open={bulkOpen} ids={liveSelection} onClose={() => setBulkOpen(false)} onDone={() => setSelected(new Set())} />
      <CopyFromRepoDialog open={repoOpen} onClose={() => setRepoOpen(false)} />
      <CategoryDialog open={categoryDialog.open} kind="visit_type" category={categoryDialog.category} onClose={() => setCategoryDialog({ open: false, category: null })} />
      <ConfirmDialog open={!!deleting} title={t('services.visitTypes.deleteTitle', { name: deleting?.name ?? '' })} body={t('services.visitTypes.deleteBody')} confirmLabel={t('services.delete')}
        loading={deleteVisitType.isPending} onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && deleteVisitType.mutate(deleting.id, {
          onSuccess: () => {
            toaster.create({ type: 'success', title: t('services.visitTypes.deleted'), closable: true });
            setDeleting(null);
          },
          onError: (err) => toastError(err),
        })} />
      <ConfirmDialog open={!!deletingCategory} title={t('services.deleteCategoryTitle', { name: deletingCategory?.name ?? '' })} body={t('services.deleteCategoryBody')} confirmLabel={t('services.delete')}
        loading={deleteCategory.isPending} onCancel={() => setDeletingCategory(null)}
        onConfirm={() => deletingCategory && deleteCategory.mutate({ kind: 'visit_type', id: deletingCategory.id }, {
          onSuccess: () => setDeletingCategory(null),
          onError: (err) => {
            setDeletingCategory(null);
            toastError(err);
          },
        })} />
    </Stack>
  );
}

function GroupCard({ group, canManage, selected, onToggle, vetsLabel, onEdit, onDelete, onVisible, onRenameCategory, onDeleteCategory, categories, busy }: {
  group: TVisitTypeGroup;
  canManage: boolean;
  selected: Set<number>;
  onToggle: (ids: number[], on: boolean) => void;
  vetsLabel: (ids: number[]) => string;
  onEdit: (v: TAdminVisitType) => void;
  onDelete: (v: TAdminVisitType) => void;
  onVisible: (v: TAdminVisitType, visible: boolean) => void;
  onRenameCategory: (c: TAdminCategory) => void;
  onDeleteCategory: (c: TAdminCategory) => void;
  categories: TAdminCategory[] | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const money = useMajorMoney();
  const name = group.category?.name ?? t('services.visitTypes.uncategorised');
  const ids = group.visit_types.map((v) => v.id);
  const chosen = ids.filter((id) => selected.has(id)).length;
  const category = group.category ? categories?.find((c) => c.id === group.category!.id) : undefined;
  return (
    <Card.Root as="section" aria-label={name} size="sm">
      <Card.Header>
        <HStack justify="space-between">
          <HStack gap="3">
            {canManage && ids.length > 0 && (
              <Checkbox.Root colorPalette="brand" checked={chosen === 0 ? false : chosen === ids.length ? true : 'indeterminate'} onCheckedChange={(e) => onToggle(ids, e.checked === true)}>
                <Checkbox.HiddenInput aria-label={t('services.visitTypes.selectAllIn', { name })} />
                <Checkbox.Control />
              </Checkbox.Root>
            )}
            <Heading as="h2" size="md">{name}</Heading>
            <Text color="fg.muted" fontSize="sm">{group.visit_types.length}</Text>
          </HStack>
          {canManage && category && (
            <Menu.Root>
              <Menu.Trigger asChild>
                <IconButton size="xs" variant="ghost" aria-label={t('services.categoryActions', { name })}>⋯</IconButton>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    <Menu.Item value="rename" onClick={() => onRenameCategory(category)}>{t('services.rename')}</Menu.Item>
                    <Menu.Item value="delete" color="fg.error" onClick={() => onDeleteCategory(category)}>{t('services.delete')}</Menu.Item>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          )}
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        {group.visit_types.length === 0 ? <Text fontSize="sm" color="fg.muted">{t('services.visitTypes.emptyCategory')}</Text> : (
          <Table.ScrollArea>
            <Table.Root size="sm" tableLayout={{ base: 'auto', md: 'fixed' }}>
              <Table.Header>
                <Table.Row>
                  {canManage && <Table.ColumnHeader width="10"><Box srOnly>{t('services.visitTypes.selection')}</Box></Table.ColumnHeader>}
                  <Table.ColumnHeader>{t('services.fields.name')}</Table.ColumnHeader>
                  {/* On a phone duration and deposit go under the name (no sideways scrolling). */}
                  <Table.ColumnHeader hideBelow="md" width={{ md: '24' }}>{t('services.columns.duration')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md" width={{ md: '32' }}>{t('services.columns.deposit')}</Table.ColumnHeader>
                  <Table.ColumnHeader width={{ md: '32' }}>{t('services.columns.visible')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md" width="30%">{t('services.fields.vets')}</Table.ColumnHeader>
                  {canManage && <Table.ColumnHeader width={{ md: '36' }}><Box srOnly>{t('services.actions')}</Box></Table.ColumnHeader>}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {group.visit_types.map((v) => (
                  <Table.Row key={v.id}>
                    {canManage && (
                      <Table.Cell width="10">
                        <Checkbox.Root colorPalette="brand" checked={selected.has(v.id)} onCheckedChange={(e) => onToggle([v.id], e.checked === true)}>
                          <Checkbox.HiddenInput aria-label={t('services.visitTypes.selectNamed', { name: v.name })} />
                          <Checkbox.Control />
                        </Checkbox.Root>
                      </Table.Cell>
                    )}
                    <Table.Cell>
                      <HStack gap="2"><ColorSwatch color={v.color} /><Text fontWeight="500">{v.name}</Text></HStack>
                      <Text fontSize="xs" color="fg.muted" hideFrom="md" ps="6">
                        {[t('services.minutes', { count: v.duration }), v.deposit_for_online_booking > 0 ? t('services.depositShort', { amount: money(v.deposit_for_online_booking) }) : null].filter(Boolean).join(' · ')}
                      </Text>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap" hideBelow="md" width={{ md: '24' }}>{t('services.minutes', { count: v.duration })}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap" hideBelow="md" width={{ md: '32' }}>{v.deposit_for_online_booking > 0 ? t('services.depositShort', { amount: money(v.deposit_for_online_booking) }) : '—'}</Table.Cell>
                    <Table.Cell width={{ md: '32' }}>
                      <Switch.Root size="sm" colorPalette="brand" checked={v.is_visible} disabled={!canManage || busy} onCheckedChange={(e) => onVisible(v, e.checked)}>
                        <Switch.HiddenInput aria-label={t('services.visibleNamed', { name: v.name })} />
                        <Switch.Control />
                        <Switch.Label fontSize="xs" color="fg.muted" hideBelow="md">{t(v.is_visible ? 'services.online' : 'services.hidden')}</Switch.Label>
                      </Switch.Root>
                    </Table.Cell>
                    <Table.Cell hideBelow="md" width="30%"><Text truncate fontSize="sm" color="fg.muted">{vetsLabel(v.vets)}</Text></Table.Cell>
                    {canManage && (
                      <Table.Cell textAlign="end" whiteSpace="nowrap" width={{ md: '36' }}>
                        <Stack direction={{ base: 'column', sm: 'row' }} gap="1" justify="end" align="end">
                          <Button size="xs" variant="ghost" onClick={() => onEdit(v)} aria-label={t('services.editNamed', { name: v.name })}>{t('services.edit')}</Button>
                          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onDelete(v)} aria-label={t('services.deleteNamed', { name: v.name })}>{t('services.delete')}</Button>
                        </Stack>
                      </Table.Cell>
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
    </Card.Root>
  );
}
