import { Badge, Box, Button, Checkbox, Fieldset, HStack, Heading, Input, NativeSelect, SimpleGrid, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, useForm, type ControllerRenderProps, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SERVICE_DURATION, ZServiceInput, ZVisitTypeInput, hundredthsToMajor, majorToHundredths, type TAdminService, type TAdminVisitType, type TServiceInput,
  type TServiceValues,
} from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { applyServerErrors, toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { useUnsavedGuard } from '../../ui/use-unsaved-guard';
import { MoneyInput } from '../clinic/money-input';
import { usePreferences } from '../clinic/use-clinic';
import { useClinicVets } from '../team/api';
import { FormDialog } from '../../ui/form-dialog';
import { AahaCodeSelect } from '../external-products/aaha-code-select';
import { toServiceBody, toVisitTypeBody, useCatalogueMutations, useCategories, type CategoryKind } from './api';
import { ColorInput, VetCheckboxes, useMajorMoney } from './parts';
import { useDocumentTemplates } from '../documents/api';
import { useTaskTemplates } from '../tasks/api';

type Item = TAdminService | TAdminVisitType;

const blank = (categoryId: number | null): TServiceInput => ({
  name: '', category_id: categoryId ?? '', duration: 30, color: '#2f9c82', description: '', price: 0, deposit_for_online_booking: 0,
  vet_ids: [], is_visible: true, is_notifiable: true, order: 0, aaha_code: '', vat: 0, service_tax: 0, task_template_id: null,
});

/**
 * Create or edit a service (kind "service": with a price and its packages) or a visit type.
 * Labels: Name, Category, Duration (minutes), Colour, Price, Deposit for online booking, Description,
 * Vets, Visible online, Send notifications.
 */
export function ItemDialog({ open, kind, item, defaultCategoryId, onClose }: { open: boolean; kind: CategoryKind; item: Item | null; defaultCategoryId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const isService = kind === 'service';
  const categories = useCategories(kind);
  const vets = useClinicVets();
  const prefs = usePreferences();
  const { saveService, saveVisitType } = useCatalogueMutations();
  const defaults = useMemo<TServiceInput>(() => {
    if (!item) return blank(defaultCategoryId);
    return 'price' in item ? toServiceBody(item) : { ...toVisitTypeBody(item), price: 0 };
  }, [item, defaultCategoryId]);
  const resolver = zodResolver(isService ? ZServiceInput : ZVisitTypeInput) as unknown as Resolver<TServiceInput, unknown, TServiceValues>;
  const { register, handleSubmit, formState, control, reset, setError } = useForm<TServiceInput, unknown, TServiceValues>({ resolver, defaultValues: defaults });
  // Reset when the dialog opens (or shows another item), not when a refetch hands in a fresh copy.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const key = open ? String(item?.id ?? 'new') : null;
    if (key === shown.current) return;
    shown.current = key;
    if (open) reset(defaults);
  }, [open, item?.id, defaults, reset]);
  useUnsavedGuard(open && formState.isDirty);
  const errors = formState.errors;
  const saving = saveService.isPending || saveVisitType.isPending;

  const submit = handleSubmit(async (values) => {
    try {
      if (isService) await saveService.mutateAsync({ id: item?.id, body: values });
      else {
        const { price: _price, ...rest } = values;
        await saveVisitType.mutateAsync({ id: item?.id, body: rest });
      }
      toaster.create({ type: 'success', title: t(isService ? 'services.serviceSaved' : 'services.visitTypeSaved'), closable: true });
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError)) toastError(err);
    }
  });

  const title = t(isService ? (item ? 'services.editService' : 'services.newService') : (item ? 'services.editVisitType' : 'services.newVisitType'));
  const checkbox = (name: 'is_visible' | 'is_notifiable', label: string) => (
    <Controller control={control} name={name} render={({ field }) => (
      <Checkbox.Root colorPalette="brand" checked={!!field.value} onCheckedChange={(e) => field.onChange(!!e.checked)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
    )} />
  );

  return (
    <FormDialog open={open} onClose={onClose} dirty={formState.isDirty} title={title} onSubmit={submit}
      footer={<Button type="submit" colorPalette="brand" loading={saving}>{t('services.save')}</Button>}>
      <Stack gap="4">
        <FormField label={t('services.fields.name')} error={errors.name} required>
          <Input {...register('name')} autoComplete="off" />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('services.fields.category')} error={errors.category_id} required={isService}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('category_id')}>
                <option value="">{t(isService ? 'services.chooseCategory' : 'services.noCategory')}</option>
                {categories.data?.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('services.fields.duration')} error={errors.duration} required>
            <Input type="number" inputMode="numeric" min={SERVICE_DURATION.min} max={SERVICE_DURATION.max} step={SERVICE_DURATION.step} {...register('duration', { valueAsNumber: true })} />
          </FormField>
          <FormField label={t('services.fields.colour')} error={errors.color} required>
            <Controller control={control} name="color" render={({ field }) => (
              <ColorInput value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} invalid={!!errors.color} label={t('services.fields.colour')} />
            )} />
          </FormField>
          {isService && (
            <FormField label={t('services.fields.price')} error={errors.price} required>
              <Controller control={control} name="price" render={({ field }) => <MajorMoneyInput field={field} label={t('services.fields.price')} />} />
            </FormField>
          )}
          <FormField label={t('services.fields.deposit')} error={errors.deposit_for_online_booking} required helper={t('services.depositHelper')}>
            <Controller control={control} name="deposit_for_online_booking" render={({ field }) => <MajorMoneyInput field={field} label={t('services.fields.deposit')} />} />
          </FormField>
          {isService && (
            <>
              <FormField label={t('labels.fields.vat')} error={errors.vat} helper={t('services.vatHelper')}>
                <Controller control={control} name="vat" render={({ field }) => <RateSelect field={field} list={prefs.data?.vat_list ?? [0]} />} />
              </FormField>
              <FormField label={t('labels.fields.service_tax')} error={errors.service_tax}>
                <Controller control={control} name="service_tax" render={({ field }) => <RateSelect field={field} list={prefs.data?.service_tax_list ?? [0]} />} />
              </FormField>
            </>
          )}
        </SimpleGrid>
        {isService && (
          <FormField label={t('externalProducts.aaha.label')} error={errors.aaha_code} helper={t('externalProducts.aaha.helper')}>
            <AahaCodeSelect {...register('aaha_code')} />
          </FormField>
        )}
        {isService && (
          <FormField label={t('services.fields.taskWhenCharged')} error={errors.task_template_id} helper={t('services.taskWhenChargedHelp')}>
            <Controller control={control} name="task_template_id" render={({ field }) => <TaskTemplateSelect field={field} />} />
          </FormField>
        )}
        <FormField label={t('services.fields.description')} error={errors.description}>
          <Textarea rows={3} {...register('description')} />
        </FormField>
        <Controller control={control} name="vet_ids" render={({ field }) => (
          <VetCheckboxes legend={t('services.fields.vets')} error={(errors.vet_ids as { message?: string } | undefined)?.message}
            vets={vets.data ?? []} value={(field.value as number[] | undefined) ?? []} onChange={field.onChange} />
        )} />
        <Controller control={control} name="printable_files" render={({ field }) => (
          <PrintableFilesCheckboxes value={(field.value as number[] | undefined) ?? []} onChange={field.onChange} />
        )} />
        <Stack gap="2">
          {checkbox('is_visible', t('services.fields.visible'))}
          {checkbox('is_notifiable', t('services.fields.notifiable'))}
        </Stack>
        {isService && item && 'service_packages' in item && <PackagesSection service={item} />}
      </Stack>
    </FormDialog>
  );
}

