import { Box, Button, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPlace } from '@vetclinic/domain';
import { fetchPlace, parseAddress, searchAddresses } from './address-api';
import { toastGeocodeError, toastMapsLoadFailed, toastSearchFailed } from './address-toasts';
import { ChunkBoundary } from './chunk-boundary';
import { Combobox, type ComboboxOption } from './combobox';
import { CUSTOM_MIN_LENGTH, fallbackCustomPlace, hasNoParts, partsLine } from './place';
import { useDebouncedValue } from './use-debounced-value';

const loadMapModal = () => import('./map-modal');
const MapModal = lazy(() => loadMapModal().then((m) => ({ default: m.MapModal })));

const CUSTOM_KEY = '__custom__';
const MIN_QUERY = 2;

export interface AddressPickerProps {
  value: TPlace | null;
  onChange: (place: TPlace | null) => void;
  /** Free text of at least 5 characters may be used as it is (parsed into parts on the server). */
  allowCustom?: boolean;
  /** Two-letter country code that suggestions are limited to (the clinic's). */
  country?: string;
  /** Offers "pick it on the map" under the field. */
  withMap?: boolean;
  /** Shows the parsed parts (or "kept as typed") under the field. */
  showParts?: boolean;
  placeholder?: string;
  name?: string;
  onBlur?: () => void;
  /** Labels the suggestion list (the field label). */
  listLabel: string;
}

/**
 * The address field (spec §4): suggestions 300 ms after typing stops, a pick loads the place's
 * details, clearing the box empties the value, and free text can be kept as a custom address.
 * Used inside a Chakra Field.Root, which labels the box.
 */
export function AddressPicker({ value, onChange, allowCustom = false, country, withMap = false, showParts = true, placeholder, name, onBlur, listLabel }: AddressPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value?.formatted_address ?? '');
  const [typing, setTyping] = useState(false);
  const [resolving, setResolving] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const [mapKey, setMapKey] = useState(0);
  const request = useRef(0);
  // A value set from outside (the map, a reset) shows its text.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value?.formatted_address ?? '');
    setTyping(false);
  }

  const trimmed = text.trim();
  const query = useDebouncedValue(trimmed);
  const search = useQuery({
    queryKey: ['address', 'search', country ?? '', query],
    queryFn: async () => {
      try {
        return await searchAddresses(query, country);
      } catch (err) {
        toastSearchFailed(err);
        throw err;
      }
    },
    enabled: typing && query.length >= MIN_QUERY,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

  const commit = (place: TPlace) => {
    setTyping(false);
    setText(place.formatted_address);
    setShown(place);
    onChange(place);
  };

  const select = async (option: ComboboxOption) => {
    const id = ++request.current;
    setResolving(true);
    try {
      if (option.key === CUSTOM_KEY) {
        let place: TPlace;
        try {
          place = await parseAddress(trimmed);
        } catch (err) {
          // Spec §4: the custom address is kept with every part empty; the failure is only logged.
          console.error('Address parse failed; keeping the text as typed', err);
          place = fallbackCustomPlace(trimmed);
        }
        if (id === request.current) commit(place);
      } else {
        const place = await fetchPlace(option.key);
        if (id === request.current) commit(place);
      }
    } catch (err) {
      if (id === request.current) toastGeocodeError(err);
    } finally {
      if (id === request.current) setResolving(false);
    }
  };

  const showSuggestions = typing && trimmed.length >= MIN_QUERY;
  const options: ComboboxOption[] = showSuggestions
    ? (search.data ?? []).map((s) => ({ key: s.place_id, label: s.main_text, detail: s.secondary_text ?? s.description }))
    : [];
  // Settled: the suggestions shown are those of what is in the box now (or the lookup failed).
  const settled = showSuggestions && query === trimmed && !search.isFetching && (search.isError || (search.isSuccess && !search.isPlaceholderData));
  // Offered once the suggestions are in, so the list does not jump under the pointer.
  if (allowCustom && settled && trimmed.length >= CUSTOM_MIN_LENGTH) {
    options.push({ key: CUSTOM_KEY, label: t('labels.address.useCustom', { text: trimmed }), detail: t('labels.address.useCustomHint') });
  }

  return (
    <Box w="full">
      <Combobox
        name={name}
        inputValue={text}
        placeholder={placeholder ?? t('labels.address.placeholder')}
        listLabel={listLabel}
        options={options}
        loading={resolving || (showSuggestions && search.isFetching)}
        emptyText={settled && !search.isError ? t('labels.no_results_found') : null}
        onInputValueChange={(v) => {
          setText(v);
          setTyping(true);
          request.current++;
          setResolving(false);
          if (!v.trim() && value) {
            setShown(null);
            onChange(null);
          }
        }}
        onSelect={(o) => void select(o)}
        onBlur={() => {
          // A half-edited box goes back to the chosen address; nothing chosen keeps the typing.
          if (value && text !== value.formatted_address && !resolving) {
            setText(value.formatted_address);
            setTyping(false);
          }
          onBlur?.();
        }}
      />
      {showParts && value && (
        <Text fontSize="xs" color="fg.muted" mt="1" data-testid="address-parts">
          {hasNoParts(value) ? t('labels.address.keptAsTyped') : partsLine(value)}
        </Text>
      )}
      {!value && typing && trimmed && !resolving && (
        <Text fontSize="xs" color="fg.muted" mt="1">{allowCustom ? t('labels.address.pickOrUse') : t('labels.address.pickFromList')}</Text>
      )}
      {withMap && (
        <Text fontSize="sm" color="fg.muted" mt="1">
          {t('labels.address.mapHint')}{' '}
          <Button
            variant="plain"
            size="sm"
            h="auto"
            minW="0"
            p="0"
            color="brand.fg"
            textDecoration="underline"
            verticalAlign="baseline"
            onPointerEnter={() => void loadMapModal().catch(() => undefined)}
            onFocus={() => void loadMapModal().catch(() => undefined)}
            onClick={() => setMapOpen(true)}
          >
            {t('labels.address.mapCta')}
          </Button>
        </Text>
      )}
      {mapOpen && (
        <ChunkBoundary key={mapKey} onError={() => { toastMapsLoadFailed(); setMapOpen(false); setMapKey((k) => k + 1); }}>
          <Suspense fallback={null}>
            <MapModal
              initial={value}
              country={country}
              onClose={() => setMapOpen(false)}
              onConfirm={(place) => {
                setMapOpen(false);
                commit(place);
              }}
            />
          </Suspense>
        </ChunkBoundary>
      )}
    </Box>
  );
}
