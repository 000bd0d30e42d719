import { Badge, Box, Button, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { useActiveClinic } from '../auth/use-session';
import { useTeam } from './api';
import { MemberStatusBadge } from './team-page';
import { TimeOffCard } from './time-off-panel';
import { WorkingHoursCard } from './working-hours-editor';

/** One member's schedule in this clinic: weekly working hours and time off. */
export function MemberPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { clinic } = useActiveClinic();
  const canEdit = clinic?.permissions.includes('schedules.manage') ?? false;
  const team = useTeam();
  const member = team.data?.find((m) => m.id === Number(id));

  return (
    <Stack gap="4" maxW="4xl">
      <Button asChild variant="ghost" size="sm" alignSelf="start"><RouterLink to="/team">← {t('team.backToTeam')}</RouterLink></Button>
      {team.isPending && <ListSkeleton rows={4} />}
      {team.isError && <ErrorState error={team.error} onRetry={() => void team.refetch()} />}
      {team.data && !member && <EmptyState title={t('team.notFound')} />}
      {member && (
        <>
          <Flex justify="space-between" align="center" gap="2" wrap="wrap">
            <Box>
              <Heading as="h1" size="2xl">{member.full_name}</Heading>
              <HStack gap="2" mt="1" flexWrap="wrap">
                <Text color="fg.muted" fontSize="sm">{[member.job_title, member.role.name].filter(Boolean).join(' · ')}</Text>
                {member.is_vet && <Badge size="sm" colorPalette="brand" variant="outline">{t('team.vetBadge')}</Badge>}
                <MemberStatusBadge member={member} />
              </HStack>
            </Box>
            <Button asChild variant="outline" size="sm"><RouterLink to="/shifts">{t('team.openShifts')}</RouterLink></Button>
          </Flex>
          <WorkingHoursCard vetId={member.id} canEdit={canEdit} />
          <TimeOffCard vetId={member.id} canEdit={canEdit} />
        </>
      )}
    </Stack>
  );
}
