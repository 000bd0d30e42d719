import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RecordStatus } from '@vetclinic/domain';

const PALETTE: Record<RecordStatus, string> = { draft: 'gray', in_progress: 'blue', completed: 'green', closed: 'purple' };

/** A record's status in words and colour (closed is solid: it cannot change until reopened). */
export function RecordStatusBadge({ status }: { status: RecordStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTE[status]} variant={status === 'closed' ? 'solid' : 'subtle'} whiteSpace="nowrap">
      {t(`records.status.${status}`)}
    </Badge>
  );
}
