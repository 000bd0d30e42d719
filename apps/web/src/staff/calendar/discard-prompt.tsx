import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Stands in a dialog's footer when closing would lose typed input: "Discard what you typed?". */
export function DiscardPrompt({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <HStack role="alertdialog" aria-label={t('calendar.form.discardQuestion')} justify="space-between" w="full" wrap="wrap">
      <Text fontSize="sm">{t('calendar.form.discardQuestion')}</Text>
      <HStack>
        <Button size="sm" variant="ghost" onClick={onKeep}>{t('calendar.form.keepEditing')}</Button>
        <Button size="sm" colorPalette="red" onClick={onDiscard}>{t('labels.discard')}</Button>
      </HStack>
    </HStack>
  );
}
