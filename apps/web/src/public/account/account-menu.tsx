import { Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefetchAccountModal, useAccountModals } from './account-modals';
import { useAuth } from './auth-context';

/** The header's account corner: "Log in" for a visitor; the parent's name, their documents and "Log out" once logged in. */
export function AccountMenu() {
  const { t } = useTranslation();
  const auth = useAuth();
  const modals = useAccountModals();
  const [leaving, setLeaving] = useState(false);

  if (!auth.isLoggedIn) {
    return (
      <Button
        size="sm"
        variant="outline"
        colorPalette="brand"
        onPointerEnter={() => prefetchAccountModal('login')}
        onFocus={() => prefetchAccountModal('login')}
        onClick={() => modals.open({ kind: 'login' })}
      >
        {t('public.account.menu.login')}
      </Button>
    );
  }
  const name = auth.me ? `${auth.me.first_name} ${auth.me.last_name}`.trim() : '';
  return (
    <Flex align="center" gap="2" minW="0">
      {name && (
        <Text fontSize="sm" fontWeight="medium" truncate maxW={{ base: '24', sm: '48' }} title={name} data-testid="parent-name">
          {name}
        </Text>
      )}
      <Button
        size="sm"
        variant="ghost"
        onPointerEnter={() => prefetchAccountModal('documents')}
        onFocus={() => prefetchAccountModal('documents')}
        onClick={() => modals.open({ kind: 'documents' })}
      >
        {t('public.account.menu.documents')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        loading={leaving}
        onClick={async () => {
          setLeaving(true);
          try {
            await auth.logout();
          } finally {
            setLeaving(false);
          }
        }}
      >
        {t('public.account.menu.logout')}
      </Button>
    </Flex>
  );
}
