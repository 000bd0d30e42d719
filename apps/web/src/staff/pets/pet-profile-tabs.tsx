import { Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ProfileAppointments } from '../clients/profile-appointments';
import { useActiveClinic } from '../auth/use-session';
import { PetMedicalHistory } from '../records/pet-medical-history';

/** The pet profile's main column: its appointments and its medical history (?tab=history), as tabs. */
export function PetProfileTabs({ pet }: { pet: { id: number; nickname: string } }) {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const [params, setParams] = useSearchParams();
  const canRecords = clinic?.permissions.includes('records.view') ?? false;
  if (!canRecords) return <ProfileAppointments filter={{ pet_id: pet.id }} />;
  const tab = params.get('tab') === 'history' ? 'history' : 'appointments';
  return (
    <Tabs.Root value={tab} variant="line" lazyMount onValueChange={(e) => {
      const next = new URLSearchParams(params);
      if (e.value === 'history') next.set('tab', 'history');
      else next.delete('tab');
      setParams(next, { replace: true });
    }}>
      <Tabs.List>
        <Tabs.Trigger value="appointments">{t('records.petTabs.appointments')}</Tabs.Trigger>
        <Tabs.Trigger value="history">{t('records.petTabs.history')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="appointments"><ProfileAppointments filter={{ pet_id: pet.id }} /></Tabs.Content>
      <Tabs.Content value="history"><PetMedicalHistory pet={pet} /></Tabs.Content>
    </Tabs.Root>
  );
}
