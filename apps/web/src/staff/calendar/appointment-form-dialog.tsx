import { Alert, Button, Checkbox, CloseButton, Dialog, HStack, Input, NativeSelect, Portal, SimpleGrid, Stack, Text, Textarea, chakra, useBreakpointValue } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { z } from 'zod';
import { AppointmentStatus, type TAppointment, type TCalendarOptions, type TDuplicateClient } from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { DateInput } from '../../ui/date-time/date-input';
import { TimeInput } from '../../ui/date-time/time-input';
import { toastError } from '../../ui/errors';
import { useUnsavedGuard } from '../../ui/use-unsaved-guard';
import { HttpError } from '../../ui/http';
import { AppointmentStatusBadge } from '../../ui/status-badge';
import { useClinicFormat } from '../clinic/use-clinic';
import { useAppointmentMutations, useBookable } from './api';
import { ClientPicker, PetPicker, ServicePicker, servicePackageOptions, type ChosenClient, type ChosenPet } from './appointment-pickers';
import { localParts, toUtcIso } from './clinic-time';
import { toastSaved } from './feedback';
import { DiscardPrompt } from './discard-prompt';
import { DepositRequestFields } from '../payments/deposit-fields';
import {
  ZAppointmentDepositForm, depositFields,
  type TAppointmentDepositFormIn as TDepositFormIn, type TAppointmentDepositFormOut as TDepositFormOut,
} from '../payments/deposit-form';
import { defaultPhoneCountry } from '../../public/account/lib/phone';
import { WalkInDuplicates, WalkInFields, ZWalkInForm, emptyWalkIn, walkInClient, walkInFieldOf, type TWalkInFormIn, type TWalkInFormOut } from './walk-in-fields';

type TAppointmentFormIn = TDepositFormIn & { walk_in?: TWalkInFormIn };
type TAppointmentFormOut = TDepositFormOut & { walk_in?: TWalkInFormOut };
/** A walk-in has no client or pets to pick yet: its own fields stand for them. */
const ZWalkInDialogForm = ZAppointmentDepositForm.extend({ client_id: z.unknown(), pet_ids: z.unknown(), walk_in: ZWalkInForm });

/** What opens the dialog: an appointment to edit, or a slot / the button with what is known. */
export interface AppointmentDraft {
  appointment?: TAppointment; date?: string; time?: string; duration?: number; vetId?: number;
  /** Booking from a client's or a pet's profile: who is already chosen. */
  client?: ChosenClient; pets?: ChosenPet[];
}

// Server field names → the dialog's fields.
const FIELD_OF: Record<string, keyof TAppointmentFormIn> = {
  datetime_start_utc: 'time', datetime_end_utc: 'duration', client_id: 'client_id', pet_ids: 'pet_ids',
  service_package_ids: 'service_package_ids', vet_id: 'vet_id', status: 'status', staff_note: 'staff_note',
  require_deposit: 'require_deposit', deposit_amount: 'deposit_amount',
};

