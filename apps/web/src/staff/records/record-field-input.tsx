import { Box, Checkbox, CheckboxGroup, Field, HStack, Input, InputGroup, Link, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { isBlockFieldType, recordFieldValueError, type TRecordTemplateField } from '@vetclinic/domain';
import { DateInput } from '../../ui/date-time/date-input';
import { MarkdownEditor } from '../../ui/markdown-editor';
import { useClinicFormat } from '../clinic/use-clinic';
import { RECORD_BLOCKS, RECORD_BLOCK_LINKS, type RecordBlockType } from './blocks';

export interface FieldChange { value: unknown; immediate?: boolean }

/** One template field of a record, drawn by its type; a change is reported as soon as the value is whole. */
export function RecordFieldInput({ field, value, readOnly, recordId, petId, error, onChange, onPendingChange }: {
  field: TRecordTemplateField;
  value: unknown;
  readOnly: boolean;
  recordId: number;
  petId: number;
  error?: string;
  onChange: (change: FieldChange) => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const { t } = useTranslation();
  const label = `${field.label}${field.required ? ' *' : ''}`;

  // The domain's list of block types, not a copy of it: a copy here missed 'anesthesia' and the block never showed.
  if (isBlockFieldType(field.type)) {
    const type = field.type as RecordBlockType;
    const Block = RECORD_BLOCKS[type];
    if (Block) return <Block recordId={recordId} petId={petId} readOnly={readOnly} />;
    return (
      <Box borderWidth="1px" borderStyle="dashed" borderRadius="md" px="3" py="2" bg="bg.subtle" data-block={type}>
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Text fontWeight="600" fontSize="sm">{field.label}</Text>
          <Link asChild fontSize="sm" color="brand.fg"><RouterLink to={RECORD_BLOCK_LINKS[type](petId)}>{t('records.blocks.open', { block: t(`records.fieldTypes.${type}`) })}</RouterLink></Link>
        </HStack>
        <Text fontSize="xs" color="fg.muted">{t('records.blocks.placeholder')}</Text>
      </Box>
    );
  }

  switch (field.type) {
    case 'markdown':
      return (
        <Box>
          <MarkdownEditor label={label} value={typeof value === 'string' ? value : ''} readOnly={readOnly} help={field.help} invalid={!!error}
            onCommit={(v) => onChange({ value: v, immediate: true })} onPendingChange={onPendingChange} />
          {error && <Text color="fg.error" fontSize="sm" role="alert">{error}</Text>}
        </Box>
      );
    case 'number':
      return <NumberField field={field} label={label} value={typeof value === 'number' ? value : null} readOnly={readOnly} error={error} onChange={onChange} />;
    case 'select':
      return (
        <Field.Root invalid={!!error}>
          <Field.Label>{label}</Field.Label>
          <NativeSelect.Root size="sm" disabled={readOnly}>
            <NativeSelect.Field value={typeof value === 'string' ? value : ''} onChange={(e) => onChange({ value: e.target.value || null, immediate: true })}>
              <option value="">{t('records.editor.notSet')}</option>
              {(field.options ?? []).map((o) => <option key={o} value={o}>{o}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {field.help && <Field.HelperText>{field.help}</Field.HelperText>}
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
      );
    case 'multiselect': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <Field.Root invalid={!!error}>
          <CheckboxGroup value={chosen} disabled={readOnly} onValueChange={(v) => onChange({ value: (field.options ?? []).filter((o) => v.includes(o)), immediate: true })} aria-label={field.label}>
            <Text fontWeight="500" fontSize="sm" mb="1">{label}</Text>
            <Wrap gap="3">
              {(field.options ?? []).map((o) => (
                <Checkbox.Root key={o} value={o} size="sm">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{o}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Wrap>
          </CheckboxGroup>
          {field.help && <Field.HelperText>{field.help}</Field.HelperText>}
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
      );
    }
    case 'checkbox':
      return (
        <Field.Root invalid={!!error}>
          <Checkbox.Root size="sm" checked={value === true} disabled={readOnly} onCheckedChange={(e) => onChange({ value: e.checked === true, immediate: true })}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{label}</Checkbox.Label>
          </Checkbox.Root>
          {field.help && <Field.HelperText>{field.help}</Field.HelperText>}
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
      );
    case 'date':
      return <DateField field={field} label={label} value={typeof value === 'string' ? value : ''} readOnly={readOnly} error={error} onChange={onChange} />;
    default:
      return null;
  }
}

function NumberField({ field, label, value, readOnly, error, onChange }: { field: TRecordTemplateField; label: string; value: number | null; readOnly: boolean; error?: string; onChange: (c: FieldChange) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value === null ? '' : String(value));
  const [bad, setBad] = useState(false);
  // A value from outside (loaded, or the other tab's value taken) replaces the text unless it is what we typed.
  useEffect(() => {
    const parsed = text.trim() === '' ? null : Number(text.replace(',', '.'));
    if (parsed !== value) setText(value === null ? '' : String(value));
  }, [value]); // eslint-disable-line react-hooks/exhaustive-deps
  const change = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      setBad(false);
      onChange({ value: null });
      return;
    }
    const n = Number(next.replace(',', '.'));
    const invalid = recordFieldValueError(field, n) !== null;
    setBad(invalid);
    if (!invalid) onChange({ value: n });
  };
  return (
    <Field.Root invalid={bad || !!error}>
      <Field.Label>{label}</Field.Label>
      <InputGroup endAddon={field.unit || undefined} maxW="xs">
        <Input size="sm" inputMode="decimal" value={text} readOnly={readOnly} onChange={(e) => change(e.target.value)} />
      </InputGroup>
      {field.help && <Field.HelperText>{field.help}</Field.HelperText>}
      {(bad || error) && <Field.ErrorText>{error ?? t('records.editor.notANumber')}</Field.ErrorText>}
    </Field.Root>
  );
}

function DateField({ field, label, value, readOnly, error, onChange }: { field: TRecordTemplateField; label: string; value: string; readOnly: boolean; error?: string; onChange: (c: FieldChange) => void }) {
  const fmt = useClinicFormat();
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Stack gap="1" maxW="xs">
        <DateInput size="sm" format={fmt.dateFormat} value={value} readOnly={readOnly}
          onChange={(v) => {
            if (v === '') onChange({ value: null, immediate: true });
            else if (/^\d{4}-\d{2}-\d{2}$/.test(v)) onChange({ value: v, immediate: true });
          }} />
      </Stack>
      {field.help && <Field.HelperText>{field.help}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
