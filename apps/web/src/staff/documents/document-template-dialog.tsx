import { Box, Button, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_PLACEHOLDERS, DOCUMENT_TYPES, LANGUAGES, LANGUAGE_NAMES, ZDocumentTemplateInput, renderDocumentHtml, resolveLanguage, unknownPlaceholders,
  type DocumentValues, type TDocumentTemplate, type TDocumentTemplateInput,
} from '@vetclinic/domain';
import { FormDialog } from '../../ui/form-dialog';
import { FormField } from '../../ui/form-field';
import { applyServerErrors, toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { PetSearchSelect } from '../tasks/pet-search-select';
import { downloadDocumentPdf, useDocumentMutations, useRenderedDocument } from './api';

const toForm = (tpl: TDocumentTemplate | null, language: string): TDocumentTemplateInput => ({
  name: tpl?.name ?? '',
  type: tpl?.type ?? 'consent_form',
  language: (tpl?.language ?? language) as TDocumentTemplateInput['language'],
  body: tpl?.body ?? '',
});

/** The live preview fills each placeholder with its own name, so the layout shows before a pet is chosen. */
const SAMPLE: DocumentValues = Object.fromEntries(DOCUMENT_PLACEHOLDERS.map((p) => [p, `[${p}]`]));

/**
 * The document HTML comes from our renderer (domain `renderDocumentHtml`, here or on the server), which
 * escapes every character of the template and of the values and emits only its own tags.
 */
function DocumentHtml({ html, label }: { html: string; label: string }) {
  return (
    <Box role="document" aria-label={label} borderWidth="1px" borderRadius="md" p="4" bg="bg" fontSize="sm" overflowWrap="anywhere"
      css={{ '& h1': { fontSize: 'lg', fontWeight: 'bold', mt: 2, mb: 2 }, '& h2': { fontSize: 'md', fontWeight: 'bold', mt: 3, mb: 1 }, '& p': { mb: 2 }, '& ul': { pl: 5, mb: 2, listStyleType: 'disc' }, '& header': { color: 'fg.muted', mb: 2 } }}
      dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/** Create or edit a document template: name, type, language, the body with a placeholder picker, and previews. */
export function DocumentTemplateDialog({ open, template, onClose }: { open: boolean; template: TDocumentTemplate | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { create, update } = useDocumentMutations();
  const defaults = useMemo(() => toForm(template, resolveLanguage(i18n.language)), [template, i18n.language]);
  const { register, handleSubmit, formState, reset, setError, watch, setValue } = useForm<TDocumentTemplateInput>({ resolver: zodResolver(ZDocumentTemplateInput), defaultValues: defaults });
  const [placeholder, setPlaceholder] = useState<string>(DOCUMENT_PLACEHOLDERS[0]);
  const [petId, setPetId] = useState<number | null>(null);
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => {
    if (open) { reset(defaults); setPetId(null); }
  }, [open, defaults, reset]);
  const errors = formState.errors;
  const body = watch('body') ?? '';
  const unknown = unknownPlaceholders(body);
  const livePreview = useMemo(() => renderDocumentHtml(body, SAMPLE), [body]);
  const rendered = useRenderedDocument(template, petId);
  const { ref: bodyFormRef, ...bodyField } = register('body');

  const insert = () => {
    const el = bodyRef.current;
    const token = `{{${placeholder}}}`;
    const at = el ? el.selectionStart : body.length;
    const end = el ? el.selectionEnd : body.length;
    setValue('body', body.slice(0, at) + token + body.slice(end), { shouldDirty: true });
    requestAnimationFrame(() => { el?.focus(); el?.setSelectionRange(at + token.length, at + token.length); });
  };

  const submit = handleSubmit(async (values) => {
    try {
      if (template) await update.mutateAsync({ id: template.id, input: values });
      else await create.mutateAsync(values);
      toaster.create({ type: 'success', title: t(template ? 'documents.saved' : 'documents.created'), closable: true });
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError)) toastError(err);
    }
  });

  return (
    <FormDialog open={open} onClose={onClose} dirty={formState.isDirty} title={t(template ? 'documents.edit' : 'documents.new')} size={{ base: 'full', md: 'xl' }} onSubmit={(e) => void submit(e)}
      footer={<Button type="submit" colorPalette="brand" loading={create.isPending || update.isPending}>{t(template ? 'documents.save' : 'documents.create')}</Button>}>
      <Stack gap="4">
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
        <HStack gap="2" align="end" wrap="wrap">
          <Box flex="1" minW="12rem">
            <FormField label={t('documents.fields.placeholder')}>
              <NativeSelect.Root>
                <NativeSelect.Field value={placeholder} onChange={(e) => setPlaceholder(e.target.value)}>
                  {DOCUMENT_PLACEHOLDERS.map((p) => <option key={p} value={p}>{`{{${p}}}`}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </Box>
          <Button variant="outline" onClick={insert}>{t('documents.insert')}</Button>
        </HStack>
        <FormField label={t('documents.fields.body')} error={errors.body ?? (unknown.length ? { message: t('documents.validation.unknown_placeholder', { names: unknown.join(', ') }) } : undefined)}
          helper={t('documents.bodyHelp')} required>
          <Textarea {...bodyField} ref={(el) => { bodyFormRef(el); bodyRef.current = el; }} rows={14} fontFamily="mono" fontSize="sm" maxLength={50000} />
        </FormField>
        <Stack gap="2">
          <Text fontWeight="semibold">{t('documents.previewTitle')}</Text>
          <DocumentHtml html={livePreview} label={t('documents.previewTitle')} />
        </Stack>
        <Stack gap="2">
          <Text fontWeight="semibold">{t('documents.previewPet')}</Text>
          {template ? (
            <>
              <PetSearchSelect label={t('documents.fields.pet')} value={petId} onChange={(pet) => setPetId(pet?.id ?? null)} />
              {formState.isDirty && <Text fontSize="sm" color="fg.muted">{t('documents.previewSavedVersion')}</Text>}
              {rendered.data && petId && (
                <>
                  <DocumentHtml html={rendered.data.html} label={t('documents.previewPet')} />
                  <Button alignSelf="start" size="sm" variant="outline" onClick={() => void downloadDocumentPdf(template, petId).catch(toastError)}>{t('documents.downloadPdf')}</Button>
                </>
              )}
            </>
          ) : <Text fontSize="sm" color="fg.muted">{t('documents.previewSaveFirst')}</Text>}
        </Stack>
      </Stack>
    </FormDialog>
  );
}
