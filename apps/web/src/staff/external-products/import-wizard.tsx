import { Alert, Box, Button, Field, Flex, Heading, HStack, Input, NativeSelect, Progress, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import {
  EXTERNAL_PRODUCT_FIELDS, REQUIRED_EXTERNAL_FIELDS, ZColumnMapping,
  type ExternalProductField, type TColumnMapping, type TExternalImportPreview,
} from '@vetclinic/domain';
import { toastError } from '../../ui/errors';
import { useActiveClinic } from '../auth/use-session';
import { externalApi, externalKeys, useImportJob, useSupplierOptions } from './api';

type Step = 'upload' | 'mapping' | 'preview' | 'progress';
const STEPS: Step[] = ['upload', 'mapping', 'preview', 'progress'];

/** Upload -> column mapping -> preview with errors -> background import with a progress bar -> result. */
export function ImportWizard() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('upload');
  const [preview, setPreview] = useState<TExternalImportPreview | null>(null);
  const [mapping, setMapping] = useState<Partial<Record<ExternalProductField, number | null>>>({});
  const [jobId, setJobId] = useState<number | null>(null);
  const onUploaded = (p: TExternalImportPreview) => {
    setPreview(p);
    setMapping(p.suggested_mapping as TColumnMapping);
    setStep('mapping');
  };
  return (
    <Stack gap="4" maxW="6xl">
      <Box>
        <Heading as="h1" size="2xl">{t('externalProducts.import.title')}</Heading>
        <Text color="fg.muted" fontSize="sm">{t('externalProducts.import.subtitle')}</Text>
      </Box>
      <HStack as="ol" gap="2" wrap="wrap" aria-label={t('externalProducts.import.steps')} listStyleType="none" m="0" p="0">
        {STEPS.map((s, i) => (
          <Box as="li" key={s} px="3" py="1" borderRadius="full" fontSize="sm" bg={s === step ? 'teal.700' : 'gray.100'} color={s === step ? 'white' : 'fg.muted'} aria-current={s === step ? 'step' : undefined}>
            {i + 1}. {t(`externalProducts.import.step.${s}`)}
          </Box>
        ))}
      </HStack>
      {step === 'upload' && <UploadStep onUploaded={onUploaded} />}
      {step === 'mapping' && preview && <MappingStep preview={preview} mapping={mapping} onChange={setMapping} onBack={() => setStep('upload')} onNext={(p) => { setPreview(p); setStep('preview'); }} />}
      {step === 'preview' && preview && <PreviewStep preview={preview} mapping={mapping} onBack={() => setStep('mapping')} onStarted={(id) => { setJobId(id); setStep('progress'); }} />}
      {step === 'progress' && jobId != null && <ProgressStep id={jobId} onAgain={() => { setPreview(null); setJobId(null); setStep('upload'); }} />}
    </Stack>
  );
}

