import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClinicFormat } from '../clinic/use-clinic';
import { useCalendarOptions, useCanManage } from './api';
import { AppointmentFormDialog, type AppointmentDraft } from './appointment-form-dialog';
import type { ChosenClient, ChosenPet } from './appointment-pickers';
import { defaultSlot } from './clinic-time';

/**
 * "Book" on a client's or a pet's profile: the new-appointment dialog with the client (and the pet,
 * or the client's only pet) already chosen, at the first working time of a vet from now on.
 * Shown to those who may manage appointments.
 */
export function BookButton({ client, pets }: { client: ChosenClient; pets: ChosenPet[] }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const canManage = useCanManage();
  const options = useCalendarOptions();
  const [draft, setDraft] = useState<AppointmentDraft | null>(null);
  if (!canManage) return null;
  const open = () => {
    const vets = options.data?.vets ?? [];
    const slot = defaultSlot({ vets, zone: fmt.zone, shownDate: new Date(), now: new Date() });
    setDraft({ client, pets, vetId: slot?.vetId ?? vets[0]?.id, date: slot?.date, time: slot?.time });
  };
  return (
    <>
      <Button size="sm" colorPalette="brand" variant="outline" disabled={!options.data} onClick={open}>{t('appointmentSearch.book')}</Button>
      {draft && options.data && <AppointmentFormDialog draft={draft} options={options.data} onClose={() => setDraft(null)} />}
    </>
  );
}
