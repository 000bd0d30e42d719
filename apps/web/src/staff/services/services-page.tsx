import { Badge, Box, Button, Flex, Grid, HStack, Heading, Input, NativeSelect, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_DEBOUNCE_MS, type TAdminCategory, type TAdminService } from '@vetclinic/domain';
import { toastError } from '../../ui/errors';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useActiveClinic } from '../auth/use-session';
import { useClinicVets } from '../team/api';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PaginationBar } from '../../ui/pagination-bar';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { toServiceBody, useCatalogueMutations, useCategories, useServices } from './api';
import { CategoryList } from './category-list';
import { CategoryDialog } from './category-dialog';
import { ItemDialog } from './item-dialog';
import { ColorSwatch, useMajorMoney, vetNames } from './parts';

/** Settings → Services: categories on the side, the services of the chosen one in a table. */
export function ServicesPage() {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const canManage = clinic?.permissions.includes('services.manage') ?? false;
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, AUTOCOMPLETE_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = `${categoryId}|${search}`;
  const page = paging.key === key ? paging.page : 1;
  const categories = useCategories('service');
  const services = useServices({ categoryId, search, page });
  const vets = useClinicVets();
  const money = useMajorMoney();
  const { saveService, deleteService, deleteCategory } = useCatalogueMutations();
  const [editingId, setEditingId] = useState<number | 'new' | null>(null);
  const [categoryDialog, setCategoryDialog] = useState<{ open: boolean; category: TAdminCategory | null }>({ open: false, category: null });
  const [deleting, setDeleting] = useState<TAdminService | null>(null);
  const [deletingCategory, setDeletingCategory] = useState<TAdminCategory | null>(null);
  const editing = typeof editingId === 'number' ? services.data?.data.find((s) => s.id === editingId) ?? null : null;

  const toggleVisible = (s: TAdminService, visible: boolean) => saveService.mutate({ id: s.id, body: { ...toServiceBody(s), is_visible: visible } }, {
    onSuccess: () => toaster.create({ type: 'success', title: t(visible ? 'services.nowVisible' : 'services.nowHidden', { name: s.name }), closable: true }),
    onError: (err) => toastError(err),
  });

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">{t('services.title')}</Heading>
          <Text color="fg.muted" fontSize="sm">{t('services.subtitle')}</Text>
        </Box>
        {canManage && (
          <HStack>
            <Button variant="outline" onClick={() => setCategoryDialog({ open: true, category: null })}>{t('services.newCategory')}</Button>
            <Button colorPalette="brand" onClick={() => setEditingId('new')}>{t('services.newService')}</Button>
          </HStack>
        )}
      </Flex>

      <Grid templateColumns={{ base: '1fr', lg: '240px 1fr' }} gap="4" alignItems="start">
        <Box>
          <Box display={{ base: 'block', lg: 'none' }}>
            <NativeSelect.Root>
              <NativeSelect.Field aria-label={t('services.fields.category')} bg="white" value={categoryId ?? ''} onChange={(e) => setCategoryId(e.target.value ? Number(e.target.value) : null)}>
                <option value="">{t('services.allServices')}</option>
                {categories.data?.map((c) => <option key={c.id} value={c.id}>{c.name} ({c.items_count})</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
          <Box display={{ base: 'none', lg: 'block' }}>
            <CategoryList allLabel={t('services.allServices')} categories={categories.data} loading={categories.isPending} selected={categoryId} onSelect={setCategoryId} canManage={canManage}
              onRename={(c) => setCategoryDialog({ open: true, category: c })} onDelete={setDeletingCategory} />
          </Box>
        </Box>

        <Stack gap="3" minW="0">
          <Box role="search" maxW={{ md: 'sm' }}>
            <Input type="search" bg="white" aria-label={t('services.search')} placeholder={t('services.search')} value={searchInput} onChange={(e) => setSearchInput(e.target.value)} />
          </Box>
          {services.isPending && <ListSkeleton rows={6} />}
          {services.isError && <ErrorState error={services.error} onRetry={() => void services.refetch()} />}
          {services.data && (services.data.data.length === 0 ? (
            <EmptyState title={t(search ? 'services.emptyFiltered' : 'services.empty')}>
              {!search && canManage && <Button size="sm" colorPalette="brand" onClick={() => setEditingId('new')}>{t('services.newService')}</Button>}
            </EmptyState>
          ) : (
            <Box>
              <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('services.columns.nameVets')}</Table.ColumnHeader>
                      {/* On a phone duration, price and deposit go under the name (no sideways scrolling). */}
                      <Table.ColumnHeader whiteSpace="nowrap" hideBelow="md">{t('services.columns.duration')}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end" hideBelow="md">{t('services.fields.price')}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end" hideBelow="md">{t('services.columns.deposit')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('services.columns.visible')}</Table.ColumnHeader>
                      <Table.ColumnHeader hideBelow="md">{t('services.packages')}</Table.ColumnHeader>
                      {canManage && <Table.ColumnHeader><Box srOnly>{t('services.actions')}</Box></Table.ColumnHeader>}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {services.data.data.map((s) => {
                      const enabled = s.service_packages.filter((p) => p.is_enabled).length;
                      return (
                        <Table.Row key={s.id}>
                          <Table.Cell>
                            <HStack gap="2">
                              <ColorSwatch color={s.color} />
                              <Box minW="0">
                                <Text fontWeight="500">{s.name}</Text>
                                <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                                  {[categoryId === null ? s.category?.name : null, vetNames(vets.data, s.vets)].filter(Boolean).join(' · ')}
                                </Text>
                                <Text fontSize="xs" hideFrom="md">
                                  {[t('services.minutes', { count: s.duration }), money(s.price), s.deposit_for_online_booking > 0 ? t('services.depositShort', { amount: money(s.deposit_for_online_booking) }) : null].filter(Boolean).join(' · ')}
                                </Text>
                              </Box>
                            </HStack>
                          </Table.Cell>
                          <Table.Cell whiteSpace="nowrap" hideBelow="md">{t('services.minutes', { count: s.duration })}</Table.Cell>
                          <Table.Cell textAlign="end" whiteSpace="nowrap" hideBelow="md">{money(s.price)}</Table.Cell>
                          <Table.Cell textAlign="end" whiteSpace="nowrap" hideBelow="md">{s.deposit_for_online_booking > 0 ? money(s.deposit_for_online_booking) : '—'}</Table.Cell>
                          <Table.Cell>
                            <Switch.Root size="sm" colorPalette="brand" checked={s.is_visible} disabled={!canManage || saveService.isPending} onCheckedChange={(e) => toggleVisible(s, e.checked)}>
                              <Switch.HiddenInput aria-label={t('services.visibleNamed', { name: s.name })} />
                              <Switch.Control />
                            </Switch.Root>
                          </Table.Cell>
                          <Table.Cell hideBelow="md">
                            {enabled === s.service_packages.length
                              ? <Text fontSize="sm" color="fg.muted">{t('services.packagesAllEnabled', { count: enabled })}</Text>
                              : <Badge colorPalette="orange">{t('services.packagesSomeDisabled', { enabled, total: s.service_packages.length })}</Badge>}
                          </Table.Cell>
                          {canManage && (
                            <Table.Cell textAlign="end" whiteSpace="nowrap">
                              <Stack direction={{ base: 'column', sm: 'row' }} gap="1" justify="end" align="end">
                                <Button size="xs" variant="ghost" onClick={() => setEditingId(s.id)} aria-label={t('services.editNamed', { name: s.name })}>{t('services.edit')}</Button>
                                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(s)} aria-label={t('services.deleteNamed', { name: s.name })}>{t('services.delete')}</Button>
                              </Stack>
                            </Table.Cell>
                          )}
                        </Table.Row>
                      );
                    })}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
              <PaginationBar meta={services.data.meta} onPage={(p) => setPaging({ key, page: p })} />
            </Box>
          ))}
        </Stack>
      </Grid>

      <ItemDialog open={editingId !== null} kind="service" item={editing} defaultCategoryId={categoryId} onClose={() => setEditingId(null)} />
      <CategoryDialog open={categoryDialog.open} kind="service" category={categoryDialog.category} onClose={() => setCategoryDialog({ open: false, category: null })} />
      <ConfirmDialog open={!!deleting} title={t('services.deleteServiceTitle', { name: deleting?.name ?? '' })} body={t('services.deleteServiceBody')} confirmLabel={t('services.delete')}
        loading={deleteService.isPending} onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && deleteService.mutate(deleting.id, {
          onSuccess: () => {
            toaster.create({ type: 'success', title: t('services.serviceDeleted'), closable: true });
            setDeleting(null);
          },
          onError: (err) => toastError(err),
        })} />
      <ConfirmDialog open={!!deletingCategory} title={t('services.deleteCategoryTitle', { name: deletingCategory?.name ?? '' })} body={t('services.deleteCategoryBody')} confirmLabel={t('services.delete')}
        loading={deleteCategory.isPending} onCancel={() => setDeletingCategory(null)}
        onConfirm={() => deletingCategory && deleteCategory.mutate({ kind: 'service', id: deletingCategory.id }, {
          onSuccess: () => {
            if (categoryId === deletingCategory.id) setCategoryId(null);
            setDeletingCategory(null);
          },
          onError: (err) => {
            setDeletingCategory(null);
            toastError(err);
          },
        })} />
    </Stack>
  );
}
