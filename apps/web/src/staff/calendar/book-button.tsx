import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
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
  // Clicked before the vets and services arrived: the dialog opens as soon as they do (the button never flashes disabled).
  const [pending, setPending] = useState(false);
  const data = options.data;
  useEffect(() => {
    if (!pending || !data) return;
    setPending(false);
    const slot = defaultSlot({ vets: data.vets, zone: fmt.zone, shownDate: new Date(), now: new Date() });
    setDraft({ client, pets, vetId: slot?.vetId ?? data.vets[0]?.id, date: slot?.date, time: slot?.time });
  }, [pending, data, fmt.zone, client, pets]);
  if (!canManage) return null;
  return (
    <>
      <Button size="sm" colorPalette="brand" variant="outline" loading={pending} onClick={() => setPending(true)}>{t('appointmentSearch.book')}</Button>
      {draft && options.data && <AppointmentFormDialog draft={draft} options={options.data} onClose={() => setDraft(null)} />}
    </>
  );
}
