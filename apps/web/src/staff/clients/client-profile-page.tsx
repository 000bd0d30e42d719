import { Badge, Box, Button, Card, DataList, Flex, Heading, HStack, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LANGUAGE_NAMES, formatUtm, type Language, type TClient, type TPet } from '@vetclinic/domain';
import { toastError } from '../../ui/errors';
import { HttpError } from '../../ui/http';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useActiveClinic } from '../auth/use-session';
import { useClinicFormat } from '../clinic/use-clinic';
import { PetAvatar } from '../pets/pet-avatar';
import { TagPicker } from '../tags/tag-picker';
import { PetFormDialog } from '../pets/pet-form-dialog';
import { hormonalKey, petAgeText, speciesText } from '../pets/pet-text';
import { useArchiveClient, useClient } from './api';
import { ClientFormDialog } from './client-form-dialog';
import { CommunicationsLog } from './communications-log';
import { ReminderOptOutsCard } from '../reminders/reminder-opt-outs-card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { BookButton } from '../calendar/book-button';
import { ProfileAppointments } from './profile-appointments';
import { AccountCard } from '../sales/account-card';

/** A client's profile: contact details, lead source, notes, pets, appointments and communications. */
export function ClientProfilePage() {
  const { t } = useTranslation();
  const clientId = Number(useParams().clientId);
  const { clinic } = useActiveClinic();
  const canManage = clinic?.permissions.includes('clients.manage') ?? false;
  const canManagePets = clinic?.permissions.includes('pets.manage') ?? false;
  const client = useClient(clientId);
  const archive = useArchiveClient(clientId);
  const [editing, setEditing] = useState(false);
  const [addingPet, setAddingPet] = useState(false);
  const [confirmArchive, setConfirmArchive] = useState(false);

  if (client.isPending) return <ListSkeleton rows={8} />;
  if (client.isError) {
    if (client.error instanceof HttpError && client.error.status === 404) {
      return <EmptyState title={t('clients.profile.notFound')}><RouterLink to="/clients">{t('clients.profile.back')}</RouterLink></EmptyState>;
    }
    return <ErrorState error={client.error} onRetry={() => void client.refetch()} />;
  }
  const c = client.data;
  const archived = !!c.archived_at;
  const toggleArchive = () => archive.mutate(!archived, {
    onSuccess: () => {
      setConfirmArchive(false);
      toaster.create({ type: 'success', title: t(archived ? 'clients.profile.restored' : 'clients.profile.archivedToast', { name: c.full_name }), closable: true });
    },
    onError: (err) => toastError(err),
  });

  return (
    <Stack gap="4">
      <Text fontSize="sm"><RouterLink to="/clients">← {t('clients.profile.back')}</RouterLink></Text>
      <Flex justify="space-between" align={{ base: 'start', md: 'center' }} gap="3" direction={{ base: 'column', md: 'row' }}>
        <Stack gap="1">
          <HStack gap="2" flexWrap="wrap">
            <Heading as="h1" size="2xl">{c.full_name}</Heading>
            {archived && <Badge colorPalette="gray">{t('clients.common.archived')}</Badge>}
            {c.needs_review && <Badge colorPalette="orange">{t('clients.common.needsReview')}</Badge>}
            {c.has_account && <Badge colorPalette="brand" variant="subtle">{t('clients.profile.hasAccount')}</Badge>}
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            {t('clients.profile.summary', {
              pets: t('clients.profile.petCount', { count: c.counts.pets }),
              appointments: t('clients.profile.appointmentCount', { count: c.counts.appointments }),
              upcoming: c.counts.upcoming_appointments,
            })}
          </Text>
          <TagPicker entityType="client" entityId={c.id} readOnly={archived} />
        </Stack>
        <HStack gap="2" flexWrap="wrap">
          {!archived && <BookButton client={{ id: c.id, full_name: c.full_name, phone: c.phone, email: c.email, pets: c.pets }} pets={c.pets.length === 1 ? c.pets : []} />}
          {canManage && (
            <>
              {!archived && <Button size="sm" colorPalette="brand" onClick={() => setEditing(true)}>{t('clients.profile.edit')}</Button>}
              <Button size="sm" variant="outline" onClick={() => (archived ? toggleArchive() : setConfirmArchive(true))} loading={archive.isPending && archived}>
                {archived ? t('clients.profile.restore') : t('clients.profile.archive')}
              </Button>
            </>
          )}
        </HStack>
      </Flex>

      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
        <Stack gap="4">
          <ClientDetails c={c} />
          <Card.Root>
            <Card.Header pb="1"><Heading as="h2" size="md">{t('clients.fields.notes')}</Heading></Card.Header>
            <Card.Body pt="1">
              <Text fontSize="sm" whiteSpace="pre-wrap" color={c.notes ? undefined : 'fg.muted'}>{c.notes || t('clients.profile.noNotes')}</Text>
            </Card.Body>
          </Card.Root>
          {clinic?.permissions.includes('sales.view') && <AccountCard clientId={c.id} />}
        </Stack>
        <Stack gap="4" gridColumn={{ lg: 'span 2' }}>
          <Card.Root>
            <Card.Header pb="2">
              <Flex justify="space-between" align="center">
                <Heading as="h2" size="md">{t('clients.profile.pets')}</Heading>
                {canManagePets && !archived && <Button size="xs" colorPalette="brand" variant="outline" onClick={() => setAddingPet(true)}>{t('clients.profile.addPet')}</Button>}
              </Flex>
            </Card.Header>
            <Card.Body pt="0">
              {c.pets.length === 0 ? (
                <EmptyState title={t('clients.profile.noPets')}>
                  {canManagePets && !archived && <Button size="sm" colorPalette="brand" onClick={() => setAddingPet(true)}>{t('clients.profile.addPet')}</Button>}
                </EmptyState>
              ) : (
                <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="3">
                  {c.pets.map((p) => <PetCard key={p.id} pet={p} />)}
                </SimpleGrid>
              )}
            </Card.Body>
          </Card.Root>
          <ProfileAppointments filter={{ client_id: c.id }} />
          <CommunicationsLog clientId={c.id} canManage={canManage} />
          <ReminderOptOutsCard clientId={c.id} canManage={canManage} />
        </Stack>
      </SimpleGrid>

      <ClientFormDialog open={editing} onClose={() => setEditing(false)} client={c} />
      <PetFormDialog open={addingPet} onClose={() => setAddingPet(false)} owner={{ id: c.id, full_name: c.full_name, phone: c.phone }} />
      <ConfirmDialog
        open={confirmArchive}
        title={t('clients.profile.archiveTitle', { name: c.full_name })}
        body={t('clients.profile.archiveText')}
        confirmLabel={t('clients.profile.archive')}
        onConfirm={toggleArchive}
        onCancel={() => setConfirmArchive(false)}
        loading={archive.isPending}
        danger
        closeButton
        contentProps={{ mx: '3' }}
      />
    </Stack>
  );
}