function UploadStep({ onUploaded }: { onUploaded: (p: TExternalImportPreview) => void }) {
  const { t } = useTranslation();
  const suppliers = useSupplierOptions();
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  const [supplierId, setSupplierId] = useState('');
  const [newSupplier, setNewSupplier] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: async () => {
      let id = Number(supplierId);
      if (!id) {
        id = (await externalApi.createSupplier(newSupplier.trim())).id;
        void qc.invalidateQueries({ queryKey: externalKeys.suppliers(clinic?.id) });
      }
      return externalApi.upload(id, file!);
    },
    onSuccess: onUploaded,
    onError: (err) => toastError(err),
  });
  const ready = !!file && (!!supplierId || newSupplier.trim().length > 0);
  return (
    <Stack as="form" gap="4" bg="white" p="4" borderWidth="1px" borderRadius="md" onSubmit={(e) => { e.preventDefault(); if (ready) upload.mutate(); }}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root>
          <Field.Label>{t('externalProducts.fields.supplier')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={supplierId} onChange={(e) => setSupplierId(e.target.value)}>
              <option value="">{t('externalProducts.import.newSupplier')}</option>
              {(suppliers.data ?? []).map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {!supplierId && (
          <Field.Root required>
            <Field.Label>{t('externalProducts.import.newSupplierName')}</Field.Label>
            <Input value={newSupplier} maxLength={160} onChange={(e) => setNewSupplier(e.target.value)} />
          </Field.Root>
        )}
      </SimpleGrid>
      <Field.Root required>
        <Field.Label>{t('externalProducts.import.file')}</Field.Label>
        <Input type="file" p="1" accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        <Field.HelperText>{t('externalProducts.import.fileHelp')}</Field.HelperText>
      </Field.Root>
      <Flex justify="end"><Button type="submit" colorPalette="teal" disabled={!ready} loading={upload.isPending}>{t('externalProducts.import.upload')}</Button></Flex>
    </Stack>
  );
}

function MappingStep({ preview, mapping, onChange, onBack, onNext }: {
  preview: TExternalImportPreview; mapping: Partial<Record<ExternalProductField, number | null>>;
  onChange: (m: Partial<Record<ExternalProductField, number | null>>) => void; onBack: () => void; onNext: (p: TExternalImportPreview) => void;
}) {
  const { t } = useTranslation();
  const parsed = ZColumnMapping.safeParse(mapping);
  const problem = parsed.success ? null : parsed.error.issues[0]?.message;
  const next = useMutation({ mutationFn: () => externalApi.preview(preview.import.id, mapping as TColumnMapping), onSuccess: onNext, onError: (err) => toastError(err) });
  return (
    <Stack gap="4" bg="white" p="4" borderWidth="1px" borderRadius="md">
      <Text fontSize="sm">{t('externalProducts.import.mappingHelp', { file: preview.import.file_name, count: preview.import.total_rows })}</Text>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="3">
        {EXTERNAL_PRODUCT_FIELDS.map((f) => (
          <Field.Root key={f} required={REQUIRED_EXTERNAL_FIELDS.includes(f)}>
            <Field.Label>{t(`externalProducts.fields.${f}`)}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={mapping[f] ?? ''} onChange={(e) => onChange({ ...mapping, [f]: e.target.value === '' ? null : Number(e.target.value) })}>
                <option value="">{t('externalProducts.import.notImported')}</option>
                {preview.import.headers.map((h, i) => <option key={i} value={i}>{h}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ))}
      </SimpleGrid>
      {problem && <Text role="alert" color="red.700" fontSize="sm">{t(problem === 'validation.required' ? 'externalProducts.import.requiredColumns' : problem)}</Text>}
      <Flex justify="space-between" gap="2">
        <Button variant="outline" onClick={onBack}>{t('externalProducts.import.back')}</Button>
        <Button colorPalette="teal" disabled={!parsed.success} loading={next.isPending} onClick={() => next.mutate()}>{t('externalProducts.import.showPreview')}</Button>
      </Flex>
    </Stack>
  );
}

function PreviewStep({ preview, mapping, onBack, onStarted }: {
  preview: TExternalImportPreview; mapping: Partial<Record<ExternalProductField, number | null>>; onBack: () => void; onStarted: (id: number) => void;
}) {
  const { t } = useTranslation();
  const start = useMutation({ mutationFn: () => externalApi.start(preview.import.id, mapping as TColumnMapping), onSuccess: (imp) => onStarted(imp.id), onError: (err) => toastError(err) });
  const columns = EXTERNAL_PRODUCT_FIELDS.filter((f) => mapping[f] != null);
  const bad = preview.rows.filter((r) => r.errors.length).length;
  return (
    <Stack gap="4" bg="white" p="4" borderWidth="1px" borderRadius="md">
      <Text fontSize="sm">{t('externalProducts.import.previewHelp', { shown: preview.rows.length, count: preview.import.total_rows })}</Text>
      {bad > 0 && <Alert.Root status="warning"><Alert.Indicator /><Alert.Title>{t('externalProducts.import.previewErrors', { count: bad })}</Alert.Title></Alert.Root>}
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('externalProducts.import.row')}</Table.ColumnHeader>
              {columns.map((f) => <Table.ColumnHeader key={f}>{t(`externalProducts.fields.${f}`)}</Table.ColumnHeader>)}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {preview.rows.map((r) => (
              <Table.Row key={r.row} bg={r.errors.length ? 'red.50' : undefined}>
                <Table.Cell>{r.row}</Table.Cell>
                {columns.map((f) => {
                  const err = r.errors.find((e) => e.field === f);
                  return (
                    <Table.Cell key={f} color={err ? 'red.700' : undefined}>
                      {r.cells[mapping[f]!] ?? ''}
                      {err && <Text fontSize="xs" fontWeight="600">{t(err.message, { attribute: t(`externalProducts.fields.${f}`) })}</Text>}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Flex justify="space-between" gap="2">
        <Button variant="outline" onClick={onBack}>{t('externalProducts.import.back')}</Button>
        <Button colorPalette="teal" loading={start.isPending} onClick={() => start.mutate()}>{t('externalProducts.import.start', { count: preview.import.total_rows })}</Button>
      </Flex>
    </Stack>
  );
}

function ProgressStep({ id, onAgain }: { id: number; onAgain: () => void }) {
  const { t } = useTranslation();
  const job = useImportJob(id);
  const j = job.data;
  const done = j?.status === 'completed';
  const failed = j?.status === 'failed';
  return (
    <Stack gap="4" bg="white" p="4" borderWidth="1px" borderRadius="md">
      <Progress.Root value={j?.progress ?? 0} colorPalette={failed ? 'red' : 'teal'} max={100}>
        <HStack justify="space-between">
          <Progress.Label>{t(`externalProducts.import.status.${j?.status ?? 'queued'}`)}</Progress.Label>
          <Progress.ValueText>{j?.progress ?? 0} %</Progress.ValueText>
        </HStack>
        <Progress.Track><Progress.Range /></Progress.Track>
      </Progress.Root>
      {done && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{t('externalProducts.import.result', { created: j.created_count, updated: j.updated_count, skipped: j.skipped_count })}</Alert.Title>
        </Alert.Root>
      )}
      {failed && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t(j.error ?? 'externalProducts.errors.job_failed')}</Alert.Title>
        </Alert.Root>
      )}
      {done && j.row_errors.length > 0 && (
        <Box>
          <Text fontWeight="600" fontSize="sm">{t('externalProducts.import.skippedRows')}</Text>
          <Stack as="ul" fontSize="sm" gap="0" ps="4">
            {j.row_errors.slice(0, 20).map((e, i) => <li key={i}>{t('externalProducts.import.rowError', { row: e.row, field: t(`externalProducts.fields.${e.field}`), message: t(e.message, { attribute: t(`externalProducts.fields.${e.field}`) }) })}</li>)}
          </Stack>
        </Box>
      )}
      {(done || failed) && (
        <Flex gap="2" justify="end" wrap="wrap">
          <Button variant="outline" onClick={onAgain}>{t('externalProducts.import.again')}</Button>
          {done && <Button asChild colorPalette="teal"><RouterLink to={`/inventory/external-products?import=${id}`}>{t('externalProducts.import.seeItems')}</RouterLink></Button>}
        </Flex>
      )}
    </Stack>
  );
}
