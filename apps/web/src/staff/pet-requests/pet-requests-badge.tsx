import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePendingPetRequestCount } from '../clients/api';

/** How many pets added by parents wait for a decision, next to "Pet requests" in the navigation. */
export function PetRequestsNavBadge() {
  const { t } = useTranslation();
  const count = usePendingPetRequestCount();
  if (!count.data) return null;
  return (
    <Badge colorPalette="orange" variant="solid" size="sm" borderRadius="full" aria-label={t('clients.petRequests.waiting', { count: count.data })}>
      {count.data > 99 ? '99+' : count.data}
    </Badge>
  );
}
