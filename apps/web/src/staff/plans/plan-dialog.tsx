import { Box, Button, Flex, Input, NativeSelect, SimpleGrid, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Controller, useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_DEBOUNCE_MS, PLAN_PERIODICITIES, ZPlanInput, moneyToText, parseMoneyText, type TPlan, type TPlanInputParsed } from '@vetclinic/domain';
import { applyServerErrors, toastError } from '../../ui/errors';
import { FormDialog } from '../../ui/form-dialog';
import { FormField } from '../../ui/form-field';
import { toaster } from '../../ui/toaster';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useSpecies } from '../clients/api';
import { MoneyTextInput } from '../clinic/money-input';
import { useMoney } from '../clinic/use-clinic';
import { useCatalogueSearch, type CatalogueHit } from '../estimates/api';
import { usePlanMutations } from './api';

/** The form as typed: amounts and numbers stay text until the resolver reads them, so nothing half-typed is rounded away. */
interface FormValues {
  name: string;
  description: string;
  species_id: string;
  min_age_months: string;
  max_age_months: string;
  periodicity: string;
  price: string;
  discount_percent: string;
  min_term_periods: string;
  items: { service_id: number | null; product_id: number | null; name: string; quantity: string }[];
}

const numOrNull = (s: string) => (s.trim() === '' ? null : Number(s.replace(',', '.')));

function toForm(plan: TPlan | null, currency: string): FormValues {
  return {
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    species_id: plan?.species_id ? String(plan.species_id) : '',
    min_age_months: plan?.min_age_months != null ? String(plan.min_age_months) : '',
    max_age_months: plan?.max_age_months != null ? String(plan.max_age_months) : '',
    periodicity: String(plan?.periodicity ?? 1),
    price: plan ? moneyToText(plan.price, currency) : '',
    discount_percent: plan ? String(plan.discount_percent) : '0',
    min_term_periods: String(plan?.min_term_periods ?? 1),
    items: plan?.items.map((i) => ({ service_id: i.service_id, product_id: i.product_id, name: i.name, quantity: String(i.quantity) })) ?? [],
  };
}

/** The shared schema checks what the form sends, so the dialog and the API give the same messages. */
function planResolver(currency: string): Resolver<FormValues, unknown, TPlanInputParsed> {
  const zod = zodResolver(ZPlanInput);
  return (values, context, options) => zod({
    name: values.name,
    description: values.description,
    species_id: values.species_id ? Number(values.species_id) : null,
    min_age_months: numOrNull(values.min_age_months),
    max_age_months: numOrNull(values.max_age_months),
    periodicity: Number(values.periodicity),
    price: (() => { const r = parseMoneyText(values.price, currency); return r.ok ? (r.value ?? undefined) : Number.NaN; })(),
    discount_percent: numOrNull(values.discount_percent) ?? 0,
    min_term_periods: numOrNull(values.min_term_periods) ?? 1,
    items: values.items.map((i) => ({ service_id: i.service_id, product_id: i.product_id, quantity: numOrNull(i.quantity) ?? Number.NaN })),
  } as never, context, options as never) as never;
}

