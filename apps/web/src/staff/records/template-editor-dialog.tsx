import { Alert, Box, Button, Checkbox, Field, HStack, IconButton, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORD_FIELD_TYPES, type RecordFieldType, type TRecordTemplate, type TRecordTemplateField, type TRecordTemplateSection } from '@vetclinic/domain';
import { FormDialog } from '../../ui/form-dialog';
import { errorMessage } from '../../ui/errors';
import { HttpError } from '../../ui/http';
import { useTemplateMutations } from './api';
import { makeKey, move } from './template-keys';

interface Draft { name: string; description: string; isDefault: boolean; sections: TRecordTemplateSection[] }

const allKeys = (sections: TRecordTemplateSection[]) => new Set(sections.flatMap((s) => [s.key, ...s.fields.map((f) => f.key)]));

/**
 * Edits a template's name, sections and typed fields (add, reorder with up/down buttons, remove, type,
 * options, unit). Keys of existing sections and fields never change (values are stored by them) and
 * records already written keep the copy they were written with.
 */
export function TemplateEditorDialog({ open, template, onClose }: { open: boolean; template: TRecordTemplate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { create, update } = useTemplateMutations();
  const initial = (): Draft => ({
    name: template?.name ?? '',
    description: template?.description ?? '',
    isDefault: template?.is_default ?? false,
    sections: template?.sections ?? [{ key: 'notes', title: t('records.templates.newSection'), fields: [] }],
  });
  const [draft, setDraft] = useState<Draft>(initial);
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setDraft(initial());
      setDirty(false);
      setError(null);
    }
  }, [open, template]); // eslint-disable-line react-hooks/exhaustive-deps

  const change = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDirty(true);
  };
  const setSections = (fn: (s: TRecordTemplateSection[]) => TRecordTemplateSection[]) => change({ sections: fn(draft.sections) });
  const setSection = (si: number, patch: Partial<TRecordTemplateSection>) => setSections((ss) => ss.map((s, i) => (i === si ? { ...s, ...patch } : s)));
  const setFieldAt = (si: number, fi: number, patch: Partial<TRecordTemplateField>) =>
    setSection(si, { fields: draft.sections[si].fields.map((f, i) => (i === fi ? { ...f, ...patch } : f)) });

  const addSection = () => setSections((ss) => [...ss, { key: makeKey(`section_${ss.length + 1}`, allKeys(ss), 'section'), title: '', fields: [] }]);
  const addField = (si: number) => {
    const key = makeKey(`field_${draft.sections[si].fields.length + 1}`, allKeys(draft.sections), 'field');
    setSection(si, { fields: [...draft.sections[si].fields, { key, label: '', type: 'markdown' }] });
  };

  const save = () => {
    const body = { name: draft.name.trim(), description: draft.description.trim() || undefined, is_default: draft.isDefault,
      sections: draft.sections.map((s) => ({ ...s, fields: s.fields.map((f) => (f.options ? { ...f, options: f.options.map((o) => o.trim()).filter(Boolean) } : f)) })) };
    const done = { onSuccess: onClose, onError: (err: unknown) => setError(serverErrors(err)) };
    if (template) update.mutate({ id: template.id, body }, done);
    else create.mutate(body, done);
  };

  return (
    <FormDialog open={open} onClose={onClose} dirty={dirty} size={{ base: 'full', md: 'xl' }}
      title={template ? t('records.templates.editTitle', { name: template.name }) : t('records.templates.newTitle')}
      onSubmit={(e) => { e.preventDefault(); save(); }}
      footer={<Button type="submit" colorPalette="brand" loading={create.isPending || update.isPending}>{t('records.templates.save')}</Button>}>
      <Stack gap="4">
        <Alert.Root status="info" size="sm"><Alert.Indicator /><Alert.Title>{t('records.templates.neverChangesRecords')}</Alert.Title></Alert.Root>
        <Field.Root required>
          <Field.Label>{t('records.templates.name')}<Field.RequiredIndicator /></Field.Label>
          <Input size="sm" value={draft.name} maxLength={120} onChange={(e) => change({ name: e.target.value })} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('records.templates.description')}</Field.Label>
          <Textarea size="sm" rows={2} value={draft.description} onChange={(e) => change({ description: e.target.value })} />
        </Field.Root>
        <Checkbox.Root size="sm" checked={draft.isDefault} onCheckedChange={(e) => change({ isDefault: e.checked === true })}>
          <Checkbox.HiddenInput /><Checkbox.Control /><Checkbox.Label>{t('records.templates.isDefault')}</Checkbox.Label>
        </Checkbox.Root>

        {draft.sections.map((s, si) => (
          <Box key={s.key} borderWidth="1px" borderRadius="md" p="3" as="fieldset">
            <Text as="legend" srOnly>{t('records.templates.sectionN', { n: si + 1 })}</Text>
            <HStack gap="2" align="end">
              <Field.Root flex="1">
                <Field.Label>{t('records.templates.sectionTitle', { n: si + 1 })}</Field.Label>
                <Input size="sm" value={s.title} maxLength={160} onChange={(e) => setSection(si, { title: e.target.value })} />
              </Field.Root>
              <Reorder label={s.title || t('records.templates.sectionN', { n: si + 1 })} index={si} count={draft.sections.length}
                onMove={(by) => setSections((ss) => move(ss, si, by))} onRemove={() => setSections((ss) => ss.filter((_, i) => i !== si))} />
            </HStack>
            <Stack gap="2" mt="3" pl={{ base: '0', md: '3' }}>
              {s.fields.map((f, fi) => (
                <FieldRow key={f.key} field={f} index={fi} count={s.fields.length}
                  onChange={(patch) => setFieldAt(si, fi, patch)}
                  onMove={(by) => setSection(si, { fields: move(s.fields, fi, by) })}
                  onRemove={() => setSection(si, { fields: s.fields.filter((_, i) => i !== fi) })} />
              ))}
              <Button size="xs" variant="outline" alignSelf="start" onClick={() => addField(si)}>{t('records.templates.addField')}</Button>
            </Stack>
          </Box>
        ))}
        <Button size="sm" variant="outline" alignSelf="start" onClick={addSection}>{t('records.templates.addSection')}</Button>
        {error && <Text color="fg.error" role="alert" fontSize="sm" whiteSpace="pre-line">{error}</Text>}
      </Stack>
    </FormDialog>
  );
}

