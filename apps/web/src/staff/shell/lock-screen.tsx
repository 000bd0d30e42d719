import { Avatar, Button, Dialog, Field, Flex, Heading, Input, Portal, Stack, Text, chakra } from '@chakra-ui/react';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TStaffMember, TTokenPair } from '@vetclinic/domain';
import { HttpError } from '../../ui/http';
import { errorMessage } from '../../ui/errors';
import { safeLocalStorage } from '../../ui/safe-storage';
import { http, session } from '../auth/session';
import { useActiveClinic, useSignOut } from '../auth/use-session';
import { teamKeys, type Page } from '../team/api';

// The lock is kept in storage, so a reload or a second tab of the shared desk stays locked.
const LOCK_KEY = 'staff.locked';
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const screenLock = {
  get locked() {
    return safeLocalStorage.getItem(LOCK_KEY) === '1';
  },
  lock() {
    safeLocalStorage.setItem(LOCK_KEY, '1');
    emit();
  },
  unlock() {
    safeLocalStorage.removeItem(LOCK_KEY);
    emit();
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

// A session that ends (sign-out, expiry) ends the lock with it: the next sign-in opens unlocked.
session.subscribe(() => {
  if (!session.token && screenLock.locked) screenLock.unlock();
});

export function useScreenLocked() {
  return useSyncExternalStore(screenLock.subscribe, () => screenLock.locked);
}

/**
 * The shared desk's lock screen: covers the whole app until a member of the clinic who has a PIN
 * signs in with it (POST /auth/pin-unlock), which swaps this device's session to that member.
 * Escape and clicks outside do nothing; the only ways out are a right PIN and signing out.
 */
export function LockScreen() {
  const locked = useScreenLocked();
  return locked ? <LockDialog /> : null;
}

function LockDialog() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  const signOut = useSignOut();
  const [chosen, setChosen] = useState<TStaffMember | null>(null);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const members = useQuery({
    queryKey: [...teamKeys.vets(clinic?.id), { lock: true }],
    queryFn: () => http.get<Page<TStaffMember>>('/vets', { 'filter[is_vet]': 0 }).then((r) => r.data.filter((m) => m.is_active && m.has_pin)),
    enabled: !!clinic,
  });

  const choose = (member: TStaffMember | null) => {
    setChosen(member);
    setPin('');
    setError(null);
  };

  const unlock = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || !clinic) return;
    if (!/^\d{4}$/.test(pin)) {
      setError(t('validation.pin_format'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const pair = await http.post<TTokenPair>('/auth/pin-unlock', { clinic_id: clinic.id, user_id: chosen.id, pin, refresh_token: session.refreshToken ?? undefined });
      session.setClinic(clinic.id);
      session.setTokens(pair.access_token, pair.refresh_token);
      screenLock.unlock();
      // Everything cached was read as the previous member: read it again as the new one.
      void qc.resetQueries();
    } catch (err) {
      const fieldMessage = err instanceof HttpError && err.body?.errors ? Object.values(err.body.errors)[0]?.[0] : undefined;
      setError(fieldMessage ?? errorMessage(err));
      setPin('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open size="full" closeOnEscape={false} closeOnInteractOutside={false} onOpenChange={() => undefined} initialFocusEl={() => document.getElementById('lock-screen-first')}>
      <Portal>
        <Dialog.Backdrop bg="gray.50" />
        <Dialog.Positioner>
          <Dialog.Content bg="gray.50" shadow="none" data-testid="lock-screen">
            <Flex minH="100dvh" align="center" justify="center" px="4" py="8">
              <Stack gap="5" width="full" maxW="sm" bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }}>
                <Stack gap="1">
                  <Dialog.Title asChild><Heading as="h1" size="xl">{t('staff.lock.title')}</Heading></Dialog.Title>
                  <Dialog.Description asChild><Text color="fg.muted" fontSize="sm">{clinic?.name} · {t('staff.lock.subtitle')}</Text></Dialog.Description>
                </Stack>
                {!chosen ? (
                  <Stack gap="2" role="group" aria-label={t('staff.lock.members')}>
                    <Text fontWeight="600" fontSize="sm">{t('staff.lock.members')}</Text>
                    {members.isError && <Text color="fg.error" fontSize="sm" role="alert">{errorMessage(members.error)}</Text>}
                    {members.data?.length === 0 && <Text fontSize="sm" color="fg.muted">{t('staff.lock.none')}</Text>}
                    {members.data?.map((m, i) => (
                      <Button key={m.id} id={i === 0 ? 'lock-screen-first' : undefined} variant="outline" justifyContent="flex-start" onClick={() => choose(m)}>
                        <Avatar.Root size="xs"><Avatar.Fallback name={m.full_name} /></Avatar.Root>
                        <Text truncate>{m.full_name}</Text>
                      </Button>
                    ))}
                  </Stack>
                ) : (
                  <chakra.form display="flex" flexDirection="column" gap="4" onSubmit={unlock} noValidate>
                    <Flex align="center" gap="2">
                      <Avatar.Root size="sm"><Avatar.Fallback name={chosen.full_name} /></Avatar.Root>
                      <Text fontWeight="600" truncate>{chosen.full_name}</Text>
                    </Flex>
                    <Field.Root invalid={!!error} required>
                      <Field.Label>{t('staff.lock.pin')}</Field.Label>
                      <Input type="password" inputMode="numeric" autoComplete="off" maxLength={4} autoFocus
                        value={pin} onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 4))} letterSpacing="widest" />
                      {error && <Field.ErrorText>{error}</Field.ErrorText>}
                    </Field.Root>
                    <Button type="submit" colorPalette="brand" loading={busy}>{t('staff.lock.unlock')}</Button>
                    <Button variant="ghost" onClick={() => choose(null)}>{t('staff.lock.back')}</Button>
                  </chakra.form>
                )}
                <Button variant="plain" size="sm" alignSelf="center" onClick={() => void signOut().then(() => screenLock.unlock())}>{t('staff.lock.signOut')}</Button>
              </Stack>
            </Flex>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