/** Create or edit a wellness plan: its terms, and what it includes each period, picked from the catalogue by keyboard. */
export function PlanDialog({ open, plan, onClose }: { open: boolean; plan: TPlan | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { create, update } = usePlanMutations();
  const { money, currency } = useMoney();
  const species = useSpecies();
  const defaults = useMemo(() => toForm(plan, currency), [plan, currency]);
  const resolver = useMemo(() => planResolver(currency), [currency]);
  const { register, handleSubmit, formState, reset, setError, control } = useForm<FormValues, unknown, TPlanInputParsed>({ resolver, defaultValues: defaults });
  const items = useFieldArray({ control, name: 'items' });
  useEffect(() => {
    if (open) reset(defaults);
  }, [open, defaults, reset]);
  const errors = formState.errors as Record<string, { message?: string } | undefined> & { items?: Record<number, Record<string, { message?: string }>> };

  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, AUTOCOMPLETE_DEBOUNCE_MS);
  const found = useCatalogueSearch(search);
  const [active, setActive] = useState(0);
  const qtyRefs = useRef<(HTMLInputElement | null)[]>([]);
  const searchRef = useRef<HTMLInputElement | null>(null);
  // Only hits for what the box holds now: in the debounce window after an add, the last search's hits would take the Enter.
  const current = search.trim() !== '' && search === searchInput;
  const hits = current ? (found.data ?? []) : [];
  const add = (hit: CatalogueHit) => {
    const existing = items.fields.findIndex((f) => (hit.kind === 'service' ? f.service_id === hit.id : f.product_id === hit.id));
    if (existing >= 0) {
      qtyRefs.current[existing]?.focus();
    } else {
      items.append({ service_id: hit.kind === 'service' ? hit.id : null, product_id: hit.kind === 'product' ? hit.id : null, name: hit.name, quantity: '1' });
      setTimeout(() => qtyRefs.current[items.fields.length]?.focus(), 0);
    }
    setSearchInput('');
    setActive(0);
  };
  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') { e.preventDefault(); setActive((a) => Math.min(a + 1, Math.max(0, hits.length - 1))); }
    else if (e.key === 'ArrowUp') { e.preventDefault(); setActive((a) => Math.max(0, a - 1)); }
    else if (e.key === 'Enter') { e.preventDefault(); if (hits[active]) add(hits[active]); }
    else if (e.key === 'Escape' && searchInput) { e.stopPropagation(); setSearchInput(''); }
  };

  const submit = handleSubmit(async (values) => {
    try {
      if (plan) await update.mutateAsync({ id: plan.id, input: values });
      else await create.mutateAsync(values);
      toaster.create({ type: 'success', title: t(plan ? 'plans.saved' : 'plans.created'), closable: true });
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError as never)) toastError(err);
    }
  });
  const itemError = (i: number) => {
    const e = errors.items?.[i];
    const direct = (formState.errors as Record<string, { message?: string }>)[`items.${i}.service_id`] ?? (formState.errors as Record<string, { message?: string }>)[`items.${i}.product_id`];
    return e?.quantity?.message ?? e?.service_id?.message ?? e?.product_id?.message ?? direct?.message;
  };

  return (
    <FormDialog open={open} onClose={onClose} dirty={formState.isDirty} title={t(plan ? 'plans.edit' : 'plans.new')} size={{ base: 'full', md: 'xl' }}
      onSubmit={(e) => void submit(e)}
      footer={<Button type="submit" colorPalette="brand" loading={create.isPending || update.isPending}>{t(plan ? 'plans.save' : 'plans.create')}</Button>}>
      <Stack gap="4">
        {plan && <Text fontSize="sm" color="fg.muted">{t('plans.editNote')}</Text>}
        <FormField label={t('plans.fields.name')} error={errors.name} required>
          <Input {...register('name')} autoComplete="off" maxLength={120} />
        </FormField>
        <FormField label={t('plans.fields.description')} error={errors.description}>
          <Textarea {...register('description')} rows={2} maxLength={2000} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <FormField label={t('plans.fields.periodicity')} error={errors.periodicity} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('periodicity')}>
                {PLAN_PERIODICITIES.map((p) => <option key={p} value={p}>{t(`plans.periodicity.${p}`)}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('plans.fields.price')} error={errors.price} required>
            <Controller control={control} name="price" render={({ field }) => (
              <MoneyTextInput label={t('plans.fields.price')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
            )} />
          </FormField>
          <FormField label={t('plans.fields.minTerm')} error={errors.min_term_periods} helper={t('plans.fields.minTermHelp')}>
            <Input {...register('min_term_periods')} inputMode="numeric" autoComplete="off" textAlign="end" />
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <FormField label={t('plans.fields.species')} error={errors.species_id}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('species_id')}>
                <option value="">{t('plans.anySpecies')}</option>
                {(species.data ?? []).map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('plans.fields.minAge')} error={errors.min_age_months}>
            <Input {...register('min_age_months')} inputMode="numeric" autoComplete="off" textAlign="end" />
          </FormField>
          <FormField label={t('plans.fields.maxAge')} error={errors.max_age_months}>
            <Input {...register('max_age_months')} inputMode="numeric" autoComplete="off" textAlign="end" />
          </FormField>
        </SimpleGrid>
        <FormField label={t('plans.fields.discount')} error={errors.discount_percent} helper={t('plans.fields.discountHelp')}>
          <Input {...register('discount_percent')} inputMode="decimal" autoComplete="off" maxW="8rem" textAlign="end" />
        </FormField>

        <Stack gap="2">
          <Text fontWeight="600">{t('plans.items.title')}</Text>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={t('plans.items.table')}>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('plans.items.item')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('plans.items.quantity')}</Table.ColumnHeader>
                  <Table.ColumnHeader><Text srOnly>{t('plans.items.actions')}</Text></Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {items.fields.length === 0 && <Table.Row><Table.Cell colSpan={3} color="fg.muted">{t('plans.items.empty')}</Table.Cell></Table.Row>}
                {items.fields.map((f, i) => (
                  <Table.Row key={f.id} data-testid="plan-item">
                    <Table.Cell>
                      {f.name} <Text as="span" color="fg.muted" fontSize="xs">· {t(f.service_id ? 'estimates.lines.kind.service' : 'estimates.lines.kind.product')}</Text>
                      {itemError(i) && <Text fontSize="xs" color="red.600" role="alert">{t(itemError(i)!, { attribute: t('plans.items.quantity') })}</Text>}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {(() => {
                        const q = register(`items.${i}.quantity` as const);
                        return (
                          <Input size="sm" w="5rem" textAlign="end" inputMode="numeric" aria-label={t('plans.items.quantityOf', { item: f.name })}
                            {...q} ref={(el) => { q.ref(el); qtyRefs.current[i] = el; }}
                            onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); searchRef.current?.focus(); } }} />
                        );
                      })()}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Button size="xs" variant="ghost" colorPalette="red" aria-label={t('plans.items.remove', { item: f.name })} onClick={() => items.remove(i)}>✕</Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Box position="relative">
            <Input ref={searchRef} type="search" role="combobox" aria-expanded={hits.length > 0} aria-controls="plan-catalogue-hits" aria-autocomplete="list"
              aria-label={t('plans.items.add')} placeholder={t('plans.items.addPlaceholder')} value={searchInput}
              onChange={(e) => { setSearchInput(e.target.value); setActive(0); }} onKeyDown={onSearchKey} />
            {current && found.data && (
              <Stack id="plan-catalogue-hits" role="listbox" gap="0" borderWidth="1px" borderRadius="md" mt="1" bg="white">
                {hits.length === 0 && <Text p="2" color="fg.muted">{t('estimates.lines.noMatches')}</Text>}
                {hits.map((h, n) => (
                  <Flex key={`${h.kind}${h.id}`} role="option" aria-selected={n === active} px="3" py="2" cursor="pointer" bg={n === active ? 'teal.50' : undefined}
                    justify="space-between" gap="3" onMouseDown={(e) => { e.preventDefault(); add(h); }}>
                    <Text>{h.name} <Text as="span" color="fg.muted" fontSize="xs">· {t(`estimates.lines.kind.${h.kind}`)}</Text></Text>
                    <Text whiteSpace="nowrap">{money(h.price)}</Text>
                  </Flex>
                ))}
              </Stack>
            )}
          </Box>
        </Stack>
      </Stack>
    </FormDialog>
  );
}
