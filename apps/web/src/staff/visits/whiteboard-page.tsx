import { Badge, Box, Flex, Heading, NativeSelect, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import {
  DndContext, KeyboardSensor, PointerSensor, rectIntersection, useDroppable, useSensor, useSensors,
  type Announcements, type DragEndEvent, type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VISIT_STAGES, type TVisit, type VisitStage } from '@vetclinic/domain';
import { toastError } from '../../ui/errors';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useClinicFormat } from '../clinic/use-clinic';
import { useBoard, useCanManageVisits, useVisitMutations } from './api';
import { VisitCard, petNames } from './visit-card';

/** Arrow keys jump the dragged card a whole column left or right (and a little up or down within one). */
const columnCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const { collisionRect, droppableRects } = context;
  if (event.code === 'ArrowUp' || event.code === 'ArrowDown') {
    return { ...currentCoordinates, y: currentCoordinates.y + (event.code === 'ArrowDown' ? 40 : -40) };
  }
  if ((event.code !== 'ArrowLeft' && event.code !== 'ArrowRight') || !collisionRect) return undefined;
  event.preventDefault();
  const centre = collisionRect.left + collisionRect.width / 2;
  const columns = [...droppableRects.values()].sort((x, y) => x.left - y.left);
  const current = columns.findIndex((r) => centre >= r.left && centre <= r.left + r.width);
  const target = columns[Math.min(columns.length - 1, Math.max(0, (current < 0 ? 0 : current) + (event.code === 'ArrowRight' ? 1 : -1)))];
  return target ? { x: target.left + Math.max(0, (target.width - collisionRect.width) / 2), y: currentCoordinates.y } : undefined;
};

function StageColumn({ stage, visits, canManage, onMove, onUndo, draggable }: {
  stage: VisitStage; visits: TVisit[]; canManage: boolean; draggable: boolean; onMove: (v: TVisit, s: VisitStage) => void; onUndo: (v: TVisit) => void;
}) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: stage, disabled: !draggable });
  const headingId = `stage-${stage}`;
  return (
    <Box as="section" aria-labelledby={headingId} ref={setNodeRef} data-testid={`column-${stage}`}
      bg={isOver ? 'brand.50' : 'gray.50'} borderWidth="1px" borderColor={isOver ? 'brand.400' : 'gray.200'} borderRadius="lg" p="2" minH={{ md: '60vh' }}
      minW={{ md: '10.5rem' }} flex={{ md: '1 0 10.5rem' }}>
      <Flex as="h2" id={headingId} justify="space-between" align="center" px="1" pb="2" fontWeight="semibold" fontSize="sm">
        {t(`visits.stages.${stage}`)}
        <Badge variant="subtle" aria-label={t('visits.board.count', { n: visits.length })}>{visits.length}</Badge>
      </Flex>
      <Stack gap="2" as="ul" listStyleType="none" aria-label={t(`visits.stages.${stage}`)}>
        {visits.map((v) => (
          <li key={v.id}><VisitCard visit={v} canManage={canManage} draggable={draggable} onMove={onMove} onUndo={onUndo} /></li>
        ))}
      </Stack>
      {visits.length === 0 && <Text fontSize="sm" color="fg.muted" px="1">{t('visits.board.emptyColumn')}</Text>}
    </Box>
  );
}

/**
 * The patient whiteboard (/app/whiteboard): one column per stage, cards moved by drag (pointer or keyboard)
 * or by a card's "Move to…" menu, an Undo in the toast after each move, and changes from other screens
 * within a few seconds. On a phone one stage shows at a time, picked from a selector.
 */
