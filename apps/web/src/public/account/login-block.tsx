import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { prefetchAccountModal, useAccountModals } from './account-modals';
import { useAuth } from './auth-context';

/**
 * Spec §2: the reschedule page also shows a login block, without the register option.
 * Logged in, it says who is.
 */
export function LoginBlock() {
  const { t } = useTranslation();
  const auth = useAuth();
  const modals = useAccountModals();
  return (
    <Box as="section" aria-label={t('public.account.block.label')} bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '4', md: '5' }}>
      {auth.isLoggedIn ? (
        <Text fontSize="sm">
          {auth.me ? t('public.account.block.loggedInAs', { name: `${auth.me.first_name} ${auth.me.last_name}`.trim() }) : t('public.account.block.loggedIn')}
        </Text>
      ) : (
        <Flex gap="3" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
          <Text fontSize="sm" flex="1">{t('public.account.block.text')}</Text>
          <Button
            size="sm"
            colorPalette="brand"
            variant="outline"
            onPointerEnter={() => prefetchAccountModal('login')}
            onFocus={() => prefetchAccountModal('login')}
            onClick={() => modals.open({ kind: 'login', allowRegister: false })}
          >
            {t('public.account.menu.login')}
          </Button>
        </Flex>
      )}
    </Box>
  );
}
