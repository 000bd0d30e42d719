import { Box, Field, HStack, Input, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPet, TPetRequest } from '@vetclinic/domain';
import { toastError } from '../../ui/errors';
import { HttpError } from '../../ui/http';
import { toaster } from '../../ui/toaster';
import { useDecidePetRequest, usePets } from '../clients/api';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { PetAvatar } from '../pets/pet-avatar';
import { speciesText } from '../pets/pet-text';

const nameOf = (r: TPetRequest) => r.pet?.nickname ?? String(r.payload.nickname ?? '');

/**
 * Accept: keep the parent's pet as a new patient, or link it to a pet the clinic already has
 * (the parent's own pets first, or any patient found by search).
 */
export function AcceptDialog({ request, onClose }: { request: TPetRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const decide = useDecidePetRequest();
  const [mode, setMode] = useState<'new' | 'link'>('new');
  const [linkId, setLinkId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const debounced = useDebouncedValue(search.trim());
  useEffect(() => {
    setMode('new');
    setLinkId(null);
    setSearch('');
    setFieldError(null);
  }, [request?.id]);
  const ownPets = usePets({ search: '', archived: false, page: 1, ownerId: request?.parent.id }, { enabled: !!request && mode === 'link' });
  const found = usePets({ search: debounced, archived: false, page: 1 }, { enabled: !!request && mode === 'link' && !!debounced });
  const exclude = (p: TPet) => p.id !== request?.pet?.id;
  const candidates = debounced ? (found.data?.data ?? []).filter(exclude) : (ownPets.data?.data ?? []).filter(exclude);

  const confirm = () => {
    if (!request) return;
    if (mode === 'link' && !linkId) {
      setFieldError(t('clients.petRequests.chooseLink'));
      return;
    }
    decide.mutate({ id: request.id, action: 'accept', body: { link_pet_id: mode === 'link' ? linkId : null } }, {
      onSuccess: () => {
        toaster.create({ type: 'success', title: t('clients.petRequests.accepted', { name: nameOf(request) }), closable: true });
        onClose();
      },
      onError: (err) => {
        const linkError = err instanceof HttpError && err.status === 422 ? err.body?.errors?.link_pet_id?.[0] : undefined;
        if (linkError) setFieldError(linkError);
        else toastError(err);
      },
    });
  };

  return (
    <ConfirmDialog open={!!request} title={t('clients.petRequests.acceptTitle', { name: request ? nameOf(request) : '' })} confirmLabel={t('clients.petRequests.accept')} onConfirm={confirm} onCancel={onClose} loading={decide.isPending}
      danger={false} scrollBehavior="outside" closeButton contentProps={{ mx: '3' }}>
      <Stack gap="3">
        <RadioGroup.Root value={mode} onValueChange={(e) => setMode(e.value as 'new' | 'link')} colorPalette="brand">
          <Stack gap="2">
            <RadioGroup.Item value="new">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t('clients.petRequests.asNew')}</RadioGroup.ItemText>
            </RadioGroup.Item>
            <RadioGroup.Item value="link">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t('clients.petRequests.asKnown')}</RadioGroup.ItemText>
            </RadioGroup.Item>
          </Stack>
        </RadioGroup.Root>
        {mode === 'link' && (
          <Stack gap="2">
            <Field.Root invalid={!!fieldError}>
              <Input size="sm" aria-label={t('clients.petRequests.searchPets')} placeholder={t('clients.petRequests.searchPets')} value={search} onChange={(e) => setSearch(e.target.value)} />
              {fieldError && <Field.ErrorText>{fieldError}</Field.ErrorText>}
            </Field.Root>
            <Text fontSize="xs" color="fg.muted">{debounced ? t('clients.petRequests.searchResults') : t('clients.petRequests.ownPets', { name: request?.parent.full_name })}</Text>
            <RadioGroup.Root value={linkId ? String(linkId) : null} onValueChange={(e) => setLinkId(Number(e.value))} colorPalette="brand" aria-label={t('clients.petRequests.linkTo')}>
              <Stack gap="1" maxH="240px" overflowY="auto">
                {candidates.length === 0 && <Text fontSize="sm" color="fg.muted">{t('clients.petRequests.noCandidates')}</Text>}
                {candidates.map((p) => (
                  <RadioGroup.Item key={p.id} value={String(p.id)} borderWidth="1px" borderRadius="md" px="2" py="1.5">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      <HStack gap="2">
                        <PetAvatar photo={p.photo} name={p.nickname} size="7" />
                        <Box>
                          <Text fontSize="sm" fontWeight="500">{p.nickname}</Text>
                          <Text fontSize="xs" color="fg.muted">{[speciesText(p), p.owner.full_name].filter(Boolean).join(' · ')}</Text>
                        </Box>
                      </HStack>
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
            <Text fontSize="xs" color="fg.muted">{t('clients.petRequests.linkHelp')}</Text>
          </Stack>
        )}
      </Stack>
    </ConfirmDialog>
  );
}

/** Deny with an optional reason; the parent gets a mail and their pet row is archived. */
export function DenyDialog({ request, onClose }: { request: TPetRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const decide = useDecidePetRequest();
  const [reason, setReason] = useState('');
  useEffect(() => setReason(''), [request?.id]);
  const confirm = () => {
    if (!request) return;
    decide.mutate({ id: request.id, action: 'deny', body: { reason: reason.trim() || null } }, {
      onSuccess: () => {
        toaster.create({ type: 'success', title: t('clients.petRequests.denied', { name: nameOf(request) }), closable: true });
        onClose();
      },
      onError: (err) => toastError(err),
    });
  };
  return (
    <ConfirmDialog open={!!request} title={t('clients.petRequests.denyTitle', { name: request ? nameOf(request) : '' })} confirmLabel={t('clients.petRequests.deny')} onConfirm={confirm} onCancel={onClose} loading={decide.isPending}
      danger scrollBehavior="outside" closeButton contentProps={{ mx: '3' }}>
      <Stack gap="3">
        <Text fontSize="sm">{t('clients.petRequests.denyText', { name: request?.parent.full_name })}</Text>
        <Field.Root>
          <Field.Label>{t('clients.petRequests.reason')}</Field.Label>
          <Textarea rows={3} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
          <Field.HelperText>{t('clients.petRequests.reasonHelp')}</Field.HelperText>
        </Field.Root>
      </Stack>
    </ConfirmDialog>
  );
}
