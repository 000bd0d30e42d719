import { Button, Checkbox, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { ZProductInput, type TProduct } from '@vetclinic/domain';
import { FormDialog } from '../../ui/form-dialog';
import { AahaCodeSelect } from '../external-products/aaha-code-select';
import { FormField } from '../../ui/form-field';
import { applyServerErrors, toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { useMoney, usePreferences } from '../clinic/use-clinic';
import { categoryTree, useCategories, useProductMutations, useSupplierOptions } from './api';
import { MoneyInput } from '../clinic/money-input';

type FormIn = z.input<typeof ZProductInput>;
type FormOut = z.output<typeof ZProductInput>;

const toForm = (p: TProduct | null, defaultVat: number): FormIn => ({
  name: p?.name ?? '', sku: p?.sku ?? '', barcode: p?.barcode ?? '',
  category_id: p?.category_id ?? null, supplier_id: p?.supplier_id ?? null,
  unit: p?.unit ?? '', sub_unit: p?.sub_unit ?? '', sub_units: p?.sub_units ?? 1,
  purchase_price: p?.purchase_price ?? 0, selling_price: p?.selling_price ?? null, vat: p?.vat ?? defaultVat,
  min_stock: p?.min_stock ?? 0, reorder_quantity: p?.reorder_quantity ?? 0, controlled: p?.controlled ?? false, sellable: p?.sellable ?? true,
  aaha_code: (p?.aaha_code ?? '') as FormIn['aaha_code'],
});

/** Create or edit a product: identity, category tree, supplier, units and sub-units, prices, VAT from the clinic's list, AAHA revenue category, stock levels. */
export function ProductFormDialog({ open, product, onClose }: { open: boolean; product: TProduct | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const prefs = usePreferences();
  const vatList = prefs.data?.vat_list ?? [0, 10];
  const currency = prefs.data?.currency ?? '$';
  const { money } = useMoney();
  const categories = useCategories();
  const suppliers = useSupplierOptions();
  const tree = useMemo(() => categoryTree(categories.data ?? []), [categories.data]);
  const { create, update } = useProductMutations();
  const defaultVat = prefs.data?.vat_list[0] ?? 0;
  const defaults = useMemo(() => toForm(product, defaultVat), [product, defaultVat]);
  const { register, handleSubmit, formState, control, reset, setError, watch } = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(ZProductInput), defaultValues: defaults });
  useEffect(() => { if (open) reset(defaults); }, [open, defaults, reset]);
  const errors = formState.errors;
  const [selling, subUnits, subUnit] = watch(['selling_price', 'sub_units', 'sub_unit']);
  const n = Number(subUnits);
  const perSub = typeof selling === 'number' && Number.isInteger(n) && n > 1 ? Math.floor((selling * 2 + n) / (2 * n)) : null;

  const submit = handleSubmit(async (values) => {
    try {
      if (product) {
        await update.mutateAsync({ id: product.id, input: values });
        toaster.create({ type: 'success', title: t('inventory.form.saved'), closable: true });
        onClose();
      } else {
        const res = await create.mutateAsync(values);
        toaster.create({ type: 'success', title: t('inventory.form.created'), closable: true });
        onClose();
        navigate(`/inventory/products/${res.data.id}`);
      }
    } catch (err) {
      if (!applyServerErrors(err, setError)) toastError(err);
    }
  });
  const idSelect = (v: string) => (v === '' ? null : Number(v));

  return (
    <FormDialog open={open} onClose={onClose} dirty={formState.isDirty} title={t(product ? 'inventory.form.edit' : 'inventory.form.new')} size={{ base: 'full', md: 'xl' }} onSubmit={(e) => void submit(e)}
      footer={<Button type="submit" colorPalette="brand" loading={create.isPending || update.isPending}>{t(product ? 'inventory.form.save' : 'inventory.form.create')}</Button>}>
      <Stack gap="4">
        <FormField label={t('inventory.products.fields.name')} error={errors.name} required>
          <Input {...register('name')} autoComplete="off" maxLength={200} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('inventory.products.fields.sku')} error={errors.sku}><Input {...register('sku')} autoComplete="off" maxLength={60} /></FormField>
          <FormField label={t('inventory.products.fields.barcode')} error={errors.barcode}><Input {...register('barcode')} autoComplete="off" maxLength={60} /></FormField>
          <Controller control={control} name="category_id" render={({ field }) => (
            <FormField label={t('inventory.products.fields.category')} error={errors.category_id}>
              <NativeSelect.Root>
                <NativeSelect.Field value={field.value == null ? '' : String(field.value)} onChange={(e) => field.onChange(idSelect(e.target.value))}>
                  <option value="">{t('inventory.form.none')}</option>
                  {tree.map(({ c, depth }) => <option key={c.id} value={c.id}>{`${'\u00a0\u00a0'.repeat(depth)}${c.name}`}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          )} />
          <Controller control={control} name="supplier_id" render={({ field }) => (
            <FormField label={t('inventory.products.fields.supplier')} error={errors.supplier_id}>
              <NativeSelect.Root>
                <NativeSelect.Field value={field.value == null ? '' : String(field.value)} onChange={(e) => field.onChange(idSelect(e.target.value))}>
                  <option value="">{t('inventory.form.none')}</option>
                  {(suppliers.data ?? []).map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          )} />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField label={t('inventory.form.unit')} error={errors.unit} required helper={t('inventory.form.unitHelp')}><Input {...register('unit')} autoComplete="off" maxLength={30} /></FormField>
          <FormField label={t('inventory.form.subUnit')} error={errors.sub_unit} helper={t('inventory.form.subUnitHelp')}><Input {...register('sub_unit')} autoComplete="off" maxLength={30} /></FormField>
          <FormField label={t('inventory.form.subUnits')} error={errors.sub_units} required><Input {...register('sub_units')} inputMode="numeric" autoComplete="off" /></FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Controller control={control} name="purchase_price" render={({ field }) => (
            <FormField label={t('inventory.form.purchasePrice', { currency })} error={errors.purchase_price}>
              <MoneyInput label={t('inventory.form.purchasePrice', { currency })} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
            </FormField>
          )} />
          <Controller control={control} name="selling_price" render={({ field }) => (
            <FormField label={t('inventory.form.sellingPrice', { currency })} error={errors.selling_price}
              helper={perSub != null ? t('inventory.form.perSubUnit', { price: money(perSub), subUnit: subUnit || '—' }) : undefined}>
              <MoneyInput nullable label={t('inventory.form.sellingPrice', { currency })} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
            </FormField>
          )} />
          <Controller control={control} name="vat" render={({ field }) => (
            <FormField label={t('inventory.products.fields.vat')} error={errors.vat} required>
              <NativeSelect.Root>
                <NativeSelect.Field value={String(field.value)} onChange={(e) => field.onChange(Number(e.target.value))}>
                  {vatList.map((v) => <option key={v} value={v}>{`${v} %`}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          )} />
        </SimpleGrid>
        <FormField label={t('externalProducts.aaha.label')} error={errors.aaha_code} helper={t('externalProducts.aaha.helper')}>
          <AahaCodeSelect {...register('aaha_code')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('inventory.form.minStock')} error={errors.min_stock}><Input {...register('min_stock')} inputMode="numeric" autoComplete="off" /></FormField>
          <FormField label={t('inventory.form.reorderQuantity')} error={errors.reorder_quantity}><Input {...register('reorder_quantity')} inputMode="numeric" autoComplete="off" /></FormField>
        </SimpleGrid>
        <HStack gap="6" wrap="wrap">
          {(['sellable', 'controlled'] as const).map((name) => (
            <Controller key={name} control={control} name={name} render={({ field }) => (
              <Checkbox.Root colorPalette="brand" checked={!!field.value} onCheckedChange={(e) => field.onChange(!!e.checked)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t(`inventory.form.${name}`)}</Checkbox.Label>
              </Checkbox.Root>
            )} />
          ))}
        </HStack>
        <Text fontSize="xs" color="fg.muted">{t('inventory.form.quantityHelp')}</Text>
      </Stack>
    </FormDialog>
  );
}
