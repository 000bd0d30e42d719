import { Combobox, Field, HStack, Spinner, Text, createListCollection } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_DEBOUNCE_MS, PAGE_SIZE } from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';
import { useDebouncedValue } from '../../ui/use-debounced-value';

export interface PetOption { id: number; nickname: string; owner: { full_name: string } }

const label = (p: PetOption) => `${p.nickname} · ${p.owner.full_name}`;

/** Pet picker with server search (GET /pets?search=, 30 a page per spec §9), debounced 300 ms. */
export function PetSearchSelect({ label: fieldLabel, value, initial, onChange, error }: {
  label: string;
  value: number | null | undefined;
  initial?: PetOption | null;
  onChange: (pet: PetOption | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const [input, setInput] = useState(initial ? label(initial) : '');
  const [selected, setSelected] = useState<PetOption | null>(initial ?? null);
  const search = useDebouncedValue(input.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  // While the box shows the chosen pet's label there is nothing to search for.
  const term = selected && search === label(selected) ? '' : search;
  const results = useQuery({
    queryKey: ['clinic', clinic?.id, 'pets', 'search', term],
    queryFn: () => http.get<{ data: PetOption[] }>('/pets', { search: term, per_page: PAGE_SIZE.petSearch }).then((r) => r.data),
    enabled: !!clinic && term.length > 0,
    staleTime: 30_000,
  });
  const items = useMemo(() => {
    const list = results.data ?? [];
    return selected && !list.some((p) => p.id === selected.id) ? [selected, ...list] : list;
  }, [results.data, selected]);
  const collection = useMemo(() => createListCollection({ items, itemToString: label, itemToValue: (p) => String(p.id) }), [items]);

  return (
    <Field.Root invalid={!!error}>
      <Combobox.Root
        collection={collection}
        value={value ? [String(value)] : []}
        inputValue={input}
        onInputValueChange={(e) => {
          setInput(e.inputValue);
          if (!e.inputValue && e.reason !== 'item-select') {
            setSelected(null);
            onChange(null);
          }
        }}
        onValueChange={(e) => {
          const pet = e.items[0] ?? null;
          setSelected(pet);
          onChange(pet);
        }}
        openOnClick={false}
        inputBehavior="autohighlight"
        invalid={!!error}
        positioning={{ sameWidth: true }}
      >
        <Combobox.Label>{fieldLabel}</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={t('tasks.petSearchPlaceholder')} />
          <Combobox.IndicatorGroup>
            {results.isFetching && <Spinner size="xs" />}
            <Combobox.ClearTrigger aria-label={t('tasks.clearPet')} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content>
            {!term && !items.length && <Text px="2" py="1" fontSize="sm" color="fg.muted">{t('tasks.petSearchHint')}</Text>}
            {term && !results.isFetching && <Combobox.Empty>{t('tasks.petNoResults')}</Combobox.Empty>}
            {collection.items.map((pet) => (
              <Combobox.Item key={pet.id} item={pet}>
                <HStack gap="2" flex="1" minW="0">
                  <Text fontWeight="500" truncate>{pet.nickname}</Text>
                  <Text color="fg.muted" fontSize="sm" truncate>{pet.owner.full_name}</Text>
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
