import { Alert, Button, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_PDF_MAX_BYTES, DOCUMENT_TYPES, LANGUAGES, LANGUAGE_NAMES, ZDocumentTemplatePdfInput, resolveLanguage,
  type TDocumentTemplate, type TDocumentTemplatePdfInput,
} from '@vetclinic/domain';
import { FormDialog } from '../../ui/form-dialog';
import { FormField } from '../../ui/form-field';
import { applyServerErrors, toastError } from '../../ui/errors';
import { HttpError } from '../../ui/http';
import { toaster } from '../../ui/toaster';
import { useDocumentMutations } from './api';

const toForm = (tpl: TDocumentTemplate | null, language: string): TDocumentTemplatePdfInput => ({
  name: tpl?.name ?? '',
  type: tpl?.type ?? 'consent_form',
  language: (tpl?.language ?? language) as TDocumentTemplatePdfInput['language'],
});

/**
 * Upload a PDF as a template (the clinic's own, e.g. lawyer-approved, form), or rename / retype an uploaded one.
 * The PDF is printed and signed as it is: the dialog says placeholders are not filled in it.
 */
export function PdfTemplateDialog({ open, template, onClose }: { open: boolean; template: TDocumentTemplate | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { uploadPdf, update } = useDocumentMutations();
  const defaults = useMemo(() => toForm(template, resolveLanguage(i18n.language)), [template, i18n.language]);
  const { register, handleSubmit, formState, reset, setError } = useForm<TDocumentTemplatePdfInput>({ resolver: zodResolver(ZDocumentTemplatePdfInput), defaultValues: defaults });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  useEffect(() => {
    if (open) { reset(defaults); setFile(null); setFileError(null); }
  }, [open, defaults, reset]);
  const errors = formState.errors;
  const maxMb = Math.round(DOCUMENT_PDF_MAX_BYTES / 1024 / 1024);

  const pick = (f: File | null) => {
    setFile(f);
    if (!f) return setFileError(null);
    if (f.size > DOCUMENT_PDF_MAX_BYTES) return setFileError(t('documents.pdf.tooLarge', { mb: maxMb }));
    setFileError(null);
  };

  const submit = handleSubmit(async (values) => {
    try {
      if (template) {
        await update.mutateAsync({ id: template.id, input: values });
      } else {
        if (!file) return setFileError(t('documents.pdf.fileRequired'));
        if (fileError) return;
        await uploadPdf.mutateAsync({ input: values, file });
      }
      toaster.create({ type: 'success', title: t(template ? 'documents.saved' : 'documents.pdf.uploaded'), closable: true });
      onClose();
    } catch (err) {
      if (err instanceof HttpError && err.status === 413) return setFileError(t('documents.pdf.tooLarge', { mb: maxMb }));
      if (err instanceof HttpError && err.status === 422 && err.body?.errors?.file) return setFileError(t(err.body.errors.file[0]));
      if (!applyServerErrors(err, setError)) toastError(err);
    }
  });

  return (
    <FormDialog open={open} onClose={onClose} dirty={formState.isDirty || !!file} title={t(template ? 'documents.pdf.editTitle' : 'documents.pdf.uploadTitle')} size={{ base: 'full', md: 'md' }} onSubmit={(e) => void submit(e)}
      footer={<Button type="submit" colorPalette="brand" loading={uploadPdf.isPending || update.isPending}>{t(template ? 'documents.save' : 'documents.pdf.submit')}</Button>}>
      <Stack gap="4">
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Description>{t('documents.pdf.noPlaceholders')}</Alert.Description>
        </Alert.Root>
        {!template && (
          <FormField label={t('documents.pdf.file')} required error={fileError ? { message: fileError } : undefined} helper={t('documents.pdf.fileHelp', { mb: maxMb })}>
            <Input type="file" p="1" accept="application/pdf,.pdf" onChange={(e) => pick(e.target.files?.[0] ?? null)} />
          </FormField>
        )}
        {template?.pdf_pages != null && <Text fontSize="sm" color="fg.muted">{t('documents.pdf.pages', { count: template.pdf_pages })}</Text>}
        <FormField label={t('documents.fields.name')} error={errors.name} required>
          <Input {...register('name')} autoComplete="off" maxLength={120} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label={t('documents.fields.type')} error={errors.type} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('type')}>
                {DOCUMENT_TYPES.map((type) => <option key={type} value={type}>{t(`documents.types.${type}`)}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('documents.fields.language')} error={errors.language} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('language')}>
                {LANGUAGES.map((l) => <option key={l} value={l}>{LANGUAGE_NAMES[l]}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
