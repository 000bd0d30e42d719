import { Badge, Box, Button, Checkbox, Flex, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { prefetchAccountModal, useAccountModals } from './account-modals';
import { useAuth } from './auth-context';

export interface MyPetsStepProps {
  selected: number[];
  onChange: (ids: number[]) => void;
  /** "Choose at least one pet" after a try to book without one. */
  error?: string | null;
}

/** Step 4 for a logged-in parent: their own pets to tick (no contact boxes), and "Add pet". */
export function MyPetsStep({ selected, onChange, error }: MyPetsStepProps) {
  const { t } = useTranslation();
  const auth = useAuth();
  const modals = useAccountModals();
  const labelId = useId();
  if (auth.meStatus.isPending && !auth.me) return <ListSkeleton rows={3} />;
  if (!auth.me) return <ErrorState error={auth.meStatus.error} onRetry={() => void auth.meStatus.refetch()} />;

  const me = auth.me;
  const pets = (me.pets ?? []).filter((p) => !p.archived_at);
  const toggle = (id: number, on: boolean) => onChange(on ? [...new Set([...selected, id])] : selected.filter((x) => x !== id));
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {t('public.account.book.bookingAs', { name: `${me.first_name} ${me.last_name}`.trim(), email: me.email ?? '' })}
      </Text>
      <Text id={labelId} fontWeight="semibold">{t('public.account.book.choosePets')}</Text>
      {pets.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">{t('public.account.book.noPets')}</Text>
      ) : (
        <Stack role="group" aria-labelledby={labelId} gap="2">
          {pets.map((p) => (
            <Box key={p.id} borderWidth="1px" borderColor={selected.includes(p.id) ? 'brand.solid' : 'border.muted'} rounded="lg" px="3" py="2.5">
              <Checkbox.Root colorPalette="brand" checked={selected.includes(p.id)} onCheckedChange={(e) => toggle(p.id, e.checked === true)} w="full" alignItems="flex-start">
                <Checkbox.HiddenInput />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label flex="1" minW="0">
                  <Flex gap="2" align="center" wrap="wrap">
                    <Text as="span" fontWeight="medium">{p.nickname}</Text>
                    {p.pending_approval && <Badge colorPalette="orange" variant="subtle">{t('public.account.pet.pending')}</Badge>}
                  </Flex>
                  {(p.species || p.breed) && (
                    <Text as="span" display="block" fontSize="sm" color="fg.muted" fontWeight="normal">
                      {[p.species?.name, p.breed?.name].filter(Boolean).join(' · ')}
                    </Text>
                  )}
                </Checkbox.Label>
              </Checkbox.Root>
            </Box>
          ))}
        </Stack>
      )}
      {error && <Text color="fg.error" fontSize="sm" role="alert">{error}</Text>}
      <Button
        variant="outline"
        size="sm"
        colorPalette="brand"
        alignSelf="flex-start"
        onPointerEnter={() => prefetchAccountModal('add-pet')}
        onFocus={() => prefetchAccountModal('add-pet')}
        onClick={() => modals.open({ kind: 'add-pet', onAdded: (added) => onChange([...new Set([...selected, ...added.map((a) => a.id)])]) })}
      >
        + {t('public.account.book.addPet')}
      </Button>
    </Stack>
  );
}
