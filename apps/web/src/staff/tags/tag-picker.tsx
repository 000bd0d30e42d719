import { Button, Menu, Portal, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TagEntityType } from '@vetclinic/domain';
import { toastError } from '../../ui/errors';
import { useCanManageTags, useEntityTags, useTaggableMutations, useTags } from './api';
import { TagPill, tagColours } from './tag-pill';

/**
 * The tags of one pet, client, record or appointment, and (with tags.manage) a keyboard-friendly menu to
 * put tags on and take them off: arrow keys move, Enter or Space toggles, Esc closes.
 */
export function TagPicker({ entityType, entityId, readOnly = false }: { entityType: TagEntityType; entityId: number; readOnly?: boolean }) {
  const { t } = useTranslation();
  const canManage = useCanManageTags() && !readOnly;
  const current = useEntityTags(entityType, entityId);
  const available = useTags(entityType);
  const { add, remove } = useTaggableMutations(entityType, entityId);
  const on = new Set((current.data ?? []).map((x) => x.id));

  const toggle = async (tagId: number, checked: boolean) => {
    try {
      if (checked) await add.mutateAsync(tagId);
      else await remove.mutateAsync(tagId);
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <Wrap gap="1.5" align="center" aria-label={t('tags.picker.label')} role="group">
      {(current.data ?? []).map((tag) => (
        <TagPill key={tag.id} tag={tag} onRemove={canManage ? () => void toggle(tag.id, false) : undefined} removeLabel={t('tags.picker.remove', { name: tag.name })} />
      ))}
      {current.data?.length === 0 && !canManage && <Text fontSize="sm" color="fg.muted">{t('tags.picker.none')}</Text>}
      {canManage && (
        <Menu.Root closeOnSelect={false}>
          <Menu.Trigger asChild>
            <Button size="2xs" variant="outline" borderRadius="full">{t('tags.picker.add')}</Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="48" maxH="72" overflowY="auto">
                {available.data?.data.length === 0 && <Text px="2" py="1" fontSize="sm" color="fg.muted">{t('tags.picker.empty')}</Text>}
                {available.data?.data.map((tag) => {
                  const c = tagColours(tag.colour);
                  return (
                    <Menu.CheckboxItem key={tag.id} value={String(tag.id)} checked={on.has(tag.id)} onCheckedChange={(checked) => void toggle(tag.id, checked)}>
                      <Text as="span" bg={c.bg} color={c.fg} borderRadius="full" px="2" fontSize="xs">{tag.name}</Text>
                      <Menu.ItemIndicator />
                    </Menu.CheckboxItem>
                  );
                })}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      )}
    </Wrap>
  );
}
