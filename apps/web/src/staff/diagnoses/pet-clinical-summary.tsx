import { Stack } from '@chakra-ui/react';
import { useActiveClinic } from '../auth/use-session';
import { PetPrescriptionsPanel } from '../prescriptions/pet-prescriptions-panel';
import { PetProblemsPanel } from './pet-problems-panel';

/** What the pet profile shows of the medical side (records.view): the problem list and active prescriptions. */
export function PetClinicalSummary({ petId, archived }: { petId: number; archived: boolean }) {
  const { clinic } = useActiveClinic();
  if (!clinic?.permissions.includes('records.view')) return null;
  return (
    <Stack gap="4">
      <PetProblemsPanel petId={petId} archived={archived} />
      <PetPrescriptionsPanel petId={petId} archived={archived} />
    </Stack>
  );
}