export function AppointmentFormDialog({ draft, options, onClose }: { draft: AppointmentDraft; options: TCalendarOptions; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const editing = draft.appointment;
  const { create, update, walkIn: bookWalkIn } = useAppointmentMutations();
  // A walk-in: a new client and pet typed here, created with the appointment (issue 22, everyday actions).
  const [walkIn, setWalkIn] = useState(false);
  const walkInRef = useRef(walkIn);
  walkInRef.current = walkIn;
  const [duplicates, setDuplicates] = useState<TDuplicateClient[] | null>(null);
  const forceRef = useRef(false);
  const [client, setClient] = useState<ChosenClient | null>(editing?.client ? { id: editing.client.id, full_name: editing.client.full_name, phone: editing.client.phone, email: editing.client.email } : draft.client ?? null);
  const [pets, setPets] = useState<ChosenPet[]>(editing?.pets ?? draft.pets ?? []);
  const [askDiscard, setAskDiscard] = useState(false);
  const isPhone = useBreakpointValue({ base: true, md: false }) ?? false;
  const packages = useMemo(() => servicePackageOptions(options.services), [options.services]);

  const defaults = useMemo<TAppointmentFormIn>(() => {
    if (editing) {
      const { date, time } = localParts(editing.datetime_start_utc, fmt.zone);
      return {
        client_id: editing.client?.id ?? 0, pet_ids: editing.pets.map((p) => p.id), service_package_ids: editing.services.map((s) => s.id),
        vet_id: editing.vet.id, date, time, duration: Math.round((Date.parse(editing.datetime_end_utc) - Date.parse(editing.datetime_start_utc)) / 60_000),
        status: editing.status, staff_note: editing.staff_note ?? '', notify_mail: false, notify_sms: false,
        require_deposit: false, deposit_amount: '',
      };
    }
    const now = DateTime.now().setZone(fmt.zone);
    const next = now.plus({ minutes: 15 - (now.minute % 15) });
    return {
      client_id: draft.client?.id ?? 0, pet_ids: (draft.pets ?? []).map((p) => p.id), service_package_ids: [], vet_id: draft.vetId ?? options.vets[0]?.id ?? 0,
      date: draft.date ?? now.toISODate()!, time: draft.time ?? next.toFormat('HH:mm'), duration: draft.duration ?? 30,
      status: AppointmentStatus.CONFIRMED, staff_note: '', notify_mail: true, notify_sms: false,
      require_deposit: false, deposit_amount: '', walk_in: emptyWalkIn(defaultPhoneCountry(options.country_iso_code)),
    };
  }, [editing, draft, fmt.zone, options.vets, options.country_iso_code]);

  const { register, handleSubmit, control, setValue, setError, formState } = useForm<TAppointmentFormIn, unknown, TAppointmentFormOut>({
    resolver: ((values, context, opts) => (walkInRef.current ? zodResolver(ZWalkInDialogForm) : zodResolver(ZAppointmentDepositForm))(values as never, context, opts as never)) as Resolver<TAppointmentFormIn, unknown, TAppointmentFormOut>,
    defaultValues: defaults,
  });
  const errors = formState.errors;
  // Read during render: react-hook-form only tracks the formState fields a render looked at.
  const dirty = formState.isDirty;
  useUnsavedGuard(dirty);
  const [vetId, date, time, duration, serviceIds, status] = useWatch({ control, name: ['vet_id', 'date', 'time', 'duration', 'service_package_ids', 'status'] });
  const startUtc = date && time ? toUtcIso(String(date), String(time), fmt.zone) : null;
  const check = useBookable(Number(vetId) || undefined, startUtc, Number(duration) || undefined, editing?.id);
  const vet = options.vets.find((v) => v.id === Number(vetId));
  const servicesMinutes = (ids: (number | string)[]) => ids.reduce<number>((sum, id) => sum + (packages.find((p) => p.value === String(id))?.duration ?? 0), 0);
  const unassigned = (serviceIds ?? []).some((id) => !packages.find((p) => p.value === String(id))?.vets.includes(Number(vetId)));

  const requestClose = () => {
    if (dirty && !askDiscard) setAskDiscard(true);
    else onClose();
  };

  const submit = async (v: TAppointmentFormOut) => {
    const start = toUtcIso(v.date, v.time, fmt.zone)!;
    const end = new Date(Date.parse(start) + v.duration * 60_000).toISOString();
    const notify = { mail: v.notify_mail, sms: v.notify_sms };
    try {
      const res = editing
        ? await update.mutateAsync({ id: editing.id, body: {
            client_id: v.client_id, pet_ids: v.pet_ids, service_package_ids: v.service_package_ids, vet_id: v.vet_id,
            datetime_start_utc: start, datetime_end_utc: end, staff_note: v.staff_note ?? null, notify,
          } })
        : walkIn && v.walk_in
        ? await bookWalkIn.mutateAsync({
            client: walkInClient(v.walk_in, forceRef.current), service_package_ids: v.service_package_ids, vet_id: v.vet_id,
            datetime_start_utc: start, datetime_end_utc: end, status: v.status as 1 | 5, staff_note: v.staff_note, notify,
            ...depositFields(v),
          })
        : await create.mutateAsync({
            client_id: v.client_id, pet_ids: v.pet_ids, service_package_ids: v.service_package_ids, vet_id: v.vet_id,
            datetime_start_utc: start, datetime_end_utc: end, status: v.status as 1 | 5, staff_note: v.staff_note, notify,
            ...depositFields(v),
          });
      toastSaved(t('calendar.form.saved'), res.warnings);
      onClose();
    } catch (err) {
      if (err instanceof HttpError && err.code === 'duplicate_client') setDuplicates((err.body?.duplicates as TDuplicateClient[]) ?? []);
      else if (err instanceof HttpError && err.status === 422 && err.body?.errors) {
        for (const [field, messages] of Object.entries(err.body.errors)) setError(walkInFieldOf(field) ?? FIELD_OF[field.split('.')[0]] ?? 'root', { type: 'server', message: messages[0] });
      } else toastError(err);
    } finally {
      forceRef.current = false;
    }
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && requestClose()} size={isPhone ? 'full' : 'lg'} closeOnInteractOutside={false} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form noValidate onSubmit={handleSubmit(submit)} display="contents">
              <Dialog.Header>
                <Dialog.Title>{editing ? t('calendar.form.editTitle') : t('calendar.form.newTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {walkIn && duplicates && (
                    <WalkInDuplicates duplicates={duplicates} busy={formState.isSubmitting} onBack={() => setDuplicates(null)}
                      onForce={() => {
                        forceRef.current = true;
                        setDuplicates(null);
                        void handleSubmit(submit)();
                      }}
                      onUse={(d) => {
                        // The existing client instead: their pets come from the picker.
                        setDuplicates(null);
                        setWalkIn(false);
                        setClient({ id: d.id, full_name: d.full_name, phone: d.phone, email: d.email });
                        setValue('client_id', d.id, { shouldDirty: true });
                        setPets([]);
                        setValue('pet_ids', [], { shouldDirty: true });
                      }} />
                  )}
                  {walkIn ? (
                    <WalkInFields control={control} register={register} setValue={setValue} errors={errors.walk_in} onExisting={() => { setWalkIn(false); setDuplicates(null); }} />
                  ) : (<>
                  <Controller control={control} name="client_id" render={({ field }) => (
                    <ClientPicker client={client} error={errors.client_id?.message && t(errors.client_id.message, { attribute: t('calendar.form.client') })} onChange={(c) => {
                      setClient(c);
                      field.onChange(c?.id ?? 0);
                      const own = c?.pets ?? [];
                      const next = own.length === 1 ? own : pets.filter((p) => own.some((o) => o.id === p.id));
                      setPets(next);
                      setValue('pet_ids', next.map((p) => p.id), { shouldDirty: true });
                    }} />
                  )} />
                  <Controller control={control} name="pet_ids" render={({ field }) => (
                    <PetPicker client={client} pets={pets} error={errors.pet_ids?.message && t(errors.pet_ids.message)} onChange={(next, owner) => {
                      setPets(next);
                      field.onChange(next.map((p) => p.id));
                      // Each pet gets the services, back to back (decisions.md, issue 22 #2).
                      const total = servicesMinutes(serviceIds ?? []);
                      if (total > 0) setValue('duration', total * Math.max(1, next.length), { shouldDirty: true });
                      if (owner) {
                        setClient(owner);
                        setValue('client_id', owner.id, { shouldDirty: true, shouldValidate: formState.isSubmitted });
                      }
                    }} />
                  )} />
                  {!editing && (
                    <Button alignSelf="flex-start" size="xs" variant="outline" onClick={() => {
                      setWalkIn(true);
                      setClient(null);
                      setPets([]);
                      setValue('client_id', 0);
                      setValue('pet_ids', []);
                    }}>{t('calendar.walkIn.newClient')}</Button>
                  )}
                  </>)}
                  <Controller control={control} name="service_package_ids" render={({ field }) => (
                    <ServicePicker services={options.services} value={field.value ?? []} error={errors.service_package_ids?.message && t(errors.service_package_ids.message)} onChange={(ids) => {
                      field.onChange(ids);
                      const total = servicesMinutes(ids);
                      if (total > 0) setValue('duration', total * Math.max(1, pets.length), { shouldDirty: true });
                    }} />
                  )} />
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                    <FormField label={t('calendar.form.vet')} error={errors.vet_id} required>
                      <NativeSelect.Root size="sm">
                        <NativeSelect.Field {...register('vet_id')}>
                          {options.vets.map((v) => <option key={v.id} value={v.id}>{v.full_name}</option>)}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                    {editing ? (
                      <Stack gap="1.5">
                        <Text fontSize="sm" fontWeight="500">{t('calendar.form.status')}</Text>
                        <AppointmentStatusBadge status={editing.status} />
                      </Stack>
                    ) : (
                      <FormField label={t('calendar.form.status')} error={errors.status} required>
                        <NativeSelect.Root size="sm">
                          <NativeSelect.Field {...register('status')}>
                            <option value={AppointmentStatus.CONFIRMED}>{t('calendar.form.statusConfirmed')}</option>
                            <option value={AppointmentStatus.PENDING_CLIENT_APPROVAL}>{t('calendar.form.statusPending')}</option>
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </FormField>
                    )}
                    <FormField label={t('calendar.form.date')} error={errors.date} required>
                      <Controller control={control} name="date" render={({ field }) => (
                        <DateInput size="sm" format={fmt.dateFormat} name={field.name} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
                      )} />
                    </FormField>
                    <FormField label={t('calendar.form.time')} error={errors.time} required helper={fmt.zone}>
                      <Controller control={control} name="time" render={({ field }) => (
                        <TimeInput size="sm" format={fmt.timeFormat} name={field.name} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
                      )} />
                    </FormField>
                    <FormField label={t('calendar.form.duration')} error={errors.duration} required>
                      <Input size="sm" type="number" min={5} step={5} {...register('duration')} />
                    </FormField>
                  </SimpleGrid>
                  {!editing && Number(status) === AppointmentStatus.PENDING_CLIENT_APPROVAL && (
                    <DepositRequestFields control={control} register={register} error={errors.deposit_amount} />
                  )}
                  <SlotCheck taken={check.data?.reason === 'slot_taken'} warnings={[...(check.data?.warnings ?? []), ...(unassigned ? ['vet_not_assigned'] : [])]} vetName={vet?.full_name} />
                  <FormField label={t('calendar.form.note')} error={errors.staff_note} helper={t('calendar.form.noteHelper')}>
                    <Textarea size="sm" rows={2} {...register('staff_note')} />
                  </FormField>
                  <HStack gap="5" wrap="wrap">
                    <NotifyBox control={control} name="notify_mail" label={t('calendar.form.notifyMail')} />
                    <NotifyBox control={control} name="notify_sms" label={t('calendar.form.notifySms')} />
                  </HStack>
                  {errors.root?.message && <Text color="fg.error" fontSize="sm">{t(errors.root.message)}</Text>}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                {askDiscard ? (
                  <DiscardPrompt onKeep={() => setAskDiscard(false)} onDiscard={onClose} />
                ) : (
                  <>
                    <Button variant="ghost" size="sm" onClick={requestClose}>{t('labels.close')}</Button>
                    <Button type="submit" colorPalette="brand" size="sm" loading={formState.isSubmitting}>{t('labels.save')}</Button>
                  </>
                )}
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('labels.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function NotifyBox({ control, name, label }: { control: import('react-hook-form').Control<TAppointmentFormIn>; name: 'notify_mail' | 'notify_sms'; label: string }) {
  return (
    <Controller control={control} name={name} render={({ field }) => (
      <Checkbox.Root size="sm" colorPalette="brand" checked={!!field.value} onCheckedChange={(e) => field.onChange(!!e.checked)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
    )} />
  );
}

/** The live answer of GET /ws/{vet}/bookable: a refusal in red, warnings in amber. */
export function SlotCheck({ taken, warnings, vetName }: { taken: boolean; warnings: string[]; vetName?: string }) {
  const { t } = useTranslation();
  if (!taken && !warnings.length) return null;
  return (
    <Alert.Root status={taken ? 'error' : 'warning'} size="sm" aria-live="polite">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {taken ? t('calendar.form.taken', { vet: vetName ?? '' }) : [...new Set(warnings)].map((w) => t(`calendar.warnings.${w}`)).join(' ')}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