function serverErrors(err: unknown): string {
  if (err instanceof HttpError && err.status === 422 && err.body?.errors) {
    return Object.entries(err.body.errors).map(([k, v]) => `${k}: ${v[0]}`).join('\n');
  }
  return errorMessage(err);
}

function Reorder({ label, index, count, onMove, onRemove }: { label: string; index: number; count: number; onMove: (by: -1 | 1) => void; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <HStack gap="1">
      <IconButton size="xs" variant="ghost" aria-label={t('records.templates.moveUp', { name: label })} disabled={index === 0} onClick={() => onMove(-1)}>↑</IconButton>
      <IconButton size="xs" variant="ghost" aria-label={t('records.templates.moveDown', { name: label })} disabled={index === count - 1} onClick={() => onMove(1)}>↓</IconButton>
      <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t('records.templates.remove', { name: label })} onClick={onRemove}>✕</IconButton>
    </HStack>
  );
}

function FieldRow({ field, index, count, onChange, onMove, onRemove }: {
  field: TRecordTemplateField; index: number; count: number;
  onChange: (patch: Partial<TRecordTemplateField>) => void; onMove: (by: -1 | 1) => void; onRemove: () => void;
}) {
  const { t } = useTranslation();
  const name = field.label || t('records.templates.fieldN', { n: index + 1 });
  const hasOptions = field.type === 'select' || field.type === 'multiselect';
  return (
    <Box borderLeftWidth="2px" pl="2" py="1">
      <HStack gap="2" align="end" flexWrap="wrap">
        <Field.Root flex="2" minW="160px">
          <Field.Label fontSize="xs">{t('records.templates.fieldLabel', { n: index + 1 })}</Field.Label>
          <Input size="xs" value={field.label} maxLength={160} onChange={(e) => onChange({ label: e.target.value })} />
        </Field.Root>
        <Field.Root flex="1" minW="130px">
          <Field.Label fontSize="xs">{t('records.templates.fieldType')}</Field.Label>
          <NativeSelect.Root size="xs">
            <NativeSelect.Field value={field.type} onChange={(e) => {
              const type = e.target.value as RecordFieldType;
              onChange({ type, options: type === 'select' || type === 'multiselect' ? field.options ?? [] : undefined, unit: type === 'number' ? field.unit : undefined });
            }}>
              {RECORD_FIELD_TYPES.map((ty) => <option key={ty} value={ty}>{t(`records.fieldTypes.${ty}`)}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {field.type === 'number' && (
          <Field.Root w="24">
            <Field.Label fontSize="xs">{t('records.templates.unit')}</Field.Label>
            <Input size="xs" value={field.unit ?? ''} maxLength={20} onChange={(e) => onChange({ unit: e.target.value || undefined })} />
          </Field.Root>
        )}
        <Checkbox.Root size="xs" checked={!!field.required} onCheckedChange={(e) => onChange({ required: e.checked === true || undefined })}>
          <Checkbox.HiddenInput /><Checkbox.Control /><Checkbox.Label>{t('records.templates.required')}</Checkbox.Label>
        </Checkbox.Root>
        <Reorder label={name} index={index} count={count} onMove={onMove} onRemove={onRemove} />
      </HStack>
      {hasOptions && (
        <Field.Root mt="1">
          <Field.Label fontSize="xs">{t('records.templates.options')}</Field.Label>
          <Textarea size="xs" rows={2} value={(field.options ?? []).join('\n')}
            onChange={(e) => onChange({ options: e.target.value.split('\n').map((o) => o.trimStart()).filter((o, i, a) => o !== '' || i === a.length - 1) })} />
          <Field.HelperText fontSize="xs">{t('records.templates.optionsHelp')}</Field.HelperText>
        </Field.Root>
      )}
    </Box>
  );
}