export function WhiteboardPage() {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const canManage = useCanManageVisits();
  const board = useBoard();
  const { move, undo } = useVisitMutations();
  const isPhone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const [phoneStage, setPhoneStage] = useState<VisitStage>('checked_in');
  const [vetId, setVetId] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );

  const visits = useMemo(() => (board.data?.data ?? []).filter((v) => !vetId || String(v.vet.id) === vetId), [board.data, vetId]);
  const vets = useMemo(() => {
    const seen = new Map<number, string>();
    for (const v of board.data?.data ?? []) seen.set(v.vet.id, v.vet.full_name);
    return [...seen].sort((x, y) => x[1].localeCompare(y[1]));
  }, [board.data]);
  const byStage = (stage: VisitStage) => visits.filter((v) => v.stage === stage);

  const doUndo = async (visit: TVisit, expected: VisitStage) => {
    try {
      const back = await undo.mutateAsync({ id: visit.id, expected });
      toaster.create({ type: 'info', title: t('visits.toast.undone', { pet: petNames(visit), stage: t(`visits.stages.${back.stage}`) }), closable: true });
    } catch (err) {
      toastError(err);
    }
  };

  const doMove = async (visit: TVisit, stage: VisitStage) => {
    if (stage === visit.stage) return;
    try {
      await move.mutateAsync({ id: visit.id, stage, expected: visit.stage });
      toaster.create({
        type: 'success', closable: true, duration: 10_000,
        title: t('visits.toast.moved', { pet: petNames(visit), stage: t(`visits.stages.${stage}`) }),
        action: { label: t('visits.toast.undo'), onClick: () => void doUndo(visit, stage) },
      });
    } catch (err) {
      toastError(err);
    }
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const visit = visits.find((v) => v.id === active.id);
    if (visit && over) void doMove(visit, over.id as VisitStage);
  };

  const nameOf = (id: string | number) => {
    const v = visits.find((x) => x.id === id);
    return v ? petNames(v) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('visits.dnd.start', { pet: nameOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('visits.dnd.over', { pet: nameOf(active.id), stage: t(`visits.stages.${over.id}`) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('visits.dnd.end', { pet: nameOf(active.id), stage: t(`visits.stages.${over.id}`) }) : t('visits.dnd.cancel', { pet: nameOf(active.id) })),
    onDragCancel: ({ active }) => t('visits.dnd.cancel', { pet: nameOf(active.id) }),
  };

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="end" gap="3" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">{t('visits.title')}</Heading>
          <Text color="fg.muted" fontSize="sm">
            {board.data ? t('visits.subtitle', { date: fmt.date(`${board.data.meta.date}T12:00:00Z`), n: visits.length }) : t('visits.subtitleLoading')}
          </Text>
        </Box>
        <Flex gap="2" wrap="wrap">
          {isPhone && (
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field aria-label={t('visits.board.stagePicker')} value={phoneStage} onChange={(e) => setPhoneStage(e.target.value as VisitStage)} bg="white">
                {VISIT_STAGES.map((s) => <option key={s} value={s}>{`${t(`visits.stages.${s}`)} (${byStage(s).length})`}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field aria-label={t('visits.board.vetFilter')} value={vetId} onChange={(e) => setVetId(e.target.value)} bg="white">
              <option value="">{t('visits.board.allVets')}</option>
              {vets.map(([id, name]) => <option key={id} value={String(id)}>{name}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
      </Flex>

      {board.isPending && <ListSkeleton rows={4} />}
      {board.isError && <ErrorState error={board.error} onRetry={() => void board.refetch()} />}
      {board.data && board.data.data.length === 0 && (
        <EmptyState title={t('visits.board.empty')}><Text fontSize="sm" color="fg.muted">{t('visits.board.emptyHint')}</Text></EmptyState>
      )}
      {board.data && board.data.data.length > 0 && (isPhone ? (
        <StageColumn stage={phoneStage} visits={byStage(phoneStage)} canManage={canManage} draggable={false} onMove={(v, s) => void doMove(v, s)} onUndo={(v) => void doUndo(v, v.stage)} />
      ) : (
        <DndContext sensors={sensors} collisionDetection={rectIntersection} onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('visits.dnd.instructions') } }}>
          <Flex gap="3" overflowX="auto" pb="2" align="stretch">
            {VISIT_STAGES.map((stage) => (
              <StageColumn key={stage} stage={stage} visits={byStage(stage)} canManage={canManage} draggable={canManage} onMove={(v, s) => void doMove(v, s)} onUndo={(v) => void doUndo(v, v.stage)} />
            ))}
          </Flex>
        </DndContext>
      ))}
    </Stack>
  );
}
