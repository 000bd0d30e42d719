import { Box, Button, HStack, Input, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClients } from '../clients/api';
import { useDebouncedValue } from '../../ui/use-debounced-value';

export interface PickedOwner { id: number; full_name: string; phone: string | null }

/** Finds the client a new pet belongs to: type a name, e-mail or phone, pick one of the matches. */
export function OwnerPicker({ value, onChange, invalid, label }: { value: PickedOwner | null; onChange: (o: PickedOwner | null) => void; invalid?: boolean; label: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const results = useClients({ search: debounced, archived: false, page: 1 });

  if (value) {
    return (
      <HStack justify="space-between" borderWidth="1px" borderRadius="md" px="3" py="2" w="full">
        <Stack gap="0">
          <Text fontWeight="600" fontSize="sm">{value.full_name}</Text>
          {value.phone && <Text fontSize="xs" color="fg.muted">{value.phone}</Text>}
        </Stack>
        <Button size="xs" variant="ghost" onClick={() => onChange(null)}>{t('clients.pets.form.changeOwner')}</Button>
      </HStack>
    );
  }
  const rows = debounced ? (results.data?.data ?? []).slice(0, 6) : [];
  return (
    <Stack gap="1" w="full">
      <Input aria-label={label} aria-invalid={invalid} placeholder={t('clients.pets.form.ownerPlaceholder')} value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
      {debounced && (
        <Box borderWidth="1px" borderRadius="md" role="listbox" aria-label={t('clients.pets.form.ownerMatches')}>
          {results.isFetching && rows.length === 0 && <HStack p="2"><Spinner size="xs" /></HStack>}
          {!results.isFetching && rows.length === 0 && <Text p="2" fontSize="sm" color="fg.muted">{t('clients.pets.form.noOwner')}</Text>}
          {rows.map((c) => (
            <chakra.button
              key={c.id}
              role="option"
              aria-selected={false}
              type="button"
              display="block"
              w="full"
              textAlign="start"
              px="3"
              py="1.5"
              _hover={{ bg: 'gray.100' }}
              onClick={() => onChange({ id: c.id, full_name: c.full_name, phone: c.phone })}
            >
              <Text fontSize="sm" fontWeight="500">{c.full_name}</Text>
              <Text fontSize="xs" color="fg.muted">{[c.phone, c.email].filter(Boolean).join(' · ')}</Text>
            </chakra.button>
          ))}
        </Box>
      )}
    </Stack>
  );
}
