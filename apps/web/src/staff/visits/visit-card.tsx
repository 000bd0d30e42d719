import { Box, Button, HStack, IconButton, Menu, Portal, Stack, Text, Wrap } from '@chakra-ui/react';
import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { VISIT_STAGES, type TVisit, type VisitStage } from '@vetclinic/domain';
import { TagPill } from '../tags/tag-pill';
import { TimeInStage } from './time-in-stage';

export const petNames = (v: TVisit) => v.pets.map((p) => p.nickname).join(', ') || '—';

/**
 * One visit on the board: pet, client, vet, reason, tags and time in stage. The whole card is a drag
 * handle (pointer, or Space then arrows with the keyboard); its menu moves it without dragging.
 */
export function VisitCard({ visit, canManage, draggable = true, onMove, onUndo }: {
  visit: TVisit;
  canManage: boolean;
  draggable?: boolean;
  onMove: (visit: TVisit, stage: VisitStage) => void;
  onUndo: (visit: TVisit) => void;
}) {
  const { t } = useTranslation();
  const enabled = canManage && draggable;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: visit.id, disabled: !enabled, data: { stage: visit.stage } });
  const tags = [...visit.pets.flatMap((p) => p.tags), ...(visit.client?.tags ?? [])].filter((tag, i, all) => all.findIndex((x) => x.id === tag.id) === i);
  const name = petNames(visit);

  return (
    <Box
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      bg="white" borderWidth="1px" borderRadius="md" p="3" shadow={isDragging ? 'lg' : 'xs'} opacity={isDragging ? 0.85 : 1}
      zIndex={isDragging ? 10 : undefined} position="relative"
      data-testid="visit-card" data-visit-id={visit.id} data-stage={visit.stage}
    >
      <HStack align="start" justify="space-between" gap="2">
        <Box
          flex="1" minW="0" cursor={enabled ? 'grab' : undefined} touchAction={enabled ? 'none' : undefined}
          {...(enabled ? { ...attributes, ...listeners, 'aria-roledescription': t('visits.card.draggable'), 'aria-label': t('visits.card.dragLabel', { pet: name, stage: t(`visits.stages.${visit.stage}`) }) } : {})}
          borderRadius="sm" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
        >
          <Text fontWeight="semibold" truncate>{name}</Text>
          <Text fontSize="sm" color="fg.muted" truncate>{visit.client?.full_name ?? '—'}</Text>
        </Box>
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <IconButton size="xs" variant="ghost" aria-label={t('visits.card.actions', { pet: name })}>
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor"><circle cx="5" cy="12" r="2" /><circle cx="12" cy="12" r="2" /><circle cx="19" cy="12" r="2" /></svg>
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="52">
                {canManage && (
                  <Menu.ItemGroup>
                    <Menu.ItemGroupLabel>{t('visits.card.moveTo')}</Menu.ItemGroupLabel>
                    {VISIT_STAGES.filter((s) => s !== visit.stage).map((stage) => (
                      <Menu.Item key={stage} value={`move-${stage}`} onSelect={() => onMove(visit, stage)}>{t(`visits.stages.${stage}`)}</Menu.Item>
                    ))}
                  </Menu.ItemGroup>
                )}
                {canManage && visit.can_undo && <Menu.Item value="undo" onSelect={() => onUndo(visit)}>{t('visits.card.undoLast')}</Menu.Item>}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </HStack>
      <Stack gap="1" mt="1">
        <Text fontSize="sm" truncate>{t('visits.card.vet', { name: visit.vet.full_name })}</Text>
        {visit.appointment.reason && <Text fontSize="sm" color="fg.muted" lineClamp={2}>{visit.appointment.reason}</Text>}
        {tags.length > 0 && <Wrap gap="1">{tags.map((tag) => <TagPill key={tag.id} tag={tag} size="xs" />)}</Wrap>}
        <HStack justify="space-between" gap="2" wrap="wrap">
          <TimeInStage since={visit.entered_stage_at} calm={visit.stage === 'discharged'} />
          <Button asChild size="2xs" variant="outline">
            <RouterLink to={`/records/new?appointment_id=${visit.appointment_id}`}>{t('visits.card.startRecord')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
