import { Badge, Box, Button, Flex, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../ui/errors';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useActiveClinic } from '../auth/use-session';
import { usePermissionCatalogue, useRoles, useTeamMutations, type Role } from './api';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { RoleDialog } from './role-dialog';

/** Settings → Roles: the group's roles and what each may do. */
export function RolesPage() {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const canManage = clinic?.permissions.includes('staff.manage') ?? false;
  const roles = useRoles();
  const catalogue = usePermissionCatalogue();
  const { deleteRole } = useTeamMutations();
  const [dialog, setDialog] = useState<{ open: boolean; role: Role | null }>({ open: false, role: null });
  const [deleting, setDeleting] = useState<Role | null>(null);
  const labelOf = (key: string) => t(catalogue.data?.find((p) => p.key === key)?.label_key ?? key);

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">{t('team.roles.title')}</Heading>
          <Text color="fg.muted" fontSize="sm">{t('team.roles.subtitle')}</Text>
        </Box>
        {canManage && <Button colorPalette="brand" onClick={() => setDialog({ open: true, role: null })}>{t('team.roles.new')}</Button>}
      </Flex>
      {roles.isPending && <ListSkeleton rows={4} />}
      {roles.isError && <ErrorState error={roles.error} onRetry={() => void roles.refetch()} />}
      {roles.data && (roles.data.length === 0 ? <EmptyState title={t('team.roles.empty')} /> : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('team.roles.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('team.roles.permissions')}</Table.ColumnHeader>
                {canManage && <Table.ColumnHeader><Box srOnly>{t('team.columns.actions')}</Box></Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {roles.data.map((r) => (
                <Table.Row key={r.id}>
                  <Table.Cell verticalAlign="top" whiteSpace="nowrap">
                    <HStack gap="2"><Text fontWeight="500">{r.name}</Text>{r.is_built_in && <Badge size="sm">{t('team.roles.builtIn')}</Badge>}</HStack>
                  </Table.Cell>
                  <Table.Cell>
                    <Text fontSize="sm" color="fg.muted" lineClamp={2}>{r.permissions.length ? r.permissions.map(labelOf).join(', ') : t('team.roles.none')}</Text>
                  </Table.Cell>
                  {canManage && (
                    <Table.Cell textAlign="end" whiteSpace="nowrap" verticalAlign="top">
                      <Button size="xs" variant="ghost" onClick={() => setDialog({ open: true, role: r })} aria-label={t('team.roles.editNamed', { name: r.name })}>{t('team.edit')}</Button>
                      {!r.is_built_in && <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(r)} aria-label={t('team.roles.deleteNamed', { name: r.name })}>{t('team.roles.delete')}</Button>}
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ))}
      <RoleDialog open={dialog.open} role={dialog.role} onClose={() => setDialog({ open: false, role: null })} />
      <ConfirmDialog open={!!deleting} title={t('team.roles.deleteTitle', { name: deleting?.name ?? '' })} body={t('team.roles.deleteBody')} confirmLabel={t('team.roles.delete')}
        loading={deleteRole.isPending} onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && deleteRole.mutate(deleting.id, {
          onSuccess: () => {
            toaster.create({ type: 'success', title: t('team.roles.deleted'), closable: true });
            setDeleting(null);
          },
          onError: (err) => {
            setDeleting(null);
            toastError(err);
          },
        })} />
    </Stack>
  );
}
