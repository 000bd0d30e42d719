import { Button, Card, Flex, Heading } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveClinic } from '../../auth/use-session';
import { PrescriptionFormDialog } from '../../prescriptions/prescription-form-dialog';
import { PrescriptionList } from '../../prescriptions/prescription-list';

/** The record editor's prescriptions block (blocks contract): the record's prescriptions, a new one on this record, print. */
export function PrescriptionsBlock({ recordId, petId, readOnly }: { recordId: number; petId: number; readOnly: boolean }) {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const canWrite = !readOnly && (clinic?.permissions.includes('records.manage') ?? false);
  const [creating, setCreating] = useState(false);
  return (
    <Card.Root variant="outline" as="section" aria-labelledby={`prescriptions-${recordId}`}>
      <Card.Header pb="2">
        <Flex justify="space-between" align="center" gap="2">
          <Heading as="h3" size="md" id={`prescriptions-${recordId}`}>{t('prescriptions.block.title')}</Heading>
          {canWrite && <Button size="sm" colorPalette="brand" onClick={() => setCreating(true)}>{t('prescriptions.new')}</Button>}
        </Flex>
      </Card.Header>
      <Card.Body pt="0">
        <PrescriptionList filter={{ recordId }} emptyKey="prescriptions.block.empty" readOnly={readOnly} />
      </Card.Body>
      {creating && <PrescriptionFormDialog open petId={petId} recordId={recordId} prescription={null} onClose={() => setCreating(false)} />}
    </Card.Root>
  );
}
