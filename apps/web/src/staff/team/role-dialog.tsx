import { Box, Button, Checkbox, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IMPLIED_PERMISSIONS, ZRoleInput, withImpliedPermissions, type Permission, type TPermissionItem, type TRoleInput } from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { applyServerErrors, toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { usePermissionCatalogue, useTeamMutations, type Role } from './api';
import { FormDialog } from '../../ui/form-dialog';

type Form = { name: string; permissions: string[] };

/** "New role" / "Edit role": a name and permission checkboxes grouped by area. Built-in roles: name only. */
export function RoleDialog({ open, role, onClose }: { open: boolean; role: Role | null; onClose: () => void }) {
  const { t } = useTranslation();
  const catalogue = usePermissionCatalogue();
  const { saveRole } = useTeamMutations();
  const locked = role?.is_built_in ?? false;
  const defaults = useMemo<Form>(() => ({ name: role?.name ?? '', permissions: role?.permissions ?? [] }), [role]);
  const { register, handleSubmit, formState, control, reset, setError } = useForm<Form>({ resolver: zodResolver(ZRoleInput) as never, defaultValues: defaults });
  useEffect(() => {
    if (open) reset(defaults);
  }, [open, defaults, reset]);
  const groups = useMemo(() => {
    const map = new Map<string, TPermissionItem[]>();
    for (const p of catalogue.data ?? []) map.set(p.group, [...(map.get(p.group) ?? []), p]);
    return [...map.entries()];
  }, [catalogue.data]);

  const submit = handleSubmit(async (values) => {
    try {
      await saveRole.mutateAsync({ id: role?.id, body: values as TRoleInput });
      toaster.create({ type: 'success', title: t('team.roles.saved'), closable: true });
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError)) toastError(err);
    }
  });

  return (
    <FormDialog open={open} onClose={onClose} dirty={formState.isDirty} onSubmit={submit} size="xl" title={t(role ? 'team.roles.editTitle' : 'team.roles.newTitle')}
      footer={<Button type="submit" colorPalette="brand" loading={saveRole.isPending}>{t('team.save')}</Button>}>
      <Stack gap="4">
        <FormField label={t('team.roles.name')} error={formState.errors.name} required><Input {...register('name')} autoComplete="off" /></FormField>
        {locked && <Text fontSize="sm" color="fg.muted" role="note">{t('team.roles.builtInNote')}</Text>}
        <Controller control={control} name="permissions" render={({ field }) => (
          <Stack gap="4" as="fieldset">
            <Box as="legend" fontWeight="600" mb="1">{t('team.roles.permissions')}</Box>
            <Text fontSize="sm" color="fg.muted">{t('team.roles.manageImpliesView')}</Text>
            {groups.map(([group, items]) => (
              <Box key={group}>
                <Heading as="h3" size="xs" textTransform="uppercase" color="fg.muted" mb="2">{t(`team.permissionGroup.${group}`)}</Heading>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
                  {items.map((p) => (
                    // A "view" that a ticked "manage" needs stays ticked (the server adds it too).
                    <Checkbox.Root key={p.key} colorPalette="brand" disabled={locked || field.value.some((k) => IMPLIED_PERMISSIONS[k as Permission] === p.key)} checked={field.value.includes(p.key)}
                      onCheckedChange={(e) => field.onChange(e.checked ? withImpliedPermissions([...field.value, p.key]) : field.value.filter((k) => k !== p.key))}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{t(p.label_key)}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </SimpleGrid>
              </Box>
            ))}
          </Stack>
        )} />
      </Stack>
    </FormDialog>
  );
}
