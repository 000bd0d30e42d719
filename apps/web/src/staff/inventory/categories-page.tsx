import { Box, Button, Flex, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZProductCategoryInput, type TProductCategory, type TProductCategoryInput } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { applyServerErrors, toastError } from '../../ui/errors';
import { FormDialog } from '../../ui/form-dialog';
import { FormField } from '../../ui/form-field';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';
import { categoryTree, inventoryKeys, useCategories } from './api';

/** Product categories as an ordered tree: add, rename or move (parent, position), archive after a question. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const canManage = clinic?.permissions.includes('inventory.manage') ?? false;
  const categories = useCategories();
  const tree = useMemo(() => categoryTree(categories.data ?? []), [categories.data]);
  const qc = useQueryClient();
  const invalidate = () => qc.invalidateQueries({ queryKey: inventoryKeys.all(clinic?.id) });
  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TProductCategoryInput }) => (id ? http.put(`/product-categories/${id}`, input) : http.post('/product-categories', input)),
    onSuccess: invalidate,
  });
  const archive = useMutation({ mutationFn: (id: number) => http.delete(`/product-categories/${id}`), onSuccess: invalidate });
  const [editing, setEditing] = useState<TProductCategory | 'new' | null>(null);
  const [archiving, setArchiving] = useState<TProductCategory | null>(null);

  const doArchive = async () => {
    if (!archiving) return;
    try {
      await archive.mutateAsync(archiving.id);
      toaster.create({ type: 'success', title: t('inventory.categories.archived'), closable: true });
      setArchiving(null);
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <Stack gap="4">
      <Flex gap="3" justify="space-between" align="start" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">{t('inventory.categories.title')}</Heading>
          <Text color="fg.muted" fontSize="sm">{t('inventory.categories.subtitle')}</Text>
        </Box>
        {canManage && <Button colorPalette="brand" onClick={() => setEditing('new')}>{t('inventory.categories.new')}</Button>}
      </Flex>
      {categories.isPending && <ListSkeleton rows={5} />}
      {categories.isError && <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />}
      {categories.data && (tree.length === 0 ? <EmptyState title={t('inventory.categories.empty')} /> : (
        <Stack as="ul" listStyleType="none" gap="0" borderWidth="1px" borderRadius="md" bg="white">
          {tree.map(({ c, depth }) => (
            <Flex as="li" key={c.id} gap="2" align="center" justify="space-between" wrap="wrap" px="3" py="2" pl={`${0.75 + depth * 1.5}rem`} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
              <Text fontWeight={depth === 0 ? '600' : '400'}>{c.name}</Text>
              {canManage && (
                <HStack gap="1">
                  <Button size="xs" variant="outline" aria-label={t('inventory.suppliers.editNamed', { name: c.name })} onClick={() => setEditing(c)}>{t('inventory.suppliers.edit')}</Button>
                  <Button size="xs" variant="ghost" colorPalette="red" aria-label={t('inventory.suppliers.archiveNamed', { name: c.name })} onClick={() => setArchiving(c)}>{t('inventory.suppliers.archive')}</Button>
                </HStack>
              )}
            </Flex>
          ))}
        </Stack>
      ))}
      <CategoryDialog open={editing != null} category={editing === 'new' ? null : editing} all={categories.data ?? []} onClose={() => setEditing(null)} save={save} />
      <ConfirmDialog open={!!archiving} loading={archive.isPending}
        title={t('inventory.categories.archiveTitle', { name: archiving?.name ?? '' })} body={t('inventory.categories.archiveBody')}
        confirmLabel={t('inventory.suppliers.archive')} onConfirm={() => void doArchive()} onCancel={() => setArchiving(null)} />
    </Stack>
  );
}

type FormIn = z.input<typeof ZProductCategoryInput>;
type FormOut = z.output<typeof ZProductCategoryInput>;

function CategoryDialog({ open, category, all, onClose, save }: {
  open: boolean; category: TProductCategory | null; all: TProductCategory[]; onClose: () => void;
  save: { mutateAsync: (v: { id: number | null; input: TProductCategoryInput }) => Promise<unknown>; isPending: boolean };
}) {
  const { t } = useTranslation();
  const defaults = useMemo<FormIn>(() => ({ name: category?.name ?? '', parent_id: category?.parent_id ?? null, position: category?.position ?? 0 }), [category]);
  const { register, handleSubmit, formState, reset, setError, control } = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(ZProductCategoryInput), defaultValues: defaults });
  useEffect(() => { if (open) reset(defaults); }, [open, defaults, reset]);
  const errors = formState.errors;
  const parents = categoryTree(all).filter(({ c }) => c.id !== category?.id);
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: category?.id ?? null, input: values });
      toaster.create({ type: 'success', title: t('inventory.categories.saved'), closable: true });
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError)) toastError(err);
    }
  });
  return (
    <FormDialog open={open} onClose={onClose} dirty={formState.isDirty} title={t(category ? 'inventory.categories.edit' : 'inventory.categories.new')} size={{ base: 'full', md: 'md' }} onSubmit={(e) => void submit(e)}
      footer={<Button type="submit" colorPalette="brand" loading={save.isPending}>{t('inventory.form.save')}</Button>}>
      <Stack gap="4">
        <FormField label={t('inventory.suppliers.fields.name')} error={errors.name} required><Input {...register('name')} autoComplete="off" maxLength={120} /></FormField>
        <Controller control={control} name="parent_id" render={({ field }) => (
          <FormField label={t('inventory.categories.parent')} error={errors.parent_id}>
            <NativeSelect.Root>
              <NativeSelect.Field value={field.value == null ? '' : String(field.value)} onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}>
                <option value="">{t('inventory.categories.topLevel')}</option>
                {parents.map(({ c, depth }) => <option key={c.id} value={c.id}>{`${'\u00a0\u00a0'.repeat(depth)}${c.name}`}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        )} />
        <FormField label={t('inventory.categories.position')} error={errors.position} helper={t('inventory.categories.positionHelp')}>
          <Input {...register('position')} inputMode="numeric" autoComplete="off" />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
