import { NativeSelect, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { session } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

/** Switches the active clinic; every clinic-scoped query refetches for the new one. */
export function ClinicSwitcher() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { me, clinic } = useActiveClinic();
  const clinics = me.data?.clinics ?? [];
  if (clinics.length <= 1) return <Text fontWeight="600" truncate maxW={{ base: '40vw', md: 'none' }}>{clinic?.name}</Text>;
  return (
    <NativeSelect.Root size="sm" width={{ base: '44', md: '64' }}>
      <NativeSelect.Field
        aria-label={t('staff.clinicSwitcher.label')}
        value={clinic?.id ?? ''}
        onChange={(e) => {
          session.setClinic(Number(e.target.value));
          void qc.invalidateQueries({ queryKey: ['clinic'] });
        }}
      >
        {clinics.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
