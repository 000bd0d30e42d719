import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReminderUnsubscribe } from '@vetclinic/domain';
import { createHttp } from '../../ui/http';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { isHttpStatus } from '../booking-api';
import { LinkNotFound } from '../payment/link-not-found';
import { BigCheck } from '../success-view';

const http = createHttp();
const url = (token: string) => `/public/reminders/unsubscribe/${encodeURIComponent(token)}`;
const key = (token: string) => ['public', 'unsubscribe', token] as const;

/**
 * /book/{slug}/unsubscribe/{token}: the link at the foot of a reminder mail or text message. Opening it changes
 * nothing (mail scanners open links); the client confirms with one button, and reminders by that channel stop.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const query = useQuery({ queryKey: key(token), queryFn: () => http.get<{ data: TReminderUnsubscribe }>(url(token)).then((r) => r.data) });
  const confirm = useMutation({
    mutationFn: () => http.post<{ data: TReminderUnsubscribe }>(url(token), {}).then((r) => r.data),
    onSuccess: (data) => qc.setQueryData(key(token), data),
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const done = query.data?.opted_out ?? false;
  useEffect(() => { if (confirm.isSuccess) headingRef.current?.focus(); }, [confirm.isSuccess]);

  if (query.isPending) return <Stack aria-busy="true"><ListSkeleton rows={3} /></Stack>;
  if (query.isError) {
    if (isHttpStatus(query.error, 404)) return <LinkNotFound text={t('public.unsubscribe.notFound')} />;
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const p = query.data;
  const sms = p.channel === 'sms';
  return (
    <Box bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '6', md: '10' }}>
      <Stack gap="4" align="center" textAlign="center">
        {done && <BigCheck />}
        <Text color="fg.muted" fontSize="sm">{p.clinic_name}</Text>
        <Heading as="h1" size="xl" ref={headingRef} tabIndex={-1} outline="none">{t(done ? (sms ? 'public.unsubscribe.smsDoneTitle' : 'public.unsubscribe.doneTitle') : sms ? 'public.unsubscribe.smsTitle' : 'public.unsubscribe.title')}</Heading>
        <Text maxW="md" aria-live="polite">{t(done ? 'public.unsubscribe.doneText' : sms ? 'public.unsubscribe.smsText' : 'public.unsubscribe.text', { clinic: p.clinic_name })}</Text>
        {!done && (
          <Button colorPalette="brand" size="lg" loading={confirm.isPending} onClick={() => confirm.mutate()}>{t(sms ? 'public.unsubscribe.smsConfirm' : 'public.unsubscribe.confirm')}</Button>
        )}
        {confirm.isError && <Text color="fg.error" role="alert">{t('public.unsubscribe.failed')}</Text>}
      </Stack>
    </Box>
  );
}
