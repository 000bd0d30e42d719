import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** An abnormal flag as a coloured badge with its meaning for screen readers (H, L, HH, LL, A). */
export function LabFlag({ flag }: { flag: string | null }) {
  const { t } = useTranslation();
  if (!flag) return null;
  const palette = flag === 'HH' || flag === 'LL' ? 'red' : flag === 'A' ? 'purple' : 'orange';
  return <Badge size="sm" colorPalette={palette} variant="solid" title={t(`labs.flag.${flag}`)} aria-label={t(`labs.flag.${flag}`)} data-flag={flag}>{flag}</Badge>;
}
