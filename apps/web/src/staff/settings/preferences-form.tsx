import { Button, Card, Checkbox, HStack, Heading, Input, NativeSelect, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CLINIC_DATE_FORMATS, CLINIC_TIME_FORMATS, ZPreferences, formatInZone, formatMoney, type TPreferences } from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { applyServerErrors, toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { useUnsavedGuard } from '../../ui/use-unsaved-guard';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';
import { usePreferences } from '../clinic/use-clinic';
import { NumberListInput } from './number-list-input';

export function PreferencesForm() {
  const prefs = usePreferences();
  if (prefs.isPending) return <ListSkeleton rows={6} />;
  if (prefs.isError) return <ErrorState error={prefs.error} onRetry={() => void prefs.refetch()} />;
  return <PreferencesEditor initial={prefs.data} />;
}

function PreferencesEditor({ initial }: { initial: TPreferences }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  const canEdit = clinic?.permissions.includes('clinic.settings.edit') ?? false;
  const form = useForm<TPreferences>({ resolver: zodResolver(ZPreferences), defaultValues: initial });
  const { register, handleSubmit, formState, control, reset, watch, setError } = form;
  // A background refetch must never wipe what the user is typing: take new server values only
  // while the form is untouched.
  const dirty = formState.isDirty;
  useEffect(() => {
    if (!dirty) reset(initial);
  }, [initial, reset]); // eslint-disable-line react-hooks/exhaustive-deps
  useUnsavedGuard(formState.isDirty);

  const save = useMutation({
    mutationFn: (values: TPreferences) => http.put<{ data: TPreferences }>(`/clinics/${clinic!.id}/preferences`, values).then((r) => r.data),
    onSuccess: (data) => {
      qc.setQueryData(['clinic', clinic?.id, 'preferences'], data);
      reset(data);
      toaster.create({ type: 'success', title: t('staff.settings.saved'), closable: true });
    },
    onError: (err) => {
      if (!applyServerErrors(err, setError)) toastError(err);
    },
  });

  const dateFormat = watch('date_format');
  const timeFormat = watch('time_format');
  const preview = formatInZone(new Date(), clinic?.timezone ?? 'UTC', { dateFormat, timeFormat });
  // The currency decides the digits too (₩ and ¥ none, € two): show what an amount will look like.
  const currency = watch('currency');
  const moneyPreview = currency?.trim() ? formatMoney(123456700, currency.trim(), watch('currency_first')) : '';

  return (
    <Card.Root>
      <Card.Body>
        <chakra.form display="flex" flexDirection="column" gap="5" noValidate onSubmit={handleSubmit((v) => save.mutate(v))}>
          <fieldset disabled={!canEdit}>
            <Stack gap="5">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField label={t('labels.fields.date_format')} error={formState.errors.date_format} required>
                  <NativeSelect.Root>
                    <NativeSelect.Field {...register('date_format')}>
                      {CLINIC_DATE_FORMATS.map((f) => <option key={f} value={f}>{f}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                <FormField label={t('labels.fields.time_format')} error={formState.errors.time_format} required>
                  <NativeSelect.Root>
                    <NativeSelect.Field {...register('time_format')}>
                      {CLINIC_TIME_FORMATS.map((f) => <option key={f} value={f}>{f}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              </SimpleGrid>
              <Text fontSize="sm" color="fg.muted" data-testid="format-preview">{t('staff.settings.preview', { value: preview })}</Text>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField label={t('labels.fields.currency')} error={formState.errors.currency} required
                  helper={moneyPreview ? t('staff.settings.currencyPreview', { value: moneyPreview }) : undefined}>
                  <Input {...register('currency')} maxLength={8} />
                </FormField>
                <FormField label={t('labels.fields.currency_first')} error={formState.errors.currency_first}>
                  <Controller control={control} name="currency_first" render={({ field }) => (
                    <NativeSelect.Root>
                      <NativeSelect.Field value={String(field.value)} onChange={(e) => field.onChange(Number(e.target.value) as 0 | 1)}>
                        <option value="0">{t('staff.settings.currencyAfter')}</option>
                        <option value="1">{t('staff.settings.currencyBefore')}</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  )} />
                </FormField>
                <FormField label={t('labels.fields.vat_list')} error={formState.errors.vat_list as never} helper={t('staff.settings.listHelper')}>
                  <Controller control={control} name="vat_list" render={({ field }) => <NumberListInput value={field.value} onChange={field.onChange} />} />
                </FormField>
                <FormField label={t('labels.fields.service_tax_list')} error={formState.errors.service_tax_list as never} helper={t('staff.settings.listHelper')}>
                  <Controller control={control} name="service_tax_list" render={({ field }) => <NumberListInput value={field.value} onChange={field.onChange} />} />
                </FormField>
                <FormField label={t('staff.settings.taxApplyOrder')} error={formState.errors.tax_apply_order}>
                  <Controller control={control} name="tax_apply_order" render={({ field }) => (
                    <NativeSelect.Root>
                      <NativeSelect.Field value={field.value ?? ''} onChange={(e) => field.onChange(e.target.value || null)}>
                        <option value="">{t('staff.settings.taxOrderDefault')}</option>
                        <option value="discount_before_tax">{t('staff.settings.discountBeforeTax')}</option>
                        <option value="discount_after_tax">{t('staff.settings.discountAfterTax')}</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  )} />
                </FormField>
              </SimpleGrid>
              <Stack gap="3">
                <Controller control={control} name="prices_include_tax" render={({ field }) => (
                  <Stack gap="1">
                    <Checkbox.Root colorPalette="brand" checked={field.value} onCheckedChange={(e) => field.onChange(!!e.checked)}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{t('staff.settings.pricesIncludeTax')}</Checkbox.Label>
                    </Checkbox.Root>
                    <Text fontSize="sm" color="fg.muted" ps="7">{t('staff.settings.pricesIncludeTaxHelp')}</Text>
                  </Stack>
                )} />
                <Controller control={control} name="discount_reason_required" render={({ field }) => (
                  <Checkbox.Root colorPalette="brand" checked={field.value} onCheckedChange={(e) => field.onChange(!!e.checked)}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t('staff.settings.discountReasonRequired')}</Checkbox.Label>
                  </Checkbox.Root>
                )} />
                <Controller control={control} name="show_record_bundle_items" render={({ field }) => (
                  <Checkbox.Root colorPalette="brand" checked={field.value} onCheckedChange={(e) => field.onChange(!!e.checked)}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t('staff.settings.showBundleItems')}</Checkbox.Label>
                  </Checkbox.Root>
                )} />
              </Stack>
              <Stack as="section" gap="3" aria-labelledby="prefs-inventory-h">
                <Heading as="h2" size="sm" id="prefs-inventory-h">{t('staff.settings.inventoryTitle')}</Heading>
                <Controller control={control} name="allow_negative_stock" render={({ field }) => (
                  <Stack gap="1">
                    <Checkbox.Root colorPalette="brand" checked={field.value} onCheckedChange={(e) => field.onChange(!!e.checked)}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{t('staff.settings.allowNegativeStock')}</Checkbox.Label>
                    </Checkbox.Root>
                    <Text fontSize="sm" color="fg.muted" ps="7">{t('staff.settings.allowNegativeStockHelp')}</Text>
                  </Stack>
                )} />
                <FormField label={t('staff.settings.expiringWithinDays')} error={formState.errors.expiring_within_days} helper={t('staff.settings.expiringWithinDaysHelp')} required>
                  <Input type="number" inputMode="numeric" min={1} max={365} maxW="10rem" {...register('expiring_within_days', { valueAsNumber: true })} />
                </FormField>
              </Stack>
            </Stack>
          </fieldset>
          {canEdit ? (
            <HStack justify="end">
              <Button variant="ghost" disabled={!formState.isDirty} onClick={() => reset(initial)}>{t('labels.discard')}</Button>
              <Button type="submit" colorPalette="brand" loading={save.isPending} disabled={!formState.isDirty}>{t('labels.save')}</Button>
            </HStack>
          ) : (
            <Text fontSize="sm" color="fg.muted">{t('clientForm.not_editable')}</Text>
          )}
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}
