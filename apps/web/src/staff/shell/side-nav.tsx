import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NAV_GROUPS } from './nav-items';

export function SideNav({ permissions }: { permissions: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" py="3">
      {NAV_GROUPS.map((group) => {
        const items = group.items.filter((i) => !i.permission || permissions.includes(i.permission));
        if (!items.length) return null;
        return (
          <Box key={group.labelKey}>
            <Text px="4" pb="1" fontSize="xs" fontWeight="600" textTransform="uppercase" color="fg.muted" letterSpacing="wide">
              {t(group.labelKey)}
            </Text>
            {items.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.end}>
                {({ isActive }) => (
                  <Box px="4" py="2" fontSize="sm" fontWeight={isActive ? '600' : '400'} bg={isActive ? 'brand.subtle' : undefined} color={isActive ? 'brand.fg' : undefined} borderLeftWidth="3px" borderLeftColor={isActive ? 'brand.solid' : 'transparent'} _hover={{ bg: 'gray.100' }}>
                    {item.badge ? <HStack as="span" justify="space-between" gap="2">{t(item.labelKey)}<item.badge /></HStack> : t(item.labelKey)}
                  </Box>
                )}
              </NavLink>
            ))}
          </Box>
        );
      })}
    </Stack>
  );
}
