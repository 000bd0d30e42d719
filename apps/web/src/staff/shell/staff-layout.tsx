import { Box, Drawer, Flex, IconButton, Portal, Text, CloseButton } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../../ui/language-menu';
import { useActiveClinic } from '../auth/use-session';
import { ClinicSwitcher } from './clinic-switcher';
import { SideNav } from './side-nav';
import { UserMenu } from './user-menu';
import { LockScreen } from './lock-screen';
import { GroupLogo } from '../group/group-logo';

/** Left navigation on desktop, a drawer on phones; top bar with clinic, language and user. */
export function StaffLayout() {
  const { t } = useTranslation();
  const { clinic, me } = useActiveClinic();
  const logoUrl = me.data?.group.logo_url ?? null;
  const [navOpen, setNavOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setNavOpen(false), [location.pathname]);

  return (
    <Flex minH="100dvh" bg="gray.50">
      <Box as="nav" aria-label={t('staff.nav.main')} display={{ base: 'none', lg: 'block' }} width="240px" flexShrink={0} bg="white" borderRightWidth="1px" position="sticky" top="0" height="100dvh" overflowY="auto">
        <Brand name={clinic?.name} logoUrl={logoUrl} />
        <SideNav permissions={clinic?.permissions ?? []} />
      </Box>
      <Drawer.Root open={navOpen} onOpenChange={(e) => setNavOpen(e.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW="280px">
              <Drawer.Header>
                <Drawer.Title>{clinic?.name}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body px="0">
                <SideNav permissions={clinic?.permissions ?? []} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('labels.close')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <Flex direction="column" flex="1" minW="0">
        <Flex as="header" align="center" gap="2" px={{ base: '2', md: '4' }} py="2" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="docked">
          <IconButton aria-label={t('staff.nav.open')} variant="ghost" display={{ base: 'inline-flex', lg: 'none' }} onClick={() => setNavOpen(true)}>
            <MenuIcon />
          </IconButton>
          {logoUrl && <Box hideFrom="lg" display="flex"><GroupLogo url={logoUrl} size={28} /></Box>}
          <ClinicSwitcher />
          <Box flex="1" />
          <LanguageMenu />
          <UserMenu />
        </Flex>
        <Box as="main" flex="1" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }} minW="0">
          <Outlet />
        </Box>
      </Flex>
      <LockScreen />
    </Flex>
  );
}

function Brand({ name, logoUrl }: { name?: string; logoUrl: string | null }) {
  return (
    <Flex align="center" gap="2" px="4" py="4" borderBottomWidth="1px">
      <GroupLogo url={logoUrl} size={32} />
      <Text fontWeight="600" truncate>{name}</Text>
    </Flex>
  );
}

function MenuIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}
