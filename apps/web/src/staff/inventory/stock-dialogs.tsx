import { Button, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZStockReceiptInput, ZStockTransferInput, ZStockWriteOffInput, type TStockBatch } from '@vetclinic/domain';
import { FormDialog } from '../../ui/form-dialog';
import { FormField } from '../../ui/form-field';
import { applyServerErrors, toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { useActiveClinic } from '../auth/use-session';
import { useInventoryMutations } from './api';

/** A batch to take stock from (number · expiry · on hand); with `automatic`, a first choice meaning "let FEFO pick". */
function BatchSelect({ field, batches, automatic }: { field: UseFormRegisterReturn; batches: TStockBatch[]; automatic?: string }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>
        {automatic && <option value="">{automatic}</option>}
        {batches.map((b) => <option key={b.id} value={b.id}>{`${b.batch_no || '—'} · ${b.expiration_date ?? '—'} · ${b.on_hand}`}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

type ReceiptIn = z.input<typeof ZStockReceiptInput>;
type ReceiptOut = z.output<typeof ZStockReceiptInput>;

/** Stock received by hand into a batch (batch number, expiry); an expired batch comes back as a 422 on the date. */
export function ReceiveStockDialog({ open, productId, subUnit, onClose }: { open: boolean; productId: number; subUnit: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { receive } = useInventoryMutations();
  const { register, handleSubmit, formState, reset, setError } = useForm<ReceiptIn, unknown, ReceiptOut>({
    resolver: zodResolver(ZStockReceiptInput), defaultValues: { sub_units_changed: '' as unknown as number, batch_no: '', expiration_date: '', note: '' },
  });
  useEffect(() => { if (open) reset(); }, [open, reset]);
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    try {
      await receive.mutateAsync({ id: productId, input: { ...values, expiration_date: values.expiration_date || null } });
      toaster.create({ type: 'success', title: t('inventory.stock.received'), closable: true });
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError)) toastError(err);
    }
  });
  return (
    <FormDialog open={open} onClose={onClose} dirty={formState.isDirty} title={t('inventory.stock.receive')} size={{ base: 'full', md: 'md' }} onSubmit={(e) => void submit(e)}
      footer={<Button type="submit" colorPalette="brand" loading={receive.isPending}>{t('inventory.stock.receive')}</Button>}>
      <Stack gap="4">
        <FormField label={t('inventory.stock.quantity', { unit: subUnit })} error={errors.sub_units_changed} required>
          <Input {...register('sub_units_changed')} inputMode="numeric" autoComplete="off" />
        </FormField>
        <FormField label={t('inventory.stock.batchNo')} error={errors.batch_no}>
          <Input {...register('batch_no')} autoComplete="off" maxLength={60} />
        </FormField>
        <FormField label={t('inventory.stock.expiry')} error={errors.expiration_date}>
          <Input {...register('expiration_date')} type="date" />
        </FormField>
        <FormField label={t('inventory.stock.note')} error={errors.note}>
          <Input {...register('note')} autoComplete="off" maxLength={500} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}

type WriteOffIn = z.input<typeof ZStockWriteOffInput>;
type WriteOffOut = z.output<typeof ZStockWriteOffInput>;

/** Writes a quantity of one batch off with a reason (expired, damaged); more than the batch holds is a 422. */
export function WriteOffDialog({ open, productId, batches, subUnit, onClose }: { open: boolean; productId: number; batches: TStockBatch[]; subUnit: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { writeOff } = useInventoryMutations();
  const { register, handleSubmit, formState, reset, setError } = useForm<WriteOffIn, unknown, WriteOffOut>({
    resolver: zodResolver(ZStockWriteOffInput), defaultValues: { batch_id: batches[0]?.id, sub_units_changed: '' as unknown as number, reason: '' },
  });
  useEffect(() => { if (open) reset({ batch_id: batches[0]?.id, sub_units_changed: '' as unknown as number, reason: '' }); }, [open, reset, batches]);
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    try {
      await writeOff.mutateAsync({ id: productId, input: values });
      toaster.create({ type: 'success', title: t('inventory.stock.writtenOff'), closable: true });
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError)) toastError(err);
    }
  });
  return (
    <FormDialog open={open} onClose={onClose} dirty={formState.isDirty} title={t('inventory.stock.writeOff')} size={{ base: 'full', md: 'md' }} onSubmit={(e) => void submit(e)}
      footer={<Button type="submit" colorPalette="red" loading={writeOff.isPending}>{t('inventory.stock.writeOff')}</Button>}>
      <Stack gap="4">
        <FormField label={t('inventory.stock.batch')} error={errors.batch_id} required>
          <BatchSelect field={register('batch_id')} batches={batches} />
        </FormField>
        <FormField label={t('inventory.stock.quantity', { unit: subUnit })} error={errors.sub_units_changed} required>
          <Input {...register('sub_units_changed')} inputMode="numeric" autoComplete="off" />
        </FormField>
        <FormField label={t('inventory.stock.reason')} error={errors.reason} required>
          <Input {...register('reason')} autoComplete="off" maxLength={500} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}

