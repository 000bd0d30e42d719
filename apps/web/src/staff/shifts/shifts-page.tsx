import { Box, Button, Flex, HStack, Heading, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { TShift, TShiftConflict } from '@vetclinic/domain';
import { toastError } from '../../ui/errors';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useActiveClinic } from '../auth/use-session';
import { useClinicVets } from '../team/api';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { shiftConflictsOf, useShiftMutations, useShifts } from './api';
import { ApplyTemplateDialog } from './apply-template-dialog';
import { ConflictsDialog } from './conflicts-dialog';
import { ShiftDialog, type ShiftDraft } from './shift-dialog';
import { addDays, mondayOf, useShiftFormat } from './week';
import { latestSearchParams } from '../../ui/latest-search-params';

/** Shifts: one week, a row per vet, drafts (dashed) and published shifts (solid); apply a template, publish. */
export function ShiftsPage() {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const canManage = clinic?.permissions.includes('schedules.manage') ?? false;
  const fmt = useShiftFormat();
  const [params, setParams] = useSearchParams();
  const monday = mondayOf(fmt.zone, params.get('week'));
  const sunday = addDays(monday, 6);
  const days = useMemo(() => [0, 1, 2, 3, 4, 5, 6].map((i) => addDays(monday, i)), [monday]);
  const shifts = useShifts(monday, sunday);
  const vets = useClinicVets();
  const { publish } = useShiftMutations();
  const [dialog, setDialog] = useState<{ open: boolean; shift: TShift | null; draft: ShiftDraft | null }>({ open: false, shift: null, draft: null });
  const [applyOpen, setApplyOpen] = useState(false);
  // The number of drafts the confirmation was opened for: the list refreshes while it closes, and its title must not
  // turn into "Publish 0 drafts" under the user's eyes.
  const [confirmPublish, setConfirmPublish] = useState(false);
  const [publishCount, setPublishCount] = useState(0);
  const [conflicts, setConflicts] = useState<TShiftConflict[] | null>(null);
  const weekLabel = `${fmt.day(monday)} – ${fmt.day(sunday)}`;
  const drafts = shifts.data?.filter((s) => s.status === 'draft') ?? [];
  const setWeek = (date: string) => {
    const next = latestSearchParams();
    next.set('week', date);
    setParams(next);
  };
  // From the week the address bar holds, not the one still shown: two quick clicks on "Next week" move two weeks.
  const moveWeek = (days: number) => setWeek(addDays(mondayOf(fmt.zone, latestSearchParams().get('week')), days));

  const rows = useMemo(() => {
    const list = (vets.data ?? []).map((v) => ({ id: v.id, name: v.full_name }));
    for (const s of shifts.data ?? []) if (!list.some((r) => r.id === s.vet_id)) list.push({ id: s.vet_id, name: s.vet.full_name });
    return list;
  }, [vets.data, shifts.data]);

  const doPublish = (force: boolean) => publish.mutate({ start: monday, end: sunday, force }, {
    onSuccess: (r) => {
      toaster.create({ type: 'success', title: r.published ? t('shifts.publish.done', { count: r.published }) : t('shifts.publish.nothing'), closable: true });
      setConfirmPublish(false);
      setConflicts(null);
    },
    onError: (err) => {
      setConfirmPublish(false);
      const list = shiftConflictsOf(err);
      if (list) setConflicts(list);
      else toastError(err);
    },
  });

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h2" size="lg">{t('shifts.weekTitle')}</Heading>
        {canManage && (
          <HStack flexWrap="wrap">
            <Button variant="outline" onClick={() => setApplyOpen(true)}>{t('shifts.apply.open')}</Button>
            <Button variant="outline" onClick={() => setDialog({ open: true, shift: null, draft: { vet_id: '', date: monday } })}>{t('shifts.addShift')}</Button>
            <Button colorPalette="brand" disabled={!drafts.length} onClick={() => { setPublishCount(drafts.length); setConfirmPublish(true); }}>{t('shifts.publish.open')}</Button>
          </HStack>
        )}
      </Flex>

      <Flex align="center" gap="2" wrap="wrap">
        <IconButton variant="outline" size="sm" aria-label={t('shifts.previousWeek')} onClick={() => moveWeek(-7)}>‹</IconButton>
        <Text fontWeight="600" minW={{ md: '56' }} textAlign="center" aria-live="polite">{weekLabel}</Text>
        <IconButton variant="outline" size="sm" aria-label={t('shifts.nextWeek')} onClick={() => moveWeek(7)}>›</IconButton>
        <Button variant="ghost" size="sm" onClick={() => setWeek(mondayOf(fmt.zone))}>{t('shifts.thisWeek')}</Button>
        <Box flex="1" />
        <HStack gap="3" fontSize="xs" color="fg.muted" aria-label={t('shifts.legend')}>
          <HStack gap="1"><Box width="3" height="3" borderRadius="sm" bg="brand.solid" />{t('shifts.status.published')}</HStack>
          <HStack gap="1"><Box width="3" height="3" borderRadius="sm" borderWidth="1px" borderStyle="dashed" borderColor="orange.500" bg="orange.50" />{t('shifts.status.draft')}</HStack>
          {drafts.length > 0 && <Text>{t('shifts.draftCount', { count: drafts.length })}</Text>}
        </HStack>
      </Flex>

      {(shifts.isPending || vets.isPending) && <ListSkeleton rows={5} />}
      {shifts.isError && <ErrorState error={shifts.error} onRetry={() => void shifts.refetch()} />}
      {shifts.data && vets.data && rows.length > 0 && (
        // A phone gets the week day by day (one card per day, a line per vet) instead of a 900 px grid.
        <Stack gap="3" hideFrom="md">
          {days.map((d, i) => (
            <Box key={d} as="section" aria-label={`${t(`days.${i + 1}`)} ${fmt.day(d)}`} bg="white" borderWidth="1px" borderRadius="md" p="3">
              <Heading as="h3" size="sm" mb="2">{t(`days.${i + 1}`)} <Text as="span" fontWeight="400" color="fg.muted">{fmt.day(d)}</Text></Heading>
              <Stack gap="2">
                {rows.map((vet) => {
                  const mine = shifts.data.filter((s) => s.vet_id === vet.id && s.date === d);
                  if (!mine.length && !canManage) return null;
                  return (
                    <Flex key={vet.id} gap="2" align="center" wrap="wrap">
                      <Text fontSize="sm" fontWeight="500" flex="1 1 8rem">{vet.name}</Text>
                      {mine.map((s) => (
                        <ShiftChip key={s.id} shift={s} label={fmt.span(s)} disabled={!canManage}
                          ariaLabel={t('shifts.chipLabel', { status: t(`shifts.status.${s.status}`), vet: vet.name, day: t(`days.${i + 1}`), time: fmt.span(s) })}
                          onClick={() => setDialog({ open: true, shift: s, draft: null })} />
                      ))}
                      {canManage && (
                        <Button size="xs" variant="ghost" color="fg.muted" aria-label={t('shifts.addFor', { vet: vet.name, day: `${t(`days.${i + 1}`)} ${fmt.day(d)}` })}
                          onClick={() => setDialog({ open: true, shift: null, draft: { vet_id: vet.id, date: d } })}>+</Button>
                      )}
                    </Flex>
                  );
                })}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      {shifts.data && vets.data && (rows.length === 0 ? <EmptyState title={t('shifts.noVets')} /> : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white" hideBelow="md">
          <Table.Root size="sm" aria-label={t('shifts.gridLabel', { week: weekLabel })} tableLayout="fixed" minW="900px">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader width="160px" position="sticky" left="0" bg="white" zIndex="1">{t('shifts.fields.vet')}</Table.ColumnHeader>
                {days.map((d, i) => (
                  <Table.ColumnHeader key={d}>
                    <Text>{t(`days.${i + 1}`)}</Text>
                    <Text fontSize="xs" color="fg.muted" fontWeight="400">{fmt.day(d)}</Text>
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((vet) => (
                <Table.Row key={vet.id}>
                  <Table.Cell position="sticky" left="0" bg="white" zIndex="1" fontWeight="500" verticalAlign="top">{vet.name}</Table.Cell>
                  {days.map((d, i) => {
                    const mine = shifts.data.filter((s) => s.vet_id === vet.id && s.date === d);
                    return (
                      <Table.Cell key={d} verticalAlign="top" px="1">
                        <Stack gap="1">
                          {mine.map((s) => (
                            <ShiftChip key={s.id} shift={s} label={fmt.span(s)} disabled={!canManage}
                              ariaLabel={t('shifts.chipLabel', { status: t(`shifts.status.${s.status}`), vet: vet.name, day: t(`days.${i + 1}`), time: fmt.span(s) })}
                              onClick={() => setDialog({ open: true, shift: s, draft: null })} />
                          ))}
                          {canManage && (
                            <Button size="2xs" variant="ghost" color="fg.muted" aria-label={t('shifts.addFor', { vet: vet.name, day: `${t(`days.${i + 1}`)} ${fmt.day(d)}` })}
                              onClick={() => setDialog({ open: true, shift: null, draft: { vet_id: vet.id, date: d } })}>+</Button>
                          )}
                        </Stack>
                      </Table.Cell>
                    );
                  })}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ))}
      <Text fontSize="sm" color="fg.muted">{t('shifts.fallbackNote')}</Text>

      <ShiftDialog open={dialog.open} shift={dialog.shift} draft={dialog.draft} onClose={() => setDialog({ open: false, shift: null, draft: null })} />
      <ApplyTemplateDialog open={applyOpen} weekStart={monday} weekLabel={weekLabel} onClose={() => setApplyOpen(false)} />
      <ConfirmDialog open={confirmPublish} danger={false} title={t('shifts.publish.title', { count: publishCount, week: weekLabel })} body={t('shifts.publish.body')}
        confirmLabel={t('shifts.publish.confirm')} loading={publish.isPending} onCancel={() => setConfirmPublish(false)} onConfirm={() => doPublish(false)} />
      <ConflictsDialog conflicts={conflicts} confirmLabel={t('shifts.conflicts.publishAnyway')} loading={publish.isPending} onCancel={() => setConflicts(null)} onConfirm={() => doPublish(true)} />
    </Stack>
  );
}

function ShiftChip({ shift, label, ariaLabel, disabled, onClick }: { shift: TShift; label: string; ariaLabel: string; disabled: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  const published = shift.status === 'published';
  return (
    <Button size="xs" height="auto" py="1" px="1.5" justifyContent="start" whiteSpace="normal" textAlign="start" disabled={disabled} onClick={onClick} aria-label={ariaLabel}
      variant={published ? 'solid' : 'outline'} colorPalette={published ? 'brand' : 'orange'}
      borderStyle={published ? 'solid' : 'dashed'} bg={published ? undefined : 'orange.50'} _disabled={{ opacity: 1, cursor: 'default' }}>
      <Stack gap="0">
        <Text fontSize="xs" fontWeight="600">{label}</Text>
        {!published && <Text fontSize="2xs" textTransform="uppercase" letterSpacing="wide">{t('shifts.status.draft')}</Text>}
        {shift.note && <Text fontSize="2xs" lineClamp={1}>{shift.note}</Text>}
      </Stack>
    </Button>
  );
}
