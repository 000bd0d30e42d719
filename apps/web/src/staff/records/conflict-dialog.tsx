import { Box, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TRecordFieldValue } from '@vetclinic/domain';
import { useClinicFormat } from '../clinic/use-clinic';
import { valueText } from './value-text';

/**
 * Another tab (or colleague) saved the same fields first (409 record_field_conflict): shows their values
 * next to ours and lets the user keep theirs or take the others. Nothing is decided without a choice.
 */
export function ConflictDialog({ conflicts, mine, labelOf, onKeepMine, onTakeTheirs }: {
  conflicts: TRecordFieldValue[];
  mine: (key: string) => unknown;
  labelOf: (key: string) => string;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  return (
    <Dialog.Root role="alertdialog" placement="center" open={conflicts.length > 0} closeOnEscape={false} closeOnInteractOutside={false} size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header><Dialog.Title>{t('records.conflict.title')}</Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{t('records.conflict.body')}</Text>
                {conflicts.map((c) => (
                  <Box key={c.field_key} borderWidth="1px" borderRadius="md" p="2">
                    <Text fontWeight="600">{labelOf(c.field_key)}</Text>
                    <Text fontSize="sm"><Text as="span" color="fg.muted">{t('records.conflict.theirs', { name: c.updated_by?.full_name ?? t('records.conflict.someone'), when: c.updated_at ? fmt.time(c.updated_at) : '' })}</Text> {valueText(c.value, 400)}</Text>
                    <Text fontSize="sm"><Text as="span" color="fg.muted">{t('records.conflict.mine')}</Text> {valueText(mine(c.field_key), 400)}</Text>
                  </Box>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onTakeTheirs}>{t('records.conflict.takeTheirs')}</Button>
              <Button colorPalette="brand" onClick={onKeepMine}>{t('records.conflict.keepMine')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
