import { Box, Button, Flex, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AUTOCOMPLETE_DEBOUNCE_MS, PAGE_SIZE, ZSupplierInput, type TSupplier, type TSupplierInput } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { applyServerErrors, toastError } from '../../ui/errors';
import { FormDialog } from '../../ui/form-dialog';
import { FormField } from '../../ui/form-field';
import { PaginationBar } from '../../ui/pagination-bar';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';
import { inventoryKeys, type Page } from './api';

function useSupplierApi(search: string, page: number) {
  const { clinic } = useActiveClinic();
  const qc = useQueryClient();
  const invalidate = () => qc.invalidateQueries({ queryKey: inventoryKeys.all(clinic?.id) });
  return {
    list: useQuery({
      queryKey: [...inventoryKeys.all(clinic?.id), 'suppliers', search, page],
      queryFn: () => http.get<Page<TSupplier>>('/suppliers', { 'filter[search]': search.trim(), page, per_page: PAGE_SIZE.common }),
      enabled: !!clinic,
      placeholderData: keepPreviousData,
    }),
    save: useMutation({
      mutationFn: ({ id, input }: { id: number | null; input: TSupplierInput }) => (id ? http.put<{ data: TSupplier }>(`/suppliers/${id}`, input) : http.post<{ data: TSupplier }>('/suppliers', input)),
      onSuccess: invalidate,
    }),
    archive: useMutation({ mutationFn: (id: number) => http.delete(`/suppliers/${id}`), onSuccess: invalidate }),
  };
}

