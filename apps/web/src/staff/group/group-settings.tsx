import { Badge, Button, Card, HStack, Heading, Image, Input, Link, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GROUP_LOGO_MAX_BYTES, GROUP_LOGO_TYPES, ZGroupInput, type TGroup, type TGroupInput } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { applyServerErrors, toastError } from '../../ui/errors';
import { FormField } from '../../ui/form-field';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { http, session } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';
import { GroupLogo } from './group-logo';
import { NewClinicDialog } from './new-clinic-dialog';

export const groupKey = ['staff', 'group'] as const;

/** Group administration (issue #22): the group's name and logo, its clinics, and opening a new one. */
export function GroupSettings() {
  const group = useQuery({ queryKey: groupKey, queryFn: () => http.get<{ data: TGroup }>('/group').then((r) => r.data) });
  if (group.isPending) return <ListSkeleton rows={6} />;
  if (group.isError) return <ErrorState error={group.error} onRetry={() => void group.refetch()} />;
  return (
    <Stack gap="5">
      <GroupNameCard group={group.data} />
      <GroupLogoCard group={group.data} />
      <GroupClinicsCard group={group.data} />
    </Stack>
  );
}

/** After any change the header (from /auth/me) and this screen show the new state without a reload. */
function useGroupSaved() {
  const qc = useQueryClient();
  return (data?: TGroup) => {
    if (data) qc.setQueryData(groupKey, data);
    else void qc.invalidateQueries({ queryKey: groupKey });
    void qc.invalidateQueries({ queryKey: ['staff', 'me'] });
  };
}

function GroupNameCard({ group }: { group: TGroup }) {
  const { t } = useTranslation();
  const saved = useGroupSaved();
  const { register, handleSubmit, formState, reset, setError } = useForm<TGroupInput>({ resolver: zodResolver(ZGroupInput), defaultValues: { name: group.name } });
  const dirty = formState.isDirty;
  useEffect(() => {
    if (!dirty) reset({ name: group.name });
  }, [group.name, reset]); // eslint-disable-line react-hooks/exhaustive-deps
  const save = useMutation({
    mutationFn: (body: TGroupInput) => http.put<{ data: TGroup }>('/group', body).then((r) => r.data),
    onSuccess: (data) => {
      saved(data);
      reset({ name: data.name });
      toaster.create({ type: 'success', title: t('groupAdmin.name.saved'), closable: true });
    },
    onError: (err) => {
      if (!applyServerErrors(err, setError)) toastError(err);
    },
  });
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">{t('groupAdmin.name.title')}</Heading>
        <Text fontSize="sm" color="fg.muted">{t('groupAdmin.name.intro')}</Text>
      </Card.Header>
      <Card.Body>
        <chakra.form aria-label={t('groupAdmin.name.title')} noValidate onSubmit={handleSubmit((v) => save.mutate(v))}>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'end' }}>
            <FormField label={t('groupAdmin.name.label')} error={formState.errors.name} required>
              <Input {...register('name')} maxLength={160} autoComplete="organization" />
            </FormField>
            <Button type="submit" colorPalette="brand" loading={save.isPending} disabled={!dirty} flexShrink={0}>{t('groupAdmin.name.save')}</Button>
          </Stack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}

