import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toQueryString } from '../../ui/http';
import { toastError } from '../../ui/errors';
import { downloadFile } from '../purchasing/api';

type Report = 'kpi-metrics' | 'aggregate' | 'drilldown' | 'client-credit';

/** "Excel" and "PDF": the report on screen, with its filters, as a file (the server names it after the report and period). */
export function ExportButtons({ report, query, fileName }: { report: Report; query: Record<string, string | number | undefined>; fileName: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'xlsx' | 'pdf' | null>(null);
  const run = (format: 'xlsx' | 'pdf') => {
    setBusy(format);
    downloadFile(`/reports/${report}/export${toQueryString({ ...query, format })}`, `${fileName}.${format}`)
      .catch(toastError).finally(() => setBusy(null));
  };
  return (
    <HStack gap="2" role="group" aria-label={t('reports.export.label')}>
      <Button size="sm" variant="outline" loading={busy === 'xlsx'} onClick={() => run('xlsx')} data-testid={`export-${report}-xlsx`}>{t('reports.export.xlsx')}</Button>
      <Button size="sm" variant="outline" loading={busy === 'pdf'} onClick={() => run('pdf')} data-testid={`export-${report}-pdf`}>{t('reports.export.pdf')}</Button>
    </HStack>
  );
}
