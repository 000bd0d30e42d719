import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TParentPet } from '@vetclinic/domain';
import { GuardedDialog } from '../../ui/address-picker/guarded-dialog';
import { errorMessage, toastError } from '../../ui/errors';
import { HttpError } from '../../ui/http';
import { toaster } from '../../ui/toaster';
import { usePage } from '../booking-context';
import { accountKeys, addPets } from './account-api';
import type { HostedModalProps } from './account-modals';
import { clinicToday, makePetSchema, newPetDefaults, toPetPayload } from './lib/pet-form';
import { formFieldOf } from './lib/server-fields';
import { PetFields, type PetsForm } from './pet-fields';

export interface AddPetModalProps extends HostedModalProps {
  /** The pets the server created (pending the clinic's approval). */
  onAdded?: (pets: TParentPet[]) => void;
}

/** Adds a pet to the logged-in parent's account; it shows as pending clinic approval until the clinic checks it. */
export function AddPetModal({ open, onClose, onExitComplete, finalFocusEl, onAdded }: AddPetModalProps) {
  const { t } = useTranslation();
  const { settings } = usePage();
  const queryClient = useQueryClient();
  const ctx = useMemo(() => ({ dateFormat: settings.client_date_format, today: clinicToday(settings.timezone) }), [settings.client_date_format, settings.timezone]);
  const schema = useMemo(() => z.object({ pets: z.array(makePetSchema(ctx)).length(1) }), [ctx]);
  const form = useForm<PetsForm>({ resolver: zodResolver(schema) as never, defaultValues: { pets: [newPetDefaults()] }, mode: 'onSubmit' });

  const save = useMutation({
    mutationFn: (values: PetsForm) => addPets({ clinic_id: settings.clinic?.id ?? 0, pets: values.pets.map((p) => toPetPayload(p, ctx)) }),
    onSuccess: (pets) => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.me });
      toaster.create({ type: 'success', title: t('public.account.addPet.done', { name: pets[0]?.nickname ?? '' }), closable: true });
      onAdded?.(pets);
      onClose();
    },
    onError: (err) => {
      if (err instanceof HttpError && err.status === 422) {
        // Field names come back as pets.0.nickname …; the birthday/age ones belong to the age boxes.
        for (const [key, messages] of Object.entries(err.body?.errors ?? {})) {
          form.setError(formFieldOf(key) as never, { type: 'server', message: messages[0] });
        }
        toaster.create({ type: 'error', title: errorMessage(err), closable: true });
        return;
      }
      toastError(err);
    },
  });

  return (
    <GuardedDialog
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      finalFocusEl={finalFocusEl}
      dirty={form.formState.isDirty}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      size="lg"
      fullOnPhone
      title={t('public.account.addPet.title')}
      description={t('public.account.addPet.description')}
      footer={(requestClose) => (
        <HStack gap="2" justify="end" flexWrap="wrap">
          <Button variant="outline" onClick={requestClose}>{t('labels.cancel')}</Button>
          <Button type="submit" colorPalette="brand" loading={save.isPending}>{t('public.account.addPet.submit')}</Button>
        </HStack>
      )}
    >
      <Stack gap="3">
        <PetFields form={form as UseFormReturn<PetsForm>} index={0} legend={t('public.account.addPet.legend')} />
        <Text fontSize="sm" color="fg.muted">{t('public.account.addPet.pendingNote')}</Text>
      </Stack>
    </GuardedDialog>
  );
}
