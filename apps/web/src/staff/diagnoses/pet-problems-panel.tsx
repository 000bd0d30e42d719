import { Badge, Box, Button, Card, Flex, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PET_PROBLEM_STATUS, formatInZone, type TPetProblem, type TPetProblemStatus } from '@vetclinic/domain';
import { DateInput } from '../../ui/date-time/date-input';
import { toastError } from '../../ui/errors';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { useActiveClinic } from '../auth/use-session';
import { useClinicFormat } from '../clinic/use-clinic';
import { usePetProblems, useProblemMutations } from './api';
import { DiagnosisCombobox } from './diagnosis-combobox';

const STATUS_COLOR = { active: 'orange', chronic: 'purple', resolved: 'gray' } as const;

/** The pet's problem list: status (active, chronic, resolved) and onset date editable in place; add from the catalogue. */
export function PetProblemsPanel({ petId, archived }: { petId: number; archived: boolean }) {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const canWrite = !archived && (clinic?.permissions.includes('records.manage') ?? false);
  const problems = usePetProblems(petId);
  const { add } = useProblemMutations(petId);
  const [adding, setAdding] = useState(false);

  return (
    <Card.Root as="section" aria-labelledby="pet-problems">
      <Card.Header pb="2">
        <Flex justify="space-between" align="center" gap="2">
          <Heading as="h2" size="md" id="pet-problems">{t('diagnoses.problems.title')}</Heading>
          {canWrite && !adding && <Button size="sm" variant="outline" onClick={() => setAdding(true)}>{t('diagnoses.problems.add')}</Button>}
        </Flex>
      </Card.Header>
      <Card.Body pt="1">
        <Stack gap="2">
          {adding && (
            <HStack gap="2" align="start">
              <DiagnosisCombobox label={t('diagnoses.problems.search')} onPick={(c) => add.mutate(
                { diagnosis_id: c.diagnosis_id, name: c.diagnosis_id ? null : c.name, status: 'active' },
                { onSuccess: () => setAdding(false), onError: (err) => toastError(err) },
              )} />
              <Button size="sm" variant="ghost" onClick={() => setAdding(false)}>{t('diagnoses.cancel')}</Button>
            </HStack>
          )}
          {problems.isPending && <ListSkeleton rows={2} />}
          {problems.isError && <ErrorState error={problems.error} onRetry={() => void problems.refetch()} />}
          {problems.data && problems.data.length === 0 && <EmptyState title={t('diagnoses.problems.empty')} />}
          {problems.data && problems.data.length > 0 && (
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
              {problems.data.map((p) => <ProblemRow key={p.id} petId={petId} problem={p} canWrite={canWrite} />)}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function ProblemRow({ petId, problem, canWrite }: { petId: number; problem: TPetProblem; canWrite: boolean }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const { update } = useProblemMutations(petId);
  const [onset, setOnset] = useState(problem.onset_date ?? '');
  const save = (body: { status?: TPetProblemStatus; onset_date?: string | null }) => update.mutate({ id: problem.id, body }, { onError: (err) => toastError(err) });
  const onsetText = problem.onset_date ? formatInZone(`${problem.onset_date}T12:00:00Z`, 'UTC', { dateFormat: fmt.dateFormat }) : '—';
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" px="3" py="2" bg="white">
      <Flex justify="space-between" align={{ base: 'start', md: 'center' }} gap="2" direction={{ base: 'column', md: 'row' }}>
        <Box minW="0">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="600" textDecoration={problem.status === 'resolved' ? 'line-through' : undefined}>{problem.name}</Text>
            {!canWrite && <Badge colorPalette={STATUS_COLOR[problem.status]}>{t(`diagnoses.problemStatus.${problem.status}`)}</Badge>}
          </HStack>
          {!canWrite && <Text fontSize="xs" color="fg.muted">{t('diagnoses.problems.onset')}: {onsetText}</Text>}
        </Box>
        {canWrite && (
          <HStack gap="2" flexShrink={0}>
            <NativeSelect.Root size="xs" width="32">
              <NativeSelect.Field aria-label={t('diagnoses.problems.statusOf', { name: problem.name })} value={problem.status}
                onChange={(e) => save({ status: e.target.value as TPetProblemStatus })}>
                {PET_PROBLEM_STATUS.map((s) => <option key={s} value={s}>{t(`diagnoses.problemStatus.${s}`)}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <DateInput size="xs" width="28" format={fmt.dateFormat} aria-label={t('diagnoses.problems.onsetOf', { name: problem.name })} value={onset}
              onChange={setOnset}
              onBlur={() => {
                const next = onset === '' ? null : onset;
                if (next !== problem.onset_date && (next === null || /^\d{4}-\d{2}-\d{2}$/.test(next))) save({ onset_date: next });
              }} />
          </HStack>
        )}
      </Flex>
    </Box>
  );
}
