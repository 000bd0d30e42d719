import { Button, Checkbox, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZInviteStaffInput, ZUpdateStaffInput, type TInviteStaffInput, type TStaffMember } from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { applyServerErrors, toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { useUnsavedGuard } from '../../ui/use-unsaved-guard';
import { useActiveClinic } from '../auth/use-session';
import { useRoles, useTeamMutations } from './api';
import { holdsAll } from './grantable';
import { FormDialog } from '../../ui/form-dialog';

type Form = TInviteStaffInput;

/** "Invite" (with e-mail) or "Edit" a member: names, job title, vet flag and role in this clinic. */
export function MemberDialog({ open, member, onClose }: { open: boolean; member: TStaffMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  const roles = useRoles();
  const { clinic } = useActiveClinic();
  // Only roles the caller may give (all their permissions are its own here); the member's current one stays listed.
  const offered = roles.data?.filter((r) => r.id === member?.role.id || holdsAll(clinic?.permissions ?? [], r.permissions));
  const { invite, update } = useTeamMutations();
  const editing = !!member;
  const defaults = useMemo<Form>(() => ({
    email: member?.email ?? '', first_name: member?.first_name ?? '', last_name: member?.last_name ?? '', job_title: member?.job_title ?? '',
    // A new member is not bookable until someone says so: an invited receptionist must not appear in online booking.
    is_vet: member?.is_vet ?? false, role_id: member?.role.id ?? '',
  }), [member]);
  const resolver = zodResolver(editing ? ZUpdateStaffInput : ZInviteStaffInput) as unknown as Resolver<Form>;
  const { register, handleSubmit, formState, control, reset, setError } = useForm<Form>({ resolver, defaultValues: defaults });
  useEffect(() => {
    if (open) reset(defaults);
  }, [open, defaults, reset]);
  useUnsavedGuard(open && formState.isDirty);
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    try {
      if (member) {
        const { email: _email, ...body } = values;
        await update.mutateAsync({ id: member.id, body });
        toaster.create({ type: 'success', title: t('team.saved'), closable: true });
      } else {
        await invite.mutateAsync(values);
        toaster.create({ type: 'success', title: t('team.invited', { email: values.email }), closable: true });
      }
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError)) toastError(err);
    }
  });

  return (
    <FormDialog open={open} onClose={onClose} dirty={formState.isDirty} onSubmit={submit} title={t(editing ? 'team.editTitle' : 'team.inviteTitle')}
      footer={<Button type="submit" colorPalette="brand" loading={invite.isPending || update.isPending}>{t(editing ? 'team.save' : 'team.sendInvite')}</Button>}>
      <Stack gap="4">
        {!editing && (
          <FormField label={t('team.fields.email')} error={errors.email} required helper={t('team.inviteHelper')}>
            <Input type="email" autoComplete="off" {...register('email')} />
          </FormField>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('team.fields.firstName')} error={errors.first_name} required><Input {...register('first_name')} autoComplete="off" /></FormField>
          <FormField label={t('team.fields.lastName')} error={errors.last_name} required><Input {...register('last_name')} autoComplete="off" /></FormField>
          <FormField label={t('team.fields.jobTitle')} error={errors.job_title}><Input {...register('job_title')} autoComplete="off" /></FormField>
          <FormField label={t('team.fields.role')} error={errors.role_id} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('role_id')}>
                <option value="">{t('team.chooseRole')}</option>
                {offered?.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <Controller control={control} name="is_vet" render={({ field }) => (
          <Checkbox.Root colorPalette="brand" checked={!!field.value} onCheckedChange={(e) => field.onChange(!!e.checked)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('team.fields.isVet')}</Checkbox.Label>
          </Checkbox.Root>
        )} />
      </Stack>
    </FormDialog>
  );
}
