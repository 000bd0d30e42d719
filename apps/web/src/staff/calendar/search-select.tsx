import { Box, Combobox, HStack, Spinner, Tag, Text, Wrap, createListCollection } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface Option { value: string; label: string; description?: string; color?: string }

interface Props {
  label: string;
  options: Option[];
  /** The chosen options (their labels must be known even when not in `options`). */
  selected: Option[];
  onChange: (values: string[]) => void;
  /** Server search: called with what is typed; without it the options are filtered here. */
  onSearch?: (text: string) => void;
  multiple?: boolean;
  loading?: boolean;
  placeholder?: string;
  emptyText?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A labelled combobox (findable by role and label) for one or several values; chosen values of a
 * multiple select show as removable tags under it.
 */
export function SearchSelect({ label, options, selected, onChange, onSearch, multiple, loading, placeholder, emptyText, error, required, disabled }: Props) {
  const { t } = useTranslation();
  const [input, setInput] = useState(multiple ? '' : (selected[0]?.label ?? ''));
  const visible = useMemo(() => {
    if (onSearch || !input.trim() || (!multiple && input === selected[0]?.label)) return options;
    const q = input.trim().toLowerCase();
    return options.filter((o) => o.label.toLowerCase().includes(q) || o.description?.toLowerCase().includes(q));
  }, [options, input, onSearch, multiple, selected]);
  // Chosen items stay in the collection so the combobox can show and toggle them.
  const items = useMemo(() => [...visible, ...selected.filter((s) => !visible.some((v) => v.value === s.value))], [visible, selected]);
  const collection = useMemo(() => createListCollection({ items, itemToString: (o) => o.label, itemToValue: (o) => o.value }), [items]);
  const values = selected.map((s) => s.value);

  return (
    <Box>
      <Combobox.Root
        collection={collection}
        value={values}
        multiple={multiple}
        disabled={disabled}
        invalid={!!error}
        required={required}
        inputValue={input}
        openOnClick
        inputBehavior="autohighlight"
        selectionBehavior={multiple ? 'clear' : 'replace'}
        closeOnSelect={!multiple}
        onInputValueChange={(e) => {
          setInput(e.inputValue);
          onSearch?.(e.inputValue);
        }}
        onValueChange={(e) => {
          onChange(e.value);
          if (!multiple) setInput(e.items[0]?.label ?? '');
        }}
        size="sm"
      >
        <Combobox.Label>
          {label}
          {required && <Text as="span" color="fg.error" ms="1" aria-hidden>*</Text>}
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={placeholder} />
          <Combobox.IndicatorGroup>
            {loading && <Spinner size="xs" />}
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content maxH="64" overflowY="auto">
            <Combobox.Empty>{emptyText ?? t('calendar.form.noMatches')}</Combobox.Empty>
            {items.map((o) => (
              <Combobox.Item key={o.value} item={o}>
                <HStack gap="2" flex="1" minW="0">
                  {o.color && <Box w="2.5" h="2.5" borderRadius="full" bg={o.color} flexShrink={0} aria-hidden />}
                  <Box minW="0">
                    <Combobox.ItemText>{o.label}</Combobox.ItemText>
                    {o.description && <Text fontSize="xs" color="fg.muted" truncate>{o.description}</Text>}
                  </Box>
                </HStack>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      {multiple && selected.length > 0 && (
        <Wrap gap="1.5" mt="2">
          {selected.map((s) => (
            <Tag.Root key={s.value} size="md" variant="subtle" borderLeftWidth={s.color ? '3px' : undefined} borderLeftColor={s.color}>
              <Tag.Label>{s.label}</Tag.Label>
              {!disabled && (
                <Tag.EndElement>
                  <Tag.CloseTrigger aria-label={t('calendar.form.remove', { name: s.label })} onClick={() => onChange(values.filter((v) => v !== s.value))} />
                </Tag.EndElement>
              )}
            </Tag.Root>
          ))}
        </Wrap>
      )}
      {error && <Text fontSize="sm" color="fg.error" mt="1" role="alert">{error}</Text>}
    </Box>
  );
}
