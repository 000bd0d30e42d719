import { Box, Input, Spinner, Text, type InputProps } from '@chakra-ui/react';
import { useId, useState, type KeyboardEvent } from 'react';

export interface ComboboxOption {
  key: string;
  label: string;
  detail?: string | null;
}

export interface ComboboxProps extends Omit<InputProps, 'value' | 'onChange' | 'onSelect'> {
  inputValue: string;
  onInputValueChange: (value: string) => void;
  options: ComboboxOption[];
  onSelect: (option: ComboboxOption) => void;
  /** Names the list for screen readers. */
  listLabel: string;
  loading?: boolean;
  /** Said in the list when it is open, settled and empty (null: the list stays closed). */
  emptyText?: string | null;
}

/**
 * A text box with a list of suggestions (ARIA 1.2 combobox). The list sits in the flow under the
 * box rather than floating, so inside a scrolling dialog it is never clipped.
 * Escape closes the list first; dialogs leave an Escape on an expanded combobox alone.
 */
export function Combobox({ inputValue, onInputValueChange, options, onSelect, listLabel, loading, emptyText, onFocus, onBlur, onKeyDown, ...inputProps }: ComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const showEmpty = !loading && options.length === 0 && !!emptyText;
  const expanded = open && (options.length > 0 || showEmpty);
  const optionId = (i: number) => `${listId}-opt-${i}`;

  const choose = (option: ComboboxOption) => {
    setOpen(false);
    setActive(-1);
    onSelect(option);
  };

  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    // A dialog marks Escape as handled (so it stays open) before it reaches here: the list still closes.
    if (e.defaultPrevented && e.key !== 'Escape') return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (!options.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (e.key === 'Enter') {
      if (expanded && active >= 0 && options[active]) {
        e.preventDefault();
        choose(options[active]);
      } else if (expanded) {
        // Enter in an open list never submits the surrounding form by accident.
        e.preventDefault();
      }
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Box position="relative" w="full">
      <Input
        {...inputProps}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={inputValue}
        pe={loading ? '9' : undefined}
        onChange={(e) => {
          onInputValueChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={(e) => {
          setOpen(true);
          onFocus?.(e);
        }}
        onBlur={(e) => {
          setOpen(false);
          setActive(-1);
          onBlur?.(e);
        }}
        onKeyDown={keyDown}
      />
      {loading && <Spinner size="sm" position="absolute" top="2.5" right="3" color="fg.muted" aria-hidden="true" />}
      <Box
        as="ul"
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!expanded}
        mt="1"
        bg="bg"
        borderWidth="1px"
        borderColor="border"
        rounded="md"
        shadow="md"
        maxH="64"
        overflowY="auto"
        listStyleType="none"
        py="1"
      >
        {options.map((o, i) => (
          <Box
            as="li"
            key={o.key}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            px="3"
            py="2"
            cursor="pointer"
            bg={i === active ? 'brand.subtle' : undefined}
            _hover={{ bg: 'bg.muted' }}
            // Keep the focus in the box: a click must not blur it first.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(o)}
          >
            <Text fontSize="sm" fontWeight="medium" lineClamp={2}>{o.label}</Text>
            {o.detail && <Text fontSize="xs" color="fg.muted" lineClamp={1}>{o.detail}</Text>}
          </Box>
        ))}
        {showEmpty && (
          <Box as="li" role="presentation" px="3" py="2" fontSize="sm" color="fg.muted">
            {emptyText}
          </Box>
        )}
      </Box>
    </Box>
  );
}