type TransferIn = z.input<typeof ZStockTransferInput>;
type TransferOut = z.output<typeof ZStockTransferInput>;

/**
 * Sends stock to another clinic of the group where the user may manage stock: a batch, or the first-expiring
 * unexpired ones. The ledger of both clinics shows it; the destination's product of the same SKU receives it
 * (or one is created there, said in the confirmation).
 */
export function TransferStockDialog({ open, productId, batches, subUnit, onClose }: { open: boolean; productId: number; batches: TStockBatch[]; subUnit: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { me, clinic } = useActiveClinic();
  const { transfer } = useInventoryMutations();
  const destinations = (me.data?.clinics ?? []).filter((c) => c.id !== clinic?.id && (c.permissions as string[]).includes('inventory.manage'));
  const usable = batches.filter((b) => !b.is_expired && b.on_hand > 0);
  const blank = { to_clinic_id: destinations[0]?.id, product_id: productId, batch_id: null, sub_units_changed: '' as unknown as number, note: '' };
  const { register, handleSubmit, formState, reset, setError } = useForm<TransferIn, unknown, TransferOut>({
    resolver: zodResolver(ZStockTransferInput), defaultValues: blank,
  });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when the dialog opens, with the options of that moment
  useEffect(() => { if (open) reset(blank); }, [open, reset]);
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    try {
      const { data } = await transfer.mutateAsync(values);
      toaster.create({
        type: 'success', closable: true,
        title: t('inventory.transfer.done', { n: data.sub_units, unit: subUnit, clinic: data.to_clinic.name }),
        description: data.to_product_created ? t('inventory.transfer.productCreated', { clinic: data.to_clinic.name }) : undefined,
      });
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError)) toastError(err);
    }
  });
  const noNull = (v: unknown) => (v === '' ? null : v);
  return (
    <FormDialog open={open} onClose={onClose} dirty={formState.isDirty} title={t('inventory.transfer.title')} size={{ base: 'full', md: 'md' }} onSubmit={(e) => void submit(e)}
      footer={<Button type="submit" colorPalette="brand" loading={transfer.isPending} disabled={destinations.length === 0}>{t('inventory.transfer.submit')}</Button>}>
      <Stack gap="4">
        {destinations.length === 0 ? <Text>{t('inventory.transfer.noClinic')}</Text> : (
          <FormField label={t('inventory.transfer.toClinic')} error={errors.to_clinic_id} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('to_clinic_id')}>
                {destinations.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        )}
        <FormField label={t('inventory.stock.batch')} error={errors.batch_id} helper={t('inventory.transfer.batchHelp')}>
          <BatchSelect field={register('batch_id', { setValueAs: noNull })} batches={usable} automatic={t('inventory.transfer.firstExpiring')} />
        </FormField>
        <FormField label={t('inventory.stock.quantity', { unit: subUnit })} error={errors.sub_units_changed} required>
          <Input {...register('sub_units_changed')} inputMode="numeric" autoComplete="off" />
        </FormField>
        <FormField label={t('inventory.stock.note')} error={errors.note}>
          <Input {...register('note')} autoComplete="off" maxLength={500} />
        </FormField>
        {errors.to_product_id && <Text color="red.700" role="alert">{errors.to_product_id.message}</Text>}
      </Stack>
    </FormDialog>
  );
}
