import { Box, Input, Spinner, Text, chakra } from '@chakra-ui/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@vetclinic/domain';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useDiagnoses } from './api';

export interface DiagnosisChoice { diagnosis_id: number | null; name: string }

/**
 * Search-as-you-type over the clinic's active catalogue (ARIA combobox): arrows move, Enter picks, Escape
 * closes; the last option keeps the typed text as a free-text diagnosis when nothing fits.
 */
export function DiagnosisCombobox({ label, onPick, disabled, allowFreeText = true }: { label: string; onPick: (choice: DiagnosisChoice) => void; disabled?: boolean; allowFreeText?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebouncedValue(text, AUTOCOMPLETE_DEBOUNCE_MS);
  const results = useDiagnoses({ q, page: 1, perPage: 8, activeOnly: true }, open && q.trim().length > 0);
  const rows = q.trim() ? results.data?.data ?? [] : [];
  const options: (DiagnosisChoice & { key: string; hint?: string | null })[] = [
    ...rows.map((d) => ({ key: `d${d.id}`, diagnosis_id: d.id, name: d.name, hint: d.category ? t(`diagnoses.categories.${d.category}`) : null })),
    ...(allowFreeText && text.trim() ? [{ key: 'free', diagnosis_id: null, name: text.trim(), hint: t('diagnoses.combobox.freeText') }] : []),
  ];
  const shown = open && text.trim().length > 0;
  const pick = (o: DiagnosisChoice) => {
    onPick({ diagnosis_id: o.diagnosis_id, name: o.name });
    setText('');
    setOpen(false);
    setActive(0);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') { e.preventDefault(); setOpen(true); setActive((a) => Math.min(a + 1, options.length - 1)); }
    else if (e.key === 'ArrowUp') { e.preventDefault(); setActive((a) => Math.max(a - 1, 0)); }
    else if (e.key === 'Enter' && shown && options[active]) { e.preventDefault(); pick(options[active]); }
    else if (e.key === 'Escape' && shown) { e.preventDefault(); e.stopPropagation(); setOpen(false); }
  };
  const listId = `${id}-list`;
  return (
    <Box position="relative" w="full">
      <Input
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && options[active] ? `${id}-${options[active].key}` : undefined}
        placeholder={t('diagnoses.combobox.placeholder')}
        value={text}
        disabled={disabled}
        autoComplete="off"
        bg="white"
        onChange={(e) => { setText(e.target.value); setOpen(true); setActive(0); }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      {shown && (
        <chakra.ul id={listId} role="listbox" aria-label={label} position="absolute" zIndex="dropdown" top="100%" left="0" right="0" mt="1" bg="white"
          borderWidth="1px" borderRadius="md" boxShadow="md" maxH="72" overflowY="auto" listStyleType="none" p="1">
          {results.isFetching && rows.length === 0 && <chakra.li px="3" py="2" role="presentation"><Spinner size="xs" /> <Text as="span" fontSize="sm">{t('diagnoses.combobox.searching')}</Text></chakra.li>}
          {options.map((o, i) => (
            <chakra.li key={o.key} id={`${id}-${o.key}`} role="option" aria-selected={i === active} px="3" py="1.5" borderRadius="sm" cursor="pointer"
              bg={i === active ? 'brand.subtle' : undefined} onMouseDown={(e) => { e.preventDefault(); pick(o); }} onMouseEnter={() => setActive(i)}>
              <Text fontSize="sm" fontWeight={o.diagnosis_id ? '500' : '400'} fontStyle={o.diagnosis_id ? undefined : 'italic'}>{o.name}</Text>
              {o.hint && <Text fontSize="xs" color="fg.muted">{o.hint}</Text>}
            </chakra.li>
          ))}
          {!results.isFetching && rows.length === 0 && !allowFreeText && <chakra.li px="3" py="2" role="presentation"><Text fontSize="sm" color="fg.muted">{t('diagnoses.combobox.noResults')}</Text></chakra.li>}
        </chakra.ul>
      )}
    </Box>
  );
}
