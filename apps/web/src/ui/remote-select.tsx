import { Combobox, Field, HStack, Spinner, Text, createListCollection } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_DEBOUNCE_MS, PAGE_SIZE } from '@vetclinic/domain';
import { http } from '../staff/auth/session';
import { useActiveClinic } from '../staff/auth/use-session';
import { useDebouncedValue } from './use-debounced-value';

export interface RemoteOption { id: number; label: string; detail?: string }

interface PetHit { id: number; nickname: string; owner: { full_name: string } }
interface ClientHit { id: number; full_name: string; phone: string | null }

const sources = {
  pet: { path: '/pets', map: (p: PetHit): RemoteOption => ({ id: p.id, label: p.nickname, detail: p.owner.full_name }) },
  client: { path: '/pet-parents', map: (c: ClientHit): RemoteOption => ({ id: c.id, label: c.full_name, detail: c.phone ?? undefined }) },
} as const;

const plainLabel = (o: RemoteOption) => o.label;

export interface RemoteSelectTexts { placeholder: string; hint: string; noMatches: string; clear: string }

/**
 * A pet or client picker searching the server as you type (debounced 300 ms, spec §9 page size); used by
 * the records filters and dialogs (small, label for screen readers only) and the task form's pet field.
 */
export function RemoteSelect({ kind, label, value, onChange, error, size = 'sm', texts, optionText = plainLabel }: {
  kind: keyof typeof sources;
  label: string;
  value: RemoteOption | null;
  onChange: (v: RemoteOption | null) => void;
  error?: string;
  /** 'sm' hides the label (filter bars); 'md' shows it (forms). */
  size?: 'sm' | 'md';
  /** The words shown in and under the box; the records wording when absent. */
  texts?: Partial<RemoteSelectTexts>;
  /** What the box shows once an option is chosen. */
  optionText?: (o: RemoteOption) => string;
}) {
  const { t } = useTranslation();
  const words: RemoteSelectTexts = {
    placeholder: label,
    hint: t('records.list.typeToSearch'),
    noMatches: t('records.list.noMatches'),
    clear: t('records.list.clearFilter', { label }),
    ...texts,
  };
  const { clinic } = useActiveClinic();
  const [input, setInput] = useState(value ? optionText(value) : '');
  const search = useDebouncedValue(input.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  // While the box shows the chosen option there is nothing to search for.
  const term = value && search === optionText(value) ? '' : search;
  const source = sources[kind];
  const results = useQuery({
    queryKey: ['clinic', clinic?.id, kind, 'remote-select', term],
    queryFn: () => http.get<{ data: never[] }>(source.path, { search: term, per_page: PAGE_SIZE.petSearch }).then((r) => r.data.map((x) => source.map(x))),
    enabled: !!clinic && term.length > 0,
    staleTime: 30_000,
  });
  const items = useMemo(() => {
    const list = results.data ?? [];
    return value && !list.some((o) => o.id === value.id) ? [value, ...list] : list;
  }, [results.data, value]);
  const collection = useMemo(() => createListCollection({ items, itemToString: optionText, itemToValue: (o) => String(o.id) }), [items, optionText]);

  return (
    <Field.Root invalid={!!error}>
      <Combobox.Root
        size={size}
        collection={collection}
        value={value ? [String(value.id)] : []}
        inputValue={input}
        onInputValueChange={(e) => {
          setInput(e.inputValue);
          if (!e.inputValue && e.reason !== 'item-select') onChange(null);
        }}
        onValueChange={(e) => onChange(e.items[0] ?? null)}
        openOnClick={false}
        inputBehavior="autohighlight"
        invalid={!!error}
        positioning={{ sameWidth: true }}
      >
        <Combobox.Label srOnly={size === 'sm'}>{label}</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={words.placeholder} bg="bg" />
          <Combobox.IndicatorGroup>
            {results.isFetching && <Spinner size="xs" />}
            <Combobox.ClearTrigger aria-label={words.clear} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content>
            {!term && !items.length && <Text px="2" py="1" fontSize="sm" color="fg.muted">{words.hint}</Text>}
            {term && !results.isFetching && <Combobox.Empty>{words.noMatches}</Combobox.Empty>}
            {collection.items.map((o) => (
              <Combobox.Item key={o.id} item={o}>
                <HStack gap="2" flex="1" minW="0">
                  <Text fontWeight="500" truncate>{o.label}</Text>
                  {o.detail && <Text color="fg.muted" fontSize="sm" truncate>{o.detail}</Text>}
                </HStack>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
