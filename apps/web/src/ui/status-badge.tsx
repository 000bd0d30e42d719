import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const PALETTE: Record<number, string> = { 0: 'gray', 1: 'orange', 2: 'orange', 3: 'purple', 4: 'purple', 5: 'green', 6: 'red', 7: 'red', 8: 'blue', 9: 'red' };

/**
 * An appointment status (spec §3 codes) in words and colour. The client reads it from their side
 * ("The clinic proposed a new time", not the desk's "awaiting client").
 */
export function AppointmentStatusBadge({ status, forClient = false }: { status: number; forClient?: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} variant="subtle" whiteSpace="normal">
      {t(forClient ? `public.appointmentStatus.${status}` : `appointmentStatus.${status}`)}
    </Badge>
  );
}
