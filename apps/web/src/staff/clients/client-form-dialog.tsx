import { Button, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { LANGUAGES, LANGUAGE_NAMES, LEAD_SOURCES, ZClientInput, type TClient, type TDuplicateClient } from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { applyServerErrors, toastError } from '../../ui/errors';
import { HttpError } from '../../ui/http';
import { toaster } from '../../ui/toaster';
import { useSaveClient } from './api';
import { DuplicateClientsAlert } from './duplicate-clients-alert';
import { FormDialog } from '../../ui/form-dialog';

type FormIn = z.input<typeof ZClientInput>;
type FormOut = z.output<typeof ZClientInput>;

const toForm = (c?: TClient): FormIn => ({
  first_name: c?.first_name ?? '',
  last_name: c?.last_name ?? '',
  email: c?.email ?? '',
  phone: c?.phone ?? '',
  address: c?.address ?? '',
  address_2: c?.address_2 ?? '',
  lead_source: (c?.lead_source ?? '') as FormIn['lead_source'],
  lead_source_details: c?.lead_source_details ?? '',
  notes: c?.notes ?? '',
  language: (c?.language ?? '') as FormIn['language'],
});

/**
 * Creates or edits a client. The server's duplicate warning (same e-mail or phone) is shown with
 * the matching clients: open one of them instead, or save anyway.
 */
export function ClientFormDialog({ open, onClose, client, onSaved }: { open: boolean; onClose: () => void; client?: TClient; onSaved?: (c: TClient) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveClient(client?.id);
  const [duplicates, setDuplicates] = useState<TDuplicateClient[] | null>(null);
  const { register, handleSubmit, formState, reset, setError } = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(ZClientInput), defaultValues: toForm(client) });
  const errors = formState.errors;

  useEffect(() => {
    if (open) {
      reset(toForm(client));
      setDuplicates(null);
    }
  }, [open, client, reset]);

  const submit = (values: FormOut, force = false) => save.mutate({ ...values, force }, {
    onSuccess: (saved) => {
      toaster.create({ type: 'success', title: t(client ? 'clients.form.saved' : 'clients.form.created', { name: saved.full_name }), closable: true });
      onClose();
      onSaved?.(saved);
    },
    onError: (err) => {
      if (err instanceof HttpError && err.code === 'duplicate_client') setDuplicates((err.body?.duplicates as TDuplicateClient[]) ?? []);
      else if (!applyServerErrors(err, setError)) toastError(err);
    },
  });

  const openExisting = (id: number) => {
    onClose();
    navigate(`/clients/${id}`);
  };

  const select = (name: 'lead_source' | 'language', options: { value: string; label: string }[]) => (
    <NativeSelect.Root>
      <NativeSelect.Field {...register(name)}>
        <option value="">{t('clients.form.notSet')}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      dirty={formState.isDirty}
      size={{ base: 'full', md: 'lg' }}
      cancelButton={false}
      title={client ? t('clients.form.editTitle') : t('clients.form.newTitle')}
      onSubmit={handleSubmit((v) => submit(v))}
      footer={duplicates ? (
        <>
          <Button variant="outline" onClick={() => setDuplicates(null)}>{t('clients.form.backToForm')}</Button>
          <Button colorPalette="orange" loading={save.isPending} onClick={handleSubmit((v) => submit(v, true))}>
            {client ? t('clients.form.saveAnyway') : t('clients.form.createAnyway')}
          </Button>
        </>
      ) : (
        <>
          <Button variant="outline" onClick={onClose}>{t('clients.common.cancel')}</Button>
          <Button type="submit" colorPalette="brand" loading={save.isPending}>{t('labels.save')}</Button>
        </>
      )}
    >
      <Stack gap="4">
        {duplicates && (
          <DuplicateClientsAlert duplicates={duplicates} actionLabel={t('clients.form.openExisting')} onPick={(d) => openExisting(d.id)} />
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField label={t('clients.fields.firstName')} error={errors.first_name} required><Input autoFocus autoComplete="off" {...register('first_name')} /></FormField>
          <FormField label={t('clients.fields.lastName')} error={errors.last_name} required><Input autoComplete="off" {...register('last_name')} /></FormField>
          <FormField label={t('clients.fields.email')} error={errors.email}><Input type="email" autoComplete="off" {...register('email')} /></FormField>
          <FormField label={t('clients.fields.phone')} error={errors.phone}><Input type="tel" autoComplete="off" {...register('phone')} /></FormField>
          <FormField label={t('clients.fields.address')} error={errors.address}><Input autoComplete="off" {...register('address')} /></FormField>
          <FormField label={t('clients.fields.address2')} error={errors.address_2}><Input autoComplete="off" {...register('address_2')} /></FormField>
          <FormField label={t('clients.fields.leadSource')} error={errors.lead_source}>
            {select('lead_source', LEAD_SOURCES.map((v) => ({ value: v, label: t(`clients.leadSource.${v}`) })))}
          </FormField>
          <FormField label={t('clients.fields.leadSourceDetails')} error={errors.lead_source_details}><Input {...register('lead_source_details')} /></FormField>
          <FormField label={t('clients.fields.language')} error={errors.language}>
            {select('language', LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })))}
          </FormField>
        </SimpleGrid>
        <FormField label={t('clients.fields.notes')} error={errors.notes}><Textarea rows={3} {...register('notes')} /></FormField>
      </Stack>
    </FormDialog>
  );
}