/** The clinic's suppliers: search, 15 a page, create and edit (contact, e-mail, phone, account number, lead time), archive after a question. */
export function SuppliersPage() {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const canManage = clinic?.permissions.includes('inventory.manage') ?? false;
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, AUTOCOMPLETE_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const page = paging.key === search ? paging.page : 1;
  const { list, save, archive } = useSupplierApi(search, page);
  const [editing, setEditing] = useState<TSupplier | null | 'new'>(null);
  const [archiving, setArchiving] = useState<TSupplier | null>(null);

  const doArchive = async () => {
    if (!archiving) return;
    try {
      await archive.mutateAsync(archiving.id);
      toaster.create({ type: 'success', title: t('inventory.suppliers.archived'), closable: true });
      setArchiving(null);
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <Stack gap="4">
      <Flex gap="3" justify="space-between" align="start" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">{t('inventory.suppliers.title')}</Heading>
          <Text color="fg.muted" fontSize="sm">{t('inventory.suppliers.subtitle')}</Text>
        </Box>
        {canManage && <Button colorPalette="brand" onClick={() => setEditing('new')}>{t('inventory.suppliers.new')}</Button>}
      </Flex>
      <Flex role="search">
        <Input maxW={{ md: 'sm' }} type="search" bg="white" aria-label={t('inventory.suppliers.search')} placeholder={t('inventory.suppliers.search')} value={searchInput} onChange={(e) => setSearchInput(e.target.value)} />
      </Flex>
      {list.isPending && <ListSkeleton rows={5} />}
      {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && (list.data.data.length === 0 ? <EmptyState title={t(search ? 'inventory.suppliers.emptyFiltered' : 'inventory.suppliers.empty')} /> : (
        <Box>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('inventory.suppliers.fields.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">{t('inventory.suppliers.fields.email')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">{t('inventory.suppliers.fields.phone')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md" textAlign="end">{t('inventory.suppliers.fields.leadTime')}</Table.ColumnHeader>
                  {canManage && <Table.ColumnHeader textAlign="end"><Text srOnly>{t('inventory.suppliers.actions')}</Text></Table.ColumnHeader>}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.data.map((s) => (
                  <Table.Row key={s.id}>
                    <Table.Cell>
                      <Text fontWeight="500">{s.name}</Text>
                      <Text fontSize="xs" color="fg.muted">{s.account_number ? t('inventory.suppliers.account', { number: s.account_number }) : '—'}</Text>
                    </Table.Cell>
                    <Table.Cell hideBelow="md">{s.email ?? '—'}</Table.Cell>
                    <Table.Cell hideBelow="md">{s.phone ?? '—'}</Table.Cell>
                    <Table.Cell hideBelow="md" textAlign="end">{s.lead_time_days == null ? '—' : t('inventory.suppliers.days', { n: s.lead_time_days })}</Table.Cell>
                    {canManage && (
                      <Table.Cell textAlign="end">
                        <HStack justify="end" gap="1">
                          <Button size="xs" variant="outline" aria-label={t('inventory.suppliers.editNamed', { name: s.name })} onClick={() => setEditing(s)}>{t('inventory.suppliers.edit')}</Button>
                          <Button size="xs" variant="ghost" colorPalette="red" aria-label={t('inventory.suppliers.archiveNamed', { name: s.name })} onClick={() => setArchiving(s)}>{t('inventory.suppliers.archive')}</Button>
                        </HStack>
                      </Table.Cell>
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <PaginationBar meta={list.data.meta} onPage={(p) => setPaging({ key: search, page: p })} />
        </Box>
      ))}
      <SupplierDialog open={editing != null} supplier={editing === 'new' ? null : editing} onClose={() => setEditing(null)} save={save} />
      <ConfirmDialog open={!!archiving} loading={archive.isPending}
        title={t('inventory.suppliers.archiveTitle', { name: archiving?.name ?? '' })} body={t('inventory.suppliers.archiveBody')}
        confirmLabel={t('inventory.suppliers.archive')} onConfirm={() => void doArchive()} onCancel={() => setArchiving(null)} />
    </Stack>
  );
}

type FormIn = z.input<typeof ZSupplierInput>;
type FormOut = z.output<typeof ZSupplierInput>;

function SupplierDialog({ open, supplier, onClose, save }: { open: boolean; supplier: TSupplier | null; onClose: () => void; save: ReturnType<typeof useSupplierApi>['save'] }) {
  const { t } = useTranslation();
  const defaults = useMemo<FormIn>(() => ({
    name: supplier?.name ?? '', email: supplier?.email ?? '', phone: supplier?.phone ?? '', account_number: supplier?.account_number ?? '',
    lead_time_days: supplier?.lead_time_days ?? null,
  }), [supplier]);
  const { register, handleSubmit, formState, reset, setError } = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(ZSupplierInput), defaultValues: defaults });
  useEffect(() => { if (open) reset(defaults); }, [open, defaults, reset]);
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: supplier?.id ?? null, input: values });
      toaster.create({ type: 'success', title: t('inventory.suppliers.saved'), closable: true });
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError)) toastError(err);
    }
  });
  return (
    <FormDialog open={open} onClose={onClose} dirty={formState.isDirty} title={t(supplier ? 'inventory.suppliers.edit' : 'inventory.suppliers.new')} size={{ base: 'full', md: 'md' }} onSubmit={(e) => void submit(e)}
      footer={<Button type="submit" colorPalette="brand" loading={save.isPending}>{t('inventory.form.save')}</Button>}>
      <Stack gap="4">
        <FormField label={t('inventory.suppliers.fields.name')} error={errors.name} required><Input {...register('name')} autoComplete="off" maxLength={160} /></FormField>
        <FormField label={t('inventory.suppliers.fields.email')} error={errors.email}><Input {...register('email')} type="email" autoComplete="off" /></FormField>
        <FormField label={t('inventory.suppliers.fields.phone')} error={errors.phone}><Input {...register('phone')} type="tel" autoComplete="off" maxLength={40} /></FormField>
        <FormField label={t('inventory.suppliers.fields.accountNumber')} error={errors.account_number}><Input {...register('account_number')} autoComplete="off" maxLength={60} /></FormField>
        <FormField label={t('inventory.suppliers.fields.leadTime')} error={errors.lead_time_days}>
          <Input {...register('lead_time_days', { setValueAs: (v: unknown) => (v === '' || v == null ? null : v) })} inputMode="numeric" autoComplete="off" />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
