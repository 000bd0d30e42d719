import { Badge, Box, Button, Checkbox, Flex, Heading, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZProductSupplierInput, type TProduct, type TProductSupplier } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormDialog } from '../../ui/form-dialog';
import { FormField } from '../../ui/form-field';
import { HttpError } from '../../ui/http';
import { toastError } from '../../ui/errors';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useMoney, usePreferences } from '../clinic/use-clinic';
import { useProductSuppliers, useSaveProductSuppliers, useSupplierOptions } from './api';
import { MoneyInput } from '../clinic/money-input';

type LinkIn = z.input<typeof ZProductSupplierInput>;
type LinkOut = z.output<typeof ZProductSupplierInput>;

const asInput = (l: TProductSupplier): LinkOut => ({ supplier_id: l.supplier_id, supplier_code: l.supplier_code, price: l.price, is_default: l.is_default });

/** Who supplies the product, under which code and at what price; one of them preferred (the product's supplier). */
export function ProductSuppliersSection({ product, canManage }: { product: TProduct; canManage: boolean }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const links = useProductSuppliers(product.id);
  const save = useSaveProductSuppliers(product.id);
  const [editing, setEditing] = useState<TProductSupplier | 'new' | null>(null);
  const [removing, setRemoving] = useState<TProductSupplier | null>(null);
  const rows = links.data ?? [];

  const remove = async (link: TProductSupplier) => {
    try {
      await save.mutateAsync({ suppliers: rows.filter((r) => r.supplier_id !== link.supplier_id).map(asInput) });
      toaster.create({ type: 'success', title: t('inventory.productSuppliers.removed', { name: link.supplier_name }), closable: true });
      setRemoving(null);
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <Box as="section" aria-labelledby="product-suppliers-h">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap" mb="2">
        <Heading as="h2" id="product-suppliers-h" size="lg">{t('inventory.productSuppliers.title')}</Heading>
        {canManage && !product.archived && <Button size="sm" variant="outline" onClick={() => setEditing('new')}>{t('inventory.productSuppliers.add')}</Button>}
      </Flex>
      {links.isPending && <ListSkeleton rows={2} />}
      {links.isError && <ErrorState error={links.error} onRetry={() => void links.refetch()} />}
      {links.data && (rows.length === 0 ? <EmptyState title={t('inventory.productSuppliers.empty')} /> : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white" position="relative">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('inventory.productSuppliers.supplier')}</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">{t('inventory.productSuppliers.code')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('inventory.productSuppliers.price')}</Table.ColumnHeader>
                {canManage && <Table.ColumnHeader textAlign="end" hideBelow="md"><Text as="span" srOnly>{t('inventory.productSuppliers.actions')}</Text></Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((l) => (
                <Table.Row key={l.supplier_id} data-testid="product-supplier-row">
                  <Table.Cell>
                    <HStack gap="2" wrap="wrap">
                      <Text fontWeight="500">{l.supplier_name}</Text>
                      {l.is_default && <Badge colorPalette="teal">{t('inventory.productSuppliers.preferred')}</Badge>}
                    </HStack>
                    {l.supplier_code && <Text fontSize="xs" color="fg.muted" hideFrom="md">{l.supplier_code}</Text>}
                    {/* On a phone the actions sit under the name: a fourth column would not fit. */}
                    {canManage && (
                      <HStack gap="1" hideFrom="md" ms="-2">
                        <Button size="xs" variant="ghost" onClick={() => setEditing(l)} aria-label={t('inventory.productSuppliers.editOf', { name: l.supplier_name })}>{t('inventory.productSuppliers.edit')}</Button>
                        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setRemoving(l)} aria-label={t('inventory.productSuppliers.removeOf', { name: l.supplier_name })}>{t('inventory.productSuppliers.remove')}</Button>
                      </HStack>
                    )}
                  </Table.Cell>
                  <Table.Cell hideBelow="md">{l.supplier_code ?? '—'}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">{l.price == null ? '—' : money(l.price)}</Table.Cell>
                  {canManage && (
                    <Table.Cell textAlign="end" hideBelow="md">
                      <HStack gap="1" justify="end">
                        <Button size="xs" variant="ghost" onClick={() => setEditing(l)} aria-label={t('inventory.productSuppliers.editOf', { name: l.supplier_name })}>{t('inventory.productSuppliers.edit')}</Button>
                        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setRemoving(l)} aria-label={t('inventory.productSuppliers.removeOf', { name: l.supplier_name })}>{t('inventory.productSuppliers.remove')}</Button>
                      </HStack>
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ))}
      <LinkDialog open={editing !== null} link={editing === 'new' ? null : editing} links={rows} productId={product.id} onClose={() => setEditing(null)} />
      <ConfirmDialog open={removing !== null} loading={save.isPending}
        title={t('inventory.productSuppliers.removeTitle', { name: removing?.supplier_name ?? '' })}
        body={t(removing?.is_default ? 'inventory.productSuppliers.removePreferredBody' : 'inventory.productSuppliers.removeBody')}
        confirmLabel={t('inventory.productSuppliers.remove')}
        onConfirm={() => removing && void remove(removing)} onCancel={() => setRemoving(null)} />
    </Box>
  );
}

/** Add a supplier to the product or edit one link; saving replaces the whole set, so the preferred flag moves atomically. */
function LinkDialog({ open, link, links, productId, onClose }: { open: boolean; link: TProductSupplier | null; links: TProductSupplier[]; productId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const prefs = usePreferences();
  const currency = prefs.data?.currency ?? '$';
  const suppliers = useSupplierOptions();
  const save = useSaveProductSuppliers(productId);
  const taken = new Set(links.map((l) => l.supplier_id));
  const choices = (suppliers.data ?? []).filter((s) => !s.archived && !taken.has(s.id));
  const defaults = useMemo<LinkIn>(() => (link
    ? { supplier_id: link.supplier_id, supplier_code: link.supplier_code ?? '', price: link.price, is_default: link.is_default }
    : { supplier_id: '' as unknown as number, supplier_code: '', price: null, is_default: links.length === 0 }), [link, links.length]);
  const { register, handleSubmit, formState, control, reset, setError } = useForm<LinkIn, unknown, LinkOut>({ resolver: zodResolver(ZProductSupplierInput), defaultValues: defaults });
  useEffect(() => { if (open) reset(defaults); }, [open, defaults, reset]);
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    const others = links.filter((l) => l.supplier_id !== (link?.supplier_id ?? values.supplier_id)).map(asInput)
      .map((o) => (values.is_default ? { ...o, is_default: false } : o));
    const next = link ? links.map((l) => (l.supplier_id === link.supplier_id ? values : others.find((o) => o.supplier_id === l.supplier_id)!)) : [...others, values];
    try {
      await save.mutateAsync({ suppliers: next });
      toaster.create({ type: 'success', title: t(link ? 'inventory.productSuppliers.saved' : 'inventory.productSuppliers.added'), closable: true });
      onClose();
    } catch (err) {
      // The server names fields of the whole set (suppliers.3.price): put those of this link on the form.
      const index = next.indexOf(values);
      if (err instanceof HttpError && err.status === 422 && err.body?.errors) {
        const own = Object.entries(err.body.errors as Record<string, string[]>).filter(([k]) => k.startsWith(`suppliers.${index}.`));
        own.forEach(([k, m]) => setError(k.slice(`suppliers.${index}.`.length) as Path<LinkIn>, { type: 'server', message: m[0] }));
        if (own.length) return;
      }
      toastError(err);
    }
  });

  return (
    <FormDialog open={open} onClose={onClose} dirty={formState.isDirty} size={{ base: 'full', md: 'md' }}
      title={link ? t('inventory.productSuppliers.editTitle', { name: link.supplier_name }) : t('inventory.productSuppliers.addTitle')} onSubmit={(e) => void submit(e)}
      footer={<Button type="submit" colorPalette="brand" loading={save.isPending}>{t(link ? 'inventory.productSuppliers.save' : 'inventory.productSuppliers.add')}</Button>}>
      <Stack gap="4">
        {!link && (
          <FormField label={t('inventory.productSuppliers.supplier')} error={errors.supplier_id} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('supplier_id')}>
                <option value="">{t('inventory.productSuppliers.choose')}</option>
                {choices.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        )}
        {!link && suppliers.data && choices.length === 0 && <Text fontSize="sm" color="fg.muted">{t('inventory.productSuppliers.noMoreSuppliers')}</Text>}
        <FormField label={t('inventory.productSuppliers.code')} error={errors.supplier_code}>
          <Input {...register('supplier_code')} autoComplete="off" maxLength={60} />
        </FormField>
        <Controller control={control} name="price" render={({ field }) => (
          <FormField label={t('inventory.productSuppliers.priceIn', { currency })} error={errors.price} helper={t('inventory.productSuppliers.priceHelp')}>
            <MoneyInput nullable label={t('inventory.productSuppliers.priceIn', { currency })} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          </FormField>
        )} />
        <Controller control={control} name="is_default" render={({ field }) => (
          <Checkbox.Root colorPalette="brand" checked={!!field.value} onCheckedChange={(e) => field.onChange(!!e.checked)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('inventory.productSuppliers.makePreferred')}</Checkbox.Label>
          </Checkbox.Root>
        )} />
      </Stack>
    </FormDialog>
  );
}
