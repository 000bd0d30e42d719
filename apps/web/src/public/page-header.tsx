import { Box, Container, Flex, Heading, Image, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../ui/language-menu';
import { PawIcon } from '../ui/paw-icon';
import { AccountMenu } from './account/account-menu';

export interface HeaderClinic { name: string; address?: string | null; phone?: string | null; logo?: string | null }

/** Clinic logo, name, address and phone, the language menu and the account corner. Not shown in widget mode. */
export function PageHeader({ clinic }: { clinic: HeaderClinic }) {
  const { t } = useTranslation();
  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" borderColor="border.muted">
      <Container maxW="4xl" py="3" px={{ base: '4', md: '6' }}>
        <Flex align="center" gap="3">
          {clinic.logo ? (
            <Image src={clinic.logo} alt="" htmlWidth={40} htmlHeight={40} boxSize="10" rounded="md" objectFit="contain" flexShrink={0} />
          ) : (
            <Flex boxSize="10" rounded="md" bg="brand.solid" color="brand.contrast" align="center" justify="center" flexShrink={0} aria-hidden="true">
              <PawIcon size={22} />
            </Flex>
          )}
          <Box flex="1" minW="0">
            <Heading as="p" size="md" lineClamp={2} lineHeight="short">{clinic.name}</Heading>
            <Flex columnGap="3" rowGap="0" wrap="wrap" fontSize="sm" color="fg.muted">
              {clinic.address && <Text lineClamp={1} hideBelow="sm">{clinic.address}</Text>}
              {clinic.phone && (
                <Link href={`tel:${clinic.phone.replace(/[^+\d]/g, '')}`} color="brand.fg" aria-label={t('public.header.call', { phone: clinic.phone })}>
                  {clinic.phone}
                </Link>
              )}
            </Flex>
          </Box>
          <Flex align="center" gap="2" flexShrink={0} direction={{ base: 'column-reverse', sm: 'row' }} alignItems={{ base: 'flex-end', sm: 'center' }}>
            <Box maxW={{ base: '32', sm: 'none' }}>
              <LanguageMenu />
            </Box>
            <AccountMenu />
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