function GroupLogoCard({ group }: { group: TGroup }) {
  const { t } = useTranslation();
  const saved = useGroupSaved();
  const input = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return http.put<{ data: TGroup }>('/group/logo', form).then((r) => r.data);
    },
    onSuccess: (data) => {
      saved(data);
      toaster.create({ type: 'success', title: t('groupAdmin.logo.saved'), closable: true });
    },
    onError: (err) => toastError(err),
  });
  const remove = useMutation({
    mutationFn: () => http.delete<null>('/group/logo'),
    onSuccess: () => {
      setConfirmRemove(false);
      saved();
      toaster.create({ type: 'success', title: t('groupAdmin.logo.removed'), closable: true });
    },
    onError: (err) => toastError(err),
  });
  const onPick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    // Checked here for a quick answer; the server checks the bytes themselves.
    if (!(GROUP_LOGO_TYPES as readonly string[]).includes(file.type)) return setFileError(t('groupAdmin.errors.logoType'));
    if (file.size > GROUP_LOGO_MAX_BYTES) return setFileError(t('groupAdmin.errors.logoTooLarge'));
    setFileError(null);
    upload.mutate(file);
  };
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">{t('groupAdmin.logo.title')}</Heading>
        <Text fontSize="sm" color="fg.muted">{t('groupAdmin.logo.intro')}</Text>
      </Card.Header>
      <Card.Body>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'start', sm: 'center' }}>
          <chakra.div borderWidth="1px" borderRadius="md" p="2" bg="bg.subtle">
            {group.logo_url
              ? <Image src={group.logo_url} alt={t('groupAdmin.logo.current')} htmlWidth={96} htmlHeight={96} boxSize="96px" objectFit="contain" />
              : <GroupLogo url={null} size={96} />}
          </chakra.div>
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted">{t('groupAdmin.logo.rules')}</Text>
            <HStack gap="2" flexWrap="wrap">
              <chakra.input ref={input} type="file" accept={GROUP_LOGO_TYPES.join(',')} display="none" aria-hidden tabIndex={-1}
                data-testid="group-logo-input" onChange={(e) => onPick(e.target.files?.[0])} />
              <Button colorPalette="brand" loading={upload.isPending} onClick={() => input.current?.click()}>
                {group.logo_url ? t('groupAdmin.logo.replace') : t('groupAdmin.logo.upload')}
              </Button>
              {group.logo_url && <Button variant="outline" colorPalette="red" onClick={() => setConfirmRemove(true)}>{t('groupAdmin.logo.remove')}</Button>}
            </HStack>
            {fileError && <Text role="alert" fontSize="sm" color="fg.error">{fileError}</Text>}
          </Stack>
        </Stack>
      </Card.Body>
      <ConfirmDialog open={confirmRemove} title={t('groupAdmin.logo.removeTitle')} body={t('groupAdmin.logo.removeBody')} confirmLabel={t('groupAdmin.logo.remove')}
        loading={remove.isPending} onConfirm={() => remove.mutate()} onCancel={() => setConfirmRemove(false)} />
    </Card.Root>
  );
}

function GroupClinicsCard({ group }: { group: TGroup }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { clinic: active, me } = useActiveClinic();
  const [open, setOpen] = useState(false);
  const memberOf = new Set((me.data?.clinics ?? []).map((c) => c.id));
  return (
    <Card.Root>
      <Card.Header>
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'start', sm: 'center' }} gap="2">
          <Stack gap="1">
            <Heading as="h2" size="md">{t('groupAdmin.clinics.title')}</Heading>
            <Text fontSize="sm" color="fg.muted">{t('groupAdmin.clinics.intro')}</Text>
          </Stack>
          <Button colorPalette="brand" onClick={() => setOpen(true)} flexShrink={0}>{t('groupAdmin.clinics.new')}</Button>
        </Stack>
      </Card.Header>
      <Card.Body>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('groupAdmin.clinics.name')}</Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="sm">{t('groupAdmin.clinics.bookingPage')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end"><chakra.span srOnly>{t('groupAdmin.clinics.actions')}</chakra.span></Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {group.clinics.map((c) => (
              <Table.Row key={c.id}>
                <Table.Cell>
                  <Text fontWeight="500" wordBreak="break-word">{c.name}</Text>
                  <Link href={`/book/${c.slug}`} target="_blank" rel="noreferrer" fontSize="xs" color="brand.fg" hideFrom="sm" wordBreak="break-all">/book/{c.slug}</Link>
                </Table.Cell>
                <Table.Cell hideBelow="sm"><Link href={`/book/${c.slug}`} target="_blank" rel="noreferrer" color="brand.fg" wordBreak="break-all">/book/{c.slug}</Link></Table.Cell>
                <Table.Cell textAlign="end">
                  {c.id === active?.id ? <Badge>{t('groupAdmin.clinics.current')}</Badge> : memberOf.has(c.id) ? (
                    <Button size="xs" variant="outline" onClick={() => { session.setClinic(c.id); void qc.invalidateQueries({ queryKey: ['clinic'] }); }}>
                      {t('groupAdmin.clinics.switch')}
                    </Button>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card.Body>
      <NewClinicDialog open={open} onClose={() => setOpen(false)} group={group} />
    </Card.Root>
  );
}
