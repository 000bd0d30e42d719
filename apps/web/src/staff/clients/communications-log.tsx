import { Badge, Button, Card, Flex, Heading, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CommunicationType, ZCommunicationInput, type TCommunication } from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { applyServerErrors, toastError } from '../../ui/errors';
import { PaginationBar } from '../../ui/pagination-bar';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useClinicFormat } from '../clinic/use-clinic';
import { useCommunications, useLogCommunication } from './api';
import { FormDialog } from '../../ui/form-dialog';

type FormIn = z.input<typeof ZCommunicationInput>;
type FormOut = z.output<typeof ZCommunicationInput>;
type CommType = 0 | 1 | 2 | 3;

const TYPE_COLOR: Record<number, string> = { 0: 'blue', 1: 'gray', 2: 'purple', 3: 'teal' };
/** The log buttons in the order a desk uses them: call, e-mail, SMS, other. */
const LOG_ACTIONS: CommType[] = [CommunicationType.PHONE, CommunicationType.EMAIL, CommunicationType.SMS, CommunicationType.OTHER];

/** A client's communications log (all clinics of the group), newest first, with "Log a call/e-mail/SMS/other". */
export function CommunicationsLog({ clientId, canManage }: { clientId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [logType, setLogType] = useState<CommType | null>(null);
  const list = useCommunications(clientId, page);
  return (
    <Card.Root>
      <Card.Header pb="2">
        <Flex justify="space-between" align="center" gap="2" flexWrap="wrap">
          <Heading as="h2" size="md">{t('clients.comms.title')}</Heading>
          {canManage && (
            <HStack gap="1" flexWrap="wrap">
              {LOG_ACTIONS.map((type) => (
                <Button key={type} size="xs" variant="outline" onClick={() => setLogType(type)}>{t(`clients.comms.log.${type}`)}</Button>
              ))}
            </HStack>
          )}
        </Flex>
      </Card.Header>
      <Card.Body pt="0">
        {list.isPending && <ListSkeleton rows={3} />}
        {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
        {list.data && list.data.data.length === 0 && <EmptyState title={t('clients.comms.empty')} />}
        {list.data && list.data.data.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="0">
            {list.data.data.map((c) => <CommunicationItem key={c.id} c={c} />)}
          </Stack>
        )}
        {list.data && list.data.meta.last_page > 1 && <PaginationBar meta={list.data.meta} onPage={setPage} />}
      </Card.Body>
      <LogCommunicationDialog clientId={clientId} type={logType} onClose={() => setLogType(null)} onLogged={() => setPage(1)} />
    </Card.Root>
  );
}

function CommunicationItem({ c }: { c: TCommunication }) {
  const { t } = useTranslation();
  const fmt = useClinicFormat();
  return (
    <Stack as="li" gap="1" py="2.5" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <HStack gap="2" flexWrap="wrap">
        <Badge colorPalette={TYPE_COLOR[c.type] ?? 'gray'} variant="subtle">{t(`clients.comms.type.${c.type}`)}</Badge>
        <Text fontSize="xs" color="fg.muted">{t(`clients.comms.direction.${c.direction}`)}</Text>
        {c.subject && <Text fontSize="sm" fontWeight="600">{c.subject}</Text>}
      </HStack>
      <Text fontSize="sm" whiteSpace="pre-wrap">{c.body}</Text>
      <Text fontSize="xs" color="fg.muted">
        {[fmt.dateTime(c.created_at), c.created_by?.full_name, c.clinic.name].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}

function LogCommunicationDialog({ clientId, type, onClose, onLogged }: { clientId: number; type: CommType | null; onClose: () => void; onLogged: () => void }) {
  const { t } = useTranslation();
  const log = useLogCommunication(clientId);
  const { register, handleSubmit, formState, reset, setError } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(ZCommunicationInput),
    defaultValues: { type: 0, direction: 'out', subject: '', body: '' },
  });
  useEffect(() => {
    if (type !== null) reset({ type, direction: type === CommunicationType.PHONE ? 'in' : 'out', subject: '', body: '' });
  }, [type, reset]);
  const errors = formState.errors;
  const submit = handleSubmit((values) => log.mutate(values, {
    onSuccess: () => {
      toaster.create({ type: 'success', title: t('clients.comms.logged'), closable: true });
      onLogged();
      onClose();
    },
    onError: (err) => {
      if (!applyServerErrors(err, setError)) toastError(err);
    },
  }));
  return (
    <FormDialog
      open={type !== null}
      onClose={onClose}
      dirty={formState.isDirty}
      size={{ base: 'full', md: 'md' }}
      cancelButton={false}
      title={type !== null ? t(`clients.comms.log.${type}`) : ''}
      onSubmit={submit}
      footer={(
        <>
          <Button variant="outline" onClick={onClose}>{t('clients.common.cancel')}</Button>
          <Button type="submit" colorPalette="brand" loading={log.isPending}>{t('labels.save')}</Button>
        </>
      )}
    >
      <Stack gap="3">
        <HStack gap="3" align="start" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
          <FormField label={t('clients.comms.typeLabel')} error={errors.type}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('type', { valueAsNumber: true })}>
                {LOG_ACTIONS.map((v) => <option key={v} value={v}>{t(`clients.comms.type.${v}`)}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('clients.comms.directionLabel')} error={errors.direction}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('direction')}>
                <option value="in">{t('clients.comms.direction.in')}</option>
                <option value="out">{t('clients.comms.direction.out')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </HStack>
        <FormField label={t('clients.comms.subject')} error={errors.subject}><Input {...register('subject')} /></FormField>
        <FormField label={t('clients.comms.body')} error={errors.body} required><Textarea autoFocus rows={5} {...register('body')} /></FormField>
      </Stack>
    </FormDialog>
  );
}
