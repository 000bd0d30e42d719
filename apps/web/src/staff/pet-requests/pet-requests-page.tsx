import { Badge, Button, Card, Flex, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PetRequestStatus, type TPetRequest } from '@vetclinic/domain';
import { PaginationBar } from '../../ui/pagination-bar';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { useActiveClinic } from '../auth/use-session';
import { useClinicFormat } from '../clinic/use-clinic';
import { usePendingPetRequestCount, usePetRequests, useSpecies } from '../clients/api';
import { PetAvatar } from '../pets/pet-avatar';
import { hormonalKey, petAgeText } from '../pets/pet-text';
import { AcceptDialog, DenyDialog } from './decision-dialogs';

const TABS = [PetRequestStatus.PENDING, PetRequestStatus.ACCEPTED, PetRequestStatus.DENIED] as const;
const TAB_KEY: Record<number, string> = { 0: 'pending', 1: 'accepted', 2: 'denied' };

/** Pets that parents added online, waiting for the clinic: accept (optionally linking a known pet) or deny. */
export function PetRequestsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = TABS.find((s) => String(s) === params.get('status')) ?? PetRequestStatus.PENDING;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = usePetRequests(status, page);
  const pending = usePendingPetRequestCount();
  const [accepting, setAccepting] = useState<TPetRequest | null>(null);
  const [denying, setDenying] = useState<TPetRequest | null>(null);
  const setQuery = (next: { status?: number; page?: number }) => {
    const p = new URLSearchParams();
    const s = next.status ?? status;
    if (s !== PetRequestStatus.PENDING) p.set('status', String(s));
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p, { replace: true });
  };
  const rows = list.data?.data ?? [];

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">{t('clients.petRequests.title')}</Heading>
      <Text color="fg.muted" fontSize="sm" mt="-2">{t('clients.petRequests.intro')}</Text>
      <Tabs.Root value={String(status)} onValueChange={(e) => setQuery({ status: Number(e.value), page: 1 })} variant="line">
        <Tabs.List>
          {TABS.map((s) => (
            <Tabs.Trigger key={s} value={String(s)}>
              {t(`clients.petRequests.tab.${TAB_KEY[s]}`)}
              {s === PetRequestStatus.PENDING && !!pending.data && <Badge ms="1.5" colorPalette="orange" size="sm">{pending.data}</Badge>}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* The list is the active tab's panel (a tab must control a tabpanel). */}
        <Tabs.Content value={String(status)} asChild>
          <Stack gap="4">
            {list.isPending && <ListSkeleton rows={4} />}
            {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
            {list.data && rows.length === 0 && <EmptyState title={t(`clients.petRequests.empty.${TAB_KEY[status]}`)} />}
            <Stack gap="3" opacity={list.isPlaceholderData ? 0.6 : 1}>
              {rows.map((r) => <RequestCard key={r.id} r={r} onAccept={() => setAccepting(r)} onDeny={() => setDenying(r)} />)}
            </Stack>
            {list.data && <PaginationBar meta={list.data.meta} onPage={(p) => setQuery({ page: p })} />}
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
      <AcceptDialog request={accepting} onClose={() => setAccepting(null)} />
      <DenyDialog request={denying} onClose={() => setDenying(null)} />
    </Stack>
  );
}

/** What the parent described: the pet row when there is one, else the payload. */
function describe(r: TPetRequest, speciesName: (id: unknown) => string | null) {
  const p = r.payload;
  const pet = r.pet;
  return {
    nickname: pet?.nickname ?? String(p.nickname ?? '—'),
    species: pet?.species?.name ?? speciesName(p.species_id),
    breed: pet?.breed?.name ?? null,
    gender: pet?.gender ?? (typeof p.gender === 'string' ? p.gender : 'unknown'),
    hormonal: pet ? pet.hormonal_status : (p.hormonal_status === 0 || p.hormonal_status === 1 ? p.hormonal_status : null),
    birthday: pet?.birthday ?? (typeof p.birthday === 'string' ? p.birthday : null),
    estimated: pet?.birthday_is_estimated ?? p.birthday_is_estimated === true,
    color: pet?.color ?? (typeof p.color === 'string' ? p.color : null),
    photo: pet?.photo ?? null,
  };
}

function RequestCard({ r, onAccept, onDeny }: { r: TPetRequest; onAccept: () => void; onDeny: () => void }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  const { clinic } = useActiveClinic();
  const species = useSpecies();
  const canManage = clinic?.permissions.includes('pets.manage') ?? false;
  const d = describe(r, (id) => species.data?.find((s) => s.id === id)?.name ?? null);
  const age = petAgeText(t, d.birthday, fmt.zone);
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Flex gap="4" direction={{ base: 'column', md: 'row' }} justify="space-between">
          <HStack gap="3" align="start" minW="0">
            <PetAvatar photo={d.photo} name={d.nickname} size="12" />
            <Stack gap="0.5" minW="0">
              <HStack gap="2" flexWrap="wrap">
                <Text fontWeight="600" fontSize="lg">{d.nickname}</Text>
                <Text color="fg.muted" fontSize="sm">{[d.species, d.breed].filter(Boolean).join(' · ')}</Text>
              </HStack>
              <Text fontSize="sm">
                {[t(`clients.pets.gender.${d.gender}`), t(hormonalKey(d.hormonal)), d.color, age && `${age}${d.estimated ? ` (${t('clients.pets.estimatedShort')})` : ''}`].filter(Boolean).join(' · ')}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t('clients.petRequests.from')}{' '}
                <RouterLink to={`/clients/${r.parent.id}`}><Text as="span" color="brand.fg" fontWeight="500" _hover={{ textDecoration: 'underline' }}>{r.parent.full_name}</Text></RouterLink>
                {[r.parent.phone, r.parent.email].filter(Boolean).map((v) => ` · ${v}`).join('')}
              </Text>
              <Text fontSize="xs" color="fg.muted">{t('clients.petRequests.sent', { when: fmt.dateTime(r.created_at) })}</Text>
            </Stack>
          </HStack>
          <Stack gap="2" align={{ base: 'start', md: 'end' }} flexShrink={0}>
            {r.status === PetRequestStatus.PENDING && canManage && (
              <HStack gap="2">
                <Button size="sm" variant="outline" colorPalette="red" onClick={onDeny}>{t('clients.petRequests.deny')}</Button>
                <Button size="sm" colorPalette="brand" onClick={onAccept}>{t('clients.petRequests.accept')}</Button>
              </HStack>
            )}
            {r.status !== PetRequestStatus.PENDING && (
              <Stack gap="0.5" align={{ base: 'start', md: 'end' }}>
                <Badge colorPalette={r.status === PetRequestStatus.ACCEPTED ? 'green' : 'red'}>{t(`clients.petRequests.status.${r.status}`)}</Badge>
                <Text fontSize="xs" color="fg.muted">
                  {[r.decided_by?.full_name, r.decided_at && fmt.dateTime(r.decided_at)].filter(Boolean).join(' · ')}
                </Text>
                {r.linked_pet && (
                  <Text fontSize="xs">{t('clients.petRequests.linkedTo')} <RouterLink to={`/patients/${r.linked_pet.id}`}><Text as="span" color="brand.fg">{r.linked_pet.nickname}</Text></RouterLink></Text>
                )}
                {!r.linked_pet && r.status === PetRequestStatus.ACCEPTED && r.pet && (
                  <RouterLink to={`/patients/${r.pet.id}`}><Text as="span" fontSize="xs" color="brand.fg">{t('clients.petRequests.openPatient')}</Text></RouterLink>
                )}
              </Stack>
            )}
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
