import { Button, Card, Grid, HStack, Heading, NativeSelect, Text, chakra } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZVitalsSettingsInput, type TVitalsSettings } from '@vetclinic/domain';
import { toastError } from '../../ui/errors';
import { FormField } from '../../ui/form-field';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';
import { useVitalsSettings } from './vitals-chart-data';

/** How the clinic shows vitals (issue #14): temperature in °C or °F, body condition on 5 or 9 points. */
export function VitalsSettingsCard() {
  const { clinic } = useActiveClinic();
  const settings = useVitalsSettings();
  if (!clinic?.permissions.includes('records.view')) return null;
  if (settings.isPending) return <ListSkeleton rows={2} />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  return <VitalsSettingsEditor key={`${settings.data.temperature_unit}${settings.data.bcs_scale}`} current={settings.data} />;
}

function VitalsSettingsEditor({ current }: { current: TVitalsSettings }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  const canEdit = clinic?.permissions.includes('clinic.settings.edit') ?? false;
  const [unit, setUnit] = useState<string>(current.temperature_unit);
  const [scale, setScale] = useState<string>(String(current.bcs_scale));
  const save = useMutation({
    mutationFn: (body: unknown) => http.put<{ data: TVitalsSettings }>(`/clinics/${clinic!.id}/vitals-settings`, body),
    onSuccess: (res) => qc.setQueryData(['clinic', clinic?.id, 'vitals-settings'], res.data),
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ZVitalsSettingsInput.safeParse({ temperature_unit: unit, bcs_scale: Number(scale) });
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: () => toaster.create({ type: 'success', title: t('vitals.settings.saved'), closable: true }),
      onError: (err) => toastError(err),
    });
  };
  return (
    <Card.Root as="section" aria-labelledby="vitals-settings-title">
      <Card.Header pb="1">
        <Heading as="h2" size="md" id="vitals-settings-title">{t('vitals.settings.title')}</Heading>
        <Text fontSize="sm" color="fg.muted">{t(current.is_default ? 'vitals.settings.defaultHelp' : 'vitals.settings.help')}</Text>
      </Card.Header>
      <Card.Body>
        <chakra.form noValidate onSubmit={submit}>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
            <FormField label={t('vitals.settings.temperatureUnit')}>
              <NativeSelect.Root disabled={!canEdit}>
                <NativeSelect.Field value={unit} onChange={(e) => setUnit(e.target.value)}>
                  <option value="c">°C</option>
                  <option value="f">°F</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t('vitals.settings.bcsScale')}>
              <NativeSelect.Root disabled={!canEdit}>
                <NativeSelect.Field value={scale} onChange={(e) => setScale(e.target.value)}>
                  <option value="9">{t('vitals.settings.bcs9')}</option>
                  <option value="5">{t('vitals.settings.bcs5')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </Grid>
          {canEdit && <HStack mt="3"><Button type="submit" colorPalette="brand" loading={save.isPending}>{t('vitals.settings.save')}</Button></HStack>}
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}
