import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useClinicFormat } from '../clinic/use-clinic';
import type { CalEvent } from './calendar-board';

/** A drag or resize the desk has not confirmed yet. */
export interface PendingMove { event: CalEvent; start: Date; end: Date; vetId: number; vetName: string }

/**
 * Online bookings were chosen by the client, so by default they hear about a new time; an
 * appointment the desk made is usually moved on the phone with the client, so it is not mailed unless asked.
 */
export const notifyByDefault = (e: CalEvent) => e.appointment.source === 'online' && !!e.appointment.client?.email;

/** "Move Rex to Thursday 26.11.2026, 10:15–10:45 with Dr Ana Pop?" with "Notify the client" and Move / Cancel. */
export function MoveDialog({ move, onConfirm, onCancel }: { move: PendingMove; onConfirm: (notify: boolean) => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const fmt = useClinicFormat();
  const [notify, setNotify] = useState(() => notifyByDefault(move.event));
  const a = move.event.appointment;
  const who = a.pets.map((p) => p.nickname).join(', ') || a.client?.full_name || '';
  const day = DateTime.fromJSDate(move.start).setZone(fmt.zone).setLocale(i18n.language).toFormat('cccc');
  const when = `${day} ${fmt.date(move.start)}, ${fmt.time(move.start)}–${fmt.time(move.end)}`;
  return (
    <ConfirmDialog open danger={false} title={t('calendar.move.title')} confirmLabel={t('calendar.move.confirm')} onCancel={onCancel} onConfirm={() => onConfirm(notify)}>
      <Stack gap="3">
        <Text>{t('calendar.move.body', { who, when, vet: move.vetName })}</Text>
        {a.client && (
          <Checkbox.Root colorPalette="brand" checked={notify} onCheckedChange={(e) => setNotify(!!e.checked)} disabled={!a.client.email}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('calendar.move.notify')}</Checkbox.Label>
          </Checkbox.Root>
        )}
        {a.client && !a.client.email && <Text fontSize="sm" color="fg.muted">{t('calendar.move.noEmail')}</Text>}
      </Stack>
    </ConfirmDialog>
  );
}
