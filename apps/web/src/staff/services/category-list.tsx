import { Box, Button, HStack, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TAdminCategory } from '@vetclinic/domain';
import { ListSkeleton } from '../../ui/states';

/** The side list of categories ("All" first) with a rename / delete menu on each. */
export function CategoryList({ allLabel, categories, loading, selected, onSelect, canManage, onRename, onDelete }: {
  allLabel: string;
  categories: TAdminCategory[] | undefined;
  loading: boolean;
  selected: number | null;
  onSelect: (id: number | null) => void;
  canManage: boolean;
  onRename: (c: TAdminCategory) => void;
  onDelete: (c: TAdminCategory) => void;
}) {
  const { t } = useTranslation();
  const item = (id: number | null, label: string, count?: number) => (
    <Button variant={selected === id ? 'subtle' : 'ghost'} colorPalette={selected === id ? 'brand' : 'gray'} justifyContent="space-between" flex="1" minW="0" size="sm"
      aria-current={selected === id ? 'true' : undefined} onClick={() => onSelect(id)}>
      <Text truncate>{label}</Text>
      {count !== undefined && <Text as="span" color="fg.muted" fontSize="xs">{count}</Text>}
    </Button>
  );
  return (
    <Box as="nav" aria-label={t('services.categories')} bg="white" borderWidth="1px" borderRadius="md" p="2">
      <Stack gap="1">
        {item(null, allLabel)}
        {loading && <ListSkeleton rows={3} />}
        {categories?.map((c) => (
          <HStack key={c.id} gap="1">
            {item(c.id, c.name, c.items_count)}
            {canManage && (
              <Menu.Root>
                <Menu.Trigger asChild>
                  <IconButton size="xs" variant="ghost" aria-label={t('services.categoryActions', { name: c.name })}>⋯</IconButton>
                </Menu.Trigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content>
                      <Menu.Item value="rename" onClick={() => onRename(c)}>{t('services.rename')}</Menu.Item>
                      <Menu.Item value="delete" color="fg.error" onClick={() => onDelete(c)}>{t('services.delete')}</Menu.Item>
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            )}
          </HStack>
        ))}
        {categories && !categories.length && <Text fontSize="sm" color="fg.muted" px="2">{t('services.noCategories')}</Text>}
      </Stack>
    </Box>
  );
}
