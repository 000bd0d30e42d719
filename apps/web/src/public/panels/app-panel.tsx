import { Box, Button, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useClientLink } from '../use-public-data';

/** An SVG string as an <img> source: the markup is never put into the page's DOM. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

/** Spec §1: the pet-parent app, with QR code, connect link and store links; only when the clinic has a client link. */
export function AppPanel({ clinicId }: { clinicId: number }) {
  const { t } = useTranslation();
  const link = useClientLink(clinicId);
  if (!link.data) return null;
  const { url, qr_svg, app_store_url, google_play_url } = link.data;
  return (
    <Box as="section" aria-labelledby="app-title" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '4', md: '6' }}>
      <Flex gap="5" direction={{ base: 'column', sm: 'row' }} align={{ base: 'flex-start', sm: 'center' }}>
        <Image src={svgDataUrl(qr_svg)} alt={t('public.app.qrAlt')} boxSize="32" bg="white" p="1" rounded="md" borderWidth="1px" flexShrink={0} />
        <Stack gap="2" flex="1">
          <Heading as="h2" size="md" id="app-title">{t('public.app.title')}</Heading>
          <Text fontSize="sm" color="fg.muted">{t('public.app.text')}</Text>
          <Flex gap="2" wrap="wrap" mt="1">
            <Button asChild size="sm" colorPalette="brand">
              <a href={url} target="_blank" rel="noopener noreferrer">{t('public.app.connect')}</a>
            </Button>
            {app_store_url && (
              <Button asChild size="sm" variant="outline">
                <a href={app_store_url} target="_blank" rel="noopener noreferrer">{t('public.app.appStore')}</a>
              </Button>
            )}
            {google_play_url && (
              <Button asChild size="sm" variant="outline">
                <a href={google_play_url} target="_blank" rel="noopener noreferrer">{t('public.app.googlePlay')}</a>
              </Button>
            )}
          </Flex>
        </Stack>
      </Flex>
    </Box>
  );
}
