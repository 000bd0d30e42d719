import { Combobox, Field, HStack, Spinner, Text, createListCollection } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_DEBOUNCE_MS, PAGE_SIZE } from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';
import { useDebouncedValue } from '../../ui/use-debounced-value';

export interface RemoteOption { id: number; label: string; detail?: string }

interface PetHit { id: number; nickname: string; owner: { full_name: string } }
interface ClientHit { id: number; full_name: string; phone: string | null }

const sources = {
  pet: { path: '/pets', map: (p: PetHit): RemoteOption => ({ id: p.id, label: p.nickname, detail: p.owner.full_name }) },
  client: { path: '/pet-parents', map: (c: ClientHit): RemoteOption => ({ id: c.id, label: c.full_name, detail: c.phone ?? undefined }) },
} as const;

/** A pet or client picker searching the server as you type (debounced 300 ms); used by the records filters and dialogs. */
export function RemoteSelect({ kind, label, value, onChange, error, size = 'sm' }: {
  kind: keyof typeof sources;
  label: string;
  value: RemoteOption | null;
  onChange: (v: RemoteOption | null) => void;
  error?: string;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const [input, setInput] = useState(value?.label ?? '');
  const search = useDebouncedValue(input.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const term = value && search === value.label ? '' : search;
  const source = sources[kind];
  const results = useQuery({
    queryKey: ['clinic', clinic?.id, kind, 'records-select', term],
    queryFn: () => http.get<{ data: never[] }>(source.path, { search: term, per_page: PAGE_SIZE.petSearch }).then((r) => r.data.map((x) => source.map(x))),
    enabled: !!clinic && term.length > 0,
    staleTime: 30_000,
  });
  const items = useMemo(() => {
    const list = results.data ?? [];
    return value && !list.some((o) => o.id === value.id) ? [value, ...list] : list;
  }, [results.data, value]);
  const collection = useMemo(() => createListCollection({ items, itemToString: (o) => o.label, itemToValue: (o) => String(o.id) }), [items]);

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
        positioning={{ sameWidth: true }}
      >
        <Combobox.Label srOnly={size === 'sm'}>{label}</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={label} bg="bg" />
          <Combobox.IndicatorGroup>
            {results.isFetching && <Spinner size="xs" />}
            <Combobox.ClearTrigger aria-label={t('records.list.clearFilter', { label })} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content>
            {!term && !items.length && <Text px="2" py="1" fontSize="sm" color="fg.muted">{t('records.list.typeToSearch')}</Text>}
            {term && !results.isFetching && <Combobox.Empty>{t('records.list.noMatches')}</Combobox.Empty>}
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
