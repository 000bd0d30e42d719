import { Button, Card, HStack, Heading, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZClinicAppLinkInput, type TClinicAppLink } from '@vetclinic/domain';
import { applyServerErrors, toastError } from '../../ui/errors';
import { FormField } from '../../ui/form-field';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

type Values = { client_link_url: string; app_store_url: string; google_play_url: string };
const toValues = (l: TClinicAppLink): Values => ({ client_link_url: l.client_link_url ?? '', app_store_url: l.app_store_url ?? '', google_play_url: l.google_play_url ?? '' });

/** The clinic's client/app link (issue #22): what the "app instructions" notification sends and the QR code shows. */
export function AppLinkCard() {
  const { clinic } = useActiveClinic();
  const link = useQuery({
    queryKey: ['clinic', clinic?.id, 'app-link'],
    queryFn: () => http.get<{ data: TClinicAppLink }>(`/clinics/${clinic!.id}/client-link`).then((r) => r.data),
    enabled: !!clinic,
  });
  if (link.isPending) return <ListSkeleton rows={2} />;
  if (link.isError) return <ErrorState error={link.error} onRetry={() => void link.refetch()} />;
  return <AppLinkEditor current={link.data} />;
}

function AppLinkEditor({ current }: { current: TClinicAppLink }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  const canEdit = clinic?.permissions.includes('clinic.settings.edit') ?? false;
  const { register, handleSubmit, formState, reset, setError } = useForm<Values, unknown, z.output<typeof ZClinicAppLinkInput>>({
    resolver: zodResolver(ZClinicAppLinkInput) as never, defaultValues: toValues(current),
  });
  const dirty = formState.isDirty;
  useEffect(() => {
    if (!dirty) reset(toValues(current));
  }, [current, reset]); // eslint-disable-line react-hooks/exhaustive-deps
  const save = useMutation({
    mutationFn: (body: z.output<typeof ZClinicAppLinkInput>) => http.put<{ data: TClinicAppLink }>(`/clinics/${clinic!.id}/client-link`, body).then((r) => r.data),
    onSuccess: (data) => {
      qc.setQueryData(['clinic', clinic?.id, 'app-link'], data);
      reset(toValues(data));
      toaster.create({ type: 'success', title: t('staff.settings.saved'), closable: true });
    },
    onError: (err) => {
      if (!applyServerErrors(err, setError as never)) toastError(err);
    },
  });
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">{t('staff.settings.appLink.title')}</Heading>
        <Text fontSize="sm" color="fg.muted">{t('staff.settings.appLink.intro')}</Text>
      </Card.Header>
      <Card.Body>
        <chakra.form aria-label={t('staff.settings.appLink.title')} noValidate onSubmit={handleSubmit((v) => save.mutate(v))}>
          <fieldset disabled={!canEdit}>
            <Stack gap="4">
              <FormField label={t('staff.settings.appLink.clientLink')} error={formState.errors.client_link_url} helper={t('staff.settings.appLink.clientLinkHelper')}>
                <Input type="url" inputMode="url" {...register('client_link_url')} maxLength={2000} placeholder="https://" autoComplete="off" />
              </FormField>
              <FormField label={t('staff.settings.appLink.appStore')} error={formState.errors.app_store_url}>
                <Input type="url" inputMode="url" {...register('app_store_url')} maxLength={2000} placeholder="https://apps.apple.com/…" autoComplete="off" />
              </FormField>
              <FormField label={t('staff.settings.appLink.googlePlay')} error={formState.errors.google_play_url}>
                <Input type="url" inputMode="url" {...register('google_play_url')} maxLength={2000} placeholder="https://play.google.com/…" autoComplete="off" />
              </FormField>
            </Stack>
          </fieldset>
          {canEdit && (
            <HStack justify="end" mt="4">
              <Button type="submit" colorPalette="brand" loading={save.isPending} disabled={!dirty}>{t('staff.settings.appLink.save')}</Button>
            </HStack>
          )}
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}
