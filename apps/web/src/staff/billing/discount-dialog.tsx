import { Button, Input, NativeSelect, SimpleGrid, Stack, Switch } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DISCOUNT_TYPES, ZDiscountInput, type TDiscount } from '@vetclinic/domain';
import { applyServerErrors, toastError } from '../../ui/errors';
import { FormDialog } from '../../ui/form-dialog';
import { FormField } from '../../ui/form-field';
import { toaster } from '../../ui/toaster';
import { useDiscountMutations } from './discounts-api';

type FormIn = z.input<typeof ZDiscountInput>;
type FormOut = z.output<typeof ZDiscountInput>;

const toForm = (d: TDiscount | null): FormIn => ({ name: d?.name ?? '', type: d?.type ?? 'percent', value: d?.value ?? (undefined as unknown as number), enabled: d?.enabled ?? true });

/** Create or edit a discount: a name, a percentage or an amount in the clinic's currency, and whether the checkout offers it. */
export function DiscountDialog({ open, discount, currency, onClose }: { open: boolean; discount: TDiscount | null; currency: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { create, update } = useDiscountMutations();
  const defaults = useMemo(() => toForm(discount), [discount]);
  const { register, handleSubmit, formState, control, reset, setError, watch } = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(ZDiscountInput), defaultValues: defaults });
  useEffect(() => {
    if (open) reset(defaults);
  }, [open, defaults, reset]);
  const errors = formState.errors;
  const type = watch('type');

  const submit = handleSubmit(async (values) => {
    try {
      if (discount) await update.mutateAsync({ id: discount.id, input: values });
      else await create.mutateAsync(values);
      toaster.create({ type: 'success', title: t(discount ? 'billing.discounts.saved' : 'billing.discounts.created'), closable: true });
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError)) toastError(err);
    }
  });

  return (
    <FormDialog open={open} onClose={onClose} dirty={formState.isDirty} title={t(discount ? 'billing.discounts.edit' : 'billing.discounts.new')} size={{ base: 'full', md: 'md' }}
      onSubmit={(e) => void submit(e)}
      footer={<Button type="submit" colorPalette="brand" loading={create.isPending || update.isPending}>{t(discount ? 'billing.discounts.save' : 'billing.discounts.create')}</Button>}>
      <Stack gap="4">
        <FormField label={t('billing.discounts.fields.name')} error={errors.name} required>
          <Input {...register('name')} autoComplete="off" maxLength={80} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label={t('billing.discounts.fields.type')} error={errors.type} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('type')}>
                {DISCOUNT_TYPES.map((k) => <option key={k} value={k}>{t(`billing.discounts.types.${k}`)}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={`${t('billing.discounts.fields.value')} (${type === 'percent' ? '%' : currency})`} error={errors.value} required>
            <Input {...register('value', { setValueAs: (v: string) => (v === '' ? undefined : Number(String(v).replace(',', '.'))) })} inputMode="decimal" autoComplete="off" />
          </FormField>
        </SimpleGrid>
        <Controller control={control} name="enabled" render={({ field }) => (
          <Switch.Root colorPalette="brand" checked={field.value ?? true} onCheckedChange={(e) => field.onChange(e.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('billing.discounts.fields.enabled')}</Switch.Label>
          </Switch.Root>
        )} />
      </Stack>
    </FormDialog>
  );
}
