import { Card, Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TReminderOptOuts } from '@vetclinic/domain';
import { toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { useReminderOptOuts, useSetReminderOptOuts } from './api';

/** The client's reminder channels on their profile: staff record a "no more reminders by SMS" said at the desk. */
export function ReminderOptOutsCard({ clientId, canManage }: { clientId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const optOuts = useReminderOptOuts(clientId);
  const save = useSetReminderOptOuts(clientId);
  const toggle = (channel: keyof TReminderOptOuts, receive: boolean) => {
    if (!optOuts.data) return;
    save.mutate({ ...optOuts.data, [channel]: !receive }, {
      onSuccess: () => toaster.create({ type: 'success', title: t('reminders.optOuts.saved'), closable: true }),
      onError: (err) => toastError(err),
    });
  };
  return (
    <Card.Root>
      <Card.Header pb="1"><Heading as="h2" size="md">{t('reminders.optOuts.title')}</Heading></Card.Header>
      <Card.Body pt="1">
        {optOuts.isError ? <Text color="fg.error">{t('reminders.optOuts.error')}</Text> : (
          <Stack gap="2">
            {(['mail', 'sms'] as const).map((channel) => (
              <Checkbox.Root key={channel} colorPalette="brand" disabled={!canManage || !optOuts.data || save.isPending}
                checked={optOuts.data ? !optOuts.data[channel] : false} onCheckedChange={(e) => toggle(channel, !!e.checked)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t(`reminders.optOuts.${channel}`)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
            <Text fontSize="sm" color="fg.muted">{t('reminders.optOuts.help')}</Text>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
