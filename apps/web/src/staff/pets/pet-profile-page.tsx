import { Badge, Button, Card, DataList, Flex, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatInZone } from '@vetclinic/domain';
import { toastError } from '../../ui/errors';
import { HttpError } from '../../ui/http';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useActiveClinic } from '../auth/use-session';
import { useClinicFormat } from '../clinic/use-clinic';
import { useArchivePet, usePet } from '../clients/api';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { BookButton } from '../calendar/book-button';
import { PrintDocumentMenu } from '../documents/print-document-menu';
import { PetClinicalSummary } from '../diagnoses/pet-clinical-summary';
import { PetAvatar } from './pet-avatar';
import { TagPicker } from '../tags/tag-picker';
import { PetFormDialog } from './pet-form-dialog';
import { PetPlanCard } from '../plans/pet-plan-card';
import { PetProfileTabs } from './pet-profile-tabs';
import { hormonalKey, petAgeText, speciesText, weightText } from './pet-text';
import { VitalsChart } from './vitals-chart';
import { PetLabResultsCard } from '../labs/lab-results-chart';
import { ConsentForms } from '../documents/consent-forms';

/** A patient: photo, identity and medical basics, owner, appointments; edit and archive. */
export function PetProfilePage() {
  const { t } = useTranslation();
  const petId = Number(useParams().petId);
  const { clinic } = useActiveClinic();
  const fmt = useClinicFormat();
  const canManage = clinic?.permissions.includes('pets.manage') ?? false;
  const pet = usePet(petId);
  const archive = useArchivePet(petId);
  const [editing, setEditing] = useState(false);
  const [confirmArchive, setConfirmArchive] = useState(false);

  if (pet.isPending) return <ListSkeleton rows={6} />;
  if (pet.isError) {
    if (pet.error instanceof HttpError && pet.error.status === 404) return <EmptyState title={t('clients.pets.profile.notFound')}><RouterLink to="/patients">{t('clients.pets.profile.back')}</RouterLink></EmptyState>;
    return <ErrorState error={pet.error} onRetry={() => void pet.refetch()} />;
  }
  const p = pet.data;
  const archived = !!p.archived_at;
  const toggleArchive = () => archive.mutate(!archived, {
    onSuccess: () => {
      setConfirmArchive(false);
      toaster.create({ type: 'success', title: t(archived ? 'clients.pets.profile.restored' : 'clients.pets.profile.archivedToast', { name: p.nickname }), closable: true });
    },
    onError: (err) => toastError(err),
  });
  const age = petAgeText(t, p.birthday, fmt.zone);
  const birthday = p.birthday ? `${formatInZone(`${p.birthday}T00:00:00Z`, 'UTC', { dateFormat: fmt.dateFormat })}${p.birthday_is_estimated ? ` (${t('clients.pets.estimatedShort')})` : ''}` : null;

  return (
    <Stack gap="4">
      <Text fontSize="sm"><RouterLink to="/patients">← {t('clients.pets.profile.back')}</RouterLink></Text>
      <Flex justify="space-between" align={{ base: 'start', md: 'center' }} gap="3" direction={{ base: 'column', md: 'row' }}>
        <HStack gap="3">
          <PetAvatar photo={p.photo} name={p.nickname} size="12" />
          <Stack gap="0">
            <HStack gap="2" flexWrap="wrap">
              <Heading as="h1" size="2xl">{p.nickname}</Heading>
              {archived && <Badge colorPalette="gray">{t('clients.common.archived')}</Badge>}
            </HStack>
            <Text color="fg.muted">{speciesText(p) || t('clients.pets.profile.noSpecies')}</Text>
            <TagPicker entityType="pet" entityId={p.id} readOnly={archived} />
          </Stack>
        </HStack>
        <HStack gap="2" flexWrap="wrap">
          {!archived && <BookButton client={{ id: p.owner.id, full_name: p.owner.full_name, phone: p.owner.phone }} pets={[{ id: p.id, nickname: p.nickname }]} />}
          {clinic?.permissions.includes('pets.view') && <PrintDocumentMenu petId={p.id} />}
          {!archived && clinic?.permissions.includes('estimates.edit') && (
            <Button asChild size="sm" variant="outline"><RouterLink to={`/estimates/new?pet_id=${p.id}`}>{t('estimates.list.new')}</RouterLink></Button>
          )}
          {canManage && (
            <>
              {!archived && <Button size="sm" colorPalette="brand" onClick={() => setEditing(true)}>{t('clients.pets.profile.edit')}</Button>}
              <Button size="sm" variant="outline" onClick={() => (archived ? toggleArchive() : setConfirmArchive(true))} loading={archive.isPending && archived}>
                {archived ? t('clients.pets.profile.restore') : t('clients.pets.profile.archive')}
              </Button>
            </>
          )}
        </HStack>
      </Flex>

      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
        <Stack gap="4">
          <Card.Root>
            <Card.Body>
              {p.photo ? (
                <Image src={p.photo} alt={t('clients.pets.photoOf', { name: p.nickname })} w="full" maxH="260px" objectFit="cover" borderRadius="md" mb="4" />
              ) : null}
              <DataList.Root orientation="horizontal" size="sm">
                <Item label={t('clients.pets.fields.gender')} value={t(`clients.pets.gender.${p.gender}`)} />
                <Item label={t('clients.pets.fields.hormonalStatus')} value={t(hormonalKey(p.hormonal_status))} />
                <Item label={t('clients.pets.fields.birthday')} value={birthday} />
                <Item label={t('clients.pets.fields.age')} value={age} />
                <Item label={t('clients.pets.fields.color')} value={p.color} />
                <Item label={t('clients.pets.fields.microchip')} value={p.microchip} mono />
                <Item label={t('clients.pets.fields.weight')} value={weightText(p.weight_grams)} />
              </DataList.Root>
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Header pb="1"><Heading as="h2" size="md">{t('clients.pets.fields.owner')}</Heading></Card.Header>
            <Card.Body pt="1">
              <RouterLink to={`/clients/${p.owner.id}`}>
                <Text fontWeight="600" color="brand.fg" _hover={{ textDecoration: 'underline' }}>{p.owner.full_name}</Text>
              </RouterLink>
              {p.owner.phone && <Text fontSize="sm" color="fg.muted">{p.owner.phone}</Text>}
            </Card.Body>
          </Card.Root>
          <PetPlanCard pet={p} />
        </Stack>
        <Stack gap="4" gridColumn={{ lg: 'span 2' }}>
          <PetClinicalSummary petId={p.id} archived={archived} />
          <VitalsChart petId={p.id} />
          <PetLabResultsCard petId={p.id} />
          <PetProfileTabs pet={p} />
          <ConsentForms scope={{ pet_id: p.id }} sendFor={archived ? undefined : { pet_id: p.id }} />
        </Stack>
      </SimpleGrid>

      <PetFormDialog open={editing} onClose={() => setEditing(false)} pet={p} />
      <ConfirmDialog
        open={confirmArchive}
        title={t('clients.pets.profile.archiveTitle', { name: p.nickname })}
        body={t('clients.pets.profile.archiveText')}
        confirmLabel={t('clients.pets.profile.archive')}
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

function Item({ label, value, mono }: { label: string; value: string | null | undefined; mono?: boolean }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
      <DataList.ItemValue fontFamily={mono ? 'mono' : undefined}>{value || '—'}</DataList.ItemValue>
    </DataList.Item>
  );
}
