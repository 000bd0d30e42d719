import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../ui/errors';
import { downloadFile } from '../purchasing/api';
import { startInvoiceZip, useInvoiceZip, type ReportPeriod } from './api';

/**
 * "Invoices as PDFs (ZIP)" for the accountant: starts the background job for the period, shows its progress bar
 * (invoices done of the total, polled as the catalogue import does) and the download once it is ready.
 */
export function InvoiceZip({ period }: { period: ReportPeriod }) {
  const { t } = useTranslation();
  const [jobId, setJobId] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);
  const job = useInvoiceZip(jobId);
  const j = job.data;
  const running = !!j && (j.status === 'queued' || j.status === 'running');
  const start = () => {
    setStarting(true);
    startInvoiceZip(period.from, period.to).then((z) => setJobId(z.id)).catch(toastError).finally(() => setStarting(false));
  };
  return (
    <HStack gap="3" wrap="wrap" align="center">
      <Button size="sm" variant="outline" onClick={start} loading={starting} disabled={running} data-testid="invoice-zip-start">{t('reports.zip.button')}</Button>
      {j && (
        <Stack gap="1" minW="16rem" flex="1" maxW="28rem" data-testid="invoice-zip-job">
          <Progress.Root value={j.progress} max={100} size="sm" colorPalette={j.status === 'failed' ? 'red' : 'teal'} aria-label={t('reports.zip.title')}>
            <HStack justify="space-between" fontSize="xs">
              <Progress.Label>{t(`reports.zip.status.${j.status}`)}</Progress.Label>
              <Progress.ValueText>{t('reports.zip.progress', { done: j.processed, total: j.total })}</Progress.ValueText>
            </HStack>
            <Progress.Track><Progress.Range /></Progress.Track>
          </Progress.Root>
          {j.status === 'failed' && <Text role="alert" color="fg.error" fontSize="sm">{t(j.error ?? 'reports.zip.failed')}</Text>}
          {j.status === 'completed' && (
            <Button size="sm" colorPalette="teal" data-testid="invoice-zip-download"
              onClick={() => void downloadFile(`/reports/invoice-zips/${j.id}/download`, j.file_name).catch(toastError)}>
              {t('reports.zip.ready')}
            </Button>
          )}
        </Stack>
      )}
    </HStack>
  );
}
