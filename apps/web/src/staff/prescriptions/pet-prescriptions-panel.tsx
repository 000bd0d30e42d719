import { Button, Card, Flex, Heading } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveClinic } from '../auth/use-session';
import { PrescriptionFormDialog } from './prescription-form-dialog';
import { PrescriptionList } from './prescription-list';

/** The pet profile's active prescriptions (filter ACTIVE, 3 a page per spec) with "New prescription". */
export function PetPrescriptionsPanel({ petId, archived }: { petId: number; archived: boolean }) {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const canWrite = !archived && (clinic?.permissions.includes('records.manage') ?? false);
  const [creating, setCreating] = useState(false);
  return (
    <Card.Root as="section" aria-labelledby="pet-prescriptions">
      <Card.Header pb="2">
        <Flex justify="space-between" align="center" gap="2">
          <Heading as="h2" size="md" id="pet-prescriptions">{t('prescriptions.pet.title')}</Heading>
          {canWrite && <Button size="sm" variant="outline" onClick={() => setCreating(true)}>{t('prescriptions.new')}</Button>}
        </Flex>
      </Card.Header>
      <Card.Body pt="1">
        <PrescriptionList filter={{ petId, status: 'ACTIVE' }} emptyKey="prescriptions.pet.empty" />
      </Card.Body>
      {creating && <PrescriptionFormDialog open petId={petId} recordId={null} prescription={null} onClose={() => setCreating(false)} />}
    </Card.Root>
  );
}
