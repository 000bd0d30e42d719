import { Box, Button, Flex, Heading, Input, InputGroup, SegmentGroup } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** The page title with the list's "New …" button (shortcut `n`) when the user may create. */
export function ListHeader({ title, newLabel, onNew }: { title: string; newLabel: string; onNew?: () => void }) {
  return (
    <Flex justify="space-between" align="center" gap="3" flexWrap="wrap">
      <Heading as="h1" size="2xl">{title}</Heading>
      {onNew && <Button colorPalette="brand" onClick={onNew}>{newLabel}</Button>}
    </Flex>
  );
}

/** The search box (shortcut `/`, shown in it) followed by the list's filters. */
export function ListToolbar({ searchRef, value, onChange, label, placeholder, children }: {
  searchRef: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  children?: ReactNode;
}) {
  return (
    <Flex gap="3" flexWrap="wrap" align="center">
      <InputGroup flex="1" minW="220px" maxW="lg" endElement={<Box as="kbd" fontSize="xs" color="fg.muted" borderWidth="1px" borderRadius="sm" px="1.5" aria-hidden>/</Box>}>
        <Input ref={searchRef} type="search" value={value} aria-label={label} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
      </InputGroup>
      {children}
    </Flex>
  );
}

/** Active / archived switch of a list. */
export function ArchiveToggle({ archived, onChange }: { archived: boolean; onChange: (archived: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentGroup.Root size="sm" value={archived ? 'archived' : 'active'} onValueChange={(e) => onChange(e.value === 'archived')} aria-label={t('clients.list.show')}>
      <SegmentGroup.Indicator />
      <SegmentGroup.Items items={[{ value: 'active', label: t('clients.list.active') }, { value: 'archived', label: t('clients.list.archived') }]} />
    </SegmentGroup.Root>
  );
}