/** The document templates generated for the booked pet when an appointment with this item is confirmed (printable_files). */
function PrintableFilesCheckboxes({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const templates = useDocumentTemplates('', 1, 100);
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm" fontWeight="500" color="fg">{t('services.fields.printableFiles')}</Fieldset.Legend>
      {templates.data?.data.length ? (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
          {templates.data.data.map((tpl) => (
            <Checkbox.Root key={tpl.id} colorPalette="brand" checked={value.includes(tpl.id)} onCheckedChange={(e) => onChange(e.checked ? [...new Set([...value, tpl.id])] : value.filter((id) => id !== tpl.id))}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{tpl.name}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      ) : <Text fontSize="sm" color="fg.muted">{t(templates.isPending ? 'documents.print.loading' : 'services.noDocumentTemplates')}</Text>}
      <Fieldset.HelperText>{t('services.printableFilesHelp')}</Fieldset.HelperText>
    </Fieldset.Root>
  );
}

/** "Task when charged": a task template of the active clinic whose task is created when the service is put on a sale. */
function TaskTemplateSelect({ field }: { field: ControllerRenderProps<TServiceInput, 'task_template_id'> }) {
  const { t } = useTranslation();
  const templates = useTaskTemplates(1, '', 100);
  const current = field.value == null || field.value === '' ? '' : String(field.value);
  return (
    <NativeSelect.Root>
      <NativeSelect.Field name={field.name} value={current} onBlur={field.onBlur} onChange={(e) => field.onChange(e.target.value ? Number(e.target.value) : null)}>
        <option value="">{t('services.noTaskWhenCharged')}</option>
        {templates.data?.data.map((tpl) => <option key={tpl.id} value={tpl.id}>{tpl.name}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The packages the service is sold in; disabling one removes it from online booking at once. */
function PackagesSection({ service }: { service: TAdminService }) {
  const { t } = useTranslation();
  const money = useMajorMoney();
  const { setPackage } = useCatalogueMutations();
  return (
    <Box borderTopWidth="1px" pt="3">
      <Heading as="h3" size="sm" mb="2">{t('services.packages')}</Heading>
      <Stack gap="2">
        {service.service_packages.map((p) => (
          <HStack key={p.id} justify="space-between" gap="3" flexWrap="wrap">
            <Box>
              <Text fontWeight="500">{p.name}</Text>
              <Text fontSize="sm" color="fg.muted">{money(p.price)}</Text>
            </Box>
            <HStack>
              {!p.is_enabled && <Badge colorPalette="gray">{t('services.packageDisabled')}</Badge>}
              <Switch.Root colorPalette="brand" checked={p.is_enabled} disabled={setPackage.isPending}
                onCheckedChange={(e) => setPackage.mutate({ id: p.id, enabled: e.checked }, {
                  onSuccess: () => toaster.create({ type: 'success', title: t(e.checked ? 'services.packageEnabled' : 'services.packageDisabledToast', { name: p.name }), closable: true }),
                  onError: (err) => toastError(err),
                })}>
                <Switch.HiddenInput aria-label={t('services.packageEnabledLabel', { name: p.name })} />
                <Switch.Control />
                <Switch.Label>{t('services.enabled')}</Switch.Label>
              </Switch.Root>
            </HStack>
          </HStack>
        ))}
      </Stack>
      <Text fontSize="xs" color="fg.muted" mt="2">{t('services.packagesHelp')}</Text>
    </Box>
  );
}

/** A price the services API carries in major units (120.5), typed in the clinic's currency digits (whole won). */
function MajorMoneyInput({ field, label }: { field: ControllerRenderProps<TServiceInput, 'price' | 'deposit_for_online_booking'>; label: string }) {
  const major = typeof field.value === 'number' ? field.value : Number.NaN;
  return (
    <MoneyInput label={label} value={Number.isFinite(major) ? majorToHundredths(major) : major} onBlur={field.onBlur}
      onChange={(h) => field.onChange(h === null ? 0 : Number.isNaN(h) ? Number.NaN : hundredthsToMajor(h))} />
  );
}

/** One of the clinic's tax rates; a stored rate no longer in the list stays shown so the change is deliberate. */
function RateSelect({ field, list }: { field: ControllerRenderProps<TServiceInput, 'vat' | 'service_tax'>; list: number[] }) {
  const current = typeof field.value === 'number' ? field.value : 0;
  const rates = list.includes(current) ? list : [current, ...list];
  return (
    <NativeSelect.Root>
      <NativeSelect.Field name={field.name} value={String(current)} onBlur={field.onBlur} onChange={(e) => field.onChange(Number(e.target.value))}>
        {rates.map((r) => <option key={r} value={r}>{`${r} %`}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
