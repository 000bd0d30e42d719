import { Avatar, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useActiveClinic, useSignOut } from '../auth/use-session';
import { screenLock } from './lock-screen';

export function UserMenu() {
  const { t } = useTranslation();
  const { me, clinic } = useActiveClinic();
  const signOut = useSignOut();
  const user = me.data;
  if (!user) return null;
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('staff.userMenu.label')} px="1">
          <Avatar.Root size="xs">
            <Avatar.Fallback name={user.full_name} />
          </Avatar.Root>
          <Text display={{ base: 'none', md: 'block' }}>{user.first_name}</Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <Text fontWeight="600">{user.full_name}</Text>
                <Text fontSize="xs" color="fg.muted">{user.email}</Text>
                {clinic && <Text fontSize="xs" color="fg.muted">{clinic.role.name}</Text>}
              </Menu.ItemGroupLabel>
            </Menu.ItemGroup>
            <Menu.Separator />
            {/* The lock screen lists the clinic's members from GET /vets, which needs staff.view. */}
            {clinic?.permissions.includes('staff.view') && (
              <Menu.Item value="lock" onSelect={() => screenLock.lock()}>
                {t('staff.userMenu.lock')}
              </Menu.Item>
            )}
            <Menu.Item value="sign-out" onSelect={() => void signOut()}>
              {t('staff.userMenu.signOut')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
