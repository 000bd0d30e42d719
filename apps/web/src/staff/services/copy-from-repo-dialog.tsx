import { Badge, Box, Button, Checkbox, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRepositoryItem } from '@vetclinic/domain';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { FormDialog } from '../../ui/form-dialog';
import { useCatalogueMutations, useRepository } from './api';
import { ColorSwatch } from './parts';

/** Picks common visit types from the built-in repository; ones the clinic already has are shown as added. */
export function CopyFromRepoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const repo = useRepository(open);
  const { copyFromRepo } = useCatalogueMutations();
  const [keys, setKeys] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (open) setKeys(new Set());
  }, [open]);
  const byCategory = useMemo(() => {
    const map = new Map<string, TRepositoryItem[]>();
    for (const item of repo.data ?? []) map.set(item.category, [...(map.get(item.category) ?? []), item]);
    return [...map.entries()];
  }, [repo.data]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!keys.size) return;
    copyFromRepo.mutate([...keys], {
      onSuccess: (res) => {
        toaster.create({
          type: 'success', closable: true,
          title: t('services.repo.copied', { count: res.created.length }),
          description: res.skipped.length ? t('services.repo.skipped', { names: res.skipped.join(', ') }) : undefined,
        });
        onClose();
      },
      onError: (err) => toastError(err),
    });
  };

  return (
    <FormDialog open={open} onClose={onClose} dirty={keys.size > 0} size="xl" title={t('services.repo.title')} onSubmit={submit}
      footer={<Button type="submit" colorPalette="brand" disabled={!keys.size} loading={copyFromRepo.isPending}>{t('services.repo.copy', { count: keys.size })}</Button>}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">{t('services.repo.help')}</Text>
        <Text fontSize="sm" color="fg.muted">{t('services.repo.hiddenNote')}</Text>
        {repo.isPending && <ListSkeleton rows={6} />}
        {repo.isError && <ErrorState error={repo.error} onRetry={() => void repo.refetch()} />}
        {byCategory.map(([category, items]) => (
          <Box key={category} as="section" aria-label={category}>
            <Heading as="h3" size="sm" mb="2">{category}</Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
              {items.map((item) => (
                <Checkbox.Root key={item.key} colorPalette="brand" alignItems="flex-start" disabled={item.already_added} checked={item.already_added || keys.has(item.key)}
                  onCheckedChange={(e) => setKeys((prev) => {
                    const next = new Set(prev);
                    if (e.checked) next.add(item.key); else next.delete(item.key);
                    return next;
                  })}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control mt="1" />
                  <Checkbox.Label>
                    <HStack gap="2"><ColorSwatch color={item.color} size="3" /><Text as="span" fontWeight="500">{item.name}</Text>{item.already_added && <Badge size="sm">{t('services.repo.added')}</Badge>}</HStack>
                    <Text as="span" display="block" fontSize="xs" color="fg.muted">{t('services.minutes', { count: item.duration })} · {item.description}</Text>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          </Box>
        ))}
      </Stack>
    </FormDialog>
  );
}
