import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Combobox } from '../../ui/address-picker/combobox';
import { useDebouncedValue } from '../../ui/address-picker/use-debounced-value';
import type { PetOption } from './lib/pet-form';

export interface AsyncSelectProps {
  value: PetOption | null;
  onChange: (value: PetOption | null) => void;
  /** The options matching what was typed ('' = all). */
  search: (query: string) => Promise<PetOption[]>;
  /** Query-cache key of this list; the typed text is appended. */
  cacheKey: readonly unknown[];
  listLabel: string;
  emptyText: string;
  placeholder?: string;
  disabled?: boolean;
  name?: string;
  onBlur?: () => void;
}

/** Folds case and accents: "caine" finds "Câine". */
export const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();

/**
 * A select that searches as you type (spec §9: 300 ms debounce). Typing drops the choice until
 * an option is picked; leaving the box keeps an exact match or goes back to the choice.
 */
export function AsyncSelect({ value, onChange, search, cacheKey, listLabel, emptyText, placeholder, disabled, name, onBlur }: AsyncSelectProps) {
  const [text, setText] = useState(value?.name ?? '');
  const [engaged, setEngaged] = useState(false);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value?.name ?? '');
  }
  // With the choice in the box, the list offers everything again.
  const typed = value && text === value.name ? '' : text.trim();
  const query = useDebouncedValue(typed);
  const list = useQuery({
    queryKey: [...cacheKey, query],
    queryFn: () => search(query),
    enabled: engaged && !disabled,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
  const options = (list.data ?? []).map((o) => ({ key: String(o.id), label: o.name }));

  return (
    <Combobox
      name={name}
      disabled={disabled}
      placeholder={placeholder}
      inputValue={text}
      listLabel={listLabel}
      options={options}
      loading={list.isFetching}
      emptyText={list.isSuccess && query === typed && !list.isPlaceholderData ? emptyText : null}
      onFocus={() => setEngaged(true)}
      onInputValueChange={(v) => {
        setText(v);
        if (value && v !== value.name) {
          setShown(null);
          onChange(null);
        }
      }}
      onSelect={(o) => {
        const picked = { id: Number(o.key), name: o.label };
        setShown(picked);
        setText(picked.name);
        onChange(picked);
      }}
      onBlur={() => {
        if (!value) {
          const exact = (list.data ?? []).find((o) => fold(o.name) === fold(text));
          if (exact) {
            setShown(exact);
            setText(exact.name);
            onChange(exact);
          } else setText('');
        }
        onBlur?.();
      }}
    />
  );
}
