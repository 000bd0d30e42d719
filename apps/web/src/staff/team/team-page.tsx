import { Badge, Box, Button, Checkbox, Code, Flex, HStack, Heading, IconButton, Input, Link, Menu, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { TStaffMember } from '@vetclinic/domain';
import { toastError } from '../../ui/errors';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useActiveClinic } from '../auth/use-session';
import { useRoles, useTeam, useTeamMutations } from './api';
import { holdsAll } from './grantable';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { MemberDialog } from './member-dialog';

export function MemberStatusBadge({ member }: { member: TStaffMember }) {
  const { t } = useTranslation();
  if (member.invite_pending) return <Badge colorPalette="orange">{t('team.status.invited')}</Badge>;
  if (!member.is_active) return <Badge colorPalette="gray">{t('team.status.inactive')}</Badge>;
  return <Badge colorPalette="green">{t('team.status.active')}</Badge>;
}

/** Settings → Team: the clinic's staff with role and state; invite, edit, deactivate, new PIN. */
export function TeamPage() {
  const { t } = useTranslation();
  const { clinic, me } = useActiveClinic();
  const canManage = clinic?.permissions.includes('staff.manage') ?? false;
  const team = useTeam();
  const roles = useRoles();
  // Nobody changes a member whose role holds a permission they lack (the server answers 403).
  const canTouch = (m: TStaffMember) => {
    const role = roles.data?.find((r) => r.id === m.role.id);
    return canManage && !!role && holdsAll(clinic?.permissions ?? [], role.permissions);
  };
  const { setActive, generatePin } = useTeamMutations();
  const [search, setSearch] = useState('');
  const [showInactive, setShowInactive] = useState(false);
  const [dialog, setDialog] = useState<{ open: boolean; member: TStaffMember | null }>({ open: false, member: null });
  const [toggling, setToggling] = useState<TStaffMember | null>(null);
  const [pinFor, setPinFor] = useState<TStaffMember | null>(null);
  const [pin, setPin] = useState<{ member: TStaffMember; pin: string } | null>(null);

  const rows = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (team.data ?? []).filter((m) => (showInactive || m.is_active || m.invite_pending)
      && (!q || `${m.full_name} ${m.email} ${m.job_title ?? ''} ${m.role.name}`.toLowerCase().includes(q)));
  }, [team.data, search, showInactive]);

  const confirmToggle = () => toggling && setActive.mutate({ id: toggling.id, active: !toggling.is_active }, {
    onSuccess: (m) => {
      toaster.create({ type: 'success', title: t(m.is_active ? 'team.activated' : 'team.deactivated', { name: m.full_name }), closable: true });
      setToggling(null);
    },
    onError: (err) => {
      setToggling(null);
      toastError(err);
    },
  });
  const confirmPin = () => pinFor && generatePin.mutate(pinFor.id, {
    onSuccess: (value) => {
      setPin({ member: pinFor, pin: value });
      setPinFor(null);
    },
    onError: (err) => {
      setPinFor(null);
      toastError(err);
    },
  });

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">{t('team.title')}</Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('team.subtitle')}{' '}
            <Link asChild color="brand.fg"><RouterLink to="/settings">{t('team.openingHoursLink')}</RouterLink></Link>
          </Text>
        </Box>
        {canManage && <Button colorPalette="brand" onClick={() => setDialog({ open: true, member: null })}>{t('team.invite')}</Button>}
      </Flex>
      <Flex gap="4" align="center" wrap="wrap">
        <Box role="search" flex="1" maxW={{ md: 'sm' }} minW="200px">
          <Input type="search" bg="white" aria-label={t('team.search')} placeholder={t('team.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
        </Box>
        <Checkbox.Root colorPalette="brand" checked={showInactive} onCheckedChange={(e) => setShowInactive(!!e.checked)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('team.showInactive')}</Checkbox.Label>
        </Checkbox.Root>
      </Flex>

      {team.isPending && <ListSkeleton rows={6} />}
      {team.isError && <ErrorState error={team.error} onRetry={() => void team.refetch()} />}
      {team.data && (rows.length === 0 ? <EmptyState title={t(search ? 'team.emptyFiltered' : 'team.empty')} /> : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('team.columns.name')}</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">{t('team.fields.jobTitle')}</Table.ColumnHeader>
                {/* On a phone role and status go under the name (no sideways scrolling). */}
                <Table.ColumnHeader hideBelow="md">{t('team.fields.role')}</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">{t('team.columns.status')}</Table.ColumnHeader>
                <Table.ColumnHeader><Box srOnly>{t('team.columns.actions')}</Box></Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((m) => (
                <Table.Row key={m.id} color={m.is_active || m.invite_pending ? undefined : 'fg.muted'}>
                  <Table.Cell>
                    <Link asChild fontWeight="500" color="brand.fg"><RouterLink to={`/team/${m.id}`}>{m.full_name}</RouterLink></Link>
                    <Text fontSize="xs" color="fg.muted" truncate maxW="60">{m.email}</Text>
                    <HStack gap="1" flexWrap="wrap" mt="1" hideFrom="md">
                      <Text fontSize="sm">{m.role.name}</Text>
                      {m.is_vet && <Badge size="sm" colorPalette="brand" variant="outline">{t('team.vetBadge')}</Badge>}
                      <MemberStatusBadge member={m} />
                    </HStack>
                  </Table.Cell>
                  <Table.Cell hideBelow="md">{m.job_title ?? '—'}</Table.Cell>
                  <Table.Cell hideBelow="md">
                    <HStack gap="1" flexWrap="wrap">
                      <Text>{m.role.name}</Text>
                      {m.is_vet && <Badge size="sm" colorPalette="brand" variant="outline">{t('team.vetBadge')}</Badge>}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell hideBelow="md"><MemberStatusBadge member={m} /></Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    <HStack gap="1" justify="end">
                      <Button asChild size="xs" variant="ghost"><RouterLink to={`/team/${m.id}`} aria-label={t('team.scheduleNamed', { name: m.full_name })}>{t('team.schedule')}</RouterLink></Button>
                      {(canTouch(m) || m.id === me.data?.id) && (
                        <Menu.Root>
                          <Menu.Trigger asChild>
                            <IconButton size="xs" variant="ghost" aria-label={t('team.actionsFor', { name: m.full_name })}>⋯</IconButton>
                          </Menu.Trigger>
                          <Portal>
                            <Menu.Positioner>
                              <Menu.Content>
                                {canTouch(m) && <Menu.Item value="edit" onClick={() => setDialog({ open: true, member: m })}>{t('team.edit')}</Menu.Item>}
                                {m.is_active && (m.id === me.data?.id || canTouch(m)) && <Menu.Item value="pin" onClick={() => setPinFor(m)}>{t('team.generatePin')}</Menu.Item>}
                                {canTouch(m) && m.id !== me.data?.id && (
                                  <Menu.Item value="toggle" color={m.is_active ? 'fg.error' : undefined} onClick={() => setToggling(m)}>{t(m.is_active ? 'team.deactivate' : 'team.activate')}</Menu.Item>
                                )}
                              </Menu.Content>
                            </Menu.Positioner>
                          </Portal>
                        </Menu.Root>
                      )}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ))}

      <MemberDialog open={dialog.open} member={dialog.member} onClose={() => setDialog({ open: false, member: null })} />
      <ConfirmDialog open={!!toggling} danger={!!toggling?.is_active} loading={setActive.isPending} onCancel={() => setToggling(null)} onConfirm={confirmToggle}
        title={t(toggling?.is_active ? 'team.deactivateTitle' : 'team.activateTitle', { name: toggling?.full_name ?? '' })}
        body={t(toggling?.is_active ? 'team.deactivateBody' : 'team.activateBody')}
        confirmLabel={t(toggling?.is_active ? 'team.deactivate' : 'team.activate')} />
      <ConfirmDialog open={!!pinFor} danger={false} loading={generatePin.isPending} onCancel={() => setPinFor(null)} onConfirm={confirmPin}
        title={t('team.pinTitle', { name: pinFor?.full_name ?? '' })} body={t(pinFor?.has_pin ? 'team.pinReplaceBody' : 'team.pinBody')} confirmLabel={t('team.generatePin')} />
      <ConfirmDialog open={!!pin} danger={false} onCancel={() => setPin(null)} onConfirm={() => setPin(null)} title={t('team.pinShownTitle', { name: pin?.member.full_name ?? '' })} confirmLabel={t('team.pinDone')}>
        <Stack gap="3" align="center" py="2">
          <Code fontSize="3xl" px="4" py="2" letterSpacing="widest" aria-label={t('team.pinLabel')}>{pin?.pin}</Code>
          <Text fontSize="sm" color="fg.muted" textAlign="center">{t('team.pinOnce')}</Text>
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
