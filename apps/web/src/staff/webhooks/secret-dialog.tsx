import { Button, Code, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_SIGNATURE_HEADER } from '@vetclinic/domain';

/** The signing secret, shown once after creation or rotation, with a copy button. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(secret ?? '').catch(() => undefined);
    setCopied(true);
  };
  return (
    <Dialog.Root open={!!secret} onOpenChange={(e) => { if (!e.open) { setCopied(false); onClose(); } }} size="md" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header><Dialog.Title>{t('webhooks.secretTitle')}</Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{t('webhooks.secretBody')}</Text>
                <Code aria-label={t('webhooks.fields.secret')} data-testid="webhook-secret" p="2" fontSize="sm" wordBreak="break-all" whiteSpace="normal">{secret}</Code>
                <Text color="fg.muted" fontSize="sm">{t('webhooks.signatureHint', { header: WEBHOOK_SIGNATURE_HEADER })}</Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack>
                <Button variant="outline" onClick={() => void copy()}>{t(copied ? 'webhooks.copied' : 'webhooks.copy')}</Button>
                <Button colorPalette="brand" onClick={() => { setCopied(false); onClose(); }}>{t('webhooks.secretDone')}</Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
