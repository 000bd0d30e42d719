import { Button, Checkbox, Grid, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_DURATION, ZVisitTypeBulkInput, type TVisitTypeBulkInput } from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { FormDialog } from '../../ui/form-dialog';
import { useCatalogueMutations, useCategories } from './api';

type Field = 'is_visible' | 'category_id' | 'duration' | 'deposit_for_online_booking';
interface State { on: Record<Field, boolean>; is_visible: string; category_id: string; duration: string; deposit_for_online_booking: string }

const initial: State = { on: { is_visible: false, category_id: false, duration: false, deposit_for_online_booking: false }, is_visible: '1', category_id: '', duration: '30', deposit_for_online_booking: '0' };

/** Applies the ticked changes to every selected visit type at once. */
export function BulkEditDialog({ open, ids, onClose, onDone }: { open: boolean; ids: number[]; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const categories = useCategories('visit_type');
  const { bulk } = useCatalogueMutations();
  const [state, setState] = useState<State>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (open) {
      setState(initial);
      setErrors({});
    }
  }, [open]);
  const dirty = Object.values(state.on).some(Boolean);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const changes: Record<string, unknown> = {};
    if (state.on.is_visible) changes.is_visible = state.is_visible === '1';
    if (state.on.category_id) changes.category_id = state.category_id ? Number(state.category_id) : null;
    if (state.on.duration) changes.duration = state.duration === '' ? NaN : Number(state.duration);
    if (state.on.deposit_for_online_booking) changes.deposit_for_online_booking = state.deposit_for_online_booking === '' ? NaN : Number(state.deposit_for_online_booking);
    const parsed = ZVisitTypeBulkInput.safeParse({ ids, changes });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[i.path.length - 1] ?? 'changes'), i.message])));
      return;
    }
    bulk.mutate(parsed.data as TVisitTypeBulkInput, {
      onSuccess: (rows) => {
        toaster.create({ type: 'success', title: t('services.bulk.done', { count: rows.length }), closable: true });
        onDone();
        onClose();
      },
      onError: (err) => toastError(err),
    });
  };

  const row = (field: Field, label: string, control: ReactNode) => (
    <Grid templateColumns={{ base: '1fr', sm: '14rem 1fr' }} gap="2" alignItems="center">
      <Checkbox.Root colorPalette="brand" checked={state.on[field]} onCheckedChange={(e) => setState((s) => ({ ...s, on: { ...s.on, [field]: !!e.checked } }))}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('services.bulk.change', { field: label })}</Checkbox.Label>
      </Checkbox.Root>
      <FormField label={label} error={errors[field] ? { message: errors[field] } : undefined}>{control}</FormField>
    </Grid>
  );

  return (
    <FormDialog open={open} onClose={onClose} dirty={dirty} title={t('services.bulk.title', { count: ids.length })} onSubmit={submit}
      footer={<Button type="submit" colorPalette="brand" loading={bulk.isPending}>{t('services.bulk.apply')}</Button>}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">{t('services.bulk.help')}</Text>
        {row('is_visible', t('services.fields.visible'), (
          <NativeSelect.Root disabled={!state.on.is_visible}>
            <NativeSelect.Field value={state.is_visible} onChange={(e) => setState((s) => ({ ...s, is_visible: e.target.value }))}>
              <option value="1">{t('services.bulk.visibleYes')}</option>
              <option value="0">{t('services.bulk.visibleNo')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ))}
        {row('category_id', t('services.fields.category'), (
          <NativeSelect.Root disabled={!state.on.category_id}>
            <NativeSelect.Field value={state.category_id} onChange={(e) => setState((s) => ({ ...s, category_id: e.target.value }))}>
              <option value="">{t('services.noCategory')}</option>
              {categories.data?.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ))}
        {row('duration', t('services.fields.duration'), (
          <Input type="number" inputMode="numeric" min={SERVICE_DURATION.min} max={SERVICE_DURATION.max} step={SERVICE_DURATION.step} disabled={!state.on.duration}
            value={state.duration} onChange={(e) => setState((s) => ({ ...s, duration: e.target.value }))} />
        ))}
        {row('deposit_for_online_booking', t('services.fields.deposit'), (
          <Input type="number" inputMode="decimal" min={0} step="0.01" disabled={!state.on.deposit_for_online_booking}
            value={state.deposit_for_online_booking} onChange={(e) => setState((s) => ({ ...s, deposit_for_online_booking: e.target.value }))} />
        ))}
        {errors.changes && <Text color="fg.error" fontSize="sm" role="alert">{t(errors.changes)}</Text>}
      </Stack>
    </FormDialog>
  );
}