function ClientDetails({ c }: { c: TClient }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const lead = c.lead_source ? [t(`clients.leadSource.${c.lead_source}`), c.lead_source_details].filter(Boolean).join(' — ') : null;
  return (
    <Card.Root>
      <Card.Header pb="1"><Heading as="h2" size="md">{t('clients.profile.details')}</Heading></Card.Header>
      <Card.Body pt="1">
        <DataList.Root orientation="vertical" size="sm" gap="3">
          <Item label={t('clients.fields.phone')} value={c.phone} href={c.phone ? `tel:${c.phone.replace(/[^+\d]/g, '')}` : undefined} />
          <Item label={t('clients.fields.email')} value={c.email} href={c.email ? `mailto:${c.email}` : undefined} />
          <Item label={t('clients.fields.address')} value={[c.address, c.address_2].filter(Boolean).join(', ')} />
          <Item label={t('clients.fields.leadSource')} value={lead} />
          {c.utm && <Item label={t('clients.fields.utm')} value={formatUtm(c.utm)} />}
          <Item label={t('clients.fields.language')} value={c.language ? LANGUAGE_NAMES[c.language as Language] ?? c.language : null} />
          <Item label={t('clients.profile.clientSince')} value={fmt.date(c.created_at)} />
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

function Item({ label, value, href }: { label: string; value: string | null | undefined; href?: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-word">
        {value ? (href ? <a href={href}><Text as="span" color="brand.fg" _hover={{ textDecoration: 'underline' }}>{value}</Text></a> : value) : '—'}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

function PetCard({ pet }: { pet: TPet }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const age = petAgeText(t, pet.birthday, fmt.zone);
  return (
    // An archived pet is told by its grey card and badge, not by transparency: faded text fell under 4.5:1 contrast.
    <LinkBox as="article" borderWidth="1px" borderStyle={pet.archived_at ? 'dashed' : 'solid'} borderRadius="md" p="3" bg={pet.archived_at ? 'gray.50' : 'white'} _hover={{ borderColor: 'brand.solid' }}>
      <HStack gap="3" align="start">
        <PetAvatar photo={pet.photo} name={pet.nickname} size="12" />
        <Box minW="0">
          <HStack gap="2">
            <LinkOverlay asChild>
              <RouterLink to={`/patients/${pet.id}`}><Text fontWeight="600">{pet.nickname}</Text></RouterLink>
            </LinkOverlay>
            {pet.archived_at && <Badge size="sm">{t('clients.common.archived')}</Badge>}
          </HStack>
          <Text fontSize="sm" color="fg.muted" truncate>{speciesText(pet) || '—'}</Text>
          <Text fontSize="xs" color="fg.muted">
            {[t(`clients.pets.gender.${pet.gender}`), t(hormonalKey(pet.hormonal_status)), age].filter(Boolean).join(' · ')}
          </Text>
        </Box>
      </HStack>
    </LinkBox>
  );
}
